import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "@/domain/format/time-format";
import { LEADERBOARD_KINDS } from "@/domain/leaderboards/leaderboard-rules";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Pagination } from "@/web/components/pagination";
import { Select } from "@/web/components/select";
import { Tag } from "@/web/components/tag";
import {
  LEADERBOARDS_PAGE_LIMIT,
  useAdminLeaderboard,
  useAdminLeaderboards,
  type AdminLeaderboard,
  type AdminLeaderboardKind,
  type AdminLeaderboardQuery,
} from "@/web/features/admin/api/admin-api";
import { AdminListLoading, AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import {
  LeaderboardEditor,
  leaderboardEditorMessages,
} from "@/web/features/admin/components/leaderboard-editor";
import { LeaderboardForm } from "@/web/features/admin/components/leaderboard-form";
import { showProblem } from "@/web/features/admin/components/problem";
import { boardKindMessages, boardStatusMessages, scoreSourceMessages } from "@/web/lib/leaderboard-words";
import { plainMessages } from "@/web/lib/plain-messages";
import { routes } from "@/web/lib/routes";
import { withSearchParam } from "@/web/lib/search-params";

const messages = plainMessages(
  defineMessages({
    heading: { id: "admin.leaderboards.heading", defaultMessage: "Leaderboards" },
    lead: {
      id: "admin.leaderboards.lead",
      defaultMessage:
        "Every season, live ones first. A season's title can change at any time; the rest until it starts.",
    },
    kind: { id: "admin.leaderboards.kind", defaultMessage: "Show the boards ranking" },
    everyKind: { id: "admin.leaderboards.everyKind", defaultMessage: "All boards" },
    loading: { id: "admin.leaderboards.loading", defaultMessage: "Loading the leaderboards…" },
    loadFailed: {
      id: "admin.leaderboards.loadFailed",
      defaultMessage: "The leaderboards could not be loaded",
    },
    empty: { id: "admin.leaderboards.empty", defaultMessage: "No leaderboards yet" },
    season: { id: "admin.leaderboards.season", defaultMessage: "{start} to {end}" },
    participants: {
      id: "admin.leaderboards.participants",
      defaultMessage: "{count, plural, one {# participant} other {# participants}}",
    },
    edit: { id: "admin.leaderboards.edit", defaultMessage: "Edit" },
  }),
);

/** The address's parameter naming the board being edited, so a reload keeps the editor open. */
const EDIT_PARAM = "edit";

const isKind = (value: string): value is AdminLeaderboardKind =>
  LEADERBOARD_KINDS.some((kind) => kind === value);

/** One board in the admin's list: its title (a link to its page), status, scope, source, season and Edit. */
const BoardItem = ({ board, onEdit }: { readonly board: AdminLeaderboard; readonly onEdit: () => void }) => {
  const intl = useIntl();
  return (
    <Card as="li" padding="md" tone="raised">
      <article className={styles.taskHeader} aria-label={board.title}>
        <div className={styles.stack}>
          <h3 className={styles.subTitle}>
            <Link to={routes.leaderboard.href({ leaderboardId: board.id })}>{board.title}</Link>
          </h3>
          <div className={styles.checkboxes}>
            <Badge tone={board.status === "LIVE" ? "accent" : "neutral"}>
              {intl.formatMessage(boardStatusMessages[board.status])}
            </Badge>
            <Tag>{intl.formatMessage(boardKindMessages[board.kind])}</Tag>
            <Tag>{intl.formatMessage(scoreSourceMessages[board.scoreSource])}</Tag>
          </div>
          <p className={styles.muted}>
            {intl.formatMessage(messages.season, {
              start: formatDateTime(board.seasonStartsAt, { locale: intl.locale }),
              end: formatDateTime(board.seasonEndsAt, { locale: intl.locale }),
            })}
            {" · "}
            {intl.formatMessage(messages.participants, { count: board.participantCount })}
          </p>
        </div>
        <Button tone="secondary" onClick={onEdit}>
          {intl.formatMessage(messages.edit)}
        </Button>
      </article>
    </Card>
  );
};

/**
 * A page of every board, optionally of one kind. The query is the console's, so it outlives an edit; it is not
 * in the address, where changing it would look like leaving the new board's form.
 */
const BoardList = ({
  query,
  onQuery,
  onEdit,
}: {
  readonly query: AdminLeaderboardQuery;
  readonly onQuery: (query: AdminLeaderboardQuery) => void;
  readonly onEdit: (board: AdminLeaderboard) => void;
}) => {
  const intl = useIntl();
  const list = useAdminLeaderboards(query);
  const body = () => {
    if (list.isError)
      return (
        <AdminLoadFailed
          error={list.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void list.refetch()}
        />
      );
    const found = list.data;
    if (found === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
    if (found.items.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <>
        <ul className={styles.list} aria-label={intl.formatMessage(messages.heading)}>
          {found.items.map((board) => (
            <BoardItem key={board.id} board={board} onEdit={() => onEdit(board)} />
          ))}
        </ul>
        <Pagination
          pageOffset={found.page.pageOffset}
          pageLimit={LEADERBOARDS_PAGE_LIMIT}
          total={found.page.total}
          onPageOffsetChange={(pageOffset) => onQuery({ ...query, pageOffset })}
        />
      </>
    );
  };
  return (
    <Card as="section" padding="lg" aria-labelledby="admin-leaderboards">
      <div className={styles.stack}>
        <h2 id="admin-leaderboards" className={styles.sectionTitle}>
          {intl.formatMessage(messages.heading)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        <div className={styles.filters}>
          <Select
            label={intl.formatMessage(messages.kind)}
            value={query.kind ?? ""}
            options={[
              { value: "", label: intl.formatMessage(messages.everyKind) },
              ...LEADERBOARD_KINDS.map((value) => ({
                value,
                label: intl.formatMessage(boardKindMessages[value]),
              })),
            ]}
            onChange={(event) => {
              const next = event.target.value;
              onQuery({ pageOffset: 0, kind: isKind(next) ? next : undefined });
            }}
          />
        </div>
        {body()}
      </div>
    </Card>
  );
};

/** The board named in the address, read afresh, in its editor. */
const EditBoard = ({
  leaderboardId,
  onDone,
}: {
  readonly leaderboardId: string;
  readonly onDone: () => void;
}) => {
  const intl = useIntl();
  const board = useAdminLeaderboard(leaderboardId);
  if (board.isError)
    return (
      <div className={styles.stack}>
        <AdminLoadFailed
          error={board.error}
          title={showProblem(intl, board.error).headline}
          onRetry={() => void board.refetch()}
        />
        <div className={styles.startActions}>
          <Button tone="secondary" onClick={onDone}>
            {intl.formatMessage(leaderboardEditorMessages.back)}
          </Button>
        </div>
      </div>
    );
  if (board.data === undefined) return <AdminListLoading label={intl.formatMessage(messages.loading)} />;
  return <LeaderboardEditor board={board.data} onDone={onDone} />;
};

/**
 * The admin's leaderboards (`?tab=leaderboards`): every board with its status and season, an editor for one
 * (`&edit=<id>`, so leaving it is a navigation the unsaved-changes guard can hold back), and the form for a new one.
 */
export const LeaderboardsConsole = () => {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<AdminLeaderboardQuery>({ pageOffset: 0, kind: undefined });
  const editing = params.get(EDIT_PARAM);
  const edit = (leaderboardId: string | undefined) =>
    setParams((current) => withSearchParam(current, EDIT_PARAM, leaderboardId));
  if (editing !== null && editing !== "")
    return <EditBoard key={editing} leaderboardId={editing} onDone={() => edit(undefined)} />;
  return (
    <div className={styles.stack}>
      <BoardList query={query} onQuery={setQuery} onEdit={(board) => edit(board.id)} />
      <LeaderboardForm />
    </div>
  );
};
