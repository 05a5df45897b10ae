/*
 * The footer as stored (one row per link with its English texts, translations beside) and as read: localised
 * for readers, with every translation for admins, and back from what an admin sends.
 */
import {
  englishOf,
  type LocalisedText,
  localisedText,
  othersOf,
  withEnglishFirst,
} from "@/domain/content/localised-texts";
import type { FooterLinkRow, NewFooterLink } from "@/server/db/repositories/content-repository";

export interface FooterInput {
  readonly groups: readonly {
    readonly names: readonly LocalisedText[];
    readonly links: readonly {
      readonly url: string;
      readonly external: boolean;
      readonly labels: readonly LocalisedText[];
    }[];
  }[];
}

export interface FooterGroupView {
  readonly name: string;
  readonly language: string;
  readonly links: readonly {
    readonly id: number;
    readonly label: string;
    readonly language: string;
    readonly url: string;
    readonly external: boolean;
  }[];
}

/** The links of each group (by English name), groups and links in display order. */
const grouped = (rows: readonly FooterLinkRow[]): FooterLinkRow[][] => {
  const groups = new Map<string, FooterLinkRow[]>();
  for (const row of rows) groups.set(row.groupName, [...(groups.get(row.groupName) ?? []), row]);
  return [...groups.values()];
};

/** The footer a reader of `requested` sees: each text in that language, its base language or English. */
export const localisedFooter = (
  rows: readonly FooterLinkRow[],
  requested: string | undefined,
): FooterGroupView[] =>
  grouped(rows).map((links) => {
    const groupNames = links.flatMap((link) =>
      link.translations.map(({ language, groupName }) => ({ language, text: groupName })),
    );
    const name = localisedText(links[0]?.groupName ?? "", groupNames, requested);
    return {
      name: name.text,
      language: name.language,
      links: links.map((link) => {
        const label = localisedText(
          link.label,
          link.translations.map(({ language, label: text }) => ({ language, text })),
          requested,
        );
        return {
          id: link.id,
          label: label.text,
          language: label.language,
          url: link.url,
          external: link.external,
        };
      }),
    };
  });

/** The footer as admins edit it: every group name and label with all its languages, English first. */
export const adminFooter = (rows: readonly FooterLinkRow[]): FooterInput => ({
  groups: grouped(rows).map((links) => ({
    names: withEnglishFirst(
      links[0]?.groupName ?? "",
      links.flatMap((link) =>
        link.translations.flatMap(({ language, groupName }) =>
          groupName === null ? [] : [{ language, text: groupName }],
        ),
      ),
    ),
    links: links.map((link) => ({
      url: link.url,
      external: link.external,
      labels: withEnglishFirst(
        link.label,
        link.translations.flatMap(({ language, label }) =>
          label === null ? [] : [{ language, text: label }],
        ),
      ),
    })),
  })),
});

/**
 * The rows to store for what an admin sent, or "englishMissing" when a group name or a label has no English.
 * Groups with the same English name are one group (at the first one's place); a link whose English label repeats
 * one before it in its group is left out.
 */
export const footerRows = (input: FooterInput): readonly NewFooterLink[] | "englishMissing" => {
  const groups = new Map<string, { names: Map<string, string>; links: Map<string, NewFooterLink> }>();
  for (const group of input.groups) {
    const groupName = englishOf(group.names);
    if (groupName === undefined) return "englishMissing";
    const entry = groups.get(groupName) ?? { names: new Map<string, string>(), links: new Map() };
    for (const [language, text] of othersOf(group.names))
      if (!entry.names.has(language)) entry.names.set(language, text);
    groups.set(groupName, entry);
    for (const link of group.links) {
      const label = englishOf(link.labels);
      if (label === undefined) return "englishMissing";
      if (entry.links.has(label)) continue;
      entry.links.set(label, {
        groupName,
        groupPosition: 0,
        label,
        url: link.url,
        external: link.external,
        position: 0,
        translations: [...othersOf(link.labels)].map(([language, text]) => ({
          language,
          groupName: null,
          label: text,
        })),
      });
    }
  }
  return [...groups].flatMap(([, { names, links }], groupPosition) =>
    [...links.values()].map((link, position) => {
      const languages = new Set([
        ...names.keys(),
        ...link.translations.map((translation) => translation.language),
      ]);
      return {
        ...link,
        groupPosition,
        position,
        translations: [...languages].sort().map((language) => ({
          language,
          groupName: names.get(language) ?? null,
          label: link.translations.find((translation) => translation.language === language)?.label ?? null,
        })),
      };
    }),
  );
};
