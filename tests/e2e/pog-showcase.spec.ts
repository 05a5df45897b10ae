import { expect, test, type Page } from "@playwright/test";
import { overflow, seriousViolations, signInByPhone } from "./support/journeys";

/** A name no other run of this journey holds (5 to 12 letters and digits). */
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}`;

const website = { source: "website" };

/** Reserves a name and builds an active avatar through the API, as the mint flow's first two steps do. */
const showcasedCard = async (page: Page, name: string): Promise<void> => {
  const api = page.request;
  const reserved = await api.post("/api/tps/pog/mint/states", { headers: website, data: { username: name } });
  expect(reserved.status(), await reserved.text()).toBe(201);
  const chosen = await api.post("/api/tps/pog/slot/save/style", {
    headers: website,
    data: { slot: 1, category: "Adventure", character: "kai", style: "classic" },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  const generating = await api.post("/api/tps/pog/slot/avatar/generate", {
    headers: website,
    data: { slot: 1 },
  });
  expect(generating.status(), await generating.text()).toBe(202);
  // The job draws it: a budget, not a check.
  await expect
    .poll(
      async () => {
        const slots = await api.get("/api/tps/pog/slot/avatars", { headers: website });
        const body = (await slots.json()) as { slots: { slot: number; status: string }[] };
        return body.slots.find((slot) => slot.slot === 1)?.status;
      },
      { timeout: 90_000 },
    )
    .toBe("READY");
  const active = await api.post("/api/tps/pog/activate", { headers: website, data: { slot: 1 } });
  expect(active.status(), await active.text()).toBe(200);
};

test.describe("the POG showcase", () => {
  test.use({ bypassCSP: true });

  test("a gamer likes another card, shares their own, and the short link's page previews the card", async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const otherPage = await other.newPage();
    const mine = freshName("Own");
    const theirs = freshName("Fan");
    await signInByPhone(page);
    await showcasedCard(page, mine);
    await signInByPhone(otherPage);
    await showcasedCard(otherPage, theirs);
    await other.close();

    await page.goto("/pog-showcase");
    await expect(page.getByRole("heading", { level: 1, name: "POG Showcase" })).toBeVisible();
    const hottest = page.getByRole("region", { name: "Hottest POGs" });
    await hottest.getByRole("button", { name: "View all" }).click();
    const list = page.getByRole("region", { name: "Hottest POGs" });
    await expect(list.getByRole("heading", { level: 1, name: "Hottest POGs" })).toBeVisible();
    const card = list.getByRole("listitem").filter({ hasText: `${theirs}.kleos` });
    await expect(card.getByText("0 likes")).toBeVisible();
    await card.getByRole("button", { name: `Like ${theirs}.kleos` }).click();
    await expect(card.getByText("1 like", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Like ${theirs}.kleos` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await list.getByRole("button", { name: "Back to the showcase" }).click();

    await page.getByRole("button", { name: "Share my POG" }).click();
    const dialog = page.getByRole("dialog", { name: "Share POG" });
    await expect(dialog.getByText(`Share ${mine}.kleos with your friends.`)).toBeVisible();
    const shortUrl = await dialog.getByRole("textbox", { name: "Short link" }).inputValue();
    expect(shortUrl).toMatch(/\/s\/[A-Za-z0-9_-]{10}$/);
    await expect(dialog.getByRole("link", { name: /^X/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://twitter\\.com/intent/tweet\\?.*${encodeURIComponent(`${shortUrl}?utm_source=x`)}`),
    );
    for (const channel of ["telegram", "facebook", "whatsapp"])
      await expect(dialog.locator(`a[data-channel="${channel}"]`)).toHaveAttribute(
        "href",
        new RegExp(encodeURIComponent(`utm_source=${channel}`)),
      );
    await expect(dialog.getByRole("link", { name: /^More/ })).toHaveAttribute(
      "href",
      `${shortUrl}?utm_source=more`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();

    const preview = await page.request.get(new URL(shortUrl).pathname);
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    const front = `/api/users/user-names/${mine}/pog-card/front`;
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${front}">`));
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="https?://[^"]+${front}">`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta property="og:title" content="${mine}.kleos · Proof of Gamer">`);

    await page.goto(new URL(shortUrl).pathname);
    await expect(page).toHaveURL(new RegExp(`/pog-showcase\\?card=${mine}$`));
    await expect(page.getByRole("heading", { level: 1, name: "POG Showcase" })).toBeVisible();
  });

  test("a shared link's ?card= opens the showcase with that card first and marked", async ({
    page,
    browser,
    baseURL,
  }) => {
    const other = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const otherPage = await other.newPage();
    const shared = freshName("Shr");
    const newer = freshName("New");
    await signInByPhone(otherPage);
    await showcasedCard(otherPage, shared);
    // A newer card, so the shared one is not first on its own age; two likes keep it among the highlighted.
    await signInByPhone(page);
    await showcasedCard(page, newer);
    for (const liker of [otherPage, page]) {
      const liked = await liker.request.post("/api/feed/post/like", {
        headers: website,
        data: { name: shared },
      });
      expect(liked.status(), await liked.text()).toBe(200);
    }
    await other.close();

    await page.goto(`/pog-showcase?card=${shared}`);
    await expect(page.getByRole("heading", { level: 1, name: "POG Showcase" })).toBeVisible();
    const hottest = page.getByRole("region", { name: "Hottest POGs" });
    const first = hottest.getByRole("listitem").first();
    await expect(first).toContainText(`${shared}.kleos`);
    await expect(first).toHaveAttribute("aria-current", "true");
    await expect(first.getByText("Shared with you")).toBeVisible();
    await expect(hottest.locator('li[aria-current="true"]')).toHaveCount(1);
    expect(await overflow(page)).toEqual([]);
  });
});
