/**
 * What the campaign tests share: answers in the contract's shapes (a campaign summary, a detail with tasks, a
 * page), the shared recording fake API and the signed-in render. Test-only: no page imports it.
 */
import type { components } from "#generated/api";
import { fakeApi, json, type Answer } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";

export { fakeApi, problem, type Answer, type RecordedRequest } from "@/web/testing/fake-api";
export { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];

export const ok = (body: unknown, status = 200): Answer => json(status, body);

export const PROFILE = userProfile();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const inHours = (hours: number): string => new Date(Date.now() + hours * HOUR).toISOString();
export const inDays = (days: number): string => new Date(Date.now() + days * DAY).toISOString();

export const GAME: Schemas["GameRef"] = {
  id: 7,
  name: "Dark Throne",
  slug: "dark-throne",
  iconImage: "/media/games/dark-throne-icon.svg",
};

export const summary = (overrides: Partial<Schemas["CampaignSummary"]> = {}): Schemas["CampaignSummary"] => ({
  id: "11111111-1111-4111-8111-111111111111",
  kind: "campaign",
  slug: "season-drop",
  title: "Season drop",
  description: "Play and earn.",
  game: GAME,
  status: "LIVE",
  startsAt: inDays(-1),
  endsAt: inDays(3),
  featured: false,
  isPrivate: false,
  reward: { currency: "KCASH", amount: 50_000, decimals: 2 },
  distribution: { method: "EVERYONE" },
  taskCount: 2,
  participantCount: 40,
  bannerImage: "/media/banners/season-of-legends.svg",
  ...overrides,
});

export const page = (
  items: readonly Schemas["CampaignSummary"][],
  pageLimit = 20,
): Schemas["CampaignPage"] => ({
  items: [...items],
  page: { pageOffset: 0, pageLimit, total: items.length },
});

export const TASK_IDS = [
  "aaaaaaaa-0000-4000-8000-000000000001",
  "aaaaaaaa-0000-4000-8000-000000000002",
  "aaaaaaaa-0000-4000-8000-000000000003",
] as const;

export const task = (overrides: Partial<Schemas["CampaignTask"]> = {}): Schemas["CampaignTask"] => ({
  id: TASK_IDS[0],
  position: 0,
  type: "URI_REDIRECTION",
  title: "Visit the Dark Throne site",
  description: "Open the game's site once.",
  active: true,
  points: 10,
  config: { url: `/api/campaigns/11111111-1111-4111-8111-111111111111/tasks/${TASK_IDS[0]}/redirect` },
  locked: false,
  ...overrides,
});

export const progress = (overrides: Partial<Schemas["UserProgress"]> = {}): Schemas["UserProgress"] => ({
  started: true,
  completedTasks: 0,
  totalTasks: 2,
  rewardClaimed: false,
  claimOpen: true,
  ...overrides,
});

export const detail = (overrides: Partial<Schemas["CampaignDetail"]> = {}): Schemas["CampaignDetail"] => {
  const base = summary();
  return {
    id: base.id,
    kind: base.kind,
    slug: base.slug,
    title: base.title,
    description: base.description,
    game: base.game,
    status: base.status,
    startsAt: base.startsAt,
    endsAt: base.endsAt,
    claimEndsAt: inDays(10),
    featured: false,
    isPrivate: false,
    applicableContinents: [],
    applicableCountries: [],
    reward: base.reward,
    distribution: base.distribution,
    distributionState: "PENDING",
    taskCount: 2,
    participantCount: 40,
    slots: null,
    bannerImage: base.bannerImage,
    raffle: null,
    tasks: [
      task(),
      task({
        id: TASK_IDS[1],
        position: 1,
        type: "SPECIAL_CODE",
        title: "Enter the stream code",
        description: "The code is shown during the stream.",
        config: {},
        locked: true,
      }),
    ],
    button: { state: "GET_STARTED" },
    ...overrides,
  };
};

export const validation = (
  overrides: Partial<Schemas["TaskValidation"]> = {},
): Schemas["TaskValidation"] => ({
  taskId: TASK_IDS[0],
  state: "VERIFIED",
  isError: false,
  message: "",
  errorCode: null,
  errorType: null,
  checkAgainAt: null,
  userProgress: progress({ completedTasks: 1 }),
  button: { state: "CONTINUE_TASKS", completedTasks: 1, totalTasks: 2, progress: 0.5 },
  ...overrides,
});

export const claimed = (): Schemas["ClaimedReward"] => ({
  campaignId: summary().id,
  reward: { currency: "KCASH", amount: 50_000, decimals: 2 },
  transaction: {
    id: "0f6f0d6e-1111-4c4c-8d8d-000000000001",
    type: "reward",
    status: "completed",
    createdAt: new Date().toISOString(),
    reference: summary().id,
    amounts: [{ currency: "KCASH", amount: 50_000 }],
  },
  balance: { currency: "KCASH", amount: 150_000, decimals: 2 },
  claimedAt: new Date().toISOString(),
});

/** The campaign page's API: the profile (when signed in) and the campaign, plus `routes`. */
export const campaignApi = (
  campaign: Schemas["CampaignDetail"],
  routes: Parameters<typeof fakeApi>[0] = {},
) =>
  fakeApi({
    "GET /api/users/me/profile": ok(PROFILE),
    [`GET /api/campaigns/${campaign.slug}`]: ok(campaign),
    ...routes,
  });
