/**
 * The live status of one KYC check: while `verificationId` is set, its event stream is watched and every event's
 * whole KYC state replaces the cached one, so the page follows a consent given in another tab or a review
 * decided by the team without a reload.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { kycKeys, type KycVerificationEvent } from "@/web/features/wallet/api/kyc-api";
import { watchKycVerification } from "@/web/features/wallet/lib/kyc-event-stream";
import { useApiClient } from "@/web/lib/api-context";

export type LiveStatus =
  | { readonly phase: "idle" }
  | { readonly phase: "watching"; readonly event: KycVerificationEvent | undefined }
  | { readonly phase: "ended"; readonly event: KycVerificationEvent | undefined }
  | { readonly phase: "failed" };

export const useKycLiveStatus = (verificationId: string | undefined): LiveStatus => {
  const client = useApiClient();
  const queryClient = useQueryClient();
  // What the stream of `id` said last; a status of another check than the watched one is not shown.
  const [seen, setSeen] = useState<{ readonly id: string; readonly status: LiveStatus } | undefined>();
  useEffect(() => {
    if (verificationId === undefined) return;
    const controller = new AbortController();
    let last: KycVerificationEvent | undefined;
    const show = (status: LiveStatus) => {
      if (!controller.signal.aborted) setSeen({ id: verificationId, status });
    };
    watchKycVerification(client, verificationId, {
      signal: controller.signal,
      onEvent: (event) => {
        last = event;
        queryClient.setQueryData(kycKeys.state, event.state);
        show({ phase: "watching", event });
      },
    }).then(
      () => show({ phase: "ended", event: last }),
      () => show({ phase: "failed" }),
    );
    return () => controller.abort();
  }, [client, queryClient, verificationId]);
  if (verificationId === undefined) return { phase: "idle" };
  return seen?.id === verificationId ? seen.status : { phase: "watching", event: undefined };
};
