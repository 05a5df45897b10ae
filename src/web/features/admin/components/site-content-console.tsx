/**
 * The content console's site sections: the home carousel's banners, the vouchers' stock (codes uploaded as a CSV,
 * never shown again: the server answers counts only) and the promotion overlay's schedule.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { EmptyState } from "@/web/components/empty-state";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import { useToast } from "@/web/components/toast";
import {
  useAdminBanners,
  useCreateOverlaySchedule,
  useDeleteBanner,
  useOverlaySchedules,
  useSaveBanner,
  useStockVouchers,
  useUploadVoucherCodes,
  type AdminWebBanner,
  type OverlaySchedule,
} from "@/web/features/admin/api/admin-api";
import { AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { errorAt as findError } from "@/web/features/admin/components/field-errors";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TextArea } from "@/web/features/admin/components/text-area";
import { plainMessages } from "@/web/lib/plain-messages";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    loading: { id: "admin.site.loading", defaultMessage: "Loading…" },
    loadFailed: { id: "admin.site.loadFailed", defaultMessage: "This section could not be loaded" },
    newBanner: { id: "admin.site.newBanner", defaultMessage: "New banner" },
    noBanners: { id: "admin.site.noBanners", defaultMessage: "No banners yet" },
    edit: { id: "admin.site.edit", defaultMessage: "Edit" },
    remove: { id: "admin.site.remove", defaultMessage: "Remove" },
    removed: { id: "admin.site.removed", defaultMessage: "Removed" },
    slug: { id: "admin.site.slug", defaultMessage: "Slug (its name)" },
    slugHint: {
      id: "admin.site.slugHint",
      defaultMessage: "Lowercase letters, digits and hyphens; it cannot be changed later.",
    },
    title: { id: "admin.site.title", defaultMessage: "Title" },
    subtitle: { id: "admin.site.subtitle", defaultMessage: "Subtitle" },
    imageUrl: { id: "admin.site.imageUrl", defaultMessage: "Picture URL" },
    ctaLabel: { id: "admin.site.ctaLabel", defaultMessage: "Button label" },
    ctaUrl: { id: "admin.site.ctaUrl", defaultMessage: "Button link" },
    urlHint: { id: "admin.site.urlHint", defaultMessage: "A path on this site or an https address." },
    position: { id: "admin.site.position", defaultMessage: "Position (smallest first)" },
    startsAt: { id: "admin.site.startsAt", defaultMessage: "Shown from (empty: now)" },
    endsAt: { id: "admin.site.endsAt", defaultMessage: "Shown until (empty: always)" },
    save: { id: "admin.site.save", defaultMessage: "Save" },
    saved: { id: "admin.site.saved", defaultMessage: "Saved" },
    unsaved: { id: "admin.site.unsaved", defaultMessage: "Unsaved changes" },
    back: { id: "admin.site.back", defaultMessage: "Back to the list" },
    required: { id: "admin.site.required", defaultMessage: "Required" },
    slugInvalid: {
      id: "admin.site.slugInvalid",
      defaultMessage: "Use lowercase letters, digits and single hyphens",
    },
    urlInvalid: {
      id: "admin.site.urlInvalid",
      defaultMessage: "Use a path on this site or an https address",
    },
    windowInvalid: { id: "admin.site.windowInvalid", defaultMessage: "The end must come after the start" },
    window: { id: "admin.site.window", defaultMessage: "{from} – {until}" },
    always: { id: "admin.site.always", defaultMessage: "always" },
    voucher: { id: "admin.site.voucher", defaultMessage: "Voucher" },
    noVouchers: { id: "admin.site.noVouchers", defaultMessage: "No vouchers in the store yet" },
    stock: { id: "admin.site.stock", defaultMessage: "In stock: {count, number} codes" },
    csvFile: { id: "admin.site.csvFile", defaultMessage: "CSV file of codes" },
    csvText: { id: "admin.site.csvText", defaultMessage: "Codes, one a line" },
    csvHint: {
      id: "admin.site.csvHint",
      defaultMessage:
        "One code a line (a first line “code” is skipped). Codes are never shown again after the upload.",
    },
    upload: { id: "admin.site.upload", defaultMessage: "Upload codes" },
    uploaded: {
      id: "admin.site.uploaded",
      defaultMessage: "{added, number} codes added; {stock, number} in stock now",
    },
    codesRefused: {
      id: "admin.site.codesRefused",
      defaultMessage:
        "{reason, select, duplicate {Codes already in the file or in stock} empty {The file holds no code} other {Lines that are not codes}}: {lines}",
    },
    overlayCaption: { id: "admin.site.overlayCaption", defaultMessage: "When the promotion overlay shows" },
    overlayFrom: { id: "admin.site.overlayFrom", defaultMessage: "From" },
    overlayUntil: { id: "admin.site.overlayUntil", defaultMessage: "Until" },
    overlayDelay: { id: "admin.site.overlayDelay", defaultMessage: "Delay (seconds)" },
    overlayDelayValue: { id: "admin.site.overlayDelayValue", defaultMessage: "{seconds, number} s" },
    schedule: { id: "admin.site.schedule", defaultMessage: "Schedule the overlay" },
    scheduled: { id: "admin.site.scheduled", defaultMessage: "Scheduled" },
    noSchedules: { id: "admin.site.noSchedules", defaultMessage: "The overlay was never scheduled" },
  }),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const SITE_URL = /^(https:\/\/|\/(?!\/))\S*$/u;

const pad = (value: number) => String(value).padStart(2, "0");
/** An ISO instant as a `datetime-local` value in the admin's time zone; empty for null. */
const toLocalInput = (iso: string | null): string => {
  if (iso === null) return "";
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
/** A `datetime-local` value as an ISO instant; null when empty or not a date. */
const fromLocalInput = (value: string): string | null => {
  if (value === "") return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
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

interface BannerDraft {
  readonly isNew: boolean;
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string;
  readonly imageUrl: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
  readonly position: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

const bannerDraft = (banner: AdminWebBanner | undefined, nextPosition: number): BannerDraft =>
  banner === undefined
    ? {
        isNew: true,
        slug: "",
        title: "",
        subtitle: "",
        imageUrl: "",
        ctaLabel: "",
        ctaUrl: "",
        position: String(nextPosition),
        startsAt: "",
        endsAt: "",
      }
    : {
        isNew: false,
        slug: banner.slug,
        title: banner.title,
        subtitle: banner.subtitle,
        imageUrl: banner.imageUrl,
        ctaLabel: banner.ctaLabel,
        ctaUrl: banner.ctaUrl,
        position: String(banner.position),
        startsAt: toLocalInput(banner.startsAt),
        endsAt: toLocalInput(banner.endsAt),
      };

type BannerField = "slug" | "title" | "imageUrl" | "ctaLabel" | "ctaUrl" | "position" | "endsAt";

/** The form's own checks, before anything is sent: the same rules as the contract's. */
const bannerErrors = (draft: BannerDraft): Partial<Record<BannerField, keyof typeof messages>> => {
  const errors: Partial<Record<BannerField, keyof typeof messages>> = {};
  if (!SLUG.test(draft.slug.trim())) errors.slug = draft.slug.trim() === "" ? "required" : "slugInvalid";
  if (draft.title.trim() === "") errors.title = "required";
  if (draft.ctaLabel.trim() === "") errors.ctaLabel = "required";
  if (!SITE_URL.test(draft.imageUrl.trim()))
    errors.imageUrl = draft.imageUrl === "" ? "required" : "urlInvalid";
  if (!SITE_URL.test(draft.ctaUrl.trim())) errors.ctaUrl = draft.ctaUrl === "" ? "required" : "urlInvalid";
  const position = Number(draft.position);
  if (draft.position.trim() === "" || !Number.isInteger(position) || position < 0 || position > 1_000_000)
    errors.position = "required";
  const from = fromLocalInput(draft.startsAt);
  const until = fromLocalInput(draft.endsAt);
  if (from !== null && until !== null && Date.parse(until) <= Date.parse(from))
    errors.endsAt = "windowInvalid";
  return errors;
};

const BannerEditor = ({
  initial,
  onDone,
}: {
  readonly initial: BannerDraft;
  readonly onDone: () => void;
}) => {
  const intl = useIntl();
  const toast = useToast();
  const save = useSaveBanner();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = save.error === null ? undefined : showProblem(intl, save.error);
  const local = bannerErrors(draft);
  const errorAt = (field: BannerField | "subtitle" | "startsAt") => {
    const own = tried ? local[field as BannerField] : undefined;
    if (own !== undefined) return intl.formatMessage(messages[own]);
    if (field === "endsAt" && problem?.code === "BannerWindowInvalid")
      return intl.formatMessage(messages.windowInvalid);
    return findError(intl, field, {}, problem?.fields ?? []);
  };
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = (change: Partial<BannerDraft>) => setDraft({ ...draft, ...change });

  const submit = () => {
    setTried(true);
    if (Object.keys(local).length > 0) return;
    save.mutate(
      {
        slug: draft.slug.trim(),
        input: {
          title: draft.title.trim(),
          subtitle: draft.subtitle.trim(),
          imageUrl: draft.imageUrl.trim(),
          ctaLabel: draft.ctaLabel.trim(),
          ctaUrl: draft.ctaUrl.trim(),
          position: Number(draft.position),
          startsAt: fromLocalInput(draft.startsAt),
          endsAt: fromLocalInput(draft.endsAt),
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
      aria-label={draft.isNew ? intl.formatMessage(messages.newBanner) : draft.slug}
      onSubmit={submit}
      unsaved={dirty && !save.isPending && !save.isSuccess}
      problem={problem}
    >
      {dirty ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.unsaved)}
        </p>
      ) : null}
      <div className={styles.fieldGrid}>
        <Input
          label={intl.formatMessage(messages.slug)}
          hint={intl.formatMessage(messages.slugHint)}
          value={draft.slug}
          readOnly={!draft.isNew}
          required
          forceLtr
          error={errorAt("slug")}
          onChange={(event) => set({ slug: event.target.value })}
        />
        <Input
          label={intl.formatMessage(messages.title)}
          value={draft.title}
          required
          maxLength={200}
          error={errorAt("title")}
          onChange={(event) => set({ title: event.target.value })}
        />
        <Input
          label={intl.formatMessage(messages.ctaLabel)}
          value={draft.ctaLabel}
          required
          maxLength={60}
          error={errorAt("ctaLabel")}
          onChange={(event) => set({ ctaLabel: event.target.value })}
        />
        <Input
          label={intl.formatMessage(messages.ctaUrl)}
          hint={intl.formatMessage(messages.urlHint)}
          value={draft.ctaUrl}
          required
          forceLtr
          error={errorAt("ctaUrl")}
          onChange={(event) => set({ ctaUrl: event.target.value })}
        />
        <Input
          label={intl.formatMessage(messages.imageUrl)}
          hint={intl.formatMessage(messages.urlHint)}
          value={draft.imageUrl}
          required
          forceLtr
          error={errorAt("imageUrl")}
          onChange={(event) => set({ imageUrl: event.target.value })}
        />
        <Input
          type="number"
          label={intl.formatMessage(messages.position)}
          value={draft.position}
          min={0}
          required
          error={errorAt("position")}
          onChange={(event) => set({ position: event.target.value })}
        />
        <Input
          type="datetime-local"
          label={intl.formatMessage(messages.startsAt)}
          value={draft.startsAt}
          error={errorAt("startsAt")}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <Input
          type="datetime-local"
          label={intl.formatMessage(messages.endsAt)}
          value={draft.endsAt}
          error={errorAt("endsAt")}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
      </div>
      <TextArea
        label={intl.formatMessage(messages.subtitle)}
        value={draft.subtitle}
        maxLength={500}
        error={errorAt("subtitle")}
        onChange={(event) => set({ subtitle: event.target.value })}
      />
      <div className={styles.startActions}>
        <Button type="submit" disabled={save.isPending}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button tone="secondary" onClick={onDone}>
          {intl.formatMessage(messages.back)}
        </Button>
      </div>
    </AdminForm>
  );
};

const bannerWindow = (intl: ReturnType<typeof useIntl>, banner: AdminWebBanner): string =>
  intl.formatMessage(messages.window, {
    from:
      banner.startsAt === null
        ? intl.formatMessage(messages.always)
        : formatDateTime(banner.startsAt, { locale: intl.locale }),
    until:
      banner.endsAt === null
        ? intl.formatMessage(messages.always)
        : formatDateTime(banner.endsAt, { locale: intl.locale }),
  });

/** The carousel's banners in display order, each with Edit and Remove, and the editor of one. */
export const BannerConsole = () => {
  const intl = useIntl();
  const toast = useToast();
  const banners = useAdminBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<BannerDraft | undefined>();
  if (editing !== undefined) return <BannerEditor initial={editing} onDone={() => setEditing(undefined)} />;
  if (banners.isError)
    return (
      <AdminLoadFailed
        error={banners.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void banners.refetch()}
      />
    );
  const items = banners.data?.items;
  const nextPosition = items === undefined ? 0 : Math.max(0, ...items.map((item) => item.position + 1));
  const removeProblem = remove.error === null ? undefined : showProblem(intl, remove.error);
  return (
    <div className={styles.stack}>
      <div className={styles.startActions}>
        <Button onClick={() => setEditing(bannerDraft(undefined, nextPosition))}>
          {intl.formatMessage(messages.newBanner)}
        </Button>
      </div>
      {removeProblem === undefined ? null : <ProblemSummary problem={removeProblem} />}
      {items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState title={intl.formatMessage(messages.noBanners)} />
      ) : (
        <ul className={styles.list}>
          {items.map((banner) => (
            <Card key={banner.slug} as="li" padding="md" tone="raised">
              <article className={styles.taskHeader} aria-label={banner.title}>
                <div className={styles.stack}>
                  <h3 className={styles.subTitle}>{banner.title}</h3>
                  <p className={styles.muted} dir="ltr">
                    {banner.slug} · #{banner.position} · {banner.ctaUrl}
                  </p>
                  <p className={styles.muted}>{bannerWindow(intl, banner)}</p>
                </div>
                <div className={styles.actions}>
                  <Button tone="secondary" onClick={() => setEditing(bannerDraft(banner, nextPosition))}>
                    {intl.formatMessage(messages.edit)}
                  </Button>
                  <Button
                    tone="secondary"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(banner.slug, {
                        onSuccess: () =>
                          toast.show({ message: intl.formatMessage(messages.removed), tone: "success" }),
                      })
                    }
                  >
                    {intl.formatMessage(messages.remove)}
                  </Button>
                </div>
              </article>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
};

/** Pick a voucher, give its codes (a CSV file or pasted), upload: the answer is counts, never a code. */
export const VoucherStockConsole = () => {
  const intl = useIntl();
  const vouchers = useStockVouchers();
  const upload = useUploadVoucherCodes();
  const [voucherId, setVoucherId] = useState("");
  const [csv, setCsv] = useState("");
  const [tried, setTried] = useState(false);
  if (vouchers.isError)
    return (
      <AdminLoadFailed
        error={vouchers.error}
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void vouchers.refetch()}
      />
    );
  const items = vouchers.data?.items;
  if (items === undefined) return <Loading />;
  if (items.length === 0) return <EmptyState title={intl.formatMessage(messages.noVouchers)} />;
  const chosen = items.find((item) => item.id === voucherId) ?? items[0];
  const problem = upload.error === null ? undefined : showProblem(intl, upload.error);
  const refused =
    problem?.code === "VoucherCodesInvalid" && upload.error !== null && "problem" in upload.error
      ? (upload.error.problem as Record<string, unknown> | undefined)
      : undefined;
  const refusedLines = Array.isArray(refused?.["lines"]) ? (refused["lines"] as unknown[]).join(", ") : "";
  const codesError = tried && csv.trim() === "" ? intl.formatMessage(messages.required) : undefined;
  const result = upload.data !== undefined && upload.data.voucherId === chosen?.id ? upload.data : undefined;
  return (
    <AdminForm
      aria-label={intl.formatMessage(messages.upload)}
      problem={problem}
      onSubmit={() => {
        setTried(true);
        if (chosen === undefined || csv.trim() === "") return;
        upload.mutate(
          { voucherId: chosen.id, csv },
          {
            onSuccess: () => {
              setCsv("");
              setTried(false);
            },
          },
        );
      }}
    >
      {refused === undefined ? null : (
        <p className={styles.rowError} role="alert">
          {intl.formatMessage(messages.codesRefused, {
            reason: String(refused["reason"]),
            lines: refusedLines,
          })}
        </p>
      )}
      <Select
        label={intl.formatMessage(messages.voucher)}
        value={chosen?.id ?? ""}
        options={items.map((item) => ({ value: item.id, label: item.title }))}
        onChange={(event) => {
          setVoucherId(event.target.value);
          upload.reset();
        }}
      />
      {chosen === undefined ? null : (
        <p className={styles.success} role="status">
          {intl.formatMessage(messages.stock, { count: result?.stock ?? chosen.stock })}
        </p>
      )}
      <label className={styles.stack}>
        <span>{intl.formatMessage(messages.csvFile)}</span>
        <input
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) void file.text().then(setCsv);
          }}
        />
      </label>
      <TextArea
        label={intl.formatMessage(messages.csvText)}
        hint={intl.formatMessage(messages.csvHint)}
        value={csv}
        rows={6}
        error={codesError}
        onChange={(event) => setCsv(event.target.value)}
      />
      {result === undefined ? null : (
        <p className={styles.success} role="status">
          {intl.formatMessage(messages.uploaded, { added: result.added, stock: result.stock })}
        </p>
      )}
      <div className={styles.startActions}>
        <Button type="submit" disabled={upload.isPending}>
          {intl.formatMessage(messages.upload)}
        </Button>
      </div>
    </AdminForm>
  );
};

/** The overlay's schedule windows (latest first) and the form that opens one. */
export const OverlayScheduleConsole = () => {
  const intl = useIntl();
  const toast = useToast();
  const schedules = useOverlaySchedules();
  const create = useCreateOverlaySchedule();
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const [delay, setDelay] = useState("0");
  const [tried, setTried] = useState(false);
  const problem = create.error === null ? undefined : showProblem(intl, create.error);
  const startsAt = fromLocalInput(from);
  const endsAt = fromLocalInput(until);
  const delaySeconds = Number(delay);
  const delayValid =
    delay.trim() !== "" && Number.isInteger(delaySeconds) && delaySeconds >= 0 && delaySeconds <= 3600;
  const windowValid = startsAt !== null && endsAt !== null && Date.parse(endsAt) > Date.parse(startsAt);
  const list = () => {
    if (schedules.isError)
      return (
        <AdminLoadFailed
          error={schedules.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void schedules.refetch()}
        />
      );
    const found = schedules.data;
    if (found === undefined) return <Loading />;
    return (
      <Table<OverlaySchedule>
        caption={intl.formatMessage(messages.overlayCaption)}
        rows={found.items}
        rowKey={(schedule) => String(schedule.id)}
        empty={intl.formatMessage(messages.noSchedules)}
        columns={[
          {
            key: "from",
            header: intl.formatMessage(messages.overlayFrom),
            rowHeader: true,
            cell: (schedule) => formatDateTime(schedule.startsAt, { locale: intl.locale }),
          },
          {
            key: "until",
            header: intl.formatMessage(messages.overlayUntil),
            cell: (schedule) => formatDateTime(schedule.endsAt, { locale: intl.locale }),
          },
          {
            key: "delay",
            header: intl.formatMessage(messages.overlayDelay),
            cell: (schedule) =>
              intl.formatMessage(messages.overlayDelayValue, { seconds: schedule.delaySeconds }),
          },
        ]}
      />
    );
  };
  return (
    <div className={styles.stack}>
      <AdminForm
        aria-label={intl.formatMessage(messages.schedule)}
        problem={problem}
        onSubmit={() => {
          setTried(true);
          if (!windowValid || !delayValid || startsAt === null || endsAt === null) return;
          create.mutate(
            { startsAt, endsAt, delaySeconds },
            {
              onSuccess: () => {
                toast.show({ message: intl.formatMessage(messages.scheduled), tone: "success" });
                setTried(false);
              },
            },
          );
        }}
      >
        <div className={styles.fieldGrid}>
          <Input
            type="datetime-local"
            label={intl.formatMessage(messages.overlayFrom)}
            value={from}
            required
            error={tried && startsAt === null ? intl.formatMessage(messages.required) : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
          <Input
            type="datetime-local"
            label={intl.formatMessage(messages.overlayUntil)}
            value={until}
            required
            error={
              tried && endsAt === null
                ? intl.formatMessage(messages.required)
                : tried && !windowValid
                  ? intl.formatMessage(messages.windowInvalid)
                  : undefined
            }
            onChange={(event) => setUntil(event.target.value)}
          />
          <Input
            type="number"
            label={intl.formatMessage(messages.overlayDelay)}
            value={delay}
            min={0}
            max={3600}
            required
            error={tried && !delayValid ? intl.formatMessage(messages.required) : undefined}
            onChange={(event) => setDelay(event.target.value)}
          />
        </div>
        <div className={styles.startActions}>
          <Button type="submit" disabled={create.isPending}>
            {intl.formatMessage(messages.schedule)}
          </Button>
        </div>
      </AdminForm>
      {list()}
    </div>
  );
};
