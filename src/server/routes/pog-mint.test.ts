/**
 * Minting the POG card for real, on a local chain (anvil): the mint request through the route, the mint job's
 * work (Pog.completePogMint, run here as the job runner runs it), exactly once under concurrent requests and
 * concurrent runs and after a crash between sending the transaction and recording it, the sweep giving up and a
 * retry, a proven wallet as the target, the token metadata and the gamer's cards read from the chain (502 when it
 * cannot be read), and a chain that lost its state redeployed and replayed from the database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Effect } from "effect";
import type { Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_CHAIN_MINTER_KEY, type Config } from "@/server/config";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { pogMintsTable } from "@/server/db/schema/pog";
import { startLocalChain, type LocalChain } from "@/server/providers/chain/local-chain";
import { makePogCardContract, type PogCardContract } from "@/server/providers/chain/pog-card-contract";
import { openServicesRuntime } from "@/server/plugins/runtime";
import type { AppServices } from "@/server/services/app-runtime";
import { Pog, POG_MINT_DEADLINE_MS } from "@/server/services/pog/pog-service";
import { contractAnswers } from "@/server/testing/contract-answers";
import { readyToMint } from "@/server/testing/pog-requests";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, type TestSession } from "@/server/testing/sign-in";
import { startTestChain, testChainConfig, TEST_CHAIN_ID, type TestChain } from "@/server/testing/local-chain";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

interface Card {
  readonly tokenId: string;
  readonly walletAddress: string;
  readonly status: string;
  readonly transactionHash: string | null;
  readonly metadataUrl: string;
  readonly imageUrl: string;
  readonly failure: { readonly message: string } | null;
}
interface MintStatus {
  readonly id: string;
  readonly state: string;
  readonly step: string;
  readonly avatarReady: boolean;
  readonly card: Card | null;
}

const MINT = { state: "MINT_IN_PROGRESS" } as const;

/** A runtime of the app's services over the app's database: what a job runner (or a restarted server) runs. */
const runnerOf = (testApp: TestApp) => {
  const services = openServicesRuntime(testApp.config, testApp.database);
  return {
    run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => services.runtime.run(effect),
    close: services.close,
  };
};

const contractOf = (chain: Config["chain"]): PogCardContract =>
  makePogCardContract({
    rpcUrl: chain.rpcUrl ?? "",
    chainId: chain.chainId,
    minterKey: DEV_CHAIN_MINTER_KEY,
    address: undefined,
    timeoutMs: 30_000,
  });

describe("minting the POG card", () => {
  let chain: TestChain;
  let testApp: TestApp;
  let runner: ReturnType<typeof runnerOf>;
  let second: ReturnType<typeof runnerOf>;
  let card: PogCardContract;

  beforeAll(async () => {
    chain = await startTestChain();
    testApp = await createTestApp({ chain: testChainConfig(chain), publicUrl: "https://kleos.test" });
    [runner, second] = [runnerOf(testApp), runnerOf(testApp)];
    card = contractOf(testApp.config.chain);
  });

  afterAll(async () => {
    await runner.close();
    await second.close();
    await testApp.app.close();
    await chain.stop();
  });

  const { as, ok } = contractAnswers(() => testApp.app);
  const status = (session: TestSession) =>
    ok<MintStatus>("getPogMintStatus", 200, session, { url: "/api/tps/pog/mint/status" });
  const request = (session: TestSession, id: string, payload: object = MINT) =>
    as(session, { method: "PUT", url: `/api/tps/pog/mint/state/${id}`, payload });
  const complete = (id: string, attempt: number, on = runner) =>
    on.run(Pog.use((pog) => pog.completePogMint(id, attempt)));
  const attemptOf = async (id: string) =>
    (await testApp.database.db.select().from(pogMintsTable).where(eq(pogMintsTable.id, id)))[0]
      ?.mintAttempt ?? -1;
  const gamerReady = async () => {
    const session = await signInByEmail(testApp.app);
    return { session, id: await readyToMint(testApp, session) };
  };

  it("waits for the gamer after the avatar, mints on request, and serves the token's metadata", async () => {
    const { session, id } = await gamerReady();
    // A ready avatar is not a mint: the flow waits for the request (spec §4).
    expect(await status(session)).toMatchObject({
      id,
      state: "AVATAR_GENERATION_PENDING",
      avatarReady: true,
      card: null,
    });
    const requested = await request(session, id);
    expect(requested.statusCode, requested.body).toBe(202);
    const inProgress = requested.json<MintStatus>();
    expect(inProgress).toMatchObject({ state: "MINT_IN_PROGRESS", step: "MINT_CARD" });
    expect(inProgress.card).toMatchObject({ status: "IN_PROGRESS", transactionHash: null, failure: null });

    expect(await complete(id, await attemptOf(id))).toBe("minted");
    const minted = await ok<MintStatus>("getPogMintState", 200, session, {
      url: `/api/tps/pog/mint/state/${id}`,
    });
    expect(minted).toMatchObject({ state: "MINTED", card: { status: "MINTED" } });
    const tokenId = BigInt(minted.card!.tokenId);
    expect(minted.card!.transactionHash).toBe(await card.mintedIn(tokenId));
    // On chain: the gamer's custodial address owns it, and its metadata is Kleos's.
    expect((await card.ownerOf(tokenId))?.toLowerCase()).toBe(minted.card!.walletAddress.toLowerCase());
    expect(await card.tokenUri(tokenId)).toBe(`https://kleos.test/api/pog-nft/tokens/${tokenId}`);
    expect(minted.card!.metadataUrl).toBe(`https://kleos.test/api/pog-nft/tokens/${tokenId}`);

    const metadata = await ok<{ name: string; image: string; attributes: { trait_type: string }[] }>(
      "getPogTokenMetadata",
      200,
      undefined,
      { url: `/api/pog-nft/tokens/${tokenId}` },
    );
    expect(metadata.name).toMatch(/\.kleos$/);
    expect(metadata.image).toBe(minted.card!.imageUrl);
    expect(metadata.image).toMatch(/^https:\/\/kleos\.test\/api\/users\/user-names\/.+\/pog-card\/front$/);
    expect(metadata.attributes.map((attribute) => attribute.trait_type)).toContain("Tier");

    const nfts = await ok<{ nfts: { tokenId: string; owner: string }[] }>("listUserNfts", 200, session, {
      url: "/api/nfts/user-nfts",
    });
    expect(nfts.nfts.map((nft) => nft.tokenId)).toEqual([String(tokenId)]);

    // Asking again changes nothing; a late run of the job mints nothing.
    expect((await request(session, id)).json<MintStatus>()).toMatchObject({ state: "MINTED" });
    expect(await complete(id, await attemptOf(id))).toBe("stale");
  });

  it("mints once for concurrent requests and two runs of the job at once", async () => {
    const { session, id } = await gamerReady();
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(session, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202]);
    // One request counted: one attempt, so one job.
    expect(await attemptOf(id)).toBe(1);
    const before = await card.totalSupply().catch(() => 0n);
    const outcomes = await Promise.all([complete(id, 1), complete(id, 1, second)]);
    // One run records the card: it minted it, or found it on chain ("recovered") when the other run's transaction
    // landed first. The other finds it recorded ("stale"). Which run does what depends on timing; both may even
    // sign the very same transaction, which the chain takes once. Never a second card.
    expect(outcomes.filter((outcome) => outcome !== "stale")).toEqual([
      expect.stringMatching(/^(minted|recovered)$/),
    ]);
    expect(await card.totalSupply()).toBe(before + 1n);
    const minted = await status(session);
    expect(minted).toMatchObject({ state: "MINTED", card: { status: "MINTED" } });
    expect(minted.card!.transactionHash).toBe(await card.mintedIn(BigInt(minted.card!.tokenId)));
  });

  it("recovers a mint whose transaction landed before a crash, from the chain, without sending again", async () => {
    const { session, id } = await gamerReady();
    const pending = (await request(session, id)).json<MintStatus>();
    const tokenId = BigInt(pending.card!.tokenId);
    // The crashed run: its transaction is on chain, nothing was recorded.
    await runner.run(Pog.use((pog) => pog.restorePogCards()));
    const crashed = await card.mint(pending.card!.walletAddress as Address, tokenId);
    expect(crashed.kind).toBe("minted");
    expect(await status(session)).toMatchObject({ state: "MINT_IN_PROGRESS" });
    const supply = await card.totalSupply();

    expect(await complete(id, 1)).toBe("recovered");
    expect(await card.totalSupply()).toBe(supply);
    expect(await status(session)).toMatchObject({
      state: "MINTED",
      card: { status: "MINTED", transactionHash: crashed.transactionHash },
    });
  });

  it("gives up past the deadline with the spec's message, and mints when asked again", async () => {
    const { session, id } = await gamerReady();
    await request(session, id);
    const late = new Date(Date.now() + POG_MINT_DEADLINE_MS + 60_000);
    expect(await runner.run(Pog.use((pog) => pog.duePogMints(late)))).not.toContainEqual({
      mintId: id,
      attempt: 1,
    });
    const failed = await status(session);
    expect(failed).toMatchObject({
      state: "MINT_IN_PROGRESS",
      card: { status: "FAILED", failure: { message: "Something broke while minting your POG card" } },
    });
    const again = (await request(session, id)).json<MintStatus>();
    expect(again.card).toMatchObject({ status: "IN_PROGRESS", failure: null });
    expect(await complete(id, 1)).toBe("stale");
    expect(await complete(id, 2)).toBe("minted");
    expect(await status(session)).toMatchObject({ state: "MINTED" });
  });

  it("mints to a wallet the gamer proved, and refuses one they did not", async () => {
    const { session, id } = await gamerReady();
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    expectProblem(
      await request(session, id, { ...MINT, walletAddress: wallet }),
      404,
      "LinkedWalletNotFound",
    );
    await testApp.database.db
      .insert(userIdentitiesTable)
      .values({ userId: session.userId, provider: "evm", subject: wallet.toLowerCase(), display: wallet });
    const requested = await request(session, id, { ...MINT, walletAddress: wallet.toLowerCase() });
    expect(requested.json<MintStatus>().card?.walletAddress).toBe(wallet);
    await complete(id, 1);
    const nfts = await ok<{ nfts: { owner: string }[] }>("listUserNfts", 200, session, {
      url: "/api/nfts/user-nfts",
    });
    expect(nfts.nfts.map((nft) => nft.owner)).toContain(wallet);
  });

  it("refuses the mint before the avatar is ready (Mission failed)", async () => {
    const session = await signInByEmail(testApp.app);
    const reserved = await as(session, {
      method: "POST",
      url: "/api/tps/pog/mint/states",
      payload: { username: `Mf${Date.now() % 1_000_000_000}` },
    });
    const id = reserved.json<MintStatus>().id;
    expect(reserved.json<MintStatus>()).toMatchObject({ avatarReady: false, card: null });
    expectProblem(await request(session, id), 422, "MissionFailed");
  });

  it("answers the spec's states and steps, and the collection's metadata", async () => {
    const states = await ok<{ states: { state: string; step: string }[]; steps: string[] }>(
      "listPogMintStates",
      200,
      undefined,
      { url: "/api/tps/pog/mint/states" },
    );
    expect(states.steps).toEqual(["RESERVE_NAME", "CREATE_AVATAR", "MINT_CARD"]);
    expect(states.states).toContainEqual({ state: "MINTED", step: "MINT_CARD" });
    const collection = await ok<{ contractAddress: string; chainId: number }>(
      "getPogCollectionMetadata",
      200,
      undefined,
      { url: "/api/pog-nft/collection/meta-data" },
    );
    expect(collection).toMatchObject({ contractAddress: card.address, chainId: TEST_CHAIN_ID });
  });
});

/**
 * A step of a long test, named: one that has not ended after `PHASE_GUARD_MS` fails the test with its name
 * instead of the test's bare timeout. A guard against a hang (it ran once past a two-minute test timeout on a
 * loaded CI machine, saying nothing of where), not a speed check.
 */
const PHASE_GUARD_MS = 600_000;
const phase = <A>(name: string, work: Promise<A>): Promise<A> => {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name}: not done after ${PHASE_GUARD_MS} ms`)),
      PHASE_GUARD_MS,
    );
  });
  return Promise.race([work, guard]).finally(() => clearTimeout(timer));
};

describe("a chain that lost its state", () => {
  let dir: string;
  let local: LocalChain | undefined;
  let testApp: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "kleos-pog-chain-"));
  });
  afterAll(async () => {
    await testApp?.app.close();
    await local?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is redeployed on start and the mints are replayed from the database: ownerOf and tokenURI match", async () => {
    const stateFile = join(dir, "state.json");
    local = await phase(
      "starting the chain",
      startLocalChain({ port: 0, chainId: TEST_CHAIN_ID, stateFile }),
    );
    const port = Number(new URL(local.rpcUrl).port);
    const chainConfig: Config["chain"] = {
      rpcUrl: local.rpcUrl,
      chainId: TEST_CHAIN_ID,
      name: "anvil",
      rpcTimeoutMs: 30_000,
      localPort: undefined,
      demoContracts: false,
      minterKey: DEV_CHAIN_MINTER_KEY,
      pogCardAddress: undefined,
    };
    testApp = await phase(
      "starting the app",
      createTestApp({ chain: chainConfig, publicUrl: "https://kleos.test" }),
    );
    const runner = runnerOf(testApp);
    const minted: { id: string; tokenId: bigint; wallet: string }[] = [];
    try {
      for (let index = 0; index < 2; index += 1) {
        const session = await phase(`signing gamer ${index} in`, signInByEmail(testApp.app));
        const id = await phase(`readying gamer ${index}'s mint`, readyToMint(testApp, session));
        const answer = await testApp.app.inject({
          method: "PUT",
          url: `/api/tps/pog/mint/state/${id}`,
          payload: MINT,
          headers: session.authorization,
        });
        const pending = answer.json<MintStatus>();
        expect(
          await phase(
            `minting gamer ${index}'s card`,
            runner.run(Pog.use((pog) => pog.completePogMint(id, 1))),
          ),
        ).toBe("minted");
        minted.push({ id, tokenId: BigInt(pending.card!.tokenId), wallet: pending.card!.walletAddress });
      }
    } finally {
      await runner.close();
    }

    // A restart with the state kept: nothing to redeploy or replay.
    await phase("stopping the chain", local.stop());
    local = await phase("restarting the chain", startLocalChain({ port, chainId: TEST_CHAIN_ID, stateFile }));
    const kept = runnerOf(testApp);
    try {
      expect(
        await phase("restoring a kept chain", kept.run(Pog.use((pog) => pog.restorePogCards()))),
      ).toEqual({
        deployed: false,
        replayed: 0,
      });
    } finally {
      await kept.close();
    }

    // The chain's state is deleted; the server starts again.
    await phase("stopping the chain again", local.stop());
    rmSync(stateFile, { force: true });
    local = await phase(
      "restarting the chain without its state",
      startLocalChain({ port, chainId: TEST_CHAIN_ID, stateFile }),
    );
    const card = contractOf(chainConfig);
    expect(
      await phase(
        "reading a card on the empty chain",
        card.ownerOf(minted[0]!.tokenId).catch(() => "no contract"),
      ),
    ).toBe("no contract");
    const restarted = runnerOf(testApp);
    try {
      expect(
        await phase("redeploying and replaying", restarted.run(Pog.use((pog) => pog.restorePogCards()))),
      ).toEqual({
        deployed: true,
        replayed: 2,
      });
    } finally {
      await restarted.close();
    }
    for (const { tokenId, wallet } of minted) {
      expect(await card.ownerOf(tokenId)).toBe(wallet);
      expect(await card.tokenUri(tokenId)).toBe(`https://kleos.test/api/pog-nft/tokens/${tokenId}`);
    }
    expect(await card.totalSupply()).toBe(2n);
    // Each step has its own guard (`phase`); the whole test's is above their sum's worst.
  }, 600_000);
});

describe("the cards on chain, when the chain cannot be read", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on the discard port: every read of the chain fails at once.
    testApp = await createTestApp({
      chain: {
        rpcUrl: "http://127.0.0.1:9",
        chainId: TEST_CHAIN_ID,
        name: "unreachable",
        rpcTimeoutMs: 2_000,
        localPort: undefined,
        demoContracts: false,
        minterKey: DEV_CHAIN_MINTER_KEY,
        pogCardAddress: undefined,
      },
    });
  });

  afterAll(async () => {
    await testApp.app.close();
  });

  it("answers 502 DataFetchFailed (An error occurred while fetching data)", async () => {
    const session = await signInByEmail(testApp.app);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await testApp.database.db
      .insert(userIdentitiesTable)
      .values({ userId: session.userId, provider: "evm", subject: wallet.toLowerCase(), display: wallet });
    const { as } = contractAnswers(() => testApp.app);
    expectProblem(await as(session, { url: "/api/nfts/user-nfts" }), 502, "DataFetchFailed");
  });
});
