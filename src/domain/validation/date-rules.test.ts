import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { calendarDateOf, endDateAsOf } from "@/domain/validation/date-rules";
import { firstFailure } from "@/domain/validation/validate";

const DAY = 86_400_000;
const now = new Date("2026-03-05T10:30:00Z");
const EndDate = endDateAsOf(now);
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));

describe("end date", () => {
  test("empty is valid", () => {
    expect(firstFailure(EndDate, "")).toBeUndefined();
  });

  test.prop([fc.integer({ min: 0, max: 3650 })])("property: today and later days are valid", (days) => {
    expect(
      firstFailure(EndDate, calendarDateOf(new Date(now.getTime() + days * DAY), "UTC")),
    ).toBeUndefined();
  });

  test.prop([fc.integer({ min: 1, max: 3650 })])(
    "property: earlier days read The date must not be in the past",
    (days) => {
      expect(
        firstFailure(EndDate, calendarDateOf(new Date(now.getTime() - days * DAY), "UTC"))?.message,
      ).toBe("The date must not be in the past");
    },
  );

  test.prop([instant])("property: an instant is valid exactly when it is not before now", (end) => {
    const failure = firstFailure(EndDate, end.toISOString())?.messageId;
    expect(failure).toBe(end.getTime() >= now.getTime() ? undefined : "validation.date.past");
  });

  test.each([
    ["2026-03-05", undefined],
    ["2026-03-04", "validation.date.past"],
    ["2026-03-05T10:29:59Z", "validation.date.past"],
    ["2026-03-05T10:30:00Z", undefined],
    ["2026-02-30", "validation.date.invalid"],
    ["05/03/2026", "validation.date.invalid"],
    ["tomorrow", "validation.date.invalid"],
  ])("%j → %s", (input, messageId) => {
    expect(firstFailure(EndDate, input)?.messageId).toBe(messageId);
  });

  test("today is judged in the caller's time zone", () => {
    const lateEvening = new Date("2026-03-05T20:00:00Z");
    expect(calendarDateOf(lateEvening, "Asia/Kolkata")).toBe("2026-03-06");
    expect(firstFailure(endDateAsOf(lateEvening, "Asia/Kolkata"), "2026-03-05")?.messageId).toBe(
      "validation.date.past",
    );
    expect(firstFailure(endDateAsOf(lateEvening, "America/Sao_Paulo"), "2026-03-05")).toBeUndefined();
  });
});
