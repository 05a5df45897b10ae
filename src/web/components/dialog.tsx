import type { ReactNode, RefObject } from "react";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/components/dialog.css";
import { ModalLayer } from "@/web/components/modal-layer";

export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's heading and accessible name. */
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** The actions, at the end of the dialog (Cancel, Confirm). */
  readonly footer?: ReactNode;
  readonly size?: "sm" | "md" | "lg";
  /** False for steps that must not be skipped: no Esc, no close button, no click outside. */
  readonly dismissible?: boolean;
  /**
   * What gets focus on open (the first field of a form); the dialog itself when omitted. Use this rather
   * than `autoFocus`, which would hide the opener that focus returns to.
   */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * A modal dialog centred over the page (a bottom sheet on phones): role dialog, aria-modal, named by its
 * title, focus trapped inside, Esc closes, focus returns to the opener, counted by the modal manager.
 */
export const Dialog = ({ size = "md", ...props }: DialogProps) => (
  <ModalLayer
    {...props}
    backdropClassName={styles.backdrop}
    panelClassName={classNames(styles.panel, styles.size[size])}
  />
);
