/**
 * The cash-out as the withdraw page calls it: whether the gamer may cash out, registering a UPI ID, the quote of
 * the fee modal, the one-time code of the OTP modal, the withdrawal itself (with the code the provider state sent,
 * and with a challenge that does not exist), the history (a withdrawal the bank delayed too) and India's yearly
 * TDS statement (a CSV file), USDT's payout rates and its price in K-Cash and fiat, and the page's main refusal:
 * no quote for a gamer whose KYC is not verified. The wallet feature's own request functions against Pact's mock
 * server. A withdrawal carries an `Idempotency-Key`; the contract fixes its header, not its value.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { isFinalWithdrawal, payoutRequests } from "@/web/features/wallet/api/payout-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  textBody,
  uuid,
} from "./kleos-web-pact";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const client = (baseUrl: string) => createApiClient({ baseUrl });

const USDT = 1_000_000;
const EXAMPLE_CHALLENGE_ID = "8a4f1c2e-7b3d-4e5f-9a1b-2c3d4e5f6a7b";
const EXAMPLE_WITHDRAWAL_ID = "5d7c2a9e-3b1f-4c8d-9e6a-0f1b2c3d4e5f";
const EXAMPLE_KEY = "3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d";
const IDEMPOTENCY_KEY = regex("^[A-Za-z0-9._:-]{8,128}$", EXAMPLE_KEY);
const FINANCIAL_YEAR = regex("^[0-9]{4}-[0-9]{2}$", "2026-27");
const PAYOUT_STATUS = "^(requested|processing|delayed|processed|failed|reversed)$";
const PAYOUT_METHOD = "^(upi|bank|pix)$";

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** The split of an amount the fee modal and the history show, in USDT base units and the fiat paid out. */
const splitShape = {
  currency: "USDT",
  amount: integer(10 * USDT),
  fee: integer(500_000),
  tds: integer(3 * USDT),
  net: integer(6_500_000),
  fiatCurrency: "INR",
  fiatAmount: integer(55_250),
  fiatDecimals: 2,
  method: "upi",
  destination: string("rahul.sharma@okaxis"),
  financialYear: FINANCIAL_YEAR,
};

/** A withdrawal as the history lists it: asked for, not paid out yet (the provider answers later). */
const withdrawalShape = {
  ...splitShape,
  withdrawalId: uuid("5d7c2a9e-3b1f-4c8d-9e6a-0f1b2c3d4e5f"),
  status: regex(PAYOUT_STATUS, "requested"),
  provider: "razorpayx",
  failureReason: null,
  transactionId: uuid("6e8d3b0f-4c2a-4d9e-8f7b-1a2b3c4d5e6f"),
  createdAt: instant("2026-11-27T10:00:00.000Z"),
  updatedAt: instant("2026-11-27T10:00:00.000Z"),
};

/** The approval of an Indian gamer whose KYC is verified; `registration` as the state leaves it. */
const approvalShape = (approved: boolean, registration: Record<string, unknown> | null) => ({
  approved,
  kycStatus: "verified",
  country: "IN",
  methods: eachLike(regex(PAYOUT_METHOD, "upi")),
  registration,
  limits: {
    currency: "USDT",
    minimum: integer(5 * USDT),
    dailyMaximum: integer(500 * USDT),
    remainingToday: integer(500 * USDT),
    monthlyMaximum: integer(5_000 * USDT),
    remainingThisMonth: integer(5_000 * USDT),
  },
  fee: { rateBps: integer(500), minimum: integer(USDT) },
  tds: {
    applies: true,
    rateBps: integer(3_000),
    financialYear: FINANCIAL_YEAR,
    withheldThisYear: integer(0),
  },
});

const upiRegistration = {
  method: "upi",
  destination: string("rahul.sharma@okaxis"),
  registeredAt: instant("2026-11-27T10:00:00.000Z"),
};

describe("the cash-out", () => {
  it("learns the gamer may cash out to their UPI ID, within the limits, with India's tax", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a request for the cash-out approval of an Indian gamer with a UPI ID")
      .withRequest("GET", "/api/wallet/approval/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(approvalShape(true, upiRegistration)))
      .executeTest(async (mockServer) => {
        const approval = await payoutRequests.getWalletApprovalStatus(client(mockServer.url));
        expect(approval).toMatchObject({ approved: true, country: "IN", registration: { method: "upi" } });
        expect(approval.tds.applies).toBe(true);
      });
  });

  it("registers a UPI ID for a gamer whose KYC is verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerVerified)
      .uponReceiving("a registration of the UPI ID rahul.sharma@okaxis")
      .withRequest("POST", "/api/offramp/register/user", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ method: "upi", upiId: "rahul.sharma@okaxis" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(approvalShape(true, upiRegistration)))
      .executeTest(async (mockServer) => {
        const approval = await payoutRequests.registerOfframpUser(client(mockServer.url), {
          method: "upi",
          upiId: "rahul.sharma@okaxis",
        });
        expect(approval.registration).toMatchObject({ method: "upi", destination: "rahul.sharma@okaxis" });
      });
  });

  it("quotes a withdrawal of 10 USDT: the fee, the tax and the rupees paid out", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a quote for a withdrawal of 10 USDT")
      .withRequest("POST", "/api/offramp/withdrawals/quote", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ currency: "USDT", amount: 10 * USDT }),
      )
      .willRespondWith(200, (response) => response.jsonBody(splitShape))
      .executeTest(async (mockServer) => {
        const quote = await payoutRequests.quoteWithdrawal(client(mockServer.url), 10 * USDT);
        expect(quote).toMatchObject({ amount: 10 * USDT, fiatCurrency: "INR", method: "upi" });
      });
  });

  it("is refused a quote before the gamer's KYC is verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a quote for a withdrawal by a gamer without KYC")
      .withRequest("POST", "/api/offramp/withdrawals/quote", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ currency: "USDT", amount: 10 * USDT }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "KycNotVerified", "Complete your KYC first")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(payoutRequests.quoteWithdrawal(client(mockServer.url), 10 * USDT));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "KycNotVerified" } });
      });
  });

  it("sends the withdrawal's one-time code by SMS", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a request for a withdrawal code by SMS")
      .withRequest("POST", "/api/offramp/withdrawals/otp", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ channel: "sms", locale: "en" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          challengeId: uuid(EXAMPLE_CHALLENGE_ID),
          channel: "sms",
          recipient: string("+91 ••••• ••210"),
          expiresAt: instant("2026-11-27T10:10:00.000Z"),
          resendAvailableAt: instant("2026-11-27T10:00:30.000Z"),
          codeLength: 6,
        }),
      )
      .executeTest(async (mockServer) => {
        const challenge = await payoutRequests.sendWithdrawalOtp(client(mockServer.url), "sms", "en");
        expect(challenge).toMatchObject({ challengeId: EXAMPLE_CHALLENGE_ID, channel: "sms", codeLength: 6 });
      });
  });

  it("withdraws 10 USDT with the code sent to the gamer", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerWithWithdrawalCode)
      .uponReceiving("a withdrawal of 10 USDT with the right code")
      .withRequest("POST", "/api/offramp/withdrawals", (request) =>
        request.headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }).jsonBody({
          currency: "USDT",
          amount: 10 * USDT,
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
          code: fromProviderState("${code}", "123456"),
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody(withdrawalShape))
      .executeTest(async (mockServer) => {
        const withdrawal = await payoutRequests.requestWithdrawal(client(mockServer.url), {
          amount: 10 * USDT,
          challengeId: EXAMPLE_CHALLENGE_ID,
          code: "123456",
          idempotencyKey: EXAMPLE_KEY,
        });
        expect(withdrawal).toMatchObject({ status: "requested", amount: 10 * USDT, method: "upi" });
      });
  });

  it("is told the code expired for a challenge that does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a withdrawal with a code of an unknown challenge")
      .withRequest("POST", "/api/offramp/withdrawals", (request) =>
        request.headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY }).jsonBody({
          currency: "USDT",
          amount: 10 * USDT,
          challengeId: uuid(EXAMPLE_CHALLENGE_ID),
          code: regex("^[0-9]{6}$", "123456"),
        }),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(400, "CodeExpired", "The code has expired. Please request a new one.")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          payoutRequests.requestWithdrawal(client(mockServer.url), {
            amount: 10 * USDT,
            challengeId: EXAMPLE_CHALLENGE_ID,
            code: "123456",
            idempotencyKey: EXAMPLE_KEY,
          }),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 400, problem: { code: "CodeExpired" } });
      });
  });

  it("lists the gamer's withdrawals, newest first", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerWithdrew)
      .uponReceiving("a request for the withdrawals of a gamer who withdrew")
      .withRequest("GET", "/api/offramp/withdrawals", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ items: eachLike(withdrawalShape) }))
      .executeTest(async (mockServer) => {
        const list = await payoutRequests.listWithdrawals(client(mockServer.url));
        expect(list.items[0]).toMatchObject({ amount: 10 * USDT, currency: "USDT" });
      });
  });

  it("follows one withdrawal the gamer made, to learn where its payout stands", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerWithdrew)
      .uponReceiving("a request for a withdrawal of the gamer")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/offramp/withdrawals/${withdrawalId}",
          `/api/offramp/withdrawals/${EXAMPLE_WITHDRAWAL_ID}`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...withdrawalShape,
          withdrawalId: fromProviderState("${withdrawalId}", EXAMPLE_WITHDRAWAL_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        const withdrawal = await payoutRequests.getWithdrawal(client(mockServer.url), EXAMPLE_WITHDRAWAL_ID);
        expect(withdrawal).toMatchObject({
          withdrawalId: EXAMPLE_WITHDRAWAL_ID,
          amount: 10 * USDT,
          method: "upi",
        });
      });
  });

  it("follows a withdrawal whose payout the bank holds, and learns it is delayed", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerWithdrawalDelayed)
      .uponReceiving("a request for a withdrawal of the gamer whose payout the bank delayed")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/offramp/withdrawals/${withdrawalId}",
          `/api/offramp/withdrawals/${EXAMPLE_WITHDRAWAL_ID}`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          ...withdrawalShape,
          withdrawalId: fromProviderState("${withdrawalId}", EXAMPLE_WITHDRAWAL_ID),
          status: "delayed",
        }),
      )
      .executeTest(async (mockServer) => {
        const withdrawal = await payoutRequests.getWithdrawal(client(mockServer.url), EXAMPLE_WITHDRAWAL_ID);
        expect(withdrawal).toMatchObject({ withdrawalId: EXAMPLE_WITHDRAWAL_ID, status: "delayed" });
        expect(isFinalWithdrawal(withdrawal.status)).toBe(false);
      });
  });

  it("is told a withdrawal that is not the gamer's was not found", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a request for a withdrawal the gamer does not have")
      .withRequest("GET", `/api/offramp/withdrawals/${EXAMPLE_WITHDRAWAL_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "WithdrawalNotFound", "Withdrawal not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          payoutRequests.getWithdrawal(client(mockServer.url), EXAMPLE_WITHDRAWAL_ID),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "WithdrawalNotFound" } });
      });
  });

  it("reads what 1 USDT pays out in rupees and in reais", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the payout rates of USDT")
      .withRequest("GET", "/api/offramp/payout-rates/USDT", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          token: "USDT",
          decimals: 6,
          prices: eachLike({
            country: regex("^(IN|BR)$", "IN"),
            fiatCurrency: regex("^(INR|BRL)$", "INR"),
            fiatDecimals: 2,
            fiatPerToken: integer(8_500),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const rates = await payoutRequests.getOfframpTokenPrices(client(mockServer.url));
        expect(rates.prices[0]).toMatchObject({ country: "IN", fiatCurrency: "INR", fiatPerToken: 8_500 });
      });
  });

  it("reads USDT's price in K-Cash and in fiat", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the price of USDT")
      .withRequest("GET", "/api/offramp/token-prices/USDT", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          token: "USDT",
          decimals: 6,
          kcashPerToken: integer(100),
          platformFeeBps: integer(200),
          prices: eachLike({
            fiatCurrency: regex("^(INR|BRL|USD)$", "INR"),
            amount: integer(8_500),
            decimals: integer(2),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const price = await payoutRequests.getTokenPrice(client(mockServer.url));
        expect(price).toMatchObject({ token: "USDT", kcashPerToken: 100 });
        expect(price.prices[0]).toMatchObject({ fiatCurrency: "INR", amount: 8_500 });
      });
  });

  it("downloads India's TDS statement of a year without withdrawals as CSV", async () => {
    const csv =
      "financial_year,withdrawal_id,requested_at,status,amount_usdt,taxable_usdt,tds_usdt,fee_usdt,net_usdt,fiat_currency,fiat_amount\r\n" +
      "2026-27,total,,,,,0.000000,,,,\r\n";
    await pact
      .addInteraction()
      .given(STATES.indianGamerRegistered)
      .uponReceiving("a request for the TDS statement of 2026-27")
      .withRequest("GET", "/api/offramp/tds-statements/2026-27", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        textBody(
          response.headers({
            "Content-Type": regex("^text/csv(;.*)?$", "text/csv; charset=utf-8"),
            "Content-Disposition": 'attachment; filename="kleos-tds-statement-2026-27.csv"',
          }),
          "text/csv; charset=utf-8",
          csv,
        ),
      )
      .executeTest(async (mockServer) => {
        const statement = await payoutRequests.getTdsStatement(client(mockServer.url), "2026-27");
        expect(statement).toBe(csv);
      });
  });
});
