import { Effect } from "effect";
import { partnerCaller, signedIn } from "@/server/http/authentication";
import { Quests } from "@/server/services/campaigns/quests";
import { Admins } from "@/server/services/campaigns/admins";
import type { Handlers } from "@/server/http/operations";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";

export const thirdPartyHandlers = () =>
  ({
    getThirdPartyRedirectUrl: ({ query }, request) =>
      ThirdPartyHandoffs.use((handoffs) => handoffs.getRedirectUrl(signedIn(request).userId, query.clientId)),

    exchangeHandoffCode: ({ body }) => ThirdPartyHandoffs.use((handoffs) => handoffs.exchangeCode(body)),

    getPartnerGamer: (_input, request) =>
      ThirdPartyHandoffs.use((handoffs) => handoffs.getPartnerGamer(partnerCaller(request))),

    getPartnerQuestStatus: ({ query }, request) =>
      Effect.gen(function* () {
        const partner = partnerCaller(request);
        const questId = yield* ThirdPartyHandoffs.use((handoffs) =>
          handoffs.partnerQuestId(partner, query.questId),
        );
        return yield* Quests.use((quests) => quests.getQuestStatus(partner.userId, questId));
      }),

    createThirdPartyClient: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Admins.use((admins) => admins.requireAdmin(userId)).pipe(
        Effect.andThen(ThirdPartyHandoffs.use((handoffs) => handoffs.createClient(body))),
      );
    },
  }) satisfies Partial<Handlers>;
