import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactionsTable } from "@/server/db/schema/ledger";
import { storeRepository, type NewVoucher } from "@/server/db/repositories/store-repository";
import { ledgerOn } from "@/server/testing/ledger";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import {
  freshBrazilianNumber,
  signInByEmail,
  signInByPhone,
  type TestSession,
} from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Voucher {
  readonly id: string;
  readonly slug: string;
  readonly brand: string;
  readonly title: string;
  readonly regions: readonly string[];
  readonly stock: number;
  readonly featured: boolean;
  readonly price: { readonly currency: string; readonly amount: number; readonly decimals: number };
  readonly faceValue: { readonly currency: string; readonly amount: number; readonly decimals: number };
}

interface Page<T> {
  readonly items: readonly T[];
  readonly page: { readonly pageOffset: number; readonly pageLimit: number; readonly total: number };
}

interface Redemption {
  readonly id: string;
  readonly voucher: { readonly id: string; readonly brand: string; readonly title: string };
  readonly code: string;
  readonly redeemedAt: string;
  readonly pricePaid: { readonly amount: number };
  readonly transactionId: string;
}

interface Redeemed {
  readonly redemption: Redemption;
  readonly balance: { readonly currency: string; readonly amount: number; readonly decimals: number };
}

let nextSlug = 0;
const freshSlug = (prefix: string) => {
  nextSlug += 1;
  return `${prefix}-${process.pid}-${nextSlug}`;
};

describe("K-Store", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // No demo store: each test makes the vouchers it counts on.
    testApp = await createTestApp({ seedDemoData: false, rateLimitPerMinute: 1_000_000 });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const as = (session: TestSession | undefined, request: InjectOptions) =>
    testApp.app.inject({
      ...request,
      headers: { ...request.headers, ...(session === undefined ? {} : session.authorization) },
    });

  const ok = async <T>(
    operationId: string,
    session: TestSession | undefined,
    request: InjectOptions,
    status = 200,
  ) => {
    const response = await as(session, request);
    expect(response.statusCode, response.body).toBe(status);
    expect(contractResponse(operationId, status).validate(response.json())).toEqual([]);
    return response.json<T>();
  };

  /** A voucher with `codes` (named after it), sold in India unless told otherwise; answers its id and codes. */
  const addVoucher = async (overrides: Partial<NewVoucher> = {}, codeCount = 3) => {
    const slug = overrides.slug ?? freshSlug("voucher");
    const codes = Array.from({ length: codeCount }, (_, index) => `${slug.toUpperCase()}-CODE-${index}`);
    const ids = await storeRepository.upsertVouchers(testApp.database.db, [
      {
        slug,
        brand: "Google Play",
        title: `Google Play ${slug}`,
        description: "Apps and games.",
        faceCurrency: "INR",
        faceValue: 10_000,
        priceKcash: 120_000,
        regions: ["IN"],
        featured: false,
        ...overrides,
        codes,
      },
    ]);
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Voucher ${slug} was not made`);
    return { id, slug, codes };
  };

  /**
   * A fresh gamer whose profile says `country` (null: none), credited `kcash` K-Cash base units, signed in with
   * an Indian phone number unless `signIn` says otherwise.
   */
  const gamer = async (
    country: string | null = "IN",
    kcash = 1_000_000,
    signIn: () => Promise<TestSession> = () => signInByPhone(testApp.app),
  ) => {
    const session = await signIn();
    if (country !== null) {
      const profile = await as(session, {
        method: "PATCH",
        url: "/api/users/me/profile",
        payload: { countryCode: country },
      });
      expect(profile.statusCode, profile.body).toBe(200);
    }
    if (kcash > 0)
      await ledgerOn(testApp.database).creditReward({
        userId: session.userId,
        currency: "KCASH",
        amount: kcash,
        idempotencyKey: `store-test:${randomUUID()}`,
      });
    return session;
  };

  const redeem = (session: TestSession | undefined, voucherId: string, key: string = randomUUID()) =>
    as(session, {
      method: "POST",
      url: `/api/store/vouchers/${voucherId}/redemptions`,
      headers: { "idempotency-key": key },
    });

  const kcashOf = async (session: TestSession) =>
    (await ledgerOn(testApp.database).balancesOf(session.userId)).get("KCASH") ?? 0;

  const shopDebitsOf = (slug: string) =>
    testApp.database.db
      .select()
      .from(ledgerTransactionsTable)
      .where(
        and(
          eq(ledgerTransactionsTable.type, "shop"),
          eq(ledgerTransactionsTable.reference, `voucher:${slug}`),
        ),
      );

  describe("listStoreVouchers", () => {
    it("lists the catalogue featured first, with stock, filtered by region, brand, search and featured", async () => {
      const brand = freshSlug("brand");
      const india = await addVoucher({ brand, title: "Alpha card ₹100", regions: ["IN"] }, 2);
      const brazil = await addVoucher(
        { brand, title: "Beta card R$30", regions: ["BR", "Other"], faceCurrency: "BRL", featured: true },
        0,
      );

      const all = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?brand=${brand}`,
      });
      expect(all.items.map((item) => item.id)).toEqual([brazil.id, india.id]);
      expect(all.page).toEqual({ pageOffset: 0, pageLimit: 20, total: 2 });
      const [beta, alpha] = all.items;
      expect(alpha).toMatchObject({
        brand,
        stock: 2,
        featured: false,
        regions: ["IN"],
        price: { currency: "KCASH", amount: 120_000, decimals: 2 },
        faceValue: { currency: "INR", amount: 10_000, decimals: 2 },
      });
      expect(beta).toMatchObject({ stock: 0, featured: true, faceValue: { currency: "BRL" } });
      expect(JSON.stringify(all)).not.toContain("CODE");

      const inBrazil = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?brand=${brand}&region=BR`,
      });
      expect(inBrazil.items.map((item) => item.id)).toEqual([brazil.id]);
      const other = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?brand=${brand.toUpperCase()}&region=Other`,
      });
      expect(other.items.map((item) => item.id)).toEqual([brazil.id]);
      const searched = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?search=${encodeURIComponent("alpha CARD")}`,
      });
      expect(searched.items.map((item) => item.id)).toContain(india.id);
      expect(searched.items.map((item) => item.id)).not.toContain(brazil.id);
      const bySearchBrand = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?search=${brand}&featured=false`,
      });
      expect(bySearchBrand.items.map((item) => item.id)).toEqual([india.id]);
      const paged = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: `/api/store/vouchers?brand=${brand}&pageOffset=1&pageLimit=1`,
      });
      expect(paged.items.map((item) => item.id)).toEqual([india.id]);
      expect(paged.page).toEqual({ pageOffset: 1, pageLimit: 1, total: 2 });
    });

    it("treats search text literally (no wildcards)", async () => {
      await addVoucher({ title: "Plain card" });
      const wild = await ok<Page<Voucher>>("listStoreVouchers", undefined, {
        url: "/api/store/vouchers?search=%25",
      });
      expect(wild.items).toEqual([]);
    });

    it("refuses an unknown region and bad paging with 400 naming the field", async () => {
      expectProblem(await as(undefined, { url: "/api/store/vouchers?region=US" }), 400, "ValidationFailed");
      expectProblem(
        await as(undefined, { url: "/api/store/vouchers?pageLimit=500" }),
        400,
        "ValidationFailed",
      );
    });
  });

  describe("getStoreVoucher", () => {
    it("answers one voucher with its stock and never its codes", async () => {
      const { id } = await addVoucher({}, 4);
      const voucher = await ok<Voucher>("getStoreVoucher", undefined, { url: `/api/store/vouchers/${id}` });
      expect(voucher).toMatchObject({ id, stock: 4 });
      expect(JSON.stringify(voucher)).not.toContain("CODE");
    });

    it("answers 404 VoucherNotFound for an unknown id and 400 for a bad one", async () => {
      const missing = expectProblem(
        await as(undefined, { url: `/api/store/vouchers/${randomUUID()}` }),
        404,
        "VoucherNotFound",
      );
      expect(missing.detail).toBe("Voucher not found");
      expectProblem(await as(undefined, { url: "/api/store/vouchers/not-a-uuid" }), 400, "ValidationFailed");
    });
  });

  describe("redeemVoucher", () => {
    it("takes a code, debits the price through the ledger and shows it in the history", async () => {
      const voucher = await addVoucher({ priceKcash: 120_000 }, 2);
      const session = await gamer("IN", 500_000);
      const redeemed = await ok<Redeemed>(
        "redeemVoucher",
        session,
        {
          method: "POST",
          url: `/api/store/vouchers/${voucher.id}/redemptions`,
          headers: { "idempotency-key": randomUUID() },
        },
        201,
      );
      expect(voucher.codes).toContain(redeemed.redemption.code);
      expect(redeemed.redemption.pricePaid.amount).toBe(120_000);
      expect(redeemed.redemption.voucher.id).toBe(voucher.id);
      expect(redeemed.balance).toEqual({ currency: "KCASH", amount: 380_000, decimals: 2 });
      expect(await kcashOf(session)).toBe(380_000);

      const after = await ok<Voucher>("getStoreVoucher", undefined, {
        url: `/api/store/vouchers/${voucher.id}`,
      });
      expect(after.stock).toBe(1);

      const history = await ok<Page<{ id: string; type: string; reference: string; amounts: unknown[] }>>(
        "listTransactions",
        session,
        { url: "/api/transactions?type=shop" },
      );
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({
        id: redeemed.redemption.transactionId,
        type: "shop",
        reference: `voucher:${voucher.slug}`,
        amounts: [{ currency: "KCASH", amount: -120_000 }],
      });
      const simplified = await as(session, {
        url: `/api/transactions/simplified/shop/id/${redeemed.redemption.transactionId}`,
      });
      expect(simplified.statusCode, simplified.body).toBe(200);
    });

    it("answers a retry with the same key with the first redemption, moving money once", async () => {
      const voucher = await addVoucher({}, 3);
      const session = await gamer("IN", 500_000);
      const key = randomUUID();
      const first = await redeem(session, voucher.id, key);
      expect(first.statusCode, first.body).toBe(201);
      const again = await redeem(session, voucher.id, key);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.headers["idempotent-replayed"]).toBe("true");
      expect(again.json<Redeemed>().redemption).toEqual(first.json<Redeemed>().redemption);
      expect(await shopDebitsOf(voucher.slug)).toHaveLength(1);
      expect(await kcashOf(session)).toBe(380_000);
      const listed = await ok<Page<Redemption>>("listStoreRedemptions", session, {
        url: "/api/store/redemptions",
      });
      expect(listed.items).toHaveLength(1);

      const other = await addVoucher({}, 3);
      expectProblem(await redeem(session, other.id, key), 422, "IdempotencyKeyReused");
      // Another key is another purchase.
      expect((await redeem(session, voucher.id)).statusCode).toBe(201);
      expect(await shopDebitsOf(voucher.slug)).toHaveLength(2);
    });

    it("refuses a guest with 401 and a request without an Idempotency-Key with 400", async () => {
      const voucher = await addVoucher();
      expectProblem(await redeem(undefined, voucher.id), 401, "SignInRequired");
      const session = await gamer();
      expectProblem(
        await as(session, { method: "POST", url: `/api/store/vouchers/${voucher.id}/redemptions` }),
        400,
        "ValidationFailed",
      );
    });

    it("answers 402 InsufficientBalance and takes nothing when K-Cash is short", async () => {
      const voucher = await addVoucher({ priceKcash: 120_000 }, 1);
      const session = await gamer("IN", 100_000);
      const problem = expectProblem(await redeem(session, voucher.id), 402, "InsufficientBalance");
      expect(problem).toMatchObject({ currency: "KCASH", required: 120_000, available: 100_000 });
      expect(await kcashOf(session)).toBe(100_000);
      const after = await ok<Voucher>("getStoreVoucher", undefined, {
        url: `/api/store/vouchers/${voucher.id}`,
      });
      expect(after.stock).toBe(1);
      expect(await shopDebitsOf(voucher.slug)).toHaveLength(0);
      // The key was released with the failure: after a top-up the same attempt goes through.
      const key = randomUUID();
      expectProblem(await redeem(session, voucher.id, key), 402, "InsufficientBalance");
      await ledgerOn(testApp.database).creditReward({
        userId: session.userId,
        currency: "KCASH",
        amount: 20_000,
        idempotencyKey: `store-test:${randomUUID()}`,
      });
      expect((await redeem(session, voucher.id, key)).statusCode).toBe(201);
      expect(await kcashOf(session)).toBe(0);
    });

    it("answers 403 VoucherNotAvailableInRegion by the profile's country, else the verified phone's, else the address's", async () => {
      const indiaOnly = await addVoucher({ regions: ["IN"] });
      const brazilOnly = await addVoucher({ regions: ["BR"] });
      const everywhereElse = await addVoucher({ regions: ["Other"] });
      const brazilian = await gamer("BR");
      const problem = expectProblem(
        await redeem(brazilian, indiaOnly.id),
        403,
        "VoucherNotAvailableInRegion",
      );
      expect(problem).toMatchObject({ voucherId: indiaOnly.id, region: "BR" });
      expectProblem(await redeem(brazilian, everywhereElse.id), 403, "VoucherNotAvailableInRegion");

      const redeemFromUs = (session: TestSession, voucherId: string) =>
        as(session, {
          method: "POST",
          url: `/api/store/vouchers/${voucherId}/redemptions`,
          headers: { "idempotency-key": randomUUID() },
          remoteAddress: "8.8.8.8",
        });

      // No country on the profile: a verified +55 number is in Brazil, wherever the address is.
      const brazilianPhone = await gamer(null, 1_000_000, () =>
        signInByPhone(testApp.app, freshBrazilianNumber()),
      );
      expect(
        expectProblem(await redeemFromUs(brazilianPhone, indiaOnly.id), 403, "VoucherNotAvailableInRegion"),
      ).toMatchObject({ region: "BR" });
      expect((await redeemFromUs(brazilianPhone, brazilOnly.id)).statusCode).toBe(201);

      // Neither a profile country nor a phone: 8.8.8.8 is in the United States, this machine is nowhere: both Other.
      const unplaced = await gamer(null, 1_000_000, () => signInByEmail(testApp.app));
      expect(
        expectProblem(await redeemFromUs(unplaced, indiaOnly.id), 403, "VoucherNotAvailableInRegion"),
      ).toMatchObject({ region: "Other" });
      expect((await redeem(unplaced, everywhereElse.id)).statusCode).toBe(201);
      expect(await shopDebitsOf(indiaOnly.slug)).toHaveLength(0);
    });

    it("answers 404 VoucherNotFound for an unknown voucher and 409 VoucherOutOfStock once sold out", async () => {
      const session = await gamer();
      expectProblem(await redeem(session, randomUUID()), 404, "VoucherNotFound");
      const voucher = await addVoucher({}, 1);
      expect((await redeem(session, voucher.id)).statusCode).toBe(201);
      const before = await kcashOf(session);
      const soldOut = expectProblem(await redeem(session, voucher.id), 409, "VoucherOutOfStock");
      expect(soldOut.detail).toBe("This voucher is sold out");
      expect(await kcashOf(session)).toBe(before);
    });

    it("gives N concurrent buyers of 3 codes exactly 3 distinct codes and 3 debits; the rest lose nothing", async () => {
      const BUYERS = 10;
      const voucher = await addVoucher({ priceKcash: 50_000 }, 3);
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => gamer("IN", 200_000)));
      const responses = await Promise.all(buyers.map((session) => redeem(session, voucher.id)));

      const won = responses.filter((response) => response.statusCode === 201);
      const lost = responses.filter((response) => response.statusCode !== 201);
      expect(won).toHaveLength(3);
      for (const response of lost) expectProblem(response, 409, "VoucherOutOfStock");
      const codes = won.map((response) => response.json<Redeemed>().redemption.code);
      expect(new Set(codes).size).toBe(3);
      expect([...codes].sort()).toEqual([...voucher.codes].sort());

      expect(await shopDebitsOf(voucher.slug)).toHaveLength(3);
      const balances = await Promise.all(buyers.map(kcashOf));
      expect(balances.filter((balance) => balance === 150_000)).toHaveLength(3);
      expect(balances.filter((balance) => balance === 200_000)).toHaveLength(BUYERS - 3);
      expect(await ledgerOn(testApp.database).audit()).toMatchObject({
        unbalancedSets: 0,
        driftedAccounts: 0,
        negativeUserAccounts: 0,
        duplicateKeys: 0,
      });
      const after = await ok<Voucher>("getStoreVoucher", undefined, {
        url: `/api/store/vouchers/${voucher.id}`,
      });
      expect(after.stock).toBe(0);
    });
  });

  describe("paying with K-Points", () => {
    const kpointsOf = async (session: TestSession) =>
      (await ledgerOn(testApp.database).balancesOf(session.userId)).get("KPOINTS") ?? 0;
    const creditKpoints = (session: TestSession, amount: number) =>
      ledgerOn(testApp.database).creditReward({
        userId: session.userId,
        currency: "KPOINTS",
        amount,
        idempotencyKey: `store-test:${randomUUID()}`,
      });
    const redeemWith = (session: TestSession, voucherId: string, payWith: string) =>
      as(session, {
        method: "POST",
        url: `/api/store/vouchers/${voucherId}/redemptions?payWith=${payWith}`,
        headers: { "idempotency-key": randomUUID() },
      });

    it("shows both prices and debits K-Points, not K-Cash, when the gamer pays with them", async () => {
      const voucher = await addVoucher({ priceKpoints: 500 });
      const listed = await ok<{ kpointsPrice: unknown; price: unknown }>("getStoreVoucher", undefined, {
        url: `/api/store/vouchers/${voucher.id}`,
      });
      expect(listed.kpointsPrice).toEqual({ currency: "KPOINTS", amount: 500, decimals: 0 });
      expect(listed.price).toEqual({ currency: "KCASH", amount: 120_000, decimals: 2 });

      const session = await gamer("IN", 1_000_000);
      await creditKpoints(session, 800);
      const response = await redeemWith(session, voucher.id, "KPOINTS");
      expect(response.statusCode, response.body).toBe(201);
      expect(contractResponse("redeemVoucher", 201).validate(response.json())).toEqual([]);
      expect(response.json()).toMatchObject({
        redemption: { pricePaid: { currency: "KPOINTS", amount: 500, decimals: 0 } },
        balance: { currency: "KPOINTS", amount: 300 },
      });
      expect(await kpointsOf(session)).toBe(300);
      expect(await kcashOf(session)).toBe(1_000_000);

      const mine = await ok<{ items: { pricePaid: unknown }[] }>("listStoreRedemptions", session, {
        url: "/api/store/redemptions",
      });
      expect(mine.items[0]?.pricePaid).toEqual({ currency: "KPOINTS", amount: 500, decimals: 0 });
    });

    it("answers 402 in K-Points when they are short, and takes nothing", async () => {
      const voucher = await addVoucher({ priceKpoints: 500 });
      const session = await gamer("IN", 1_000_000);
      await creditKpoints(session, 499);
      const problem = expectProblem(
        await redeemWith(session, voucher.id, "KPOINTS"),
        402,
        "InsufficientBalance",
      );
      expect(problem).toMatchObject({ currency: "KPOINTS", required: 500, available: 499 });
      expect(await kpointsOf(session)).toBe(499);
      expect(await shopDebitsOf(voucher.slug)).toHaveLength(0);
    });

    it("refuses K-Points for a voucher priced in K-Cash only, and an unknown currency", async () => {
      const voucher = await addVoucher();
      const session = await gamer("IN", 1_000_000);
      await creditKpoints(session, 10_000);
      expect(
        expectProblem(await redeemWith(session, voucher.id, "KPOINTS"), 422, "VoucherNotPricedIn"),
      ).toMatchObject({ voucherId: voucher.id, currency: "KPOINTS" });
      expectProblem(await redeemWith(session, voucher.id, "RKLEOS"), 400, "ValidationFailed");
      expect(await kpointsOf(session)).toBe(10_000);
      expect(await shopDebitsOf(voucher.slug)).toHaveLength(0);
    });
  });

  describe("listStoreRedemptions", () => {
    it("lists only the caller's own vouchers, newest first, with their codes", async () => {
      const first = await addVoucher({ brand: "Amazon Pay", title: "Amazon Pay ₹250" }, 2);
      const second = await addVoucher({ brand: "Flipkart", title: "Flipkart ₹500" }, 2);
      const owner = await gamer();
      const stranger = await gamer();
      const a = (await redeem(owner, first.id)).json<Redeemed>();
      const b = (await redeem(owner, second.id)).json<Redeemed>();
      const strangers = (await redeem(stranger, first.id)).json<Redeemed>();

      const mine = await ok<Page<Redemption>>("listStoreRedemptions", owner, {
        url: "/api/store/redemptions",
      });
      expect(mine.items.map((item) => item.id)).toEqual([b.redemption.id, a.redemption.id]);
      expect(mine.items[0]).toMatchObject({
        voucher: { id: second.id, brand: "Flipkart", title: "Flipkart ₹500" },
        code: b.redemption.code,
        pricePaid: { amount: 120_000 },
      });
      expect(mine.page.total).toBe(2);
      expect(JSON.stringify(mine)).not.toContain(strangers.redemption.code);

      const theirs = await ok<Page<Redemption>>("listStoreRedemptions", stranger, {
        url: "/api/store/redemptions",
      });
      expect(theirs.items.map((item) => item.code)).toEqual([strangers.redemption.code]);

      const paged = await ok<Page<Redemption>>("listStoreRedemptions", owner, {
        url: "/api/store/redemptions?pageOffset=1&pageLimit=1",
      });
      expect(paged.items.map((item) => item.id)).toEqual([a.redemption.id]);
    });

    it("refuses a guest with 401", async () => {
      expectProblem(await as(undefined, { url: "/api/store/redemptions" }), 401, "SignInRequired");
    });
  });
});
