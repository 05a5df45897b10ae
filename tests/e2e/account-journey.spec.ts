/**
 * Issue 5's journey, as a new user does it on a fresh machine: sign up by phone with the code from the dev
 * inbox, pick a username, add an e-mail address, log out, sign back in by e-mail code (the same account), and
 * link a wallet on the profile.
 */
import { expect, test } from "@playwright/test";
import { codeFromDevInbox, freshNationalNumber, injectTestWallet, openLogin } from "./support/journeys";

test("sign up by phone, pick a username, log out, sign in by e-mail code, link a wallet", async ({
  page,
}) => {
  const national = freshNationalNumber();
  const email = `gamer${national}@example.com`;
  const username = `k${national.slice(-8)}`;
  const wallet = await injectTestWallet(page, "0x89");

  // 1. Sign up by phone.
  await page.goto("/");
  let dialog = await openLogin(page);
  await dialog.getByRole("textbox", { name: "Mobile number" }).fill(national);
  let sentAt = Date.now() - 1000;
  await dialog.getByRole("button", { name: "Send code" }).click();
  const codeDialog = page.getByRole("dialog", { name: "Enter your code" });
  await codeDialog
    .getByRole("textbox", { name: "Digit 1 of 6" })
    .fill(await codeFromDevInbox(page, `+91${national}`, sentAt));

  // 2. Pick a username.
  await expect(page).toHaveURL(/\/register/);
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await expect(page.getByText(`${username} is available`)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(username) })).toBeVisible();

  // 3. Add and verify an e-mail address on the profile, so the account can be reached by e-mail.
  const emailForm = page.locator("form").filter({ has: page.getByRole("textbox", { name: "E-mail" }) });
  await emailForm.getByRole("textbox", { name: "E-mail" }).fill(email);
  sentAt = Date.now() - 1000;
  await emailForm.getByRole("button", { name: "Send code" }).click();
  const verifyDialog = page.getByRole("dialog", { name: "Verify your e-mail" });
  await verifyDialog
    .getByRole("textbox", { name: "Digit 1 of 6" })
    .fill(await codeFromDevInbox(page, email, sentAt));
  await expect(page.getByText("Your e-mail is verified")).toBeVisible();

  // 4. Log out.
  await page
    .getByRole("banner")
    .getByRole("button", { name: / account menu$/ })
    .click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("dialog", { name: "Log out?" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();

  // 5. Sign back in by e-mail code: the same account, so no /register this time.
  dialog = await openLogin(page);
  await dialog.getByRole("tab", { name: "E-mail" }).click();
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  sentAt = Date.now() - 1000;
  await dialog.getByRole("button", { name: "Send code" }).click();
  await page
    .getByRole("dialog", { name: "Enter your code" })
    .getByRole("textbox", { name: "Digit 1 of 6" })
    .fill(await codeFromDevInbox(page, email, sentAt));
  await expect(page.getByRole("banner").getByRole("button", { name: new RegExp(username) })).toBeVisible();
  await expect(page).not.toHaveURL(/\/register/);

  // 6. Link a wallet on the profile.
  await page.goto("/profile");
  await page.getByRole("button", { name: "Link a wallet" }).click();
  // The page's only wallet is the legacy window.ethereum: the picker names it "Browser wallet".
  await page
    .getByRole("dialog", { name: "Connect a wallet" })
    .getByRole("button", { name: "Browser wallet" })
    .click();
  await expect(page.getByRole("dialog", { name: "Wallet linked" })).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(wallet.address, { exact: false })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/account-journey-profile-1280.png", fullPage: true });
});
