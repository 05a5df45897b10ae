import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { ProfileOptions } from "@/server/services/users/profile-options";
import { ProfilePictures } from "@/server/services/users/profile-pictures";
import { UserProfiles } from "@/server/services/users/user-profiles";

export const profileHandlers = () =>
  ({
    updateProfilePicture: ({ body }, request) => {
      const { userId } = signedIn(request);
      const bytes = body as unknown;
      if (!(bytes instanceof Uint8Array))
        throw new HttpProblem(415, "UnsupportedMediaType", "Send the picture as image/jpeg");
      return ProfilePictures.use((pictures) => pictures.updateProfilePicture(userId, bytes));
    },

    deleteProfilePicture: (_input, request) =>
      ProfilePictures.use((pictures) => pictures.deleteProfilePicture(signedIn(request).userId)),

    getProfilePicture: ({ params }, _request, reply) =>
      ProfilePictures.use((pictures) => pictures.getProfilePicture(params.pictureKey)).pipe(
        Effect.flatMap((picture) =>
          picture === undefined
            ? Effect.fail(new HttpProblem(404, "PictureNotFound", "No picture has this key"))
            : // Keys are never reused: a new picture gets a new key, so the old one may be cached for good.
              Effect.sync(() =>
                reply
                  .code(200)
                  .type("image/jpeg")
                  .header("cache-control", "public, max-age=31536000, immutable")
                  .send(Buffer.from(picture)),
              ),
        ),
        Effect.as(REPLIED),
      ),

    listProfessions: () => ProfileOptions.use((options) => options.listProfessions()),

    listCountries: () => ProfileOptions.use((options) => options.listCountries()),

    listCities: ({ query }) =>
      ProfileOptions.use((options) => options.listCities(query.countryCode, query.search)),

    listColleges: ({ query }) =>
      ProfileOptions.use((options) => options.listColleges(query.countryCode, query.city, query.search)),

    getLocation: ({ query }, request) =>
      ProfileOptions.use((options) => options.getLocation(query.ip ?? request.ip)),

    listUserDetails: ({ body }, request) => {
      signedIn(request);
      return UserProfiles.use((profiles) => profiles.listUserDetails(body.userIds));
    },

    getPreferredRole: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getPreferredRole(signedIn(request).userId)),

    updatePreferredRole: ({ body }, request) =>
      UserProfiles.use((profiles) =>
        profiles.updatePreferredRole(signedIn(request).userId, body.preferredRole),
      ),

    getPreferredPlatform: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getPreferredPlatform(signedIn(request).userId)),

    updatePreferredPlatform: ({ body }, request) =>
      UserProfiles.use((profiles) =>
        profiles.updatePreferredPlatform(signedIn(request).userId, body.preferredPlatform),
      ),
  }) satisfies Partial<Handlers>;
