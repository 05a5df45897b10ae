import { pageSize } from "@/domain/constants/limits";
import { useIsPhone } from "@/web/lib/use-is-phone";

/** The list page size of spec §9: 8 on phones (767 px and narrower), 20 on wider screens. */
export const usePageLimit = (): 8 | 20 => (pageSize(useIsPhone()) === 8 ? 8 : 20);
