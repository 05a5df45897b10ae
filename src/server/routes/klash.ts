import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { REPLIED, type Handlers } from "@/server/http/operations";
import { Admins } from "@/server/services/campaigns/admins";
import { KlashArena } from "@/server/services/klash/klash-arena";
import { PromotionOverlay } from "@/server/services/klash/promotion-overlay";

/** Klash, the partner arena (games, metadata, redirect, waitlist), and the promotion overlay. */
export const klashHandlers = () =>
  ({
    listArenaGames: (_input, request) =>
      KlashArena.use((arena) => arena.listArenaGames(request.auth?.userId)),

    getGameArenaMetadata: ({ params }) => KlashArena.use((arena) => arena.getGameArenaMetadata(params.id)),

    getGameMetadataByProviderGameId: ({ params }) =>
      KlashArena.use((arena) => arena.getGameMetadataByProviderGameId(params.id)),

    getArenaRedirectUrl: ({ params }, request) =>
      KlashArena.use((arena) => arena.getArenaRedirectUrl(signedIn(request).userId, params.gameId)),

    // A first sign-up is 201, a repeated one 200 (both documented): the handler answers itself.
    joinArenaWaitlist: ({ params }, request, reply) =>
      KlashArena.use((arena) => arena.joinArenaWaitlist(signedIn(request).userId, params.gameId)).pipe(
        Effect.flatMap((entry) =>
          Effect.promise(async () => {
            await reply
              .code(entry.alreadyJoined ? 200 : 201)
              .type("application/json; charset=utf-8")
              .send(entry);
          }),
        ),
        Effect.as(REPLIED),
      ),

    getOverlayStatus: (_input, request) =>
      PromotionOverlay.use((overlay) => overlay.getOverlayStatus(signedIn(request).userId)),

    listOverlaySchedules: (_input, request) =>
      Admins.use((admins) => admins.requireAdmin(signedIn(request).userId)).pipe(
        Effect.andThen(PromotionOverlay.use((overlay) => overlay.listOverlaySchedules())),
      ),

    createOverlaySchedule: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Admins.use((admins) => admins.requireAdmin(userId)).pipe(
        Effect.andThen(PromotionOverlay.use((overlay) => overlay.createOverlaySchedule(userId, body))),
      );
    },
  }) satisfies Partial<Handlers>;
