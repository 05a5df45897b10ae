import { Effect } from "effect";
import { clearSessionCookies, signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Tokens } from "@/server/services/auth/tokens";
import { Admins } from "@/server/services/campaigns/admins";
import { Markets } from "@/server/services/users/markets";
import { UserProfiles } from "@/server/services/users/user-profiles";

export const userHandlers = () =>
  ({
    getUserProfile: (_input, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        const profile = yield* UserProfiles.use((profiles) => profiles.getUserProfile(userId));
        // The site shows its admin pages to admins only (the admin operations check the role themselves).
        return { ...profile, isAdmin: yield* Admins.use((admins) => admins.isAdmin(userId)) };
      });
    },

    updateUserProfile: ({ body }, request) =>
      UserProfiles.use((profiles) => profiles.updateUserProfile(signedIn(request).userId, body)),

    updateUsername: ({ body }, request) =>
      UserProfiles.use((profiles) => profiles.updateUsername(signedIn(request).userId, body.username)),

    verifyUsername: ({ body }, request) =>
      UserProfiles.use((profiles) => profiles.verifyUsername(signedIn(request).userId, body.username)),

    getUsernameAvailability: ({ query }, request) =>
      UserProfiles.use((profiles) =>
        profiles.getUsernameAvailability(signedIn(request).userId, query.username),
      ),

    getUserWallets: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getUserWallets(signedIn(request).userId)),

    getWalletAddress: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getWalletAddress(signedIn(request).userId)),

    getMyMarket: (_input, request) =>
      Markets.use((markets) => markets.getMyMarket(request.auth?.userId, request.ip)),

    getDeletionRequest: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getDeletionRequest(signedIn(request).userId)),

    cancelAccountDeletion: (_input, request) =>
      UserProfiles.use((profiles) => profiles.cancelAccountDeletion(signedIn(request).userId)),

    requestAccountDeletion: (_input, request, reply) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        const deletion = yield* UserProfiles.use((profiles) => profiles.requestAccountDeletion(userId));
        // Signed out everywhere at once, whatever the grace period.
        yield* Tokens.use((tokens) => tokens.revokeAll(userId));
        clearSessionCookies(reply);
        return deletion;
      });
    },
  }) satisfies Partial<Handlers>;
