import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";
import { Admins } from "@/server/services/campaigns/admins";
import { TaskChecks } from "@/server/services/campaigns/task-checks";
import { TaskRedirects } from "@/server/services/campaigns/task-redirects";
import { GameAccounts } from "@/server/services/games/game-accounts";
import { ReferralCodes } from "@/server/services/referrals/referral-codes";

export const taskVerificationHandlers = () =>
  ({
    listTaskVerificationChecks: ({ query }, request) =>
      Effect.andThen(
        Admins.use((admins) => admins.requireAdmin(signedIn(request).userId)),
        TaskChecks.use((checks) =>
          checks.listTaskVerificationChecks({
            campaignId: query.campaignId,
            ...(query.userId === undefined ? {} : { userId: query.userId }),
            ...(query.taskId === undefined ? {} : { taskId: query.taskId }),
            pageOffset: query.pageOffset ?? 0,
            pageLimit: query.pageLimit ?? PAGE_SIZE_FULL,
          }),
        ),
      ),

    getReferralCode: (_input, request) =>
      ReferralCodes.use((codes) => codes.getReferralCode(signedIn(request).userId)),

    createReferralCode: (_input, request) =>
      ReferralCodes.use((codes) => codes.createReferralCode(signedIn(request).userId)),

    recordTaskRedirect: ({ params }, request, reply) =>
      TaskRedirects.use((redirects) =>
        redirects.recordTaskRedirect(signedIn(request).userId, params.campaignId, params.taskId),
      ).pipe(
        // The visit is personal and recorded: no cache may answer the next one.
        Effect.flatMap((url) =>
          Effect.sync(() => reply.header("cache-control", "no-store").redirect(url, 302)),
        ),
        Effect.as(REPLIED),
      ),

    listGameLoginMethods: ({ query }) =>
      GameAccounts.use((accounts) => accounts.listLoginMethods(query.gameId)),

    getGameUsername: ({ params }, request) =>
      GameAccounts.use((accounts) =>
        accounts.getUsername(signedIn(request).userId, params.userId, params.gameId),
      ),

    updateGameUsername: ({ params, body }, request) =>
      GameAccounts.use((accounts) =>
        accounts.saveUsername(signedIn(request).userId, params.userId, params.gameId, body),
      ),
  }) satisfies Partial<Handlers>;
