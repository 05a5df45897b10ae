import { defineMessages, type IntlShape } from "react-intl";
import type { Offer } from "@/web/features/offerwall/api/offerwall-api";
import { plainMessages } from "@/web/lib/plain-messages";

export const offerwallMessages = plainMessages(
  defineMessages({
    title: { id: "offerwall.page.title", defaultMessage: "Offerwall" },
    questTitle: { id: "offerwall.page.questTitle", defaultMessage: "Offers of this quest" },
    lead: {
      id: "offerwall.page.lead",
      defaultMessage: "Play partner games and earn K-Points and K-Cash for what you do in them.",
    },
    backToQuest: { id: "offerwall.page.backToQuest", defaultMessage: "Back to the quest" },
    signIn: { id: "offerwall.page.signIn", defaultMessage: "Sign in to see your offers" },
    signInAction: { id: "offerwall.page.signInAction", defaultMessage: "Sign in" },
    loading: { id: "offerwall.page.loading", defaultMessage: "Loading offers" },
    loadFailed: { id: "offerwall.page.loadFailed", defaultMessage: "Offers could not be loaded" },
    retry: { id: "offerwall.page.retry", defaultMessage: "Try again" },
    empty: { id: "offerwall.page.empty", defaultMessage: "No offers here yet" },
    offers: { id: "offerwall.page.offers", defaultMessage: "Offers" },
    install: { id: "offerwall.offer.install", defaultMessage: "Install {game}" },
    reachLevel: { id: "offerwall.offer.reachLevel", defaultMessage: "Reach level {level} in {game}" },
    reward: { id: "offerwall.offer.reward", defaultMessage: "Reward" },
    check: { id: "offerwall.offer.check", defaultMessage: "Check and claim" },
    checking: { id: "offerwall.offer.checking", defaultMessage: "Checking with the game…" },
    credited: { id: "offerwall.offer.credited", defaultMessage: "Credited" },
    reversed: { id: "offerwall.offer.reversed", defaultMessage: "Reversed" },
    creditedNow: { id: "offerwall.offer.creditedNow", defaultMessage: "Credited to your wallet" },
    networkTitle: { id: "offerwall.network.title", defaultMessage: "More offers" },
    networkHint: {
      id: "offerwall.network.hint",
      defaultMessage: "Offers there are credited to your wallet once the network confirms them.",
    },
    networkOpen: { id: "offerwall.network.open", defaultMessage: "Open the ayeT-Studios offerwall" },
    activityLink: { id: "offerwall.page.activityLink", defaultMessage: "See your activity" },
  }),
);

/** "Install Dark Throne", "Reach level 5 in Dark Throne". */
export const offerTitle = (intl: IntlShape, offer: Offer): string =>
  offer.action.kind === "install"
    ? intl.formatMessage(offerwallMessages.install, { game: offer.gameName })
    : intl.formatMessage(offerwallMessages.reachLevel, {
        game: offer.gameName,
        level: offer.action.level ?? 1,
      });
