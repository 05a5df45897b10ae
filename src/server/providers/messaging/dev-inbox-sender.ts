import { AuthRepository } from "@/server/db/repositories/auth-repository";
import type { CodeInbox, OutgoingCode } from "@/server/providers/messaging/code-delivery";

const SUBJECTS: Record<OutgoingCode["purpose"], string> = {
  login: "Your Kleos sign-in code",
  "verify-phone": "Verify your phone number on Kleos",
  "verify-email": "Verify your e-mail address on Kleos",
  "verify-clan-chief": "Verify your clan chief phone number on Kleos",
  "confirm-withdrawal": "Confirm your Kleos withdrawal",
};

/**
 * The local default: instead of a phone or a mailbox, the message lands in the dev inbox (the `/dev-inbox`
 * page and `GET /api/dev-inbox`), so that a fresh machine can sign in with no outside service. The server
 * refuses the inbox in production.
 */
export const makeDevInboxSender = (): CodeInbox => ({
  kind: "inbox",
  name: "devinbox",
  send: (message) =>
    AuthRepository.use((auth) =>
      auth.insertDevInboxMessage({
        channel: message.channel,
        recipient: message.recipient,
        subject: SUBJECTS[message.purpose],
        text: `${message.code} is your Kleos code. It is valid for ${message.validMinutes} minutes. Nobody from Kleos will ever ask you for it.`,
      }),
    ),
});
