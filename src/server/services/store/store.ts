/**
 * The voucher store (K-Store): the catalogue, a gamer's redemptions, and redeeming. A redemption is one
 * transaction inside an idempotent request: a free code of the voucher locked with SKIP LOCKED, the price in
 * K-Cash (or K-Points, where the voucher has a K-Points price and the gamer pays with them) debited through the ledger (a `shop` movement from the gamer to the store account; InsufficientBalance rolls
 * everything back), the code allocated and the redemption recorded. A retry with the same Idempotency-Key gets
 * the first answer back; another key is another purchase.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import type { InsufficientBalance } from "@/domain/errors/wallet-errors";
import {
  VoucherNotAvailableInRegion,
  VoucherNotFound,
  VoucherNotPricedIn,
  VoucherOutOfStock,
} from "@/domain/errors/store-errors";
import {
  VOUCHER_FIAT_DECIMALS,
  isSoldIn,
  isStoreRegion,
  storeRegionOf,
  voucherPriceIn,
  type StorePriceCurrency,
  type StoreRegion,
  type VoucherFiatCurrency,
} from "@/domain/store/voucher-rules";
import { Markets } from "@/server/services/users/markets";
import {
  StoreRepository,
  type RedemptionRow,
  type VoucherFilter,
  type VoucherWithStock,
} from "@/server/db/repositories/store-repository";
import { traced } from "@/server/effect/traced";
import {
  IdempotentRequests,
  type IdempotencyFailure,
  type IdempotentAnswer,
} from "@/server/services/wallet/idempotent-requests";
import { Ledger, SYSTEM_ACCOUNTS, type BalanceView } from "@/server/services/wallet/ledger";

export interface FaceValueView {
  readonly currency: VoucherFiatCurrency;
  readonly amount: number;
  readonly decimals: number;
}

export interface KcashPriceView {
  readonly currency: "KCASH";
  readonly amount: number;
  readonly decimals: number;
}

export interface KpointsPriceView {
  readonly currency: "KPOINTS";
  readonly amount: number;
  readonly decimals: number;
}

export interface VoucherView {
  readonly id: string;
  readonly slug: string;
  readonly brand: string;
  readonly title: string;
  readonly description: string;
  readonly faceValue: FaceValueView;
  readonly price: KcashPriceView;
  readonly kpointsPrice: KpointsPriceView | null;
  readonly regions: readonly StoreRegion[];
  readonly stock: number;
  readonly featured: boolean;
}

export interface RedemptionView {
  readonly id: string;
  readonly voucher: {
    readonly id: string;
    readonly slug: string;
    readonly brand: string;
    readonly title: string;
    readonly faceValue: FaceValueView;
  };
  readonly code: string;
  readonly redeemedAt: string;
  readonly pricePaid: KcashPriceView | KpointsPriceView;
  readonly transactionId: string;
}

export interface VoucherRedeemedView {
  readonly redemption: RedemptionView;
  readonly balance: BalanceView;
}

interface Page<T> {
  readonly items: readonly T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

export interface PageQuery {
  readonly pageOffset?: number;
  readonly pageLimit?: number;
}

type RedeemErrors =
  | VoucherNotFound
  | VoucherOutOfStock
  | VoucherNotAvailableInRegion
  | VoucherNotPricedIn
  | InsufficientBalance
  | IdempotencyFailure;

const faceValueOf = (row: { readonly faceCurrency: string; readonly faceValue: number }): FaceValueView => {
  const currency = row.faceCurrency as VoucherFiatCurrency;
  return { currency, amount: row.faceValue, decimals: VOUCHER_FIAT_DECIMALS[currency] };
};

const kcash = (amount: number): KcashPriceView => ({
  currency: "KCASH",
  amount,
  decimals: CURRENCY_DECIMALS.KCASH,
});

const kpoints = (amount: number): KpointsPriceView => ({
  currency: "KPOINTS",
  amount,
  decimals: CURRENCY_DECIMALS.KPOINTS,
});

const priceOf = (currency: string, amount: number): KcashPriceView | KpointsPriceView =>
  currency === "KPOINTS" ? kpoints(amount) : kcash(amount);

export const voucherView = (row: VoucherWithStock): VoucherView => ({
  id: row.id,
  slug: row.slug,
  brand: row.brand,
  title: row.title,
  description: row.description,
  faceValue: faceValueOf(row),
  price: kcash(row.priceKcash),
  kpointsPrice: row.priceKpoints === null ? null : kpoints(row.priceKpoints),
  regions: row.regions.filter(isStoreRegion),
  stock: row.stock,
  featured: row.featured,
});

const redemptionView = (row: RedemptionRow): RedemptionView => ({
  id: row.id,
  voucher: {
    id: row.voucher.id,
    slug: row.voucher.slug,
    brand: row.voucher.brand,
    title: row.voucher.title,
    faceValue: faceValueOf(row.voucher),
  },
  code: row.code,
  redeemedAt: row.redeemedAt.toISOString(),
  pricePaid: priceOf(row.priceCurrency, row.pricePaid),
  transactionId: row.transactionId,
});

export interface RedeemRequest {
  readonly userId: string;
  readonly voucherId: string;
  readonly idempotencyKey: string;
  readonly ip: string;
  /** What the gamer pays with; K-Cash when not said. */
  readonly payWith?: StorePriceCurrency;
}

const pageOf = (query: PageQuery) => ({
  pageOffset: query.pageOffset ?? 0,
  pageLimit: query.pageLimit ?? 20,
});

export class Store extends Context.Service<
  Store,
  {
    listStoreVouchers(query: VoucherFilter & PageQuery): Effect.Effect<Page<VoucherView>>;
    getStoreVoucher(voucherId: string): Effect.Effect<VoucherView, VoucherNotFound>;
    /** Redeems a voucher once per Idempotency-Key: its code, its K-Cash debit and its record commit together. */
    redeemVoucher(request: RedeemRequest): Effect.Effect<IdempotentAnswer<VoucherRedeemedView>, RedeemErrors>;
    /**
     * The redemption's work, inside the caller's transaction: a free code locked, the price debited through
     * the ledger, the code allocated and the redemption recorded. A failure rolls all of it back.
     */
    redeem(
      request: RedeemRequest,
    ): Effect.Effect<VoucherRedeemedView, Exclude<RedeemErrors, IdempotencyFailure>>;
    listStoreRedemptions(userId: string, query: PageQuery): Effect.Effect<Page<RedemptionView>>;
  }
>()("kleos/server/services/store/Store") {
  static readonly layer = Layer.effect(
    Store,
    Effect.gen(function* () {
      const store = yield* StoreRepository;
      const ledger = yield* Ledger;
      const requests = yield* IdempotentRequests;

      const markets = yield* Markets;
      /** Where the gamer buys from (spec §6): their market's country, else Other. */
      const regionOfGamer = (userId: string, ip: string): Effect.Effect<StoreRegion> =>
        Effect.map(markets.countryOf(userId, ip), ({ country }) => storeRegionOf(country));

      const redeem = (request: RedeemRequest) =>
        Effect.gen(function* () {
          const { userId, voucherId } = request;
          const now = new Date(yield* Clock.currentTimeMillis);
          const voucher = yield* store.findVoucher(voucherId);
          if (voucher === undefined) return yield* new VoucherNotFound({ voucherId });
          const region = yield* regionOfGamer(userId, request.ip);
          if (!isSoldIn(voucher.regions.filter(isStoreRegion), region))
            return yield* new VoucherNotAvailableInRegion({ voucherId, region });

          const currency = request.payWith ?? "KCASH";
          const price = voucherPriceIn(voucher, currency);
          if (price === undefined) return yield* new VoucherNotPricedIn({ voucherId, currency });

          const code = yield* store.lockFreeCode(voucherId);
          if (code === undefined) return yield* new VoucherOutOfStock({ voucherId });
          const posted = yield* ledger.post({
            idempotencyKey: `shop:voucher:${userId}:${request.idempotencyKey}`,
            type: "shop",
            userId,
            reference: `voucher:${voucher.slug}`,
            details: { voucherId, brand: voucher.brand, title: voucher.title },
            legs: [
              { owner: userId, userId, currency, amount: -price },
              { owner: SYSTEM_ACCOUNTS.store, userId: undefined, currency, amount: price },
            ],
          });
          if (!(yield* store.allocateCode(code.id, userId, now)))
            return yield* Effect.die(
              new Error(`Code ${code.id} of voucher ${voucherId} was allocated while locked`),
            );
          const redemptionId = yield* store.insertRedemption({
            userId,
            voucherId,
            codeId: code.id,
            pricePaid: price,
            priceCurrency: currency,
            transactionId: posted.transaction.id,
            redeemedAt: now,
          });
          const [row] = (yield* store.redemptionsOf(userId, { pageOffset: 0, pageLimit: 1, redemptionId }))
            .items;
          if (row === undefined)
            return yield* Effect.die(new Error(`Redemption ${redemptionId} is missing after it was written`));
          return { redemption: redemptionView(row), balance: yield* ledger.balanceOf(userId, currency) };
        });

      return Store.of(
        traced("Store", {
          listStoreVouchers: (query: VoucherFilter & PageQuery) =>
            Effect.gen(function* () {
              const page = pageOf(query);
              const { pageOffset: _offset, pageLimit: _limit, ...filter } = query;
              const { items, total } = yield* store.listVouchers(filter, page.pageOffset, page.pageLimit);
              return { items: items.map(voucherView), page: { ...page, total } };
            }),
          getStoreVoucher: (voucherId: string) =>
            Effect.gen(function* () {
              const voucher = yield* store.findVoucher(voucherId);
              if (voucher === undefined) return yield* new VoucherNotFound({ voucherId });
              return voucherView(voucher);
            }),
          redeem,
          redeemVoucher: (request: RedeemRequest) =>
            requests.run(
              {
                userId: request.userId,
                // The idempotency scope as stored since launch (the operation's first name): renaming it would
                // let a retry sent across a deploy redeem twice.
                operation: "createStoreRedemption",
                key: request.idempotencyKey,
                // K-Cash, as since launch, keeps the body it always had, so a retry across a deploy still matches.
                body:
                  request.payWith === undefined || request.payWith === "KCASH"
                    ? { voucherId: request.voucherId }
                    : { voucherId: request.voucherId, payWith: request.payWith },
              },
              redeem(request),
            ),
          listStoreRedemptions: (userId: string, query: PageQuery) =>
            Effect.gen(function* () {
              const page = pageOf(query);
              const { items, total } = yield* store.redemptionsOf(userId, page);
              return { items: items.map(redemptionView), page: { ...page, total } };
            }),
        }),
      );
    }),
  );
}
