import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  adminApi,
  adminCampaign,
  adminProfile,
  json,
  page,
  problem,
  renderAdmin,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/admin/testing/admin-test-kit";

afterEach(() => setSignedIn(false));

const location = () => screen.getByRole("status", { name: "Location" }).textContent;

describe("AdminRoute", () => {
  it("tells a signed-in gamer without the admin role that the page needs it, and asks for no campaigns", async () => {
    const fake = adminApi({}, { isAdmin: false });
    renderAdmin(fake.fetch);
    expect(await screen.findByRole("heading", { level: 1, name: "You need the admin role" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
    expect(fake.called("GET", "/api/admin/campaigns")).toEqual([]);
  });

  it("treats a profile without the flag as no admin", async () => {
    const { isAdmin: _isAdmin, ...profile } = adminProfile();
    const fake = adminApi({ "GET /api/users/me/profile": json(200, profile) });
    renderAdmin(fake.fetch);
    expect(await screen.findByRole("heading", { level: 1, name: "You need the admin role" })).toBeTruthy();
  });

  it("offers a guest the sign-in", async () => {
    const fake = adminApi();
    renderAdmin(fake.fetch, { signedIn: false });
    expect(screen.getByRole("heading", { level: 1, name: "Sign in to use the admin pages" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(location()).toBe("/admin?startLoginFlow=true"));
    expect(fake.requests).toEqual([]);
  });

  it("shows the role state when the server refuses the list with AdminRoleRequired", async () => {
    const fake = adminApi({ "GET /api/admin/campaigns": problem(403, "AdminRoleRequired") });
    renderAdmin(fake.fetch);
    expect(await screen.findByRole("heading", { name: "You need the admin role" })).toBeTruthy();
  });

  it("says when the list could not be loaded, and asks for it again on Try again", async () => {
    let asked = 0;
    const fake = adminApi({
      "GET /api/admin/campaigns": () =>
        ++asked === 1 ? problem(400, "ValidationFailed") : json(200, page([adminCampaign()])),
    });
    renderAdmin(fake.fetch);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "The campaigns could not be loaded" })).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Monsoon Cup" })).toBeTruthy();
    expect(fake.called("GET", "/api/admin/campaigns")).toHaveLength(2);
  });

  it("lists campaigns with their kind, status, dates and a link to edit them", async () => {
    const fake = adminApi({
      "GET /api/admin/campaigns": json(
        200,
        page([
          adminCampaign(),
          adminCampaign({
            id: "0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a",
            slug: "kabaddi-quest",
            title: "Kabaddi Quest",
            kind: "quest",
            lifecycle: "PUBLISHED",
            status: "LIVE",
            isPrivate: true,
          }),
        ]),
      ),
    });
    renderAdmin(fake.fetch);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Campaign (K-Drop)", "Draft", "01/Jul/26, 10:00 am", "10/Jul/26, 10:00 am", "1"],
      ["Quest (K-Quest)", "Live", "01/Jul/26, 10:00 am", "10/Jul/26, 10:00 am", "1"],
    ]);
    expect(within(rows[1]!).getByText(/private/)).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Kabaddi Quest" }).getAttribute("href")).toBe(
      "/admin/campaigns/0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a",
    );
    expect(screen.getByText("2 campaigns and quests")).toBeTruthy();
  });

  it("searches by title once the typing pauses, and filters by kind", async () => {
    const fake = adminApi({
      "GET /api/admin/campaigns": ({ query }: RecordedRequest) =>
        json(
          200,
          page(query.get("title") === "monsoon" && query.get("kind") !== "quest" ? [adminCampaign()] : []),
        ),
    });
    renderAdmin(fake.fetch);
    await screen.findByRole("table");
    const search = screen.getByRole("searchbox", { name: "Search by title" });
    fireEvent.change(search, { target: { value: "mon" } });
    fireEvent.change(search, { target: { value: "monsoon " } });
    await waitFor(() => expect(location()).toBe("/admin?title=monsoon"));
    await screen.findByRole("link", { name: "Monsoon Cup" });
    const titles = fake.called("GET", "/api/admin/campaigns").map((request) => request.query.get("title"));
    // The first list, then one search for what was typed when the typing stopped: never "mon".
    expect(titles).toEqual([null, "monsoon"]);

    fireEvent.change(screen.getByRole("combobox", { name: "Kind" }), { target: { value: "quest" } });
    await waitFor(() => expect(fake.called("GET", "/api/admin/campaigns")).toHaveLength(3));
    const last = fake.called("GET", "/api/admin/campaigns").at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      title: "monsoon",
      kind: "quest",
      pageOffset: "0",
      pageLimit: "20",
    });
    expect(await screen.findByText("No campaign or quest has “monsoon” in its title")).toBeTruthy();
  });

  it("pages through the results", async () => {
    const fake = adminApi({
      "GET /api/admin/campaigns": ({ query }: RecordedRequest) =>
        json(200, page([adminCampaign()], Number(query.get("pageOffset") ?? "0"), 45)),
    });
    renderAdmin(fake.fetch);
    expect(await screen.findByText("Page 1 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    expect(fake.called("GET", "/api/admin/campaigns").at(-1)!.query.get("pageOffset")).toBe("20");
    expect(location()).toBe("/admin?page=20");
  });
});
