import type { FastifyReply, FastifyRequest } from "fastify";
import { TransactionNotFound } from "@/domain/errors/wallet-errors";
import { HttpProblem } from "@/server/http/http-errors";
import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import type { IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import { Ledger } from "@/server/services/wallet/ledger";
import { Payments } from "@/server/services/wallet/payments";
import { Swaps } from "@/server/services/wallet/swaps";
import { simplifiedOnramp, simplifiedTransaction } from "@/server/routes/wallet-views";

/** The `Idempotency-Key` the contract requires on every money-moving POST (validated by its pattern). */
export const idempotencyKeyOf = (request: FastifyRequest): string => {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string") throw new Error("The contract requires Idempotency-Key, yet none came");
  return key;
};

/** The answer of an idempotent request, marked when it is the stored first answer. */
export const answerOf = <A>(reply: FastifyReply, answer: IdempotentAnswer<A>): A => {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return answer.value;
};

export const walletHandlers = ({ run }: AppRuntime, options: { readonly devTools: boolean }) =>
  ({
    getWalletBalance: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getBalances(signedIn(request).userId))),

    getTokenBalance: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getTokenBalances(signedIn(request).userId))),

    getKPointsSummary: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getKPointsSummary(signedIn(request).userId))),

    claimDevReward: async ({ body }, request, reply) => {
      if (!options.devTools) throw new HttpProblem(404, "RouteNotFound", "Not found");
      const answer = await run(
        Ledger.use((ledger) =>
          ledger.claimDevReward(signedIn(request).userId, idempotencyKeyOf(request), body),
        ),
      );
      return answerOf(reply, answer);
    },

    listTransactions: async ({ query }, request) =>
      run(
        Ledger.use((ledger) =>
          ledger.listTransactions(signedIn(request).userId, {
            ...(query.type === undefined ? {} : { type: query.type }),
            ...(query.currency === undefined ? {} : { currency: query.currency }),
            ...(query.from === undefined ? {} : { from: query.from }),
            ...(query.to === undefined ? {} : { to: query.to }),
            ...(query.pageOffset === undefined ? {} : { pageOffset: query.pageOffset }),
            ...(query.pageLimit === undefined ? {} : { pageLimit: query.pageLimit }),
          }),
        ),
      ),

    getSimplifiedTransaction: async ({ params }, request) => {
      const { userId } = signedIn(request);
      if (params.type === "onramp") {
        const order = await run(Payments.use((payments) => payments.findOwnOrder(userId, params.id)));
        if (order === undefined)
          throw new TransactionNotFound({ transactionType: params.type, transactionId: params.id });
        return simplifiedOnramp(order);
      }
      const transaction = await run(
        Ledger.use((ledger) => ledger.findTransaction(userId, params.type, params.id)),
      );
      if (transaction === undefined)
        throw new TransactionNotFound({ transactionType: params.type, transactionId: params.id });
      return simplifiedTransaction(transaction);
    },

    listSwapChains: async () => run(Swaps.use((swaps) => swaps.listChains())),

    getSwapDeductions: async ({ query }) =>
      run(
        Swaps.use((swaps) =>
          swaps.getDeductions({
            fromCurrency: query.fromCurrency,
            toCurrency: query.toCurrency,
            amount: query.amount,
            chain: query.chain,
          }),
        ),
      ),

    getOnrampConversion: async ({ query }) =>
      run(Swaps.use((swaps) => swaps.getConversion(query.kcashAmount, query.fiatCurrency ?? "INR"))),

    getTokenPrice: async () => run(Swaps.use((swaps) => swaps.getTokenPrice())),

    createSwapQuote: async ({ body }, request) =>
      run(Swaps.use((swaps) => swaps.createQuote(signedIn(request).userId, body))),

    getSwapGasFee: async ({ query }) =>
      run(Swaps.use((swaps) => swaps.getGasFee(query.chain, query.currency))),

    confirmSwap: async ({ body }, request, reply) => {
      const answer = await run(
        Swaps.use((swaps) => swaps.confirmSwap(signedIn(request).userId, idempotencyKeyOf(request), body)),
      );
      return answerOf(reply, answer);
    },
  }) satisfies Partial<Handlers>;
