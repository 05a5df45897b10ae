/**
 * The POG avatar as the site calls it: the categories, a category's characters and a character's styles (and an
 * unknown character), a gamer's slots, saving a choice, a selfie (a JPEG with a face, and one without, which the
 * server's face detection refuses), generating (and being told to choose first), activating (and being told the
 * slot has no avatar yet), and buying a slot with K-Cash (and being told there is not enough rKLEOS) — the avatar
 * feature's own request functions against Pact's mock server. Buying carries an `Idempotency-Key`; the contract
 * fixes its header, not its value. The selfies are the server's own fixtures (tests/fixtures/pog), so the
 * provider's real face detection sees the very bytes the contract holds.
 */
import { readFileSync } from "node:fs";
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

const { eachLike, integer, regex, string } = MatchersV3;

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

const selfieFixture = (name: string): Buffer =>
  readFileSync(new URL(`../../fixtures/pog/${name}`, import.meta.url));
const SELFIE_WITH_FACE = selfieFixture("selfie-face.jpg");
const PICTURE_WITHOUT_FACE = selfieFixture("selfie-no-face.jpg");
const asJpeg = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

const KAI_CLASSIC = { category: "Adventure", character: "kai", style: "classic" } as const;
const ID = "^[a-z0-9-]{1,32}$";

/** A generated avatar as the local image provider leaves it: composed on the server, not by an AI. */
const composedAvatar = {
  url: regex(
    "^/api/users/pictures/[0-9a-f]{32}\\.jpg$",
    "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
  ),
  source: "composed",
  aiGenerated: false,
  attribution: string("Adventurer by Lisa Wischofsky, CC BY 4.0 (DiceBear)"),
  createdAt: instant("2026-03-05T14:07:00.000Z"),
};

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

  it("lists the characters of Adventure, Kai among them", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the characters of the Adventure category")
      .withRequest("GET", "/api/tps/pog/mint/avatar/categories/Adventure/characters", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: regex(ID, "kai"),
            name: string("Kai"),
            category: "Adventure",
            attribution: string("Adventurer by Lisa Wischofsky, CC BY 4.0 (DiceBear)"),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await avatarRequests.listCharacters(client(mockServer.url), "Adventure");
        expect(answer.items[0]).toMatchObject({ id: "kai", category: "Adventure" });
      });
  });

  it("lists the styles Kai can be drawn in", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the styles of the character kai")
      .withRequest("GET", "/api/tps/pog/mint/avatar/characters/kai/styles", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ items: eachLike({ id: regex(ID, "classic"), character: "kai" }) }),
      )
      .executeTest(async (mockServer) => {
        const answer = await avatarRequests.listStyles(client(mockServer.url), "kai");
        expect(answer.items[0]).toEqual({ id: "classic", character: "kai" });
      });
  });

  it("is told that a character it does not know has no styles", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the styles of the character nobody, which does not exist")
      .withRequest("GET", "/api/tps/pog/mint/avatar/characters/nobody/styles", (request) =>
        request.headers(SITE_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(404, "AvatarChoiceNotFound", "This avatar choice does not exist")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(avatarRequests.listStyles(client(mockServer.url), "nobody"));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 404, problem: { code: "AvatarChoiceNotFound" } });
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

  it("saves a selfie with a face in the first slot", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a selfie with a face for the gamer's first avatar slot")
      .withRequest("POST", "/api/tps/pog/slot/save/selfie", (request) =>
        request.query({ slot: "1" }).headers(SITE_HEADERS).body("image/jpeg", SELFIE_WITH_FACE),
      )
      .willRespondWith(200, (response) => response.jsonBody(slotShape(1, { hasSelfie: true })))
      .executeTest(async (mockServer) => {
        const slot = await avatarRequests.saveSelfie(client(mockServer.url), 1, asJpeg(SELFIE_WITH_FACE));
        expect(slot.hasSelfie).toBe(true);
      });
  });

  it("is told that no face was found in a picture without one", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a selfie without a face for the gamer's first avatar slot")
      .withRequest("POST", "/api/tps/pog/slot/save/selfie", (request) =>
        request.query({ slot: "1" }).headers(SITE_HEADERS).body("image/jpeg", PICTURE_WITHOUT_FACE),
      )
      .willRespondWith(422, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(422, "FaceNotDetected", "Face not detected")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(
          avatarRequests.saveSelfie(client(mockServer.url), 1, asJpeg(PICTURE_WITHOUT_FACE)),
        );
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 422, problem: { code: "FaceNotDetected" } });
      });
  });

  it("asks for the avatar of Kai, classic, and reads that it is being generated", async () => {
    await pact
      .addInteraction()
      .given(STATES.avatarStyleChosen)
      .uponReceiving("a generation request for the first avatar slot, where Kai, classic, is chosen")
      .withRequest("POST", "/api/tps/pog/slot/avatar/generate", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ slot: 1 }),
      )
      .willRespondWith(202, (response) =>
        response.jsonBody(slotShape(1, { status: "PENDING", ...KAI_CLASSIC })),
      )
      .executeTest(async (mockServer) => {
        const slot = await avatarRequests.generate(client(mockServer.url), 1);
        expect(slot.status).toBe("PENDING");
      });
  });

  it("is told to choose a category, a character and a style before generating", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a generation request for the first avatar slot, where nothing is chosen")
      .withRequest("POST", "/api/tps/pog/slot/avatar/generate", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ slot: 1 }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(
            problemShape(409, "AvatarStyleNotChosen", "Choose a category, a character and a style first"),
          ),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(avatarRequests.generate(client(mockServer.url), 1));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "AvatarStyleNotChosen" } });
      });
  });

  it("makes the ready avatar of the first slot the POG avatar", async () => {
    await pact
      .addInteraction()
      .given(STATES.avatarReady)
      .uponReceiving("an activation of the first avatar slot, whose avatar is ready")
      .withRequest("POST", "/api/tps/pog/activate", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ slot: 1 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ activeSlot: 1, avatar: composedAvatar, generating: [] }),
      )
      .executeTest(async (mockServer) => {
        const status = await avatarRequests.activate(client(mockServer.url), 1);
        expect(status.activeSlot).toBe(1);
        expect(status.avatar?.aiGenerated).toBe(false);
      });
  });

  it("is told that a slot without an avatar cannot be made the POG avatar", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("an activation of the first avatar slot, which has no avatar yet")
      .withRequest("POST", "/api/tps/pog/activate", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ slot: 1 }),
      )
      .willRespondWith(409, (response) =>
        response
          .headers({ "Content-Type": PROBLEM_CONTENT_TYPE })
          .jsonBody(problemShape(409, "AvatarNotReady", "This slot has no avatar yet")),
      )
      .executeTest(async (mockServer) => {
        const failure = await failureOf(avatarRequests.activate(client(mockServer.url), 1));
        expect(failure).toBeInstanceOf(ApiError);
        expect(failure).toMatchObject({ status: 409, problem: { code: "AvatarNotReady" } });
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
