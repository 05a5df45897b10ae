import { useIntl } from "react-intl";
import { Skeleton } from "@/web/components/skeleton";
import { useClanRules } from "@/web/features/clans/api/clans-api";
import { ruleMessages } from "@/web/features/clans/components/clan-messages";
import * as styles from "@/web/features/clans/components/clans.css";

/** The three day rules as the server sets them (spec §3: clanDelete, clanLeave, clanCreation). */
export const ClanRulesList = () => {
  const intl = useIntl();
  const rules = useClanRules();
  if (rules.data === undefined) return rules.isError ? null : <Skeleton blockSize="4rem" />;
  return (
    <section aria-labelledby="clan-rules-title">
      <h2 id="clan-rules-title" className={styles.sectionTitle}>
        {intl.formatMessage(ruleMessages.title)}
      </h2>
      <ul className={styles.rules}>
        <li>{intl.formatMessage(ruleMessages.clanDelete, { days: rules.data.minDaysBeforeClanDelete })}</li>
        <li>
          {intl.formatMessage(ruleMessages.clanLeave, { days: rules.data.minDaysToJoinClanAfterLeaving })}
        </li>
        <li>
          {intl.formatMessage(ruleMessages.clanCreation, {
            days: rules.data.minDaysToRecreateClanAfterDelete,
          })}
        </li>
      </ul>
    </section>
  );
};
