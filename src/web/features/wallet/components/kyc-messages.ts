/** The words of the KYC page shared by its parts: the steps, the statuses, the outcomes and the reasons. */
import { defineMessages } from "react-intl";
import type { KycRejectionReason, KycStep, KycStepState } from "@/web/features/wallet/api/kyc-api";

export const stepNames = defineMessages({
  pan: { id: "kyc.step.pan", defaultMessage: "PAN" },
  aadhaar: { id: "kyc.step.aadhaar", defaultMessage: "Aadhaar (DigiLocker)" },
  bank: { id: "kyc.step.bank", defaultMessage: "Bank account" },
  cpf: { id: "kyc.step.cpf", defaultMessage: "CPF" },
  pix: { id: "kyc.step.pix", defaultMessage: "PIX key" },
}) satisfies Record<KycStep, unknown>;

export const statusNames = defineMessages({
  none: { id: "kyc.status.none", defaultMessage: "Not started" },
  pending: { id: "kyc.status.pending", defaultMessage: "Pending" },
  verified: { id: "kyc.status.verified", defaultMessage: "Verified" },
  rejected: { id: "kyc.status.rejected", defaultMessage: "Rejected" },
});

export const outcomeNames = defineMessages({
  notStarted: { id: "kyc.outcome.notStarted", defaultMessage: "To do" },
  pending: { id: "kyc.outcome.pending", defaultMessage: "Checking…" },
  manualReview: { id: "kyc.outcome.manualReview", defaultMessage: "In review by our team" },
  verified: { id: "kyc.outcome.verified", defaultMessage: "Verified" },
  rejected: { id: "kyc.outcome.rejected", defaultMessage: "Rejected" },
}) satisfies Record<KycStepState["outcome"] | "notStarted", unknown>;

export const reasonNames = defineMessages({
  panInvalid: { id: "kyc.reason.panInvalid", defaultMessage: "The PAN could not be verified." },
  panNotIndividual: {
    id: "kyc.reason.panNotIndividual",
    defaultMessage: "The PAN is not a person's PAN.",
  },
  nameMismatch: {
    id: "kyc.reason.nameMismatch",
    defaultMessage: "The name does not match the name on your PAN.",
  },
  consentDenied: { id: "kyc.reason.consentDenied", defaultMessage: "The DigiLocker consent was refused." },
  consentExpired: { id: "kyc.reason.consentExpired", defaultMessage: "The DigiLocker consent expired." },
  bankAccountInvalid: {
    id: "kyc.reason.bankAccountInvalid",
    defaultMessage: "The bank account is not valid.",
  },
  ifscInvalid: { id: "kyc.reason.ifscInvalid", defaultMessage: "The IFSC code is not valid." },
  bankAccountBlocked: {
    id: "kyc.reason.bankAccountBlocked",
    defaultMessage: "The bank account is blocked or closed.",
  },
  cpfInvalid: { id: "kyc.reason.cpfInvalid", defaultMessage: "The CPF could not be verified." },
  cpfIrregular: { id: "kyc.reason.cpfIrregular", defaultMessage: "The CPF is not in a regular situation." },
  pixKeyInvalid: { id: "kyc.reason.pixKeyInvalid", defaultMessage: "The PIX key could not be verified." },
  reviewerRejected: {
    id: "kyc.reason.reviewerRejected",
    defaultMessage: "Our team could not accept these details.",
  },
}) satisfies Record<KycRejectionReason, unknown>;
