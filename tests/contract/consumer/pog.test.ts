/**
 * Proof of Gamer as the site calls it: the live availability of a `.kleos` name, through the POG feature's
 * request function, against Pact's mock server; the mint flow's states and the card collection's metadata (these
 * calls need no sign-in); reserving a name (and being told another gamer holds it), the gamer's mint status and
 * one mint state (and one that is not theirs); the gamer's badges; and a signed-in gamer's request to mint their
 * card.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { pogRequests } from "@/web/features/pog/api/pog-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  instant,
  problemShape,
} from "./kleos-web-pact";

const { string, integer, eachLike, fromProviderState, regex, uuid } = MatchersV3;

const EXAMPLE_MINT_STATE_ID = "3f1c2a4e-8b7d-4c6e-9a5f-1d2e3f4a5b6c";
const EVM_ADDRESS = "^0x[0-9a-fA-F]{40}$";

const pact = createKleosWebPact();
const client = (baseUrl: string) => createApiClient({ baseUrl });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** The mint status of a gamer who just reserved Racer99: the flow moves on to creating the avatar. */
const reservedRacer99 = (id: unknown) => ({
  id,
  state: "AVATAR_CATEGORY_SELECTION",
  step: "CREATE_AVATAR",
  reservation: {
    username: "Racer99",
    kleosName: "Racer99.kleos",
    reservedAt: instant("2026-03-05T14:07:00.000Z"),
  },
  avatarReady: false,
  card: null,
});

/** A badge a fresh gamer has no facts for yet: no tier, Bronze next at `bronze`. */
const notEarned = (badge: string, bronze: number) => ({
  badge,
  type: "OverallActivity",
  score: 0,
  tier: null,
  next: { tier: "Bronze", threshold: bronze, remaining: bronze },
});

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

  it("reserves Racer99 and reads that the flow moved on to the avatar", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a reservation of the POG name Racer99 by a gamer who holds none")
      .withRequest("POST", "/api/tps/pog/mint/states", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ username: "Racer99" }),
      )
      .willRespondWith(201, (response) => response.jsonBody(reservedRacer99(uuid(EXAMPLE_MINT_STATE_ID))))
      .executeTest(async (mockServer) => {
        const status = await pogRequests.reserveName(client(mockServer.url), "Racer99");
        expect(status.reservation?.kleosName).toBe("Racer99.kleos");
        expect(status.step).toBe("CREATE_AVATAR");
      });
  });

  it("is told that another gamer holds the name, whatever its case", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogNameTakenByAnother)
      .uponReceiving("a reservation of the POG name racer99, held by another gamer as Racer99")
      .withRequest("POST", "/api/tps/pog/mint/states", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ username: "racer99" }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "PogUsernameTaken", "Username already taken")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(pogRequests.reserveName(client(mockServer.url), "racer99"));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "PogUsernameTaken" } });
      });
  });

  it("reads the mint status of a gamer who reserved Racer99", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogNameReserved)
      .uponReceiving("a request for the mint status of the gamer who reserved Racer99")
      .withRequest("GET", "/api/tps/pog/mint/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody(reservedRacer99(fromProviderState("${mintStateId}", EXAMPLE_MINT_STATE_ID))),
      )
      .executeTest(async (mockServer) => {
        const status = await pogRequests.getMintStatus(client(mockServer.url));
        expect(status).toMatchObject({ id: EXAMPLE_MINT_STATE_ID, state: "AVATAR_CATEGORY_SELECTION" });
        expect(status.card).toBeNull();
      });
  });

  it("reads one of the gamer's mint states by its id", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogNameReserved)
      .uponReceiving("a request for the mint state of the gamer who reserved Racer99")
      .withRequest(
        "GET",
        fromProviderState(
          "/api/tps/pog/mint/state/${mintStateId}",
          `/api/tps/pog/mint/state/${EXAMPLE_MINT_STATE_ID}`,
        ),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(reservedRacer99(fromProviderState("${mintStateId}", EXAMPLE_MINT_STATE_ID))),
      )
      .executeTest(async (mockServer) => {
        const state = await pogRequests.getMintState(client(mockServer.url), EXAMPLE_MINT_STATE_ID);
        expect(state.id).toBe(EXAMPLE_MINT_STATE_ID);
        expect(state.reservation?.username).toBe("Racer99");
      });
  });

  it("is told that a mint state that is not the gamer's is not found", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a mint state the gamer does not have")
      .withRequest("GET", `/api/tps/pog/mint/state/${EXAMPLE_MINT_STATE_ID}`, (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "PogCardNotFound", "This POG card was not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          pogRequests.getMintState(client(mockServer.url), EXAMPLE_MINT_STATE_ID),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "PogCardNotFound" } });
      });
  });

  it("reads a new gamer's badges: Proof of Human Bronze for the verified phone, and what each next tier takes", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for the badges of a gamer who just signed in by phone")
      .withRequest("GET", "/api/tps/pog/users/me/badges", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          badges: [
            {
              badge: "ProofOfHuman",
              type: "OverallActivity",
              score: 1,
              tier: "Bronze",
              next: { tier: "Silver", threshold: 2, remaining: 1 },
            },
            notEarned("ProofOfPlay", 1),
            notEarned("ProofOfSkill", 1),
            notEarned("ProofOfCommerce", 1),
            notEarned("ProofOfSocial", 1),
            notEarned("KleosCommunity", 7),
          ],
          socialBadges: [],
          unavailable: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await pogRequests.getBadges(client(mockServer.url));
        expect(answer.badges.map((standing) => standing.badge)).toEqual([
          "ProofOfHuman",
          "ProofOfPlay",
          "ProofOfSkill",
          "ProofOfCommerce",
          "ProofOfSocial",
          "KleosCommunity",
        ]);
        expect(answer.badges[0]?.tier).toBe("Bronze");
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
