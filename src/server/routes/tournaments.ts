import type { FastifyRequest } from "fastify";
import { Effect } from "effect";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Admins } from "@/server/services/campaigns/admins";
import { Tournaments } from "@/server/services/tournaments/tournaments";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

/** Tournaments (api-spec/tournaments.yaml): each handler answers the service's Effect. */
export const tournamentHandlers = {
  listTournaments: ({ query }) =>
    Tournaments.use((tournaments) =>
      tournaments.listTournaments({
        pageOffset: query.pageOffset ?? 0,
        pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
        ...(query.status === undefined ? {} : { statuses: query.status }),
        ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
      }),
    ),

  getTournament: ({ params }, request) =>
    Tournaments.use((tournaments) => tournaments.getTournament(params.tournamentId, callerOf(request))),

  registerForTournament: ({ params }, request) => {
    const { userId } = signedIn(request);
    return Tournaments.use((tournaments) => tournaments.registerForTournament(params.tournamentId, userId));
  },

  withdrawFromTournament: ({ params }, request) => {
    const { userId } = signedIn(request);
    return Tournaments.use((tournaments) => tournaments.withdrawFromTournament(params.tournamentId, userId));
  },

  getTournamentStandings: ({ params }, request) => {
    const callerId = callerOf(request);
    return Effect.gen(function* () {
      // An admin's answer names each player's account.
      const withUserIds = callerId !== undefined && (yield* Admins.use((admins) => admins.isAdmin(callerId)));
      return yield* Tournaments.use((tournaments) =>
        tournaments.getTournamentStandings(params.tournamentId, withUserIds),
      );
    });
  },

  recordTournamentResults: ({ params, body }, request) => {
    const { userId } = signedIn(request);
    return Effect.gen(function* () {
      yield* Admins.use((admins) => admins.requireAdmin(userId));
      return yield* Tournaments.use((tournaments) =>
        tournaments.recordTournamentResults(params.tournamentId, body.placements),
      );
    });
  },
} satisfies Partial<Handlers>;
