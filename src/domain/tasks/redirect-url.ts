/**
 * The URL of a URI_REDIRECTION task: Kleos sends gamers' browsers there, so only absolute http and https URLs
 * are allowed (never `javascript:`, `data:` or a relative path). Checked when an admin writes the task and
 * again before redirecting.
 */
export const isRedirectableUrl = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
};
