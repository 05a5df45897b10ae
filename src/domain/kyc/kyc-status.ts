/**
 * A gamer's KYC (spec §1 wallet KYC, §7 KYC): the steps of each market, the status each step and the whole
 * check are in, and the rules that decide them. India: PAN, then Aadhaar through DigiLocker consent (or the
 * PAN-only path), then a bank account. Brazil: CPF and name, then a PIX key.
 */

export const KYC_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What a provider (or the admin who reviews its doubtful answers) concluded about one step. */
export const KYC_OUTCOMES = ["verified", "rejected", "manualReview", "pending"] as const;
export type KycOutcome = (typeof KYC_OUTCOMES)[number];

export const KYC_STEPS = ["pan", "aadhaar", "bank", "cpf", "pix"] as const;
export type KycStep = (typeof KYC_STEPS)[number];

export const KYC_COUNTRIES = ["IN", "BR"] as const;
export type KycCountry = (typeof KYC_COUNTRIES)[number];

/** Why a step was refused: the reason a gamer reads, as a message id suffix (`kyc.reason.<reason>`). */
export const KYC_REJECTION_REASONS = [
  "panInvalid",
  "panNotIndividual",
  "nameMismatch",
  "consentDenied",
  "consentExpired",
  "bankAccountInvalid",
  "ifscInvalid",
  "bankAccountBlocked",
  "cpfInvalid",
  "cpfIrregular",
  "pixKeyInvalid",
  "reviewerRejected",
] as const;
export type KycRejectionReason = (typeof KYC_REJECTION_REASONS)[number];

/** The steps that must be verified, in order, for a market; `panOnly`: India without Aadhaar. */
export const requiredSteps = (country: KycCountry, panOnly: boolean): readonly KycStep[] => {
  if (country === "BR") return ["cpf", "pix"];
  return panOnly ? ["pan", "bank"] : ["pan", "aadhaar", "bank"];
};

export interface StepState {
  readonly step: KycStep;
  /** A `manualReview` outcome waits for an admin: it counts as pending. */
  readonly outcome: KycOutcome;
  readonly reason: KycRejectionReason | null;
}

/**
 * The whole check: verified when every required step is; rejected (with the first refused step's reason)
 * when a required step was refused and not redone; pending while any step waits on the provider or a
 * reviewer; none before anything was sent.
 */
export const overallStatus = (
  required: readonly KycStep[],
  steps: readonly StepState[],
): { readonly status: KycStatus; readonly reason: KycRejectionReason | null } => {
  const byStep = new Map(steps.map((state) => [state.step, state]));
  const states = required.map((step) => byStep.get(step));
  const refused = states.find((state) => state?.outcome === "rejected");
  if (refused !== undefined) return { status: "rejected", reason: refused.reason };
  if (!states.some((state) => state !== undefined)) return { status: "none", reason: null };
  if (states.every((state) => state?.outcome === "verified")) return { status: "verified", reason: null };
  return { status: "pending", reason: null };
};

/**
 * The step a gamer may send next: a step is open once every step before it is verified; a verified step
 * stays open for a change only where a change is a thing of its own (the bank, through update-bank).
 */
export const nextStep = (required: readonly KycStep[], steps: readonly StepState[]): KycStep | null => {
  const byStep = new Map(steps.map((state) => [state.step, state]));
  return required.find((step) => byStep.get(step)?.outcome !== "verified") ?? null;
};

/** Whether `step` may be sent now: every required step before it is verified. */
export const stepIsOpen = (
  required: readonly KycStep[],
  steps: readonly StepState[],
  step: KycStep,
): boolean => {
  const index = required.indexOf(step);
  if (index === -1) return false;
  const byStep = new Map(steps.map((state) => [state.step, state]));
  return required.slice(0, index).every((before) => byStep.get(before)?.outcome === "verified");
};
