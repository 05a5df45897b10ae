/**
 * The local EVM chain of `npm start` and of the chain tests: anvil (Foundry), whose Linux/macOS/Windows binary
 * comes inside its npm platform package, so nothing but Node is needed. It listens on 127.0.0.1 only and, given a
 * state file, writes its state there every second (`--state-interval 1`: a killed process loses at most that)
 * and loads it on the next start. `--slots-in-an-epoch 1` makes its `finalized` block trail the head by two
 * blocks (anvil's default of 32 slots trails by 64), so a read at `finalized` sees a mint once two more blocks
 * are mined. Stopped with SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";

export interface LocalChainOptions {
  /** 0: a free port, chosen here (anvil started with --silent does not say which it took). */
  readonly port: number;
  readonly chainId: number;
  /** Where the chain's state is kept between runs; undefined: the chain lives in memory only. */
  readonly stateFile: string | undefined;
  /** Longest wait for the first RPC answer before giving up (a loaded machine can be slow). */
  readonly startTimeoutMs?: number;
}

export interface LocalChain {
  readonly rpcUrl: string;
  readonly stop: () => Promise<void>;
}

const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  "linux-x64": "@foundry-rs/anvil-linux-amd64",
  "linux-arm64": "@foundry-rs/anvil-linux-arm64",
  "darwin-x64": "@foundry-rs/anvil-darwin-amd64",
  "darwin-arm64": "@foundry-rs/anvil-darwin-arm64",
  "win32-x64": "@foundry-rs/anvil-win32-amd64",
};

/** The anvil binary of this platform, from its npm package (an optional dependency of `@foundry-rs/anvil`). */
export const anvilBinary = (): string => {
  const key = `${process.platform}-${process.arch}`;
  const name = PLATFORM_PACKAGES[key];
  if (name === undefined) throw new Error(`anvil has no npm package for ${key}: set EVM_RPC_URL to a chain`);
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve(`${name}/package.json`);
  return join(dirname(packageJson), "bin", process.platform === "win32" ? "anvil.exe" : "anvil");
};

const answersRpc = async (rpcUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    return response.ok;
  } catch {
    return false;
  }
};

const stopped = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));

/** A port free on 127.0.0.1 right now (the kernel's pick). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export const startLocalChain = async (options: LocalChainOptions): Promise<LocalChain> => {
  const port = options.port === 0 ? await freePort() : options.port;
  const rpcUrl = `http://127.0.0.1:${port}`;
  const args = [
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--chain-id",
    String(options.chainId),
    "--slots-in-an-epoch",
    "1",
    "--silent",
  ];
  if (options.stateFile !== undefined) {
    mkdirSync(dirname(options.stateFile), { recursive: true });
    args.push("--state", options.stateFile, "--state-interval", "1");
  }
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2_000);
  });
  const exited = stopped(child);
  // The chain never outlives this process, however it ends.
  const killOnExit = () => child.kill("SIGTERM");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `anvil stopped before answering on ${rpcUrl} (exit ${String(child.exitCode ?? child.signalCode)}): ${stderr.trim()}`,
      );
    }
    if (await answersRpc(rpcUrl)) return { rpcUrl, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `anvil did not answer on ${rpcUrl} within ${options.startTimeoutMs ?? 30_000} ms: ${stderr.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
