/**
 * Compiles the local chain's demo contracts (src/server/providers/chain/solidity/) with the solc in node_modules
 * (its wasm compiler: nothing is downloaded) into the JSON `npm run gen` writes to
 * generated/chain/demo-contracts.json, and the POG card contract into generated/chain/pog-card.json. The settings make the output byte-identical on every machine: no metadata
 * hash or CBOR tail, a fixed EVM version (Cancun: OpenZeppelin 5 uses `mcopy`), the optimizer on.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(import.meta.url);

interface SolcOutput {
  readonly errors?: readonly { readonly severity: string; readonly formattedMessage: string }[];
  readonly contracts: Record<
    string,
    Record<
      string,
      { readonly abi: unknown[]; readonly evm: { readonly bytecode: { readonly object: string } } }
    >
  >;
}

interface Solc {
  version(): string;
  compile(
    input: string,
    callbacks: { import: (path: string) => { contents: string } | { error: string } },
  ): string;
}

const DEMO_CONTRACTS = ["KleosDemoToken", "KleosDemoCollectible"] as const;

/** The POG card contract, deployed on every chain Kleos mints on (src/server/providers/chain/pog-card-contract.ts). */
const POG_CARD_CONTRACTS = ["KleosPogCard"] as const;

export const compileDemoContracts = (root: string): string => compileContracts(root, DEMO_CONTRACTS);

export const compilePogCardContract = (root: string): string => compileContracts(root, POG_CARD_CONTRACTS);

const compileContracts = (root: string, CONTRACTS: readonly string[]): string => {
  const solc = require("solc") as Solc;
  const sourceDir = join(root, "src/server/providers/chain/solidity");
  const sources = Object.fromEntries(
    CONTRACTS.map((name) => [
      `${name}.sol`,
      { content: readFileSync(join(sourceDir, `${name}.sol`), "utf8") },
    ]),
  );
  const input = {
    language: "Solidity",
    sources,
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      metadata: { bytecodeHash: "none", appendCBOR: false },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const findImport = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), "utf8") };
    } catch {
      return { error: `${path} not found` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImport })) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join("\n"));
  const compiled = Object.fromEntries(
    CONTRACTS.map((name) => {
      const contract = output.contracts[`${name}.sol`]?.[name];
      if (contract === undefined) throw new Error(`solc produced no ${name}`);
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }];
    }),
  );
  return (
    JSON.stringify({ compiler: `solc ${solc.version()}`, evmVersion: "cancun", ...compiled }, null, 2) + "\n"
  );
};
