/**
 * A notification's words outside the page (a push, a message), in the gamer's language: read from the site's own
 * compiled catalogues (generated/locales, `npm run gen`) under the message ids the notification panel shows them
 * with, so the panel and the push always say the same.
 */
import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { notificationValues } from "@/domain/notifications/notification-values";
import { POG_CARD_LOCALES, type PogCardLocale } from "@/server/services/pog/card/card-labels";

export interface NotificationWords {
  readonly title: string;
  readonly body: string;
}

export interface WordedNotification {
  readonly kind: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A compiled message (formatjs AST), as IntlMessageFormat takes it. */
type MessageFormatElement = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>[number];

const catalogues = new Map<PogCardLocale, Readonly<Record<string, MessageFormatElement[]>>>();

const catalogueOf = (locale: PogCardLocale) => {
  const known = catalogues.get(locale);
  if (known !== undefined) return known;
  const read = JSON.parse(
    readFileSync(new URL(`../../../../generated/locales/${locale}.json`, import.meta.url), "utf8"),
  ) as Record<string, MessageFormatElement[]>;
  catalogues.set(locale, read);
  return read;
};

const localeOf = (tag: string): PogCardLocale =>
  (POG_CARD_LOCALES as readonly string[]).includes(tag) ? (tag as PogCardLocale) : "en";

export const wordNotification = (notification: WordedNotification, tag: string): NotificationWords => {
  const locale = localeOf(tag);
  const catalogue = catalogueOf(locale);
  const message = (id: string, values: Record<string, string | number>) => {
    const ast = catalogue[id] ?? catalogueOf("en")[id];
    if (ast === undefined) throw new Error(`The ${locale} catalogue has no message ${id}`);
    return String(new IntlMessageFormat(ast, locale).format(values));
  };
  return {
    title: message("notifications.push.title", {}),
    body: message(`notifications.item.${notification.kind}`, notificationValues(notification.data)),
  };
};
