/**
 * The voucher store as the site calls it: the catalogue of one region, through the store feature's own request
 * function and the real API client, against Pact's mock server. What the page branches on is fixed by kind:
 * the regions (closed vocabulary), the price's currency, the stock (0 is sold out) and the featured flag.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { storeRequests } from "@/web/features/store/api/store-api";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  slug,
  uuid,
} from "./kleos-web-pact";

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const voucherShape = {
  id: uuid("5a5a5a5a-0000-4000-8000-000000000001"),
  slug: slug("google-play-inr-100"),
  brand: string("Google Play"),
  title: string("Google Play gift card ₹100"),
  description: string("Apps, games and in-game items on Google Play India."),
  faceValue: { currency: regex("^(INR|BRL)$", "INR"), amount: integer(10_000), decimals: integer(2) },
  price: { currency: "KCASH", amount: integer(120_000), decimals: 2 },
  regions: eachLike(regex("^(IN|BR|Other)$", "IN")),
  stock: integer(5),
  featured: boolean(true),
};

describe("the voucher store", () => {
  it("lists the vouchers redeemable in India", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoStore)
      .uponReceiving("a request for the first page of vouchers redeemable in India")
      .withRequest("GET", "/api/store/vouchers", (request) =>
        request.headers(SITE_HEADERS).query({ region: "IN", pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(voucherShape),
          page: { pageOffset: 0, pageLimit: 20, total: integer(5) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await storeRequests.listStoreVouchers(createApiClient({ baseUrl: mockServer.url }), {
          region: "IN",
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.page).toMatchObject({ pageOffset: 0, pageLimit: 20 });
        expect(page.items[0]).toMatchObject({
          brand: "Google Play",
          regions: ["IN"],
          price: { currency: "KCASH", amount: 120_000, decimals: 2 },
          featured: true,
        });
      });
  });

  it("lists the featured vouchers the home page shows", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoStore)
      .uponReceiving("a request for the first featured vouchers")
      .withRequest("GET", "/api/store/vouchers", (request) =>
        request.headers(SITE_HEADERS).query({ featured: "true", pageOffset: "0", pageLimit: "4" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({ ...voucherShape, featured: true }),
          page: { pageOffset: 0, pageLimit: 4, total: integer(3) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await storeRequests.listStoreVouchers(createApiClient({ baseUrl: mockServer.url }), {
          featured: true,
          pageOffset: 0,
          pageLimit: 4,
        });
        expect(page.items.every((voucher) => voucher.featured)).toBe(true);
      });
  });
});

const EXAMPLE_VOUCHER_ID = "5a5a5a5a-0000-4000-8000-000000000001";
const UNKNOWN_VOUCHER_ID = "00000000-0000-4000-8000-00000000beef";
const EXAMPLE_KEY = "5d2c9a1e-7b3f-4e8d-9c6a-1f0e2d3c4b5a";
const IDEMPOTENCY_KEY = regex("^[A-Za-z0-9._:-]{8,128}$", EXAMPLE_KEY);

const voucherPath = (name: "voucherId" | "soldOutVoucherId", rest = "") =>
  fromProviderState(
    `/api/store/vouchers/\${${name}}${rest}`,
    `/api/store/vouchers/${EXAMPLE_VOUCHER_ID}${rest}`,
  );

/** A redemption as the receipt and the history show it: the code to use, what it cost, the ledger entry. */
const redemptionShape = {
  id: uuid("7e7e7e7e-0000-4000-8000-000000000001"),
  voucher: {
    id: uuid(EXAMPLE_VOUCHER_ID),
    slug: slug("google-play-inr-100"),
    brand: string("Google Play"),
    title: string("Google Play gift card ₹100"),
    faceValue: { currency: regex("^(INR|BRL)$", "INR"), amount: integer(10_000), decimals: integer(2) },
  },
  code: string("GPLY-7Q2M-9XDK"),
  redeemedAt: instant("2026-05-01T10:00:00.000Z"),
  pricePaid: { currency: "KCASH", amount: integer(120_000), decimals: 2 },
  transactionId: uuid("c0ffee00-5555-4a4a-8b8b-000000000005"),
};

const problemAnswer = (status: number, code: string, title: string, extra: Record<string, unknown> = {}) => ({
  ...problemShape(status, code, title),
  ...extra,
});

const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );

const client = (url: string) => createApiClient({ baseUrl: url });

describe("a voucher and its redemption", () => {
  it("reads one voucher", async () => {
    await pact
      .addInteraction()
      .given(STATES.storeShopper)
      .uponReceiving("a request for the Google Play ₹100 voucher")
      .withRequest("GET", voucherPath("voucherId"), (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...voucherShape,
          regions: ["IN"],
          kpointsPrice: { currency: "KPOINTS", amount: integer(600), decimals: integer(0) },
        }),
      )
      .executeTest(async (mockServer) => {
        const voucher = unwrap(
          await client(mockServer.url).GET("/api/store/vouchers/{voucherId}", {
            params: { path: { voucherId: EXAMPLE_VOUCHER_ID } },
          }),
        );
        expect(voucher).toMatchObject({ brand: "Google Play", regions: ["IN"] });
      });
  });

  it("is told a voucher does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.demoStore)
      .uponReceiving("a request for a voucher nobody sells")
      .withRequest("GET", `/api/store/vouchers/${UNKNOWN_VOUCHER_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemAnswer(404, "VoucherNotFound", "Voucher not found")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).GET("/api/store/vouchers/{voucherId}", {
          params: { path: { voucherId: UNKNOWN_VOUCHER_ID } },
        });
        expect(result.response.status).toBe(404);
      });
  });

  it("redeems a voucher with K-Cash and an idempotency key", async () => {
    await pact
      .addInteraction()
      .given(STATES.storeShopper)
      .uponReceiving("a redemption of the Google Play ₹100 voucher with K-Cash")
      .withRequest("POST", voucherPath("voucherId", "/redemptions"), (request) =>
        request.headers({ ...SITE_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          redemption: redemptionShape,
          balance: { currency: "KCASH", amount: integer(380_000), decimals: 2 },
        }),
      )
      .executeTest(async (mockServer) => {
        const redeemed = await storeRequests.redeemVoucher(
          client(mockServer.url),
          EXAMPLE_VOUCHER_ID,
          EXAMPLE_KEY,
        );
        expect(redeemed.redemption.code).toBe("GPLY-7Q2M-9XDK");
        expect(redeemed.balance.currency).toBe("KCASH");
      });
  });

  it("is told the K-Cash is short, by how much", async () => {
    await pact
      .addInteraction()
      .given(STATES.storeShopperShort)
      .uponReceiving("a redemption of the Google Play ₹100 voucher by a gamer with too little K-Cash")
      .withRequest("POST", voucherPath("voucherId", "/redemptions"), (request) =>
        request.headers({ ...SITE_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }),
      )
      .willRespondWith(402, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(
          problemAnswer(402, "InsufficientBalance", "Not enough balance", {
            currency: "KCASH",
            required: integer(120_000),
            available: integer(500),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          storeRequests.redeemVoucher(client(mockServer.url), EXAMPLE_VOUCHER_ID, EXAMPLE_KEY),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 402, problem: { code: "InsufficientBalance" } });
      });
  });

  it("is told a voucher is sold out", async () => {
    await pact
      .addInteraction()
      .given(STATES.storeShopper)
      .uponReceiving("a redemption of the sold-out Steam Wallet ₹1000 voucher")
      .withRequest("POST", voucherPath("soldOutVoucherId", "/redemptions"), (request) =>
        request.headers({ ...SITE_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemAnswer(409, "VoucherOutOfStock", "Out of stock")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          storeRequests.redeemVoucher(client(mockServer.url), EXAMPLE_VOUCHER_ID, EXAMPLE_KEY),
        );
        expect(failure).toMatchObject({ status: 409, problem: { code: "VoucherOutOfStock" } });
      });
  });

  it("lists the gamer's redemptions, newest first", async () => {
    await pact
      .addInteraction()
      .given(STATES.storeShopperRedeemed)
      .uponReceiving("a request for the first page of a gamer's redemptions")
      .withRequest("GET", "/api/store/redemptions", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "20" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(redemptionShape),
          page: { pageOffset: 0, pageLimit: 20, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await storeRequests.listStoreRedemptions(client(mockServer.url), {
          pageOffset: 0,
          pageLimit: 20,
        });
        expect(page.items[0]?.code).toBe("GPLY-7Q2M-9XDK");
      });
  });
});
