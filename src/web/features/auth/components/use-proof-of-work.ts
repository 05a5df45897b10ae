import { useState } from "react";
import { defineMessages } from "react-intl";
import type { ProofOfWork } from "@/domain/auth/proof-of-work";
import { withProofOfWork } from "@/web/lib/proof-of-work";

export const proofOfWorkMessages = defineMessages({
  checking: { id: "auth.proofOfWork.checking", defaultMessage: "Checking your device…" },
});

/**
 * Sends a code request that may have to pay a proof of work first (src/web/lib/proof-of-work.ts); `checking` is
 * true from the moment the server asks for one until the request sent again with it is answered.
 */
export const useProofOfWork = () => {
  const [checking, setChecking] = useState(false);
  const send = async <T>(request: (proofOfWork?: ProofOfWork) => Promise<T>): Promise<T> => {
    try {
      return await withProofOfWork(request, () => setChecking(true));
    } finally {
      setChecking(false);
    }
  };
  return { checking, send };
};
