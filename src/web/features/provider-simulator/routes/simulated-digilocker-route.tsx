/**
 * `/dev/simulator/digilocker/:verificationId` (development only): the simulated DigiLocker consent page the
 * KYC simulator's consent URL points to. The developer plays the citizen: give consent (with the name on the
 * Aadhaar; another name than the PAN's sends the check to review), deny it, or leave it pending. A server
 * without the simulator answers its controls 404, and the page says so.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useParams } from "react-router";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Skeleton } from "@/web/components/skeleton";
import {
  KycSimulatorError,
  useDecideConsent,
  useKycSimulatorState,
} from "@/web/features/provider-simulator/api/kyc-simulator-api";
import * as styles from "@/web/features/provider-simulator/components/simulator.css";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "dev.digilocker.title", defaultMessage: "DigiLocker consent (simulator)" },
    lead: {
      id: "dev.digilocker.lead",
      defaultMessage:
        "Kleos asks to see your Aadhaar through DigiLocker. Only a reference and the last four digits reach Kleos.",
    },
    name: { id: "dev.digilocker.name", defaultMessage: "Name on the Aadhaar" },
    nameHint: {
      id: "dev.digilocker.nameHint",
      defaultMessage: "The same name as on the PAN verifies; another name sends the check to review.",
    },
    give: { id: "dev.digilocker.give", defaultMessage: "Allow" },
    deny: { id: "dev.digilocker.deny", defaultMessage: "Deny" },
    later: { id: "dev.digilocker.later", defaultMessage: "Decide later (back to Kleos)" },
    off: { id: "dev.digilocker.off", defaultMessage: "The KYC simulator is off" },
    offHint: {
      id: "dev.digilocker.offHint",
      defaultMessage: "This server talks to the real Cashfree, so there is no simulated DigiLocker here.",
    },
    unknown: { id: "dev.digilocker.unknown", defaultMessage: "No DigiLocker consent has this id." },
    status: { id: "dev.digilocker.status", defaultMessage: "Consent status: {status}" },
    failed: {
      id: "dev.digilocker.failed",
      defaultMessage: "The simulator refused: the consent is decided already.",
    },
    done: { id: "dev.digilocker.done", defaultMessage: "Done. Going back to Kleos…" },
  }),
);

export const SimulatedDigilockerRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const { verificationId = "" } = useParams();
  const world = useKycSimulatorState();
  const decide = useDecideConsent();
  const [name, setName] = useState("");

  if (world.isPending) return <Skeleton blockSize="12rem" />;
  if (world.isError && world.error instanceof KycSimulatorError && world.error.status === 404)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <EmptyState
          title={intl.formatMessage(messages.off)}
          description={intl.formatMessage(messages.offHint)}
        />
      </div>
    );
  const session = world.data?.digilockers.find((entry) => entry.verificationId === verificationId);
  const answer = (decision: "give" | "deny") =>
    decide.mutate(
      { verificationId, decision, name: name.trim() },
      { onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl) },
    );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Card as="section" padding="lg">
        <div className={styles.stack}>
          <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
          {session === undefined ? (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(messages.unknown)}
            </p>
          ) : (
            <>
              <p className={styles.lead}>{intl.formatMessage(messages.status, { status: session.status })}</p>
              <Input
                label={intl.formatMessage(messages.name)}
                hint={intl.formatMessage(messages.nameHint)}
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoComplete="name"
                maxLength={100}
              />
            </>
          )}
          {decide.isError ? (
            <p role="alert" className={styles.error}>
              {intl.formatMessage(messages.failed)}
            </p>
          ) : null}
          {decide.isSuccess ? <p role="status">{intl.formatMessage(messages.done)}</p> : null}
          <div className={styles.row}>
            <Button
              disabled={session?.status !== "PENDING" || decide.isPending || name.trim() === ""}
              onClick={() => answer("give")}
            >
              {intl.formatMessage(messages.give)}
            </Button>
            <Button
              tone="secondary"
              disabled={session?.status !== "PENDING" || decide.isPending}
              onClick={() => answer("deny")}
            >
              {intl.formatMessage(messages.deny)}
            </Button>
            <ButtonLink tone="ghost" to={routes.walletKyc.href()}>
              {intl.formatMessage(messages.later)}
            </ButtonLink>
          </div>
        </div>
      </Card>
    </div>
  );
};
