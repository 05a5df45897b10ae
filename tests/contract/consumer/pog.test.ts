/**
 * Proof of Gamer as the site calls it: the live availability of a `.kleos` name, through the POG feature's
 * request function, against Pact's mock server; the mint flow's states and the card collection's metadata (these
 * calls need no sign-in); and a signed-in gamer's request to mint their card.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { pogRequests } from "@/web/features/pog/api/pog-api";
import { createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { SITE_HEADERS, SITE_JSON_HEADERS, createKleosWebPact, instant } from "./kleos-web-pact";

const { string, integer, eachLike, fromProviderState, regex } = MatchersV3;

const EXAMPLE_MINT_STATE_ID = "3f1c2a4e-8b7d-4c6e-9a5f-1d2e3f4a5b6c";
const EVM_ADDRESS = "^0x[0-9a-fA-F]{40}$";

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

  it("reads the mint flow's states, each with its step, and the steps in order", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the POG mint states")
      .withRequest("GET", "/api/tps/pog/mint/states", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          states: eachLike({ state: "RESERVE_USERNAME", step: "RESERVE_NAME" }),
          steps: ["RESERVE_NAME", "CREATE_AVATAR", "MINT_CARD"],
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await pogRequests.listMintStates(createApiClient({ baseUrl: mockServer.url }));
        expect(answer.steps).toEqual(["RESERVE_NAME", "CREATE_AVATAR", "MINT_CARD"]);
        expect(answer.states[0]).toEqual({ state: "RESERVE_USERNAME", step: "RESERVE_NAME" });
      });
  });

  it("reads the POG card collection's metadata", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the POG card collection's metadata")
      .withRequest("GET", "/api/pog-nft/collection/meta-data", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          name: "Kleos POG Card",
          symbol: "KPOG",
          description: string("Proof of Gamer cards of Kleos"),
          image: string("http://localhost:3000/favicon.svg"),
          external_link: string("http://localhost:3000/pog"),
          chainId: integer(31337),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await pogRequests.getCollectionMetadata(createApiClient({ baseUrl: mockServer.url }));
        expect(answer).toMatchObject({ name: "Kleos POG Card", symbol: "KPOG", chainId: 31337 });
      });
  });

  it("asks for the card's mint and reads that it is being minted", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogReadyToMint)
      .uponReceiving("a mint request for the card of Racer99, whose avatar is ready")
      .withRequest(
        "PUT",
        fromProviderState(
          "/api/tps/pog/mint/state/${mintStateId}",
          `/api/tps/pog/mint/state/${EXAMPLE_MINT_STATE_ID}`,
        ),
        (request) => request.headers(SITE_JSON_HEADERS).jsonBody({ state: "MINT_IN_PROGRESS" }),
      )
      // Accepted: the mint itself is a job that waits for the chain's receipt.
      .willRespondWith(202, (response) =>
        response.jsonBody({
          id: fromProviderState("${mintStateId}", EXAMPLE_MINT_STATE_ID),
          avatarReady: true,
          state: "MINT_IN_PROGRESS",
          step: "MINT_CARD",
          reservation: {
            username: "Racer99",
            kleosName: "Racer99.kleos",
            reservedAt: instant("2026-03-05T14:07:00.000Z"),
          },
          card: {
            tokenId: regex("^[0-9]+$", "1"),
            chainId: integer(31337),
            walletAddress: regex(EVM_ADDRESS, "0x000000000000000000000000000000000000bEEF"),
            status: "IN_PROGRESS",
            transactionHash: null,
            requestedAt: instant("2026-03-05T14:08:00.000Z"),
            mintedAt: null,
            metadataUrl: string("http://localhost/api/pog-nft/tokens/1"),
            imageUrl: regex(
              "^(https?://[^/]+)?/api/users/user-names/Racer99/pog-card/front$",
              "http://localhost/api/users/user-names/Racer99/pog-card/front",
            ),
            failure: null,
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await pogRequests.requestMint(
          createApiClient({ baseUrl: mockServer.url }),
          EXAMPLE_MINT_STATE_ID,
        );
        expect(answer.state).toBe("MINT_IN_PROGRESS");
        expect(answer.card?.status).toBe("IN_PROGRESS");
      });
  });
});
