/**
 * The KYC steps' forms: each checks its fields with the domain rules before sending (kyc-inputs.ts), and shows
 * the server's problem in words: a refused detail under its field, any other problem above the button.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { PIX_KEY_TYPES, type PixKeyType } from "@/domain/kyc/identity-documents";
import { Button } from "@/web/components/button";
import { Checkbox } from "@/web/components/checkbox";
import { Input } from "@/web/components/input";
import { RadioGroup } from "@/web/components/radio";
import {
  useUpdateBank,
  useVerifyBank,
  useVerifyCpf,
  useVerifyPan,
  useVerifyPixKey,
} from "@/web/features/wallet/api/kyc-api";
import * as styles from "@/web/features/wallet/components/kyc.css";
import {
  checkBankAccount,
  checkCpf,
  checkIfsc,
  checkName,
  checkPan,
  checkPixKey,
  type Checked,
} from "@/web/features/wallet/lib/kyc-inputs";
import { ApiError } from "@/web/lib/api-client";
import { validationMessage, validationMessageOf, type ShownError } from "@/web/lib/domain-messages";
import { formatProblem } from "@/web/lib/problem-messages";

const messages = defineMessages({
  pan: { id: "kyc.panForm.pan", defaultMessage: "PAN" },
  panHint: { id: "kyc.panForm.panHint", defaultMessage: "10 characters, as on your PAN card: ABCPE1234F" },
  panName: { id: "kyc.panForm.name", defaultMessage: "Full name as on your PAN" },
  withAadhaar: {
    id: "kyc.panForm.withAadhaar",
    defaultMessage: "Also verify my Aadhaar through DigiLocker",
  },
  withAadhaarHint: {
    id: "kyc.panForm.withAadhaarHint",
    defaultMessage: "Recommended. Without it, your PAN and bank account are checked alone.",
  },
  verifyPan: { id: "kyc.panForm.submit", defaultMessage: "Verify PAN" },
  account: { id: "kyc.bankForm.account", defaultMessage: "Bank account number" },
  accountHint: { id: "kyc.bankForm.accountHint", defaultMessage: "9 to 18 digits" },
  ifsc: { id: "kyc.bankForm.ifsc", defaultMessage: "IFSC code" },
  ifscHint: { id: "kyc.bankForm.ifscHint", defaultMessage: "11 characters, such as SBIN0001234" },
  verifyBank: { id: "kyc.bankForm.submit", defaultMessage: "Verify bank account" },
  updateBank: { id: "kyc.bankForm.update", defaultMessage: "Save the new bank account" },
  cpf: { id: "kyc.cpfForm.cpf", defaultMessage: "CPF" },
  cpfHint: { id: "kyc.cpfForm.cpfHint", defaultMessage: "11 digits: 123.456.789-09" },
  cpfName: { id: "kyc.cpfForm.name", defaultMessage: "Full name as registered with your CPF" },
  verifyCpf: { id: "kyc.cpfForm.submit", defaultMessage: "Verify CPF" },
  pixType: { id: "kyc.pixForm.type", defaultMessage: "Type of PIX key" },
  pixKey: { id: "kyc.pixForm.key", defaultMessage: "PIX key" },
  verifyPix: { id: "kyc.pixForm.submit", defaultMessage: "Save PIX key" },
  sending: { id: "kyc.form.sending", defaultMessage: "Checking…" },
});

const pixTypeNames = defineMessages({
  cpf: { id: "kyc.pixForm.typeCpf", defaultMessage: "CPF" },
  email: { id: "kyc.pixForm.typeEmail", defaultMessage: "E-mail" },
  phone: { id: "kyc.pixForm.typePhone", defaultMessage: "Phone" },
  evp: { id: "kyc.pixForm.typeEvp", defaultMessage: "Random key" },
}) satisfies Record<PixKeyType, unknown>;

/** The problems a KYC step may answer, each in words; anything else reads "Something went wrong". */
export const KYC_PROBLEMS: ReadonlyArray<ShownError> = [
  "KycStepNotOpen",
  "KycStepAlreadyVerified",
  "KycDetailsInvalid",
  "KycNotVerified",
  "KycBonusAlreadyClaimed",
  "KycVerificationNotFound",
  "UpstreamFailed",
];

type Errors<Field extends string> = Partial<Record<Field, string>>;

/** A form's field errors and its problem, set from the rules and from the server's answer. */
const useFormErrors = <Field extends string>() => {
  const intl = useIntl();
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [problem, setProblem] = useState<string | undefined>();
  return {
    errors,
    problem,
    /** Checks every field; true when all pass. */
    check: (checks: Record<Field, Checked>): boolean => {
      const next: Errors<Field> = {};
      for (const [field, checked] of Object.entries(checks) as [Field, Checked][])
        if (!checked.ok) next[field] = intl.formatMessage(validationMessage(checked.messageId));
      setErrors(next);
      setProblem(undefined);
      return Object.keys(next).length === 0;
    },
    fail: (error: unknown, fields: readonly Field[]) => {
      const refused = error instanceof ApiError ? error.problem : undefined;
      const field = refused?.["field"];
      const messageId = refused?.["messageId"];
      const message = typeof messageId === "string" ? validationMessageOf(messageId) : undefined;
      if (
        refused?.code === "KycDetailsInvalid" &&
        typeof field === "string" &&
        (fields as readonly string[]).includes(field) &&
        message !== undefined
      ) {
        setErrors({ [field]: intl.formatMessage(message) } as Errors<Field>);
        return;
      }
      setProblem(formatProblem(intl, error, KYC_PROBLEMS));
    },
  };
};

const FormFrame = ({
  label,
  onSubmit,
  problem,
  busy,
  submit,
  children,
}: {
  readonly label: string;
  readonly onSubmit: () => void;
  readonly problem: string | undefined;
  readonly busy: boolean;
  readonly submit: string;
  readonly children: ReactNode;
}) => {
  const intl = useIntl();
  return (
    <form
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {children}
      {problem === undefined ? null : (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? intl.formatMessage(messages.sending) : submit}
        </Button>
      </div>
    </form>
  );
};

export const PanForm = ({ label }: { readonly label: string }) => {
  const intl = useIntl();
  const verify = useVerifyPan();
  const form = useFormErrors<"pan" | "name">();
  const [pan, setPan] = useState("");
  const [name, setName] = useState("");
  const [withAadhaar, setWithAadhaar] = useState(true);
  const send = () => {
    const checks = { pan: checkPan(pan), name: checkName(name) };
    if (!form.check(checks) || !checks.pan.ok || !checks.name.ok) return;
    verify.mutate(
      { pan: checks.pan.value, name: checks.name.value, withAadhaar },
      { onError: (error) => form.fail(error, ["pan", "name"]) },
    );
  };
  return (
    <FormFrame
      label={label}
      onSubmit={send}
      problem={form.problem}
      busy={verify.isPending}
      submit={intl.formatMessage(messages.verifyPan)}
    >
      <Input
        label={intl.formatMessage(messages.pan)}
        hint={intl.formatMessage(messages.panHint)}
        error={form.errors.pan}
        value={pan}
        onChange={(event) => setPan(event.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={14}
        required
        forceLtr
      />
      <Input
        label={intl.formatMessage(messages.panName)}
        error={form.errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        maxLength={100}
        required
      />
      <Checkbox
        label={intl.formatMessage(messages.withAadhaar)}
        hint={intl.formatMessage(messages.withAadhaarHint)}
        checked={withAadhaar}
        onChange={(event) => setWithAadhaar(event.target.checked)}
      />
    </FormFrame>
  );
};

/** The bank account: the last India step, or (`update`) a new account once KYC is verified. */
export const BankForm = ({
  label,
  update = false,
  onDone,
}: {
  readonly label: string;
  readonly update?: boolean;
  readonly onDone?: () => void;
}) => {
  const intl = useIntl();
  const verify = useVerifyBank();
  const change = useUpdateBank();
  const call = update ? change : verify;
  const form = useFormErrors<"accountNumber" | "ifsc">();
  const [account, setAccount] = useState("");
  const [ifsc, setIfsc] = useState("");
  const send = () => {
    const checks = { accountNumber: checkBankAccount(account), ifsc: checkIfsc(ifsc) };
    if (!form.check(checks) || !checks.accountNumber.ok || !checks.ifsc.ok) return;
    call.mutate(
      { accountNumber: checks.accountNumber.value, ifsc: checks.ifsc.value },
      { onError: (error) => form.fail(error, ["accountNumber", "ifsc"]), onSuccess: () => onDone?.() },
    );
  };
  return (
    <FormFrame
      label={label}
      onSubmit={send}
      problem={form.problem}
      busy={call.isPending}
      submit={intl.formatMessage(update ? messages.updateBank : messages.verifyBank)}
    >
      <Input
        label={intl.formatMessage(messages.account)}
        hint={intl.formatMessage(messages.accountHint)}
        error={form.errors.accountNumber}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        required
        forceLtr
      />
      <Input
        label={intl.formatMessage(messages.ifsc)}
        hint={intl.formatMessage(messages.ifscHint)}
        error={form.errors.ifsc}
        value={ifsc}
        onChange={(event) => setIfsc(event.target.value)}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={14}
        required
        forceLtr
      />
    </FormFrame>
  );
};

export const CpfForm = ({ label }: { readonly label: string }) => {
  const intl = useIntl();
  const verify = useVerifyCpf();
  const form = useFormErrors<"cpf" | "name">();
  const [cpf, setCpf] = useState("");
  const [name, setName] = useState("");
  const send = () => {
    const checks = { cpf: checkCpf(cpf), name: checkName(name) };
    if (!form.check(checks) || !checks.cpf.ok || !checks.name.ok) return;
    verify.mutate(
      { cpf: checks.cpf.value, name: checks.name.value },
      { onError: (error) => form.fail(error, ["cpf", "name"]) },
    );
  };
  return (
    <FormFrame
      label={label}
      onSubmit={send}
      problem={form.problem}
      busy={verify.isPending}
      submit={intl.formatMessage(messages.verifyCpf)}
    >
      <Input
        label={intl.formatMessage(messages.cpf)}
        hint={intl.formatMessage(messages.cpfHint)}
        error={form.errors.cpf}
        value={cpf}
        onChange={(event) => setCpf(event.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        required
        forceLtr
      />
      <Input
        label={intl.formatMessage(messages.cpfName)}
        error={form.errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        maxLength={100}
        required
      />
    </FormFrame>
  );
};

export const PixForm = ({ label }: { readonly label: string }) => {
  const intl = useIntl();
  const verify = useVerifyPixKey();
  const form = useFormErrors<"pixKey">();
  const [type, setType] = useState<PixKeyType>("cpf");
  const [key, setKey] = useState("");
  const send = () => {
    const checks = { pixKey: checkPixKey(type, key) };
    if (!form.check(checks) || !checks.pixKey.ok) return;
    verify.mutate(
      { pixKeyType: type, pixKey: checks.pixKey.value },
      { onError: (error) => form.fail(error, ["pixKey"]) },
    );
  };
  return (
    <FormFrame
      label={label}
      onSubmit={send}
      problem={form.problem}
      busy={verify.isPending}
      submit={intl.formatMessage(messages.verifyPix)}
    >
      <RadioGroup
        legend={intl.formatMessage(messages.pixType)}
        options={PIX_KEY_TYPES.map((value) => ({ value, label: intl.formatMessage(pixTypeNames[value]) }))}
        value={type}
        onChange={setType}
      />
      <Input
        label={intl.formatMessage(messages.pixKey)}
        error={form.errors.pixKey}
        value={key}
        onChange={(event) => setKey(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={77}
        required
        forceLtr
        {...(type === "email" ? { type: "email" } : type === "phone" ? { type: "tel" } : {})}
      />
    </FormFrame>
  );
};
