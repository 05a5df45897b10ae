import { useMemo, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { DISTRIBUTION_METHODS, type DistributionMethod } from "@/domain/campaigns/campaign-lifecycle";
import { CURRENCIES, CURRENCY_DECIMALS, CURRENCY_DISPLAY_NAME } from "@/domain/constants/money";
import { CONTINENT_CODES } from "@/domain/geo/continents";
import { Button } from "@/web/components/button";
import { Card } from "@/web/components/card";
import { Checkbox } from "@/web/components/checkbox";
import { Input } from "@/web/components/input";
import { Select } from "@/web/components/select";
import {
  buildCampaign,
  editModeOf,
  isErrorEditable,
  isFieldEditable,
  parseCountries,
  type BuiltCampaign,
  type CampaignFormValues,
  type EditMode,
  type FormErrors,
} from "@/web/features/admin/campaign-form-model";
import {
  useGameOptions,
  type AdminCampaign,
  type CampaignKind,
  type SiteCurrency,
} from "@/web/features/admin/api/admin-api";
import {
  continentMessages,
  kindMessages,
  methodMessages,
} from "@/web/features/admin/components/admin-messages";
import { AdminForm } from "@/web/features/admin/components/admin-form";
import * as styles from "@/web/features/admin/components/admin.css";
import { errorAt as findError } from "@/web/features/admin/components/field-errors";
import { showProblem } from "@/web/features/admin/components/problem";
import { ProblemSummary } from "@/web/features/admin/components/problem-summary";
import { TaskListEditor } from "@/web/features/admin/components/task-list-editor";
import { TextArea } from "@/web/features/admin/components/text-area";
import { TierEditor } from "@/web/features/admin/components/tier-editor";
import { localTimeZone, parseWholeUnits } from "@/web/features/admin/units";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    basics: { id: "admin.campaignForm.basics", defaultMessage: "Basics" },
    kind: { id: "admin.campaignForm.kind", defaultMessage: "Kind" },
    kindFixed: {
      id: "admin.campaignForm.kindFixed",
      defaultMessage: "The kind is chosen once, at creation.",
    },
    slug: { id: "admin.campaignForm.slug", defaultMessage: "Slug" },
    slugHint: {
      id: "admin.campaignForm.slugHint",
      defaultMessage: "The campaign's address: lower-case letters, digits and dashes (monsoon-cup-2026).",
    },
    title: { id: "admin.campaignForm.title", defaultMessage: "Title" },
    description: { id: "admin.campaignForm.description", defaultMessage: "Description" },
    game: { id: "admin.campaignForm.game", defaultMessage: "Game" },
    noGame: { id: "admin.campaignForm.noGame", defaultMessage: "No game" },
    gamesLoading: { id: "admin.campaignForm.gamesLoading", defaultMessage: "Loading games…" },
    gamesFailed: {
      id: "admin.campaignForm.gamesFailed",
      defaultMessage: "The games could not be loaded; the campaign keeps the game it has.",
    },
    unknownGame: { id: "admin.campaignForm.unknownGame", defaultMessage: "Game {id}" },
    dates: { id: "admin.campaignForm.dates", defaultMessage: "Dates" },
    zoneHint: {
      id: "admin.campaignForm.zoneHint",
      defaultMessage: "Times are in your time zone ({zone}); the server keeps them in UTC.",
    },
    startsAt: { id: "admin.campaignForm.startsAt", defaultMessage: "Starts" },
    endsAt: { id: "admin.campaignForm.endsAt", defaultMessage: "Ends" },
    claimEndsAt: { id: "admin.campaignForm.claimEndsAt", defaultMessage: "Claims close" },
    claimEndsAtHint: {
      id: "admin.campaignForm.claimEndsAtHint",
      defaultMessage:
        "Empty: seven days after the end for rewards paid on claim, at the end for drawn rewards.",
    },
    audience: { id: "admin.campaignForm.audience", defaultMessage: "Audience" },
    featured: { id: "admin.campaignForm.featured", defaultMessage: "Featured" },
    featuredHint: { id: "admin.campaignForm.featuredHint", defaultMessage: "Shown first in the lists." },
    private: { id: "admin.campaignForm.private", defaultMessage: "Private" },
    privateHint: {
      id: "admin.campaignForm.privateHint",
      defaultMessage: "Left out of the lists; gamers open it by its link.",
    },
    recheckAtClaim: {
      id: "admin.campaignForm.recheckAtClaim",
      defaultMessage: "Check follows, memberships and holdings again at claim",
    },
    recheckAtClaimHint: {
      id: "admin.campaignForm.recheckAtClaimHint",
      defaultMessage: "A gamer who unfollowed, left or sold before claiming is refused, with the reason.",
    },
    countries: { id: "admin.campaignForm.countries", defaultMessage: "Countries (ISO codes)" },
    countriesHint: {
      id: "admin.campaignForm.countriesHint",
      defaultMessage: "Two-letter codes with commas between them (IN, BR). Empty: every country.",
    },
    countriesNamed: { id: "admin.campaignForm.countriesNamed", defaultMessage: "Open to: {names}" },
    continents: { id: "admin.campaignForm.continents", defaultMessage: "Continents" },
    continentsHint: {
      id: "admin.campaignForm.continentsHint",
      defaultMessage: "None ticked: every continent.",
    },
    reward: { id: "admin.campaignForm.reward", defaultMessage: "Reward" },
    currency: { id: "admin.campaignForm.currency", defaultMessage: "Currency" },
    amount: { id: "admin.campaignForm.amount", defaultMessage: "Amount per gamer ({currency})" },
    amountHint: {
      id: "admin.campaignForm.amountHint",
      defaultMessage:
        "In whole {currency}, up to {decimals, plural, =0 {no decimals} one {# decimal} other {# decimals}}.",
    },
    amountBase: {
      id: "admin.campaignForm.amountBase",
      defaultMessage: "Sent as {base} base units.",
    },
    leaderboardAmountHint: {
      id: "admin.campaignForm.leaderboardAmountHint",
      defaultMessage: "A leaderboard pays by its tiers; this may be 0.",
    },
    method: { id: "admin.campaignForm.method", defaultMessage: "Who gets the reward" },
    cap: { id: "admin.campaignForm.cap", defaultMessage: "How many claimers are paid" },
    winners: { id: "admin.campaignForm.winners", defaultMessage: "How many winners are drawn" },
    slots: { id: "admin.campaignForm.slots", defaultMessage: "Slots" },
    slotsHint: {
      id: "admin.campaignForm.slotsHint",
      defaultMessage: "How many gamers may start the quest. Empty: no limit.",
    },
    look: { id: "admin.campaignForm.look", defaultMessage: "Banner" },
    bannerImage: { id: "admin.campaignForm.bannerImage", defaultMessage: "Banner image address" },
    bannerHint: {
      id: "admin.campaignForm.bannerHint",
      defaultMessage: "A web address (https://…) or a path on this site (/media/banners/…).",
    },
    publishedNotice: {
      id: "admin.campaignForm.publishedNotice",
      defaultMessage:
        "This campaign is published, so gamers may already be in it. Only its title, description, banner, featured flag and a later end can change (the end dates only until rewards are drawn), and its tasks' titles, descriptions and on/off switches. The other fields are read-only.",
    },
    archivedNotice: {
      id: "admin.campaignForm.archivedNotice",
      defaultMessage: "This campaign is archived: nothing about it can change any more.",
    },
    invalid: {
      id: "admin.campaignForm.invalid",
      defaultMessage: "{count, plural, one {One field needs} other {# fields need}} a change before saving",
    },
    invalidHint: {
      id: "admin.campaignForm.invalidHint",
      defaultMessage: "Each is marked below with what to fix.",
    },
    saving: { id: "admin.campaignForm.saving", defaultMessage: "Saving…" },
  }),
);

export interface CampaignFormProps {
  readonly initial: CampaignFormValues;
  /** The saved campaign when editing one (its lifecycle decides what may change). */
  readonly saved?: AdminCampaign;
  readonly submitLabel: string;
  readonly pending: boolean;
  /** The last failed save, shown above the form and at the fields the server named. */
  readonly failure: unknown;
  readonly onSubmit: (built: BuiltCampaign) => void;
}

/** The create and edit form of a campaign or quest, with its reward, distribution and tasks. */
export const CampaignForm = ({
  initial,
  saved,
  submitLabel,
  pending,
  failure,
  onSubmit,
}: CampaignFormProps) => {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  // The values last handed to `onSubmit`: once sent, they are the saved page's business (it may navigate away).
  const [sent, setSent] = useState<CampaignFormValues | undefined>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const mode: EditMode = saved === undefined ? "draft" : editModeOf(saved);
  const check = useMemo(
    () => buildCampaign(values, (key) => isErrorEditable(mode, key, saved)),
    [values, mode, saved],
  );
  // Once a save was tried, the form's own rules are shown as the admin types, not only at the next try.
  const errors: FormErrors = attempted && !check.ok ? check.errors : {};
  const locked = (field: string) => !isFieldEditable(mode, field, saved);
  const games = useGameOptions(true);
  const problem = failure === null || failure === undefined ? undefined : showProblem(intl, failure);
  const errorAt = (key: string) => findError(intl, key, errors, problem?.fields ?? []);

  const set = <Key extends keyof CampaignFormValues>(key: Key, value: CampaignFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    setAttempted(true);
    if (!check.ok) {
      // The summary says how many fields need a change; focus it so a screen reader hears it.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSent(values);
    onSubmit(check.input);
  };
  const edited = JSON.stringify(values) !== JSON.stringify(initial);
  const unsaved = edited && !pending && (values !== sent || (failure !== null && failure !== undefined));

  const currencyName = CURRENCY_DISPLAY_NAME[values.currency];
  const decimals = CURRENCY_DECIMALS[values.currency];
  const base = parseWholeUnits(values.amount, decimals);
  const countryNames = useMemo(() => {
    const codes = parseCountries(values.countries);
    if (codes === undefined || codes.length === 0) return undefined;
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([intl.locale, "en"], { type: "region" });
    } catch {
      // A locale the runtime cannot name regions in: the codes themselves still say it.
      names = undefined;
    }
    return codes.map((code) => names?.of(code) ?? code).join(", ");
  }, [values.countries, intl.locale]);

  const gameOptions = (games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }));
  if (values.gameId !== "" && !gameOptions.some((option) => option.value === values.gameId))
    gameOptions.push({
      value: values.gameId,
      label: intl.formatMessage(messages.unknownGame, { id: values.gameId }),
    });

  const errorCount = Object.keys(errors).length;
  const readOnly = mode === "archived";

  return (
    <AdminForm onSubmit={submit} aria-busy={pending} unsaved={unsaved}>
      {mode === "published" ? (
        <p className={styles.notice}>{intl.formatMessage(messages.publishedNotice)}</p>
      ) : null}
      {mode === "archived" ? (
        <p className={styles.notice}>{intl.formatMessage(messages.archivedNotice)}</p>
      ) : null}
      {problem === undefined ? null : <ProblemSummary problem={problem} />}
      {errorCount === 0 ? null : (
        <div ref={summaryRef} tabIndex={-1} className={styles.problem} role="alert">
          <h2 className={styles.problemTitle}>
            {intl.formatMessage(messages.invalid, { count: errorCount })}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(messages.invalidHint)}</p>
        </div>
      )}

      <Card as="section" padding="lg" aria-labelledby="admin-basics">
        <div className={styles.stack}>
          <h2 id="admin-basics" className={styles.sectionTitle}>
            {intl.formatMessage(messages.basics)}
          </h2>
          <div className={styles.fieldGrid}>
            <Select
              label={intl.formatMessage(messages.kind)}
              value={values.kind}
              disabled={saved !== undefined}
              {...(saved === undefined ? {} : { hint: intl.formatMessage(messages.kindFixed) })}
              options={(["campaign", "quest"] as const).map((kind) => ({
                value: kind,
                label: intl.formatMessage(kindMessages[kind]),
              }))}
              onChange={(event) => set("kind", event.target.value as CampaignKind)}
            />
            <Input
              label={intl.formatMessage(messages.slug)}
              hint={intl.formatMessage(messages.slugHint)}
              value={values.slug}
              maxLength={64}
              forceLtr
              autoCapitalize="none"
              spellCheck={false}
              readOnly={locked("slug")}
              error={errorAt("slug")}
              onChange={(event) => set("slug", event.target.value)}
            />
          </div>
          <Input
            label={intl.formatMessage(messages.title)}
            value={values.title}
            maxLength={120}
            readOnly={locked("title")}
            error={errorAt("title")}
            onChange={(event) => set("title", event.target.value)}
          />
          <TextArea
            label={intl.formatMessage(messages.description)}
            value={values.description}
            maxLength={10_000}
            rows={5}
            readOnly={locked("description")}
            error={errorAt("description")}
            onChange={(event) => set("description", event.target.value)}
          />
          <Select
            label={intl.formatMessage(messages.game)}
            value={values.gameId}
            disabled={locked("gameId") || games.isPending}
            placeholder={intl.formatMessage(games.isPending ? messages.gamesLoading : messages.noGame)}
            options={gameOptions}
            error={errorAt("gameId")}
            {...(games.isError ? { hint: intl.formatMessage(messages.gamesFailed) } : {})}
            onChange={(event) => set("gameId", event.target.value)}
          />
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="admin-dates">
        <div className={styles.stack}>
          <h2 id="admin-dates" className={styles.sectionTitle}>
            {intl.formatMessage(messages.dates)}
          </h2>
          <p className={styles.muted}>{intl.formatMessage(messages.zoneHint, { zone: localTimeZone() })}</p>
          <div className={styles.fieldGrid}>
            <Input
              type="datetime-local"
              label={intl.formatMessage(messages.startsAt)}
              value={values.startsAt}
              readOnly={locked("startsAt")}
              error={errorAt("startsAt")}
              onChange={(event) => set("startsAt", event.target.value)}
            />
            <Input
              type="datetime-local"
              label={intl.formatMessage(messages.endsAt)}
              value={values.endsAt}
              readOnly={locked("endsAt")}
              error={errorAt("endsAt")}
              onChange={(event) => set("endsAt", event.target.value)}
            />
            <Input
              type="datetime-local"
              label={intl.formatMessage(messages.claimEndsAt)}
              hint={intl.formatMessage(messages.claimEndsAtHint)}
              value={values.claimEndsAt}
              readOnly={locked("claimEndsAt")}
              error={errorAt("claimEndsAt")}
              onChange={(event) => set("claimEndsAt", event.target.value)}
            />
          </div>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="admin-audience">
        <div className={styles.stack}>
          <h2 id="admin-audience" className={styles.sectionTitle}>
            {intl.formatMessage(messages.audience)}
          </h2>
          <div className={styles.checkboxes}>
            <Checkbox
              label={intl.formatMessage(messages.featured)}
              hint={intl.formatMessage(messages.featuredHint)}
              checked={values.featured}
              disabled={locked("featured")}
              onChange={(event) => set("featured", event.target.checked)}
            />
            <Checkbox
              label={intl.formatMessage(messages.private)}
              hint={intl.formatMessage(messages.privateHint)}
              checked={values.isPrivate}
              disabled={locked("isPrivate")}
              onChange={(event) => set("isPrivate", event.target.checked)}
            />
            <Checkbox
              label={intl.formatMessage(messages.recheckAtClaim)}
              hint={intl.formatMessage(messages.recheckAtClaimHint)}
              checked={values.recheckAtClaim}
              disabled={locked("recheckAtClaim")}
              onChange={(event) => set("recheckAtClaim", event.target.checked)}
            />
          </div>
          <Input
            label={intl.formatMessage(messages.countries)}
            hint={
              countryNames === undefined
                ? intl.formatMessage(messages.countriesHint)
                : intl.formatMessage(messages.countriesNamed, { names: countryNames })
            }
            value={values.countries}
            forceLtr
            autoCapitalize="characters"
            spellCheck={false}
            readOnly={locked("applicableCountries")}
            error={errorAt("applicableCountries")}
            onChange={(event) => set("countries", event.target.value)}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{intl.formatMessage(messages.continents)}</legend>
            <p className={styles.muted}>{intl.formatMessage(messages.continentsHint)}</p>
            <div className={styles.checkboxes}>
              {CONTINENT_CODES.map((code) => (
                <Checkbox
                  key={code}
                  label={intl.formatMessage(continentMessages[code])}
                  checked={values.continents.includes(code)}
                  disabled={locked("applicableContinents")}
                  onChange={(event) =>
                    set(
                      "continents",
                      event.target.checked
                        ? [...values.continents, code]
                        : values.continents.filter((continent) => continent !== code),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="admin-reward">
        <div className={styles.stack}>
          <h2 id="admin-reward" className={styles.sectionTitle}>
            {intl.formatMessage(messages.reward)}
          </h2>
          <div className={styles.fieldGrid}>
            <Select
              label={intl.formatMessage(messages.currency)}
              value={values.currency}
              disabled={locked("reward")}
              options={CURRENCIES.map((currency) => ({
                value: currency,
                label: CURRENCY_DISPLAY_NAME[currency],
              }))}
              onChange={(event) => set("currency", event.target.value as SiteCurrency)}
            />
            <Input
              label={intl.formatMessage(messages.amount, { currency: currencyName })}
              hint={[
                intl.formatMessage(messages.amountHint, { currency: currencyName, decimals }),
                base === undefined
                  ? ""
                  : intl.formatMessage(messages.amountBase, { base: intl.formatNumber(base) }),
                values.method === "LEADERBOARD" ? intl.formatMessage(messages.leaderboardAmountHint) : "",
              ]
                .filter((part) => part !== "")
                .join(" ")}
              inputMode="decimal"
              forceLtr
              value={values.amount}
              readOnly={locked("reward")}
              error={errorAt("reward.amount") ?? errorAt("reward")}
              onChange={(event) => set("amount", event.target.value)}
            />
          </div>
          <Select
            label={intl.formatMessage(messages.method)}
            value={values.method}
            disabled={locked("distribution")}
            options={DISTRIBUTION_METHODS.map((method) => ({
              value: method,
              label: intl.formatMessage(methodMessages[method]),
            }))}
            error={errorAt("distribution.method") ?? errorAt("distribution")}
            onChange={(event) => set("method", event.target.value as DistributionMethod)}
          />
          {values.method === "FCFS" ? (
            <Input
              label={intl.formatMessage(messages.cap)}
              inputMode="numeric"
              forceLtr
              value={values.cap}
              readOnly={locked("distribution")}
              error={errorAt("distribution.cap")}
              onChange={(event) => set("cap", event.target.value)}
            />
          ) : null}
          {values.method === "RAFFLE" ? (
            <Input
              label={intl.formatMessage(messages.winners)}
              inputMode="numeric"
              forceLtr
              value={values.winners}
              readOnly={locked("distribution")}
              error={errorAt("distribution.winners")}
              onChange={(event) => set("winners", event.target.value)}
            />
          ) : null}
          {values.method === "LEADERBOARD" ? (
            <TierEditor
              tiers={values.tiers}
              onChange={(tiers) => set("tiers", tiers)}
              currencyName={currencyName}
              errorAt={errorAt}
              readOnly={locked("distribution")}
            />
          ) : null}
          {values.kind === "quest" ? (
            <Input
              label={intl.formatMessage(messages.slots)}
              hint={intl.formatMessage(messages.slotsHint)}
              inputMode="numeric"
              forceLtr
              value={values.slots}
              readOnly={locked("slots")}
              error={errorAt("slots")}
              onChange={(event) => set("slots", event.target.value)}
            />
          ) : null}
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="admin-look">
        <div className={styles.stack}>
          <h2 id="admin-look" className={styles.sectionTitle}>
            {intl.formatMessage(messages.look)}
          </h2>
          <Input
            label={intl.formatMessage(messages.bannerImage)}
            hint={intl.formatMessage(messages.bannerHint)}
            value={values.bannerImage}
            maxLength={500}
            forceLtr
            spellCheck={false}
            readOnly={locked("bannerImage")}
            error={errorAt("bannerImage")}
            onChange={(event) => set("bannerImage", event.target.value)}
          />
          {values.bannerImage.trim() === "" || errorAt("bannerImage") !== undefined ? null : (
            <img className={styles.banner} src={values.bannerImage.trim()} alt="" loading="lazy" />
          )}
        </div>
      </Card>

      <Card as="section" padding="lg">
        <TaskListEditor
          tasks={values.tasks}
          onChange={(tasks) => set("tasks", tasks)}
          errorAt={errorAt}
          mode={mode}
        />
      </Card>

      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? intl.formatMessage(messages.saving) : submitLabel}
          </Button>
        </div>
      )}
    </AdminForm>
  );
};
