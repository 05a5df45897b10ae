import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { Clock, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOFF_CODE_TTL_MS } from "@/domain/third-party/handoff";
import { thirdPartyHandoffsTable } from "@/server/db/schema/quests";
import { SessionRevocations } from "@/server/services/auth/session-revocations";
import { VerifiedTokens } from "@/server/services/auth/verified-tokens";
import { Tokens } from "@/server/services/auth/tokens";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { ThirdPartyRepository } from "@/server/db/repositories/third-party-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository } from "@/server/db/repositories/campaign-repository";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { type TestSession, sessionByPhone } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { createTestThirdPartyClient, testPartnerToken } from "@/server/testing/third-party";
import { createTestQuest } from "@/server/testing/quests";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the third-party handoff", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  const redirectFor = async (session: TestSession, clientId: string) => {
    const response = await testApp.app.inject({
      url: `/api/third-party-client/redirect-url?clientId=${clientId}`,
      headers: session.authorization,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(contractResponse("getThirdPartyRedirectUrl", 200).validate(response.json())).toEqual([]);
    const url = new URL(response.json<{ redirectUrl: string }>().redirectUrl);
    return { url, code: url.searchParams.get("code") ?? "" };
  };

  const exchange = (payload: { clientId: string; clientSecret: string; code: string }) =>
    testApp.app.inject({ method: "POST", url: "/api/third-party-client/auth-tokens", payload });

  it("sends the gamer to the client's URL with a code and nothing else, and keeps only the code's hash", async () => {
    const client = await createTestThirdPartyClient(testApp);
    const session = await sessionByPhone(testApp);
    const { url, code } = await redirectFor(session, client.clientId);

    expect(`${url.origin}${url.pathname}`).toBe("https://play.bullieverse.example/kleos/callback");
    expect([...url.searchParams.keys()]).toEqual(["lang", "code"]);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.toString()).not.toContain(session.accessToken);
    expect(url.toString()).not.toContain(session.userId);

    const rows = await testApp.database.db
      .select()
      .from(thirdPartyHandoffsTable)
      .where(eq(thirdPartyHandoffsTable.userId, session.userId));
    expect(rows.map((row) => row.codeHash)).toEqual([sha256(code)]);
  });

  it("trades the code and the secret for the gamer and a partner token", async () => {
    const client = await createTestThirdPartyClient(testApp);
    const session = await sessionByPhone(testApp);
    const named = await testApp.app.inject({
      method: "POST",
      url: "/api/users/username",
      headers: session.authorization,
      payload: { username: `Hand${process.pid % 100_000}`.slice(0, 10) },
    });
    expect(named.statusCode, named.body).toBe(200);
    const { code } = await redirectFor(session, client.clientId);

    const response = await exchange({ clientId: client.clientId, clientSecret: client.clientSecret, code });
    expect(response.statusCode, response.body).toBe(201);
    expect(contractResponse("exchangeHandoffCode", 201).validate(response.json())).toEqual([]);
    const tokens = response.json<{
      userId: string;
      username: string;
      accessToken: string;
      expiresIn: number;
    }>();
    expect(tokens.userId).toBe(session.userId);
    expect(tokens.username).toBe(named.json<{ username: string }>().username);
    expect(tokens.expiresIn).toBeGreaterThan(0);
    expect(tokens.expiresIn).toBeLessThanOrEqual(testApp.config.accessTokenTtlSeconds);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.sub).toBe(session.userId);
    expect(claims.aud).toBe("kleos-partner");
    expect(claims["scope"]).toBe("gamer:read quests:read");
    expect(claims["client_id"]).toBe(client.clientId);

    // The partner learns who the gamer is, and nothing more.
    const partner = { authorization: `Bearer ${tokens.accessToken}` };
    const gamer = await testApp.app.inject({ url: "/api/third-party-client/gamer", headers: partner });
    expect(gamer.statusCode, gamer.body).toBe(200);
    expect(contractResponse("getPartnerGamer", 200).validate(gamer.json())).toEqual([]);
    expect(gamer.json()).toEqual({ userId: session.userId, username: tokens.username });
    // It holds no account: the gamer's own operations refuse it.
    expectProblem(
      await testApp.app.inject({ url: "/api/users/me/profile", headers: partner }),
      401,
      "TokenDecodeFailed",
    );
  });

  it("shows a partner the gamer's progress in its own game's quests, and no other", async () => {
    const ownQuest = await createTestQuest(testApp.database.db);
    const otherQuest = await createTestQuest(testApp.database.db, { game: "colexion" });
    expect(otherQuest.gameId).not.toBe(ownQuest.gameId);
    const { partnerToken, session } = await testPartnerToken(testApp, { gameId: ownQuest.gameId ?? 0 });
    const partner = { authorization: `Bearer ${partnerToken}` };
    const statusOf = (questId: string, headers: Record<string, string> = partner) =>
      testApp.app.inject({ url: `/api/third-party-client/quest-status?questId=${questId}`, headers });

    const before = await statusOf(ownQuest.id);
    expect(before.statusCode, before.body).toBe(200);
    expect(contractResponse("getPartnerQuestStatus", 200).validate(before.json())).toEqual([]);
    expect(before.json()).toMatchObject({ questId: ownQuest.id, started: false });
    // The same answer the gamer's own call gives.
    const own = await testApp.app.inject({
      url: `/api/quest/queststatus?questId=${ownQuest.id}`,
      headers: session.authorization,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(before.json()).toEqual(own.json());

    expectProblem(await statusOf(otherQuest.id), 404, "CampaignNotFound");
    const gameless = await testPartnerToken(testApp);
    expectProblem(
      await statusOf(ownQuest.id, { authorization: `Bearer ${gameless.partnerToken}` }),
      404,
      "CampaignNotFound",
    );
    // A gamer's token is not a partner's.
    expectProblem(await statusOf(ownQuest.id, session.authorization), 401, "TokenDecodeFailed");
    expectProblem(await statusOf(ownQuest.id, {}), 401, "SignInRequired");
  });

  it("ends a partner token with the gamer's sessions (a deletion request)", async () => {
    const { partnerToken, session } = await testPartnerToken(testApp);
    const partner = { authorization: `Bearer ${partnerToken}` };
    expect(
      (await testApp.app.inject({ url: "/api/third-party-client/gamer", headers: partner })).statusCode,
    ).toBe(200);
    const deletion = await testApp.app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    expect(deletion.statusCode, deletion.body).toBe(201);
    expectProblem(
      await testApp.app.inject({ url: "/api/third-party-client/gamer", headers: partner }),
      401,
      "TokenDecodeFailed",
    );
  });

  it("takes a code once: a second trade is refused, and of many at once exactly one succeeds", async () => {
    const client = await createTestThirdPartyClient(testApp);
    const session = await sessionByPhone(testApp);
    const first = await redirectFor(session, client.clientId);
    const payload = { clientId: client.clientId, clientSecret: client.clientSecret, code: first.code };
    expect((await exchange(payload)).statusCode).toBe(201);
    expectProblem(await exchange(payload), 400, "HandoffCodeInvalid");

    const second = await redirectFor(session, client.clientId);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => exchange({ ...payload, code: second.code })),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      201, 400, 400, 400, 400, 400, 400, 400,
    ]);
  });

  it("refuses a wrong secret with 401 and leaves the code usable", async () => {
    const client = await createTestThirdPartyClient(testApp);
    const session = await sessionByPhone(testApp);
    const { code } = await redirectFor(session, client.clientId);
    const wrong = await exchange({
      clientId: client.clientId,
      clientSecret: `${client.clientSecret}x`,
      code,
    });
    expectProblem(wrong, 401, "ThirdPartyClientUnauthorized");
    const unknown = await exchange({
      clientId: "kc_0000000000000000",
      clientSecret: client.clientSecret,
      code,
    });
    expectProblem(unknown, 401, "ThirdPartyClientUnauthorized");
    expect(
      (await exchange({ clientId: client.clientId, clientSecret: client.clientSecret, code })).statusCode,
    ).toBe(201);
  });

  it("refuses a code made for another client, without using it up", async () => {
    const mine = await createTestThirdPartyClient(testApp);
    const other = await createTestThirdPartyClient(testApp, { name: "Colexion" });
    const session = await sessionByPhone(testApp);
    const { code } = await redirectFor(session, mine.clientId);
    expectProblem(
      await exchange({ clientId: other.clientId, clientSecret: other.clientSecret, code }),
      400,
      "HandoffCodeInvalid",
    );
    expect(
      (await exchange({ clientId: mine.clientId, clientSecret: mine.clientSecret, code })).statusCode,
    ).toBe(201);
  });

  it("refuses an unknown client, and a caller who is not signed in", async () => {
    const session = await sessionByPhone(testApp);
    expectProblem(
      await testApp.app.inject({
        url: "/api/third-party-client/redirect-url?clientId=kc_nobody",
        headers: session.authorization,
      }),
      404,
      "ThirdPartyClientNotFound",
    );
    const client = await createTestThirdPartyClient(testApp);
    expectProblem(
      await testApp.app.inject({ url: `/api/third-party-client/redirect-url?clientId=${client.clientId}` }),
      401,
      "SignInRequired",
    );
  });

  it("ends a code with the gamer's sessions (a deletion request)", async () => {
    const client = await createTestThirdPartyClient(testApp);
    const session = await sessionByPhone(testApp);
    const { code } = await redirectFor(session, client.clientId);
    const deletion = await testApp.app.inject({
      method: "POST",
      url: "/api/users/me/deletion-request",
      headers: session.authorization,
    });
    expect(deletion.statusCode, deletion.body).toBe(201);
    expectProblem(
      await exchange({ clientId: client.clientId, clientSecret: client.clientSecret, code }),
      400,
      "HandoffCodeInvalid",
    );
  });

  describe("by the clock", () => {
    const T0 = Date.parse("2026-11-21T10:00:00.000Z");
    const clockAt = (ms: number): Clock.Clock => ({
      currentTimeMillisUnsafe: () => ms,
      currentTimeMillis: Effect.succeed(ms),
      currentTimeNanosUnsafe: () => BigInt(ms) * 1_000_000n,
      currentTimeNanos: Effect.succeed(BigInt(ms) * 1_000_000n),
      monotonicTimeNanosUnsafe: () => BigInt(ms) * 1_000_000n,
      monotonicTimeNanos: Effect.succeed(BigInt(ms) * 1_000_000n),
      sleep: () => Effect.void,
    });

    const at = <A, E>(ms: number, effect: Effect.Effect<A, E, ThirdPartyHandoffs | Tokens>) => {
      const runtime = ManagedRuntime.make(
        Layer.mergeAll(
          ThirdPartyHandoffs.layer({ allowLoopbackHttp: true }),
          Tokens.layer({ privateKeyPem: undefined, accessTtlSeconds: 900 }),
        ).pipe(
          Layer.provide(
            Layer.mergeAll(
              SessionRevocations.layer({ accessTtlSeconds: 900, redis: undefined }),
              CampaignListings.layer,
              VerifiedTokens.layer,
            ),
          ),
          Layer.provide(
            Layer.mergeAll(
              AuthRepository.layer,
              UserRepository.layer,
              GameRepository.layer,
              ThirdPartyRepository.layer,
              CampaignRepository.layer,
              CampaignProgressRepository.layer,
            ),
          ),
          Layer.provide(Database.layer(testApp.database)),
        ),
      );
      return runtime
        .runPromiseExit(Effect.provideService(effect, Clock.Clock, clockAt(ms)))
        .finally(() => runtime.dispose());
    };

    const codeIn = (url: string) => new URL(url).searchParams.get("code") ?? "";

    it("lets a code be traded until 60 s after it was made, and not from then on", async () => {
      const client = await createTestThirdPartyClient(testApp);
      const { userId } = await sessionByPhone(testApp);
      const make = ThirdPartyHandoffs.use((handoffs) => handoffs.getRedirectUrl(userId, client.clientId));
      const trade = (code: string) =>
        ThirdPartyHandoffs.use((handoffs) =>
          handoffs.exchangeCode({ clientId: client.clientId, clientSecret: client.clientSecret, code }),
        );

      const early = await at(T0, make);
      const late = await at(T0, make);
      if (!Exit.isSuccess(early) || !Exit.isSuccess(late)) throw new Error("No handoff code was made");

      const justInTime = await at(T0 + HANDOFF_CODE_TTL_MS - 1, trade(codeIn(early.value.redirectUrl)));
      expect(Exit.isSuccess(justInTime) && justInTime.value.userId).toBe(userId);

      const tooLate = await at(T0 + HANDOFF_CODE_TTL_MS, trade(codeIn(late.value.redirectUrl)));
      expect(Exit.isFailure(tooLate)).toBe(true);
      expect(JSON.stringify(tooLate)).toContain("HandoffCodeInvalid");
    });
  });
});
