import { Suspense, useLayoutEffect } from "react";
import { FormattedMessage } from "react-intl";
import { Outlet, useLocation } from "react-router";
import { isPartHidden, pageNameOf } from "@/domain/analytics/page-name";
import * as styles from "@/web/app/routes/root-layout.css";
import { SiteHeader } from "@/web/app/routes/site-header";
import { LoginProvider } from "@/web/features/auth/components/login-provider";
import { FooterLinks } from "@/web/features/content/components/footer-links";
import { SocialConnectOutcome } from "@/web/lib/social-connect";
import { PromotionOverlay } from "@/web/features/promotion/components/promotion-overlay";

/** "k-quest" → "K-quest": a page name fit for a tab title until the page sets a better one. */
const titleOf = (pageName: string) => pageName.charAt(0).toLocaleUpperCase() + pageName.slice(1);

/**
 * The frame of every page: header with navigation and the account corner (sign in, or the signed-in gamer's
 * balances and profile menu), the page, the footer, and the login modal any page can open. `?header=false`
 * and `?footer=false` hide their part (spec §2), for pages embedded in the apps.
 */
export const RootLayout = () => {
  const location = useLocation();
  const pageName = pageNameOf(location.pathname);
  // A layout effect runs before the page's own effects, so a page's more precise title wins.
  useLayoutEffect(() => {
    document.title = `${titleOf(pageName)} · Kleos`;
  }, [pageName, location.pathname]);
  const showHeader = !isPartHidden(location.search, "header");
  const showFooter = !isPartHidden(location.search, "footer");
  return (
    <LoginProvider>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          <FormattedMessage id="app.layout.skipToContent" defaultMessage="Skip to content" />
        </a>
        {showHeader ? <SiteHeader /> : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <SocialConnectOutcome />
        <PromotionOverlay />
        {showFooter ? (
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
        ) : null}
      </div>
    </LoginProvider>
  );
};
