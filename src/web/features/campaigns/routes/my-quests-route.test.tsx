import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MyQuestsRoute, myQuestStateOf } from "@/web/features/campaigns/routes/my-quests-route";
import {
  fakeApi,
  ok,
  page,
  PROFILE,
  problem,
  progress,
  renderWithSession,
  setSignedIn,
  summary,
} from "@/web/features/campaigns/testing/campaigns-test-kit";

afterEach(() => setSignedIn(false));

const LIVE = summary({ kind: "quest", slug: "throne-raid", title: "Throne raid" });
const STARTED = summary({
  id: "11111111-1111-4111-8111-000000000021",
  kind: "quest",
  slug: "bull-run",
  title: "Bull run",
  userProgress: progress({ completedTasks: 1, totalTasks: 3 }),
});
const FINISHED = summary({
  id: "11111111-1111-4111-8111-000000000022",
  kind: "quest",
  slug: "old-raid",
  title: "Old raid",
  userProgress: progress({ completedTasks: 2, totalTasks: 2 }),
});
const CLAIMED = summary({
  id: "11111111-1111-4111-8111-000000000023",
  kind: "quest",
  slug: "gold-rush",
  title: "Gold rush",
  userProgress: progress({ completedTasks: 2, totalTasks: 2, rewardClaimed: true }),
});

const liveTab = ok({ tab: "live", counts: { live: 1, upcoming: 0, ended: 0 }, ...page([LIVE], 8) });

describe("myQuestStateOf", () => {
  it("tells a started quest's state from the gamer's progress and the quest's status", () => {
    expect(myQuestStateOf(STARTED)).toBe("inProgress");
    expect(myQuestStateOf(FINISHED)).toBe("done");
    expect(myQuestStateOf(CLAIMED)).toBe("claimed");
    expect(myQuestStateOf({ ...STARTED, status: "ENDED" })).toBe("ended");
  });
});

describe("MyQuestsRoute", () => {
  it("lists the gamer's quests with their state and progress, and the live quests", async () => {
    const fake = fakeApi({
      "GET /api/userquest/me": ok(page([STARTED, FINISHED, CLAIMED])),
      "GET /api/quest/v2/questlist": liveTab,
      "GET /api/users/me/profile": ok(PROFILE),
    });
    renderWithSession(<MyQuestsRoute />, { fetch: fake.fetch, route: "/gamer/k-quest", signedIn: true });
    expect(await screen.findByRole("heading", { level: 1, name: "My quests" })).toBeTruthy();
    const mine = await screen.findByRole("list", { name: "Your quests" });
    const rows = within(mine).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole("link", { name: "Bull run" }).getAttribute("href")).toBe(
      "/gamer/k-quest/bull-run",
    );
    expect(within(rows[0]!).getByText("In progress")).toBeTruthy();
    expect(within(rows[0]!).getByText("1 of 3 tasks done")).toBeTruthy();
    expect(within(rows[1]!).getByText("Done")).toBeTruthy();
    expect(within(rows[2]!).getByText("Reward claimed")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Throne raid" })).toBeTruthy();
    expect(fake.to("GET /api/quest/v2/questlist")[0]?.query.get("tab")).toBe("live");
    expect(screen.getByRole("link", { name: "Every quest, by game" }).getAttribute("href")).toBe("/k-quest");
  });

  it("says how to begin when the gamer has not started a quest", async () => {
    const fake = fakeApi({
      "GET /api/userquest/me": ok(page([])),
      "GET /api/quest/v2/questlist": liveTab,
      "GET /api/users/me/profile": ok(PROFILE),
    });
    renderWithSession(<MyQuestsRoute />, { fetch: fake.fetch, route: "/gamer/k-quest", signedIn: true });
    expect(await screen.findByText("You have not started a quest yet")).toBeTruthy();
  });

  it("offers a retry when the gamer's quests cannot be loaded", async () => {
    let calls = 0;
    const fake = fakeApi({
      "GET /api/userquest/me": () => {
        calls += 1;
        return calls === 1 ? problem(429, "TooManyRequests") : ok(page([STARTED]));
      },
      "GET /api/quest/v2/questlist": liveTab,
      "GET /api/users/me/profile": ok(PROFILE),
    });
    renderWithSession(<MyQuestsRoute />, { fetch: fake.fetch, route: "/gamer/k-quest", signedIn: true });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your quests could not be loaded");
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Bull run" })).toBeTruthy();
  });

  it("asks a guest to sign in for their quests and asks the server nothing about them", async () => {
    const fake = fakeApi({ "GET /api/quest/v2/questlist": liveTab });
    renderWithSession(<MyQuestsRoute />, { fetch: fake.fetch, route: "/gamer/k-quest", signedIn: false });
    expect(await screen.findByText("Sign in to see your quests")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Throne raid" })).toBeTruthy();
    expect(fake.to("GET /api/userquest/me")).toHaveLength(0);
  });
});
