import { useEffect, useEffectEvent, useRef } from "react";
import { Button } from "@/web/components/button";
import type { components } from "#generated/api";

/** What Telegram's login widget hands the page: signed with the bot's token (checked by the server). */
export type TelegramLoginData = components["schemas"]["TelegramLoginData"];

export const TELEGRAM_OAUTH_ORIGIN = "https://oauth.telegram.org";

/** Where Telegram asks the person to confirm the sign-in (the page its login widget opens too). */
export const telegramAuthUrl = (botId: string, origin: string): string =>
  `${TELEGRAM_OAUTH_ORIGIN}/auth?${new URLSearchParams({ bot_id: botId, origin, request_access: "write" })}`;

/** The login data out of Telegram's `auth_result` message, or undefined for anything else. */
export const telegramResultOf = (data: unknown): TelegramLoginData | undefined => {
  let message: unknown = data;
  if (typeof data === "string") {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== "object" || message === null) return undefined;
  const { event, result } = message as { event?: unknown; result?: unknown };
  if (event !== "auth_result" || typeof result !== "object" || result === null) return undefined;
  const login = result as Partial<TelegramLoginData>;
  return typeof login.id === "number" && typeof login.hash === "string" && typeof login.auth_date === "number"
    ? (login as TelegramLoginData)
    : undefined;
};

export interface TelegramLoginProps {
  readonly botId: string;
  readonly label: string;
  readonly className?: string;
  readonly disabled?: boolean;
  readonly onAuth: (data: TelegramLoginData) => void;
}

/**
 * Sign-in with Telegram without loading Telegram's script into the site (the page's CSP stays `'self'`):
 * Telegram's own confirmation page opens in a window, and Telegram posts the signed login data back to this
 * page, as its login widget does. Only messages from Telegram's origin and from that window count; the
 * server checks the data's hash with the bot token before anyone is signed in.
 */
export const TelegramLogin = ({ botId, label, className, disabled = false, onAuth }: TelegramLoginProps) => {
  const popup = useRef<Window | null>(null);
  const authenticated = useEffectEvent((login: TelegramLoginData) => onAuth(login));

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== TELEGRAM_OAUTH_ORIGIN || event.source !== popup.current) return;
      const login = telegramResultOf(event.data);
      if (login === undefined) return;
      popup.current?.close();
      popup.current = null;
      authenticated(login);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const open = () => {
    popup.current = window.open(
      telegramAuthUrl(botId, window.location.origin),
      "telegram_oauth",
      "width=550,height=470",
    );
  };

  return (
    <Button
      {...(className === undefined ? {} : { className })}
      tone="secondary"
      disabled={disabled}
      onClick={open}
    >
      {label}
    </Button>
  );
};
