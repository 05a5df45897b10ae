import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PogShowcaseRoute } from "@/web/features/pog/routes/pog-showcase-route";
import { fakeApi, json } from "@/web/testing/fake-api";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const card = (name: string, likes: number) => ({
  name,
  kleosName: `${name}.kleos`,
  avatarUrl: `/api/users/pictures/${name}.jpg`,
  avatarSource: "composed",
  frontImageUrl: `/api/users/user-names/${name}/pog-card/front`,
  likes,
  likedByMe: false,
  clanName: null,
  since: "2026-11-20T10:00:00.000Z",
});

const feed = (kind: string, names: readonly string[]) =>
  json(200, {
    kind,
    items: names.map((name, index) => card(name, 10 - index)),
    page: { pageOffset: 0, pageLimit: 8, total: names.length },
    exploreUrl: "/pog-showcase",
  });

const api = () =>
  fakeApi({
    "GET /api/feed/pog/legendary": feed("legendary", ["arjun", "racer99", "zorro"]),
    "GET /api/feed/pog/hottest": feed("hottest", ["zorro", "arjun"]),
  });

const page = (
  <Routes>
    <Route path="/pog-showcase" element={<PogShowcaseRoute />} />
  </Routes>
);

const names = (list: string) =>
  within(screen.getByRole("region", { name: list }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

describe("/pog-showcase?card=", () => {
  it("shows the shared card first in each list that holds it, marked", async () => {
    renderWithSession(page, { fetch: api().fetch, route: "/pog-showcase?card=Zorro", signedIn: false });
    await waitFor(() =>
      expect(names("Legendary POGs")).toEqual(["zorro.kleos", "arjun.kleos", "racer99.kleos"]),
    );
    await waitFor(() => expect(names("Hottest POGs")).toEqual(["zorro.kleos", "arjun.kleos"]));
    const marked = screen.getAllByText("Shared with you").map((badge) => badge.closest("li"));
    expect(marked).toHaveLength(2);
    expect(marked.every((item) => item?.getAttribute("aria-current") === "true")).toBe(true);
  });

  it("keeps the lists' order and marks nothing without the parameter", async () => {
    renderWithSession(page, { fetch: api().fetch, route: "/pog-showcase", signedIn: false });
    await waitFor(() =>
      expect(names("Legendary POGs")).toEqual(["arjun.kleos", "racer99.kleos", "zorro.kleos"]),
    );
    expect(screen.queryByText("Shared with you")).toBeNull();
  });
});
