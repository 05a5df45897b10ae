/**
 * The fonts the POG card is drawn with: Noto Sans (Latin, Latin Extended, Cyrillic, Greek), Noto Sans
 * Devanagari and Noto Sans Hebrew, from the @fontsource packages, which ship WOFF only. fontconfig (which librsvg, inside sharp,
 * asks for fonts) reads TrueType, so each WOFF is converted once per process start into a folder named by the
 * fonts' own hash, with a fontconfig file listing only that folder; `FONTCONFIG_FILE` points at it before
 * anything draws text, so the card looks the same on every machine, whatever fonts the system has.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { woffToTtf } from "@/server/services/pog/card/woff-to-ttf";

const require = createRequire(import.meta.url);

/** The family the card's SVG asks for first; fontconfig falls back to the others per character. */
export const CARD_FONT_FAMILY = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Hebrew', sans-serif";

const filesOf = (pkg: string): string => join(dirname(require.resolve(`${pkg}/package.json`)), "files");

interface CardFontSource {
  readonly pkg: string;
  readonly file: string;
  /** Which script it draws: tests build configs without one to see what a missing font does. */
  readonly script: "latin" | "cyrillic" | "greek" | "devanagari" | "hebrew";
}

const weights = [400, 700] as const;

export const CARD_FONT_SOURCES: ReadonlyArray<CardFontSource> = [
  ...weights.flatMap((weight) => [
    { pkg: "@fontsource/noto-sans", file: `noto-sans-latin-${weight}-normal.woff`, script: "latin" as const },
    {
      pkg: "@fontsource/noto-sans",
      file: `noto-sans-latin-ext-${weight}-normal.woff`,
      script: "latin" as const,
    },
    {
      pkg: "@fontsource/noto-sans",
      file: `noto-sans-cyrillic-${weight}-normal.woff`,
      script: "cyrillic" as const,
    },
    { pkg: "@fontsource/noto-sans", file: `noto-sans-greek-${weight}-normal.woff`, script: "greek" as const },
    {
      pkg: "@fontsource/noto-sans-devanagari",
      file: `noto-sans-devanagari-devanagari-${weight}-normal.woff`,
      script: "devanagari" as const,
    },
    {
      pkg: "@fontsource/noto-sans-hebrew",
      file: `noto-sans-hebrew-hebrew-${weight}-normal.woff`,
      script: "hebrew" as const,
    },
  ]),
];

const xmlText = (text: string): string =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A fontconfig file that knows only the fonts in `fontsDir` (and keeps its cache beside them). */
export const fontconfigFor = (fontsDir: string, cacheDir: string): string =>
  [
    `<?xml version="1.0"?>`,
    `<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">`,
    `<fontconfig>`,
    `  <dir>${xmlText(fontsDir)}</dir>`,
    `  <cachedir>${xmlText(cacheDir)}</cachedir>`,
    `</fontconfig>`,
    ``,
  ].join("\n");

export interface CardFontFolder {
  /** The fontconfig file to point `FONTCONFIG_FILE` at. */
  readonly configFile: string;
  readonly fontsDir: string;
}

/**
 * Writes the TrueType fonts of `sources` and their fontconfig file under `parent`, in a folder named by the
 * fonts' hash, unless an earlier start already did. Written aside and renamed, so processes starting at once
 * (test workers) never read half a folder.
 */
export const writeCardFonts = (
  sources: ReadonlyArray<CardFontSource> = CARD_FONT_SOURCES,
  parent: string = tmpdir(),
): CardFontFolder => {
  const woffs = sources.map((source) => ({
    name: source.file.replace(/\.woff$/, ".ttf"),
    bytes: readFileSync(join(filesOf(source.pkg), source.file)),
  }));
  const hash = createHash("sha256");
  for (const woff of woffs) hash.update(woff.name).update(woff.bytes);
  const folder = join(parent, `kleos-card-fonts-${hash.digest("hex").slice(0, 16)}`);
  const result = { configFile: join(folder, "fonts.conf"), fontsDir: join(folder, "fonts") };
  if (existsSync(result.configFile)) return result;

  mkdirSync(parent, { recursive: true });
  const scratch = mkdtempSync(`${folder}.partial-`);
  mkdirSync(join(scratch, "fonts"));
  mkdirSync(join(scratch, "cache"));
  for (const woff of woffs) writeFileSync(join(scratch, "fonts", woff.name), woffToTtf(woff.bytes));
  writeFileSync(join(scratch, "fonts.conf"), fontconfigFor(result.fontsDir, join(folder, "cache")));
  try {
    renameSync(scratch, folder);
  } catch (error) {
    // Another process renamed its copy first: the same fonts, so use that one.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(result.configFile)) throw error;
  }
  return result;
};

let prepared: CardFontFolder | undefined;

/**
 * Makes the card's fonts the ones text is drawn with, once per process. fontconfig reads `FONTCONFIG_FILE` when
 * it first looks for a font, so this runs while the app is built, before any image is drawn. (A library's
 * setting written for it, not configuration read: src/server/config.ts stays the only reader.)
 */
export const useCardFonts = (): CardFontFolder => {
  if (prepared !== undefined) return prepared;
  prepared = writeCardFonts();
  process.env["FONTCONFIG_FILE"] = prepared.configFile;
  return prepared;
};
