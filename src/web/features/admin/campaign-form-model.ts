/**
 * The campaign form's values (what the admin typed, as text), the rules the form checks before sending, and
 * the contract's request built from them: `CampaignInput` for a new campaign, `CampaignChanges` (only what
 * changed, and once published only what may change) for an existing one. Errors are keyed by the same
 * paths the server names in its problems (`slug`, `tasks.0.config.url`, `distribution.tiers.1.toRank`), so
 * the form shows its own and the server's in the same places.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import type {
  DistributionConfig,
  DistributionMethod,
  LeaderboardTier,
} from "@/domain/campaigns/campaign-lifecycle";
import {
  checkDates,
  defaultClaimEndsAt,
  distributionOf,
  isEditableWhenPublished,
  PUBLISHED_EDITABLE_TASK_FIELDS,
  SLUG_MAX,
  SLUG_PATTERN,
  TITLE_MAX,
} from "@/domain/campaigns/campaign-rules";
import { CURRENCY_DECIMALS } from "@/domain/constants/money";
import { CONTINENT_CODES, type ContinentCode } from "@/domain/geo/continents";
import { countryByCode } from "@/domain/geo/countries";
import type { TaskType } from "@/domain/tasks/task-types";
import type {
  AdminCampaign,
  CampaignChanges,
  CampaignInput,
  CampaignKind,
  SiteCurrency,
} from "@/web/features/admin/api/admin-api";
import {
  buildTaskConfig,
  configTexts,
  defaultConfigTexts,
  type ConfigIssue,
} from "@/web/features/admin/task-config";
import { checkCodes, type CodeIssue } from "@/web/features/admin/special-codes";
import {
  formatWholeUnits,
  fromDateTimeLocal,
  parseCount,
  parseWholeUnits,
  toDateTimeLocal,
} from "@/web/features/admin/units";

export interface TierRow {
  /** A key for the list, never sent. */
  readonly key: string;
  readonly fromRank: string;
  readonly toRank: string;
  readonly amount: string;
}

export interface TaskRow {
  readonly key: string;
  /** The saved task's id (its gamers' progress stays with it); none for a new task. */
  readonly id?: string;
  readonly type: TaskType;
  readonly title: string;
  readonly description: string;
  readonly active: boolean;
  readonly points: string;
  /** Config texts by field name. */
  readonly config: Readonly<Record<string, string>>;
  /** SPECIAL_CODE tasks: how many codes the server holds. */
  readonly specialCodeCount?: number;
  /** SPECIAL_CODE tasks: new codes as typed, one per line, sent with the campaign when it is saved. */
  readonly codes: string;
  /** SPECIAL_CODE tasks: how many gamers may use each new code, as typed. */
  readonly codeUseLimit: string;
}

export interface CampaignFormValues {
  readonly kind: CampaignKind;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** The game's id as text; "" for none. */
  readonly gameId: string;
  /** `datetime-local` values in the admin's time zone. */
  readonly startsAt: string;
  readonly endsAt: string;
  /** "" lets the server choose (seven days after the end for rewards paid on claim, the end otherwise). */
  readonly claimEndsAt: string;
  readonly featured: boolean;
  readonly isPrivate: boolean;
  /** Follows, memberships and holdings are checked again at claim. */
  readonly recheckAtClaim: boolean;
  /** ISO 3166 alpha-2 codes as typed ("IN, BR"); empty for everywhere. */
  readonly countries: string;
  readonly continents: ReadonlyArray<ContinentCode>;
  readonly currency: SiteCurrency;
  /** Whole units as typed. */
  readonly amount: string;
  readonly method: DistributionMethod;
  readonly cap: string;
  readonly winners: string;
  readonly tiers: ReadonlyArray<TierRow>;
  /** Quests only; "" for no limit. */
  readonly slots: string;
  readonly bannerImage: string;
  readonly tasks: ReadonlyArray<TaskRow>;
}

/** A field's error: a message of the form's own rules (with its values), or the server's English text. */
export type FieldIssue = MessageDescriptor | CodeIssue | string;
export type FormErrors = Readonly<Record<string, FieldIssue>>;

export const formMessages = defineMessages({
  required: { id: "admin.campaignForm.required", defaultMessage: "Please enter a value" },
  slugPattern: {
    id: "admin.campaignForm.slugPattern",
    defaultMessage: "Lower-case letters and digits, with single dashes between words (summer-cup-2026)",
  },
  tooLong: { id: "admin.campaignForm.tooLong", defaultMessage: "This is too long" },
  dateInvalid: { id: "admin.campaignForm.dateInvalid", defaultMessage: "Please pick a date and time" },
  endBeforeStart: {
    id: "admin.campaignForm.endBeforeStart",
    defaultMessage: "The end must be after the start",
  },
  claimBeforeEnd: {
    id: "admin.campaignForm.claimBeforeEnd",
    defaultMessage: "The claim window cannot close before the campaign ends",
  },
  countriesInvalid: {
    id: "admin.campaignForm.countriesInvalid",
    defaultMessage: "Use two-letter ISO country codes, such as IN or BR",
  },
  amountInvalid: {
    id: "admin.campaignForm.amountInvalid",
    defaultMessage: "Please enter an amount this currency can hold",
  },
  amountZero: {
    id: "admin.campaignForm.amountZero",
    defaultMessage: "The reward must be more than zero",
  },
  countInvalid: {
    id: "admin.campaignForm.countInvalid",
    defaultMessage: "Please enter a whole number of 1 or more",
  },
  pointsInvalid: {
    id: "admin.campaignForm.pointsInvalid",
    defaultMessage: "Please enter a whole number from 0 to 1,000,000",
  },
  tiersEmpty: { id: "admin.campaignForm.tiersEmpty", defaultMessage: "Add at least one tier" },
  tierRanks: {
    id: "admin.campaignForm.tierRanks",
    defaultMessage: "The ranks must start at 1 or later, and the last cannot be before the first",
  },
  tierOverlap: {
    id: "admin.campaignForm.tierOverlap",
    defaultMessage: "This tier's ranks overlap another tier's",
  },
  imageInvalid: {
    id: "admin.campaignForm.imageInvalid",
    defaultMessage: "Please enter a web address (https://…) or a site path (/media/…)",
  },
  gameUnknown: { id: "admin.campaignForm.gameUnknown", defaultMessage: "There is no such game" },
  partnerUnknown: {
    id: "admin.campaignForm.partnerUnknown",
    defaultMessage: "There is no game partner with this id",
  },
  noTasks: {
    id: "admin.campaignForm.noTasks",
    defaultMessage: "Add at least one task before publishing",
  },
  choiceInvalid: { id: "admin.campaignForm.choiceInvalid", defaultMessage: "Please choose an option" },
});

/**
 * The domain's cross-field rules (campaign-rules.ts) by their stable reason, for the form's own check and for
 * the server's 422 `CampaignConfigInvalid`, which names the same field and reason.
 */
export const reasonMessages: Readonly<Record<string, MessageDescriptor>> = {
  ENDS_BEFORE_START: formMessages.endBeforeStart,
  CLAIM_ENDS_BEFORE_END: formMessages.claimBeforeEnd,
  TIERS_MISSING: formMessages.tiersEmpty,
  TIER_RANKS_INVALID: formMessages.tierRanks,
  TIER_AMOUNT_NOT_POSITIVE: formMessages.amountZero,
  TIERS_OVERLAP: formMessages.tierOverlap,
  REWARD_ZERO: formMessages.amountZero,
  CAP_MISSING: formMessages.countInvalid,
  WINNERS_MISSING: formMessages.countInvalid,
  GAME_UNKNOWN: formMessages.gameUnknown,
  PARTNER_UNKNOWN: formMessages.partnerUnknown,
  NO_TASKS: formMessages.noTasks,
};

const CONFIG_ISSUE_MESSAGES: { readonly [I in ConfigIssue]: MessageDescriptor } = {
  required: formMessages.required,
  count: formMessages.countInvalid,
  choice: formMessages.choiceInvalid,
};

const DESCRIPTION_MAX = 10_000;
const TASK_DESCRIPTION_MAX = 2_000;
const BANNER_MAX = 500;
const POINTS_MAX = 1_000_000;

let lastKey = 0;
/** A key for a new tier or task row. */
export const newRowKey = (): string => {
  lastKey += 1;
  return `row-${lastKey}`;
};

export const emptyTier = (): TierRow => ({ key: newRowKey(), fromRank: "", toRank: "", amount: "" });

export const newTask = (type: TaskType = "URI_REDIRECTION"): TaskRow => ({
  key: newRowKey(),
  type,
  title: "",
  description: "",
  active: true,
  points: "0",
  config: defaultConfigTexts(type),
  codes: "",
  codeUseLimit: "1",
});

export const emptyCampaignValues = (): CampaignFormValues => ({
  kind: "campaign",
  slug: "",
  title: "",
  description: "",
  gameId: "",
  startsAt: "",
  endsAt: "",
  claimEndsAt: "",
  featured: false,
  isPrivate: false,
  recheckAtClaim: false,
  countries: "",
  continents: [],
  currency: "KCASH",
  amount: "",
  method: "EVERYONE",
  cap: "",
  winners: "",
  tiers: [emptyTier()],
  slots: "",
  bannerImage: "",
  tasks: [],
});

/** The form's values for a saved campaign. */
export const valuesOfCampaign = (campaign: AdminCampaign): CampaignFormValues => {
  const decimals = CURRENCY_DECIMALS[campaign.reward.currency];
  const { distribution } = campaign;
  return {
    kind: campaign.kind,
    slug: campaign.slug,
    title: campaign.title,
    description: campaign.description,
    gameId: campaign.gameId === null ? "" : String(campaign.gameId),
    startsAt: toDateTimeLocal(campaign.startsAt),
    endsAt: toDateTimeLocal(campaign.endsAt),
    claimEndsAt: toDateTimeLocal(campaign.claimEndsAt),
    featured: campaign.featured,
    isPrivate: campaign.isPrivate,
    recheckAtClaim: campaign.recheckAtClaim ?? false,
    countries: campaign.applicableCountries.join(", "),
    continents: campaign.applicableContinents,
    currency: campaign.reward.currency,
    amount: formatWholeUnits(campaign.reward.amount, decimals),
    method: distribution.method,
    cap: distribution.cap === undefined ? "" : String(distribution.cap),
    winners: distribution.winners === undefined ? "" : String(distribution.winners),
    tiers:
      distribution.tiers === undefined || distribution.tiers.length === 0
        ? [emptyTier()]
        : distribution.tiers.map((tier) => ({
            key: newRowKey(),
            fromRank: String(tier.fromRank),
            toRank: String(tier.toRank),
            amount: formatWholeUnits(tier.amount, decimals),
          })),
    slots: campaign.slots === null ? "" : String(campaign.slots),
    bannerImage: campaign.bannerImage,
    tasks: campaign.tasks.map((task) => ({
      key: newRowKey(),
      id: task.id,
      type: task.type,
      title: task.title,
      description: task.description,
      active: task.active,
      points: String(task.points),
      config: { ...defaultConfigTexts(task.type), ...configTexts(task.config) },
      ...(task.specialCodeCount === undefined ? {} : { specialCodeCount: task.specialCodeCount }),
      codes: "",
      codeUseLimit: "1",
    })),
  };
};

/** The country codes typed, upper-cased, without repeats; undefined when one is not a known country. */
export const parseCountries = (text: string): string[] | undefined => {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== "");
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code) || countryByCode(code) === undefined)) return undefined;
  return [...new Set(codes)];
};

const isBannerAddress = (text: string): boolean => {
  if (text.startsWith("/") && !text.startsWith("//")) return true;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** A checked distribution as the contract takes it (its tier list a fresh, mutable copy). */
const wireDistribution = (config: DistributionConfig): CampaignInput["distribution"] => {
  switch (config.method) {
    case "EVERYONE":
      return { method: "EVERYONE" };
    case "FCFS":
      return { method: "FCFS", cap: config.cap };
    case "RAFFLE":
      return { method: "RAFFLE", winners: config.winners };
    case "LEADERBOARD":
      return { method: "LEADERBOARD", tiers: config.tiers.map((tier) => ({ ...tier })) };
  }
};

type TaskPayload = NonNullable<CampaignInput["tasks"]>[number] & { id?: string };

/** The campaign the form describes: a new campaign's request, its tasks still with their saved ids. */
export type BuiltCampaign = Omit<CampaignInput, "tasks"> & { tasks: TaskPayload[] };

/** The form's values as the contract's campaign, or the errors that stop it being sent. */
export const buildCampaign = (
  values: CampaignFormValues,
  /**
   * Which errors count: a published campaign's read-only fields hold what the server saved, so a rule that
   * has since grown stricter must not stop the admin changing what may still change. All, by default.
   */
  counts: (errorKey: string) => boolean = () => true,
):
  | { readonly ok: true; readonly input: BuiltCampaign }
  | { readonly ok: false; readonly errors: FormErrors } => {
  const errors: Record<string, FieldIssue> = {};
  const decimals = CURRENCY_DECIMALS[values.currency];

  const slug = values.slug.trim();
  if (slug === "") errors["slug"] = formMessages.required;
  else if (slug.length > SLUG_MAX) errors["slug"] = formMessages.tooLong;
  else if (!SLUG_PATTERN.test(slug)) errors["slug"] = formMessages.slugPattern;

  const title = values.title.trim();
  if (title === "") errors["title"] = formMessages.required;
  else if (title.length > TITLE_MAX) errors["title"] = formMessages.tooLong;
  if (values.description.length > DESCRIPTION_MAX) errors["description"] = formMessages.tooLong;

  const startsAt = fromDateTimeLocal(values.startsAt);
  const endsAt = fromDateTimeLocal(values.endsAt);
  const claimEndsAt = values.claimEndsAt === "" ? undefined : fromDateTimeLocal(values.claimEndsAt);
  if (startsAt === undefined) errors["startsAt"] = formMessages.dateInvalid;
  if (endsAt === undefined) errors["endsAt"] = formMessages.dateInvalid;
  if (values.claimEndsAt !== "" && claimEndsAt === undefined)
    errors["claimEndsAt"] = formMessages.dateInvalid;
  if (
    startsAt !== undefined &&
    endsAt !== undefined &&
    (values.claimEndsAt === "" || claimEndsAt !== undefined)
  ) {
    const end = Date.parse(endsAt);
    const breach = checkDates({
      startsAt: Date.parse(startsAt),
      endsAt: end,
      claimEndsAt:
        claimEndsAt === undefined ? defaultClaimEndsAt(values.method, end) : Date.parse(claimEndsAt),
    });
    if (breach !== undefined)
      errors[breach.field] = reasonMessages[breach.reason] ?? formMessages.dateInvalid;
  }

  const countries = parseCountries(values.countries);
  if (countries === undefined) errors["applicableCountries"] = formMessages.countriesInvalid;

  const amount = parseWholeUnits(values.amount, decimals);
  if (amount === undefined) errors["reward.amount"] = formMessages.amountInvalid;

  // Each text is read first (a number, an amount this currency can hold); the rules across fields are the
  // domain's, the same the server applies.
  const setting: { cap?: number; winners?: number; tiers?: LeaderboardTier[] } = {};
  if (values.method === "FCFS") {
    const cap = parseCount(values.cap);
    if (cap === undefined) errors["distribution.cap"] = formMessages.countInvalid;
    else setting.cap = cap;
  } else if (values.method === "RAFFLE") {
    const winners = parseCount(values.winners);
    if (winners === undefined) errors["distribution.winners"] = formMessages.countInvalid;
    else setting.winners = winners;
  } else if (values.method === "LEADERBOARD") {
    setting.tiers = values.tiers.map((tier, index) => {
      const fromRank = parseCount(tier.fromRank);
      const toRank = parseCount(tier.toRank);
      const tierAmount = parseWholeUnits(tier.amount, decimals);
      const at = `distribution.tiers.${index}`;
      if (fromRank === undefined) errors[`${at}.fromRank`] = formMessages.countInvalid;
      if (toRank === undefined) errors[`${at}.toRank`] = formMessages.countInvalid;
      if (tierAmount === undefined) errors[`${at}.amount`] = formMessages.amountInvalid;
      return { fromRank: fromRank ?? 0, toRank: toRank ?? 0, amount: tierAmount ?? 0 };
    });
  }
  const unreadable = Object.keys(errors).some(
    (field) => field === "reward.amount" || field.startsWith("distribution."),
  );
  const checked = unreadable ? undefined : distributionOf({ method: values.method, ...setting }, amount ?? 0);
  if (checked !== undefined && "breach" in checked)
    errors[checked.breach.field] = reasonMessages[checked.breach.reason] ?? formMessages.countInvalid;
  const distribution: CampaignInput["distribution"] =
    checked === undefined || "breach" in checked
      ? { method: values.method }
      : wireDistribution(checked.config);

  const slots = values.kind === "quest" && values.slots.trim() !== "" ? parseCount(values.slots) : null;
  if (slots === undefined) errors["slots"] = formMessages.countInvalid;

  const bannerImage = values.bannerImage.trim();
  if (bannerImage.length > BANNER_MAX) errors["bannerImage"] = formMessages.tooLong;
  else if (bannerImage !== "" && !isBannerAddress(bannerImage))
    errors["bannerImage"] = formMessages.imageInvalid;

  const tasks = values.tasks.map((task, index): TaskPayload => {
    const at = `tasks.${index}`;
    const taskTitle = task.title.trim();
    if (taskTitle === "") errors[`${at}.title`] = formMessages.required;
    else if (taskTitle.length > TITLE_MAX) errors[`${at}.title`] = formMessages.tooLong;
    if (task.description.length > TASK_DESCRIPTION_MAX) errors[`${at}.description`] = formMessages.tooLong;
    const points = /^\d+$/.test(task.points.trim()) ? Number(task.points.trim()) : undefined;
    if (points === undefined || points > POINTS_MAX) errors[`${at}.points`] = formMessages.pointsInvalid;
    const config = buildTaskConfig(task.type, task.config);
    if (!config.ok)
      for (const [field, issue] of Object.entries(config.issues))
        errors[`${at}.config.${field}`] =
          typeof issue === "string"
            ? CONFIG_ISSUE_MESSAGES[issue]
            : // The domain's rule, under its own message id (translated with the other validation messages).
              { id: issue.messageId, defaultMessage: issue.message };
    // New codes go with a SPECIAL_CODE task when some were typed (a task may also be saved without any).
    const codes =
      task.type === "SPECIAL_CODE" && task.codes.trim() !== ""
        ? checkCodes(task.codes, task.codeUseLimit)
        : undefined;
    if (codes !== undefined && !codes.ok) {
      if (codes.codes !== undefined) errors[`${at}.specialCodes.codes`] = codes.codes;
      if (codes.useLimit !== undefined) errors[`${at}.specialCodes.useLimit`] = codes.useLimit;
    }
    return {
      ...(task.id === undefined ? {} : { id: task.id }),
      type: task.type,
      title: taskTitle,
      description: task.description.trim(),
      config: config.ok ? config.config : {},
      active: task.active,
      points: points ?? 0,
      ...(codes?.ok === true ? { specialCodes: { codes: codes.codes, useLimit: codes.useLimit } } : {}),
    };
  });

  for (const key of Object.keys(errors)) if (!counts(key)) delete errors[key];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const gameId = values.gameId === "" ? null : Number(values.gameId);
  return {
    ok: true,
    input: {
      kind: values.kind,
      slug,
      title,
      description: values.description.trim(),
      gameId,
      startsAt: startsAt ?? "",
      endsAt: endsAt ?? "",
      ...(claimEndsAt === undefined ? {} : { claimEndsAt }),
      featured: values.featured,
      isPrivate: values.isPrivate,
      // Sent when asked for; a campaign that never re-checks says nothing of it (toCampaignChanges turns it off).
      ...(values.recheckAtClaim ? { recheckAtClaim: true } : {}),
      applicableContinents: CONTINENT_CODES.filter((code) => values.continents.includes(code)),
      applicableCountries: countries ?? [],
      reward: { currency: values.currency, amount: amount ?? 0 },
      distribution,
      ...(values.kind === "quest" ? { slots: slots ?? null } : {}),
      bannerImage,
      tasks,
    },
  };
};

/** A new campaign's request: the built campaign, with new tasks (no ids). */
export const toCampaignInput = (built: BuiltCampaign): CampaignInput => ({
  ...built,
  tasks: built.tasks.map(({ id: _id, ...task }) => task),
});

/** How far a saved campaign can still be edited. */
export type EditMode = "draft" | "published" | "archived";

export const editModeOf = (campaign: Pick<AdminCampaign, "lifecycle">): EditMode =>
  campaign.lifecycle === "DRAFT" ? "draft" : campaign.lifecycle === "PUBLISHED" ? "published" : "archived";

/**
 * Whether a campaign-level field can change in `mode`. Once published, the end dates move only while the
 * reward has not started being drawn or paid.
 */
export const isFieldEditable = (
  mode: EditMode,
  field: string,
  campaign?: Pick<AdminCampaign, "distributionState">,
): boolean => {
  if (mode === "draft") return true;
  if (mode === "archived") return false;
  return isEditableWhenPublished(field, campaign?.distributionState);
};

/**
 * Whether the admin can fix what an error key names (`reward.amount`, `tasks.2.config.url`) in `mode`: its
 * campaign field, or for a task its own field, may still change.
 */
export const isErrorEditable = (
  mode: EditMode,
  key: string,
  campaign?: Pick<AdminCampaign, "distributionState">,
): boolean => {
  const [field = "", index, taskField] = key.split(".");
  if (field !== "tasks") return isFieldEditable(mode, field, campaign);
  if (mode === "draft") return true;
  return (
    mode === "published" &&
    index !== undefined &&
    (PUBLISHED_EDITABLE_TASK_FIELDS as readonly string[]).includes(taskField ?? "")
  );
};

/** JSON with object keys sorted, so two values compare equal whatever order their keys came in. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, entry]) => entry !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, entry]) => [key, canonical(entry)]),
        )
      : value;

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A saved instant as the form can show it (to the minute), so an untouched date is not a change. */
const asShown = (iso: string): string => fromDateTimeLocal(toDateTimeLocal(iso)) ?? iso;

/**
 * The changes to send for a saved campaign: each field of the built campaign that differs from the saved
 * one (the whole task list when any task differs). Once published, only the fields that may change are
 * compared, and tasks keep their saved type, config and points.
 */
export const toCampaignChanges = (built: BuiltCampaign, saved: AdminCampaign): CampaignChanges => {
  const mode = editModeOf(saved);
  const savedValues: Record<string, unknown> = {
    slug: saved.slug,
    title: saved.title,
    description: saved.description,
    gameId: saved.gameId,
    startsAt: asShown(saved.startsAt),
    endsAt: asShown(saved.endsAt),
    claimEndsAt: asShown(saved.claimEndsAt),
    featured: saved.featured,
    isPrivate: saved.isPrivate,
    recheckAtClaim: saved.recheckAtClaim ?? false,
    applicableContinents: saved.applicableContinents,
    applicableCountries: saved.applicableCountries,
    reward: { currency: saved.reward.currency, amount: saved.reward.amount },
    distribution: saved.distribution,
    slots: saved.slots,
    bannerImage: saved.bannerImage,
  };
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(built)) {
    if (field === "tasks" || field === "kind") continue;
    if (!isFieldEditable(mode, field, saved)) continue;
    if (field in savedValues && !same(value, savedValues[field])) changes[field] = value;
  }
  if (
    saved.recheckAtClaim === true &&
    built.recheckAtClaim !== true &&
    isFieldEditable(mode, "recheckAtClaim", saved)
  )
    changes["recheckAtClaim"] = false;
  const savedTasks = saved.tasks.map((task) => ({
    id: task.id,
    type: task.type,
    title: task.title,
    description: task.description,
    config: task.config,
    active: task.active,
    points: task.points,
  }));
  const tasks =
    mode === "published"
      ? built.tasks.map((task) => {
          const original = savedTasks.find((candidate) => candidate.id === task.id);
          return original === undefined
            ? task
            : { ...original, title: task.title, description: task.description, active: task.active };
        })
      : built.tasks;
  if (!same(tasks, savedTasks)) changes["tasks"] = tasks;
  return changes as CampaignChanges;
};
