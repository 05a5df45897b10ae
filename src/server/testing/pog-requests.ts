/**
 * The POG operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented
 * error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401
 * without a token, 415, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { InjectOptions } from "fastify";
import { signInAsAdmin } from "@/server/testing/campaigns";
import { ledgerOn } from "@/server/testing/ledger";
import type { OperationId } from "@/server/http/operations";
import { eq, sql } from "drizzle-orm";
import { pogMintsTable } from "@/server/db/schema/pog";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface PogProvocation {
  readonly request: Recipe;
  readonly code: string;
  /** The problem-handler suite's app to send it to (prepared on the standard one). */
  readonly app?: "unconfigured" | "failingProviders";
}

type PogOperationId = Extract<
  OperationId,
  | "checkPogName"
  | "reservePogName"
  | "getPogMintStatus"
  | "getMyPogBadges"
  | "getPogCardFront"
  | "getPogCardBack"
  | "listAvatarCategories"
  | "listAvatarCharacters"
  | "listAvatarStyles"
  | "saveAvatarStyle"
  | "saveAvatarSelfie"
  | "requestAvatarGeneration"
  | "listAvatarSlots"
  | "buyAvatarSlot"
  | "setActiveAvatar"
  | "getPogAvatarStatus"
  | "getPogPreferences"
  | "updatePogPreferences"
  | "getPogAdminSettings"
  | "updatePogAdminSettings"
  | "listPogMintStates"
  | "getPogMintState"
  | "requestPogMint"
  | "getPogCollectionMetadata"
  | "getPogTokenMetadata"
  | "listUserNfts"
>;

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../../tests/fixtures/pog/${name}`, import.meta.url));

/** A selfie with a face, and a picture without one (tests/fixtures/pog). */
export const SELFIE_WITH_FACE = fixture("selfie-face.jpg");
export const PICTURE_WITHOUT_FACE = fixture("selfie-no-face.jpg");

/** Kai of Adventure in the classic style: a choice that fits. */
export const KAI_CLASSIC = { category: "Adventure", character: "kai", style: "classic" } as const;

let nextName = 0;
/** A fresh valid POG name (5 to 12 letters and digits) per call. */
export const freshPogName = (): string => {
  nextName += 1;
  return `Pog${process.pid % 10_000}x${nextName}`.slice(0, 12);
};

/** Reserves `username` for `session` through the app's own route; fails unless it is reserved. */
export const reservePogName = async (
  app: TestApp["app"],
  session: TestSession,
  username: string,
): Promise<void> => {
  const reserved = await app.inject({
    method: "POST",
    url: "/api/tps/pog/mint/states",
    payload: { username },
    headers: session.authorization,
  });
  if (reserved.statusCode !== 201) throw new Error(`${username} was not reserved: ${reserved.body}`);
};

/**
 * A request of a fresh gamer signed in by e-mail, prepared with that session: e-mail sign-ins do not draw on the
 * +91 budget of phone codes that one suite's many phone sign-ins share.
 */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByEmail(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const phoneGamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const as = (code: string, request: Recipe, app?: PogProvocation["app"]): PogProvocation =>
  app === undefined ? { request, code } : { request, code, app };

/** The gamer's mint state id (their name must be reserved). */
export const mintStateIdOf = async (testApp: TestApp, session: TestSession): Promise<string> => {
  const status = await testApp.app.inject({
    method: "GET",
    url: "/api/tps/pog/mint/status",
    headers: session.authorization,
  });
  const id = status.json<{ id: string | null }>().id;
  if (id === null) throw new Error(`No mint state: ${status.body}`);
  return id;
};

/** Gives the gamer a ready active avatar in slot 1, as a finished generation leaves it. */
export const readyAvatarFor = async (testApp: TestApp, session: TestSession): Promise<void> => {
  await testApp.database.db.execute(
    sql`insert into pog_avatar_slots (user_id, slot, category, character, style, status, avatar_key, avatar_source, avatar_attribution, avatar_created_at, active)
        values (${session.userId}, 1, 'Adventure', 'kai', 'classic', 'READY', ${`${randomUUID().replaceAll("-", "")}.jpg`}, 'composed', 'test', now(), true)`,
  );
  await testApp.database.db.execute(
    sql`update pog_mints set state = 'AVATAR_GENERATION_PENDING' where user_id = ${session.userId}`,
  );
};

/** A gamer with a reserved name and a ready avatar: the card can be minted. Answers the mint state id. */
export const readyToMint = async (testApp: TestApp, session: TestSession): Promise<string> => {
  await reservePogName(testApp.app, session, freshPogName());
  await readyAvatarFor(testApp, session);
  return mintStateIdOf(testApp, session);
};

/** A card recorded as minted (as the mint job leaves it), without a chain; answers its token id. */
const recordedCard = async (testApp: TestApp): Promise<number> => {
  const session = await sessionByEmail(testApp);
  const id = await readyToMint(testApp, session);
  const [row] = await testApp.database.db
    .update(pogMintsTable)
    .set({
      state: "MINTED",
      mintWallet: "0x000000000000000000000000000000000000bEEF",
      mintRequestedAt: new Date(),
      mintedAt: new Date(),
      mintAttempt: 1,
    })
    .where(eq(pogMintsTable.id, id))
    .returning({ tokenId: pogMintsTable.tokenId });
  if (row === undefined) throw new Error(`The mint ${id} was not recorded`);
  return row.tokenId;
};

const MINT_REQUEST = { state: "MINT_IN_PROGRESS" } as const;

/** Sends `request` as `session` through the app; fails unless it answers `status`. */
const prepared = async (
  testApp: TestApp,
  session: TestSession,
  request: InjectOptions,
  status: number,
): Promise<void> => {
  const response = await testApp.app.inject({
    ...request,
    headers: { ...request.headers, ...session.authorization },
  });
  if (response.statusCode !== status)
    throw new Error(
      `${request.method ?? "GET"} ${String(request.url)} answered ${response.statusCode}: ${response.body}`,
    );
};

/** Saves Kai's classic choice in the gamer's first slot. */
export const chooseKai = (testApp: TestApp, session: TestSession, slot = 1): Promise<void> =>
  prepared(
    testApp,
    session,
    { method: "POST", url: "/api/tps/pog/slot/save/style", payload: { slot, ...KAI_CLASSIC } },
    200,
  );

/** Gives the gamer `kcash` K-Cash base units. */
export const fundKcash = (testApp: TestApp, session: TestSession, kcash: number): Promise<unknown> =>
  ledgerOn(testApp.database).creditReward({
    userId: session.userId,
    currency: "KCASH",
    amount: kcash,
    idempotencyKey: `pog-requests:${randomUUID()}`,
  });

const admin =
  (make: () => InjectOptions) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signInAsAdmin(testApp);
    const request = make();
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const buySlot = (currency: string, key: string = randomUUID()): InjectOptions => ({
  method: "POST",
  url: "/api/tps/pog/slot/unlock",
  headers: { "idempotency-key": key },
  payload: { currency },
});

const selfie = (slot: number, bytes: Buffer): InjectOptions => ({
  method: "POST",
  url: `/api/tps/pog/slot/save/selfie?slot=${slot}`,
  headers: { "content-type": "image/jpeg" },
  payload: bytes,
});

export const POG_REQUESTS: { readonly [K in PogOperationId]: Recipe } = {
  checkPogName: () =>
    Promise.resolve({ method: "GET", url: `/api/tps/pog/mint/nft-image/${freshPogName()}` }),
  reservePogName: phoneGamer(() => ({
    method: "POST",
    url: "/api/tps/pog/mint/states",
    payload: { username: freshPogName() },
  })),
  getPogMintStatus: phoneGamer(() => ({ method: "GET", url: "/api/tps/pog/mint/status" })),
  getMyPogBadges: phoneGamer(() => ({ method: "GET", url: "/api/tps/pog/users/me/badges" })),
  getPogCardFront: async (testApp) => {
    const name = freshPogName();
    await reservePogName(testApp.app, await sessionByEmail(testApp), name);
    return { method: "GET", url: `/api/users/user-names/${name}/pog-card/front` };
  },
  getPogCardBack: async (testApp) => {
    const name = freshPogName();
    await reservePogName(testApp.app, await sessionByEmail(testApp), name);
    return { method: "GET", url: `/api/users/user-names/${name}/pog-card/back?locale=hi` };
  },
  listAvatarCategories: { method: "GET", url: "/api/tps/pog/mint/avatar/categories" },
  listAvatarCharacters: { method: "GET", url: "/api/tps/pog/mint/avatar/categories/Sci-Fi/characters" },
  listAvatarStyles: { method: "GET", url: "/api/tps/pog/mint/avatar/characters/kai/styles" },
  saveAvatarStyle: gamer(() => ({
    method: "POST",
    url: "/api/tps/pog/slot/save/style",
    payload: { slot: 1, ...KAI_CLASSIC },
  })),
  saveAvatarSelfie: gamer(() => selfie(1, SELFIE_WITH_FACE)),
  requestAvatarGeneration: gamer(async (testApp, session) => {
    await chooseKai(testApp, session);
    return { method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 1 } };
  }),
  listAvatarSlots: gamer(() => ({ method: "GET", url: "/api/tps/pog/slot/avatars" })),
  buyAvatarSlot: gamer(async (testApp, session) => {
    await fundKcash(testApp, session, 100_000);
    return buySlot("KCASH");
  }),
  setActiveAvatar: gamer(async (testApp, session) => {
    await testApp.database.db.execute(
      sql`insert into pog_avatar_slots (user_id, slot, category, character, style, status, avatar_key, avatar_source, avatar_attribution, avatar_created_at)
          values (${session.userId}, 1, 'Adventure', 'kai', 'classic', 'READY', ${`${randomUUID().replaceAll("-", "")}.jpg`}, 'composed', 'test', now())`,
    );
    return { method: "POST", url: "/api/tps/pog/activate", payload: { slot: 1 } };
  }),
  getPogAvatarStatus: gamer(() => ({ method: "GET", url: "/api/tps/pog/status" })),
  getPogPreferences: gamer(() => ({ method: "GET", url: "/api/tps/pog/users/preferences" })),
  updatePogPreferences: gamer(() => ({
    method: "PUT",
    url: "/api/tps/pog/users/preferences",
    payload: { preferredRole: "Quester", preferredPlatform: "Android" },
  })),
  getPogAdminSettings: admin(() => ({ method: "GET", url: "/api/admin/tps/pog/admin" })),
  updatePogAdminSettings: admin(() => ({
    method: "PUT",
    url: "/api/admin/tps/pog/admin",
    payload: { slotPrices: [{ currency: "KCASH", amount: 50_000, decimals: 2 }] },
  })),
  listPogMintStates: { method: "GET", url: "/api/tps/pog/mint/states" },
  getPogMintState: phoneGamer(async (testApp, session) => {
    await reservePogName(testApp.app, session, freshPogName());
    return { method: "GET", url: `/api/tps/pog/mint/state/${await mintStateIdOf(testApp, session)}` };
  }),
  requestPogMint: gamer(async (testApp, session) => ({
    method: "PUT",
    url: `/api/tps/pog/mint/state/${await readyToMint(testApp, session)}`,
    payload: MINT_REQUEST,
  })),
  getPogCollectionMetadata: { method: "GET", url: "/api/pog-nft/collection/meta-data" },
  getPogTokenMetadata: async (testApp: TestApp) => ({
    method: "GET",
    url: `/api/pog-nft/tokens/${await recordedCard(testApp)}`,
  }),
  listUserNfts: gamer(() => ({ method: "GET", url: "/api/nfts/user-nfts" })),
};

export const POG_PROVOCATIONS: {
  readonly [K in PogOperationId]?: Partial<Record<number, Recipe | PogProvocation>>;
} = {
  checkPogName: {
    400: { method: "GET", url: `/api/tps/pog/mint/nft-image/${"a".repeat(65)}` },
    422: as("PogUsernameInvalid", { method: "GET", url: "/api/tps/pog/mint/nft-image/ab%20cd" }),
  },
  getPogMintState: {
    400: gamer(() => ({ method: "GET", url: "/api/tps/pog/mint/state/not-a-uuid" })),
    404: as(
      "PogCardNotFound",
      gamer(() => ({ method: "GET", url: `/api/tps/pog/mint/state/${randomUUID()}` })),
    ),
  },
  requestPogMint: {
    400: gamer(() => ({
      method: "PUT",
      url: `/api/tps/pog/mint/state/${randomUUID()}`,
      payload: { state: "MINTED" },
    })),
    404: as(
      "PogCardNotFound",
      gamer(() => ({ method: "PUT", url: `/api/tps/pog/mint/state/${randomUUID()}`, payload: MINT_REQUEST })),
    ),
    // A name reserved, but no avatar yet.
    422: as(
      "MissionFailed",
      gamer(async (testApp, session) => {
        await reservePogName(testApp.app, session, freshPogName());
        return {
          method: "PUT",
          url: `/api/tps/pog/mint/state/${await mintStateIdOf(testApp, session)}`,
          payload: MINT_REQUEST,
        };
      }),
    ),
    // No chain to mint on.
    502: as(
      "PogMintFailed",
      gamer(async (testApp, session) => ({
        method: "PUT",
        url: `/api/tps/pog/mint/state/${await readyToMint(testApp, session)}`,
        payload: MINT_REQUEST,
      })),
      "unconfigured",
    ),
  },
  getPogTokenMetadata: {
    400: { method: "GET", url: "/api/pog-nft/tokens/0" },
    404: as("PogCardNotFound", { method: "GET", url: "/api/pog-nft/tokens/987654321" }),
  },
  // The chain's RPC does not answer.
  listUserNfts: {
    502: as(
      "DataFetchFailed",
      gamer(() => ({ method: "GET", url: "/api/nfts/user-nfts" })),
      "failingProviders",
    ),
  },
  reservePogName: {
    400: phoneGamer(() => ({ method: "POST", url: "/api/tps/pog/mint/states", payload: {} })),
    409: as(
      "PogUsernameTaken",
      phoneGamer(async (testApp) => {
        const username = freshPogName();
        await reservePogName(testApp.app, await sessionByPhone(testApp), username);
        return {
          method: "POST",
          url: "/api/tps/pog/mint/states",
          payload: { username: username.toUpperCase() },
        };
      }),
    ),
    422: as(
      "PogUsernameInvalid",
      phoneGamer(() => ({ method: "POST", url: "/api/tps/pog/mint/states", payload: { username: "no!" } })),
    ),
  },
  getPogCardFront: {
    400: { method: "GET", url: "/api/users/user-names/no!/pog-card/front" },
    404: as("PogCardNotFound", () =>
      Promise.resolve({ method: "GET", url: `/api/users/user-names/${freshPogName()}/pog-card/front` }),
    ),
  },
  getPogCardBack: {
    400: { method: "GET", url: `/api/users/user-names/${"a".repeat(13)}/pog-card/back` },
    404: as("PogCardNotFound", () =>
      Promise.resolve({ method: "GET", url: `/api/users/user-names/${freshPogName()}/pog-card/back` }),
    ),
  },
  listAvatarCharacters: {
    400: { method: "GET", url: "/api/tps/pog/mint/avatar/categories/Romance/characters" },
  },
  listAvatarStyles: {
    400: { method: "GET", url: "/api/tps/pog/mint/avatar/characters/NOT_AN_ID!/styles" },
    404: as("AvatarChoiceNotFound", {
      method: "GET",
      url: "/api/tps/pog/mint/avatar/characters/nobody/styles",
    }),
  },
  saveAvatarStyle: {
    400: gamer(() => ({ method: "POST", url: "/api/tps/pog/slot/save/style", payload: { slot: 1 } })),
    404: as(
      "AvatarChoiceNotFound",
      gamer(() => ({
        method: "POST",
        url: "/api/tps/pog/slot/save/style",
        payload: { slot: 1, category: "Horror", character: "kai", style: "classic" },
      })),
    ),
    409: as(
      "AvatarGenerationInProgress",
      gamer(async (testApp, session) => {
        await chooseKai(testApp, session);
        await prepared(
          testApp,
          session,
          { method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 1 } },
          202,
        );
        return { method: "POST", url: "/api/tps/pog/slot/save/style", payload: { slot: 1, ...KAI_CLASSIC } };
      }),
    ),
  },
  saveAvatarSelfie: {
    400: gamer(() => selfie(0, SELFIE_WITH_FACE)),
    404: as(
      "AvatarSlotNotFound",
      gamer(() => selfie(2, SELFIE_WITH_FACE)),
    ),
    409: as(
      "AvatarGenerationInProgress",
      gamer(async (testApp, session) => {
        await chooseKai(testApp, session);
        await prepared(
          testApp,
          session,
          { method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 1 } },
          202,
        );
        return selfie(1, SELFIE_WITH_FACE);
      }),
    ),
    422: as(
      "FaceNotDetected",
      gamer(() => selfie(1, PICTURE_WITHOUT_FACE)),
    ),
  },
  requestAvatarGeneration: {
    400: gamer(() => ({ method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: {} })),
    404: as(
      "AvatarSlotNotFound",
      gamer(() => ({ method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 3 } })),
    ),
    409: as(
      "AvatarStyleNotChosen",
      gamer(() => ({ method: "POST", url: "/api/tps/pog/slot/avatar/generate", payload: { slot: 1 } })),
    ),
  },
  buyAvatarSlot: {
    400: gamer(() => buySlot("KPOINTS")),
    402: as(
      "InsufficientBalance",
      gamer(() => buySlot("RKLEOS")),
    ),
    409: as(
      "AvatarSlotLimitReached",
      gamer(async (testApp, session) => {
        await fundKcash(testApp, session, 1_000_000);
        for (let slot = 2; slot <= 5; slot += 1) await prepared(testApp, session, buySlot("KCASH"), 201);
        return buySlot("KCASH");
      }),
    ),
    422: as(
      "IdempotencyKeyReused",
      gamer(async (testApp, session) => {
        await fundKcash(testApp, session, 100_000);
        const key = randomUUID();
        await prepared(testApp, session, buySlot("KCASH", key), 201);
        return buySlot("RKLEOS", key);
      }),
    ),
  },
  setActiveAvatar: {
    400: gamer(() => ({ method: "POST", url: "/api/tps/pog/activate", payload: { slot: "one" } })),
    404: as(
      "AvatarSlotNotFound",
      gamer(() => ({ method: "POST", url: "/api/tps/pog/activate", payload: { slot: 2 } })),
    ),
    409: as(
      "AvatarNotReady",
      gamer(() => ({ method: "POST", url: "/api/tps/pog/activate", payload: { slot: 1 } })),
    ),
  },
  updatePogPreferences: {
    400: gamer(() => ({
      method: "PUT",
      url: "/api/tps/pog/users/preferences",
      payload: { preferredRole: "King" },
    })),
  },
  getPogAdminSettings: {
    403: as(
      "AdminRoleRequired",
      gamer(() => ({ method: "GET", url: "/api/admin/tps/pog/admin" })),
    ),
  },
  updatePogAdminSettings: {
    400: admin(() => ({ method: "PUT", url: "/api/admin/tps/pog/admin", payload: { slotPrices: [] } })),
    403: as(
      "AdminRoleRequired",
      gamer(() => ({
        method: "PUT",
        url: "/api/admin/tps/pog/admin",
        payload: { slotPrices: [{ currency: "KCASH", amount: 1, decimals: 2 }] },
      })),
    ),
  },
};
