import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QuestDetailRoute } from "@/web/features/campaigns/routes/quest-detail-route";
import {
  detail,
  fakeApi,
  GAME,
  ok,
  problem,
  progress,
  PROFILE,
  renderWithSession,
  setSignedIn,
} from "@/web/features/campaigns/testing/campaigns-test-kit";

afterEach(() => setSignedIn(false));

const QUEST = detail({
  kind: "quest",
  slug: "throne-raid",
  title: "Throne raid",
  slots: 100,
  participantCount: 60,
});

const started = {
  campaignId: QUEST.id,
  startedAt: new Date().toISOString(),
  referred: false,
  userProgress: progress(),
  button: { state: "CONTINUE_TASKS" },
};

const render = (routes: Parameters<typeof fakeApi>[0], route = "/gamer/k-quest/throne-raid") => {
  const fake = fakeApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/quests/throne-raid": ok(QUEST),
    "GET /api/quest/slots": ok({ questId: QUEST.id, slots: 100, remainingSlots: 37 }),
    ...routes,
  });
  renderWithSession(
    <Routes>
      <Route path="/gamer/k-quest/:questId" element={<QuestDetailRoute />} />
    </Routes>,
    { fetch: fake.fetch, route },
  );
  return fake;
};

describe("QuestDetailRoute", () => {
  it("shows the quest with its slots left and a way back to K-Quest", async () => {
    const fake = render({});
    expect(await screen.findByRole("heading", { level: 1, name: "Throne raid" })).toBeTruthy();
    expect(await screen.findByText("37 of 100")).toBeTruthy();
    expect(fake.to("GET /api/quest/slots")[0]?.query.get("questId")).toBe("throne-raid");
    expect(screen.getByRole("link", { name: "All quests" }).getAttribute("href")).toBe("/k-quest");
  });

  it("starts through the quest start, with the referral", async () => {
    const fake = render(
      { "POST /api/quest/start": ok(started) },
      "/gamer/k-quest/throne-raid?referral=FRIEND42",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    await waitFor(() => expect(fake.to("POST /api/quest/start")).toHaveLength(1));
    expect(fake.to("POST /api/quest/start")[0]?.body).toEqual({ questId: QUEST.id, referral: "FRIEND42" });
  });

  it("shows a login method refusal and opens the game details form, then starts again once saved", async () => {
    let saved = false;
    const fake = render({
      "POST /api/quest/start": () =>
        saved
          ? ok(started)
          : problem(422, "QuestLoginMethodInvalid", {
              detail: "Quest login method: save your Dark Throne user name first",
            }),
      "GET /api/game/loginmethod": ok({ gameId: GAME.id, items: ["USER_NAME"] }),
      [`GET /api/users/me/games/${GAME.id}/username`]: problem(404, "GameUsernameNotFound"),
      [`PUT /api/users/me/games/${GAME.id}/username`]: () => {
        saved = true;
        return ok({
          gameId: GAME.id,
          loginMethod: "USER_NAME",
          value: "throne_king",
          updatedAt: new Date().toISOString(),
        });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    const dialog = await screen.findByRole("dialog", { name: "Your game login" });
    expect(
      within(dialog).getByText("Quest login method: save your Dark Throne user name first"),
    ).toBeTruthy();
    expect(
      screen.getAllByRole("alert").some((alert) => alert.textContent?.startsWith("Quest login method")),
    ).toBe(true);

    fireEvent.change(await within(dialog).findByRole("textbox", { name: "Your user name" }), {
      target: { value: "throne king" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    expect(await within(dialog).findByText("Spaces are not allowed in the user name")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your user name" }), {
      target: { value: "throne_king" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    await waitFor(() => expect(fake.to("POST /api/quest/start")).toHaveLength(2));
    expect(fake.to(`PUT /api/users/me/games/${GAME.id}/username`)[0]?.body).toEqual({
      loginMethod: "USER_NAME",
      value: "throne_king",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says a quest is not found", async () => {
    render({ "GET /api/quests/throne-raid": problem(404, "CampaignNotFound") });
    expect(await screen.findByRole("heading", { level: 1, name: "Quest not found" })).toBeTruthy();
  });
});
