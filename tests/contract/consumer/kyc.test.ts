/**
 * The wallet's KYC as the site calls it: the state, each step's call and the bonus — the KYC feature's own
 * request functions against Pact's mock server. A fresh gamer's steps out of order and refused details answer
 * the problems the page words; a PAN the provider (the local simulator) finds under the name given, Brazil's
 * CPF (no provider) and the bonus of a verified gamer are the successes.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { kycRequests } from "@/web/features/wallet/api/kyc-api";
import { watchKycVerification } from "@/web/features/wallet/lib/kyc-event-stream";
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

const { eachLike, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const client = (url: string) => createApiClient({ baseUrl: url });

const EXAMPLE_CHECK = "0f6f0d6e-1111-4c4c-8d8d-0000000000a1";
const bonusShape = {
  currency: regex("^(KCASH|RKLEOS|KPOINTS|USDT)$", "RKLEOS"),
  amount: integer(5_000),
  claimed: false,
};

/** A step of the state as the page lists it: which one, its outcome and what it holds, masked. */
const stepShape = (step: string, outcome: string, detail: string) => ({
  verificationId: uuid(EXAMPLE_CHECK),
  step: regex("^(pan|aadhaar|bank|cpf|pix)$", step),
  outcome: regex("^(verified|rejected|manualReview|pending)$", outcome),
  reason: null,
  detail: string(detail),
  updatedAt: instant("2026-03-05T14:07:00.000Z"),
});

const noKyc = {
  country: null,
  status: "none",
  reason: null,
  withAadhaar: true,
  nextStep: null,
  steps: [],
  bonus: bonusShape,
};

const refused = async (call: Promise<unknown>, status: number, code: string) => {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, problem: { code } });
};

describe("KYC", () => {
  it("reads a new gamer's KYC: nothing sent yet", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the KYC of a gamer who sent nothing yet")
      .withRequest("GET", "/api/kyc/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(noKyc))
      .executeTest(async (mockServer) => {
        const state = await kycRequests.getKycStatus(client(mockServer.url));
        expect(state.status).toBe("none");
      });
  });

  it("verifies a Brazilian gamer's CPF by its check digits", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a CPF with valid check digits")
      .withRequest("POST", "/api/kyc/verify-cpf", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ cpf: "52998224725", name: "Maria Silva" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: "BR",
          status: "pending",
          reason: null,
          withAadhaar: true,
          nextStep: "pix",
          steps: [
            {
              verificationId: uuid(EXAMPLE_CHECK),
              step: "cpf",
              outcome: "verified",
              reason: null,
              detail: "***.***.*47-25",
              updatedAt: instant("2026-03-05T14:07:00.000Z"),
            },
          ],
          bonus: bonusShape,
        }),
      )
      .executeTest(async (mockServer) => {
        const state = await kycRequests.verifyCpf(client(mockServer.url), {
          cpf: "52998224725",
          name: "Maria Silva",
        });
        expect(state.nextStep).toBe("pix");
      });
  });

  it("verifies an Indian gamer's PAN through the provider, without Aadhaar", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a person's PAN the provider finds under the name given")
      .withRequest("POST", "/api/kyc/verify-pan", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ pan: "ABCPE1234F", name: "Rahul Sharma", withAadhaar: false }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: "IN",
          status: "pending",
          reason: null,
          withAadhaar: false,
          nextStep: "bank",
          steps: [
            {
              verificationId: uuid(EXAMPLE_CHECK),
              step: "pan",
              outcome: "verified",
              reason: null,
              detail: "XXXXX1234F",
              updatedAt: instant("2026-03-05T14:07:00.000Z"),
            },
          ],
          bonus: bonusShape,
        }),
      )
      .executeTest(async (mockServer) => {
        const state = await kycRequests.verifyPan(client(mockServer.url), {
          pan: "ABCPE1234F",
          name: "Rahul Sharma",
          withAadhaar: false,
        });
        expect(state).toMatchObject({ nextStep: "bank", steps: [{ step: "pan", outcome: "verified" }] });
      });
  });

  it("opens the Aadhaar consent at DigiLocker once the PAN is verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerPanWithAadhaarNext)
      .uponReceiving("an Aadhaar consent after a verified PAN")
      .withRequest("POST", "/api/kyc/verify-aadhaar", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ returnPath: "/wallet/kyc" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          verificationId: uuid(EXAMPLE_CHECK),
          consentUrl: string("http://localhost:3000/api/dev/kyc-simulator/digilocker/" + EXAMPLE_CHECK),
          state: {
            country: "IN",
            status: "pending",
            reason: null,
            withAadhaar: true,
            nextStep: "aadhaar",
            steps: [
              stepShape("pan", "verified", "XXXXX1234F"),
              { ...stepShape("aadhaar", "pending", ""), detail: null },
            ],
            bonus: bonusShape,
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const consent = await kycRequests.verifyAadhaar(client(mockServer.url), "/wallet/kyc");
        expect(consent.verificationId).toBe(EXAMPLE_CHECK);
        expect(consent.state).toMatchObject({
          withAadhaar: true,
          steps: [{ step: "pan" }, { step: "aadhaar" }],
        });
      });
  });

  it("verifies an Indian gamer's bank account after the PAN, which completes KYC", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerPanWithBankNext)
      .uponReceiving("a bank account the provider verifies after a verified PAN")
      .withRequest("POST", "/api/kyc/verify-bank", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ accountNumber: "026291800001191", ifsc: "YESB0000262" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: "IN",
          status: "verified",
          reason: null,
          withAadhaar: false,
          nextStep: null,
          steps: eachLike(stepShape("pan", "verified", "XXXXX1234F")),
          bonus: bonusShape,
        }),
      )
      .executeTest(async (mockServer) => {
        const state = await kycRequests.verifyBank(client(mockServer.url), {
          accountNumber: "026291800001191",
          ifsc: "YESB0000262",
        });
        expect(state).toMatchObject({ status: "verified", nextStep: null });
      });
  });

  it("verifies a Brazilian gamer's PIX key after the CPF, which completes KYC", async () => {
    await pact
      .addInteraction()
      .given(STATES.brazilianGamerCpfVerified)
      .uponReceiving("a PIX key after a verified CPF")
      .withRequest("POST", "/api/kyc/verify-pix-key", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ pixKeyType: "email", pixKey: "maria@example.com" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          country: "BR",
          status: "verified",
          reason: null,
          withAadhaar: true,
          nextStep: null,
          steps: eachLike(stepShape("cpf", "verified", "***.***.*47-25")),
          bonus: bonusShape,
        }),
      )
      .executeTest(async (mockServer) => {
        const state = await kycRequests.verifyPixKey(client(mockServer.url), {
          pixKeyType: "email",
          pixKey: "maria@example.com",
        });
        expect(state).toMatchObject({ country: "BR", status: "verified", nextStep: null });
      });
  });

  it("pays the KYC bonus once KYC is verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.indianGamerVerified)
      .uponReceiving("a KYC bonus claim of a gamer whose KYC is verified")
      .withRequest("POST", "/api/kyc/claim-bonus", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          transaction: {
            id: uuid(EXAMPLE_CHECK),
            type: "reward",
            status: "completed",
            createdAt: instant("2026-03-05T14:07:00.000Z"),
            reference: "kyc-bonus",
            amounts: eachLike({ currency: bonusShape.currency, amount: integer(5_000) }),
          },
          state: {
            country: "IN",
            status: "verified",
            reason: null,
            withAadhaar: false,
            nextStep: null,
            steps: eachLike({
              verificationId: uuid(EXAMPLE_CHECK),
              step: regex("^(pan|aadhaar|bank)$", "pan"),
              outcome: "verified",
              reason: null,
              detail: regex("^X+[0-9]{4}.*$", "XXXXX1234F"),
              updatedAt: instant("2026-03-05T14:07:00.000Z"),
            }),
            bonus: { ...bonusShape, claimed: true },
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const receipt = await kycRequests.claimKycBonus(client(mockServer.url));
        expect(receipt.state).toMatchObject({ status: "verified", bonus: { claimed: true } });
      });
  });

  it("refuses a company's PAN before asking any provider", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a PAN that is not a person's")
      .withRequest("POST", "/api/kyc/verify-pan", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ pan: "AAACB1234C", name: "Asha Verma", withAadhaar: true }),
      )
      .willRespondWith(422, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(422, "KycDetailsInvalid", "Please check the details you entered"),
          field: "pan",
          messageId: "validation.pan.notIndividual",
        }),
      )
      .executeTest(async (mockServer) => {
        await refused(
          kycRequests.verifyPan(client(mockServer.url), {
            pan: "AAACB1234C",
            name: "Asha Verma",
            withAadhaar: true,
          }),
          422,
          "KycDetailsInvalid",
        );
      });
  });

  it("refuses the Aadhaar, bank and PIX steps before the first one", async () => {
    const cases = [
      ["POST", "/api/kyc/verify-aadhaar", { returnPath: "/wallet/kyc" }, "an Aadhaar consent before the PAN"],
      [
        "POST",
        "/api/kyc/verify-bank",
        { accountNumber: "123456789012", ifsc: "SBIN0001234" },
        "a bank account before the PAN",
      ],
      [
        "POST",
        "/api/kyc/update-bank",
        { accountNumber: "123456789012", ifsc: "SBIN0001234" },
        "a bank account change before KYC is verified",
      ],
      [
        "POST",
        "/api/kyc/verify-pix-key",
        { pixKeyType: "email", pixKey: "maria@example.com" },
        "a PIX key before the CPF",
      ],
    ] as const;
    for (const [method, path, body, description] of cases) {
      await pact
        .addInteraction()
        .given(STATES.signedInGamer)
        .uponReceiving(description)
        .withRequest(method, path, (request) => request.headers(SITE_JSON_HEADERS).jsonBody(body))
        .willRespondWith(409, (response) =>
          response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
            ...problemShape(409, "KycStepNotOpen", "Complete the earlier KYC steps first"),
          }),
        )
        .executeTest(async (mockServer) => {
          const api = client(mockServer.url);
          const call =
            path === "/api/kyc/verify-aadhaar"
              ? kycRequests.verifyAadhaar(api, "/wallet/kyc")
              : path === "/api/kyc/verify-bank"
                ? kycRequests.verifyBank(api, { accountNumber: "123456789012", ifsc: "SBIN0001234" })
                : path === "/api/kyc/update-bank"
                  ? kycRequests.updateBank(api, { accountNumber: "123456789012", ifsc: "SBIN0001234" })
                  : kycRequests.verifyPixKey(api, { pixKeyType: "email", pixKey: "maria@example.com" });
          await refused(call, 409, "KycStepNotOpen");
        });
    }
  });

  it("refuses the KYC bonus before KYC is verified", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a KYC bonus claim before KYC is verified")
      .withRequest("POST", "/api/kyc/claim-bonus", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody({ ...problemShape(409, "KycNotVerified", "Complete your KYC first") }),
      )
      .executeTest(async (mockServer) => {
        await refused(kycRequests.claimKycBonus(client(mockServer.url)), 409, "KycNotVerified");
      });
  });

  it("refuses to stream a check that is not the caller's", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a status stream of a KYC check the gamer does not have")
      .withRequest("GET", `/api/kyc/verification-status/${EXAMPLE_CHECK}`, (request) =>
        request.headers({ ...SITE_HEADERS, accept: "text/event-stream" }),
      )
      .willRespondWith(404, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(404, "KycVerificationNotFound", "This KYC verification was not found"),
        }),
      )
      .executeTest(async (mockServer) => {
        await refused(
          watchKycVerification(client(mockServer.url), EXAMPLE_CHECK, {
            signal: new AbortController().signal,
            onEvent: () => undefined,
          }),
          404,
          "KycVerificationNotFound",
        );
      });
  });
});
