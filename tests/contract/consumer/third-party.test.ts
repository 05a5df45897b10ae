/**
 * The partner handoff as the site calls it: the URL a signed-in gamer is sent to (a partner client's, with a
 * one-time code), and the admins' registration of a partner client. Nothing in the web calls these through a
 * feature yet, so the plain typed client makes the calls, against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { createApiClient, unwrap } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
} from "./kleos-web-pact";

const { fromProviderState, regex, string } = MatchersV3;

const pact = createKleosWebPact();

const EXAMPLE_CLIENT_ID = "kc_4f3a2b1c0d9e8f7a";
const client = (url: string) => createApiClient({ baseUrl: url });

const newClient = {
  name: "Bullieverse",
  redirectUrl: "https://play.bullieverse.example/kleos/callback?lang=en",
};

describe("the partner handoff", () => {
  it("gives the URL that sends the gamer to a partner with a one-time code", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerAndThirdPartyClient)
      .uponReceiving("a request for the handoff URL of the partner client Bullieverse")
      .withRequest("GET", "/api/third-party-client/redirect-url", (request) =>
        request
          .headers(SITE_HEADERS)
          .query({ clientId: fromProviderState("${clientId}", EXAMPLE_CLIENT_ID) }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          redirectUrl: regex(
            "^https://play\\.bullieverse\\.example/kleos/callback\\?lang=en&code=[A-Za-z0-9_-]{43}$",
            "https://play.bullieverse.example/kleos/callback?lang=en&code=q3V7tF2uJk9xL0mN4bR8sW1yZ5cA6dE7gH3iK2oP9vQ",
          ),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = unwrap(
          await client(mockServer.url).GET("/api/third-party-client/redirect-url", {
            params: { query: { clientId: EXAMPLE_CLIENT_ID } },
          }),
        );
        expect(new URL(answer.redirectUrl).searchParams.get("code")).toHaveLength(43);
      });
  });

  it("is told no partner client has an id", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the handoff URL of a partner client nobody registered")
      .withRequest("GET", "/api/third-party-client/redirect-url", (request) =>
        request.headers(SITE_HEADERS).query({ clientId: "kc_nobody" }),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "ThirdPartyClientNotFound", "No such partner client")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).GET("/api/third-party-client/redirect-url", {
          params: { query: { clientId: "kc_nobody" } },
        });
        expect(result.response.status).toBe(404);
      });
  });
});

describe("the admins' partner clients", () => {
  it("registers a partner client, showing its secret once", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's registration of the partner client Bullieverse")
      .withRequest("POST", "/api/admin/third-party-clients", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(newClient),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          clientId: string(EXAMPLE_CLIENT_ID),
          name: "Bullieverse",
          redirectUrl: newClient.redirectUrl,
          gameId: null,
          clientSecret: string("ks_9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b"),
          createdAt: instant("2026-05-01T10:00:00.000Z"),
        }),
      )
      .executeTest(async (mockServer) => {
        const created = unwrap(
          await client(mockServer.url).POST("/api/admin/third-party-clients", { body: newClient }),
        );
        expect(created).toMatchObject({ name: "Bullieverse", gameId: null });
        expect(created.clientSecret).not.toBe("");
      });
  });

  it("is refused a redirect URL that is not https", async () => {
    const plain = { name: "Bullieverse", redirectUrl: "http://play.bullieverse.example/kleos/callback" };
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's registration of a partner client with a plain http redirect URL")
      .withRequest("POST", "/api/admin/third-party-clients", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(plain),
      )
      .willRespondWith(400, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(400, "RedirectUrlNotAllowed", "This redirect URL is not allowed")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).POST("/api/admin/third-party-clients", { body: plain });
        expect(result.response.status).toBe(400);
      });
  });

  it("is refused a partner client by a gamer who is no admin", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a registration of a partner client by a gamer who is no admin")
      .withRequest("POST", "/api/admin/third-party-clients", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(newClient),
      )
      .willRespondWith(403, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(403, "AdminRoleRequired", "Admins only")),
      )
      .executeTest(async (mockServer) => {
        const result = await client(mockServer.url).POST("/api/admin/third-party-clients", {
          body: newClient,
        });
        expect(result.response.status).toBe(403);
      });
  });
});
