import { expect, test } from "@playwright/test";
import { LAYOUT, overflow, seriousViolations, settle } from "./support/journeys";

test.describe("articles and videos", () => {
  // axe is injected as an inline script for the accessibility check.
  test.use({ bypassCSP: true });

  test("a guest finds the newest article on the home page and reads it, then a video", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const articles = page.getByRole("region", { name: "News and guides" });
    await expect(articles.getByRole("article")).toHaveCount(3);
    await articles.getByRole("link", { name: "Getting started with Kleos" }).click();
    await expect(page).toHaveURL(/\/article-details\/getting-started-with-kleos$/);
    await expect(page.getByRole("heading", { level: 1, name: "Getting started with Kleos" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Your first ten minutes" })).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: "Sign in with your phone number or Google." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "terms", exact: true })).toHaveAttribute(
      "href",
      "/terms-and-conditions",
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/");
    await page
      .getByRole("region", { name: "Videos" })
      .getByRole("link", { name: "Kleos in two minutes" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Kleos in two minutes" })).toBeVisible();
    await expect(page.getByTitle("Video player: Kleos in two minutes")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
    );
  });

  test("an unknown article says so and leads home", async ({ page }) => {
    await page.goto("/article-details/no-such-article");
    await expect(
      page.getByRole("heading", { level: 1, name: "This article is not available" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a crawler gets the article's Open Graph tags in the page itself", async ({ request }) => {
    const response = await request.get("/article-details/proof-of-gamer-explained?lang=hi", {
      headers: { accept: "text/html" },
    });
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="प्रूफ़ ऑफ़ गेमर, आसान शब्दों में" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  for (const language of ["hi", "de", "he"] as const)
    test(`the home sections, an article and a video fit a phone in ${language}`, LAYOUT, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await page.evaluate((code) => localStorage.setItem("userSelectedLanguage", code), language);
      await page.goto("/article-details/getting-started-with-kleos");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        language === "hi" ? "Kleos के साथ शुरुआत करें" : "Getting started with Kleos",
      );
      if (language === "he") await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await settle(page);
      expect(await overflow(page)).toEqual([]);
      await page.screenshot({ path: `test-results/article-${language}-390.png`, fullPage: true });
      await page.goto("/video-details/how-clan-chiefs-win");
      await expect(page.getByRole("heading", { level: 1, name: "How clan chiefs win" })).toBeVisible();
      await settle(page);
      expect(await overflow(page)).toEqual([]);
      await page.screenshot({ path: `test-results/video-${language}-390.png`, fullPage: true });
      await page.goto("/");
      await expect(
        page
          .getByRole("region")
          .filter({ has: page.getByRole("link", { name: /Kleos/ }) })
          .first(),
      ).toBeVisible();
      await settle(page);
      expect(await overflow(page)).toEqual([]);
      await page.screenshot({ path: `test-results/home-${language}-390.png`, fullPage: true });
    });
});
