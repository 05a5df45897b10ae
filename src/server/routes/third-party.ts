import { signedIn } from "@/server/http/authentication";
import { Admins } from "@/server/services/campaigns/admins";
import type { Handlers } from "@/server/http/operations";
import type { AppRuntime } from "@/server/services/app-runtime";
import { ThirdPartyHandoffs } from "@/server/services/third-party/third-party-handoffs";

export const thirdPartyHandlers = ({ run }: AppRuntime) =>
  ({
    getThirdPartyRedirectUrl: async ({ query }, request) =>
      run(
        ThirdPartyHandoffs.use((handoffs) =>
          handoffs.getRedirectUrl(signedIn(request).userId, query.clientId),
        ),
      ),

    createThirdPartyAuthTokens: async ({ body }) =>
      run(ThirdPartyHandoffs.use((handoffs) => handoffs.exchangeCode(body))),

    createThirdPartyClient: async ({ body }, request) => {
      const { userId } = signedIn(request);
      await run(Admins.use((admins) => admins.requireAdmin(userId)));
      return run(ThirdPartyHandoffs.use((handoffs) => handoffs.createClient(body)));
    },
  }) satisfies Partial<Handlers>;
