/**
 * The sign-in calls, as the login modal, the header and the dev inbox make them (and as the contract tests
 * drive them), and their react-query hooks.
 */
import { useQuery } from "@tanstack/react-query";
import type { components, paths } from "#generated/api";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";

export type SignInMethods = components["schemas"]["SignInMethods"];
export type CodeChallenge = components["schemas"]["CodeChallenge"];
export type SignInSession = components["schemas"]["Session"];
export type LoginMethod = components["schemas"]["LoginMethod"];
export type WalletChain = components["schemas"]["WalletChain"];
export type TelegramLoginData = components["schemas"]["TelegramLoginData"];
export type DevInboxMessage = components["schemas"]["DevInboxMessage"];
export type PhoneLoginInput = components["schemas"]["PhoneLoginInput"];
export type PhoneLoginQuery = NonNullable<paths["/api/authentication/login"]["post"]["parameters"]["query"]>;

export const authKeys = {
  methods: ["auth", "methods"] as const,
  devInbox: ["auth", "dev-inbox"] as const,
};

/** How many dev inbox messages the page lists. */
export const DEV_INBOX_LIMIT = 50;

export const authRequests = {
  getSignInMethods: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/authentication/methods", withSignal(signal))),
  startPhoneLogin: async (client: ApiClient, body: PhoneLoginInput, query: PhoneLoginQuery) =>
    unwrap(await client.POST("/api/authentication/login", { params: { query }, body })),
  verifyPhoneCode: async (client: ApiClient, challengeId: string, code: string) =>
    unwrap(await client.POST("/api/authentication/verify", { body: { challengeId, code } })),
  sendCodeAgain: async (client: ApiClient, challengeId: string, proofOfWork?: ProofOfWork) =>
    unwrap(
      await client.POST("/api/authentication/resend", {
        body: proofOfWork === undefined ? { challengeId } : { challengeId, proofOfWork },
      }),
    ),
  startEmailLogin: async (client: ApiClient, email: string, locale?: string, proofOfWork?: ProofOfWork) =>
    unwrap(
      await client.POST("/api/users/email", {
        body: {
          email,
          ...(locale === undefined ? {} : { locale }),
          ...(proofOfWork === undefined ? {} : { proofOfWork }),
        },
      }),
    ),
  verifyEmailCode: async (client: ApiClient, challengeId: string, code: string) =>
    unwrap(await client.POST("/api/users/verify-email", { body: { challengeId, code } })),
  createWalletChallenge: async (client: ApiClient, input: components["schemas"]["WalletChallengeInput"]) =>
    unwrap(await client.POST("/api/authentication/wallet/nonce", { body: input })),
  verifyWalletSignIn: async (
    client: ApiClient,
    input: { chain: WalletChain; message: string; signature: string },
  ) => unwrap(await client.POST("/api/authentication/wallet", { body: input })),
  verifyTelegramSignIn: async (client: ApiClient, data: TelegramLoginData) =>
    unwrap(await client.POST("/api/authentication/telegram", { body: data })),
  startGoogleSignIn: async (client: ApiClient, returnTo: string | undefined) =>
    unwrap(
      await client.POST("/api/social-auth", {
        body: returnTo === undefined ? { provider: "google" } : { provider: "google", returnTo },
      }),
    ),
  refreshSession: async (client: ApiClient) =>
    unwrap(await client.POST("/api/authentication/token/refresh", {})),
  logOut: async (client: ApiClient) => unwrap(await client.POST("/api/authentication/logout", {})),
  listDevInbox: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/dev-inbox", {
        params: { query: { limit: DEV_INBOX_LIMIT } },
        ...withSignal(signal),
      }),
    ),
};

export const useSignInMethods = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: authKeys.methods,
    queryFn: ({ signal }) => authRequests.getSignInMethods(client, signal),
    staleTime: 5 * 60_000,
  });
};

/** The dev inbox refreshes this often while its page is open. */
export const DEV_INBOX_REFRESH_MS = 3_000;

export const useDevInbox = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: authKeys.devInbox,
    queryFn: ({ signal }) => authRequests.listDevInbox(client, signal),
    enabled,
    refetchInterval: DEV_INBOX_REFRESH_MS,
  });
};
