import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import { Pog } from "@/server/services/pog/pog-service";

/** Proof of Gamer: the `.kleos` name, the mint status and the caller's badges (api-spec/pog.yaml). */
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
} satisfies Partial<Handlers>;
