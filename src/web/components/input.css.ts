import { style } from "@vanilla-extract/css";

/** Numbers, codes and addresses read left to right even in a right-to-left page. */
export const ltr = style({ direction: "ltr", textAlign: "start" });
