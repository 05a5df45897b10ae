import type { FastifyReply, FastifyRequest } from "fastify";
import { getAddress, parseUnits } from "viem";
import { TransactionNotFound } from "@/domain/errors/wallet-errors";
import type { Config } from "@/server/config";
import {
  DEMO_CONTRACT_ADDRESSES,
  DEMO_TOKEN_DECIMALS,
  makeDemoContracts,
  type DemoContracts,
} from "@/server/providers/chain/demo-contracts";
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

/** The dev faucet's minter: only on the local chain holding the demo contracts, with the dev tools on. */
const devFaucetOf = (options: WalletRouteOptions): DemoContracts | undefined =>
  options.devTools && options.chain.demoContracts && options.chain.rpcUrl !== undefined
    ? makeDemoContracts(options.chain.rpcUrl, options.chain.chainId)
    : undefined;

export interface WalletRouteOptions {
  readonly devTools: boolean;
  readonly chain: Config["chain"];
}

export const walletHandlers = ({ run }: AppRuntime, options: WalletRouteOptions) => {
  const faucet = devFaucetOf(options);
  return {
    getWalletBalance: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getBalances(signedIn(request).userId))),

    getTokenBalance: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getTokenBalances(signedIn(request).userId))),

    getKPointsSummary: async (_input, request) =>
      run(Ledger.use((ledger) => ledger.getKPointsSummary(signedIn(request).userId))),

    claimDevFaucet: async ({ body }) => {
      if (faucet === undefined) throw new HttpProblem(404, "RouteNotFound", "Not found");
      const address = getAddress(body.address);
      const amount =
        body.asset === "token" ? parseUnits(String(body.amount ?? 100), DEMO_TOKEN_DECIMALS) : 1n;
      const transactionHash = await faucet.mint(
        address,
        body.asset === "token" ? { kind: "token", amount } : { kind: "collectible" },
      );
      return {
        chainId: options.chain.chainId,
        contract:
          body.asset === "token" ? DEMO_CONTRACT_ADDRESSES.token : DEMO_CONTRACT_ADDRESSES.collectible,
        symbol: body.asset === "token" ? "DEMO" : "KDC",
        address,
        amount: amount.toString(),
        transactionHash,
      };
    },

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
  } satisfies Partial<Handlers>;
};
