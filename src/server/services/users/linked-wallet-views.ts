/**
 * The wallets an account proved it holds (identities of providers `evm` and `solana`), as the contract's
 * `LinkedWallet`: the address as the wallet shows it (EIP-55 for EVM), oldest first, the first 100.
 */
import type { components } from "#generated/api";
import type { UserIdentityRow } from "@/server/db/repositories/user-repository";

export type LinkedWalletView = components["schemas"]["LinkedWallet"];

export const LINKED_WALLETS_LISTED_MAX = 100;

export const linkedWalletView = (
  identity: UserIdentityRow & { provider: "evm" | "solana" },
): LinkedWalletView => ({
  chain: identity.provider,
  address: identity.display ?? identity.subject,
  linkedAt: identity.createdAt.toISOString(),
});

const isWallet = (identity: UserIdentityRow): identity is UserIdentityRow & { provider: "evm" | "solana" } =>
  identity.provider === "evm" || identity.provider === "solana";

export const linkedWalletViews = (identities: readonly UserIdentityRow[]): LinkedWalletView[] =>
  identities.filter(isWallet).map(linkedWalletView).slice(0, LINKED_WALLETS_LISTED_MAX);
