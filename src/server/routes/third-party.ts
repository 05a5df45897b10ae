import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { Admins } from "@/server/services/campaigns/admins";
import type { Handlers } from "@/server/http/operations";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";

export const thirdPartyHandlers = () =>
  ({
    getThirdPartyRedirectUrl: ({ query }, request) =>
      ThirdPartyHandoffs.use((handoffs) => handoffs.getRedirectUrl(signedIn(request).userId, query.clientId)),

    createThirdPartyAuthTokens: ({ body }) =>
      ThirdPartyHandoffs.use((handoffs) => handoffs.exchangeCode(body)),

    createThirdPartyClient: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Admins.use((admins) => admins.requireAdmin(userId)).pipe(
        Effect.andThen(ThirdPartyHandoffs.use((handoffs) => handoffs.createClient(body))),
      );
    },
  }) satisfies Partial<Handlers>;
