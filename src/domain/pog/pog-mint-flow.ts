/*
 * POG mint states and steps (spec §4). Steps in order: reserve name, create avatar, mint card. The avatar is
 * built by picking a category, a character and a style, then uploading a selfie; generation runs on the
 * server, then the card is minted (about 100 seconds). The spec has no state between the two: the flow stays in
 * AVATAR_GENERATION_PENDING while the avatar is drawn and once it is ready, until the gamer asks for the mint
 * (a ready avatar is what the mint request checks, never what moves the state). A category needs a free avatar slot: without one the
 * user pays for a slot, which is processing until it settles or fails (a failed payment may be retried).
 * Choices can be revisited with BACK inside the avatar step; events that do not apply leave the state alone.
 * A failed generation returns to the selfie. A failed mint does not leave MINT_IN_PROGRESS: the mint is a
 * durable job that is retried until it succeeds, and the user meanwhile sees `PogMintFailed`'s message.
 */

export const POG_MINT_STATES = [
  "RESERVE_USERNAME",
  "AVATAR_CATEGORY_SELECTION",
  "CHARACTER_SELECTION",
  "STYLE_SELECTION",
  "SELFIE_UPLOAD",
  "AVATAR_GENERATION_PENDING",
  "MINT_IN_PROGRESS",
  "MINTED",
  "SLOT_PAYMENT_PROCESSING",
  "SLOT_PAYMENT_FAILED",
] as const;
export type PogMintState = (typeof POG_MINT_STATES)[number];

export const POG_MINT_STEPS = ["RESERVE_NAME", "CREATE_AVATAR", "MINT_CARD"] as const;
export type PogMintStep = (typeof POG_MINT_STEPS)[number];

/** The tab names of the mint flow (spec §2). */
export const POG_MINT_STEP_LABEL: { readonly [Step in PogMintStep]: string } = {
  RESERVE_NAME: "Reserve Kleos name",
  CREATE_AVATAR: "Create avatar",
  MINT_CARD: "Mint POG card",
};

export const pogMintStepOf = (state: PogMintState): PogMintStep => {
  switch (state) {
    case "RESERVE_USERNAME":
      return "RESERVE_NAME";
    case "MINT_IN_PROGRESS":
    case "MINTED":
      return "MINT_CARD";
    default:
      return "CREATE_AVATAR";
  }
};

export type PogMintEvent =
  | { readonly type: "USERNAME_RESERVED" }
  | { readonly type: "CATEGORY_SELECTED"; readonly hasFreeSlot: boolean }
  | { readonly type: "SLOT_PAYMENT_SETTLED" }
  | { readonly type: "SLOT_PAYMENT_FAILED" }
  | { readonly type: "RETRY_SLOT_PAYMENT" }
  | { readonly type: "CHARACTER_SELECTED" }
  | { readonly type: "STYLE_SELECTED" }
  | { readonly type: "SELFIE_UPLOADED" }
  | { readonly type: "AVATAR_GENERATION_FAILED" }
  | { readonly type: "MINT_REQUESTED" }
  | { readonly type: "MINT_SUCCEEDED" }
  | { readonly type: "BACK" };

const BACK_FROM: Partial<Record<PogMintState, PogMintState>> = {
  CHARACTER_SELECTION: "AVATAR_CATEGORY_SELECTION",
  STYLE_SELECTION: "CHARACTER_SELECTION",
  SELFIE_UPLOAD: "STYLE_SELECTION",
  SLOT_PAYMENT_FAILED: "AVATAR_CATEGORY_SELECTION",
};

export const pogMintTransition = (state: PogMintState, event: PogMintEvent): PogMintState => {
  const when = (from: PogMintState, to: PogMintState): PogMintState => (state === from ? to : state);
  switch (event.type) {
    case "USERNAME_RESERVED":
      return when("RESERVE_USERNAME", "AVATAR_CATEGORY_SELECTION");
    case "CATEGORY_SELECTED":
      return when(
        "AVATAR_CATEGORY_SELECTION",
        event.hasFreeSlot ? "CHARACTER_SELECTION" : "SLOT_PAYMENT_PROCESSING",
      );
    case "SLOT_PAYMENT_SETTLED":
      return when("SLOT_PAYMENT_PROCESSING", "CHARACTER_SELECTION");
    case "SLOT_PAYMENT_FAILED":
      return when("SLOT_PAYMENT_PROCESSING", "SLOT_PAYMENT_FAILED");
    case "RETRY_SLOT_PAYMENT":
      return when("SLOT_PAYMENT_FAILED", "SLOT_PAYMENT_PROCESSING");
    case "CHARACTER_SELECTED":
      return when("CHARACTER_SELECTION", "STYLE_SELECTION");
    case "STYLE_SELECTED":
      return when("STYLE_SELECTION", "SELFIE_UPLOAD");
    case "SELFIE_UPLOADED":
      return when("SELFIE_UPLOAD", "AVATAR_GENERATION_PENDING");
    case "MINT_REQUESTED":
      return when("AVATAR_GENERATION_PENDING", "MINT_IN_PROGRESS");
    case "AVATAR_GENERATION_FAILED":
      return when("AVATAR_GENERATION_PENDING", "SELFIE_UPLOAD");
    case "MINT_SUCCEEDED":
      return when("MINT_IN_PROGRESS", "MINTED");
    case "BACK":
      return BACK_FROM[state] ?? state;
  }
};
