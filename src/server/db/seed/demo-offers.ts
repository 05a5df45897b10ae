/**
 * Kleos' own offers on a fresh machine: Dark Throne's partner game, played locally by the partner game simulator
 * (plugins/partner-game-simulator.ts, on /dev/providers), to install and to level up in. Two of them belong to the
 * Dark Throne Trials quest's offerwall. Idempotent: the partner keeps the secret it was first given.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { offerwallRepository, type NewOffer } from "@/server/db/repositories/offerwall-repository";
import { gamePartnersTable } from "@/server/db/schema/campaigns";
import { gamesTable } from "@/server/db/schema/games";
import { SIMULATED_PARTNER_ENDPOINT, SIMULATED_PARTNER_ID } from "@/server/plugins/partner-game-simulator";

export const DEMO_OFFER_QUEST = "dark-throne-trials";

export const seedDemoOffers = async (db: Db): Promise<void> => {
  const [game] = await db
    .select({ id: gamesTable.id })
    .from(gamesTable)
    .where(eq(gamesTable.slug, "dark-throne"));
  const gameId = game?.id ?? null;
  await db
    .insert(gamePartnersTable)
    .values({
      id: SIMULATED_PARTNER_ID,
      gameId,
      endpoint: SIMULATED_PARTNER_ENDPOINT,
      secret: randomBytes(32).toString("hex"),
    })
    .onConflictDoNothing();
  const offers: readonly Omit<NewOffer, "partnerId" | "gameId">[] = [
    {
      id: "dark-throne-install",
      action: "install",
      level: null,
      rewardCurrency: "KPOINTS",
      rewardAmount: 100,
      questSlug: null,
      position: 1,
    },
    {
      id: "dark-throne-level-5",
      action: "reachLevel",
      level: 5,
      rewardCurrency: "KPOINTS",
      rewardAmount: 250,
      questSlug: DEMO_OFFER_QUEST,
      position: 2,
    },
    {
      id: "dark-throne-level-10",
      action: "reachLevel",
      level: 10,
      // 5.00 K-Cash.
      rewardCurrency: "KCASH",
      rewardAmount: 500,
      questSlug: DEMO_OFFER_QUEST,
      position: 3,
    },
  ];
  for (const offer of offers)
    await offerwallRepository.upsertOffer(db, { ...offer, partnerId: SIMULATED_PARTNER_ID, gameId });
};
