import { useId } from "react";
import { useIntl } from "react-intl";
import { DISPLAY_LANGUAGE_CODES, endonymOf, isDisplayLanguageCode } from "@/domain/i18n/languages";
import * as styles from "@/web/app/routes/language-switcher.css";
import { useLocale } from "@/web/lib/intl-provider";
import { visuallyHidden } from "@/web/styles/utilities.css";

export interface LanguageSwitcherProps {
  /** `header`: a pill as wide as the chosen language's name; `menu`: labelled, as wide as the menu. */
  readonly placement?: "header" | "menu";
}

/** Every display language, each named in itself; the choice is remembered (spec §3 storage keys). */
export const LanguageSwitcher = ({ placement = "header" }: LanguageSwitcherProps) => {
  const intl = useIntl();
  const id = useId();
  const { code, setLanguage } = useLocale();
  return (
    <div className={styles.root[placement]}>
      <label htmlFor={id} className={placement === "menu" ? styles.label : visuallyHidden}>
        {intl.formatMessage({ id: "app.layout.language", defaultMessage: "Language" })}
      </label>
      <select
        id={id}
        className={styles.select[placement]}
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
