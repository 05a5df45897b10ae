/**
 * Task types about the user's own Kleos account: profile, verified contacts and clan (INTERNAL_API_VALIDATION) and
 * linked identities (LINK_WALLET, LINK_GOOGLE, LINK_TELEGRAM), as the auth services record them in
 * `user_identities` (providers `google`, `telegram`, `evm`, `solana`). The custodial address Kleos keeps for
 * every account is not a linked wallet: only a wallet the user proved they hold counts.
 */
import { Effect } from "effect";
import type { InternalFact } from "@/domain/tasks/task-types";
import { TaskFactRepository, type AccountFacts } from "@/server/db/repositories/task-fact-repository";
import {
  notDone,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

const WALLET_PROVIDERS = ["evm", "solana"] as const;

const isSet = (value: string | null): boolean => value !== null && value.trim() !== "";

const FACT_CHECKS: {
  readonly [Fact in InternalFact]: {
    readonly holds: (facts: AccountFacts, providers: ReadonlySet<string>) => boolean;
    readonly errorCode: string;
    readonly message: string;
  };
} = {
  PROFILE_COMPLETE: {
    holds: (facts) => isSet(facts.username) && isSet(facts.firstName) && isSet(facts.countryCode),
    errorCode: "PROFILE_INCOMPLETE",
    message: "Complete your profile: username, first name and country",
  },
  PHONE_VERIFIED: {
    holds: (facts) => facts.phoneVerified,
    errorCode: "PHONE_NOT_VERIFIED",
    message: "Verify your phone number first",
  },
  EMAIL_VERIFIED: {
    holds: (facts) => facts.emailVerified,
    errorCode: "EMAIL_NOT_VERIFIED",
    message: "Verify your e-mail address first",
  },
  WALLET_LINKED: {
    holds: (_facts, providers) => WALLET_PROVIDERS.some((provider) => providers.has(provider)),
    errorCode: "WALLET_NOT_LINKED",
    message: "Link a wallet first",
  },
  CLAN_MEMBER: {
    holds: (facts) => facts.inClan,
    errorCode: "NOT_IN_CLAN",
    message: "Join or create a clan first",
  },
};

export const internalApiValidationVerifier: TaskVerifier<"INTERNAL_API_VALIDATION"> = {
  verify: ({ userId, task }) =>
    Effect.gen(function* () {
      const check = FACT_CHECKS[task.config.fact];
      const repository = yield* TaskFactRepository;
      const facts = yield* repository.accountFacts(userId);
      if (facts === undefined) return notDone(check.errorCode, check.message);
      const providers = yield* repository.identityProviders(userId);
      return check.holds(facts, providers) ? { verified: true } : notDone(check.errorCode, check.message);
    }),
};

const linkedVerifier = (
  userId: string,
  accepted: readonly string[],
  errorCode: string,
  message: string,
): Effect.Effect<VerificationOutcome, never, TaskFactRepository> =>
  TaskFactRepository.use((repository) =>
    Effect.map(repository.identityProviders(userId), (providers) =>
      accepted.some((provider) => providers.has(provider)) ? { verified: true } : notDone(errorCode, message),
    ),
  );

export const linkWalletVerifier: TaskVerifier<"LINK_WALLET"> = {
  verify: ({ userId, task }) => {
    const { chain } = task.config;
    if (chain === "any")
      return linkedVerifier(userId, WALLET_PROVIDERS, "WALLET_NOT_LINKED", "Link a wallet first");
    const name = chain === "evm" ? "an EVM" : "a Solana";
    return linkedVerifier(userId, [chain], "WALLET_NOT_LINKED", `Link ${name} wallet first`);
  },
};

export const linkGoogleVerifier: TaskVerifier<"LINK_GOOGLE"> = {
  verify: ({ userId }) =>
    linkedVerifier(userId, ["google"], "GOOGLE_NOT_LINKED", "Link your Google account first"),
};

export const linkTelegramVerifier: TaskVerifier<"LINK_TELEGRAM"> = {
  verify: ({ userId }) =>
    linkedVerifier(userId, ["telegram"], "TELEGRAM_NOT_LINKED", "Link your Telegram account first"),
};
