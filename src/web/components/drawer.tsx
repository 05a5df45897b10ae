import type { ReactNode, RefObject } from "react";
import * as styles from "@/web/components/drawer.css";
import { ModalLayer } from "@/web/components/modal-layer";

export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly footer?: ReactNode;
  readonly dismissible?: boolean;
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * A side sheet sliding in from the inline end (the right, or the left in Hebrew): the mobile menu, filters,
 * details. Same mechanics as Dialog (modal, focus trap, Esc, focus return, counted by the modal manager).
 */
export const Drawer = (props: DrawerProps) => (
  <ModalLayer {...props} backdropClassName={styles.backdrop} panelClassName={styles.panel} />
);
