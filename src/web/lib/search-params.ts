/**
 * Changing one parameter of the page's address (a tab, a filter, a page) in a `setSearchParams` updater: the
 * other parameters stay, and one without a value ("" or undefined) is removed, so a default reads as a clean
 * address.
 */
export const withSearchParam = (
  current: URLSearchParams,
  name: string,
  value: string | undefined,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  if (value === undefined || value === "") next.delete(name);
  else next.set(name, value);
  return next;
};

/** The same for a paged list's filter: a changed filter starts the list again at its first page (`page`). */
export const withListFilter = (
  current: URLSearchParams,
  name: string,
  value: string | undefined,
): URLSearchParams => {
  const next = withSearchParam(current, name, value);
  if (name !== "page") next.delete("page");
  return next;
};
