import { pogAvatarSlotsTable } from "@/server/db/schema/pog";
import { eq } from "drizzle-orm";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";
import { Effect, Layer } from "effect";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import {
  authEventsTable,
  codeChallengesTable,
  devInboxMessagesTable,
  userIdentitiesTable,
  usersTable,
} from "@/server/db/schema/accounts";
import { Database } from "@/server/db/database";
import { PayoutRepository } from "@/server/db/repositories/payout-repository";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { UserRepository, userRepository } from "@/server/db/repositories/user-repository";
import type { SuccessBody } from "@/server/http/operations";
import { VerifiedTokens } from "@/server/services/auth/verified-tokens";
import { runDueAccountErasures } from "@/server/jobs/account-erasure";
import { AccountErasures } from "@/server/services/users/account-erasures";
import { contractOperations, contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import {
  freshBrazilianNumber,
  freshEmail,
  signInByEmail,
  type TestSession,
  sessionByPhone,
} from "@/server/testing/sign-in";
import {
  TEST_TELEGRAM_BOT,
  evmSigner,
  signedWalletProof,
  telegramLogin,
} from "@/server/testing/sign-in-proofs";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

type Profile = SuccessBody<"getUserProfile">;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seedDemoData: false, telegram: TEST_TELEGRAM_BOT });
});

afterAll(async () => {
  await testApp.app.close();
});

const as = (session: TestSession, request: InjectOptions) =>
  testApp.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const profileOf = async (session: TestSession): Promise<Profile> => {
  const response = await as(session, { url: "/api/users/me/profile" });
  expect(response.statusCode, response.body).toBe(200);
  expect(contractResponse("getUserProfile", 200).validate(response.json())).toEqual([]);
  return response.json<Profile>();
};

/** The erasure job's calls on the test app's database, as the app's runtime runs them for the job. */
const runErasures = <A, E>(effect: Effect.Effect<A, E, AccountErasures>): Promise<A> =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(
        AccountErasures.layer.pipe(
          Layer.provideMerge(Layer.mergeAll(VerifiedTokens.layer, RememberedProgress.layer)),
          Layer.provideMerge(
            Layer.mergeAll(
              UserRepository.layer,
              AuthRepository.layer,
              CampaignProgressRepository.layer,
              PayoutRepository.layer,
            ),
          ),
          Layer.provideMerge(Database.layer(testApp.database)),
        ),
      ),
    ),
  );

/** One run of the erasure job's work for every request due at `now`; answers how many it erased. */
const eraseDueAccounts = (now: Date): Promise<number> => runDueAccountErasures(runErasures, now);

const patch = (session: TestSession, payload: Record<string, unknown>) =>
  as(session, { method: "PATCH", url: "/api/users/me/profile", payload });

const setUsername = (session: TestSession, username: string) =>
  as(session, { method: "POST", url: "/api/users/username", payload: { username } });

describe("getUserProfile", () => {
  it("answers the signed-in account's own profile", async () => {
    const session = await sessionByPhone(testApp);
    const profile = await profileOf(session);
    expect(profile).toMatchObject({
      id: session.userId,
      username: null,
      firstName: null,
      email: null,
      emailVerified: false,
      phoneNumber: session.phoneNumber,
      phoneVerified: true,
      pictureUrl: null,
    });
    expect(Object.values(profile.socialStatuses).every((status) => !status.isActive)).toBe(true);
    expect(Date.now() - Date.parse(profile.createdAt)).toBeLessThan(60_000);
  });
});

describe("getMyMarket", () => {
  const marketOf = async (request: InjectOptions) => {
    const response = await testApp.app.inject({ url: "/api/users/me/market", ...request });
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("getMyMarket", 200).validate(response.json())).toEqual([]);
    return response.json<SuccessBody<"getMyMarket">>();
  };
  const usAddress = "8.8.8.8";

  it("places a guest by the address, and nowhere when the address is unknown", async () => {
    expect(await marketOf({ remoteAddress: usAddress })).toEqual({
      country: "US",
      source: "address",
      storeRegion: "Other",
      fiatCurrency: "USD",
      fiatPerUsdt: 100,
      fiatDecimals: 2,
    });
    expect(await marketOf({ remoteAddress: "10.1.2.3" })).toEqual({
      country: null,
      source: "unknown",
      storeRegion: "Other",
      fiatCurrency: "USD",
      fiatPerUsdt: 100,
      fiatDecimals: 2,
    });
  });

  it("places a gamer by the verified phone's country before the address, and by the profile's before both", async () => {
    const brazilian = await sessionByPhone(testApp, freshBrazilianNumber());
    expect(await marketOf({ headers: brazilian.authorization, remoteAddress: usAddress })).toEqual({
      country: "BR",
      source: "phone",
      storeRegion: "BR",
      fiatCurrency: "BRL",
      fiatPerUsdt: 560,
      fiatDecimals: 2,
    });
    expect((await patch(brazilian, { countryCode: "IN" })).statusCode).toBe(200);
    expect(await marketOf({ headers: brazilian.authorization, remoteAddress: usAddress })).toEqual({
      country: "IN",
      source: "profile",
      storeRegion: "IN",
      fiatCurrency: "INR",
      fiatPerUsdt: 8_500,
      fiatDecimals: 2,
    });
  });

  it("places a gamer without a phone or a profile country by the address", async () => {
    const byEmail = await signInByEmail(testApp.app);
    expect(await marketOf({ headers: byEmail.authorization, remoteAddress: usAddress })).toMatchObject({
      country: "US",
      source: "address",
      fiatCurrency: "USD",
    });
  });
});

describe("updateUserProfile", () => {
  it.each([
    ["Jo hn", "validation.firstName.noSpaces", "spacing not allowed"],
    ["J0hn", "validation.firstName.alphabetsOnly", "only alphabets allowed"],
    ["Jo-hn", "validation.firstName.specialCharacters", "special characters not allowed"],
    ["Jo", "validation.firstName.length", "min 3 and max 15 characters"],
    ["Abcdefghijklmnop", "validation.firstName.length", "min 3 and max 15 characters"],
  ])("refuses the first name %j with the spec's message", async (firstName, messageId, message) => {
    const session = await sessionByPhone(testApp);
    const problem = expectProblem(await patch(session, { firstName }), 400, "ValidationFailed");
    expect(problem).toMatchObject({ field: "firstName", messageId, detail: message });
    expect((await profileOf(session)).firstName).toBeNull();
  });

  it("changes only the fields sent; null and an empty first name clear", async () => {
    const session = await sessionByPhone(testApp);
    const changed = await patch(session, {
      firstName: "João",
      city: "Pune",
      countryCode: "IN",
      preferredRole: "Quester",
      preferredPlatform: "Android",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(contractResponse("updateUserProfile", 200).validate(changed.json())).toEqual([]);
    expect(changed.json()).toMatchObject({ firstName: "João", city: "Pune", preferredRole: "Quester" });

    const cleared = await patch(session, { city: null, firstName: "" });
    expect(cleared.json()).toMatchObject({
      firstName: null,
      city: null,
      countryCode: "IN",
      preferredRole: "Quester",
      preferredPlatform: "Android",
    });
    expect(await profileOf(session)).toMatchObject({ firstName: null, city: null, countryCode: "IN" });
  });

  it.each([
    ["nothing to change", {}],
    ["an unknown field", { nickname: "ace" }],
    ["a lower-case country", { countryCode: "in" }],
    ["a role the contract does not know", { preferredRole: "Admin" }],
  ])("refuses %s", async (_case, payload) => {
    const session = await sessionByPhone(testApp);
    expectProblem(await patch(session, payload), 400, "ValidationFailed");
  });
});

describe("usernames", () => {
  it.each([
    ["a b cd", "validation.siteUsername.noSpaces", "Spaces are not allowed in the username"],
    ["ab$cd", "validation.siteUsername.specialCharacters", "no special characters allowed"],
    ["abcd", "validation.siteUsername.length", "min 5 and max 10 characters"],
    ["abcdefghijk", "validation.siteUsername.length", "min 5 and max 10 characters"],
  ])("refuses %j with the spec's message, and says so when asked", async (username, messageId, message) => {
    const session = await sessionByPhone(testApp);
    const problem = expectProblem(await setUsername(session, username), 400, "ValidationFailed");
    expect(problem).toMatchObject({ field: "username", messageId, detail: message });
    const check = await as(session, {
      method: "POST",
      url: "/api/users/verify-username",
      payload: { username },
    });
    expect(check.json()).toEqual({ username, available: false, messageId, message });
  });

  it("takes a name once regardless of case, and answers availability", async () => {
    const owner = await sessionByPhone(testApp);
    const other = await sessionByPhone(testApp);
    const name = `Ace${String(Date.now()).slice(-6)}`;
    const taken = await setUsername(owner, name);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<Profile>().username).toBe(name);

    const clash = await setUsername(other, name.toUpperCase());
    expect(expectProblem(clash, 409, "UsernameTaken")["detail"]).toBe("Username already taken");
    expect(contractResponse("updateUsername", 409).validate(clash.json())).toEqual([]);

    const forOther = await as(other, { url: `/api/users/username?username=${name.toLowerCase()}` });
    expect(forOther.json()).toEqual({
      username: name.toLowerCase(),
      available: false,
      messageId: "errors.UsernameTaken",
      message: "Username already taken",
    });
    // The owner's own name is free for the owner, who may change its case.
    const forOwner = await as(owner, { url: `/api/users/username?username=${name.toLowerCase()}` });
    expect(forOwner.json()).toEqual({ username: name.toLowerCase(), available: true });
    expect((await setUsername(owner, name.toLowerCase())).json<Profile>().username).toBe(name.toLowerCase());
    const free = await as(other, {
      method: "POST",
      url: "/api/users/verify-username",
      payload: { username: "Free12345" },
    });
    expect(free.json()).toEqual({ username: "Free12345", available: true });
  });
});

describe("wallets", () => {
  it("answers the account's custodial address and its linked wallets only", async () => {
    const session = await sessionByPhone(testApp);
    const wallets = await as(session, { url: "/api/users/me/wallets" });
    expect(wallets.statusCode).toBe(200);
    expect(contractResponse("getUserWallets", 200).validate(wallets.json())).toEqual([]);
    const body = wallets.json<SuccessBody<"getUserWallets">>();
    expect(body).toEqual({
      evmWalletAddress: (await profileOf(session)).evmWalletAddress,
      linkedWallets: [],
    });
    expect(body.evmWalletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });
});

describe("every account route is the caller's own", () => {
  it("has no route that takes another user's id", () => {
    const accountPaths = contractOperations()
      .filter((operation) => /^\/api\/users\/me\b/.test(operation.path))
      .map((operation) => operation.path);
    expect(accountPaths.length).toBeGreaterThan(0);
    for (const path of accountPaths) expect(path).not.toMatch(/\{/);
  });

  it("lets A's token reach A's data only, whatever A changes", async () => {
    const a = await sessionByPhone(testApp);
    const b = await signInByEmail(testApp.app);
    const bBefore = await profileOf(b);

    expect((await patch(a, { firstName: "Asha", city: "Goa" })).statusCode).toBe(200);
    expect((await setUsername(a, `Own${String(Date.now()).slice(-6)}`)).statusCode).toBe(200);
    const signer = evmSigner();
    expect(
      (
        await as(a, {
          method: "POST",
          url: "/api/wallets/third-party/verify-wallet",
          payload: await signedWalletProof(testApp.app, signer),
        })
      ).statusCode,
    ).toBe(201);
    expect((await as(a, { method: "POST", url: "/api/users/me/deletion-request" })).statusCode).toBe(201);

    // The deletion request ended A's sessions; A signs back in to look.
    const aProfile = await profileOf(await sessionByPhone(testApp, a.phoneNumber));
    expect(aProfile).toMatchObject({ id: a.userId, firstName: "Asha", city: "Goa" });
    expect(aProfile.socialStatuses.wallet.isActive).toBe(true);
    // B is untouched: profile, wallets, deletion request, sessions.
    expect(await profileOf(b)).toEqual(bBefore);
    const bWallets = await as(b, { url: "/api/users/me/wallets" });
    expect(bWallets.json<SuccessBody<"getUserWallets">>().linkedWallets).toEqual([]);
    expectProblem(await as(b, { url: "/api/users/me/deletion-request" }), 404, "DeletionRequestNotFound");
    const bRefresh = await testApp.app.inject({
      method: "POST",
      url: "/api/authentication/token/refresh",
      payload: { refreshToken: b.refreshToken },
    });
    expect(bRefresh.statusCode).toBe(201);
    // And asking for B's profile by id reaches no route.
    expect((await as(a, { url: `/api/users/${b.userId}/profile` })).statusCode).toBe(404);
  });
});

describe("deletion", () => {
  it("is initiated once, signs out everywhere at once, and is erased by the job after the grace period", async () => {
    const session = await sessionByPhone(testApp);
    const otherSignIn = await sessionByPhone(testApp, session.phoneNumber);
    const email = freshEmail();
    await testApp.database.db
      .update(usersTable)
      .set({ email, emailVerifiedAt: new Date(), username: `Del${String(Date.now()).slice(-6)}` })
      .where(eq(usersTable.id, session.userId));
    const linked = await as(session, {
      method: "POST",
      url: "/api/social-auth/link-telegram",
      payload: telegramLogin(),
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expectProblem(
      await as(session, { url: "/api/users/me/deletion-request" }),
      404,
      "DeletionRequestNotFound",
    );

    const before = Date.now();
    const first = await as(session, { method: "POST", url: "/api/users/me/deletion-request" });
    expect(first.statusCode, first.body).toBe(201);
    expect(contractResponse("requestAccountDeletion", 201).validate(first.json())).toEqual([]);
    const deletion = first.json<SuccessBody<"requestAccountDeletion">>();
    expect(deletion.status).toBe("initiated");
    expect(Date.parse(deletion.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(deletion.eraseAfter) - Date.parse(deletion.requestedAt)).toBe(
      ACCOUNT_DELETION_GRACE_MS,
    );
    expect(first.headers["set-cookie"]).toBeDefined();

    // Every sign-in of the account ends at once: no refresh token works any more.
    for (const refreshToken of [session.refreshToken, otherSignIn.refreshToken]) {
      const refreshed = await testApp.app.inject({
        method: "POST",
        url: "/api/authentication/token/refresh",
        payload: { refreshToken },
      });
      expectProblem(refreshed, 400, "InvalidRefreshToken");
    }

    // ... and no access token either, though each is still within its 15 minutes.
    for (const signIn of [session, otherSignIn]) {
      expectProblem(await as(signIn, { url: "/api/users/me/profile" }), 401, "TokenDecodeFailed");
    }
    // Signing in again within the grace period finds the request already made.
    const back = await sessionByPhone(testApp, session.phoneNumber);
    expect(back.userId).toBe(session.userId);
    expect((await as(back, { url: "/api/users/me/deletion-request" })).json()).toEqual(deletion);
    const again = await as(back, { method: "POST", url: "/api/users/me/deletion-request" });
    expect(again.json()).toEqual({ ...deletion, status: "alreadyRequested" });
    // Asking again signs out again, like the first time.
    expectProblem(await as(back, { url: "/api/users/me/profile" }), 401, "TokenDecodeFailed");

    // A POG selfie, kept privately until now.
    await testApp.database.db.insert(pogAvatarSlotsTable).values({
      userId: session.userId,
      slot: 1,
      selfieKey: "0123456789abcdef0123456789abcdef.jpg",
      faceBox: { x: 1, y: 2, width: 30, height: 30 },
    });

    // Not before the grace period is over.
    expect(await eraseDueAccounts(new Date())).toBe(0);
    const later = new Date(Date.parse(deletion.eraseAfter) + 1000);
    const due = await userRepository.dueDeletions(testApp.database.db, later);
    expect(due.map((request) => request.userId)).toContain(session.userId);
    // Two workers at once, then another run: each account is erased once.
    const runs = await Promise.all([eraseDueAccounts(later), eraseDueAccounts(later)]);
    expect(runs.reduce((sum, erased) => sum + erased, 0)).toBe(due.length);
    expect(await eraseDueAccounts(later)).toBe(0);
    expect(
      (await userRepository.dueDeletions(testApp.database.db, later)).map((r) => r.userId),
    ).not.toContain(session.userId);

    const [row] = await testApp.database.db
      .select()
      .from(usersTable)
      .where(eq(usersTable.id, session.userId));
    expect(row).toMatchObject({
      username: null,
      firstName: null,
      email: null,
      emailVerifiedAt: null,
      phoneNumber: null,
      phoneVerifiedAt: null,
    });
    expect(row?.erasedAt).toEqual(later);
    const identities = await testApp.database.db
      .select()
      .from(userIdentitiesTable)
      .where(eq(userIdentitiesTable.userId, session.userId));
    expect(identities).toEqual([]);
    expect(
      await testApp.database.db
        .select({ selfieKey: pogAvatarSlotsTable.selfieKey, faceBox: pogAvatarSlotsTable.faceBox })
        .from(pogAvatarSlotsTable)
        .where(eq(pogAvatarSlotsTable.userId, session.userId)),
    ).toEqual([{ selfieKey: null, faceBox: null }]);
    // No trace of the number is left in codes, the dev inbox or the abuse-limit counters.
    const phone = session.phoneNumber;
    expect(
      await testApp.database.db
        .select()
        .from(codeChallengesTable)
        .where(eq(codeChallengesTable.recipient, phone)),
    ).toEqual([]);
    expect(
      await testApp.database.db
        .select()
        .from(devInboxMessagesTable)
        .where(eq(devInboxMessagesTable.recipient, phone)),
    ).toEqual([]);
    expect(
      (await testApp.database.db.select().from(authEventsTable)).filter((event) => event.key.includes(phone)),
    ).toEqual([]);
    expect(await userRepository.findDeletionRequest(testApp.database.db, session.userId)).toMatchObject({
      erasedAt: later,
    });
    expectProblem(await as(back, { url: "/api/users/me/profile" }), 401, "TokenDecodeFailed");

    // The number is free again: signing in with it makes a new account.
    const fresh = await sessionByPhone(testApp, session.phoneNumber);
    expect(fresh.userId).not.toBe(session.userId);
  });
});

describe("changing one's mind", () => {
  it("withdraws a pending deletion: nothing is erased when the grace period ends", async () => {
    const session = await sessionByPhone(testApp);
    expect((await as(session, { method: "POST", url: "/api/users/me/deletion-request" })).statusCode).toBe(
      201,
    );
    const back = await sessionByPhone(testApp, session.phoneNumber);
    const cancelled = await as(back, { method: "DELETE", url: "/api/users/me/deletion-request" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(contractResponse("cancelAccountDeletion", 200).validate(cancelled.json())).toEqual([]);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expectProblem(await as(back, { url: "/api/users/me/deletion-request" }), 404, "DeletionRequestNotFound");
    expectProblem(
      await as(back, { method: "DELETE", url: "/api/users/me/deletion-request" }),
      404,
      "DeletionRequestNotFound",
    );

    const afterGrace = new Date(Date.now() + ACCOUNT_DELETION_GRACE_MS + 60_000);
    expect(
      (await userRepository.dueDeletions(testApp.database.db, afterGrace)).map((r) => r.userId),
    ).not.toContain(session.userId);
    await eraseDueAccounts(afterGrace);
    expect((await profileOf(back)).phoneNumber).toBe(session.phoneNumber);
  });
});
