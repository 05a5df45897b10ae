import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PogMintRoute } from "@/web/features/pog/routes/pog-mint-route";
import { fakeApi, json } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const RESERVATION = {
  username: "Racer99",
  kleosName: "Racer99.kleos",
  reservedAt: "2026-11-20T08:00:00.000Z",
};
const NO_NAME = {
  id: null,
  avatarReady: false,
  card: null,
  state: "RESERVE_USERNAME",
  step: "RESERVE_NAME",
  reservation: null,
};
const RESERVED = {
  id: "m-1",
  avatarReady: false,
  card: null,
  state: "AVATAR_CATEGORY_SELECTION",
  step: "CREATE_AVATAR",
  reservation: RESERVATION,
};
const MINTED = {
  ...RESERVED,
  avatarReady: true,
  state: "MINTED",
  step: "MINT_CARD",
  card: {
    tokenId: "7",
    chainId: 31337,
    contractAddress: null,
    walletAddress: "0x1111111111111111111111111111111111111111",
    status: "MINTED",
    transactionHash: null,
    requestedAt: "2026-11-20T09:00:00.000Z",
    mintedAt: "2026-11-20T09:01:00.000Z",
    metadataUrl: "/api/pog-nft/tokens/7",
    imageUrl: "/api/users/user-names/racer99/pog-card/front",
    failure: null,
  },
};

const SLOTS = {
  slots: [
    {
      slot: 1,
      status: "EMPTY",
      category: null,
      character: null,
      style: null,
      hasSelfie: false,
      avatar: null,
      active: true,
      unlockedAt: "2026-11-20T09:00:00.000Z",
      paid: null,
    },
  ],
  prices: [{ currency: "KCASH", amount: 50_000, decimals: 2 }],
  maxSlots: 5,
  freeSlots: 4,
};

const api = (status: object) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/tps/pog/mint/status": json(200, status),
    "GET /api/tps/pog/slot/avatars": json(200, SLOTS),
    "GET /api/tps/pog/status": json(200, { activeSlot: null, avatar: null, generating: [] }),
    "GET /api/v1/user/preferred-role": json(200, { preferredRole: "Quester", preferredPlatform: null }),
    "GET /api/v1/user/preferred-platform": json(200, { preferredRole: "Quester", preferredPlatform: null }),
    "POST /api/referral-roadmap/pogMintingFlowReferralRoadmap/associate": json(200, {}),
  });

const page = (
  <>
    <Routes>
      <Route path="/pog/mint" element={<PogMintRoute />} />
    </Routes>
    <LocationProbe />
  </>
);

const tabs = async () =>
  within(await screen.findByRole("tablist", { name: "Mint flow" })).getAllByRole("tab");
const selectedTab = async () => (await tabs()).find((tab) => tab.getAttribute("aria-selected") === "true");

describe("/pog/mint", () => {
  it("has the three tabs and opens Reserve Kleos name before a name is reserved", async () => {
    renderWithSession(page, { fetch: api(NO_NAME).fetch, route: "/pog/mint" });
    expect(await screen.findByRole("heading", { level: 1, name: "Make your POG card" })).toBeTruthy();
    expect((await tabs()).map((tab) => tab.textContent)).toEqual([
      "Reserve Kleos name",
      "Create avatar",
      "Mint POG card",
    ]);
    expect((await selectedTab())?.textContent).toBe("Reserve Kleos name");
    expect(await screen.findByRole("textbox", { name: "Your Kleos name" })).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Create avatar" }));
    expect(await screen.findByText("Reserve your Kleos name first.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reserve Kleos name" }));
    expect((await selectedTab())?.textContent).toBe("Reserve Kleos name");
  });

  it("opens Create avatar once the name is reserved, and the mint tab waits for the avatar", async () => {
    renderWithSession(page, { fetch: api(RESERVED).fetch, route: "/pog/mint" });
    await waitFor(async () => expect((await selectedTab())?.textContent).toBe("Create avatar"));
    expect(await screen.findByRole("region", { name: "My avatar" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Create avatar" })).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Reserve Kleos name" }));
    expect(await screen.findByText("Racer99.kleos")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Your Kleos name" })).toBeNull();
    // Beside the reserved name: how the gamer plays, each preference read on its own.
    const howYouPlay = screen.getByRole("region", { name: "How you play" });
    await waitFor(() =>
      expect(
        (within(howYouPlay).getByRole("combobox", { name: "Preferred role" }) as HTMLSelectElement).value,
      ).toBe("Quester"),
    );

    fireEvent.click(screen.getByRole("tab", { name: "Mint POG card" }));
    expect(await screen.findByText("Your card can be minted once your avatar is ready.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mint POG card" })).toBeNull();
  });

  it("opens Mint POG card for a minted card, and Create avatar when edit_avatar asks", async () => {
    const first = renderWithSession(page, { fetch: api(MINTED).fetch, route: "/pog/mint" });
    await waitFor(async () => expect((await selectedTab())?.textContent).toBe("Mint POG card"));
    expect(await screen.findByText("Your POG card is minted")).toBeTruthy();
    first.unmount();

    renderWithSession(page, { fetch: api(MINTED).fetch, route: "/pog/mint?edit_avatar=true" });
    await waitFor(async () => expect((await selectedTab())?.textContent).toBe("Create avatar"));
    expect(await screen.findByRole("region", { name: "My avatar" })).toBeTruthy();
  });

  it("joins the referral roadmap from a short link's referral code", async () => {
    const fake = api(RESERVED);
    renderWithSession(page, { fetch: fake.fetch, route: "/pog/mint?referral=ABCDEFGH&startLoginFlow=true" });
    await waitFor(() =>
      expect(
        fake.to("POST /api/referral-roadmap/pogMintingFlowReferralRoadmap/associate").map((r) => r.body),
      ).toEqual([{ referralCode: "ABCDEFGH" }]),
    );
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).not.toContain("referral="),
    );
  });

  it("lets a guest check names and asks them to sign in for the later tabs", async () => {
    const fake = api(NO_NAME);
    renderWithSession(page, { fetch: fake.fetch, route: "/pog/mint", signedIn: false });
    expect(await screen.findByRole("textbox", { name: "Your Kleos name" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Mint POG card" }));
    expect(await screen.findByText("Sign in to make your POG card")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Location" }).textContent).toBe(
        "/pog/mint?startLoginFlow=true",
      ),
    );
    expect(fake.to("GET /api/tps/pog/mint/status")).toHaveLength(0);
  });
});
