/**
 * The admin's money tabs as the site calls them: the KYC review queue (empty: no provider left a check to a
 * person) and a decision on a check that is not waiting for one, the payouts console's list of every gamer's
 * withdrawals, a resend and an investigation hold of a requested one, and a withdrawal that does not exist — the admin feature's own request functions against Pact's
 * mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import {
  moneyRequests,
  KYC_REVIEW_PAGE_LIMIT,
  WITHDRAWAL_PAGE_LIMIT,
} from "@/web/features/admin/api/money-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  uuid,
} from "./kleos-web-pact";

const { eachLike, fromProviderState, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const client = (url: string) => createApiClient({ baseUrl: url });

const USDT = 1_000_000;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const EXAMPLE_ID = "5d7c2a9e-3b1f-4c8d-9e6a-0f1b2c3d4e5f";
const EXAMPLE_FROM = "2026-11-27T10:00:00.000Z";

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/**
 * A withdrawal as the console shows it: an Indian gamer's 10 USDT, requested and not sent yet (the verified app
 * runs no jobs); `investigation` as the request leaves it.
 */
const adminWithdrawalShape = (investigation: Record<string, unknown> | null) => ({
  withdrawal: {
    withdrawalId: uuid("5d7c2a9e-3b1f-4c8d-9e6a-0f1b2c3d4e5f"),
    status: regex("^(requested|processing|processed|failed|reversed)$", "requested"),
    currency: "USDT",
    amount: integer(10 * USDT),
    fee: integer(500_000),
    tds: integer(3 * USDT),
    net: integer(6_500_000),
    fiatCurrency: regex("^(INR|BRL)$", "INR"),
    fiatAmount: integer(55_250),
    fiatDecimals: 2,
    method: regex("^(upi|bank|pix)$", "upi"),
    destination: string("rahul.sharma@okaxis"),
    provider: regex("^(razorpayx|asaas)$", "razorpayx"),
    failureReason: null,
    financialYear: regex("^[0-9]{4}-[0-9]{2}$", "2026-27"),
    transactionId: uuid("6e8d3b0f-4c2a-4d9e-8f7b-1a2b3c4d5e6f"),
    createdAt: instant("2026-11-27T10:00:00.000Z"),
    updatedAt: instant("2026-11-27T10:00:00.000Z"),
  },
  userId: uuid("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10"),
  country: regex("^(IN|BR)$", "IN"),
  // Not sent yet: the payout goes out in a job.
  providerPayoutId: null,
  providerStatus: null,
  investigation,
});

describe("the admin's KYC review queue", () => {
  it("lists the checks waiting for a person, none when every check was decided", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the first page of the KYC review queue")
      .withRequest("GET", "/api/admin/kyc/reviews", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: String(KYC_REVIEW_PAGE_LIMIT) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          reviews: [],
          page: { pageOffset: 0, pageLimit: KYC_REVIEW_PAGE_LIMIT, total: 0 },
        }),
      )
      .executeTest(async (mockServer) => {
        const queue = await moneyRequests.listKycReviews(client(mockServer.url), 0);
        expect(queue).toMatchObject({ reviews: [], page: { total: 0 } });
      });
  });

  it("is told a check is not waiting for a review", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's approval of a KYC check that is not in the review queue")
      .withRequest("POST", `/api/admin/kyc/reviews/${UNKNOWN_ID}`, (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ decision: "approve" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "KycReviewNotFound", "This KYC check is not waiting for a review")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          moneyRequests.reviewKycCheck(client(mockServer.url), UNKNOWN_ID, { decision: "approve" }),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "KycReviewNotFound" } });
      });
  });
});

describe("the admin's payouts console", () => {
  it("lists every gamer's withdrawals, newest first, with the gamer, the country and the provider's word", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSeesWithdrawal)
      .uponReceiving("an admin's request for the first page of withdrawals")
      .withRequest("GET", "/api/admin/payouts/withdrawals", (request) =>
        // From the state's own withdrawal on: another interaction's held withdrawal is not on this page.
        request.headers(SITE_HEADERS).query({
          from: fromProviderState("${from}", EXAMPLE_FROM),
          pageOffset: "0",
          pageLimit: String(WITHDRAWAL_PAGE_LIMIT),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike(adminWithdrawalShape(null)),
          page: { pageOffset: 0, pageLimit: WITHDRAWAL_PAGE_LIMIT, total: integer(1) },
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await moneyRequests.listAdminWithdrawals(client(mockServer.url), {
          from: EXAMPLE_FROM,
          pageOffset: 0,
          pageLimit: WITHDRAWAL_PAGE_LIMIT,
        });
        expect(page.items[0]).toMatchObject({ country: "IN", withdrawal: { status: "requested" } });
      });
  });

  it("is told a withdrawal does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for a withdrawal that does not exist")
      .withRequest("GET", `/api/admin/payouts/withdrawals/${UNKNOWN_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "WithdrawalNotFound", "Withdrawal not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(moneyRequests.getAdminWithdrawal(client(mockServer.url), UNKNOWN_ID));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "WithdrawalNotFound" } });
      });
  });

  it("sends again a payout no provider accepted yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSeesWithdrawal)
      .uponReceiving("an admin's resend of a requested withdrawal's payout")
      .withRequest(
        "POST",
        fromProviderState(
          "/api/admin/payouts/withdrawals/${withdrawalId}/retry",
          `/api/admin/payouts/withdrawals/${EXAMPLE_ID}/retry`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(202, (response) => response.jsonBody(adminWithdrawalShape(null)))
      .executeTest(async (mockServer) => {
        const resent = await moneyRequests.resendWithdrawalPayout(client(mockServer.url), EXAMPLE_ID);
        expect(resent).toMatchObject({ withdrawal: { status: "requested" }, investigation: null });
      });
  });

  it("holds a withdrawal for investigation with a note", async () => {
    const note = "The gamer reports a closed UPI ID";
    await pact
      .addInteraction()
      .given(STATES.adminSeesWithdrawal)
      .uponReceiving("an admin's investigation hold on a requested withdrawal")
      .withRequest(
        "PUT",
        fromProviderState(
          "/api/admin/payouts/withdrawals/${withdrawalId}/investigation",
          `/api/admin/payouts/withdrawals/${EXAMPLE_ID}/investigation`,
        ),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ note }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          adminWithdrawalShape({
            note,
            markedBy: uuid("9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f"),
            markedAt: instant("2026-11-27T10:05:00.000Z"),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const held = await moneyRequests.setWithdrawalInvestigation(client(mockServer.url), EXAMPLE_ID, note);
        expect(held.investigation).toMatchObject({ note });
      });
  });
});
