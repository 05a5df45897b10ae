/**
 * The face detector on real pictures: the committed selfie fixture (a face) and pictures without one. The model
 * may take seconds to load on a loaded machine: a budget, not a check.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeHumanFaceDetector } from "@/server/providers/images/face-detector";

const fixture = (name: string) =>
  readFile(new URL(`../../../../tests/fixtures/pog/${name}`, import.meta.url));

describe("the Human face detector (wasm, models from the package)", () => {
  const detector = makeHumanFaceDetector();

  it("finds the face in a selfie, inside the picture", async () => {
    const jpeg = await fixture("selfie-face.jpg");
    const face = await detector.detect(jpeg);
    expect(face).toBeDefined();
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    expect(face!.width).toBeGreaterThan(width / 8);
    expect(face!.x + face!.width).toBeLessThanOrEqual(width + 1);
    expect(face!.y + face!.height).toBeLessThanOrEqual(height + 1);
  });

  it("finds no face where there is none", async () => {
    expect(await detector.detect(await fixture("selfie-no-face.jpg"))).toBeUndefined();
    const plain = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    expect(await detector.detect(plain)).toBeUndefined();
  });

  it("answers calls made at once, each for its own picture", async () => {
    const [face, none] = await Promise.all([
      fixture("selfie-face.jpg").then((jpeg) => detector.detect(jpeg)),
      fixture("selfie-no-face.jpg").then((jpeg) => detector.detect(jpeg)),
    ]);
    expect(face).toBeDefined();
    expect(none).toBeUndefined();
  });
});
