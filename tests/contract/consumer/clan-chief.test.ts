/**
 * The clan chief page as the site calls it: the chief's own data (empty for a gamer who filled nothing in),
 * saving it, sending a one-time code to the number the chief gives, verifying the number with the code the provider
 * state sent, and checking a code of a challenge that does not exist — the clans feature's own request functions against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { clanRequests } from "@/web/features/clans/api/clans-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { CLAN_CHIEF_CODE_NUMBER, STATES } from "../kleos-contract";
import {
  createKleosWebPact,
  instant,
  PROBLEM_CONTENT_TYPE,
  problemShape,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  uuid,
} from "./kleos-web-pact";

const { fromProviderState, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const client = (url: string) => createApiClient({ baseUrl: url });

const EXAMPLE_CHALLENGE_ID = "8a4f1c2e-7b3d-4e5f-9a1b-2c3d4e5f6a7b";
/** A Brazilian mobile number, away from the +91 numbers the provider states sign in with. */
const CHIEF_NUMBER = "+5511987654321";

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the clan chief page", () => {
  it("reads the chief data of a gamer who filled nothing in", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the clan chief data of a gamer who gave none")
      .withRequest("GET", "/api/platform-clans/clan-chief", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          email: "",
          chiefCity: "",
          phoneNumber: null,
          phoneVerifiedAt: null,
          isCollageName: "No",
          collegeName: "",
        }),
      )
      .executeTest(async (mockServer) => {
        const chief = await clanRequests.getClanChief(client(mockServer.url));
        expect(chief).toMatchObject({ email: "", phoneNumber: null, isCollageName: "No" });
      });
  });

  it("saves the chief's e-mail, city and college", async () => {
    const update = {
      email: "arjun@example.com",
      chiefCity: "Mumbai",
      isCollageName: "Yes",
      collegeName: "IIT Bombay",
    } as const;
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a change of the clan chief data with a college")
      .withRequest("PUT", "/api/platform-clans/clan-chief", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(update),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...update, phoneNumber: null, phoneVerifiedAt: null }),
      )
      .executeTest(async (mockServer) => {
        const chief = await clanRequests.updateClanChief(client(mockServer.url), update);
        expect(chief).toMatchObject({ chiefCity: "Mumbai", collegeName: "IIT Bombay", phoneNumber: null });
      });
  });

  it("sends a code to the chief's number by WhatsApp", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a clan chief code to a Brazilian number")
      .withRequest("POST", "/api/platform-clans/otp", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ phoneNumber: CHIEF_NUMBER, countryCode: "BR", channel: "whatsapp" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          challengeId: uuid(EXAMPLE_CHALLENGE_ID),
          channel: "whatsapp",
          recipient: string("+55 •• ••••• ••21"),
          expiresAt: instant("2026-11-27T10:10:00.000Z"),
          resendAvailableAt: instant("2026-11-27T10:00:30.000Z"),
          codeLength: 6,
        }),
      )
      .executeTest(async (mockServer) => {
        const challenge = await clanRequests.sendChiefCode(client(mockServer.url), CHIEF_NUMBER, "BR");
        expect(challenge).toMatchObject({ challengeId: EXAMPLE_CHALLENGE_ID, channel: "whatsapp" });
      });
  });

  it("verifies the chief's number with the code sent to it", async () => {
    await pact
      .addInteraction()
      .given(STATES.clanChiefCodeSent)
      .uponReceiving("the right clan chief code")
      .withRequest("POST", "/api/platform-clans/otp/verify", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          challengeId: fromProviderState("${challengeId}", EXAMPLE_CHALLENGE_ID),
          code: fromProviderState("${code}", "123456"),
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          email: "",
          chiefCity: "",
          phoneNumber: CLAN_CHIEF_CODE_NUMBER,
          phoneVerifiedAt: instant("2026-11-27T10:00:00.000Z"),
          isCollageName: "No",
          collegeName: "",
        }),
      )
      .executeTest(async (mockServer) => {
        const chief = await clanRequests.verifyChiefCode(
          client(mockServer.url),
          EXAMPLE_CHALLENGE_ID,
          "123456",
        );
        expect(chief).toMatchObject({ phoneNumber: CLAN_CHIEF_CODE_NUMBER });
      });
  });

  it("is told the code expired for a challenge that does not exist", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a clan chief code of an unknown challenge")
      .withRequest("POST", "/api/platform-clans/otp/verify", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
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
          clanRequests.verifyChiefCode(client(mockServer.url), EXAMPLE_CHALLENGE_ID, "123456"),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 400, problem: { code: "CodeExpired" } });
      });
  });
});
