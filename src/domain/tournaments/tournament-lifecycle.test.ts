import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  TOURNAMENT_STATUSES,
  clockIsValid,
  countdownTarget,
  registrationIsOpen,
  tournamentStatusAt,
  withdrawalIsOpen,
  type TournamentClock,
} from "@/domain/tournaments/tournament-lifecycle";

const HOUR = 3_600_000;

/** Any valid clock (window, start, end, maybe results) and an instant around it. */
const clockAndNow = fc
  .tuple(
    fc.integer({ min: 0, max: 1e12 }),
    fc.integer({ min: 1, max: 1e9 }),
    fc.integer({ min: 0, max: 1e9 }),
    fc.integer({ min: 1, max: 1e9 }),
    fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null }),
    fc.integer({ min: -2e9, max: 5e9 }),
  )
  .map(([opens, window, gap, length, resultsAfter, offset]) => {
    const startsAt = opens + window + gap;
    const endsAt = startsAt + length;
    const clock: TournamentClock = {
      registrationOpensAt: opens,
      registrationClosesAt: opens + window,
      startsAt,
      endsAt,
      resultsRecordedAt: resultsAfter === null ? null : endsAt + resultsAfter,
    };
    return { clock, now: opens + offset };
  });

const order = (status: string) => TOURNAMENT_STATUSES.indexOf(status as never);

describe("tournament status", () => {
  test.prop([clockAndNow])("property: the status is the one the dates and results say", ({ clock, now }) => {
    expect(clockIsValid(clock)).toBe(true);
    const status = tournamentStatusAt(clock, now);
    if (now < clock.startsAt) expect(status).toBe("PUBLISHED");
    else if (now < clock.endsAt) expect(status).toBe("LIVE");
    else expect(status).toBe(clock.resultsRecordedAt === null ? "CONCLUDED" : "COMPLETED");
  });

  test.prop([clockAndNow, fc.integer({ min: 0, max: 1e9 })])(
    "property: time only moves the status forward",
    ({ clock, now }, later) => {
      expect(order(tournamentStatusAt(clock, now + later))).toBeGreaterThanOrEqual(
        order(tournamentStatusAt(clock, now)),
      );
    },
  );

  test.prop([clockAndNow])(
    "property: registration is open only before the start, inside its window",
    ({ clock, now }) => {
      const open = registrationIsOpen(clock, now);
      if (open) {
        expect(tournamentStatusAt(clock, now)).toBe("PUBLISHED");
        expect(now).toBeGreaterThanOrEqual(clock.registrationOpensAt);
        expect(now).toBeLessThan(clock.registrationClosesAt);
      }
      expect(open).toBe(now >= clock.registrationOpensAt && now < clock.registrationClosesAt);
      expect(withdrawalIsOpen(clock, now)).toBe(tournamentStatusAt(clock, now) === "PUBLISHED");
    },
  );

  test.prop([clockAndNow])(
    "property: a countdown runs to the start or the end, never in the past",
    ({ clock, now }) => {
      const target = countdownTarget(tournamentStatusAt(clock, now), clock);
      if (target !== undefined) expect(target.at).toBeGreaterThan(now);
    },
  );

  const clock: TournamentClock = {
    registrationOpensAt: 0,
    registrationClosesAt: 10 * HOUR,
    startsAt: 12 * HOUR,
    endsAt: 14 * HOUR,
    resultsRecordedAt: null,
  };

  it.each([
    [-HOUR, "PUBLISHED", false],
    [HOUR, "PUBLISHED", true],
    [11 * HOUR, "PUBLISHED", false],
    [12 * HOUR, "LIVE", false],
    [14 * HOUR, "CONCLUDED", false],
  ] as const)("at %d it is %s, registration open: %s", (now, status, open) => {
    expect(tournamentStatusAt(clock, now)).toBe(status);
    expect(registrationIsOpen(clock, now)).toBe(open);
  });

  it("is COMPLETED once results are recorded, and dates out of order are not valid", () => {
    expect(tournamentStatusAt({ ...clock, resultsRecordedAt: 15 * HOUR }, 16 * HOUR)).toBe("COMPLETED");
    expect(clockIsValid({ ...clock, startsAt: 9 * HOUR })).toBe(false);
    expect(clockIsValid({ ...clock, resultsRecordedAt: 13 * HOUR })).toBe(false);
  });
});
