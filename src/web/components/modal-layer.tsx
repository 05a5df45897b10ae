import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { classNames } from "@/web/components/class-names";
import { IconButton } from "@/web/components/icon-button";
import { CloseIcon } from "@/web/components/icons";
import * as styles from "@/web/components/modal-layer.css";
import { useRegisterModal } from "@/web/components/modal-manager";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(", ");

/** Marks what stays reachable while a modal is open (the toast region, so its news is still read). */
export const KEEP_OUTSIDE_MODAL = "data-keep-outside-modal";

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.closest("[hidden]") === null,
  );

export interface ModalLayerProps {
  readonly open: boolean;
  /** Called on Esc, on the close button and on a click outside the panel (when dismissible). */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly footer?: ReactNode;
  /** False for steps that must not be skipped (a transaction being signed): no Esc, no close button. */
  readonly dismissible?: boolean;
  /** What gets focus on open; the panel itself (so its title is read) when omitted. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly backdropClassName: string;
  readonly panelClassName: string;
  readonly children: ReactNode;
}

/**
 * The mechanics shared by Dialog and Drawer: a portal over the page, role dialog with aria-modal, named by
 * its title, focus moved in and kept in (Tab cycles), the rest of the page inert, Esc and the close button
 * close it, focus returns to the opener, and the modal manager counts it while it is open.
 */
export const ModalLayer = ({
  open,
  onClose,
  title,
  description,
  footer,
  dismissible = true,
  initialFocusRef,
  backdropClassName,
  panelClassName,
  children,
}: ModalLayerProps) => {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { isTopmost } = useRegisterModal(open);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = panel.current?.closest<HTMLElement>("[data-modal-layer]") ?? null;
    const madeInert = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element !== container &&
        !element.hasAttribute("inert") &&
        !element.hasAttribute(KEEP_OUTSIDE_MODAL),
    );
    for (const element of madeInert) element.setAttribute("inert", "");
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    (initialFocusRef?.current ?? panel.current)?.focus();
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      // A nested modal handles its own Esc; this one stays open.
      event.stopPropagation();
      if (dismissible && isTopmost) onClose();
      return;
    }
    if (event.key !== "Tab" || panel.current === null) return;
    const focusables = focusablesIn(panel.current);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const hasDescription = description !== undefined && description !== null && description !== false;

  return createPortal(
    <div
      data-modal-layer=""
      className={classNames(styles.backdrop, backdropClassName)}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hasDescription ? descriptionId : undefined}
        tabIndex={-1}
        className={classNames(styles.panel, panelClassName)}
        onKeyDown={handleKeyDown}
      >
        <header className={styles.header}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {hasDescription ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          {dismissible ? (
            <IconButton
              size="sm"
              label={intl.formatMessage({ id: "components.dialog.close", defaultMessage: "Close" })}
              icon={<CloseIcon />}
              onClick={onClose}
            />
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer === undefined || footer === null ? null : <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
};
