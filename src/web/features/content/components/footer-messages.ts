/**
 * The footer's words in every language. Its groups and links come from the site's content (`web-footers`),
 * which holds one text per group and link, in English. What is the site's own chrome is named here instead:
 * the headings of the groups the site ships with, and the site's own pages a link leads to, named as the site
 * names them elsewhere. Anything else (a brand's link such as Discord or X, a group the content team adds)
 * keeps the content's own text.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";

/** Headings of the footer's groups, by the name the content gives them. */
export const footerGroupMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  Play: { id: "content.footer.group.play", defaultMessage: "Play" },
  Community: { id: "content.footer.group.community", defaultMessage: "Community" },
  Legal: { id: "content.footer.group.legal", defaultMessage: "Legal" },
});

/** Names of the site's own pages, by the path a footer link gives (see `routes.ts`). */
export const footerPageMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  "/games": { id: "content.footer.page.games", defaultMessage: "Games" },
  "/k-quest": { id: "content.footer.page.kQuest", defaultMessage: "K-Quest" },
  "/tournaments": { id: "content.footer.page.tournaments", defaultMessage: "Tournaments" },
  "/k-store": { id: "content.footer.page.kStore", defaultMessage: "K-Store" },
  "/my-clan": { id: "content.footer.page.clans", defaultMessage: "Clans" },
  "/pog": { id: "content.footer.page.pog", defaultMessage: "Proof of Gamer" },
  "/terms-and-conditions": { id: "content.footer.page.terms", defaultMessage: "Terms and Conditions" },
  "/privacy-policy": { id: "content.footer.page.privacy", defaultMessage: "Privacy Policy" },
  "/aml-kyc-policy": { id: "content.footer.page.amlKyc", defaultMessage: "AML and KYC Policy" },
  "/risk-disclosure-policy": { id: "content.footer.page.riskDisclosure", defaultMessage: "Risk Disclosure" },
});
