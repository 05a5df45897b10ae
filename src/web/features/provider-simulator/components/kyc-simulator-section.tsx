/**
 * The KYC simulator's section of `/dev/providers` (development only): how Cashfree answers the next PAN and
 * bank checks (approve, reject, send to manual review, be unavailable), and the DigiLocker consents waiting for
 * the citizen, each a link to its consent page. CPF and PIX keys are checked by the domain rules alone (no
 * provider), so there is nothing to play for them. A server without the simulator shows that it is off.
 */
import { defineMessages, useIntl } from "react-intl";
import { Card } from "@/web/components/card";
import { Link } from "@/web/components/link";
import { Select } from "@/web/components/select";
import {
  KycSimulatorError,
  SIMULATED_ANSWERS,
  useKycSimulatorState,
  useSetKycAnswers,
  type SimulatedAnswer,
} from "@/web/features/provider-simulator/api/kyc-simulator-api";
import * as styles from "@/web/features/provider-simulator/components/simulator.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";

const messages = plainMessages(
  defineMessages({
    title: { id: "dev.kycSimulator.title", defaultMessage: "KYC (Cashfree Secure ID)" },
    lead: {
      id: "dev.kycSimulator.lead",
      defaultMessage:
        "Choose how the next PAN and bank checks answer. CPF and PIX keys are checked by the rules alone.",
    },
    pan: { id: "dev.kycSimulator.pan", defaultMessage: "Next PAN check" },
    bank: { id: "dev.kycSimulator.bank", defaultMessage: "Next bank check" },
    consents: { id: "dev.kycSimulator.consents", defaultMessage: "DigiLocker consents" },
    noConsents: {
      id: "dev.kycSimulator.noConsents",
      defaultMessage: "No DigiLocker consent was started yet.",
    },
    open: { id: "dev.kycSimulator.open", defaultMessage: "Open consent {id} ({status})" },
    off: {
      id: "dev.kycSimulator.off",
      defaultMessage: "The KYC simulator is off: this server uses Cashfree.",
    },
    failed: { id: "dev.kycSimulator.failed", defaultMessage: "The simulator refused that answer." },
  }),
);

const answerNames = defineMessages({
  approve: { id: "dev.kycSimulator.approve", defaultMessage: "Approve" },
  reject: { id: "dev.kycSimulator.reject", defaultMessage: "Reject" },
  review: { id: "dev.kycSimulator.review", defaultMessage: "Send to manual review" },
  unavailable: { id: "dev.kycSimulator.unavailable", defaultMessage: "Be unavailable" },
}) satisfies Record<SimulatedAnswer, unknown>;

export const KycSimulatorSection = () => {
  const intl = useIntl();
  const state = useKycSimulatorState();
  const setAnswers = useSetKycAnswers();
  const off = state.isError && state.error instanceof KycSimulatorError && state.error.status === 404;
  const options = SIMULATED_ANSWERS.map((value) => ({
    value,
    label: intl.formatMessage(answerNames[value]),
  }));
  return (
    <Card as="section" padding="lg" aria-labelledby="simulator-kyc">
      <div className={styles.stack}>
        <h2 id="simulator-kyc" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        {off || state.data === undefined ? (
          <p className={styles.lead}>{off ? intl.formatMessage(messages.off) : null}</p>
        ) : (
          <>
            <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
            <div className={styles.row}>
              <Select
                label={intl.formatMessage(messages.pan)}
                value={state.data.answers.pan}
                options={options}
                onChange={(event) => setAnswers.mutate({ pan: event.target.value as SimulatedAnswer })}
              />
              <Select
                label={intl.formatMessage(messages.bank)}
                value={state.data.answers.bank}
                options={options}
                onChange={(event) => setAnswers.mutate({ bank: event.target.value as SimulatedAnswer })}
              />
            </div>
            {setAnswers.isError ? (
              <p role="alert" className={styles.error}>
                {intl.formatMessage(messages.failed)}
              </p>
            ) : null}
            <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.consents)}</h3>
            {state.data.digilockers.length === 0 ? (
              <p className={styles.lead}>{intl.formatMessage(messages.noConsents)}</p>
            ) : (
              <ul className={styles.list}>
                {state.data.digilockers.map((session) => (
                  <li key={session.verificationId} className={styles.item}>
                    <Link to={routes.simulatedDigilocker.href({ verificationId: session.verificationId })}>
                      {intl.formatMessage(messages.open, {
                        id: session.verificationId.slice(0, 8),
                        status: session.status,
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Card>
  );
};
