import { useEffect, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { PROMOTION_OVERLAY_CHECK_INTERVAL_MS } from "@/domain/constants/timings";
import { checkPromotionOverlay, schedulePromotionOverlay } from "@/domain/overlay/promotion-overlay";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { useModalManager } from "@/web/components/modal-manager";
import { useOverlayStatus } from "@/web/features/promotion/api/overlay-api";
import {
  sessionOverlayRecord,
  readOverlayRecord,
  writeOverlayRecord,
} from "@/web/features/promotion/components/overlay-record";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";

const messages = plainMessages(
  defineMessages({
    title: { id: "promotion.overlay.title", defaultMessage: "The Kleos Card is coming" },
    body: {
      id: "promotion.overlay.body",
      defaultMessage:
        "Earn K-Points on every purchase with the Kleos Card program. Members get early access.",
    },
    close: { id: "promotion.overlay.close", defaultMessage: "Maybe later" },
  }),
);

/**
 * The credit-card-style program overlay (spec §1, §4, §9). The server says whether and when this gamer may see
 * it; the stored modal record and the domain's state machine decide the rest, checked every second: once when
 * its second comes, never twice in a session nor after a previous session's show, at most 3 times, never to a
 * clan member, and 60 seconds later while another modal is open.
 */
export const PromotionOverlay = () => {
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === "signedIn";
  const status = useOverlayStatus(signedIn);
  const { isModalOpen } = useModalManager();
  const [shown, setShown] = useState(false);
  const answer = signedIn ? status.data : undefined;

  // Start this browsing session's record and schedule the show the server asks for, then check every second.
  useEffect(() => {
    if (answer === undefined || shown) return undefined;
    const record = sessionOverlayRecord();
    if (answer.show && answer.showAt !== null && record.showCCPAt === undefined)
      writeOverlayRecord(schedulePromotionOverlay(record, Date.parse(answer.showAt)));
    const userHasClan = answer.reason === "HAS_CLAN";
    const timer = window.setInterval(() => {
      const current = readOverlayRecord();
      if (current.showCCPAt === undefined) {
        window.clearInterval(timer);
        return;
      }
      const tick = checkPromotionOverlay(current, {
        now: Date.now(),
        userHasClan,
        anotherModalOpen: isModalOpen,
      });
      writeOverlayRecord(tick.record);
      if (tick.outcome === "SHOWN") setShown(true);
    }, PROMOTION_OVERLAY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [answer, shown, isModalOpen]);

  return (
    <Dialog
      open={shown}
      onClose={() => setShown(false)}
      title={intl.formatMessage(messages.title)}
      footer={<Button onClick={() => setShown(false)}>{intl.formatMessage(messages.close)}</Button>}
    >
      <p>{intl.formatMessage(messages.body)}</p>
    </Dialog>
  );
};
