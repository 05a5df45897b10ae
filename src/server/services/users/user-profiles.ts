import type { components } from "#generated/api";
/**
 * The signed-in gamer's own account: profile, username, wallets, deletion. Every method takes the caller's
 * user id from the verified access token, never from the request, so nobody reads or changes another's data.
 */
import { Clock, Context, Effect, Layer } from "effect";
import { ACCOUNT_DELETION_GRACE_MS } from "@/domain/constants/sign-in";
import type { SignInRequired } from "@/domain/errors/auth-errors";
import { DeletionRequestNotFound, WalletNotFound } from "@/domain/errors/auth-errors";
import { describeDomainError } from "@/domain/errors/error-catalogue";
import { UsernameTaken } from "@/domain/errors/pog-errors";
import { validateField, type ValidationFailed } from "@/domain/errors/validation-errors";
import { FirstName, PersonName } from "@/domain/validation/name-rules";
import { SiteUsername } from "@/domain/validation/username-rules";
import { validate } from "@/domain/validation/validate";
import { Result } from "effect";
import { Database } from "@/server/db/database";
import { UserRepository, type UserChanges, type UserRow } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { linkedWalletViews } from "@/server/services/users/linked-wallet-views";
import {
  liveUser,
  pictureUrlOf,
  profileViewOf,
  type KleosRole,
  type PreferredPlatform,
  type ProfileView,
} from "@/server/services/users/profile-view";

type Preferences = components["schemas"]["Preferences"];

/** The most linked wallets listed, oldest first (the contract's `maxItems`). */

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

export interface PublicUser {
  readonly id: string;
  readonly username: string | null;
  readonly pictureUrl: string | null;
}

const preferencesOf = (view: ProfileView): Preferences => ({
  preferredRole: view.preferredRole,
  preferredPlatform: view.preferredPlatform,
});

const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim();

export class UserProfiles extends Context.Service<
  UserProfiles,
  {
    getUserProfile(userId: string): Effect.Effect<ProfileView, SignInRequired>;
    updateUserProfile(
      userId: string,
      changes: ProfileChanges,
    ): Effect.Effect<ProfileView, SignInRequired | ValidationFailed>;
    updateUsername(
      userId: string,
      username: string,
    ): Effect.Effect<ProfileView, SignInRequired | ValidationFailed | UsernameTaken>;
    /** Whether the gamer may take `username` (the form's live check, by query). */
    getUsernameAvailability(userId: string, username: string): Effect.Effect<UsernameAvailability>;
    /** Whether the gamer may take `username` (the form's check on submit, by body). */
    verifyUsername(userId: string, username: string): Effect.Effect<UsernameAvailability>;
    getUserWallets(userId: string): Effect.Effect<WalletsView, SignInRequired>;
    getWalletAddress(
      userId: string,
    ): Effect.Effect<{ readonly evmWalletAddress: string }, SignInRequired | WalletNotFound>;
    getPreferredRole(userId: string): Effect.Effect<Preferences, SignInRequired>;
    updatePreferredRole(
      userId: string,
      preferredRole: KleosRole | null,
    ): Effect.Effect<Preferences, SignInRequired | ValidationFailed>;
    getPreferredPlatform(userId: string): Effect.Effect<Preferences, SignInRequired>;
    updatePreferredPlatform(
      userId: string,
      preferredPlatform: PreferredPlatform | null,
    ): Effect.Effect<Preferences, SignInRequired | ValidationFailed>;
    /** The role and platform preferences together (the POG preferences, spec §3, §6). */
    getPogPreferences(userId: string): Effect.Effect<Preferences, SignInRequired>;
    updatePogPreferences(
      userId: string,
      preferences: Preferences,
    ): Effect.Effect<Preferences, SignInRequired | ValidationFailed>;
    /** Other gamers' public details (erased accounts left out). */
    listUserDetails(userIds: readonly string[]): Effect.Effect<{ readonly items: readonly PublicUser[] }>;
    getDeletionRequest(userId: string): Effect.Effect<DeletionView, DeletionRequestNotFound>;
    requestAccountDeletion(userId: string): Effect.Effect<DeletionView>;
    /** Withdraws a pending request (before its grace period ends): nothing is erased. */
    cancelAccountDeletion(userId: string): Effect.Effect<DeletionView, DeletionRequestNotFound>;
  }
>()("kleos/server/services/users/UserProfiles") {
  static readonly layer = Layer.effect(
    UserProfiles,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const users = yield* UserRepository;

      const live = (userId: string) => liveUser(users, userId);

      const viewOf = (user: UserRow) =>
        Effect.map(users.listIdentities(user.id), (identities) => profileViewOf(user, identities));

      const getUserProfile = (userId: string) => Effect.flatMap(live(userId), viewOf);

      const availability = (userId: string, username: string) =>
        Effect.gen(function* () {
          const format = validate(SiteUsername, username);
          if (Result.isFailure(format)) {
            return {
              username,
              available: false,
              messageId: format.failure.messageId,
              message: format.failure.message,
            } satisfies UsernameAvailability;
          }
          const holder = yield* users.findByUsername(username);
          if (holder !== undefined && holder.id !== userId) {
            return {
              username,
              available: false,
              ...describeDomainError(new UsernameTaken({ username })),
            } satisfies UsernameAvailability;
          }
          return { username, available: true } satisfies UsernameAvailability;
        });

      const updateUserProfile = (userId: string, changes: ProfileChanges) =>
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
          return yield* viewOf(yield* users.update(userId, update));
        });

      const getUserWallets = (userId: string) =>
        Effect.gen(function* () {
          const user = yield* live(userId);
          const identities = yield* users.listIdentities(userId);
          return {
            evmWalletAddress: user.evmWalletAddress,
            linkedWallets: linkedWalletViews(identities),
          } satisfies WalletsView;
        });

      const deletionView = (
        status: DeletionView["status"],
        row: { requestedAt: Date; eraseAfter: Date },
      ): DeletionView => ({
        status,
        requestedAt: row.requestedAt.toISOString(),
        eraseAfter: row.eraseAfter.toISOString(),
      });

      return UserProfiles.of(
        traced("UserProfiles", {
          getUserProfile,
          updateUserProfile,

          updateUsername: (userId: string, username: string) =>
            Effect.gen(function* () {
              yield* live(userId);
              const valid = yield* validateField(SiteUsername, username, "username");
              const check = yield* availability(userId, valid);
              if (!check.available) return yield* new UsernameTaken({ username: valid });
              // A concurrent taker of the same name wins the unique index: this one is UsernameTaken.
              return yield* viewOf(yield* users.updateUsername(userId, valid));
            }),

          getUsernameAvailability: availability,
          verifyUsername: availability,
          getUserWallets,

          getWalletAddress: (userId: string) =>
            Effect.gen(function* () {
              const { evmWalletAddress } = yield* getUserWallets(userId);
              if (evmWalletAddress === null) return yield* new WalletNotFound({ userId });
              return { evmWalletAddress };
            }),

          getPreferredRole: (userId: string) => Effect.map(getUserProfile(userId), preferencesOf),
          updatePreferredRole: (userId: string, preferredRole: KleosRole | null) =>
            Effect.map(updateUserProfile(userId, { preferredRole }), preferencesOf),
          getPreferredPlatform: (userId: string) => Effect.map(getUserProfile(userId), preferencesOf),
          getPogPreferences: (userId: string) => Effect.map(getUserProfile(userId), preferencesOf),
          updatePogPreferences: (userId: string, preferences: Preferences) =>
            Effect.map(
              updateUserProfile(userId, {
                preferredRole: preferences.preferredRole,
                preferredPlatform: preferences.preferredPlatform,
              }),
              preferencesOf,
            ),
          updatePreferredPlatform: (userId: string, preferredPlatform: PreferredPlatform | null) =>
            Effect.map(updateUserProfile(userId, { preferredPlatform }), preferencesOf),

          listUserDetails: (userIds: readonly string[]) =>
            Effect.map(users.findManyByIds(userIds), (found) => ({
              items: found
                .filter((user) => user.erasedAt === null)
                .map((user) => ({
                  id: user.id,
                  username: user.username,
                  pictureUrl: pictureUrlOf(user.pictureKey),
                })),
            })),

          getDeletionRequest: (userId: string) =>
            Effect.gen(function* () {
              const row = yield* users.findDeletionRequest(userId);
              if (row === undefined) return yield* new DeletionRequestNotFound();
              return deletionView(row.erasedAt === null ? "initiated" : "erased", row);
            }),

          cancelAccountDeletion: (userId: string) =>
            transaction(
              Effect.gen(function* () {
                const pending = yield* users.findDeletionRequest(userId);
                if (pending === undefined || pending.erasedAt !== null)
                  return yield* new DeletionRequestNotFound();
                yield* users.deleteDeletionRequest(userId);
                return deletionView("cancelled", pending);
              }),
            ),

          requestAccountDeletion: (userId: string) =>
            Effect.gen(function* () {
              const now = yield* Clock.currentTimeMillis;
              const requestedAt = new Date(now);
              const eraseAfter = new Date(now + ACCOUNT_DELETION_GRACE_MS);
              // The erasure job's sweep finds the request once its grace period is over.
              const created = yield* users.insertDeletionRequest({ userId, requestedAt, eraseAfter });
              const row = yield* users.findDeletionRequest(userId);
              if (row === undefined)
                return yield* Effect.die(new Error(`Deletion request of ${userId} vanished`));
              return deletionView(created ? "initiated" : "alreadyRequested", row);
            }),
        }),
      );
    }),
  );
}
