import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CURRENCIES } from "@/domain/constants/money";
import {
  LEADERBOARD_KINDS,
  LEADERBOARD_STATUSES,
  SCORE_SOURCES,
} from "@/domain/leaderboards/leaderboard-rules";
import type { AdminLeaderboard } from "@/web/features/admin/api/admin-api";
import { formMessages } from "@/web/features/admin/campaign-form-model";
import {
  boardChanges,
  draftOfBoard,
  nextPrizeRow,
  onlyTitleEditable,
  type BoardDraft,
} from "@/web/features/admin/leaderboard-edit-model";

const board = (overrides: Partial<AdminLeaderboard> = {}): AdminLeaderboard => ({
  id: "5c2f6a1e-8d3b-4f7a-9e0c-1b2d3e4f5a6b",
  title: "Monsoon Sprint",
  kind: "GAMER",
  entityRefId: null,
  scoreSource: "KPOINTS_EARNED",
  status: "PUBLISHED",
  seasonStartsAt: "2031-07-01T10:00:00.000Z",
  seasonEndsAt: "2031-07-31T10:00:00.000Z",
  completedAt: null,
  prizeTiers: [
    { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 },
    { fromRank: 2, toRank: 10, currency: "RKLEOS", amount: 150_000_000 },
  ],
  participantCount: 12,
  ties: { ranking: "STANDARD_COMPETITION", order: "PARTICIPANT_ID_DESC" },
  ...overrides,
});

/** The draft with `change` made, starting from the board's own. */
const edited = (saved: BoardDraft, change: Partial<BoardDraft>): BoardDraft => ({ ...saved, ...change });

/** A `datetime-local` value for a local date and time. */
const local = (year: number, month: number, day: number, hours: number) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T${String(hours).padStart(2, "0")}:00`;

const anyBoard = fc
  .record({
    title: fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((title) => title.trim() === title && title !== ""),
    kind: fc.constantFrom(...LEADERBOARD_KINDS),
    status: fc.constantFrom(...LEADERBOARD_STATUSES),
    scoreSource: fc.constantFrom(...SCORE_SOURCES),
    start: fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
    length: fc.integer({ min: 60_000, max: 400 * 86_400_000 }),
    tiers: fc.array(
      fc.record({
        size: fc.integer({ min: 1, max: 50 }),
        currency: fc.constantFrom(...CURRENCIES),
        amount: fc.integer({ min: 1, max: 10 ** 12 }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ start, length, tiers, ...rest }) => {
    let fromRank = 1;
    return board({
      ...rest,
      seasonStartsAt: new Date(start).toISOString(),
      seasonEndsAt: new Date(start + length).toISOString(),
      prizeTiers: tiers.map(({ size, currency, amount }) => {
        const tier = { fromRank, toRank: fromRank + size - 1, currency, amount };
        fromRank += size;
        return tier;
      }),
    });
  });

describe("boardChanges", () => {
  test.prop([anyBoard])("sends nothing for a board the admin did not change", (saved) => {
    const draft = draftOfBoard(saved);
    expect(boardChanges(saved, draft, draft)).toEqual({ changes: {} });
  });

  test.prop([anyBoard, fc.string({ minLength: 1, maxLength: 60 })])(
    "sends a new title alone, whatever the board's status",
    (saved, title) => {
      fc.pre(title.trim() !== "" && title.trim() !== saved.title);
      const draft = draftOfBoard(saved);
      expect(boardChanges(saved, draft, edited(draft, { title: ` ${title} ` }))).toEqual({
        changes: { title: title.trim() },
      });
    },
  );

  it("sends only the fields the admin changed of a board that has not started", () => {
    const saved = board();
    const draft = draftOfBoard(saved);
    expect(
      draft.tiers.map(({ fromRank, toRank, currency, amount }) => [fromRank, toRank, currency, amount]),
    ).toEqual([
      ["1", "1", "KCASH", "5000"],
      ["2", "10", "RKLEOS", "1.5"],
    ]);
    const [first, second] = draft.tiers;
    if (first === undefined || second === undefined) throw new Error("two tiers");
    const result = boardChanges(
      saved,
      draft,
      edited(draft, {
        endsAt: local(2031, 8, 15, 18),
        scoreSource: "QUESTS_COMPLETED",
        tiers: [
          first,
          { ...second, toRank: "5", amount: "2" },
          {
            ...nextPrizeRow([first, second]),
            fromRank: "6",
            toRank: "20",
            currency: "KPOINTS",
            amount: "300",
          },
        ],
      }),
    );
    expect(result).toEqual({
      changes: {
        scoreSource: "QUESTS_COMPLETED",
        seasonEndsAt: new Date(2031, 7, 15, 18).toISOString(),
        prizeTiers: [
          { fromRank: 1, toRank: 1, currency: "KCASH", amount: 500_000 },
          { fromRank: 2, toRank: 5, currency: "RKLEOS", amount: 200_000_000 },
          { fromRank: 6, toRank: 20, currency: "KPOINTS", amount: 300 },
        ],
      },
    });
  });

  it("sends no tiers for tiers typed back to their saved amounts, and an empty list for removing them all", () => {
    const saved = board();
    const draft = draftOfBoard(saved);
    const retyped = draft.tiers.map((tier) => ({
      ...tier,
      amount: tier.amount.includes(".") ? `${tier.amount}0` : `${tier.amount}.00`,
    }));
    expect(boardChanges(saved, draft, edited(draft, { tiers: retyped }))).toEqual({ changes: {} });
    expect(boardChanges(saved, draft, edited(draft, { tiers: [] }))).toEqual({ changes: { prizeTiers: [] } });
  });

  it("keeps a live or ended board's season, source and prizes out of the changes", () => {
    for (const status of ["LIVE", "CONCLUDED", "COMPLETED"] as const) {
      const saved = board({ status });
      expect(onlyTitleEditable(saved)).toBe(true);
      const draft = draftOfBoard(saved);
      expect(
        boardChanges(
          saved,
          draft,
          edited(draft, {
            title: "Renamed",
            endsAt: local(2031, 9, 1, 10),
            scoreSource: "CAMPAIGN_POINTS",
            tiers: [],
          }),
        ),
      ).toEqual({ changes: { title: "Renamed" } });
    }
  });

  it("names each field it refuses by the request's path", () => {
    const saved = board();
    const draft = draftOfBoard(saved);
    const [first] = draft.tiers;
    if (first === undefined) throw new Error("a tier");
    expect(
      boardChanges(
        saved,
        draft,
        edited(draft, {
          title: "  ",
          startsAt: "",
          tiers: [
            { ...first, fromRank: "0", toRank: "x", amount: "1.001" },
            { ...first, key: "b", fromRank: "5", toRank: "2", amount: "0" },
          ],
        }),
      ),
    ).toEqual({
      errors: {
        title: formMessages.required,
        seasonStartsAt: formMessages.dateInvalid,
        "prizeTiers.0.fromRank": formMessages.countInvalid,
        "prizeTiers.0.toRank": formMessages.countInvalid,
        "prizeTiers.0.amount": formMessages.amountInvalid,
        "prizeTiers.1.toRank": formMessages.tierRanks,
        "prizeTiers.1.amount": formMessages.amountZero,
      },
    });
  });

  it("refuses a season that ends before it starts, and tiers that overlap", () => {
    const saved = board();
    const draft = draftOfBoard(saved);
    const [first, second] = draft.tiers;
    if (first === undefined || second === undefined) throw new Error("two tiers");
    expect(
      boardChanges(
        saved,
        draft,
        edited(draft, { endsAt: local(2031, 6, 1, 10), tiers: [first, { ...second, fromRank: "1" }] }),
      ),
    ).toEqual({
      errors: { seasonEndsAt: formMessages.endBeforeStart, prizeTiers: formMessages.tierOverlap },
    });
  });
});

describe("nextPrizeRow", () => {
  it("starts after the last tier, in its currency, or at rank 1", () => {
    expect(nextPrizeRow([])).toMatchObject({ fromRank: "1", currency: "KCASH" });
    const draft = draftOfBoard(board());
    expect(nextPrizeRow(draft.tiers)).toMatchObject({
      fromRank: "11",
      toRank: "",
      currency: "RKLEOS",
      amount: "",
    });
  });
});
