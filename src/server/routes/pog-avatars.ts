import { signedIn } from "@/server/http/authentication";
import { HttpProblem } from "@/server/http/http-errors";
import type { Handlers } from "@/server/http/operations";
import { answerOf, idempotencyKeyOf } from "@/server/routes/wallet";
import type { AppRuntime } from "@/server/services/app-runtime";
import { PogAvatars } from "@/server/services/pog/pog-avatars";
import { UserProfiles } from "@/server/services/users/user-profiles";

/** The POG avatar: catalogue, slots, selfie, generation, activation, slot prices, preferences (api-spec/pog.yaml). */
export const pogAvatarHandlers = ({ run }: AppRuntime) =>
  ({
    listAvatarCategories: () => PogAvatars.use((avatars) => avatars.listAvatarCategories()),

    listAvatarCharacters: ({ params }) =>
      PogAvatars.use((avatars) => avatars.listAvatarCharacters(params.category)),

    listAvatarStyles: ({ params }) => PogAvatars.use((avatars) => avatars.listAvatarStyles(params.character)),

    saveAvatarStyle: ({ body }, request) =>
      PogAvatars.use((avatars) => avatars.saveAvatarStyle(signedIn(request).userId, body)),

    saveAvatarSelfie: ({ body, query }, request) => {
      const { userId } = signedIn(request);
      const bytes = body as unknown;
      if (!(bytes instanceof Uint8Array))
        throw new HttpProblem(415, "UnsupportedMediaType", "Send the selfie as image/jpeg");
      return PogAvatars.use((avatars) => avatars.saveAvatarSelfie(userId, query.slot, bytes));
    },

    requestAvatarGeneration: ({ body }, request) =>
      PogAvatars.use((avatars) => avatars.requestAvatarGeneration(signedIn(request).userId, body.slot)),

    listAvatarSlots: (_input, request) =>
      PogAvatars.use((avatars) => avatars.listAvatarSlots(signedIn(request).userId)),

    buyAvatarSlot: async ({ body }, request, reply) => {
      const answer = await run(
        PogAvatars.use((avatars) =>
          avatars.buyAvatarSlot({
            userId: signedIn(request).userId,
            currency: body.currency,
            idempotencyKey: idempotencyKeyOf(request),
          }),
        ),
      );
      return answerOf(reply, answer);
    },

    setActiveAvatar: ({ body }, request) =>
      PogAvatars.use((avatars) => avatars.setActiveAvatar(signedIn(request).userId, body.slot)),

    getPogAvatarStatus: (_input, request) =>
      PogAvatars.use((avatars) => avatars.getPogAvatarStatus(signedIn(request).userId)),

    getPogPreferences: (_input, request) =>
      UserProfiles.use((profiles) => profiles.getPogPreferences(signedIn(request).userId)),

    updatePogPreferences: ({ body }, request) =>
      UserProfiles.use((profiles) => profiles.updatePogPreferences(signedIn(request).userId, body)),

    getPogAdminSettings: () => PogAvatars.use((avatars) => avatars.getPogAdminSettings()),

    updatePogAdminSettings: ({ body }, request) =>
      PogAvatars.use((avatars) => avatars.updatePogAdminSettings(signedIn(request).userId, body)),
  }) satisfies Partial<Handlers>;
