/**
 * The offerwall's and the activity feed's operations for the suites that hold every operation against the
 * contract: one request each that succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to
 * provoke each documented error (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite
 * provokes on its own (401 without a token, 413, 414, 415, 429, 500) are not listed.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { offerwallRepository, type OfferAction } from "@/server/db/repositories/offerwall-repository";
import type { OperationId } from "@/server/http/operations";
import { startFakePartnerGame, type FakePartnerGame } from "@/server/testing/fakes/fake-partner-game";
import { FAKE_AYET_API_KEY } from "@/server/testing/fakes/fake-ayet-studios";
import { signAyetCallback, AYET_SIGNATURE_HEADER } from "@/server/providers/offerwall/ayet-studios";
import { signInByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

type OfferwallOperationId = Extract<
  OperationId,
  "listOffers" | "completeOffer" | "recordAyetStudiosPostback" | "listActivities"
>;

export const TEST_PARTNER_SECRET = "offerwall-test-partner-secret";

/** A partner game (endpoint and secret) with one offer of Kleos' own; its id. */
export const seedTestOffer = async (
  db: Db,
  partner: { readonly endpoint: string; readonly secret?: string },
  offer: {
    readonly action?: OfferAction;
    readonly level?: number;
    readonly rewardCurrency?: "KPOINTS" | "KCASH";
    readonly rewardAmount?: number;
    readonly questSlug?: string;
  } = {},
): Promise<string> => {
  const suffix = randomUUID().slice(0, 8);
  const partnerId = `test-partner-${suffix}`;
  await db.execute(
    sql`insert into game_partners (id, endpoint, secret) values (${partnerId}, ${partner.endpoint}, ${partner.secret ?? TEST_PARTNER_SECRET})`,
  );
  const action = offer.action ?? "install";
  const id = `test-offer-${suffix}`;
  await offerwallRepository.upsertOffer(db, {
    id,
    partnerId,
    gameId: null,
    action,
    level: action === "reachLevel" ? (offer.level ?? 5) : null,
    rewardCurrency: offer.rewardCurrency ?? "KPOINTS",
    rewardAmount: offer.rewardAmount ?? 150,
    questSlug: offer.questSlug ?? null,
    position: 0,
  });
  return id;
};

/** A partner game on 127.0.0.1 for this process's recipes (it answers "not done" unless told otherwise). */
let recipePartner: Promise<FakePartnerGame> | undefined;
const partnerForRecipes = (): Promise<FakePartnerGame> =>
  (recipePartner ??= startFakePartnerGame({ secret: TEST_PARTNER_SECRET }));

/** A signed ayeT-Studios callback for `user` (the fake network's key; apps built with ayetTestConfig). */
export const ayetCallback = (params: Record<string, string>): InjectOptions => ({
  method: "GET",
  url: `/api/offerwall/ayetstudios/postback?${new URLSearchParams(params).toString()}`,
  headers: { [AYET_SIGNATURE_HEADER]: signAyetCallback(FAKE_AYET_API_KEY, Object.entries(params)) },
});

const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signInByEmail(testApp.app);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const as = (code: string, request: Recipe) => ({ request, code });

export const OFFERWALL_REQUESTS: { readonly [K in OfferwallOperationId]: Recipe } = {
  listOffers: gamer(() => ({ method: "GET", url: "/api/offerwall/offers" })),
  completeOffer: gamer(async (testApp, session) => {
    const partner = await partnerForRecipes();
    const offerId = await seedTestOffer(testApp.database.db, { endpoint: partner.url });
    partner.complete(session.userId, "install");
    return { method: "POST", url: `/api/offerwall/offers/${offerId}/complete` };
  }),
  recordAyetStudiosPostback: async ({ config }) => {
    if (config.ayetStudios === undefined)
      throw new Error(
        "recordAyetStudiosPostback needs an app built with ayetTestConfig (fakes/fake-ayet-studios)",
      );
    // Signed, for a gamer Kleos does not know: verified and answered `unknownGamer`.
    return ayetCallback({
      transaction_id: randomUUID().replaceAll("-", ""),
      external_identifier: randomUUID(),
      currency_amount: "360",
      is_chargeback: "0",
    });
  },
  listActivities: gamer(() => ({ method: "GET", url: "/api/activities?pageLimit=5" })),
};

export const OFFERWALL_PROVOCATIONS: {
  readonly [K in OfferwallOperationId]?: Partial<Record<number, Recipe | { request: Recipe; code: string }>>;
} = {
  listOffers: {
    400: gamer(() => ({ method: "GET", url: "/api/offerwall/offers?quest=Not%20A%20Slug" })),
  },
  completeOffer: {
    400: gamer(() => ({ method: "POST", url: "/api/offerwall/offers/Not_An_Id/complete" })),
    404: as(
      "OfferNotFound",
      gamer(() => ({ method: "POST", url: "/api/offerwall/offers/no-such-offer/complete" })),
    ),
    409: as(
      "OfferNotCompleted",
      gamer(async (testApp) => {
        const partner = await partnerForRecipes();
        const offerId = await seedTestOffer(testApp.database.db, { endpoint: partner.url });
        return { method: "POST", url: `/api/offerwall/offers/${offerId}/complete` };
      }),
    ),
    503: as(
      "OfferCheckUnavailable",
      gamer(async (testApp) => {
        // Nothing listens on the discard port: the partner cannot be asked.
        const offerId = await seedTestOffer(testApp.database.db, { endpoint: "http://127.0.0.1:9/kleos" });
        return { method: "POST", url: `/api/offerwall/offers/${offerId}/complete` };
      }),
    ),
  },
  recordAyetStudiosPostback: {
    400: { method: "GET", url: "/api/offerwall/ayetstudios/postback?transaction_id=t1" },
    401: as("OfferPostbackRejected", {
      method: "GET",
      url: `/api/offerwall/ayetstudios/postback?transaction_id=t1&external_identifier=${randomUUID()}&currency_amount=360`,
      headers: { "x-ayetstudios-security-hash": "0".repeat(64) },
    }),
  },
  listActivities: {
    400: as(
      "InvalidActivityCursor",
      gamer(() => ({ method: "GET", url: "/api/activities?cursor=bm90LWEtY3Vyc29y" })),
    ),
  },
};
