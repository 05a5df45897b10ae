/** The account pages (spec §2); the router's entries use the same paths. */
export const ACCOUNT_PATHS = {
  profile: "/profile",
  register: "/register",
  deleteAccount: "/delete-user-account",
  home: "/",
} as const;

/**
 * Where to go after `/register`: the `returnTo` query parameter, or the router state's `from` (set by
 * whoever sent the gamer here), when it is a path of this site (never another origin, never back to
 * `/register`); else undefined.
 */
export const returnPathOf = (params: URLSearchParams, state?: unknown): string | undefined => {
  const fromState =
    typeof state === "object" && state !== null && "from" in state && typeof state.from === "string"
      ? state.from
      : null;
  const target = params.get("returnTo") ?? fromState;
  if (target === null || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return undefined;
  const { pathname } = new URL(target, "https://kleos.invalid");
  return pathname.replace(/\/+$/, "") === ACCOUNT_PATHS.register ? undefined : target;
};
