/**
 * KYC through the local simulator (an in-process Cashfree Secure ID reached through the real adapter, its
 * webhooks through the real, signed webhook route): India's PAN → DigiLocker → bank, the PAN-only path, Brazil's
 * CPF → PIX key, the admin's review queue, the bonus paid once, and every documented error.
 */
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import type { InjectOptions } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { userRepository } from "@/server/db/repositories/user-repository";
import { cashfreeSignature } from "@/server/providers/kyc/cashfree-secure-id";
import { KYC_SIMULATOR_PREFIX } from "@/server/plugins/kyc-simulator";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false });
  unconfigured = await createTestApp({ seedDemoData: false, env: "production", devTools: false });
});

afterAll(async () => {
  await testApp.app.close();
  await unconfigured.app.close();
});

const as = (session: TestSession, request: InjectOptions, app: TestApp = testApp) =>
  app.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const ok = async (
  session: TestSession,
  operationId: Parameters<typeof contractResponse>[0],
  request: InjectOptions,
) => {
  const response = await as(session, request);
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse(operationId, 200).validate(response.json())).toEqual([]);
  return response.json<Record<string, unknown> & { status: string; nextStep: string | null }>();
};

const simulate = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: "POST", url: `${KYC_SIMULATOR_PREFIX}/answers`, payload });

const pan = (session: TestSession, payload: Record<string, unknown>) =>
  as(session, { method: "POST", url: "/api/kyc/verify-pan", payload });
const bank = (session: TestSession, payload: Record<string, unknown>, url = "/api/kyc/verify-bank") =>
  as(session, { method: "POST", url, payload });

const verifiedPan = async (session: TestSession, withAadhaar = true) => {
  await simulate({ pan: "approve" });
  const response = await pan(session, { pan: "abcpe 1234f", name: "Rahul Sharma", withAadhaar });
  expect(response.statusCode, response.body).toBe(200);
};

const consent = async (session: TestSession, decision: "give" | "deny", name = "Rahul Sharma") => {
  const started = await as(session, { method: "POST", url: "/api/kyc/verify-aadhaar", payload: {} });
  expect(started.statusCode, started.body).toBe(200);
  expect(contractResponse("verifyAadhaar", 200).validate(started.json())).toEqual([]);
  const { verificationId, consentUrl } = started.json<{ verificationId: string; consentUrl: string }>();
  expect(consentUrl).toContain(verificationId);
  const decided = await testApp.app.inject({
    method: "POST",
    url: `${KYC_SIMULATOR_PREFIX}/digilocker/${verificationId}`,
    payload: { decision, name },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return verificationId;
};

const status = (session: TestSession) => ok(session, "getKycStatus", { url: "/api/kyc/status" });

const signInAdmin = async () => {
  const session = await signInByEmail(testApp.app);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

describe("India: PAN, DigiLocker, bank", () => {
  it("completes through the simulator, the consent arriving by the signed webhook, and pays the bonus once", async () => {
    const gamer = await sessionByPhone(testApp);
    expect(await status(gamer)).toMatchObject({ status: "none", country: null, steps: [] });
    await verifiedPan(gamer);
    expect(await status(gamer)).toMatchObject({ status: "pending", country: "IN", nextStep: "aadhaar" });

    await consent(gamer, "give");
    const afterConsent = await status(gamer);
    expect(afterConsent).toMatchObject({ nextStep: "bank" });
    const aadhaarStep = (afterConsent.steps as Array<{ step: string; outcome: string; detail: string }>).find(
      (step) => step.step === "aadhaar",
    );
    expect(aadhaarStep).toMatchObject({ outcome: "verified", detail: expect.stringMatching(/^X{8}\d{4}$/) });

    const early = await as(gamer, { method: "POST", url: "/api/kyc/claim-bonus" });
    expectProblem(early, 409, "KycNotVerified");

    await simulate({ bank: "approve" });
    const banked = await ok(gamer, "verifyBank", {
      method: "POST",
      url: "/api/kyc/verify-bank",
      payload: { accountNumber: "0262 9180 0001 191", ifsc: "yesb0000262" },
    });
    expect(banked).toMatchObject({ status: "verified", nextStep: null });

    const claimed = await as(gamer, { method: "POST", url: "/api/kyc/claim-bonus" });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(contractResponse("claimKycBonus", 200).validate(claimed.json())).toEqual([]);
    expect(claimed.json()).toMatchObject({
      transaction: { type: "reward" },
      state: { bonus: { claimed: true } },
    });
    expectProblem(
      await as(gamer, { method: "POST", url: "/api/kyc/claim-bonus" }),
      409,
      "KycBonusAlreadyClaimed",
    );

    // Only the last four digits of the Aadhaar were ever in Kleos: no 12-digit number is in the KYC tables.
    const rows = await testApp.database.db.execute(
      sql`select row_to_json(p)::text as row from kyc_profiles p union all select row_to_json(c)::text from kyc_checks c`,
    );
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/(?<!\d)[2-9]\d{11}(?!\d)/);

    expectProblem(
      await bank(gamer, { accountNumber: "026291800001191", ifsc: "YESB0000262" }),
      409,
      "KycStepAlreadyVerified",
    );
    await simulate({ bank: "approve" });
    const updated = await bank(
      gamer,
      { accountNumber: "123456789012", ifsc: "HDFC0001234" },
      "/api/kyc/update-bank",
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ status: "verified" });
  });

  it("takes the PAN-only path: PAN then bank", async () => {
    const gamer = await sessionByPhone(testApp);
    await verifiedPan(gamer, false);
    expect(await status(gamer)).toMatchObject({ nextStep: "bank", withAadhaar: false });
    expectProblem(
      await as(gamer, { method: "POST", url: "/api/kyc/verify-aadhaar", payload: {} }),
      409,
      "KycStepNotOpen",
    );
    await simulate({ bank: "approve" });
    const banked = await bank(gamer, { accountNumber: "026291800001191", ifsc: "YESB0000262" });
    expect(banked.json()).toMatchObject({ status: "verified" });
  });

  it("records a denied consent as rejected with its reason, and forgets KYC with an erased account", async () => {
    const gamer = await sessionByPhone(testApp);
    await verifiedPan(gamer);
    await consent(gamer, "deny");
    expect(await status(gamer)).toMatchObject({ status: "rejected", reason: "consentDenied" });

    await userRepository.erase(testApp.database.db, gamer.userId, new Date());
    const left = await testApp.database.db.execute(
      sql`select count(*)::int as n from kyc_checks where user_id = ${gamer.userId}`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
  });

  it("refuses details the rules refuse before any provider is asked", async () => {
    const gamer = await sessionByPhone(testApp);
    const company = expectProblem(
      await pan(gamer, { pan: "ABCCE1234F", name: "Acme" }),
      422,
      "KycDetailsInvalid",
    );
    expect(company).toMatchObject({ field: "pan", messageId: "validation.pan.notIndividual" });
    expectProblem(
      await bank(gamer, { accountNumber: "12345678", ifsc: "YESB0000262" }),
      422,
      "KycDetailsInvalid",
    );
    expect(
      expectProblem(
        await bank(gamer, { accountNumber: "123456789", ifsc: "YESB1000262" }),
        422,
        "KycDetailsInvalid",
      ),
    ).toMatchObject({ field: "ifsc" });
    expectProblem(
      await bank(gamer, { accountNumber: "123456789", ifsc: "YESB0000262" }),
      409,
      "KycStepNotOpen",
    );
  });

  it("answers UpstreamFailed when the provider is down; production has no simulator", async () => {
    const gamer = await sessionByPhone(testApp);
    await simulate({ pan: "unavailable" });
    expectProblem(await pan(gamer, { pan: "ABCPE1234F", name: "Rahul Sharma" }), 502, "UpstreamFailed");
    await simulate({ pan: "approve" });
    // Production has no simulator (and without Cashfree credentials, no KYC provider).
    expect((await unconfigured.app.inject({ url: `${KYC_SIMULATOR_PREFIX}/state` })).statusCode).toBe(404);
  });

  it("rejects a refused PAN with its reason", async () => {
    const gamer = await sessionByPhone(testApp);
    await simulate({ pan: "reject" });
    const refused = await pan(gamer, { pan: "ABCPE1234F", name: "Rahul Sharma" });
    await simulate({ pan: "approve" });
    expect(refused.json()).toMatchObject({ status: "rejected", reason: "panInvalid" });
  });
});

describe("the admin's review queue", () => {
  it("holds a partial name match until an admin decides, once", async () => {
    const gamer = await sessionByPhone(testApp);
    await simulate({ pan: "review" });
    const sent = await pan(gamer, { pan: "ABCPE1234F", name: "R Sharma" });
    await simulate({ pan: "approve" });
    expect(sent.json()).toMatchObject({ status: "pending" });

    const stranger = await sessionByPhone(testApp);
    expectProblem(await as(stranger, { url: "/api/admin/kyc/reviews" }), 403, "AdminRoleRequired");

    const admin = await signInAdmin();
    const queue = await ok(admin, "listKycReviews", { url: "/api/admin/kyc/reviews" });
    const review = (queue.reviews as Array<{ checkId: string; userId: string }>).find(
      (entry) => entry.userId === gamer.userId,
    );
    if (review === undefined) throw new Error("The partial match is not in the queue");
    const url = `/api/admin/kyc/reviews/${review.checkId}`;
    await ok(admin, "reviewKycCheck", { method: "POST", url, payload: { decision: "approve" } });
    expect(await status(gamer)).toMatchObject({ nextStep: "aadhaar" });
    // The gamer hears the decision in their notifications.
    const told = (await as(gamer, { url: "/api/notifications" })).json<{
      items: { kind: string; data: Record<string, unknown> }[];
    }>();
    expect(told.items.filter((item) => item.kind === "kycDecided")).toEqual([
      expect.objectContaining({ data: { verified: true, path: "/wallet/kyc" } }),
    ]);
    expectProblem(
      await as(admin, { method: "POST", url, payload: { decision: "reject" } }),
      409,
      "KycReviewAlreadyDecided",
    );
    expectProblem(
      await as(admin, {
        method: "POST",
        url: "/api/admin/kyc/reviews/00000000-0000-4000-8000-000000000000",
        payload: { decision: "approve" },
      }),
      404,
      "KycReviewNotFound",
    );
  });
});

describe("Brazil: CPF and PIX key", () => {
  it("verifies a CPF by its check digits and the gamer's own PIX key", async () => {
    const gamer = await sessionByPhone(testApp);
    const cpf = generateCpf();
    expectProblem(
      await as(gamer, {
        method: "POST",
        url: "/api/kyc/verify-cpf",
        payload: { cpf: "111.111.111-12", name: "Ana" },
      }),
      422,
      "KycDetailsInvalid",
    );
    expectProblem(
      await as(gamer, {
        method: "POST",
        url: "/api/kyc/verify-pix-key",
        payload: { pixKeyType: "email", pixKey: "ana@example.com" },
      }),
      409,
      "KycStepNotOpen",
    );
    await ok(gamer, "verifyCpf", {
      method: "POST",
      url: "/api/kyc/verify-cpf",
      payload: { cpf, name: "Ana Souza" },
    });
    expectProblem(await pan(gamer, { pan: "ABCPE1234F", name: "Ana Souza" }), 409, "KycStepNotOpen");
    expect(
      expectProblem(
        await as(gamer, {
          method: "POST",
          url: "/api/kyc/verify-pix-key",
          payload: { pixKeyType: "cpf", pixKey: generateCpf() },
        }),
        422,
        "KycDetailsInvalid",
      ),
    ).toMatchObject({ field: "pixKey" });
    const done = await ok(gamer, "verifyPixKey", {
      method: "POST",
      url: "/api/kyc/verify-pix-key",
      payload: { pixKeyType: "phone", pixKey: "(11) 98765-4321" },
    });
    expect(done).toMatchObject({ status: "verified", country: "BR" });
  });
});

describe("Cashfree's webhook", () => {
  it("refuses an event that is not signed with the client secret, and ignores an unknown one", async () => {
    const payload = JSON.stringify({
      event_type: "DIGILOCKER_VERIFICATION_SUCCESS",
      data: { verification_id: "x" },
    });
    const timestamp = "1700000000";
    const rejected = await testApp.app.inject({
      method: "POST",
      url: "/api/kyc/cashfree/webhook",
      headers: {
        "content-type": "application/json",
        "x-webhook-timestamp": timestamp,
        "x-webhook-signature": cashfreeSignature(timestamp, payload, "not-the-secret"),
      },
      payload,
    });
    expectProblem(rejected, 401, "KycEventRejected");
  });
});
