/**
 * Partner clients for tests, made through the handoff service itself (the way the admin call makes them), so
 * a test holds the one copy of the secret.
 */
import { Effect, Layer, ManagedRuntime } from "effect";
import { Database } from "@/server/db/database";
import { CampaignProgressRepository } from "@/server/db/repositories/campaign-progress-repository";
import { CampaignRepository } from "@/server/db/repositories/campaign-repository";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { ThirdPartyRepository } from "@/server/db/repositories/third-party-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import {
  ThirdPartyHandoffs,
  type CreatedThirdPartyClient,
  type NewThirdPartyClient,
} from "@/server/services/third-party/third-party-handoffs";
import { CampaignListings } from "@/server/services/campaigns/campaign-listings";
import { sessionByEmail, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

export const createTestThirdPartyClient = async (
  testApp: TestApp,
  client: Partial<NewThirdPartyClient> = {},
): Promise<CreatedThirdPartyClient> => {
  const runtime = ManagedRuntime.make(
    ThirdPartyHandoffs.layer({ allowLoopbackHttp: true }).pipe(
      Layer.provide(CampaignListings.layer),
      Layer.provide(
        Layer.mergeAll(
          UserRepository.layer,
          GameRepository.layer,
          ThirdPartyRepository.layer,
          CampaignRepository.layer,
          CampaignProgressRepository.layer,
        ),
      ),
      Layer.provide(Database.layer(testApp.database)),
    ),
  );
  try {
    return await runtime.runPromise(
      ThirdPartyHandoffs.use((handoffs) =>
        handoffs.createClient({
          name: client.name ?? "Bullieverse",
          redirectUrl: client.redirectUrl ?? "https://play.bullieverse.example/kleos/callback?lang=en",
          ...(client.gameId === undefined ? {} : { gameId: client.gameId }),
        }),
      ).pipe(Effect.orDie),
    );
  } finally {
    await runtime.dispose();
  }
};

/** A handoff code for a fresh gamer (or `session`'s) to `client`, as the site's redirect carries it. */
export const testHandoffCode = async (
  testApp: TestApp,
  client: CreatedThirdPartyClient,
  session?: TestSession,
): Promise<{ readonly code: string; readonly session: TestSession }> => {
  const gamer = session ?? (await sessionByEmail(testApp));
  const redirect = await testApp.app.inject({
    url: `/api/third-party-client/redirect-url?clientId=${client.clientId}`,
    headers: gamer.authorization,
  });
  const code = new URL(redirect.json<{ redirectUrl: string }>().redirectUrl).searchParams.get("code") ?? "";
  return { code, session: gamer };
};

/** What a partner game's server holds after a handoff: the gamer's partner token (and the gamer, for tests). */
export const testPartnerToken = async (
  testApp: TestApp,
  client: Partial<NewThirdPartyClient> = {},
): Promise<{ readonly partnerToken: string; readonly session: TestSession }> => {
  const created = await createTestThirdPartyClient(testApp, client);
  const { code, session } = await testHandoffCode(testApp, created);
  const exchanged = await testApp.app.inject({
    method: "POST",
    url: "/api/third-party-client/auth-tokens",
    payload: { clientId: created.clientId, clientSecret: created.clientSecret, code },
  });
  if (exchanged.statusCode !== 201) throw new Error(`The handoff was refused: ${exchanged.body}`);
  return { partnerToken: exchanged.json<{ accessToken: string }>().accessToken, session };
};
