import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Skeleton } from "@/web/components/skeleton";
import { Tag } from "@/web/components/tag";
import { useDevInbox, useSignInMethods, type DevInboxMessage } from "@/web/features/auth/api/auth-api";
import * as styles from "@/web/features/auth/routes/dev-inbox-route.css";
import { useDocumentTitle } from "@/web/lib/document-title";

const messages = defineMessages({
  title: { id: "auth.devInbox.title", defaultMessage: "Dev inbox" },
  lead: {
    id: "auth.devInbox.lead",
    defaultMessage:
      "This server sends no real WhatsApp, SMS or e-mail: sign-in codes land here instead. The list refreshes every 3 seconds.",
  },
  empty: { id: "auth.devInbox.empty", defaultMessage: "No messages yet" },
  emptyHint: {
    id: "auth.devInbox.emptyHint",
    defaultMessage: "Ask for a sign-in code and it shows up here within a few seconds.",
  },
  off: { id: "auth.devInbox.off", defaultMessage: "The dev inbox is off" },
  offHint: {
    id: "auth.devInbox.offHint",
    defaultMessage:
      "This server delivers codes by real WhatsApp, SMS and e-mail, so there is nothing to show here.",
  },
  failed: { id: "auth.devInbox.failed", defaultMessage: "The dev inbox could not be loaded" },
  failedHint: {
    id: "auth.devInbox.failedHint",
    defaultMessage: "Check that the server is running; this page retries on its own.",
  },
  code: { id: "auth.devInbox.code", defaultMessage: "Code" },
  whatsapp: { id: "auth.devInbox.whatsapp", defaultMessage: "WhatsApp" },
  sms: { id: "auth.devInbox.sms", defaultMessage: "SMS" },
  email: { id: "auth.devInbox.email", defaultMessage: "E-mail" },
  messages: { id: "auth.devInbox.messages", defaultMessage: "Messages, newest first" },
});

const codeOf = (text: string): string | undefined => /\b(\d{6})\b/.exec(text)?.[1];

const byNewest = (a: DevInboxMessage, b: DevInboxMessage) => b.createdAt.localeCompare(a.createdAt);

const InboxMessage = ({ message }: { readonly message: DevInboxMessage }) => {
  const intl = useIntl();
  const code = codeOf(message.text);
  return (
    <Card as="li" padding="md">
      <article className={styles.message} aria-label={message.subject}>
        <p className={styles.meta}>
          <Tag tone="accent">{intl.formatMessage(messages[message.channel])}</Tag>
          <span className={styles.recipient}>{message.recipient}</span>
          <time dateTime={message.createdAt}>
            {formatDateTime(message.createdAt, { locale: intl.locale })}
          </time>
        </p>
        {code === undefined ? null : (
          <p className={styles.meta}>
            {intl.formatMessage(messages.code)} <strong className={styles.code}>{code}</strong>
          </p>
        )}
        <p className={styles.text}>{message.text}</p>
      </article>
    </Card>
  );
};

/** `/dev-inbox`: the codes the local messaging default delivered, newest first, for signing in on a dev machine. */
export const DevInboxRoute = () => {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const methods = useSignInMethods();
  const enabled = methods.data?.devInbox === true;
  const inbox = useDevInbox(enabled);

  const body = (() => {
    if (methods.isPending || (enabled && inbox.isPending)) return <Skeleton blockSize="8rem" />;
    if (methods.isError || (enabled && inbox.isError && inbox.data === undefined))
      return (
        <EmptyState
          role="alert"
          title={intl.formatMessage(messages.failed)}
          description={intl.formatMessage(messages.failedHint)}
        />
      );
    if (!enabled)
      return (
        <EmptyState
          title={intl.formatMessage(messages.off)}
          description={intl.formatMessage(messages.offHint)}
        />
      );
    const items = [...(inbox.data?.items ?? [])].sort(byNewest);
    if (items.length === 0)
      return (
        <EmptyState
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      );
    return (
      <ul className={styles.list} aria-label={intl.formatMessage(messages.messages)}>
        {items.map((message) => (
          <InboxMessage key={message.id} message={message} />
        ))}
      </ul>
    );
  })();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intl.formatMessage(messages.lead)}</p>
      {body}
    </div>
  );
};
