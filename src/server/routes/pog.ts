import { Effect } from "effect";
import { PogCardNotFound } from "@/domain/errors/pog-errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { signedIn } from "@/server/http/authentication";
import { REPLIED, type Handlers } from "@/server/http/operations";
import type { PogCardLocale } from "@/server/services/pog/card/card-labels";
import type { PogCardSide } from "@/server/services/pog/card/pog-card-svg";
import { PogCards } from "@/server/services/pog/pog-cards";
import { Pog } from "@/server/services/pog/pog-service";

/**
 * One side of a POG card: the PNG, or 304 when the caller's `If-None-Match` is the card's current ETag.
 * `public, no-cache`: any cache may keep it, but asks again each time, so a changed card shows at once.
 */
const pogCard = (
  side: PogCardSide,
  params: { readonly name: string },
  query: { readonly locale?: PogCardLocale },
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  PogCards.use((cards) =>
    cards.getPogCard(params.name, side, query.locale ?? "en", request.headers["if-none-match"]),
  ).pipe(
    Effect.flatMap((card) => {
      if (card === undefined) return Effect.fail(new PogCardNotFound({ id: params.name }));
      return Effect.sync(() => {
        reply
          .header("etag", card.etag)
          .header("cache-control", "public, no-cache")
          .header("vary", "accept-encoding");
        if (card.png === undefined) return reply.code(304).send();
        return reply.code(200).type("image/png").send(Buffer.from(card.png));
      });
    }),
    Effect.as(REPLIED),
  );

/**
 * Proof of Gamer: the `.kleos` name, the mint flow and the card's mint, the caller's badges, and the cards'
 * token metadata (api-spec/pog.yaml).
 */
export const pogHandlers = {
  checkPogName: ({ params }) => Pog.use((pog) => pog.checkPogName(params.name)),

  reservePogName: ({ body }, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.reservePogName(userId, body.username));
  },

  getPogMintStatus: (_input, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.getPogMintStatus(userId));
  },

  getPogCardFront: ({ params, query }, request, reply) => pogCard("front", params, query, request, reply),

  getPogCardBack: ({ params, query }, request, reply) => pogCard("back", params, query, request, reply),

  getMyPogBadges: (_input, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.getMyPogBadges(userId));
  },

  listPogMintStates: () => Pog.use((pog) => pog.listPogMintStates()),

  getPogMintState: ({ params }, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.getPogMintState(userId, params.id));
  },

  requestPogMint: ({ params, body }, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.requestPogMint(userId, params.id, body.walletAddress));
  },

  getPogCollectionMetadata: () => Pog.use((pog) => pog.getPogCollectionMetadata()),

  getPogTokenMetadata: ({ params }) => Pog.use((pog) => pog.getPogTokenMetadata(params.cardNumber)),

  listUserNfts: (_input, request) => {
    const { userId } = signedIn(request);
    return Pog.use((pog) => pog.listUserNfts(userId));
  },
} satisfies Partial<Handlers>;
