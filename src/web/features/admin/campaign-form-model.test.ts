import { describe, expect, it } from "vitest";
import { TASK_TYPES } from "@/domain/tasks/task-types";
import {
  buildCampaign,
  emptyCampaignValues,
  emptyTier,
  isErrorEditable,
  isFieldEditable,
  newTask,
  toCampaignChanges,
  toCampaignInput,
  valuesOfCampaign,
  type CampaignFormValues,
} from "@/web/features/admin/campaign-form-model";
import { adminCampaign, TASK_ID } from "@/web/features/admin/testing/admin-test-kit";
import { buildTaskConfig, configFieldsOf, defaultConfigTexts } from "@/web/features/admin/task-config";

const filled = (overrides: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  ...emptyCampaignValues(),
  slug: "monsoon-cup",
  title: "Monsoon Cup",
  startsAt: "2026-07-01T10:00",
  endsAt: "2026-07-10T10:00",
  amount: "12.5",
  ...overrides,
});

const errorsOf = (values: CampaignFormValues) => {
  const built = buildCampaign(values);
  return built.ok ? {} : built.errors;
};

describe("buildCampaign", () => {
  it("sends base units, UTC instants and the chosen audience", () => {
    const built = buildCampaign(
      filled({ countries: "in, br BR", continents: ["SA", "AS"], currency: "RKLEOS", amount: "0.5" }),
    );
    expect(built.ok && built.input).toMatchObject({
      slug: "monsoon-cup",
      startsAt: "2026-07-01T10:00:00.000Z",
      endsAt: "2026-07-10T10:00:00.000Z",
      reward: { currency: "RKLEOS", amount: 50_000_000 },
      applicableCountries: ["IN", "BR"],
      applicableContinents: ["AS", "SA"],
      distribution: { method: "EVERYONE" },
      gameId: null,
    });
    expect(built.ok && "claimEndsAt" in built.input).toBe(false);
    expect(built.ok && "slots" in built.input).toBe(false);
  });

  it("checks the slug, title, dates, countries and amount", () => {
    expect(errorsOf(filled({ slug: "Monsoon Cup" }))).toHaveProperty(
      "slug.id",
      "admin.campaignForm.slugPattern",
    );
    expect(errorsOf(filled({ slug: "monsoon--cup" }))).toHaveProperty(
      "slug.id",
      "admin.campaignForm.slugPattern",
    );
    expect(errorsOf(filled({ slug: "-cup" }))).toHaveProperty("slug.id", "admin.campaignForm.slugPattern");
    expect(errorsOf(filled({ title: "  " }))).toHaveProperty("title.id", "admin.campaignForm.required");
    expect(errorsOf(filled({ endsAt: "2026-07-01T09:00" }))).toHaveProperty(
      "endsAt.id",
      "admin.campaignForm.endBeforeStart",
    );
    expect(errorsOf(filled({ claimEndsAt: "2026-07-09T10:00" }))).toHaveProperty(
      "claimEndsAt.id",
      "admin.campaignForm.claimBeforeEnd",
    );
    expect(errorsOf(filled({ countries: "IN, XX" }))).toHaveProperty("applicableCountries");
    expect(errorsOf(filled({ countries: "IND" }))).toHaveProperty("applicableCountries");
    expect(errorsOf(filled({ amount: "1.005" }))).toHaveProperty(
      ["reward.amount", "id"],
      "admin.campaignForm.amountInvalid",
    );
    expect(errorsOf(filled({ currency: "KPOINTS", amount: "1.5" }))).toHaveProperty(["reward.amount"]);
    expect(errorsOf(filled({ amount: "0" }))).toHaveProperty(
      ["reward.amount", "id"],
      "admin.campaignForm.amountZero",
    );
    expect(errorsOf(filled({ kind: "quest", slots: "0" }))).toHaveProperty("slots");
    expect(errorsOf(filled({ bannerImage: "javascript:alert(1)" }))).toHaveProperty("bannerImage");
    expect(errorsOf(filled({ bannerImage: "/media/banners/a.svg" }))).toEqual({});
  });

  it("takes the method's own fields: cap, winners, or tiers in base units without overlaps", () => {
    expect(errorsOf(filled({ method: "FCFS", cap: "" }))).toHaveProperty(["distribution.cap"]);
    const fcfs = buildCampaign(filled({ method: "FCFS", cap: "100" }));
    expect(fcfs.ok && fcfs.input.distribution).toEqual({ method: "FCFS", cap: 100 });
    const raffle = buildCampaign(filled({ method: "RAFFLE", winners: "5" }));
    expect(raffle.ok && raffle.input.distribution).toEqual({ method: "RAFFLE", winners: 5 });

    const tier = (fromRank: string, toRank: string, amount: string) => ({
      ...emptyTier(),
      fromRank,
      toRank,
      amount,
    });
    const leaderboard = buildCampaign(
      filled({ method: "LEADERBOARD", amount: "0", tiers: [tier("1", "1", "100"), tier("2", "10", "2.5")] }),
    );
    expect(leaderboard.ok && leaderboard.input.distribution).toEqual({
      method: "LEADERBOARD",
      tiers: [
        { fromRank: 1, toRank: 1, amount: 10_000 },
        { fromRank: 2, toRank: 10, amount: 250 },
      ],
    });
    expect(
      errorsOf(filled({ method: "LEADERBOARD", tiers: [tier("1", "5", "1"), tier("5", "9", "1")] })),
    ).toEqual({
      "distribution.tiers.1": expect.objectContaining({ id: "admin.campaignForm.tierOverlap" }),
    });
    expect(errorsOf(filled({ method: "LEADERBOARD", tiers: [tier("5", "2", "1")] }))).toHaveProperty(
      ["distribution.tiers.0", "id"],
      "admin.campaignForm.tierRanks",
    );
    expect(errorsOf(filled({ method: "LEADERBOARD", tiers: [] }))).toHaveProperty(["distribution.tiers"]);
  });

  it("builds each task's config from its type and names the field that is wrong", () => {
    const tasks = [
      { ...newTask("URI_REDIRECTION"), title: "Visit", config: { url: "https://example.com/x" } },
      { ...newTask("SHARE_REFERRAL_INVITE"), title: "Invite", config: { requiredInvites: "3" } },
      { ...newTask("TWITTER_TWEET_HASHTAGS"), title: "Post", config: { hashtags: "#kleos, monsoon" } },
      { ...newTask("LINK_WALLET"), title: "Wallet", points: "5" },
    ];
    const built = buildCampaign(filled({ tasks }));
    expect(built.ok && toCampaignInput(built.input).tasks).toEqual([
      {
        type: "URI_REDIRECTION",
        title: "Visit",
        description: "",
        config: { url: "https://example.com/x" },
        active: true,
        points: 0,
      },
      {
        type: "SHARE_REFERRAL_INVITE",
        title: "Invite",
        description: "",
        config: { requiredInvites: 3 },
        active: true,
        points: 0,
      },
      {
        type: "TWITTER_TWEET_HASHTAGS",
        title: "Post",
        description: "",
        config: { hashtags: ["kleos", "monsoon"] },
        active: true,
        points: 0,
      },
      {
        type: "LINK_WALLET",
        title: "Wallet",
        description: "",
        config: { chain: "evm" },
        active: true,
        points: 5,
      },
    ]);
    expect(
      errorsOf(
        filled({ tasks: [{ ...newTask("URI_REDIRECTION"), title: "Visit", config: { url: "example" } }] }),
      ),
    ).toHaveProperty(["tasks.0.config.url", "id"], "validation.url.invalid");
    expect(
      errorsOf(
        filled({
          tasks: [{ ...newTask("GAME_API_VALIDATION"), title: "Play", config: { partnerId: "p1" } }],
        }),
      ),
    ).toEqual({ "tasks.0.config.action": expect.objectContaining({ id: "admin.campaignForm.required" }) });
    // The domain's rule of the type, as the server checks it: a post on X, not any address.
    const like = (tweetUrl: string) =>
      filled({ tasks: [{ ...newTask("TWITTER_LIKE"), title: "Like", config: { tweetUrl } }] });
    expect(errorsOf(like("https://example.com/post"))).toEqual({
      "tasks.0.config.tweetUrl": {
        id: "validation.twitterLink.invalid",
        defaultMessage: "Please enter a valid Twitter/X link",
      },
    });
    expect(errorsOf(like("https://x.com/kleos/status/1234567890"))).toEqual({});
    expect(
      errorsOf(
        filled({
          tasks: [{ ...newTask("DISCORD_ROLE"), title: "Role", config: { guildId: "123", roleId: "1" } }],
        }),
      ),
    ).toHaveProperty(["tasks.0.config.guildId", "id"], "validation.common.enterValue");
    expect(
      errorsOf(filled({ tasks: [{ ...newTask("SPECIAL_CODE"), title: "Code", points: "-1" }] })),
    ).toHaveProperty(["tasks.0.points"]);
  });
});

describe("task configs", () => {
  it("gives every one of the 26 types a form whose defaults a type of choices and optional fields accepts", () => {
    expect(TASK_TYPES).toHaveLength(26);
    for (const type of TASK_TYPES) {
      const fields = configFieldsOf(type);
      const result = buildTaskConfig(type, defaultConfigTexts(type));
      const onlyChoices = fields.every((field) => field.kind === "choice" || field.optional === true);
      expect(result.ok, type).toBe(onlyChoices);
    }
    expect(configFieldsOf("INTERNAL_API_VALIDATION")).toEqual([
      {
        name: "fact",
        kind: "choice",
        options: ["PROFILE_COMPLETE", "PHONE_VERIFIED", "EMAIL_VERIFIED", "WALLET_LINKED", "CLAN_MEMBER"],
      },
    ]);
  });
});

describe("editing a saved campaign", () => {
  it("lets a published campaign's texts change even when a read-only task no longer passes a stricter rule", () => {
    const saved = adminCampaign({
      lifecycle: "PUBLISHED",
      status: "LIVE",
      tasks: [
        {
          id: TASK_ID,
          position: 0,
          type: "TWITTER_LIKE",
          title: "Like our post",
          description: "",
          config: { tweetUrl: "https://example.com/old-post" },
          active: true,
          points: 0,
        },
      ],
    });
    const values = { ...valuesOfCampaign(saved), title: "Monsoon Cup 2026" };
    expect(buildCampaign(values).ok).toBe(false);
    const built = buildCampaign(values, (key) => isErrorEditable("published", key, saved));
    expect(built.ok && toCampaignChanges(built.input, saved)).toEqual({ title: "Monsoon Cup 2026" });
    const draft = { ...saved, lifecycle: "DRAFT" as const };
    expect(buildCampaign(values, (key) => isErrorEditable("draft", key, draft)).ok).toBe(false);
  });

  it("reads a saved campaign back into the form and sends nothing when nothing changed", () => {
    const saved = adminCampaign({
      distribution: { method: "LEADERBOARD", tiers: [{ fromRank: 1, toRank: 3, amount: 500 }] },
    });
    const values = valuesOfCampaign(saved);
    expect(values).toMatchObject({
      amount: "12.5",
      countries: "IN",
      gameId: "3",
      startsAt: "2026-07-01T10:00",
    });
    expect(values.tiers.map(({ fromRank, toRank, amount }) => ({ fromRank, toRank, amount }))).toEqual([
      { fromRank: "1", toRank: "3", amount: "5" },
    ]);
    const built = buildCampaign(values);
    expect(built.ok && toCampaignChanges(built.input, saved)).toEqual({});
  });

  it("sends only what changed, tasks with their ids", () => {
    const saved = adminCampaign();
    const values = valuesOfCampaign(saved);
    const built = buildCampaign({
      ...values,
      title: "Monsoon Cup 2026",
      amount: "20",
      tasks: [...values.tasks, { ...newTask("SPECIAL_CODE"), title: "Code" }],
    });
    expect(built.ok && toCampaignChanges(built.input, saved)).toEqual({
      title: "Monsoon Cup 2026",
      reward: { currency: "KCASH", amount: 2000 },
      tasks: [
        expect.objectContaining({ id: TASK_ID, type: "URI_REDIRECTION" }),
        { type: "SPECIAL_CODE", title: "Code", description: "", config: {}, active: true, points: 0 },
      ],
    });
  });

  it("sends a draft's task list when only new special codes were typed, with the codes", () => {
    const codeTask = {
      id: "3f0c6a7e-8b1d-4c2e-9f5a-6b7c8d9e0f1a",
      position: 0,
      type: "SPECIAL_CODE" as const,
      title: "Code",
      description: "",
      config: {},
      active: true,
      points: 0,
      specialCodeCount: 4,
    };
    const saved = adminCampaign({ tasks: [codeTask] });
    const values = valuesOfCampaign(saved);
    expect(values.tasks[0]).toMatchObject({ specialCodeCount: 4, codes: "", codeUseLimit: "1" });
    const untouched = buildCampaign(values);
    expect(untouched.ok && toCampaignChanges(untouched.input, saved)).toEqual({});
    const built = buildCampaign({
      ...values,
      tasks: [{ ...values.tasks[0]!, codes: "NEW-CODE-1\n", codeUseLimit: "3" }],
    });
    expect(built.ok && toCampaignChanges(built.input, saved)).toEqual({
      tasks: [
        {
          id: codeTask.id,
          type: "SPECIAL_CODE",
          title: "Code",
          description: "",
          config: {},
          active: true,
          points: 0,
          specialCodes: { codes: ["NEW-CODE-1"], useLimit: 3 },
        },
      ],
    });
    expect(
      errorsOf({ ...values, tasks: [{ ...values.tasks[0]!, codes: "OK-CODE", codeUseLimit: "0" }] }),
    ).toEqual({
      "tasks.0.specialCodes.useLimit": expect.objectContaining({ message: expect.anything() }),
    });
  });

  it("once published sends only the fields that may change, and tasks with their saved settings", () => {
    const saved = adminCampaign({ lifecycle: "PUBLISHED", status: "LIVE" });
    const values = valuesOfCampaign(saved);
    const task = values.tasks[0]!;
    const built = buildCampaign({
      ...values,
      title: "Monsoon Cup 2026",
      slug: "monsoon-2026",
      amount: "99",
      endsAt: "2026-07-12T10:00",
      tasks: [
        {
          ...task,
          title: "Visit us",
          active: false,
          points: "50",
          config: { url: "https://example.com/other" },
        },
      ],
    });
    expect(built.ok && toCampaignChanges(built.input, saved)).toEqual({
      title: "Monsoon Cup 2026",
      endsAt: "2026-07-12T10:00:00.000Z",
      tasks: [
        {
          id: TASK_ID,
          type: "URI_REDIRECTION",
          title: "Visit us",
          description: "Open the partner's site.",
          config: { url: "https://example.com/monsoon" },
          active: false,
          points: 10,
        },
      ],
    });
    expect(isFieldEditable("published", "endsAt", { distributionState: "PROCESSING" })).toBe(false);
    expect(isErrorEditable("published", "tasks.0.title", saved)).toBe(true);
    expect(isErrorEditable("published", "tasks.0.config.url", saved)).toBe(false);
    expect(isErrorEditable("published", "distribution.tiers.1", saved)).toBe(false);
    expect(isFieldEditable("published", "reward", saved)).toBe(false);
    expect(isFieldEditable("archived", "title", saved)).toBe(false);
  });
});
