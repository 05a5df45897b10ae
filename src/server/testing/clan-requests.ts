/**
 * The clan operations for the suites that hold every operation against the contract: one request each that
 * succeeds (spread into VALID_REQUESTS, testing/operation-requests.ts), and how to provoke each documented error
 * (spread into PROVOKE, plugins/problem-handler.test.ts). Statuses that suite provokes on its own (401 without a
 * token, 415, 429, 500) are not listed. The apps there run with the default day rules (7, 3, 14 days).
 */
import type { InjectOptions } from "fastify";
import type { OperationId } from "@/server/http/operations";
import { ageClan, createClanAs, freshClanName, joinClanAs } from "@/server/testing/clans";
import {
  codeFromDevInbox,
  freshIndianNumber,
  sessionByPhone,
  startChallenge,
  type TestSession,
} from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface ClanProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type ClanOperationId = Extract<
  OperationId,
  | "listClans"
  | "createClan"
  | "getClanRules"
  | "getClan"
  | "deleteClan"
  | "getMyClan"
  | "joinClan"
  | "leaveClan"
  | "sendClanChiefOtp"
  | "verifyClanChiefOtp"
  | "getClanChief"
  | "updateClanChief"
  | "listClanImages"
  | "getClanImage"
  | "getClanCampaignStats"
  | "getClanUserCampaignParticipationStats"
  | "getClanMemberQuestParticipationStats"
  | "getClanPogScores"
>;

/** A request of a fresh gamer (signed in by phone), prepared with that session. */
const gamer =
  (make: (testApp: TestApp, session: TestSession) => InjectOptions | Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await sessionByPhone(testApp);
    const request = await make(testApp, session);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

/** A clan of another fresh gamer. */
const someClan = async (testApp: TestApp) => createClanAs(testApp, await sessionByPhone(testApp));

const create = (fields: Record<string, unknown> = {}): InjectOptions => ({
  method: "POST",
  url: "/api/platform-clans",
  payload: { clanName: freshClanName(), city: "Mumbai", country: "IN", ...fields },
});
const join = (clanId: number): InjectOptions => ({
  method: "POST",
  url: "/api/platform-user-clans",
  payload: { clanId },
});
const remove = (clanId: number | string): InjectOptions => ({
  method: "DELETE",
  url: `/api/platform-clans/${clanId}`,
});
const leave: InjectOptions = { method: "DELETE", url: "/api/platform-user-clans" };

const as = (code: string, request: Recipe): ClanProvocation => ({ request, code });

/** A code sent to a fresh number for the clan chief page of `session`: its challenge and the code. */
export const clanChiefCode = async (
  testApp: TestApp,
  session: TestSession,
  phoneNumber: string = freshIndianNumber(),
): Promise<{ readonly challengeId: string; readonly code: string; readonly phoneNumber: string }> => {
  const challengeId = await startChallenge(testApp.app, {
    url: "/api/platform-clans/otp",
    headers: session.authorization,
    payload: { phoneNumber, channel: "sms" },
  });
  return { challengeId, code: await codeFromDevInbox(testApp.app, phoneNumber), phoneNumber };
};

const verifyChief = (payload: Record<string, unknown>): InjectOptions => ({
  method: "POST",
  url: "/api/platform-clans/otp/verify",
  payload,
});
const saveChief = (fields: Record<string, unknown> = {}): InjectOptions => ({
  method: "PUT",
  url: "/api/platform-clans/clan-chief",
  payload: {
    email: "chief@example.com",
    chiefCity: "Pune",
    isCollageName: "Yes",
    collegeName: "IIT Bombay",
    ...fields,
  },
});
const clanStat =
  (path: string) =>
  async (testApp: TestApp): Promise<InjectOptions> => ({
    method: "GET",
    url: `/api/platform-clans/${path}?clanId=${(await someClan(testApp)).id}`,
  });

export const CLAN_REQUESTS: { readonly [K in ClanOperationId]: Recipe } = {
  listClans: { method: "GET", url: "/api/platform-clans?search=clan&country=IN&pageLimit=8" },
  createClan: gamer(() => create({ clanLogo: "wolf", bannerImage: "onyx", description: "We play." })),
  getClanRules: { method: "GET", url: "/api/platform-clans/rules" },
  getClan: async (testApp) => ({
    method: "GET",
    url: `/api/platform-clans/${(await someClan(testApp)).id}`,
  }),
  deleteClan: gamer(async (testApp, session) => {
    const { id } = await createClanAs(testApp, session);
    await ageClan(testApp.database.db, id, 8);
    return remove(id);
  }),
  getMyClan: gamer(() => ({ method: "GET", url: "/api/platform-user-clans" })),
  joinClan: gamer(async (testApp) => join((await someClan(testApp)).id)),
  leaveClan: gamer(async (testApp, session) => {
    await joinClanAs(testApp, session, (await someClan(testApp)).id);
    return leave;
  }),
  sendClanChiefOtp: gamer(() => ({
    method: "POST",
    url: "/api/platform-clans/otp",
    payload: { phoneNumber: freshIndianNumber().slice(1), countryCode: "IN", channel: "sms" },
  })),
  verifyClanChiefOtp: gamer(async (testApp, session) => {
    const { challengeId, code } = await clanChiefCode(testApp, session);
    return verifyChief({ challengeId, code });
  }),
  getClanChief: gamer(() => ({ method: "GET", url: "/api/platform-clans/clan-chief" })),
  updateClanChief: gamer(() => saveChief()),
  listClanImages: { method: "GET", url: "/api/platform-clans/images?imageType=emblem&page=1&pageSize=4" },
  getClanImage: { method: "GET", url: "/api/platform-clans/images/banner/saffron.png" },
  getClanCampaignStats: clanStat("campaign-stats"),
  getClanUserCampaignParticipationStats: clanStat("user-campaign-participation-stats"),
  getClanMemberQuestParticipationStats: clanStat("member-quest-participation-stats"),
  getClanPogScores: async (testApp) => ({
    method: "GET",
    url: `/api/platform-clans/${(await someClan(testApp)).id}/pog-scores`,
  }),
};

export const CLAN_PROVOCATIONS: {
  readonly [K in ClanOperationId]?: Partial<Record<number, Recipe | ClanProvocation>>;
} = {
  listClans: { 400: { method: "GET", url: "/api/platform-clans?country=india" } },
  createClan: {
    400: gamer(() => create({ clanName: "No!" })),
    409: as(
      "AlreadyInClan",
      gamer(async (testApp, session) => {
        await createClanAs(testApp, session);
        return create();
      }),
    ),
  },
  getClan: {
    400: { method: "GET", url: "/api/platform-clans/not-a-number" },
    404: as("ClanNotFound", { method: "GET", url: "/api/platform-clans/2147483647" }),
  },
  deleteClan: {
    400: gamer(() => remove("not-a-number")),
    403: as(
      "NotClanChief",
      gamer(async (testApp) => remove((await someClan(testApp)).id)),
    ),
    404: as(
      "ClanNotFound",
      gamer(() => remove(2147483647)),
    ),
    409: as(
      "ClanDeleteTooSoon",
      gamer(async (testApp, session) => remove((await createClanAs(testApp, session)).id)),
    ),
  },
  joinClan: {
    400: gamer(() => ({ ...join(1), payload: { clanId: "one" } })),
    404: as(
      "ClanNotFound",
      gamer(() => join(2147483647)),
    ),
    409: as(
      "AlreadyInClan",
      gamer(async (testApp, session) => {
        await createClanAs(testApp, session);
        return join((await someClan(testApp)).id);
      }),
    ),
  },
  leaveClan: {
    409: as(
      "NotInClan",
      gamer(() => leave),
    ),
  },
  sendClanChiefOtp: {
    400: as(
      "ValidationFailed",
      gamer(() => ({
        method: "POST",
        url: "/api/platform-clans/otp",
        payload: { phoneNumber: "+911234567890" },
      })),
    ),
  },
  verifyClanChiefOtp: {
    400: as(
      "CodeExpired",
      gamer(() => verifyChief({ challengeId: "00000000-0000-4000-8000-000000000000", code: "123456" })),
    ),
  },
  updateClanChief: {
    400: as(
      "ValidationFailed",
      gamer(() => saveChief({ email: "not-an-email" })),
    ),
  },
  listClanImages: { 400: { method: "GET", url: "/api/platform-clans/images?imageType=flag" } },
  getClanImage: {
    400: { method: "GET", url: "/api/platform-clans/images/emblem/wolf.gif" },
    404: as("ClanImageNotFound", { method: "GET", url: "/api/platform-clans/images/emblem/unicorn.png" }),
  },
  getClanCampaignStats: {
    400: { method: "GET", url: "/api/platform-clans/campaign-stats?clanId=zero" },
    404: as("ClanNotFound", { method: "GET", url: "/api/platform-clans/campaign-stats?clanId=2147483647" }),
  },
  getClanUserCampaignParticipationStats: {
    400: { method: "GET", url: "/api/platform-clans/user-campaign-participation-stats" },
    404: as("ClanNotFound", {
      method: "GET",
      url: "/api/platform-clans/user-campaign-participation-stats?clanId=2147483647",
    }),
  },
  getClanMemberQuestParticipationStats: {
    400: { method: "GET", url: "/api/platform-clans/member-quest-participation-stats?clanId=-1" },
    404: as("ClanNotFound", {
      method: "GET",
      url: "/api/platform-clans/member-quest-participation-stats?clanId=2147483647",
    }),
  },
  getClanPogScores: {
    400: { method: "GET", url: "/api/platform-clans/one/pog-scores" },
    404: as("ClanNotFound", { method: "GET", url: "/api/platform-clans/2147483647/pog-scores" }),
  },
};
