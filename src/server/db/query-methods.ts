/**
 * A repository's Drizzle functions as Effect methods: each `(db, ...args) => Promise<A>` becomes
 * `(...args) => Effect<A>` that runs through `Database.query`, so it joins the caller's transaction when there is
 * one (and uses the pool outside one). For repositories whose statements break no unique constraint they name:
 * one that maps a violation to a domain error writes that method with `query(run, { constraint: ... })` itself.
 */
import type { Effect } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import type { DatabaseShape } from "@/server/db/database";

type DrizzleFunction = (db: DbOrTransaction, ...args: never[]) => Promise<unknown>;

export type QueryMethods<T extends Record<string, DrizzleFunction>> = {
  readonly [K in keyof T]: T[K] extends (db: DbOrTransaction, ...args: infer P) => Promise<infer A>
    ? (...args: P) => Effect.Effect<A>
    : never;
};

export const queryMethods = <T extends Record<string, DrizzleFunction>>(
  query: DatabaseShape["query"],
  functions: T,
): QueryMethods<T> =>
  Object.fromEntries(
    Object.entries(functions).map(([name, run]) => [
      name,
      (...args: never[]) => query((db) => run(db, ...args)),
    ]),
  ) as QueryMethods<T>;
