import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether a row's children, laid side by side and never shrunk (`flex: none`), fit in its content box. Measured
 * as the span from the first child's edge to the last one's, so it holds in either direction (in Hebrew the
 * row overflows to the left). Hidden children (`display: none`) take no room and are left out.
 */
export const childrenFit = (row: HTMLElement): boolean => {
  const style = getComputedStyle(row);
  const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  const available = row.clientWidth - padding;
  const boxes = [...row.children]
    .filter((child) => getComputedStyle(child).display !== "none")
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.width > 0);
  if (boxes.length === 0) return true;
  const needed = Math.max(...boxes.map((box) => box.right)) - Math.min(...boxes.map((box) => box.left));
  // Half a pixel of slack: widths are fractional, and a row that fits exactly must not flip back and forth.
  return needed <= available + 0.5;
};

interface Fit {
  readonly step: number;
  readonly restartKey: string;
  /** Bumped to measure again after something outside React changed a size. */
  readonly round: number;
}

/**
 * How many of `steps` fall-backs a row needs before its content fits on one line: 0 when everything fits, then
 * one more for as long as it does not, up to `steps` (the caller shows a leaner layout at each step: the first
 * that fits wins). The row is measured, not guessed from a breakpoint, so it holds in every language, with any
 * balance and name.
 *
 * It starts again from 0 whenever the row's width or a child's size changes (a wider window, a longer label, a
 * balance that arrived, a font that loaded) and when `restartKey` changes (a new language: a hidden part's size
 * changed unseen). The climb runs in layout effects, before the browser paints, so no step is ever seen.
 * The row's children should be the same elements at every step (hidden, not unmounted): they are observed.
 */
export const useFitStep = <Row extends HTMLElement>(
  steps: number,
  restartKey: string,
): { readonly ref: RefObject<Row | null>; readonly step: number } => {
  const ref = useRef<Row>(null);
  const [fit, setFit] = useState<Fit>({ step: 0, restartKey, round: 0 });
  if (fit.restartKey !== restartKey) setFit({ step: 0, restartKey, round: fit.round + 1 });

  useLayoutEffect(() => {
    const row = ref.current;
    if (row === null || fit.step >= steps || childrenFit(row)) return;
    setFit({ ...fit, step: fit.step + 1 });
  }, [fit, steps]);

  useLayoutEffect(() => {
    const row = ref.current;
    if (row === null || typeof ResizeObserver === "undefined") return undefined;
    const restart = () => setFit((current) => ({ ...current, step: 0, round: current.round + 1 }));
    // Only the climb's own hiding and showing would report sizes unchanged from the last frame: the observers
    // see the sizes after it, once a frame, so restarting cannot loop.
    const observer = new ResizeObserver(restart);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return { ref, step: fit.step };
};
