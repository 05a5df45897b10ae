/**
 * Deletion requests carried out once their grace period is over: personal data is erased, sign-in identities
 * removed and sessions revoked; the account row stays (anonymised), so ledger history keeps pointing at
 * something and stays whole. The account-erasure job (src/server/jobs/account-erasure.ts) calls these.
 */
import { Context, Effect, Layer } from "effect";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { PayoutRepository } from "@/server/db/repositories/payout-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { VerifiedTokens } from "@/server/services/auth/verified-tokens";
import { RememberedProgress } from "@/server/services/campaigns/remembered-progress";

export class AccountErasures extends Context.Service<
  AccountErasures,
  {
    /** The accounts whose deletion request is due at `now`: neither withdrawn nor erased yet. */
    dueErasures(now: Date): Effect.Effect<readonly string[]>;
    /**
     * Erases one account whose request is due, in one transaction; answers whether this call erased it (a
     * withdrawn request, or one another worker erased first, is left alone).
     */
    eraseAccount(userId: string, now: Date): Effect.Effect<boolean>;
  }
>()("kleos/server/services/users/AccountErasures") {
  static readonly layer = Layer.effect(
    AccountErasures,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const users = yield* UserRepository;
      const auth = yield* AuthRepository;
      const payouts = yield* PayoutRepository;
      const remembered = yield* VerifiedTokens;
      const progress = yield* RememberedProgress;
      return AccountErasures.of(
        traced("AccountErasures", {
          dueErasures: (now: Date) =>
            Effect.map(users.dueDeletions(now), (requests) => requests.map((request) => request.userId)),
          eraseAccount: (userId: string, now: Date) =>
            // The account's remembered access tokens and campaign progress are dropped once the erasure is
            // written (and, on every server, the tokens when it commits).
            transaction(
              Effect.gen(function* () {
                // First, so that a second worker on the same request waits here and then finds it erased.
                if (!(yield* users.markDeletionErased(userId, now))) return false;
                const user = yield* users.findById(userId);
                for (const recipient of [user?.phoneNumber, user?.email]) {
                  if (recipient !== null && recipient !== undefined) yield* auth.forgetRecipient(recipient);
                }
                yield* users.erase(userId, now);
                // Payment details go (UPI ID, bank account, PIX key, names); the withdrawals' amounts and the tax
                // withheld stay, as the law requires (PayoutRepository.eraseDestinations).
                yield* payouts.eraseDestinations(userId);
                yield* auth.revokeAllOfUser(userId, now);
                return true;
              }),
            ).pipe(
              Effect.tap((erased) =>
                erased
                  ? Effect.andThen(remembered.forgetUser(userId), progress.forgetUser(userId))
                  : Effect.void,
              ),
            ),
        }),
      );
    }),
  );
}
