import { useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router";
import { CONTENT_FALLBACK_LANGUAGE } from "@/domain/content/content-language";
import { useWebFooters } from "@/web/features/content/api/content-api";
import * as styles from "@/web/features/content/components/footer-links.css";
import { footerGroupMessages, footerPageMessages } from "@/web/features/content/components/footer-messages";

/**
 * The footer's link groups, as the site's admins set them (`web-footers`), in the reader's language: a text
 * an admin wrote in it as written; one that fell back to English from the site's own messages where it names one
 * of the site's headings or pages, else in English.
 */
export const FooterLinks = () => {
  const intl = useIntl();
  const footers = useWebFooters(intl.locale);
  if (footers.data === undefined) return null;
  const say = (
    messages: Readonly<Record<string, MessageDescriptor>>,
    key: string,
    text: string,
    language: string,
  ) => {
    const fellBack =
      language === CONTENT_FALLBACK_LANGUAGE && !intl.locale.startsWith(CONTENT_FALLBACK_LANGUAGE);
    const message = fellBack && Object.hasOwn(messages, key) ? messages[key] : undefined;
    return message === undefined ? text : intl.formatMessage(message);
  };
  return (
    <div className={styles.groups}>
      {footers.data.groups.map((group) => {
        const name = say(footerGroupMessages, group.name, group.name, group.language);
        return (
          <nav key={group.name} aria-label={name}>
            <h2 className={styles.heading}>{name}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.id}>
                  {link.external ? (
                    <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link className={styles.link} to={link.url}>
                      {say(footerPageMessages, link.url, link.label, link.language)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </div>
  );
};
