import { describe, expect, it, vi } from "vitest";
import {
  RAZORPAY_CHECKOUT_SRC,
  RazorpayCheckoutUnavailable,
  browserRazorpayLoader,
  loadRazorpay,
  openRazorpayCheckout,
  type RazorpayCheckoutLoader,
  type RazorpayConstructor,
  type RazorpayOptions,
  type RazorpayOrderCheckout,
} from "@/web/features/wallet/lib/razorpay-checkout";

const CHECKOUT: RazorpayOrderCheckout = {
  kind: "razorpay",
  keyId: "rzp_test_KleosFake0001",
  orderId: "order_Kleos00000000001",
  amount: 42_500,
  currency: "INR",
};

/** A stand-in for checkout.js: `window.Razorpay` records what it was opened with. */
const fakeRazorpay = () => {
  const opened: RazorpayOptions[] = [];
  const Razorpay = class {
    constructor(readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
    }
  } satisfies RazorpayConstructor;
  return { Razorpay, opened };
};

/** A loader whose script defines the fake on `window.Razorpay`, or fails `failures` times first. */
const fakeLoader = (Razorpay: RazorpayConstructor | undefined, failures = 0) => {
  const sources: string[] = [];
  let defined: RazorpayConstructor | undefined;
  let left = failures;
  const loader: RazorpayCheckoutLoader = {
    loadScript: (src) => {
      sources.push(src);
      if (left > 0) {
        left -= 1;
        return Promise.reject(new Error("net::ERR_BLOCKED_BY_CLIENT"));
      }
      defined = Razorpay;
      return Promise.resolve();
    },
    razorpay: () => defined,
  };
  return { loader, sources };
};

const presentation = () => ({
  name: "Kleos",
  description: "Buy 500 K-Cash",
  prefill: { email: "gamer@example.com" },
  themeColor: "#7cf29c",
  onPaid: vi.fn(),
  onDismiss: vi.fn(),
});

describe("Razorpay Checkout", () => {
  it("loads checkout.js once, lazily, and opens it with the order's key, order id, amount and currency", async () => {
    const razorpay = fakeRazorpay();
    const { loader, sources } = fakeLoader(razorpay.Razorpay);
    expect(sources).toEqual([]);

    await openRazorpayCheckout(CHECKOUT, presentation(), loader);
    await openRazorpayCheckout({ ...CHECKOUT, orderId: "order_Kleos00000000002" }, presentation(), loader);

    expect(sources).toEqual([RAZORPAY_CHECKOUT_SRC]);
    expect(RAZORPAY_CHECKOUT_SRC).toBe("https://checkout.razorpay.com/v1/checkout.js");
    expect(razorpay.opened).toHaveLength(2);
    expect(razorpay.opened[0]).toMatchObject({
      key: "rzp_test_KleosFake0001",
      order_id: "order_Kleos00000000001",
      amount: 42_500,
      currency: "INR",
      name: "Kleos",
      description: "Buy 500 K-Cash",
      prefill: { email: "gamer@example.com" },
      theme: { color: "#7cf29c" },
    });
    expect(razorpay.opened[1]?.order_id).toBe("order_Kleos00000000002");
  });

  it("reports a payment through handler and a closed modal through modal.ondismiss, once", async () => {
    const razorpay = fakeRazorpay();
    const { loader } = fakeLoader(razorpay.Razorpay);
    const paid = presentation();
    await openRazorpayCheckout(CHECKOUT, paid, loader);
    const response = { razorpay_payment_id: "pay_Kleos1", razorpay_order_id: CHECKOUT.orderId };
    razorpay.opened[0]?.handler(response);
    razorpay.opened[0]?.modal.ondismiss();
    expect(paid.onPaid).toHaveBeenCalledExactlyOnceWith(response);
    expect(paid.onDismiss).not.toHaveBeenCalled();

    const closed = presentation();
    await openRazorpayCheckout(CHECKOUT, closed, loader);
    razorpay.opened[1]?.modal.ondismiss();
    expect(closed.onDismiss).toHaveBeenCalledOnce();
    expect(closed.onPaid).not.toHaveBeenCalled();
  });

  it("fails with RazorpayCheckoutUnavailable when the script does not load, and loads it again on retry", async () => {
    const razorpay = fakeRazorpay();
    const { loader, sources } = fakeLoader(razorpay.Razorpay, 1);
    await expect(openRazorpayCheckout(CHECKOUT, presentation(), loader)).rejects.toBeInstanceOf(
      RazorpayCheckoutUnavailable,
    );
    expect(razorpay.opened).toEqual([]);

    await openRazorpayCheckout(CHECKOUT, presentation(), loader);
    expect(sources).toEqual([RAZORPAY_CHECKOUT_SRC, RAZORPAY_CHECKOUT_SRC]);
    expect(razorpay.opened).toHaveLength(1);
  });

  it("fails when the script loads but defines no Razorpay", async () => {
    const { loader } = fakeLoader(undefined);
    await expect(loadRazorpay(loader)).rejects.toBeInstanceOf(RazorpayCheckoutUnavailable);
  });

  it("uses a Razorpay already on the page without fetching the script", async () => {
    const razorpay = fakeRazorpay();
    const loadScript = vi.fn(() => Promise.resolve());
    await expect(loadRazorpay({ loadScript, razorpay: () => razorpay.Razorpay })).resolves.toBe(
      razorpay.Razorpay,
    );
    expect(loadScript).not.toHaveBeenCalled();
  });

  it("adds checkout.js to the page in the browser and reads window.Razorpay", async () => {
    const pending = browserRazorpayLoader.loadScript(RAZORPAY_CHECKOUT_SRC);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`);
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event("error"));
    await expect(pending).rejects.toThrow(RAZORPAY_CHECKOUT_SRC);
    expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)).toBeNull();

    const razorpay = fakeRazorpay();
    (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay = razorpay.Razorpay;
    try {
      expect(browserRazorpayLoader.razorpay()).toBe(razorpay.Razorpay);
    } finally {
      delete (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
    }
  });
});
