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

    quoteWithdrawal: async ({ body }, request) =>
      run(
        Payouts.use((payouts) =>
          payouts.quoteWithdrawal(signedIn(request).userId, { currency: body.currency, amount: body.amount }),
        ),
      ),

    sendWithdrawalOtp: async ({ body }, request, reply) => {
      const challenge = await run(
        Payouts.use((payouts) =>
          payouts.sendWithdrawalOtp(signedIn(request).userId, {
            channel: body.channel ?? "whatsapp",
            locale: body.locale ?? "en",
            ip: request.ip,
            proofOfWork: body.proofOfWork,
          }),
        ),
      );
      return reply.code(201).send(challenge);
    },

    requestWithdrawal: async ({ body }, request, reply) =>
      answerOf(
        reply,
        await run(
          Payouts.use((payouts) =>
            payouts.requestWithdrawal(
              signedIn(request).userId,
              idempotencyKeyOf(request),
              {
                currency: body.currency,
                amount: body.amount,
                challengeId: body.challengeId,
                code: body.code,
              },
              request.ip,
            ),
          ),
        ),
      ),

    getTdsStatement: async ({ params }, request, reply) => {
      const statement = await run(
        Payouts.use((payouts) => payouts.getTdsStatement(signedIn(request).userId, params.financialYear)),
      );
      return reply
        .code(200)
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${statement.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(statement.csv);
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
