/**
 * Whether two spellings of a person's name are the same person's: the name on the PAN against the name a
 * bank holds (`name_at_bank`), or the name a gamer typed against the registered one. Banks and the tax
 * department write names differently (case, dots, honorifics, initials, word order), so the rule compares
 * words, not strings.
 */

const HONORIFICS: ReadonlySet<string> = new Set([
  "MR",
  "MRS",
  "MS",
  "MISS",
  "DR",
  "SHRI",
  "SMT",
  "KUMARI",
  "SRI",
]);

/** The words of a name: capitals, accents dropped, punctuation as spaces, honorifics left out. */
export const nameWords = (name: string): string[] =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "" && !HONORIFICS.has(word));

/**
 * Same person when, in any order, every full word of the shorter name is a word of the longer one or an
 * initial of one of its words, and at least two full words agree (one, when a name is a single word). "RAHUL K SHARMA" matches
 * "Sharma Rahul Kumar"; "RAHUL SHARMA" does not match "ROHIT SHARMA".
 */
export const namesMatch = (first: string, second: string): boolean => {
  const a = nameWords(first);
  const b = nameWords(second);
  if (a.length === 0 || b.length === 0) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const unused = [...longer];
  let fullAgreements = 0;
  const initials: string[] = [];
  for (const word of shorter) {
    if (word.length === 1) {
      initials.push(word);
      continue;
    }
    const at = unused.indexOf(word);
    if (at === -1) return false;
    unused.splice(at, 1);
    fullAgreements += 1;
  }
  for (const initial of initials) {
    const at = unused.findIndex((word) => word.startsWith(initial));
    if (at === -1) return false;
    unused.splice(at, 1);
  }
  return fullAgreements >= Math.min(2, longer.length);
};
