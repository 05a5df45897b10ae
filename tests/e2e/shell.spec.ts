import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Opens a page with a display language already chosen, as a returning gamer would. */
const openIn = async (page: Page, language: string, path: string) => {
  await page.addInitScript((code) => window.localStorage.setItem("userSelectedLanguage", code), language);
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
};

const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || style.visibility === "hidden" || style.position === "fixed") return false;
        return box.right > width + 1 || box.left < -1;
      })
      .filter((element) => !element.closest("[data-scroll-x]"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  });

const languages = [
  { code: "en", lang: "en", dir: "ltr", games: "Games" },
  { code: "hi", lang: "hi", dir: "ltr", games: "गेम्स" },
  { code: "pt-BR", lang: "pt-BR", dir: "ltr", games: "Jogos" },
  { code: "he", lang: "he", dir: "rtl", games: "משחקים" },
] as const;

for (const language of languages) {
  for (const width of [375, 1280]) {
    test(`${language.code} at ${width} px reads ${language.dir} and nothing overflows`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/games"]) {
        await openIn(page, language.code, path);
        await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
        expect(await overflow(page), `${path} overflows`).toEqual([]);
        const name = path === "/" ? "home" : "games";
        await page.screenshot({
          path: `test-results/screens/${language.code}-${width}-${name}.png`,
          fullPage: false,
        });
      }
      await expect(page.getByRole("heading", { level: 1, name: language.games })).toBeVisible();
    });
  }
}

test.describe("accessibility", () => {
  // axe is injected as a script: the site's own CSP (script-src 'self') rightly refuses it.
  test.use({ bypassCSP: true });
  for (const path of ["/", "/games", "/games/dark-throne", "/privacy-policy", "/no-such-page"]) {
    test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
      await openIn(page, "en", path);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: () => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run();
        return result.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          count: violation.nodes.length,
        }));
      });
      expect(
        violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
      ).toEqual([]);
    });
  }
});
