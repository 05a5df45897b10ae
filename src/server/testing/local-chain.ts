/**
 * A real local EVM chain for one test file: anvil on a free port, in memory, with the demo contracts deployed
 * (started in `beforeAll`, stopped in `afterAll`), and an `EvmChain` reading it as the server would.
 */
import { DEV_CHAIN_MINTER_KEY, type Config } from "@/server/config";
import { makeDemoContracts, type DemoContracts } from "@/server/providers/chain/demo-contracts";
import { makeEvmChain, type EvmChain } from "@/server/providers/chain/evm-chain";
import { startLocalChain } from "@/server/providers/chain/local-chain";

export const TEST_CHAIN_ID = 31337;
export const TEST_CHAIN_NAME = "anvil";

export interface TestChain {
  readonly rpcUrl: string;
  readonly demo: DemoContracts;
  readonly chain: EvmChain;
  readonly stop: () => Promise<void>;
}

export const startTestChain = async (): Promise<TestChain> => {
  const local = await startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile: undefined });
  const demo = makeDemoContracts(local.rpcUrl, TEST_CHAIN_ID);
  try {
    await demo.deploy();
  } catch (error) {
    await local.stop();
    throw error;
  }
  return {
    rpcUrl: local.rpcUrl,
    demo,
    // Generous: a loaded 2-core machine is slow, and no test here waits on this timeout.
    chain: makeEvmChain({
      name: TEST_CHAIN_NAME,
      chainId: TEST_CHAIN_ID,
      rpcUrl: local.rpcUrl,
      timeoutMs: 30_000,
    }),
    stop: local.stop,
  };
};

/** The server's chain config for `chain`: the local one with the demo contracts (the dev faucet mints there). */
export const testChainConfig = (chain: TestChain): Config["chain"] => ({
  rpcUrl: chain.rpcUrl,
  chainId: TEST_CHAIN_ID,
  name: TEST_CHAIN_NAME,
  rpcTimeoutMs: 30_000,
  localPort: undefined,
  demoContracts: true,
  minterKey: DEV_CHAIN_MINTER_KEY,
  pogCardAddress: undefined,
});
