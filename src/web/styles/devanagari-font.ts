/**
 * Noto Sans Devanagari, self-hosted from @fontsource: its Devanagari subset only, in the weights the theme
 * uses (regular, medium, bold, black), so Hindi shows on devices without a Devanagari font instead of boxes.
 * Hindi pages only: `intl-provider.tsx` imports this module when Hindi is chosen, so no other page loads its
 * code, and the faces are added through the CSS Font Loading API rather than a stylesheet (the build makes one
 * stylesheet for the whole site, which every page would carry). A face downloads its file only when a
 * Devanagari letter is drawn in that weight (`unicode-range`), and the text shows at once in a system font
 * meanwhile (`display: swap`).
 */
import regular from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2";
import medium from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2";
import bold from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2";
import black from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-800-normal.woff2";
import { DEVANAGARI_FONT_FAMILY } from "@/web/styles/theme.css";

/** The code points of @fontsource's `devanagari` subset (the same as Google Fonts'). */
export const DEVANAGARI_UNICODE_RANGE =
  "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09";

const FACES = [
  { weight: "400", url: regular },
  { weight: "500", url: medium },
  { weight: "700", url: bold },
  { weight: "800", url: black },
] as const;

const isOurs = (face: FontFace, weight: string): boolean =>
  face.family.replace(/"/g, "") === DEVANAGARI_FONT_FAMILY && face.weight === weight;

/** Adds the Devanagari faces to the page's fonts, once; nothing where the browser has no Font Loading API. */
export const addDevanagariFont = (fonts: FontFaceSet | undefined = globalThis.document?.fonts): void => {
  if (fonts === undefined || typeof FontFace === "undefined") return;
  for (const { weight, url } of FACES) {
    if ([...fonts].some((face) => isOurs(face, weight))) continue;
    fonts.add(
      new FontFace(DEVANAGARI_FONT_FAMILY, `url(${url}) format("woff2")`, {
        weight,
        style: "normal",
        display: "swap",
        unicodeRange: DEVANAGARI_UNICODE_RANGE,
      }),
    );
  }
};
