/** The pages sign-in sends people to; the router's entries use the same paths. */
export const AUTH_PATHS = {
  home: "/",
  register: "/register",
  profile: "/profile",
  devInbox: "/dev-inbox",
} as const;

/** Query parameters that start or finish a sign-in (spec §2, §4); a page to come back to drops them. */
export const SIGN_IN_PARAMS = ["startLoginFlow", "login", "method", "code", "qr_ref_id"] as const;

/** `pathname` and `search` without the sign-in parameters. */
export const withoutSignInParams = (pathname: string, search: string): string => {
  const params = new URLSearchParams(search);
  for (const name of SIGN_IN_PARAMS) params.delete(name);
  const query = params.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
};

/** `/register`, coming back to `pathname` (and its query) afterwards unless that is the home page. */
export const registerPathFrom = (pathname: string, search = ""): string => {
  const from = withoutSignInParams(pathname, search);
  return from === AUTH_PATHS.home || pathname.startsWith(AUTH_PATHS.register)
    ? AUTH_PATHS.register
    : `${AUTH_PATHS.register}?${new URLSearchParams({ returnTo: from }).toString()}`;
};
