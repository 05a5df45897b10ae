import { useQuery } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CampaignDetailRoute } from "@/web/features/campaigns/routes/campaign-detail-route";
import {
  claimed,
  detail,
  fakeApi,
  GAME,
  inDays,
  inHours,
  LocationProbe,
  ok,
  problem,
  progress,
  PROFILE,
  renderWithSession,
  setSignedIn,
  task,
  TASK_IDS,
  validation,
  type Answer,
  type RecordedRequest,
} from "@/web/features/campaigns/testing/campaigns-test-kit";
import { useApiClient } from "@/web/lib/api-context";

afterEach(() => {
  setSignedIn(false);
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const CAMPAIGN_ID = detail().id;
const progressPath = (suffix: string) => `/api/user-progress/me/campaigns/${CAMPAIGN_ID}${suffix}`;

/** Stands in for the header's balance: a query under the wallet's key prefix. */
const WalletBalanceProbe = () => {
  const client = useApiClient();
  const balance = useQuery({
    queryKey: ["wallet", "balances"],
    queryFn: async () => (await client.GET("/api/wallets/balance")).data,
  });
  const kcash = balance.data?.balances.find((entry) => entry.currency === "KCASH")?.amount;
  return <output aria-label="Balance">{kcash ?? ""}</output>;
};

const page = (
  <>
    <Routes>
      <Route path="/gamer/k-drop/:campaignId" element={<CampaignDetailRoute />} />
    </Routes>
    <LocationProbe />
    <WalletBalanceProbe />
  </>
);

const render = (
  routes: Record<string, Answer | ((request: RecordedRequest) => Answer)>,
  { route = "/gamer/k-drop/season-drop", signedIn = true } = {},
) => {
  const fake = fakeApi({ "GET /api/users/me/profile": ok(PROFILE), ...routes });
  renderWithSession(page, { fetch: fake.fetch, route, signedIn });
  return fake;
};

const started = (overrides: Parameters<typeof detail>[0] = {}) =>
  detail({ userProgress: progress(), button: { state: "CONTINUE_TASKS" }, ...overrides });

const openTask = async (name: RegExp) => {
  fireEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog");
};

describe("CampaignDetailRoute", () => {
  it("shows the header, the distribution in words and the tasks in order with the lock", async () => {
    render({ "GET /api/campaigns/season-drop": ok(started()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Season drop" })).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Ends in" })).toBeTruthy();
    expect(screen.getByText("Everyone who completes every task can claim", { exact: false })).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Tasks completed" }).getAttribute("aria-valuetext")).toBe(
      "0 of 2 tasks",
    );

    const items = within(screen.getByRole("region", { name: "Tasks" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1Visit the Dark Throne siteVisit a linkTo do$/),
      expect.stringMatching(/^2Enter the stream codeEnter a codeLocked$/),
    ]);

    fireEvent.click(screen.getByRole("button", { name: /Enter the stream code/ }));
    const lock = await screen.findByRole("dialog", { name: "Task locked" });
    expect(within(lock).getByText("Complete all active tasks first")).toBeTruthy();
  });

  it("validates a task: validating, then verified", async () => {
    let answer: (value: Answer) => void = () => undefined;
    const fake = render({
      "GET /api/campaigns/season-drop": ok(started()),
      [`POST ${progressPath(`/tasks/${TASK_IDS[0]}/validate`)}`]: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }) as unknown as Answer,
    });
    const dialog = await openTask(/Visit the Dark Throne site/);
    const link = within(dialog).getByRole("link", { name: /Open the link/ });
    expect(link.getAttribute("href")).toBe(`/api/campaigns/${CAMPAIGN_ID}/tasks/${TASK_IDS[0]}/redirect`);
    expect(link.getAttribute("target")).toBe("_blank");

    fireEvent.click(within(dialog).getByRole("button", { name: "Validate" }));
    const validating = await within(dialog).findByRole("button", { name: "Validating…" });
    expect((validating as HTMLButtonElement).disabled).toBe(true);
    answer(ok(validation()));
    const verified = await within(dialog).findByRole("button", { name: "Verified" });
    expect((verified as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole("status").textContent).toBe("Task verified");
    expect(fake.to(`POST ${progressPath(`/tasks/${TASK_IDS[0]}/validate`)}`)[0]?.body).toEqual({});
  });

  it("offers Revalidate with the server's message when the task is not done", async () => {
    render({
      "GET /api/campaigns/season-drop": ok(started()),
      [`POST ${progressPath(`/tasks/${TASK_IDS[0]}/validate`)}`]: ok(
        validation({
          state: "REVALIDATE",
          isError: true,
          message: "Open the task's link first",
          errorCode: "LINK_NOT_VISITED",
          errorType: "NOT_DONE",
          userProgress: progress(),
        }),
      ),
    });
    const dialog = await openTask(/Visit the Dark Throne site/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Validate" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Open the task's link first");
    expect(within(dialog).getByRole("button", { name: "Revalidate" })).toBeTruthy();
  });

  it("says, in the gamer's words, that a task cannot be verified on this server", async () => {
    const external = task({
      type: "TWITTER_FOLLOW",
      title: "Follow Kleos on X",
      config: { handle: "kleos" },
    });
    render({
      "GET /api/campaigns/season-drop": ok(started({ tasks: [external] })),
      [`POST ${progressPath(`/tasks/${TASK_IDS[0]}/validate`)}`]: problem(
        422,
        "TaskVerificationNotConfigured",
        {
          validationError: {
            isError: true,
            message: "Verification with X is not configured on this server yet",
            errorCode: "TASK_VERIFICATION_NOT_CONFIGURED",
            errorType: "NOT_CONFIGURED",
          },
        },
      ),
    });
    const dialog = await openTask(/Follow Kleos on X/);
    expect(
      within(dialog)
        .getByRole("link", { name: /Open on X/ })
        .getAttribute("href"),
    ).toBe("https://x.com/kleos");
    fireEvent.click(within(dialog).getByRole("button", { name: "Validate" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Kleos cannot check this task on this server yet",
    );
    expect(within(dialog).getByRole("button", { name: "Revalidate" })).toBeTruthy();
  });

  it("gives a SHARE_POG_ON_X task the X post to make: an intent with the gamer's POG card link", async () => {
    const share = task({ type: "SHARE_POG_ON_X", title: "Share your POG card on X", config: {} });
    render({
      "GET /api/users/me/profile": ok({ ...PROFILE, username: "asha_plays" }),
      "GET /api/campaigns/season-drop": ok(started({ tasks: [share] })),
    });
    const dialog = await openTask(/Share your POG card on X/);
    const post = await within(dialog).findByRole("link", { name: /Post on X/ });
    const intent = new URL(post.getAttribute("href") ?? "");
    expect(intent.origin + intent.pathname).toBe("https://x.com/intent/post");
    expect(intent.searchParams.get("url")).toBe(`${window.location.origin}/pog?gamer=asha_plays`);
    expect(intent.searchParams.get("text")).toBe("My Proof of Gamer card on Kleos");
  });

  it("asks a gamer without a username to choose one before sharing their POG card", async () => {
    const share = task({ type: "SHARE_POG_ON_X", title: "Share your POG card on X", config: {} });
    render({
      "GET /api/users/me/profile": ok({ ...PROFILE, username: null }),
      "GET /api/campaigns/season-drop": ok(started({ tasks: [share] })),
    });
    const dialog = await openTask(/Share your POG card on X/);
    expect(
      await within(dialog).findByText(
        "Choose a username on your profile first: your POG card's link carries it.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: /Post on X/ })).toBeNull();
  });

  it("sends the special code the gamer typed", async () => {
    const codeTask = task({
      id: TASK_IDS[1],
      type: "SPECIAL_CODE",
      title: "Enter the stream code",
      config: {},
    });
    const fake = render({
      "GET /api/campaigns/season-drop": ok(started({ tasks: [codeTask] })),
      [`POST ${progressPath(`/tasks/${TASK_IDS[1]}/validate`)}`]: ok(validation({ taskId: TASK_IDS[1] })),
    });
    const dialog = await openTask(/Enter the stream code/);
    // Codes are checked in any case (the server upper-cases them), and the hint says so.
    expect(
      within(dialog).getByText("Type the code you got. Upper or lower case does not matter."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Validate" }));
    expect(await within(dialog).findByText("Please enter a value")).toBeTruthy();
    expect(fake.to(`POST ${progressPath(`/tasks/${TASK_IDS[1]}/validate`)}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your code" }), {
      target: { value: " STREAM-42 " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Validate" }));
    await within(dialog).findByRole("button", { name: "Verified" });
    expect(fake.to(`POST ${progressPath(`/tasks/${TASK_IDS[1]}/validate`)}`)[0]?.body).toEqual({
      code: "STREAM-42",
    });
  });

  it("continues with the first task not done, and shows a guest how to start from a task", async () => {
    render({
      "GET /api/campaigns/season-drop": ok(
        started({
          tasks: [
            task({ progress: { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-1), lastError: null } }),
            task({
              id: TASK_IDS[1],
              type: "LINK_WALLET",
              title: "Link your wallet",
              config: { chain: "any" },
            }),
          ],
        }),
      ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Continue tasks" }));
    const dialog = await screen.findByRole("dialog", { name: "Link your wallet" });
    expect(within(dialog).getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe(
      "/profile",
    );
  });

  it("offers Get started, not Validate, in a task of a campaign not started", async () => {
    render({ "GET /api/campaigns/season-drop": ok(detail()) }, { signedIn: false });
    const dialog = await openTask(/Visit the Dark Throne site/);
    expect(within(dialog).getByText("Start the campaign to validate its tasks.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Validate" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Get started" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe(
      "/gamer/k-drop/season-drop?startLoginFlow=true",
    );
    expect(JSON.parse(window.sessionStorage.getItem("isUserStartedTheQuest") ?? "{}")).toEqual({
      ref: "season-drop",
    });
  });

  it("claims once with an idempotency key, shows the amount and raises the balance", async () => {
    let credited = false;
    const fake = render({
      "GET /api/campaigns/season-drop": () =>
        ok(
          started({
            status: "CLAIM_REWARDS",
            startsAt: inDays(-5),
            endsAt: inDays(-1),
            userProgress: progress({ completedTasks: 2, rewardClaimed: credited }),
            tasks: [
              task({ progress: { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-2), lastError: null } }),
              task({
                id: TASK_IDS[1],
                title: "Second",
                progress: { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-2), lastError: null },
              }),
            ],
          }),
        ),
      [`POST ${progressPath("/claim-reward")}`]: () => {
        credited = true;
        return ok(claimed(), 201);
      },
      "GET /api/wallets/balance": () =>
        ok({ balances: [{ currency: "KCASH", amount: credited ? 150_000 : 100_000, decimals: 2 }] }),
    });
    await waitFor(() => expect(screen.getByRole("status", { name: "Balance" }).textContent).toBe("100000"));
    fireEvent.click(await screen.findByRole("button", { name: "Claim rewards" }));
    const success = await screen.findByRole("dialog", { name: "Reward claimed" });
    expect(within(success).getByText("500 K-Cash")).toBeTruthy();
    expect(within(success).getByRole("link", { name: "See transaction history" }).getAttribute("href")).toBe(
      "/transaction-history",
    );
    const claims = fake.to(`POST ${progressPath("/claim-reward")}`);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.getByRole("status", { name: "Balance" }).textContent).toBe("150000"));
  });

  it("after claiming a live campaign, says the reward was claimed instead of a Continue tasks that does nothing", async () => {
    let credited = false;
    const verified = { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-1), lastError: null } as const;
    render({
      // Paid on claim: claims are open while the campaign is live.
      "GET /api/campaigns/season-drop": () =>
        ok(
          started({
            userProgress: progress({ completedTasks: 2, rewardClaimed: credited }),
            tasks: [
              task({ progress: verified }),
              task({ id: TASK_IDS[1], title: "Second", progress: verified }),
            ],
          }),
        ),
      [`POST ${progressPath("/claim-reward")}`]: () => {
        credited = true;
        return ok(claimed(), 201);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim rewards" }));
    const success = await screen.findByRole("dialog", { name: "Reward claimed" });
    fireEvent.click(within(success).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const hero = screen.getByRole("heading", { level: 1, name: "Season drop" }).parentElement as HTMLElement;
    const state = await within(hero).findByText("Reward claimed");
    expect(state.closest("p")?.textContent).toBe("Reward claimed500 K-Cash");
    expect(screen.queryByRole("button", { name: "Continue tasks" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Claim rewards" })).toBeNull();
    expect(within(hero).queryByRole("button")).toBeNull();
  });

  it("shows the failed claim and retries the same attempt with the same key", async () => {
    let calls = 0;
    const fake = render({
      "GET /api/campaigns/season-drop": ok(
        started({
          userProgress: progress({ completedTasks: 1, totalTasks: 1 }),
          tasks: [
            task({ progress: { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-1), lastError: null } }),
          ],
        }),
      ),
      [`POST ${progressPath("/claim-reward")}`]: () => {
        calls += 1;
        return calls === 1 ? problem(500, "InternalError") : ok(claimed(), 201);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim rewards" }));
    const failed = await screen.findByRole("dialog", { name: "Reward claim transaction failed" });
    expect(within(failed).getByRole("alert").textContent).toBe("Something went wrong");
    fireEvent.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("dialog", { name: "Reward claimed" })).toBeTruthy();
    const keys = fake
      .to(`POST ${progressPath("/claim-reward")}`)
      .map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the task lock instead of claiming while an active task is not done", async () => {
    const fake = render({
      "GET /api/campaigns/season-drop": ok(
        started({
          // The server opened claims but a task is not verified: the domain's claim flow locks it.
          userProgress: progress({ completedTasks: 2, totalTasks: 2 }),
          tasks: [task(), task({ id: TASK_IDS[1], title: "Second" })],
        }),
      ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim rewards" }));
    expect(await screen.findByRole("dialog", { name: "Task locked" })).toBeTruthy();
    expect(fake.to(`POST ${progressPath("/claim-reward")}`)).toHaveLength(0);
  });

  it("shows the task lock when the server still sees a task to do at the claim", async () => {
    const fake = render({
      "GET /api/campaigns/season-drop": ok(
        started({
          userProgress: progress({ completedTasks: 1, totalTasks: 1 }),
          tasks: [
            task({ progress: { state: "VERIFIED", attempts: 1, verifiedAt: inDays(-1), lastError: null } }),
          ],
        }),
      ),
      [`POST ${progressPath("/claim-reward")}`]: problem(409, "TaskLocked", {
        pendingTaskIds: [TASK_IDS[1]],
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Claim rewards" }));
    expect(await screen.findByRole("dialog", { name: "Task locked" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Reward claim transaction failed" })).toBeNull();
    expect(fake.to(`POST ${progressPath("/claim-reward")}`)).toHaveLength(1);
  });

  it("asks a guest to sign in on Get started, then starts with the referral once signed in", async () => {
    const guest = render(
      { "GET /api/campaigns/season-drop": ok(detail()) },
      { route: "/gamer/k-drop/season-drop?referral=FRIEND42&utm_source=x", signedIn: false },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    expect((await screen.findByRole("status", { name: "Location" })).textContent).toBe(
      "/gamer/k-drop/season-drop?referral=FRIEND42&utm_source=x&startLoginFlow=true",
    );
    expect(guest.requests.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("starts the campaign the guest chose once they are signed in, with their referral", async () => {
    window.sessionStorage.setItem(
      "isUserStartedTheQuest",
      JSON.stringify({ ref: "season-drop", referral: "FRIEND42" }),
    );
    let joined = false;
    const fake = render({
      "GET /api/campaigns/season-drop": () => ok(joined ? started() : detail()),
      [`POST ${progressPath("/start")}`]: () => {
        joined = true;
        return ok({
          campaignId: CAMPAIGN_ID,
          startedAt: new Date().toISOString(),
          referred: true,
          userProgress: progress(),
          button: { state: "CONTINUE_TASKS" },
        });
      },
    });
    await waitFor(() => expect(fake.to(`POST ${progressPath("/start")}`)).toHaveLength(1));
    expect(fake.to(`POST ${progressPath("/start")}`)[0]?.body).toEqual({ referral: "FRIEND42" });
    expect(window.sessionStorage.getItem("isUserStartedTheQuest")).toBeNull();
    expect(await screen.findByRole("button", { name: "Continue tasks" })).toBeTruthy();
  });

  it("passes the URL's referral to start and shows why a start was refused", async () => {
    const fake = render(
      {
        "GET /api/campaigns/season-drop": ok(detail()),
        [`POST ${progressPath("/start")}`]: problem(403, "CampaignNotApplicable"),
      },
      { route: "/gamer/k-drop/season-drop?referral=FRIEND42" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Get started" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This campaign is not available in your region",
    );
    expect(fake.to(`POST ${progressPath("/start")}`)[0]?.body).toEqual({ referral: "FRIEND42" });
  });

  it("shows an upcoming campaign with Starts and a disabled Coming soon", async () => {
    render({
      "GET /api/campaigns/season-drop": ok(
        detail({
          status: "PUBLISHED",
          startsAt: inHours(30),
          endsAt: inDays(5),
          button: { state: "COMING_SOON" },
        }),
      ),
    });
    expect(await screen.findByText("Starts")).toBeTruthy();
    expect(screen.getByRole("timer", { name: "Starts in" }).textContent).toMatch(
      /^1d [56]h \d{1,2}m \d{1,2}s$/,
    );
    expect((screen.getByRole("button", { name: "Coming soon" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("has the leaderboard section and scrolls to it for #leaderboard", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      {
        "GET /api/campaigns/season-drop": ok(
          started({
            reward: { currency: "KPOINTS", amount: 0, decimals: 0 },
            distribution: {
              method: "LEADERBOARD",
              tiers: [
                { fromRank: 1, toRank: 1, amount: 1000 },
                { fromRank: 2, toRank: 10, amount: 100 },
              ],
            },
            userProgress: progress({ score: 10 }),
          }),
        ),
      },
      { route: "/gamer/k-drop/season-drop#leaderboard" },
    );
    const section = await screen.findByRole("region", { name: "Leaderboard" });
    expect(section.id).toBe("leaderboard");
    expect(await within(section).findByText("Your score: 10 points")).toBeTruthy();
    const rows = within(within(section).getByRole("region", { name: "Prizes by rank" }))
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["RanksPrize each", "#11,000 K-Points", "#2 – #10100 K-Points"]);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts[0]).toBe(section);
  });

  describe("the leaderboard's ranks", () => {
    const KPOINTS = { currency: "KPOINTS" as const, decimals: 0 };
    const leaderboardCampaign = started({
      reward: { ...KPOINTS, amount: 0 },
      distribution: {
        method: "LEADERBOARD",
        tiers: [
          { fromRank: 1, toRank: 1, amount: 1000 },
          { fromRank: 2, toRank: 2, amount: 100 },
        ],
      },
      userProgress: progress({ score: 5 }),
    });
    const boardPath = `GET /api/campaigns/${CAMPAIGN_ID}/leaderboard`;
    const entry = (rank: number, username: string, score: number, isMe = false) => ({
      rank,
      username,
      score,
      completedAt: rank <= 2 ? inDays(-1) : null,
      prize: rank === 1 ? { ...KPOINTS, amount: 1000 } : rank === 2 ? { ...KPOINTS, amount: 100 } : null,
      isMe,
    });
    const board = (
      items: ReturnType<typeof entry>[],
      me: ReturnType<typeof entry> | null,
      { pageOffset = 0, total = items.length, final = false } = {},
    ) => ({
      campaignId: CAMPAIGN_ID,
      status: "LIVE",
      final,
      items,
      me,
      page: { pageOffset, pageLimit: 20, total },
    });
    const standings = async () =>
      within(await screen.findByRole("region", { name: /^(Current|Final) ranks$/ }))
        .getAllByRole("row")
        .map((row) => row.textContent);

    it("ranks the gamers with their score and prize, the signed-in gamer's own row marked", async () => {
      const me = entry(2, "you_gamer", 20, true);
      const fake = render({
        "GET /api/campaigns/season-drop": ok(leaderboardCampaign),
        [boardPath]: ok(board([entry(1, "ace", 30), me, entry(3, "third", 10)], me)),
      });
      expect(await standings()).toEqual([
        "RankGamerScorePrize",
        "#1ace301,000 K-Points",
        "#2you_gamerYou20100 K-Points",
        "#3third10No prize",
      ]);
      expect(screen.getByText("Your rank: #2 with 20 points")).toBeTruthy();
      expect(screen.queryByText("Your score: 5 points")).toBeNull();
      const mine = screen.getByRole("rowheader", { name: /you_gamer/ });
      expect(within(mine).getByText("You")).toBeTruthy();
      expect(within(screen.getByRole("rowheader", { name: "ace" })).queryByText("You")).toBeNull();
      const asked = fake.to(boardPath)[0];
      expect(asked?.query.get("pageOffset")).toBe("0");
      expect(asked?.query.get("pageLimit")).toBe("20");
    });

    it("shows the signed-in gamer's row after the page when they rank lower, and pages on", async () => {
      const me = entry(57, "you_gamer", 2, true);
      const firstPage = Array.from({ length: 20 }, (_, index) =>
        entry(index + 1, `gamer${index + 1}`, 100 - index),
      );
      const secondPage = [entry(21, "gamer21", 50), entry(22, "gamer22", 49)];
      const fake = render({
        "GET /api/campaigns/season-drop": ok(leaderboardCampaign),
        [boardPath]: (request: RecordedRequest) =>
          request.query.get("pageOffset") === "20"
            ? ok(board(secondPage, me, { pageOffset: 20, total: 60 }))
            : ok(board(firstPage, me, { total: 60 })),
      });
      const rows = await standings();
      expect(rows).toHaveLength(22);
      expect(rows.at(-1)).toBe("#57you_gamerYou2No prize");
      expect(screen.getByText("Your rank: #57 with 2 points")).toBeTruthy();

      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      await waitFor(() => expect(fake.to(boardPath).at(-1)?.query.get("pageOffset")).toBe("20"));
      await waitFor(async () =>
        expect(await standings()).toEqual([
          "RankGamerScorePrize",
          "#21gamer2150No prize",
          "#22gamer2249No prize",
          "#57you_gamerYou2No prize",
        ]),
      );
      expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    });

    it("puts the gamer's row first when they rank above the page, and says when the ranks are final", async () => {
      const me = entry(1, "you_gamer", 90, true);
      render({
        "GET /api/campaigns/season-drop": ok(leaderboardCampaign),
        [boardPath]: ok(board([entry(21, "gamer21", 5)], me, { pageOffset: 20, total: 21, final: true })),
      });
      expect(await standings()).toEqual([
        "RankGamerScorePrize",
        "#1you_gamerYou901,000 K-Points",
        "#21gamer215No prize",
      ]);
    });

    it("shows a guest the ranks without a row of their own, and says when nobody is on the board", async () => {
      const fake = render(
        {
          "GET /api/campaigns/season-drop": ok({ ...leaderboardCampaign, userProgress: undefined }),
          [boardPath]: ok(board([], null)),
        },
        { signedIn: false },
      );
      expect(
        await screen.findByText("No gamer is on the board yet. Complete a task to be the first."),
      ).toBeTruthy();
      expect(screen.queryByText(/^Your (rank|score)/)).toBeNull();
      expect(fake.to(boardPath)).toHaveLength(1);
    });
  });

  it("explains a raffle with the published seed hash, and the seed once revealed", async () => {
    render({
      "GET /api/campaigns/season-drop": ok(
        detail({
          distribution: { method: "RAFFLE", winners: 3 },
          raffle: { seedHash: "a".repeat(64), seed: "b".repeat(64), revealedAt: inDays(-1) },
        }),
      ),
    });
    expect(
      await screen.findByText(/3 winners are drawn from everyone who completed every task/),
    ).toBeTruthy();
    expect(screen.getByText("a".repeat(64))).toBeTruthy();
    expect(screen.getByText("b".repeat(64))).toBeTruthy();
  });

  it("says a campaign is not found", async () => {
    render({ "GET /api/campaigns/season-drop": problem(404, "CampaignNotFound") });
    expect(await screen.findByRole("heading", { level: 1, name: "Campaign not found" })).toBeTruthy();
  });

  it("saves game details with the domain's rule checked first", async () => {
    const gameTask = task({ type: "CAPTURE_GAME_DETAILS", title: "Save your Dark Throne login", config: {} });
    const fake = render({
      "GET /api/campaigns/season-drop": ok(started({ tasks: [gameTask] })),
      "GET /api/game/loginmethod": ok({ gameId: GAME.id, items: ["USER_NAME", "IN_GAME_EMAIL"] }),
      [`GET /api/users/me/games/${GAME.id}/username`]: problem(404, "GameUsernameNotFound"),
      [`PUT /api/users/me/games/${GAME.id}/username`]: (request) =>
        ok({ gameId: GAME.id, ...(request.body as object), updatedAt: new Date().toISOString() }),
    });
    const dialog = await openTask(/Save your Dark Throne login/);
    const method = await within(dialog).findByRole("combobox", { name: "How you sign in to Dark Throne" });
    fireEvent.change(method, { target: { value: "IN_GAME_EMAIL" } });
    const value = within(dialog).getByRole("textbox", { name: "Your in-game e-mail" });
    fireEvent.change(value, { target: { value: "not-an-email" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    expect(await within(dialog).findByText("Please enter a valid e-mail")).toBeTruthy();
    expect(fake.to(`PUT /api/users/me/games/${GAME.id}/username`)).toHaveLength(0);

    fireEvent.change(value, { target: { value: "gamer@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save game details" }));
    expect(await within(dialog).findByText("Saved: in-game e-mail gamer@example.com")).toBeTruthy();
    expect(fake.to(`PUT /api/users/me/games/${GAME.id}/username`)[0]?.body).toEqual({
      loginMethod: "IN_GAME_EMAIL",
      value: "gamer@example.com",
    });
  });

  it("creates the referral code and shares an invite link that names its channel", async () => {
    const shareTask = task({
      type: "SHARE_REFERRAL_INVITE",
      title: "Invite two friends",
      config: { requiredInvites: 2 },
    });
    let created = false;
    const fake = render({
      "GET /api/campaigns/season-drop": ok(started({ tasks: [shareTask] })),
      "GET /api/referral-campaign/code/user": () =>
        created
          ? ok({ code: "7KQ2M9XA", createdAt: new Date().toISOString() })
          : problem(404, "ReferralCodeNotFound"),
      "POST /api/referral-campaign/code/user": () => {
        created = true;
        return ok({ code: "7KQ2M9XA", createdAt: new Date().toISOString() }, 201);
      },
    });
    const dialog = await openTask(/Invite two friends/);
    expect(within(dialog).getByText(/Invite 2 friends to start this campaign/)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Create my referral code" }));
    expect(await within(dialog).findByText("7KQ2M9XA")).toBeTruthy();
    expect(fake.to("POST /api/referral-campaign/code/user")).toHaveLength(1);
    const shareX = within(dialog).getByRole("link", { name: /Share on X/ });
    const target = new URL(shareX.getAttribute("href") ?? "");
    const invite = new URL(target.searchParams.get("url") ?? "");
    expect(invite.pathname).toBe("/gamer/k-drop/season-drop");
    expect(invite.searchParams.get("referral")).toBe("7KQ2M9XA");
    expect(invite.searchParams.get("utm_source")).toBe("x");
    expect(shareX.getAttribute("target")).toBe("_blank");
  });
});
