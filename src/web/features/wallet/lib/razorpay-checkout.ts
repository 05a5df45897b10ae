/**
 * Razorpay Standard Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * Razorpay's script (checkout.js) defines `window.Razorpay`; `new Razorpay(options).open()` shows its payment
 * modal for an order the server opened. The script is fetched only when a buyer's order asks for it (never
 * with the site's own bundles), once per page; a failed fetch is forgotten so that a retry fetches it again.
 *
 * The checkout's answers are not trusted: K-Cash is credited only by Razorpay's verified webhook, so both
 * `handler` (paid) and `modal.ondismiss` (closed) just lead to the purchase confirmation, which reads the order.
 */

export const RAZORPAY_CHECKOUT_SRC = "https://checkout.razorpay.com/v1/checkout.js";

/** The order's checkout as the server answers it (api-spec/payments.yaml `Checkout`, kind razorpay). */
export interface RazorpayOrderCheckout {
  readonly kind: "razorpay";
  readonly keyId: string;
  readonly orderId: string;
  /** Minor units (paise). */
  readonly amount: number;
  readonly currency: string;
}

/** What Razorpay's `handler` gets when a payment went through. */
export interface RazorpayPaymentSuccess {
  readonly razorpay_payment_id: string;
  readonly razorpay_order_id?: string;
  readonly razorpay_signature?: string;
}

/** Standard Checkout's options (the ones the site uses). */
export interface RazorpayOptions {
  readonly key: string;
  readonly amount: number;
  readonly currency: string;
  readonly order_id: string;
  readonly name: string;
  readonly description: string;
  readonly prefill?: { readonly name?: string; readonly email?: string; readonly contact?: string };
  readonly theme?: { readonly color?: string };
  readonly handler: (response: RazorpayPaymentSuccess) => void;
  readonly modal: { readonly ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Where the checkout comes from: the real script in the browser, fakes in tests. */
export interface RazorpayCheckoutLoader {
  /** Adds the script at `src` to the page; settles when it has run or failed. */
  readonly loadScript: (src: string) => Promise<void>;
  /** The constructor the script defined (`window.Razorpay`), if any. */
  readonly razorpay: () => RazorpayConstructor | undefined;
}

/** Thrown when Razorpay Checkout cannot be loaded (offline, blocked, or the script defined nothing). */
export class RazorpayCheckoutUnavailable extends Error {
  constructor(options?: { cause: unknown }) {
    super("Razorpay Checkout could not be loaded", options);
    this.name = "RazorpayCheckoutUnavailable";
  }
}

const appendScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Removed, so that a retry adds a fresh one.
      script.remove();
      reject(new Error(`The script ${src} did not load`));
    };
    document.head.appendChild(script);
  });

/** The browser's loader: a <script> tag, and `window.Razorpay`. */
export const browserRazorpayLoader: RazorpayCheckoutLoader = {
  loadScript: appendScript,
  razorpay: () => (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay,
};

/** One load per loader (one page): later orders reuse the script. */
const loads = new WeakMap<RazorpayCheckoutLoader, Promise<RazorpayConstructor>>();

/** Razorpay's constructor, loading checkout.js first unless it is already there. */
export const loadRazorpay = (loader: RazorpayCheckoutLoader): Promise<RazorpayConstructor> => {
  const present = loader.razorpay();
  if (present !== undefined) return Promise.resolve(present);
  const pending = loads.get(loader);
  if (pending !== undefined) return pending;
  const load = loader.loadScript(RAZORPAY_CHECKOUT_SRC).then(
    () => {
      const loaded = loader.razorpay();
      if (loaded === undefined) throw new RazorpayCheckoutUnavailable();
      return loaded;
    },
    (cause: unknown) => {
      throw new RazorpayCheckoutUnavailable({ cause });
    },
  );
  loads.set(loader, load);
  // A failure is not kept: the next attempt (the buyer's retry) loads the script again.
  load.catch(() => loads.delete(loader));
  return load;
};

/** What the page adds to the order's own options. */
export interface RazorpayCheckoutPresentation {
  /** The merchant name shown at the top of the modal. */
  readonly name: string;
  /** What is bought. */
  readonly description: string;
  readonly prefill?: RazorpayOptions["prefill"];
  readonly themeColor?: string;
  /** The payment went through (Razorpay called `handler`). */
  readonly onPaid: (response: RazorpayPaymentSuccess) => void;
  /** The buyer closed the modal. */
  readonly onDismiss: () => void;
}

/** Standard Checkout's options for an order: its key, order id, amount and currency as the server gave them. */
export const razorpayOptionsFor = (
  checkout: RazorpayOrderCheckout,
  presentation: RazorpayCheckoutPresentation,
): RazorpayOptions => ({
  key: checkout.keyId,
  amount: checkout.amount,
  currency: checkout.currency,
  order_id: checkout.orderId,
  name: presentation.name,
  description: presentation.description,
  ...(presentation.prefill === undefined ? {} : { prefill: presentation.prefill }),
  ...(presentation.themeColor === undefined ? {} : { theme: { color: presentation.themeColor } }),
  handler: (response) => presentation.onPaid(response),
  modal: { ondismiss: () => presentation.onDismiss() },
});

/**
 * Loads Razorpay Checkout (once) and opens it for the order. Rejects with RazorpayCheckoutUnavailable when
 * the script cannot be loaded; `onPaid` or `onDismiss` is called once the buyer is done with the modal.
 */
export const openRazorpayCheckout = async (
  checkout: RazorpayOrderCheckout,
  presentation: RazorpayCheckoutPresentation,
  loader: RazorpayCheckoutLoader = browserRazorpayLoader,
): Promise<void> => {
  const Razorpay = await loadRazorpay(loader);
  let done = false;
  // Called at most once between them, whichever Razorpay reports first.
  const once =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A) => {
      if (done) return;
      done = true;
      callback(...args);
    };
  new Razorpay(
    razorpayOptionsFor(checkout, {
      ...presentation,
      onPaid: once(presentation.onPaid),
      onDismiss: once(presentation.onDismiss),
    }),
  ).open();
};
