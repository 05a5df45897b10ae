import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClanRoute } from "@/web/features/clans/routes/clan-route";
import {
  RULES,
  clanDetail,
  memberOf,
  noClan,
  clanSummary,
} from "@/web/features/clans/testing/clans-test-kit";
import { userProfile } from "@/web/testing/fixtures";
import { fakeApi, json, type Routes as ApiRoutes } from "@/web/testing/fake-api";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
});

const INVITE = "/clans/4?invite=1&utm_source=more";
/** A Chief's invite says who sent it (spec §3: invite links for chiefs carry their own utm_source). */
const CHIEF_INVITE = "/clans/4?invite=1&utm_source=clan_chief";

const render = (routes: ApiRoutes, { signedIn, route = INVITE }: { signedIn: boolean; route?: string }) => {
  const fake = fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/platform-clans/rules": json(200, RULES),
    ...routes,
  });
  renderWithSession(
    <Routes>
      <Route
        path="/clans/:clanId"
        element={
          <>
            <ClanRoute />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { fetch: fake.fetch, route, signedIn },
  );
  return fake;
};

describe("ClanRoute", () => {
  it("heads the clan's page with the pictures of its banner and its emblem", async () => {
    render({ "GET /api/platform-clans/4": json(200, clanDetail()) }, { signedIn: false, route: "/clans/4" });
    expect(await screen.findByRole("heading", { level: 1, name: "Mumbai Titans" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Banner: Saffron" }).getAttribute("src")).toBe(
      "/api/platform-clans/images/banner/saffron.png",
    );
    expect(screen.getByRole("img", { name: "Emblem: Dragon" }).getAttribute("src")).toBe(
      "/api/platform-clans/images/emblem/dragon.png",
    );
  });
});

describe("ClanRoute invites", () => {
  it("greets a guest who follows an invite link and asks them to sign in, keeping the invite", async () => {
    render({ "GET /api/platform-clans/4": json(200, clanDetail()) }, { signedIn: false });
    expect(
      await screen.findByRole("heading", { level: 2, name: "You were invited to Mumbai Titans" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in to join" }));
    const location = new URL(screen.getByLabelText("Location").textContent ?? "", "https://kleos.test");
    expect(location.pathname).toBe("/clans/4");
    expect(location.searchParams.get("invite")).toBe("1");
    expect(location.searchParams.get("startLoginFlow")).toBe("true");
  });

  it("lets a signed-in gamer outside any clan join from the invite", async () => {
    let joined = false;
    const fake = render(
      {
        "GET /api/platform-clans/4": () => json(200, clanDetail({ viewerRole: joined ? "Member" : null })),
        "GET /api/platform-user-clans": () => json(200, joined ? memberOf(clanSummary()) : noClan),
        "POST /api/platform-user-clans": () => {
          joined = true;
          return json(201, memberOf(clanSummary()));
        },
      },
      { signedIn: true },
    );
    expect(await screen.findByRole("heading", { name: "You were invited to Mumbai Titans" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign in to join" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Join Mumbai Titans" }));
    await waitFor(() => expect(fake.called("POST", "/api/platform-user-clans")).toHaveLength(1));
    expect(fake.called("POST", "/api/platform-user-clans")[0]?.body).toEqual({ clanId: 4 });
    // A member has no invite to accept.
    await waitFor(() => expect(screen.queryByRole("heading", { name: /You were invited/ })).toBeNull());
  });

  it("keeps the gamer a member when the read of their clan, begun before Join, answers after it", async () => {
    let answerOldRead: (() => void) | undefined;
    let joined = false;
    render(
      {
        "GET /api/platform-clans/4": () => json(200, clanDetail({ viewerRole: joined ? "Member" : null })),
        // The first read is slow: it answers "no clan" only after the join has gone through.
        "GET /api/platform-user-clans": () =>
          joined
            ? json(200, memberOf(clanSummary()))
            : new Promise((resolve) => {
                answerOldRead = () => resolve(json(200, noClan));
              }),
        "POST /api/platform-user-clans": () => {
          joined = true;
          return json(201, memberOf(clanSummary()));
        },
      },
      { signedIn: true },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Join Mumbai Titans" }));
    expect(await screen.findByText("You are Member")).toBeTruthy();
    await waitFor(() => expect(answerOldRead).toBeDefined());
    answerOldRead?.();
    // The old answer is dropped: no invite comes back for a gamer who has joined.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: /You were invited/ })).toBeNull();
    expect(screen.getByText("You are Member")).toBeTruthy();
  });

  it("shows no invite without the flag", async () => {
    render({ "GET /api/platform-clans/4": json(200, clanDetail()) }, { signedIn: false, route: "/clans/4" });
    expect(await screen.findByRole("heading", { level: 1, name: "Mumbai Titans" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /You were invited/ })).toBeNull();
  });

  it("lets a member copy the invite link where the device cannot share, and says so", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(
      {
        "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Member" })),
        "GET /api/platform-user-clans": json(200, memberOf(clanSummary())),
      },
      { signedIn: true, route: "/clans/4" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Invite friends" }));
    expect(await screen.findByText("Invite link copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${INVITE}`);
  });

  it("opens the device's share sheet for the Chief where there is one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    render(
      {
        "GET /api/platform-clans/4": json(200, clanDetail({ viewerRole: "Chief" })),
        "GET /api/platform-user-clans": json(200, memberOf(clanSummary(), "Chief")),
      },
      { signedIn: true, route: "/clans/4" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Invite friends" }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "Mumbai Titans",
        text: "Join my clan Mumbai Titans on Kleos",
        url: `${window.location.origin}${CHIEF_INVITE}`,
      }),
    );
    expect(screen.queryByText("Invite link copied")).toBeNull();
  });
});
