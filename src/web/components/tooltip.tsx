import { cloneElement, useId, useState, type ReactElement, type ReactNode } from "react";
import * as styles from "@/web/components/tooltip.css";

export interface TooltipProps {
  /** A short hint. It describes the trigger; it never replaces the trigger's own name. */
  readonly content: ReactNode;
  /** One focusable element (a button, a link); it gets `aria-describedby`. */
  readonly children: ReactElement<{ "aria-describedby"?: string | undefined }>;
}

/**
 * A hint shown above its trigger on hover and on keyboard focus, hidden again on leave, blur or Esc. The
 * trigger is described by it (aria-describedby), so screen readers read it after the trigger's name.
 */
export const Tooltip = ({ content, children }: TooltipProps) => {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");
  const show = (set: (value: boolean) => void) => {
    setDismissed(false);
    set(true);
  };
  return (
    <span
      className={styles.anchor}
      onMouseEnter={() => show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => show(setFocused)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setDismissed(true);
        }
      }}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <span role="tooltip" id={id} className={styles.tooltip} hidden={!open}>
        {content}
      </span>
    </span>
  );
};
