import { useIntl } from "react-intl";
import { seatsLeft } from "@/domain/tournaments/tournament-prizes";
import { ProgressBar } from "@/web/components/progress-bar";
import { seatMessages } from "@/web/features/tournaments/components/tournament-messages";

/** Seats taken of the capacity, and how many are left, as a progress bar. */
export const SeatsBar = ({ capacity, registeredCount }: { capacity: number; registeredCount: number }) => {
  const intl = useIntl();
  const text = intl.formatMessage(seatMessages.left, {
    left: seatsLeft(capacity, registeredCount),
    capacity,
  });
  return (
    <ProgressBar
      label={intl.formatMessage(seatMessages.label)}
      value={Math.min(registeredCount, capacity)}
      min={0}
      max={capacity}
      valueText={text}
    />
  );
};
