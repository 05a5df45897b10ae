/** The profile as the gamer sees it, made from the account row: shared by the services of the users area. */
import type { components } from "#generated/api";
import { Effect } from "effect";
import { SignInRequired } from "@/domain/errors/auth-errors";
import type { UserIdentityRow, UserRepository, UserRow } from "@/server/db/repositories/user-repository";

export type SocialProvider = "twitter" | "discord" | "google" | "wallet" | "steam" | "telegram";

export type KleosRole = components["schemas"]["KleosRole"];
export type PreferredPlatform = components["schemas"]["PreferredPlatform"];

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

const PROVIDER_STATUS: Record<string, SocialProvider> = {
  twitter: "twitter",
  discord: "discord",
  steam: "steam",
  google: "google",
  telegram: "telegram",
  evm: "wallet",
  solana: "wallet",
};

export const pictureUrlOf = (pictureKey: string | null): string | null =>
  pictureKey === null ? null : `/api/users/pictures/${pictureKey}`;

/** The profile as the gamer sees it: the account row and the sign-in identities linked to it. */
export const profileViewOf = (user: UserRow, identities: readonly UserIdentityRow[]): ProfileView => {
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
};

/** The account behind a signed-in call, or SignInRequired when it is gone (never made, or erased). */
export const liveUser = (users: UserRepository["Service"], userId: string) =>
  Effect.flatMap(users.findById(userId), (user) =>
    user === undefined || user.erasedAt !== null ? Effect.fail(new SignInRequired()) : Effect.succeed(user),
  );
