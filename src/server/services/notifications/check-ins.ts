/**
 * The daily check-in (issue 21, item 9): once per day of the gamer's own time zone (the notification settings;
 * UTC until set), counted by the server's clock. The first check-in of a day pays the streak's K-Points through the
 * ledger under the key `check-in:<gamer>:<day>`, and records the day, in one transaction serialised per gamer: a
 * retry, a second tab or a concurrent request finds the day's check-in and pays nothing more.
 */
import { Clock, Context, Effect, Layer } from "effect";
import type { components } from "#generated/api";
import { checkInKPoints, localDayOf, standingStreak, streakOn } from "@/domain/notifications/check-in-streak";
import { Database } from "@/server/db/database";
import { NotificationRepository, type CheckInRow } from "@/server/db/repositories/notification-repository";
import { traced } from "@/server/effect/traced";
import { Ledger } from "@/server/services/wallet/ledger";

type CheckInStatus = components["schemas"]["CheckInStatus"];
type CheckInResult = components["schemas"]["CheckInResult"];

export const CHECK_IN_REFERENCE = "check-in";

const resultOf = (row: CheckInRow, created: boolean): CheckInResult => ({
  day: row.day,
  streak: row.streak,
  kpoints: row.kpoints,
  created,
  transactionId: row.transactionId,
});

export class CheckIns extends Context.Service<
  CheckIns,
  {
    getCheckIn(userId: string): Effect.Effect<CheckInStatus>;
    checkIn(userId: string): Effect.Effect<CheckInResult>;
  }
>()("kleos/server/services/notifications/CheckIns") {
  static readonly layer = Layer.effect(
    CheckIns,
    Effect.gen(function* () {
      const repository = yield* NotificationRepository;
      const ledger = yield* Ledger;
      const { transaction } = yield* Database;

      const todayOf = (userId: string) =>
        Effect.gen(function* () {
          const timeZone = (yield* repository.settingsOf(userId))?.timeZone ?? "UTC";
          const now = new Date(yield* Clock.currentTimeMillis);
          return { timeZone, now, today: localDayOf(now, timeZone) };
        });

      return CheckIns.of(
        traced("CheckIns", {
          getCheckIn: (userId) =>
            Effect.gen(function* () {
              const { timeZone, today } = yield* todayOf(userId);
              const last = yield* repository.lastCheckIn(userId);
              const checkedInToday = last?.day === today;
              return {
                today,
                timeZone,
                checkedInToday,
                streak: standingStreak(today, last),
                nextKPoints: checkedInToday ? 0 : checkInKPoints(streakOn(today, last)),
              };
            }),

          checkIn: (userId) =>
            transaction(
              Effect.gen(function* () {
                yield* repository.lockGamer(userId);
                const { timeZone, now, today } = yield* todayOf(userId);
                const existing = yield* repository.findCheckIn(userId, today);
                if (existing !== undefined) return resultOf(existing, false);
                // A later day already checked in (the gamer moved west across the date line): today stays unpaid.
                const last = yield* repository.lastCheckIn(userId);
                if (last !== undefined && last.day > today) return resultOf(last, false);
                const streak = streakOn(today, last);
                const kpoints = checkInKPoints(streak);
                const { transaction: credit } = yield* ledger.creditReward({
                  userId,
                  currency: "KPOINTS",
                  amount: kpoints,
                  idempotencyKey: `check-in:${userId}:${today}`,
                  reference: CHECK_IN_REFERENCE,
                });
                const row = {
                  userId,
                  day: today,
                  streak,
                  kpoints,
                  transactionId: credit.id,
                  timeZone,
                  createdAt: now,
                };
                const inserted = yield* repository.insertCheckIn(row);
                return resultOf(inserted ?? row, inserted !== undefined);
              }),
            ),
        }),
      );
    }),
  );
}
