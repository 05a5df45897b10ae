/**
 * The local avatar provider: the character's DiceBear 9 art in the style's colours, rendered to pixels with
 * sharp, and with a selfie, its face crop stylised (greyscale, tinted in the style's colour, in a ring) and set
 * in the corner. The same request gives the same bytes. Composed, not AI: the answer says so.
 */
import { createAvatar, type Style } from "@dicebear/core";
import * as collection from "@dicebear/collection";
import sharp from "sharp";
import {
  AVATAR_SIZE_PX,
  faceCropOf,
  type AvatarImage,
  type AvatarImages,
  type AvatarRequest,
} from "@/server/providers/images/avatar-images";

const FACE_PX = 208;
const RING_PX = 8;

type ArtSet = Style<Record<string, unknown>>;

const artSets = collection as unknown as Readonly<Record<string, ArtSet | undefined>>;

const artSetOf = (art: string): ArtSet => {
  const set = artSets[art];
  if (set === undefined) throw new Error(`No DiceBear style is named ${art}`);
  return set;
};

/** "Adventurer by Lisa Wischofsky, CC BY 4.0": what the art's licence asks to be shown. */
export const attributionOf = (art: string): string => {
  const meta = artSetOf(art).meta;
  const title = meta?.title ?? art;
  const creator = meta?.creator ?? "DiceBear";
  const licence = meta?.license?.name ?? "see dicebear.com";
  return `${title} by ${creator}, ${licence} (DiceBear)`.slice(0, 200);
};

const renderArt = (request: AvatarRequest): Promise<Buffer> => {
  const svg = createAvatar(artSetOf(request.character.art), {
    seed: request.seed,
    size: AVATAR_SIZE_PX,
    backgroundColor: [...request.style.backgrounds],
    backgroundType: ["solid"],
  }).toString();
  return sharp(Buffer.from(svg)).resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX).png().toBuffer();
};

const circle = (size: number, fill: string): Buffer =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${fill}"/></svg>`,
  );

/** The selfie's face, cropped square, stylised and cut round, in a ring of the style's tint. */
const stylisedFace = async (request: AvatarRequest): Promise<Buffer | undefined> => {
  const { selfie, style } = request;
  if (selfie === undefined) return undefined;
  const { width = 0, height = 0 } = await sharp(selfie.jpeg).metadata();
  const crop = faceCropOf(selfie.face, width, height);
  const inner = FACE_PX - 2 * RING_PX;
  const face = await sharp(selfie.jpeg)
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .resize(inner, inner)
    .greyscale()
    .normalise()
    .tint(`#${style.tint}`)
    .composite([{ input: circle(inner, "#fff"), blend: "dest-in" }])
    .png()
    .toBuffer();
  return sharp(circle(FACE_PX, `#${style.tint}`))
    .composite([{ input: face, left: RING_PX, top: RING_PX }])
    .png()
    .toBuffer();
};

export const makeComposedAvatars = (): AvatarImages => ({
  name: "composed",
  generate: async (request): Promise<AvatarImage> => {
    const [art, face] = await Promise.all([renderArt(request), stylisedFace(request)]);
    const offset = AVATAR_SIZE_PX - FACE_PX - 12;
    const jpeg = await sharp(art)
      .composite(face === undefined ? [] : [{ input: face, left: offset, top: offset }])
      .flatten({ background: `#${request.style.backgrounds[0] ?? "ffffff"}` })
      .jpeg({ quality: 90 })
      .toBuffer();
    return {
      jpeg,
      source: "composed",
      aiGenerated: false,
      attribution: attributionOf(request.character.art),
    };
  },
});
