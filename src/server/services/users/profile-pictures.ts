/**
 * Profile pictures: a JPEG is re-encoded (which drops EXIF and anything hidden after the image data), stored
 * under a fresh key, and the previous one deleted. Keys are never reused, so a picture may be cached for good.
 */
import { Context, Effect, Layer } from "effect";
import sharp from "sharp";
import { PROFILE_PICTURE_SIZE_PX } from "@/domain/constants/limits";
import type { SignInRequired } from "@/domain/errors/auth-errors";
import { validateField, validationFailed, type ValidationFailed } from "@/domain/errors/validation-errors";
import { JpegImageBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import { UserRepository, type UserRow } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import type { PictureStore } from "@/server/providers/storage/picture-store";
import { liveUser, profileViewOf, type ProfileView } from "@/server/services/users/profile-view";

export class ProfilePictures extends Context.Service<
  ProfilePictures,
  {
    /** Re-encodes and stores a JPEG as the gamer's picture; the previous one is deleted. */
    updateProfilePicture(
      userId: string,
      bytes: Uint8Array,
    ): Effect.Effect<ProfileView, SignInRequired | ValidationFailed>;
    deleteProfilePicture(userId: string): Effect.Effect<ProfileView, SignInRequired>;
    /** The stored JPEG, or undefined when no picture has this key. */
    getProfilePicture(pictureKey: string): Effect.Effect<Uint8Array | undefined>;
  }
>()("kleos/server/services/users/ProfilePictures") {
  static readonly layer = (pictures: PictureStore) =>
    Layer.effect(
      ProfilePictures,
      Effect.gen(function* () {
        const users = yield* UserRepository;

        const live = (userId: string) => liveUser(users, userId);

        const notJpeg = () =>
          validationFailed("picture", { ...validationMessage("validation.image.jpegOnly"), path: [] });

        /** Points the account at `pictureKey` and deletes the picture it pointed at before. */
        const replace = (user: UserRow, pictureKey: string | null) =>
          Effect.gen(function* () {
            const updated = yield* users.update(user.id, { pictureKey });
            const old = user.pictureKey;
            if (old !== null) yield* Effect.promise(() => pictures.delete(old));
            return profileViewOf(updated, yield* users.listIdentities(user.id));
          });

        return ProfilePictures.of(
          traced("ProfilePictures", {
            updateProfilePicture: (userId: string, bytes: Uint8Array) =>
              Effect.gen(function* () {
                const user = yield* live(userId);
                yield* validateField(JpegImageBytes, bytes, "picture");
                const encoded = yield* Effect.tryPromise({
                  try: () =>
                    sharp(bytes, { failOn: "error" })
                      .rotate()
                      .resize(PROFILE_PICTURE_SIZE_PX, PROFILE_PICTURE_SIZE_PX, { fit: "cover" })
                      .jpeg({ quality: 85, mozjpeg: true })
                      .toBuffer(),
                  catch: notJpeg,
                });
                const key = yield* Effect.promise(() => pictures.put(encoded));
                return yield* replace(user, key);
              }),

            deleteProfilePicture: (userId: string) =>
              Effect.flatMap(live(userId), (user) => replace(user, null)),

            getProfilePicture: (pictureKey: string) => Effect.promise(() => pictures.get(pictureKey)),
          }),
        );
      }),
    );
}
