import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { TournamentsRoute } from "@/web/features/tournaments/routes/tournaments-route";
import {
  fakeApi,
  GAMES_PAGE,
  inHours,
  LocationProbe,
  ok,
  page,
  problem,
  renderWithSession,
  setSignedIn,
  summary,
  type RecordedRequest,
} from "@/web/features/tournaments/testing/tournaments-test-kit";

afterEach(() => setSignedIn(false));

const UPCOMING = summary();
const LIVE = summary({
  id: "22222222-2222-4222-8222-000000000002",
  slug: "kabaddi-live",
  title: "Kabaddi Live",
  game: { id: 9, name: "Kabaddi Kings", slug: "kabaddi-kings", iconImage: "/k.svg" },
  format: "SQUAD",
  status: "LIVE",
  startsAt: inHours(-1),
  endsAt: inHours(3),
  registrationOpen: false,
  capacity: 10,
  registeredCount: 10,
  prizePool: [{ currency: "RKLEOS", amount: 5_000_000_000, decimals: 8 }],
});
const COMPLETED = summary({
  id: "22222222-2222-4222-8222-000000000003",
  slug: "old-cup",
  title: "Old Cup",
  status: "COMPLETED",
  startsAt: inHours(-100),
  endsAt: inHours(-90),
  registrationOpen: false,
});

const listApi = () =>
  fakeApi({
    "GET /api/game": ok(GAMES_PAGE),
    "GET /api/tournaments": (request: RecordedRequest) => {
      const statuses = request.query.getAll("status");
      const gameId = request.query.get("gameId");
      return ok(
        page(
          [UPCOMING, LIVE, COMPLETED].filter(
            (tournament) =>
              statuses.includes(tournament.status) &&
              (gameId === null || String(tournament.game.id) === gameId),
          ),
        ),
      );
    },
  });

const render = (fetch: typeof globalThis.fetch, route = "/tournaments") =>
  renderWithSession(
    <>
      <Routes>
        <Route path="/tournaments" element={<TournamentsRoute />} />
      </Routes>
      <LocationProbe />
    </>,
    { fetch, route, signedIn: false },
  );

describe("TournamentsRoute", () => {
  it("shows upcoming tournaments first: game link, format, countdown to the start, seats and prize pool", async () => {
    const fake = listApi();
    render(fake.fetch);
    expect(screen.getByText("Loading…")).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Throne Open" });
    expect(fake.to("GET /api/tournaments")[0]?.query.getAll("status")).toEqual(["PUBLISHED"]);
    const inCard = within(card);
    expect(inCard.getByRole("link", { name: "Dark Throne" }).getAttribute("href")).toBe("/games/dark-throne");
    expect(inCard.getByRole("link", { name: "Throne Open" }).getAttribute("href")).toBe(
      `/tournaments/${UPCOMING.id}`,
    );
    expect(inCard.getByText("Solo")).toBeTruthy();
    expect(inCard.getByRole("timer", { name: "Starts in" }).textContent).toMatch(
      /^[12]d \d{1,2}h \d{1,2}m \d{1,2}s$/,
    );
    const seats = inCard.getByRole("progressbar", { name: "Seats" });
    expect(seats.getAttribute("aria-valuetext")).toBe("5 seats left of 8");
    expect(inCard.getByText("600 K-Cash")).toBeTruthy();
  });

  it("lists live tournaments with a countdown to the end, and past ones in one call for both statuses", async () => {
    const fake = listApi();
    render(fake.fetch);
    await screen.findByRole("article", { name: "Throne Open" });
    fireEvent.click(screen.getByRole("tab", { name: "Live" }));
    const live = await screen.findByRole("article", { name: "Kabaddi Live" });
    expect(within(live).getByRole("timer", { name: "Ends in" })).toBeTruthy();
    expect(within(live).getByText("Squad")).toBeTruthy();
    expect(within(live).getByRole("progressbar", { name: "Seats" }).getAttribute("aria-valuetext")).toBe(
      "0 seats left of 10",
    );
    expect(within(live).getByText("50 rKLEOS")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Past" }));
    const past = await screen.findByRole("article", { name: "Old Cup" });
    expect(within(past).queryByRole("timer")).toBeNull();
    expect(within(past).getByText("Completed")).toBeTruthy();
    expect(fake.to("GET /api/tournaments").at(-1)?.query.getAll("status")).toEqual([
      "CONCLUDED",
      "COMPLETED",
    ]);
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/tournaments?tab=past");
  });

  it("filters by game from the select, keeping the choice in the address", async () => {
    const fake = listApi();
    render(fake.fetch, "/tournaments?tab=live");
    await screen.findByRole("article", { name: "Kabaddi Live" });
    const select = screen.getByRole("combobox", { name: "Game" });
    await waitFor(() => expect(within(select).getByRole("option", { name: "Dark Throne" })).toBeTruthy());
    fireEvent.change(select, { target: { value: "7" } });
    expect(await screen.findByText("No tournament is live right now")).toBeTruthy();
    expect(fake.to("GET /api/tournaments").at(-1)?.query.get("gameId")).toBe("7");
    expect(screen.getByRole("status", { name: "Location" }).textContent).toBe("/tournaments?tab=live&game=7");
  });

  it("shows the failure with a retry", async () => {
    const fake = fakeApi({
      "GET /api/game": ok(GAMES_PAGE),
      "GET /api/tournaments": problem(500, "InternalError"),
    });
    render(fake.fetch);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Tournaments could not be loaded")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
