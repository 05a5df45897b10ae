// `npm run db:seed`: migrate the configured database and load the demo catalogue and campaigns (idempotent).
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { seedDemoData, seedGenres } from "@/server/db/seed/seed-demo";
import { seedDemoCampaigns } from "@/server/db/seed/seed-demo-campaigns";
import { hashSpecialCode, loadSpecialCodeSecret } from "@/server/services/campaigns/verifiers/special-code";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedGenres(database.db);
  await seedDemoData(database.db);
  const secret = await loadSpecialCodeSecret(database.db);
  await seedDemoCampaigns(database.db, {
    now: new Date(),
    hashSpecialCode: (code) => hashSpecialCode(secret, code),
  });
  console.log(
    `Seeded the demo catalogue and campaigns into ${database.kind === "pglite" ? config.dataDir : "PostgreSQL"}.`,
  );
} finally {
  await database.close();
}
