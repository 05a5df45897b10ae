import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TournamentDetailRoute } from "@/web/features/tournaments/routes/tournament-detail-route";
import {
  detail,
  fakeApi,
  LocationProbe,
  ok,
  problem,
  renderWithSession,
  setSignedIn,
  standings,
  type Answer,
  type RecordedRequest,
} from "@/web/features/tournaments/testing/tournaments-test-kit";
import { userProfile } from "@/web/testing/fixtures";

afterEach(() => setSignedIn(false));

const ID = detail().id;
const URL_OF = `/tournaments/${ID}`;

const render = (
  routes: Record<string, Answer | ((request: RecordedRequest) => Answer)>,
  { signedIn = true } = {},
) => {
  const fake = fakeApi({
    "GET /api/users/me/profile": ok(userProfile()),
    [`GET /api/tournaments/${ID}/standings`]: ok(standings()),
    ...routes,
  });
  renderWithSession(
    <>
      <Routes>
        <Route path="/tournaments/:tournamentId" element={<TournamentDetailRoute />} />
      </Routes>
      <LocationProbe />
    </>,
    { fetch: fake.fetch, route: URL_OF, signedIn },
  );
  return fake;
};

/** A paragraph whose whole text is `text` (an id inside it sits in its own <bdi>). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

describe("TournamentDetailRoute", () => {
  it("shows the info, the prize table and the registered players", async () => {
    render({
      [`GET /api/tournaments/${ID}`]: ok(detail()),
      [`GET /api/tournaments/${ID}/standings`]: ok(
        standings({
          items: [{ rank: null, username: "raider01", registeredAt: detail().startsAt, prize: null }],
        }),
      ),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Throne Open" })).toBeTruthy();
    expect(screen.getByText("A solo knockout.")).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Starts in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dark Throne" }).getAttribute("href")).toBe("/games/dark-throne");
    const prizes = screen.getByRole("table", { name: "Prizes" });
    const rows = within(prizes).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("400 K-Cash")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("200 K-Cash")).toBeTruthy();
    const players = await screen.findByRole("table", { name: "Registered players" });
    expect(within(players).getByText("raider01")).toBeTruthy();
  });

  it("registers a signed-in gamer with their saved in-game id, then offers Withdraw", async () => {
    let registered = false;
    const inGameId = { loginMethod: "IN_GAME_USER_ID", value: "NightOwl77" } as const;
    const fake = render({
      [`GET /api/tournaments/${ID}`]: () =>
        ok(detail({ registered, registeredCount: registered ? 4 : 3, inGameId })),
      [`POST /api/tournaments/${ID}/registrations`]: () => {
        registered = true;
        return ok({ tournamentId: ID, registered: true, registeredCount: 4, capacity: 8, inGameId }, 201);
      },
      [`DELETE /api/tournaments/${ID}/registrations/me`]: () => {
        registered = false;
        return ok({ tournamentId: ID, registered: false, registeredCount: 3, capacity: 8, inGameId });
      },
    });
    expect(await screen.findByText(paragraph("Your in-game id: NightOwl77 (In-game user ID)"))).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(screen.getByText("You hold a seat in this tournament.")).toBeTruthy();
    expect(screen.getByText(paragraph("Your in-game id: NightOwl77 (In-game user ID)"))).toBeTruthy();
    expect(fake.to("PUT /api/users/me/games/7/username")).toHaveLength(0);
    expect(fake.to(`POST /api/tournaments/${ID}/registrations`)).toHaveLength(1);
    expect(screen.getByRole("progressbar", { name: "Seats" }).getAttribute("aria-valuetext")).toBe(
      "4 seats left of 8",
    );
    fireEvent.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("button", { name: "Register" })).toBeTruthy();
    expect(fake.to(`DELETE /api/tournaments/${ID}/registrations/me`)).toHaveLength(1);
  });

  it("asks a gamer without an in-game id for one, checks it by the game's rule, saves it, then registers", async () => {
    let registered = false;
    let inGameId: { loginMethod: "IN_GAME_USER_ID" | "IN_GAME_EMAIL"; value: string } | null = null;
    const fake = render({
      [`GET /api/tournaments/${ID}`]: () => ok(detail({ registered, inGameId })),
      "GET /api/game/loginmethod": ok({ gameId: 7, items: ["IN_GAME_USER_ID", "IN_GAME_EMAIL"] }),
      "PUT /api/users/me/games/7/username": (request) => {
        inGameId = request.body as typeof inGameId;
        return ok({ gameId: 7, ...inGameId, updatedAt: new Date().toISOString() });
      },
      [`POST /api/tournaments/${ID}/registrations`]: () => {
        if (inGameId === null) return problem(422, "TournamentGameAccountRequired", { gameId: 7 });
        registered = true;
        return ok({ tournamentId: ID, registered: true, registeredCount: 4, capacity: 8, inGameId }, 201);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    const form = await screen.findByRole("form", { name: "Your in-game id for Dark Throne" });
    expect(fake.to(`POST /api/tournaments/${ID}/registrations`)).toHaveLength(0);
    fireEvent.change(within(form).getByRole("combobox", { name: "How you sign in to Dark Throne" }), {
      target: { value: "IN_GAME_USER_ID" },
    });
    fireEvent.change(within(form).getByRole("textbox", { name: "In-game user ID" }), {
      target: { value: "Night Owl" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save and register" }));
    expect(await within(form).findByText("Spaces are not allowed in the user id")).toBeTruthy();
    expect(fake.to("PUT /api/users/me/games/7/username")).toHaveLength(0);

    fireEvent.change(within(form).getByRole("textbox", { name: "In-game user ID" }), {
      target: { value: "NightOwl77" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save and register" }));
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeTruthy();
    expect(fake.to("PUT /api/users/me/games/7/username").map((request) => request.body)).toEqual([
      { loginMethod: "IN_GAME_USER_ID", value: "NightOwl77" },
    ]);
    expect(fake.to(`POST /api/tournaments/${ID}/registrations`)).toHaveLength(1);
    expect(await screen.findByText(paragraph("Your in-game id: NightOwl77 (In-game user ID)"))).toBeTruthy();
  });

  it("asks for the in-game id when the server refuses a registration for want of one", async () => {
    render({
      [`GET /api/tournaments/${ID}`]: ok(
        detail({ inGameId: { loginMethod: "IN_GAME_USER_ID", value: "Gone01" } }),
      ),
      "GET /api/game/loginmethod": ok({ gameId: 7, items: ["IN_GAME_USER_ID"] }),
      [`POST /api/tournaments/${ID}/registrations`]: problem(422, "TournamentGameAccountRequired", {
        gameId: 7,
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    expect(await screen.findByRole("form", { name: "Your in-game id for Dark Throne" })).toBeTruthy();
  });

  it("shows the problem's message when a registration is refused", async () => {
    render({
      [`GET /api/tournaments/${ID}`]: ok(
        detail({ inGameId: { loginMethod: "IN_GAME_USER_ID", value: "Late01" } }),
      ),
      [`POST /api/tournaments/${ID}/registrations`]: problem(409, "TournamentFull", { capacity: 8 }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Register" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Every seat in this tournament is taken");
  });

  it("asks a guest to sign in instead of registering", async () => {
    const fake = render({ [`GET /api/tournaments/${ID}`]: ok(detail()) }, { signedIn: false });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in to register" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe(
      `${URL_OF}?startLoginFlow=true`,
    );
    expect(fake.to(`POST /api/tournaments/${ID}/registrations`)).toHaveLength(0);
  });

  it("shows final ranks and prizes of a completed tournament, with no registration buttons", async () => {
    render({
      [`GET /api/tournaments/${ID}`]: ok(
        detail({ status: "COMPLETED", registrationOpen: false, startsAt: detail().registrationOpensAt }),
      ),
      [`GET /api/tournaments/${ID}/standings`]: ok(
        standings({
          status: "COMPLETED",
          final: true,
          items: [
            {
              rank: 1,
              username: "champ01",
              registeredAt: detail().startsAt,
              prize: { rank: 1, currency: "KCASH", amount: 40_000, decimals: 2 },
            },
            { rank: 2, username: null, registeredAt: detail().startsAt, prize: null },
          ],
        }),
      ),
    });
    const table = await screen.findByRole("table", { name: "Final standings" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("champ01")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("400 K-Cash")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("A gamer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("says Tournament not found for an unknown id", async () => {
    render({ [`GET /api/tournaments/${ID}`]: problem(404, "TournamentNotFound") });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Tournament not found" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "All tournaments" }).getAttribute("href")).toBe(
      "/tournaments",
    );
  });
});
