import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatDate } from "@/domain/format/time-format";
import {
  codeFromDevInbox,
  freshIndianNumber,
  LAYOUT,
  overflow,
  seriousViolations,
  settle,
  signInByPhone,
} from "./support/journeys";

/** Demo clans (src/server/db/seed/demo-clans.ts): a clan to join, and one more the directory lists. */
const DEMO_CLAN = "Samba Strikers";
const OTHER_DEMO_CLAN = "Mumbai Titans";

const website = { source: "website" };

/** Whether an emblem's picture (getClanImage's PNG) has loaded: a complete image with pixels. */
const pictureLoaded = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

/** A fresh clan name within the rules (3 to 24 letters, digits and single spaces), e.g. "Raiders k3x9q2". */
const freshClanName = (): string => `Raiders ${Date.now().toString(36).slice(-6)}`;

/** A fresh site username (5 to 10 ASCII letters and digits), so the gamer is named in the members table. */
const freshUsername = (): string =>
  `c${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, "0")}`;

/** Signs a new gamer up through the dev inbox and gives them a username; answers the username. */
const signUpGamer = async (page: Page): Promise<string> => {
  await signInByPhone(page);
  const username = freshUsername();
  const named = await page.request.post("/api/users/username", { headers: website, data: { username } });
  expect(named.ok(), await named.text()).toBe(true);
  return username;
};

test.describe("clans", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest sees the directory and is asked to sign in to join", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/my-clan");
    await expect(page.getByRole("heading", { level: 1, name: "Clans" })).toBeVisible();
    const directory = page.getByRole("region", { name: "Find a clan" });
    const clans = directory.getByRole("list", { name: "Clans" });
    await expect(clans.getByRole("listitem", { name: DEMO_CLAN })).toBeVisible();
    const titans = clans.getByRole("listitem", { name: OTHER_DEMO_CLAN });
    await expect(titans.getByRole("link", { name: OTHER_DEMO_CLAN })).toBeVisible();
    await expect(titans.getByText("Chief: ArjunPlays")).toBeVisible();
    // Each clan wears the server's picture of its emblem.
    const titansEmblem = titans.getByRole("img", { name: "Emblem: Dragon" });
    await expect(titansEmblem).toHaveAttribute("src", "/api/platform-clans/images/emblem/dragon.png");
    await titansEmblem.scrollIntoViewIfNeeded();
    await expect.poll(() => pictureLoaded(titansEmblem)).toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: "Clan rules" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await directory.getByLabel("Search clans by name").fill("Samba");
    await expect(clans.getByRole("listitem")).toHaveCount(1);
    await clans.getByRole("button", { name: `Join ${DEMO_CLAN}` }).click();
    await expect(page.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();
    await expect(page).toHaveURL(/\/my-clan$/);
  });

  test("a new gamer creates a clan and leads it as its Chief; it cannot be deleted yet", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const username = await signUpGamer(page);
    const clanName = freshClanName();

    await page.goto("/clan-chief");
    await expect(page.getByRole("heading", { level: 1, name: "Create a clan" })).toBeVisible();
    // The form refuses what the name rules refuse before anything is sent.
    await page.getByLabel("Clan name").fill("ab");
    await page.getByRole("button", { name: "Create clan" }).click();
    await expect(page.getByText("The clan name must be between 3 and 24 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/clan-chief$/);

    await page.getByLabel("Clan name").fill(clanName);
    // The create form comes first: the chief onboarding below it has a country and a city of its own.
    await page.getByLabel("Country").first().selectOption("IN");
    await page.getByLabel("City").first().fill("Pune");
    await page.getByLabel("Emblem").selectOption("phoenix");
    await page.getByLabel("Banner colour").selectOption("violet");
    await page.getByLabel("Description (optional)").fill("Weekend squads from Pune.");
    await page.getByRole("button", { name: "Create clan" }).click();

    await expect(page).toHaveURL(/\/my-clan$/);
    await expect(page.getByText(`${clanName} is ready. You are its Chief.`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: clanName })).toBeVisible();
    await expect(page.getByText("You are Chief")).toBeVisible();
    await expect(page.getByText("Pune, India · 1 member")).toBeVisible();
    await expect(page.getByText("Weekend squads from Pune.")).toBeVisible();
    // The emblem picked is the server's picture of it (getClanImage), loaded.
    const emblem = page.getByRole("img", { name: "Emblem: Phoenix" });
    await expect(emblem).toHaveAttribute("src", "/api/platform-clans/images/emblem/phoenix.png");
    await expect.poll(() => pictureLoaded(emblem)).toBe(true);
    expect(await emblem.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    const members = page.getByRole("table", { name: "Members" });
    await expect(members.getByRole("row")).toHaveCount(2);
    const me = members.getByRole("row").filter({ has: page.getByRole("rowheader", { name: username }) });
    await expect(me.getByRole("cell", { name: "Chief" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Join/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Leave clan" })).toHaveCount(0);

    // The delete rule: the Chief may delete the clan only minDaysBeforeClanDelete days after creating it.
    const rules = await page.request.get("/api/platform-clans/rules", { headers: website });
    expect(rules.ok(), await rules.text()).toBe(true);
    const { minDaysBeforeClanDelete } = (await rules.json()) as { minDaysBeforeClanDelete: number };
    expect(minDaysBeforeClanDelete).toBeGreaterThan(0);
    await expect(
      page.getByText(`A Chief can delete the clan ${minDaysBeforeClanDelete} days after creating it.`),
    ).toBeVisible();
    const mine = await page.request.get("/api/platform-user-clans", { headers: website });
    expect(mine.ok(), await mine.text()).toBe(true);
    const { membership } = (await mine.json()) as { membership: { clan: { id: number } } };
    const detail = await page.request.get(`/api/platform-clans/${membership.clan.id}`, { headers: website });
    expect(detail.ok(), await detail.text()).toBe(true);
    const { deleteAllowedAt } = (await detail.json()) as { deleteAllowedAt: string };
    expect(Date.parse(deleteAllowedAt) - Date.now()).toBeGreaterThan(
      (minDaysBeforeClanDelete - 1) * 86_400_000,
    );
    // The day in the site's one date format (spec §9), as the page shows it.
    const allowedDay = formatDate(deleteAllowedAt, { locale: "en" });

    await page.getByRole("button", { name: "Delete clan" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ${clanName}?` });
    await expect(dialog.getByText("Every member leaves the clan. This cannot be undone.")).toBeVisible();
    await expect(dialog.getByText(/^You can delete this clan from .+\.$/)).toContainText(allowedDay);
    await expect(dialog.getByRole("button", { name: "Yes, delete" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: clanName })).toBeVisible();

    // The clan's own page says the same.
    await page.goto(`/clans/${membership.clan.id}`);
    await expect(page.getByRole("heading", { level: 1, name: clanName })).toBeVisible();
    await expect(page.getByText("You are Chief")).toBeVisible();
  });

  test("the clan emblems listed for the picker load as pictures; an unknown one is not found", async ({
    page,
  }) => {
    const listed = await page.request.get("/api/platform-clans/images?imageType=emblem&page=1&pageSize=12", {
      headers: website,
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const { items } = (await listed.json()) as { items: { name: string; url: string }[] };
    expect(items.length).toBeGreaterThan(0);
    for (const { url } of items) {
      const picture = await page.request.get(url);
      expect(picture.status(), url).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
    }
    const unknown = await page.request.get("/api/platform-clans/images/emblem/unicorn.png");
    expect(unknown.status()).toBe(404);
  });

  test("a new gamer joins a demo clan from the directory, then leaves it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const username = await signUpGamer(page);

    await page.goto("/my-clan");
    await expect(page.getByRole("heading", { level: 1, name: "Clans" })).toBeVisible();
    const clans = page.getByRole("region", { name: "Find a clan" }).getByRole("list", { name: "Clans" });
    const samba = clans.getByRole("listitem", { name: DEMO_CLAN });
    await expect(samba.getByText(/^\d+ members · Chief: LucasMVP$/)).toBeVisible();
    const before = Number(/^(\d+) members/.exec((await samba.getByText(/members/).textContent()) ?? "")?.[1]);
    await samba.getByRole("button", { name: `Join ${DEMO_CLAN}` }).click();

    // The directory gives way to the clan's page, and the welcome outlives the directory that asked to join.
    await expect(page.getByRole("heading", { level: 1, name: DEMO_CLAN })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText(`Welcome to ${DEMO_CLAN}!`),
    ).toBeVisible();
    await expect(page.getByText("You are Member")).toBeVisible();
    await expect(page.getByText(`São Paulo, Brazil · ${before + 1} members`)).toBeVisible();
    const members = page.getByRole("table", { name: "Members" });
    await expect(members.getByRole("row")).toHaveCount(before + 2);
    const chief = members.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "LucasMVP" }) });
    await expect(chief.getByRole("cell", { name: "Chief" })).toBeVisible();
    const me = members.getByRole("row").filter({ has: page.getByRole("rowheader", { name: username }) });
    await expect(me.getByRole("cell", { name: "Member" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete clan" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The same clan on a reload: the membership is the server's, not the page's.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: DEMO_CLAN })).toBeVisible();

    await page.getByRole("button", { name: "Leave clan" }).click();
    const dialog = page.getByRole("dialog", { name: `Leave ${DEMO_CLAN}?` });
    await expect(dialog.getByText(/^After leaving a clan you can join another/)).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("You are Member")).toBeVisible();

    await page.getByRole("button", { name: "Leave clan" }).click();
    await dialog.getByRole("button", { name: "Yes, leave" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Clans" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText(`You left ${DEMO_CLAN}.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-clan$/);
    await expect(
      clans.getByRole("listitem", { name: DEMO_CLAN }).getByText(`${before} members · Chief: LucasMVP`),
    ).toBeVisible();
  });

  test("a member copies the clan's invite link; a guest who follows it signs in and joins", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpGamer(page);
    await page.goto("/my-clan");
    const clans = page.getByRole("region", { name: "Find a clan" }).getByRole("list", { name: "Clans" });
    await clans
      .getByRole("listitem", { name: OTHER_DEMO_CLAN })
      .getByRole("button", { name: /^Join/ })
      .click();
    await expect(page.getByText("You are Member")).toBeVisible();
    // Headless Chromium has no share sheet here: the link is copied, and the page says so.
    await page.getByRole("button", { name: "Invite friends" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Invite link copied"),
    ).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/clans\/\d+\?invite=1&utm_source=more$/);

    const guest = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await guest.goto(link);
    await expect(
      guest.getByRole("heading", { level: 2, name: `You were invited to ${OTHER_DEMO_CLAN}` }),
    ).toBeVisible();
    await settle(guest);
    expect(await overflow(guest)).toEqual([]);
    await guest.getByRole("button", { name: "Sign in to join" }).click();
    await expect(guest.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();
    await signUpGamer(guest);
    await guest.goto(link);
    await guest.getByRole("button", { name: `Join ${OTHER_DEMO_CLAN}` }).click();
    await expect(guest.getByText("You are Member")).toBeVisible();
    await expect(guest.getByRole("heading", { name: /You were invited/ })).toHaveCount(0);
    await guest.close();
  });

  for (const language of ["de", "he"] as const)
    test(`an invite fits a phone and a desktop in ${language}`, LAYOUT, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/");
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      const titans = await page.request.get("/api/platform-clans?search=Mumbai", { headers: website });
      const { items } = (await titans.json()) as { items: { id: number }[] };
      await page.goto(`/clans/${items[0]?.id ?? 0}?invite=1`);
      const banner = page
        .getByRole("region")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .first();
      await expect(page.getByRole("heading", { level: 1, name: OTHER_DEMO_CLAN })).toBeVisible();
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await settle(page);
        expect(await overflow(page)).toEqual([]);
        await page.screenshot({ path: `test-results/clan-invite-${language}-${width}.png` });
      }
      await expect(banner).toBeVisible();
    });

  test("the clan directory and a clan page fit a 375 px phone", LAYOUT, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/my-clan");
    await expect(
      page.getByRole("list", { name: "Clans" }).getByRole("listitem", { name: OTHER_DEMO_CLAN }),
    ).toBeVisible();
    await settle(page);
    expect(await overflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: OTHER_DEMO_CLAN }).click();
    await expect(page).toHaveURL(/\/clans\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: OTHER_DEMO_CLAN })).toBeVisible();
    await expect(page.getByRole("table", { name: "Members" }).getByRole("row")).not.toHaveCount(0);
    await settle(page);
    expect(await overflow(page)).toEqual([]);
  });

  test("a clan chief verifies their phone by a code and saves their details", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await signUpGamer(page);
    await page.goto("/clan-chief");
    const onboarding = page.getByRole("heading", { level: 2, name: "Clan chief onboarding" });
    await expect(onboarding).toBeVisible();
    const phoneNumber = freshIndianNumber();
    const sentAfter = Date.now();
    await page.getByRole("textbox", { name: "Your mobile number" }).fill(phoneNumber.slice(3));
    await page.getByRole("button", { name: "Send code" }).click();
    const code = await codeFromDevInbox(page, phoneNumber, sentAfter - 1000);
    await page.getByRole("group", { name: "Code" }).getByRole("textbox").first().click();
    await page.keyboard.type(code);
    await expect(page.getByText(`Verified: ${phoneNumber}`)).toBeVisible();

    await page.getByRole("textbox", { name: "E-mail" }).fill("chief@example.com");
    await page.getByRole("textbox", { name: "Your city" }).fill("Pune");
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("textbox", { name: "College name" })).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: "College name" }).fill("IIT Bombay");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your clan chief details are saved")).toBeVisible();
    const saved = await page.request.get("/api/platform-clans/clan-chief", { headers: website });
    expect(await saved.json()).toMatchObject({
      email: "chief@example.com",
      chiefCity: "Pune",
      phoneNumber,
      isCollageName: "Yes",
      collegeName: "IIT Bombay",
    });
    await settle(page);
    expect(await overflow(page)).toEqual([]);
  });
});
