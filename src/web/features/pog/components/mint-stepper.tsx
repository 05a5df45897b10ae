import { defineMessages, useIntl } from "react-intl";
import { POG_MINT_STEPS, type PogMintStep } from "@/domain/pog/pog-mint-flow";
import { classNames } from "@/web/components/class-names";
import * as styles from "@/web/features/pog/components/pog.css";
import { stepMessages } from "@/web/features/pog/components/pog-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    label: { id: "pog.mintStepper.label", defaultMessage: "Steps to your POG card" },
    number: { id: "pog.mintStepper.number", defaultMessage: "Step {number}" },
    current: { id: "pog.mintStepper.current", defaultMessage: "You are here" },
    done: { id: "pog.mintStepper.done", defaultMessage: "Done" },
    avatarNote: {
      id: "pog.mintStepper.avatarNote",
      defaultMessage: "Pick a category, a character and a style, then a selfie becomes your avatar.",
    },
    mintNote: {
      id: "pog.mintStepper.mintNote",
      defaultMessage: "Your name and avatar are minted on chain as your POG card.",
    },
    reserveNote: {
      id: "pog.mintStepper.reserveNote",
      defaultMessage: "Choose the name your POG card carries.",
    },
  }),
);

const NOTES = {
  RESERVE_NAME: messages.reserveNote,
  CREATE_AVATAR: messages.avatarNote,
  MINT_CARD: messages.mintNote,
} as const;

/**
 * The mint flow's three steps in order (spec §2, §4) and where the gamer stands: the steps done, the one they are
 * on. The steps themselves are taken on /pog/mint.
 */
export const MintStepper = ({ current }: { readonly current: PogMintStep }) => {
  const intl = useIntl();
  const currentIndex = POG_MINT_STEPS.indexOf(current);
  return (
    <ol className={styles.stepper} aria-label={intl.formatMessage(messages.label)}>
      {POG_MINT_STEPS.map((step, index) => {
        const done = index < currentIndex;
        const isCurrent = index === currentIndex;
        const state = done ? messages.done : isCurrent ? messages.current : undefined;
        return (
          <li
            key={step}
            className={classNames(styles.step, isCurrent && styles.stepCurrent, done && styles.stepDone)}
            {...(isCurrent ? { "aria-current": "step" as const } : {})}
          >
            <span className={styles.stepNumber}>
              {intl.formatMessage(messages.number, { number: index + 1 })}
            </span>
            <span className={styles.stepLabel}>{intl.formatMessage(stepMessages[step])}</span>
            <span className={styles.stepNote}>{intl.formatMessage(NOTES[step])}</span>
            {state === undefined ? null : (
              <span className={styles.stepNote}>{intl.formatMessage(state)}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
};
