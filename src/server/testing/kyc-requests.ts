/**
 * The KYC operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented error
 * (spread into PROVOKE, plugins/problem-handler.test.ts). Every recipe goes through the local KYC simulator the
 * test apps run (dev tools on, no Cashfree credentials).
 */
import { randomUUID } from "node:crypto";
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { KYC_SIMULATOR_PREFIX, KYC_WEBHOOK_PATH } from "@/server/plugins/kyc-simulator";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface KycProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type KycOperationId = Extract<
  OperationId,
  | "getKycStatus"
  | "verifyPan"
  | "verifyAadhaar"
  | "verifyBank"
  | "updateBank"
  | "verifyCpf"
  | "verifyPixKey"
  | "claimKycBonus"
  | "recordCashfreeEvent"
  | "listKycReviews"
  | "reviewKycCheck"
  | "getKycVerificationStatus"
>;

const send = async (testApp: TestApp, session: TestSession | undefined, request: InjectOptions) => {
  const response = await testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...session?.authorization },
  });
  if (response.statusCode >= 300)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return response.json<Record<string, unknown>>();
};

const answers = (testApp: TestApp, pan: string, bank: string) =>
  send(testApp, undefined, {
    method: "POST",
    url: `${KYC_SIMULATOR_PREFIX}/answers`,
    payload: { pan, bank },
  });

const PAN = { pan: "ABCPE1234F", name: "Rahul Sharma" };
const BANK = { accountNumber: "026291800001191", ifsc: "YESB0000262" };

/** A gamer at a KYC stage: `pan` (PAN verified, with Aadhaar next), `panOnly` (bank next), `verified`, `cpf`. */
const gamerAt = async (testApp: TestApp, stage: "fresh" | "pan" | "panOnly" | "verified" | "cpf") => {
  const session = await sessionByPhone(testApp);
  if (stage === "fresh") return session;
  if (stage === "cpf") {
    await send(testApp, session, {
      method: "POST",
      url: "/api/kyc/verify-cpf",
      payload: { cpf: generateCpf(), name: "Ana Souza" },
    });
    return session;
  }
  await answers(testApp, "approve", "approve");
  await send(testApp, session, {
    method: "POST",
    url: "/api/kyc/verify-pan",
    payload: { ...PAN, withAadhaar: stage === "pan" },
  });
  if (stage === "verified")
    await send(testApp, session, { method: "POST", url: "/api/kyc/verify-bank", payload: BANK });
  return session;
};

const as = (code: string, request: Recipe): KycProvocation => ({ request, code });

const signed =
  (
    stage: Parameters<typeof gamerAt>[1],
    make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>,
  ) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await gamerAt(testApp, stage);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const signInAdmin = async (testApp: TestApp): Promise<TestSession> => {
  const session = await sessionByEmail(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

/** A PAN check waiting for review (a partial name match); answers its id. */
const checkInReview = async (testApp: TestApp): Promise<string> => {
  const gamer = await sessionByPhone(testApp);
  await answers(testApp, "review", "approve");
  await send(testApp, gamer, { method: "POST", url: "/api/kyc/verify-pan", payload: PAN });
  await answers(testApp, "approve", "approve");
  const admin = await signInAdmin(testApp);
  const { reviews } = (await send(testApp, admin, { url: "/api/admin/kyc/reviews" })) as {
    reviews: Array<{ checkId: string; userId: string }>;
  };
  const review = reviews.find((entry) => entry.userId === gamer.userId);
  if (review === undefined) throw new Error("The partial match is not in the review queue");
  return review.checkId;
};

const adminRequest =
  (make: (testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const request = await make(testApp);
    const admin = await signInAdmin(testApp);
    return { ...request, headers: { ...request.headers, ...admin.authorization } };
  };

const review = (decision: string) => async (testApp: TestApp) => ({
  method: "POST" as const,
  url: `/api/admin/kyc/reviews/${await checkInReview(testApp)}`,
  payload: { decision },
});

/** A webhook the simulated Cashfree sent (a DigiLocker consent given), delivered again as Cashfree would. */
const redelivery = async (testApp: TestApp): Promise<InjectOptions> => {
  const gamer = await gamerAt(testApp, "pan");
  const { verificationId } = (await send(testApp, gamer, {
    method: "POST",
    url: "/api/kyc/verify-aadhaar",
    payload: {},
  })) as { verificationId: string };
  await send(testApp, undefined, {
    method: "POST",
    url: `${KYC_SIMULATOR_PREFIX}/digilocker/${verificationId}`,
    payload: { decision: "give", name: "Rahul Sharma" },
  });
  const { webhooks } = (await send(testApp, undefined, { url: `${KYC_SIMULATOR_PREFIX}/state` })) as {
    webhooks: Array<{ rawBody: string; headers: Record<string, string> }>;
  };
  const sent = webhooks.at(-1);
  if (sent === undefined) throw new Error("The simulated Cashfree sent no webhook");
  return { method: "POST", url: KYC_WEBHOOK_PATH, headers: sent.headers, payload: sent.rawBody };
};

export const KYC_REQUESTS: { readonly [K in KycOperationId]: Recipe } = {
  getKycStatus: signed("fresh", () => ({ url: "/api/kyc/status" })),
  verifyPan: async (testApp) => {
    await answers(testApp, "approve", "approve");
    return signed("fresh", () => ({ method: "POST", url: "/api/kyc/verify-pan", payload: PAN }))(testApp);
  },
  verifyAadhaar: signed("pan", () => ({ method: "POST", url: "/api/kyc/verify-aadhaar", payload: {} })),
  verifyBank: signed("panOnly", () => ({ method: "POST", url: "/api/kyc/verify-bank", payload: BANK })),
  updateBank: signed("verified", () => ({
    method: "POST",
    url: "/api/kyc/update-bank",
    payload: { accountNumber: "123456789012", ifsc: "HDFC0001234" },
  })),
  verifyCpf: signed("fresh", () => ({
    method: "POST",
    url: "/api/kyc/verify-cpf",
    payload: { cpf: generateCpf(), name: "Ana Souza" },
  })),
  verifyPixKey: signed("cpf", () => ({
    method: "POST",
    url: "/api/kyc/verify-pix-key",
    payload: { pixKeyType: "email", pixKey: "ana@example.com" },
  })),
  claimKycBonus: signed("verified", () => ({ method: "POST", url: "/api/kyc/claim-bonus" })),
  recordCashfreeEvent: redelivery,
  listKycReviews: adminRequest(async () => ({ url: "/api/admin/kyc/reviews" })),
  reviewKycCheck: adminRequest(review("approve")),
  // A decided PAN check: the stream sends its status and ends (a verified check has nothing more to say).
  getKycVerificationStatus: async (testApp) => {
    const session = await gamerAt(testApp, "panOnly");
    const { steps } = (await send(testApp, session, { url: "/api/kyc/status" })) as {
      steps: Array<{ verificationId: string }>;
    };
    const verificationId = steps[0]?.verificationId;
    if (verificationId === undefined) throw new Error("The verified PAN has no verification id");
    return {
      url: `/api/kyc/verification-status/${verificationId}`,
      headers: { ...session.authorization, accept: "text/event-stream" },
    };
  },
};

const unavailable =
  (stage: Parameters<typeof gamerAt>[1], request: InjectOptions) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await gamerAt(testApp, stage);
    await answers(testApp, "unavailable", "unavailable");
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

export const KYC_PROVOCATIONS: {
  readonly [K in KycOperationId]?: Partial<Record<number, Recipe | KycProvocation>>;
} = {
  getKycVerificationStatus: {
    404: as(
      "KycVerificationNotFound",
      signed("fresh", () => ({ url: `/api/kyc/verification-status/${randomUUID()}` })),
    ),
  },
  verifyPan: {
    400: signed("fresh", () => ({ method: "POST", url: "/api/kyc/verify-pan", payload: { pan: "ABC" } })),
    409: as(
      "KycStepAlreadyVerified",
      signed("pan", () => ({ method: "POST", url: "/api/kyc/verify-pan", payload: PAN })),
    ),
    422: as(
      "KycDetailsInvalid",
      signed("fresh", () => ({
        method: "POST",
        url: "/api/kyc/verify-pan",
        payload: { pan: "ABCCE1234F", name: "Acme" },
      })),
    ),
    502: as(
      "UpstreamFailed",
      unavailable("fresh", { method: "POST", url: "/api/kyc/verify-pan", payload: PAN }),
    ),
  },
  verifyAadhaar: {
    400: signed("pan", () => ({
      method: "POST",
      url: "/api/kyc/verify-aadhaar",
      payload: { returnPath: "https://x" },
    })),
    409: as(
      "KycStepNotOpen",
      signed("fresh", () => ({ method: "POST", url: "/api/kyc/verify-aadhaar", payload: {} })),
    ),
    // DigiLocker is a call of its own: the simulator's "unavailable" answers are for PAN and bank, so a consent
    // cannot be made to fail from outside. kyc.test.ts covers the provider being down on PAN.
  },
  verifyBank: {
    400: signed("panOnly", () => ({
      method: "POST",
      url: "/api/kyc/verify-bank",
      payload: { accountNumber: "1" },
    })),
    409: as(
      "KycStepNotOpen",
      signed("fresh", () => ({ method: "POST", url: "/api/kyc/verify-bank", payload: BANK })),
    ),
    422: as(
      "KycDetailsInvalid",
      signed("panOnly", () => ({
        method: "POST",
        url: "/api/kyc/verify-bank",
        payload: { accountNumber: "12345678", ifsc: "YESB0000262" },
      })),
    ),
    502: as(
      "UpstreamFailed",
      unavailable("panOnly", { method: "POST", url: "/api/kyc/verify-bank", payload: BANK }),
    ),
  },
  updateBank: {
    400: signed("verified", () => ({ method: "POST", url: "/api/kyc/update-bank", payload: {} })),
    409: as(
      "KycStepNotOpen",
      signed("panOnly", () => ({ method: "POST", url: "/api/kyc/update-bank", payload: BANK })),
    ),
    422: as(
      "KycDetailsInvalid",
      signed("verified", () => ({
        method: "POST",
        url: "/api/kyc/update-bank",
        payload: { accountNumber: "123456789", ifsc: "YESB1000262" },
      })),
    ),
    502: as(
      "UpstreamFailed",
      unavailable("verified", { method: "POST", url: "/api/kyc/update-bank", payload: BANK }),
    ),
  },
  verifyCpf: {
    400: signed("fresh", () => ({ method: "POST", url: "/api/kyc/verify-cpf", payload: { cpf: "1" } })),
    409: as(
      "KycStepNotOpen",
      signed("pan", () => ({
        method: "POST",
        url: "/api/kyc/verify-cpf",
        payload: { cpf: generateCpf(), name: "Ana" },
      })),
    ),
    422: as(
      "KycDetailsInvalid",
      signed("fresh", () => ({
        method: "POST",
        url: "/api/kyc/verify-cpf",
        payload: { cpf: "111.111.111-12", name: "Ana" },
      })),
    ),
  },
  verifyPixKey: {
    400: signed("cpf", () => ({
      method: "POST",
      url: "/api/kyc/verify-pix-key",
      payload: { pixKeyType: "bank" },
    })),
    409: as(
      "KycStepNotOpen",
      signed("fresh", () => ({
        method: "POST",
        url: "/api/kyc/verify-pix-key",
        payload: { pixKeyType: "email", pixKey: "ana@example.com" },
      })),
    ),
    422: as(
      "KycDetailsInvalid",
      signed("cpf", () => ({
        method: "POST",
        url: "/api/kyc/verify-pix-key",
        payload: { pixKeyType: "email", pixKey: "not a key" },
      })),
    ),
  },
  claimKycBonus: {
    409: as(
      "KycNotVerified",
      signed("fresh", () => ({ method: "POST", url: "/api/kyc/claim-bonus" })),
    ),
  },
  recordCashfreeEvent: {
    400: async (testApp) => {
      const request = await redelivery(testApp);
      return { ...request, headers: { "content-type": "application/json" } };
    },
    401: as("KycEventRejected", async (testApp) => {
      const request = await redelivery(testApp);
      return { ...request, headers: { ...request.headers, "x-webhook-timestamp": "1" } };
    }),
  },
  listKycReviews: {
    403: as(
      "AdminRoleRequired",
      signed("fresh", () => ({ url: "/api/admin/kyc/reviews" })),
    ),
  },
  reviewKycCheck: {
    422: as("KycReviewNoteRequired", adminRequest(review("reject"))),
    400: adminRequest(async () => ({
      method: "POST",
      url: `/api/admin/kyc/reviews/${randomUUID()}`,
      payload: { decision: "maybe" },
    })),
    403: as(
      "AdminRoleRequired",
      signed("fresh", () => ({
        method: "POST",
        url: `/api/admin/kyc/reviews/${randomUUID()}`,
        payload: { decision: "approve" },
      })),
    ),
    404: as(
      "KycReviewNotFound",
      adminRequest(async () => ({
        method: "POST",
        url: `/api/admin/kyc/reviews/${randomUUID()}`,
        payload: { decision: "approve" },
      })),
    ),
    409: as(
      "KycReviewAlreadyDecided",
      adminRequest(async (testApp) => {
        const request = await review("approve")(testApp);
        await send(testApp, await signInAdmin(testApp), request);
        return { ...request, payload: { decision: "reject" } };
      }),
    ),
  },
};
