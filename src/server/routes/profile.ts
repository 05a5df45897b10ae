import { Effect } from "effect";
import type { components } from "#generated/api";
import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { ProfileExtras } from "@/server/services/users/profile-extras";
import { UserProfiles, type ProfileView } from "@/server/services/users/user-profiles";

type Preferences = components["schemas"]["Preferences"];

const preferencesOf = (view: ProfileView): Preferences => ({
  preferredRole: view.preferredRole,
  preferredPlatform: view.preferredPlatform,
});

const names = (list: readonly string[]) => ({ items: list.map((name) => ({ name })) });

export const profileHandlers = ({ run }: AppRuntime) =>
  ({
    updateProfilePicture: async ({ body }, request) => {
      const { userId } = signedIn(request);
      const bytes = body as unknown;
      if (!(bytes instanceof Uint8Array))
        throw new HttpProblem(415, "UnsupportedMediaType", "Send the picture as image/jpeg");
      const user = await run(ProfileExtras.use((extras) => extras.setPicture(userId, bytes)));
      return run(UserProfiles.use((profiles) => profiles.viewOf(user)));
    },

    deleteProfilePicture: async (_input, request) => {
      const { userId } = signedIn(request);
      const user = await run(ProfileExtras.use((extras) => extras.removePicture(userId)));
      return run(UserProfiles.use((profiles) => profiles.viewOf(user)));
    },

    getProfilePicture: async ({ params }, _request, reply) => {
      const picture = await run(ProfileExtras.use((extras) => extras.getPicture(params.pictureKey)));
      if (picture === undefined) throw new HttpProblem(404, "PictureNotFound", "No picture has this key");
      // Keys are never reused: a new picture gets a new key, so the old one may be cached for good.
      await reply
        .code(200)
        .type("image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(Buffer.from(picture));
      return REPLIED;
    },

    listProfessions: async () => names(await run(ProfileExtras.use((extras) => extras.listProfessions()))),

    listCountries: async () => ({
      items: await run(ProfileExtras.use((extras) => Effect.succeed(extras.listCountries()))),
    }),

    listCities: async ({ query }) =>
      names(await run(ProfileExtras.use((extras) => extras.listCities(query.countryCode, query.search)))),

    listColleges: async ({ query }) =>
      names(
        await run(
          ProfileExtras.use((extras) => extras.listColleges(query.countryCode, query.city, query.search)),
        ),
      ),

    getLocation: async ({ query }, request) =>
      run(ProfileExtras.use((extras) => Effect.succeed(extras.locate(query.ip ?? request.ip)))),

    listUserDetails: async ({ body }, request) => {
      signedIn(request);
      return { items: await run(ProfileExtras.use((extras) => extras.publicDetails(body.userIds))) };
    },

    getPreferredRole: async (_input, request) =>
      preferencesOf(await run(UserProfiles.use((profiles) => profiles.getProfile(signedIn(request).userId)))),

    updatePreferredRole: async ({ body }, request) =>
      preferencesOf(
        await run(
          UserProfiles.use((profiles) =>
            profiles.updateProfile(signedIn(request).userId, { preferredRole: body.preferredRole }),
          ),
        ),
      ),

    getPreferredPlatform: async (_input, request) =>
      preferencesOf(await run(UserProfiles.use((profiles) => profiles.getProfile(signedIn(request).userId)))),

    updatePreferredPlatform: async ({ body }, request) =>
      preferencesOf(
        await run(
          UserProfiles.use((profiles) =>
            profiles.updateProfile(signedIn(request).userId, { preferredPlatform: body.preferredPlatform }),
          ),
        ),
      ),
  }) satisfies Partial<Handlers>;
