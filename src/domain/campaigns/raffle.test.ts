import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { drawRaffle, newRaffleSeed, raffleSeedHash, raffleTicket } from "@/domain/campaigns/raffle";

const user = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const FIVE = [1, 2, 3, 4, 5].map(user);

const seeds = fc.string({ minLength: 1, maxLength: 64 });
const completers = fc.uniqueArray(fc.uuid(), { maxLength: 40 });
const winnerCounts = fc.integer({ min: 0, max: 50 });

describe("raffleSeedHash", () => {
  it("is sha256 of the seed, hex (the vectors `printf %s <seed> | sha256sum` prints)", () => {
    expect(raffleSeedHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(raffleSeedHash("kleos-test-seed")).toBe(
      "e3a5c99f1820c3b7e3ceccf5fd5534240c1701842ac77520859c78fd1073eba9",
    );
  });

  it("gives each new seed its own hash", () => {
    const seed = newRaffleSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newRaffleSeed()).not.toBe(seed);
    expect(raffleSeedHash(seed)).not.toBe(raffleSeedHash(newRaffleSeed()));
  });
});

describe("drawRaffle", () => {
  it("orders by sha256(seed:userId), as recomputed with sha256sum", () => {
    expect(raffleTicket("kleos-test-seed", user(5))).toBe(
      "1d202f92090b18b40c9ee5a9e448f8682671194c215631af882ec2095eeae05b",
    );
    expect(drawRaffle("kleos-test-seed", FIVE, 5)).toEqual([user(5), user(1), user(4), user(3), user(2)]);
    expect(drawRaffle("kleos-test-seed", FIVE, 2)).toEqual([user(5), user(1)]);
    expect(drawRaffle("kleos-other-seed", FIVE, 5)).toEqual([user(2), user(3), user(4), user(5), user(1)]);
  });

  it("draws a different order from another seed", () => {
    expect(drawRaffle("kleos-test-seed", FIVE, 3)).not.toEqual(drawRaffle("kleos-other-seed", FIVE, 3));
    const many = Array.from({ length: 20 }, (_, index) => user(index + 1));
    const orders = new Set(["a", "b", "c", "d"].map((seed) => drawRaffle(seed, many, 20).join()));
    expect(orders.size).toBe(4);
  });

  test.prop([seeds, completers, winnerCounts])("is deterministic", (seed, users, winners) => {
    expect(drawRaffle(seed, users, winners)).toEqual(drawRaffle(seed, users, winners));
  });

  test.prop([
    seeds,
    completers.chain((users) =>
      fc.tuple(fc.constant(users), fc.shuffledSubarray(users, { minLength: users.length })),
    ),
    winnerCounts,
  ])("does not depend on the order of the completers", (seed, [users, shuffled], winners) => {
    expect(drawRaffle(seed, shuffled, winners)).toEqual(drawRaffle(seed, users, winners));
  });

  test.prop([seeds, completers, winnerCounts])(
    "draws min(winners, completers) distinct completers, the lowest tickets",
    (seed, users, winners) => {
      const drawn = drawRaffle(seed, users, winners);
      expect(drawn).toHaveLength(Math.min(winners, users.length));
      expect(new Set(drawn).size).toBe(drawn.length);
      for (const winner of drawn) expect(users).toContain(winner);
      const tickets = drawn.map((winner) => raffleTicket(seed, winner));
      expect(tickets).toEqual([...tickets].sort());
      const worstWinner = tickets.at(-1);
      if (worstWinner !== undefined)
        for (const loser of users.filter((candidate) => !drawn.includes(candidate)))
          expect(raffleTicket(seed, loser) > worstWinner).toBe(true);
    },
  );

  test.prop([seeds, completers, winnerCounts])("counts a user listed twice once", (seed, users, winners) => {
    expect(drawRaffle(seed, [...users, ...users], winners)).toEqual(drawRaffle(seed, users, winners));
  });

  it("refuses a count that is not a whole number of winners", () => {
    for (const winners of [-1, 1.5, Number.NaN])
      expect(() => drawRaffle("s", FIVE, winners)).toThrow(RangeError);
  });
});
