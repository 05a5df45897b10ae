/**
 * The demo voucher store: vouchers for India (INR) and Brazil (BRL) and a few sold everywhere, each with a handful
 * of codes made at seed time from node:crypto (never the same on two machines). Idempotent by slug: a voucher
 * already in the store keeps its codes, sold or not; only missing vouchers are added, with fresh codes.
 * `steam-wallet-inr-1000` is seeded without codes: the sold-out voucher of the demo.
 */
import { randomInt } from "node:crypto";
import { kcashBaseOf, type StoreRegion, type VoucherFiatCurrency } from "@/domain/store/voucher-rules";
import type { DbOrTransaction } from "@/server/db/client";
import { storeRepository, type NewVoucher } from "@/server/db/repositories/store-repository";

interface DemoVoucher {
  readonly slug: string;
  readonly brand: string;
  readonly title: string;
  readonly description: string;
  readonly face: { readonly currency: VoucherFiatCurrency; readonly whole: number };
  /** Whole K-Cash. */
  readonly priceKcash: number;
  /** K-Points, where the voucher is also sold for them (Kickstart alone pays 500). */
  readonly priceKpoints?: number;
  readonly regions: readonly StoreRegion[];
  readonly featured?: boolean;
  /** How many codes to make (0: sold out from the start). */
  readonly codes: number;
}

export const DEMO_VOUCHERS: readonly DemoVoucher[] = [
  {
    slug: "google-play-inr-100",
    brand: "Google Play",
    title: "Google Play gift card ₹100",
    description: "Apps, games and in-game items on Google Play India.",
    face: { currency: "INR", whole: 100 },
    priceKcash: 1_200,
    priceKpoints: 600,
    regions: ["IN"],
    featured: true,
    codes: 5,
  },
  {
    slug: "amazon-pay-inr-250",
    brand: "Amazon Pay",
    title: "Amazon Pay gift card ₹250",
    description: "Spend on Amazon.in or anywhere Amazon Pay is accepted.",
    face: { currency: "INR", whole: 250 },
    priceKcash: 3_000,
    regions: ["IN"],
    codes: 4,
  },
  {
    slug: "flipkart-inr-500",
    brand: "Flipkart",
    title: "Flipkart gift card ₹500",
    description: "Shop electronics, fashion and more on Flipkart.",
    face: { currency: "INR", whole: 500 },
    priceKcash: 6_000,
    regions: ["IN"],
    codes: 3,
  },
  {
    slug: "garena-free-fire-diamonds-inr-80",
    brand: "Garena Free Fire",
    title: "100 Free Fire diamonds",
    description: "Diamonds for Garena Free Fire, credited on your player id.",
    face: { currency: "INR", whole: 80 },
    priceKcash: 950,
    priceKpoints: 450,
    regions: ["IN", "BR"],
    featured: true,
    codes: 6,
  },
  {
    slug: "steam-wallet-inr-1000",
    brand: "Steam",
    title: "Steam wallet code ₹1000",
    description: "Add funds to your Steam wallet.",
    face: { currency: "INR", whole: 1_000 },
    priceKcash: 12_000,
    regions: ["IN", "Other"],
    codes: 0,
  },
  {
    slug: "google-play-brl-30",
    brand: "Google Play",
    title: "Google Play gift card R$30",
    description: "Apps, games and in-game items on Google Play Brasil.",
    face: { currency: "BRL", whole: 30 },
    priceKcash: 6_000,
    priceKpoints: 2_000,
    regions: ["BR"],
    featured: true,
    codes: 5,
  },
  {
    slug: "ifood-brl-50",
    brand: "iFood",
    title: "iFood gift card R$50",
    description: "Food delivery across Brazil with iFood.",
    face: { currency: "BRL", whole: 50 },
    priceKcash: 10_000,
    regions: ["BR"],
    codes: 4,
  },
  {
    slug: "playstation-store-brl-60",
    brand: "PlayStation Store",
    title: "PlayStation Store R$60",
    description: "Games, add-ons and PlayStation Plus on the Brazilian PlayStation Store.",
    face: { currency: "BRL", whole: 60 },
    priceKcash: 12_000,
    regions: ["BR"],
    codes: 3,
  },
  {
    slug: "netflix-brl-70",
    brand: "Netflix",
    title: "Netflix gift card R$70",
    description: "Pay for your Netflix plan in Brazil.",
    face: { currency: "BRL", whole: 70 },
    priceKcash: 14_000,
    regions: ["BR", "Other"],
    codes: 2,
  },
];

/** Code characters without look-alikes (no 0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random voucher code, `XXXX-XXXX-XXXX-XXXX`. */
export const randomVoucherCode = (): string =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(""),
  ).join("-");

const newVoucherOf = (voucher: DemoVoucher): NewVoucher => ({
  slug: voucher.slug,
  brand: voucher.brand,
  title: voucher.title,
  description: voucher.description,
  faceCurrency: voucher.face.currency,
  // Both face currencies have two decimals (paise, centavos).
  faceValue: voucher.face.whole * 100,
  priceKcash: kcashBaseOf(voucher.priceKcash),
  priceKpoints: voucher.priceKpoints ?? null,
  regions: voucher.regions,
  featured: voucher.featured ?? false,
});

export const seedDemoStore = async (db: DbOrTransaction): Promise<void> => {
  const existing = await storeRepository.existingSlugs(
    db,
    DEMO_VOUCHERS.map((voucher) => voucher.slug),
  );
  const missing = DEMO_VOUCHERS.filter((voucher) => !existing.has(voucher.slug));
  await storeRepository.upsertVouchers(
    db,
    missing.map((voucher) => ({
      ...newVoucherOf(voucher),
      codes: [...new Set(Array.from({ length: voucher.codes }, randomVoucherCode))],
    })),
  );
};
