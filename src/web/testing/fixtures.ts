/** Answers in the contract's shapes that more than one feature's tests need. Test-only. */

/** A signed-in gamer's profile (phone verified, username set), with `overrides` on top. */
export const userProfile = (overrides: Record<string, unknown> = {}) => ({
  id: "0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10",
  username: "gamer1",
  firstName: null,
  email: null,
  emailVerified: false,
  phoneNumber: "+919876543210",
  phoneVerified: true,
  evmWalletAddress: null,
  countryCode: "IN",
  city: null,
  college: null,
  profession: null,
  preferredRole: null,
  preferredPlatform: null,
  pictureUrl: null,
  socialStatuses: {
    twitter: { isActive: false },
    discord: { isActive: false },
    google: { isActive: false },
    wallet: { isActive: false },
    steam: { isActive: false },
    telegram: { isActive: false },
  },
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});
