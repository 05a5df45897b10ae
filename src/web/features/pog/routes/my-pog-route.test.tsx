import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { MyPogRoute } from "@/web/features/pog/routes/my-pog-route";
import { fakeApi, json, problem } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const standing = (
  badge: string,
  score: number,
  tier: string | null,
  next: { tier: string; threshold: number; remaining: number } | null,
) => ({ badge, type: "OverallActivity", score, tier, next });

const BADGES = {
  badges: [
    standing("ProofOfHuman", 2, "Silver", { tier: "Gold", threshold: 3, remaining: 1 }),
    standing("ProofOfPlay", 3, "Bronze", { tier: "Silver", threshold: 5, remaining: 2 }),
    standing("ProofOfSkill", 3, "Bronze", { tier: "Silver", threshold: 5, remaining: 2 }),
    standing("ProofOfCommerce", 0, null, { tier: "Bronze", threshold: 1, remaining: 1 }),
    standing("ProofOfSocial", 30, "Diamond", null),
    standing("KleosCommunity", 40, "Silver", { tier: "Gold", threshold: 90, remaining: 50 }),
  ],
  socialBadges: [{ badge: "Telegramer", type: "SocialActivity" }],
  unavailable: [],
};

const NOTHING = {
  badges: BADGES.badges.map((entry) =>
    standing(entry.badge, 0, null, { tier: "Bronze", threshold: 1, remaining: 1 }),
  ),
  socialBadges: [],
  unavailable: [],
};

const page = (
  <>
    <Routes>
      <Route path="/my-pog" element={<MyPogRoute />} />
    </Routes>
    <LocationProbe />
  </>
);

const SLOTS = {
  slots: [
    {
      slot: 1,
      status: "READY",
      category: "Adventure",
      character: "kai",
      style: "classic",
      hasSelfie: false,
      avatar: {
        url: "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
        source: "composed",
        aiGenerated: false,
        attribution: "Adventurer by Lisa Wischofsky, CC BY 4.0 (DiceBear)",
        createdAt: "2026-11-20T10:00:00.000Z",
      },
      active: true,
      unlockedAt: "2026-11-20T09:00:00.000Z",
      paid: null,
    },
  ],
  prices: [
    { currency: "KCASH", amount: 50_000, decimals: 2 },
    { currency: "RKLEOS", amount: 10_000_000_000, decimals: 8 },
  ],
  maxSlots: 5,
  freeSlots: 4,
};

const RESERVED = {
  state: "AVATAR_CATEGORY_SELECTION",
  step: "CREATE_AVATAR",
  reservation: { username: "Racer99", kleosName: "Racer99.kleos", reservedAt: "2026-11-20T08:00:00.000Z" },
};

const api = (
  badges: Parameters<typeof fakeApi>[0][string],
  mintStatus: Parameters<typeof fakeApi>[0][string] = json(200, RESERVED),
) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/tps/pog/users/me/badges": badges,
    "GET /api/tps/pog/mint/status": mintStatus,
    "GET /api/tps/pog/slot/avatars": json(200, SLOTS),
    "GET /api/tps/pog/status": json(200, {
      activeSlot: 1,
      avatar: SLOTS.slots[0]?.avatar ?? null,
      generating: [],
    }),
    "GET /api/nfts/user-nfts": json(200, { nfts: [] }),
    "GET /api/tps/pog/users/preferences": json(200, { preferredRole: null, preferredPlatform: null }),
    "GET /api/wallets/balance": json(200, {
      balances: [
        { currency: "KCASH", amount: 10_000, decimals: 2 },
        { currency: "RKLEOS", amount: 0, decimals: 8 },
      ],
    }),
  });

const card = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("/my-pog", () => {
  it("has the six tabs of the dashboard, Gamer first, listing every badge with its tier", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    const tabs = await screen.findByRole("tablist", { name: "POG dashboard" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Gamer", "Human", "Play", "Skill", "Commerce", "Social"]);
    expect(within(tabs).getByRole("tab", { name: "Gamer" }).getAttribute("aria-selected")).toBe("true");
    for (const name of [
      "Proof of Human",
      "Proof of Play",
      "Proof of Skill",
      "Proof of Commerce",
      "Proof of Social",
      "Kleos Community",
    ])
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    expect(within(card("Proof of Human")).getByRole("img", { name: "Tier: Silver" })).toBeTruthy();
    expect(within(card("Proof of Commerce")).getByText("Not earned yet")).toBeTruthy();
    expect(within(card("Proof of Social")).getByText("You reached the highest tier.")).toBeTruthy();
  });

  it("says how the next tier is earned, from the server's thresholds", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    fireEvent.click(await screen.findByRole("tab", { name: "Play" }));
    const play = card("Proof of Play");
    expect(within(play).getByText("Complete 2 more quests or campaigns to reach Silver.")).toBeTruthy();
    expect(
      within(play).getByRole("progressbar", { name: "Progress to Silver" }).getAttribute("aria-valuetext"),
    ).toBe("3 of 5");
    expect(screen.queryByRole("heading", { level: 3, name: "Proof of Human" })).toBeNull();

    fireEvent.click(screen.getByRole("tab", { name: "Commerce" }));
    expect(screen.getByText("Buy or spend K-Cash 1 more time to reach Bronze.")).toBeTruthy();
  });

  it("shows Proof of Skill's score from tournaments and game checks, and what its next tier takes", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    fireEvent.click(await screen.findByRole("tab", { name: "Skill" }));
    const skill = card("Proof of Skill");
    expect(within(skill).getByRole("img", { name: "Tier: Bronze" })).toBeTruthy();
    expect(
      within(skill).getByRole("progressbar", { name: "Progress to Silver" }).getAttribute("aria-valuetext"),
    ).toBe("3 of 5");
    expect(
      within(skill).getByText(
        "Finish tournaments (a podium counts three times) or pass partner game checks: 2 more points to reach Silver.",
      ),
    ).toBeTruthy();
  });

  it("shows the card's front and back as the server draws them for the reserved name, in the reader's language", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    const section = await screen.findByRole("region", { name: "Your POG card" });
    const front = within(section).getByRole("img", { name: "Front of the POG card of Racer99.kleos" });
    const back = within(section).getByRole("img", {
      name: "Back of the POG card of Racer99.kleos, with the score of each tab",
    });
    expect(front.getAttribute("src")).toBe(
      "/api/users/user-names/Racer99/pog-card/front?locale=en&v=0123456789abcdef0123456789abcdef.jpg",
    );
    expect(back.getAttribute("src")).toBe(
      "/api/users/user-names/Racer99/pog-card/back?locale=en&v=0123456789abcdef0123456789abcdef.jpg",
    );
    fireEvent.error(front);
    expect(within(section).getByRole("alert").textContent).toBe(
      "The card could not be drawn. Try again later.",
    );
  });

  it("loads the card again once another avatar is made the POG avatar", async () => {
    const second = {
      ...SLOTS.slots[0]!,
      slot: 2,
      character: "nova",
      avatar: { ...SLOTS.slots[0]!.avatar, url: "/api/users/pictures/fedcba9876543210fedcba9876543210.jpg" },
      active: false,
    };
    let activated = false;
    const slots = () => ({
      ...SLOTS,
      slots: [
        { ...SLOTS.slots[0]!, active: !activated },
        { ...second, active: activated },
      ],
      freeSlots: 3,
    });
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/tps/pog/users/me/badges": json(200, BADGES),
      "GET /api/tps/pog/mint/status": json(200, RESERVED),
      "GET /api/tps/pog/slot/avatars": () => json(200, slots()),
      "POST /api/tps/pog/activate": () => {
        activated = true;
        return json(200, slots());
      },
      "GET /api/wallets/balance": json(200, { balances: [] }),
    });
    renderWithSession(page, { fetch: fake.fetch, route: "/my-pog" });
    const section = await screen.findByRole("region", { name: "Your POG card" });
    const front = () => within(section).getByRole("img", { name: "Front of the POG card of Racer99.kleos" });
    await waitFor(() =>
      expect(front().getAttribute("src")).toContain("&v=0123456789abcdef0123456789abcdef.jpg"),
    );
    const statusReads = fake.called("GET", "/api/tps/pog/mint/status").length;

    fireEvent.click(await screen.findByRole("button", { name: "Use this avatar" }));
    await waitFor(() =>
      expect(front().getAttribute("src")).toContain("&v=fedcba9876543210fedcba9876543210.jpg"),
    );
    expect(fake.called("POST", "/api/tps/pog/activate").map((request) => request.body)).toEqual([
      { slot: 2 },
    ]);
    expect(fake.called("GET", "/api/tps/pog/mint/status").length).toBeGreaterThan(statusReads);
  });

  it("asks a gamer without a name to reserve one for a card", async () => {
    const noName = { state: "RESERVE_USERNAME", step: "RESERVE_NAME", reservation: null };
    renderWithSession(page, { fetch: api(json(200, BADGES), json(200, noName)).fetch, route: "/my-pog" });
    const section = await screen.findByRole("region", { name: "Your POG card" });
    expect(within(section).getByText("Reserve your .kleos name to get your POG card.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Reserve a name" }).getAttribute("href")).toBe("/pog");
    expect(within(section).queryByRole("img")).toBeNull();
  });

  it("shows each tab's score: Gamer adds them all", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    expect((await screen.findByText("Gamer score")).nextElementSibling?.textContent).toBe("78");
    fireEvent.click(screen.getByRole("tab", { name: "Play" }));
    expect(screen.getByText("Play score").nextElementSibling?.textContent).toBe("3");
  });

  it("lists the social badges, earned and to earn, on the Social tab", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    fireEvent.click(await screen.findByRole("tab", { name: "Social" }));
    const social = screen.getByRole("region", { name: "Social badges" });
    expect(within(social).getByText("Telegramer").closest("li")?.textContent).toContain("Earned");
    expect(within(social).getByText("Link your X account")).toBeTruthy();
    expect(within(social).getByText("Link your Discord account")).toBeTruthy();
  });

  it("shows an empty state to a gamer with no badge yet", async () => {
    renderWithSession(page, { fetch: api(json(200, NOTHING)).fetch, route: "/my-pog" });
    expect(await screen.findByRole("heading", { name: "No badges yet" })).toBeTruthy();
  });

  it("shows placeholders while the badges load", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderWithSession(page, {
      fetch: api(async () => {
        await gate;
        return json(200, BADGES);
      }).fetch,
      route: "/my-pog",
    });
    expect(await screen.findByText("Loading your badges…")).toBeTruthy();
    release();
    expect(await screen.findByRole("tablist", { name: "POG dashboard" })).toBeTruthy();
  });

  it("says so when the badges cannot be loaded, and retries", async () => {
    let fail = true;
    const fake = api(() => (fail ? problem(500, "InternalError") : json(200, BADGES)));
    renderWithSession(page, { fetch: fake.fetch, route: "/my-pog" });
    // A 5xx is asked again twice before the page gives up.
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Your badges could not be loaded" })).toBeTruthy();
    expect(within(alert).getByText("An error occurred while fetching data")).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("tablist", { name: "POG dashboard" })).toBeTruthy();
  });

  it("shows My avatar: the slot's avatar labelled composed, not AI, and the slot price against the balance, with a way to buy K-Cash", async () => {
    renderWithSession(page, { fetch: api(json(200, BADGES)).fetch, route: "/my-pog" });
    const section = await screen.findByRole("region", { name: "My avatar" });
    const slot = await within(section).findByRole("listitem", { name: "Slot 1" });
    expect(within(slot).getByRole("img", { name: "Avatar of slot 1" })).toBeTruthy();
    expect(within(slot).getByText("Composed, not AI")).toBeTruthy();
    expect(within(slot).getByText("Your POG avatar")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Unlock another slot" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlock a slot" });
    expect(await within(dialog).findByText("Not enough K-Cash or rKLEOS")).toBeTruthy();
    expect(
      (within(dialog).getByRole("button", { name: "Pay and unlock" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(dialog).getByRole("link", { name: "Buy K-Cash" }).getAttribute("href")).toBe("/buy-kcash");
  });

  it("asks a guest to sign in and fetches nothing", async () => {
    const fake = api(json(200, BADGES));
    renderWithSession(page, { fetch: fake.fetch, route: "/my-pog", signedIn: false });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to see your POG" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
        "/my-pog?startLoginFlow=true",
      ),
    );
    expect(fake.to("GET /api/tps/pog/users/me/badges")).toHaveLength(0);
  });
});
