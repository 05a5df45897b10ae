/**
 * The page name of a path (spec §2): its second segment — the first after the leading slash — or "Home"
 * for the root. `/games/dark-throne` → `games`, `/k-quest` → `k-quest`, `/` → `Home`. Used for the
 * document title and for analytics events.
 */
export const HOME_PAGE_NAME = "Home";

export const pageNameOf = (pathname: string): string => {
  const segment = pathname.split("?")[0]?.split("#")[0]?.split("/")[1] ?? "";
  if (segment === "" || segment === "home") return HOME_PAGE_NAME;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Spec §2: a layout flag (`header`, `footer`) hides its part when the query sets it to the text `false`. */
export const isPartHidden = (search: string, part: "header" | "footer"): boolean =>
  new URLSearchParams(search).get(part) === "false";
