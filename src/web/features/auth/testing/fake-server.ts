/**
 * The sign-in tests' stand-in for the API: the shared recording fake (src/web/testing/fake-api) behind an API
 * client, and answers in the shapes the sign-in flow reads.
 */
import { createApiClient, type ApiClient } from "@/web/lib/api-client";
import { fakeApi, type Routes } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";

export { problem, type Answer, type RecordedRequest } from "@/web/testing/fake-api";

export const signInMethods = (overrides: Record<string, unknown> = {}) => ({
  phoneChannels: ["whatsapp", "sms"],
  email: true,
  google: false,
  telegram: null,
  evm: true,
  solana: true,
  devInbox: true,
  ...overrides,
});

export const challenge = (overrides: Record<string, unknown> = {}) => ({
  challengeId: "8a4f1c2e-7b3d-4e5f-9a1b-2c3d4e5f6a7b",
  channel: "whatsapp",
  recipient: "+91 ••••• ••210",
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
  codeLength: 6,
  ...overrides,
});

export const session = (
  overrides: { isNewUser?: boolean; username?: string | null; loginMethod?: string } = {},
) => ({
  user: {
    id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
    username: overrides.username === undefined ? null : overrides.username,
    firstName: null,
    email: null,
    phoneNumber: "+919876543210",
    evmWalletAddress: null,
  },
  isNewUser: overrides.isNewUser ?? true,
  loginMethod: overrides.loginMethod ?? "phone",
  accessTokenExpiresAt: new Date(Date.now() + 900_000).toISOString(),
});

export const profile = userProfile;

export const fakeServer = (routes: Routes) => {
  const { requests, to, fetch } = fakeApi(routes);
  const client: ApiClient = createApiClient({ baseUrl: "http://kleos.test", fetch });
  return { client, requests, to };
};
