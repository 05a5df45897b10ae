import { Effect, Ref } from "effect";
import { describe, expect, it } from "vitest";
import { makeTtlCache } from "@/server/services/ttl-cache";

const counting = Effect.gen(function* () {
  const calls = yield* Ref.make(0);
  return { calls, load: Ref.updateAndGet(calls, (n) => n + 1) };
});

describe("makeTtlCache", () => {
  it("loads once per key while fresh", async () => {
    const program = Effect.gen(function* () {
      const { calls, load } = yield* counting;
      const cache = makeTtlCache<number>(60_000);
      const first = yield* cache.through("a", load);
      const second = yield* cache.through("a", load);
      const other = yield* cache.through("b", load);
      return { first, second, other, calls: yield* Ref.get(calls) };
    });
    expect(await Effect.runPromise(program)).toEqual({ first: 1, second: 1, other: 2, calls: 2 });
  });

  it("does not cache when turned off, nor keep failures", async () => {
    const program = Effect.gen(function* () {
      const { calls, load } = yield* counting;
      const off = makeTtlCache<number>(0);
      yield* off.through("a", load);
      yield* off.through("a", load);
      const on = makeTtlCache<number>(60_000);
      yield* Effect.flip(on.through("x", Effect.fail("boom")));
      const after = yield* on.through("x", load);
      return { after, calls: yield* Ref.get(calls) };
    });
    expect(await Effect.runPromise(program)).toEqual({ after: 3, calls: 3 });
  });

  it("forgets the oldest entry beyond its size", async () => {
    const program = Effect.gen(function* () {
      const { calls, load } = yield* counting;
      const cache = makeTtlCache<number>(60_000, 2);
      yield* cache.through("a", load);
      yield* cache.through("b", load);
      yield* cache.through("c", load);
      yield* cache.through("a", load);
      return yield* Ref.get(calls);
    });
    expect(await Effect.runPromise(program)).toBe(4);
  });
});
