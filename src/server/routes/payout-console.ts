import { Effect } from "effect";
import type { FastifyRequest } from "fastify";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Admins } from "@/server/services/campaigns/admins";
import { PayoutConsole } from "@/server/services/payouts/payout-console";

/** The admin's id, once their role is checked. */
const admin = (request: FastifyRequest) => {
  const { userId } = signedIn(request);
  return Effect.as(
    Admins.use((admins) => admins.requireAdmin(userId)),
    userId,
  );
};

export const payoutConsoleHandlers = () =>
  ({
    listAdminWithdrawals: ({ query }, request) =>
      Effect.flatMap(admin(request), () =>
        PayoutConsole.use((console) => console.listAdminWithdrawals(query ?? {})),
      ),

    getAdminWithdrawal: ({ params }, request) =>
      Effect.flatMap(admin(request), () =>
        PayoutConsole.use((console) => console.getAdminWithdrawal(params.withdrawalId)),
      ),

    resendWithdrawalPayout: ({ params }, request) =>
      Effect.flatMap(admin(request), (adminId) =>
        PayoutConsole.use((console) => console.resendWithdrawalPayout(adminId, params.withdrawalId)),
      ),

    setWithdrawalInvestigation: ({ params, body }, request) =>
      Effect.flatMap(admin(request), (adminId) =>
        PayoutConsole.use((console) =>
          console.setWithdrawalInvestigation(adminId, params.withdrawalId, body.note),
        ),
      ),
  }) satisfies Partial<Handlers>;
