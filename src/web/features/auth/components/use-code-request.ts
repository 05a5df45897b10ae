import { useState } from "react";
import { useIntl } from "react-intl";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import { describeSignInError, retryAfterMsOf } from "@/web/features/auth/components/sign-in-errors";
import { useProofOfWork } from "@/web/features/auth/components/use-proof-of-work";
import type { PendingChallenge } from "@/web/features/auth/lib/login-storage";

/**
 * Asking for a sign-in code, as the e-mail and the phone forms do: `send` runs the request (paying a proof of
 * work first when the server asks for one) and hands its challenge to `onCodeSent`. A refusal for too many
 * attempts goes to `onTooManyAttempts`; any other becomes `error`, in the gamer's words. `busy` while a
 * request runs, `checking` while its proof of work is being paid.
 */
export const useCodeRequest = ({
  kind,
  onCodeSent,
  onTooManyAttempts,
}: {
  readonly kind: PendingChallenge["kind"];
  readonly onCodeSent: (pending: PendingChallenge) => void;
  readonly onTooManyAttempts: (retryAfterMs: number) => void;
}) => {
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const proofOfWork = useProofOfWork();

  const send = async (request: (proofOfWork?: ProofOfWork) => Promise<PendingChallenge["challenge"]>) => {
    setBusy(true);
    setError(undefined);
    try {
      const challenge = await proofOfWork.send(request);
      onCodeSent({ kind, challenge });
    } catch (failure) {
      const retryAfterMs = retryAfterMsOf(failure);
      if (retryAfterMs !== undefined) onTooManyAttempts(retryAfterMs);
      else setError(describeSignInError(intl, failure));
    } finally {
      setBusy(false);
    }
  };

  return { busy, checking: proofOfWork.checking, error, setError, send };
};
