/**
 * Where a gamer may be sent back to after signing in (ARCHITECTURE: every redirect stays on the site's own
 * origin). The server stores and redirects to it, and the site navigates to it, so one rule serves both: a
 * path of this site, rebuilt from its parsed form, or home when it is anything else.
 *
 * Unsafe, and so home:
 * - anything not starting with one `/` followed by a character other than `/` or `\` (or exactly `/`);
 * - control characters (C0, DEL, C1), whitespace or backslashes anywhere;
 * - percent-encodings that decode (once or more) to a control character or a backslash (`%09`, `%0a`, `%5c`),
 *   or to a path holding `//` (`/%2F%2Fevil`), or that are nested deeper than `DECODE_ROUNDS` looks;
 * - a path that leaves the site's origin once resolved, or whose resolved form starts with `//` or `/\`
 *   (dot segments: `/.//evil` and `/a/..//evil` resolve to `//evil`, a protocol-relative address);
 * - anything longer than `RETURN_PATH_MAX_LENGTH`, before or after normalising.
 *
 * Safe: its resolved path and query, normalised (dot segments resolved, non-ASCII percent-encoded). The
 * fragment is dropped: the server puts its own query after the path, and no page keeps state in a fragment.
 */

/** The longest return path kept, before and after normalising (the contract's `returnTo` maxLength). */
export const RETURN_PATH_MAX_LENGTH = 512;

/** Where a gamer goes when no return path, or an unsafe one, was given. */
export const HOME_PATH = "/";

// Any origin would do: only whether resolving against it keeps it matters (`.invalid` never resolves).
const PROBE_ORIGIN = "https://kleos.invalid";

/** Never in a return path as typed: control characters (C0, DEL, C1), whitespace and backslashes. */
const FORBIDDEN_RAW = /[\p{Cc}\s\\]/u;
/** Never in a percent-decoded form of it: control characters and backslashes. */
const FORBIDDEN_DECODED = /[\p{Cc}\\]/u;
/** Lone UTF-16 surrogates, which no real text holds and which URL parsing would silently replace. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Layers of percent-encoding looked through (`%252F` is `%2F` once decoded and `/` twice); more is unsafe. */
const DECODE_ROUNDS = 4;

/**
 * `text` with its percent-encodings decoded as any lenient decoder would: valid UTF-8 as text, and the bytes
 * of a malformed run one by one (so `%2F` still becomes `/`, and a stray C1 byte a C1 control). A `%` that
 * starts no encoding stays.
 */
const decodeOnce = (text: string): string =>
  text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });

/** `text` and its successive decodings, or undefined when they do not settle within `DECODE_ROUNDS`. */
const decodings = (text: string): readonly string[] | undefined => {
  const forms = [text];
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const current = forms[forms.length - 1] ?? text;
    const next = decodeOnce(current);
    if (next === current) return forms;
    forms.push(next);
  }
  return undefined;
};

/** Whether `text` is a path of this site before resolving: its shape and every decoded form of it. */
const looksSafe = (text: string): boolean => {
  if (text.length > RETURN_PATH_MAX_LENGTH) return false;
  if (!text.startsWith("/") || text.startsWith("//")) return false;
  if (FORBIDDEN_RAW.test(text) || LONE_SURROGATE.test(text)) return false;
  const forms = decodings(text);
  if (forms === undefined || forms.some((form) => FORBIDDEN_DECODED.test(form))) return false;
  const queryAt = text.indexOf("?");
  const pathForms = decodings(queryAt === -1 ? text : text.slice(0, queryAt));
  return pathForms !== undefined && !pathForms.some((form) => form.includes("//"));
};

/**
 * The same-site path (and query) to send a gamer back to, normalised; `HOME_PATH` when `input` is missing or
 * unsafe. Idempotent: a result given back returns unchanged.
 */
export const safeReturnPath = (input: string | null | undefined): string => {
  if (input === null || input === undefined) return HOME_PATH;
  const fragmentAt = input.indexOf("#");
  const text = fragmentAt === -1 ? input : input.slice(0, fragmentAt);
  if (text === HOME_PATH || !looksSafe(text)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(text, PROBE_ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  const result = `${url.pathname}${url.search}`;
  if (result.startsWith("//") || result.startsWith("/\\")) return HOME_PATH;
  return looksSafe(result) ? result : HOME_PATH;
};
