import { useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { NavLink } from "react-router";
import { routes } from "@/web/lib/routes";
import * as styles from "@/web/app/routes/main-navigation.css";
import { Drawer } from "@/web/components/drawer";
import { IconButton } from "@/web/components/icon-button";

const links = [
  {
    to: routes.home.href(),
    end: true,
    label: <FormattedMessage id="app.layout.nav.home" defaultMessage="Home" />,
  },
  {
    to: routes.kQuest.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.kQuest" defaultMessage="K-Quest" />,
  },
  {
    to: routes.kDrop.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.kDrop" defaultMessage="K-Drop" />,
  },
  {
    to: routes.myClan.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.clans" defaultMessage="Clans" />,
  },
  {
    to: routes.leaderboards.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.leaderboards" defaultMessage="Leaderboards" />,
  },
  {
    to: routes.pog.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.pog" defaultMessage="POG" />,
  },
  {
    to: routes.kStore.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.store" defaultMessage="Store" />,
  },
  {
    to: routes.games.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.games" defaultMessage="Games" />,
  },
  {
    to: routes.tournaments.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.tournaments" defaultMessage="Tournaments" />,
  },
  {
    to: routes.klash.href(),
    end: false,
    label: <FormattedMessage id="app.layout.nav.klash" defaultMessage="Klash" />,
  },
];

const MenuIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export interface MainNavigationProps {
  /** The sections are behind the menu button, in a drawer, instead of in the header's row. */
  readonly collapsed?: boolean;
  /** What sits in the row between the sections and the menu button (the header's end). */
  readonly children?: ReactNode;
  /** What the drawer offers below the sections (the language picker). */
  readonly menuEnd?: ReactNode;
}

/**
 * The site's sections: in the header's row, or behind a menu button in a drawer when they do not fit there
 * (`collapsed`, decided by the header, which measures). The row's sections and the menu button are both always
 * rendered, one of them hidden, so the row keeps the same elements whichever shows. The drawer also holds
 * `menuEnd`.
 */
export const MainNavigation = ({ collapsed = false, children, menuEnd }: MainNavigationProps) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: "app.layout.mainNav", defaultMessage: "Main" });
  return (
    <>
      <nav className={styles.inline} aria-label={label} hidden={collapsed}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={styles.link}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {children}
      <IconButton
        className={styles.menuButton}
        hidden={!collapsed}
        label={intl.formatMessage({ id: "app.layout.openMenu", defaultMessage: "Open menu" })}
        icon={<MenuIcon />}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: "app.layout.menu", defaultMessage: "Menu" })}
      >
        <div className={styles.menu}>
          <nav className={styles.stacked} aria-label={label}>
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={styles.link}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          {menuEnd}
        </div>
      </Drawer>
    </>
  );
};
