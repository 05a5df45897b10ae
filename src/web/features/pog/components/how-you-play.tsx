/**
 * The mint flow's quick choice of how the gamer plays (spec §3, §6): the preferred Kleos role and platform,
 * each read and saved on its own as soon as it is picked.
 */
import { defineMessages, useIntl } from "react-intl";
import { Card } from "@/web/components/card";
import { Select } from "@/web/components/select";
import {
  usePreferredPlatform,
  usePreferredRole,
  useUpdatePreferredPlatform,
  useUpdatePreferredRole,
} from "@/web/features/pog/api/pog-preferences-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { preferenceFieldMessages } from "@/web/features/pog/components/pog-preferences-form";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import {
  isKleosRole,
  isPreferredPlatform,
  KLEOS_ROLES,
  platformMessages,
  PREFERRED_PLATFORMS,
  roleMessages,
} from "@/web/lib/preference-vocabulary";

const messages = plainMessages(
  defineMessages({
    title: { id: "pog.howYouPlay.title", defaultMessage: "How you play" },
    lead: {
      id: "pog.howYouPlay.lead",
      defaultMessage: "Pick your Kleos role and platform; each is saved as soon as you pick it.",
    },
    pick: { id: "pog.howYouPlay.pick", defaultMessage: "Pick one" },
    saved: { id: "pog.howYouPlay.saved", defaultMessage: "Saved" },
  }),
);

export const HowYouPlay = () => {
  const intl = useIntl();
  const role = usePreferredRole();
  const platform = usePreferredPlatform();
  const saveRole = useUpdatePreferredRole();
  const savePlatform = useUpdatePreferredPlatform();
  const failure = saveRole.error ?? savePlatform.error ?? role.error ?? platform.error;
  const busy = saveRole.isPending || savePlatform.isPending;
  return (
    <Card as="section" padding="lg" aria-labelledby="pog-how-you-play-title">
      <div className={styles.cardBody}>
        <h2 id="pog-how-you-play-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.title)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
        <Select
          label={intl.formatMessage(preferenceFieldMessages.role)}
          placeholder={intl.formatMessage(messages.pick)}
          options={KLEOS_ROLES.map((value) => ({ value, label: intl.formatMessage(roleMessages[value]) }))}
          value={role.data?.preferredRole ?? ""}
          disabled={role.data === undefined || saveRole.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (isKleosRole(value)) saveRole.mutate(value);
          }}
        />
        <Select
          label={intl.formatMessage(preferenceFieldMessages.platform)}
          placeholder={intl.formatMessage(messages.pick)}
          options={PREFERRED_PLATFORMS.map((value) => ({
            value,
            label: intl.formatMessage(platformMessages[value]),
          }))}
          value={platform.data?.preferredPlatform ?? ""}
          disabled={platform.data === undefined || savePlatform.isPending}
          onChange={(event) => {
            const value = event.target.value;
            if (isPreferredPlatform(value)) savePlatform.mutate(value);
          }}
        />
        {failure !== null ? (
          <p role="alert" className={styles.muted}>
            {formatPogFailure(intl, failure, "DataFetchFailed")}
          </p>
        ) : !busy && (saveRole.isSuccess || savePlatform.isSuccess) ? (
          <p role="status" className={styles.muted}>
            {intl.formatMessage(messages.saved)}
          </p>
        ) : null}
      </div>
    </Card>
  );
};
