import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkInKPoints,
  isIanaTimeZone,
  localDayOf,
  nextDay,
  standingStreak,
  streakOn,
  type LastCheckIn,
} from "@/domain/notifications/check-in-streak";

describe("the check-in streak", () => {
  it("knows IANA time zones and refuses offsets and made-up names", () => {
    expect(isIanaTimeZone("Asia/Kolkata")).toBe(true);
    expect(isIanaTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isIanaTimeZone("UTC")).toBe(true);
    expect(isIanaTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isIanaTimeZone("+05:30")).toBe(false);
    expect(isIanaTimeZone("")).toBe(false);
  });

  it("counts the day in the gamer's time zone", () => {
    const instant = new Date("2026-03-01T20:00:00Z");
    expect(localDayOf(instant, "UTC")).toBe("2026-03-01");
    expect(localDayOf(instant, "Asia/Kolkata")).toBe("2026-03-02");
    expect(localDayOf(instant, "America/Sao_Paulo")).toBe("2026-03-01");
  });

  it("steps over month and leap-year ends", () => {
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("grows on consecutive days, resets after a missed day, and pays more up to the ceiling", () => {
    const dayIndex = fc.integer({ min: 0, max: 3000 });
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), dayIndex, (attended, start) => {
        let day = new Date(Date.UTC(2024, 0, 1) + start * 86_400_000).toISOString().slice(0, 10);
        let last: LastCheckIn | undefined;
        let run = 0;
        for (const present of attended) {
          if (present) {
            const streak = streakOn(day, last);
            run += 1;
            expect(streak).toBe(run);
            expect(checkInKPoints(streak)).toBe(10 * Math.min(run, 7));
            last = { day, streak };
          } else {
            run = 0;
          }
          day = nextDay(day);
          expect(standingStreak(day, last)).toBe(run);
        }
      }),
    );
  });
});
