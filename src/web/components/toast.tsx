import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { TOAST_DURATION_MS } from "@/domain/constants/timings";
import { classNames } from "@/web/components/class-names";
import { IconButton } from "@/web/components/icon-button";
import { CloseIcon } from "@/web/components/icons";
import { KEEP_OUTSIDE_MODAL } from "@/web/components/modal-layer";
import * as styles from "@/web/components/toast.css";

export type ToastTone = "info" | "success" | "error";

export interface ToastOptions {
  readonly message: ReactNode;
  readonly title?: ReactNode;
  /** "error" toasts are alerts (read at once); the others are polite status messages. */
  readonly tone?: ToastTone;
  /** How long it stays, in ms; the spec's 3000 ms by default (§9). `null` keeps it until dismissed. */
  readonly durationMs?: number | null;
}

interface ToastEntry extends ToastOptions {
  readonly id: number;
}

export interface ToastApi {
  /** Shows a toast and answers its id. */
  readonly show: (options: ToastOptions) => number;
  readonly dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts. Needs a ToastProvider above it. */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (api === null) throw new Error("useToast is used outside a ToastProvider");
  return api;
};

interface ToastItemProps {
  readonly toast: ToastEntry;
  readonly onDismiss: (id: number) => void;
}

const ToastItem = ({ toast, onDismiss }: ToastItemProps) => {
  const intl = useIntl();
  const { id, title, message, tone = "info", durationMs = TOAST_DURATION_MS } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const paused = hovered || focused;

  // The timer runs only while the toast is neither hovered nor focused, and resumes with what was left.
  useEffect(() => {
    if (paused || remaining.current === null) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null)
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, id, onDismiss]);

  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={classNames(styles.toast, styles.tone[tone])}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className={styles.content}>
        {title === undefined ? null : <span className={styles.title}>{title}</span>}
        <span className={title === undefined ? undefined : styles.message}>{message}</span>
      </div>
      <IconButton
        size="sm"
        label={intl.formatMessage({ id: "components.toast.dismiss", defaultMessage: "Dismiss" })}
        icon={<CloseIcon />}
        onClick={() => onDismiss(id)}
      />
    </div>
  );
};

/**
 * Holds the toasts and their region (bottom, inline end). Place it once, inside the IntlProvider, around
 * the app; anything below calls `useToast().show({ message })`.
 */
export const ToastProvider = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl();
  const [toasts, setToasts] = useState<ReadonlyArray<ToastEntry>>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <section
          aria-label={intl.formatMessage({ id: "components.toast.region", defaultMessage: "Notifications" })}
          {...{ [KEEP_OUTSIDE_MODAL]: "" }}
        >
          <div className={styles.viewport}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
          </div>
        </section>,
        document.body,
      )}
    </ToastContext.Provider>
  );
};
