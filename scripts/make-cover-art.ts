/**
 * `npx tsx scripts/make-cover-art.ts`: draws the demo catalogue's art as small SVG files in
 * src/web/public/media (per game a 3:4 cover, a 16:9 banner and a square icon; per home banner a wide hero).
 * Everything derives from the slug, so the same catalogue always gives the same bytes: a palette from a hash
 * of the slug, a motif from the game's main genre, and scattered details from a PRNG seeded by the hash.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GameGenre } from "@/domain/games/game-catalogue";
import { DEMO_BANNERS, DEMO_GAMES, type DemoGame } from "@/server/db/seed/demo-catalogue";

const mediaRoot = fileURLToPath(new URL("../src/web/public/media/", import.meta.url));
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

// ---------------------------------------------------------------------------------------------------------
// Determinism: FNV-1a for the seed, mulberry32 for the details, fixed-precision numbers in the output.

const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

type Rng = () => number;

const mulberry32 =
  (seed: number): Rng =>
  () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);

/** One decimal at most, no "-0": keeps files small and byte-stable. */
const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
};

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

// ---------------------------------------------------------------------------------------------------------
// Palette: two or three saturated colours on a near-black base tinted by the first hue.

interface Palette {
  readonly a: string;
  readonly b: string;
  readonly c: string;
  readonly light: string;
  readonly deep: string;
  readonly base: string;
}

const hex = (hue: number, saturation: number, lightness: number): string => {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): string => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
};

/** Hue offsets of the second and third colour: analogous, split-complementary, triadic, complementary. */
const SCHEMES: readonly (readonly [number, number])[] = [
  [48, -42],
  [150, 210],
  [120, 240],
  [180, 32],
];

/** Primary hues skip 45°–110°: mustard and olive turn muddy when glowing over a near-black base. */
const primaryHue = (seed: number): number => {
  const hue = seed % 295;
  return hue < 45 ? hue : hue + 65;
};

const paletteOf = (seed: number): Palette => {
  const hue = primaryHue(seed);
  const [second, third] = SCHEMES[(seed >>> 9) % SCHEMES.length] ?? [150, 210];
  return {
    a: hex(hue, 92, 58),
    b: hex(hue + second, 90, 60),
    c: hex(hue + third, 95, 66),
    light: hex(hue, 100, 90),
    deep: hex(hue, 55, 9),
    base: hex(hue + second, 45, 4),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Motifs, drawn around (0,0) within about ±200 units. `url(#ma)`/`url(#mb)` are gradients in this space.

type Motif =
  | "crosshair"
  | "blades"
  | "ball"
  | "cards"
  | "car"
  | "planet"
  | "equalizer"
  | "cube"
  | "dice"
  | "bolt"
  | "trophy"
  | "badge"
  | "shards";

const GENRE_MOTIFS: Partial<Record<GameGenre, Motif>> = {
  Shooter: "crosshair",
  "Battle Royale": "crosshair",
  Tactical: "crosshair",
  RPG: "blades",
  MMORPG: "blades",
  Roguelike: "blades",
  Adventure: "blades",
  "Tower Defense": "blades",
  Sports: "ball",
  Card: "cards",
  "Collectible Card": "cards",
  Racing: "car",
  Metaverse: "planet",
  Strategy: "planet",
  "Real-Time Strategy": "planet",
  "Turn-Based Strategy": "planet",
  MOBA: "planet",
  "Open World": "planet",
  Music: "equalizer",
  Puzzle: "cube",
  Trivia: "cube",
  Board: "dice",
  Fighting: "bolt",
  Action: "bolt",
};

/** The main genre decides; a genre without a motif of its own (Play-to-Earn, Idle...) defers to the next. */
const motifOf = (game: DemoGame): Motif =>
  game.genres.map((genre) => GENRE_MOTIFS[genre]).find((motif) => motif !== undefined) ?? "shards";

const BANNER_MOTIFS: Readonly<Record<string, Motif>> = {
  "season-of-legends": "blades",
  "india-brazil-cup": "trophy",
  "proof-of-gamer": "badge",
};

const polar = (radius: number, degrees: number): readonly [number, number] => {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
};

const points = (list: readonly (readonly [number, number])[]): string =>
  list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

const polygon = (sides: number, radius: number, rotation: number): string =>
  points(Array.from({ length: sides }, (_, i) => polar(radius, rotation + (360 / sides) * i)));

const crosshair = (p: Palette, rng: Rng): string => {
  const ticks = Array.from({ length: 36 }, (_, i) => {
    const long = i % 3 === 0;
    const [x1, y1] = polar(long ? 160 : 168, i * 10);
    const [x2, y2] = polar(178, i * 10);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }).join("");
  return (
    `<g transform="rotate(${n(between(rng, -12, 12))})">` +
    `<circle r="150" fill="none" stroke="url(#ma)" stroke-width="7"/>` +
    `<path d="${ticks}" stroke="${p.c}" stroke-width="3" opacity=".8"/>` +
    `<circle r="96" fill="none" stroke="${p.b}" stroke-width="3" stroke-dasharray="22 12"/>` +
    `<path d="M0-205V-48M0 48V205M-205 0H-48M48 0H205" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M-30 0H30M0-30V30" stroke="${p.a}" stroke-width="3"/>` +
    `<circle r="9" fill="${p.c}"/></g>`
  );
};

const sword = (angle: number, p: Palette): string =>
  `<g transform="rotate(${angle})">` +
  `<path d="M0-225L16-195V85H-16V-195Z" fill="url(#mb)" stroke="${p.light}" stroke-width="2"/>` +
  `<path d="M0-205V80" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
  `<rect x="-58" y="85" width="116" height="18" rx="8" fill="${p.a}"/>` +
  `<rect x="-9" y="103" width="18" height="62" fill="${p.deep}" stroke="${p.a}" stroke-width="3"/>` +
  `<circle cy="178" r="15" fill="${p.c}"/></g>`;

const blades = (p: Palette): string =>
  sword(-42, p) +
  sword(42, p) +
  `<g transform="translate(0 18) scale(.74)">` +
  `<path d="M0-135C60-135 105-120 120-108V-20C120 60 62 118 0 148C-62 118-120 60-120-20V-108C-105-120-60-135 0-135Z" fill="${p.deep}" stroke="url(#ma)" stroke-width="9"/>` +
  `<path d="M0-105C40-105 75-96 90-88V-20C90 40 48 88 0 112Z" fill="url(#ma)" opacity=".55"/>` +
  `<polygon points="${polygon(4, 34, -90)}" fill="${p.light}" transform="translate(0 -5)"/></g>`;

const ball = (p: Palette): string => {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const [x1, y1] = polar(44, -90 + i * 72);
    const [x2, y2] = polar(96, -90 + i * 72);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }).join("");
  const patches = Array.from({ length: 5 }, (_, i) => {
    const [x, y] = polar(128, -54 + i * 72);
    return `<polygon points="${polygon(5, 40, -54 + i * 72 + 36)}" transform="translate(${n(x)} ${n(y)})"/>`;
  }).join("");
  return (
    `<path d="M-300-60H-170M-320 0H-160M-290 60H-170" stroke="url(#mb)" stroke-width="8" stroke-linecap="round" opacity=".7"/>` +
    `<circle r="140" fill="url(#ball)" stroke="${p.light}" stroke-width="4"/>` +
    `<g clip-path="url(#bc)" fill="${p.deep}" opacity=".9">${patches}</g>` +
    `<polygon points="${polygon(5, 46, -90)}" fill="${p.deep}"/>` +
    `<path d="${spokes}" stroke="${p.deep}" stroke-width="6"/>` +
    `<ellipse cx="-48" cy="-70" rx="46" ry="24" fill="#fff" opacity=".25" transform="rotate(-35 -48 -70)"/>`
  );
};

const card = (angle: number, fill: string, stroke: string, suit: string): string =>
  `<g transform="rotate(${angle} 0 170)">` +
  `<rect x="-78" y="-120" width="156" height="220" rx="16" fill="${fill}" stroke="${stroke}" stroke-width="5"/>` +
  `<rect x="-62" y="-104" width="124" height="188" rx="10" fill="none" stroke="${stroke}" stroke-opacity=".4" stroke-width="2"/>` +
  suit +
  `</g>`;

const cards = (p: Palette): string =>
  card(-22, p.deep, p.b, `<circle r="30" fill="${p.b}" opacity=".5"/>`) +
  card(0, p.deep, p.c, `<path d="M0-34L24 0 0 34-24 0Z" fill="${p.c}" opacity=".6"/>`) +
  card(
    22,
    p.base,
    "url(#ma)",
    `<path d="M0-52L36 0 0 52-36 0Z" fill="url(#ma)"/>` +
      `<path d="M-48-84L-38-70-48-56-58-70ZM48 56L58 70 48 84 38 70Z" fill="${p.light}"/>`,
  );

const car = (p: Palette, rng: Rng): string => {
  const lines = Array.from({ length: 7 }, (_, i) => {
    const y = -70 + i * 22 + between(rng, -6, 6);
    const start = -330 + between(rng, 0, 90);
    return `M${n(start)} ${n(y)}H${n(start + between(rng, 90, 170))}`;
  }).join("");
  return (
    `<path d="${lines}" stroke="url(#mb)" stroke-width="6" stroke-linecap="round" opacity=".75"/>` +
    `<g transform="translate(20 0) skewX(-8)">` +
    `<path d="M-190 50L-182 8C-176-8-160-16-128-20L-66-28C-34-62 6-72 44-72L92-70C122-66 146-44 168-26L196-18C212-12 216 2 216 20V50Z" fill="url(#ma)" stroke="${p.light}" stroke-width="3"/>` +
    `<path d="M-44-30C-20-54 8-60 40-60L84-58C104-54 118-42 132-30Z" fill="${p.deep}" opacity=".85"/>` +
    `<path d="M-180 22H200" stroke="${p.light}" stroke-width="3" opacity=".6"/>` +
    `<circle cx="-112" cy="52" r="34" fill="${p.base}" stroke="${p.c}" stroke-width="8"/>` +
    `<circle cx="130" cy="52" r="34" fill="${p.base}" stroke="${p.c}" stroke-width="8"/>` +
    `<circle cx="-112" cy="52" r="10" fill="${p.light}"/><circle cx="130" cy="52" r="10" fill="${p.light}"/>` +
    `</g><path d="M-220 100H250" stroke="${p.a}" stroke-width="4" opacity=".6"/>`
  );
};

const planet = (p: Palette, rng: Rng): string => {
  const tilt = n(between(rng, -28, -12));
  const [mx, my] = polar(175, between(rng, -150, -30));
  return (
    `<g transform="rotate(${tilt})">` +
    `<path d="M-200 0A200 50 0 0 1 200 0" fill="none" stroke="url(#mb)" stroke-width="10" opacity=".7"/>` +
    `</g>` +
    `<circle r="115" fill="url(#ball)"/>` +
    `<path d="M-112-24C-60-6 40-40 112-16M-100 52C-40 70 40 36 98 60" fill="none" stroke="${p.deep}" stroke-width="8" opacity=".35"/>` +
    `<g transform="rotate(${tilt})">` +
    `<path d="M200 0A200 50 0 0 1-200 0" fill="none" stroke="url(#mb)" stroke-width="10"/>` +
    `<path d="M170 0A170 38 0 0 1-170 0" fill="none" stroke="${p.light}" stroke-width="2" opacity=".6"/>` +
    `</g>` +
    `<circle cx="${n(mx)}" cy="${n(my)}" r="20" fill="${p.c}"/>`
  );
};

const equalizer = (p: Palette, rng: Rng): string => {
  const bars = Array.from({ length: 11 }, (_, i) => {
    const height = 40 + Math.round(between(rng, 0, 1) ** 0.7 * 200 * Math.sin(((i + 1) / 12) * Math.PI));
    const x = -187 + i * 34;
    return `<rect x="${x}" y="${60 - height}" width="24" height="${height}" rx="8"/>`;
  }).join("");
  return (
    `<circle r="190" fill="none" stroke="${p.b}" stroke-width="3" stroke-dasharray="4 10" opacity=".6"/>` +
    `<g fill="url(#ma)">${bars}</g>` +
    `<g fill="url(#mb)" opacity=".25" transform="translate(0 124) scale(1 -.45)">${bars}</g>` +
    `<path d="M-200 66H200" stroke="${p.light}" stroke-width="3"/>`
  );
};

/** An isometric cube; `detail` draws on its faces (a puzzle grid, or a die's pips). */
const isoCube = (size: number, p: Palette, detail: string): string => {
  const w = size * 0.866;
  const h = size / 2;
  return (
    `<path d="M0${n(-size)}L${n(w)} ${n(-h)} 0 0${n(-w)} ${n(-h)}Z" fill="${p.light}"/>` +
    `<path d="M${n(-w)} ${n(-h)}L0 0V${n(size)}L${n(-w)} ${n(h)}Z" fill="url(#ma)"/>` +
    `<path d="M${n(w)} ${n(-h)}L0 0V${n(size)}L${n(w)} ${n(h)}Z" fill="${p.deep}" stroke="url(#ma)" stroke-width="3"/>` +
    detail
  );
};

const cubeGrid = (size: number): string => {
  const w = size * 0.866;
  const h = size / 2;
  const lines = [1 / 3, 2 / 3]
    .map((t) => {
      return (
        `M${n(-w + w * t)} ${n(-h - h * t)}L${n(w * t)} ${n(-h * t)}` +
        `M${n(w - w * t)} ${n(-h - h * t)}L${n(-w * t)} ${n(-h * t)}` +
        `M${n(-w * t)} ${n(-h * t)}V${n(size - h * t)}` +
        `M${n(w * t)} ${n(-h * t)}V${n(size - h * t)}` +
        `M${n(-w)} ${n(-h + size * t)}L0 ${n(size * t)} ${n(w)} ${n(-h + size * t)}`
      );
    })
    .join("");
  return `<path d="${lines}" stroke="#000" stroke-opacity=".35" stroke-width="4" fill="none"/>`;
};

const cube = (p: Palette, rng: Rng): string => {
  const small = (x: number, y: number, s: number): string =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(between(rng, -25, 25))})" opacity=".8">${isoCube(s, p, "")}</g>`;
  return small(-160, -130, 34) + small(165, -80, 26) + small(-150, 140, 22) + isoCube(120, p, cubeGrid(120));
};

const dice = (p: Palette, rng: Rng): string => {
  const pip = (x: number, y: number): string => `<circle cx="${n(x)}" cy="${n(y)}" r="11"/>`;
  // Pips on the top face (five) and the left face (three), laid out in the faces' own skewed axes.
  const top = [
    [0, -120],
    [-52, -90],
    [52, -90],
    [-52, -150],
    [52, -150],
  ]
    .map(([x = 0, y = 0]) => pip(x, y))
    .join("");
  const left = [
    [-78, -16],
    [-52, 30],
    [-26, 76],
  ]
    .map(([x = 0, y = 0]) => pip(x, y))
    .join("");
  return (
    `<g transform="translate(-165 -120) rotate(${n(between(rng, -20, 20))})" opacity=".7">${isoCube(36, p, "")}</g>` +
    isoCube(120, p, `<g fill="${p.deep}">${top}</g><g fill="#fff">${left}</g>`)
  );
};

const bolt = (p: Palette): string =>
  `<path d="M-190 130C-90 40 20-60 180-150M-170 180C-60 90 60 10 200-60" fill="none" stroke="url(#mb)" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
  `<path d="M40-200L-100 30H-8L-56 205 110-50H16L76-200Z" fill="url(#ma)" stroke="${p.light}" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M40-180L-72 14" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".5"/>`;

const trophy = (p: Palette): string =>
  `<path d="M-95-110C-170-110-170 10-70 20M95-110C170-110 170 10 70 20" fill="none" stroke="${p.c}" stroke-width="14"/>` +
  `<path d="M-110-150H110V-60C110 20 60 60 0 64C-60 60-110 20-110-60Z" fill="url(#ma)" stroke="${p.light}" stroke-width="4"/>` +
  `<path d="M-80-130V-60C-80-20-60 10-30 26" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".45"/>` +
  `<path d="M-18 64H18L26 120H-26Z" fill="${p.c}"/>` +
  `<rect x="-80" y="120" width="160" height="34" rx="6" fill="${p.deep}" stroke="url(#ma)" stroke-width="4"/>` +
  `<polygon points="0,-122 11,-96 38,-96 16,-80 24,-54 0,-70 -24,-54 -16,-80 -38,-96 -11,-96" fill="${p.light}"/>`;

const badge = (p: Palette): string =>
  `<polygon points="${polygon(6, 190, -90)}" fill="none" stroke="${p.b}" stroke-width="3" stroke-dasharray="6 10" opacity=".7"/>` +
  `<polygon points="${polygon(6, 150, -90)}" fill="${p.base}" stroke="url(#ma)" stroke-width="10" stroke-linejoin="round"/>` +
  `<polygon points="${polygon(6, 110, -90)}" fill="url(#ma)" opacity=".35"/>` +
  `<path d="M-58 4L-16 46 64-48" fill="none" stroke="${p.light}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`;

const shards = (p: Palette, rng: Rng): string => {
  const fills = ["url(#ma)", "url(#mb)", p.a, p.b, p.c];
  const pieces = Array.from({ length: 9 }, (_, i) => {
    const angle = i * 40 + between(rng, -12, 12);
    const [cx, cy] = polar(between(rng, 60, 160), angle);
    const size = between(rng, 30, 80);
    const tri = points([polar(size, angle), polar(size * 0.5, angle + 130), polar(size * 0.7, angle + 230)]);
    const fill = fills[Math.floor(rng() * fills.length)] ?? p.a;
    return `<polygon points="${tri}" transform="translate(${n(cx)} ${n(cy)})" fill="${fill}" opacity="${n(between(rng, 0.5, 1))}"/>`;
  }).join("");
  return (
    pieces +
    `<polygon points="${points([
      [0, -130],
      [70, 0],
      [0, 130],
      [-70, 0],
    ])}" fill="${p.deep}" stroke="url(#ma)" stroke-width="8"/>` +
    `<polygon points="0,-80 36,0 0,80 -36,0" fill="url(#ma)"/>`
  );
};

const drawMotif = (motif: Motif, p: Palette, rng: Rng): string => {
  switch (motif) {
    case "crosshair":
      return crosshair(p, rng);
    case "blades":
      return blades(p);
    case "ball":
      return ball(p);
    case "cards":
      return cards(p);
    case "car":
      return car(p, rng);
    case "planet":
      return planet(p, rng);
    case "equalizer":
      return equalizer(p, rng);
    case "cube":
      return cube(p, rng);
    case "dice":
      return dice(p, rng);
    case "bolt":
      return bolt(p);
    case "trophy":
      return trophy(p);
    case "badge":
      return badge(p);
    case "shards":
      return shards(p, rng);
  }
};

// ---------------------------------------------------------------------------------------------------------
// Shared layers: gradients, filters, glows, stars and a faint pattern.

const defs = (p: Palette, rng: Rng, extra: string): string => {
  const patternAngle = n(between(rng, 20, 70));
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2=".5" y2="1"><stop offset="0" stop-color="${p.deep}"/><stop offset="1" stop-color="${p.base}"/></linearGradient>` +
    [
      ["ga", p.a],
      ["gb", p.b],
      ["gc", p.c],
    ]
      .map(
        ([id = "", colour = ""]) =>
          `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity=".55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
      )
      .join("") +
    `<linearGradient id="ma" gradientUnits="userSpaceOnUse" x1="-200" y1="-200" x2="200" y2="200"><stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>` +
    `<linearGradient id="mb" gradientUnits="userSpaceOnUse" x1="-200" y1="200" x2="200" y2="-200"><stop offset="0" stop-color="${p.b}"/><stop offset="1" stop-color="${p.c}"/></linearGradient>` +
    `<radialGradient id="ball" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${p.light}"/><stop offset=".45" stop-color="${p.a}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>` +
    `<clipPath id="bc"><circle r="138"/></clipPath>` +
    `<radialGradient id="vig" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient>` +
    `<linearGradient id="tx" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${p.light}"/></linearGradient>` +
    `<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="9" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `<filter id="blur" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="10"/></filter>` +
    `<pattern id="pt" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(${patternAngle})"><path d="M0 0V18" stroke="#fff" stroke-width="1.5"/></pattern>` +
    extra +
    `</defs>`
  );
};

interface Box {
  readonly width: number;
  readonly height: number;
}

/** Three soft colour glows; `bias` (0 left … 1 right) pulls them sideways, e.g. away from a banner's text. */
const glows = ({ width, height }: Box, rng: Rng, bias: number): string =>
  ["ga", "gb", "gc"]
    .map((id, i) => {
      const cx = width * Math.min(1.05, Math.max(-0.05, bias + between(rng, -0.3, 0.3)));
      const cy = height * between(rng, 0.1, 0.8);
      const r = Math.max(width, height) * (i === 0 ? 0.55 : between(rng, 0.3, 0.45));
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"/>`;
    })
    .join("");

/** Specks of light in two brightness layers (one opacity per layer keeps the markup short). */
const stars = ({ width, height }: Box, rng: Rng, count: number, minX = 0): string =>
  [".3", ".75"]
    .map(
      (opacity) =>
        `<g fill="#fff" opacity="${opacity}">` +
        Array.from({ length: Math.ceil(count / 2) }, () => {
          const x = between(rng, minX, width);
          const y = between(rng, 0, height);
          return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${n(between(rng, 0.6, 2.2))}"/>`;
        }).join("") +
        `</g>`,
    )
    .join("");

/** A receding neon floor grid below `horizon`, converging on `vanishX`. */
const floor = ({ width, height }: Box, horizon: number, vanishX: number, colour: string): string => {
  const rays = Array.from({ length: 17 }, (_, i) => {
    const x = vanishX + (i - 8) * width * 0.16;
    return `M${n(vanishX)} ${horizon}L${n(x)} ${height}`;
  }).join("");
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = horizon + ((height - horizon) * (i + 1) ** 2) / 49;
    return `M0 ${n(y)}H${width}`;
  }).join("");
  return (
    `<linearGradient id="fl" gradientUnits="userSpaceOnUse" x1="0" y1="${horizon}" x2="0" y2="${height}"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="1" stop-color="${colour}" stop-opacity=".55"/></linearGradient>` +
    `<path d="${rays}${rows}" stroke="url(#fl)" stroke-width="2" fill="none"/>`
  );
};

/** Light shafts fanning out from behind the motif. */
const rays = (x: number, y: number, rng: Rng, reach: number): string =>
  `<g fill="#fff">` +
  Array.from({ length: 7 }, (_, i) => {
    const angle = i * (360 / 7) + between(rng, -15, 15);
    const spread = between(rng, 3, 7);
    const [x1, y1] = polar(reach, angle - spread);
    const [x2, y2] = polar(reach, angle + spread);
    return `<path d="M${n(x)} ${n(y)}L${n(x + x1)} ${n(y + y1)}L${n(x + x2)} ${n(y + y2)}Z" opacity="${Math.round(between(rng, 0.03, 0.08) * 100) / 100}"/>`;
  }).join("") +
  `</g>`;

const DEFINITION = /<(linearGradient|radialGradient|clipPath|filter|pattern) id="(\w+)".*?<\/\1>/g;

/** Drops gradients, clips and filters the drawing never references: every format shares one set of defs. */
const pruneDefinitions = (body: string): string =>
  body.replace(DEFINITION, (definition, _tag: string, id: string) =>
    body.replace(definition, "").includes(`url(#${id})`) ? definition : "",
  );

const svg = ({ width, height }: Box, label: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
  `<title>${escapeXml(label)}</title>${pruneDefinitions(body)}</svg>\n`;

// ---------------------------------------------------------------------------------------------------------
// Titles: uppercase, heavy, wrapped over up to three lines and sized to fit from an estimate of glyph widths.

const advance = (char: string): number => {
  // Estimates for heavy sans capitals, on the wide side (DejaVu Sans Bold) so narrower faces fit too.
  if (char === " ") return 0.34;
  if ("IJ1.,:;'!|".includes(char)) return 0.4;
  if ("MW".includes(char)) return 1.02;
  if ("ABCDGHKNOQRUVXY&".includes(char)) return 0.84;
  return 0.76;
};

const widthEm = (line: string): number => [...line].reduce((sum, char) => sum + advance(char), 0);

/** All ways to split the words into at most three lines, keeping their order. */
const splits = (words: readonly string[]): string[][] => {
  const result: string[][] = [[words.join(" ")]];
  for (let i = 1; i < words.length; i += 1) {
    result.push([words.slice(0, i).join(" "), words.slice(i).join(" ")]);
    for (let j = i + 1; j < words.length; j += 1) {
      result.push([words.slice(0, i).join(" "), words.slice(i, j).join(" "), words.slice(j).join(" ")]);
    }
  }
  return result;
};

interface TitleLayout {
  readonly lines: readonly string[];
  readonly size: number;
}

const fitTitle = (name: string, maxWidth: number, maxSize: number, maxHeight: number): TitleLayout => {
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  let best: TitleLayout = { lines: [name.toUpperCase()], size: 10 };
  for (const lines of splits(words)) {
    const widest = Math.max(...lines.map(widthEm));
    const size = Math.floor(Math.min(maxSize, maxWidth / widest, maxHeight / (lines.length * 0.95)));
    // Prefer fewer lines unless more lines buy a clearly larger title.
    if (size > best.size * 1.12 || (size >= best.size && lines.length < best.lines.length)) {
      best = { lines, size };
    }
  }
  return best;
};

interface TitleOptions {
  readonly x: number;
  readonly bottom: number;
  readonly anchor: "start" | "middle";
  readonly maxWidth: number;
  readonly maxSize: number;
  readonly maxHeight: number;
  readonly genres: readonly string[];
  readonly accent: string;
}

interface Title {
  readonly markup: string;
  /** Where the block's ink starts (top of the genre line), so art above can keep clear of it. */
  readonly top: number;
}

const KICKER_SPACING = 0.3;

/** Two genres when they fit at a readable size, else the main one alone. */
const fitKicker = (genres: readonly string[], maxWidth: number, preferred: number): TitleLayout => {
  const widthOf = (text: string): number => widthEm(text) + KICKER_SPACING * text.length;
  for (const count of [2, 1]) {
    const text = genres.slice(0, count).join(" · ").toUpperCase();
    const size = Math.floor(Math.min(preferred, maxWidth / widthOf(text)));
    if (size >= 12 || count === 1) return { lines: [text], size: Math.max(10, size) };
  }
  return { lines: [], size: preferred };
};

/** The game's name, a glow behind it and a small letter-spaced genre line above it. */
const title = (name: string, o: TitleOptions): Title => {
  const { lines, size } = fitTitle(name, o.maxWidth, o.maxSize, o.maxHeight);
  const lineHeight = size * 0.95;
  const top = o.bottom - lineHeight * (lines.length - 1);
  const tspans = lines
    .map((line, i) => `<tspan x="${o.x}" y="${n(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  const attrs = `font-family="${FONT}" font-weight="900" font-size="${size}" text-anchor="${o.anchor}" letter-spacing="${n(size * 0.01)}"`;
  const kicker = fitKicker(o.genres, o.maxWidth, Math.min(22, Math.max(14, Math.round(size * 0.22))));
  const kickerY = top - size * 0.88;
  return {
    markup:
      `<text ${attrs} fill="${o.accent}" opacity=".55" filter="url(#blur)">${tspans}</text>` +
      `<text ${attrs} fill="url(#tx)">${tspans}</text>` +
      `<text x="${o.x}" y="${n(kickerY)}" font-family="${FONT}" font-weight="700" font-size="${kicker.size}" letter-spacing="${n(kicker.size * KICKER_SPACING)}" text-anchor="${o.anchor}" fill="${o.accent}">${escapeXml(kicker.lines.join(""))}</text>`,
    top: kickerY - kicker.size,
  };
};

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? "")
    .join("")
    .toUpperCase();

// ---------------------------------------------------------------------------------------------------------
// The four formats.

const motifGroup = (motif: string, x: number, y: number, scale: number, extra = ""): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})" filter="url(#glow)"${extra}>${motif}</g>`;

const cover = (game: DemoGame): string => {
  const box = { width: 600, height: 800 };
  const seed = fnv1a(game.slug);
  const p = paletteOf(seed);
  const rng = mulberry32(seed);
  const shade =
    `<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.base}" stop-opacity="0"/>` +
    `<stop offset=".6" stop-color="${p.base}" stop-opacity=".85"/><stop offset="1" stop-color="${p.base}"/></linearGradient>`;
  const name = title(game.name, {
    x: 300,
    bottom: 736,
    anchor: "middle",
    maxWidth: 530,
    maxSize: 104,
    maxHeight: 230,
    genres: game.genres,
    accent: p.c,
  });
  // The motif (about 420 units tall) is centred in the space above the title and shrinks to stay clear of it.
  const room = name.top - 24 - 36;
  const scale = Math.min(1.1, room / 420);
  return svg(
    box,
    `${game.name} cover art`,
    defs(p, rng, shade) +
      `<rect width="600" height="800" fill="url(#bg)"/>` +
      glows(box, rng, 0.5) +
      `<rect width="600" height="800" fill="url(#pt)" opacity=".05"/>` +
      stars(box, rng, 26) +
      motifGroup(drawMotif(motifOf(game), p, rng), 300, 36 + room / 2, Math.round(scale * 100) / 100) +
      `<rect width="600" height="800" fill="url(#vig)"/>` +
      `<rect y="${n(name.top - 80)}" width="600" height="${n(880 - name.top)}" fill="url(#sh)"/>` +
      name.markup +
      `<rect x="250" y="760" width="100" height="5" rx="2.5" fill="${p.a}"/>`,
  );
};

/** Darkens the left side so text laid over it (by us or by the site) stays readable. */
const leftShade = (p: Palette, reach: number, strength: number): string =>
  `<linearGradient id="ls" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.base}" stop-opacity="${strength}"/>` +
  `<stop offset="${reach * 0.6}" stop-color="${p.base}" stop-opacity="${n(strength * 0.75)}"/>` +
  `<stop offset="${reach}" stop-color="${p.base}" stop-opacity="0"/></linearGradient>`;

/** No text: the game page sets the name over the banner's darker left side. */
const gameBanner = (game: DemoGame): string => {
  const box = { width: 1280, height: 720 };
  const seed = fnv1a(`${game.slug}#banner`);
  const p = paletteOf(fnv1a(game.slug));
  const rng = mulberry32(seed);
  return svg(
    box,
    `${game.name} banner art`,
    defs(p, rng, leftShade(p, 0.62, 0.92)) +
      `<rect width="1280" height="720" fill="url(#bg)"/>` +
      glows(box, rng, 0.72) +
      `<rect width="1280" height="720" fill="url(#pt)" opacity=".05"/>` +
      stars(box, rng, 36, 400) +
      rays(920, 320, rng, 800) +
      floor(box, 470, 920, p.a) +
      motifGroup(drawMotif(motifOf(game), p, rng), 920, 320, 1.2) +
      `<rect width="1280" height="720" fill="url(#ls)"/>` +
      `<rect width="1280" height="720" fill="url(#vig)"/>`,
  );
};

const icon = (game: DemoGame): string => {
  const box = { width: 256, height: 256 };
  const seed = fnv1a(game.slug);
  const p = paletteOf(seed);
  const rng = mulberry32(fnv1a(`${game.slug}#icon`));
  const initials = initialsOf(game.name);
  const size = initials.length > 1 ? 112 : 150;
  const attrs = `x="128" y="${n(128 + size * 0.36)}" font-family="${FONT}" font-weight="900" font-size="${size}" text-anchor="middle" letter-spacing="-2"`;
  return svg(
    box,
    `${game.name} icon`,
    defs(p, rng, "") +
      `<rect width="256" height="256" fill="url(#bg)"/>` +
      glows(box, rng, 0.5) +
      `<g opacity=".4">${motifGroup(drawMotif(motifOf(game), p, rng), 128, 128, 0.62)}</g>` +
      `<rect width="256" height="256" fill="url(#vig)"/>` +
      `<text ${attrs} fill="${p.a}" filter="url(#blur)" opacity=".9">${escapeXml(initials)}</text>` +
      `<text ${attrs} fill="url(#tx)">${escapeXml(initials)}</text>` +
      `<rect x="2" y="2" width="252" height="252" fill="none" stroke="${p.a}" stroke-opacity=".5" stroke-width="4"/>`,
  );
};

const heroBanner = (slug: string, label: string): string => {
  const box = { width: 1600, height: 600 };
  const seed = fnv1a(slug);
  const p = paletteOf(seed);
  const rng = mulberry32(seed);
  const motif = BANNER_MOTIFS[slug] ?? "shards";
  return svg(
    box,
    label,
    defs(p, rng, leftShade(p, 0.58, 0.95)) +
      `<rect width="1600" height="600" fill="url(#bg)"/>` +
      glows(box, rng, 0.75) +
      `<rect width="1600" height="600" fill="url(#pt)" opacity=".05"/>` +
      stars(box, rng, 44, 560) +
      rays(1220, 280, rng, 900) +
      floor(box, 400, 1220, p.b) +
      motifGroup(drawMotif(motif, p, rng), 1220, 280, 1.05) +
      `<rect width="1600" height="600" fill="url(#ls)"/>` +
      `<rect width="1600" height="600" fill="url(#vig)"/>`,
  );
};

// ---------------------------------------------------------------------------------------------------------

const write = (folder: string, file: string, content: string): void => {
  const dir = join(mediaRoot, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, file), content);
};

for (const game of DEMO_GAMES) {
  write("games", `${game.slug}-cover.svg`, cover(game));
  write("games", `${game.slug}-banner.svg`, gameBanner(game));
  write("games", `${game.slug}-icon.svg`, icon(game));
}
for (const banner of DEMO_BANNERS) {
  write("banners", `${banner.slug}.svg`, heroBanner(banner.slug, `${banner.title} banner art`));
}
console.log(`Wrote ${DEMO_GAMES.length * 3} game images and ${DEMO_BANNERS.length} banners to ${mediaRoot}`);
