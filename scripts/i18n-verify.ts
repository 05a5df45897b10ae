/**
 * `npm run i18n:verify`: every display language has a catalogue in locales/ (named by its BCP 47 tag), and
 * every catalogue is complete, valid and really translated. It fails (exit 1), listing the problems per file,
 * on:
 * - a display language without a catalogue, or a catalogue that is no display language's tag;
 * - en.json being stale: it differs from a fresh `formatjs extract` of the code (the `i18n:extract` script's
 *   own arguments, read from package.json, so the two cannot drift apart) plus the domain messages the site
 *   shows (scripts/i18n-domain-messages.ts);
 * - a message that is not valid ICU;
 * - a key of en.json missing from a locale, or a key unknown to en.json;
 * - a message whose ICU arguments (and rich-text tags) differ from English's;
 * - a locale whose messages are mostly English: more than IDENTICAL_SHARE_LIMIT of the messages that have
 *   words besides brand names and placeholders are identical to English.
 * It prints a one-line summary per locale either way.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { GAME_NETWORKS } from "../src/domain/games/game-catalogue.ts";
import { DISPLAY_LANGUAGE_CODES, toBcp47 } from "../src/domain/i18n/languages.ts";
import { withDomainMessages } from "./i18n-domain-messages.ts";

export const SOURCE_LOCALE = "en";

/** Every catalogue the site needs: one per display language, named by its BCP 47 tag. */
export const EXPECTED_LOCALES: ReadonlyArray<string> = DISPLAY_LANGUAGE_CODES.map(toBcp47);

/** Above this share of identical messages a locale counts as an English copy, not a translation. */
export const IDENTICAL_SHARE_LIMIT = 0.2;

/**
 * Words that stay the same in every language (our brands, and the proper names of platforms and networks),
 * so a message made of them alone proves nothing.
 */
export const BRAND_WORDS: ReadonlyArray<string> = [
  "Kleos",
  "K-Cash",
  "KCash",
  "rKLEOS",
  "K-Points",
  "K-Quest",
  "K-Drop",
  "K-Store",
  "POG",
  "USDT",
  ...GAME_NETWORKS.filter((network) => network !== "Off-chain"),
  "Android",
  "iOS",
  "Windows",
  "Mac",
  "PC",
  "RPG",
  "MOBA",
  "MMORPG",
];

type Catalogue = ReadonlyMap<string, string>;

export type LocaleReport = {
  readonly locale: string;
  readonly file: string;
  readonly messages: number;
  /** Messages with words of their own (not only brand names and placeholders). */
  readonly comparable: number;
  readonly identical: number;
  readonly problems: ReadonlyArray<string>;
};

export type VerifyResult = {
  readonly ok: boolean;
  readonly reports: ReadonlyArray<LocaleReport>;
};

export type VerifyOptions = {
  readonly localesDir: string;
  readonly expectedLocales?: ReadonlyArray<string>;
  /** A fresh extraction of the code's messages; when given, en.json must equal it. */
  readonly extractedEnglish?: Catalogue | undefined;
  readonly identicalShareLimit?: number;
};

const MAX_LISTED = 25;

const listed = (items: ReadonlyArray<string>): string =>
  items.length <= MAX_LISTED
    ? items.join(", ")
    : `${items.slice(0, MAX_LISTED).join(", ")} and ${items.length - MAX_LISTED} more`;

/** A `--format simple` catalogue: a JSON object of id → ICU message. */
export const readCatalogue = (path: string): Catalogue => {
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("is not a JSON object of message id → message");
  }
  const entries = Object.entries(parsed);
  const notText = entries.filter(([, value]) => typeof value !== "string").map(([key]) => key);
  if (notText.length > 0) throw new Error(`has values that are not strings: ${listed(notText)}`);
  return new Map(entries.map(([key, value]) => [key, String(value)]));
};

const parseMessage = (message: string): MessageFormatElement[] | Error => {
  try {
    return parse(message);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
};

/** Argument names (and rich-text tags as `<tag>`) used anywhere in a message, nested branches included. */
export const argumentsOf = (
  elements: ReadonlyArray<MessageFormatElement>,
  into = new Set<string>(),
): Set<string> => {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`{${element.value}}`);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(`{${element.value}}`);
        for (const option of Object.values(element.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        argumentsOf(element.children, into);
        break;
      case TYPE.literal:
      case TYPE.pound:
        break;
    }
  }
  return into;
};

const literalText = (elements: ReadonlyArray<MessageFormatElement>): string =>
  elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return element.value;
        case TYPE.select:
        case TYPE.plural:
          return Object.values(element.options)
            .map((option) => literalText(option.value))
            .join(" ");
        case TYPE.tag:
          return literalText(element.children);
        default:
          return " ";
      }
    })
    .join("");

const brandPattern = new RegExp(
  BRAND_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .sort((a, b) => b.length - a.length)
    .join("|"),
  "giu",
);

/** Whether a message has words a translator would change: letters besides brand names and placeholders. */
export const isComparable = (elements: ReadonlyArray<MessageFormatElement>): boolean =>
  /\p{L}/u.test(literalText(elements).replace(brandPattern, " "));

const difference = (a: ReadonlySet<string>, b: ReadonlySet<string>): string[] =>
  [...a].filter((x) => !b.has(x));

const verifyLocale = (
  locale: string,
  file: string,
  catalogue: Catalogue,
  english: Catalogue,
  englishAsts: ReadonlyMap<string, MessageFormatElement[]>,
  identicalShareLimit: number,
): LocaleReport => {
  const problems: string[] = [];
  const missing = [...english.keys()].filter((key) => !catalogue.has(key));
  if (missing.length > 0) problems.push(`${missing.length} missing key(s): ${listed(missing)}`);
  const unknown = [...catalogue.keys()].filter((key) => !english.has(key));
  if (unknown.length > 0) problems.push(`${unknown.length} key(s) unknown to en.json: ${listed(unknown)}`);

  let comparable = 0;
  const identical: string[] = [];
  for (const [key, message] of catalogue) {
    const ast = parseMessage(message);
    if (ast instanceof Error) {
      problems.push(`${key}: not valid ICU (${ast.message}): ${JSON.stringify(message)}`);
      continue;
    }
    const englishAst = englishAsts.get(key);
    if (englishAst === undefined) continue;
    const wanted = argumentsOf(englishAst);
    const found = argumentsOf(ast);
    const lacking = difference(wanted, found);
    const extra = difference(found, wanted);
    if (lacking.length > 0 || extra.length > 0) {
      const parts = [
        ...(lacking.length > 0 ? [`lacks ${lacking.join(" ")}`] : []),
        ...(extra.length > 0 ? [`adds ${extra.join(" ")}`] : []),
      ];
      problems.push(`${key}: arguments differ from English (${parts.join("; ")})`);
    }
    if (isComparable(englishAst)) {
      comparable += 1;
      if (message.trim() === english.get(key)?.trim()) identical.push(key);
    }
  }
  if (comparable > 0 && identical.length / comparable > identicalShareLimit) {
    problems.push(
      `${identical.length} of ${comparable} messages (${Math.round((identical.length / comparable) * 100)}%) are ` +
        `identical to English, more than ${Math.round(identicalShareLimit * 100)}%: translate them (${listed(identical)})`,
    );
  }
  return { locale, file, messages: catalogue.size, comparable, identical: identical.length, problems };
};

const emptyReport = (locale: string, problem: string): LocaleReport => ({
  locale,
  file: `${locale}.json`,
  messages: 0,
  comparable: 0,
  identical: 0,
  problems: [problem],
});

/** Checks the catalogues of a folder. Pure apart from reading that folder, so tests can point it anywhere. */
export const verifyLocales = ({
  localesDir,
  expectedLocales = EXPECTED_LOCALES,
  extractedEnglish,
  identicalShareLimit = IDENTICAL_SHARE_LIMIT,
}: VerifyOptions): VerifyResult => {
  const files = existsSync(localesDir)
    ? readdirSync(localesDir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : [];
  const present = new Set(files.map((name) => name.slice(0, -".json".length)));
  const reports: LocaleReport[] = [];

  const englishFile = `${SOURCE_LOCALE}.json`;
  let english: Catalogue;
  try {
    english = readCatalogue(join(localesDir, englishFile));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reports: [emptyReport(SOURCE_LOCALE, `cannot read ${englishFile}: ${reason}`)] };
  }

  const englishProblems: string[] = [];
  const englishAsts = new Map<string, MessageFormatElement[]>();
  for (const [key, message] of english) {
    const ast = parseMessage(message);
    if (ast instanceof Error)
      englishProblems.push(`${key}: not valid ICU (${ast.message}): ${JSON.stringify(message)}`);
    else englishAsts.set(key, ast);
  }
  if (extractedEnglish !== undefined) {
    const changed = [...new Set([...english.keys(), ...extractedEnglish.keys()])]
      .filter((key) => english.get(key) !== extractedEnglish.get(key))
      .sort();
    if (changed.length > 0) {
      englishProblems.push(
        `stale: differs from the code's messages at ${listed(changed)}; run \`npm run i18n:extract\` and \`npm run gen\``,
      );
    }
  }
  reports.push({
    locale: SOURCE_LOCALE,
    file: englishFile,
    messages: english.size,
    comparable: 0,
    identical: 0,
    problems: englishProblems,
  });

  const locales = [...new Set([...expectedLocales, ...present])]
    .filter((locale) => locale !== SOURCE_LOCALE)
    .sort();
  for (const locale of locales) {
    const file = `${locale}.json`;
    if (!present.has(locale)) {
      reports.push(emptyReport(locale, `missing: no catalogue for display language ${locale}`));
      continue;
    }
    let catalogue: Catalogue;
    try {
      catalogue = readCatalogue(join(localesDir, file));
    } catch (error) {
      reports.push(
        emptyReport(locale, `cannot read: ${error instanceof Error ? error.message : String(error)}`),
      );
      continue;
    }
    const report = verifyLocale(locale, file, catalogue, english, englishAsts, identicalShareLimit);
    reports.push(
      expectedLocales.includes(locale)
        ? report
        : {
            ...report,
            problems: [
              `not a display language's BCP 47 tag (expected one of ${expectedLocales.join(", ")})`,
              ...report.problems,
            ],
          },
    );
  }
  return { ok: reports.every((report) => report.problems.length === 0), reports };
};

/** Splits an npm script into words the way a POSIX shell would for plain and quoted words. */
export const shellWords = (command: string): string[] =>
  [...command.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)].map(
    ([, double, single, bare]) => double?.replace(/\\(.)/g, "$1") ?? single ?? bare ?? "",
  );

/** The `i18n:extract` script's formatjs arguments, writing to `outFile` instead of locales/en.json. */
export const extractionArguments = (script: string, outFile: string): string[] => {
  const words = shellWords(script);
  // The formatjs command only: what follows `&&` (adding the domain messages) runs in extractEnglish.
  const end = words.indexOf("&&");
  const [command, ...args] = end === -1 ? words : words.slice(0, end);
  if (command !== "formatjs" || args[0] !== "extract") {
    throw new Error(`i18n:extract is expected to run \`formatjs extract ...\`, not: ${script}`);
  }
  const outAt = args.indexOf("--out-file");
  if (outAt === -1 || outAt + 1 >= args.length) throw new Error(`i18n:extract has no --out-file: ${script}`);
  return args.map((arg, index) => (index === outAt + 1 ? outFile : arg));
};

/**
 * Extracts the code's messages afresh with the `i18n:extract` script's own arguments, into a temporary file,
 * and adds the domain messages the site shows, as the script's second step does.
 */
export const extractEnglish = (root: string): Catalogue => {
  const manifest: unknown = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const scripts =
    typeof manifest === "object" && manifest !== null && "scripts" in manifest ? manifest.scripts : undefined;
  const script =
    typeof scripts === "object" && scripts !== null && "i18n:extract" in scripts
      ? scripts["i18n:extract"]
      : undefined;
  if (typeof script !== "string") throw new Error("package.json has no i18n:extract script");
  const scratch = mkdtempSync(join(tmpdir(), "kleos-i18n-"));
  try {
    const out = join(scratch, "en.json");
    execFileSync(join(root, "node_modules/.bin/formatjs"), extractionArguments(script, out), {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    return new Map(Object.entries(withDomainMessages(Object.fromEntries(readCatalogue(out)))));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

export const formatReport = (result: VerifyResult): string => {
  const width = Math.max(...result.reports.map((report) => report.file.length));
  const lines = result.reports.map((report) => {
    const share = report.comparable === 0 ? 0 : Math.round((report.identical / report.comparable) * 100);
    const figures =
      report.locale === SOURCE_LOCALE
        ? `${report.messages} messages (source)`
        : `${report.messages} messages, ${report.identical}/${report.comparable} identical to English (${share}%)`;
    const verdict = report.problems.length === 0 ? "ok  " : "FAIL";
    return `${verdict} ${report.file.padEnd(width)}  ${figures}`;
  });
  const failed = result.reports.filter((report) => report.problems.length > 0);
  const details = failed.map(
    (report) => `\n${report.file}:\n${report.problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
  const verdict = result.ok
    ? `\ni18n:verify passed: ${result.reports.length} catalogues.`
    : `\ni18n:verify failed: ${failed.length} of ${result.reports.length} catalogues have problems.`;
  return [...lines, ...details, verdict].join("\n");
};

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const result = verifyLocales({ localesDir: join(root, "locales"), extractedEnglish: extractEnglish(root) });
  const text = formatReport(result);
  if (result.ok) console.log(text);
  else {
    console.error(text);
    process.exitCode = 1;
  }
}
