/**
 * Platform leaderboards (spec §7): lists by kind and status, a board's page of ranks, "where am I" and "around
 * me" (ten above and ten below, however far down), the admin's boards, and the payout of a finished season.
 *
 * The database holds the scores (raised in the transaction of the K-Points credit that earns them); the rank
 * index mirrors them (rank-index.ts) and answers ranks, pages and neighbours without scanning. The index hears
 * every committed raise through the database's announcements; a board is built from the database the first time
 * this process touches it and whenever the index has lost it. The payout reads the final ranks from SQL (the truth),
 * never from the index.
 */
import { sql } from "drizzle-orm";
import { Clock, Context, Effect, Layer } from "effect";
import { CLAN_EMBLEMS, type ClanEmblem } from "@/domain/clans/clan-rules";
import type { Currency } from "@/domain/constants/money";
import { anonymousGamerName } from "@/domain/campaigns/campaign-leaderboard";
import { clanPrizeWon } from "@/domain/notifications/notification-events";
import { ClanNotFound } from "@/domain/errors/clan-errors";
import {
  LeaderboardInvalid,
  LeaderboardNotEditable,
  LeaderboardNotFound,
} from "@/domain/errors/leaderboard-errors";
import {
  AROUND_ME,
  competitionRanks,
  leaderboardProblem,
  leaderboardStatusAt,
  ranksClans,
  tierForRank,
  type LeaderboardKind,
  type LeaderboardStatus,
  type PrizeTier,
  type ScoreSource,
} from "@/domain/leaderboards/leaderboard-rules";
import { rowsOf } from "@/server/db/client";
import { Database } from "@/server/db/database";
import {
  LEADERBOARD_SCORES_CHANNEL,
  LeaderboardRepository,
  type LeaderboardChanges,
  type LeaderboardRow,
  type Payout,
} from "@/server/db/repositories/leaderboard-repository";
import { traced } from "@/server/effect/traced";
import type { Ranked, RankIndex } from "@/server/services/leaderboards/rank-index";
import { Notifications } from "@/server/services/notifications/notifications";
import { Ledger } from "@/server/services/wallet/ledger";

export const TIES = { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" } as const;

export interface LeaderboardView {
  readonly id: string;
  readonly title: string;
  readonly kind: LeaderboardKind;
  readonly entityRefId: string | null;
  readonly scoreSource: ScoreSource;
  readonly status: LeaderboardStatus;
  readonly seasonStartsAt: string;
  readonly seasonEndsAt: string;
  readonly completedAt: string | null;
  readonly prizeTiers: readonly PrizeTier<Currency>[];
  readonly participantCount: number;
  readonly ties: typeof TIES;
}

export interface EntryView {
  readonly rank: number;
  readonly participantId: string;
  readonly name: string;
  readonly score: number;
  readonly prize: { readonly currency: Currency; readonly amount: number } | null;
  readonly isMe: boolean;
  readonly clanLogo: ClanEmblem | null;
}

export interface StandingView {
  readonly leaderboardId: string;
  readonly participantId: string | null;
  readonly rank: number | null;
  readonly score: number;
  readonly clanLogo: ClanEmblem | null;
  readonly above: readonly EntryView[];
  readonly below: readonly EntryView[];
}

export interface RanksView {
  readonly leaderboard: LeaderboardView;
  readonly items: readonly EntryView[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
  readonly me: StandingView | null;
}

export interface Paging {
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export interface LeaderboardInput {
  readonly title: string;
  readonly kind: LeaderboardKind;
  readonly entityRefId?: string;
  readonly scoreSource: ScoreSource;
  readonly seasonStartsAt: string;
  readonly seasonEndsAt: string;
  readonly prizeTiers: readonly PrizeTier<Currency>[];
}

export interface LeaderboardEdit {
  readonly title?: string;
  readonly scoreSource?: ScoreSource;
  readonly seasonStartsAt?: string;
  readonly seasonEndsAt?: string;
  readonly prizeTiers?: readonly PrizeTier<Currency>[];
}

export type CompletionOutcome = "completed" | "alreadyCompleted" | "notDue" | "missing";

const emblemOf = (value: string | null): ClanEmblem | null =>
  CLAN_EMBLEMS.find((emblem) => emblem === value) ?? null;

const tiersOf = (row: LeaderboardRow) => row.prizeTiers as readonly PrizeTier<Currency>[];

const viewOf = (row: LeaderboardRow, participantCount: number, now: number): LeaderboardView => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  entityRefId: row.entityRefId,
  scoreSource: row.scoreSource,
  status: leaderboardStatusAt(
    {
      startsAt: row.seasonStartsAt.getTime(),
      endsAt: row.seasonEndsAt.getTime(),
      completedAt: row.completedAt?.getTime() ?? null,
    },
    now,
  ),
  seasonStartsAt: row.seasonStartsAt.toISOString(),
  seasonEndsAt: row.seasonEndsAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  prizeTiers: tiersOf(row),
  participantCount,
  ties: TIES,
});

export class Leaderboards extends Context.Service<
  Leaderboards,
  {
    listLeaderboards(
      filter: Paging & { readonly kind?: LeaderboardKind; readonly statuses?: readonly LeaderboardStatus[] },
    ): Effect.Effect<{ readonly items: readonly LeaderboardView[]; readonly page: RanksView["page"] }>;
    getLeaderboard(
      leaderboardId: string,
      userId: string | undefined,
      paging: Paging,
    ): Effect.Effect<RanksView, LeaderboardNotFound>;
    getLeaderboardByEntityRef(
      entityRefId: string,
      kind: LeaderboardKind,
      userId: string | undefined,
      paging: Paging,
    ): Effect.Effect<RanksView, LeaderboardNotFound>;
    getMyLeaderboardStanding(
      leaderboardId: string,
      userId: string,
    ): Effect.Effect<StandingView, LeaderboardNotFound>;
    getLeaderboardClanStanding(
      leaderboardId: string,
      clanId: number,
    ): Effect.Effect<StandingView, LeaderboardNotFound | ClanNotFound>;
    createLeaderboard(input: LeaderboardInput): Effect.Effect<LeaderboardView, LeaderboardInvalid>;
    updateLeaderboard(
      leaderboardId: string,
      edit: LeaderboardEdit,
    ): Effect.Effect<LeaderboardView, LeaderboardNotFound | LeaderboardNotEditable | LeaderboardInvalid>;
    /** Boards whose season ends before `before` and whose prizes are not paid (the completion job's sweep). */
    dueCompletions(
      before: Date,
    ): Effect.Effect<readonly { readonly id: string; readonly seasonEndsAt: Date }[]>;
    /**
     * Pays each final rank its tier once through the ledger (telling a winning clan's members), then marks the
     * board COMPLETED.
     */
    completeLeaderboard(leaderboardId: string, now: Date): Effect.Effect<CompletionOutcome>;
  }
>()("kleos/server/services/leaderboards/Leaderboards") {
  static readonly layer = (index: RankIndex) =>
    Layer.effect(
      Leaderboards,
      Effect.gen(function* () {
        const boards = yield* LeaderboardRepository;
        const { transaction, listen, query } = yield* Database;
        const ledger = yield* Ledger;
        const notifications = yield* Notifications;
        const runFork = Effect.runFork;

        // The raises of this database's schema (tests share one PostgreSQL server between schemas).
        const schema = yield* query(
          async (db) =>
            rowsOf<{ schema: string }>(await db.execute(sql`select current_schema() as schema`))[0]?.schema,
        );
        let heard = true;
        yield* listen(LEADERBOARD_SCORES_CHANNEL, {
          notified: (payload) => {
            const [from, boardId, participantId, score] = payload.split(" ");
            if (from !== schema || boardId === undefined || participantId === undefined) return;
            runFork(
              Effect.promise(() => index.raise(boardId, participantId, Number(score))).pipe(Effect.ignore),
            );
          },
          lost: () => {
            heard = false;
            index.forgetAll();
          },
        });

        /** The board in the index, built from the database when the index does not hold it. */
        const ensure = (boardId: string) =>
          Effect.gen(function* () {
            // Without the announcements the index cannot follow the scores: it is rebuilt for each read.
            if (!heard) index.forgetAll();
            yield* Effect.promise(() =>
              index.ensure(boardId, () => Effect.runPromise(boards.allScores(boardId))),
            );
          });

        const findBoard = (leaderboardId: string) =>
          Effect.flatMap(boards.findById(leaderboardId), (row) =>
            row === undefined ? Effect.fail(new LeaderboardNotFound({ leaderboardId })) : Effect.succeed(row),
          );

        /** Rows of the index (in board order, starting at `firstPosition`) as entries with their shared ranks. */
        const entriesOf = (
          row: LeaderboardRow,
          ranked: readonly Ranked[],
          firstPosition: number,
          me: string | null,
        ) =>
          Effect.gen(function* () {
            const first = ranked[0];
            if (first === undefined) return [];
            const firstRank = yield* Effect.promise(() => index.rankOfScore(row.id, first.score));
            const ranks = competitionRanks(
              ranked.map((entry) => entry.score),
              firstRank,
              firstPosition + 1,
            );
            // One query for the page's names and emblems, however many rows it has.
            const participants = yield* boards.participants(
              row.kind,
              ranked.map((entry) => entry.participantId),
            );
            return ranked.map((entry, at): EntryView => {
              const rank = ranks[at] ?? firstRank;
              const tier = tierForRank(tiersOf(row), rank);
              const facts = participants.get(entry.participantId);
              const name = facts?.name ?? null;
              return {
                rank,
                participantId: entry.participantId,
                name:
                  name !== null && name.trim() !== ""
                    ? name
                    : ranksClans(row.kind)
                      ? `Clan ${entry.participantId}`
                      : anonymousGamerName(entry.participantId),
                score: entry.score,
                prize: tier === undefined ? null : { currency: tier.currency, amount: tier.amount },
                isMe: entry.participantId === me,
                clanLogo: emblemOf(facts?.clanLogo ?? null),
              };
            });
          });

        /** Who the caller is on a board: themselves, their clan, or themselves as a clan's chief. */
        const participantOf = (row: LeaderboardRow, userId: string) =>
          Effect.gen(function* () {
            if (row.kind === "GAMER") return userId;
            const clan = yield* boards.clanOf(userId);
            if (clan === undefined) return null;
            if (row.kind === "CLAN_CHIEF") return clan.chiefId === userId ? userId : null;
            return String(clan.clanId);
          });

        const standingOf = (row: LeaderboardRow, participantId: string | null, me: string | null) =>
          Effect.gen(function* () {
            yield* ensure(row.id);
            const standing =
              participantId === null
                ? undefined
                : yield* Effect.promise(() => index.standing(row.id, participantId));
            if (standing === undefined)
              return {
                leaderboardId: row.id,
                participantId,
                rank: null,
                score: 0,
                clanLogo: null,
                above: [],
                below: [],
              };
            const from = Math.max(0, standing.position - AROUND_ME);
            const window = yield* Effect.promise(() =>
              index.range(row.id, from, standing.position + AROUND_ME),
            );
            const entries = yield* entriesOf(row, window, from, me);
            const at = standing.position - from;
            return {
              leaderboardId: row.id,
              participantId,
              rank: standing.rank,
              score: standing.score,
              // The window holds the participant's own row: its emblem costs no further query.
              clanLogo: entries[at]?.clanLogo ?? null,
              above: entries.slice(0, at),
              below: entries.slice(at + 1),
            } satisfies StandingView;
          });

        const ranksOf = (row: LeaderboardRow, userId: string | undefined, paging: Paging) =>
          Effect.gen(function* () {
            yield* ensure(row.id);
            const now = yield* Clock.currentTimeMillis;
            const me = userId === undefined ? null : yield* participantOf(row, userId);
            const ranked = yield* Effect.promise(() =>
              index.range(row.id, paging.pageOffset, paging.pageOffset + paging.pageLimit - 1),
            );
            const total = yield* Effect.promise(() => index.size(row.id));
            return {
              leaderboard: viewOf(row, total, now),
              items: yield* entriesOf(row, ranked, paging.pageOffset, me),
              page: { ...paging, total },
              me: userId === undefined ? null : yield* standingOf(row, me, me),
            } satisfies RanksView;
          });

        const viewOfRow = (row: LeaderboardRow) =>
          Effect.gen(function* () {
            const counts = yield* boards.participantCounts([row.id]);
            return viewOf(row, counts.get(row.id) ?? 0, yield* Clock.currentTimeMillis);
          });

        /**
         * Tells a clan's prize to each member of the clan at the season's end and to whoever it was paid to (the
         * chief, who is also told the credit itself). In the payment's transaction, once per board and gamer.
         */
        const tellClanPrize = (row: LeaderboardRow, payout: Omit<Payout, "score">) =>
          Effect.gen(function* () {
            const clanId = Number(payout.participantId);
            const members = yield* boards.clanMembersAt(clanId, row.seasonEndsAt);
            const prize = {
              leaderboard: { id: row.id, title: row.title },
              clanId,
              rank: payout.rank,
              currency: payout.currency as Currency,
              amount: payout.amount,
              paidTo: payout.userId,
            };
            yield* notifications.notifyAll(
              [...new Set([...members, payout.userId])].map((userId) => clanPrizeWon(userId, prize)),
            );
          });

        const checked = (season: { startsAt: Date; endsAt: Date }, tiers: readonly PrizeTier[]) => {
          const reason = leaderboardProblem(
            { startsAt: season.startsAt.getTime(), endsAt: season.endsAt.getTime() },
            tiers,
          );
          return reason === undefined ? Effect.void : Effect.fail(new LeaderboardInvalid({ reason }));
        };

        return Leaderboards.of(
          traced("Leaderboards", {
            listLeaderboards: (filter) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                const { rows, total } = yield* boards.list(filter, new Date(now));
                const counts = yield* boards.participantCounts(rows.map((row) => row.id));
                return {
                  items: rows.map((row) => viewOf(row, counts.get(row.id) ?? 0, now)),
                  page: { pageOffset: filter.pageOffset, pageLimit: filter.pageLimit, total },
                };
              }),
            getLeaderboard: (leaderboardId, userId, paging) =>
              Effect.flatMap(findBoard(leaderboardId), (row) => ranksOf(row, userId, paging)),
            getLeaderboardByEntityRef: (entityRefId, kind, userId, paging) =>
              Effect.gen(function* () {
                const row = yield* boards.findNewestByRef(kind, entityRefId);
                if (row === undefined) return yield* new LeaderboardNotFound({ leaderboardId: entityRefId });
                return yield* ranksOf(row, userId, paging);
              }),
            getMyLeaderboardStanding: (leaderboardId, userId) =>
              Effect.gen(function* () {
                const row = yield* findBoard(leaderboardId);
                const me = yield* participantOf(row, userId);
                return yield* standingOf(row, me, me);
              }),
            getLeaderboardClanStanding: (leaderboardId, clanId) =>
              Effect.gen(function* () {
                const row = yield* findBoard(leaderboardId);
                if (!ranksClans(row.kind)) return yield* new LeaderboardNotFound({ leaderboardId });
                if (!(yield* boards.clanExists(clanId))) return yield* new ClanNotFound({ clanId });
                return yield* standingOf(row, String(clanId), null);
              }),
            createLeaderboard: (input) =>
              Effect.gen(function* () {
                const season = {
                  startsAt: new Date(input.seasonStartsAt),
                  endsAt: new Date(input.seasonEndsAt),
                };
                yield* checked(season, input.prizeTiers);
                const now = new Date(yield* Clock.currentTimeMillis);
                const row = yield* transaction(
                  Effect.gen(function* () {
                    const inserted = yield* boards.insert({
                      title: input.title,
                      kind: input.kind,
                      entityRefId: input.entityRefId ?? null,
                      scoreSource: input.scoreSource,
                      seasonStartsAt: season.startsAt,
                      seasonEndsAt: season.endsAt,
                      prizeTiers: input.prizeTiers,
                    });
                    // A season that started already counts what was earned since its start.
                    if (season.startsAt < now) yield* boards.backfill(inserted.id, now);
                    return inserted;
                  }),
                );
                return yield* viewOfRow(row);
              }),
            updateLeaderboard: (leaderboardId, edit) =>
              Effect.gen(function* () {
                const now = yield* Clock.currentTimeMillis;
                yield* transaction(
                  Effect.gen(function* () {
                    const row = yield* boards.lockById(leaderboardId);
                    if (row === undefined) return yield* new LeaderboardNotFound({ leaderboardId });
                    const { title, ...rest } = edit;
                    if (Object.keys(rest).length > 0 && row.seasonStartsAt.getTime() <= now)
                      return yield* new LeaderboardNotEditable({ leaderboardId });
                    const season = {
                      startsAt:
                        edit.seasonStartsAt === undefined
                          ? row.seasonStartsAt
                          : new Date(edit.seasonStartsAt),
                      endsAt:
                        edit.seasonEndsAt === undefined ? row.seasonEndsAt : new Date(edit.seasonEndsAt),
                    };
                    yield* checked(season, edit.prizeTiers ?? tiersOf(row));
                    const changes: LeaderboardChanges = {
                      ...(title === undefined ? {} : { title }),
                      ...(edit.scoreSource === undefined ? {} : { scoreSource: edit.scoreSource }),
                      ...(edit.seasonStartsAt === undefined ? {} : { seasonStartsAt: season.startsAt }),
                      ...(edit.seasonEndsAt === undefined ? {} : { seasonEndsAt: season.endsAt }),
                      ...(edit.prizeTiers === undefined ? {} : { prizeTiers: edit.prizeTiers }),
                    };
                    yield* boards.update(leaderboardId, changes);
                    // A season moved into the past counts what was earned since its new start. A board renamed
                    // under way keeps its scores: counting them again would add them twice.
                    if (edit.seasonStartsAt !== undefined && season.startsAt.getTime() < now)
                      yield* boards.backfill(leaderboardId, new Date(now));
                  }),
                );
                return yield* viewOfRow(yield* findBoard(leaderboardId));
              }),
            dueCompletions: (before) => boards.dueForCompletion(before),
            completeLeaderboard: (leaderboardId, now) =>
              transaction(
                Effect.gen(function* () {
                  const row = yield* boards.lockById(leaderboardId);
                  if (row === undefined) return "missing" as const;
                  if (row.completedAt !== null) return "alreadyCompleted" as const;
                  if (now < row.seasonEndsAt) return "notDue" as const;
                  const tiers = tiersOf(row);
                  let payouts = yield* boards.payoutsOf(leaderboardId);
                  if (payouts.length === 0 && tiers.length > 0) {
                    const lastPaid = Math.max(...tiers.map((tier) => tier.toRank));
                    const ranked = yield* boards.finalRanks(leaderboardId, row.kind, lastPaid);
                    const fresh: Payout[] = [];
                    for (const entry of ranked) {
                      const tier = tierForRank(tiers, entry.rank);
                      if (tier === undefined || entry.userId === null) continue;
                      fresh.push({
                        participantId: entry.participantId,
                        userId: entry.userId,
                        rank: entry.rank,
                        score: entry.score,
                        currency: tier.currency,
                        amount: tier.amount,
                      });
                    }
                    yield* boards.insertPayouts(leaderboardId, fresh);
                    payouts = yield* boards.payoutsOf(leaderboardId);
                  }
                  for (const payout of payouts) {
                    if (payout.paidAt !== null) continue;
                    // The key makes a retried or doubled run credit each participant once.
                    yield* ledger.creditReward({
                      userId: payout.userId,
                      currency: payout.currency as Currency,
                      amount: payout.amount,
                      idempotencyKey: `leaderboard:${leaderboardId}:${payout.participantId}`,
                      reference: `leaderboard:${leaderboardId}`,
                    });
                    // A gamer's own prize is told by the credit's notification; a clan's is news to every member.
                    if (ranksClans(row.kind)) yield* tellClanPrize(row, payout);
                    yield* boards.markPaid(leaderboardId, payout.participantId, now);
                  }
                  yield* boards.markCompleted(leaderboardId, now);
                  return "completed" as const;
                }),
              ),
          }),
        );
      }),
    );
}
