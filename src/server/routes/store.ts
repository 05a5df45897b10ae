import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Store } from "@/server/services/store/store";

/** Drops the keys whose value is undefined (the services' inputs take no explicit undefined). */
const defined = <T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

export const storeHandlers = ({ run }: AppRuntime) =>
  ({
    listStoreVouchers: async ({ query }) =>
      run(Store.use((store) => store.listStoreVouchers(defined(query)))),

    getStoreVoucher: async ({ params }) => run(Store.use((store) => store.getStoreVoucher(params.voucherId))),

    redeemVoucher: async ({ params, query }, request, reply) => {
      const answer = await run(
        Store.use((store) =>
          store.redeemVoucher({
            userId: signedIn(request).userId,
            voucherId: params.voucherId,
            idempotencyKey: idempotencyKeyOf(request),
            ip: request.ip,
            ...(query.payWith === undefined ? {} : { payWith: query.payWith }),
          }),
        ),
      );
      return answerOf(reply, answer);
    },

    listStoreRedemptions: async ({ query }, request) =>
      run(Store.use((store) => store.listStoreRedemptions(signedIn(request).userId, defined(query)))),
  }) satisfies Partial<Handlers>;
