/**
 * The POG avatar as the site calls it: the categories, a gamer's slots, saving a choice, and buying a slot with
 * K-Cash (and being told there is not enough rKLEOS) — the avatar feature's own request functions against
 * Pact's mock server. Buying carries an `Idempotency-Key`; the contract fixes its header, not its value.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { avatarRequests } from "@/web/features/pog/api/pog-avatar-api";
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

const { integer, regex } = MatchersV3;

const pact = createKleosWebPact();
const client = (baseUrl: string) => createApiClient({ baseUrl });

const EXAMPLE_KEY = "3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d";
const IDEMPOTENCY_KEY = regex("^[A-Za-z0-9._:-]{8,128}$", EXAMPLE_KEY);

const PRICES = [
  { currency: "KCASH", amount: integer(50_000), decimals: 2 },
  { currency: "RKLEOS", amount: integer(10_000_000_000), decimals: 8 },
];

const slotShape = (slot: number, fields: Record<string, unknown>) => ({
  slot,
  status: "EMPTY",
  category: null,
  character: null,
  style: null,
  hasSelfie: false,
  avatar: null,
  active: false,
  unlockedAt: instant("2026-03-05T14:07:00.000Z"),
  paid: null,
  ...fields,
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the POG avatar", () => {
  it("lists the six avatar categories", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the avatar categories")
      .withRequest("GET", "/api/tps/pog/mint/avatar/categories", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: ["Adventure", "Fantasy", "Action", "Toon", "Sci-Fi", "Horror"].map((id) => ({ id })),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await avatarRequests.listCategories(client(mockServer.url));
        expect(answer.items.map((item) => item.id)).toContain("Sci-Fi");
      });
  });

  it("lists a new gamer's one free, empty slot and the price of another", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a new gamer's request for their avatar slots")
      .withRequest("GET", "/api/tps/pog/slot/avatars", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ slots: [slotShape(1, {})], prices: PRICES, maxSlots: 5, freeSlots: 4 }),
      )
      .executeTest(async (mockServer) => {
        const answer = await avatarRequests.listSlots(client(mockServer.url));
        expect(answer.slots).toHaveLength(1);
        expect(answer.freeSlots).toBe(4);
      });
  });

  it("saves Kai of Adventure in the classic style in the first slot", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer's choice of Kai, classic, for their first avatar slot")
      .withRequest("POST", "/api/tps/pog/slot/save/style", (request) =>
        request
          .headers(SITE_JSON_HEADERS)
          .jsonBody({ slot: 1, category: "Adventure", character: "kai", style: "classic" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          slotShape(1, { status: "CHOSEN", category: "Adventure", character: "kai", style: "classic" }),
        ),
      )
      .executeTest(async (mockServer) => {
        const slot = await avatarRequests.saveStyle(client(mockServer.url), {
          slot: 1,
          category: "Adventure",
          character: "kai",
          style: "classic",
        });
        expect(slot.status).toBe("CHOSEN");
      });
  });

  it("buys a second slot with 500 K-Cash", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKcash)
      .uponReceiving("a purchase of a second avatar slot with K-Cash")
      .withRequest("POST", "/api/tps/pog/slot/unlock", (request) =>
        request
          .headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY })
          .jsonBody({ currency: "KCASH" }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          slot: slotShape(2, { paid: { currency: "KCASH", amount: integer(50_000), decimals: 2 } }),
          balance: { currency: "KCASH", amount: integer(0), decimals: 2 },
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await avatarRequests.buySlot(client(mockServer.url), "KCASH", EXAMPLE_KEY);
        expect(answer.slot.slot).toBe(2);
      });
  });

  it("is told there is not enough rKLEOS for a slot", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKcash)
      .uponReceiving("a purchase of a second avatar slot with rKLEOS the gamer does not have")
      .withRequest("POST", "/api/tps/pog/slot/unlock", (request) =>
        request
          .headers({ ...SITE_JSON_HEADERS, "idempotency-key": IDEMPOTENCY_KEY })
          .jsonBody({ currency: "RKLEOS" }),
      )
      .willRespondWith(402, (response) =>
        response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody({
          ...problemShape(402, "InsufficientBalance", "Not enough K-Cash or rKLEOS"),
          currency: "RKLEOS",
          required: integer(10_000_000_000),
          available: integer(0),
        }),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          avatarRequests.buySlot(client(mockServer.url), "RKLEOS", EXAMPLE_KEY),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 402, problem: { code: "InsufficientBalance" } });
      });
  });
});
