/**
 * Proof of Gamer: checking and reserving a `.kleos` name (the mint flow's first step), the caller's mint
 * status, the caller's badges computed from what Kleos already records, and minting the card (spec §4 mint in
 * progress → minted) as an ERC-721 token on the configured chain. Every gamer method takes the caller's user id
 * from the verified access token, never from the request.
 *
 * Minting happens exactly once per card. The token id is the card's number in the database, and the contract
 * refuses a token id twice. The request only records the mint and sends the durable `pog-mint` job. The job
 * (completePogMint) asks the chain first (`ownerOf`): a card already there, because an earlier run sent its
 * transaction and crashed before recording it, or a concurrent run won, is recorded and not sent again.
 * The chain is not the truth, the database is: restorePogCards redeploys a contract that is missing (a lost
 * local chain) and replays every recorded mint.
 */
import { Clock, Context, Effect, Layer, Result } from "effect";
import { type Address, getAddress } from "viem";
import { LinkedWalletNotFound, SignInRequired } from "@/domain/errors/auth-errors";
import { describeDomainError } from "@/domain/errors/error-catalogue";
import {
  MissionFailed,
  PogCardNotFound,
  PogMintFailed,
  PogNameAlreadyReserved,
  PogUsernameInvalid,
  PogUsernameTaken,
} from "@/domain/errors/pog-errors";
import { DataFetchFailed } from "@/domain/errors/upstream-errors";
import {
  UNAVAILABLE_POG_BADGES,
  accountAgeDays,
  pogBadgeStandings,
  pogSocialBadges,
  type PogBadge,
  type PogBadgeStanding,
  type PogSocialBadge,
} from "@/domain/pog/pog-badges";
import { POG_TIERS } from "@/domain/pog/pog-badges";
import {
  POG_MINT_STATES,
  POG_MINT_STEPS,
  pogMintStepOf,
  pogMintTransition,
  type PogMintState,
  type PogMintStep,
} from "@/domain/pog/pog-mint-flow";
import { kleosNameOf, pogNameKey } from "@/domain/pog/pog-name";
import { PogUsername } from "@/domain/validation/username-rules";
import { validate } from "@/domain/validation/validate";
import { Database } from "@/server/db/database";
import { PogRepository, type PogMintRow } from "@/server/db/repositories/pog-repository";
import { traced } from "@/server/effect/traced";
import type { PogCardContract } from "@/server/providers/chain/pog-card-contract";
import { ReferralRoadmaps } from "@/server/services/referrals/referral-roadmaps";
import { JobSender } from "@/server/services/system/job-sender";

/** The durable job that mints one card (jobs/pog-mint.ts). */
export const POG_MINT_JOB = "pog-mint";
/** The sweep: restores the contract when the chain lost it, sends due mints again, gives up on stale ones. */
export const POG_MINT_SWEEP = "pog-mint-sweep";
/** A mint not on chain this long after its request gives up ("Something broke while minting your POG card"). */
export const POG_MINT_DEADLINE_MS = 15 * 60_000;

/** Where cards are minted, and the origin the metadata is served from. */
export interface PogCardOptions {
  /** The POG card contract on the configured chain; undefined: no chain or no minter key, nothing is minted. */
  readonly contract: PogCardContract | undefined;
  readonly chainId: number;
  /** The site's public origin (`https://kleos.example`): token URIs and card images point there. */
  readonly publicOrigin: string;
}

export interface PogCardView {
  readonly tokenId: string;
  readonly chainId: number;
  readonly contractAddress: string | null;
  readonly walletAddress: string;
  readonly status: "IN_PROGRESS" | "MINTED" | "FAILED";
  readonly transactionHash: string | null;
  readonly requestedAt: string;
  readonly mintedAt: string | null;
  readonly metadataUrl: string;
  readonly imageUrl: string;
  readonly failure: { readonly messageId: string; readonly message: string } | null;
}

export interface PogTokenMetadataView {
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly external_url: string;
  readonly attributes: ReadonlyArray<{ readonly trait_type: string; readonly value: string }>;
}

export interface PogCollectionMetadataView {
  readonly name: string;
  readonly symbol: string;
  readonly description: string;
  readonly image: string;
  readonly external_link: string;
  readonly chainId: number;
  readonly contractAddress: string | null;
}

export interface UserNftView {
  readonly tokenId: string;
  readonly chainId: number;
  readonly contractAddress: string;
  readonly owner: string;
  readonly name: string;
  readonly image: string;
  readonly metadataUrl: string;
}

/**
 * What a run of the mint job did: minted (its transaction made the card, and it recorded it), recovered (it found
 * the card on chain and recorded it), or stale (nothing left to do: not in progress, another attempt, or another
 * run recorded the card first).
 */
export type PogMintOutcome = "minted" | "recovered" | "stale";

export interface PogNameAvailabilityView {
  readonly name: string;
  readonly kleosName: string;
  readonly available: boolean;
  readonly messageId?: string;
  readonly message?: string;
}

export interface PogMintStatusView {
  readonly id: string | null;
  readonly avatarReady: boolean;
  readonly card: PogCardView | null;
  readonly state: PogMintState;
  readonly step: PogMintStep;
  readonly reservation: {
    readonly username: string;
    readonly kleosName: string;
    readonly reservedAt: string;
  } | null;
}

export interface PogBadgesView {
  readonly badges: ReadonlyArray<PogBadgeStanding>;
  readonly socialBadges: ReadonlyArray<{ readonly badge: PogSocialBadge; readonly type: "SocialActivity" }>;
  readonly unavailable: ReadonlyArray<PogBadge>;
}

const INITIAL_STATE: PogMintState = "RESERVE_USERNAME";

const isMintState = (value: string): value is PogMintState =>
  (POG_MINT_STATES as ReadonlyArray<string>).includes(value);

const tokenUriBase = (publicOrigin: string): string => `${publicOrigin}/api/pog-nft/tokens/`;

const cardImageOf = (publicOrigin: string, username: string): string =>
  `${publicOrigin}/api/users/user-names/${encodeURIComponent(username)}/pog-card/front`;

const cardOf = (row: PogMintRow, cards: PogCardOptions): PogCardView | null => {
  if (row.mintRequestedAt === null || row.mintWallet === null) return null;
  const status = row.state === "MINTED" ? "MINTED" : row.mintFailedAt === null ? "IN_PROGRESS" : "FAILED";
  return {
    tokenId: String(row.tokenId),
    chainId: cards.chainId,
    contractAddress: cards.contract?.address ?? null,
    walletAddress: row.mintWallet,
    status,
    transactionHash: row.mintTxHash,
    requestedAt: row.mintRequestedAt.toISOString(),
    mintedAt: row.mintedAt?.toISOString() ?? null,
    metadataUrl: `${tokenUriBase(cards.publicOrigin)}${row.tokenId}`,
    imageUrl: cardImageOf(cards.publicOrigin, row.username),
    failure: status === "FAILED" ? describeDomainError(new PogMintFailed({ mintStateId: row.id })) : null,
  };
};

const statusOf = (
  row: PogMintRow | undefined,
  avatarReady: boolean,
  cards: PogCardOptions,
): PogMintStatusView => {
  if (row === undefined)
    return {
      id: null,
      avatarReady,
      card: null,
      state: INITIAL_STATE,
      step: pogMintStepOf(INITIAL_STATE),
      reservation: null,
    };
  // Written only from the state machine's own states.
  const state = isMintState(row.state) ? row.state : INITIAL_STATE;
  return {
    id: row.id,
    avatarReady,
    card: cardOf(row, cards),
    state,
    step: pogMintStepOf(state),
    reservation: {
      username: row.username,
      kleosName: kleosNameOf(row.username),
      reservedAt: row.reservedAt.toISOString(),
    },
  };
};

/** The POG username rule (spec §5), as the 422 the contract documents. */
const validName = (username: string) =>
  Effect.gen(function* () {
    const result = validate(PogUsername, username);
    if (Result.isFailure(result))
      return yield* new PogUsernameInvalid({ username, messageId: result.failure.messageId });
    return result.success;
  });

const TIER_RANK = (tier: string | null): number => (tier === null ? -1 : POG_TIERS.indexOf(tier as never));

/** A chain call that failed: a fault of the chain (retried by the job), never a gamer's error. */
const onChain = <A>(what: string, call: () => Promise<A>) =>
  Effect.tryPromise({ try: call, catch: (cause) => new Error(`${what} failed`, { cause }) }).pipe(
    Effect.orDie,
  );

export class Pog extends Context.Service<
  Pog,
  {
    checkPogName(name: string): Effect.Effect<PogNameAvailabilityView, PogUsernameInvalid>;
    reservePogName(
      userId: string,
      username: string,
    ): Effect.Effect<
      PogMintStatusView,
      SignInRequired | PogUsernameInvalid | PogUsernameTaken | PogNameAlreadyReserved
    >;
    getPogMintStatus(userId: string): Effect.Effect<PogMintStatusView>;
    getMyPogBadges(userId: string): Effect.Effect<PogBadgesView, SignInRequired>;
    listPogMintStates(): Effect.Effect<{
      readonly states: ReadonlyArray<{ readonly state: PogMintState; readonly step: PogMintStep }>;
      readonly steps: ReadonlyArray<PogMintStep>;
    }>;
    getPogMintState(userId: string, id: string): Effect.Effect<PogMintStatusView, PogCardNotFound>;
    requestPogMint(
      userId: string,
      id: string,
      walletAddress: string | undefined,
    ): Effect.Effect<
      PogMintStatusView,
      PogCardNotFound | LinkedWalletNotFound | MissionFailed | PogMintFailed
    >;
    /** The mint job's work for one attempt of one card (see the file's comment). */
    completePogMint(mintId: string, attempt: number): Effect.Effect<PogMintOutcome>;
    /** The sweep: gives up on mints past their deadline; answers the others, whose jobs are sent again. */
    duePogMints(
      now: Date,
    ): Effect.Effect<ReadonlyArray<{ readonly mintId: string; readonly attempt: number }>>;
    /** Deploys the contract where it is missing and replays the recorded mints onto a chain that lost them. */
    restorePogCards(): Effect.Effect<{ readonly deployed: boolean; readonly replayed: number }>;
    getPogCollectionMetadata(): Effect.Effect<PogCollectionMetadataView>;
    getPogTokenMetadata(cardNumber: string): Effect.Effect<PogTokenMetadataView, PogCardNotFound>;
    listUserNfts(
      userId: string,
    ): Effect.Effect<{ readonly nfts: ReadonlyArray<UserNftView> }, DataFetchFailed>;
  }
>()("kleos/server/services/pog/Pog") {
  static readonly layer = (cards: PogCardOptions) =>
    Layer.effect(
      Pog,
      Effect.gen(function* () {
        const pogs = yield* PogRepository;
        const jobs = yield* JobSender;
        const { transaction } = yield* Database;
        const roadmaps = yield* ReferralRoadmaps;
        const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms));

        const statusOfRow = (row: PogMintRow | undefined, userId: string) =>
          Effect.map(pogs.hasReadyActiveAvatar(userId), (ready) => statusOf(row, ready, cards));

        /**
         * What the caller gets when the reservation did not go to them (the insert broke a unique index, so the
         * row that won is committed): which of the two conflicts it is.
         */
        const conflict = (userId: string, username: string) =>
          Effect.gen(function* () {
            const own = yield* pogs.findMintByUserId(userId);
            if (own === undefined) return yield* new PogUsernameTaken({ username });
            // Asking again for the name one holds (a retry, a double click) answers it again.
            if (pogNameKey(own.username) === pogNameKey(username)) return yield* statusOfRow(own, userId);
            return yield* new PogNameAlreadyReserved({ username: own.username });
          });

        const badgesOf = (userId: string) =>
          Effect.gen(function* () {
            const rows = yield* pogs.readFacts(userId);
            if (rows === undefined) return undefined;
            const at = yield* now;
            const linked = (provider: string) => rows.identityProviders.has(provider);
            const facts = {
              phoneVerified: rows.phoneVerified,
              emailVerified: rows.emailVerified,
              walletLinked: linked("evm") || linked("solana"),
              googleLinked: linked("google"),
              questsCompleted: rows.questsCompleted,
              campaignsCompleted: rows.campaignsCompleted,
              tournamentsRanked: rows.tournamentsRanked,
              tournamentPodiums: rows.tournamentPodiums,
              gameChecksPassed: rows.gameChecksPassed,
              kcashPurchases: rows.kcashPurchases,
              kcashSpends: rows.kcashSpends,
              telegramLinked: linked("telegram"),
              xLinked: linked("twitter") || linked("x"),
              discordLinked: linked("discord"),
              gamersReferred: rows.gamersReferred,
              accountAgeDays: accountAgeDays(rows.createdAt, at),
            };
            return {
              badges: pogBadgeStandings(facts),
              socialBadges: pogSocialBadges(facts).map((badge) => ({
                badge,
                type: "SocialActivity" as const,
              })),
              unavailable: UNAVAILABLE_POG_BADGES,
            };
          });

        /** Records the card as minted, once: false when another run had recorded it already (left alone). */
        const recordMinted = (mintId: string, transactionHash: string | undefined) =>
          Effect.gen(function* () {
            const at = yield* now;
            return yield* transaction(
              Effect.gen(function* () {
                const row = yield* pogs.lockMint(mintId);
                if (row === undefined || row.state !== "MINT_IN_PROGRESS") return false;
                yield* pogs.updateMint(
                  mintId,
                  {
                    state: pogMintTransition("MINT_IN_PROGRESS", { type: "MINT_SUCCEEDED" }),
                    mintedAt: at,
                    mintFailedAt: null,
                    mintTxHash: transactionHash ?? row.mintTxHash,
                  },
                  at,
                );
                // A minted card is a step of the referrer's roadmap: paid with the mint.
                yield* roadmaps.payReachedRoadmapSteps(row.userId);
                return true;
              }),
            );
          });

        const restorePogCards = () =>
          Effect.gen(function* () {
            const contract = cards.contract;
            if (contract === undefined) return { deployed: false, replayed: 0 };
            const { deployed } = yield* onChain("Deploying the POG card contract", () =>
              contract.ensureDeployed(tokenUriBase(cards.publicOrigin)),
            );
            const onChainCount = yield* onChain("Reading the POG card supply", () => contract.totalSupply());
            const recorded = yield* pogs.countMinted();
            if (!deployed && onChainCount >= BigInt(recorded)) return { deployed, replayed: 0 };
            let replayed = 0;
            for (let after = 0; ;) {
              const batch = yield* pogs.mintedCards(after, 200);
              if (batch.length === 0) break;
              for (const row of batch) {
                after = row.tokenId;
                const tokenId = BigInt(row.tokenId);
                if (row.mintWallet === null) continue;
                const owner = yield* onChain("Reading a POG card's owner", () => contract.ownerOf(tokenId));
                if (owner !== undefined) continue;
                const to = row.mintWallet as Address;
                yield* onChain("Replaying a POG card mint", () => contract.mint(to, tokenId));
                replayed += 1;
              }
            }
            yield* Effect.logInfo(
              `POG cards restored on chain ${cards.chainId}: ${deployed ? "contract redeployed, " : ""}${replayed} mints replayed`,
            );
            return { deployed, replayed };
          });

        return Pog.of(
          traced("Pog", {
            checkPogName: (name: string) =>
              Effect.gen(function* () {
                const username = yield* validName(name);
                const holder = yield* pogs.findMintByName(username);
                const base = { name: username, kleosName: kleosNameOf(username) };
                if (holder === undefined) return { ...base, available: true };
                return {
                  ...base,
                  available: false,
                  ...describeDomainError(new PogUsernameTaken({ username })),
                };
              }),

            reservePogName: (userId: string, username: string) =>
              Effect.gen(function* () {
                const valid = yield* validName(username);
                if ((yield* pogs.findLiveUser(userId)) === undefined) return yield* new SignInRequired();
                return yield* transaction(
                  Effect.gen(function* () {
                    const row = yield* pogs.insertMint({
                      userId,
                      username: valid,
                      state: pogMintTransition(INITIAL_STATE, { type: "USERNAME_RESERVED" }),
                    });
                    // A reserved name is a step of the referrer's roadmap: paid with the reservation.
                    yield* roadmaps.payReachedRoadmapSteps(userId);
                    return row;
                  }),
                ).pipe(
                  Effect.flatMap((row) => statusOfRow(row, userId)),
                  Effect.catchTags({
                    PogUsernameTaken: () => conflict(userId, valid),
                    PogNameAlreadyReserved: () => conflict(userId, valid),
                  }),
                );
              }),

            getPogMintStatus: (userId: string) =>
              Effect.flatMap(pogs.findMintByUserId(userId), (row) => statusOfRow(row, userId)),

            getMyPogBadges: (userId: string) =>
              Effect.gen(function* () {
                const badges = yield* badgesOf(userId);
                if (badges === undefined) return yield* new SignInRequired();
                return badges;
              }),

            listPogMintStates: () =>
              Effect.succeed({
                states: POG_MINT_STATES.map((state) => ({ state, step: pogMintStepOf(state) })),
                steps: POG_MINT_STEPS,
              }),

            getPogMintState: (userId: string, id: string) =>
              Effect.gen(function* () {
                const row = yield* pogs.findMintById(id);
                // Another gamer's mint state answers as one that does not exist.
                if (row === undefined || row.userId !== userId) return yield* new PogCardNotFound({ id });
                return yield* statusOfRow(row, userId);
              }),

            requestPogMint: (userId: string, id: string, walletAddress: string | undefined) =>
              Effect.gen(function* () {
                if (cards.contract === undefined) return yield* new PogMintFailed({ mintStateId: id });
                const at = yield* now;
                const { row, send } = yield* transaction(
                  Effect.gen(function* () {
                    const locked = yield* pogs.lockMint(id);
                    if (locked === undefined || locked.userId !== userId)
                      return yield* new PogCardNotFound({ id });
                    // Minted, or minting: asking again changes nothing and mints nothing more.
                    if (
                      locked.state === "MINTED" ||
                      (locked.state === "MINT_IN_PROGRESS" && locked.mintFailedAt === null)
                    )
                      return { row: locked, send: false };
                    if (locked.state === "MINT_IN_PROGRESS") {
                      // A mint that gave up is tried again, for the same card and wallet.
                      const retried = yield* pogs.updateMint(
                        id,
                        { mintAttempt: locked.mintAttempt + 1, mintRequestedAt: at, mintFailedAt: null },
                        at,
                      );
                      return { row: retried, send: true };
                    }
                    const state = isMintState(locked.state) ? locked.state : INITIAL_STATE;
                    const next = pogMintTransition(state, { type: "MINT_REQUESTED" });
                    if (next === state || !(yield* pogs.hasReadyActiveAvatar(userId)))
                      return yield* new MissionFailed({ mintStateId: id });
                    const targets = yield* pogs.mintTargets(userId);
                    let to: string;
                    if (walletAddress !== undefined) {
                      if (!targets.proven.includes(walletAddress.toLowerCase()))
                        return yield* new LinkedWalletNotFound({ chain: "evm", address: walletAddress });
                      to = getAddress(walletAddress);
                    } else {
                      if (targets.custodial === null) return yield* new MissionFailed({ mintStateId: id });
                      to = getAddress(targets.custodial);
                    }
                    const requested = yield* pogs.updateMint(
                      id,
                      {
                        state: next,
                        mintWallet: to,
                        mintRequestedAt: at,
                        mintAttempt: locked.mintAttempt + 1,
                        mintFailedAt: null,
                      },
                      at,
                    );
                    return { row: requested, send: true };
                  }),
                );
                if (send)
                  yield* jobs.send(
                    POG_MINT_JOB,
                    { mintId: row.id, attempt: row.mintAttempt },
                    { singletonKey: `${row.id}:${row.mintAttempt}`, once: true },
                  );
                return yield* statusOfRow(row, userId);
              }),

            completePogMint: (mintId: string, attempt: number) =>
              Effect.gen(function* () {
                const contract = cards.contract;
                const row = yield* pogs.findMintById(mintId);
                if (
                  contract === undefined ||
                  row === undefined ||
                  row.state !== "MINT_IN_PROGRESS" ||
                  row.mintAttempt !== attempt ||
                  row.mintWallet === null
                )
                  return "stale" as const;
                // A lost chain gets its contract and its recorded cards back before a new card lands on it.
                yield* restorePogCards();
                const tokenId = BigInt(row.tokenId);
                const to = row.mintWallet as Address;
                // Already on chain: an earlier run sent the transaction and stopped before recording it.
                if (
                  (yield* onChain("Reading a POG card's owner", () => contract.ownerOf(tokenId))) !==
                  undefined
                ) {
                  const hash = yield* onChain("Finding a POG card's mint", () => contract.mintedIn(tokenId));
                  return (yield* recordMinted(mintId, hash)) ? ("recovered" as const) : ("stale" as const);
                }
                const sent = yield* onChain("Minting a POG card", async () => {
                  try {
                    return await contract.mint(to, tokenId);
                  } catch (error) {
                    // Refused before it was mined (another run's transaction took the minter's nonce): the card
                    // may be on chain already; if not, the run fails and is retried.
                    if ((await contract.ownerOf(tokenId)) === undefined) throw error;
                    return { kind: "reverted" as const, transactionHash: "refused" };
                  }
                });
                if (sent.kind === "reverted") {
                  // A concurrent run's transaction landed first; anything else is a fault, retried.
                  if (
                    (yield* onChain("Reading a POG card's owner", () => contract.ownerOf(tokenId))) ===
                    undefined
                  )
                    return yield* Effect.die(
                      new Error(`Minting POG card ${tokenId} reverted (${sent.transactionHash})`),
                    );
                  const hash = yield* onChain("Finding a POG card's mint", () => contract.mintedIn(tokenId));
                  return (yield* recordMinted(mintId, hash)) ? ("recovered" as const) : ("stale" as const);
                }
                // Two runs at once can sign the very same transaction (same nonce, same fees): the chain takes
                // it once, both see it mined, and the run that records it second has minted nothing of its own.
                return (yield* recordMinted(mintId, sent.transactionHash))
                  ? ("minted" as const)
                  : ("stale" as const);
              }),

            duePogMints: (at: Date) =>
              Effect.gen(function* () {
                const due: Array<{ mintId: string; attempt: number }> = [];
                for (const row of yield* pogs.mintsInProgress()) {
                  const requested = row.mintRequestedAt?.getTime() ?? 0;
                  if (at.getTime() - requested > POG_MINT_DEADLINE_MS)
                    yield* pogs.updateMint(row.id, { mintFailedAt: at }, at);
                  else due.push({ mintId: row.id, attempt: row.mintAttempt });
                }
                return due;
              }),

            restorePogCards,

            getPogCollectionMetadata: () =>
              Effect.succeed({
                name: "Kleos POG Card",
                symbol: "KPOG",
                description:
                  "Proof of Gamer cards of Kleos: a gamer's .kleos name, avatar, tier and badges, one card per gamer.",
                image: `${cards.publicOrigin}/favicon.svg`,
                external_link: `${cards.publicOrigin}/pog`,
                chainId: cards.chainId,
                contractAddress: cards.contract?.address ?? null,
              }),

            getPogTokenMetadata: (cardNumber: string) =>
              Effect.gen(function* () {
                const tokenId = Number(cardNumber);
                const row = Number.isSafeInteger(tokenId)
                  ? yield* pogs.findMintByTokenId(tokenId)
                  : undefined;
                if (row === undefined || row.state !== "MINTED")
                  return yield* new PogCardNotFound({ id: cardNumber });
                const badges = yield* badgesOf(row.userId);
                const standings = badges?.badges ?? [];
                const best = standings.reduce<string | null>(
                  (top, standing) =>
                    standing.tier !== null && TIER_RANK(standing.tier) > TIER_RANK(top) ? standing.tier : top,
                  null,
                );
                const name = kleosNameOf(row.username);
                return {
                  name,
                  description: `The Proof of Gamer card of ${name} on Kleos.`,
                  image: cardImageOf(cards.publicOrigin, row.username),
                  external_url: `${cards.publicOrigin}/pog`,
                  attributes: [
                    { trait_type: "Tier", value: best ?? "None" },
                    ...standings
                      .filter((standing) => standing.tier !== null)
                      .map((standing) => ({ trait_type: standing.badge, value: standing.tier ?? "None" })),
                    ...(badges?.socialBadges ?? []).map((social) => ({
                      trait_type: "Social badge",
                      value: social.badge,
                    })),
                  ],
                };
              }),

            listUserNfts: (userId: string) =>
              Effect.gen(function* () {
                const contract = cards.contract;
                if (contract === undefined) return { nfts: [] };
                const targets = yield* pogs.mintTargets(userId);
                const owners = [
                  ...new Set(
                    [targets.custodial, ...targets.proven]
                      .filter((address): address is string => address !== null)
                      .map((address) => getAddress(address)),
                  ),
                ];
                const held = yield* Effect.tryPromise({
                  try: () =>
                    Promise.all(
                      owners.map(async (owner) =>
                        (await contract.tokensOf(owner)).map((tokenId) => ({ owner, tokenId })),
                      ),
                    ),
                  catch: () => new DataFetchFailed({ resource: "nfts/user-nfts" }),
                });
                const nfts: UserNftView[] = [];
                for (const { owner, tokenId } of held.flat()) {
                  const row = yield* pogs.findMintByTokenId(Number(tokenId));
                  const name = row === undefined ? `POG card #${tokenId}` : kleosNameOf(row.username);
                  nfts.push({
                    tokenId: String(tokenId),
                    chainId: cards.chainId,
                    contractAddress: contract.address,
                    owner,
                    name,
                    image: row === undefined ? "" : cardImageOf(cards.publicOrigin, row.username),
                    metadataUrl: `${tokenUriBase(cards.publicOrigin)}${tokenId}`,
                  });
                }
                return { nfts };
              }),
          }),
        );
      }),
    );
}
