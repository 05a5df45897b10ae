import type { FastifyRequest } from "fastify";
import { Effect } from "effect";
import type { LeaderboardKind } from "@/domain/leaderboards/leaderboard-rules";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Admins } from "@/server/services/campaigns/admins";
import { Leaderboards } from "@/server/services/leaderboards/leaderboards";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

const DEFAULT_PAGE_LIMIT = 20;

const pagingOf = (query: { readonly pageOffset?: number; readonly pageLimit?: number }) => ({
  pageOffset: query.pageOffset ?? 0,
  pageLimit: query.pageLimit ?? DEFAULT_PAGE_LIMIT,
});

const listOf =
  (kind: LeaderboardKind) =>
  ({ query }: { readonly query: { readonly pageOffset?: number; readonly pageLimit?: number } }) =>
    Leaderboards.use((boards) => boards.listLeaderboards({ ...pagingOf(query), kind }));

const asAdmin = <A, E, R>(request: FastifyRequest, effect: Effect.Effect<A, E, R>) =>
  Effect.andThen(
    Admins.use((admins) => admins.requireAdmin(signedIn(request).userId)),
    effect,
  );

/** Platform leaderboards (api-spec/leaderboards.yaml): each handler answers the service's Effect. */
export const leaderboardHandlers = {
  listLeaderboards: ({ query }) =>
    Leaderboards.use((boards) =>
      boards.listLeaderboards({
        ...pagingOf(query),
        ...(query.kind === undefined ? {} : { kind: query.kind }),
      }),
    ),
  listClanChiefLeaderboards: listOf("CLAN_CHIEF"),
  listClanLeaderboards: listOf("CLAN"),
  listPartnerClanLeaderboards: listOf("PARTNER_CLAN"),
  listLeaderboardsByStatus: ({ query }) =>
    Leaderboards.use((boards) => boards.listLeaderboards({ ...pagingOf(query), statuses: query.status })),
  getLeaderboardByEntityRef: ({ params, query }, request) =>
    Leaderboards.use((boards) =>
      boards.getLeaderboardByEntityRef(
        params.entityRefId,
        params.leaderboardType,
        callerOf(request),
        pagingOf(query),
      ),
    ),
  getLeaderboard: ({ params, query }, request) =>
    Leaderboards.use((boards) =>
      boards.getLeaderboard(params.leaderboardId, callerOf(request), pagingOf(query)),
    ),
  getMyLeaderboardStanding: ({ params }, request) =>
    Leaderboards.use((boards) =>
      boards.getMyLeaderboardStanding(params.leaderboardId, signedIn(request).userId),
    ),
  getLeaderboardClanStanding: ({ params }) =>
    Leaderboards.use((boards) => boards.getLeaderboardClanStanding(params.leaderboardId, params.clanId)),
  createLeaderboard: ({ body }, request) =>
    asAdmin(
      request,
      Leaderboards.use((boards) =>
        boards.createLeaderboard({
          title: body.title,
          kind: body.kind,
          scoreSource: body.scoreSource,
          seasonStartsAt: body.seasonStartsAt,
          seasonEndsAt: body.seasonEndsAt,
          prizeTiers: body.prizeTiers,
          ...(body.entityRefId === undefined ? {} : { entityRefId: body.entityRefId }),
        }),
      ),
    ),
  updateLeaderboard: ({ params, body }, request) =>
    asAdmin(
      request,
      Leaderboards.use((boards) =>
        boards.updateLeaderboard(params.leaderboardId, {
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.scoreSource === undefined ? {} : { scoreSource: body.scoreSource }),
          ...(body.seasonStartsAt === undefined ? {} : { seasonStartsAt: body.seasonStartsAt }),
          ...(body.seasonEndsAt === undefined ? {} : { seasonEndsAt: body.seasonEndsAt }),
          ...(body.prizeTiers === undefined ? {} : { prizeTiers: body.prizeTiers }),
        }),
      ),
    ),
} satisfies Partial<Handlers>;
