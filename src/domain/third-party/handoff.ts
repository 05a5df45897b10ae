/**
 * The third-party handoff (ARCHITECTURE: tokens never travel in URLs): a partner game gets a gamer through a
 * redirect that carries only a short-lived, single-use code, which its server trades for a token.
 */

/** How long a handoff code may be traded after it is made. */
export const HANDOFF_CODE_TTL_MS = 60_000;

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether a partner's redirect URL may be registered: https; or, where `allowLoopbackHttp` (outside
 * production), http on this machine. No credentials in it, no fragment, and no `code` parameter of its own, so
 * the one Kleos adds is the only one.
 */
export const isAllowedRedirectUrl = (
  text: string,
  options: { readonly allowLoopbackHttp: boolean },
): boolean => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  const schemeAllowed =
    url.protocol === "https:" ||
    (options.allowLoopbackHttp && url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return (
    schemeAllowed &&
    url.username === "" &&
    url.password === "" &&
    !text.includes("#") &&
    !url.searchParams.has("code")
  );
};

/** The redirect URL with the handoff code added to its query, and nothing else changed. */
export const withHandoffCode = (redirectUrl: string, code: string): string => {
  const url = new URL(redirectUrl);
  url.searchParams.append("code", code);
  return url.toString();
};
