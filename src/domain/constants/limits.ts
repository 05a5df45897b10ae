/** Length limits, layout and paging constants of spec §9. Lengths count characters (Unicode code points). */

export const SITE_USERNAME_MIN_LENGTH = 5;
export const SITE_USERNAME_MAX_LENGTH = 10;

export const POG_USERNAME_MIN_LENGTH = 5;
export const POG_USERNAME_MAX_LENGTH = 12;
/** A reserved POG name is shown and minted as `<username>.kleos` (spec §1: a reserved name ending in .{product}). */
export const POG_NAME_SUFFIX = ".kleos";

export const FIRST_NAME_MIN_LENGTH = 3;
export const FIRST_NAME_MAX_LENGTH = 15;

/** Text longer than this is truncated for display. */
export const TEXT_TRUNCATE_LENGTH = 30;

/** Widths at or below this are the mobile layout; above it, desktop. */
export const MOBILE_BREAKPOINT_PX = 767;

/** Page sizes: 8 when the compact flag is set, 20 otherwise. */
export const PAGE_SIZE_COMPACT = 8;
export const PAGE_SIZE_FULL = 20;

export const pageSize = (compact: boolean): number => (compact ? PAGE_SIZE_COMPACT : PAGE_SIZE_FULL);

export type DeviceClass = "mobile" | "desktop";

export const deviceClassOf = (widthPx: number): DeviceClass =>
  widthPx <= MOBILE_BREAKPOINT_PX ? "mobile" : "desktop";

/** The largest profile picture accepted, before re-encoding (file sizes count in powers of 1024, spec §5). */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Pictures are re-encoded to at most this many pixels a side. */
export const PROFILE_PICTURE_SIZE_PX = 512;
