import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  json,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const summary = {
  from: "2026-11-01",
  to: "2026-11-03",
  days: [
    { date: "2026-11-01", activeGamers: 12, sessions: 30 },
    { date: "2026-11-02", activeGamers: 40, sessions: 95 },
    { date: "2026-11-03", activeGamers: 0, sessions: 0 },
  ],
  totals: { activeGamers: 47, sessions: 125 },
  funnel: { signedIn: 20, firstTask: 10, firstClaim: 5 },
  countries: [
    { key: "IN", activeGamers: 30, sessions: 80 },
    { key: null, activeGamers: 4, sessions: 6 },
  ],
  languages: [
    { key: "pt-BR", activeGamers: 9, sessions: 21 },
    { key: null, activeGamers: 1, sessions: 1 },
  ],
};

const ROUTE = "/admin?tab=analytics&from=2026-11-01&to=2026-11-03";

const chartNamed = async (name: string) => {
  const caption = await screen.findByText(name, { selector: "figcaption strong" });
  const figure = caption.closest("figure");
  if (figure === null) throw new Error(`No chart is captioned ${name}`);
  return within(figure);
};

describe("the admin analytics", () => {
  it("charts each day's active gamers and sessions, one column per day, scaled to the busiest day", async () => {
    const fake = adminApi({ "GET /api/admin/analytics/summary": json(200, summary) });
    renderAdmin(fake.fetch, { route: ROUTE });
    const chart = await chartNamed("Daily active gamers and sessions");
    const columns = chart.getAllByRole("listitem");
    expect(columns.map((column) => column.getAttribute("aria-label"))).toEqual([
      expect.stringMatching(/12 active gamers, 30 sessions$/),
      expect.stringMatching(/40 active gamers, 95 sessions$/),
      expect.stringMatching(/0 active gamers, 0 sessions$/),
    ]);
    // The busiest figure (95 sessions) fills the chart; the others are drawn in proportion to it.
    const heights = (column: HTMLElement) =>
      Array.from(column.querySelectorAll<HTMLElement>("span[aria-hidden] > span")).map(
        (bar) => bar.style.blockSize,
      );
    expect(heights(columns[1] as HTMLElement)).toEqual(["42.1%", "100.0%"]);
    expect(heights(columns[2] as HTMLElement)).toEqual(["0.0%", "0.0%"]);
    expect(chart.getByText("Active gamers")).toBeTruthy();
    expect(chart.getByText("Sessions")).toBeTruthy();
    expect(fake.called("GET", "/api/admin/analytics/summary")[0]?.query.get("from")).toBe("2026-11-01");
  });

  it("charts the funnel from sign-in to the first task and the first claim, with each step's share", async () => {
    const fake = adminApi({ "GET /api/admin/analytics/summary": json(200, summary) });
    renderAdmin(fake.fetch, { route: ROUTE });
    const chart = await chartNamed("New gamers' first steps");
    expect(chart.getAllByRole("listitem").map((column) => column.getAttribute("aria-label"))).toEqual([
      "Signed in: 20",
      "First task verified: 10",
      "First reward claimed: 5",
    ]);
    const funnel = within(screen.getByRole("table", { name: "New gamers' first steps" }));
    expect(funnel.getByRole("row", { name: /First task verified 10 50%/ })).toBeTruthy();
    expect(funnel.getByRole("row", { name: /First reward claimed 5 25%/ })).toBeTruthy();
  });

  it("breaks the range down by country and by language, naming the rows without one", async () => {
    const fake = adminApi({ "GET /api/admin/analytics/summary": json(200, summary) });
    renderAdmin(fake.fetch, { route: ROUTE });
    const countries = within(await screen.findByRole("table", { name: "By country" }));
    expect(countries.getByRole("row", { name: /India 30 80/ })).toBeTruthy();
    expect(countries.getByRole("row", { name: /Guests and gamers without a country 4 6/ })).toBeTruthy();
    const languages = within(screen.getByRole("table", { name: "By language" }));
    expect(languages.getByRole("row", { name: /Brazilian Portuguese 9 21/ })).toBeTruthy();
    expect(languages.getByRole("row", { name: /Not recorded 1 1/ })).toBeTruthy();
  });

  it("asks again for the chosen country and shows its breakdown", async () => {
    const fake = adminApi({
      "GET /api/admin/analytics/summary": ({ query }: RecordedRequest) =>
        json(200, query.get("country") === "BR" ? { ...summary, countries: [] } : summary),
    });
    renderAdmin(fake.fetch, { route: ROUTE });
    await screen.findByRole("table", { name: "By country" });
    fireEvent.change(screen.getByRole("combobox", { name: "Country" }), { target: { value: "BR" } });
    const countries = within(await screen.findByRole("table", { name: "By country" }));
    expect(await countries.findByText("No events in this range")).toBeTruthy();
    expect(
      fake
        .called("GET", "/api/admin/analytics/summary")
        .some((request) => request.query.get("country") === "BR"),
    ).toBe(true);
  });
});
