import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX, pageSize } from "@/domain/constants/limits";

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

/** The list page size of spec §9: 8 on phones (767 px and narrower), 20 on wider screens. */
export const usePageLimit = (): 8 | 20 => {
  const phone = useSyncExternalStore(subscribe, isPhone, () => false);
  return pageSize(phone) === 8 ? 8 : 20;
};
