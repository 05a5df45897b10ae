/**
 * The admin's edit of a platform leaderboard (`updateLeaderboard`) as a form: the board's saved values as the
 * texts the fields show, and back to the changes the contract takes — only the fields the admin changed, so a
 * live board can still be renamed (its season, score source and prizes are fixed once it has started: 409
 * `LeaderboardNotEditable`). Errors are keyed by the request's field paths (`seasonEndsAt`,
 * `prizeTiers.0.amount`), the same the server names in a 400, so one lookup finds either.
 */
import type { MessageDescriptor } from "react-intl";
import { CURRENCY_DECIMALS, type Currency } from "@/domain/constants/money";
import { prizeTiersAreValid, type ScoreSource } from "@/domain/leaderboards/leaderboard-rules";
import type { AdminLeaderboard, LeaderboardChanges } from "@/web/features/admin/api/admin-api";
import { formMessages, newRowKey } from "@/web/features/admin/campaign-form-model";
import {
  formatWholeUnits,
  fromDateTimeLocal,
  parseCount,
  parseWholeUnits,
  toDateTimeLocal,
} from "@/web/features/admin/units";

/** The contract's largest number of prize tiers and highest prize rank. */
export const MAX_PRIZE_TIERS = 20;
const MAX_PRIZE_RANK = 10_000;
const TITLE_MAX = 120;

export interface PrizeRow {
  /** A stable key for the row while it is edited. */
  readonly key: string;
  readonly fromRank: string;
  readonly toRank: string;
  readonly currency: Currency;
  /** Whole units of `currency` ("2000", "12.5"). */
  readonly amount: string;
}

export interface BoardDraft {
  readonly title: string;
  readonly scoreSource: ScoreSource;
  /** `datetime-local` values in the admin's time zone. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly tiers: ReadonlyArray<PrizeRow>;
}

export type BoardErrors = Readonly<Record<string, MessageDescriptor>>;

/** Whether only the title may change: the season has started, or is over. */
export const onlyTitleEditable = (board: Pick<AdminLeaderboard, "status">): boolean =>
  board.status !== "PUBLISHED";

/** A new prize row paying from `fromRank`, in K-Cash unless told. */
export const newPrizeRow = (fromRank = "", currency: Currency = "KCASH"): PrizeRow => ({
  key: newRowKey(),
  fromRank,
  toRank: "",
  currency,
  amount: "",
});

/** The next row after `rows`: from the rank after the last one's, in its currency. */
export const nextPrizeRow = (rows: ReadonlyArray<PrizeRow>): PrizeRow => {
  const last = rows.at(-1);
  if (last === undefined) return newPrizeRow("1");
  const after = parseCount(last.toRank);
  return newPrizeRow(after === undefined ? "" : String(after + 1), last.currency);
};

/** The board's saved values as the form's texts. */
export const draftOfBoard = (board: AdminLeaderboard): BoardDraft => ({
  title: board.title,
  scoreSource: board.scoreSource,
  startsAt: toDateTimeLocal(board.seasonStartsAt),
  endsAt: toDateTimeLocal(board.seasonEndsAt),
  tiers: board.prizeTiers.map((tier) => ({
    key: newRowKey(),
    fromRank: String(tier.fromRank),
    toRank: String(tier.toRank),
    currency: tier.currency,
    amount: formatWholeUnits(tier.amount, CURRENCY_DECIMALS[tier.currency]),
  })),
});

type Tier = AdminLeaderboard["prizeTiers"][number];

const parseRank = (text: string): number | undefined => {
  const rank = parseCount(text);
  return rank !== undefined && rank <= MAX_PRIZE_RANK ? rank : undefined;
};

/** The rows as the contract's tiers, with what is wrong with each field. */
const tiersOf = (rows: ReadonlyArray<PrizeRow>, errors: Record<string, MessageDescriptor>): Tier[] => {
  const tiers: Tier[] = [];
  rows.forEach((row, index) => {
    const at = `prizeTiers.${index}`;
    const fromRank = parseRank(row.fromRank);
    const toRank = parseRank(row.toRank);
    const amount = parseWholeUnits(row.amount, CURRENCY_DECIMALS[row.currency]);
    if (fromRank === undefined) errors[`${at}.fromRank`] = formMessages.countInvalid;
    if (toRank === undefined) errors[`${at}.toRank`] = formMessages.countInvalid;
    else if (fromRank !== undefined && toRank < fromRank) errors[`${at}.toRank`] = formMessages.tierRanks;
    if (amount === undefined) errors[`${at}.amount`] = formMessages.amountInvalid;
    else if (amount < 1) errors[`${at}.amount`] = formMessages.amountZero;
    if (fromRank !== undefined && toRank !== undefined && amount !== undefined)
      tiers.push({ fromRank, toRank, currency: row.currency, amount });
  });
  return tiers;
};

const sameTiers = (a: ReadonlyArray<Tier>, b: ReadonlyArray<Tier>): boolean =>
  a.length === b.length &&
  a.every((tier, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      tier.fromRank === other.fromRank &&
      tier.toRank === other.toRank &&
      tier.currency === other.currency &&
      tier.amount === other.amount
    );
  });

/**
 * What the admin changed, as the contract's `LeaderboardChanges` (empty when nothing did), or what is wrong.
 * `saved` is the draft the form started from: a date the admin did not touch is not sent again.
 */
export const boardChanges = (
  board: AdminLeaderboard,
  saved: BoardDraft,
  draft: BoardDraft,
): { readonly changes: LeaderboardChanges } | { readonly errors: BoardErrors } => {
  const errors: Record<string, MessageDescriptor> = {};
  const title = draft.title.trim();
  if (title === "") errors["title"] = formMessages.required;
  else if (Array.from(title).length > TITLE_MAX) errors["title"] = formMessages.tooLong;
  const changes: LeaderboardChanges = {};
  if (title !== board.title) changes.title = title;
  if (!onlyTitleEditable(board)) {
    if (draft.scoreSource !== board.scoreSource) changes.scoreSource = draft.scoreSource;
    const startsAt = fromDateTimeLocal(draft.startsAt);
    const endsAt = fromDateTimeLocal(draft.endsAt);
    if (startsAt === undefined) errors["seasonStartsAt"] = formMessages.dateInvalid;
    if (endsAt === undefined) errors["seasonEndsAt"] = formMessages.dateInvalid;
    if (startsAt !== undefined && endsAt !== undefined && Date.parse(endsAt) <= Date.parse(startsAt))
      errors["seasonEndsAt"] = formMessages.endBeforeStart;
    if (startsAt !== undefined && draft.startsAt !== saved.startsAt) changes.seasonStartsAt = startsAt;
    if (endsAt !== undefined && draft.endsAt !== saved.endsAt) changes.seasonEndsAt = endsAt;
    const tiers = tiersOf(draft.tiers, errors);
    const rowsValid = !Object.keys(errors).some((key) => key.startsWith("prizeTiers."));
    if (rowsValid && !prizeTiersAreValid(tiers)) errors["prizeTiers"] = formMessages.tierOverlap;
    if (!sameTiers(tiers, board.prizeTiers)) changes.prizeTiers = tiers;
  }
  return Object.keys(errors).length > 0 ? { errors } : { changes };
};
