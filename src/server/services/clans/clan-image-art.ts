/**
 * The pictures of Kleos' clan emblems and banners, drawn as SVG from their names: the same name always gives the
 * same picture (the colours come from a hash of the name), so nothing is stored and every server draws alike.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { CLAN_BANNERS, CLAN_EMBLEMS, type ClanBanner, type ClanEmblem } from "@/domain/clans/clan-rules";
import type { ClanImageType } from "@/domain/clans/clan-chief";

export const EMBLEM_SIZE = { width: 256, height: 256 } as const;
export const BANNER_SIZE = { width: 1200, height: 300 } as const;

const BANNER_COLOURS: { readonly [B in ClanBanner]: string } = {
  crimson: "#b3122e",
  saffron: "#f09a00",
  emerald: "#0f8a5f",
  sapphire: "#1f4fb8",
  violet: "#6b3fa0",
  onyx: "#2b2b2e",
};

/** The glyph of each emblem, drawn in a 256 × 256 box around (128, 128). */
const GLYPHS: { readonly [E in ClanEmblem]: string } = {
  shield: `<path d="M128 58 L182 78 L178 140 Q170 182 128 202 Q86 182 78 140 L74 78 Z"/>`,
  sword: `<path d="M122 52 L134 52 L136 160 L120 160 Z"/><rect x="98" y="158" width="60" height="12" rx="4"/><rect x="122" y="170" width="12" height="30" rx="3"/>`,
  crown: `<path d="M64 168 L72 92 L104 124 L128 76 L152 124 L184 92 L192 168 Z"/><rect x="64" y="176" width="128" height="16" rx="4"/>`,
  dragon: `<path d="M60 170 L92 96 L112 140 L132 78 L156 136 L176 104 L196 170 Q128 150 60 170 Z"/>`,
  phoenix: `<path d="M128 60 Q168 108 150 150 Q186 128 190 96 Q206 168 128 200 Q50 168 66 96 Q70 128 106 150 Q88 108 128 60 Z"/>`,
  wolf: `<path d="M76 76 L110 110 L146 110 L180 76 L188 150 L128 198 L68 150 Z"/>`,
  lion: `<circle cx="128" cy="128" r="46"/><g stroke-width="12" stroke-linecap="round">${Array.from(
    { length: 12 },
    (_, i) => {
      const angle = (i * Math.PI) / 6;
      const x1 = 128 + Math.cos(angle) * 58;
      const y1 = 128 + Math.sin(angle) * 58;
      const x2 = 128 + Math.cos(angle) * 82;
      const y2 = 128 + Math.sin(angle) * 82;
      return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
    },
  ).join("")}</g>`,
  star: `<path d="${Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 80 : 34;
    return `${i === 0 ? "M" : "L"}${(128 + Math.cos(angle) * r).toFixed(1)} ${(128 + Math.sin(angle) * r).toFixed(1)}`;
  }).join(" ")} Z"/>`,
};

/** Two hues from the name's hash: the picture's seed. */
const huesOf = (name: string): readonly [number, number] => {
  const digest = sha256(new TextEncoder().encode(`kleos-clan-image:${name}`));
  return [((digest[0] ?? 0) * 360) / 256, ((digest[1] ?? 0) * 360) / 256];
};

const emblemSvg = (emblem: ClanEmblem): string => {
  const [a, b] = huesOf(emblem);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a.toFixed(0)},70%,45%)"/><stop offset="1" stop-color="hsl(${b.toFixed(0)},70%,25%)"/></linearGradient></defs>
<circle cx="128" cy="128" r="124" fill="url(#g)"/><circle cx="128" cy="128" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
<g fill="#ffffff" stroke="#ffffff">${GLYPHS[emblem]}</g></svg>`;
};

const bannerSvg = (banner: ClanBanner): string => {
  const [a] = huesOf(banner);
  const colour = BANNER_COLOURS[banner];
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = i * 150 - 60 + (a % 40);
    return `<path d="M${x.toFixed(0)} 300 L${(x + 90).toFixed(0)} 0 L${(x + 130).toFixed(0)} 0 L${(x + 40).toFixed(0)} 300 Z"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="hsl(${a.toFixed(0)},45%,18%)"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/><g fill="#ffffff" fill-opacity="0.08">${stripes}</g></svg>`;
};

export const isEmblem = (name: string): name is ClanEmblem =>
  (CLAN_EMBLEMS as readonly string[]).includes(name);
export const isBanner = (name: string): name is ClanBanner =>
  (CLAN_BANNERS as readonly string[]).includes(name);

/** The SVG of an emblem or banner, or undefined when Kleos has none of that name. */
export const clanImageSvg = (imageType: ClanImageType, name: string): string | undefined => {
  if (imageType === "emblem") return isEmblem(name) ? emblemSvg(name) : undefined;
  return isBanner(name) ? bannerSvg(name) : undefined;
};
