import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "@/web/components/tabs.css";

export interface TabItem<Id extends string> {
  readonly id: Id;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** The tab list's accessible name ("POG dashboard"). */
  readonly label: string;
  readonly items: ReadonlyArray<TabItem<Id>>;
  /** The selected tab when controlled (e.g. from the URL); pair with `onChange`. */
  readonly value?: Id;
  readonly defaultValue?: Id;
  readonly onChange?: (id: Id) => void;
}

const isRtl = (element: Element): boolean => element.closest("[dir]")?.getAttribute("dir") === "rtl";

/**
 * Tabs per the WAI-ARIA pattern: one tab stop (roving tabindex), arrow keys move and select (mirrored in
 * right-to-left pages), Home and End jump to the ends, each panel is labelled by its tab.
 */
export const Tabs = <Id extends string>({ label, items, value, defaultValue, onChange }: TabsProps<Id>) => {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState<Id | undefined>(defaultValue);
  const selected = value ?? ownValue ?? items[0]?.id;
  const tabs = useRef(new Map<Id, HTMLButtonElement>());

  const select = (id: Id) => {
    setOwnValue(id);
    onChange?.(id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const forward = isRtl(event.currentTarget) ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl(event.currentTarget) ? "ArrowRight" : "ArrowLeft";
    const target =
      event.key === forward
        ? (index + 1) % items.length
        : event.key === backward
          ? (index - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? items.length - 1
              : undefined;
    const item = target === undefined ? undefined : items[target];
    if (item === undefined) return;
    event.preventDefault();
    select(item.id);
    tabs.current.get(item.id)?.focus();
  };

  return (
    <div className={styles.root}>
      {/* More tabs than a phone is wide scroll sideways inside the list (data-scroll-x), never the page. */}
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={handleKeyDown} data-scroll-x>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(element) => {
              if (element === null) tabs.current.delete(item.id);
              else tabs.current.set(item.id, element);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-controls={`${baseId}-panel-${item.id}`}
            aria-selected={item.id === selected}
            tabIndex={item.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
};
