/*
 * The few icons the design system draws itself. Each is decorative (aria-hidden): the control that holds it
 * carries the accessible name.
 */
interface IconProps {
  readonly className?: string;
}

const svgProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className} width="20" height="20">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...svgProps} className={className} width="16" height="16">
    <path d="M6 9l6 6 6-6" />
  </svg>
);
