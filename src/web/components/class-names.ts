/** Joins the class names that are set: `classNames(styles.root, isOpen && styles.open, className)`. */
export const classNames = (...names: ReadonlyArray<string | false | null | undefined>): string =>
  names.filter((name): name is string => typeof name === "string" && name !== "").join(" ");
