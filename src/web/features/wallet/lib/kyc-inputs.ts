/**
 * The KYC forms' checks before anything is sent: the domain's own rules (src/domain/kyc, src/domain/validation),
 * so the site refuses what the server would refuse, with the same message ids. Each returns the value as the
 * server wants it, or the id of the broken rule's message.
 */
import {
  canonicalPixKey,
  cpfDigits,
  isIndividualPan,
  normalizeBankAccount,
  normalizeIfsc,
  normalizePan,
  type PixKeyType,
} from "@/domain/kyc/identity-documents";
import { isBankAccountNumber, isIfsc } from "@/domain/validation/bank-rules";
import { isPan } from "@/domain/validation/kyc-rules";
import type { ShownValidationMessage } from "@/web/lib/domain-messages";

export type Checked =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly messageId: ShownValidationMessage };

const ok = (value: string): Checked => ({ ok: true, value });
const refused = (messageId: ShownValidationMessage): Checked => ({ ok: false, messageId });

export const checkPan = (typed: string): Checked => {
  const pan = normalizePan(typed);
  if (!isPan(pan)) return refused("validation.pan.invalid");
  return isIndividualPan(pan) ? ok(pan) : refused("validation.pan.notIndividual");
};

export const checkName = (typed: string): Checked =>
  typed.trim() === "" ? refused("validation.common.enterValue") : ok(typed.trim());

export const checkBankAccount = (typed: string): Checked => {
  const account = normalizeBankAccount(typed);
  return isBankAccountNumber(account) ? ok(account) : refused("validation.bankAccount.invalid");
};

export const checkIfsc = (typed: string): Checked => {
  const ifsc = normalizeIfsc(typed);
  return isIfsc(ifsc) ? ok(ifsc) : refused("validation.ifsc.invalid");
};

export const checkCpf = (typed: string): Checked => {
  const cpf = cpfDigits(typed);
  return cpf === undefined ? refused("validation.cpf.invalid") : ok(cpf);
};

/** The key as typed (the server keeps its canonical form), when it is a valid key of the chosen type. */
export const checkPixKey = (type: PixKeyType, typed: string): Checked =>
  canonicalPixKey(type, typed.trim()) === undefined ? refused("validation.pixKey.invalid") : ok(typed.trim());
