import { Schema } from "effect";
import { rule } from "@/domain/validation/validate";

/**
 * Only JPEG is accepted as image type (spec §5). The file's first bytes decide, not its name or the
 * browser's MIME guess: every JPEG (JFIF, Exif, raw) starts with the SOI marker FF D8 followed by the first
 * segment's FF.
 */
export const JPEG_MAGIC_BYTES: ReadonlyArray<number> = [0xff, 0xd8, 0xff];

/** How many leading bytes a caller must read from a file to judge it. */
export const IMAGE_SNIFF_LENGTH = JPEG_MAGIC_BYTES.length;

export const isJpegBytes = (bytes: Uint8Array): boolean =>
  bytes.length >= JPEG_MAGIC_BYTES.length && JPEG_MAGIC_BYTES.every((byte, index) => bytes[index] === byte);

/** The image bytes (or at least their first {@link IMAGE_SNIFF_LENGTH}) of an upload. */
export const JpegImageBytes = Schema.Uint8Array.check(rule("validation.image.jpegOnly", isJpegBytes));
