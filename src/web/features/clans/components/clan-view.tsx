import { useState, type ReactNode } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDate, formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { CLAN_CHIEF_UTM_SOURCE } from "@/domain/clans/clan-chief";
import { Dialog } from "@/web/components/dialog";
import { Table } from "@/web/components/table";
import { useToast } from "@/web/components/toast";
import {
  useClanRules,
  useDeleteClan,
  useJoinClan,
  useLeaveClan,
  type ClanDetail,
  type ClanMember,
  type ClanRole,
} from "@/web/features/clans/api/clans-api";
import { ClanBanner } from "@/web/features/clans/components/clan-banner";
import { ClanStatsPanel } from "@/web/features/clans/components/clan-stats";
import {
  commonMessages,
  formatClanFailure,
  roleMessages,
  ruleMessages,
} from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";
import { useCountries } from "@/web/features/clans/components/use-countries";
import { ClanEmblem } from "@/web/lib/clan-emblem";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";
import { useStartLoginFlow } from "@/web/lib/start-login-flow";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    membersCaption: { id: "clans.view.membersCaption", defaultMessage: "Members" },
    memberColumn: { id: "clans.view.memberColumn", defaultMessage: "Gamer" },
    roleColumn: { id: "clans.view.roleColumn", defaultMessage: "Role" },
    joinedColumn: { id: "clans.view.joinedColumn", defaultMessage: "Joined" },
    leave: { id: "clans.view.leave", defaultMessage: "Leave clan" },
    remove: { id: "clans.view.delete", defaultMessage: "Delete clan" },
    cancel: { id: "clans.view.cancel", defaultMessage: "Cancel" },
    leaveTitle: { id: "clans.view.leaveTitle", defaultMessage: "Leave {clanName}?" },
    deleteTitle: { id: "clans.view.deleteTitle", defaultMessage: "Delete {clanName}?" },
    deleteWarning: {
      id: "clans.view.deleteWarning",
      defaultMessage: "Every member leaves the clan. This cannot be undone.",
    },
    deleteFrom: { id: "clans.view.deleteFrom", defaultMessage: "You can delete this clan from {date}." },
    confirmLeave: { id: "clans.view.confirmLeave", defaultMessage: "Yes, leave" },
    confirmDelete: { id: "clans.view.confirmDelete", defaultMessage: "Yes, delete" },
    left: { id: "clans.view.left", defaultMessage: "You left {clanName}." },
    deleted: { id: "clans.view.deleted", defaultMessage: "{clanName} was deleted." },
    yourRole: { id: "clans.view.yourRole", defaultMessage: "You are {role}" },
    invite: { id: "clans.invite.share", defaultMessage: "Invite friends" },
    inviteText: { id: "clans.invite.shareText", defaultMessage: "Join my clan {clanName} on Kleos" },
    inviteCopied: { id: "clans.invite.copied", defaultMessage: "Invite link copied" },
    inviteCopyFailed: {
      id: "clans.invite.copyFailed",
      defaultMessage: "The invite link could not be copied",
    },
  }),
);

/** The query flag of an invite link: the clan page greets the invited gamer. */
export const INVITE_PARAM = "invite";

/**
 * The link a member shares: the clan's own page, marked as an invite (spec §2: utm_source on share links); a
 * Chief's invites say so in their utm_source, so what chiefs bring in is counted apart.
 */
export const clanInviteLink = (origin: string, clanId: number, role?: ClanRole | null): string =>
  `${origin}${routes.clan.href({ clanId })}?${INVITE_PARAM}=1&utm_source=${role === "Chief" ? CLAN_CHIEF_UTM_SOURCE : "more"}`;

const copy = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A clan's page: banner and emblem, name, place, description, members with roles and join days, and what the
 * viewer may do: Join (a gamer outside it, or a guest, who is asked to sign in), Leave (a Member) or Delete (the
 * Chief), each confirmed in a dialog that states the day rule.
 */
export const ClanView = ({
  clan,
  canJoin,
  children,
}: {
  readonly clan: ClanDetail;
  readonly canJoin: boolean;
  /** What the page adds below the clan's statistics (its place on the clan leaderboard). */
  readonly children?: ReactNode;
}) => {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const startLogin = useStartLoginFlow();
  const { nameOf } = useCountries();
  const rules = useClanRules();
  const join = useJoinClan();
  const leave = useLeaveClan();
  const remove = useDeleteClan();
  const [confirming, setConfirming] = useState<"leave" | "delete" | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  /** Whether the delete rule still holds the clan back, as of when the dialog opened. */
  const [deleteOpens, setDeleteOpens] = useState(false);

  const date = (iso: string) => formatDate(iso, { locale: intl.locale });
  const fail = (error: unknown) => setFailure(formatClanFailure(intl, error));
  const close = () => {
    setConfirming(undefined);
    setFailure(undefined);
  };

  const onJoin = () => {
    if (session.status !== "signedIn") {
      startLogin();
      return;
    }
    // Awaited rather than mutate()'s own callbacks: joining swaps this view for the clan's, and React Query
    // skips the callbacks of a component that has gone.
    join.mutateAsync(clan.id).then(
      () =>
        toast.show({
          message: intl.formatMessage(commonMessages.joined, { clanName: clan.clanName }),
          tone: "success",
        }),
      (error: unknown) => toast.show({ message: formatClanFailure(intl, error), tone: "error" }),
    );
  };

  /** The device's share sheet where there is one, else the clipboard; either way the gamer is told. */
  const onInvite = async () => {
    const link = clanInviteLink(window.location.origin, clan.id, clan.viewerRole);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: clan.clanName,
          text: intl.formatMessage(messages.inviteText, { clanName: clan.clanName }),
          url: link,
        });
        return;
      } catch (error) {
        // The gamer closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    const copied = await copy(link);
    toast.show({
      tone: copied ? "success" : "error",
      message: intl.formatMessage(copied ? messages.inviteCopied : messages.inviteCopyFailed),
    });
  };

  const onConfirm = () => {
    const done = (message: string) => {
      close();
      toast.show({ message, tone: "success" });
    };
    // Awaited, not mutate()'s callbacks: leaving or deleting swaps this view for the directory, and React Query
    // skips the callbacks of a component that has gone (so the toast would never show).
    if (confirming === "leave")
      leave
        .mutateAsync()
        .then(() => done(intl.formatMessage(messages.left, { clanName: clan.clanName })), fail);
    if (confirming === "delete")
      remove
        .mutateAsync(clan.id)
        .then(() => done(intl.formatMessage(messages.deleted, { clanName: clan.clanName })), fail);
  };

  const ruleText =
    rules.data === undefined
      ? undefined
      : confirming === "leave"
        ? intl.formatMessage(ruleMessages.clanLeave, { days: rules.data.minDaysToJoinClanAfterLeaving })
        : intl.formatMessage(ruleMessages.clanCreation, {
            days: rules.data.minDaysToRecreateClanAfterDelete,
          });

  return (
    <div className={styles.layout}>
      <div className={styles.header}>
        <div className={styles.hero}>
          <ClanBanner banner={clan.bannerImage} />
          <div className={styles.heroBody}>
            <div className={styles.heroEmblem}>
              <ClanEmblem emblem={clan.clanLogo} clanName={clan.clanName} size="lg" />
            </div>
            <div className={styles.heroText}>
              <h1 className={styles.title}>{clan.clanName}</h1>
              <p className={styles.muted}>
                {intl.formatMessage(commonMessages.place, { city: clan.city, country: nameOf(clan.country) })}
                {" · "}
                {intl.formatMessage(commonMessages.members, { count: clan.memberCount })}
              </p>
              {clan.viewerRole === "Chief" || clan.viewerRole === "Member" ? (
                <span>
                  <Badge tone="accent">
                    {intl.formatMessage(messages.yourRole, {
                      role: intl.formatMessage(roleMessages[clan.viewerRole]),
                    })}
                  </Badge>
                </span>
              ) : null}
            </div>
          </div>
        </div>
        {clan.description === "" ? null : <p className={styles.description}>{clan.description}</p>}
        <div className={styles.actions}>
          {clan.viewerRole === "Member" || clan.viewerRole === "Chief" ? (
            <Button onClick={() => void onInvite()}>{intl.formatMessage(messages.invite)}</Button>
          ) : null}
          {clan.viewerRole === "Member" ? (
            <Button tone="secondary" onClick={() => setConfirming("leave")}>
              {intl.formatMessage(messages.leave)}
            </Button>
          ) : clan.viewerRole === "Chief" ? (
            <Button
              tone="secondary"
              onClick={() => {
                setDeleteOpens(Date.parse(clan.deleteAllowedAt) > Date.now());
                setConfirming("delete");
              }}
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          ) : canJoin ? (
            <Button onClick={onJoin} disabled={join.isPending}>
              {intl.formatMessage(commonMessages.joinNamed, { clanName: clan.clanName })}
            </Button>
          ) : null}
        </div>
        <Table<ClanMember>
          caption={intl.formatMessage(messages.membersCaption)}
          columns={[
            {
              key: "username",
              header: intl.formatMessage(messages.memberColumn),
              cell: (m) => m.username,
              rowHeader: true,
            },
            {
              key: "role",
              header: intl.formatMessage(messages.roleColumn),
              cell: (m) => intl.formatMessage(roleMessages[m.role]),
            },
            {
              key: "joinedAt",
              header: intl.formatMessage(messages.joinedColumn),
              cell: (m) => date(m.joinedAt),
              align: "end",
            },
          ]}
          rows={clan.members}
          rowKey={(member) => String(member.memberId)}
        />
        <ClanStatsPanel clanId={clan.id} />
        {children}
      </div>
      <Dialog
        open={confirming !== undefined}
        onClose={close}
        size="sm"
        title={intl.formatMessage(confirming === "delete" ? messages.deleteTitle : messages.leaveTitle, {
          clanName: clan.clanName,
        })}
        description={ruleText}
        footer={
          <div className={styles.actions}>
            <Button tone="ghost" onClick={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              onClick={onConfirm}
              disabled={leave.isPending || remove.isPending || (confirming === "delete" && deleteOpens)}
            >
              {intl.formatMessage(confirming === "delete" ? messages.confirmDelete : messages.confirmLeave)}
            </Button>
          </div>
        }
      >
        {confirming === "delete" ? (
          <>
            <p className={styles.muted}>{intl.formatMessage(messages.deleteWarning)}</p>
            {deleteOpens ? (
              <p className={styles.error}>
                {intl.formatMessage(messages.deleteFrom, {
                  date: formatDateTime(clan.deleteAllowedAt, { locale: intl.locale }),
                })}
              </p>
            ) : null}
          </>
        ) : null}
        {failure === undefined ? null : (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </Dialog>
    </div>
  );
};
