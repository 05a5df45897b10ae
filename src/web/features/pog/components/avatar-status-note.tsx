/**
 * The POG avatar's state in one line, from `tps/pog/status`: being generated (read again every two seconds),
 * ready, or not made yet. When the last generation ends, the slots and the mint status are read again, so the
 * new picture shows and the card can be minted at once.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Badge } from "@/web/components/badge";
import { pogKeys } from "@/web/features/pog/api/pog-api";
import { avatarKeys, usePogAvatarStatus } from "@/web/features/pog/api/pog-avatar-api";
import * as styles from "@/web/features/pog/components/pog.css";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    generating: {
      id: "pog.avatarStatus.generating",
      defaultMessage: "Your avatar is being generated (slot {slots})…",
    },
    ready: { id: "pog.avatarStatus.ready", defaultMessage: "Your POG avatar is ready (slot {slot})" },
    none: { id: "pog.avatarStatus.none", defaultMessage: "No POG avatar yet: create one in a slot below." },
  }),
);

export const AvatarStatusNote = () => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const status = usePogAvatarStatus(true);
  const generating = status.data?.generating.length ?? 0;
  const wasGenerating = useRef(false);
  useEffect(() => {
    if (wasGenerating.current && generating === 0) {
      void queryClient.invalidateQueries({ queryKey: avatarKeys.slots });
      void queryClient.invalidateQueries({ queryKey: pogKeys.mintStatus });
    }
    wasGenerating.current = generating > 0;
  }, [generating, queryClient]);

  const data = status.data;
  if (data === undefined) return null;
  return (
    <p role="status" className={styles.actions}>
      {data.generating.length > 0 ? (
        <Badge tone="neutral">
          {intl.formatMessage(messages.generating, {
            slots: intl.formatList(data.generating.map(String)),
          })}
        </Badge>
      ) : data.avatar !== null && data.activeSlot !== null ? (
        <Badge tone="accent">{intl.formatMessage(messages.ready, { slot: data.activeSlot })}</Badge>
      ) : (
        <span className={styles.muted}>{intl.formatMessage(messages.none)}</span>
      )}
    </p>
  );
};
