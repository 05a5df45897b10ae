import { Clock, Effect, Layer } from "effect";
import type { InjectOptions } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp, type KleosApp } from "@/server/build-app";
import { Notifications } from "@/server/services/notifications/notifications";
import { Ledger } from "@/server/services/wallet/ledger";
import {
  newBrowserKeys,
  startFakePushService,
  type FakePushService,
} from "@/server/testing/fakes/fake-push-service";
import { settingsInput } from "@/server/testing/notification-requests";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, quickProofsOfWork, type TestApp } from "@/server/testing/test-app";

/** The clock every service reads; the test moves it. */
let nowMs = Date.now();
const testClock: Clock.Clock = {
  currentTimeMillisUnsafe: () => nowMs,
  currentTimeMillis: Effect.sync(() => nowMs),
  currentTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
  currentTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
  monotonicTimeNanosUnsafe: () => BigInt(nowMs) * 1_000_000n,
  monotonicTimeNanos: Effect.sync(() => BigInt(nowMs) * 1_000_000n),
  sleep: () => Effect.void,
};

let base: TestApp;
let kleos: KleosApp;
let push: FakePushService;

beforeAll(async () => {
  push = await startFakePushService();
  base = await createTestApp();
  kleos = await buildApp({
    config: base.config,
    database: base.database,
    layer: Layer.merge(quickProofsOfWork, Layer.succeed(Clock.Clock, testClock)) as Layer.Layer<never>,
  });
});
afterAll(async () => {
  await kleos.app.close();
  await base.app.close();
  await push.close();
});
beforeEach(() => {
  nowMs = Date.now();
});

const as = (session: TestSession, request: InjectOptions) =>
  kleos.app.inject({ ...request, headers: { ...request.headers, ...session.authorization } });

const subscribe = async (session: TestSession, path: string) => {
  const keys = newBrowserKeys();
  push.browser(path, keys);
  const response = await as(session, {
    method: "POST",
    url: "/api/notifications/push/subscriptions",
    payload: {
      endpoint: `${push.url}${path}`,
      locale: "en",
      keys: { p256dh: keys.ecdh.getPublicKey().toString("base64url"), auth: keys.auth.toString("base64url") },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return keys;
};

const deliver = (userId: string) =>
  kleos.runtime.run(Notifications.use((n) => n.deliverNotifications(userId)));

const kpointsOf = async (userId: string) =>
  (await kleos.runtime.run(Ledger.use((ledger) => ledger.balanceOf(userId, "KPOINTS")))).amount;

describe("the notification centre", () => {
  it("pushes a credited reward to a gamer who allowed notifications, signed with VAPID and encrypted", async () => {
    const gamer = await sessionByPhone(kleos);
    await subscribe(gamer, "/push/reward");
    const settings = await as(gamer, { method: "GET", url: "/api/notifications/settings" });
    expect(settings.json()).toMatchObject({ push: true, pushSubscriptions: 1, inPage: true });

    const credited = await kleos.runtime.run(
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: gamer.userId,
          currency: "KPOINTS",
          amount: 40,
          idempotencyKey: "test:push:1",
        }),
      ),
    );
    // The same credit again notifies nothing more.
    await kleos.runtime.run(
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: gamer.userId,
          currency: "KPOINTS",
          amount: 40,
          idempotencyKey: "test:push:1",
        }),
      ),
    );
    expect(await deliver(gamer.userId)).toEqual({ delivered: 1 });
    expect(await deliver(gamer.userId)).toEqual({ delivered: 0 });

    const pushes = push.received.filter((received) => received.path === "/push/reward");
    expect(push.refused).toEqual([]);
    expect(pushes).toHaveLength(1);
    const [received] = pushes;
    const key = await kleos.app.inject({ method: "GET", url: "/api/notifications/push/public-key" });
    expect(received?.vapidKey).toBe(key.json<{ publicKey: string }>().publicKey);
    expect(received?.ttl).toBe(String(24 * 60 * 60));
    expect(JSON.parse(received?.payload ?? "{}")).toMatchObject({
      kind: "rewardCredited",
      title: "Kleos",
      body: "You got 40 K-Points",
      path: "/gamer/wallet",
    });

    const list = await as(gamer, { method: "GET", url: "/api/notifications" });
    expect(list.statusCode).toBe(200);
    const page = list.json<{ items: { id: string; read: boolean; data: object }[]; unread: number }>();
    expect(page.unread).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.data).toMatchObject({ currency: "KPOINTS", amount: 40 });
    expect(credited.created).toBe(true);

    const read = await as(gamer, {
      method: "POST",
      url: "/api/notifications/read",
      payload: { ids: [page.items[0]?.id] },
    });
    expect(read.json()).toEqual({ unread: 0 });
    const count = await as(gamer, { method: "GET", url: "/api/notifications/unread-count" });
    expect(count.json()).toEqual({ unread: 0 });
  });

  it("keeps the VAPID key pair it made the first time", async () => {
    const first = await kleos.app.inject({ method: "GET", url: "/api/notifications/push/public-key" });
    const second = await base.app.inject({ method: "GET", url: "/api/notifications/push/public-key" });
    expect(first.statusCode).toBe(200);
    expect(Buffer.from(first.json<{ publicKey: string }>().publicKey, "base64url")).toHaveLength(65);
    expect(second.json()).toEqual(first.json());
  });

  it("drops a subscription the push service says is gone", async () => {
    const gamer = await sessionByPhone(kleos);
    await subscribe(gamer, "/push/gone");
    push.gone("/push/gone");
    await kleos.runtime.run(
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: gamer.userId,
          currency: "KPOINTS",
          amount: 5,
          idempotencyKey: "test:gone",
        }),
      ),
    );
    expect(await deliver(gamer.userId)).toEqual({ delivered: 1 });
    const settings = await as(gamer, { method: "GET", url: "/api/notifications/settings" });
    expect(settings.json()).toMatchObject({ pushSubscriptions: 0 });
  });

  it("sends nothing by push to a gamer who did not opt in", async () => {
    const gamer = await sessionByPhone(kleos);
    const before = push.received.length;
    await kleos.runtime.run(
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: gamer.userId,
          currency: "KPOINTS",
          amount: 5,
          idempotencyKey: "test:quiet",
        }),
      ),
    );
    expect(await deliver(gamer.userId)).toEqual({ delivered: 1 });
    expect(push.received.length).toBe(before);
  });

  it("forgets a browser on unsubscribe, and refuses endpoints off the known push services", async () => {
    const gamer = await sessionByPhone(kleos);
    await subscribe(gamer, "/push/leaving");
    const removed = await as(gamer, {
      method: "POST",
      url: "/api/notifications/push/subscriptions/remove",
      payload: { endpoint: `${push.url}/push/leaving` },
    });
    expect(removed.statusCode).toBe(204);
    const settings = await as(gamer, { method: "GET", url: "/api/notifications/settings" });
    expect(settings.json()).toMatchObject({ pushSubscriptions: 0 });
    const keys = newBrowserKeys();
    for (const endpoint of [
      "http://push.example.com/x",
      "https://push.example.com/x",
      "https://10.0.0.1/x",
    ]) {
      const refused = await as(gamer, {
        method: "POST",
        url: "/api/notifications/push/subscriptions",
        payload: {
          endpoint,
          keys: {
            p256dh: keys.ecdh.getPublicKey().toString("base64url"),
            auth: keys.auth.toString("base64url"),
          },
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: "PushSubscriptionInvalid" });
    }
  });

  it("refuses another gamer's notification id, an unknown time zone and a channel without a verified contact", async () => {
    const owner = await sessionByPhone(kleos);
    await kleos.runtime.run(
      Ledger.use((ledger) =>
        ledger.creditReward({
          userId: owner.userId,
          currency: "KPOINTS",
          amount: 5,
          idempotencyKey: "test:own",
        }),
      ),
    );
    const id = (await as(owner, { method: "GET", url: "/api/notifications" })).json<{
      items: { id: string }[];
    }>().items[0]?.id;
    const other = await sessionByPhone(kleos);
    const refused = await as(other, {
      method: "POST",
      url: "/api/notifications/read",
      payload: { ids: [id] },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "NotificationNotFound" });
    expect((await as(owner, { method: "GET", url: "/api/notifications/unread-count" })).json()).toEqual({
      unread: 1,
    });

    const zone = await as(other, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ timeZone: "Mars/Olympus_Mons" }),
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json()).toMatchObject({ code: "TimeZoneInvalid" });

    // A gamer signed in by phone has no verified e-mail; one signed in by e-mail has no phone.
    const byPhone = await as(other, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ email: true }),
    });
    expect(byPhone.statusCode).toBe(422);
    expect(byPhone.json()).toMatchObject({ code: "NotificationChannelUnavailable" });
    const mailer = await sessionByEmail(kleos);
    const byMail = await as(mailer, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ whatsapp: true }),
    });
    expect(byMail.statusCode).toBe(422);
    const saved = await as(mailer, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ email: true, timeZone: "America/Sao_Paulo" }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: true, whatsapp: false, timeZone: "America/Sao_Paulo" });
  });
});

describe("the daily check-in", () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Moves the clock and signs the gamer in again then (a token from before the move has expired). */
  const moveTo = async (ms: number, gamer: TestSession) => {
    nowMs = ms;
    return sessionByPhone(kleos, gamer.phoneNumber);
  };
  const checkIn = (gamer: TestSession) => as(gamer, { method: "POST", url: "/api/check-in" });

  it("pays a 3-day streak once per day, whatever the retries, and restarts after a missed day", async () => {
    const gamer = await sessionByPhone(kleos);
    const zone = await as(gamer, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ timeZone: "Asia/Kolkata" }),
    });
    expect(zone.statusCode).toBe(200);
    // Noon in Kolkata, so that the days are clearly apart.
    const start = Date.UTC(2030, 0, 10, 6, 30);
    let paid = 0;
    let gamerNow = gamer;
    const owner = gamer;
    for (const [day, expected] of [
      [0, 10],
      [1, 20],
      [2, 30],
    ] as const) {
      gamerNow = await moveTo(start + day * DAY, owner);
      const gamer = gamerNow;
      const answers = await Promise.all([checkIn(gamer), checkIn(gamer), checkIn(gamer)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
      for (const answer of answers)
        expect(answer.json()).toMatchObject({ streak: day + 1, kpoints: expected });
      expect(
        new Set(answers.map((answer) => answer.json<{ transactionId: string }>().transactionId)).size,
      ).toBe(1);
      paid += expected;
      expect(await kpointsOf(gamer.userId)).toBe(paid);
      const again = await checkIn(gamer);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false });
    }
    const status = await as(gamerNow, { method: "GET", url: "/api/check-in" });
    expect(status.json()).toMatchObject({
      streak: 3,
      checkedInToday: true,
      nextKPoints: 0,
      timeZone: "Asia/Kolkata",
    });

    gamerNow = await moveTo(start + 4 * DAY, owner);
    const after = await as(gamerNow, { method: "GET", url: "/api/check-in" });
    expect(after.json()).toMatchObject({ streak: 0, checkedInToday: false, nextKPoints: 10 });
    const restarted = await checkIn(gamerNow);
    expect(restarted.json()).toMatchObject({ streak: 1, kpoints: 10, created: true });
    expect(await kpointsOf(gamer.userId)).toBe(paid + 10);
  });

  it("counts the day in the gamer's own time zone", async () => {
    const gamer = await sessionByPhone(kleos);
    await as(gamer, {
      method: "PUT",
      url: "/api/notifications/settings",
      payload: settingsInput({ timeZone: "Asia/Kolkata" }),
    });
    // 23:00 UTC is already the next morning in Kolkata (UTC+5:30).
    const evening = await moveTo(Date.UTC(2030, 5, 1, 17, 0), gamer);
    expect((await checkIn(evening)).json()).toMatchObject({ day: "2030-06-01", streak: 1 });
    const night = await moveTo(Date.UTC(2030, 5, 1, 23, 0), gamer);
    expect((await checkIn(night)).json()).toMatchObject({ day: "2030-06-02", streak: 2, created: true });
  });

  it("pays each day exactly once over any sequence of days and retries", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 2 }), tries: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (visits) => {
          const first = await sessionByPhone(kleos);
          let streak = 0;
          let expected = 0;
          let lastDay = -1;
          let day = 0;
          for (const visit of visits) {
            day += visit.gap;
            const at = Date.UTC(2031, 2, 1, 12) + day * DAY;
            const gamer = await moveTo(at, first);
            const answers = [];
            for (let attempt = 0; attempt < visit.tries; attempt += 1) answers.push(await checkIn(gamer));
            if (day !== lastDay) {
              streak = lastDay === day - 1 ? streak + 1 : 1;
              expected += 10 * Math.min(streak, 7);
              lastDay = day;
            }
            for (const answer of answers) expect(answer.json()).toMatchObject({ streak });
          }
          expect(await kpointsOf(first.userId)).toBe(expected);
        },
      ),
      { numRuns: 5 },
    );
  });
});
