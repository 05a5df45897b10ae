/**
 * Partner clients for tests, made through the handoff service itself (the way the admin call makes them), so
 * a test holds the one copy of the secret.
 */
import { Effect, Layer, ManagedRuntime } from "effect";
import { Database } from "@/server/db/database";
import { GameRepository } from "@/server/db/repositories/game-repository";
import { ThirdPartyRepository } from "@/server/db/repositories/third-party-repository";
import { UserRepository } from "@/server/db/repositories/user-repository";
import {
  ThirdPartyHandoffs,
  type CreatedThirdPartyClient,
  type NewThirdPartyClient,
} from "@/server/services/third-party/third-party-handoffs";
import type { TestApp } from "@/server/testing/test-app";

export const createTestThirdPartyClient = async (
  testApp: TestApp,
  client: Partial<NewThirdPartyClient> = {},
): Promise<CreatedThirdPartyClient> => {
  const runtime = ManagedRuntime.make(
    ThirdPartyHandoffs.layer({ allowLoopbackHttp: true }).pipe(
      Layer.provide(Layer.mergeAll(UserRepository.layer, GameRepository.layer, ThirdPartyRepository.layer)),
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
