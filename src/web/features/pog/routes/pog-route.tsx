import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { ButtonLink, Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { routes } from "@/web/lib/routes";
import { usePogMintStatus, type PogMintStatus } from "@/web/features/pog/api/pog-api";
import { MintCard } from "@/web/features/pog/components/mint-card";
import { MintStepper } from "@/web/features/pog/components/mint-stepper";
import { MyAvatar } from "@/web/features/pog/components/my-avatar";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import { ReserveNameForm } from "@/web/features/pog/components/reserve-name-form";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.page.title", defaultMessage: "Proof of Gamer" },
    lead: {
      id: "pog.page.lead",
      defaultMessage:
        "Your POG card is your gamer identity: a name of your own ending in .kleos, an avatar made from your selfie, and the badges you earn on Kleos, minted on chain.",
    },
    whatTitle: { id: "pog.page.whatTitle", defaultMessage: "What a POG card shows" },
    whatName: {
      id: "pog.page.whatName",
      defaultMessage: "Your Kleos name: one per gamer, yours alone once you reserve it.",
    },
    whatAvatar: { id: "pog.page.whatAvatar", defaultMessage: "Your avatar, in the style you pick." },
    whatBadges: {
      id: "pog.page.whatBadges",
      defaultMessage:
        "Your badges: Proof of Human, Play, Skill, Commerce and Social, and Kleos Community, each Bronze to Diamond.",
    },
    stepsTitle: { id: "pog.page.stepsTitle", defaultMessage: "Make your POG card" },
    reserveTitle: { id: "pog.page.reserveTitle", defaultMessage: "Reserve your .kleos name" },
    reservedTitle: { id: "pog.page.reservedTitle", defaultMessage: "Your Kleos name is reserved" },
    reservedAt: { id: "pog.page.reservedAt", defaultMessage: "Reserved on {date}" },
    nextStep: {
      id: "pog.page.nextStepMint",
      defaultMessage: "Next, create your avatar below, then mint your card.",
    },
    myPog: { id: "pog.page.myPog", defaultMessage: "Open My POG" },
    openMint: { id: "pog.page.openMint", defaultMessage: "Open the mint flow" },
    loading: { id: "pog.page.loading", defaultMessage: "Loading your POG…" },
    loadFailed: { id: "pog.page.loadFailed", defaultMessage: "Your POG could not be loaded" },
    retry: { id: "pog.page.retry", defaultMessage: "Try again" },
  }),
);

const Reserved = ({ reservation }: { readonly reservation: NonNullable<PogMintStatus["reservation"]> }) => {
  const intl = useIntl();
  return (
    <Card as="section" padding="lg" tone="highlight" aria-labelledby="pog-reserved-title">
      <div className={styles.cardBody}>
        <h2 id="pog-reserved-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.reservedTitle)}
        </h2>
        <p className={styles.kleosName}>{reservation.kleosName}</p>
        <p className={styles.muted}>
          {intl.formatMessage(messages.reservedAt, {
            date: formatDateTime(reservation.reservedAt, { locale: intl.locale }),
          })}
        </p>
        <p className={styles.muted}>{intl.formatMessage(messages.nextStep)}</p>
        <div className={styles.actions}>
          <ButtonLink to={routes.myPog.href()}>{intl.formatMessage(messages.myPog)}</ButtonLink>
        </div>
      </div>
    </Card>
  );
};

const StepSkeleton = () => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton blockSize="6rem" />
      <Skeleton blockSize="3rem" />
    </div>
  );
};

/** /pog: what a POG card is, the mint flow's steps, and its first step, reserving a .kleos name. */
export const PogRoute = () => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const status = usePogMintStatus(signedIn);
  useDocumentTitle(intl.formatMessage(messages.title));

  const reservation = status.data?.reservation ?? null;
  const step = status.data?.step ?? "RESERVE_NAME";

  const body =
    session.status === "loading" || (signedIn && status.isPending) ? (
      <StepSkeleton />
    ) : signedIn && status.isError ? (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        description={formatPogFailure(intl, status.error, "DataFetchFailed")}
        action={
          <Button tone="secondary" onClick={() => void status.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    ) : (
      <>
        <MintStepper current={step} />
        <div className={styles.actions}>
          <ButtonLink tone="secondary" to={routes.pogMint.href()}>
            {intl.formatMessage(messages.openMint)}
          </ButtonLink>
        </div>
        {reservation === null ? (
          <Card as="section" padding="lg" aria-labelledby="pog-reserve-title">
            <div className={styles.cardBody}>
              <h2 id="pog-reserve-title" className={styles.sectionTitle}>
                {intl.formatMessage(messages.reserveTitle)}
              </h2>
              <ReserveNameForm signedIn={signedIn} />
            </div>
          </Card>
        ) : (
          <>
            <Reserved reservation={reservation} />
            <MyAvatar />
            {status.data === undefined ? null : <MintCard status={status.data} />}
          </>
        )}
      </>
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      <section className={styles.header} aria-labelledby="pog-what-title">
        <h2 id="pog-what-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.whatTitle)}
        </h2>
        <ul className={styles.explainer}>
          <li>{intl.formatMessage(messages.whatName)}</li>
          <li>{intl.formatMessage(messages.whatAvatar)}</li>
          <li>{intl.formatMessage(messages.whatBadges)}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="pog-steps-title">
        <h2 id="pog-steps-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.stepsTitle)}
        </h2>
        {body}
      </section>
    </div>
  );
};
