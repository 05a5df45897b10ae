import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { Data, Effect } from "effect";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf, schema, type Db } from "@/server/db/client";
import { makeDatabase, type DatabaseShape } from "@/server/db/database";

class NameTaken extends Data.TaggedError("NameTaken")<{ readonly name: string }> {}
class Refused extends Data.TaggedError("Refused")<{ readonly why: string }> {}

let client: PGlite;
let database: DatabaseShape;

const insert = (name: string) =>
  database.query((db) => db.execute(sql`insert into things (name) values (${name})`), {
    things_name_key: () => new NameTaken({ name }),
  });
const names = () =>
  database.query(async (db) =>
    rowsOf<{ name: string }>(await db.execute(sql`select name from things order by name`)).map(
      (row) => row.name,
    ),
  );
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(
    "create table things (id serial primary key, name text not null constraint things_name_key unique)",
  );
  database = makeDatabase({
    db: drizzle(client, { schema }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  });
});
afterAll(() => client.close());
beforeEach(async () => {
  await client.exec("truncate things");
});

describe("Database", () => {
  it("commits a transaction whose effect succeeds", async () => {
    await Effect.runPromise(database.transaction(Effect.all([insert("a"), insert("b")])));
    expect(await Effect.runPromise(names())).toEqual(["a", "b"]);
  });

  it("rolls back every query of a transaction whose effect fails, and keeps the typed failure", async () => {
    const result = await run(
      database.transaction(Effect.andThen(insert("a"), Effect.fail(new Refused({ why: "test" })))),
    );
    expect(result._tag === "Failure" && result.failure._tag).toBe("Refused");
    expect(await Effect.runPromise(names())).toEqual([]);
  });

  it("rolls back on a defect too", async () => {
    const exit = await Effect.runPromiseExit(
      database.transaction(Effect.andThen(insert("a"), Effect.die("boom"))),
    );
    expect(exit._tag).toBe("Failure");
    expect(await Effect.runPromise(names())).toEqual([]);
  });

  it("joins a nested transaction to the outer one", async () => {
    const result = await run(
      database.transaction(
        Effect.gen(function* () {
          yield* database.transaction(insert("inner"));
          return yield* Effect.fail(new Refused({ why: "test" }));
        }),
      ),
    );
    expect(result._tag).toBe("Failure");
    expect(await Effect.runPromise(names())).toEqual([]);
  });

  it("turns a unique violation of a named constraint into its failure, outside a transaction", async () => {
    await Effect.runPromise(insert("a"));
    const result = await run(insert("a"));
    expect(result._tag === "Failure" && result.failure).toEqual(new NameTaken({ name: "a" }));
  });

  it("keeps a transaction usable after a unique violation it recovers from", async () => {
    await Effect.runPromise(insert("a"));
    await Effect.runPromise(
      database.transaction(
        Effect.gen(function* () {
          yield* insert("a").pipe(Effect.catchTag("NameTaken", () => Effect.void));
          yield* insert("b");
        }),
      ),
    );
    expect(await Effect.runPromise(names())).toEqual(["a", "b"]);
  });

  it("answers other driver errors as defects", async () => {
    const exit = await Effect.runPromiseExit(
      database.query((db) => db.execute(sql`select * from no_such_table`), {
        things_name_key: () => new Refused({ why: "test" }),
      }),
    );
    expect(exit._tag === "Failure" && exit.cause.reasons.some((reason) => reason._tag === "Die")).toBe(true);
  });
});
