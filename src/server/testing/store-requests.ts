/**
 * The store operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented error
 * (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401 without a
 * token, 429, 500) are not listed. Each recipe makes its own voucher, so none depends on the demo store.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { storeRepository } from "@/server/db/repositories/store-repository";
import { ledgerOn } from "@/server/testing/ledger";
import { sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface StoreProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type StoreOperationId = Extract<
  OperationId,
  "listStoreVouchers" | "getStoreVoucher" | "redeemVoucher" | "listStoreRedemptions"
>;

let nextVoucher = 0;

/** A voucher sold in India for 1,200 K-Cash with `codes` codes; answers its id. */
export const createTestVoucher = async (
  testApp: TestApp,
  options: { readonly codes?: number; readonly regions?: readonly string[] } = {},
): Promise<string> => {
  nextVoucher += 1;
  const slug = `test-voucher-${process.pid}-${nextVoucher}`;
  const ids = await storeRepository.upsertVouchers(testApp.database.db, [
    {
      slug,
      brand: "Google Play",
      title: `Google Play ₹100 (${slug})`,
      description: "Apps and games.",
      faceCurrency: "INR",
      faceValue: 10_000,
      priceKcash: 120_000,
      regions: options.regions ?? ["IN"],
      featured: false,
      codes: Array.from({ length: options.codes ?? 3 }, (_, index) => `${slug}-${index}`.toUpperCase()),
    },
  ]);
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Test voucher ${slug} was not made`);
  return id;
};

/** A fresh gamer in India (by the profile's country) with `kcash` K-Cash base units. */
const indianGamer = async (testApp: TestApp, kcash: number): Promise<TestSession> => {
  const session = await sessionByPhone(testApp);
  const profile = await testApp.app.inject({
    method: "PATCH",
    url: "/api/users/me/profile",
    headers: session.authorization,
    payload: { countryCode: "IN" },
  });
  if (profile.statusCode !== 200) throw new Error(`The profile was not saved: ${profile.body}`);
  if (kcash > 0)
    await ledgerOn(testApp.database).creditReward({
      userId: session.userId,
      currency: "KCASH",
      amount: kcash,
      idempotencyKey: `store-requests:${randomUUID()}`,
    });
  return session;
};

const redemption = (voucherId: string, key: string = randomUUID()): InjectOptions => ({
  method: "POST",
  url: `/api/store/vouchers/${voucherId}/redemptions`,
  headers: { "idempotency-key": key },
});

/** A redemption by a fresh Indian gamer with `kcash`, of the voucher `voucherOf` makes. */
const redeemAs =
  (kcash: number, voucherOf: (testApp: TestApp) => Promise<string>, key?: string) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await indianGamer(testApp, kcash);
    const request = redemption(await voucherOf(testApp), key);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const as = (code: string, request: Recipe): StoreProvocation => ({ request, code });

export const STORE_REQUESTS: { readonly [K in StoreOperationId]: Recipe } = {
  listStoreVouchers: { method: "GET", url: "/api/store/vouchers?region=IN&search=google&pageLimit=8" },
  getStoreVoucher: async (testApp) => ({
    method: "GET",
    url: `/api/store/vouchers/${await createTestVoucher(testApp)}`,
  }),
  redeemVoucher: redeemAs(500_000, (testApp) => createTestVoucher(testApp)),
  listStoreRedemptions: async (testApp) => {
    const session = await indianGamer(testApp, 500_000);
    const request = redemption(await createTestVoucher(testApp));
    const redeemed = await testApp.app.inject({
      ...request,
      headers: { ...request.headers, ...session.authorization },
    });
    if (redeemed.statusCode !== 201) throw new Error(`The redemption failed: ${redeemed.body}`);
    return { method: "GET", url: "/api/store/redemptions?pageLimit=8", headers: session.authorization };
  },
};

export const STORE_PROVOCATIONS: {
  readonly [K in StoreOperationId]?: Partial<Record<number, Recipe | StoreProvocation>>;
} = {
  listStoreVouchers: { 400: { method: "GET", url: "/api/store/vouchers?region=US" } },
  getStoreVoucher: {
    400: { method: "GET", url: "/api/store/vouchers/not-a-uuid" },
    404: as("VoucherNotFound", { method: "GET", url: `/api/store/vouchers/${randomUUID()}` }),
  },
  redeemVoucher: {
    400: redeemAs(500_000, async () => "not-a-uuid"),
    402: as(
      "InsufficientBalance",
      redeemAs(1_000, (testApp) => createTestVoucher(testApp)),
    ),
    403: as(
      "VoucherNotAvailableInRegion",
      redeemAs(500_000, (testApp) => createTestVoucher(testApp, { regions: ["BR"] })),
    ),
    404: as(
      "VoucherNotFound",
      redeemAs(500_000, async () => randomUUID()),
    ),
    409: as(
      "VoucherOutOfStock",
      redeemAs(500_000, (testApp) => createTestVoucher(testApp, { codes: 0 })),
    ),
    422: as("IdempotencyKeyReused", async (testApp) => {
      const session = await indianGamer(testApp, 500_000);
      const key = randomUUID();
      const first = await testApp.app.inject({
        ...redemption(await createTestVoucher(testApp), key),
        headers: { "idempotency-key": key, ...session.authorization },
      });
      if (first.statusCode !== 201) throw new Error(`The first redemption failed: ${first.body}`);
      const request = redemption(await createTestVoucher(testApp), key);
      return { ...request, headers: { ...request.headers, ...session.authorization } };
    }),
  },
  listStoreRedemptions: {
    400: async (testApp) => ({
      method: "GET",
      url: "/api/store/redemptions?pageLimit=0",
      headers: (await sessionByPhone(testApp)).authorization,
    }),
  },
};
