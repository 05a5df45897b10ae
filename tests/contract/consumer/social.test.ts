/**
 * Linked social accounts as the site calls them (src/web/lib/social-connect.tsx): the statuses, an X connect's
 * start, and disconnecting Discord; and linking Telegram through the Login Widget's answer (the account
 * feature's request), against Pact's mock server. The provider verification replays them on a
 * development server, where the provider simulator plays X.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { accountRequests } from "@/web/features/account/api/account-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { socialRequests } from "@/web/lib/social-connect";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  problemShape,
} from "./kleos-web-pact";

const { boolean, fromProviderState, regex } = MatchersV3;

const pact = createKleosWebPact();

const client = (url: string) => createApiClient({ baseUrl: url });

const status = { isActive: boolean(false) };
const statuses = {
  twitter: status,
  discord: status,
  google: status,
  wallet: status,
  steam: status,
  telegram: status,
};

describe("the signed-in gamer's social accounts", () => {
  it("reads the statuses", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the signed-in gamer's social statuses")
      .withRequest("GET", "/api/social-auth/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(statuses))
      .executeTest(async (mockServer) => {
        const answer = await socialRequests.getStatuses(client(mockServer.url));
        expect(answer.twitter.isActive).toBe(false);
      });
  });

  it("starts an X connect and is told where to send the browser", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an X connect start by a signed-in gamer")
      .withRequest("POST", "/api/social-auth", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ provider: "twitter", returnTo: "/profile" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          authorizationUrl: regex(
            "^https?://[^?]+\\?(.*&)?state=[^&]+(&.*)?$",
            "https://x.com/i/oauth2/authorize?response_type=code&client_id=kleos&state=abc&code_challenge=xyz&code_challenge_method=S256",
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await socialRequests.startConnect(client(mockServer.url), "twitter", "/profile");
        expect(new URL(answer.authorizationUrl).searchParams.get("state")).not.toBeNull();
      });
  });

  it("is told to sign in before connecting X", async () => {
    await pact
      .addInteraction()
      .uponReceiving("an X connect start by a guest")
      .withRequest("POST", "/api/social-auth", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ provider: "twitter", returnTo: "/profile" }),
      )
      .willRespondWith(401, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(401, "SignInRequired", "Please sign in to continue")),
      )
      .executeTest(async (mockServer) => {
        const failure = await socialRequests.startConnect(client(mockServer.url), "twitter", "/profile").then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(401);
      });
  });

  it("disconnects Discord and reads the statuses after", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a Discord disconnect by a signed-in gamer")
      .withRequest("POST", "/api/social-auth/disconnect", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ provider: "discord" }),
      )
      .willRespondWith(200, (response) => response.jsonBody(statuses))
      .executeTest(async (mockServer) => {
        const answer = await socialRequests.disconnect(client(mockServer.url), "discord");
        expect(answer.discord.isActive).toBe(false);
      });
  });

  it("links Telegram with the widget's signed answer and reads it connected", async () => {
    const login = {
      id: 512_345_678,
      first_name: "Ravi",
      username: "ravi_kleos",
      auth_date: 1_772_719_620,
      hash: "0d9f3c5e6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f",
    };
    await pact
      .addInteraction()
      .given(STATES.telegramLoginSigned)
      .uponReceiving("a Telegram link by a signed-in gamer with a login the widget signed")
      .withRequest("POST", "/api/social-auth/link-telegram", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({
          id: login.id,
          first_name: login.first_name,
          username: login.username,
          auth_date: fromProviderState("${authDate}", login.auth_date),
          hash: fromProviderState("${hash}", login.hash),
        }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          ...statuses,
          telegram: { isActive: true, handle: regex("^@ravi_kleos$", "@ravi_kleos") },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await accountRequests.linkTelegram(client(mockServer.url), login);
        expect(answer.telegram.isActive).toBe(true);
      });
  });
});
