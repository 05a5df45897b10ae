import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { ProfileOptions } from "@/server/services/users/profile-options";
import { ProfilePictures } from "@/server/services/users/profile-pictures";
import { UserProfiles } from "@/server/services/users/user-profiles";

export const profileHandlers = ({ run }: AppRuntime) =>
  ({
    updateProfilePicture: async ({ body }, request) => {
      const { userId } = signedIn(request);
      const bytes = body as unknown;
      if (!(bytes instanceof Uint8Array))
        throw new HttpProblem(415, "UnsupportedMediaType", "Send the picture as image/jpeg");
      return run(ProfilePictures.use((pictures) => pictures.updateProfilePicture(userId, bytes)));
    },

    deleteProfilePicture: async (_input, request) =>
      run(ProfilePictures.use((pictures) => pictures.deleteProfilePicture(signedIn(request).userId))),

    getProfilePicture: async ({ params }, _request, reply) => {
      const picture = await run(
        ProfilePictures.use((pictures) => pictures.getProfilePicture(params.pictureKey)),
      );
      if (picture === undefined) throw new HttpProblem(404, "PictureNotFound", "No picture has this key");
      // Keys are never reused: a new picture gets a new key, so the old one may be cached for good.
      await reply
        .code(200)
        .type("image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(Buffer.from(picture));
      return REPLIED;
    },

    listProfessions: async () => run(ProfileOptions.use((options) => options.listProfessions())),

    listCountries: async () => run(ProfileOptions.use((options) => options.listCountries())),

    listCities: async ({ query }) =>
      run(ProfileOptions.use((options) => options.listCities(query.countryCode, query.search))),

    listColleges: async ({ query }) =>
      run(ProfileOptions.use((options) => options.listColleges(query.countryCode, query.city, query.search))),

    getLocation: async ({ query }, request) =>
      run(ProfileOptions.use((options) => options.getLocation(query.ip ?? request.ip))),

    listUserDetails: async ({ body }, request) => {
      signedIn(request);
      return run(UserProfiles.use((profiles) => profiles.listUserDetails(body.userIds)));
    },

    getPreferredRole: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getPreferredRole(signedIn(request).userId))),

    updatePreferredRole: async ({ body }, request) =>
      run(
        UserProfiles.use((profiles) =>
          profiles.updatePreferredRole(signedIn(request).userId, body.preferredRole),
        ),
      ),

    getPreferredPlatform: async (_input, request) =>
      run(UserProfiles.use((profiles) => profiles.getPreferredPlatform(signedIn(request).userId))),

    updatePreferredPlatform: async ({ body }, request) =>
      run(
        UserProfiles.use((profiles) =>
          profiles.updatePreferredPlatform(signedIn(request).userId, body.preferredPlatform),
        ),
      ),
  }) satisfies Partial<Handlers>;
