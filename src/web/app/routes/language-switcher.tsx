import { useId } from "react";
import { useIntl } from "react-intl";
import { DISPLAY_LANGUAGE_CODES, endonymOf, isDisplayLanguageCode } from "@/domain/i18n/languages";
import * as styles from "@/web/app/routes/language-switcher.css";
import { useLocale } from "@/web/lib/intl-provider";
import { visuallyHidden } from "@/web/styles/utilities.css";

/** Every display language, each named in itself; the choice is remembered (spec §3 storage keys). */
export const LanguageSwitcher = () => {
  const intl = useIntl();
  const id = useId();
  const { code, setLanguage } = useLocale();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={visuallyHidden}>
        {intl.formatMessage({ id: "app.layout.language", defaultMessage: "Language" })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={code}
        onChange={(event) => {
          if (isDisplayLanguageCode(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {DISPLAY_LANGUAGE_CODES.map((language) => (
          <option key={language} value={language}>
            {endonymOf(language)}
          </option>
        ))}
      </select>
    </div>
  );
};
