import { CLOSED_CAMPAIGN_STATUSES } from "@/domain/campaigns/campaign-status";
import type { CampaignStatus } from "@/domain/campaigns/campaign-status";

/*
 * Campaign timer (spec §4): LIVE (label Ends), PUBLISHED (label Starts), ENDED, ENDS; "Starts before start and
 * Ends until end". The spec does not say what tells ENDS from LIVE. Decision: ENDS is a live campaign in its
 * last day (the countdown turns urgent), LIVE is a live campaign with more than a day left. Both carry the
 * label Ends and count down to the end; PUBLISHED counts down to the start; ENDED has no label or countdown.
 */

export const CAMPAIGN_ENDING_SOON_MS = 86_400_000;

export type CampaignTimerStatus = "PUBLISHED" | "LIVE" | "ENDS" | "ENDED";

export type CampaignTimer =
  | { readonly status: "PUBLISHED"; readonly label: "Starts"; readonly remainingMs: number }
  | { readonly status: "LIVE" | "ENDS"; readonly label: "Ends"; readonly remainingMs: number }
  | { readonly status: "ENDED" };

export interface CampaignTimerInput {
  readonly status: CampaignStatus;
  /** Epoch milliseconds. */
  readonly startsAt: number;
  /** Epoch milliseconds. */
  readonly endsAt: number;
  readonly now: number;
}

/** The timer a campaign card shows at `now`. A closed status from the server wins over the dates. */
export const campaignTimer = ({ status, startsAt, endsAt, now }: CampaignTimerInput): CampaignTimer => {
  if (CLOSED_CAMPAIGN_STATUSES.has(status) || status === "DRAFT" || now >= endsAt) return { status: "ENDED" };
  if (now < startsAt) return { status: "PUBLISHED", label: "Starts", remainingMs: startsAt - now };
  const remainingMs = endsAt - now;
  return { status: remainingMs <= CAMPAIGN_ENDING_SOON_MS ? "ENDS" : "LIVE", label: "Ends", remainingMs };
};
