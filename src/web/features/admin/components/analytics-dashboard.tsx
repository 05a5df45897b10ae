import { useMemo, useState } from "react";
import { defineMessages, useIntl, type IntlShape } from "react-intl";
import { useSearchParams } from "react-router";
import { defaultAnalyticsRange, isAnalyticsRangeValid } from "@/domain/analytics/analytics-range";
import { countries } from "@/domain/geo/countries";
import { DISPLAY_LANGUAGE_CODES, toBcp47 } from "@/domain/i18n/languages";
import { formatDate } from "@/domain/format/time-format";
import { BarChart } from "@/web/components/bar-chart";
import { Card } from "@/web/components/card";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import { Skeleton } from "@/web/components/skeleton";
import { Table } from "@/web/components/table";
import {
  useAnalyticsSummary,
  type AnalyticsBreakdownRow,
  type AnalyticsSummary,
} from "@/web/features/admin/api/analytics-api";
import { AdminLoadFailed } from "@/web/features/admin/components/admin-gate";
import * as styles from "@/web/features/admin/components/admin.css";
import { errorMessage } from "@/web/lib/domain-messages";
import { ApiError } from "@/web/lib/api-client";
import { languageName } from "@/web/features/admin/components/localised-texts";
import { plainMessages } from "@/web/lib/plain-messages";
import { withListFilter } from "@/web/lib/search-params";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    from: { id: "admin.analytics.from", defaultMessage: "From" },
    to: { id: "admin.analytics.to", defaultMessage: "To (included)" },
    country: { id: "admin.analytics.country", defaultMessage: "Country" },
    allCountries: { id: "admin.analytics.allCountries", defaultMessage: "All countries" },
    language: { id: "admin.analytics.language", defaultMessage: "Language" },
    allLanguages: { id: "admin.analytics.allLanguages", defaultMessage: "All languages" },
    rangeHint: { id: "admin.analytics.rangeHint", defaultMessage: "Whole days in UTC, at most 366" },
    loading: { id: "admin.analytics.loading", defaultMessage: "Loading the figures…" },
    loadFailed: { id: "admin.analytics.loadFailed", defaultMessage: "The figures could not be loaded" },
    activeGamers: { id: "admin.analytics.activeGamers", defaultMessage: "Active gamers" },
    sessions: { id: "admin.analytics.sessions", defaultMessage: "Sessions" },
    chartTitle: { id: "admin.analytics.chartTitle", defaultMessage: "Daily active gamers and sessions" },
    day: {
      id: "admin.analytics.day",
      defaultMessage: "{date}: {activeGamers} active gamers, {sessions} sessions",
    },
    date: { id: "admin.analytics.date", defaultMessage: "Day" },
    dailyTable: { id: "admin.analytics.dailyTable", defaultMessage: "Daily figures as a table" },
    funnel: { id: "admin.analytics.funnel", defaultMessage: "New gamers' first steps" },
    funnelHint: {
      id: "admin.analytics.funnelHint",
      defaultMessage: "Gamers whose account was made in the range, and how far they have gone since.",
    },
    signedIn: { id: "admin.analytics.signedIn", defaultMessage: "Signed in" },
    firstTask: { id: "admin.analytics.firstTask", defaultMessage: "First task verified" },
    firstClaim: { id: "admin.analytics.firstClaim", defaultMessage: "First reward claimed" },
    step: { id: "admin.analytics.step", defaultMessage: "Step" },
    gamers: { id: "admin.analytics.gamers", defaultMessage: "Gamers" },
    share: { id: "admin.analytics.share", defaultMessage: "Of those who signed in" },
    byCountry: { id: "admin.analytics.byCountry", defaultMessage: "By country" },
    byLanguage: { id: "admin.analytics.byLanguage", defaultMessage: "By language" },
    noCountry: { id: "admin.analytics.noCountry", defaultMessage: "Guests and gamers without a country" },
    noLanguage: { id: "admin.analytics.noLanguage", defaultMessage: "Not recorded" },
    empty: { id: "admin.analytics.empty", defaultMessage: "No events in this range" },
  }),
);

const regionName = (intl: IntlShape, code: string | null): string => {
  if (code === null) return intl.formatMessage(messages.noCountry);
  try {
    return new Intl.DisplayNames([intl.locale, "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};

const languageOrNone = (intl: IntlShape, tag: string | null): string =>
  tag === null ? intl.formatMessage(messages.noLanguage) : languageName(intl, tag);

const Breakdown = ({
  caption,
  rows,
  name,
}: {
  readonly caption: string;
  readonly rows: readonly AnalyticsBreakdownRow[];
  readonly name: (key: string | null) => string;
}) => {
  const intl = useIntl();
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(row) => row.key ?? "-"}
      empty={intl.formatMessage(messages.empty)}
      columns={[
        { key: "name", header: caption, cell: (row) => name(row.key), rowHeader: true },
        {
          key: "active",
          header: intl.formatMessage(messages.activeGamers),
          cell: (row) => intl.formatNumber(row.activeGamers),
          align: "end",
        },
        {
          key: "sessions",
          header: intl.formatMessage(messages.sessions),
          cell: (row) => intl.formatNumber(row.sessions),
          align: "end",
        },
      ]}
    />
  );
};

const Figures = ({ summary }: { readonly summary: AnalyticsSummary }) => {
  const intl = useIntl();
  const dateOf = (day: string) => formatDate(`${day}T00:00:00Z`, { locale: intl.locale, timeZone: "UTC" });
  const { funnel } = summary;
  const share = (value: number) =>
    funnel.signedIn === 0 ? "—" : intl.formatNumber(value / funnel.signedIn, { style: "percent" });
  const steps = [
    { key: "signedIn", label: intl.formatMessage(messages.signedIn), value: funnel.signedIn },
    { key: "firstTask", label: intl.formatMessage(messages.firstTask), value: funnel.firstTask },
    { key: "firstClaim", label: intl.formatMessage(messages.firstClaim), value: funnel.firstClaim },
  ];
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.muted}>{intl.formatMessage(messages.activeGamers)}</dt>
          <dd className={styles.factValue}>{intl.formatNumber(summary.totals.activeGamers)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.muted}>{intl.formatMessage(messages.sessions)}</dt>
          <dd className={styles.factValue}>{intl.formatNumber(summary.totals.sessions)}</dd>
        </div>
      </dl>
      <Card padding="md">
        <BarChart
          title={intl.formatMessage(messages.chartTitle)}
          labelEvery={Math.max(1, Math.ceil(summary.days.length / 6))}
          series={[
            { key: "active", label: intl.formatMessage(messages.activeGamers), tone: "accent" },
            { key: "sessions", label: intl.formatMessage(messages.sessions), tone: "secondary" },
          ]}
          columns={summary.days.map((day) => ({
            key: day.date,
            label: dateOf(day.date),
            description: intl.formatMessage(messages.day, {
              date: dateOf(day.date),
              activeGamers: day.activeGamers,
              sessions: day.sessions,
            }),
            values: [day.activeGamers, day.sessions],
          }))}
        />
      </Card>
      <details>
        <summary>{intl.formatMessage(messages.dailyTable)}</summary>
        <Table
          caption={intl.formatMessage(messages.chartTitle)}
          rows={summary.days}
          rowKey={(day) => day.date}
          columns={[
            {
              key: "date",
              header: intl.formatMessage(messages.date),
              cell: (day) => dateOf(day.date),
              rowHeader: true,
            },
            {
              key: "active",
              header: intl.formatMessage(messages.activeGamers),
              cell: (day) => intl.formatNumber(day.activeGamers),
              align: "end",
            },
            {
              key: "sessions",
              header: intl.formatMessage(messages.sessions),
              cell: (day) => intl.formatNumber(day.sessions),
              align: "end",
            },
          ]}
        />
      </details>
      <section className={styles.stack} aria-labelledby="analytics-funnel">
        <h3 id="analytics-funnel" className={styles.subTitle}>
          {intl.formatMessage(messages.funnel)}
        </h3>
        <p className={styles.muted}>{intl.formatMessage(messages.funnelHint)}</p>
        <BarChart
          title={intl.formatMessage(messages.funnel)}
          series={[{ key: "gamers", label: intl.formatMessage(messages.gamers), tone: "accent" }]}
          columns={steps.map((step) => ({
            key: step.key,
            label: step.label,
            description: `${step.label}: ${intl.formatNumber(step.value)}`,
            values: [step.value],
          }))}
        />
        <Table
          caption={intl.formatMessage(messages.funnel)}
          hideCaption
          rows={steps}
          rowKey={(step) => step.key}
          columns={[
            {
              key: "step",
              header: intl.formatMessage(messages.step),
              cell: (step) => step.label,
              rowHeader: true,
            },
            {
              key: "gamers",
              header: intl.formatMessage(messages.gamers),
              cell: (step) => intl.formatNumber(step.value),
              align: "end",
            },
            {
              key: "share",
              header: intl.formatMessage(messages.share),
              cell: (step) => share(step.value),
              align: "end",
            },
          ]}
        />
      </section>
      <Breakdown
        caption={intl.formatMessage(messages.byCountry)}
        rows={summary.countries}
        name={(key) => regionName(intl, key)}
      />
      <Breakdown
        caption={intl.formatMessage(messages.byLanguage)}
        rows={summary.languages}
        name={(key) => languageOrNone(intl, key)}
      />
    </div>
  );
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The analytics admins read: daily active gamers and sessions as a chart (with the same figures as a table), the
 * new gamers' funnel, and the range by country and language. The range and filters live in the address
 * (`?tab=analytics&from=&to=&country=&language=`), so a reload or a shared link shows the same figures.
 */
export const AnalyticsDashboard = () => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(() => defaultAnalyticsRange(Date.now()));
  const pick = (name: string, given: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : given;
  };
  const from = pick("from", fallback.from);
  const to = pick("to", fallback.to);
  const country = params.get("country") ?? "";
  const language = params.get("language") ?? "";
  const change = (name: string, value: string) =>
    setParams((current) => withListFilter(current, name, value === "" ? undefined : value), {
      replace: true,
    });

  const summary = useAnalyticsSummary({
    from,
    to,
    ...(country === "" ? {} : { country }),
    ...(language === "" ? {} : { language }),
  });
  const countryOptions = useMemo(
    () =>
      countries()
        .map((entry) => ({ value: entry.code, label: regionName(intl, entry.code) }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [intl],
  );
  const languageOptions = DISPLAY_LANGUAGE_CODES.map((code) => ({
    value: toBcp47(code),
    label: languageOrNone(intl, toBcp47(code)),
  }));
  const rangeInvalid =
    !isAnalyticsRangeValid(from, to) ||
    (summary.error instanceof ApiError && summary.error.problem?.code === "AnalyticsRangeInvalid");

  const body = () => {
    if (summary.isError && !rangeInvalid)
      return (
        <AdminLoadFailed
          error={summary.error}
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => void summary.refetch()}
        />
      );
    if (summary.data === undefined)
      return (
        <div className={styles.skeletons} aria-busy="true">
          <span role="status" className={visuallyHidden}>
            {intl.formatMessage(messages.loading)}
          </span>
          <Skeleton blockSize="12rem" />
        </div>
      );
    return <Figures summary={summary.data} />;
  };

  return (
    <div className={styles.stack}>
      <div className={styles.filters}>
        <Input
          type="date"
          label={intl.formatMessage(messages.from)}
          hint={intl.formatMessage(messages.rangeHint)}
          value={from}
          onChange={(event) => change("from", event.target.value)}
        />
        <Input
          type="date"
          label={intl.formatMessage(messages.to)}
          value={to}
          error={rangeInvalid ? intl.formatMessage(errorMessage("AnalyticsRangeInvalid")) : undefined}
          onChange={(event) => change("to", event.target.value)}
        />
        <Select
          label={intl.formatMessage(messages.country)}
          value={country}
          placeholder={intl.formatMessage(messages.allCountries)}
          options={countryOptions}
          onChange={(event) => change("country", event.target.value)}
        />
        <Select
          label={intl.formatMessage(messages.language)}
          value={language}
          placeholder={intl.formatMessage(messages.allLanguages)}
          options={languageOptions}
          onChange={(event) => change("language", event.target.value)}
        />
      </div>
      {body()}
    </div>
  );
};
