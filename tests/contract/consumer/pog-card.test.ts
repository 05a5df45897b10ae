/**
 * The POG card as the site shows it: `<img>` elements whose addresses the POG feature builds
 * (`pogCardUrl`), fetched here as the browser would, against Pact's mock server. The body is a PNG, matched by
 * its type (the picture itself depends on the gamer's facts); no sign-in is needed. And a minted card's token
 * metadata, where the chain's tokenURI (the card's `metadataUrl`, the token page My POG links to) points, as a
 * wallet or marketplace reads it through the typed client (the site itself only links to it); a token that is
 * not minted is not found.
 */
import { fileURLToPath } from "node:url";
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { pogCardUrl } from "@/web/features/pog/components/pog-card";
import { ApiError, createApiClient, unwrap } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import { PROBLEM_CONTENT_TYPE, SITE_HEADERS, createKleosWebPact, problemShape } from "./kleos-web-pact";

const { fromProviderState, regex, string } = MatchersV3;

const EXAMPLE_PNG = fileURLToPath(new URL("../../fixtures/pog/card-example.png", import.meta.url));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pact = createKleosWebPact();

describe("the POG card", () => {
  it.each([
    ["front", "hi"],
    ["back", "de"],
  ] as const)("loads the %s of Racer99's card in %s", async (side, locale) => {
    const url = new URL(pogCardUrl("Racer99", side, locale), "http://pact.invalid");
    await pact
      .addInteraction()
      .given(STATES.pogNameReserved)
      .uponReceiving(`the ${side} of the POG card of Racer99, in ${locale}`)
      .withRequest("GET", url.pathname, (request) => request.query({ locale }))
      .willRespondWith(200, (response) => response.binaryFile("image/png", EXAMPLE_PNG))
      .executeTest(async (mockServer) => {
        const answer = await fetch(`${mockServer.url}${url.pathname}${url.search}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/png");
        const bytes = new Uint8Array(await answer.arrayBuffer());
        expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      });
  });
});

/** One card's token metadata, read as the tokenURI names it: `/api/pog-nft/tokens/{cardNumber}`. */
const readTokenMetadata = async (baseUrl: string, cardNumber: string) =>
  unwrap(
    await createApiClient({ baseUrl }).GET("/api/pog-nft/tokens/{cardNumber}", {
      params: { path: { cardNumber } },
    }),
  );

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("a minted POG card's token metadata", () => {
  it("reads the metadata of Racer99's minted card: its name, card front, and tier and badges", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardMinted)
      .uponReceiving("a request for the token metadata of Racer99's minted POG card")
      .withRequest(
        "GET",
        fromProviderState("/api/pog-nft/tokens/${tokenId}", "/api/pog-nft/tokens/1"),
        (request) => request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          name: "Racer99.kleos",
          description: string("The Proof of Gamer card of Racer99.kleos on Kleos."),
          image: regex(
            "^(https?://[^/]+)?/api/users/user-names/Racer99/pog-card/front$",
            "http://localhost/api/users/user-names/Racer99/pog-card/front",
          ),
          external_url: regex("^(https?://[^/]+)?/pog$", "http://localhost/pog"),
          // A gamer who signed in by phone: Proof of Human Bronze, their best tier, and no other badge yet.
          attributes: [
            { trait_type: "Tier", value: "Bronze" },
            { trait_type: "ProofOfHuman", value: "Bronze" },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const metadata = await readTokenMetadata(mockServer.url, "1");
        expect(metadata.name).toBe("Racer99.kleos");
        expect(metadata.image).toMatch(/\/api\/users\/user-names\/Racer99\/pog-card\/front$/);
        expect(metadata.attributes[0]).toEqual({ trait_type: "Tier", value: "Bronze" });
      });
  });

  it("is told that a token never minted is not found", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the token metadata of POG card 987654321, never minted")
      .withRequest("GET", "/api/pog-nft/tokens/987654321", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "PogCardNotFound", "This POG card was not found")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(readTokenMetadata(mockServer.url, "987654321"));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "PogCardNotFound" } });
      });
  });
});
