/**
 * The admin analytics' figures, aggregated in SQL from analytics_events (with the account's country from users),
 * and the activation funnel from users, task_progress and campaign_participants. No rules here: the
 * AnalyticsSummaries service decides the range and fills the days without events.
 */
import { type SQL, and, desc, eq, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { traced } from "@/server/effect/traced";
import { usersTable } from "@/server/db/schema/accounts";
import { analyticsEventsTable } from "@/server/db/schema/analytics";
import { campaignParticipantsTable, taskProgressTable } from "@/server/db/schema/campaigns";

const events = analyticsEventsTable;
const users = usersTable;

/** A range of instants, `from` included, `until` excluded, narrowed to a country and a language when given. */
export interface AnalyticsScope {
  readonly from: Date;
  readonly until: Date;
  readonly country?: string;
  readonly language?: string;
}

export interface AnalyticsCounts {
  readonly activeGamers: number;
  readonly sessions: number;
}

export interface AnalyticsDayRow extends AnalyticsCounts {
  readonly date: string;
}

export interface AnalyticsBreakdownRow extends AnalyticsCounts {
  readonly key: string | null;
}

export interface AnalyticsFunnel {
  readonly signedIn: number;
  readonly firstTask: number;
  readonly firstClaim: number;
}

export const ANALYTICS_COUNTRIES_LISTED_MAX = 300;
export const ANALYTICS_LANGUAGES_LISTED_MAX = 100;

const activeGamers = sql<number>`count(distinct ${events.userId})`.mapWith(Number);
const sessions = sql<number>`count(distinct ${events.sessionId})`.mapWith(Number);
const utcDay = sql<string>`to_char(${events.occurredAt} at time zone 'UTC', 'YYYY-MM-DD')`;

const eventsIn = (scope: AnalyticsScope): SQL | undefined =>
  and(
    gte(events.occurredAt, scope.from),
    lt(events.occurredAt, scope.until),
    scope.country === undefined ? undefined : eq(users.countryCode, scope.country),
    scope.language === undefined ? undefined : eq(events.language, scope.language),
  );

export class AnalyticsSummaryRepository extends Context.Service<
  AnalyticsSummaryRepository,
  {
    /** Active gamers and sessions per UTC day that had events (days without any are absent). */
    byDay(scope: AnalyticsScope): Effect.Effect<readonly AnalyticsDayRow[]>;
    /** Active gamers and sessions over the whole scope. */
    totals(scope: AnalyticsScope): Effect.Effect<AnalyticsCounts>;
    /** The scope's figures per account country (null: guests and accounts without one), most sessions first. */
    byCountry(scope: AnalyticsScope): Effect.Effect<readonly AnalyticsBreakdownRow[]>;
    /** The scope's figures per display language (null: events sent without one), most sessions first. */
    byLanguage(scope: AnalyticsScope): Effect.Effect<readonly AnalyticsBreakdownRow[]>;
    /**
     * Accounts made in the scope (of its country; with an event in its language), and how many of them have
     * verified a task and claimed a reward since.
     */
    funnel(scope: AnalyticsScope): Effect.Effect<AnalyticsFunnel>;
  }
>()("kleos/server/db/repositories/AnalyticsSummaryRepository") {
  static readonly layer = Layer.effect(
    AnalyticsSummaryRepository,
    Effect.gen(function* () {
      const { query } = yield* Database;
      const breakdown = (scope: AnalyticsScope, key: SQL<string | null>, limit: number) =>
        query((db) =>
          db
            .select({ key, activeGamers, sessions })
            .from(events)
            .leftJoin(users, eq(users.id, events.userId))
            .where(eventsIn(scope))
            .groupBy(key)
            .orderBy(desc(sessions), desc(activeGamers), key)
            .limit(limit),
        );
      return AnalyticsSummaryRepository.of(
        traced("AnalyticsSummaryRepository", {
          byDay: (scope: AnalyticsScope) =>
            query((db) =>
              db
                .select({ date: utcDay, activeGamers, sessions })
                .from(events)
                .leftJoin(users, eq(users.id, events.userId))
                .where(eventsIn(scope))
                .groupBy(utcDay)
                .orderBy(utcDay),
            ),
          totals: (scope: AnalyticsScope) =>
            query(async (db) => {
              const [row] = await db
                .select({ activeGamers, sessions })
                .from(events)
                .leftJoin(users, eq(users.id, events.userId))
                .where(eventsIn(scope));
              return row ?? { activeGamers: 0, sessions: 0 };
            }),
          byCountry: (scope: AnalyticsScope) =>
            breakdown(scope, sql<string | null>`${users.countryCode}`, ANALYTICS_COUNTRIES_LISTED_MAX),
          byLanguage: (scope: AnalyticsScope) =>
            breakdown(scope, sql<string | null>`${events.language}`, ANALYTICS_LANGUAGES_LISTED_MAX),
          funnel: (scope: AnalyticsScope) =>
            query(async (db) => {
              const verifiedTask = db
                .select({ one: sql`1` })
                .from(taskProgressTable)
                .where(and(eq(taskProgressTable.userId, users.id), isNotNull(taskProgressTable.verifiedAt)));
              const claimedReward = db
                .select({ one: sql`1` })
                .from(campaignParticipantsTable)
                .where(
                  and(
                    eq(campaignParticipantsTable.userId, users.id),
                    isNotNull(campaignParticipantsTable.claimedAt),
                  ),
                );
              const inLanguage = db
                .select({ one: sql`1` })
                .from(events)
                .where(
                  and(
                    eq(events.userId, users.id),
                    eq(events.language, scope.language ?? ""),
                    gte(events.occurredAt, scope.from),
                    lt(events.occurredAt, scope.until),
                  ),
                );
              const [row] = await db
                .select({
                  signedIn: sql<number>`count(*)`.mapWith(Number),
                  firstTask: sql<number>`count(*) filter (where exists (${verifiedTask}))`.mapWith(Number),
                  firstClaim: sql<number>`count(*) filter (where exists (${claimedReward}))`.mapWith(Number),
                })
                .from(users)
                .where(
                  and(
                    gte(users.createdAt, scope.from),
                    lt(users.createdAt, scope.until),
                    isNull(users.erasedAt),
                    scope.country === undefined ? undefined : eq(users.countryCode, scope.country),
                    scope.language === undefined ? undefined : sql`exists (${inLanguage})`,
                  ),
                );
              return row ?? { signedIn: 0, firstTask: 0, firstClaim: 0 };
            }),
        }),
      );
    }),
  );
}
