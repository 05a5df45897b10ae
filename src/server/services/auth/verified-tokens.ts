/**
 * Access tokens already verified, remembered until they expire so that a signed-in request costs neither an
 * ES256 verification nor a read of the account: the claims of a token are its own, and what could end it early
 * is asked elsewhere or heard here. Its sign-in ending (a logout, a reused refresh token, a changed phone or
 * e-mail) is in `SessionRevocations`, which `Tokens.verifyAccess` still asks on every request. The account
 * refusing its tokens (`tokensValidAfter` moved, the account erased) drops the account's remembered tokens:
 * at once on this server when the change is made here (`forgetUser`, after it is written), and on every server
 * when it commits, from the `users` trigger of migration 0018 announcing the account on `kleos_user_sessions`.
 * If those announcements can no longer be heard, nothing is remembered any more.
 */
import { Context, Effect, Layer } from "effect";
import { forgetAnnounced, rememberedUntilAnnounced } from "@/server/db/remembered-until-announced";
import { traced } from "@/server/effect/traced";

/** What `Tokens.verifyAccess` read in a token, and until when it holds (its `exp`, in epoch ms). */
export interface VerifiedToken {
  readonly userId: string;
  readonly email: string | null;
  readonly phoneNumber: string | null;
  readonly sessionId: string;
  readonly expiresAtMs: number;
}

/** Announced (payload: `<schema> <user id>`) when an account's tokens must stand no longer (migration 0018). */
export const USER_SESSIONS_CHANNEL = "kleos_user_sessions";

/** How many tokens an instance remembers (the least recently used leave first). */
const CAPACITY = 10_000;

export class VerifiedTokens extends Context.Service<
  VerifiedTokens,
  {
    /** The token's verification if it is remembered and not expired at `nowMs`. */
    recall(token: string, nowMs: number): VerifiedToken | undefined;
    /** Marks the start of a verification: pass it to `keep`, which ignores a verification older than a forget. */
    mark(): number;
    keep(token: string, verified: VerifiedToken, mark: number): void;
    /** Drops the account's remembered tokens (its `tokensValidAfter` moved, or it was erased), once written. */
    forgetUser(userId: string): Effect.Effect<void>;
  }
>()("kleos/server/services/auth/VerifiedTokens") {
  static readonly layer = Layer.effect(
    VerifiedTokens,
    Effect.gen(function* () {
      const remembered = rememberedUntilAnnounced<VerifiedToken>(CAPACITY);
      const forgetUser = (userId: string) => remembered.forgetWhere((verified) => verified.userId === userId);
      yield* forgetAnnounced(USER_SESSIONS_CHANNEL, remembered, forgetUser);
      return VerifiedTokens.of({
        recall: (token: string, nowMs: number) => {
          const verified = remembered.recall(token);
          // Expired as `jwtVerify` judges it: no longer once `exp`, in whole seconds, is reached (the entry is
          // never kept again, and leaves as the least recently used).
          return verified === undefined || nowMs >= verified.expiresAtMs ? undefined : verified;
        },
        mark: remembered.mark,
        keep: remembered.keep,
        ...traced("VerifiedTokens", {
          forgetUser: (userId: string) => Effect.sync(() => forgetUser(userId)),
        }),
      });
    }),
  );
}
