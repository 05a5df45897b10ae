import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "@/domain/constants/limits";

const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

const phoneQuery = (): MediaQueryList | undefined =>
  typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? undefined
    : window.matchMedia(PHONE_QUERY);

const subscribe = (listener: () => void) => {
  const query = phoneQuery();
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
};

const isPhone = (): boolean => phoneQuery()?.matches ?? false;

/** Whether the window is a phone's (767 px and narrower, spec §6), kept up to date as it is resized. */
export const useIsPhone = (): boolean => useSyncExternalStore(subscribe, isPhone, () => false);
