import { expect, test, type Page } from "@playwright/test";
import {
  buyKcash,
  finishKickstart,
  freshBrazilianNumber,
  overflow,
  seriousViolations,
  signInByPhone,
} from "./support/journeys";

/** Only a focusable region (the history table's own scroller) may scroll sideways here, not the page. */
const tableScroller = "[role=region][tabindex]";

/** The K-Cash and rKLEOS part of the header's balances (K-Points is a button that opens its summary). */
const headerBalances = (page: Page) =>
  page.getByRole("banner").getByRole("group", { name: "Your balances" }).getByRole("link");

test("a guest on the money pages is asked to sign in", async ({ page }) => {
  for (const path of ["/transaction-history", "/buy-kcash", "/swap", "/currency-exchange"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to see your wallet" })).toBeVisible();
  }
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to Kleos" })).toBeVisible();
});

test.describe("a new gamer", () => {
  test.use({ bypassCSP: true });

  test("buys K-Cash through the sandbox, swaps part of it and sees both movements in the history", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);
    await page.goto("/");
    await expect(headerBalances(page)).toHaveAccessibleName("0 K-Cash, 0 rKLEOS");
    await expect(
      page.getByRole("banner").getByRole("button", { name: "0 K-Points: open your K-Points summary" }),
    ).toBeVisible();

    await buyKcash(page, "500", "Approve payment");
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("500 K-Cash has been added to your wallet.")).toBeVisible();
    await expect(headerBalances(page)).toHaveAccessibleName(/^500 K-Cash,/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-1280-purchase-paid.png" });

    await page.goto("/swap");
    await expect(page.getByRole("heading", { level: 1, name: "Swap K-Cash and USDT" })).toBeVisible();
    await page.getByRole("textbox", { name: "Amount of K-Cash" }).fill("100");
    await expect(page.getByText("You receive about 0.0885 USDT after fees")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get a quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm your swap" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("timer", { name: "Quote expires in" })).toBeVisible();
    await expect(dialog.getByText("11.5 K-Cash")).toBeVisible();
    await page.waitForTimeout(400);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-1280-swap-dialog.png" });
    // A double click sends one confirmation at most twice with one key: the swap happens once.
    await dialog.getByRole("button", { name: "Confirm swap" }).dblclick();
    await expect(page.getByText("Swapped 100 K-Cash for 0.0885 USDT")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(headerBalances(page)).toHaveAccessibleName(/^400 K-Cash,/);

    await headerBalances(page).click();
    await expect(page).toHaveURL(/\/transaction-history$/);
    const table = page.getByRole("table", { name: "Your transactions" });
    await expect(table.getByRole("row")).toHaveCount(3);
    const swapRow = table.getByRole("row").filter({ hasText: "Swap" });
    await expect(swapRow).toContainText("-100 K-Cash");
    await expect(swapRow).toContainText("+0.0885 USDT");
    const purchaseRow = table.getByRole("row").filter({ hasText: "K-Cash purchase" });
    await expect(purchaseRow).toContainText("+500 K-Cash");
    await expect(purchaseRow.getByRole("rowheader")).toHaveText(
      /^\d{2}\/[A-Z][a-z]{2}\/\d{2}, \d{2}:\d{2} (am|pm)$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-1280-history.png" });

    await purchaseRow.getByRole("button", { name: /^Details of the K-Cash purchase/ }).click();
    const detail = page.getByRole("dialog", { name: "Transaction details" });
    await expect(detail).toContainText("Completed");
    await expect(detail).toContainText("₹42.50");
    await detail.getByRole("button", { name: "Close" }).first().click();

    await page.getByRole("combobox", { name: "Type" }).selectOption({ label: "Swap" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await page.getByRole("combobox", { name: "Currency" }).selectOption({ label: "USDT" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(page).toHaveURL(/type=meta-txn/);

    // The same history read right to left, in Hebrew, on a 375 px phone.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.evaluate(() => window.localStorage.setItem("userSelectedLanguage", "he"));
    await page.goto("/transaction-history");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("table")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await overflow(page, tableScroller)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-he-375-history.png", fullPage: true });
    await page.goto("/swap");
    await expect(page.locator("main h1")).toBeVisible();
    expect(await overflow(page, tableScroller)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-he-375-swap.png", fullPage: true });
  });

  test("sees what each movement was for, with every amount whole on a phone, in German, Hindi and Hebrew", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByPhone(page);

    // The demo K-Drop anyone can finish alone: a reward named Kickstart.
    await finishKickstart(page);

    await buyKcash(page, "500", "Approve payment");
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();

    for (const language of ["de", "hi", "he"]) {
      await page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/transaction-history");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const table = page.getByRole("table");
        await expect(table.getByRole("row")).toHaveCount(3);
        const campaign = table.getByRole("link", { name: "Kickstart" });
        await expect(campaign).toHaveAttribute("href", "/gamer/k-drop/kickstart");
        await expect(
          table.getByRole("row").filter({ has: page.getByRole("link", { name: "Kickstart" }) }),
        ).toContainText("+500 K-Points");
        await expect(table.getByRole("link", { name: /42[.,]50/ })).toHaveAttribute(
          "href",
          /^\/purchase-confirmation\?paymentId=[0-9a-f-]{36}$/,
        );
        await page.waitForLoadState("networkidle");
        if (width === 375) {
          // On a phone the amounts are the table's second column: each whole, inside the window.
          const cells = table.getByRole("cell");
          await expect(cells).toHaveCount(2);
          const boxes = await cells.evaluateAll((elements) =>
            elements.map((cell) => {
              const box = cell.getBoundingClientRect();
              return {
                inside: box.left >= 0 && box.right <= window.innerWidth,
                whole: cell.scrollWidth <= cell.clientWidth,
              };
            }),
          );
          expect(boxes).toEqual([
            { inside: true, whole: true },
            { inside: true, whole: true },
          ]);
          // Nothing sticks out, not even inside the table's own scroller.
          expect(await overflow(page, "[data-scroll-x]")).toEqual([]);
        }
        await page.screenshot({
          path: `test-results/screens/wallet-${language}-${width}-history-subjects.png`,
          fullPage: true,
        });
      }
    }
  });

  test("lines up the swap form's fields and names every network whole, from 320 to 1440 px", async ({
    page,
  }) => {
    await signInByPhone(page);
    await page.goto("/");
    for (const language of ["de", "hi", "he"]) {
      await page.evaluate((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
      for (const width of [320, 375, 768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/swap");
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("main form select")).toHaveCount(2);
        const [give, amount, network] = await page.locator("main form select, main form input").all();
        if (give === undefined || amount === undefined || network === undefined)
          throw new Error("The swap form lost a field");
        await expect(network.locator("option")).toHaveCount(4);
        const giveBox = await give.boundingBox();
        const amountBox = await amount.boundingBox();
        if (giveBox === null || amountBox === null) throw new Error("The swap form's fields are not shown");
        // Side by side, the two boxes share their top and height; stacked, they share their sides.
        if (Math.abs(giveBox.y - amountBox.y) < 1) expect(giveBox.height).toBeCloseTo(amountBox.height, 0);
        else {
          expect(giveBox.x).toBeCloseTo(amountBox.x, 0);
          expect(giveBox.width).toBeCloseTo(amountBox.width, 0);
        }
        // Each network's name fits the picker's box, whichever is chosen.
        const clipped = await network.evaluate((element) => {
          const select = element as HTMLSelectElement;
          const style = getComputedStyle(select);
          const room =
            select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          const context = document.createElement("canvas").getContext("2d");
          if (context === null) return ["no canvas"];
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return [...select.options]
            .filter((option) => context.measureText(option.text).width > room)
            .map((option) => option.text);
        });
        expect(clipped).toEqual([]);
        expect(await overflow(page)).toEqual([]);
        if (width === 375 || width === 1280)
          await page.screenshot({
            path: `test-results/screens/wallet-${language}-${width}-swap-form.png`,
            fullPage: true,
          });
      }
    }
  });

  test("in Brazil, buys K-Cash with Pix in reais through the sandbox; in India, still sees rupees", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signInByPhone(page, freshBrazilianNumber());
    await page.goto("/buy-kcash");
    await expect(page.getByRole("heading", { level: 1, name: "Buy K-Cash" })).toBeVisible();
    await page.getByRole("button", { name: "1,000 K-Cash" }).click();
    // The price, in reais, before paying: 1,000 K-Cash = 1 USDT = R$5.60.
    await expect(page.getByText("You pay R$5.60")).toBeVisible();
    await expect(page.getByText(/^You pay with Pix/)).toBeVisible();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/buy-kcash\/sandbox\/[0-9a-f-]{36}$/);

    await expect(page.getByRole("heading", { level: 2, name: "Pay with Pix" })).toBeVisible();
    await expect(page.getByText("R$5.60")).toBeVisible();
    const code = page.getByRole("textbox", { name: "Pix copy-paste code" });
    // A BR Code for R$5.60 in reais (986) to the sandbox's key, closed by its CRC16.
    await expect(code).toHaveValue(
      /^000201010212.*br\.gov\.bcb\.pix.*5303986540[0-9]5\.605802BR.*6304[0-9A-F]{4}$/,
    );
    await expect(page.getByRole("button", { name: "Copy code" })).toBeEnabled();
    await expect(page.getByRole("timer")).toHaveText(/^Expires in \d\d:\d\d$/);
    expect(await overflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-375-pix-sandbox.png", fullPage: true });

    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(/\/purchase-confirmation\?paymentId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
    await expect(page.getByText("R$5.60")).toBeVisible();
    await expect(headerBalances(page)).toHaveAccessibleName(/^1,000 K-Cash,/);

    // An Indian gamer, in a browser of their own, is still priced in rupees and shown no Pix.
    const india = await browser.newPage();
    try {
      await signInByPhone(india);
      await india.goto("/buy-kcash");
      await india.getByRole("button", { name: "1,000 K-Cash" }).click();
      await expect(india.getByText("You pay ₹85.00")).toBeVisible();
      await expect(india.getByText(/^You pay with Pix/)).toHaveCount(0);
    } finally {
      await india.close();
    }
  });

  test("declines the sandbox payment and is credited nothing", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await signInByPhone(page);
    await buyKcash(page, "200", "Decline payment");
    await expect(page.getByRole("heading", { level: 1, name: "Payment declined" })).toBeVisible();
    await expect(page.getByText("No K-Cash was credited")).toBeVisible();
    await expect(headerBalances(page)).toHaveAccessibleName(/^0 K-Cash,/);
    expect(await overflow(page, tableScroller)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "test-results/screens/wallet-375-purchase-declined.png", fullPage: true });

    await page.goto("/transaction-history");
    await expect(page.getByRole("heading", { name: "No transactions yet" })).toBeVisible();
    const balance = await page.request.get("/api/wallets/balance", { headers: { source: "website" } });
    expect(((await balance.json()) as { balances: { amount: number }[] }).balances[0]?.amount).toBe(0);
  });
});
