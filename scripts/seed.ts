// `npm run db:seed`: migrate the configured database and load the reference data, the demo catalogue, the demo
// campaigns and the demo clans (idempotent), whatever KLEOS_SEED_DEMO says.
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { seedOnStart } from "@/server/db/seed/seed-on-start";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedOnStart(database.db, { seedDemoData: true, seedDemoCampaigns: true });
  console.log(
    `Seeded the demo catalogue and campaigns into ${database.kind === "pglite" ? config.dataDir : "PostgreSQL"}.`,
  );
} finally {
  await database.close();
}
