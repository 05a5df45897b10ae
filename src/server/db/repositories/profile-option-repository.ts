import { and, asc, eq, isNull, like, or, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import type { DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { profileOptionsTable } from "@/server/db/schema/profile-options";

export type ProfileOptionKind = "profession" | "city" | "college";

/** Lower case, accents removed: "São Paulo" and "sao paulo" find each other. */
export const searchKeyOf = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

export const profileOptionRepository = {
  upsertMany: async (
    db: DbOrTransaction,
    options: readonly {
      kind: ProfileOptionKind;
      countryCode: string | null;
      city: string | null;
      name: string;
    }[],
  ): Promise<void> => {
    if (options.length === 0) return;
    await db
      .insert(profileOptionsTable)
      .values(
        options.map((option, position) => ({ ...option, searchKey: searchKeyOf(option.name), position })),
      )
      .onConflictDoNothing();
  },

  /** Names of `kind` in `countryCode` (and `city`), whose name has a word starting with `search`. */
  find: async (
    db: DbOrTransaction,
    query: { kind: ProfileOptionKind; countryCode?: string; city?: string; search?: string; limit: number },
  ): Promise<string[]> => {
    const prefix = query.search === undefined ? "" : searchKeyOf(query.search).replace(/[\\%_]/g, "\\$&");
    const rows = await db
      .select({ name: profileOptionsTable.name })
      .from(profileOptionsTable)
      .where(
        and(
          eq(profileOptionsTable.kind, query.kind),
          query.countryCode === undefined
            ? isNull(profileOptionsTable.countryCode)
            : eq(profileOptionsTable.countryCode, query.countryCode),
          query.city === undefined
            ? undefined
            : sql`lower(${profileOptionsTable.city}) = lower(${query.city})`,
          prefix === ""
            ? undefined
            : or(
                like(profileOptionsTable.searchKey, `${prefix}%`),
                like(profileOptionsTable.searchKey, `% ${prefix}%`),
              ),
        ),
      )
      .orderBy(asc(profileOptionsTable.position))
      .limit(query.limit);
    return rows.map((row) => row.name);
  },
};

export interface ProfileOptionQuery {
  readonly kind: ProfileOptionKind;
  readonly countryCode?: string;
  readonly city?: string;
  readonly search?: string;
  readonly limit: number;
}

/** The profile's picker lists, as a service. */
export class ProfileOptionRepository extends Context.Service<
  ProfileOptionRepository,
  {
    /** Names of `kind` in `countryCode` (and `city`), whose name has a word starting with `search`. */
    find(query: ProfileOptionQuery): Effect.Effect<readonly string[]>;
  }
>()("kleos/server/db/repositories/ProfileOptionRepository") {
  static readonly layer = Layer.effect(
    ProfileOptionRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ProfileOptionRepository.of(
        traced("ProfileOptionRepository", {
          find: (options: ProfileOptionQuery) => query((db) => profileOptionRepository.find(db, options)),
        }),
      );
    }),
  );
}
