import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Badge } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Pagination } from "@/web/components/pagination";
import { RadioGroup } from "@/web/components/radio";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import { useToast } from "@/web/components/toast";
import {
  useAdminArticles,
  useAdminVideos,
  useContentAudit,
  useSaveContent,
  type AdminArticle,
  type AdminVideo,
  type ContentAuditEntry,
  type ContentKind,
} from "@/web/features/admin/api/admin-api";
import { AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { FeaturedVouchersConsole } from "@/web/features/admin/components/featured-vouchers-console";
import { FooterConsole } from "@/web/features/admin/components/footer-console";
import { GameTextsConsole } from "@/web/features/admin/components/game-texts-console";
import { languageName, TEXT_LANGUAGES } from "@/web/features/admin/components/localised-texts";
import { errorAt as findError } from "@/web/features/admin/components/field-errors";
import { showProblem } from "@/web/features/admin/components/problem";
import {
  BannerConsole,
  OverlayScheduleConsole,
  VoucherStockConsole,
} from "@/web/features/admin/components/site-content-console";
import { TextArea } from "@/web/features/admin/components/text-area";
import { ArticleBody } from "@/web/components/article-body";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    section: { id: "admin.content.section", defaultMessage: "Show" },
    articles: { id: "admin.content.articles", defaultMessage: "Articles" },
    videos: { id: "admin.content.videos", defaultMessage: "Videos" },
    audit: { id: "admin.content.audit", defaultMessage: "Audit log" },
    banners: { id: "admin.content.banners", defaultMessage: "Home banners" },
    footer: { id: "admin.content.footer", defaultMessage: "Footer" },
    voucherStock: { id: "admin.content.voucherStock", defaultMessage: "Voucher stock" },
    featuredVouchers: { id: "admin.content.featuredVouchers", defaultMessage: "Featured vouchers" },
    gameTexts: { id: "admin.content.gameTexts", defaultMessage: "Game names, taglines and descriptions" },
    overlay: { id: "admin.content.overlay", defaultMessage: "Promotion overlay" },
    newArticle: { id: "admin.content.newArticle", defaultMessage: "New article" },
    newVideo: { id: "admin.content.newVideo", defaultMessage: "New video" },
    edit: { id: "admin.content.edit", defaultMessage: "Edit" },
    loading: { id: "admin.content.loading", defaultMessage: "Loading…" },
    loadFailed: { id: "admin.content.loadFailed", defaultMessage: "The content could not be loaded" },
    empty: { id: "admin.content.empty", defaultMessage: "Nothing here yet" },
    draft: { id: "admin.content.draft", defaultMessage: "Draft" },
    scheduled: { id: "admin.content.scheduled", defaultMessage: "Scheduled for {date}" },
    published: { id: "admin.content.published", defaultMessage: "Published on {date}" },
    slug: { id: "admin.content.slug", defaultMessage: "Slug (its address)" },
    slugHint: {
      id: "admin.content.slugHint",
      defaultMessage: "Lowercase letters, digits and hyphens; it cannot be changed later.",
    },
    coverImageUrl: { id: "admin.content.coverImageUrl", defaultMessage: "Cover picture URL" },
    thumbnailUrl: { id: "admin.content.thumbnailUrl", defaultMessage: "Thumbnail URL" },
    imageHint: { id: "admin.content.imageHint", defaultMessage: "A path on this site or an https address." },
    videoUrl: { id: "admin.content.videoUrl", defaultMessage: "Video URL" },
    videoUrlHint: { id: "admin.content.videoUrlHint", defaultMessage: "An https YouTube or Vimeo page." },
    publish: { id: "admin.content.publish", defaultMessage: "Publication" },
    publishDraft: { id: "admin.content.publishDraft", defaultMessage: "Draft (not shown)" },
    publishNow: { id: "admin.content.publishNow", defaultMessage: "Publish now" },
    publishAt: { id: "admin.content.publishAt", defaultMessage: "Publish at a date" },
    publishDate: { id: "admin.content.publishDate", defaultMessage: "Publication date and time" },
    translations: { id: "admin.content.translations", defaultMessage: "Translations" },
    translationsHint: {
      id: "admin.content.translationsHint",
      defaultMessage: "English is required: readers of other languages see it when theirs is missing.",
    },
    addLanguage: { id: "admin.content.addLanguage", defaultMessage: "Language to add" },
    addTranslation: { id: "admin.content.addTranslation", defaultMessage: "Add translation" },
    removeTranslation: { id: "admin.content.removeTranslation", defaultMessage: "Remove {language}" },
    title: { id: "admin.content.title", defaultMessage: "Title" },
    summary: { id: "admin.content.summary", defaultMessage: "Summary" },
    body: { id: "admin.content.body", defaultMessage: "Text (Markdown)" },
    description: { id: "admin.content.description", defaultMessage: "Description" },
    preview: { id: "admin.content.preview", defaultMessage: "Preview" },
    save: { id: "admin.content.save", defaultMessage: "Save" },
    cancel: { id: "admin.content.cancel", defaultMessage: "Back to the list" },
    saved: { id: "admin.content.saved", defaultMessage: "Saved" },
    auditCaption: { id: "admin.content.auditCaption", defaultMessage: "Who changed which content, and when" },
    auditWho: { id: "admin.content.auditWho", defaultMessage: "Who" },
    auditWhat: { id: "admin.content.auditWhat", defaultMessage: "What" },
    auditWhen: { id: "admin.content.auditWhen", defaultMessage: "When" },
    auditEntry: {
      id: "admin.content.auditEntry",
      defaultMessage:
        "{action, select, created {Created} deleted {Removed} other {Updated}} {entity, select, video {video} banner {banner} voucherStock {stock of voucher} footer {footer} featuredVouchers {featured vouchers} game {texts of the game} other {article}} {key}",
    },
  }),
);

type Item = AdminArticle | AdminVideo;

/** Draft, scheduled or published, as a badge. */
const PublicationBadge = ({ publishedAt }: { readonly publishedAt: string | null }) => {
  const intl = useIntl();
  const [now] = useState(() => Date.now());
  if (publishedAt === null) return <Badge tone="neutral">{intl.formatMessage(messages.draft)}</Badge>;
  const date = formatDateTime(publishedAt, { locale: intl.locale });
  return Date.parse(publishedAt) > now ? (
    <Badge tone="warning">{intl.formatMessage(messages.scheduled, { date })}</Badge>
  ) : (
    <Badge tone="accent">{intl.formatMessage(messages.published, { date })}</Badge>
  );
};

const englishTitle = (item: Item): string =>
  (item.translations.find((text) => text.language === "en") ?? item.translations[0])?.title ?? item.slug;

interface Text {
  readonly language: string;
  readonly title: string;
  /** An article's summary or a video's description. */
  readonly summary: string;
  readonly body: string;
}

interface Draft {
  readonly kind: ContentKind;
  readonly isNew: boolean;
  readonly slug: string;
  readonly imageUrl: string;
  readonly videoUrl: string;
  readonly publish: "draft" | "now" | "date";
  /** A `datetime-local` value in the admin's time zone. */
  readonly date: string;
  readonly texts: readonly Text[];
}

const pad = (value: number) => String(value).padStart(2, "0");
const toLocalInput = (iso: string): string => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

const draftOf = (kind: ContentKind, item: Item | undefined): Draft => {
  if (item === undefined)
    return {
      kind,
      isNew: true,
      slug: "",
      imageUrl: "",
      videoUrl: "",
      publish: "draft",
      date: "",
      texts: [{ language: "en", title: "", summary: "", body: "" }],
    };
  const texts: Text[] = item.translations.map((text) =>
    "bodyMarkdown" in text
      ? { language: text.language, title: text.title, summary: text.summary, body: text.bodyMarkdown }
      : { language: text.language, title: text.title, summary: text.description, body: "" },
  );
  if (!texts.some((text) => text.language === "en"))
    texts.unshift({ language: "en", title: "", summary: "", body: "" });
  return {
    kind,
    isNew: false,
    slug: item.slug,
    imageUrl: "coverImageUrl" in item ? item.coverImageUrl : item.thumbnailUrl,
    videoUrl: "videoUrl" in item ? item.videoUrl : "",
    publish: item.publishedAt === null ? "draft" : "date",
    date: item.publishedAt === null ? "" : toLocalInput(item.publishedAt),
    texts,
  };
};

const publishedAtOf = (draft: Draft): string | null => {
  if (draft.publish === "draft") return null;
  if (draft.publish === "now") return new Date().toISOString();
  const at = new Date(draft.date);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** The editor of one article or video: its fields, its translations (English first) and, for articles, a preview. */
const ContentEditor = ({ initial, onDone }: { readonly initial: Draft; readonly onDone: () => void }) => {
  const intl = useIntl();
  const toast = useToast();
  const save = useSaveContent();
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState("");
  const problem = save.error === null ? undefined : showProblem(intl, save.error);
  const errorAt = (key: string) => findError(intl, key, {}, problem?.fields ?? []);
  const isArticle = draft.kind === "article";
  const setText = (index: number, change: Partial<Text>) =>
    setDraft({
      ...draft,
      texts: draft.texts.map((text, at) => (at === index ? { ...text, ...change } : text)),
    });
  const free = TEXT_LANGUAGES.filter((tag) => !draft.texts.some((text) => text.language === tag));

  const submit = () => {
    const publishedAt = publishedAtOf(draft);
    const slug = draft.slug.trim();
    save.mutate(
      isArticle
        ? {
            kind: "article",
            slug,
            input: {
              coverImageUrl: draft.imageUrl.trim(),
              publishedAt,
              translations: draft.texts.map((text) => ({
                language: text.language,
                title: text.title,
                summary: text.summary,
                bodyMarkdown: text.body,
              })),
            },
          }
        : {
            kind: "video",
            slug,
            input: {
              videoUrl: draft.videoUrl.trim(),
              thumbnailUrl: draft.imageUrl.trim(),
              publishedAt,
              translations: draft.texts.map((text) => ({
                language: text.language,
                title: text.title,
                description: text.summary,
              })),
            },
          },
      {
        onSuccess: () => {
          toast.show({ message: intl.formatMessage(messages.saved), tone: "success" });
          onDone();
        },
      },
    );
  };

  return (
    <AdminForm
      aria-label={
        draft.isNew ? intl.formatMessage(isArticle ? messages.newArticle : messages.newVideo) : draft.slug
      }
      onSubmit={submit}
      unsaved={JSON.stringify(draft) !== JSON.stringify(initial) && !save.isPending && !save.isSuccess}
      problem={problem}
    >
      <div className={styles.fieldGrid}>
        <Input
          label={intl.formatMessage(messages.slug)}
          hint={intl.formatMessage(messages.slugHint)}
          value={draft.slug}
          readOnly={!draft.isNew}
          required
          forceLtr
          error={errorAt("slug") ?? errorAt("articleSlug") ?? errorAt("videoSlug")}
          onChange={(event) => setDraft({ ...draft, slug: event.target.value })}
        />
        <Input
          label={intl.formatMessage(isArticle ? messages.coverImageUrl : messages.thumbnailUrl)}
          hint={intl.formatMessage(messages.imageHint)}
          value={draft.imageUrl}
          required
          forceLtr
          error={errorAt(isArticle ? "coverImageUrl" : "thumbnailUrl")}
          onChange={(event) => setDraft({ ...draft, imageUrl: event.target.value })}
        />
        {isArticle ? null : (
          <Input
            label={intl.formatMessage(messages.videoUrl)}
            hint={intl.formatMessage(messages.videoUrlHint)}
            value={draft.videoUrl}
            required
            forceLtr
            error={errorAt("videoUrl")}
            onChange={(event) => setDraft({ ...draft, videoUrl: event.target.value })}
          />
        )}
      </div>
      <RadioGroup
        legend={intl.formatMessage(messages.publish)}
        value={draft.publish}
        options={[
          { value: "draft", label: intl.formatMessage(messages.publishDraft) },
          { value: "now", label: intl.formatMessage(messages.publishNow) },
          { value: "date", label: intl.formatMessage(messages.publishAt) },
        ]}
        error={errorAt("publishedAt")}
        onChange={(publish) => setDraft({ ...draft, publish })}
      />
      {draft.publish === "date" ? (
        <Input
          type="datetime-local"
          label={intl.formatMessage(messages.publishDate)}
          value={draft.date}
          required
          onChange={(event) => setDraft({ ...draft, date: event.target.value })}
        />
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage(messages.translations)}</legend>
        <p className={styles.muted}>{intl.formatMessage(messages.translationsHint)}</p>
        {errorAt("translations") === undefined ? null : (
          <p className={styles.rowError} role="alert">
            {errorAt("translations")}
          </p>
        )}
        {draft.texts.map((text, index) => (
          <Card key={text.language} padding="md" tone="raised">
            <div className={styles.stack} lang={text.language}>
              <div className={styles.taskHeader}>
                <h3 className={styles.subTitle} lang={intl.locale}>
                  {languageName(intl, text.language)}
                </h3>
                {text.language === "en" ? null : (
                  <Button
                    tone="secondary"
                    onClick={() => setDraft({ ...draft, texts: draft.texts.filter((_, at) => at !== index) })}
                  >
                    {intl.formatMessage(messages.removeTranslation, {
                      language: languageName(intl, text.language),
                    })}
                  </Button>
                )}
              </div>
              <Input
                label={intl.formatMessage(messages.title)}
                value={text.title}
                required
                error={errorAt(`translations.${index}.title`)}
                onChange={(event) => setText(index, { title: event.target.value })}
              />
              <TextArea
                label={intl.formatMessage(isArticle ? messages.summary : messages.description)}
                value={text.summary}
                error={errorAt(`translations.${index}.${isArticle ? "summary" : "description"}`)}
                onChange={(event) => setText(index, { summary: event.target.value })}
              />
              {isArticle ? (
                <>
                  <TextArea
                    label={intl.formatMessage(messages.body)}
                    value={text.body}
                    rows={8}
                    error={errorAt(`translations.${index}.bodyMarkdown`)}
                    onChange={(event) => setText(index, { body: event.target.value })}
                  />
                  <section
                    className={styles.stack}
                    aria-label={`${intl.formatMessage(messages.preview)}: ${languageName(intl, text.language)}`}
                  >
                    <h4 className={styles.muted} lang={intl.locale}>
                      {intl.formatMessage(messages.preview)}
                    </h4>
                    <ArticleBody markdown={text.body} />
                  </section>
                </>
              ) : null}
            </div>
          </Card>
        ))}
        {free.length === 0 ? null : (
          <div className={styles.toolbar}>
            <Select
              label={intl.formatMessage(messages.addLanguage)}
              value={adding}
              placeholder="—"
              options={free.map((tag) => ({ value: tag, label: languageName(intl, tag) }))}
              onChange={(event) => setAdding(event.target.value)}
            />
            <Button
              tone="secondary"
              disabled={adding === ""}
              onClick={() => {
                setDraft({
                  ...draft,
                  texts: [...draft.texts, { language: adding, title: "", summary: "", body: "" }],
                });
                setAdding("");
              }}
            >
              {intl.formatMessage(messages.addTranslation)}
            </Button>
          </div>
        )}
      </fieldset>
      <div className={styles.startActions}>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button tone="secondary" onClick={onDone}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </AdminForm>
  );
};

const Loading = () => {
  const intl = useIntl();
  return (
    <div className={styles.skeletons} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton blockSize="6rem" />
    </div>
  );
};

/** The articles or videos, newest first, each with its state and an Edit button. */
const ContentList = ({
  kind,
  onEdit,
}: {
  readonly kind: ContentKind;
  readonly onEdit: (item: Item | undefined) => void;
}) => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const articles = useAdminArticles(pageOffset, kind === "article");
  const videos = useAdminVideos(pageOffset, kind === "video");
  const list = kind === "article" ? articles : videos;
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
    if (found === undefined) return <Loading />;
    if (found.items.length === 0) return <EmptyState title={intl.formatMessage(messages.empty)} />;
    return (
      <>
        <ul className={styles.list}>
          {found.items.map((item: Item) => (
            <Card key={item.slug} as="li" padding="md" tone="raised">
              <article className={styles.taskHeader} aria-label={englishTitle(item)}>
                <div className={styles.stack}>
                  <h3 className={styles.subTitle}>{englishTitle(item)}</h3>
                  <p className={styles.muted} dir="ltr">
                    {item.slug} · {item.translations.map((text) => text.language).join(", ")}
                  </p>
                  <div>
                    <PublicationBadge publishedAt={item.publishedAt} />
                  </div>
                </div>
                <Button tone="secondary" onClick={() => onEdit(item)}>
                  {intl.formatMessage(messages.edit)}
                </Button>
              </article>
            </Card>
          ))}
        </ul>
        <Pagination
          pageOffset={found.page.pageOffset}
          pageLimit={found.page.pageLimit}
          total={found.page.total}
          onPageOffsetChange={setPageOffset}
        />
      </>
    );
  };
  return (
    <div className={styles.stack}>
      <div className={styles.startActions}>
        <Button onClick={() => onEdit(undefined)}>
          {intl.formatMessage(kind === "article" ? messages.newArticle : messages.newVideo)}
        </Button>
      </div>
      {body()}
    </div>
  );
};

/** Who changed which content (articles, videos, banners, voucher stock), and when; newest first. */
const ContentAudit = () => {
  const intl = useIntl();
  const [pageOffset, setPageOffset] = useState(0);
  const audit = useContentAudit(pageOffset);
  if (audit.isError)
    return (
      <AdminLoadFailed
        error={audit.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void audit.refetch()}
      />
    );
  const found = audit.data;
  if (found === undefined) return <Loading />;
  return (
    <div className={styles.stack}>
      <Table<ContentAuditEntry>
        caption={intl.formatMessage(messages.auditCaption)}
        rows={found.items}
        rowKey={(entry) => String(entry.id)}
        empty={intl.formatMessage(messages.empty)}
        columns={[
          {
            key: "what",
            header: intl.formatMessage(messages.auditWhat),
            rowHeader: true,
            cell: (entry) =>
              intl.formatMessage(messages.auditEntry, {
                action: entry.action,
                entity: entry.entity,
                key: entry.entityKey,
              }),
          },
          {
            key: "who",
            header: intl.formatMessage(messages.auditWho),
            cell: (entry) => <code className={styles.code}>{entry.adminUserId}</code>,
          },
          {
            key: "when",
            header: intl.formatMessage(messages.auditWhen),
            cell: (entry) => (
              <span className={styles.nowrap}>{formatDateTime(entry.at, { locale: intl.locale })}</span>
            ),
          },
        ]}
      />
      <Pagination
        pageOffset={found.page.pageOffset}
        pageLimit={found.page.pageLimit}
        total={found.page.total}
        onPageOffsetChange={setPageOffset}
      />
    </div>
  );
};

type View =
  | "article"
  | "video"
  | "banners"
  | "footer"
  | "featuredVouchers"
  | "voucherStock"
  | "gameTexts"
  | "overlay"
  | "audit";

/**
 * The content console: articles and videos (drafts and scheduled ones too) and their editor, the home banners,
 * the footer, the featured vouchers, the vouchers' stock, the promotion overlay's schedule, and the audit log.
 */
export const ContentConsole = () => {
  const intl = useIntl();
  const [view, setView] = useState<View>("article");
  const [editing, setEditing] = useState<Draft | undefined>();
  if (editing !== undefined) return <ContentEditor initial={editing} onDone={() => setEditing(undefined)} />;
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          label={intl.formatMessage(messages.section)}
          value={view}
          options={[
            { value: "article", label: intl.formatMessage(messages.articles) },
            { value: "video", label: intl.formatMessage(messages.videos) },
            { value: "banners", label: intl.formatMessage(messages.banners) },
            { value: "footer", label: intl.formatMessage(messages.footer) },
            { value: "featuredVouchers", label: intl.formatMessage(messages.featuredVouchers) },
            { value: "voucherStock", label: intl.formatMessage(messages.voucherStock) },
            { value: "gameTexts", label: intl.formatMessage(messages.gameTexts) },
            { value: "overlay", label: intl.formatMessage(messages.overlay) },
            { value: "audit", label: intl.formatMessage(messages.audit) },
          ]}
          onChange={(event) => setView(event.target.value as View)}
        />
      </div>
      {view === "audit" ? (
        <ContentAudit />
      ) : view === "banners" ? (
        <BannerConsole />
      ) : view === "footer" ? (
        <FooterConsole />
      ) : view === "featuredVouchers" ? (
        <FeaturedVouchersConsole />
      ) : view === "voucherStock" ? (
        <VoucherStockConsole />
      ) : view === "gameTexts" ? (
        <GameTextsConsole />
      ) : view === "overlay" ? (
        <OverlayScheduleConsole />
      ) : (
        <ContentList key={view} kind={view} onEdit={(item) => setEditing(draftOf(view, item))} />
      )}
    </div>
  );
};
