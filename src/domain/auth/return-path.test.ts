import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { HOME_PATH, RETURN_PATH_MAX_LENGTH, safeReturnPath } from "@/domain/auth/return-path";

const SITE = "https://kleos.example";

/** Pieces of known open-redirect tricks, mixed at random with plain text below. */
const TRICKY_PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2e",
  "%2E",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%09",
  "%0a",
  "%0D",
  "%00",
  "%25",
  "%252f",
  "%c2%85",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\ud800",
  "?",
  "#",
  "@",
  ":",
  ";",
  "evil.example",
  "a",
  "https:",
  "javascript:",
  "http://evil.example",
] as const;

const trickyInput = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY_PIECES), fc.string({ maxLength: 3 })), { maxLength: 12 })
  .map((pieces) => pieces.join(""));

const anyInput = fc.oneof(
  trickyInput,
  trickyInput.map((rest) => `/${rest}`),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.webPath(),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

/** Query values a page may carry: any text but control characters and backslashes (see the rule). */
const queryValue = fc
  .string({ unit: "grapheme", maxLength: 10 })
  .filter((value) => !/[\p{Cc}\\]/u.test(value));

/** A path and query as the site's own pages make them. */
const sitePath = fc
  .tuple(
    fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 4 }),
    fc.option(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), queryValue), {
      nil: undefined,
    }),
  )
  .map(([segments, query]) => {
    const search = query === undefined ? "" : new URLSearchParams(query).toString();
    return `/${segments.join("/")}${search === "" ? "" : `?${search}`}`;
  });

describe("safeReturnPath", () => {
  test.prop([anyInput])(
    "property: whatever comes in, the result stays on the site and is never protocol-relative",
    (input) => {
      const result = safeReturnPath(input);
      const resolved = new URL(result, SITE);
      expect(resolved.origin).toBe(SITE);
      expect(resolved.pathname.startsWith("//")).toBe(false);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
      expect(result).not.toMatch(/[\p{Cc}\s\\]/u);
      expect(result.length).toBeLessThanOrEqual(RETURN_PATH_MAX_LENGTH);
    },
  );

  test.prop([anyInput])("property: a result given back comes back unchanged", (input) => {
    const result = safeReturnPath(input);
    expect(safeReturnPath(result)).toBe(result);
  });

  test.prop([sitePath])("property: a path of the site's own pages is kept as it is", (path) => {
    fc.pre(path.length <= RETURN_PATH_MAX_LENGTH);
    expect(safeReturnPath(path)).toBe(path);
  });

  test.each([
    "//evil",
    "//evil.example/steal",
    "/\\evil",
    "/.//evil",
    "/.//evil.example/steal",
    "/a/..//evil",
    "/a/..//evil.example/x",
    "/%2e%2e//evil",
    "/%2F%2Fevil",
    "/%2f%2fevil",
    "/%252F%252Fevil",
    "/%5cevil",
    "/a%5C",
    "/games?q=%5c",
    "/%09/evil",
    "/%0a/evil",
    "/games?next=%0d%0aSet-Cookie:x",
    "\\\\evil",
    "\\evil",
    "/\tevil",
    "/\t/evil",
    "/\n/evil",
    "/\r\n/evil",
    "/ /evil",
    " /games",
    "/games ",
    "/\u0000games",
    "/\u0085games",
    "/\u2028games",
    "/\ud800games",
    "https://evil",
    "https://evil.example/steal",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "?x=1",
    "#top",
    `/${"a".repeat(RETURN_PATH_MAX_LENGTH)}`,
  ])("sends %j home", (input) => {
    expect(safeReturnPath(input)).toBe(HOME_PATH);
  });

  test.each([
    [null, "/"],
    [undefined, "/"],
    ["/", "/"],
    ["/quests?tab=live", "/quests?tab=live"],
    ["/games?genre=RPG", "/games?genre=RPG"],
    ["/games?genre=Battle%20Royale", "/games?genre=Battle%20Royale"],
    ["/games?q=100%25", "/games?q=100%25"],
    ["/gamer/k-drop/kickstart", "/gamer/k-drop/kickstart"],
    ["/a/../b", "/b"],
    ["/a/./b", "/a/b"],
    ["/..", "/"],
    ["/%2e%2e/games", "/games"],
    ["/games#top", "/games"],
    ["/games?tab=mine#top", "/games?tab=mine"],
    ["/k-quest/café", "/k-quest/caf%C3%A9"],
    ["/@evil.example", "/@evil.example"],
    ["/a?", "/a"],
  ] as const)("keeps %j as %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
