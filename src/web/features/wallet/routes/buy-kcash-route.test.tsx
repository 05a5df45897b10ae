import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import {
  RAZORPAY_CHECKOUT_SRC,
  type RazorpayCheckoutLoader,
  type RazorpayConstructor,
  type RazorpayOptions,
} from "@/web/features/wallet/lib/razorpay-checkout";
import { BuyKcashRoute } from "@/web/features/wallet/routes/buy-kcash-route";
import { PurchaseConfirmationRoute } from "@/web/features/wallet/routes/purchase-confirmation-route";
import { SandboxCheckoutRoute } from "@/web/features/wallet/routes/sandbox-checkout-route";
import { loadCatalogue } from "@/web/lib/intl-provider";
import {
  LocationProbe,
  PROFILE,
  fakeWalletApi,
  ok,
  order,
  problem,
  renderWallet,
  setSignedIn,
  type Answer,
  type RecordedRequest,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

const page = (
  <>
    <Routes>
      <Route path="/buy-kcash" element={<BuyKcashRoute />} />
      <Route path="/buy-kcash/sandbox/:paymentId" element={<SandboxCheckoutRoute />} />
      <Route path="/purchase-confirmation" element={<PurchaseConfirmationRoute />} />
    </Routes>
    <LocationProbe />
  </>
);

const PAYMENT_ID = order().paymentId;
const SANDBOX_PATH = `/buy-kcash/sandbox/${PAYMENT_ID}`;
const CONFIRMATION_PATH = `/purchase-confirmation?paymentId=${PAYMENT_ID}`;

const RATES = { INR: 8_500, BRL: 560, USD: 100 } as const;

const conversion = (request: RecordedRequest): Answer => {
  const kcashAmount = Number(request.query.get("kcashAmount"));
  const fiatCurrency = (request.query.get("fiatCurrency") ?? "INR") as keyof typeof RATES;
  return ok({
    kcashAmount,
    usdtAmount: kcashAmount * 10,
    fiatCurrency,
    fiatAmount: Math.ceil((kcashAmount * 10 * RATES[fiatCurrency]) / 1_000_000),
    fiatDecimals: 2,
    kcashPerUsdt: 1000,
    fiatPerUsdt: RATES[fiatCurrency],
  });
};

const market = (country: "IN" | "BR", source: "phone" | "profile" = "phone") =>
  ok({
    country,
    source,
    storeRegion: country,
    fiatCurrency: country === "IN" ? "INR" : "BRL",
    fiatPerUsdt: country === "IN" ? RATES.INR : RATES.BRL,
    fiatDecimals: 2,
  });

/** The price line, whose amount is its own `<bdi>`. */
const pricing = (text: string) => (_content: string, element: Element | null) =>
  element?.getAttribute("aria-live") === "polite" && element.textContent === text;

const location = () => screen.getByRole("status", { name: "Location" }).textContent;

describe("buying K-Cash", () => {
  it("prices the amount, opens one order with an idempotency key and goes to the sandbox checkout", async () => {
    let attempts = 0;
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/onramp/conversion": conversion,
      "GET /api/users/me/market": market("IN"),
      "POST /api/payments/orders": () => {
        attempts += 1;
        return attempts === 1 ? problem(502, "UpstreamFailed") : ok(order(), 201);
      },
      [`GET /api/payments/orders/${PAYMENT_ID}`]: ok(order()),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/buy-kcash" });
    fireEvent.change(await screen.findByRole("textbox", { name: "K-Cash to buy" }), {
      target: { value: "500" },
    });
    expect(await screen.findByText(pricing("You pay ₹42.50"))).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe("API Failure");
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(location()).toBe(SANDBOX_PATH));

    const sent = fake.to("POST /api/payments/orders");
    expect(sent.map((request) => request.body)).toEqual([
      { kcashAmount: 50_000, fiatCurrency: "INR" },
      { kcashAmount: 50_000, fiatCurrency: "INR" },
    ]);
    const keys = sent.map((request) => request.headers.get("idempotency-key"));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByRole("heading", { level: 1, name: "Sandbox checkout" })).toBeTruthy();
  });

  it("keeps the rate one left-to-right run at the end of a Hebrew sentence", async () => {
    const fake = fakeWalletApi({ "GET /api/users/me/profile": ok(PROFILE) });
    renderWallet(page, {
      fetch: fake.fetch,
      route: "/buy-kcash",
      locale: "he",
      messages: await loadCatalogue("he"),
    });
    const title = await screen.findByRole("heading", { level: 1, name: "רכישת K-Cash" });
    const lead = title.closest("header")?.querySelector("p");
    expect(lead?.textContent).toBe("ה-K-Cash ייזקף לזכותכם ברגע שהתשלום יאושר. 1 USDT = 1,000 K-Cash.");
    expect(lead?.querySelector("bdi[dir=ltr]")?.textContent).toBe("1 USDT = 1,000 K-Cash");
  });

  it("refuses amounts outside 10 to 1,000,000 K-Cash without opening an order", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/onramp/conversion": conversion,
      "GET /api/users/me/market": market("IN"),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/buy-kcash" });
    const field = await screen.findByRole("textbox", { name: "K-Cash to buy" });
    for (const value of ["5", "1000001", "12.345"]) {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
      expect(await screen.findByText("Enter an amount from 10 K-Cash to 1.00M K-Cash")).toBeTruthy();
    }
    fireEvent.click(screen.getByRole("button", { name: "1,000 K-Cash" }));
    expect(await screen.findByText(pricing("You pay ₹85.00"))).toBeTruthy();
    expect(fake.to("POST /api/payments/orders")).toEqual([]);
  });

  it("approves in the sandbox and shows the K-Cash credited", async () => {
    let decided = false;
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: () =>
        ok(
          decided
            ? order({
                status: "paid",
                settledAt: "2026-03-05T14:08:00.000Z",
                transactionId: PAYMENT_ID,
                checkout: null,
              })
            : order(),
        ),
      [`POST /api/payments/sandbox/${PAYMENT_ID}`]: () => {
        decided = true;
        return ok(order({ status: "paid", checkout: null }));
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: SANDBOX_PATH });
    fireEvent.click(await screen.findByRole("button", { name: "Approve payment" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment successful" })).toBeTruthy();
    expect(screen.getByText("500 K-Cash has been added to your wallet.")).toBeTruthy();
    expect(location()).toBe(CONFIRMATION_PATH);
    expect(fake.to(`POST /api/payments/sandbox/${PAYMENT_ID}`).map((request) => request.body)).toEqual([
      { decision: "approve" },
    ]);
  });

  it("declines in the sandbox and says nothing was credited", async () => {
    let decided = false;
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: () =>
        ok(decided ? order({ status: "declined", checkout: null }) : order()),
      [`POST /api/payments/sandbox/${PAYMENT_ID}`]: () => {
        decided = true;
        return ok(order({ status: "declined", checkout: null }));
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: SANDBOX_PATH });
    fireEvent.click(await screen.findByRole("button", { name: "Decline payment" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment declined" })).toBeTruthy();
    expect(screen.getByText(/No K-Cash was credited/)).toBeTruthy();
  });

  it("waits on an open order, asking again until it is paid", async () => {
    let asked = 0;
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: () => {
        asked += 1;
        return ok(asked < 2 ? order() : order({ status: "paid", checkout: null }));
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: CONFIRMATION_PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Waiting for your payment" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to the payment" }).getAttribute("href")).toBe(
      SANDBOX_PATH,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Payment successful" })).toBeTruthy();
    // Paid while watched: the wallet's queries are refreshed, the order's among them.
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it("says an abandoned order credited nothing, and an unknown one was not found", async () => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: ok(order({ status: "expired", checkout: null })),
    });
    const { unmount } = renderWallet(page, { fetch: fake.fetch, route: CONFIRMATION_PATH });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeTruthy();
    expect(screen.getByText(/No K-Cash was credited/)).toBeTruthy();
    unmount();

    renderWallet(page, {
      fetch: fake.fetch,
      route: "/purchase-confirmation?paymentId=00000000-0000-4000-8000-000000000000",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "This purchase was not found" }),
    ).toBeTruthy();
  });
});

describe("buying K-Cash with Pix in Brazil", () => {
  // A BR Code as a bank app reads it; its content is the server's business, the page shows it as it is.
  const PAYLOAD =
    "00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865404112.05802BR5913KLEOS SANDBOX6009SAO PAULO62070503***6304ABCD";
  const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString();
  const pixOrder = (overrides: Parameters<typeof order>[0] = {}) =>
    order({ provider: "asaas", fiatCurrency: "BRL", fiatAmount: 280, ...overrides });

  it("prices in reais before paying, shows the QR and the copy-paste code, and waits until paid", async () => {
    let asked = 0;
    const writes: string[] = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    const open = pixOrder({
      checkout: { kind: "pix", payload: PAYLOAD, qrCodeImage: "iVBORw0KGgo=", expiresAt: inTenMinutes() },
    });
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/users/me/market": market("BR"),
      "GET /api/onramp/conversion": conversion,
      "POST /api/payments/orders": ok(open, 201),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: () => {
        asked += 1;
        return ok(asked < 3 ? open : pixOrder({ status: "paid", checkout: null }));
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: "/buy-kcash" });
    fireEvent.click(await screen.findByRole("button", { name: "1,000 K-Cash" }));
    expect(await screen.findByText(pricing("You pay R$5.60"))).toBeTruthy();
    expect(screen.getByText("R$5.60").tagName).toBe("BDI");
    expect(screen.getByText(/You pay with Pix/)).toBeTruthy();
    expect(fake.to("GET /api/onramp/conversion").at(-1)?.query.get("fiatCurrency")).toBe("BRL");

    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(location()).toBe(CONFIRMATION_PATH));
    expect(fake.to("POST /api/payments/orders").map((request) => request.body)).toEqual([
      { kcashAmount: 100_000, fiatCurrency: "BRL" },
    ]);
    expect(await screen.findByRole("heading", { level: 2, name: "Pay with Pix" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Pix QR code" }).getAttribute("src")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Pix copy-paste code" }).value).toBe(
      PAYLOAD,
    );
    expect(screen.getByRole("timer").textContent).toMatch(/^Expires in (09|10):\d\d$/);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await screen.findByText("Code copied")).toBeTruthy();
    expect(writes).toEqual([PAYLOAD]);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment successful" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Pay with Pix" })).toBeNull();
  });

  it("shows the sandbox's Pix code with its approve and decline buttons, without a QR image", async () => {
    const sandbox = order({
      fiatCurrency: "BRL",
      fiatAmount: 280,
      checkout: {
        kind: "sandbox",
        url: SANDBOX_PATH,
        pix: { payload: PAYLOAD, qrCodeImage: null, expiresAt: inTenMinutes() },
      },
    });
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: ok(sandbox),
    });
    renderWallet(page, { fetch: fake.fetch, route: SANDBOX_PATH });
    expect(await screen.findByRole("heading", { level: 2, name: "Pay with Pix" })).toBeTruthy();
    expect(screen.getByText("R$2.80")).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Pix copy-paste code" }).value).toBe(
      PAYLOAD,
    );
    expect(screen.queryByRole("img", { name: "Pix QR code" })).toBeNull();
    expect(screen.getByText(/No QR code is shown for this payment/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Approve payment" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline payment" })).toBeTruthy();
  });

  it("asks the market again when the purchase is refused for its currency", async () => {
    let marketAsked = 0;
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/users/me/market": () => {
        marketAsked += 1;
        return marketAsked === 1 ? market("BR") : market("IN", "profile");
      },
      "GET /api/onramp/conversion": conversion,
      "POST /api/payments/orders": problem(422, "FiatCurrencyMismatch"),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/buy-kcash" });
    fireEvent.click(await screen.findByRole("button", { name: "1,000 K-Cash" }));
    expect(await screen.findByText(pricing("You pay R$5.60"))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Prices in your country are in another currency. Reload the page to see them.",
    );
    expect(await screen.findByText(pricing("You pay ₹85.00"))).toBeTruthy();
  });
});

describe("buying K-Cash through Razorpay", () => {
  const RAZORPAY_CHECKOUT = {
    kind: "razorpay" as const,
    keyId: "rzp_test_KleosFake0001",
    orderId: "order_Kleos00000000001",
    amount: 42_500,
    currency: "INR",
  };
  const razorpayOrder = order({ provider: "razorpay", checkout: RAZORPAY_CHECKOUT });

  /** checkout.js stand-in: the script "defines" `window.Razorpay` (after `failures` failed loads). */
  const fakeCheckout = (failures = 0) => {
    const opened: RazorpayOptions[] = [];
    const sources: string[] = [];
    let defined: RazorpayConstructor | undefined;
    let left = failures;
    const Razorpay = class {
      constructor(readonly options: RazorpayOptions) {}
      open() {
        opened.push(this.options);
      }
    } satisfies RazorpayConstructor;
    const loader: RazorpayCheckoutLoader = {
      loadScript: (src) => {
        sources.push(src);
        if (left > 0) {
          left -= 1;
          return Promise.reject(new Error("offline"));
        }
        defined = Razorpay;
        return Promise.resolve();
      },
      razorpay: () => defined,
    };
    return { loader, opened, sources };
  };

  const razorpayPage = (loader: RazorpayCheckoutLoader) => (
    <>
      <Routes>
        <Route path="/buy-kcash" element={<BuyKcashRoute razorpayLoader={loader} />} />
        <Route path="/purchase-confirmation" element={<PurchaseConfirmationRoute />} />
      </Routes>
      <LocationProbe />
    </>
  );

  const buy = async (loader: RazorpayCheckoutLoader) => {
    const fake = fakeWalletApi({
      "GET /api/users/me/profile": ok(PROFILE),
      "GET /api/onramp/conversion": conversion,
      "GET /api/users/me/market": market("IN"),
      "POST /api/payments/orders": ok(razorpayOrder, 201),
      [`GET /api/payments/orders/${PAYMENT_ID}`]: ok(razorpayOrder),
    });
    renderWallet(razorpayPage(loader), { fetch: fake.fetch, route: "/buy-kcash" });
    fireEvent.change(await screen.findByRole("textbox", { name: "K-Cash to buy" }), {
      target: { value: "500" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    return fake;
  };

  it("opens Razorpay Checkout with the order's options and goes to the confirmation once paid", async () => {
    const checkout = fakeCheckout();
    const fake = await buy(checkout.loader);
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    expect(checkout.sources).toEqual([RAZORPAY_CHECKOUT_SRC]);
    expect(checkout.opened[0]).toMatchObject({
      key: RAZORPAY_CHECKOUT.keyId,
      order_id: RAZORPAY_CHECKOUT.orderId,
      amount: 42_500,
      currency: "INR",
      name: "Kleos",
      description: "Buy 500 K-Cash",
    });
    expect(location()).toBe("/buy-kcash");

    act(() => checkout.opened[0]?.handler({ razorpay_payment_id: "pay_Kleos1" }));
    await waitFor(() => expect(location()).toBe(CONFIRMATION_PATH));
    expect(fake.to("POST /api/payments/orders")).toHaveLength(1);
  });

  it("goes to the confirmation when the buyer closes the checkout", async () => {
    const checkout = fakeCheckout();
    await buy(checkout.loader);
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    act(() => checkout.opened[0]?.modal.ondismiss());
    await waitFor(() => expect(location()).toBe(CONFIRMATION_PATH));
  });

  it("says the checkout could not be opened when its script fails, and opens the same order on retry", async () => {
    const checkout = fakeCheckout(1);
    const fake = await buy(checkout.loader);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The payment window could not be opened. Check your connection and try again.",
    );
    expect(checkout.opened).toEqual([]);
    expect(location()).toBe("/buy-kcash");

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(checkout.opened).toHaveLength(1));
    expect(checkout.opened[0]?.order_id).toBe(RAZORPAY_CHECKOUT.orderId);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(fake.to("POST /api/payments/orders")).toHaveLength(1);
    act(() => checkout.opened[0]?.modal.ondismiss());
    await waitFor(() => expect(location()).toBe(CONFIRMATION_PATH));
  });
});
