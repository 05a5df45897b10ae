/**
 * Avatars drawn by OpenAI's image API (chosen when OPENAI_API_KEY is set). Without a selfie:
 * `POST /v1/images/generations` `{ model, prompt, n, size, quality, output_format }`; with one:
 * `POST /v1/images/edits` as multipart (`image` = the selfie's face crop, `prompt`, `input_fidelity: high`).
 * Both answer `{ data: [{ b64_json }] }`; errors answer `{ error: { message, type, code } }` with a 4xx or
 * 5xx status, thrown here as OpenAiImagesFailed (the generation job retries). The image is scaled to the
 * avatar's size and kept as a JPEG.
 */
import sharp from "sharp";
import {
  AVATAR_SIZE_PX,
  faceCropOf,
  type AvatarImage,
  type AvatarImages,
  type AvatarRequest,
} from "@/server/providers/images/avatar-images";
import { makeJsonApi } from "@/server/providers/json-api";

export class OpenAiImagesFailed extends Error {
  override readonly name = "OpenAiImagesFailed";
}

export interface OpenAiImagesOptions {
  readonly apiKey: string;
  /** `https://api.openai.com` (a fake's address in tests). */
  readonly apiBase: string;
  readonly model: string;
  /** Image generation is slow: a minute by default. */
  readonly timeoutMs?: number;
}

interface ImagesAnswer {
  readonly data?: readonly { readonly b64_json?: string }[];
}

const DEFAULT_TIMEOUT_MS = 60_000;

/** What the avatar should look like, in words: the category, the character's name and art, the palette. */
export const promptOf = (request: AvatarRequest): string =>
  [
    `A square gamer avatar portrait in a ${request.category} theme`,
    `of a character called ${request.character.name} in the spirit of the "${request.character.art}" illustration style`,
    `with a ${request.style.id} colour palette (${request.style.backgrounds.map((colour) => `#${colour}`).join(", ")})`,
    request.selfie === undefined
      ? "head and shoulders, centred, plain background, no text."
      : "keep the person's face recognisable, stylised to match, plain background, no text.",
  ].join(", ");

export const makeOpenAiImages = (options: OpenAiImagesOptions): AvatarImages => {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const failure = (message: string, cause?: { cause: unknown }) =>
    new OpenAiImagesFailed(`OpenAI images: ${message}`, cause);
  const json = makeJsonApi({
    apiBase: options.apiBase,
    headers: { authorization: `Bearer ${options.apiKey}` },
    timeoutMs,
    failure,
  });

  const generations = (request: AvatarRequest) =>
    json<ImagesAnswer>("POST", "/v1/images/generations", {
      model: options.model,
      prompt: promptOf(request),
      n: 1,
      size: "1024x1024",
      quality: "medium",
      output_format: "jpeg",
    });

  const edits = async (request: AvatarRequest, selfie: NonNullable<AvatarRequest["selfie"]>) => {
    const { width = 0, height = 0 } = await sharp(selfie.jpeg).metadata();
    const crop = faceCropOf(selfie.face, width, height, 0.8);
    const image = await sharp(selfie.jpeg)
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(1024, 1024)
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.set("model", options.model);
    form.set("prompt", promptOf(request));
    form.set("n", "1");
    form.set("size", "1024x1024");
    form.set("quality", "medium");
    form.set("output_format", "jpeg");
    form.set("input_fidelity", "high");
    form.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "selfie.jpg");
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.apiBase}/v1/images/edits`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw failure("POST /v1/images/edits failed", { cause: error });
    }
    if (!response.ok)
      throw failure(`POST /v1/images/edits answered ${response.status}: ${text.slice(0, 300)}`);
    try {
      return JSON.parse(text) as ImagesAnswer;
    } catch (error) {
      throw failure("POST /v1/images/edits answered no JSON", { cause: error });
    }
  };

  return {
    name: "openai",
    generate: async (request): Promise<AvatarImage> => {
      const answer =
        request.selfie === undefined ? await generations(request) : await edits(request, request.selfie);
      const b64 = answer.data?.[0]?.b64_json;
      if (typeof b64 !== "string" || b64.length === 0) throw failure("the answer holds no b64_json image");
      let jpeg: Buffer;
      try {
        jpeg = await sharp(Buffer.from(b64, "base64"))
          .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover" })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 90 })
          .toBuffer();
      } catch (error) {
        throw failure("the answer's image could not be read", { cause: error });
      }
      return {
        jpeg,
        source: "openai",
        aiGenerated: true,
        attribution: `Generated by OpenAI ${options.model}`,
      };
    },
  };
};
