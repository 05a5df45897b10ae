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

/**
 * The site's sections: inline in the header on a desktop, behind a menu button in a drawer on a phone (767 px
 * and below). `children` (the language switcher) sits between the two, at the header's end.
 */
export const MainNavigation = ({ children }: { children?: ReactNode }) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: "app.layout.mainNav", defaultMessage: "Main" });
  return (
    <>
      <nav className={styles.inline} aria-label={label}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={styles.link}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {children}
      <IconButton
        className={styles.menuButton}
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
      </Drawer>
    </>
  );
};
