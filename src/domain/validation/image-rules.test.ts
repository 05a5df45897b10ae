import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { JpegImageBytes, isJpegBytes } from "@/domain/validation/image-rules";
import { firstFailure } from "@/domain/validation/validate";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const WEBP = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

describe("JPEG only", () => {
  test.prop([fc.constantFrom(0xe0, 0xe1, 0xdb, 0xee), fc.uint8Array({ maxLength: 64 })])(
    "property: bytes starting FF D8 FF are a JPEG whatever follows",
    (marker, rest) => {
      expect(
        firstFailure(JpegImageBytes, Uint8Array.from([0xff, 0xd8, 0xff, marker, ...rest])),
      ).toBeUndefined();
    },
  );

  test.prop([fc.uint8Array({ maxLength: 64 })])(
    "property: anything else reads Only JPEG is accepted as image type",
    (bytes) => {
      fc.pre(!(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff));
      expect(firstFailure(JpegImageBytes, bytes)?.message).toBe("Only JPEG is accepted as image type");
    },
  );

  test.each([
    ["PNG", PNG],
    ["GIF", GIF],
    ["WebP", WEBP],
    ["two bytes of a JPEG", [0xff, 0xd8]],
    ["empty", []],
  ])("%s is refused", (_name, bytes) => {
    expect(isJpegBytes(Uint8Array.from(bytes))).toBe(false);
  });

  test("a PNG named photo.jpg is still refused: only the bytes count", () => {
    const file = { name: "photo.jpg", bytes: Uint8Array.from(PNG) };
    expect(firstFailure(JpegImageBytes, file.bytes)?.messageId).toBe("validation.image.jpegOnly");
  });
});
