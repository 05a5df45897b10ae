import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/domain/constants/money";
import { clanEvent, clanPrizeWon, type ClanPrize } from "@/domain/notifications/notification-events";

const CHIEF = "0b8f5c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const MEMBER = "7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f70";

const prize: ClanPrize = {
  leaderboard: { id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", title: "Monsoon Clans Cup" },
  clanId: 42,
  rank: 2,
  currency: "KCASH",
  amount: 10_000,
  paidTo: CHIEF,
};

const prizes = fc.record({
  leaderboard: fc.record({ id: fc.uuid(), title: fc.string({ minLength: 1, maxLength: 200 }) }),
  clanId: fc.integer({ min: 1, max: 2_147_483_647 }),
  rank: fc.integer({ min: 1, max: 10_000 }),
  currency: fc.constantFrom(...CURRENCIES),
  amount: fc.integer({ min: 1, max: 1_000_000_000 }),
  paidTo: fc.uuid(),
});

describe("a clan's prize notification", () => {
  it("tells a member the board, the rank and the prize, leading to the board, paid to the chief", () => {
    expect(clanPrizeWon(MEMBER, prize)).toEqual({
      userId: MEMBER,
      kind: "clanEvent",
      sourceKey: `clan:prizeWon:${prize.leaderboard.id}:42`,
      data: {
        title: "Monsoon Clans Cup",
        event: "prizeWon",
        rank: 2,
        currency: "KCASH",
        amount: 10_000,
        decimals: 2,
        paidToYou: false,
        path: `/leaderboards/${prize.leaderboard.id}`,
      },
    });
  });

  it("tells the chief the prize went to their own wallet", () => {
    expect(clanPrizeWon(CHIEF, prize).data.paidToYou).toBe(true);
  });

  it("has one source key per board and clan, whoever is told and however often", () => {
    fc.assert(
      fc.property(prizes, prizes, fc.uuid(), fc.uuid(), (one, other, first, second) => {
        const key = clanPrizeWon(first, one).sourceKey;
        expect(clanPrizeWon(second, one).sourceKey).toBe(key);
        expect(clanPrizeWon(first, { ...one, rank: one.rank + 1, amount: one.amount + 1 }).sourceKey).toBe(
          key,
        );
        const sameBoard = one.leaderboard.id === other.leaderboard.id && one.clanId === other.clanId;
        expect(clanPrizeWon(first, other).sourceKey === key).toBe(sameBoard);
      }),
    );
  });

  it("never shares a source key with the clan's membership events", () => {
    fc.assert(
      fc.property(
        prizes,
        fc.constantFrom<"joined" | "left" | "memberJoined">("joined", "left", "memberJoined"),
        fc.string(),
        (won, event, membership) => {
          const told = clanEvent(MEMBER, event, { id: won.clanId, name: "Clan" }, membership);
          expect(clanPrizeWon(MEMBER, won).sourceKey).not.toBe(told.sourceKey);
        },
      ),
    );
  });
});
