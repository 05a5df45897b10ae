/**
 * Where profile pictures are kept: files in the data folder (the local default). Keys are random, so a
 * picture's address reveals nothing and cannot be guessed from a user id.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface PictureStore {
  /** Stores the bytes under a new key; answers the key (`<32 hex>.jpg`). */
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes, or undefined when no picture has that key. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}\.jpg$/;

export const makeFolderPictureStore = (folder: string): PictureStore => {
  const pathOf = (key: string): string => {
    if (!KEY.test(key)) throw new Error(`Not a picture key: ${JSON.stringify(key)}`);
    return join(folder, key);
  };
  return {
    put: async (bytes) => {
      await mkdir(folder, { recursive: true });
      const key = `${randomBytes(16).toString("hex")}.jpg`;
      const partial = `${pathOf(key)}.${process.pid}.partial`;
      // Written aside, then renamed: a reader never sees half a picture.
      await writeFile(partial, bytes);
      await rename(partial, pathOf(key));
      return key;
    },
    get: async (key) => {
      if (!KEY.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    delete: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
};
