import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from "@/domain/constants/session-cookies";
import {
  codeFromDevInbox,
  freshNationalNumber,
  injectTestWallet,
  LAYOUT,
  openLogin,
  overflow,
  sendPhoneCode,
  seriousViolations,
  settle,
} from "./support/journeys";

const signInWithWallet = async (page: Page) => {
  await page.goto("/");
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Ethereum wallet" }).click();
  await expect(page).toHaveURL(/\/register/);
};

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);

test("a new gamer signs up by phone with the code from the dev inbox and lands on /register", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const dialog = await openLogin(page);
    await settle(page);
    await page.screenshot({ path: `test-results/screens/sign-in-${width}-modal.png` });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }

  const national = freshNationalNumber();
  const dialog = await openLogin(page);
  await expect(dialog.getByRole("combobox", { name: "Country and dial code" })).toHaveValue("IN");
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(national);
  await dialog.getByRole("button", { name: "Send code" }).click();

  const codeDialog = page.getByRole("dialog", { name: "Enter your code" });
  await expect(codeDialog).toBeVisible();
  await expect(codeDialog.getByRole("link", { name: /Open the dev inbox/ })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: "test-results/screens/sign-in-1280-code.png" });

  const code = await codeFromDevInbox(page, `+91${national}`);
  const wrong = code === "000000" ? "111111" : "000000";
  await codeDialog.getByRole("textbox", { name: "Digit 1 of 6" }).fill(wrong);
  await expect(codeDialog.getByText(/The code is not correct\. 4 attempts left\./)).toBeVisible();

  await codeDialog.getByRole("textbox", { name: "Digit 1 of 6" }).fill(code);
  await expect(page).toHaveURL(/\/register/);
  await expect(codeDialog).toBeHidden();
  expect(await cookieNames(page.context())).toEqual(
    expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE]),
  );
  expect(await page.evaluate(() => window.localStorage.getItem("login_method"))).toMatch(/^(whatsapp|sms)$/);
  expect(await page.evaluate(() => window.localStorage.getItem("userId"))).toMatch(/^[0-9a-f-]{36}$/);
});

test("the login modal reads right to left in Hebrew and fits a 375 px phone", LAYOUT, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem("userSelectedLanguage", "he"));
  await page.goto("/?startLoginFlow=true");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await settle(page);
  const overflowing = await dialog.evaluate((panel) => {
    const width = document.documentElement.clientWidth;
    return [...panel.querySelectorAll("*")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => element.tagName.toLowerCase());
  });
  expect(overflowing).toEqual([]);
  await page.screenshot({ path: "test-results/screens/sign-in-he-375-modal.png" });
});

test(
  "the wallet sign-in's transaction-sign modal reads right to left in Hebrew and fits a 390 px phone",
  LAYOUT,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => window.localStorage.setItem("userSelectedLanguage", "he"));
    const { approve, approved } = approval();
    const wallet = await injectTestWallet(page, "0x1", { beforeSigning: () => approved });
    await page.goto("/?startLoginFlow=true");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("dialog").getByRole("button", { name: "ארנק Ethereum" }).click();
    const signModal = page.getByRole("dialog", { name: "חתמו בארנק שלכם" });
    await expect(signModal.getByText(wallet.address, { exact: true })).toBeVisible();
    // The message to sign reads left to right, whole, and wraps within the phone's width.
    const message = signModal.getByRole("region", { name: "ההודעה לחתימה" });
    await expect(message).toContainText("wants you to sign in with your Ethereum account:");
    await expect(message).toHaveAttribute("dir", "ltr");
    await settle(page);
    expect(await overflow(page)).toEqual([]);
    expect(await fitsSideways(message)).toBe(true);
    await page.screenshot({ path: "test-results/screens/sign-in-he-390-transaction-sign.png" });
    approve();
    await expect(page).toHaveURL(/\/register/);
  },
);

test("the dev inbox lists the codes, newest first", async ({ page }) => {
  const national = freshNationalNumber();
  expect((await sendPhoneCode(page, `+91${national}`)).status()).toBe(201);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dev-inbox");
    await expect(page.getByRole("heading", { name: "Dev inbox", level: 1 })).toBeVisible();
    const messages = page.getByRole("list", { name: "Messages, newest first" });
    await expect(messages.getByText(`+91${national}`).first()).toBeVisible();
    await page.screenshot({ path: `test-results/screens/dev-inbox-${width}.png` });
  }
});

/**
 * The element lies inside the viewport's width and needs no sideways scrolling of its own (a scroller of its own
 * is left out of `overflow`, so its width is checked here).
 */
const fitsSideways = (element: Locator) =>
  element.evaluate((box) => {
    const { left, right } = box.getBoundingClientRect();
    return left >= 0 && right <= document.documentElement.clientWidth && box.scrollWidth <= box.clientWidth;
  });

/** A promise the test settles when the person would approve in the wallet. */
const approval = () => {
  let approve: () => void = () => undefined;
  const approved = new Promise<void>((resolve) => {
    approve = resolve;
  });
  return { approve, approved };
};

test("a gamer signs in with an injected wallet", async ({ page }) => {
  const { approve, approved } = approval();
  const wallet = await injectTestWallet(page, "0x1", { beforeSigning: () => approved });
  await page.goto("/");
  const dialog = await openLogin(page);
  await dialog.getByRole("button", { name: "Ethereum wallet" }).click();
  // While the wallet asks for the signature, the transaction-sign modal says what and with which address.
  const signModal = page.getByRole("dialog", { name: "Sign in your wallet" });
  await expect(signModal).toBeVisible();
  await expect(signModal).toContainText("signs you in to Kleos with this address");
  await expect(signModal.getByText(wallet.address, { exact: true })).toBeVisible();
  // The very message the wallet is asked to sign, which names the address too.
  const message = signModal.getByRole("region", { name: "Message to sign" });
  await expect(message).toContainText(`wants you to sign in with your Ethereum account:\n${wallet.address}`);
  await expect(signModal).toContainText("Signing costs nothing and sends no transaction");
  approve();
  await expect(page).toHaveURL(/\/register/);
  await expect(signModal).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem("login_method"))).toBe("evm");
  await page.goto("/");
  const menu = page.getByRole("button", { name: / account menu$/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole("link", { name: "Profile" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/profile-menu-1280.png" });
  await page.getByRole("button", { name: "Log out" }).click();
  const confirm = page.getByRole("dialog", { name: "Log out?" });
  await confirm.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await cookieNames(page.context())).not.toContain(SESSION_HINT_COOKIE);
});

test("a stale access token is refreshed and the call retried", async ({ page, context }) => {
  await injectTestWallet(page);
  await signInWithWallet(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: / account menu$/ })).toBeVisible();
  const before = (await context.cookies()).find((cookie) => cookie.name === ACCESS_COOKIE)?.value;

  await context.clearCookies({ name: ACCESS_COOKIE });
  const refreshed = page.waitForResponse((response) =>
    response.url().endsWith("/api/authentication/token/refresh"),
  );
  const profile = page.waitForResponse(
    (response) => response.url().endsWith("/api/users/me/profile") && response.status() === 200,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(201);
  await profile;
  await expect(page.getByRole("button", { name: / account menu$/ })).toBeVisible();
  const after = (await context.cookies()).find((cookie) => cookie.name === ACCESS_COOKIE)?.value;
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
});

test("a session that cannot be refreshed is logged out to home", async ({ page, context }) => {
  await injectTestWallet(page);
  await signInWithWallet(page);
  await page.goto("/games");
  await expect(page.getByRole("button", { name: / account menu$/ })).toBeVisible();

  await context.clearCookies({ name: ACCESS_COOKIE });
  await context.clearCookies({ name: REFRESH_COOKIE });
  expect(await cookieNames(context)).toContain(SESSION_HINT_COOKIE);
  const refused = page.waitForResponse((response) =>
    response.url().endsWith("/api/authentication/token/refresh"),
  );
  await page.reload();
  expect((await refused).status()).toBe(400);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("userId"))).toBeNull();
  expect(await cookieNames(context)).not.toContain(SESSION_HINT_COOKIE);
});

test.describe("accessibility", LAYOUT, () => {
  // axe is injected as a script: the site's own CSP (script-src 'self') rightly refuses it.
  test.use({ bypassCSP: true });

  test("the login modal, its code step and the dev inbox have no serious or critical violation", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openLogin(page);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole("textbox", { name: "Mobile number" }).fill(freshNationalNumber());
    await dialog.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("dialog", { name: "Enter your code" })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/dev-inbox");
    await expect(page.getByRole("list", { name: "Messages, newest first" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the transaction-sign modal, with the message to sign, has no serious or critical violation", async ({
    page,
  }) => {
    const { approve, approved } = approval();
    await injectTestWallet(page, "0x1", { beforeSigning: () => approved });
    await page.goto("/");
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Ethereum wallet" }).click();
    const signModal = page.getByRole("dialog", { name: "Sign in your wallet" });
    await expect(signModal.getByRole("region", { name: "Message to sign" })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    approve();
    await expect(page).toHaveURL(/\/register/);
  });

  test("the profile menu and the logout confirmation have no serious or critical violation", async ({
    page,
  }) => {
    await injectTestWallet(page);
    await signInWithWallet(page);
    await page.goto("/");
    await page.getByRole("button", { name: / account menu$/ }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("dialog", { name: "Log out?" })).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
