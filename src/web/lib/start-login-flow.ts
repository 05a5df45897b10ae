import { useLocation, useNavigate } from "react-router";

/** The query flag the site's login modal opens on (spec §2). */
export const START_LOGIN_FLOW = "startLoginFlow";

/** Opens the login modal over the current page by adding `startLoginFlow=true` to its address. */
export const useStartLoginFlow = (): (() => void) => {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const search = new URLSearchParams(location.search);
    search.set(START_LOGIN_FLOW, "true");
    void navigate({ pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash });
  };
};
