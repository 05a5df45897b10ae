/* Icons of the campaign pages; decorative (aria-hidden): the text beside them carries the meaning. */
import * as styles from "@/web/features/campaigns/components/campaigns.css";

const svgProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
  className: styles.icon,
} as const;

export const LockIcon = () => (
  <svg {...svgProps}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...svgProps}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
