import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractAnswers } from "@/server/testing/contract-answers";
import { startFakeAyetStudios, type FakeAyetStudios } from "@/server/testing/fakes/fake-ayet-studios";
import { startFakePartnerGame, type FakePartnerGame } from "@/server/testing/fakes/fake-partner-game";
import { ledgerOn } from "@/server/testing/ledger";
import { ayetCallback, seedTestOffer, TEST_PARTNER_SECRET } from "@/server/testing/offerwall-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";
import { ayetTestConfig } from "@/server/testing/fakes/fake-ayet-studios";

interface Offer {
  readonly id: string;
  readonly status: string;
  readonly action: { readonly kind: string; readonly level: number | null };
  readonly reward: { readonly currency: string; readonly amount: number };
  readonly questSlug: string | null;
  readonly creditedAt: string | null;
}
interface Offerwall {
  readonly offers: readonly Offer[];
  readonly network: { readonly name: string; readonly url: string } | null;
}
interface Completion {
  readonly offer: Offer;
  readonly transaction: {
    readonly id: string;
    readonly amounts: readonly { currency: string; amount: number }[];
  };
}
interface ActivityPage {
  readonly items: readonly {
    readonly id: string;
    readonly kind: string;
    readonly subject: string | null;
    readonly amounts: readonly { currency: string; amount: number }[];
  }[];
  readonly nextCursor: string | null;
}

let testApp: TestApp;
let partner: FakePartnerGame;
let network: FakeAyetStudios;

beforeAll(async () => {
  partner = await startFakePartnerGame({ secret: TEST_PARTNER_SECRET });
  testApp = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  // ayeT-Studios calls Kleos over the network: the app listens on loopback for the fake's callbacks.
  await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  network = await startFakeAyetStudios({
    callbackUrl: `http://127.0.0.1:${port}/api/offerwall/ayetstudios/postback`,
  });
});

afterAll(async () => {
  await Promise.all([testApp?.app.close(), partner?.close(), network?.close()]);
});

const { as, ok } = contractAnswers(() => testApp.app);

describe("Kleos' own offers, checked with the partner game", () => {
  it("lists the offer, refuses it until the game saw it done, then credits it once however often it is asked", async () => {
    const gamer = await signInByEmail(testApp.app);
    const offerId = await seedTestOffer(
      testApp.database.db,
      { endpoint: partner.url },
      { action: "reachLevel", level: 7, rewardAmount: 250, questSlug: "dark-throne-trials" },
    );
    const listed = await ok<Offerwall>("listOffers", 200, gamer, {
      method: "GET",
      url: "/api/offerwall/offers?quest=dark-throne-trials",
    });
    expect(listed.offers).toEqual([
      expect.objectContaining({ id: offerId, status: "available", action: { kind: "reachLevel", level: 7 } }),
    ]);
    expect(listed.network?.url).toBe(
      `http://127.0.0.1:9/offers/web_offerwall/923?external_identifier=${gamer.userId}`,
    );

    expectProblem(
      await as(gamer, { method: "POST", url: `/api/offerwall/offers/${offerId}/complete` }),
      409,
      "OfferNotCompleted",
    );
    expect(partner.questions.at(-1)).toMatchObject({
      userId: gamer.userId,
      taskId: offerId,
      action: "reach-level:7",
    });

    partner.complete(gamer.userId, "reach-level:7");
    const first = await ok<Completion>("completeOffer", 200, gamer, {
      method: "POST",
      url: `/api/offerwall/offers/${offerId}/complete`,
    });
    expect(first.offer.status).toBe("credited");
    expect(first.transaction.amounts).toEqual([{ currency: "KPOINTS", amount: 250 }]);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok<Completion>("completeOffer", 200, gamer, {
          method: "POST",
          url: `/api/offerwall/offers/${offerId}/complete`,
        }),
      ),
    );
    expect(new Set(again.map((answer) => answer.transaction.id))).toEqual(new Set([first.transaction.id]));
    expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "KPOINTS")).toBe(250);

    const after = await ok<Offerwall>("listOffers", 200, gamer, {
      method: "GET",
      url: "/api/offerwall/offers",
    });
    expect(after.offers.find((offer) => offer.id === offerId)?.status).toBe("credited");
    // Another gamer has not done it.
    const other = await signInByEmail(testApp.app);
    const theirs = await ok<Offerwall>("listOffers", 200, other, {
      method: "GET",
      url: "/api/offerwall/offers",
    });
    expect(theirs.offers.find((offer) => offer.id === offerId)?.status).toBe("available");
  });

  it("answers 503 when the partner game fails, and 404 for an unknown offer", async () => {
    const gamer = await signInByEmail(testApp.app);
    const offerId = await seedTestOffer(testApp.database.db, { endpoint: partner.url });
    partner.behave("fail");
    try {
      expectProblem(
        await as(gamer, { method: "POST", url: `/api/offerwall/offers/${offerId}/complete` }),
        503,
        "OfferCheckUnavailable",
      );
    } finally {
      partner.behave("answer");
    }
    expectProblem(
      await as(gamer, { method: "POST", url: "/api/offerwall/offers/no-such-offer/complete" }),
      404,
      "OfferNotFound",
    );
  });
});

describe("ayeT-Studios' callbacks, from the loopback network", () => {
  it("credits a conversion once however often it is resent, and debits its reversal once", async () => {
    const gamer = await signInByEmail(testApp.app);
    const ledger = ledgerOn(testApp.database);
    const conversion = await network.convert(gamer.userId, { amount: "360", name: "Raid Legends: level 10" });
    expect(network.deliveries.at(-1)).toMatchObject({
      status: 200,
      body: JSON.stringify({ outcome: "credited" }),
    });
    for (let resend = 0; resend < 10; resend++) {
      expect((await network.resend(conversion)).body).toBe(JSON.stringify({ outcome: "duplicate" }));
    }
    expect(await ledger.balanceOf(gamer.userId, "KPOINTS")).toBe(360);

    expect((await network.reverse(conversion)).body).toBe(JSON.stringify({ outcome: "reversed" }));
    for (let resend = 0; resend < 3; resend++) {
      expect((await network.reverse(conversion)).body).toBe(JSON.stringify({ outcome: "duplicate" }));
    }
    expect(await ledger.balanceOf(gamer.userId, "KPOINTS")).toBe(0);
    expect(await ledger.audit()).toMatchObject({
      unbalancedSets: 0,
      driftedAccounts: 0,
      duplicateKeys: 0,
      negativeUserAccounts: 0,
    });

    const feed = await ok<ActivityPage>("listActivities", 200, gamer, {
      method: "GET",
      url: "/api/activities",
    });
    expect(feed.items.map((item) => [item.kind, item.subject, item.amounts])).toEqual([
      ["offerReversed", "Raid Legends: level 10", [{ currency: "KPOINTS", amount: -360 }]],
      ["offerCredited", "Raid Legends: level 10", [{ currency: "KPOINTS", amount: 360 }]],
    ]);
  });

  it("takes back only what is left when the gamer spent part of the credit", async () => {
    const gamer = await signInByEmail(testApp.app);
    const ledger = ledgerOn(testApp.database);
    const conversion = await network.convert(gamer.userId, { amount: "100" });
    await ledger.debit({
      userId: gamer.userId,
      currency: "KPOINTS",
      amount: 70,
      type: "shop",
      idempotencyKey: `offerwall-test:${gamer.userId}`,
    });
    expect((await network.reverse(conversion)).body).toBe(JSON.stringify({ outcome: "reversed" }));
    expect(await ledger.balanceOf(gamer.userId, "KPOINTS")).toBe(0);
  });

  it("refuses a callback with a wrong or missing signature and changes nothing", async () => {
    const gamer = await signInByEmail(testApp.app);
    const params = {
      transaction_id: "forged-1",
      external_identifier: gamer.userId,
      currency_amount: "999",
      is_chargeback: "0",
    };
    const signed = ayetCallback(params);
    const tampered = { ...signed, url: signed.url?.toString().replace("999", "9999") ?? "" };
    expectProblem(await testApp.app.inject(tampered), 401, "OfferPostbackRejected");
    const unsigned = { method: "GET" as const, url: signed.url?.toString() ?? "" };
    expectProblem(await testApp.app.inject(unsigned), 400, "ValidationFailed");
    expect(await ledgerOn(testApp.database).balanceOf(gamer.userId, "KPOINTS")).toBe(0);
  });

  it("answers an unknown gamer and a reversal of nothing without moving money", async () => {
    const gamer = await signInByEmail(testApp.app);
    const unknown = await testApp.app.inject(
      ayetCallback({ transaction_id: "t-unknown", external_identifier: "someone", currency_amount: "5" }),
    );
    expect(unknown.json()).toEqual({ outcome: "unknownGamer" });
    const nothing = await testApp.app.inject(
      ayetCallback({
        transaction_id: "r-never-converted",
        external_identifier: gamer.userId,
        currency_amount: "-5",
        is_chargeback: "1",
      }),
    );
    expect(nothing.json()).toEqual({ outcome: "unknownConversion" });
  });

  it("is refused by an app without the network configured", async () => {
    const bare = await createTestApp({ ayetStudios: undefined });
    try {
      const response = await bare.app.inject(
        ayetCallback({ transaction_id: "t1", external_identifier: "someone", currency_amount: "5" }),
      );
      expectProblem(response, 401, "OfferPostbackRejected");
      const gamer = await signInByEmail(bare.app);
      const listed = await bare.app.inject({
        method: "GET",
        url: "/api/offerwall/offers",
        headers: gamer.authorization,
      });
      expect(listed.json<Offerwall>().network).toBeNull();
    } finally {
      await bare.app.close();
    }
    expect(ayetTestConfig().ayetStudios?.currency).toBe("KPOINTS");
  });
});

describe("the activity feed", () => {
  it("pages by cursor without repeating or skipping, and refuses a cursor Kleos did not make", async () => {
    const gamer = await signInByEmail(testApp.app);
    const ledger = ledgerOn(testApp.database);
    for (let i = 0; i < 5; i++)
      await ledger.creditReward({
        userId: gamer.userId,
        currency: "KPOINTS",
        amount: 10 + i,
        idempotencyKey: `activity-test:${gamer.userId}:${i}`,
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string =
        cursor === null ? "/api/activities?pageLimit=2" : `/api/activities?pageLimit=2&cursor=${cursor}`;
      const page: ActivityPage = await ok<ActivityPage>("listActivities", 200, gamer, { method: "GET", url });
      seen.push(...page.items.map((item) => item.id));
      expect(page.items.every((item) => item.kind === "rewardCredited")).toBe(true);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);

    expectProblem(
      await as(gamer, { method: "GET", url: "/api/activities?cursor=WyJub3BlIl0" }),
      400,
      "InvalidActivityCursor",
    );
    // Another gamer sees none of it.
    const other = await signInByEmail(testApp.app);
    const theirs = await ok<ActivityPage>("listActivities", 200, other, {
      method: "GET",
      url: "/api/activities",
    });
    expect(theirs.items).toEqual([]);
  });
});
