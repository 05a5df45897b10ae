/**
 * Proof of Gamer: checking and reserving a `.kleos` name (the mint flow's first step), the caller's mint
 * status, and the caller's badges computed from what Kleos already records. Every method takes the caller's
 * user id from the verified access token, never from the request.
 */
import { Clock, Context, Effect, Layer, Result } from "effect";
import { SignInRequired } from "@/domain/errors/auth-errors";
import { describeDomainError } from "@/domain/errors/error-catalogue";
import { PogNameAlreadyReserved, PogUsernameInvalid, PogUsernameTaken } from "@/domain/errors/pog-errors";
import {
  UNAVAILABLE_POG_BADGES,
  accountAgeDays,
  pogBadgeStandings,
  pogSocialBadges,
  type PogBadge,
  type PogBadgeStanding,
  type PogSocialBadge,
} from "@/domain/pog/pog-badges";
import {
  POG_MINT_STATES,
  pogMintStepOf,
  pogMintTransition,
  type PogMintState,
  type PogMintStep,
} from "@/domain/pog/pog-mint-flow";
import { kleosNameOf, pogNameKey } from "@/domain/pog/pog-name";
import { PogUsername } from "@/domain/validation/username-rules";
import { validate } from "@/domain/validation/validate";
import { PogRepository, type PogMintRow } from "@/server/db/repositories/pog-repository";
import { traced } from "@/server/effect/traced";

export interface PogNameAvailabilityView {
  readonly name: string;
  readonly kleosName: string;
  readonly available: boolean;
  readonly messageId?: string;
  readonly message?: string;
}

export interface PogMintStatusView {
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

const statusOf = (row: PogMintRow | undefined): PogMintStatusView => {
  if (row === undefined)
    return { state: INITIAL_STATE, step: pogMintStepOf(INITIAL_STATE), reservation: null };
  // Written only from the state machine's own states.
  const state = isMintState(row.state) ? row.state : INITIAL_STATE;
  return {
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
  }
>()("kleos/server/services/pog/Pog") {
  static readonly layer = Layer.effect(
    Pog,
    Effect.gen(function* () {
      const pogs = yield* PogRepository;

      /**
       * What the caller gets when the reservation did not go to them (the insert broke a unique index, so the
       * row that won is committed): which of the two conflicts it is.
       */
      const conflict = (userId: string, username: string) =>
        Effect.gen(function* () {
          const own = yield* pogs.findMintByUserId(userId);
          if (own === undefined) return yield* new PogUsernameTaken({ username });
          // Asking again for the name one holds (a retry, a double click) answers it again.
          if (pogNameKey(own.username) === pogNameKey(username)) return statusOf(own);
          return yield* new PogNameAlreadyReserved({ username: own.username });
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
              return yield* pogs
                .insertMint({
                  userId,
                  username: valid,
                  state: pogMintTransition(INITIAL_STATE, { type: "USERNAME_RESERVED" }),
                })
                .pipe(
                  Effect.map(statusOf),
                  Effect.catchTags({
                    PogUsernameTaken: () => conflict(userId, valid),
                    PogNameAlreadyReserved: () => conflict(userId, valid),
                  }),
                );
            }),

          getPogMintStatus: (userId: string) => Effect.map(pogs.findMintByUserId(userId), statusOf),

          getMyPogBadges: (userId: string) =>
            Effect.gen(function* () {
              const rows = yield* pogs.readFacts(userId);
              if (rows === undefined) return yield* new SignInRequired();
              const now = new Date(yield* Clock.currentTimeMillis);
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
                accountAgeDays: accountAgeDays(rows.createdAt, now),
              };
              return {
                badges: pogBadgeStandings(facts),
                socialBadges: pogSocialBadges(facts).map((badge) => ({
                  badge,
                  type: "SocialActivity" as const,
                })),
                unavailable: UNAVAILABLE_POG_BADGES,
              };
            }),
        }),
      );
    }),
  );
}
