import { Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, NavLink, Outlet } from "react-router";
import { paths } from "@/web/app/paths";
import * as styles from "@/web/app/routes/root-layout.css";
import { FooterLinks } from "@/web/features/content/components/footer-links";

/** The frame of every page: header with navigation, the page, the footer. */
export const RootLayout = () => {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="app.layout.skipToContent" defaultMessage="Skip to content" />
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <Link to={paths.home} className={styles.logo}>
            <img className={styles.logoMark} src="/favicon.svg" alt="" width={32} height={32} />
            Kleos
          </Link>
          <nav
            className={styles.nav}
            aria-label={intl.formatMessage({ id: "app.layout.mainNav", defaultMessage: "Main" })}
          >
            <NavLink to={paths.home} end className={styles.navLink}>
              <FormattedMessage id="app.layout.nav.home" defaultMessage="Home" />
            </NavLink>
            <NavLink to={paths.games} className={styles.navLink}>
              <FormattedMessage id="app.layout.nav.games" defaultMessage="Games" />
            </NavLink>
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <FooterLinks />
          <p className={styles.copyright}>
            <FormattedMessage
              id="app.layout.copyright"
              defaultMessage="© {year} Kleos. Play, quest, earn."
              values={{ year: new Date().getFullYear() }}
            />
          </p>
        </div>
      </footer>
    </div>
  );
};
