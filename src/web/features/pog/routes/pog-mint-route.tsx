import { useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import type { PogMintStep } from "@/domain/pog/pog-mint-flow";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Tabs } from "@/web/components/tabs";
import { usePogMintStatus, type PogMintStatus } from "@/web/features/pog/api/pog-api";
import { HowYouPlay } from "@/web/features/pog/components/how-you-play";
import { MintCard } from "@/web/features/pog/components/mint-card";
import { MyAvatar } from "@/web/features/pog/components/my-avatar";
import * as styles from "@/web/features/pog/components/pog.css";
import { formatPogFailure, stepMessages } from "@/web/features/pog/components/pog-messages";
import { ReserveNameForm } from "@/web/features/pog/components/reserve-name-form";
import { useReferralFromQuery } from "@/web/features/pog/routes/pog-showcase-route";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";
import { visuallyHidden } from "@/web/styles/utilities.css";

/** The query parameter (spec §2) that opens the Create avatar tab, e.g. from "Change avatar" elsewhere. */
export const EDIT_AVATAR_PARAM = "edit_avatar";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.mint.title", defaultMessage: "Make your POG card" },
    lead: {
      id: "pog.mint.lead",
      defaultMessage: "Reserve your Kleos name, create your avatar, then mint your card on chain.",
    },
    tabs: { id: "pog.mint.tabs", defaultMessage: "Mint flow" },
    reserved: { id: "pog.mint.reserved", defaultMessage: "Your Kleos name is reserved" },
    reserveFirst: { id: "pog.mint.reserveFirst", defaultMessage: "Reserve your Kleos name first." },
    signInTitle: { id: "pog.mint.signInTitle", defaultMessage: "Sign in to make your POG card" },
    signIn: { id: "pog.mint.signIn", defaultMessage: "Sign in" },
    loading: { id: "pog.mint.loading", defaultMessage: "Loading your mint status…" },
    loadFailed: { id: "pog.mint.loadFailed", defaultMessage: "Your mint status could not be loaded" },
    retry: { id: "pog.mint.retry", defaultMessage: "Try again" },
  }),
);

const ReserveTab = ({
  signedIn,
  status,
  onNext,
}: {
  readonly signedIn: boolean;
  readonly status: PogMintStatus | undefined;
  readonly onNext: () => void;
}) => {
  const intl = useIntl();
  const reservation = status?.reservation ?? null;
  if (reservation === null)
    return (
      <Card padding="lg">
        <ReserveNameForm signedIn={signedIn} />
      </Card>
    );
  return (
    <div className={styles.section}>
      <Card padding="lg" tone="highlight">
        <div className={styles.cardBody}>
          <p className={styles.sectionTitle}>{intl.formatMessage(messages.reserved)}</p>
          <p className={styles.kleosName}>{reservation.kleosName}</p>
          <div className={styles.actions}>
            <Button onClick={onNext}>{intl.formatMessage(stepMessages.CREATE_AVATAR)}</Button>
          </div>
        </div>
      </Card>
      <HowYouPlay />
    </div>
  );
};

/** What a later tab shows before its step can be taken: sign in, or reserve the name first. */
const NotYet = ({ signedIn, onReserve }: { readonly signedIn: boolean; readonly onReserve: () => void }) => {
  const intl = useIntl();
  if (!signedIn)
    return (
      <SignInPrompt
        title={intl.formatMessage(messages.signInTitle)}
        actionLabel={intl.formatMessage(messages.signIn)}
      />
    );
  return (
    <EmptyState
      title={intl.formatMessage(messages.reserveFirst)}
      action={<Button onClick={onReserve}>{intl.formatMessage(stepMessages.RESERVE_NAME)}</Button>}
    />
  );
};

/**
 * /pog/mint (spec §2): the mint flow's three tabs, Reserve Kleos name, Create avatar and Mint POG card, opened at
 * the gamer's current step (or at Create avatar with `edit_avatar`). Every state of spec §4 is reached from
 * here: the avatar's choices, selfie, generation and slot payment inside My avatar, the mint and its outcome in
 * the mint card. `referral` and `startLoginFlow` links land here too.
 */
export const PogMintRoute = () => {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const signedIn = session.status === "signedIn";
  const status = usePogMintStatus(signedIn);
  useDocumentTitle(intl.formatMessage(messages.title));
  useReferralFromQuery();
  const [chosen, setChosen] = useState<PogMintStep | undefined>(
    params.get(EDIT_AVATAR_PARAM) === null ? undefined : "CREATE_AVATAR",
  );

  const data = status.data;
  const reserved = data?.reservation != null;
  const selected: PogMintStep = chosen ?? (signedIn ? (data?.step ?? "RESERVE_NAME") : "RESERVE_NAME");
  const later = (content: () => ReactNode) =>
    signedIn && reserved ? (
      content()
    ) : (
      <NotYet signedIn={signedIn} onReserve={() => setChosen("RESERVE_NAME")} />
    );

  const body =
    session.status === "loading" || (signedIn && status.isPending) ? (
      <div className={styles.skeletons} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="10rem" />
      </div>
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
      <Tabs<PogMintStep>
        label={intl.formatMessage(messages.tabs)}
        value={selected}
        onChange={setChosen}
        items={[
          {
            id: "RESERVE_NAME",
            label: intl.formatMessage(stepMessages.RESERVE_NAME),
            content: (
              <ReserveTab signedIn={signedIn} status={data} onNext={() => setChosen("CREATE_AVATAR")} />
            ),
          },
          {
            id: "CREATE_AVATAR",
            label: intl.formatMessage(stepMessages.CREATE_AVATAR),
            content: later(() => <MyAvatar />),
          },
          {
            id: "MINT_CARD",
            label: intl.formatMessage(stepMessages.MINT_CARD),
            content: later(() => (data === undefined ? null : <MintCard status={data} />)),
          },
        ]}
      />
    );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      </header>
      {body}
    </div>
  );
};
