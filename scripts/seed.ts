// `npm run db:seed`: migrate the configured database and load the demo catalogue (idempotent).
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { seedDemoData, seedGenres } from "@/server/db/seed/seed-demo";

const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedGenres(database.db);
  await seedDemoData(database.db);
  console.log(
    `Seeded the demo catalogue into ${database.kind === "pglite" ? config.dataDir : "PostgreSQL"}.`,
  );
} finally {
  await database.close();
}
