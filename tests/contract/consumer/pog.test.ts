/**
 * Proof of Gamer as the site calls it: the live availability of a `.kleos` name, through the POG feature's
 * request function, against Pact's mock server. The call needs no sign-in.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { pogRequests } from "@/web/features/pog/api/pog-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, createKleosWebPact } from "./kleos-web-pact";

const { string } = MatchersV3;

const pact = createKleosWebPact();

describe("Proof of Gamer", () => {
  it("reads that a reserved name is taken, whatever its case", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogNameReserved)
      .uponReceiving("a check of the POG name racer99, reserved as Racer99")
      .withRequest("GET", "/api/tps/pog/mint/nft-image/racer99", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          name: "racer99",
          kleosName: "racer99.kleos",
          available: false,
          messageId: "errors.PogUsernameTaken",
          message: string("Username already taken"),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await pogRequests.checkName(createApiClient({ baseUrl: mockServer.url }), "racer99");
        expect(answer).toEqual({
          name: "racer99",
          kleosName: "racer99.kleos",
          available: false,
          messageId: "errors.PogUsernameTaken",
          message: "Username already taken",
        });
      });
  });
});
