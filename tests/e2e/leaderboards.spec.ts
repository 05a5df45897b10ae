/**
 * Issue 19 item 5: the platform leaderboards on the web. A guest finds the seeded live gamer season
 * (src/server/db/seed/demo-leaderboards.ts) with its countdown, tie rule and ranks; a gamer who earns K-Points in
 * the season sees their own row pinned; a gamer who completes a quest moves up the seeded quests board; the board
 * and /pog/leaderboard fit a 390 px phone in German, Hindi and Hebrew. A clan member sees the clan's place on its page,
 * the clan, clan chief and partner clan seasons under the tabs of /pog/leaderboard, and Dark Throne's clan board on
 * its game page; an admin moves an upcoming season and is refused moving a live one, then, in the admin console,
 * renames the live clan season (and sees the new title on /pog/leaderboard), is told a season started while they
 * edited it, and finds the console fits a 390 px phone in Hebrew.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { finishKickstart, LAYOUT, overflow, seriousViolations, signInByPhone } from "./support/journeys";
import { ADMIN_PHONES } from "./support/admin-phones";

const SEASON = "Kleos Season Sprint";
const website = { source: "website" };

const messageOf = (language: string, id: string): string => {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  const message = catalogue[id];
  if (message === undefined) throw new Error(`locales/${language}.json has no message ${id}`);
  return message;
};

/** Whether a picture (getClanImage's PNG) has loaded: a complete image with pixels. */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** The id of a seeded live board (the gamers' K-Points season unless told), from the list call. */
const seasonId = async (page: Page, title: string = SEASON, kind = "GAMER"): Promise<string> => {
  const response = await page.request.get(
    `/api/platform-centralized-leaderboard/leaderboards?kind=${kind}&pageLimit=50`,
    { headers: website },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  const season = items.find((board) => board.title === title);
  if (season === undefined) throw new Error(`${title} is not seeded`);
  return season.id;
};

/** The signed-in gamer's standing on a board. */
const standingOn = async (page: Page, id: string) => {
  const response = await page.request.get(`/api/platform-centralized-leaderboard/leaderboards/${id}/me`, {
    headers: website,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { rank: number | null; score: number };
};

/**
 * Completes the seeded quest "Bullieverse: first run" as the signed-in gamer, the way the quest page does: save the
 * Bullieverse user name, start it, validate that task, open the arena through Kleos' tracked link, validate.
 */
const completeFirstRun = async (page: Page) => {
  const quest = await page.request.get("/api/campaigns/bullieverse-first-run", { headers: website });
  expect(quest.ok(), await quest.text()).toBe(true);
  const {
    id,
    game: { id: gameId },
    tasks,
  } = (await quest.json()) as {
    id: string;
    game: { id: number };
    tasks: { id: string; type: string; config: { url?: string } }[];
  };
  const post = async (url: string, data: object = {}) => {
    const response = await page.request.post(url, { headers: website, data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return response;
  };
  const saved = await page.request.put(`/api/users/me/games/${gameId}/username`, {
    headers: website,
    data: { loginMethod: "USER_NAME", value: `runner${randomUUID().slice(0, 6)}` },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await post(`/api/user-progress/me/campaigns/${id}/start`);
  for (const task of tasks) {
    if (task.type === "URI_REDIRECTION") {
      const visit = await page.request.get(task.config.url ?? "", { headers: website, maxRedirects: 0 });
      expect(visit.status(), await visit.text()).toBeLessThan(400);
    }
    const answer = await post(`/api/user-progress/me/campaigns/${id}/tasks/${task.id}/validate`);
    expect(((await answer.json()) as { state: string }).state).toBe("VERIFIED");
  }
};

test.describe("leaderboards", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest sees the seeded live season: countdown, tie rule, ranks, and a prompt to sign in", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/leaderboards");
    await expect(page.getByRole("heading", { level: 1, name: "Leaderboards" })).toBeVisible();
    const card = page.getByRole("article", { name: SEASON });
    await expect(card.getByRole("timer", { name: "Ends in" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("link", { name: SEASON }).click();
    await expect(page.getByRole("heading", { level: 1, name: SEASON })).toBeVisible();
    await expect(page.getByRole("timer", { name: "Ends in" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Equal scores share a rank");
    await expect(page.getByRole("table", { name: "Ranks" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where do you stand?" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a clan member finds their clan's place on its page, each clan season, and Dark Throne's clan board", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    // The gamer joins Rio Raptors and earns K-Points in the seasons, which the clan scores.
    const found = await page.request.get("/api/platform-clans?search=Rio", { headers: website });
    expect(found.ok(), await found.text()).toBe(true);
    const { items } = (await found.json()) as { items: { id: number; clanName: string }[] };
    const rio = items.find((clan) => clan.clanName === "Rio Raptors");
    if (rio === undefined) throw new Error("Rio Raptors is not seeded");
    const joined = await page.request.post("/api/platform-user-clans", {
      headers: website,
      data: { clanId: rio.id },
    });
    expect(joined.status(), await joined.text()).toBe(201);
    const reward = await page.request.post("/api/wallets/dev-rewards", {
      headers: { ...website, "idempotency-key": randomUUID() },
      data: { currency: "KPOINTS", amount: 5 },
    });
    expect(reward.status(), await reward.text()).toBe(201);

    await page.goto(`/clans/${rio.id}`);
    // The clan's page is headed by the server's picture of its banner (sapphire), loaded.
    const banner = page.getByRole("img", { name: "Banner: Sapphire" });
    await expect(banner).toHaveAttribute("src", "/api/platform-clans/images/banner/sapphire.png");
    await expect.poll(() => pictureLoaded(banner)).toBe(true);
    const standing = page.getByRole("region", { name: "Clan leaderboard" });
    await expect(standing).toContainText(/#\d+ on Global Clans Cup, with \d+ points/);
    const rioRow = standing
      .getByRole("table", { name: "Clans around Rio Raptors" })
      .getByRole("rowheader", { name: "Rio Raptors" });
    await expect(rioRow).toBeVisible();
    // Its row on the board wears its emblem (the wolf), the server's picture of it.
    const rioEmblem = rioRow.getByRole("img", { name: "Emblem: Wolf" });
    await expect(rioEmblem).toHaveAttribute("src", "/api/platform-clans/images/emblem/wolf.png");
    await rioEmblem.scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(rioEmblem)).toBe(true);
    await standing.getByRole("link", { name: "See the clan leaderboard" }).click();

    await expect(page).toHaveURL(/\/pog\/leaderboard$/);
    await expect(page.getByRole("heading", { name: "Global Clans Cup" })).toBeVisible();
    await page.getByRole("tab", { name: "Clan Chiefs" }).click();
    await expect(page.getByRole("heading", { name: "Chiefs' Crown" })).toBeVisible();
    await page.getByRole("tab", { name: "Partner Clans" }).click();
    await expect(page.getByRole("heading", { name: "Dark Throne Clan Clash" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/games/dark-throne");
    const partnerBoard = page.getByRole("region", { name: "Dark Throne Clan Clash" });
    const partnerRow = partnerBoard.getByRole("rowheader", { name: "Rio Raptors" });
    await expect(partnerRow).toBeVisible();
    const partnerEmblem = partnerRow.getByRole("img", { name: "Emblem: Wolf" });
    await partnerEmblem.scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(partnerEmblem)).toBe(true);
    await partnerBoard.getByRole("link", { name: "See the whole leaderboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dark Throne Clan Clash" })).toBeVisible();
  });

  test("an admin moves an upcoming season, and may rename a live one but not move it, in the API and the console", async ({
    page,
  }) => {
    await signInByPhone(page, ADMIN_PHONES.leaderboards);
    const title = `Monsoon Sprint ${randomUUID().slice(0, 8)}`;
    const made = await page.request.post("/api/admin/leaderboards", {
      headers: website,
      data: {
        title,
        kind: "GAMER",
        scoreSource: "KPOINTS_EARNED",
        seasonStartsAt: "2031-07-01T10:00:00.000Z",
        seasonEndsAt: "2031-07-31T10:00:00.000Z",
        prizeTiers: [{ fromRank: 1, toRank: 1, currency: "KCASH", amount: 100_000 }],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const moved = await page.request.patch(`/api/admin/leaderboards/${id}`, {
      headers: website,
      data: { seasonStartsAt: "2031-08-01T10:00:00.000Z", seasonEndsAt: "2031-08-31T10:00:00.000Z" },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    expect(await moved.json()).toMatchObject({
      status: "PUBLISHED",
      seasonStartsAt: "2031-08-01T10:00:00.000Z",
    });
    const backwards = await page.request.patch(`/api/admin/leaderboards/${id}`, {
      headers: website,
      data: { seasonEndsAt: "2031-07-01T10:00:00.000Z" },
    });
    expect(backwards.status()).toBe(422);

    const live = await seasonId(page);
    const renamed = await page.request.patch(`/api/admin/leaderboards/${live}`, {
      headers: website,
      data: { title: SEASON },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const stretched = await page.request.patch(`/api/admin/leaderboards/${live}`, {
      headers: website,
      data: { seasonEndsAt: "2031-08-31T10:00:00.000Z" },
    });
    expect(stretched.status()).toBe(409);
    expect(await stretched.json()).toMatchObject({ code: "LeaderboardNotEditable" });

    // The console: the live clan season may be renamed there, and /pog/leaderboard shows the new title.
    await page.setViewportSize({ width: 1280, height: 900 });
    const cup = "Global Clans Cup";
    const cupId = await seasonId(page, cup, "CLAN");
    const renamedCup = `${cup} ${randomUUID().slice(0, 4)}`;
    try {
      await page.goto("/admin?tab=leaderboards");
      await page.getByRole("combobox", { name: "Show the boards ranking" }).selectOption("CLAN");
      const boards = page.getByRole("list", { name: "Leaderboards" });
      await boards.getByRole("article", { name: cup }).getByRole("button", { name: "Edit" }).click();
      const cupEditor = page.getByRole("form", { name: `Edit ${cup}` });
      await expect(cupEditor.getByText(/This season has started: only its title can change/)).toBeVisible();
      await expect(cupEditor.getByLabel("Season ends")).toBeDisabled();
      await cupEditor.getByLabel("Title").fill(renamedCup);
      // Unsaved: another section of the console asks first, and staying keeps the edit.
      await page.getByRole("tab", { name: "Campaigns and quests" }).click();
      const guard = page.getByRole("dialog", { name: "Discard changes?" });
      await guard.getByRole("button", { name: "Stay and keep editing" }).click();
      await expect(guard).toBeHidden();
      await expect(cupEditor.getByLabel("Title")).toHaveValue(renamedCup);
      await cupEditor.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText(`${renamedCup} is saved.`)).toBeVisible();
      await expect(boards.getByRole("article", { name: renamedCup })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/pog/leaderboard");
      await expect(page.getByRole("heading", { level: 2, name: renamedCup })).toBeVisible();
    } finally {
      // The later journeys look for the seeded title.
      const restored = await page.request.patch(`/api/admin/leaderboards/${cupId}`, {
        headers: website,
        data: { title: cup },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }

    // An upcoming season's dates are edited in the console while another admin starts the season: the server's
    // refusal is shown, and the season's fields are then held fixed.
    await page.goto(`/admin?tab=leaderboards&edit=${id}`);
    const editor = page.getByRole("form", { name: `Edit ${title}` });
    await expect(editor.getByLabel("Season ends")).toBeEnabled();
    await editor.getByLabel("Season ends").fill("2031-09-30T10:00");
    const started = await page.request.patch(`/api/admin/leaderboards/${id}`, {
      headers: website,
      data: { seasonStartsAt: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect(started.status(), await started.text()).toBe(200);
    await editor.getByRole("button", { name: "Save changes" }).click();
    await expect(
      editor.getByRole("heading", { name: "The season has started: only the title can change" }),
    ).toBeVisible();
    await expect(editor.getByLabel("Season ends")).toBeDisabled();
    await editor.getByRole("button", { name: "Back to the leaderboards" }).click();
    await page
      .getByRole("dialog", { name: "Discard changes?" })
      .getByRole("button", { name: "Discard and leave" })
      .click();
    await expect(page.getByRole("list", { name: "Leaderboards" })).toBeVisible();

    // The list and the editor fit a phone in Hebrew, right to left.
    await page.evaluate(() => window.localStorage.setItem("userSelectedLanguage", "he"));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin?tab=leaderboards");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(
      page.getByRole("list", { name: messageOf("he", "admin.leaderboards.heading") }),
    ).toBeVisible();
    expect(await overflow(page), "the leaderboards in he at 390 px").toEqual([]);
    await page.goto(`/admin?tab=leaderboards&edit=${id}`);
    await expect(
      page.getByRole("form", {
        name: messageOf("he", "admin.leaderboardEditor.heading").replace("{title}", title),
      }),
    ).toBeVisible();
    expect(await overflow(page), "the editor in he at 390 px").toEqual([]);
    await page.screenshot({ path: test.info().outputPath("admin-leaderboards-he.png"), fullPage: true });
  });

  test("a gamer who earns K-Points in Kickstart climbs the season board and sees their own row pinned, with the gamers around them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    const id = await seasonId(page);
    await page.goto(`/leaderboards/${id}`);
    await expect(
      page.getByText("No score on this board yet. Earn K-Points during the season to climb it."),
    ).toBeVisible();
    expect(await standingOn(page, id)).toMatchObject({ rank: null, score: 0 });

    await finishKickstart(page);
    await expect
      .poll(async () => (await standingOn(page, id)).score, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(500);
    const { rank, score } = await standingOn(page, id);
    expect(rank).not.toBeNull();

    await page.goto(`/leaderboards/${id}`);
    const pinned = page.getByRole("status", { name: "Your standing" });
    await expect(pinned).toContainText(`Your rank: #${rank ?? ""}`);
    await expect(pinned).toContainText(`Score: ${score}`);
    const around = page.getByRole("table", { name: "Around you" });
    await expect(around.getByRole("rowheader", { name: /You/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a gamer who completes a quest moves up the quests board, and sees their row pinned there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    const id = await seasonId(page, "Quest Masters");
    await page.goto(`/leaderboards/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Quest Masters" })).toBeVisible();
    await expect(page.getByText("Quests completed", { exact: true })).toBeVisible();
    const before = await standingOn(page, id);
    expect(before).toMatchObject({ rank: null, score: 0 });

    await completeFirstRun(page);
    await expect.poll(async () => (await standingOn(page, id)).score, { timeout: 30_000 }).toBe(1);
    const after = await standingOn(page, id);
    expect(after.rank).not.toBeNull();
    await page.reload();
    const pinned = page.getByRole("status", { name: "Your standing" });
    await expect(pinned).toContainText(`Your rank: #${after.rank ?? ""}`);
    await expect(pinned).toContainText("Score: 1");
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const language of ["de", "hi", "he"] as const) {
    test(`the season and /pog/leaderboard fit a 390 px phone in ${language}`, LAYOUT, async ({ page }) => {
      await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInByPhone(page);
      const id = await seasonId(page);
      await page.goto(`/leaderboards/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: SEASON })).toBeVisible();
      await expect(
        page.getByRole("table", { name: messageOf(language, "leaderboards.board.ranks") }),
      ).toBeVisible();
      expect(await overflow(page), `board in ${language}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`board-${language}.png`), fullPage: true });

      await page.goto("/pog/leaderboard");
      await expect(
        page.getByRole("heading", { level: 1, name: messageOf(language, "leaderboards.pog.title") }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Global Clans Cup" })).toBeVisible();
      expect(await overflow(page), `pog board in ${language}`).toEqual([]);
      await page.getByRole("tab", { name: messageOf(language, "leaderboards.pog.myClan") }).click();
      await expect(page.getByText(messageOf(language, "leaderboards.board.noClan"))).toBeVisible();
      expect(await overflow(page), `my clan in ${language}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`pog-${language}.png`), fullPage: true });
    });
  }
});
