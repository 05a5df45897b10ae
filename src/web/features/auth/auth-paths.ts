/** The pages sign-in sends people to; the router's entries use the same paths. */
export const AUTH_PATHS = {
  home: "/",
  register: "/register",
  profile: "/profile",
  devInbox: "/dev-inbox",
} as const;

/** `/register`, coming back to `from` afterwards unless that is the home page. */
export const registerPathFrom = (from: string): string =>
  from === AUTH_PATHS.home || from.startsWith(AUTH_PATHS.register)
    ? AUTH_PATHS.register
    : `${AUTH_PATHS.register}?${new URLSearchParams({ returnTo: from }).toString()}`;
