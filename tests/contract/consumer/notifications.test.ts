/**
 * The notification centre and the daily check-in as the site calls them: the bell's count and list, marking
 * read, the settings (channels and time zone), the push key and subscriptions, and the check-in — the
 * notifications feature's own request functions against Pact's mock server, with their documented errors.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import type { V4ResponseBuilder } from "@pact-foundation/pact/src/v4/http/types";
import { describe, expect, it } from "vitest";
import { notificationRequests } from "@/web/features/notifications/api/notifications-api";
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

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const pact = createKleosWebPact();
const client = (url: string) => createApiClient({ baseUrl: url });

const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
const EXAMPLE_ID = "6d1e3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b";
const DAY = regex("^\\d{4}-\\d{2}-\\d{2}$", "2026-11-28");
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/contract-browser";

const refused = async (call: Promise<unknown>, status: number, code: string) => {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status, problem: { code } });
};

const problem = (status: number, code: string, title: string) => (response: V4ResponseBuilder) =>
  response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(problemShape(status, code, title));

const settingsShape = {
  inPage: true,
  push: boolean(false),
  whatsapp: boolean(false),
  email: boolean(false),
  timeZone: string("Asia/Kolkata"),
  pushSubscriptions: integer(0),
};

describe("the notification centre", () => {
  it("counts the unread notifications for the bell", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKPoints)
      .uponReceiving("a request for the unread count of a gamer credited a reward")
      .withRequest("GET", "/api/notifications/unread-count", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ unread: integer(1) }))
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.unread(client(mockServer.url))).toEqual({ unread: 1 });
      });
  });

  it("lists the notifications, newest first", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKPoints)
      .uponReceiving("a request for the notifications of a gamer credited a reward")
      .withRequest("GET", "/api/notifications", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: regex(UUID, EXAMPLE_ID),
            kind: "rewardCredited",
            createdAt: instant("2026-11-28T06:00:00.000Z"),
            read: false,
            data: { currency: "KPOINTS", amount: integer(1_250), decimals: 0, path: "/gamer/wallet" },
          }),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
          unread: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await notificationRequests.list(client(mockServer.url));
        expect(page.items[0]).toMatchObject({ kind: "rewardCredited", read: false });
      });
  });

  it("lists a clan's prize on a board of clans, with the board, the rank and the prize", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWhoseClanWonPrize)
      .uponReceiving("a request for the notifications of a gamer whose clan won a leaderboard prize")
      .withRequest("GET", "/api/notifications", (request) =>
        request.headers(SITE_HEADERS).query({ pageOffset: "0", pageLimit: "8" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          items: eachLike({
            id: regex(UUID, EXAMPLE_ID),
            kind: "clanEvent",
            createdAt: instant("2026-11-28T06:00:00.000Z"),
            read: false,
            data: {
              event: "prizeWon",
              title: string("Monsoon Clans Cup"),
              rank: integer(1),
              currency: "KCASH",
              amount: integer(50_000),
              decimals: 2,
              paidToYou: false,
              path: regex(`^/leaderboards/${UUID.slice(1)}`, `/leaderboards/${EXAMPLE_ID}`),
            },
          }),
          page: { pageOffset: 0, pageLimit: 8, total: integer(1) },
          unread: integer(1),
        }),
      )
      .executeTest(async (mockServer) => {
        const page = await notificationRequests.list(client(mockServer.url));
        expect(page.items[0]).toMatchObject({
          kind: "clanEvent",
          data: { event: "prizeWon", rank: 1, paidToYou: false },
        });
      });
  });

  it("marks every notification read", async () => {
    await pact
      .addInteraction()
      .given(STATES.gamerWithKPoints)
      .uponReceiving("a request to mark every notification read")
      .withRequest("POST", "/api/notifications/read", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ all: true }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ unread: 0 }))
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.markRead(client(mockServer.url), { all: true })).toEqual({
          unread: 0,
        });
      });
  });

  it("refuses to mark a notification that is not the gamer's (404 NotificationNotFound)", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to mark an unknown notification read")
      .withRequest("POST", "/api/notifications/read", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ ids: [MISSING_ID] }),
      )
      .willRespondWith(404, problem(404, "NotificationNotFound", "Notification not found"))
      .executeTest(async (mockServer) => {
        await refused(
          notificationRequests.markRead(client(mockServer.url), { ids: [MISSING_ID] }),
          404,
          "NotificationNotFound",
        );
      });
  });

  it("reads the settings: the page always, the other channels off until chosen", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a new gamer's notification settings")
      .withRequest("GET", "/api/notifications/settings", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ ...settingsShape, timeZone: string("UTC") }))
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.settings(client(mockServer.url))).toMatchObject({ inPage: true });
      });
  });

  it("saves the channels and the time zone", async () => {
    const input = { push: false, whatsapp: true, email: false, timeZone: "Asia/Kolkata" };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to get notifications on WhatsApp in India's time zone")
      .withRequest("PUT", "/api/notifications/settings", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...settingsShape, whatsapp: true, timeZone: "Asia/Kolkata" }),
      )
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.saveSettings(client(mockServer.url), input)).toMatchObject({
          whatsapp: true,
        });
      });
  });

  it("refuses an unknown time zone (422 TimeZoneInvalid)", async () => {
    const input = { push: false, whatsapp: false, email: false, timeZone: "Mars/Olympus" };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to save settings with an unknown time zone")
      .withRequest("PUT", "/api/notifications/settings", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(422, problem(422, "TimeZoneInvalid", "This is not a known time zone"))
      .executeTest(async (mockServer) => {
        await refused(
          notificationRequests.saveSettings(client(mockServer.url), input),
          422,
          "TimeZoneInvalid",
        );
      });
  });

  it("refuses e-mails to a gamer without a verified address (422 NotificationChannelUnavailable)", async () => {
    const input = { push: false, whatsapp: false, email: true, timeZone: "UTC" };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for e-mails from a gamer who signed in by phone")
      .withRequest("PUT", "/api/notifications/settings", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(input),
      )
      .willRespondWith(
        422,
        problem(
          422,
          "NotificationChannelUnavailable",
          "Verify your phone number or e-mail address first to get notifications there",
        ),
      )
      .executeTest(async (mockServer) => {
        await refused(
          notificationRequests.saveSettings(client(mockServer.url), input),
          422,
          "NotificationChannelUnavailable",
        );
      });
  });
});

describe("push to this browser", () => {
  it("reads the server's VAPID public key", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the push public key")
      .withRequest("GET", "/api/notifications/push/public-key", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ publicKey: regex("^[A-Za-z0-9_-]{87}$", `B${"A".repeat(86)}`) }),
      )
      .executeTest(async (mockServer) => {
        const { publicKey } = await notificationRequests.publicKey(client(mockServer.url));
        expect(publicKey).toHaveLength(87);
      });
  });

  const keys = {
    // An uncompressed P-256 point (65 bytes) and a 16-byte auth secret, base64url.
    p256dh: `BA${"A".repeat(85)}`,
    auth: "AAAAAAAAAAAAAAAAAAAAAA",
  };

  it("subscribes this browser", async () => {
    const body = { endpoint: ENDPOINT, locale: "en", keys };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to subscribe a browser on a known push service")
      .withRequest("POST", "/api/notifications/push/subscriptions", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(body),
      )
      .willRespondWith(201, (response) => response.jsonBody({ endpoint: ENDPOINT }))
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.subscribe(client(mockServer.url), body)).toEqual({
          endpoint: ENDPOINT,
        });
      });
  });

  it("refuses an endpoint off the known push services (422 PushSubscriptionInvalid)", async () => {
    const body = { endpoint: "https://push.example.com/browser", locale: "en", keys };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to subscribe a browser on an unknown push service")
      .withRequest("POST", "/api/notifications/push/subscriptions", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(body),
      )
      .willRespondWith(
        422,
        problem(422, "PushSubscriptionInvalid", "This browser's push subscription cannot be used"),
      )
      .executeTest(async (mockServer) => {
        await refused(
          notificationRequests.subscribe(client(mockServer.url), body),
          422,
          "PushSubscriptionInvalid",
        );
      });
  });

  it("forgets this browser", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to unsubscribe a browser")
      .withRequest("POST", "/api/notifications/push/subscriptions/remove", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ endpoint: ENDPOINT }),
      )
      .willRespondWith(204)
      .executeTest(async (mockServer) => {
        await expect(
          notificationRequests.unsubscribe(client(mockServer.url), ENDPOINT),
        ).resolves.toBeUndefined();
      });
  });
});

describe("the daily check-in", () => {
  it("reads today's check-in: not done yet, the streak and what it pays", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request for a new gamer's check-in")
      .withRequest("GET", "/api/check-in", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          today: DAY,
          timeZone: string("UTC"),
          checkedInToday: false,
          streak: 0,
          nextKPoints: integer(10),
        }),
      )
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.checkIn(client(mockServer.url))).toMatchObject({
          checkedInToday: false,
          streak: 0,
        });
      });
  });

  it("checks in once today and pays the day's K-Points", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a request to check in for the first time")
      .withRequest("POST", "/api/check-in", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          day: DAY,
          streak: 1,
          kpoints: integer(10),
          created: true,
          transactionId: regex(UUID, EXAMPLE_ID),
        }),
      )
      .executeTest(async (mockServer) => {
        expect(await notificationRequests.doCheckIn(client(mockServer.url))).toMatchObject({
          streak: 1,
          created: true,
        });
      });
  });
});
