import { Link } from "react-router";
import { useWebFooters } from "@/web/features/content/api/content-api";
import * as styles from "@/web/features/content/components/footer-links.css";

/** The footer's link groups, as the site's content team set them (`web-footers`). */
export const FooterLinks = () => {
  const footers = useWebFooters();
  if (footers.data === undefined) return null;
  return (
    <div className={styles.groups}>
      {footers.data.groups.map((group) => (
        <nav key={group.name} aria-label={group.name}>
          <h2 className={styles.heading}>{group.name}</h2>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.id}>
                {link.external ? (
                  <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                ) : (
                  <Link className={styles.link} to={link.url}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
};
