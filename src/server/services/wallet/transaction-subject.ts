/**
 * What a movement was for, as the history names it: read from the posting set's reference and details and
 * from the names the history's joins found for that reference.
 */
import type { components } from "#generated/api";
import {
  FIAT_CURRENCIES,
  FIAT_DECIMALS,
  SWAP_CHAINS,
  type FiatCurrency,
  type SwapChainId,
} from "@/domain/constants/money";
import type { LedgerTransactionRow, ReferencedNames } from "@/server/db/repositories/ledger-repository";

export type TransactionSubject = components["schemas"]["TransactionSubject"];

/** The reference of a development reward (`claimDevReward`). */
export const DEV_REWARD_REFERENCE = "dev-reward";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isSwapCurrency = (value: unknown): value is "KCASH" | "USDT" => value === "KCASH" || value === "USDT";
const isChain = (value: unknown): value is SwapChainId => SWAP_CHAINS.some((chain) => chain.id === value);
const isFiat = (value: unknown): value is FiatCurrency => FIAT_CURRENCIES.some((fiat) => fiat === value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const afterPrefix = (reference: string, prefix: string): string | undefined =>
  reference.startsWith(prefix) && reference.length > prefix.length
    ? reference.slice(prefix.length)
    : undefined;

/** A swap's pair and network, from the quote it settled (kept in its details). */
const swapSubject = (details: unknown): TransactionSubject | undefined => {
  const swap = isRecord(details) ? details["swap"] : undefined;
  if (!isRecord(swap)) return undefined;
  const { fromCurrency, toCurrency, chain } = swap;
  if (!isSwapCurrency(fromCurrency) || !isSwapCurrency(toCurrency) || !isChain(chain)) return undefined;
  return { kind: "swap", fromCurrency, toCurrency, chain };
};

/** A K-Cash purchase's order (its payment id) and what was paid, from its details. */
const purchaseSubject = (reference: string | null, details: unknown): TransactionSubject | undefined => {
  if (reference === null || !UUID.test(reference) || !isRecord(details)) return undefined;
  const { fiatAmount, fiatCurrency } = details;
  if (typeof fiatAmount !== "number" || !Number.isSafeInteger(fiatAmount) || !isFiat(fiatCurrency))
    return undefined;
  return {
    kind: "kcashPurchase",
    paymentId: reference,
    fiat: { currency: fiatCurrency, amount: fiatAmount, decimals: FIAT_DECIMALS[fiatCurrency] },
  };
};

/**
 * The subject of a movement, or null when its reference names nothing Kleos knows. A campaign or tournament
 * that no longer exists is still named, by its slug or id; a voucher by the brand and title it was bought as.
 */
export const subjectOf = (
  transaction: Pick<LedgerTransactionRow, "type" | "reference" | "details">,
  names: ReferencedNames,
): TransactionSubject | null => {
  const { type, reference, details } = transaction;
  if (type === "meta-txn") return swapSubject(details) ?? null;
  if (type === "onramp") return purchaseSubject(reference, details) ?? null;
  if (reference === null) return null;
  if (reference === DEV_REWARD_REFERENCE) return { kind: "devReward" };

  const campaignSlug = afterPrefix(reference, "campaign:");
  if (campaignSlug !== undefined)
    return {
      kind: names.campaign?.kind === "quest" ? "quest" : "campaign",
      slug: campaignSlug,
      title: names.campaign?.title ?? campaignSlug,
    };

  const tournamentId = afterPrefix(reference, "tournament:");
  if (tournamentId !== undefined && UUID.test(tournamentId))
    return { kind: "tournament", tournamentId, title: names.tournament?.title ?? tournamentId };

  const voucherSlug = afterPrefix(reference, "voucher:");
  if (voucherSlug !== undefined) {
    const bought = isRecord(details) ? details : {};
    const brand = typeof bought["brand"] === "string" ? bought["brand"] : names.voucher?.brand;
    const title = typeof bought["title"] === "string" ? bought["title"] : names.voucher?.title;
    return { kind: "voucher", slug: voucherSlug, brand: brand ?? "", title: title ?? voucherSlug };
  }
  return null;
};
