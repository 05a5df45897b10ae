import { useState } from "react";
import { useIntl } from "react-intl";
import { useSendCodeAgain, type CodeChallenge } from "@/web/features/account/api/account-api";
import type { CodeDialogProps } from "@/web/features/account/components/code-dialog";
import { formatFailure } from "@/web/features/account/components/domain-messages";

interface CodeVerification {
  readonly mutateAsync: (input: { challengeId: string; code: string }) => Promise<unknown>;
  readonly isPending: boolean;
}

export interface CodeChallengeOptions {
  readonly verify: CodeVerification;
  /** Called once the code was right, with the challenge it answered. */
  readonly onVerified: (challenge: CodeChallenge) => void;
  /** A failure that belongs to the field, not the code (the address or number is taken): closes the dialog. */
  readonly isFieldFailure: (error: unknown) => boolean;
  readonly onFieldFailure: (message: string) => void;
}

/**
 * The code step the e-mail and phone sections share: the pending challenge, checking a code, asking for a new
 * one, and what the code dialog shows. `opened` takes the challenge the server answered when a code was sent.
 */
export const useCodeChallenge = ({
  verify,
  onVerified,
  isFieldFailure,
  onFieldFailure,
}: CodeChallengeOptions) => {
  const intl = useIntl();
  const resend = useSendCodeAgain();
  const [challenge, setChallenge] = useState<CodeChallenge | undefined>(undefined);
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  const opened = (sent: CodeChallenge) => {
    setCodeError(undefined);
    resend.reset();
    setChallenge(sent);
  };

  const check = async (code: string) => {
    if (challenge === undefined || verify.isPending) return;
    setCodeError(undefined);
    try {
      await verify.mutateAsync({ challengeId: challenge.challengeId, code });
      setChallenge(undefined);
      onVerified(challenge);
    } catch (error) {
      if (isFieldFailure(error)) {
        setChallenge(undefined);
        onFieldFailure(formatFailure(intl, error));
      } else {
        setCodeError(formatFailure(intl, error));
      }
    }
  };

  const sendAgain = async () => {
    if (challenge === undefined) return;
    try {
      setChallenge(await resend.mutateAsync(challenge.challengeId));
      setCodeError(undefined);
    } catch (error) {
      setCodeError(formatFailure(intl, error));
    }
  };

  const dialog: Omit<CodeDialogProps, "title"> & { readonly key: string | undefined } = {
    key: challenge?.challengeId,
    open: challenge !== undefined,
    recipient: challenge?.recipient ?? "",
    onVerify: (code) => void check(code),
    onResend: () => void sendAgain(),
    onClose: () => setChallenge(undefined),
    verifying: verify.isPending,
    resending: resend.isPending,
    resent: resend.isSuccess,
    error: codeError,
  };
  return { opened, dialog };
};
