/**
 * The POG avatar end to end through the routes: the catalogue, slots, choices, the selfie (a face, no face, not a
 * JPEG), generation as a job (on the app's own job runner) from PENDING to READY with a composed avatar stored in
 * the picture store, activation, buying slots through the ledger exactly once, the admin's slot prices, and the
 * POG preferences. Waiting for the job is a budget, not a check.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { contractResponse } from "@/server/testing/contract";
import { contractAnswers } from "@/server/testing/contract-answers";
import { ledgerOn } from "@/server/testing/ledger";
import {
  KAI_CLASSIC,
  PICTURE_WITHOUT_FACE,
  SELFIE_WITH_FACE,
  freshPogName,
  fundKcash,
  reservePogName,
} from "@/server/testing/pog-requests";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface AvatarImage {
  readonly url: string;
  readonly source: string;
  readonly aiGenerated: boolean;
  readonly attribution: string;
}

interface Slot {
  readonly slot: number;
  readonly status: string;
  readonly category: string | null;
  readonly character: string | null;
  readonly style: string | null;
  readonly hasSelfie: boolean;
  readonly avatar: AvatarImage | null;
  readonly active: boolean;
  readonly paid: { readonly currency: string; readonly amount: number } | null;
}

interface Slots {
  readonly slots: readonly Slot[];
  readonly prices: readonly {
    readonly currency: string;
    readonly amount: number;
    readonly decimals: number;
  }[];
  readonly maxSlots: number;
  readonly freeSlots: number;
}

interface Status {
  readonly activeSlot: number | null;
  readonly avatar: AvatarImage | null;
  readonly generating: readonly number[];
}

describe("POG avatar", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The app's own job runner draws the avatars, as in production.
    testApp = await createTestApp({ runJobs: true });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const { as, ok } = contractAnswers(() => testApp.app);

  const slots = (session: TestSession) =>
    ok<Slots>("listAvatarSlots", 200, session, { url: "/api/tps/pog/slot/avatars" });
  const status = (session: TestSession) =>
    ok<Status>("getPogAvatarStatus", 200, session, { url: "/api/tps/pog/status" });
  const choose = (session: TestSession, choice: object) =>
    as(session, { method: "POST", url: "/api/tps/pog/slot/save/style", payload: choice });
  const selfie = (session: TestSession, slot: number, bytes: Buffer, type = "image/jpeg") =>
    as(session, {
      method: "POST",
      url: `/api/tps/pog/slot/save/selfie?slot=${slot}`,
      headers: { "content-type": type },
      payload: bytes,
    });
  const generate = (session: TestSession, slot: number) =>
    as(session, { method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot } });
  const buy = (session: TestSession, currency: string, key: string = randomUUID()) =>
    as(session, {
      method: "POST",
      url: "/api/tps/pog/slot/unlock",
      headers: { "idempotency-key": key },
      payload: { currency },
    });
  const mintState = async (session: TestSession) =>
    (await ok<{ state: string }>("getPogMintStatus", 200, session, { url: "/api/tps/pog/mint/status" }))
      .state;

  /** Waits (a budget) until the slot's generation has finished; answers the slot. */
  const ready = (session: TestSession, slot: number) =>
    vi.waitFor(
      async () => {
        const found = (await slots(session)).slots.find((candidate) => candidate.slot === slot);
        expect(found?.status).toBe("READY");
        return found as Slot;
      },
      { timeout: 300_000, interval: 250 },
    );

  describe("the catalogue", () => {
    it("lists the spec's six categories in order", async () => {
      const body = await ok<{ items: { id: string }[] }>("listAvatarCategories", 200, undefined, {
        url: "/api/tps/pog/mint/avatar/categories",
      });
      expect(body.items.map((item) => item.id)).toEqual([
        "Adventure",
        "Fantasy",
        "Action",
        "Toon",
        "Sci-Fi",
        "Horror",
      ]);
    });

    it("lists a category's characters with their art's attribution, and a character's styles", async () => {
      const characters = await ok<{ items: { id: string; category: string; attribution: string }[] }>(
        "listAvatarCharacters",
        200,
        undefined,
        { url: "/api/tps/pog/mint/avatar/categories/Sci-Fi/characters" },
      );
      expect(characters.items.length).toBeGreaterThan(0);
      expect(characters.items.every((item) => item.category === "Sci-Fi")).toBe(true);
      expect(characters.items.every((item) => item.attribution.length > 0)).toBe(true);
      const styles = await ok<{ items: { id: string; character: string }[] }>(
        "listAvatarStyles",
        200,
        undefined,
        {
          url: `/api/tps/pog/mint/avatar/characters/${characters.items[0]!.id}/styles`,
        },
      );
      expect(styles.items.map((item) => item.id)).toContain("classic");
    });

    it("refuses an unknown character (404) and an unknown category (400)", async () => {
      expectProblem(
        await as(undefined, { url: "/api/tps/pog/mint/avatar/characters/nobody/styles" }),
        404,
        "AvatarChoiceNotFound",
      );
      expect(
        (await as(undefined, { url: "/api/tps/pog/mint/avatar/categories/Romance/characters" })).statusCode,
      ).toBe(400);
    });
  });

  describe("slots and choices", () => {
    it("gives every gamer one free, empty slot and says what more cost", async () => {
      const gamer = await sessionByPhone(testApp);
      const body = await slots(gamer);
      expect(body.slots).toMatchObject([
        { slot: 1, status: "EMPTY", hasSelfie: false, avatar: null, paid: null },
      ]);
      expect(body.maxSlots).toBe(5);
      expect(body.freeSlots).toBe(4);
      expect(body.prices).toEqual([
        { currency: "KCASH", amount: 50_000, decimals: 2 },
        { currency: "RKLEOS", amount: 10_000_000_000, decimals: 8 },
      ]);
      expect(await status(gamer)).toEqual({ activeSlot: null, avatar: null, generating: [] });
    });

    it("saves a choice that fits, moving the mint flow to the selfie step", async () => {
      const gamer = await sessionByPhone(testApp);
      await reservePogName(testApp.app, gamer, freshPogName());
      expect(await mintState(gamer)).toBe("AVATAR_CATEGORY_SELECTION");
      const response = await choose(gamer, { slot: 1, ...KAI_CLASSIC });
      expect(response.statusCode, response.body).toBe(200);
      expect(contractResponse("saveAvatarStyle", 200).validate(response.json())).toEqual([]);
      expect(response.json()).toMatchObject({ slot: 1, status: "CHOSEN", ...KAI_CLASSIC });
      expect(await mintState(gamer)).toBe("SELFIE_UPLOAD");
    });

    it("refuses a character of another category, a style it lacks, and a slot not unlocked", async () => {
      const gamer = await sessionByPhone(testApp);
      expectProblem(
        await choose(gamer, { ...KAI_CLASSIC, slot: 1, category: "Horror" }),
        404,
        "AvatarChoiceNotFound",
      );
      expectProblem(
        await choose(gamer, { ...KAI_CLASSIC, slot: 1, style: "plaid" }),
        404,
        "AvatarChoiceNotFound",
      );
      expectProblem(await choose(gamer, { ...KAI_CLASSIC, slot: 2 }), 404, "AvatarSlotNotFound");
    });
  });

  describe("the selfie", () => {
    it("keeps a JPEG with a face, and never serves it", async () => {
      const gamer = await sessionByPhone(testApp);
      const response = await selfie(gamer, 1, SELFIE_WITH_FACE);
      expect(response.statusCode, response.body).toBe(200);
      expect(contractResponse("saveAvatarSelfie", 200).validate(response.json())).toEqual([]);
      expect(response.json()).toMatchObject({ slot: 1, hasSelfie: true });
      expect(response.body).not.toMatch(/pictures/);
    });

    it("says face not detected for a photo without a face, and keeps nothing", async () => {
      const gamer = await sessionByPhone(testApp);
      const response = await selfie(gamer, 1, PICTURE_WITHOUT_FACE);
      expectProblem(response, 422, "FaceNotDetected");
      expect(response.json<{ detail: string }>().detail).toBe("Face not detected");
      expect((await slots(gamer)).slots[0]?.hasSelfie).toBe(false);
    });

    it("takes JPEG only (spec §5): a PNG body is refused", async () => {
      const gamer = await sessionByPhone(testApp);
      const png = await sharp(SELFIE_WITH_FACE).png().toBuffer();
      expectProblem(await selfie(gamer, 1, png), 400, "ValidationFailed");
      expect((await selfie(gamer, 1, png, "image/png")).statusCode).toBe(415);
    });
  });

  describe("generation", () => {
    it("answers PENDING at once, then the job stores a composed avatar, labelled not AI, made active", async () => {
      const gamer = await sessionByPhone(testApp);
      await reservePogName(testApp.app, gamer, freshPogName());
      expect((await choose(gamer, { slot: 1, ...KAI_CLASSIC })).statusCode).toBe(200);
      const pending = await generate(gamer, 1);
      expect(pending.statusCode, pending.body).toBe(202);
      expect(contractResponse("requestAvatarGeneration", 202).validate(pending.json())).toEqual([]);
      expect(pending.json()).toMatchObject({ slot: 1, status: "PENDING" });
      const slot = await ready(gamer, 1);
      expect(slot.avatar).toMatchObject({ source: "composed", aiGenerated: false });
      expect(slot.avatar?.attribution).toMatch(/CC BY 4\.0/);
      expect(slot.active).toBe(true);
      const picture = await as(undefined, { url: slot.avatar!.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/jpeg");
      expect((await sharp(picture.rawPayload).metadata()).width).toBe(512);
      expect(await status(gamer)).toMatchObject({ activeSlot: 1, generating: [], avatar: slot.avatar });
      // The avatar is made, but nothing is minted until the gamer asks: the flow waits (spec §4).
      expect(await mintState(gamer)).toBe("AVATAR_GENERATION_PENDING");
    });

    it("draws the same avatar for the same choices and selfie", async () => {
      const gamer = await sessionByPhone(testApp);
      expect((await choose(gamer, { slot: 1, ...KAI_CLASSIC })).statusCode).toBe(200);
      expect((await selfie(gamer, 1, SELFIE_WITH_FACE)).statusCode).toBe(200);
      expect((await generate(gamer, 1)).statusCode).toBe(202);
      const first = await ready(gamer, 1);
      expect((await generate(gamer, 1)).statusCode).toBe(202);
      const second = await ready(gamer, 1);
      expect(second.avatar!.url).not.toBe(first.avatar!.url);
      const bytes = async (url: string) => (await as(undefined, { url })).rawPayload;
      expect((await bytes(second.avatar!.url)).equals(await bytes(second.avatar!.url))).toBe(true);
      // The first picture was replaced by the second and is gone.
      expect((await as(undefined, { url: first.avatar!.url })).statusCode).toBe(404);
    });

    it("refuses to generate without choices, and while a generation is under way", async () => {
      const gamer = await sessionByPhone(testApp);
      expectProblem(await generate(gamer, 1), 409, "AvatarStyleNotChosen");
      expectProblem(await generate(gamer, 2), 404, "AvatarSlotNotFound");
      expect((await choose(gamer, { slot: 1, ...KAI_CLASSIC })).statusCode).toBe(200);
      expect((await generate(gamer, 1)).statusCode).toBe(202);
      const again = await generate(gamer, 1);
      const changed = await choose(gamer, { slot: 1, ...KAI_CLASSIC });
      // The job may have finished in between (a fast machine): then both are allowed, else both refused.
      if (again.statusCode === 409) expectProblem(again, 409, "AvatarGenerationInProgress");
      else expect(again.statusCode).toBe(202);
      if (changed.statusCode === 409) expectProblem(changed, 409, "AvatarGenerationInProgress");
      else expect(changed.statusCode).toBe(200);
      await ready(gamer, 1);
    });
  });

  describe("buying slots", () => {
    it("debits the price in K-Cash once per Idempotency-Key, and the slot can be used", async () => {
      const gamer = await sessionByPhone(testApp);
      await fundKcash(testApp, gamer, 120_000);
      const key = randomUUID();
      const first = await buy(gamer, "KCASH", key);
      expect(first.statusCode, first.body).toBe(201);
      expect(contractResponse("buyAvatarSlot", 201).validate(first.json())).toEqual([]);
      expect(first.json()).toMatchObject({
        slot: { slot: 2, status: "EMPTY", paid: { currency: "KCASH", amount: 50_000 } },
        balance: { currency: "KCASH", amount: 70_000 },
      });
      const replay = await buy(gamer, "KCASH", key);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect(replay.json()).toEqual(first.json());
      expect((await slots(gamer)).slots.map((slot) => slot.slot)).toEqual([1, 2]);
      expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "KCASH")).toBe(70_000);
      expect((await choose(gamer, { slot: 2, ...KAI_CLASSIC })).statusCode).toBe(200);
    });

    it("buys one slot per key under concurrent requests with the same key", async () => {
      const gamer = await sessionByPhone(testApp);
      await fundKcash(testApp, gamer, 500_000);
      const key = randomUUID();
      const answers = await Promise.all([
        buy(gamer, "KCASH", key),
        buy(gamer, "KCASH", key),
        buy(gamer, "KCASH", key),
      ]);
      for (const answer of answers) {
        if (answer.statusCode === 409) expectProblem(answer, 409, "PaymentPending");
        else expect(answer.statusCode, answer.body).toBe(201);
      }
      expect((await slots(gamer)).slots).toHaveLength(2);
      expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "KCASH")).toBe(450_000);
    });

    it("says not enough K-Cash or rKLEOS, and takes nothing", async () => {
      const gamer = await sessionByPhone(testApp);
      await fundKcash(testApp, gamer, 10_000);
      const response = await buy(gamer, "KCASH");
      expectProblem(response, 402, "InsufficientBalance");
      expect(response.json()).toMatchObject({
        detail: "Not enough K-Cash or rKLEOS",
        currency: "KCASH",
        required: 50_000,
        available: 10_000,
      });
      expectProblem(await buy(gamer, "RKLEOS"), 402, "InsufficientBalance");
      expect((await slots(gamer)).slots).toHaveLength(1);
    });

    it("stops at the slot limit", async () => {
      const gamer = await sessionByPhone(testApp);
      await fundKcash(testApp, gamer, 1_000_000);
      for (let slot = 2; slot <= 5; slot += 1) expect((await buy(gamer, "KCASH")).statusCode).toBe(201);
      expectProblem(await buy(gamer, "KCASH"), 409, "AvatarSlotLimitReached");
      expect((await slots(gamer)).freeSlots).toBe(0);
    });

    it("charges the price an admin set; only an admin may set it", async () => {
      const adminSession = await signInAsAdmin(testApp);
      const gamer = await sessionByPhone(testApp);
      expectProblem(
        await as(gamer, {
          method: "PUT",
          url: "/api/admin/tps/pog/admin",
          payload: { slotPrices: [{ currency: "KCASH", amount: 1, decimals: 2 }] },
        }),
        403,
        "AdminRoleRequired",
      );
      const set = await ok<{ slotPrices: { currency: string; amount: number }[] }>(
        "updatePogAdminSettings",
        200,
        adminSession,
        {
          method: "PUT",
          url: "/api/admin/tps/pog/admin",
          payload: { slotPrices: [{ currency: "KCASH", amount: 20_000, decimals: 2 }] },
        },
      );
      expect(set.slotPrices).toContainEqual({ currency: "KCASH", amount: 20_000, decimals: 2 });
      await fundKcash(testApp, gamer, 20_000);
      const bought = await buy(gamer, "KCASH");
      expect(bought.statusCode, bought.body).toBe(201);
      expect(bought.json()).toMatchObject({ balance: { amount: 0 } });
      await ok("updatePogAdminSettings", 200, adminSession, {
        method: "PUT",
        url: "/api/admin/tps/pog/admin",
        payload: { slotPrices: [{ currency: "KCASH", amount: 50_000, decimals: 2 }] },
      });
    });
  });

  describe("activation", () => {
    it("makes a ready avatar active, and refuses a slot without one", async () => {
      const gamer = await sessionByPhone(testApp);
      await fundKcash(testApp, gamer, 50_000);
      expect((await buy(gamer, "KCASH")).statusCode).toBe(201);
      const refused = await as(gamer, { method: "POST", url: "/api/tps/pog/activate", payload: { slot: 2 } });
      expectProblem(refused, 409, "AvatarNotReady");
      expectProblem(
        await as(gamer, { method: "POST", url: "/api/tps/pog/activate", payload: { slot: 3 } }),
        404,
        "AvatarSlotNotFound",
      );
      for (const slot of [1, 2]) {
        expect(
          (await choose(gamer, { slot, ...KAI_CLASSIC, style: slot === 1 ? "classic" : "neon" })).statusCode,
        ).toBe(200);
        expect((await generate(gamer, slot)).statusCode).toBe(202);
        await ready(gamer, slot);
      }
      expect((await status(gamer)).activeSlot).toBe(1);
      const activated = await ok<Status>("setActiveAvatar", 200, gamer, {
        method: "POST",
        url: "/api/tps/pog/activate",
        payload: { slot: 2 },
      });
      expect(activated.activeSlot).toBe(2);
      expect((await slots(gamer)).slots.map((slot) => slot.active)).toEqual([false, true]);
    });
  });

  describe("documented errors", () => {
    it("answers 401 without a session to the avatar status, the preferences, the cards on chain and the settings", async () => {
      for (const request of [
        { url: "/api/tps/pog/status" },
        { url: "/api/tps/pog/users/preferences" },
        {
          method: "PUT" as const,
          url: "/api/tps/pog/users/preferences",
          payload: { preferredRole: "Caster", preferredPlatform: null },
        },
        { url: "/api/nfts/user-nfts" },
        { url: "/api/admin/tps/pog/admin" },
        {
          method: "PUT" as const,
          url: "/api/admin/tps/pog/admin",
          payload: { slotPrices: [{ currency: "KCASH", amount: 50_000, decimals: 2 }] },
        },
      ])
        expectProblem(await as(undefined, request), 401, "SignInRequired");
    });

    it("answers 400 to preferences without a payload (spec §8) and to a platform Kleos does not know", async () => {
      const gamer = await sessionByPhone(testApp);
      expectProblem(
        await as(gamer, {
          method: "PUT",
          url: "/api/tps/pog/users/preferences",
          headers: { "content-type": "application/json" },
        }),
        400,
        "MalformedBody",
      );
      expectProblem(
        await as(gamer, {
          method: "PUT",
          url: "/api/tps/pog/users/preferences",
          payload: { preferredRole: null, preferredPlatform: "Dreamcast" },
        }),
        400,
        "ValidationFailed",
      );
      expectProblem(
        await as(gamer, {
          method: "POST",
          url: "/api/v1/user/preferred-platform",
          payload: { preferredPlatform: "Dreamcast" },
        }),
        400,
        "ValidationFailed",
      );
    });

    it("refuses the settings to a gamer without the admin role, and a price of zero to an admin", async () => {
      const gamer = await sessionByPhone(testApp);
      expectProblem(await as(gamer, { url: "/api/admin/tps/pog/admin" }), 403, "AdminRoleRequired");
      const adminSession = await signInAsAdmin(testApp);
      expectProblem(
        await as(adminSession, {
          method: "PUT",
          url: "/api/admin/tps/pog/admin",
          payload: { slotPrices: [{ currency: "KCASH", amount: 0, decimals: 2 }] },
        }),
        400,
        "ValidationFailed",
      );
      const settings = await ok<{ slotPrices: { currency: string; amount: number }[] }>(
        "getPogAdminSettings",
        200,
        adminSession,
        { url: "/api/admin/tps/pog/admin" },
      );
      expect(settings.slotPrices.every((price) => price.amount > 0)).toBe(true);
    });
  });

  describe("preferences", () => {
    it("reads and sets the role and platform together, as the profile's own calls see them", async () => {
      const gamer = await sessionByPhone(testApp);
      expect(await ok("getPogPreferences", 200, gamer, { url: "/api/tps/pog/users/preferences" })).toEqual({
        preferredRole: null,
        preferredPlatform: null,
      });
      expect(
        await ok("updatePogPreferences", 200, gamer, {
          method: "PUT",
          url: "/api/tps/pog/users/preferences",
          payload: { preferredRole: "Caster", preferredPlatform: "Mac" },
        }),
      ).toEqual({ preferredRole: "Caster", preferredPlatform: "Mac" });
      expect(await ok("getPreferredRole", 200, gamer, { url: "/api/v1/user/preferred-role" })).toEqual({
        preferredRole: "Caster",
        preferredPlatform: "Mac",
      });
      expect(
        (
          await as(gamer, {
            method: "PUT",
            url: "/api/tps/pog/users/preferences",
            payload: { preferredRole: "King" },
          })
        ).statusCode,
      ).toBe(400);
    });
  });
});
