import { Context, Layer } from "effect";
import type { Database } from "@/server/db/client";

/** The open database, as a service, so that every other service gets it from its layer. */
export class DatabaseService extends Context.Service<DatabaseService, Database>()("kleos/server/Database") {
  static readonly layerFrom = (database: Database) => Layer.succeed(DatabaseService, database);
}
