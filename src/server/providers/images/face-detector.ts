/**
 * Finds the face in a selfie with `@vladmandic/human` 3.3 on the tfjs wasm backend, its BlazeFace model read
 * from the package's own folder (never a CDN). Three things make it work under Node here: the node-wasm build
 * is required by path; Node's fetch cannot read `file://`, so a tfjs load router reads the model files from
 * disk; `wasmPath` points at the local tfjs-backend-wasm binaries. The model is loaded once per process, on
 * the first selfie (not at start-up), and selfies are checked one at a time (about 200 MB of memory once
 * loaded; 45–100 ms an image of 640 px or less).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import type { FaceBox } from "@/server/providers/images/avatar-images";

export interface FaceDetector {
  /** The most certain face in the JPEG, or undefined when there is none. */
  detect(jpeg: Uint8Array): Promise<FaceBox | undefined>;
}

/** Faces below this certainty do not count: drawn faces score 0.5–0.6, photographed ones 0.85 and more. */
const MIN_CONFIDENCE = 0.7;
/** Larger selfies are looked at this size: the detector is as sure and much faster. */
const DETECT_SIDE_PX = 640;

interface WeightGroup {
  readonly paths: readonly string[];
  readonly weights: readonly unknown[];
}

interface Tensor {
  dispose(): void;
}

interface HumanInstance {
  load(): Promise<void>;
  detect(input: Tensor): Promise<{ face: readonly { score: number; box: readonly number[] }[] }>;
  tf: {
    tensor(values: Uint8Array, shape: readonly number[], dtype: "int32"): Tensor;
    io: {
      registerLoadRouter(router: (url: string | readonly string[]) => unknown): void;
      getModelArtifactsForJSON(
        json: unknown,
        loadWeights: (groups: readonly WeightGroup[]) => Promise<[unknown[], ArrayBuffer]>,
      ): Promise<unknown>;
    };
  };
}

type HumanConstructor = new (config: object) => HumanInstance;

const require = createRequire(import.meta.url);

const packageFolder = (name: string, main: string): string => {
  let folder = dirname(require.resolve(name));
  while (!folder.endsWith(main)) folder = dirname(folder);
  return resolve(folder);
};

/** Serves `file://` model URLs from disk (tfjs in Node otherwise fetches them, and fetch refuses the scheme). */
const fileLoader = (human: HumanInstance, url: string) => {
  const file = fileURLToPath(url);
  return {
    load: async () =>
      human.tf.io.getModelArtifactsForJSON(JSON.parse(await readFile(file, "utf8")), async (groups) => {
        const specs: unknown[] = [];
        const parts: Buffer[] = [];
        for (const group of groups) {
          for (const path of group.paths) parts.push(await readFile(join(dirname(file), path)));
          specs.push(...group.weights);
        }
        const all = Buffer.concat(parts);
        return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
      }),
  };
};

const loadHuman = async (): Promise<HumanInstance> => {
  const humanFolder = packageFolder("@vladmandic/human", join("@vladmandic", "human"));
  const wasmFolder = join(packageFolder("@tensorflow/tfjs-backend-wasm", "tfjs-backend-wasm"), "dist");
  const { Human } = require(join(humanFolder, "dist", "human.node-wasm.js")) as { Human: HumanConstructor };
  const modelBase = pathToFileURL(join(humanFolder, "models")).href;
  const human = new Human({
    backend: "wasm",
    wasmPath: `${wasmFolder}/`,
    modelBasePath: `${modelBase}/`,
    debug: false,
    cacheModels: false,
    face: {
      enabled: true,
      detector: { enabled: true, rotation: false, maxDetected: 1, minConfidence: MIN_CONFIDENCE },
      mesh: { enabled: false },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  human.tf.io.registerLoadRouter((url) =>
    typeof url === "string" && url.startsWith("file://") ? fileLoader(human, url) : null,
  );
  await human.load();
  return human;
};

/** A detector: the model loads on its first call; calls queue behind each other. */
export const makeHumanFaceDetector = (): FaceDetector => {
  let human: Promise<HumanInstance> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const detectNow = async (jpeg: Uint8Array): Promise<FaceBox | undefined> => {
    human ??= loadHuman().catch((error: unknown) => {
      human = undefined;
      throw error;
    });
    const loaded = await human;
    const { data, info } = await sharp(jpeg)
      .rotate()
      .resize(DETECT_SIDE_PX, DETECT_SIDE_PX, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: original = info.width } = await sharp(jpeg).rotate().metadata();
    const scale = original / info.width;
    const tensor = loaded.tf.tensor(new Uint8Array(data), [1, info.height, info.width, 3], "int32");
    try {
      const result = await loaded.detect(tensor);
      const best = [...result.face].sort((a, b) => b.score - a.score)[0];
      if (best === undefined || best.score < MIN_CONFIDENCE) return undefined;
      const [x = 0, y = 0, width = 0, height = 0] = best.box;
      return {
        x: Math.round(x * scale),
        y: Math.round(y * scale),
        width: Math.round(width * scale),
        height: Math.round(height * scale),
      };
    } finally {
      tensor.dispose();
    }
  };

  return {
    detect: (jpeg) => {
      const next = queue.then(() => detectNow(jpeg));
      queue = next.catch(() => undefined);
      return next;
    },
  };
};

let processDetector: FaceDetector | undefined;

/** The one detector of the process (its model is loaded once, on the first selfie, whichever app asks). */
export const humanFaceDetector = (): FaceDetector => (processDetector ??= makeHumanFaceDetector());
