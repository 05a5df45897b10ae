import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  CAMPAIGN_ID,
  TASK_ID,
  adminApi,
  json,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const GAMER_ID = "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10";

const check = (overrides: Record<string, unknown> = {}) => ({
  id: 41,
  taskId: TASK_ID,
  userId: GAMER_ID,
  phase: "validate",
  checkedAt: "2026-07-02T10:00:00.000Z",
  verified: false,
  errorCode: "DISCORD_NOT_MEMBER",
  errorType: "NOT_DONE",
  checked: { guildId: "112233445566778899", discordUser: "raider7" },
  ...overrides,
});

const page = (items: unknown[], pageOffset = 0, total = items.length) => ({
  items,
  page: { pageOffset, pageLimit: 8, total },
});

describe("TaskChecks", () => {
  it("asks for a campaign first, then lists its checks with what each looked at", async () => {
    const fake = adminApi({
      "GET /api/admin/task-verifications": json(
        200,
        page([
          check(),
          check({ id: 40, verified: true, errorCode: null, errorType: null, checked: {}, phase: "claim" }),
        ]),
      ),
    });
    renderAdmin(fake.fetch);
    fireEvent.click(await screen.findByRole("tab", { name: "Task checks" }));
    expect(await screen.findByText("Choose a campaign to see how its tasks were checked")).toBeTruthy();
    expect(fake.called("GET", "/api/admin/task-verifications")).toEqual([]);

    const campaign = await screen.findByRole("combobox", { name: "Campaign or quest" });
    await waitFor(() => expect(within(campaign).getByRole("option", { name: "Monsoon Cup" })).toBeTruthy());
    fireEvent.change(campaign, { target: { value: CAMPAIGN_ID } });

    expect(await screen.findByText("2 checks")).toBeTruthy();
    const [notDone, verified] = await screen.findAllByRole("article", { name: "Visit the site" });
    const first = within(notDone!);
    expect(first.getByText("Not done yet")).toBeTruthy();
    expect(first.getByText("DISCORD_NOT_MEMBER")).toBeTruthy();
    expect(first.getByText(/When the gamer asked/)).toBeTruthy();
    expect(first.getByText("guildId")).toBeTruthy();
    expect(first.getByText("112233445566778899")).toBeTruthy();
    const second = within(verified!);
    expect(second.getByText("Verified")).toBeTruthy();
    expect(second.getByText(/Again at claim/)).toBeTruthy();
    expect(second.getByText("Nothing beyond the task itself")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
      `/admin?tab=checks&campaign=${CAMPAIGN_ID}`,
    );
    expect(Object.fromEntries(fake.called("GET", "/api/admin/task-verifications")[0]!.query)).toEqual({
      campaignId: CAMPAIGN_ID,
      pageOffset: "0",
      pageLimit: "8",
    });
  });

  it("narrows to a task and a gamer, and pages on", async () => {
    const fake = adminApi({
      "GET /api/admin/task-verifications": ({ query }: RecordedRequest) =>
        json(200, page([check()], Number(query.get("pageOffset")), 12)),
    });
    renderAdmin(fake.fetch, { route: `/admin?tab=checks&campaign=${CAMPAIGN_ID}` });
    expect(await screen.findByText("12 checks")).toBeTruthy();

    fireEvent.change(screen.getByRole("combobox", { name: "Task" }), { target: { value: TASK_ID } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Gamer id" }), { target: { value: "not-an-id" } });
    expect(await screen.findByText(/An account id looks like/)).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Gamer id" }), {
      target: { value: GAMER_ID.toUpperCase() },
    });
    await waitFor(() =>
      expect(
        fake
          .called("GET", "/api/admin/task-verifications")
          .some(
            (request) => request.query.get("userId") === GAMER_ID && request.query.get("taskId") === TASK_ID,
          ),
      ).toBe(true),
    );

    fireEvent.click(await screen.findByRole("button", { name: /next/i }));
    await waitFor(() =>
      expect(fake.called("GET", "/api/admin/task-verifications").at(-1)!.query.get("pageOffset")).toBe("8"),
    );
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
      `/admin?tab=checks&campaign=${CAMPAIGN_ID}&task=${TASK_ID}&gamer=${GAMER_ID}&page=8`,
    );
  });

  it("says when the checks cannot be loaded", async () => {
    const fake = adminApi({
      "GET /api/admin/task-verifications": problem(500, "InternalError", { title: "Something went wrong" }),
    });
    renderAdmin(fake.fetch, { route: `/admin?tab=checks&campaign=${CAMPAIGN_ID}` });
    expect(await screen.findByText("The checks could not be loaded")).toBeTruthy();
  });
});
