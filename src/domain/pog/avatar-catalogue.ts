/*
 * What a POG avatar is made of (spec §2 "Create avatar", §3 avatar categories): a category, one of its
 * characters, one of the character's styles, and optionally a selfie. Character names are proper names (not
 * translated); each character is drawn from one art set (`art`, a DiceBear style on the server). Styles are
 * palettes: the background behind the character and the tint of the selfie's face.
 */

export const AVATAR_CATEGORIES = ["Adventure", "Fantasy", "Action", "Toon", "Sci-Fi", "Horror"] as const;
export type AvatarCategory = (typeof AVATAR_CATEGORIES)[number];

export interface AvatarCharacter {
  readonly id: string;
  readonly name: string;
  readonly category: AvatarCategory;
  /** The art set the character is drawn from (a DiceBear 9 style name). */
  readonly art: string;
}

export interface AvatarStyle {
  readonly id: string;
  /** Background colours, hex without `#`. */
  readonly backgrounds: readonly string[];
  /** The colour the selfie's face is tinted with, hex without `#`. */
  readonly tint: string;
}

export const AVATAR_CHARACTERS: readonly AvatarCharacter[] = [
  { id: "kai", name: "Kai", category: "Adventure", art: "adventurer" },
  { id: "mira", name: "Mira", category: "Adventure", art: "micah" },
  { id: "tao", name: "Tao", category: "Adventure", art: "openPeeps" },
  { id: "elowen", name: "Elowen", category: "Fantasy", art: "lorelei" },
  { id: "orin", name: "Orin", category: "Fantasy", art: "notionists" },
  { id: "sylph", name: "Sylph", category: "Fantasy", art: "bigEars" },
  { id: "rex", name: "Rex", category: "Action", art: "avataaars" },
  { id: "nova", name: "Nova", category: "Action", art: "personas" },
  { id: "blaze", name: "Blaze", category: "Action", art: "dylan" },
  { id: "pip", name: "Pip", category: "Toon", art: "toonHead" },
  { id: "bo", name: "Bo", category: "Toon", art: "bigSmile" },
  { id: "dot", name: "Dot", category: "Toon", art: "funEmoji" },
  { id: "unit-7", name: "Unit-7", category: "Sci-Fi", art: "bottts" },
  { id: "vega", name: "Vega", category: "Sci-Fi", art: "pixelArt" },
  { id: "ion", name: "Ion", category: "Sci-Fi", art: "miniavs" },
  { id: "grim", name: "Grim", category: "Horror", art: "croodles" },
  { id: "hollow", name: "Hollow", category: "Horror", art: "thumbs" },
  { id: "wisp", name: "Wisp", category: "Horror", art: "avataaarsNeutral" },
];

export const AVATAR_STYLES: readonly AvatarStyle[] = [
  { id: "classic", backgrounds: ["b6e3f4", "c0aede", "d1d4f9"], tint: "f5d0a9" },
  { id: "neon", backgrounds: ["00f5d4", "f15bb5", "fee440"], tint: "9b5de5" },
  { id: "midnight", backgrounds: ["1b263b", "283655", "0d1b2a"], tint: "8fb8ff" },
  { id: "sunset", backgrounds: ["ff9f1c", "ffbf69", "e76f51"], tint: "ff6b6b" },
];

export const isAvatarCategory = (value: string): value is AvatarCategory =>
  (AVATAR_CATEGORIES as readonly string[]).includes(value);

export const charactersOf = (category: AvatarCategory): readonly AvatarCharacter[] =>
  AVATAR_CHARACTERS.filter((character) => character.category === category);

export const characterById = (id: string): AvatarCharacter | undefined =>
  AVATAR_CHARACTERS.find((character) => character.id === id);

/** Every character may be drawn in every style; the list is per character so that may change. */
export const stylesOf = (_character: AvatarCharacter): readonly AvatarStyle[] => AVATAR_STYLES;

export const styleById = (id: string): AvatarStyle | undefined =>
  AVATAR_STYLES.find((style) => style.id === id);

/** Whether a category, character and style belong together. */
export const avatarChoiceFits = (category: string, character: string, style: string): boolean => {
  const found = characterById(character);
  return (
    found !== undefined &&
    found.category === category &&
    stylesOf(found).some((candidate) => candidate.id === style)
  );
};

/** Slots: the first is free, the others are bought one at a time, up to the limit. */
export const POG_FREE_AVATAR_SLOTS = 1;
export const POG_MAX_AVATAR_SLOTS = 5;

/** What a slot may be paid in (spec §8: "not enough K-Cash or rKLEOS"). */
export const SLOT_CURRENCIES = ["KCASH", "RKLEOS"] as const;
export type SlotCurrency = (typeof SLOT_CURRENCIES)[number];

/** The price of a slot until an admin sets one (spec §9: "Slot prices: not shown"), in base units. */
export const DEFAULT_SLOT_PRICES: { readonly [C in SlotCurrency]: number } = {
  KCASH: 50_000, // 500 K-Cash
  RKLEOS: 10_000_000_000, // 100 rKLEOS
};
