import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDate } from "@/domain/format/time-format";
import { CLAN_DASHBOARD_TYPES, type ClanDashboardType } from "@/domain/clans/clan-chief";
import { BarChart } from "@/web/components/bar-chart";
import { Card } from "@/web/components/card";
import { Table } from "@/web/components/table";
import { Tabs } from "@/web/components/tabs";
import {
  useClanCampaignStats,
  useClanMemberStats,
  useClanPogScores,
  type ClanCampaignStats,
  type ClanMemberParticipation,
  type ClanPogScores,
} from "@/web/features/clans/api/clans-api";
import { roleMessages } from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    title: { id: "clans.stats.title", defaultMessage: "Clan statistics" },
    dashboard: { id: "clans.stats.dashboard", defaultMessage: "Dashboard" },
    drop: { id: "clans.stats.drop", defaultMessage: "K-Drop campaigns" },
    quest: { id: "clans.stats.quest", defaultMessage: "K-Quest quests" },
    members: { id: "clans.stats.members", defaultMessage: "Members taking part" },
    joined: { id: "clans.stats.joined", defaultMessage: "Joined" },
    completed: { id: "clans.stats.completed", defaultMessage: "Completed" },
    points: { id: "clans.stats.points", defaultMessage: "Points" },
    chart: { id: "clans.stats.chart", defaultMessage: "Participation, last 8 weeks" },
    started: { id: "clans.stats.started", defaultMessage: "Started" },
    week: {
      id: "clans.stats.week",
      defaultMessage: "Week of {date}: {started} started, {completed} completed",
    },
    member: { id: "clans.stats.member", defaultMessage: "Member" },
    role: { id: "clans.stats.role", defaultMessage: "Role" },
    pogTitle: { id: "clans.stats.pogTitle", defaultMessage: "POG scores (clan total: {score})" },
    score: { id: "clans.stats.score", defaultMessage: "Score" },
    tier: { id: "clans.stats.tier", defaultMessage: "Tier" },
    none: { id: "clans.stats.none", defaultMessage: "Nothing yet" },
  }),
);

const WeeklyChart = ({ weeks }: { readonly weeks: ClanCampaignStats["weeks"] }) => {
  const intl = useIntl();
  return (
    <BarChart
      title={intl.formatMessage(messages.chart)}
      series={[
        { key: "started", label: intl.formatMessage(messages.started), tone: "accent" },
        { key: "completed", label: intl.formatMessage(messages.completed), tone: "secondary" },
      ]}
      columns={weeks.map((week) => {
        const date = formatDate(week.weekStart, { locale: intl.locale });
        return {
          key: week.weekStart,
          label: date,
          description: intl.formatMessage(messages.week, {
            date,
            started: week.started,
            completed: week.completed,
          }),
          values: [week.started, week.completed],
        };
      })}
    />
  );
};

const Totals = ({ totals }: { readonly totals: ClanCampaignStats["drops"] }) => {
  const intl = useIntl();
  const items = [
    [messages.members, totals.participatingMembers],
    [messages.joined, totals.participations],
    [messages.completed, totals.completions],
    [messages.points, totals.points],
  ] as const;
  return (
    <dl className={styles.statGrid}>
      {items.map(([label, value]) => (
        <div key={label.id} className={styles.stat}>
          <dt className={styles.muted}>{intl.formatMessage(label)}</dt>
          <dd className={styles.statValue}>{intl.formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
};

const MemberTable = ({
  data,
  caption,
}: {
  readonly data: ClanMemberParticipation | undefined;
  readonly caption: string;
}) => {
  const intl = useIntl();
  type Row = ClanMemberParticipation["items"][number];
  return (
    <Table<Row>
      caption={caption}
      hideCaption
      columns={[
        {
          key: "username",
          header: intl.formatMessage(messages.member),
          cell: (r) => r.username,
          rowHeader: true,
        },
        {
          key: "role",
          header: intl.formatMessage(messages.role),
          cell: (r) => intl.formatMessage(roleMessages[r.role]),
        },
        {
          key: "joined",
          header: intl.formatMessage(messages.joined),
          cell: (r) => intl.formatNumber(r.joined),
          align: "end",
        },
        {
          key: "completed",
          header: intl.formatMessage(messages.completed),
          cell: (r) => intl.formatNumber(r.completed),
          align: "end",
        },
        {
          key: "points",
          header: intl.formatMessage(messages.points),
          cell: (r) => intl.formatNumber(r.points),
          align: "end",
        },
      ]}
      rows={data?.items ?? []}
      rowKey={(r) => String(r.memberId)}
      empty={intl.formatMessage(messages.none)}
    />
  );
};

const PogScores = ({ data }: { readonly data: ClanPogScores }) => {
  const intl = useIntl();
  type Row = ClanPogScores["members"][number];
  const title = intl.formatMessage(messages.pogTitle, { score: intl.formatNumber(data.totalScore) });
  return (
    <section className={styles.header} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      <Table<Row>
        caption={title}
        hideCaption
        columns={[
          {
            key: "username",
            header: intl.formatMessage(messages.member),
            cell: (r) => (r.pogName === null ? r.username : `${r.username} · ${r.pogName}`),
            rowHeader: true,
          },
          {
            key: "score",
            header: intl.formatMessage(messages.score),
            cell: (r) => intl.formatNumber(r.score),
            align: "end",
          },
          {
            key: "tier",
            header: intl.formatMessage(messages.tier),
            cell: (r) => r.tier ?? "—",
            align: "end",
          },
        ]}
        rows={data.members}
        rowKey={(r) => String(r.memberId)}
      />
    </section>
  );
};

/**
 * A clan's statistics: its members' campaigns or quests (the dashboard type, drop or quest), participation week
 * by week as a chart, each member's numbers, and the members' POG scores.
 */
export const ClanStatsPanel = ({ clanId }: { readonly clanId: number }) => {
  const intl = useIntl();
  const [dashboard, setDashboard] = useState<ClanDashboardType>("drop");
  const stats = useClanCampaignStats(clanId);
  const members = useClanMemberStats(clanId, dashboard);
  const pog = useClanPogScores(clanId);
  const tab = (type: ClanDashboardType) => ({
    id: type,
    label: intl.formatMessage(messages[type]),
    content: (
      <div className={styles.header} data-dashboard-type={CLAN_DASHBOARD_TYPES[type]}>
        {stats.data === undefined ? null : (
          <Totals totals={type === "drop" ? stats.data.drops : stats.data.quests} />
        )}
        <MemberTable data={members.data} caption={intl.formatMessage(messages[type])} />
      </div>
    ),
  });
  return (
    <Card padding="md" className={styles.header}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.title)}</h2>
      {stats.data === undefined ? null : <WeeklyChart weeks={stats.data.weeks} />}
      <Tabs<ClanDashboardType>
        label={intl.formatMessage(messages.dashboard)}
        items={[tab("drop"), tab("quest")]}
        value={dashboard}
        onChange={setDashboard}
      />
      {pog.data === undefined ? null : <PogScores data={pog.data} />}
    </Card>
  );
};
