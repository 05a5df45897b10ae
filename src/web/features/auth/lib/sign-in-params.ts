import { routes } from "@/web/lib/routes";

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
  return from === routes.home.path || pathname.startsWith(routes.register.path)
    ? routes.register.href()
    : routes.register.href({ returnTo: from });
};
