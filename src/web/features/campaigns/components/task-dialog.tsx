import { formatDateTime } from "@/domain/format/time-format";
import { useRef, useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { tasksAreOpen } from "@/domain/campaigns/campaign-lifecycle";
import { TASK_VERIFIER_SOURCE } from "@/domain/tasks/task-types";
import { taskTransition, type TaskEvent, type TaskState } from "@/domain/tasks/task-flow";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Input } from "@/web/components/input";
import { pogShareIntentUrlOf } from "@/domain/tasks/pog-share-link";
import { Link } from "@/web/components/link";
import {
  taskRedirectPath,
  useValidateTask,
  type CampaignDetail,
  type CampaignTask,
  type ValidationError,
} from "@/web/features/campaigns/api/campaigns-api";
import { routes } from "@/web/lib/routes";
import { CheckIcon } from "@/web/features/campaigns/components/campaign-icons";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import {
  buttonMessages,
  formatCampaignFailure,
  problemField,
  taskStateMessages,
} from "@/web/features/campaigns/components/campaign-messages";
import { GameDetailsForm } from "@/web/features/campaigns/components/game-details-form";
import { ReferralPanel } from "@/web/features/campaigns/components/referral-panel";
import { taskStateOf } from "@/web/features/campaigns/components/task-list";
import { visuallyHidden } from "@/web/styles/utilities.css";
import { plainMessages } from "@/web/lib/plain-messages";
import { problemCodeOf } from "@/web/lib/problem-messages";
import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "@/web/lib/api-context";
import { profileQuery } from "@/web/lib/queries/profile-queries";
import { useConnectableProviders, useSocialConnect, type ConnectProvider } from "@/web/lib/social-connect";
import {
  type VerificationFailure,
  verificationMessageOf,
} from "@/web/features/campaigns/components/verification-messages";

const messages = plainMessages(
  defineMessages({
    close: { id: "campaigns.taskDialog.close", defaultMessage: "Close" },
    connectSocial: { id: "campaigns.taskDialog.connectSocial", defaultMessage: "Connect {service}" },
    openLink: { id: "campaigns.taskDialog.openLink", defaultMessage: "Open the link" },
    newTab: { id: "campaigns.taskDialog.newTab", defaultMessage: "(opens in a new tab)" },
    openLinkHint: {
      id: "campaigns.taskDialog.openLinkHint",
      defaultMessage: "Open the link, look around, then come back and validate.",
    },
    code: { id: "campaigns.taskDialog.code", defaultMessage: "Your code" },
    codeHint: {
      id: "campaigns.taskDialog.codeHintAnyCase",
      defaultMessage: "Type the code you got. Upper or lower case does not matter.",
    },
    codeMissing: { id: "campaigns.taskDialog.codeMissing", defaultMessage: "Please enter a value" },
    invites: {
      id: "campaigns.taskDialog.invites",
      defaultMessage:
        "Invite {count, plural, one {# friend} other {# friends}} to start this campaign through your link, then validate.",
    },
    createReferral: {
      id: "campaigns.taskDialog.createReferral",
      defaultMessage: "Create your referral code, then validate.",
    },
    gameDetails: {
      id: "campaigns.taskDialog.gameDetails",
      defaultMessage: "Save how you sign in to the game, then validate.",
    },
    gameApi: {
      id: "campaigns.taskDialog.gameApi",
      defaultMessage:
        "Do this in the game with the login you saved here; Kleos then asks the game to confirm it.",
    },
    noGame: {
      id: "campaigns.taskDialog.noGame",
      defaultMessage: "This campaign names no game to save details for.",
    },
    linkOnProfile: {
      id: "campaigns.taskDialog.linkOnProfile",
      defaultMessage: "Link it on your profile, then come back and validate.",
    },
    profile: { id: "campaigns.taskDialog.profile", defaultMessage: "Go to your profile" },
    internal: {
      id: "campaigns.taskDialog.internal",
      defaultMessage: "Complete this on your Kleos profile, then come back and validate.",
    },
    external: {
      id: "campaigns.taskDialog.external",
      defaultMessage: "Do this on {service}, then come back and validate.",
    },
    openExternal: { id: "campaigns.taskDialog.openExternal", defaultMessage: "Open on {service}" },
    sharePogHint: {
      id: "campaigns.taskDialog.sharePogHint",
      defaultMessage: "Post your POG card's link on X, then come back and validate.",
    },
    sharePogPost: { id: "campaigns.taskDialog.sharePogPost", defaultMessage: "Post on X" },
    sharePogText: {
      id: "campaigns.taskDialog.sharePogText",
      defaultMessage: "My Proof of Gamer card on Kleos",
    },
    sharePogUsername: {
      id: "campaigns.taskDialog.sharePogUsername",
      defaultMessage: "Choose a username on your profile first: your POG card's link carries it.",
    },
    externalChain: {
      id: "campaigns.taskDialog.externalChain",
      defaultMessage: "Hold it in a wallet linked to your Kleos account, then come back and validate.",
    },
    startFirst: {
      id: "campaigns.taskDialog.startFirst",
      defaultMessage: "Start the campaign to validate its tasks.",
    },
    closed: {
      id: "campaigns.taskDialog.closed",
      defaultMessage: "Tasks can be validated only while the campaign is live.",
    },
    verified: { id: "campaigns.taskDialog.verified", defaultMessage: "Task verified" },
    checkAgainAt: {
      id: "campaigns.taskDialog.checkAgainAt",
      defaultMessage: "It can be checked again from {time}.",
    },
  }),
);

const SERVICE_NAME = {
  x: "X",
  discord: "Discord",
  telegram: "Telegram",
  steam: "Steam",
} as const;

/** Account links a gamer makes on their profile. */
const PROFILE_LINKS = new Set([
  "LINK_WALLET",
  "LINK_GOOGLE",
  "LINK_TELEGRAM",
  "LINK_TWITTER",
  "LINK_DISCORD",
  "LINK_STEAM",
]);

const configText = (task: CampaignTask, key: string): string | undefined => {
  const value = task.config[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** The page an external task points at, from what its configuration gives the gamer. */
const externalUrl = (task: CampaignTask): string | undefined => {
  const direct = configText(task, "tweetUrl") ?? configText(task, "inviteUrl");
  if (direct !== undefined && /^https:\/\//.test(direct)) return direct;
  const handle = configText(task, "handle");
  if (handle !== undefined) return `https://x.com/${encodeURIComponent(handle.replace(/^@/, ""))}`;
  const channel = configText(task, "channel");
  if (channel !== undefined) return `https://t.me/${encodeURIComponent(channel.replace(/^@/, ""))}`;
  return undefined;
};

/** The flow state a task opens in: the server's, with "verified" as the done state. */
const initialState = (task: CampaignTask): TaskState => {
  const state = taskStateOf(task);
  return state === "VALIDATING" ? "REVALIDATE" : state;
};

export interface TaskDialogProps {
  /** The id or slug the page loaded the campaign by (its cache key). */
  readonly campaignRef: string;
  readonly campaign: CampaignDetail;
  readonly task: CampaignTask;
  readonly onClose: () => void;
  /** The server answered TaskLocked: show the task lock instead. */
  readonly onLocked: () => void;
  /** Start the campaign (a guest is asked to sign in first). */
  readonly onStart: () => void;
  readonly startBusy: boolean;
}

/**
 * The "task steps" modal of spec §2: the task's description and its action, and the Validate button that
 * follows the task flow of spec §4 (validate → validating → verified, or revalidate with the server's
 * message).
 */
export const TaskDialog = ({
  campaignRef,
  campaign,
  task,
  onClose,
  onLocked,
  onStart,
  startBusy,
}: TaskDialogProps) => {
  const intl = useIntl();
  const validate = useValidateTask(campaignRef);
  const [state, setState] = useState<TaskState>(() => initialState(task));
  // `errorCode` "" holds a message already in the gamer's words (a failed request); a verifier's answer is worded
  // from its code and params.
  const [failure, setFailure] = useState<VerificationFailure | undefined>(() => {
    const last = task.progress?.lastError;
    return last === null || last === undefined
      ? undefined
      : { errorCode: last.errorCode ?? "", message: last.message, messageParams: last.messageParams };
  });
  // When the server checks it again (the re-check cooldown): asking earlier answers the same result.
  const [checkAgainAt, setCheckAgainAt] = useState<string | null>(task.progress?.checkAgainAt ?? null);
  const client = useApiClient();
  const profile = useQuery(profileQuery(client));
  const connectable = useConnectableProviders();
  const social = useSocialConnect();
  const [code, setCode] = useState("");
  const [codeMissing, setCodeMissing] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const dispatch = (event: TaskEvent) => setState((current) => taskTransition(current, event));

  const started = campaign.userProgress?.started === true;
  const open = tasksAreOpen(campaign.status);
  const needsCode = task.type === "SPECIAL_CODE";

  const failWith = (
    message: string,
    errorCode = "",
    messageParams?: Readonly<Record<string, string>> | undefined,
  ) => {
    setFailure({ errorCode, message, messageParams });
    dispatch({ type: "VALIDATION_FAILED" });
  };

  const requestValidation = () => {
    if (needsCode && code.trim() === "") {
      setCodeMissing(true);
      codeRef.current?.focus();
      return;
    }
    setFailure(undefined);
    dispatch({ type: "VALIDATE_REQUESTED" });
    validate.mutate(
      { campaignId: campaign.id, taskId: task.id, ...(needsCode ? { code: code.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setCheckAgainAt(answer.checkAgainAt);
          if (answer.state === "VERIFIED") {
            dispatch({ type: "VALIDATION_SUCCEEDED" });
            return;
          }
          failWith(answer.message, answer.errorCode ?? "", answer.messageParams);
        },
        onError: (error) => {
          if (problemCodeOf(error) === "TaskLocked") {
            dispatch({ type: "VALIDATION_FAILED" });
            onLocked();
            return;
          }
          const validationError = problemField(error, "validationError") as ValidationError | undefined;
          failWith(
            validationError?.message ?? formatCampaignFailure(intl, error),
            validationError?.errorCode ?? "",
            validationError?.messageParams,
          );
        },
      },
    );
  };

  const source = TASK_VERIFIER_SOURCE[task.type];
  const socialProvider: ConnectProvider | undefined =
    source === "x" ? "twitter" : source === "discord" ? "discord" : undefined;
  // X and Discord tasks are checked on the gamer's own account: connect it here when it is not yet.
  const connectButton =
    socialProvider !== undefined &&
    connectable.includes(socialProvider) &&
    profile.data !== undefined &&
    !profile.data.socialStatuses[socialProvider].isActive ? (
      <div>
        <Button tone="secondary" disabled={social.busy} onClick={() => social.connect(socialProvider)}>
          {intl.formatMessage(messages.connectSocial, { service: SERVICE_NAME[source as "x" | "discord"] })}
        </Button>
      </div>
    ) : null;
  const body: ReactNode = (() => {
    switch (task.type) {
      case "URI_REDIRECTION":
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>{intl.formatMessage(messages.openLinkHint)}</p>
            {started ? (
              <div>
                <a
                  className={styles.actionLink}
                  href={taskRedirectPath(campaign.id, task)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {intl.formatMessage(messages.openLink)}
                  <span className={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
                </a>
              </div>
            ) : null}
          </div>
        );
      case "SPECIAL_CODE":
        return (
          <Input
            ref={codeRef}
            label={intl.formatMessage(messages.code)}
            hint={intl.formatMessage(messages.codeHint)}
            value={code}
            maxLength={64}
            autoComplete="off"
            forceLtr
            error={codeMissing && code.trim() === "" ? intl.formatMessage(messages.codeMissing) : undefined}
            disabled={state === "VALIDATING" || state === "VERIFIED"}
            onChange={(event) => setCode(event.target.value)}
          />
        );
      case "CREATE_REFERRAL":
      case "SHARE_REFERRAL_INVITE": {
        const share = task.type === "SHARE_REFERRAL_INVITE";
        const required = task.config["requiredInvites"];
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>
              {share
                ? intl.formatMessage(messages.invites, { count: typeof required === "number" ? required : 1 })
                : intl.formatMessage(messages.createReferral)}
            </p>
            {started ? <ReferralPanel campaign={campaign} share={share} /> : null}
          </div>
        );
      }
      case "CAPTURE_GAME_DETAILS":
      case "GAME_API_VALIDATION":
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>
              {intl.formatMessage(
                task.type === "CAPTURE_GAME_DETAILS" ? messages.gameDetails : messages.gameApi,
              )}
            </p>
            {campaign.game === null ? (
              <p className={styles.muted}>{intl.formatMessage(messages.noGame)}</p>
            ) : started ? (
              <GameDetailsForm gameId={Number(campaign.game.id)} gameName={campaign.game.name} />
            ) : null}
          </div>
        );
      case "SHARE_POG_ON_X": {
        // The post the verifier looks for: X's post intent with the gamer's POG card link (pog-share-link.ts).
        const username = profile.data?.username ?? null;
        if (profile.data !== undefined && username === null)
          return (
            <div className={styles.stack}>
              <p className={styles.muted}>{intl.formatMessage(messages.sharePogUsername)}</p>
              <div>
                <Link to={routes.profile.href()}>{intl.formatMessage(messages.profile)}</Link>
              </div>
            </div>
          );
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>{intl.formatMessage(messages.sharePogHint)}</p>
            {started && username !== null ? (
              <div>
                <a
                  className={styles.actionLink}
                  href={pogShareIntentUrlOf(
                    window.location.origin,
                    username,
                    intl.formatMessage(messages.sharePogText),
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {intl.formatMessage(messages.sharePogPost)}
                  <span className={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
                </a>
              </div>
            ) : null}
            {connectButton}
          </div>
        );
      }
      case "INTERNAL_API_VALIDATION":
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>{intl.formatMessage(messages.internal)}</p>
            <div>
              <Link to={routes.profile.href()}>{intl.formatMessage(messages.profile)}</Link>
            </div>
          </div>
        );
      default: {
        if (PROFILE_LINKS.has(task.type) && connectButton !== null) return connectButton;
        if (PROFILE_LINKS.has(task.type))
          return (
            <div className={styles.stack}>
              <p className={styles.muted}>{intl.formatMessage(messages.linkOnProfile)}</p>
              <div>
                <Link to={routes.profile.href()}>{intl.formatMessage(messages.profile)}</Link>
              </div>
            </div>
          );
        // On-chain holdings have no service to name: the wallet is where it happens.
        if (source === "chain")
          return <p className={styles.muted}>{intl.formatMessage(messages.externalChain)}</p>;
        const service = source === "kleos" ? "Kleos" : SERVICE_NAME[source];
        const url = externalUrl(task);
        return (
          <div className={styles.stack}>
            <p className={styles.muted}>{intl.formatMessage(messages.external, { service })}</p>
            {url === undefined ? null : (
              <div>
                <Link to={url}>{intl.formatMessage(messages.openExternal, { service })}</Link>
              </div>
            )}
            {connectButton}
          </div>
        );
      }
    }
  })();

  const footer = !started ? (
    <>
      <Button tone="ghost" onClick={onClose}>
        {intl.formatMessage(messages.close)}
      </Button>
      {open ? (
        <Button onClick={onStart} disabled={startBusy} aria-busy={startBusy}>
          {intl.formatMessage(buttonMessages.GET_STARTED)}
        </Button>
      ) : null}
    </>
  ) : (
    <>
      <Button tone="ghost" onClick={onClose}>
        {intl.formatMessage(messages.close)}
      </Button>
      {state === "VERIFIED" || state === "COMPLETED" ? (
        <Button disabled>
          <CheckIcon />
          {intl.formatMessage(taskStateMessages.VERIFIED)}
        </Button>
      ) : (
        <Button
          onClick={requestValidation}
          disabled={!open || state === "VALIDATING"}
          aria-busy={state === "VALIDATING"}
        >
          {state === "VALIDATING" ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {intl.formatMessage(taskStateMessages[state])}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open onClose={onClose} title={task.title} description={task.description} footer={footer}>
      <div className={styles.stack}>
        {body}
        {!started && open ? <p className={styles.muted}>{intl.formatMessage(messages.startFirst)}</p> : null}
        {!open ? <p className={styles.muted}>{intl.formatMessage(messages.closed)}</p> : null}
        {state === "VERIFIED" ? (
          <p role="status" className={styles.success}>
            {intl.formatMessage(messages.verified)}
          </p>
        ) : null}
        {state === "REVALIDATE" && failure !== undefined ? (
          <p role="alert" className={styles.error}>
            {failure.errorCode === "" ? failure.message : verificationMessageOf(intl, task, failure)}
          </p>
        ) : null}
        {social.modals}
        {state === "REVALIDATE" && checkAgainAt !== null ? (
          <p className={styles.muted}>
            {intl.formatMessage(messages.checkAgainAt, {
              time: formatDateTime(checkAgainAt, { locale: intl.locale }),
            })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
};
