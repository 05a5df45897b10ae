import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ClanChiefRoute } from "@/web/features/clans/routes/clan-chief-route";
import { ClanRoute } from "@/web/features/clans/routes/clan-route";
import {
  RULES,
  clanDetail,
  clanSummary,
  memberOf,
  noClan,
} from "@/web/features/clans/testing/clans-test-kit";
import { userProfile } from "@/web/testing/fixtures";
import { fakeApi, json, problem } from "@/web/testing/fake-api";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const render = (fetch: typeof globalThis.fetch, signedIn: boolean, route = "/clan-chief") =>
  renderWithSession(
    <>
      <Routes>
        <Route path="/clan-chief" element={<ClanChiefRoute />} />
        <Route path="/clans/:clanId" element={<ClanRoute />} />
        <Route path="/my-clan" element={<p>My clan page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { fetch, route, signedIn },
  );

const signedInApi = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/platform-user-clans": json(200, noClan),
    "GET /api/platform-clans/rules": json(200, RULES),
    "GET /api/users/cities": json(200, { items: [{ name: "Mumbai" }, { name: "Pune" }] }),
    ...routes,
  });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("ClanChiefRoute", () => {
  it("checks the form with the domain's rules before sending", async () => {
    const fake = signedInApi();
    render(fake.fetch, true);
    await screen.findByLabelText("Clan name");
    fill("Clan name", "No!");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    expect(
      await screen.findByText("The clan name may only have letters, digits and single spaces"),
    ).toBeTruthy();
    expect(screen.getByText("Please select a country")).toBeTruthy();
    expect(screen.getByText("Please select a city")).toBeTruthy();
    expect(fake.called("POST", "/api/platform-clans")).toHaveLength(0);
    expect(screen.getByText("A Chief can delete the clan 7 days after creating it.")).toBeTruthy();
  });

  it("creates a clan with an emblem and a banner and goes to the gamer's clan", async () => {
    const fake = signedInApi({ "POST /api/platform-clans": json(201, clanDetail({ viewerRole: "Chief" })) });
    render(fake.fetch, true);
    await screen.findByLabelText("Clan name");
    fill("Clan name", "  Mumbai Titans ");
    fill("Country", "IN");
    fill("City", "Mumbai");
    fill("Emblem", "dragon");
    fill("Banner colour", "saffron");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    await waitFor(() => expect(screen.getByLabelText("Location").textContent).toBe("/my-clan"));
    expect(fake.called("POST", "/api/platform-clans")[0]?.body).toEqual({
      clanName: "Mumbai Titans",
      country: "IN",
      city: "Mumbai",
      clanLogo: "dragon",
      bannerImage: "saffron",
    });
    expect(fake.called("GET", "/api/users/cities").at(-1)?.query.get("countryCode")).toBe("IN");
  });

  it("takes the referrer's number with a country picker that starts at IN, and checks it by that country", async () => {
    const fake = signedInApi({ "POST /api/platform-clans": json(201, clanDetail({ viewerRole: "Chief" })) });
    render(fake.fetch, true);
    await screen.findByLabelText("Clan name");
    const picker = screen.getByRole("combobox", { name: "Country and dial code" });
    expect((picker as HTMLSelectElement).value).toBe("IN");
    fill("Clan name", "Mumbai Titans");
    fill("Country", "IN");
    fill("City", "Mumbai");
    fill("Referrer's mobile number (optional)", "12345");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    expect(await screen.findByText("Please enter a valid mobile number")).toBeTruthy();
    expect(fake.called("POST", "/api/platform-clans")).toHaveLength(0);
    fill("Referrer's mobile number (optional)", "98765 43210");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    await waitFor(() => expect(fake.called("POST", "/api/platform-clans")).toHaveLength(1));
    expect(fake.called("POST", "/api/platform-clans")[0]?.body).toMatchObject({
      referrerPhoneNumber: "+919876543210",
    });
  });

  it("sends the referrer's number with the dial code of the country picked", async () => {
    const fake = signedInApi({ "POST /api/platform-clans": json(201, clanDetail({ viewerRole: "Chief" })) });
    render(fake.fetch, true);
    await screen.findByLabelText("Clan name");
    fill("Clan name", "Rio Raiders");
    fill("Country", "IN");
    fill("City", "Mumbai");
    fireEvent.change(screen.getByRole("combobox", { name: "Country and dial code" }), {
      target: { value: "BR" },
    });
    fill("Referrer's mobile number (optional)", "11 91234 5678");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    await waitFor(() => expect(fake.called("POST", "/api/platform-clans")).toHaveLength(1));
    expect(fake.called("POST", "/api/platform-clans")[0]?.body).toMatchObject({
      referrerPhoneNumber: "+5511912345678",
    });
  });

  it("shows the server's answer at its field, and a day rule with its date", async () => {
    let answer = problem(400, "ValidationFailed", { field: "city", messageId: "validation.common.city" });
    const fake = signedInApi({ "POST /api/platform-clans": () => answer });
    render(fake.fetch, true);
    await screen.findByLabelText("Clan name");
    fill("Clan name", "Mumbai Titans");
    fill("Country", "IN");
    fill("City", "Atlantis");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    expect(await screen.findByText("Please select a city")).toBeTruthy();

    answer = problem(409, "ClanRecreateTooSoon", { allowedAt: "2031-05-04T10:00:00.000Z", days: 14 });
    fill("City", "Mumbai");
    fireEvent.click(screen.getByRole("button", { name: "Create clan" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /You deleted a clan recently and cannot create another one yet You can do it from 04\/May\/31, 10:00 am/,
    );
  });

  it("asks a guest to sign in, and sends a gamer in a clan to it", async () => {
    const guest = fakeApi({ "GET /api/platform-clans/rules": json(200, RULES) });
    const { unmount } = render(guest.fetch, false);
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Location").textContent).toBe("/clan-chief?startLoginFlow=true");
    unmount();

    render(signedInApi({ "GET /api/platform-user-clans": json(200, memberOf(clanSummary())) }).fetch, true);
    expect(await screen.findByRole("heading", { name: "You are already in a clan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my clan" }).getAttribute("href")).toBe("/my-clan");
  });
});

describe("ClanRoute", () => {
  it("shows a clan's public page with Join for a gamer outside any clan", async () => {
    const fake = signedInApi({
      "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Gamer" })),
      "POST /api/platform-user-clans": json(201, memberOf(clanSummary())),
    });
    render(fake.fetch, true, "/clans/4");
    expect(await screen.findByRole("heading", { level: 1, name: "Mumbai Titans" })).toBeTruthy();
    expect(screen.getByText("Battle royale squads from Mumbai.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Emblem: Dragon" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Join Mumbai Titans" }));
    await waitFor(() => expect(fake.called("POST", "/api/platform-user-clans")).toHaveLength(1));
  });

  it("says a clan is not found", async () => {
    render(
      fakeApi({ "GET /api/platform-clans/77": problem(404, "ClanNotFound", { clanId: 77 }) }).fetch,
      false,
      "/clans/77",
    );
    expect(await screen.findByRole("heading", { name: "Clan not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all clans" }).getAttribute("href")).toBe("/my-clan");
  });
});
