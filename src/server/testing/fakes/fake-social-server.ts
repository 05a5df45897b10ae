/** The fake X and Discord world behind a real HTTP server on 127.0.0.1 (a free port), for the adapters' tests. */
import type { FakeSocialWorld } from "@/server/providers/social/fake-social-world";
import { serveFetchHandler, type FetchHandlerServer } from "@/server/testing/fakes/fetch-handler-server";

/** `url` is `http://127.0.0.1:<port>`; X answers under `/x`, Discord under `/discord/api/v10`. */
export type FakeSocialServer = FetchHandlerServer;

export const startFakeSocialServer = (world: FakeSocialWorld): Promise<FakeSocialServer> =>
  serveFetchHandler((request) => world.handle(request));
