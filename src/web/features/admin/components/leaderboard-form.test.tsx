import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const BOARD_ID = "5c2f6a1e-8d3b-4f7a-9e0c-1b2d3e4f5a6b";

const created = (request: RecordedRequest) =>
  json(201, {
    id: BOARD_ID,
    ...(request.body as object),
    entityRefId: null,
    status: "PUBLISHED",
    participantCount: 0,
    ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
  });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("LeaderboardForm", () => {
  it("offers every score source and creates a quests board with its season and K-Cash prize", async () => {
    const fake = adminApi({ "POST /api/admin/leaderboards": created });
    renderAdmin(fake.fetch, { route: "/admin?tab=leaderboards" });
    const source = await screen.findByRole("combobox", { name: /Score source/ });
    expect(
      within(source)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["K-Points earned", "Quests completed", "Campaign points"]);
    fill("Title", "Quest Masters");
    fireEvent.change(source, { target: { value: "QUESTS_COMPLETED" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Who is ranked" }), { target: { value: "CLAN" } });
    fill("Season starts", "2027-01-01T10:00");
    fill("Season ends", "2027-01-31T10:00");
    fill("Prize for ranks 1 to", "5");
    fill("K-Cash for each", "250.5");
    fireEvent.click(screen.getByRole("button", { name: "Create leaderboard" }));
    expect(await screen.findByRole("link", { name: "Open Quest Masters" })).toBeTruthy();
    const [request] = fake.called("POST", "/api/admin/leaderboards");
    expect(request?.body).toEqual({
      title: "Quest Masters",
      kind: "CLAN",
      scoreSource: "QUESTS_COMPLETED",
      seasonStartsAt: new Date(2027, 0, 1, 10, 0).toISOString(),
      seasonEndsAt: new Date(2027, 0, 31, 10, 0).toISOString(),
      prizeTiers: [{ fromRank: 1, toRank: 5, currency: "KCASH", amount: 25_050 }],
    });
  });

  it("says what is missing before it sends anything, and shows the server's refusal", async () => {
    const fake = adminApi({ "POST /api/admin/leaderboards": problem(422, "LeaderboardInvalid") });
    renderAdmin(fake.fetch, { route: "/admin?tab=leaderboards" });
    fireEvent.click(await screen.findByRole("button", { name: "Create leaderboard" }));
    expect(await screen.findByText("Enter a value")).toBeTruthy();
    expect(screen.getAllByText("Enter a date and time")).toHaveLength(2);
    expect(screen.getByText("Enter an amount of K-Cash")).toBeTruthy();
    fill("Season starts", "2027-01-31T10:00");
    fill("Season ends", "2027-01-01T10:00");
    expect(screen.getByText("The season must end after it starts")).toBeTruthy();
    expect(fake.called("POST", "/api/admin/leaderboards")).toEqual([]);
    fill("Title", "Backwards");
    fill("Season ends", "2027-02-01T10:00");
    fill("K-Cash for each", "10");
    fireEvent.click(screen.getByRole("button", { name: "Create leaderboard" }));
    await waitFor(() => expect(fake.called("POST", "/api/admin/leaderboards")).toHaveLength(1));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
