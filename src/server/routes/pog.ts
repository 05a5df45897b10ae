import { signedIn } from "@/server/http/authentication";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Pog } from "@/server/services/pog/pog-service";

/** Proof of Gamer: the `.kleos` name, the mint status and the caller's badges (api-spec/pog.yaml). */
export const pogHandlers = ({ run }: AppRuntime) =>
  ({
    getPogNameAvailability: async ({ params }) =>
      run(Pog.use((pog) => pog.getPogNameAvailability(params.name))),

    createPogMintState: async ({ body }, request) =>
      run(Pog.use((pog) => pog.createPogMintState(signedIn(request).userId, body.username))),

    getPogMintStatus: async (_input, request) =>
      run(Pog.use((pog) => pog.getPogMintStatus(signedIn(request).userId))),

    getMyPogBadges: async (_input, request) =>
      run(Pog.use((pog) => pog.getMyPogBadges(signedIn(request).userId))),
  }) satisfies Partial<Handlers>;
