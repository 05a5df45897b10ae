import { TEXT_TRUNCATE_LENGTH } from "@/domain/constants/limits";

export const ELLIPSIS = "...";

/**
 * Text longer than 30 characters is cut to 30 and ends with "..." (spec §9). Characters are grapheme
 * clusters, so an emoji or a Devanagari syllable is never split in half.
 */
export const truncateText = (text: string, maxLength: number = TEXT_TRUNCATE_LENGTH): string => {
  const limit = Math.max(0, Math.floor(maxLength));
  const graphemes = Array.from(
    new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text),
    (s) => s.segment,
  );
  return graphemes.length > limit ? graphemes.slice(0, limit).join("") + ELLIPSIS : text;
};
