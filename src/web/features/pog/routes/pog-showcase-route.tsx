import { useEffect, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { Badge } from "@/web/components/badge";
import { Button, ButtonLink } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Link } from "@/web/components/link";
import { Pagination } from "@/web/components/pagination";
import { Skeleton } from "@/web/components/skeleton";
import { useToast } from "@/web/components/toast";
import {
  POG_FEED_KINDS,
  useJoinPogMintingRoadmap,
  useLikePogCard,
  usePogFeedPage,
  type PogCard,
  type PogFeedKind,
} from "@/web/features/pog/api/pog-showcase-api";
import { avatarMessages } from "@/web/features/pog/components/avatar-messages";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import * as styles from "@/web/features/pog/components/pog-showcase.css";
import * as pogStyles from "@/web/features/pog/components/pog.css";
import { SharePogDialog } from "@/web/features/pog/components/share-pog-dialog";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.showcase.title", defaultMessage: "POG Showcase" },
    lead: {
      id: "pog.showcase.lead",
      defaultMessage:
        "Proof of Gamer cards of the Kleos community. Like the ones you admire and share your own.",
    },
    legendary: { id: "pog.showcase.legendary", defaultMessage: "Legendary POGs" },
    hottest: { id: "pog.showcase.hottest", defaultMessage: "Hottest POGs" },
    clan: { id: "pog.showcase.clan", defaultMessage: "My Clan POGs" },
    viewAll: { id: "pog.showcase.viewAll", defaultMessage: "View all" },
    back: { id: "pog.showcase.back", defaultMessage: "Back to the showcase" },
    explore: { id: "pog.showcase.explore", defaultMessage: "Explore on chain" },
    empty: { id: "pog.showcase.empty", defaultMessage: "No POG cards here yet" },
    emptyClan: {
      id: "pog.showcase.emptyClan",
      defaultMessage: "Join a clan to see your clanmates' POG cards here.",
    },
    signInForClan: {
      id: "pog.showcase.signInForClan",
      defaultMessage: "Sign in to see your clan's POG cards.",
    },
    signIn: { id: "pog.showcase.signIn", defaultMessage: "Sign in" },
    like: { id: "pog.showcase.like", defaultMessage: "Like {name}" },
    likes: { id: "pog.showcase.likes", defaultMessage: "{count, plural, one {# like} other {# likes}}" },
    share: { id: "pog.showcase.share", defaultMessage: "Share {name}" },
    shareMine: { id: "pog.showcase.shareMine", defaultMessage: "Share my POG" },
    loadFailed: { id: "pog.showcase.loadFailed", defaultMessage: "The POG cards could not be loaded" },
    retry: { id: "pog.showcase.retry", defaultMessage: "Try again" },
    avatarAlt: { id: "pog.showcase.avatarAlt", defaultMessage: "Avatar of {name}" },
    sharedCard: { id: "pog.showcase.sharedCard", defaultMessage: "Shared with you" },
    referralJoined: {
      id: "pog.showcase.referralJoined",
      defaultMessage: "You joined through a friend's invite.",
    },
  }),
);

const LIST_PARAM = "list";
/** The query parameter of a shared link that singles out one card (`/pog-showcase?card=<name>`). */
export const CARD_PARAM = "card";
const REFERRAL_PARAM = "referral";
const SECTION_LIMIT = 8;
const VIEW_ALL_LIMIT = 20;

const isFeedKind = (value: string | null): value is PogFeedKind =>
  value !== null && (POG_FEED_KINDS as readonly string[]).includes(value);

/** "Explore on chain" opens the explorer (or Kleos' own token page) in a new tab. */
const absolute = (url: string): string => new URL(url, window.location.origin).toString();

const PogCardItem = ({
  card,
  shared,
  onShare,
}: {
  readonly card: PogCard;
  readonly shared: boolean;
  readonly onShare: (card: PogCard) => void;
}) => {
  const intl = useIntl();
  const item = useRef<HTMLLIElement>(null);
  // The card may sit in more than one list: the page scrolls to its first place only.
  useEffect(() => {
    const element = item.current;
    if (shared && element !== null && document.querySelector("[data-shared-card]") === element)
      element.scrollIntoView?.({ block: "center" });
  }, [shared]);
  const session = useSession();
  const startLogin = useStartLoginFlow();
  const toast = useToast();
  const like = useLikePogCard();
  const onLike = () => {
    if (session.status !== "signedIn") return startLogin();
    like.mutate(card.name, {
      onError: (error) =>
        toast.show({ tone: "error", message: formatPogFailure(intl, error, "VerificationFailed") }),
    });
  };
  return (
    <li
      ref={item}
      className={styles.cardItem}
      {...(shared ? { "data-shared-card": "", "aria-current": "true" as const } : {})}
    >
      <Card padding="md" className={styles.card} {...(shared ? { tone: "highlight" as const } : {})}>
        {shared ? (
          <span>
            <Badge tone="accent">{intl.formatMessage(messages.sharedCard)}</Badge>
          </span>
        ) : null}
        <img
          className={styles.picture}
          src={card.avatarUrl}
          alt={intl.formatMessage(messages.avatarAlt, { name: card.kleosName })}
          width={256}
          height={256}
          loading="lazy"
        />
        <p className={styles.name}>{card.kleosName}</p>
        {card.clanName === null ? null : <p className={styles.meta}>{card.clanName}</p>}
        {card.avatarSource === "composed" ? (
          <span>
            <Badge tone="neutral">{intl.formatMessage(avatarMessages.composed)}</Badge>
          </span>
        ) : null}
        <p className={styles.meta} data-testid="likes">
          {intl.formatMessage(messages.likes, { count: card.likes })}
        </p>
        <div className={styles.cardActions}>
          <Button
            size="sm"
            tone={card.likedByMe ? "primary" : "secondary"}
            aria-pressed={card.likedByMe}
            disabled={card.likedByMe || like.isPending}
            onClick={onLike}
          >
            {intl.formatMessage(messages.like, { name: card.kleosName })}
          </Button>
          {session.status === "signedIn" ? (
            <Button size="sm" tone="secondary" onClick={() => onShare(card)}>
              {intl.formatMessage(messages.share, { name: card.kleosName })}
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
};

const isShared = (card: PogCard, name: string | null): boolean =>
  name !== null && card.name.toLowerCase() === name.toLowerCase();

/** The shared card, when the list holds it, comes first. */
const firstShared = (items: readonly PogCard[], name: string | null): readonly PogCard[] => {
  const shared = items.find((card) => isShared(card, name));
  return shared === undefined ? items : [shared, ...items.filter((card) => card !== shared)];
};

const kindTitle = {
  legendary: messages.legendary,
  hottest: messages.hottest,
  clan: messages.clan,
} as const;

const FeedList = ({
  kind,
  full,
  onShare,
}: {
  readonly kind: PogFeedKind;
  readonly full: boolean;
  readonly onShare: (card: PogCard) => void;
}) => {
  const intl = useIntl();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [pageOffset, setPageOffset] = useState(0);
  const sharedName = params.get(CARD_PARAM);
  const signedIn = session.status === "signedIn";
  const pageLimit = full ? VIEW_ALL_LIMIT : SECTION_LIMIT;
  const feed = usePogFeedPage(kind, signedIn, full ? pageOffset : 0, pageLimit);
  const titleId = `pog-showcase-${kind}`;
  const Heading = full ? "h1" : "h2";

  const body = (() => {
    if (feed.isPending) return <Skeleton blockSize="10rem" />;
    if (feed.isError)
      return (
        <EmptyState
          role="alert"
          title={intl.formatMessage(messages.loadFailed)}
          description={formatPogFailure(intl, feed.error, "DataFetchFailed")}
          action={
            <Button tone="secondary" onClick={() => void feed.refetch()}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        />
      );
    if (feed.data.items.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(messages.empty)}
          {...(kind === "clan" ? { description: intl.formatMessage(messages.emptyClan) } : {})}
        />
      );
    return (
      <>
        <ul className={styles.cardGrid}>
          {firstShared(feed.data.items, sharedName).map((card) => (
            <PogCardItem key={card.name} card={card} shared={isShared(card, sharedName)} onShare={onShare} />
          ))}
        </ul>
        {full ? (
          <Pagination
            pageOffset={feed.data.page.pageOffset}
            pageLimit={feed.data.page.pageLimit}
            total={feed.data.page.total}
            onPageOffsetChange={setPageOffset}
          />
        ) : null}
      </>
    );
  })();

  return (
    <section className={pogStyles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <Heading id={titleId} className={full ? pogStyles.title : pogStyles.sectionTitle}>
          {intl.formatMessage(kindTitle[kind])}
        </Heading>
        <div className={pogStyles.actions}>
          {full ? (
            <Button
              tone="secondary"
              size="sm"
              onClick={() => setParams(sharedName === null ? {} : { [CARD_PARAM]: sharedName })}
            >
              {intl.formatMessage(messages.back)}
            </Button>
          ) : (
            <Button
              tone="secondary"
              size="sm"
              onClick={() =>
                setParams({
                  [LIST_PARAM]: kind,
                  ...(sharedName === null ? {} : { [CARD_PARAM]: sharedName }),
                })
              }
            >
              {intl.formatMessage(messages.viewAll)}
            </Button>
          )}
          {feed.data === undefined ? null : (
            <Link to={absolute(feed.data.exploreUrl)}>{intl.formatMessage(messages.explore)}</Link>
          )}
        </div>
      </div>
      {body}
    </section>
  );
};

/**
 * The `referral` query parameter (spec §2): a signed-in gamer who came through a friend's invite joins the mint
 * flow's referral roadmap once; a guest keeps the parameter until they sign in (`startLoginFlow` opens sign-in).
 */
export const useReferralFromQuery = () => {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const join = useJoinPogMintingRoadmap();
  const asked = useRef<string | undefined>(undefined);
  const code = params.get(REFERRAL_PARAM);
  useEffect(() => {
    if (code === null || session.status !== "signedIn" || asked.current === code) return;
    asked.current = code;
    join.mutate(code, {
      onSuccess: () => toast.show({ message: intl.formatMessage(messages.referralJoined) }),
      onError: (error) => toast.show({ tone: "error", message: formatPogFailure(intl, error) }),
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(REFERRAL_PARAM);
            return next;
          },
          { replace: true },
        ),
    });
  }, [code, session.status, join, toast, intl, setParams]);
};

/** /pog-showcase: Legendary, Hottest and My Clan POGs, each with View all; likes and the share POG modal. */
export const PogShowcaseRoute = () => {
  const intl = useIntl();
  const session = useSession();
  const [params] = useSearchParams();
  const [sharing, setSharing] = useState<{ name: string; kleosName: string } | "mine" | undefined>(undefined);
  useDocumentTitle(intl.formatMessage(messages.title));
  useReferralFromQuery();
  const list = params.get(LIST_PARAM);
  const onShare = (card: PogCard) => setSharing({ name: card.name, kleosName: card.kleosName });
  const signedIn = session.status === "signedIn";

  return (
    <div className={pogStyles.page}>
      {isFeedKind(list) ? (
        <FeedList kind={list} full onShare={onShare} />
      ) : (
        <>
          <header className={pogStyles.header}>
            <h1 className={pogStyles.title}>{intl.formatMessage(messages.title)}</h1>
            <p className={pogStyles.lead}>{intl.formatMessage(messages.lead)}</p>
            {signedIn ? (
              <div className={pogStyles.actions}>
                <Button size="sm" onClick={() => setSharing("mine")}>
                  {intl.formatMessage(messages.shareMine)}
                </Button>
              </div>
            ) : null}
          </header>
          <FeedList kind="legendary" full={false} onShare={onShare} />
          <FeedList kind="hottest" full={false} onShare={onShare} />
          {signedIn ? (
            <FeedList kind="clan" full={false} onShare={onShare} />
          ) : (
            <section className={pogStyles.section} aria-labelledby="pog-showcase-clan">
              <h2 id="pog-showcase-clan" className={pogStyles.sectionTitle}>
                {intl.formatMessage(messages.clan)}
              </h2>
              <p className={pogStyles.muted}>{intl.formatMessage(messages.signInForClan)}</p>
              <div className={pogStyles.actions}>
                <ButtonLink to="?startLoginFlow=true" tone="secondary" size="sm">
                  {intl.formatMessage(messages.signIn)}
                </ButtonLink>
              </div>
            </section>
          )}
        </>
      )}
      {sharing === undefined ? null : (
        <SharePogDialog
          name={sharing === "mine" ? undefined : sharing.name}
          kleosName={sharing === "mine" ? undefined : sharing.kleosName}
          onClose={() => setSharing(undefined)}
        />
      )}
    </div>
  );
};
