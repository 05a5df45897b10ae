/**
 * Issue 15: the layout holds at every width. A signed-in gamer with sizeable balances walks every page of the
 * route table at six widths, in English, German, Hindi and Hebrew (right to left): no page scrolls sideways, and
 * the account menu (the way to log out), the language picker and the sections stay on screen, in the header or
 * through its menu. A guest keeps Sign in and the language picker. One browser context per language, all signed
 * in as one gamer (each sign-in sends a code, and the server allows an address 20 an hour: the whole suite
 * shares them); the viewport is resized on each loaded page rather than the page opened six times.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import { POLICY_SLUGS, routes } from "@/web/lib/routes";
import { LAYOUT, signInByPhone } from "./support/journeys";

const WIDTHS = [320, 375, 768, 1024, 1280, 1440] as const;
const LANGUAGES = ["en", "de", "hi", "he"] as const;
type Language = (typeof LANGUAGES)[number];

const website = { source: "website" };
/** The most one dev reward credits, in base units (the API's limit). */
const DEV_REWARD_MAX = 100_000;

/** The messages the checks look for, in the language shown (these four codes name their catalogue file). */
const textsOf = (language: Language) => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  const text = (id: string): string => {
    const message = catalogue[id];
    if (message === undefined) throw new Error(`locales/${language}.json has no message ${id}`);
    return message;
  };
  return {
    accountMenu: text("auth.headerAccount.menu"),
    logOut: text("auth.headerAccount.logOut"),
    signIn: text("auth.headerAccount.signIn"),
    language: text("app.layout.language"),
    mainNav: text("app.layout.mainNav"),
    openMenu: text("app.layout.openMenu"),
    menu: text("app.layout.menu"),
    balances: text("wallet.headerBalances.group"),
  };
};
type Texts = ReturnType<typeof textsOf>;

/** What the pages with an id are opened with: demo objects, and an order of the gamer's own. */
interface Seeded {
  readonly tournamentId: string;
  readonly clanId: string;
  readonly leaderboardId: string;
  readonly paymentId: string;
}

/**
 * Every page of the route table at a real address. Keyed by the table's own names, so a page added to the table
 * without an entry here does not type-check.
 */
const PAGES: { readonly [Name in keyof typeof routes]: (seeded: Seeded) => readonly string[] } = {
  home: () => [routes.home.href()],
  homeAlias: () => [routes.homeAlias.href()],
  games: () => [routes.games.href()],
  game: () => [routes.game.href({ gameId: "dark-throne" })],
  tournaments: () => [routes.tournaments.href()],
  tournament: ({ tournamentId }) => [routes.tournament.href({ tournamentId })],
  article: () => [routes.article.href({ articleSlug: "getting-started-with-kleos" })],
  video: () => [routes.video.href({ videoSlug: "kleos-in-two-minutes" })],
  policy: () => POLICY_SLUGS.map((slug) => routes.policy.href(slug)),
  profile: () => [routes.profile.href()],
  register: () => [routes.register.href()],
  deleteAccount: () => [routes.deleteAccount.href()],
  transactionHistory: () => [routes.transactionHistory.href()],
  currencyExchange: () => [routes.currencyExchange.href()],
  swap: () => [routes.swap.href()],
  walletKyc: () => [routes.walletKyc.href()],
  buyKcash: () => [routes.buyKcash.href()],
  withdraw: () => [routes.withdraw.href()],
  sandboxCheckout: ({ paymentId }) => [routes.sandboxCheckout.href({ paymentId })],
  purchaseConfirmation: ({ paymentId }) => [routes.purchaseConfirmation.href({ paymentId })],
  kDrop: () => [routes.kDrop.href()],
  campaign: () => [routes.campaign.href({ campaignId: "kickstart" })],
  kQuest: () => [routes.kQuest.href()],
  gamerKQuest: () => [routes.gamerKQuest.href()],
  offerwall: () => [routes.offerwall.href()],
  questOfferwall: () => [routes.questOfferwall.href({ questSlug: "dark-throne-trials" })],
  activities: () => [routes.activities.href()],
  klash: () => [routes.klash.href()],
  gameQuests: () => [routes.gameQuests.href({ gameSlug: "dark-throne" })],
  quest: () => [routes.quest.href({ questId: "dark-throne-siege" })],
  // The gamer is no admin: these show what a gamer sees there.
  admin: () => [routes.admin.href()],
  adminNewCampaign: () => [routes.adminNewCampaign.href()],
  adminCampaign: () => [routes.adminCampaign.href({ campaignId: "kickstart" })],
  pog: () => [routes.pog.href()],
  pogMint: () => [routes.pogMint.href(), routes.pogMint.href({ edit_avatar: "true" })],
  myPog: () => [routes.myPog.href()],
  pogShowcase: () => [routes.pogShowcase.href()],
  pogLeaderboard: () => [routes.pogLeaderboard.href(), routes.pogLeaderboard.href({ tab: "mine" })],
  leaderboards: () => [routes.leaderboards.href()],
  leaderboard: ({ leaderboardId }) => [routes.leaderboard.href({ leaderboardId })],
  kStore: () => [routes.kStore.href(), routes.kStore.href({ tab: "mine" })],
  myClan: () => [routes.myClan.href()],
  gamerMyClan: () => [routes.gamerMyClan.href()],
  clanChief: () => [routes.clanChief.href()],
  clan: ({ clanId }) => [routes.clan.href({ clanId })],
  devInbox: () => [routes.devInbox.href()],
  devProviders: () => [routes.devProviders.href()],
  devProvidersAuthorize: () => [routes.devProvidersAuthorize.href()],
  steamConnect: () => [routes.steamConnect.href()],
  simulatedSteamSignIn: () => [routes.simulatedSteamSignIn.href()],
  simulatedDigilocker: () => [
    routes.simulatedDigilocker.href({ verificationId: "00000000-0000-4000-8000-000000000000" }),
  ],
  devFaucet: () => [routes.devFaucet.href()],
  notFound: () => ["/no-such-page"],
};

const pagesOf = (seeded: Seeded): string[] => Object.values(PAGES).flatMap((paths) => paths(seeded));

/** The first item of a list answer, checked, so a changed seed fails here with its reason. */
const firstIdOf = async (page: Page, path: string): Promise<string> => {
  const response = await page.request.get(path, { headers: website });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  const { items } = (await response.json()) as { items: { id: string | number }[] };
  const [first] = items;
  if (first === undefined) throw new Error(`${path} lists nothing: the demo seed is missing`);
  return String(first.id);
};

/**
 * A new gamer with a ten-letter username and a balance in each currency (the widest header a gamer has), an
 * open K-Cash order, and the demo tournament and clan to open.
 */
const signInWideGamer = async (page: Page): Promise<Seeded> => {
  await signInByPhone(page);
  const username = `W${randomUUID().replaceAll("-", "").slice(0, 9)}`;
  const named = await page.request.post("/api/users/username", { headers: website, data: { username } });
  expect(named.ok(), await named.text()).toBe(true);
  for (const currency of ["KCASH", "RKLEOS", "KPOINTS"]) {
    const reward = await page.request.post("/api/wallets/dev-rewards", {
      headers: { ...website, "idempotency-key": randomUUID() },
      data: { currency, amount: DEV_REWARD_MAX },
    });
    expect(reward.status(), await reward.text()).toBe(201);
  }
  const order = await page.request.post("/api/payments/orders", {
    headers: { ...website, "idempotency-key": randomUUID() },
    data: { kcashAmount: 1000, fiatCurrency: "INR" },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { paymentId } = (await order.json()) as { paymentId: string };
  return {
    paymentId,
    tournamentId: await firstIdOf(page, "/api/tournaments"),
    clanId: await firstIdOf(page, "/api/platform-clans"),
    leaderboardId: await firstIdOf(page, "/api/platform-centralized-leaderboard/leaderboards"),
  };
};

/**
 * The page's reads in flight (GET fetches: what it shows comes from them; analytics posts are fire-and-forget),
 * so a check waits for what the page asked for, not for a time. A new document starts the count afresh: the
 * calls the old one left behind never finish.
 */
const apiCallsInFlight = (page: Page): (() => string[]) => {
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    if (request.method() === "GET" && ["fetch", "xhr"].includes(request.resourceType()))
      inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) inFlight.clear();
  });
  return () => [...inFlight].map((request) => `${request.method()} ${request.url()}`);
};

/** Two frames later: whatever a resize set off (observers, React's re-render) has been laid out. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );

/**
 * How wide the page is against the window, two frames on (whatever a resize set off, observers and React's
 * re-render, has been laid out), and when it is too wide, the outermost elements sticking out, to name them.
 */
const widthOf = (page: Page) =>
  page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
    const view = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const outside = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return box !== undefined && box.width > 0 && (box.right > view + 1 || box.left < -1);
    };
    const sticking =
      scrollWidth <= view
        ? []
        : [...document.querySelectorAll("body *")]
            .filter((element) => outside(element) && !outside(element.parentElement))
            .slice(0, 3)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`);
    return { scrollWidth, innerWidth: view, sticking };
  });

/** Whatever the page asked for has arrived and been drawn. */
const settled = async (page: Page, pending: () => string[]) => {
  await expect.poll(pending, { message: "API calls still in flight" }).toEqual([]);
  await nextFrames(page);
};

/** The page has drawn what it loads: its heading, the signed-in header, and no API call left in flight. */
const waitForPage = async (page: Page, texts: Texts, pending: () => string[], signedIn: boolean) => {
  await expect(page.locator("main h1").first()).toBeVisible();
  const banner = page.getByRole("banner");
  if (signedIn) {
    await expect(banner.getByRole("button", { name: texts.accountMenu })).toBeVisible();
    await expect(banner.getByRole("group", { name: texts.balances }).first()).toBeVisible();
  } else {
    await expect(banner.getByRole("button", { name: texts.signIn, exact: true })).toBeVisible();
  }
  await settled(page, pending);
};

/**
 * Whatever `find` names is on screen in the header or, failing that, in the header's menu: reachable without
 * scrolling sideways. Closes the menu it opened.
 */
const expectReachable = async (page: Page, texts: Texts, what: string, find: (scope: Locator) => Locator) => {
  const banner = page.getByRole("banner");
  const direct = find(banner);
  if (await direct.isVisible()) {
    await expect(direct, `${what} is on screen`).toBeInViewport({ ratio: 1 });
    return;
  }
  const opener = banner.getByRole("button", { name: texts.openMenu });
  await expect(opener, `${what} is in the header or behind its menu button`).toBeInViewport({ ratio: 1 });
  await opener.click();
  const menu = page.getByRole("dialog", { name: texts.menu });
  await expect(find(menu), `${what} is in the menu`).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
};

/** Sign in or the account menu and its Log out, the language picker, the sections and the balances. */
const expectHeaderReachable = async (page: Page, texts: Texts, where: string, signedIn: boolean) => {
  await expectReachable(page, texts, `${where}: the language picker`, (scope) =>
    scope.getByRole("combobox", { name: texts.language }),
  );
  await expectReachable(page, texts, `${where}: the last section`, (scope) =>
    scope.getByRole("navigation", { name: texts.mainNav }).getByRole("link").last(),
  );
  const banner = page.getByRole("banner");
  if (!signedIn) {
    const signIn = banner.getByRole("button", { name: texts.signIn, exact: true });
    await expect(signIn, `${where}: Sign in is on screen`).toBeInViewport({ ratio: 1 });
    return;
  }
  const account = banner.getByRole("button", { name: texts.accountMenu });
  await expect(account, `${where}: the account menu is on screen`).toBeInViewport({ ratio: 1 });
  await account.click();
  const logOut = banner.getByRole("button", { name: texts.logOut });
  await expect(logOut, `${where}: Log out is on screen`).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");
  await expect(logOut).toBeHidden();
  await expectReachable(page, texts, `${where}: the balances`, (scope) =>
    scope.getByRole("group", { name: texts.balances }),
  );
};

/** The gamer every language walks as: signed in once, for the whole run. */
interface Gamer {
  readonly storageState: Exclude<BrowserContextOptions["storageState"], undefined>;
  readonly seeded: Seeded;
}

const test = base.extend<{ seeded: Seeded }, { gamer: Gamer }>({
  gamer: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
      const seeded = await signInWideGamer(await context.newPage());
      const storageState = await context.storageState();
      await context.close();
      await use({ storageState, seeded });
    },
    { scope: "worker" },
  ],
  storageState: async ({ gamer }, use) => use(gamer.storageState),
  seeded: async ({ gamer }, use) => use(gamer.seeded),
});

// Some 250 steps per language: a trace of them all would cost more than the walk itself, and a failure names
// the page, the width and the language.
base.use({ trace: "off" });

for (const language of LANGUAGES) {
  test(
    `every page fits every width from 320 to 1440 px, signed in, in ${language}`,
    LAYOUT,
    async ({ page, seeded }) => {
      // Every page of the table at every width: some 270 steps, more with each page added. A guard against a
      // hang, not a speed target, so three times the suite's timeout on a loaded machine.
      test.slow();
      const texts = textsOf(language);
      // As a returning gamer whose choice is remembered.
      await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      const pending = apiCallsInFlight(page);
      const overflowing: string[] = [];
      // Widths go up on one page and down on the next, so the header is seen both growing and shrinking.
      const pages = pagesOf(seeded);
      for (const [index, path] of pages.entries()) {
        const widths = index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
        await page.setViewportSize({ width: widths[0] ?? 320, height: 900 });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await waitForPage(page, texts, pending, true);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          let measured = await widthOf(page);
          // A phone's width may ask for another page of a list (8 items, not 20): what it brings counts too.
          if (pending().length > 0) {
            await settled(page, pending);
            measured = await widthOf(page);
          }
          if (measured.scrollWidth > measured.innerWidth)
            overflowing.push(
              `${path} at ${width} px in ${language}: ${measured.scrollWidth} px wide (${measured.sticking.join(", ")})`,
            );
        }
      }
      expect.soft(overflowing, "pages wider than the window").toEqual([]);

      await page.goto(routes.home.href());
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await waitForPage(page, texts, pending, true);
        await expectHeaderReachable(page, texts, `${language} at ${width} px`, true);
      }
    },
  );
}

base(
  "a guest reaches Sign in and the language picker at 1024 and 320 px, in every tested language",
  LAYOUT,
  async ({ page }) => {
    const pending = apiCallsInFlight(page);
    for (const language of LANGUAGES) {
      const texts = textsOf(language);
      await page.goto(routes.games.href());
      await page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      for (const width of [1024, 320]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(routes.games.href());
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await waitForPage(page, texts, pending, false);
        const measured = await widthOf(page);
        expect
          .soft(measured.scrollWidth, `${language} at ${width} px: ${measured.sticking.join(", ")}`)
          .toBeLessThanOrEqual(measured.innerWidth);
        await expectHeaderReachable(page, texts, `${language} at ${width} px`, false);
      }
    }
  },
);
