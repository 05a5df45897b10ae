import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { components } from "#generated/api";
import { KStoreRoute } from "@/web/features/store/routes/k-store-route";
import { fakeApi, json, problem, type RecordedRequest } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { LocationProbe, renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

type Schemas = components["schemas"];

afterEach(() => {
  setSignedIn(false);
  vi.unstubAllGlobals();
});

const voucher = (overrides: Partial<Schemas["Voucher"]> = {}): Schemas["Voucher"] => ({
  id: "5a5a5a5a-0000-4000-8000-000000000001",
  slug: "google-play-inr-100",
  brand: "Google Play",
  title: "Google Play gift card ₹100",
  description: "Apps and games.",
  faceValue: { currency: "INR", amount: 10_000, decimals: 2 },
  price: { currency: "KCASH", amount: 120_000, decimals: 2 },
  kpointsPrice: null,
  regions: ["IN"],
  stock: 4,
  featured: true,
  ...overrides,
});

const PLAY = voucher();
const STEAM = voucher({
  id: "5a5a5a5a-0000-4000-8000-000000000002",
  slug: "steam-wallet-inr-1000",
  brand: "Steam",
  title: "Steam wallet code ₹1000",
  regions: ["IN", "Other"],
  stock: 0,
  featured: false,
});
const IFOOD = voucher({
  id: "5a5a5a5a-0000-4000-8000-000000000003",
  slug: "ifood-brl-50",
  brand: "iFood",
  title: "iFood gift card R$50",
  faceValue: { currency: "BRL", amount: 5_000, decimals: 2 },
  regions: ["BR"],
  featured: false,
});

const page = <T,>(items: readonly T[]) => ({
  items: [...items],
  page: { pageOffset: 0, pageLimit: 20, total: items.length },
});

const balances = (kcash: number) => ({
  balances: [
    { currency: "KCASH", amount: kcash, decimals: 2 },
    { currency: "RKLEOS", amount: 0, decimals: 8 },
    { currency: "KPOINTS", amount: 0, decimals: 0 },
  ],
});

const REDEMPTION: Schemas["Redemption"] = {
  id: "7b7b7b7b-0000-4000-8000-000000000001",
  voucher: { id: PLAY.id, slug: PLAY.slug, brand: PLAY.brand, title: PLAY.title, faceValue: PLAY.faceValue },
  code: "ABCD-EFGH-JKLM-NPQR",
  redeemedAt: "2026-03-01T10:00:00.000Z",
  pricePaid: { currency: "KCASH", amount: 120_000, decimals: 2 },
  transactionId: "8c8c8c8c-0000-4000-8000-000000000001",
};

const storeApi = (
  options: {
    kcash?: number;
    redeem?: (request: RecordedRequest) => ReturnType<typeof json>;
    country?: string | null;
    market?: Schemas["Market"];
  } = {},
) =>
  fakeApi({
    "GET /api/users/me/profile": json(200, userProfile({ countryCode: options.country ?? null })),
    ...(options.market === undefined ? {} : { "GET /api/users/me/market": json(200, options.market) }),
    "GET /api/store/vouchers": (request) => {
      const region = request.query.get("region");
      const search = request.query.get("search")?.toLowerCase();
      return json(
        200,
        page(
          [PLAY, STEAM, IFOOD].filter(
            (item) =>
              (region === null || item.regions.some((value) => value === region)) &&
              (search === undefined || `${item.brand} ${item.title}`.toLowerCase().includes(search)),
          ),
        ),
      );
    },
    "GET /api/wallets/balance": json(200, balances(options.kcash ?? 500_000)),
    "POST /api/store/vouchers/5a5a5a5a-0000-4000-8000-000000000001/redemptions":
      options.redeem ??
      (() =>
        json(201, { redemption: REDEMPTION, balance: { currency: "KCASH", amount: 380_000, decimals: 2 } })),
    "GET /api/store/redemptions": json(200, page([REDEMPTION])),
  });

const render = (fetch: typeof globalThis.fetch, { route = "/k-store", signedIn = true } = {}) =>
  renderWithSession(
    <Routes>
      <Route
        path="/k-store"
        element={
          <>
            <KStoreRoute />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { fetch, route, signedIn },
  );

describe("KStoreRoute", () => {
  it("lists vouchers with price, face value, stock and badges, opening on the profile's region", async () => {
    const fake = storeApi({ country: "IN" });
    render(fake.fetch);
    expect(await screen.findByRole("heading", { level: 1, name: "K-Store" })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Google Play gift card ₹100" });
    const inCard = within(card);
    expect(inCard.getByText("1,200 K-Cash")).toBeTruthy();
    expect(inCard.getByText("Worth ₹100")).toBeTruthy();
    expect(inCard.getByText("Featured")).toBeTruthy();
    expect(inCard.getByText("4 left")).toBeTruthy();
    expect(inCard.getByText("India")).toBeTruthy();

    const steam = screen.getByRole("article", { name: "Steam wallet code ₹1000" });
    expect(within(steam).getAllByText("Sold out").length).toBeGreaterThan(0);
    expect((within(steam).getByRole("button", { name: "Sold out" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole("article", { name: "iFood gift card R$50" })).toBeNull();
    await waitFor(() => expect(fake.to("GET /api/store/vouchers").at(-1)?.query.get("region")).toBe("IN"));
    expect(screen.getByText("2 vouchers")).toBeTruthy();
  });

  it("opens on the market's region and says where the gamer shops from", async () => {
    const fake = storeApi({
      market: {
        country: "BR",
        source: "phone",
        storeRegion: "BR",
        fiatCurrency: "BRL",
        fiatPerUsdt: 560,
        fiatDecimals: 2,
      },
    });
    render(fake.fetch);
    expect(await screen.findByRole("article", { name: "iFood gift card R$50" })).toBeTruthy();
    await waitFor(() => expect(fake.to("GET /api/store/vouchers").at(-1)?.query.get("region")).toBe("BR"));
    expect(screen.getByText("You shop from Brazil, the country of your phone number.")).toBeTruthy();
    expect(screen.queryByText(/not all for your region/)).toBeNull();
  });

  it("marks vouchers the gamer's region cannot redeem before anything is confirmed", async () => {
    const fake = storeApi({
      market: {
        country: "IN",
        source: "profile",
        storeRegion: "IN",
        fiatCurrency: "INR",
        fiatPerUsdt: 8500,
        fiatDecimals: 2,
      },
    });
    render(fake.fetch, { route: "/k-store?region=all" });
    expect(
      await screen.findByText(
        "These vouchers are not all for your region (India): you can look, but redeem only those for it.",
      ),
    ).toBeTruthy();
    const ifood = screen.getByRole("article", { name: "iFood gift card R$50" });
    const refused = within(ifood).getByRole("button", { name: "Not in your region" }) as HTMLButtonElement;
    expect(refused.disabled).toBe(true);
    fireEvent.click(refused);
    expect(screen.queryByRole("dialog")).toBeNull();
    const play = screen.getByRole("article", { name: "Google Play gift card ₹100" });
    expect((within(play).getByRole("button", { name: "Redeem" }) as HTMLButtonElement).disabled).toBe(false);
    expect(fake.to("POST /api/store/vouchers/5a5a5a5a-0000-4000-8000-000000000003/redemptions")).toHaveLength(
      0,
    );
  });

  it("filters by region and search", async () => {
    const fake = storeApi({ country: "IN" });
    render(fake.fetch, { route: "/k-store?region=all" });
    await screen.findByRole("article", { name: "iFood gift card R$50" });
    expect(fake.to("GET /api/store/vouchers")[0]?.query.has("region")).toBe(false);

    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "BR" } });
    await waitFor(() =>
      expect(screen.queryByRole("article", { name: "Google Play gift card ₹100" })).toBeNull(),
    );
    expect(screen.getByRole("article", { name: "iFood gift card R$50" })).toBeTruthy();
    expect(screen.getByLabelText("Location").textContent).toContain("region=BR");

    fireEvent.change(screen.getByLabelText("Region"), { target: { value: "all" } });
    fireEvent.change(screen.getByLabelText("Search brand or voucher"), { target: { value: "steam" } });
    await waitFor(() => expect(fake.to("GET /api/store/vouchers").at(-1)?.query.get("search")).toBe("steam"));
    await waitFor(() => expect(screen.queryByRole("article", { name: "iFood gift card R$50" })).toBeNull());
    expect(screen.getByRole("article", { name: "Steam wallet code ₹1000" })).toBeTruthy();
  });

  it("shows an empty state, and a failure with a retry that asks again", async () => {
    let failing = true;
    const fake = fakeApi({
      "GET /api/users/me/profile": json(200, userProfile()),
      "GET /api/store/vouchers": () => (failing ? problem(429, "RateLimited") : json(200, page([]))),
    });
    render(fake.fetch, { route: "/k-store?region=all" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The vouchers could not be loaded")).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No vouchers here yet")).toBeTruthy();
  });

  it("asks a guest who wants to redeem to sign in first, keeping the voucher for after", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: "/k-store?region=all", signedIn: false });
    const card = await screen.findByRole("article", { name: "Google Play gift card ₹100" });
    fireEvent.click(within(card).getByRole("button", { name: "Redeem" }));
    const dialog = screen.getByRole("dialog", { name: "Sign in to redeem Google Play gift card ₹100" });
    expect(dialog.textContent).toContain("No password");
    expect(screen.getByLabelText("Location").textContent).not.toContain("startLoginFlow");

    fireEvent.click(within(dialog).getByRole("button", { name: "Sign in and continue" }));
    const location = screen.getByLabelText("Location").textContent ?? "";
    expect(location).toContain("startLoginFlow=true");
    expect(location).toContain(`redeem=${PLAY.id}`);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fake.to(`POST /api/store/vouchers/${PLAY.id}/redemptions`)).toHaveLength(0);
  });

  it("never opens a redemption for a guest, whatever the address names", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: `/k-store?region=all&redeem=${PLAY.id}`, signedIn: false });
    expect(await screen.findByRole("article", { name: "Google Play gift card ₹100" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lets a guest step back from the store's login modal without signing in", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: "/k-store?region=all", signedIn: false });
    const card = await screen.findByRole("article", { name: "Google Play gift card ₹100" });
    fireEvent.click(within(card).getByRole("button", { name: "Redeem" }));
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText("Location").textContent).toBe("/k-store?region=all");
  });

  it("opens the redemption a guest started once they are signed in, for them to confirm", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: `/k-store?region=all&redeem=${PLAY.id}` });
    const dialog = await screen.findByRole("dialog", { name: "Redeem Google Play gift card ₹100" });
    expect(fake.to(`POST /api/store/vouchers/${PLAY.id}/redemptions`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByLabelText("Location").textContent).toBe("/k-store?region=all"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists my vouchers with their codes in the My vouchers tab", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: "/k-store?tab=mine" });
    const item = await screen.findByRole("article", { name: "Google Play gift card ₹100" });
    expect(within(item).getByText("ABCD-EFGH-JKLM-NPQR")).toBeTruthy();
    expect(within(item).getByText("1,200 K-Cash")).toBeTruthy();
    expect(within(item).getByText("Redeemed 01/Mar/26, 10:00 am")).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Copy code" })).toBeTruthy();
    expect(fake.to("GET /api/store/redemptions")).toHaveLength(1);
  });

  it("asks a guest to sign in for My vouchers, without calling for them", async () => {
    const fake = storeApi();
    render(fake.fetch, { route: "/k-store?tab=mine", signedIn: false });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(screen.getByLabelText("Location").textContent).toContain("startLoginFlow=true");
    expect(fake.to("GET /api/store/redemptions")).toHaveLength(0);
  });
});
