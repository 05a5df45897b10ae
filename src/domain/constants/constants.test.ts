import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import * as limits from "@/domain/constants/limits";
import * as money from "@/domain/constants/money";
import { REGIONS, REGION_DIAL_CODES, regionOf, searchGeographyOf } from "@/domain/constants/regions";
import * as timings from "@/domain/constants/timings";

describe("business constants of spec §9", () => {
  test("money", () => {
    expect(money.KCASH_PER_USDT).toBe(1000);
    expect(money.kcashForUsdt(2.5)).toBe(2500);
    expect(money.usdtForKcash(1000)).toBe(1);
    expect(money.POG_MINT_ESTIMATED_MS).toBe(100_000);
  });

  test("timings", () => {
    expect(timings.ANALYTICS_SESSION_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(timings.ANALYTICS_SESSION_TIMEOUT_MS).toBe(1_800_000);
    expect(timings.REFRESH_COOKIE_MAX_AGE_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(timings.LOGIN_RETRY_DELAY_MS).toBe(180_000);
    expect(timings.LOGIN_RELOAD_DELAY_MS).toBe(50);
    expect(timings.PROFILE_VERIFICATION_MODAL_MS).toBe(4_000);
    expect(timings.SESSION_TAB_ID_DELAY_MS).toBe(2_000);
    expect(timings.LOGOUT_DELAY_MS).toBe(1_000);
    expect(timings.TOAST_DURATION_MS).toBe(3_000);
    expect(timings.PROMOTION_OVERLAY_CHECK_INTERVAL_MS).toBe(1_000);
    expect(timings.PROMOTION_OVERLAY_POSTPONE_MS).toBe(60_000);
    expect(timings.PROMOTION_OVERLAY_MAX_SHOWS).toBe(3);
  });

  test("limits", () => {
    expect([limits.SITE_USERNAME_MIN_LENGTH, limits.SITE_USERNAME_MAX_LENGTH]).toEqual([5, 10]);
    expect([limits.POG_USERNAME_MIN_LENGTH, limits.POG_USERNAME_MAX_LENGTH]).toEqual([5, 12]);
    expect([limits.FIRST_NAME_MIN_LENGTH, limits.FIRST_NAME_MAX_LENGTH]).toEqual([3, 15]);
    expect(limits.TEXT_TRUNCATE_LENGTH).toBe(30);
    expect(limits.MOBILE_BREAKPOINT_PX).toBe(767);
    expect([limits.pageSize(true), limits.pageSize(false)]).toEqual([8, 20]);
  });

  test.prop([fc.integer({ min: 0, max: 4000 })])(
    "property: mobile at 767 px or less, desktop above",
    (width) => {
      expect(limits.deviceClassOf(width)).toBe(width <= 767 ? "mobile" : "desktop");
    },
  );

  test("regions and geographies", () => {
    expect(REGIONS).toEqual(["IN", "BR", "NP", "BD", "BH", "Others"]);
    expect(REGION_DIAL_CODES).toEqual({ IN: "+91", BR: "+55", NP: "+977", BD: "+880" });
    expect(regionOf("in")).toBe("IN");
    expect(regionOf("US")).toBe("Others");
    expect(regionOf(undefined)).toBe("Others");
    expect([searchGeographyOf("IN"), searchGeographyOf("br"), searchGeographyOf("NP")]).toEqual([
      "India",
      "Brazil",
      "Other",
    ]);
  });
});
