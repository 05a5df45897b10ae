import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PromotionOverlay } from "@/web/features/promotion/components/promotion-overlay";
import { MODAL_DATA_KEY } from "@/web/features/promotion/components/overlay-record";
import { fakeApi, json } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession } from "@/web/testing/render-with-session";

const TITLE = "The Kleos Card is coming";

const apiShowingIn = (ms: number, reason: "SCHEDULED" | "HAS_CLAN" = "SCHEDULED") =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile()),
    "GET /api/overlay/overlay-status": () =>
      json(
        200,
        reason === "SCHEDULED"
          ? { show: true, showAt: new Date(Date.now() + ms).toISOString(), reason }
          : { show: false, showAt: null, reason },
      ),
  });

const record = () => JSON.parse(localStorage.getItem(MODAL_DATA_KEY) ?? "{}") as Record<string, unknown>;

/**
 * Waits for `check` to pass, moving the fake clock by a fixed step per round: `vi.waitFor` advances fake timers
 * by its interval at every try of its own real-time polling, so on a slow machine the clock ran on and the
 * show's second came early. Here the clock moves only as many steps as the answer takes rounds (one, here),
 * whatever the machine's speed: each round lets the fake API's answer and react-query's timers through.
 */
const STEP_MS = 10;
const until = async (check: () => void) => {
  for (let round = 0; ; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STEP_MS);
      await new Promise((resolve) => setImmediate(resolve));
    });
    try {
      check();
      return;
    } catch (error) {
      if (round >= 500) throw error;
    }
  }
};

/** Runs the every-second check `seconds` times on the fake clock. */
const tick = async (seconds: number) => {
  for (let second = 0; second < seconds; second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
  }
};

describe("the promotion overlay", () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: false,
      toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"],
    });
    localStorage.clear();
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows once when its second comes, and not again after it was closed", async () => {
    const api = apiShowingIn(3_000);
    renderWithSession(<PromotionOverlay />, { fetch: api.fetch });
    await until(() => expect(api.to("GET /api/overlay/overlay-status")).toHaveLength(1));
    await until(() => expect(record()["showCCPAt"]).toEqual(expect.any(Number)));

    await tick(2);
    expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
    await tick(1);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();
    expect(record()).toMatchObject({ showCCPAt: null, modalCount: 1, isCPPShownInCurrentSession: true });

    fireEvent.click(screen.getByRole("button", { name: "Maybe later" }));
    await tick(3);
    expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
    expect(record()["modalCount"]).toBe(1);
  });

  it("never shows to a gamer in a clan", async () => {
    const api = apiShowingIn(1_000, "HAS_CLAN");
    renderWithSession(<PromotionOverlay />, { fetch: api.fetch });
    await until(() => expect(api.to("GET /api/overlay/overlay-status")).toHaveLength(1));
    await tick(5);
    expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
    expect(record()["modalCount"] ?? 0).toBe(0);
  });

  it("never shows again in a new session after a previous session showed it", async () => {
    localStorage.setItem(
      MODAL_DATA_KEY,
      JSON.stringify({
        showCCPAt: null,
        modalCount: 1,
        isCPPShownInCurrentSession: true,
        isCPPShownInPrevSession: false,
      }),
    );
    const api = apiShowingIn(1_000);
    renderWithSession(<PromotionOverlay />, { fetch: api.fetch });
    await until(() => expect(record()["isCPPShownInPrevSession"]).toBe(true));
    await tick(3);
    expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
    expect(record()).toMatchObject({ showCCPAt: null, modalCount: 1 });
  });
});
