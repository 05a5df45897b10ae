import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Payouts } from "@/server/services/payouts/payouts";
import { rawBodyOf } from "@/server/routes/payments";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";

export const payoutHandlers = ({ run }: AppRuntime) =>
  ({
    getOfframpTokenPrices: async () => run(Payouts.use((payouts) => payouts.getOfframpTokenPrices())),

    getWalletApprovalStatus: async (_input, request) =>
      run(Payouts.use((payouts) => payouts.getWalletApprovalStatus(signedIn(request).userId))),

    registerOfframpUser: async ({ body }, request) =>
      run(
        Payouts.use((payouts) =>
          payouts.registerOfframpUser(signedIn(request).userId, { method: body.method, upiId: body.upiId }),
        ),
      ),

    requestWithdrawal: async ({ body }, request, reply) => {
      const answer = await run(
        Payouts.use((payouts) =>
          payouts.requestWithdrawal(signedIn(request).userId, idempotencyKeyOf(request), {
            currency: body.currency,
            amount: body.amount,
          }),
        ),
      );
      return answerOf(reply, answer);
    },

    listWithdrawals: async (_input, request) =>
      run(Payouts.use((payouts) => payouts.listWithdrawals(signedIn(request).userId))),

    getWithdrawal: async ({ params }, request) =>
      run(Payouts.use((payouts) => payouts.getWithdrawal(signedIn(request).userId, params.withdrawalId))),

    recordRazorpayxPayoutEvent: async (_input, request) =>
      run(Payouts.use((payouts) => payouts.receiveWebhook("razorpayx", rawBodyOf(request), request.headers))),

    recordAsaasTransferEvent: async (_input, request) =>
      run(Payouts.use((payouts) => payouts.receiveWebhook("asaas", rawBodyOf(request), request.headers))),
  }) satisfies Partial<Handlers>;
