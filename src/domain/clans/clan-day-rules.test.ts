import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  DAY_MS,
  DEFAULT_CLAN_RULES,
  daysOf,
  deleteHeldUntil,
  heldUntil,
  joinHeldUntil,
  recreateHeldUntil,
  type ClanRules,
} from "@/domain/clans/clan-day-rules";

const instant = fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 });
const days = fc.integer({ min: 0, max: 365 });
const rules = fc.record({
  minDaysBeforeClanDelete: days,
  minDaysToJoinClanAfterLeaving: days,
  minDaysToRecreateClanAfterDelete: days,
}) satisfies fc.Arbitrary<ClanRules>;

describe("clan day rules", () => {
  test.prop([instant, days, fc.integer({ min: 0, max: 400 * DAY_MS })])(
    "property: an action is held exactly until `days` whole days after the moment, then free",
    (since, ruleDays, elapsed) => {
      const now = since + elapsed;
      const held = heldUntil(since, ruleDays, now);
      if (elapsed < ruleDays * DAY_MS) expect(held).toBe(since + ruleDays * DAY_MS);
      else expect(held).toBeUndefined();
    },
  );

  test.prop([instant, days])("property: nothing to count from holds nothing back", (now, ruleDays) => {
    expect(heldUntil(undefined, ruleDays, now)).toBeUndefined();
  });

  test.prop([instant, instant])("property: a 0-day rule never holds back", (since, now) => {
    expect(heldUntil(since, 0, Math.max(since, now))).toBeUndefined();
  });

  test.prop([rules, instant, fc.integer({ min: 0, max: 400 * DAY_MS })])(
    "property: each rule reads its own value (clanDelete, clanLeave, clanCreation)",
    (clanRules, since, elapsed) => {
      const now = since + elapsed;
      expect(deleteHeldUntil(clanRules, since, now)).toBe(
        heldUntil(since, daysOf(clanRules, "clanDelete"), now),
      );
      expect(joinHeldUntil(clanRules, since, now)).toBe(
        heldUntil(since, daysOf(clanRules, "clanLeave"), now),
      );
      expect(recreateHeldUntil(clanRules, since, now)).toBe(
        heldUntil(since, daysOf(clanRules, "clanCreation"), now),
      );
    },
  );

  test("the defaults: a week to delete, 3 days to rejoin, 2 weeks to recreate", () => {
    const created = Date.UTC(2026, 0, 1);
    expect(deleteHeldUntil(DEFAULT_CLAN_RULES, created, created + 6 * DAY_MS)).toBe(Date.UTC(2026, 0, 8));
    expect(deleteHeldUntil(DEFAULT_CLAN_RULES, created, Date.UTC(2026, 0, 8))).toBeUndefined();
    expect(joinHeldUntil(DEFAULT_CLAN_RULES, created, created + DAY_MS)).toBe(Date.UTC(2026, 0, 4));
    expect(recreateHeldUntil(DEFAULT_CLAN_RULES, created, created)).toBe(Date.UTC(2026, 0, 15));
  });
});
