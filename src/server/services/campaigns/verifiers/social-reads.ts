/**
 * What the X and Discord verifiers share: the gamer's linked account and a fresh token (`SocialAccounts`), one
 * retry with a refreshed token when the provider answers 401, the provider's failures turned into outcomes the
 * gamer can act on (connect first, connect again, try again after the rate limit), and a short-lived cache of
 * the paged lists one read serves many tasks from (who the gamer follows, what they liked): X charges per read
 * and allows 15 `following` reads per 15 minutes.
 */
import { Effect } from "effect";
import type { ConnectProvider } from "@/server/providers/social/oauth2";
import { SocialApiError } from "@/server/providers/social/social-http";
import { SocialAccounts, type LinkedAccount } from "@/server/services/social/social-accounts";
import type { VerificationOutcome } from "@/server/services/campaigns/verifiers/task-verifier";
import { notDone, withParams } from "@/server/services/campaigns/verifiers/task-verifier";

const NAMES: Record<ConnectProvider, string> = { twitter: "X", discord: "Discord" };
const CODES: Record<ConnectProvider, string> = { twitter: "X", discord: "DISCORD" };

export const upstream = (errorCode: string, message: string): VerificationOutcome => ({
  verified: false,
  errorType: "UPSTREAM",
  errorCode,
  message,
});

/** A task whose config cannot be checked (a post URL without a post id): the campaign's fault, not the gamer's. */
export const misconfigured = (message: string): VerificationOutcome => ({
  verified: false,
  errorType: "NOT_CONFIGURED",
  errorCode: "TASK_MISCONFIGURED",
  message,
});

export const notLinked = (provider: ConnectProvider): VerificationOutcome =>
  notDone(`${CODES[provider]}_NOT_LINKED`, `Connect your ${NAMES[provider]} account first`);

const reconnect = (provider: ConnectProvider): VerificationOutcome =>
  notDone(
    `${CODES[provider]}_RECONNECT`,
    `Connect your ${NAMES[provider]} account again: ${NAMES[provider]} no longer accepts Kleos' access`,
  );

const failureOutcome = (provider: ConnectProvider, error: SocialApiError): VerificationOutcome => {
  if (error.failure === "rateLimited") {
    const when =
      error.retryAt === undefined
        ? "in a few minutes"
        : `after ${error.retryAt.toISOString().slice(11, 16)} UTC`;
    const rateLimited = upstream(
      `${CODES[provider]}_RATE_LIMITED`,
      `${NAMES[provider]} is busy: check again ${when}`,
    );
    return error.retryAt === undefined
      ? rateLimited
      : withParams(rateLimited, { retryAt: error.retryAt.toISOString() });
  }
  return upstream(
    `${CODES[provider]}_UNAVAILABLE`,
    `${NAMES[provider]} cannot be reached now: try again later`,
  );
};

export type Read<A> =
  | { readonly kind: "read"; readonly value: A; readonly account: LinkedAccount }
  | { readonly kind: "outcome"; readonly outcome: VerificationOutcome };

/**
 * Reads with the gamer's token of `provider`; answers the outcome instead when the gamer has no linked account,
 * must connect again, or the provider cannot answer now. A defect that is no provider failure stays a defect.
 */
export const readAs = <A>(
  userId: string,
  provider: ConnectProvider,
  read: (token: string, account: LinkedAccount) => Promise<A>,
): Effect.Effect<Read<A>, never, SocialAccounts> =>
  Effect.gen(function* () {
    const social = yield* SocialAccounts;
    const attempt = (refresh: boolean) =>
      Effect.gen(function* () {
        const account = yield* social.linked(userId, provider, { refresh });
        if (account === undefined) return { kind: "outcome", outcome: notLinked(provider) } as const;
        const token = account.accessToken;
        if (token === undefined) return { kind: "outcome", outcome: reconnect(provider) } as const;
        const value = yield* Effect.tryPromise({ try: () => read(token, account), catch: (error) => error });
        return { kind: "read", value, account } as const;
      });
    const outcomeOf = (error: unknown): Effect.Effect<Read<A>> =>
      error instanceof SocialApiError
        ? Effect.succeed({ kind: "outcome", outcome: failureOutcome(provider, error) })
        : typeof error === "object" && error !== null && "_tag" in error && error._tag === "UpstreamFailed"
          ? Effect.succeed({
              kind: "outcome",
              outcome: upstream(
                `${CODES[provider]}_UNAVAILABLE`,
                `${NAMES[provider]} cannot be reached now: try again later`,
              ),
            })
          : Effect.die(error);
    return yield* attempt(false).pipe(
      Effect.catch((error) =>
        error instanceof SocialApiError && error.failure === "unauthorized"
          ? attempt(true).pipe(
              Effect.catch((again) =>
                again instanceof SocialApiError && again.failure === "unauthorized"
                  ? Effect.succeed<Read<A>>({ kind: "outcome", outcome: reconnect(provider) })
                  : outcomeOf(again),
              ),
            )
          : outcomeOf(error),
      ),
    );
  });

/**
 * Reads with Kleos' bot about the gamer's linked account of `provider` (only its id is needed, no token of the
 * gamer's): the outcome instead when none is linked or the provider cannot answer now. The bot's own token
 * refused is Kleos' problem, so it is "cannot check", never "connect again".
 */
export const readAsBot = <A>(
  userId: string,
  provider: ConnectProvider,
  read: (subject: string) => Promise<A>,
): Effect.Effect<Read<A>, never, SocialAccounts> =>
  Effect.gen(function* () {
    const social = yield* SocialAccounts;
    const account = yield* social.linked(userId, provider);
    if (account === undefined) return { kind: "outcome", outcome: notLinked(provider) } as const;
    const value = yield* Effect.tryPromise({ try: () => read(account.subject), catch: (error) => error });
    return { kind: "read", value, account } as const;
  }).pipe(
    Effect.catch((error): Effect.Effect<Read<A>> =>
      error instanceof SocialApiError && error.failure === "rateLimited"
        ? Effect.succeed({ kind: "outcome", outcome: failureOutcome(provider, error) })
        : error instanceof SocialApiError ||
            (typeof error === "object" &&
              error !== null &&
              "_tag" in error &&
              error._tag === "UpstreamFailed")
          ? Effect.succeed({
              kind: "outcome",
              outcome: upstream(
                `${CODES[provider]}_UNAVAILABLE`,
                `${NAMES[provider]} cannot be reached now: try again later`,
              ),
            })
          : Effect.die(error),
    ),
  );

/** How long a read list serves other tasks. */
export const LIST_CACHE_MS = 60_000;
/**
 * A list older than this that lacks what a task looks for is read again: the gamer has likely just done it and
 * asks again (a quicker ask, a double click or tasks checked together, is answered from the same read).
 */
export const LIST_RECHECK_MS = 2_000;

/** Lists read from a provider, per gamer and kind, for a short while (in this process). */
export class ListCache {
  private readonly entries = new Map<string, { readonly at: number; readonly items: ReadonlySet<string> }>();

  /** Whether the list holds `item` at `now`: from the cache when it can tell, else read (and kept). */
  async holds(
    key: string,
    item: string,
    now: Date,
    read: () => Promise<readonly string[]>,
  ): Promise<boolean> {
    const cached = this.entries.get(key);
    const age = cached === undefined ? Number.POSITIVE_INFINITY : now.getTime() - cached.at;
    if (cached !== undefined && age < LIST_CACHE_MS && (cached.items.has(item) || age < LIST_RECHECK_MS))
      return cached.items.has(item);
    const items = new Set(await read());
    // Bounded: an entry per gamer and kind; the oldest go first.
    if (this.entries.size >= 10_000) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { at: now.getTime(), items });
    return items.has(item);
  }
}
