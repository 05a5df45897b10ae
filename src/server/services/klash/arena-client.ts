/**
 * Which third-party client the Klash arena is: the configured one (KLASH_ARENA_CLIENT_ID), or, with the dev
 * tools on, the local arena simulator (plugins/klash-arena-simulator.ts), a client of this server whose secret
 * lives only in this process; else none, and the arena is closed.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Config } from "@/server/config";
import type { ArenaClientOptions } from "@/server/services/klash/klash-arena";

export const ARENA_SIMULATOR_CLIENT_ID = "klash-arena-simulator";
export const ARENA_SIMULATOR_PATH = "/dev/klash-arena";

export interface ArenaClientSet {
  readonly options: ArenaClientOptions | undefined;
  /** The simulator's client secret, when the simulator is the arena. */
  readonly simulatorSecret: string | undefined;
}

export const arenaClientOf = (
  config: Pick<Config, "klashArenaClientId" | "devTools" | "publicUrl" | "port">,
): ArenaClientSet => {
  if (config.klashArenaClientId !== undefined)
    return { options: { clientId: config.klashArenaClientId }, simulatorSecret: undefined };
  if (!config.devTools) return { options: undefined, simulatorSecret: undefined };
  const secret = randomBytes(32).toString("base64url");
  const origin = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  return {
    options: {
      clientId: ARENA_SIMULATOR_CLIENT_ID,
      simulated: {
        name: "Klash arena (simulator)",
        redirectUrl: `${origin}${ARENA_SIMULATOR_PATH}`,
        secretHash: createHash("sha256").update(secret).digest("hex"),
      },
    },
    simulatorSecret: secret,
  };
};
