import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TournamentDetailRoute } from "@/web/features/tournaments/routes/tournament-detail-route";
import {
  detail,
  fakeApi,
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
const ALICE = "33333333-3333-4333-8333-000000000001";
const BORIS = "33333333-3333-4333-8333-000000000002";
const concluded = detail({ status: "CONCLUDED", registrationOpen: false });
const players = standings({
  status: "CONCLUDED",
  items: [
    { userId: ALICE, rank: null, username: "alice01", registeredAt: concluded.startsAt, prize: null },
    { userId: BORIS, rank: null, username: "boris02", registeredAt: concluded.startsAt, prize: null },
  ],
});

const render = (
  routes: Record<string, Answer | ((request: RecordedRequest) => Answer)>,
  { isAdmin = true } = {},
) => {
  const fake = fakeApi({
    "GET /api/users/me/profile": ok({ ...userProfile(), isAdmin }),
    [`GET /api/tournaments/${ID}`]: ok(concluded),
    [`GET /api/tournaments/${ID}/standings`]: ok(players),
    ...routes,
  });
  renderWithSession(
    <Routes>
      <Route path="/tournaments/:tournamentId" element={<TournamentDetailRoute />} />
    </Routes>,
    { fetch: fake.fetch, route: `/tournaments/${ID}`, signedIn: true },
  );
  return fake;
};

const rankField = (player: string) => screen.findByRole("textbox", { name: `Rank of ${player}` });

describe("Record results", () => {
  it("lets an admin rank the players of a concluded tournament, then shows the paid prizes", async () => {
    let recorded = false;
    const fake = render({
      [`GET /api/tournaments/${ID}`]: () => ok(recorded ? detail({ status: "COMPLETED" }) : concluded),
      [`GET /api/tournaments/${ID}/standings`]: () =>
        ok(
          recorded
            ? standings({
                status: "COMPLETED",
                final: true,
                items: [
                  {
                    rank: 1,
                    username: "boris02",
                    registeredAt: concluded.startsAt,
                    prize: { rank: 1, currency: "KCASH", amount: 40_000, decimals: 2 },
                  },
                  {
                    rank: 2,
                    username: "alice01",
                    registeredAt: concluded.startsAt,
                    prize: { rank: 2, currency: "KCASH", amount: 20_000, decimals: 2 },
                  },
                ],
              })
            : players,
        ),
      [`POST /api/admin/tournaments/${ID}/results`]: () => {
        recorded = true;
        return ok(standings({ status: "COMPLETED", final: true }), 201);
      },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Record results" })).toBeTruthy();
    fireEvent.change(await rankField("alice01"), { target: { value: "2" } });
    fireEvent.change(await rankField("boris02"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit results" }));

    const table = await screen.findByRole("table", { name: "Final standings" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("boris02")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText("400 K-Cash")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText("200 K-Cash")).toBeTruthy();
    expect(fake.to(`POST /api/admin/tournaments/${ID}/results`).map((request) => request.body)).toEqual([
      {
        placements: [
          { userId: ALICE, rank: 2 },
          { userId: BORIS, rank: 1 },
        ],
      },
    ]);
    expect(screen.queryByRole("heading", { name: "Record results" })).toBeNull();
  });

  it("refuses repeated ranks without calling the server", async () => {
    const fake = render({});
    fireEvent.change(await rankField("alice01"), { target: { value: "1" } });
    fireEvent.change(await rankField("boris02"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit results" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Ranks must run from 1 to the number of placed players, each rank once",
    );
    expect(fake.to(`POST /api/admin/tournaments/${ID}/results`)).toHaveLength(0);
  });

  it("shows the problem's message when the server refuses", async () => {
    render({
      [`POST /api/admin/tournaments/${ID}/results`]: problem(409, "TournamentResultsAlreadyRecorded", {
        tournamentId: ID,
      }),
    });
    fireEvent.change(await rankField("alice01"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit results" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The results of this tournament are already recorded",
    );
  });

  it("is not offered to a gamer without the admin role, nor before the tournament has ended", async () => {
    render({}, { isAdmin: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Throne Open" })).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Registered players" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Record results" })).toBeNull();
  });

  it("is not offered to an admin while the tournament is live", async () => {
    render({ [`GET /api/tournaments/${ID}`]: ok(detail({ status: "LIVE" })) });
    expect(await screen.findByRole("heading", { level: 1, name: "Throne Open" })).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Registered players" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Record results" })).toBeNull();
  });
});
