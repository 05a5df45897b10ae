import { Link } from "react-router";
import { LanguageSwitcher } from "@/web/app/routes/language-switcher";
import { MainNavigation } from "@/web/app/routes/main-navigation";
import * as styles from "@/web/app/routes/site-header.css";
import { HeaderAccount } from "@/web/features/auth/components/header-account";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { HeaderBalances } from "@/web/features/wallet/components/header-balances";
import { useLocale } from "@/web/lib/intl-provider";
import { routes } from "@/web/lib/routes";
import { useSession } from "@/web/lib/session";
import { useFitStep } from "@/web/lib/use-fit-step";
import { visuallyHidden } from "@/web/styles/utilities.css";

/** What of the header leaves its row: each part may, except Sign in or the account menu (the way to log out). */
interface HeaderLayout {
  /** The account menu shows the avatar alone; the name is in the menu ("Signed in as"). */
  readonly nameHidden: boolean;
  /** The balances sit in a strip under the row, still on screen. */
  readonly balancesBelow: boolean;
  /** The sections are behind the menu button. */
  readonly sectionsInMenu: boolean;
  /** The language picker is only in the menu (the menu always has it). */
  readonly languageInMenu: boolean;
  /** The logo is its mark alone. */
  readonly markOnly: boolean;
}

const layout = (parts: Partial<HeaderLayout>): HeaderLayout => ({
  nameHidden: false,
  balancesBelow: false,
  sectionsInMenu: false,
  languageInMenu: false,
  markOnly: false,
  ...parts,
});

/**
 * The header's layouts, from the most generous: the first whose row fits is shown. What matters least leaves
 * first: the name before the balances, both before the sections, then the logo's word, and the language picker
 * last. Whatever matters less comes back when something that matters more has left and freed its room.
 */
const HEADER_LAYOUTS: readonly HeaderLayout[] = [
  layout({}),
  layout({ nameHidden: true }),
  layout({ balancesBelow: true }),
  layout({ balancesBelow: true, nameHidden: true }),
  layout({ balancesBelow: true, sectionsInMenu: true }),
  layout({ balancesBelow: true, sectionsInMenu: true, nameHidden: true }),
  layout({ balancesBelow: true, sectionsInMenu: true, nameHidden: true, markOnly: true }),
  layout({ balancesBelow: true, sectionsInMenu: true, nameHidden: true, languageInMenu: true }),
  layout({
    balancesBelow: true,
    sectionsInMenu: true,
    nameHidden: true,
    markOnly: true,
    languageInMenu: true,
  }),
];

const LAST = HEADER_LAYOUTS.length - 1;

/**
 * The site's header: logo, sections, language, balances and the account corner on one row, as many as fit. The
 * row is measured (`useFitStep`), not fitted to breakpoints, so the header gives parts up before it can overflow
 * at any width, in every language, with any name and balance; it never scrolls the page sideways.
 */
export const SiteHeader = () => {
  const { code } = useLocale();
  const session = useSession();
  const { ref, step } = useFitStep<HTMLDivElement>(LAST, `${code} ${session.status}`);
  const shown = HEADER_LAYOUTS[step] ?? layout({});
  return (
    <header className={styles.header}>
      <div ref={ref} className={styles.row}>
        <Link to={routes.home.href()} className={styles.logo}>
          <img className={styles.logoMark} src="/favicon.svg" alt="" width={32} height={32} />
          <span className={shown.markOnly ? visuallyHidden : styles.logoText}>Kleos</span>
        </Link>
        <MainNavigation collapsed={shown.sectionsInMenu} menuEnd={<LanguageSwitcher placement="menu" />}>
          <div className={styles.end}>
            <div className={styles.slot} hidden={shown.languageInMenu}>
              <LanguageSwitcher />
            </div>
            <div className={styles.slot} hidden={shown.balancesBelow}>
              <HeaderBalances placement="inline" />
            </div>
            <NotificationBell />
            <HeaderAccount compact={shown.nameHidden} />
          </div>
        </MainNavigation>
      </div>
      <div hidden={!shown.balancesBelow}>
        <HeaderBalances placement="bar" />
      </div>
    </header>
  );
};
