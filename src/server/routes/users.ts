import { WalletNotFound } from "@/domain/errors/auth-errors";
import { clearSessionCookies, signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Tokens } from "@/server/services/auth/tokens";
import { Admins } from "@/server/services/campaigns/admins";
import { UserProfiles } from "@/server/services/users/user-profiles";

export const userHandlers = ({ run }: AppRuntime) =>
  ({
    getUserProfile: async (_input, request) => {
      const { userId } = signedIn(request);
      const profile = await run(UserProfiles.use((profiles) => profiles.getProfile(userId)));
      // The site shows its admin pages to admins only (the admin operations check the role themselves).
      return { ...profile, isAdmin: await run(Admins.use((admins) => admins.isAdmin(userId))) };
    },

    updateUserProfile: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.updateProfile(signedIn(request).userId, body))),

    updateUsername: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.setUsername(signedIn(request).userId, body.username))),

    verifyUsername: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.checkUsername(signedIn(request).userId, body.username))),

    getUsernameAvailability: async ({ query }, request) =>
      run(UserProfiles.use((profiles) => profiles.checkUsername(signedIn(request).userId, query.username))),

    getUserWallets: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getWallets(signedIn(request).userId))),

    getWalletAddress: async (_input, request) => {
      const { userId } = signedIn(request);
      const wallets = await run(UserProfiles.use((profiles) => profiles.getWallets(userId)));
      if (wallets.evmWalletAddress === null) throw new WalletNotFound({ userId });
      return { evmWalletAddress: wallets.evmWalletAddress };
    },

    getDeletionRequest: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getDeletionRequest(signedIn(request).userId))),

    deleteDeletionRequest: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.cancelDeletion(signedIn(request).userId))),

    createDeletionRequest: async (_input, request, reply) => {
      const { userId } = signedIn(request);
      const deletion = await run(UserProfiles.use((profiles) => profiles.requestDeletion(userId)));
      // Signed out everywhere at once, whatever the grace period.
      await run(Tokens.use((tokens) => tokens.revokeAll(userId)));
      clearSessionCookies(reply);
      return deletion;
    },
  }) satisfies Partial<Handlers>;
