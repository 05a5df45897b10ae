/**
 * The voucher store (K-Store): the catalogue, a gamer's redemptions, and redeeming. A redemption is one
 * transaction inside an idempotent request: a free code of the voucher locked with SKIP LOCKED, the K-Cash price
 * debited through the ledger (a `shop` movement from the gamer to the store account; InsufficientBalance rolls
 * everything back), the code allocated and the redemption recorded. A retry with the same Idempotency-Key gets
 * the first answer back; another key is another purchase.
 */
import { Context, Effect, Layer } from "effect";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import type { InsufficientBalance } from "@/domain/errors/wallet-errors";
import {
  VoucherNotAvailableInRegion,
  VoucherNotFound,
  VoucherOutOfStock,
} from "@/domain/errors/store-errors";
import type { IdempotencyKeyReused, IdempotentRequestInFlight } from "@/domain/errors/wallet-errors";
import {
  VOUCHER_FIAT_DECIMALS,
  isSoldIn,
  isStoreRegion,
  storeRegionOf,
  type StoreRegion,
  type VoucherFiatCurrency,
} from "@/domain/store/voucher-rules";
import type { Db, DbTransaction } from "@/server/db/client";
import { ledgerRepository } from "@/server/db/repositories/ledger-repository";
import { lookupIpLocation } from "@/server/providers/geo/ip-location";
import { DatabaseService } from "@/server/services/database";
import {
  storeRepository,
  type RedemptionRow,
  type VoucherFilter,
  type VoucherWithStock,
} from "@/server/db/repositories/store-repository";
import { attempt } from "@/server/services/wallet/attempt";
import { runIdempotent, type IdempotentAnswer } from "@/server/services/wallet/idempotent-requests";
import {
  SYSTEM_ACCOUNTS,
  balanceView,
  postMovement,
  type BalanceView,
} from "@/server/services/wallet/ledger";

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

export interface VoucherView {
  readonly id: string;
  readonly slug: string;
  readonly brand: string;
  readonly title: string;
  readonly description: string;
  readonly faceValue: FaceValueView;
  readonly price: KcashPriceView;
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
  readonly pricePaid: KcashPriceView;
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

export interface StoreOptions {
  /** The ISO alpha-2 country of a client address, or undefined when unknown. */
  readonly locate: (ip: string) => string | undefined;
}

type RedeemErrors =
  | VoucherNotFound
  | VoucherOutOfStock
  | VoucherNotAvailableInRegion
  | InsufficientBalance
  | IdempotencyKeyReused
  | IdempotentRequestInFlight;

const faceValueOf = (row: { readonly faceCurrency: string; readonly faceValue: number }): FaceValueView => {
  const currency = row.faceCurrency as VoucherFiatCurrency;
  return { currency, amount: row.faceValue, decimals: VOUCHER_FIAT_DECIMALS[currency] };
};

const kcash = (amount: number): KcashPriceView => ({
  currency: "KCASH",
  amount,
  decimals: CURRENCY_DECIMALS.KCASH,
});

export const voucherView = (row: VoucherWithStock): VoucherView => ({
  id: row.id,
  slug: row.slug,
  brand: row.brand,
  title: row.title,
  description: row.description,
  faceValue: faceValueOf(row),
  price: kcash(row.priceKcash),
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
  pricePaid: kcash(row.pricePaid),
  transactionId: row.transactionId,
});

/** Where the gamer buys from: the profile's country, else where their address is, else Other (spec §6). */
const regionOfGamer = async (
  db: DbTransaction,
  userId: string,
  ip: string,
  locate: StoreOptions["locate"],
): Promise<StoreRegion> => storeRegionOf((await storeRepository.profileCountryOf(db, userId)) ?? locate(ip));

/** The redemption's work, inside the idempotent request's transaction: any throw rolls all of it back. */
export const redeemIn = async (
  tx: DbTransaction,
  options: StoreOptions,
  request: {
    readonly userId: string;
    readonly voucherId: string;
    readonly idempotencyKey: string;
    readonly ip: string;
  },
  now: Date,
): Promise<VoucherRedeemedView> => {
  const { userId, voucherId } = request;
  const voucher = await storeRepository.findVoucher(tx, voucherId);
  if (voucher === undefined) throw new VoucherNotFound({ voucherId });
  const region = await regionOfGamer(tx, userId, request.ip, options.locate);
  if (!isSoldIn(voucher.regions.filter(isStoreRegion), region))
    throw new VoucherNotAvailableInRegion({ voucherId, region });

  const code = await storeRepository.lockFreeCode(tx, voucherId);
  if (code === undefined) throw new VoucherOutOfStock({ voucherId });
  const posted = await postMovement(tx, {
    idempotencyKey: `shop:voucher:${userId}:${request.idempotencyKey}`,
    type: "shop",
    userId,
    reference: `voucher:${voucher.slug}`,
    details: { voucherId, brand: voucher.brand, title: voucher.title },
    legs: [
      { owner: userId, userId, currency: "KCASH", amount: -voucher.priceKcash },
      { owner: SYSTEM_ACCOUNTS.store, userId: undefined, currency: "KCASH", amount: voucher.priceKcash },
    ],
  });
  if (!(await storeRepository.allocateCode(tx, code.id, userId, now)))
    throw new Error(`Code ${code.id} of voucher ${voucherId} was allocated while locked`);
  const redemptionId = await storeRepository.insertRedemption(tx, {
    userId,
    voucherId,
    codeId: code.id,
    pricePaid: voucher.priceKcash,
    transactionId: posted.transaction.id,
    redeemedAt: now,
  });
  const [row] = (
    await storeRepository.redemptionsOf(tx, userId, { pageOffset: 0, pageLimit: 1, redemptionId })
  ).items;
  if (row === undefined) throw new Error(`Redemption ${redemptionId} is missing after it was written`);
  const balances = await ledgerRepository.balancesOf(tx, userId);
  return { redemption: redemptionView(row), balance: balanceView("KCASH", balances.get("KCASH") ?? 0) };
};

export const redeemVoucher = (
  db: Db,
  options: StoreOptions,
  request: {
    readonly userId: string;
    readonly voucherId: string;
    readonly idempotencyKey: string;
    readonly ip: string;
  },
): Promise<IdempotentAnswer<VoucherRedeemedView>> =>
  runIdempotent(
    db,
    {
      userId: request.userId,
      operation: "createStoreRedemption",
      key: request.idempotencyKey,
      body: { voucherId: request.voucherId },
    },
    (tx) => redeemIn(tx, options, request, new Date()),
  );

const pageOf = (query: PageQuery) => ({
  pageOffset: query.pageOffset ?? 0,
  pageLimit: query.pageLimit ?? 20,
});

export class Store extends Context.Service<
  Store,
  {
    listStoreVouchers(query: VoucherFilter & PageQuery): Effect.Effect<Page<VoucherView>>;
    getStoreVoucher(voucherId: string): Effect.Effect<VoucherView, VoucherNotFound>;
    createStoreRedemption(request: {
      readonly userId: string;
      readonly voucherId: string;
      readonly idempotencyKey: string;
      readonly ip: string;
    }): Effect.Effect<IdempotentAnswer<VoucherRedeemedView>, RedeemErrors>;
    listStoreRedemptions(userId: string, query: PageQuery): Effect.Effect<Page<RedemptionView>>;
  }
>()("kleos/server/services/store/Store") {
  /** The store with `options` (tests may place addresses themselves). */
  static readonly layerWith = (options: StoreOptions) =>
    Layer.effect(
      Store,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        return Store.of({
          listStoreVouchers: (query) =>
            Effect.promise(async () => {
              const page = pageOf(query);
              const { pageOffset: _offset, pageLimit: _limit, ...filter } = query;
              const { items, total } = await storeRepository.listVouchers(
                db,
                filter,
                page.pageOffset,
                page.pageLimit,
              );
              return { items: items.map(voucherView), page: { ...page, total } };
            }),
          getStoreVoucher: (voucherId) =>
            attempt<VoucherView, VoucherNotFound>(async () => {
              const voucher = await storeRepository.findVoucher(db, voucherId);
              if (voucher === undefined) throw new VoucherNotFound({ voucherId });
              return voucherView(voucher);
            }),
          createStoreRedemption: (request) =>
            attempt<IdempotentAnswer<VoucherRedeemedView>, RedeemErrors>(() =>
              redeemVoucher(db, options, request),
            ),
          listStoreRedemptions: (userId, query) =>
            Effect.promise(async () => {
              const page = pageOf(query);
              const { items, total } = await storeRepository.redemptionsOf(db, userId, page);
              return { items: items.map(redemptionView), page: { ...page, total } };
            }),
        });
      }),
    );

  /** Addresses are placed offline from the GeoLite2 data (providers/geo). */
  static readonly layer = Store.layerWith({ locate: (ip) => lookupIpLocation(ip)?.countryCodeISO2 });
}
