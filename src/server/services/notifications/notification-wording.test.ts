import { describe, expect, it } from "vitest";
import { clanPrizeWon } from "@/domain/notifications/notification-events";
import { wordNotification } from "@/server/services/notifications/notification-wording";

const CHIEF = "0b8f5c3e-1a2b-4c3d-8e4f-5a6b7c8d9e0f";
const MEMBER = "7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f70";

const prize = {
  leaderboard: { id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f", title: "Monsoon Clans Cup" },
  clanId: 42,
  rank: 2,
  currency: "KCASH",
  amount: 10_000,
  paidTo: CHIEF,
} as const;

describe("a clan's prize, worded for a push or a message", () => {
  it("says what the panel says, in the gamer's language", () => {
    expect(wordNotification(clanPrizeWon(CHIEF, prize), "en").body).toBe(
      "Your clan finished 2nd in \u2068Monsoon Clans Cup\u2069: its prize of 100 K-Cash is in your wallet",
    );
    expect(wordNotification(clanPrizeWon(MEMBER, prize), "en").body).toBe(
      "Your clan finished 2nd in \u2068Monsoon Clans Cup\u2069 and won 100 K-Cash, paid to your Chief",
    );
    expect(wordNotification(clanPrizeWon(MEMBER, prize), "de").body).toBe(
      "Dein Clan hat Platz 2 in \u2068Monsoon Clans Cup\u2069 belegt und 100 K-Cash gewonnen, ausgezahlt an den Anführer",
    );
  });
});
