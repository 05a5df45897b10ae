/*
 * Swap transaction modal (spec §4): steps initial, loading, failed. Submitting moves to loading; the answer
 * closes the modal on success or shows failed, from which the user may try again (back to initial) or close.
 * The modal cannot be closed while loading, so a swap in flight is never forgotten by the screen.
 */

export const SWAP_MODAL_STEPS = ["INITIAL", "LOADING", "FAILED", "CLOSED"] as const;
export type SwapModalStep = (typeof SWAP_MODAL_STEPS)[number];

export type SwapModalEvent =
  | { readonly type: "OPEN" }
  | { readonly type: "SUBMIT" }
  | { readonly type: "SUCCEEDED" }
  | { readonly type: "FAILED" }
  | { readonly type: "TRY_AGAIN" }
  | { readonly type: "CLOSE" };

export const swapModalTransition = (step: SwapModalStep, event: SwapModalEvent): SwapModalStep => {
  switch (event.type) {
    case "OPEN":
      return step === "CLOSED" ? "INITIAL" : step;
    case "SUBMIT":
      return step === "INITIAL" ? "LOADING" : step;
    case "SUCCEEDED":
      return step === "LOADING" ? "CLOSED" : step;
    case "FAILED":
      return step === "LOADING" ? "FAILED" : step;
    case "TRY_AGAIN":
      return step === "FAILED" ? "INITIAL" : step;
    case "CLOSE":
      return step === "LOADING" ? step : "CLOSED";
  }
};
