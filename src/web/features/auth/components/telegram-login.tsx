import { useEffect, useEffectEvent, useRef } from "react";
import type { TelegramLoginData } from "@/web/features/auth/api/auth-api";
import * as styles from "@/web/features/auth/components/auth.css";

export const TELEGRAM_WIDGET_URL = "https://telegram.org/js/telegram-widget.js?22";

/** The global function the widget calls (its `data-onauth` names it). */
const CALLBACK_NAME = "kleosTelegramAuth";

type CallbackHost = Record<string, unknown>;

export interface TelegramLoginProps {
  readonly botName: string;
  readonly onAuth: (data: TelegramLoginData) => void;
}

/**
 * Telegram's official login widget: its script draws Telegram's own button in an iframe and, once the
 * person confirms in Telegram, calls `data-onauth` with the signed login data.
 */
export const TelegramLogin = ({ botName, onAuth }: TelegramLoginProps) => {
  const container = useRef<HTMLDivElement>(null);
  const authenticated = useEffectEvent((data: TelegramLoginData) => onAuth(data));

  useEffect(() => {
    const host = container.current;
    if (host === null) return undefined;
    const callbacks = window as unknown as CallbackHost;
    callbacks[CALLBACK_NAME] = (data: TelegramLoginData) => authenticated(data);
    const script = document.createElement("script");
    script.async = true;
    script.src = TELEGRAM_WIDGET_URL;
    script.setAttribute("data-telegram-login", botName);
    script.setAttribute("data-size", "large");
    script.setAttribute("data-request-access", "write");
    script.setAttribute("data-onauth", `${CALLBACK_NAME}(user)`);
    host.replaceChildren(script);
    return () => {
      host.replaceChildren();
      delete callbacks[CALLBACK_NAME];
    };
  }, [botName]);

  return <div ref={container} className={styles.telegram} />;
};
