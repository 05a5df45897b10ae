/**
 * The database as an Effect service: the one way services and repositories reach PostgreSQL or PGlite.
 *
 * - `query(run)` runs one piece of Drizzle work on the current transaction, or on the pool outside one. A driver
 *   error is a defect (a bug or an outage): it is logged and answered with a generic 500.
 * - `query(run, { constraint: () => new TaggedError(...) })` also turns a unique violation of a named
 *   constraint into the typed failure it means. This is the only place a SQLSTATE 23505 is read. Inside a
 *   transaction the statement runs under a savepoint, so the transaction stays usable after the failure.
 * - `transaction(effect)` runs an effect in one transaction: every `query` inside it (whichever repository or
 *   service makes it) joins that transaction; a typed failure or a defect rolls all of it back; nested calls
 *   join the outer transaction.
 * - `listen(channel, listener)` hears `pg_notify(channel, payload)` of committed transactions (PGlite's own
 *   connection, or one connection of its own on PostgreSQL, which hears only payloads that are its schema,
 *   start with it and a space, or are empty) until the scope closes.
 */
import type { PGlite } from "@electric-sql/pglite";
import { Context, Effect, Exit, Layer, type Scope } from "effect";
import pg from "pg";
import type { Database as OpenDatabase, DbOrTransaction, DbTransaction } from "@/server/db/client";

/** The unique constraints a statement may break, each with the failure it means. */
export type UniqueViolations<E> = { readonly [constraint: string]: () => E };

/** The transaction the running fiber is inside, if any. */
const CurrentTransaction = Context.Reference<DbTransaction | undefined>(
  "kleos/server/db/CurrentTransaction",
  {
    defaultValue: () => undefined,
  },
);

/** Thrown inside Drizzle's transaction callback to roll it back, carrying the effect's failed exit out. */
class RolledBack {
  constructor(readonly exit: Exit.Exit<unknown, unknown>) {}
}

/** The constraint of a unique violation (SQLSTATE 23505) anywhere in an error's cause chain. */
const violatedConstraint = (error: unknown): string | undefined => {
  for (let cause: unknown = error; typeof cause === "object" && cause !== null;) {
    if ("code" in cause && cause.code === "23505")
      return "constraint" in cause && typeof cause.constraint === "string" ? cause.constraint : "";
    cause = "cause" in cause ? cause.cause : undefined;
  }
  return undefined;
};

export interface DatabaseShape {
  readonly kind: OpenDatabase["kind"];
  readonly query: <A, E = never>(
    run: (db: DbOrTransaction) => Promise<A>,
    violations?: UniqueViolations<E>,
  ) => Effect.Effect<A, E>;
  readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
  /**
   * Calls `listener.notified` with the payload of each notification on `channel` once its transaction commits;
   * `listener.lost` when they can no longer be heard (the connection broke), after which none come.
   */
  readonly listen: (
    channel: string,
    listener: NotificationListener,
  ) => Effect.Effect<void, never, Scope.Scope>;
}

export interface NotificationListener {
  readonly notified: (payload: string) => void;
  readonly lost: () => void;
}

/** Channel names are identifiers: only these are ever listened to. */
const channelName = (channel: string): string => {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`${channel} is not a channel name`);
  return channel;
};

const listenOn = (
  { db, kind }: OpenDatabase,
  channel: string,
  listener: NotificationListener,
): Effect.Effect<void, never, Scope.Scope> => {
  const client = (db as unknown as { $client: unknown }).$client;
  if (kind === "pglite")
    return Effect.asVoid(
      Effect.acquireRelease(
        Effect.promise(() => (client as PGlite).listen(channelName(channel), listener.notified)),
        (unlisten) => Effect.promise(() => unlisten().catch(() => undefined)),
      ),
    );
  return Effect.asVoid(
    Effect.acquireRelease(
      Effect.promise(async () => {
        // A connection of its own, as the pool's: a pooled one would be handed to queries in between.
        const connection = new pg.Client((client as pg.Pool).options);
        let closing = false;
        const lose = () => {
          if (!closing) listener.lost();
          closing = true;
        };
        connection.on("error", lose);
        connection.on("end", lose);
        await connection.connect();
        // Servers of other schemas of the database announce on the same channel: the payload names the schema.
        const { rows } = await connection.query<{ schema: string }>("select current_schema() as schema");
        const schema = rows[0]?.schema;
        connection.on("notification", (message) => {
          const payload = message.payload;
          if (payload === undefined || payload === schema || payload.startsWith(`${schema} `))
            listener.notified(payload ?? "");
        });
        await connection.query(`listen ${channelName(channel)}`);
        return {
          close: async () => {
            closing = true;
            await connection.end().catch(() => undefined);
          },
        };
      }),
      (connection) => Effect.promise(() => connection.close()),
    ),
  );
};

export const makeDatabase = (database: OpenDatabase): DatabaseShape => {
  const { db, kind } = database;
  const query = <A, E = never>(
    run: (db: DbOrTransaction) => Promise<A>,
    violations?: UniqueViolations<E>,
  ): Effect.Effect<A, E> =>
    Effect.flatMap(Effect.service(CurrentTransaction), (tx) => {
      if (violations === undefined) return Effect.promise(() => run(tx ?? db));
      return Effect.tryPromise({
        try: () => (tx === undefined ? run(db) : tx.transaction((savepoint) => run(savepoint))),
        catch: (error) => error,
      }).pipe(
        Effect.catch((error) => {
          const constraint = violatedConstraint(error);
          const failure = constraint === undefined ? undefined : violations[constraint];
          return failure === undefined ? Effect.die(error) : Effect.fail(failure());
        }),
      );
    });

  const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.flatMap(Effect.service(CurrentTransaction), (current) =>
      current !== undefined
        ? effect
        : Effect.flatMap(Effect.context<R>(), (context) =>
            Effect.flatten(
              Effect.promise(async (): Promise<Exit.Exit<A, E>> => {
                try {
                  return await db.transaction(async (tx) => {
                    const exit = await Effect.runPromiseExit(
                      effect.pipe(
                        Effect.provideService(CurrentTransaction, tx),
                        Effect.provideContext(context),
                      ),
                    );
                    if (Exit.isFailure(exit)) throw new RolledBack(exit);
                    return exit;
                  });
                } catch (error) {
                  if (error instanceof RolledBack) return error.exit as Exit.Exit<A, E>;
                  return Exit.die(error);
                }
              }),
            ),
          ),
    );

  const listen = (channel: string, listener: NotificationListener) => listenOn(database, channel, listener);

  return { kind, query, transaction, listen };
};

export class Database extends Context.Service<Database, DatabaseShape>()("kleos/server/db/Database") {
  static readonly layer = (database: OpenDatabase) => Layer.succeed(Database, makeDatabase(database));
}
