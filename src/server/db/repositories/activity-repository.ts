/**
 * The activity feed's read model: one query over the records Kleos already keeps (ledger movements, finished
 * campaigns and quests, clan memberships joined and left, POG cards minted), newest first, paged by keyset
 * (time, then id) so that entries written while a gamer pages never shift a later page.
 */
import { sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { rowsOf, type DbOrTransaction } from "@/server/db/client";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";

export interface ActivityRow {
  /** `<source>:<row id>`, unique across sources. */
  readonly id: string;
  /** The ledger's type (reward, shop, …), or completed, clanJoined, clanLeft, pogMinted. */
  readonly source: string;
  readonly at: Date;
  /** The campaign's kind for a completion or a campaign reward. */
  readonly campaignKind: string | null;
  readonly title: string | null;
  readonly slug: string | null;
  readonly reference: string | null;
  readonly details: unknown;
  /** The ledger transaction's id, for its amounts. */
  readonly transactionId: string | null;
}

export interface ActivityPosition {
  readonly at: Date;
  readonly id: string;
}

interface RawActivity {
  readonly id: string;
  readonly source: string;
  readonly at: Date | string;
  readonly campaign_kind: string | null;
  readonly title: string | null;
  readonly slug: string | null;
  readonly reference: string | null;
  readonly details: unknown;
  readonly transaction_id: string | null;
}

export const activityRepository = {
  page: async (
    db: DbOrTransaction,
    userId: string,
    after: ActivityPosition | undefined,
    limit: number,
  ): Promise<ActivityRow[]> => {
    const before =
      after === undefined
        ? sql`true`
        : sql`(b.at, b.id) < (${after.at.toISOString()}::timestamptz, ${after.id})`;
    const result = await db.execute(sql`
      -- Times are compared to the millisecond, the cursor's precision, so no entry falls between two pages.
      select b.* from (select a.id, a.source, date_trunc('milliseconds', a.at) as at, a.campaign_kind, a.title,
             a.slug, a.reference, a.details, a.transaction_id from (
        select 'ledger:' || t.id::text as id, t.type as source, t.created_at as at, c.kind as campaign_kind,
               c.title as title, c.slug as slug, t.reference as reference, t.details as details,
               t.id::text as transaction_id
          from ledger_transactions t
          left join campaigns c on t.reference = 'campaign:' || c.slug
         where t.user_id = ${userId}
        union all
        select 'done:' || p.campaign_id::text, 'completed', p.completed_at, c.kind, c.title, c.slug, null, null, null
          from campaign_participants p
          join campaigns c on c.id = p.campaign_id
         where p.user_id = ${userId} and p.completed_at is not null
        union all
        select 'joined:' || m.id::text, 'clanJoined', m.joined_at, null, cl.name, null, null, null, null
          from clan_memberships m
          left join clans cl on cl.id = m.clan_id
         where m.user_id = ${userId}
        union all
        select 'left:' || m.id::text, 'clanLeft', m.left_at, null, cl.name, null, null, null, null
          from clan_memberships m
          left join clans cl on cl.id = m.clan_id
         where m.user_id = ${userId} and m.left_at is not null
        union all
        select 'pog:' || p.id::text, 'pogMinted', p.minted_at, null, p.username || '.kleos', null, null, null, null
          from pog_mints p
         where p.user_id = ${userId} and p.minted_at is not null
      ) a) b
      where ${before}
      order by b.at desc, b.id desc
      limit ${limit}
    `);
    return rowsOf<RawActivity>(result).map((row) => ({
      id: row.id,
      source: row.source,
      at: row.at instanceof Date ? row.at : new Date(row.at),
      campaignKind: row.campaign_kind,
      title: row.title,
      slug: row.slug,
      reference: row.reference,
      details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
      transactionId: row.transaction_id,
    }));
  },
};

export class ActivityRepository extends Context.Service<
  ActivityRepository,
  {
    /** Up to `limit` activities of the user older than `after` (all when undefined), newest first. */
    page(userId: string, after: ActivityPosition | undefined, limit: number): Effect.Effect<ActivityRow[]>;
  }
>()("kleos/server/db/repositories/ActivityRepository") {
  static readonly layer = Layer.effect(
    ActivityRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      return ActivityRepository.of(
        traced("ActivityRepository", {
          page: (userId: string, after: ActivityPosition | undefined, limit: number) =>
            query((db) => activityRepository.page(db, userId, after, limit)),
        }),
      );
    }),
  );
}
