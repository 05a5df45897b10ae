import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MyClanRoute } from "@/web/features/clans/routes/my-clan-route";
import {
  RULES,
  clanDetail,
  clanPage,
  clanSummary,
  memberOf,
  noClan,
} from "@/web/features/clans/testing/clans-test-kit";
import { userProfile } from "@/web/testing/fixtures";
import { fakeApi, json, problem, type RecordedRequest } from "@/web/testing/fake-api";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const TITANS = clanSummary();
const RAPTORS = clanSummary({
  id: 9,
  clanName: "Rio Raptors",
  city: "Rio de Janeiro",
  country: "BR",
  memberCount: 2,
});

const render = (fetch: typeof globalThis.fetch, signedIn: boolean) =>
  renderWithSession(
    <Routes>
      <Route
        path="/my-clan"
        element={
          <>
            <MyClanRoute />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { fetch, route: "/my-clan", signedIn },
  );

const directory = (request: RecordedRequest) => {
  const search = request.query.get("search")?.toLowerCase();
  const country = request.query.get("country");
  return json(
    200,
    clanPage(
      [TITANS, RAPTORS].filter(
        (clan) =>
          (search === undefined || clan.clanName.toLowerCase().includes(search)) &&
          (country === null || clan.country === country),
      ),
    ),
  );
};

describe("MyClanRoute", () => {
  it("shows guests the directory; Join and Create ask them to sign in", async () => {
    const fake = fakeApi({
      "GET /api/platform-clans": directory,
      "GET /api/platform-clans/rules": json(200, RULES),
    });
    render(fake.fetch, false);
    const card = await screen.findByRole("listitem", { name: "Mumbai Titans" });
    expect(within(card).getByText("Mumbai, India")).toBeTruthy();
    expect(within(card).getByText(/3 members/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Mumbai Titans" }).getAttribute("href")).toBe("/clans/4");
    expect(fake.called("GET", "/api/platform-user-clans")).toHaveLength(0);

    fireEvent.click(within(card).getByRole("button", { name: "Join Mumbai Titans" }));
    expect(screen.getByLabelText("Location").textContent).toBe("/my-clan?startLoginFlow=true");
    expect(fake.called("POST", "/api/platform-user-clans")).toHaveLength(0);
    expect(await screen.findByText(/A Chief can delete the clan 7 days after creating it/)).toBeTruthy();
  });

  it("searches by name and filters by country", async () => {
    const fake = fakeApi({
      "GET /api/platform-clans": directory,
      "GET /api/platform-clans/rules": json(200, RULES),
    });
    render(fake.fetch, false);
    await screen.findByRole("listitem", { name: "Mumbai Titans" });
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "BR" } });
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Mumbai Titans" })).toBeNull());
    expect(screen.getByRole("listitem", { name: "Rio Raptors" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search clans by name"), { target: { value: "nobody" } });
    expect(await screen.findByText("No clans found")).toBeTruthy();
    const last = fake.called("GET", "/api/platform-clans").at(-1);
    expect(last?.query.get("search")).toBe("nobody");
    expect(last?.query.get("country")).toBe("BR");
  });

  it("joins a clan for a signed-in gamer without one, then shows it", async () => {
    let mine = noClan;
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/platform-user-clans": () => json(200, mine),
      "GET /api/platform-clans": directory,
      "GET /api/platform-clans/rules": json(200, RULES),
      "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Member" })),
      "POST /api/platform-user-clans": () => {
        mine = memberOf(TITANS);
        return json(201, mine);
      },
    });
    render(fake.fetch, true);
    const card = await screen.findByRole("listitem", { name: "Mumbai Titans" });
    expect(screen.getByRole("link", { name: "Create a clan" }).getAttribute("href")).toBe("/clan-chief");
    fireEvent.click(within(card).getByRole("button", { name: "Join Mumbai Titans" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mumbai Titans" })).toBeTruthy();
    expect(fake.called("POST", "/api/platform-user-clans")[0]?.body).toEqual({ clanId: 4 });
  });

  it("says why a join is refused, with the date it becomes possible", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/platform-user-clans": json(200, noClan),
      "GET /api/platform-clans": directory,
      "GET /api/platform-clans/rules": json(200, RULES),
      "POST /api/platform-user-clans": problem(409, "ClanJoinTooSoon", {
        allowedAt: "2031-05-04T10:00:00.000Z",
        days: 3,
      }),
    });
    render(fake.fetch, true);
    const card = await screen.findByRole("listitem", { name: "Mumbai Titans" });
    fireEvent.click(within(card).getByRole("button", { name: "Join Mumbai Titans" }));
    expect(
      await screen.findByText(
        /You left a clan recently and cannot join another one yet You can do it from 04\/May\/31, 10:00 am/,
      ),
    ).toBeTruthy();
  });

  it("shows a member their clan with its members and roles, and confirms leaving with the rule", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/platform-user-clans": json(200, memberOf(TITANS)),
      "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Member" })),
      "GET /api/platform-clans/rules": json(200, RULES),
      "DELETE /api/platform-user-clans": json(200, { ...noClan, joinAllowedAt: "2031-05-04T10:00:00.000Z" }),
      "GET /api/platform-clans": directory,
    });
    render(fake.fetch, true);
    expect(await screen.findByRole("heading", { level: 1, name: "Mumbai Titans" })).toBeTruthy();
    expect(screen.getByText("You are Member")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Members" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText("Chief")).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "ArjunPlays" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Leave clan" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Mumbai Titans?" });
    expect(within(dialog).getByText("After leaving a clan you can join another after 3 days.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, leave" }));
    await waitFor(() => expect(fake.called("DELETE", "/api/platform-user-clans")).toHaveLength(1));
    expect(await screen.findByRole("heading", { level: 2, name: "Find a clan" })).toBeTruthy();
  });

  it("lets a Chief delete only from the rule's date, and shows a refusal in the dialog", async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/platform-user-clans": json(200, memberOf(TITANS, "Chief")),
      "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Chief", deleteAllowedAt: soon })),
      "GET /api/platform-clans/rules": json(200, RULES),
    });
    render(fake.fetch, true);
    fireEvent.click(await screen.findByRole("button", { name: "Delete clan" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Mumbai Titans?" });
    expect(within(dialog).getByText(/You can delete this clan from/)).toBeTruthy();
    expect(
      within(dialog).getByText("After deleting a clan you can create a new one after 14 days."),
    ).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Yes, delete" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("deletes a Chief's clan once allowed; a server refusal shows in the dialog", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/platform-user-clans": json(200, memberOf(TITANS, "Chief")),
      "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Chief" })),
      "GET /api/platform-clans/rules": json(200, RULES),
      "DELETE /api/platform-clans/4": problem(403, "NotClanChief", { clanId: 4 }),
    });
    render(fake.fetch, true);
    fireEvent.click(await screen.findByRole("button", { name: "Delete clan" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Mumbai Titans?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "Only the clan's Chief may do this",
    );
  });
});
