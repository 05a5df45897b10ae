import { describe, expect, it } from "vitest";
import { PogCardCache } from "@/server/services/pog/card/card-cache";

const bytes = (n: number) => Promise.resolve(Uint8Array.of(n));

describe("PogCardCache", () => {
  it("draws a fingerprint once, however often and however concurrently it is asked", async () => {
    const cache = new PogCardCache(4);
    let draws = 0;
    const draw = () => {
      draws += 1;
      return bytes(1);
    };
    const answers = await Promise.all([cache.get("a", draw), cache.get("a", draw), cache.get("a", draw)]);
    expect(answers.map((answer) => answer[0])).toEqual([1, 1, 1]);
    expect(draws).toBe(1);
  });

  it("draws again for a new fingerprint and lets the least recently used go past its capacity", async () => {
    const cache = new PogCardCache(2);
    await cache.get("a", () => bytes(1));
    await cache.get("b", () => bytes(2));
    await cache.get("a", () => bytes(9)); // a is used again: b is now the oldest
    await cache.get("c", () => bytes(3));
    expect([cache.has("a"), cache.has("b"), cache.has("c")]).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
    expect((await cache.get("a", () => bytes(9)))[0]).toBe(1);
  });

  it("keeps no failed drawing: the next request draws again", async () => {
    const cache = new PogCardCache(2);
    await expect(cache.get("a", () => Promise.reject(new Error("librsvg failed")))).rejects.toThrow();
    expect(cache.has("a")).toBe(false);
    expect((await cache.get("a", () => bytes(5)))[0]).toBe(5);
  });
});
