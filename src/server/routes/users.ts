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
      const profile = await run(UserProfiles.use((profiles) => profiles.getUserProfile(userId)));
      // The site shows its admin pages to admins only (the admin operations check the role themselves).
      return { ...profile, isAdmin: await run(Admins.use((admins) => admins.isAdmin(userId))) };
    },

    updateUserProfile: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.updateUserProfile(signedIn(request).userId, body))),

    updateUsername: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.updateUsername(signedIn(request).userId, body.username))),

    verifyUsername: async ({ body }, request) =>
      run(UserProfiles.use((profiles) => profiles.verifyUsername(signedIn(request).userId, body.username))),

    getUsernameAvailability: async ({ query }, request) =>
      run(
        UserProfiles.use((profiles) =>
          profiles.getUsernameAvailability(signedIn(request).userId, query.username),
        ),
      ),

    getUserWallets: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getUserWallets(signedIn(request).userId))),

    getWalletAddress: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getWalletAddress(signedIn(request).userId))),

    getDeletionRequest: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getDeletionRequest(signedIn(request).userId))),

    deleteDeletionRequest: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.cancelAccountDeletion(signedIn(request).userId))),

    createDeletionRequest: async (_input, request, reply) => {
      const { userId } = signedIn(request);
      const deletion = await run(UserProfiles.use((profiles) => profiles.requestAccountDeletion(userId)));
      // Signed out everywhere at once, whatever the grace period.
      await run(Tokens.use((tokens) => tokens.revokeAll(userId)));
      clearSessionCookies(reply);
      return deletion;
    },
  }) satisfies Partial<Handlers>;
