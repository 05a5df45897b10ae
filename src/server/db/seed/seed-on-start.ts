/**
 * What a start-up loads into the database (`npm start` through main.ts, and `npm run db:seed`), never what
 * buildApp does: the reference data always, and the demo data when the config asks for it. Idempotent.
 */
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import { seedDemoClans } from "@/server/db/seed/demo-clans";
import { seedDemoOffers } from "@/server/db/seed/demo-offers";
import { seedDemoData, seedGenres, seedProfileOptions } from "@/server/db/seed/seed-demo";
import { seedDemoCampaigns } from "@/server/db/seed/seed-demo-campaigns";
import { authRepository } from "@/server/db/repositories/auth-repository";
import {
  hashSpecialCode,
  newSpecialCodeSecret,
  SPECIAL_CODE_SECRET,
} from "@/server/services/campaigns/verifiers/special-code";

/** The genres and the profile pickers' options: data the app needs whatever else is loaded. */
export const seedReferenceData = async (db: Db): Promise<void> => {
  await seedGenres(db);
  await seedProfileOptions(db);
};

/** The demo campaigns and quests, and the demo clans with their demo gamers (accounts nobody can sign in to). */
export const seedDemoCampaignsAndClans = async (db: Db, now: Date): Promise<void> => {
  const secret = await authRepository.secret(db, SPECIAL_CODE_SECRET, newSpecialCodeSecret);
  await seedDemoCampaigns(db, { now, hashSpecialCode: (code) => hashSpecialCode(secret, code) });
  await seedDemoClans(db, now);
  await seedDemoOffers(db);
};

export const seedOnStart = async (
  db: Db,
  config: Pick<Config, "seedDemoData" | "seedDemoCampaigns">,
  now: Date = new Date(),
): Promise<void> => {
  await seedReferenceData(db);
  if (config.seedDemoData) await seedDemoData(db);
  if (config.seedDemoCampaigns) await seedDemoCampaignsAndClans(db, now);
};
