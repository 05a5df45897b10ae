import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KDropRoute } from "@/web/features/campaigns/routes/k-drop-route";
import {
  fakeApi,
  inDays,
  inHours,
  ok,
  page,
  PROFILE,
  progress,
  renderWithSession,
  setSignedIn,
  summary,
  type RecordedRequest,
} from "@/web/features/campaigns/testing/campaigns-test-kit";

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
});

const LIVE = summary({ id: "11111111-1111-4111-8111-000000000001", title: "Live drop", featured: true });
const UPCOMING = summary({
  id: "11111111-1111-4111-8111-000000000002",
  slug: "next-drop",
  title: "Next drop",
  status: "PUBLISHED",
  startsAt: inHours(5),
  endsAt: inDays(4),
});
const CLAIMABLE = summary({
  id: "11111111-1111-4111-8111-000000000003",
  slug: "old-drop",
  title: "Old drop",
  status: "CLAIM_REWARDS",
  startsAt: inDays(-9),
  endsAt: inDays(-1),
  userProgress: progress({ completedTasks: 2, totalTasks: 2 }),
});
const CREDITED = summary({
  id: "11111111-1111-4111-8111-000000000004",
  slug: "older-drop",
  title: "Older drop",
  status: "REWARDS_CREDITED",
  startsAt: inDays(-20),
  endsAt: inDays(-12),
});

/** The statuses of each tab, as the contract splits them. */
const TAB_STATUSES: Record<string, readonly string[]> = {
  live: ["LIVE"],
  upcoming: ["PUBLISHED"],
  ended: ["CLAIM_REWARDS", "PROCESSING_REWARDS", "REWARDS_CREDITED", "ENDED"],
};

/**
 * Answers a status or a tab with its campaigns, as the server orders them (the ended ones most recently ended
 * first); both at once must both hold.
 */
const listApi = () =>
  fakeApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/campaigns/by-state": (request: RecordedRequest) => {
      const status = request.query.get("status");
      const tab = request.query.get("tab");
      const items = [LIVE, UPCOMING, CLAIMABLE, CREDITED].filter(
        (campaign) =>
          (status === null || campaign.status === status) &&
          (tab === null || (TAB_STATUSES[tab] ?? []).includes(campaign.status)),
      );
      return ok(page(items, Number(request.query.get("pageLimit"))));
    },
  });

const render = (fetch: typeof globalThis.fetch, route = "/gamer/k-drop") =>
  renderWithSession(
    <Routes>
      <Route path="/gamer/k-drop" element={<KDropRoute />} />
    </Routes>,
    { fetch, route },
  );

describe("KDropRoute", () => {
  it("lists live campaigns by default, 20 a page, with no region filter, and an Ends countdown", async () => {
    const fake = listApi();
    render(fake.fetch);
    const card = await screen.findByRole("article", { name: "Live drop" });
    const asked = fake.to("GET /api/campaigns/by-state")[0];
    expect(asked?.query.get("status")).toBe("LIVE");
    expect(asked?.query.get("kind")).toBe("campaign");
    expect(asked?.query.get("pageLimit")).toBe("20");
    expect(asked?.query.has("applicableCountry")).toBe(false);
    expect(asked?.query.has("applicableContinent")).toBe(false);

    const inCard = within(card);
    expect(inCard.getByText("Ends")).toBeTruthy();
    expect(inCard.getByRole("timer", { name: "Ends in" }).textContent).toMatch(
      /^\dd \d{1,2}h \d{1,2}m \d{1,2}s$/,
    );
    expect(inCard.getByText("Featured")).toBeTruthy();
    expect(inCard.getByText("500 K-Cash")).toBeTruthy();
    expect(inCard.getByRole("link", { name: "Get started" }).getAttribute("href")).toBe(
      "/gamer/k-drop/season-drop",
    );
    expect(inCard.getByText("Dark Throne")).toBeTruthy();
  });

  it("shows upcoming campaigns with Starts, a countdown to the start, and a disabled Coming soon", async () => {
    const fake = listApi();
    render(fake.fetch);
    await screen.findByRole("article", { name: "Live drop" });
    fireEvent.click(screen.getByRole("tab", { name: "Upcoming" }));

    const card = await screen.findByRole("article", { name: "Next drop" });
    expect(fake.to("GET /api/campaigns/by-state").at(-1)?.query.get("status")).toBe("PUBLISHED");
    const inCard = within(card);
    expect(inCard.getByText("Starts")).toBeTruthy();
    expect(inCard.queryByText("Ends")).toBeNull();
    expect(inCard.getByRole("timer", { name: "Starts in" }).textContent).toMatch(/^[45]h \d{1,2}m \d{1,2}s$/);
    const button = inCard.getByRole("button", { name: "Coming soon" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(inCard.queryByRole("link", { name: "Get started" })).toBeNull();
  });

  it("lists every state after the end in the Ended tab from one call, naming where the rewards are", async () => {
    const fake = listApi();
    render(fake.fetch, "/gamer/k-drop?tab=ended");
    const card = await screen.findByRole("article", { name: "Old drop" });
    expect(within(card).getByRole("link", { name: "Claim rewards" })).toBeTruthy();
    expect(within(card).getByText("Ended")).toBeTruthy();
    const credited = screen.getByRole("article", { name: "Older drop" });
    expect(within(credited).getByText("Rewards credited")).toBeTruthy();
    expect(within(credited).getByRole("button", { name: "Ended" })).toBeTruthy();
    expect(screen.getByText("2 items")).toBeTruthy();

    const asked = fake.to("GET /api/campaigns/by-state");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.query.get("tab")).toBe("ended");
    expect(asked[0]?.query.has("status")).toBe(false);
  });

  it("says a claimed campaign's reward was claimed, with what it paid, instead of offering its tasks", async () => {
    const claimedLive = summary({
      title: "Claimed drop",
      userProgress: progress({ completedTasks: 2, totalTasks: 2, rewardClaimed: true }),
    });
    const fake = fakeApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/campaigns/by-state": ok(page([claimedLive])),
    });
    render(fake.fetch);
    const inCard = within(await screen.findByRole("article", { name: "Claimed drop" }));
    const state = inCard.getByText("Reward claimed");
    expect(state.closest("p")?.textContent).toBe("Reward claimed500 K-Cash");
    expect(inCard.queryByText("Continue tasks")).toBeNull();
    expect(inCard.queryByRole("button")).toBeNull();
    expect(inCard.queryByRole("progressbar")).toBeNull();
  });

  it("says so when a tab has nothing", async () => {
    const fake = fakeApi({ "GET /api/campaigns/by-state": ok(page([])) });
    renderWithSession(<KDropRoute />, { fetch: fake.fetch, signedIn: false });
    expect(await screen.findByText("Nothing live right now")).toBeTruthy();
  });

  it("asks for 8 a page on a phone", async () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query.includes("max-width: 767px"),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const fake = listApi();
    render(fake.fetch);
    await screen.findByRole("article", { name: "Live drop" });
    expect(fake.to("GET /api/campaigns/by-state")[0]?.query.get("pageLimit")).toBe("8");
  });
});
