import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import {
  claimTransition,
  pendingActiveTasks,
  type ClaimEvent,
  type ClaimState,
} from "@/domain/tasks/task-flow";
import { truncateText } from "@/domain/format/text-format";
import { Badge } from "@/web/components/badge";
import { Button, ButtonLink } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import {
  useCampaign,
  useClaimReward,
  useStartCampaign,
  type CampaignDetail,
  type CampaignTask,
  type ClaimedReward,
} from "@/web/features/campaigns/api/campaigns-api";
import { routes } from "@/web/lib/routes";
import { REFERRAL_PARAM } from "@/web/features/campaigns/lib/share-links";
import { buttonOf, CampaignButtonView } from "@/web/features/campaigns/components/campaign-button";
import { CampaignTimer, useClockTick } from "@/web/features/campaigns/components/campaign-timer";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import {
  formatCampaignFailure,
  problemField,
  statusMessages,
} from "@/web/features/campaigns/components/campaign-messages";
import {
  verificationMessageOf,
  type VerificationFailure,
} from "@/web/features/campaigns/components/verification-messages";
import {
  ClaimFailedDialog,
  ClaimSuccessDialog,
  TaskLockDialog,
} from "@/web/features/campaigns/components/claim-dialogs";
import { Banner } from "@/web/features/campaigns/components/banner";
import { DistributionInfo } from "@/web/features/campaigns/components/distribution-info";
import { GameDetailsForm } from "@/web/features/campaigns/components/game-details-form";
import { LeaderboardSection } from "@/web/features/campaigns/components/leaderboard-section";
import { headlineAmount, RewardAmount } from "@/web/features/campaigns/components/reward-amount";
import { TaskDialog } from "@/web/features/campaigns/components/task-dialog";
import { TaskList } from "@/web/features/campaigns/components/task-list";
import { storeStartIntent, takeStartIntent } from "@/web/features/campaigns/lib/start-intent";
import { ApiError, newIdempotencyKey } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/document-title";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { problemCodeOf } from "@/web/lib/problem-messages";

const messages = plainMessages(
  defineMessages({
    backToKDrop: { id: "campaigns.detail.backToKDrop", defaultMessage: "All K-Drop campaigns" },
    backToKQuest: { id: "campaigns.detail.backToKQuest", defaultMessage: "All quests" },
    reward: { id: "campaigns.detail.reward", defaultMessage: "Reward" },
    topPrize: { id: "campaigns.detail.topPrize", defaultMessage: "Top prize" },
    participants: { id: "campaigns.detail.participants", defaultMessage: "Gamers taking part" },
    tasks: { id: "campaigns.detail.tasks", defaultMessage: "Tasks" },
    slotsLeft: { id: "campaigns.detail.slotsLeft", defaultMessage: "Slots left" },
    slotsLeftValue: {
      id: "campaigns.detail.slotsLeftValue",
      defaultMessage: "{left, number} of {slots, number}",
    },
    unlimited: { id: "campaigns.detail.unlimited", defaultMessage: "No limit" },
    featured: { id: "campaigns.detail.featured", defaultMessage: "Featured" },
    notFoundTitle: { id: "campaigns.detail.notFoundTitle", defaultMessage: "Campaign not found" },
    questNotFoundTitle: { id: "campaigns.detail.questNotFoundTitle", defaultMessage: "Quest not found" },
    notFoundDescription: {
      id: "campaigns.detail.notFoundDescription",
      defaultMessage: "It may have ended and been archived, or the link is not right.",
    },
    loadFailed: { id: "campaigns.detail.loadFailed", defaultMessage: "This campaign could not be loaded" },
    retry: { id: "campaigns.detail.retry", defaultMessage: "Try again" },
    loading: { id: "campaigns.detail.loading", defaultMessage: "Loading the campaign…" },
    gameDetailsTitle: { id: "campaigns.detail.gameDetailsTitle", defaultMessage: "Your game login" },
    gameDetailsWhy: {
      id: "campaigns.detail.gameDetailsWhy",
      defaultMessage:
        "This quest checks your progress in {game}. Tell us how you sign in to {game}, and the quest starts.",
    },
    gameDetailsDone: { id: "campaigns.detail.gameDetailsDone", defaultMessage: "Done" },
  }),
);

/** A referral code from the URL that the start call would take (the contract's pattern), else nothing. */
const referralFrom = (value: string | null): string | undefined =>
  value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;

/** The gamer's tasks in the domain's shape, to count what still locks the claim. */
const domainTasks = (tasks: readonly CampaignTask[]) =>
  tasks.map((task) => ({ id: task.id, active: task.active, state: task.progress?.state ?? "VALIDATE" }));

/** What the page asks of a start: the campaigns' start call, or a quest's own. */
export interface StartCall {
  readonly mutate: (
    variables: { campaignId: string; referral: string | undefined },
    callbacks: { onError: (error: unknown) => void },
  ) => void;
  readonly isPending: boolean;
}

export type UseStart = (campaignRef: string) => StartCall;

/** What the page asks of the campaign itself: the campaigns' detail call, or a quest's own. */
export interface DetailQuery {
  readonly data: CampaignDetail | undefined;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

export type UseDetail = (campaignRef: string, signedIn: boolean) => DetailQuery;

/** A quest's slots (both null without a limit); undefined while unknown. */
export type UseSlots = (
  campaignRef: string,
) => { readonly slots: number | null; readonly remainingSlots: number | null } | undefined;

/** Campaigns show no slots: only quests limit how many gamers may start. */
const useNoSlots: UseSlots = () => undefined;

/** Sections a kind of page adds after the tasks (a quest's proof of work), given the loaded campaign. */
export type RenderSections = (campaignRef: string, campaign: CampaignDetail) => ReactNode;

const DetailBody = ({
  campaignRef,
  campaign,
  useStart,
  useSlots,
  renderSections,
}: {
  campaignRef: string;
  campaign: CampaignDetail;
  useStart: UseStart;
  useSlots: UseSlots;
  renderSections: RenderSections | undefined;
}) => {
  const intl = useIntl();
  const session = useSession();
  const startLogin = useStartLoginFlow();
  const [search] = useSearchParams();
  const [now, tick] = useClockTick();
  const start = useStart(campaignRef);
  const questSlots = useSlots(campaignRef);
  const claim = useClaimReward();

  const [openTask, setOpenTask] = useState<CampaignTask | undefined>();
  const [lockOpen, setLockOpen] = useState(false);
  const [startError, setStartError] = useState<string | undefined>();
  const [gameDetailsOpen, setGameDetailsOpen] = useState(false);
  const [claimState, setClaimState] = useState<ClaimState>("IDLE");
  const [claimFailure, setClaimFailure] = useState<string>("");
  const [claimed, setClaimed] = useState<ClaimedReward | undefined>();
  // One key per claim attempt: a retry sends it again, so a claim that did go through is answered once more
  // instead of being made twice. A new key only after a claim succeeded.
  const attemptKey = useRef<string | undefined>(undefined);

  const referral = referralFrom(search.get(REFERRAL_PARAM));
  const button = buttonOf(campaign, now);
  const started = campaign.userProgress?.started === true;
  const isQuest = campaign.kind === "quest";

  const startNow = (withReferral: string | undefined) => {
    setStartError(undefined);
    start.mutate(
      { campaignId: campaign.id, referral: withReferral },
      {
        onError: (error) => {
          // The quest needs the gamer's game login first: ask for it, rather than show the refusal.
          if (problemCodeOf(error) === "QuestLoginMethodInvalid" && campaign.game !== null) {
            setGameDetailsOpen(true);
            return;
          }
          setStartError(formatCampaignFailure(intl, error));
        },
      },
    );
  };

  const getStarted = () => {
    if (session.status === "signedIn") {
      startNow(referral);
      return;
    }
    // A guest signs in first; the page starts the campaign once they are back signed in.
    storeStartIntent({ ref: campaignRef, ...(referral === undefined ? {} : { referral }) });
    startLogin();
  };

  // Back signed in after Get started: the stored intent (taken once) starts the campaign.
  const resume = useEffectEvent(() => {
    if (session.status !== "signedIn" || started) return;
    const intent = takeStartIntent(campaignRef);
    if (intent !== undefined) startNow(intent.referral);
  });
  useEffect(() => {
    // After the render, so the start's busy state lands on a page that is there.
    const timer = window.setTimeout(resume, 0);
    return () => window.clearTimeout(timer);
  }, [session.status, started, campaignRef]);

  const dispatchClaim = (event: ClaimEvent): ClaimState => {
    const next = claimTransition(claimState, event);
    setClaimState(next);
    return next;
  };

  // A claim refused because a task no longer holds (an unfollow before claiming) says which and why.
  const claimFailureOf = (error: unknown): string => {
    const general = formatCampaignFailure(intl, error);
    if (problemCodeOf(error) !== "TaskNoLongerHolds") return general;
    const reason = problemField(error, "validationError") as VerificationFailure | undefined;
    const task = campaign.tasks.find((candidate) => candidate.id === problemField(error, "taskId"));
    if (reason === undefined || task === undefined || !reason.errorCode) return general;
    return `${general} ${task.title}: ${verificationMessageOf(intl, task, reason)}`;
  };

  const sendClaim = (from: ClaimState) => {
    // There is no wallet signature for an off-chain credit: signing is done at once.
    setClaimState(claimTransition(from, { type: "SIGNED" }));
    attemptKey.current ??= newIdempotencyKey();
    claim.mutate(
      { campaignId: campaign.id, idempotencyKey: attemptKey.current },
      {
        onSuccess: (answer) => {
          attemptKey.current = undefined;
          setClaimFailure("");
          setClaimed(answer);
          setClaimState((current) => claimTransition(current, { type: "CLAIM_SUCCEEDED" }));
        },
        onError: (error) => {
          if (problemCodeOf(error) === "TaskLocked") {
            // The server still sees a task to do: the claim ends here and the task lock shows instead.
            setClaimState((current) =>
              claimTransition(claimTransition(current, { type: "CLAIM_FAILED" }), { type: "DISMISS" }),
            );
            setLockOpen(true);
            return;
          }
          setClaimFailure(claimFailureOf(error));
          setClaimState((current) => claimTransition(current, { type: "CLAIM_FAILED" }));
        },
      },
    );
  };

  const claimRewards = () => {
    const pending = pendingActiveTasks(domainTasks(campaign.tasks)).length;
    const next = dispatchClaim({ type: "CLAIM_CLICKED", pendingTaskCount: pending });
    if (next === "SIGNING") sendClaim(next);
  };

  const retryClaim = () => {
    const next = dispatchClaim({ type: "RETRY" });
    if (next === "SIGNING") sendClaim(next);
  };

  /** Continue: the first active task not done that is open (or the first locked one, which shows the lock). */
  const continueTasks = () => {
    const next = campaign.tasks.find((task) => task.active && task.progress?.state !== "VERIFIED");
    if (next !== undefined) openTaskOrLock(next);
  };

  const openTaskOrLock = (task: CampaignTask) => {
    if (task.locked && task.progress?.state !== "VERIFIED") setLockOpen(true);
    else setOpenTask(task);
  };

  const mainClick = () => {
    if (button.state === "GET_STARTED") getStarted();
    else if (button.state === "CONTINUE_TASKS") continueTasks();
    else if (button.state === "CLAIM_REWARDS") claimRewards();
  };

  const busy = start.isPending || claimState === "SIGNING" || claimState === "CLAIMING";
  const slots = questSlots?.slots ?? campaign.slots;
  const slotsLeft =
    slots === null
      ? undefined
      : (questSlots?.remainingSlots ?? Math.max(0, slots - campaign.participantCount));
  // The open task as the cache now has it (a validation updates it).
  const currentTask =
    openTask === undefined ? undefined : (campaign.tasks.find((task) => task.id === openTask.id) ?? openTask);

  return (
    <>
      <nav aria-label={intl.formatMessage(isQuest ? messages.backToKQuest : messages.backToKDrop)}>
        <ButtonLink to={isQuest ? routes.kQuest.href() : routes.kDrop.href()} tone="ghost" size="sm">
          {intl.formatMessage(isQuest ? messages.backToKQuest : messages.backToKDrop)}
        </ButtonLink>
      </nav>
      <div className={styles.hero}>
        <Banner src={campaign.bannerImage} className={styles.heroBanner} eager />
        <div className={styles.stack}>
          <div className={styles.row}>
            <Badge tone={campaign.status === "LIVE" ? "accent" : "neutral"}>
              {intl.formatMessage(statusMessages[campaign.status])}
            </Badge>
            {campaign.featured ? <Tag tone="secondary">{intl.formatMessage(messages.featured)}</Tag> : null}
            {campaign.game === null ? null : (
              <span className={styles.row}>
                <img
                  className={styles.gameIcon}
                  src={campaign.game.iconImage}
                  alt=""
                  width={24}
                  height={24}
                />
                <span className={styles.muted}>{truncateText(campaign.game.name)}</span>
              </span>
            )}
          </div>
          <h1 className={styles.title}>{campaign.title}</h1>
          <CampaignTimer campaign={campaign} onTick={tick} />
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                {intl.formatMessage(
                  campaign.distribution.method === "LEADERBOARD" ? messages.topPrize : messages.reward,
                )}
              </dt>
              <dd className={styles.factValue}>
                <RewardAmount
                  reward={campaign.reward}
                  amount={headlineAmount(campaign.reward, campaign.distribution)}
                  emphasis
                />
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.participants)}</dt>
              <dd className={styles.factValue}>{intl.formatNumber(campaign.participantCount)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{intl.formatMessage(messages.tasks)}</dt>
              <dd className={styles.factValue}>{intl.formatNumber(campaign.taskCount)}</dd>
            </div>
            {isQuest ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>{intl.formatMessage(messages.slotsLeft)}</dt>
                <dd className={styles.factValue}>
                  {slotsLeft === undefined || slots === null
                    ? intl.formatMessage(messages.unlimited)
                    : intl.formatMessage(messages.slotsLeftValue, { left: slotsLeft, slots })}
                </dd>
              </div>
            ) : null}
          </dl>
          <CampaignButtonView
            button={button}
            action={{ kind: "button", onClick: mainClick, busy }}
            reward={campaign.reward}
          />
          {startError === undefined ? null : (
            <p role="alert" className={styles.error}>
              {startError}
            </p>
          )}
        </div>
      </div>
      {campaign.description === "" ? null : <p className={styles.description}>{campaign.description}</p>}
      <DistributionInfo campaign={campaign} />
      <TaskList
        tasks={campaign.tasks}
        onOpen={openTaskOrLock}
        showPoints={campaign.distribution.method === "LEADERBOARD"}
      />
      {renderSections?.(campaignRef, campaign)}
      {campaign.distribution.method === "LEADERBOARD" ? <LeaderboardSection campaign={campaign} /> : null}

      {currentTask === undefined ? null : (
        <TaskDialog
          key={currentTask.id}
          campaignRef={campaignRef}
          campaign={campaign}
          task={currentTask}
          onClose={() => setOpenTask(undefined)}
          onLocked={() => {
            setOpenTask(undefined);
            setLockOpen(true);
          }}
          onStart={getStarted}
          startBusy={start.isPending}
        />
      )}
      {lockOpen || claimState === "TASK_LOCKED" ? (
        <TaskLockDialog
          onClose={() => {
            setLockOpen(false);
            setClaimState((current) => claimTransition(current, { type: "DISMISS" }));
          }}
        />
      ) : null}
      {claimState === "CLAIM_SUCCESS" && claimed !== undefined ? (
        <ClaimSuccessDialog
          claimed={claimed}
          onClose={() => setClaimState((current) => claimTransition(current, { type: "DISMISS" }))}
        />
      ) : null}
      {claimState === "CLAIM_FAILED" ||
      (claimFailure !== "" && (claimState === "SIGNING" || claimState === "CLAIMING")) ? (
        <ClaimFailedDialog
          reason={claimFailure}
          retrying={claimState !== "CLAIM_FAILED"}
          onRetry={retryClaim}
          onClose={() => {
            setClaimFailure("");
            setClaimState((current) => claimTransition(current, { type: "DISMISS" }));
          }}
        />
      ) : null}
      {gameDetailsOpen && campaign.game !== null ? (
        <Dialog
          open
          onClose={() => setGameDetailsOpen(false)}
          title={intl.formatMessage(messages.gameDetailsTitle)}
          description={intl.formatMessage(messages.gameDetailsWhy, { game: campaign.game.name })}
          footer={
            <Button tone="ghost" onClick={() => setGameDetailsOpen(false)}>
              {intl.formatMessage(messages.gameDetailsDone)}
            </Button>
          }
        >
          <GameDetailsForm
            gameId={Number(campaign.game.id)}
            gameName={campaign.game.name}
            onSaved={() => {
              setGameDetailsOpen(false);
              startNow(referral);
            }}
          />
        </Dialog>
      ) : null}
    </>
  );
};

/**
 * A campaign's (or quest's) page, spec §2: header with the timer, reward and main button, the distribution in
 * words, the tasks in order with their modals, the claim, and for a leaderboard the `#leaderboard` section.
 */
export const CampaignDetailPage = ({
  campaignRef,
  kind = "campaign",
  useDetail = useCampaign,
  useStart = useStartCampaign,
  useSlots = useNoSlots,
  renderSections,
}: {
  campaignRef: string;
  /** What the page is, for its way back while nothing is loaded (a quest goes back to K-Quest). */
  kind?: "campaign" | "quest";
  useDetail?: UseDetail;
  useStart?: UseStart;
  useSlots?: UseSlots;
  renderSections?: RenderSections;
}) => {
  const intl = useIntl();
  const session = useSession();
  const campaign = useDetail(campaignRef, session.status === "signedIn");
  const isQuest = kind === "quest";
  useDocumentTitle(campaign.data?.title);

  if (campaign.isError) {
    const missing =
      campaign.error instanceof ApiError && (campaign.error.status === 404 || campaign.error.status === 400);
    return (
      <div className={styles.page}>
        {missing ? (
          <EmptyState
            headingLevel={1}
            title={intl.formatMessage(isQuest ? messages.questNotFoundTitle : messages.notFoundTitle)}
            description={intl.formatMessage(messages.notFoundDescription)}
            action={
              <ButtonLink to={isQuest ? routes.kQuest.href() : routes.kDrop.href()}>
                {intl.formatMessage(isQuest ? messages.backToKQuest : messages.backToKDrop)}
              </ButtonLink>
            }
          />
        ) : (
          <EmptyState
            headingLevel={1}
            role="alert"
            title={intl.formatMessage(messages.loadFailed)}
            description={formatCampaignFailure(intl, campaign.error)}
            action={
              <Button onClick={() => void campaign.refetch()}>{intl.formatMessage(messages.retry)}</Button>
            }
          />
        )}
      </div>
    );
  }
  if (campaign.data === undefined || session.status === "loading")
    return (
      <div className={styles.page} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton aspectRatio="16 / 6" />
        <Skeleton blockSize="12rem" />
      </div>
    );
  return (
    <div className={styles.page}>
      <DetailBody
        campaignRef={campaignRef}
        campaign={campaign.data}
        useStart={useStart}
        useSlots={useSlots}
        renderSections={renderSections}
      />
    </div>
  );
};
