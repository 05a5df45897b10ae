/**
 * Who draws a POG avatar: the local composer (DiceBear art and the selfie's face crop, rendered on the server:
 * deterministic and labelled as composed, not AI) unless a hosted image API is configured (OpenAI images).
 * Every provider answers a JPEG, which the picture store keeps.
 */
import type { AvatarCategory, AvatarCharacter, AvatarStyle } from "@/domain/pog/avatar-catalogue";

/** Where the face is in a selfie, in pixels of the stored (re-encoded) selfie. */
export interface FaceBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface AvatarRequest {
  readonly category: AvatarCategory;
  readonly character: AvatarCharacter;
  readonly style: AvatarStyle;
  /** Makes the same choices of the same gamer look the same each time. */
  readonly seed: string;
  readonly selfie?: { readonly jpeg: Uint8Array; readonly face: FaceBox };
}

export interface AvatarImage {
  /** A square JPEG of AVATAR_SIZE_PX a side. */
  readonly jpeg: Uint8Array;
  /** `composed`: drawn by Kleos from art and the selfie, not by an AI; otherwise the hosted provider. */
  readonly source: "composed" | "openai";
  readonly aiGenerated: boolean;
  /** Whose art or model made it (some art sets are CC BY 4.0 and need it shown). */
  readonly attribution: string;
}

export interface AvatarImages {
  readonly name: string;
  /** Draws the avatar; rejects when the provider fails (the generation job retries). */
  generate(request: AvatarRequest): Promise<AvatarImage>;
}

export const AVATAR_SIZE_PX = 512;

/** The selfie's face with a margin around it, inside the picture. */
export const faceCropOf = (face: FaceBox, width: number, height: number, margin = 0.3): FaceBox => {
  const side = Math.round(Math.max(face.width, face.height) * (1 + 2 * margin));
  const size = Math.max(1, Math.min(side, width, height));
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2;
  const x = Math.round(Math.min(Math.max(0, cx - size / 2), width - size));
  const y = Math.round(Math.min(Math.max(0, cy - size / 2), height - size));
  return { x, y, width: size, height: size };
};
