import { useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router";
import { useWebFooters } from "@/web/features/content/api/content-api";
import * as styles from "@/web/features/content/components/footer-links.css";
import { footerGroupMessages, footerPageMessages } from "@/web/features/content/components/footer-messages";

/**
 * The footer's link groups, as the site's content team set them (`web-footers`), in the reader's language:
 * the site's own headings and page names from its messages, anything else as the content gives it.
 */
export const FooterLinks = () => {
  const intl = useIntl();
  const footers = useWebFooters();
  if (footers.data === undefined) return null;
  const say = (messages: Readonly<Record<string, MessageDescriptor>>, key: string, text: string) => {
    const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
    return message === undefined ? text : intl.formatMessage(message);
  };
  return (
    <div className={styles.groups}>
      {footers.data.groups.map((group) => {
        const name = say(footerGroupMessages, group.name, group.name);
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
                      {say(footerPageMessages, link.url, link.label)}
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
