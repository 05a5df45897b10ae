/**
 * Finding or creating the account behind a sign-in, and attaching verified phones, e-mails and outside
 * identities to an account. Every new account gets its custodial EVM address at once (HD key, one index per
 * account), so wallet-not-found only happens for accounts that truly lack one.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { EmailAlreadyExists, PhoneNumberAlreadyExists } from "@/domain/errors/auth-errors";
import { AccountAlreadyLinked } from "@/domain/errors/task-errors";
import { FirstName } from "@/domain/validation/name-rules";
import { isValid } from "@/domain/validation/validate";
import { Database } from "@/server/db/database";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { UserRepository, type UserChanges, type UserRow } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { ReferralRoadmaps } from "@/server/services/referrals/referral-roadmaps";
import { custodialAddressFor, makeAccountXpub } from "@/server/providers/wallets/custodial-addresses";

export type IdentityProvider = "google" | "telegram" | "steam" | "evm" | "solana";

export interface SignedInAccount {
  readonly user: UserRow;
  readonly isNewUser: boolean;
}

const XPUB_SECRET = "custodial-account-xpub";
const MNEMONIC_SECRET = "custodial-dev-mnemonic";

export interface SignInIdentity {
  readonly provider: IdentityProvider;
  readonly subject: string;
  readonly display: string | null;
  /** A verified e-mail from the provider: an account with that e-mail is the same person. */
  readonly verifiedEmail?: string | undefined;
  readonly firstName?: string | undefined;
}

export interface LinkedIdentity {
  readonly provider: IdentityProvider;
  readonly subject: string;
  readonly display: string | null;
}

export class Accounts extends Context.Service<
  Accounts,
  {
    signInWithPhone(e164: string): Effect.Effect<SignedInAccount>;
    signInWithEmail(email: string): Effect.Effect<SignedInAccount>;
    signInWithIdentity(identity: SignInIdentity): Effect.Effect<SignedInAccount>;
    verifyPhone(userId: string, e164: string): Effect.Effect<UserRow, PhoneNumberAlreadyExists>;
    verifyEmail(userId: string, email: string): Effect.Effect<UserRow, EmailAlreadyExists>;
    linkIdentity(userId: string, identity: LinkedIdentity): Effect.Effect<void, AccountAlreadyLinked>;
    /**
     * Links `identity` as the account's only one of its provider (Steam: one Steam account per Kleos account):
     * another of that provider the account had is unlinked, and answered so the gamer is told. An identity
     * another Kleos account holds is AccountAlreadyLinked, and nothing changes.
     */
    replaceIdentity(
      userId: string,
      identity: LinkedIdentity,
    ): Effect.Effect<{ readonly replaced: LinkedIdentity | undefined }, AccountAlreadyLinked>;
    findUser(userId: string): Effect.Effect<UserRow | undefined>;
  }
>()("kleos/server/services/auth/Accounts") {
  static readonly layer = (options: { readonly walletXpub: string | undefined }) =>
    Layer.effect(
      Accounts,
      Effect.gen(function* () {
        const { transaction } = yield* Database;
        const roadmaps = yield* ReferralRoadmaps;
        const auth = yield* AuthRepository;
        const users = yield* UserRepository;

        const storedXpub = Effect.gen(function* () {
          // Made once for a machine without WALLET_XPUB; the mnemonic is kept beside it so the local funds
          // stay recoverable. Production sets WALLET_XPUB and keeps the seed out of the server.
          let made: { readonly xpub: string; readonly mnemonic: string } | undefined;
          const xpub = yield* auth.secret(XPUB_SECRET, () => {
            made = makeAccountXpub();
            return made.xpub;
          });
          // Only the instance whose xpub was kept stores its mnemonic (another may have started at once).
          const kept = made;
          if (kept !== undefined && kept.xpub === xpub)
            yield* auth.secret(MNEMONIC_SECRET, () => kept.mnemonic);
          return xpub;
        });
        const xpub = options.walletXpub ?? (yield* storedXpub);

        /** A new account with its custodial address; a phone or e-mail taken meanwhile is the typed failure. */
        const create = (fields: UserChanges) =>
          Effect.gen(function* () {
            const user = yield* users.insert(fields);
            return yield* users.update(user.id, {
              evmWalletAddress: custodialAddressFor(xpub, user.walletIndex),
            });
          });

        /** Finds or creates, finding again when a concurrent sign-in created the same account first. */
        const findOrCreate = <E>(
          find: Effect.Effect<UserRow | undefined>,
          make: Effect.Effect<UserRow, E>,
        ): Effect.Effect<SignedInAccount> =>
          Effect.gen(function* () {
            const existing = yield* find;
            if (existing !== undefined) return { user: existing, isNewUser: false };
            const made = yield* Effect.result(make);
            if (made._tag === "Success") return { user: made.success, isNewUser: true };
            // The unique index said someone else made it first (the repository's typed failure): theirs counts.
            const raced = yield* find;
            if (raced === undefined) return yield* Effect.die(made.failure);
            return { user: raced, isNewUser: false };
          });

        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

        return Accounts.of(
          traced("Accounts", {
            signInWithPhone: (e164: string) =>
              Effect.flatMap(now, (at) =>
                findOrCreate(
                  users.findByPhone(e164),
                  transaction(create({ phoneNumber: e164, phoneVerifiedAt: at })),
                ),
              ),

            signInWithEmail: (email: string) =>
              Effect.flatMap(now, (at) =>
                findOrCreate(users.findByEmail(email), transaction(create({ email, emailVerifiedAt: at }))),
              ),

            signInWithIdentity: (identity: SignInIdentity) =>
              Effect.flatMap(now, (at) =>
                findOrCreate(
                  Effect.gen(function* () {
                    const linked = yield* users.findIdentity(identity.provider, identity.subject);
                    if (linked !== undefined) return yield* users.findById(linked.userId);
                    if (identity.verifiedEmail === undefined) return undefined;
                    const byEmail = yield* users.findByEmail(identity.verifiedEmail);
                    if (byEmail === undefined) return undefined;
                    yield* users
                      .insertIdentity({
                        userId: byEmail.id,
                        provider: identity.provider,
                        subject: identity.subject,
                        display: identity.display,
                      })
                      .pipe(Effect.orDie);
                    return byEmail;
                  }),
                  transaction(
                    Effect.gen(function* () {
                      const user = yield* create({
                        ...(identity.verifiedEmail === undefined
                          ? {}
                          : { email: identity.verifiedEmail, emailVerifiedAt: at }),
                        // The provider's first name is kept only when it fits the profile's rule (spec §5).
                        ...(identity.firstName !== undefined && isValid(FirstName, identity.firstName)
                          ? { firstName: identity.firstName }
                          : {}),
                      });
                      yield* users.insertIdentity({
                        userId: user.id,
                        provider: identity.provider,
                        subject: identity.subject,
                        display: identity.display,
                      });
                      return user;
                    }),
                  ),
                ),
              ),

            verifyPhone: (userId: string, e164: string) =>
              Effect.gen(function* () {
                const at = yield* now;
                const holder = yield* users.findByPhone(e164);
                if (holder !== undefined && holder.id !== userId)
                  return yield* new PhoneNumberAlreadyExists();
                return yield* transaction(
                  Effect.gen(function* () {
                    const user = yield* users.updatePhone(userId, e164, at);
                    // Only friends with a verified phone count on a roadmap: their steps may be reached now.
                    yield* roadmaps.payReachedRoadmapSteps(userId);
                    return user;
                  }),
                );
              }),

            verifyEmail: (userId: string, email: string) =>
              Effect.gen(function* () {
                const at = yield* now;
                const holder = yield* users.findByEmail(email);
                if (holder !== undefined && holder.id !== userId) return yield* new EmailAlreadyExists();
                return yield* users.updateEmail(userId, email, at);
              }),

            linkIdentity: (userId: string, identity: LinkedIdentity) =>
              Effect.gen(function* () {
                const linked = yield* users.findIdentity(identity.provider, identity.subject);
                if (linked !== undefined) {
                  if (linked.userId === userId) return;
                  return yield* new AccountAlreadyLinked({ provider: identity.provider });
                }
                yield* users.insertIdentity({ userId, ...identity });
              }),

            replaceIdentity: (userId: string, identity: LinkedIdentity) =>
              transaction(
                Effect.gen(function* () {
                  const linked = yield* users.findIdentity(identity.provider, identity.subject);
                  if (linked !== undefined && linked.userId !== userId)
                    return yield* new AccountAlreadyLinked({ provider: identity.provider });
                  const others = (yield* users.listIdentities(userId)).filter(
                    (row) => row.provider === identity.provider && row.subject !== identity.subject,
                  );
                  for (const other of others)
                    yield* users.deleteIdentity(userId, other.provider, other.subject);
                  if (linked === undefined) yield* users.insertIdentity({ userId, ...identity });
                  const first = others[0];
                  return {
                    replaced:
                      first === undefined
                        ? undefined
                        : { provider: identity.provider, subject: first.subject, display: first.display },
                  };
                }),
              ),

            findUser: (userId: string) => users.findById(userId),
          }),
        );
      }),
    );
}
