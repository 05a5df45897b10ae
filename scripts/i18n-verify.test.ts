import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EXPECTED_LOCALES,
  extractEnglish,
  extractionArguments,
  formatReport,
  shellWords,
  verifyLocales,
  type VerifyResult,
} from "./i18n-verify.ts";

const english = {
  "app.home.title": "Home",
  "app.games.count": "{total, plural, one {# game} other {# games}}",
  "app.wallet.balance": "You have {amount} K-Cash",
  "app.store.redeem": "Redeem <b>{item}</b> now",
  "app.brand.name": "Kleos",
  "app.error.retry": "Try again",
};

const hindi = {
  "app.home.title": "होम",
  "app.games.count": "{total, plural, one {# गेम} other {# गेम}}",
  "app.wallet.balance": "आपके पास {amount} K-Cash हैं",
  "app.store.redeem": "<b>{item}</b> अभी रिडीम करें",
  "app.brand.name": "Kleos",
  "app.error.retry": "फिर से कोशिश करें",
};

const portuguese = {
  "app.home.title": "Início",
  "app.games.count": "{total, plural, one {# jogo} other {# jogos}}",
  "app.wallet.balance": "Você tem {amount} K-Cash",
  "app.store.redeem": "Resgate <b>{item}</b> agora",
  "app.brand.name": "Kleos",
  "app.error.retry": "Tentar de novo",
};

let dir: string;

const write = (locale: string, messages: Record<string, string>) =>
  writeFileSync(join(dir, `${locale}.json`), JSON.stringify(messages, null, 2));

const verify = (): VerifyResult => verifyLocales({ localesDir: dir, expectedLocales: ["en", "hi", "pt-BR"] });

const problemsOf = (result: VerifyResult, file: string) =>
  result.reports.find((report) => report.file === file)?.problems ?? [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "kleos-i18n-verify-"));
  write("en", english);
  write("hi", hindi);
  write("pt-BR", portuguese);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("verifyLocales", () => {
  it("passes a complete, valid, translated set and summarises each locale in one line", () => {
    const result = verify();
    expect(result.reports.flatMap((report) => report.problems)).toEqual([]);
    expect(result.ok).toBe(true);
    // "Kleos" alone is a brand word: it may stay as it is and is not counted.
    expect(result.reports.find((report) => report.file === "hi.json")).toMatchObject({
      messages: 6,
      comparable: 5,
      identical: 0,
    });
    const lines = formatReport(result).split("\n");
    expect(lines.filter((line) => line.startsWith("ok "))).toHaveLength(3);
    expect(lines.at(-1)).toBe("i18n:verify passed: 3 catalogues.");
  });

  it("fails when a key is removed from a locale", () => {
    const { "app.error.retry": _removed, ...rest } = hindi;
    write("hi", rest);
    const result = verify();
    expect(result.ok).toBe(false);
    expect(problemsOf(result, "hi.json")).toEqual(["1 missing key(s): app.error.retry"]);
    expect(problemsOf(result, "pt-BR.json")).toEqual([]);
    expect(formatReport(result)).toMatch(/^FAIL hi\.json/m);
  });

  it("fails on a key unknown to en.json", () => {
    write("pt-BR", { ...portuguese, "app.old.key": "Antigo" });
    expect(problemsOf(verify(), "pt-BR.json")).toEqual(["1 key(s) unknown to en.json: app.old.key"]);
  });

  it("fails when values are copied from English", () => {
    write("pt-BR", { ...portuguese, "app.home.title": "Home", "app.error.retry": "Try again" });
    const result = verify();
    expect(result.ok).toBe(false);
    expect(problemsOf(result, "pt-BR.json")).toEqual([
      expect.stringMatching(
        /^2 of 5 messages \(40%\) are identical to English.*app\.home\.title, app\.error\.retry/,
      ),
    ]);
  });

  it("tolerates a few identical messages below the limit", () => {
    const many = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`app.list.item${i}`, `Item number ${i}`]),
    );
    write("en", { ...english, ...many });
    write("hi", { ...hindi, ...Object.fromEntries(Object.keys(many).map((key, i) => [key, `आइटम ${i}`])) });
    // 3 of 15 comparable messages (20%) left in English: at the limit, not above it.
    const translated = Object.fromEntries(Object.keys(many).map((key, i) => [key, `Item número ${i}`]));
    write("pt-BR", {
      ...portuguese,
      ...translated,
      "app.home.title": "Home",
      "app.error.retry": "Try again",
    });
    expect(problemsOf(verify(), "pt-BR.json")).toEqual([]);
  });

  it("fails on broken ICU, in a locale and in English", () => {
    write("hi", { ...hindi, "app.games.count": "{total, plural, one {# गेम}" });
    write("pt-BR", { ...portuguese, "app.home.title": "Início {" });
    const result = verify();
    expect(problemsOf(result, "hi.json")).toEqual([
      expect.stringMatching(/^app\.games\.count: not valid ICU/),
    ]);
    expect(problemsOf(result, "pt-BR.json")).toEqual([
      expect.stringMatching(/^app\.home\.title: not valid ICU/),
    ]);

    write("en", { ...english, "app.error.retry": "Try {again" });
    expect(problemsOf(verify(), "en.json")).toEqual([
      expect.stringMatching(/^app\.error\.retry: not valid ICU/),
    ]);
  });

  it("fails when a message's arguments or tags differ from English", () => {
    write("hi", {
      ...hindi,
      "app.wallet.balance": "आपके पास K-Cash हैं",
      "app.store.redeem": "{item} अभी रिडीम करें {extra}",
    });
    expect(problemsOf(verify(), "hi.json")).toEqual([
      "app.wallet.balance: arguments differ from English (lacks {amount})",
      "app.store.redeem: arguments differ from English (lacks <b>; adds {extra})",
    ]);
  });

  it("fails when a display language has no catalogue, or a catalogue is no display language", () => {
    rmSync(join(dir, "pt-BR.json"));
    write("pt", portuguese);
    const result = verify();
    expect(problemsOf(result, "pt-BR.json")).toEqual(["missing: no catalogue for display language pt-BR"]);
    expect(problemsOf(result, "pt.json")).toEqual([
      expect.stringMatching(/^not a display language's BCP 47 tag/),
    ]);
  });

  it("fails when en.json differs from a fresh extraction of the code", () => {
    const extractedEnglish = new Map(Object.entries({ ...english, "app.new.message": "New" }));
    const result = verifyLocales({
      localesDir: dir,
      expectedLocales: ["en", "hi", "pt-BR"],
      extractedEnglish,
    });
    expect(problemsOf(result, "en.json")).toEqual([expect.stringMatching(/^stale: .*app\.new\.message/)]);
    const fresh = new Map(Object.entries(english));
    expect(
      verifyLocales({ localesDir: dir, expectedLocales: ["en", "hi", "pt-BR"], extractedEnglish: fresh }).ok,
    ).toBe(true);
  });

  it("expects one catalogue per display language, named by BCP 47 tag", () => {
    expect(EXPECTED_LOCALES).toHaveLength(22);
    expect(EXPECTED_LOCALES).toEqual(
      expect.arrayContaining(["en", "hi", "pt-BR", "uk", "zh-Hans", "zh-Hant", "he"]),
    );
  });
});

describe("extractionArguments", () => {
  const script =
    'formatjs extract "src/web/**/*.{ts,tsx}" --ignore "**/*.test.*" --ignore "**/*.d.ts" --out-file locales/en.json --format simple';

  it("keeps the i18n:extract script's arguments and only redirects the output", () => {
    expect(extractionArguments(script, "/tmp/x/en.json")).toEqual([
      "extract",
      "src/web/**/*.{ts,tsx}",
      "--ignore",
      "**/*.test.*",
      "--ignore",
      "**/*.d.ts",
      "--out-file",
      "/tmp/x/en.json",
      "--format",
      "simple",
    ]);
  });

  it("refuses a script it does not understand", () => {
    expect(() => extractionArguments("formatjs extract src --format simple", "/tmp/en.json")).toThrow(
      /--out-file/,
    );
    expect(() => extractionArguments("node extract.js --out-file x", "/tmp/en.json")).toThrow(
      /formatjs extract/,
    );
  });

  it("stops at the step after the extraction", () => {
    expect(extractionArguments(`${script} && tsx scripts/i18n-domain-messages.ts`, "/tmp/x/en.json")).toEqual(
      extractionArguments(script, "/tmp/x/en.json"),
    );
  });

  it("splits quoted words as a shell would", () => {
    expect(shellWords(`a "b c" 'd e' "h\\"i"`)).toEqual(["a", "b c", "d e", 'h"i']);
  });
});

describe("extractEnglish", () => {
  it("extracts the code's messages with the i18n:extract script of package.json", () => {
    const root = join(import.meta.dirname, "..");
    const messages = extractEnglish(root);
    expect(messages.get("policies.titles.privacy")).toBe("Privacy Policy");
    expect(messages.get("app.notFound.title")).toBe("Page not found");
  });

  it("adds the domain messages the site shows, in the domain catalogue's English", () => {
    const messages = extractEnglish(join(import.meta.dirname, ".."));
    expect(messages.get("errors.VoucherOutOfStock")).toBe("This voucher is sold out");
    expect(messages.get("validation.email.invalid")).toBe("Please enter a valid e-mail");
  });
});
