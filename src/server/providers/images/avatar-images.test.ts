/**
 * The avatar providers: the local composer (deterministic, composed not AI, the selfie's face in it) and the
 * OpenAI adapter against a loopback fake speaking OpenAI's documented image API, errors included.
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_STYLES, characterById } from "@/domain/pog/avatar-catalogue";
import { AVATAR_SIZE_PX, type AvatarRequest } from "@/server/providers/images/avatar-images";
import { makeComposedAvatars } from "@/server/providers/images/composed-avatars";
import { makeOpenAiImages, OpenAiImagesFailed } from "@/server/providers/images/openai-images";
import { startFakeOpenAiImages, type FakeOpenAiImages } from "@/server/testing/fakes/fake-openai-images";

const kai = characterById("kai")!;
const [classic, neon] = [AVATAR_STYLES[0]!, AVATAR_STYLES[1]!];
const base: AvatarRequest = { category: "Adventure", character: kai, style: classic, seed: "gamer-1:kai" };

const selfie = async () => ({
  jpeg: await readFile(new URL("../../../../tests/fixtures/pog/selfie-face.jpg", import.meta.url)),
  face: { x: 62, y: 31, width: 94, height: 94 },
});

const sizeOf = async (jpeg: Uint8Array) => {
  const { width, height, format } = await sharp(jpeg).metadata();
  return { width, height, format };
};

describe("the composed avatars (local default)", () => {
  const composer = makeComposedAvatars();

  it("draws a square JPEG, labelled composed and not AI, with the art's attribution", async () => {
    const avatar = await composer.generate(base);
    expect(await sizeOf(avatar.jpeg)).toEqual({
      width: AVATAR_SIZE_PX,
      height: AVATAR_SIZE_PX,
      format: "jpeg",
    });
    expect(avatar).toMatchObject({ source: "composed", aiGenerated: false });
    expect(avatar.attribution).toMatch(/Lisa Wischofsky, CC BY 4\.0/);
  });

  it("gives the same bytes for the same request, and other bytes for another style or seed", async () => {
    const [one, again, styled, seeded] = await Promise.all([
      composer.generate(base),
      composer.generate(base),
      composer.generate({ ...base, style: neon }),
      composer.generate({ ...base, seed: "gamer-2:kai" }),
    ]);
    expect(Buffer.from(again.jpeg).equals(Buffer.from(one.jpeg))).toBe(true);
    expect(Buffer.from(styled.jpeg).equals(Buffer.from(one.jpeg))).toBe(false);
    expect(Buffer.from(seeded.jpeg).equals(Buffer.from(one.jpeg))).toBe(false);
  });

  it("puts the selfie's stylised face in the corner, deterministically", async () => {
    const request = { ...base, selfie: await selfie() };
    const [plain, withFace, again] = await Promise.all([
      composer.generate(base),
      composer.generate(request),
      composer.generate(request),
    ]);
    expect(Buffer.from(again.jpeg).equals(Buffer.from(withFace.jpeg))).toBe(true);
    const corner = (jpeg: Uint8Array) =>
      sharp(jpeg).extract({ left: 320, top: 320, width: 160, height: 160 }).raw().toBuffer();
    expect((await corner(withFace.jpeg)).equals(await corner(plain.jpeg))).toBe(false);
  });

  it("draws every character of the catalogue", async () => {
    const { AVATAR_CHARACTERS } = await import("@/domain/pog/avatar-catalogue");
    for (const character of AVATAR_CHARACTERS) {
      const avatar = await composer.generate({ ...base, character, category: character.category });
      expect((await sizeOf(avatar.jpeg)).width, character.id).toBe(AVATAR_SIZE_PX);
    }
  });
});

describe("the OpenAI images adapter (against a fake of its API)", () => {
  let fake: FakeOpenAiImages;

  beforeAll(async () => {
    fake = await startFakeOpenAiImages();
  });

  afterAll(async () => {
    await fake.close();
  });

  const adapter = () =>
    makeOpenAiImages({ apiKey: fake.apiKey, apiBase: fake.apiBase, model: "gpt-image-1" });

  it("generates without a selfie through /v1/images/generations, labelled AI", async () => {
    const avatar = await adapter().generate(base);
    expect(avatar).toMatchObject({ source: "openai", aiGenerated: true });
    expect(await sizeOf(avatar.jpeg)).toEqual({
      width: AVATAR_SIZE_PX,
      height: AVATAR_SIZE_PX,
      format: "jpeg",
    });
    const call = fake.received.at(-1)!;
    expect(call.path).toBe("/v1/images/generations");
    expect(call.fields).toMatchObject({
      model: "gpt-image-1",
      n: "1",
      size: "1024x1024",
      output_format: "jpeg",
    });
    expect(call.fields["prompt"]).toContain("Adventure");
    expect(call.fields["prompt"]).toContain("Kai");
  });

  it("sends the selfie's face crop as multipart to /v1/images/edits", async () => {
    await adapter().generate({ ...base, selfie: await selfie() });
    const call = fake.received.at(-1)!;
    expect(call.path).toBe("/v1/images/edits");
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call.fields).toMatchObject({ model: "gpt-image-1", input_fidelity: "high" });
    expect(call.image).toEqual({ type: "image/jpeg", width: 1024, height: 1024 });
  });

  it("throws OpenAI's own error words on a refusal", async () => {
    fake.failNext(400, {
      message: "Your request was rejected by the safety system.",
      type: "image_generation_user_error",
      code: "moderation_blocked",
    });
    const error = await adapter()
      .generate(base)
      .catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(OpenAiImagesFailed);
    expect((error as Error).message).toMatch(/answered 400.*moderation_blocked/);
  });

  it("throws on a wrong key, a server error, and an answer without an image", async () => {
    const wrongKey = makeOpenAiImages({ apiKey: "sk-wrong", apiBase: fake.apiBase, model: "gpt-image-1" });
    await expect(wrongKey.generate(base)).rejects.toThrow(/answered 401.*invalid_api_key/);
    fake.failNext(500, { message: "The server had an error", type: "server_error", code: null });
    await expect(adapter().generate({ ...base, selfie: await selfie() })).rejects.toThrow(
      /edits answered 500/,
    );
    fake.answerNext({ created: 1, data: [] });
    await expect(adapter().generate(base)).rejects.toThrow(/no b64_json/);
  });

  it("throws when the service cannot be reached", async () => {
    const closed = await startFakeOpenAiImages();
    await closed.close();
    await expect(
      makeOpenAiImages({ apiKey: closed.apiKey, apiBase: closed.apiBase, model: "gpt-image-1" }).generate(
        base,
      ),
    ).rejects.toBeInstanceOf(OpenAiImagesFailed);
  });
});
