import { signedIn } from "@/server/http/authentication";
import { REPLIED, type Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { TaskRedirects } from "@/server/services/campaigns/task-redirects";
import { GameAccounts } from "@/server/services/games/game-accounts";
import { ReferralCodes } from "@/server/services/referrals/referral-codes";

export const taskVerificationHandlers = ({ run }: AppRuntime) =>
  ({
    getReferralCode: async (_input, request) =>
      run(ReferralCodes.use((codes) => codes.getReferralCode(signedIn(request).userId))),

    createReferralCode: async (_input, request) =>
      run(ReferralCodes.use((codes) => codes.createReferralCode(signedIn(request).userId))),

    recordTaskRedirect: async ({ params }, request, reply) => {
      const url = await run(
        TaskRedirects.use((redirects) =>
          redirects.recordTaskRedirect(signedIn(request).userId, params.campaignId, params.taskId),
        ),
      );
      // The visit is personal and recorded: no cache may answer the next one.
      await reply.header("cache-control", "no-store").redirect(url, 302);
      return REPLIED;
    },

    listGameLoginMethods: ({ query }) =>
      run(GameAccounts.use((accounts) => accounts.listLoginMethods(query.gameId))),

    getGameUsername: async ({ params }, request) =>
      run(
        GameAccounts.use((accounts) =>
          accounts.getUsername(signedIn(request).userId, params.userId, params.gameId),
        ),
      ),

    updateGameUsername: async ({ params, body }, request) =>
      run(
        GameAccounts.use((accounts) =>
          accounts.saveUsername(signedIn(request).userId, params.userId, params.gameId, body),
        ),
      ),
  }) satisfies Partial<Handlers>;
