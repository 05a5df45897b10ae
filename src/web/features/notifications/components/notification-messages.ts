/**
 * A notification's words, by kind: the panel shows them, and the server words pushes with the same messages
 * (src/server/services/notifications/notification-wording.ts reads them from the compiled catalogues).
 */
import { defineMessages } from "react-intl";
import { plainMessages } from "@/web/lib/plain-messages";

export const notificationItemMessages = plainMessages(
  defineMessages({
    rewardCredited: {
      id: "notifications.item.rewardCredited",
      defaultMessage: "You got {amount, number} {currency}",
    },
    campaignStarted: {
      id: "notifications.item.campaignStarted",
      defaultMessage: "{title} has started",
    },
    clanEvent: {
      id: "notifications.item.clanEvent",
      defaultMessage:
        "{event, select, joined {You joined the clan {title}} left {You left the clan {title}} memberJoined {A new member joined {title}} prizeWon {{paidToYou, select, yes {Your clan finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {title}: its prize of {amount, number} {currency} is in your wallet} other {Your clan finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {title} and won {amount, number} {currency}, paid to your Chief}}} other {News from your clan {title}}}",
    },
    taskVerification: {
      id: "notifications.item.taskVerification",
      defaultMessage:
        "{verified, select, yes {Your task in {title} is verified} other {Your task in {title} could not be verified}}",
    },
    kycDecided: {
      id: "notifications.item.kycDecided",
      defaultMessage:
        "{verified, select, yes {Your identity is verified} other {Your identity could not be verified}}",
    },
  }),
);

export const pushMessages = defineMessages({
  title: { id: "notifications.push.title", defaultMessage: "Kleos" },
});
