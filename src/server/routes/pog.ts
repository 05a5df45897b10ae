import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Pog } from "@/server/services/pog/pog-service";

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
