/**
 * The promotion overlay's server side (spec §4, §9): whether and when this gamer should be offered the
 * credit-card-style program overlay, from the admins' schedule windows. A gamer in a clan is never offered it.
 * The site keeps the rest of the rules (src/domain/overlay/promotion-overlay.ts) in its stored modal record.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { OverlayScheduleInvalid } from "@/domain/errors/klash-errors";
import { ClanRepository } from "@/server/db/repositories/clan-repository";
import { KlashRepository, type OverlayScheduleRow } from "@/server/db/repositories/klash-repository";
import { traced } from "@/server/effect/traced";

export interface OverlayStatusView {
  readonly show: boolean;
  readonly showAt: string | null;
  readonly reason: "SCHEDULED" | "NOT_SCHEDULED" | "HAS_CLAN";
}

export interface OverlayScheduleView {
  readonly id: number;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly delaySeconds: number;
  readonly createdAt: string;
}

const scheduleView = (row: OverlayScheduleRow): OverlayScheduleView => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  delaySeconds: row.delaySeconds,
  createdAt: row.createdAt.toISOString(),
});

export class PromotionOverlay extends Context.Service<
  PromotionOverlay,
  {
    getOverlayStatus(userId: string): Effect.Effect<OverlayStatusView>;
    /** Admins only: the route checks the role first. */
    listOverlaySchedules(): Effect.Effect<{ readonly items: readonly OverlayScheduleView[] }>;
    createOverlaySchedule(
      adminId: string,
      input: { readonly startsAt: string; readonly endsAt: string; readonly delaySeconds: number },
    ): Effect.Effect<OverlayScheduleView, OverlayScheduleInvalid>;
  }
>()("kleos/server/services/klash/PromotionOverlay") {
  static readonly layer = Layer.effect(
    PromotionOverlay,
    Effect.gen(function* () {
      const klash = yield* KlashRepository;
      const clans = yield* ClanRepository;

      return PromotionOverlay.of(
        traced("PromotionOverlay", {
          getOverlayStatus: (userId: string) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const schedule = yield* klash.findOpenOverlaySchedule(new Date(now));
              if (schedule === undefined)
                return { show: false, showAt: null, reason: "NOT_SCHEDULED" } as const;
              if ((yield* clans.openMembershipOf(userId)) !== undefined)
                return { show: false, showAt: null, reason: "HAS_CLAN" } as const;
              return {
                show: true,
                showAt: new Date(now + schedule.delaySeconds * 1000).toISOString(),
                reason: "SCHEDULED",
              } as const;
            }),

          listOverlaySchedules: () =>
            Effect.map(klash.listOverlaySchedules(), (rows) => ({ items: rows.map(scheduleView) })),

          createOverlaySchedule: (
            adminId: string,
            input: { readonly startsAt: string; readonly endsAt: string; readonly delaySeconds: number },
          ) =>
            Effect.gen(function* () {
              const startsAt = new Date(input.startsAt);
              const endsAt = new Date(input.endsAt);
              if (!(endsAt.getTime() > startsAt.getTime()))
                return yield* new OverlayScheduleInvalid({ startsAt: input.startsAt, endsAt: input.endsAt });
              return scheduleView(
                yield* klash.insertOverlaySchedule({
                  startsAt,
                  endsAt,
                  delaySeconds: input.delaySeconds,
                  createdBy: adminId,
                }),
              );
            }),
        }),
      );
    }),
  );
}
