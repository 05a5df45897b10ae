import { useIntl } from "react-intl";
import { Badge, type BadgeProps } from "@/web/components/badge";
import type { CampaignStatus } from "@/web/features/admin/api/admin-api";
import { statusMessages } from "@/web/features/admin/components/admin-messages";

const TONE: { readonly [S in CampaignStatus]: NonNullable<BadgeProps["tone"]> } = {
  DRAFT: "neutral",
  PUBLISHED: "secondary",
  LIVE: "accent",
  CLAIM_REWARDS: "warning",
  PROCESSING_REWARDS: "warning",
  REWARDS_CREDITED: "secondary",
  ENDED: "neutral",
  ARCHIVED: "danger",
};

export const StatusBadge = ({ status }: { readonly status: CampaignStatus }) => {
  const intl = useIntl();
  return <Badge tone={TONE[status]}>{intl.formatMessage(statusMessages[status])}</Badge>;
};
