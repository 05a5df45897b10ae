import { useIntl } from "react-intl";
import { useParams } from "react-router";
import { toWholeUnits } from "@/domain/constants/money";
import { Amount } from "@/web/components/amount";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Skeleton } from "@/web/components/skeleton";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { useCompleteOffer, useOfferwall, type Offer } from "@/web/features/offerwall/api/offerwall-api";
import * as styles from "@/web/features/offerwall/components/offerwall.css";
import {
  offerTitle,
  offerwallMessages as messages,
} from "@/web/features/offerwall/components/offerwall-messages";
import { useDocumentTitle } from "@/web/lib/document-title";
import { formatProblem } from "@/web/lib/problem-messages";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";
import { SignInPrompt } from "@/web/lib/sign-in-prompt";

const OFFER_PROBLEMS = ["OfferNotCompleted", "OfferCheckUnavailable", "OfferNotFound"] as const;

const OfferCard = ({ offer }: { offer: Offer }) => {
  const intl = useIntl();
  const complete = useCompleteOffer();
  const title = offerTitle(intl, offer);
  const headingId = `offer-${offer.id}`;
  return (
    <Card as="li" padding="md" aria-labelledby={headingId}>
      <div className={styles.offer}>
        <h3 id={headingId} className={styles.offerTitle}>
          {title}
        </h3>
        <p className={styles.row}>
          <span className={styles.muted}>{intl.formatMessage(messages.reward)}</span>
          <Amount
            value={toWholeUnits(offer.reward.amount, offer.reward.currency)}
            currency={offer.reward.currency}
            emphasis
          />
        </p>
        {offer.status === "available" ? (
          <Button
            onClick={() => complete.mutate(offer.id)}
            disabled={complete.isPending}
            aria-describedby={complete.isError ? `${headingId}-problem` : undefined}
          >
            {intl.formatMessage(complete.isPending ? messages.checking : messages.check)}
          </Button>
        ) : (
          <div className={styles.row}>
            <Badge tone={offer.status === "credited" ? "accent" : "warning"}>
              {intl.formatMessage(offer.status === "credited" ? messages.credited : messages.reversed)}
            </Badge>
          </div>
        )}
        {complete.isError ? (
          <p id={`${headingId}-problem`} role="alert" className={styles.alert}>
            {formatProblem(intl, complete.error, OFFER_PROBLEMS)}
          </p>
        ) : null}
        {complete.isSuccess ? (
          <p role="status" className={styles.success}>
            {intl.formatMessage(messages.creditedNow)}
          </p>
        ) : null}
      </div>
    </Card>
  );
};

const Offers = ({ questSlug }: { questSlug: string | undefined }) => {
  const intl = useIntl();
  const query = useOfferwall(questSlug, true);
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={intl.formatMessage(messages.loadFailed)}
        action={<Button onClick={() => void query.refetch()}>{intl.formatMessage(messages.retry)}</Button>}
      />
    );
  if (query.data === undefined)
    return (
      <div aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton blockSize="10rem" />
      </div>
    );
  const { offers, network } = query.data;
  return (
    <div className={styles.stack}>
      {offers.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className={styles.grid} aria-label={intl.formatMessage(messages.offers)}>
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      {network === null ? null : (
        <Card as="section" padding="lg" aria-labelledby="offerwall-network">
          <div className={styles.stack}>
            <h2 id="offerwall-network" className={styles.sectionTitle}>
              {intl.formatMessage(messages.networkTitle)}
            </h2>
            <p className={styles.muted}>{intl.formatMessage(messages.networkHint)}</p>
            <Link to={network.url}>{intl.formatMessage(messages.networkOpen)}</Link>
          </div>
        </Card>
      )}
    </div>
  );
};

/** `/offerwall/` and `/quest-details/{slug}/offerwall` (spec §2): Kleos' own offers and the network's offerwall. */
export const OfferwallRoute = () => {
  const intl = useIntl();
  const { questSlug } = useParams();
  const session = useSession();
  const title = intl.formatMessage(questSlug === undefined ? messages.title : messages.questTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
        <p className={styles.row}>
          {questSlug === undefined ? null : (
            <Link to={routes.quest.href({ questId: questSlug })}>
              {intl.formatMessage(messages.backToQuest)}
            </Link>
          )}
          {session.status === "signedIn" ? (
            <Link to={routes.activities.href()}>{intl.formatMessage(messages.activityLink)}</Link>
          ) : null}
        </p>
      </header>
      {session.status === "guest" ? (
        <SignInPrompt
          headingLevel={2}
          title={intl.formatMessage(messages.signIn)}
          actionLabel={intl.formatMessage(messages.signInAction)}
        />
      ) : session.status === "loading" ? (
        <Skeleton blockSize="10rem" />
      ) : (
        <Offers questSlug={questSlug} />
      )}
    </div>
  );
};
