/**
 * The chain `npm start` gives a fresh machine: with the dev tools on and no EVM_RPC_URL, a local anvil
 * (local-chain.ts) holding the demo contracts (demo-contracts.ts), its state kept in the data folder (none for a
 * `memory://` database). main.ts calls this before building the app and hands the chain's URL on in the config.
 */
import { join } from "node:path";
import type { Config } from "@/server/config";
import { makeDemoContracts } from "@/server/providers/chain/demo-contracts";
import { startLocalChain } from "@/server/providers/chain/local-chain";

export interface OpenedChain {
  /** The config with the chain filled in (unchanged when no local chain runs). */
  readonly config: Config;
  readonly close: () => Promise<void>;
}

export const openDevChain = async (config: Config): Promise<OpenedChain> => {
  const { localPort } = config.chain;
  if (config.chain.rpcUrl !== undefined || localPort === undefined || !config.devTools)
    return { config, close: async () => {} };
  const chain = await startLocalChain({
    port: localPort,
    chainId: config.chain.chainId,
    stateFile: config.dataDir === "memory://" ? undefined : join(config.dataDir, "chain", "state.json"),
  });
  try {
    await makeDemoContracts(chain.rpcUrl, config.chain.chainId).deploy();
  } catch (error) {
    await chain.stop();
    throw error;
  }
  return {
    config: { ...config, chain: { ...config.chain, rpcUrl: chain.rpcUrl, demoContracts: true } },
    close: chain.stop,
  };
};
