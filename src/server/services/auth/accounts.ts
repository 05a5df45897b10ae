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
import type { DbOrTransaction } from "@/server/db/client";
import { authRepository } from "@/server/db/repositories/auth-repository";
import { userRepository, type UserRow } from "@/server/db/repositories/user-repository";
import { custodialAddressFor, makeAccountXpub } from "@/server/providers/wallets/custodial-addresses";
import { DatabaseService } from "@/server/services/database";

export type IdentityProvider = "google" | "telegram" | "evm" | "solana";

export interface SignedInAccount {
  readonly user: UserRow;
  readonly isNewUser: boolean;
}

const XPUB_SECRET = "custodial-account-xpub";
const MNEMONIC_SECRET = "custodial-dev-mnemonic";

/** A unique-index violation (a concurrent request took the same phone, e-mail or identity first). */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; typeof cause === "object" && cause !== null;) {
    if ("code" in cause && cause.code === "23505") return true;
    cause = "cause" in cause ? cause.cause : undefined;
  }
  return false;
};

export class Accounts extends Context.Service<
  Accounts,
  {
    signInWithPhone(e164: string): Effect.Effect<SignedInAccount>;
    signInWithEmail(email: string): Effect.Effect<SignedInAccount>;
    signInWithIdentity(identity: {
      readonly provider: IdentityProvider;
      readonly subject: string;
      readonly display: string | null;
      /** A verified e-mail from the provider: an account with that e-mail is the same person. */
      readonly verifiedEmail?: string | undefined;
      readonly firstName?: string | undefined;
    }): Effect.Effect<SignedInAccount>;
    verifyPhone(userId: string, e164: string): Effect.Effect<UserRow, PhoneNumberAlreadyExists>;
    verifyEmail(userId: string, email: string): Effect.Effect<UserRow, EmailAlreadyExists>;
    linkIdentity(
      userId: string,
      identity: {
        readonly provider: IdentityProvider;
        readonly subject: string;
        readonly display: string | null;
      },
    ): Effect.Effect<void, AccountAlreadyLinked>;
    findUser(userId: string): Effect.Effect<UserRow | undefined>;
  }
>()("kleos/server/services/auth/Accounts") {
  static readonly layer = (options: { readonly walletXpub: string | undefined }) =>
    Layer.effect(
      Accounts,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const xpub =
          options.walletXpub ??
          (yield* Effect.promise(async () => {
            // Made once for a machine without WALLET_XPUB; the mnemonic is kept beside it so the local funds
            // stay recoverable. Production sets WALLET_XPUB and keeps the seed out of the server.
            let made: { readonly xpub: string; readonly mnemonic: string } | undefined;
            const xpub = await authRepository.secret(db, XPUB_SECRET, () => {
              made = makeAccountXpub();
              return made.xpub;
            });
            // Only the instance whose xpub was kept stores its mnemonic (another may have started at once).
            const kept = made;
            if (kept !== undefined && kept.xpub === xpub) {
              await authRepository.secret(db, MNEMONIC_SECRET, () => kept.mnemonic);
            }
            return xpub;
          }));

        const create = (tx: DbOrTransaction, fields: Parameters<typeof userRepository.insert>[1]) =>
          Effect.promise(async () => {
            const user = await userRepository.insert(tx, fields);
            return userRepository.update(tx, user.id, {
              evmWalletAddress: custodialAddressFor(xpub, user.walletIndex),
            });
          });

        /** Finds or creates, retrying once when a concurrent sign-in created the same account first. */
        const findOrCreate = (
          find: () => Promise<UserRow | undefined>,
          make: () => Promise<UserRow>,
        ): Effect.Effect<SignedInAccount> =>
          Effect.promise(async () => {
            const existing = await find();
            if (existing !== undefined) return { user: existing, isNewUser: false };
            try {
              return { user: await make(), isNewUser: true };
            } catch (error) {
              if (!isUniqueViolation(error)) throw error;
              const raced = await find();
              if (raced === undefined) throw error;
              return { user: raced, isNewUser: false };
            }
          });

        const now = () => Clock.currentTimeMillis.pipe(Effect.map((ms) => new Date(ms)));

        return Accounts.of({
          signInWithPhone: (e164) =>
            Effect.flatMap(now(), (at) =>
              findOrCreate(
                () => userRepository.findByPhone(db, e164),
                () =>
                  db.transaction((tx) =>
                    Effect.runPromise(create(tx, { phoneNumber: e164, phoneVerifiedAt: at })),
                  ),
              ),
            ),
          signInWithEmail: (email) =>
            Effect.flatMap(now(), (at) =>
              findOrCreate(
                () => userRepository.findByEmail(db, email),
                () => db.transaction((tx) => Effect.runPromise(create(tx, { email, emailVerifiedAt: at }))),
              ),
            ),
          signInWithIdentity: (identity) =>
            Effect.flatMap(now(), (at) =>
              findOrCreate(
                async () => {
                  const linked = await userRepository.findIdentity(db, identity.provider, identity.subject);
                  if (linked !== undefined) return userRepository.findById(db, linked.userId);
                  if (identity.verifiedEmail === undefined) return undefined;
                  const byEmail = await userRepository.findByEmail(db, identity.verifiedEmail);
                  if (byEmail === undefined) return undefined;
                  await userRepository.insertIdentity(db, { userId: byEmail.id, ...identity });
                  return byEmail;
                },
                () =>
                  db.transaction(async (tx) => {
                    const user = await Effect.runPromise(
                      create(tx, {
                        ...(identity.verifiedEmail === undefined
                          ? {}
                          : { email: identity.verifiedEmail, emailVerifiedAt: at }),
                        // The provider's first name is kept only when it fits the profile's rule (spec §5).
                        ...(identity.firstName !== undefined && isValid(FirstName, identity.firstName)
                          ? { firstName: identity.firstName }
                          : {}),
                      }),
                    );
                    await userRepository.insertIdentity(tx, {
                      userId: user.id,
                      provider: identity.provider,
                      subject: identity.subject,
                      display: identity.display,
                    });
                    return user;
                  }),
              ),
            ),
          verifyPhone: (userId, e164) =>
            Effect.gen(function* () {
              const at = yield* now();
              const holder = yield* Effect.promise(() => userRepository.findByPhone(db, e164));
              if (holder !== undefined && holder.id !== userId)
                return yield* Effect.fail(new PhoneNumberAlreadyExists());
              return yield* Effect.tryPromise({
                try: () => userRepository.update(db, userId, { phoneNumber: e164, phoneVerifiedAt: at }),
                catch: (error) => error,
              }).pipe(
                Effect.catch((error) =>
                  isUniqueViolation(error) ? Effect.fail(new PhoneNumberAlreadyExists()) : Effect.die(error),
                ),
              );
            }),
          verifyEmail: (userId, email) =>
            Effect.gen(function* () {
              const at = yield* now();
              const holder = yield* Effect.promise(() => userRepository.findByEmail(db, email));
              if (holder !== undefined && holder.id !== userId)
                return yield* Effect.fail(new EmailAlreadyExists());
              return yield* Effect.tryPromise({
                try: () => userRepository.update(db, userId, { email, emailVerifiedAt: at }),
                catch: (error) => error,
              }).pipe(
                Effect.catch((error) =>
                  isUniqueViolation(error) ? Effect.fail(new EmailAlreadyExists()) : Effect.die(error),
                ),
              );
            }),
          linkIdentity: (userId, identity) =>
            Effect.gen(function* () {
              const linked = yield* Effect.promise(() =>
                userRepository.findIdentity(db, identity.provider, identity.subject),
              );
              if (linked !== undefined) {
                if (linked.userId === userId) return;
                return yield* Effect.fail(new AccountAlreadyLinked({ provider: identity.provider }));
              }
              yield* Effect.tryPromise({
                try: () => userRepository.insertIdentity(db, { userId, ...identity }),
                catch: (error) => error,
              }).pipe(
                Effect.catch((error) =>
                  isUniqueViolation(error)
                    ? Effect.fail(new AccountAlreadyLinked({ provider: identity.provider }))
                    : Effect.die(error),
                ),
              );
            }),
          findUser: (userId) => Effect.promise(() => userRepository.findById(db, userId)),
        });
      }),
    );
}
