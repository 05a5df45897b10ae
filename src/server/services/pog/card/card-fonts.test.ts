import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  CARD_FONT_FAMILY,
  CARD_FONT_SOURCES,
  useCardFonts,
  writeCardFonts,
} from "@/server/services/pog/card/card-fonts";
import { xmlEscape } from "@/server/services/pog/card/pog-card-svg";
import { woffToTtf } from "@/server/services/pog/card/woff-to-ttf";

const HINDI = "स्किल प्रूफ़ ज्ञान";
const HEBREW = "הוכחת מיומנות";

const svgOf = (words: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="#fff"/>` +
  `<text x="20" y="80" font-family="${CARD_FONT_FAMILY}" font-size="48" fill="#000">${xmlEscape(words)}</text></svg>`;

/** The pixels sharp draws for `svg` in a fresh process whose fontconfig reads `configFile`. */
const drawnElsewhere = (svg: string, configFile: string): Buffer => {
  const script = `
    import sharp from "sharp";
    const { data } = await sharp(Buffer.from(process.env.CARD_SVG)).raw().toBuffer({ resolveWithObject: true });
    process.stdout.write(data.toString("base64"));
  `;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: process.cwd(),
    env: { ...process.env, FONTCONFIG_FILE: configFile, CARD_SVG: svg },
    maxBuffer: 64 * 1024 * 1024,
  });
  return Buffer.from(output.toString("utf8"), "base64");
};

const drawnHere = async (svg: string): Promise<Buffer> => {
  useCardFonts();
  return (await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })).data;
};

/** How many pixels are not white: the ink a text left. */
const ink = (pixels: Buffer): number => {
  let count = 0;
  for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) count += 1;
  return count;
};

describe("the card's fonts", () => {
  it("turns each WOFF into an sfnt FreeType draws: Devanagari from the TrueType file alone", async () => {
    const devanagari = CARD_FONT_SOURCES.find((source) => source.script === "devanagari");
    if (devanagari === undefined) throw new Error("no Devanagari font among the card's");
    const { fontsDir } = writeCardFonts();
    const ttf = readFileSync(join(fontsDir, devanagari.file.replace(/\.woff$/, ".ttf")));
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const { info } = await sharp({
      text: {
        text: "नमस्ते",
        fontfile: join(fontsDir, devanagari.file.replace(/\.woff$/, ".ttf")),
        font: "Noto Sans Devanagari",
        dpi: 300,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBeGreaterThan(50);
    expect(() => woffToTtf(ttf)).toThrow(/Not a WOFF/);
  });

  it("draws Hindi with its own glyphs: not what a machine without the Devanagari font draws", async () => {
    const svg = svgOf(HINDI);
    const here = await drawnHere(svg);
    const latinOnly = writeCardFonts(
      CARD_FONT_SOURCES.filter((source) => source.script !== "devanagari"),
      mkdtempSync(join(tmpdir(), "kleos-card-latin-")),
    );
    const withoutDevanagari = drawnElsewhere(svg, latinOnly.configFile);
    expect(here.length).toBe(withoutDevanagari.length);
    expect(Buffer.compare(here, withoutDevanagari)).not.toBe(0);
    // The same fonts in another process draw the same pixels: the difference is the font, nothing else.
    expect(Buffer.compare(drawnElsewhere(svg, useCardFonts().configFile), here)).toBe(0);
    expect(ink(here)).toBeGreaterThan(500);
  });

  it("draws Hebrew with its own glyphs: not what a machine without the Hebrew font draws", async () => {
    const svg = svgOf(HEBREW);
    const here = await drawnHere(svg);
    const withoutHebrew = drawnElsewhere(
      svg,
      writeCardFonts(
        CARD_FONT_SOURCES.filter((source) => source.script !== "hebrew"),
        mkdtempSync(join(tmpdir(), "kleos-card-no-hebrew-")),
      ).configFile,
    );
    expect(Buffer.compare(here, withoutHebrew)).not.toBe(0);
    expect(ink(here)).toBeGreaterThan(500);
  });

  it("draws Portuguese accents from the Latin fonts", async () => {
    const accented = await drawnHere(svgOf("Ação, coração"));
    const bare = await drawnHere(svgOf("Acao, coracao"));
    expect(Buffer.compare(accented, bare)).not.toBe(0);
    expect(ink(accented)).toBeGreaterThan(ink(bare));
  });

  it("escapes what a gamer or a catalogue writes, so it cannot break out of the SVG", async () => {
    expect(xmlEscape(`<text>"&'`)).toBe("&lt;text&gt;&quot;&amp;&apos;");
    const drawn = await sharp(Buffer.from(svgOf(`</text><script>alert(1)</script> & "x"`)))
      .png()
      .toBuffer();
    expect((await sharp(drawn).metadata()).width).toBe(600);
  });
});
