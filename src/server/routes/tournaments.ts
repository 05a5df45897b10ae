import type { FastifyRequest } from "fastify";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Admins } from "@/server/services/campaigns/admins";
import { Tournaments } from "@/server/services/tournaments/tournaments";

/** The caller of an operation where signing in is optional. */
const callerOf = (request: FastifyRequest): string | undefined => request.auth?.userId;

export const tournamentHandlers = ({ run }: AppRuntime) => {
  /** Whether the caller (if any) is an admin. */
  const callerIsAdmin = async (request: FastifyRequest): Promise<boolean> => {
    const userId = callerOf(request);
    return userId !== undefined && (await run(Admins.use((admins) => admins.isAdmin(userId))));
  };

  return {
    listTournaments: async ({ query }) =>
      run(
        Tournaments.use((tournaments) =>
          tournaments.listTournaments({
            pageOffset: query.pageOffset ?? 0,
            pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
            ...(query.status === undefined ? {} : { statuses: query.status }),
            ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
          }),
        ),
      ),

    getTournament: async ({ params }, request) =>
      run(
        Tournaments.use((tournaments) => tournaments.getTournament(params.tournamentId, callerOf(request))),
      ),

    createTournamentRegistration: async ({ params }, request) =>
      run(
        Tournaments.use((tournaments) => tournaments.register(params.tournamentId, signedIn(request).userId)),
      ),

    deleteTournamentRegistration: async ({ params }, request) =>
      run(
        Tournaments.use((tournaments) => tournaments.withdraw(params.tournamentId, signedIn(request).userId)),
      ),

    getTournamentStandings: async ({ params }, request) => {
      const withUserIds = await callerIsAdmin(request);
      return run(
        Tournaments.use((tournaments) => tournaments.getStandings(params.tournamentId, withUserIds)),
      );
    },

    createTournamentResults: async ({ params, body }, request) => {
      const { userId } = signedIn(request);
      await run(Admins.use((admins) => admins.requireAdmin(userId)));
      return run(
        Tournaments.use((tournaments) => tournaments.recordResults(params.tournamentId, body.placements)),
      );
    },
  } satisfies Partial<Handlers>;
};
