import { expect, test, type Page } from "@playwright/test";
import { LAYOUT, overflow, seriousViolations } from "./support/journeys";

/** Opens a page with a display language already chosen, as a returning gamer would. */
const openIn = async (page: Page, language: string, path: string) => {
  await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState("networkidle");
};

const languages = [
  { code: "en", lang: "en", dir: "ltr", games: "Games" },
  { code: "hi", lang: "hi", dir: "ltr", games: "गेम्स" },
  { code: "pt-BR", lang: "pt-BR", dir: "ltr", games: "Jogos" },
  { code: "he", lang: "he", dir: "rtl", games: "משחקים" },
] as const;

for (const language of languages) {
  for (const width of [375, 1280]) {
    test(
      `${language.code} at ${width} px reads ${language.dir} and nothing overflows`,
      LAYOUT,
      async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/", "/games", "/my-clan", "/pog", "/k-store", "/tournaments"]) {
          await openIn(page, language.code, path);
          await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
          await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
          expect(await overflow(page, "[data-scroll-x]"), `${path} overflows`).toEqual([]);
          if (path === "/games")
            await expect(page.getByRole("heading", { level: 1, name: language.games })).toBeVisible();
          const name = path === "/" ? "home" : path.slice(1);
          await page.screenshot({
            path: `test-results/screens/${language.code}-${width}-${name}.png`,
            fullPage: false,
          });
        }
      },
    );
  }
}

test.describe("accessibility", LAYOUT, () => {
  // axe is injected as a script: the site's own CSP (script-src 'self') rightly refuses it.
  test.use({ bypassCSP: true });
  for (const path of [
    "/",
    "/games",
    "/games/dark-throne",
    "/k-quest",
    "/gamer/k-drop",
    "/my-clan",
    "/clan-chief",
    "/pog",
    "/my-pog",
    "/k-store",
    "/tournaments",
    "/privacy-policy",
    "/no-such-page",
  ]) {
    test(`${path} has no serious or critical accessibility violation`, LAYOUT, async ({ page }) => {
      await openIn(page, "en", path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
