import type { components } from "#generated/api";
/**
 * The signed-in gamer's own account: profile, username, wallets, deletion. Every method takes the caller's
 * user id from the verified access token, never from the request, so nobody reads or changes another's data.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import { DeletionRequestNotFound, SignInRequired } from "@/domain/errors/auth-errors";
import { describeDomainError } from "@/domain/errors/error-catalogue";
import { UsernameTaken } from "@/domain/errors/pog-errors";
import { validateField, type ValidationFailed } from "@/domain/errors/validation-errors";
import { FirstName, PersonName } from "@/domain/validation/name-rules";
import { SiteUsername } from "@/domain/validation/username-rules";
import { validate } from "@/domain/validation/validate";
import { Result } from "effect";
import { userRepository, type UserChanges, type UserRow } from "@/server/db/repositories/user-repository";
import { DatabaseService } from "@/server/services/database";
import { pictureUrlOf } from "@/server/services/users/profile-extras";

export type SocialProvider = "twitter" | "discord" | "google" | "wallet" | "steam" | "telegram";

type KleosRole = components["schemas"]["KleosRole"];
type PreferredPlatform = components["schemas"]["PreferredPlatform"];

export interface ProfileView {
  readonly id: string;
  readonly username: string | null;
  readonly firstName: string | null;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly phoneNumber: string | null;
  readonly phoneVerified: boolean;
  readonly evmWalletAddress: string | null;
  readonly countryCode: string | null;
  readonly city: string | null;
  readonly college: string | null;
  readonly profession: string | null;
  readonly preferredRole: KleosRole | null;
  readonly preferredPlatform: PreferredPlatform | null;
  readonly pictureUrl: string | null;
  readonly socialStatuses: Record<
    SocialProvider,
    { readonly isActive: boolean; readonly handle: string | null }
  >;
  readonly createdAt: string;
}

export interface ProfileChanges {
  readonly firstName?: string | null;
  readonly countryCode?: string | null;
  readonly city?: string | null;
  readonly college?: string | null;
  readonly profession?: string | null;
  readonly preferredRole?: KleosRole | null;
  readonly preferredPlatform?: PreferredPlatform | null;
}

export interface UsernameAvailability {
  readonly username: string;
  readonly available: boolean;
  readonly messageId?: string;
  readonly message?: string;
}

export interface DeletionView {
  readonly status: "initiated" | "alreadyRequested" | "erased" | "cancelled";
  readonly requestedAt: string;
  readonly eraseAfter: string;
}

export interface WalletsView {
  readonly evmWalletAddress: string | null;
  readonly linkedWallets: readonly {
    readonly chain: "evm" | "solana";
    readonly address: string;
    readonly linkedAt: string;
  }[];
}

const PROVIDER_STATUS: Record<string, SocialProvider> = {
  google: "google",
  telegram: "telegram",
  evm: "wallet",
  solana: "wallet",
};

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim();

export class UserProfiles extends Context.Service<
  UserProfiles,
  {
    getProfile(userId: string): Effect.Effect<ProfileView, SignInRequired>;
    /** The profile view of an already loaded account. */
    viewOf(user: UserRow): Effect.Effect<ProfileView>;
    updateProfile(
      userId: string,
      changes: ProfileChanges,
    ): Effect.Effect<ProfileView, SignInRequired | ValidationFailed>;
    setUsername(
      userId: string,
      username: string,
    ): Effect.Effect<ProfileView, SignInRequired | ValidationFailed | UsernameTaken>;
    checkUsername(userId: string, username: string): Effect.Effect<UsernameAvailability>;
    getWallets(userId: string): Effect.Effect<WalletsView, SignInRequired>;
    getDeletionRequest(userId: string): Effect.Effect<DeletionView, DeletionRequestNotFound>;
    requestDeletion(userId: string): Effect.Effect<DeletionView>;
    /** Withdraws a pending request (before its grace period ends): nothing is erased. */
    cancelDeletion(userId: string): Effect.Effect<DeletionView, DeletionRequestNotFound>;
  }
>()("kleos/server/services/users/UserProfiles") {
  static readonly layer = Layer.effect(
    UserProfiles,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;

      const live = (userId: string): Effect.Effect<UserRow, SignInRequired> =>
        Effect.flatMap(
          Effect.promise(() => userRepository.findById(db, userId)),
          (user) =>
            user === undefined || user.erasedAt !== null
              ? Effect.fail(new SignInRequired())
              : Effect.succeed(user),
        );

      const viewOf = (user: UserRow): Effect.Effect<ProfileView> =>
        Effect.map(
          Effect.promise(() => userRepository.listIdentities(db, user.id)),
          (identities) => {
            const statuses = Object.fromEntries(
              (["twitter", "discord", "google", "wallet", "steam", "telegram"] as const).map((provider) => [
                provider,
                { isActive: false, handle: null as string | null },
              ]),
            ) as Record<SocialProvider, { isActive: boolean; handle: string | null }>;
            for (const identity of identities) {
              const provider = PROVIDER_STATUS[identity.provider];
              if (provider !== undefined) statuses[provider] = { isActive: true, handle: identity.display };
            }
            return {
              id: user.id,
              username: user.username,
              firstName: user.firstName,
              email: user.email,
              emailVerified: user.emailVerifiedAt !== null,
              phoneNumber: user.phoneNumber,
              phoneVerified: user.phoneVerifiedAt !== null,
              evmWalletAddress: user.evmWalletAddress,
              countryCode: user.countryCode,
              city: user.city,
              college: user.college,
              profession: user.profession,
              // Stored only after the contract's enums accepted them.
              preferredRole: user.preferredRole as KleosRole | null,
              preferredPlatform: user.preferredPlatform as PreferredPlatform | null,
              pictureUrl: pictureUrlOf(user.pictureKey),
              socialStatuses: statuses,
              createdAt: user.createdAt.toISOString(),
            };
          },
        );

      const availability = (userId: string, username: string): Effect.Effect<UsernameAvailability> =>
        Effect.gen(function* () {
          const format = validate(SiteUsername, username);
          if (Result.isFailure(format)) {
            return {
              username,
              available: false,
              messageId: format.failure.messageId,
              message: format.failure.message,
            };
          }
          const holder = yield* Effect.promise(() => userRepository.findByUsername(db, username));
          if (holder !== undefined && holder.id !== userId) {
            return { username, available: false, ...describeDomainError(new UsernameTaken({ username })) };
          }
          return { username, available: true };
        });

      const deletionView = (
        status: DeletionView["status"],
        row: { requestedAt: Date; eraseAfter: Date },
      ): DeletionView => ({
        status,
        requestedAt: row.requestedAt.toISOString(),
        eraseAfter: row.eraseAfter.toISOString(),
      });

      return UserProfiles.of({
        getProfile: (userId) => Effect.flatMap(live(userId), viewOf),
        viewOf,

        updateProfile: (userId, changes) =>
          Effect.gen(function* () {
            yield* live(userId);
            const update: UserChanges = {};
            const firstName = blankToNull(changes.firstName);
            if (firstName !== undefined) {
              update.firstName =
                firstName === null ? null : yield* validateField(FirstName, firstName, "firstName");
            }
            const city = blankToNull(changes.city);
            if (city !== undefined)
              update.city = city === null ? null : yield* validateField(PersonName, city, "city");
            const college = blankToNull(changes.college);
            if (college !== undefined) update.college = college;
            const profession = blankToNull(changes.profession);
            if (profession !== undefined) update.profession = profession;
            if (changes.countryCode !== undefined) update.countryCode = changes.countryCode;
            if (changes.preferredRole !== undefined) update.preferredRole = changes.preferredRole;
            if (changes.preferredPlatform !== undefined) update.preferredPlatform = changes.preferredPlatform;
            const user = yield* Effect.promise(() => userRepository.update(db, userId, update));
            return yield* viewOf(user);
          }),

        setUsername: (userId, username) =>
          Effect.gen(function* () {
            yield* live(userId);
            const valid = yield* validateField(SiteUsername, username, "username");
            const check = yield* availability(userId, valid);
            if (!check.available) return yield* Effect.fail(new UsernameTaken({ username: valid }));
            const user = yield* Effect.tryPromise({
              try: () => userRepository.update(db, userId, { username: valid }),
              catch: () => new UsernameTaken({ username: valid }),
            });
            return yield* viewOf(user);
          }),

        checkUsername: availability,

        getWallets: (userId) =>
          Effect.gen(function* () {
            const user = yield* live(userId);
            const identities = yield* Effect.promise(() => userRepository.listIdentities(db, userId));
            return {
              evmWalletAddress: user.evmWalletAddress,
              linkedWallets: identities.flatMap((identity) =>
                identity.provider === "evm" || identity.provider === "solana"
                  ? [
                      {
                        chain: identity.provider,
                        address: identity.display ?? identity.subject,
                        linkedAt: identity.createdAt.toISOString(),
                      },
                    ]
                  : [],
              ),
            };
          }),

        getDeletionRequest: (userId) =>
          Effect.flatMap(
            Effect.promise(() => userRepository.findDeletionRequest(db, userId)),
            (row) =>
              row === undefined
                ? Effect.fail(new DeletionRequestNotFound())
                : Effect.succeed(deletionView(row.erasedAt === null ? "initiated" : "erased", row)),
          ),

        cancelDeletion: (userId) =>
          Effect.flatMap(
            Effect.promise(() =>
              db.transaction(async (tx) => {
                const pending = await userRepository.findDeletionRequest(tx, userId);
                if (pending === undefined || pending.erasedAt !== null) return undefined;
                await userRepository.deleteDeletionRequest(tx, userId);
                return pending;
              }),
            ),
            (cancelled) =>
              cancelled === undefined
                ? Effect.fail(new DeletionRequestNotFound())
                : Effect.succeed(deletionView("cancelled", cancelled)),
          ),

        requestDeletion: (userId) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis;
            const requestedAt = new Date(now);
            const eraseAfter = new Date(now + ACCOUNT_DELETION_GRACE_MS);
            // The account-erasure sweep (jobs/account-erasure.ts) takes the request once it is due.
            const created = yield* Effect.promise(() =>
              userRepository.insertDeletionRequest(db, { userId, requestedAt, eraseAfter }),
            );
            const row = yield* Effect.promise(() => userRepository.findDeletionRequest(db, userId));
            if (row === undefined)
              return yield* Effect.die(new Error(`Deletion request of ${userId} vanished`));
            return deletionView(created ? "initiated" : "alreadyRequested", row);
          }),
      });
    }),
  );
}
