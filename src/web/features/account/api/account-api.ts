/**
 * react-query hooks for the signed-in gamer's account: profile, username, e-mail and phone verification,
 * wallets and the deletion request. The profile lives in the session's query (`profileKeys.me`), so
 * every change the server answers with a profile is written there and the whole site sees it at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { components } from "#generated/api";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";
import { useApiClient } from "@/web/lib/api-context";
import { withProofOfWork } from "@/web/lib/proof-of-work";
import { profileKeys, type UserProfile } from "@/web/lib/queries/profile-queries";

export type KleosRole = components["schemas"]["KleosRole"];
export type PreferredPlatform = components["schemas"]["PreferredPlatform"];
export type ProfileChanges = components["schemas"]["ProfileChanges"];
export type UsernameAvailability = components["schemas"]["UsernameAvailability"];
export type UserWallets = components["schemas"]["UserWallets"];
export type LinkedWallet = components["schemas"]["LinkedWallet"];
export type DeletionRequest = components["schemas"]["DeletionRequest"];
export type CodeChallenge = components["schemas"]["CodeChallenge"];
export type SocialStatuses = components["schemas"]["SocialStatuses"];
export type TelegramLoginData = components["schemas"]["TelegramLoginData"];
/** Where the dev simulator signs Telegram logins (development without a bot token; 404 otherwise). */
export const SIMULATED_TELEGRAM_LOGIN_PATH = "/api/dev/simulator/steam-telegram/telegram/login";

export interface PhoneVerificationInput {
  /** E.164 (`+919876543210`). */
  readonly phoneNumber: string;
  /** ISO 3166 alpha-2 of the number's country. */
  readonly countryCode: string;
  readonly locale: string;
}

export interface CodeInput {
  readonly challengeId: string;
  readonly code: string;
}

export interface WalletSignature {
  readonly message: string;
  readonly signature: string;
}

/** The code sends' buttons say "Sending…" while a proof of work is solved too: nothing more to show. */
const ignore = () => undefined;

export const accountKeys = {
  all: ["account"] as const,
  usernameAvailability: (username: string) => ["account", "username-availability", username] as const,
  wallets: ["account", "wallets"] as const,
};

/** The account's calls, as the hooks make them. */
export const accountRequests = {
  checkUsername: async (client: ApiClient, username: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/users/username", { params: { query: { username } }, ...withSignal(signal) }),
    ),
  setUsername: async (client: ApiClient, username: string) =>
    unwrap(await client.POST("/api/users/username", { body: { username } })),
  updateProfile: async (client: ApiClient, changes: ProfileChanges) =>
    unwrap(await client.PATCH("/api/users/me/profile", { body: changes })),
  startPhoneVerification: async (
    client: ApiClient,
    input: PhoneVerificationInput,
    proofOfWork?: ProofOfWork,
  ) =>
    unwrap(
      await client.POST("/api/authentication/register", {
        body: {
          phoneNumber: input.phoneNumber,
          countryCode: input.countryCode,
          channel: "whatsapp",
          locale: input.locale,
          ...(proofOfWork === undefined ? {} : { proofOfWork }),
        },
      }),
    ),
  verifyPhoneCode: async (client: ApiClient, input: CodeInput) =>
    unwrap(await client.POST("/api/authentication/verify", { body: { ...input } })),
  sendCodeAgain: async (client: ApiClient, challengeId: string, proofOfWork?: ProofOfWork) =>
    unwrap(
      await client.POST("/api/authentication/resend", {
        body: proofOfWork === undefined ? { challengeId } : { challengeId, proofOfWork },
      }),
    ),
  startEmailVerification: async (
    client: ApiClient,
    input: { email: string; locale: string },
    proofOfWork?: ProofOfWork,
  ) =>
    unwrap(
      await client.POST("/api/users/verify/email", {
        body: proofOfWork === undefined ? { ...input } : { ...input, proofOfWork },
      }),
    ),
  verifyEmailCode: async (client: ApiClient, input: CodeInput) =>
    unwrap(await client.POST("/api/users/verify-email", { body: { ...input } })),
  getWallets: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/users/me/wallets", withSignal(signal))),
  createWalletChallenge: async (client: ApiClient, input: { address: string; chainId: number }) =>
    unwrap(
      await client.POST("/api/authentication/wallet/nonce", {
        body: { chain: "evm", address: input.address, chainId: input.chainId },
      }),
    ),
  linkThirdPartyWallet: async (client: ApiClient, input: WalletSignature) =>
    unwrap(
      await client.POST("/api/wallets/v2/third-party/verify-wallet", {
        body: { message: input.message, signature: input.signature },
      }),
    ),
  disconnectThirdPartyWallet: async (
    client: ApiClient,
    wallet: { readonly chain: "evm" | "solana"; readonly address: string },
  ) =>
    unwrap(
      await client.POST("/api/wallets/third-party/disconnect", {
        body: { chain: wallet.chain, address: wallet.address },
      }),
    ),
  uploadPicture: async (client: ApiClient, picture: Uint8Array<ArrayBuffer>) =>
    unwrap(
      await client.POST("/api/users/profile/picture", {
        // The contract types the binary body as a string; the bytes go as they are.
        body: picture as unknown as string,
        bodySerializer: (body: unknown) => body as Uint8Array<ArrayBuffer>,
        headers: { "content-type": "image/jpeg" },
      }),
    ),
  removePicture: async (client: ApiClient) => unwrap(await client.DELETE("/api/users/profile/picture")),
  listCities: async (client: ApiClient, countryCode: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/users/cities", {
        params: { query: { countryCode } },
        ...withSignal(signal),
      }),
    ),
  listColleges: async (
    client: ApiClient,
    countryCode: string,
    city: string | undefined,
    signal?: AbortSignal,
  ) =>
    unwrap(
      await client.GET("/api/users/colleges", {
        params: { query: { countryCode, ...(city === undefined || city === "" ? {} : { city }) } },
        ...withSignal(signal),
      }),
    ),
  listProfessions: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/users/professions", withSignal(signal))),
  requestDeletion: async (client: ApiClient) => unwrap(await client.POST("/api/users/me/deletion-request")),
  /** The pending deletion request, or null when there is none (the server answers 404). */
  getDeletionRequest: async (client: ApiClient, signal?: AbortSignal) => {
    const result = await client.GET("/api/users/me/deletion-request", withSignal(signal));
    return result.response.status === 404 ? null : unwrap(result);
  },
  cancelDeletion: async (client: ApiClient) => unwrap(await client.DELETE("/api/users/me/deletion-request")),
  /** Steam's sign-in URL to send the browser to; the answer sets this browser's state cookie. */
  connectSteam: async (client: ApiClient, returnTo: string) =>
    unwrap(await client.POST("/api/social-auth/connect/steam", { body: { returnTo } })),
  /** What Steam sent the browser back to /connect/steam with (the query string, without `?`). */
  verifySteamConnect: async (client: ApiClient, callbackQuery: string) =>
    unwrap(await client.POST("/api/social-auth/connect/steam/verify", { body: { callbackQuery } })),
  linkTelegram: async (client: ApiClient, login: TelegramLoginData) =>
    unwrap(await client.POST("/api/social-auth/link-telegram", { body: login })),
};

/** Writes a profile the server answered into the session, so every view of it updates. */
const useKeepProfile = () => {
  const queryClient = useQueryClient();
  return (profile: UserProfile) => queryClient.setQueryData(profileKeys.me, profile);
};

/** Whether `username` is free, asked only once `enabled` (the domain's rule passes). */
export const useUsernameAvailability = (username: string, enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.usernameAvailability(username),
    queryFn: ({ signal }) => accountRequests.checkUsername(client, username, signal),
    enabled,
    staleTime: 10_000,
    retry: false,
  });
};

export const useSetUsername = () => {
  const client = useApiClient();
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (username: string) => accountRequests.setUsername(client, username),
    onSuccess: keep,
  });
};

export const useUploadPicture = () => {
  const client = useApiClient();
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (picture: Uint8Array<ArrayBuffer>) => accountRequests.uploadPicture(client, picture),
    onSuccess: keep,
  });
};

export const useRemovePicture = () => {
  const client = useApiClient();
  const keep = useKeepProfile();
  return useMutation({ mutationFn: () => accountRequests.removePicture(client), onSuccess: keep });
};

const names = (list: { readonly items: readonly { readonly name: string }[] }) =>
  list.items.map((item) => item.name);

/** Suggestions for the profile's city, college and profession fields (people may type others). */
export const usePlaceSuggestions = (countryCode: string, city: string) => {
  const client = useApiClient();
  const hasCountry = /^[A-Z]{2}$/.test(countryCode);
  const suggestions = (
    key: readonly unknown[],
    list: (signal: AbortSignal) => Promise<{ readonly items: readonly { readonly name: string }[] }>,
    enabled = true,
  ) => ({
    queryKey: ["account", ...key],
    queryFn: async ({ signal }: { signal: AbortSignal }) => names(await list(signal)),
    enabled,
    staleTime: Infinity,
  });
  const cities = useQuery(
    suggestions(
      ["cities", countryCode],
      (signal) => accountRequests.listCities(client, countryCode, signal),
      hasCountry,
    ),
  );
  const colleges = useQuery(
    suggestions(
      ["colleges", countryCode, city],
      (signal) => accountRequests.listColleges(client, countryCode, city, signal),
      hasCountry,
    ),
  );
  const professions = useQuery(
    suggestions(["professions"], (signal) => accountRequests.listProfessions(client, signal)),
  );
  return { cities: cities.data ?? [], colleges: colleges.data ?? [], professions: professions.data ?? [] };
};

export const useUpdateProfile = () => {
  const client = useApiClient();
  const keep = useKeepProfile();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => accountRequests.updateProfile(client, changes),
    onSuccess: keep,
  });
};

export const useStartPhoneVerification = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: PhoneVerificationInput) =>
      withProofOfWork((paid) => accountRequests.startPhoneVerification(client, input, paid), ignore),
  });
};

/** Checks a phone code. The page reloads after the verified modal (spec §4), which reloads the profile. */
export const useVerifyPhoneCode = () => {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: CodeInput) => accountRequests.verifyPhoneCode(client, input) });
};

/** Sends the code of a pending challenge again; the answer is the challenge with its new times. */
export const useSendCodeAgain = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (challengeId: string) =>
      withProofOfWork((paid) => accountRequests.sendCodeAgain(client, challengeId, paid), ignore),
  });
};

export const useStartEmailVerification = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { email: string; locale: string }) =>
      withProofOfWork((paid) => accountRequests.startEmailVerification(client, input, paid), ignore),
  });
};

export const useVerifyEmailCode = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CodeInput) => accountRequests.verifyEmailCode(client, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me }),
  });
};

export const useWallets = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: accountKeys.wallets,
    queryFn: ({ signal }) => accountRequests.getWallets(client, signal),
  });
};

const deletionKey = ["account", "deletion-request"] as const;

/** The account's pending deletion request (null: none), for a gamer who signed back in during the grace period. */
export const usePendingDeletion = (enabled: boolean) => {
  const client = useApiClient();
  return useQuery({
    queryKey: deletionKey,
    queryFn: ({ signal }) => accountRequests.getDeletionRequest(client, signal),
    enabled,
  });
};

export const useCancelDeletion = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => accountRequests.cancelDeletion(client),
    onSuccess: () => queryClient.setQueryData(deletionKey, null),
  });
};

export const useRequestDeletion = () => {
  const client = useApiClient();
  return useMutation({ mutationFn: () => accountRequests.requestDeletion(client) });
};

/** Starts linking Steam: the browser then goes to Steam's sign-in page (or the simulator's). */
export const useConnectSteam = () => {
  const client = useApiClient();
  return useMutation({
    mutationFn: (returnTo: string) => accountRequests.connectSteam(client, returnTo),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
};

/** Finishes linking Steam with what Steam sent the browser back with; the profile's statuses follow. */
export const useVerifySteamConnect = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callbackQuery: string) => accountRequests.verifySteamConnect(client, callbackQuery),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me }),
  });
};

/** Links the Telegram account whose signed login data Telegram (or the simulator) gave. */
export const useLinkTelegram = () => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (login: TelegramLoginData) => accountRequests.linkTelegram(client, login),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.me }),
  });
};

/** The bot Telegram's login widget signs in with (its public id), or null when Telegram sign-in is not offered. */
export const useTelegramBot = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: ["account", "telegram-bot"] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET("/api/authentication/methods", withSignal(signal))).telegram,
    staleTime: 60_000,
  });
};
