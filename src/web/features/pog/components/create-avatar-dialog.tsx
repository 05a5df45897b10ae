/**
 * The "create avatar" and "generate avatar" modals of spec §2, as one dialog over a slot: a category, one of
 * its characters and a style (saved together), then an optional selfie (camera or JPEG file; "Face not
 * detected" when the server finds none), then generation: pending until the job has drawn it, then the avatar,
 * labelled as composed, not AI, where it was.
 */
import { useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import { Dialog } from "@/web/components/dialog";
import { Skeleton } from "@/web/components/skeleton";
import {
  useAvatarCategories,
  useAvatarCharacters,
  useAvatarSlots,
  useAvatarStyles,
  useGenerateAvatar,
  useSaveAvatarSelfie,
  useSaveAvatarStyle,
  type AvatarCategory,
  type AvatarCharacter,
} from "@/web/features/pog/api/pog-avatar-api";
import { AvatarPicture } from "@/web/features/pog/components/avatar-picture";
import * as styles from "@/web/features/pog/components/avatar.css";
import {
  categoryMessages,
  slotStatusMessages,
  styleMessage,
} from "@/web/features/pog/components/avatar-messages";
import { formatPogFailure } from "@/web/features/pog/components/pog-messages";
import { SelfieCapture } from "@/web/features/pog/components/selfie-capture";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    createTitle: { id: "pog.createAvatar.title", defaultMessage: "Create avatar" },
    generateTitle: { id: "pog.generateAvatar.title", defaultMessage: "Generate avatar" },
    chooseCategory: { id: "pog.createAvatar.chooseCategory", defaultMessage: "Choose a category" },
    chooseCharacter: { id: "pog.createAvatar.chooseCharacter", defaultMessage: "Choose a character" },
    chooseStyle: { id: "pog.createAvatar.chooseStyle", defaultMessage: "Choose a style" },
    selfieTitle: { id: "pog.generateAvatar.selfieTitle", defaultMessage: "Add a selfie (optional)" },
    selfieLead: {
      id: "pog.generateAvatar.selfieLead",
      defaultMessage: "We find your face on our server and draw it into your avatar. JPEG photos only.",
    },
    selfieAdded: { id: "pog.generateAvatar.selfieAdded", defaultMessage: "Selfie added" },
    generate: { id: "pog.generateAvatar.generate", defaultMessage: "Generate avatar" },
    back: { id: "pog.createAvatar.back", defaultMessage: "Back" },
    done: { id: "pog.generateAvatar.done", defaultMessage: "Done" },
  }),
);

type Step = "category" | "character" | "style" | "selfie" | "generating";

export const CreateAvatarDialog = ({
  slot,
  onClose,
}: {
  readonly slot: number;
  readonly onClose: () => void;
}) => {
  const intl = useIntl();
  const [step, setStep] = useState<Step>("category");
  const [category, setCategory] = useState<AvatarCategory | undefined>(undefined);
  const [character, setCharacter] = useState<AvatarCharacter | undefined>(undefined);
  const categories = useAvatarCategories();
  const characters = useAvatarCharacters(category);
  const stylesOf = useAvatarStyles(character?.id);
  const slots = useAvatarSlots(true);
  const saveStyle = useSaveAvatarStyle();
  const saveSelfie = useSaveAvatarSelfie();
  const generate = useGenerateAvatar();
  const current = slots.data?.slots.find((candidate) => candidate.slot === slot);
  const failure = [saveStyle, saveSelfie, generate].find((mutation) => mutation.isError)?.error;
  const busy = saveStyle.isPending || saveSelfie.isPending || generate.isPending;

  const back = () => {
    for (const mutation of [saveStyle, saveSelfie, generate]) mutation.reset();
    setStep(step === "selfie" ? "style" : step === "style" ? "character" : "category");
  };

  const choices = <T,>(
    items: readonly T[] | undefined,
    key: (item: T) => string,
    label: (item: T) => string,
    pick: (item: T) => void,
  ) =>
    items === undefined ? (
      <Skeleton blockSize="6rem" />
    ) : (
      <ul className={styles.choices}>
        {items.map((item) => (
          <li key={key(item)}>
            <Button tone="secondary" disabled={busy} onClick={() => pick(item)}>
              {label(item)}
            </Button>
          </li>
        ))}
      </ul>
    );

  const body = (() => {
    switch (step) {
      case "category":
        return (
          <>
            <h3 className={styles.stepTitle}>{intl.formatMessage(messages.chooseCategory)}</h3>
            {choices(
              categories.data?.items,
              (item) => item.id,
              (item) => intl.formatMessage(categoryMessages[item.id]),
              (item) => {
                setCategory(item.id);
                setStep("character");
              },
            )}
          </>
        );
      case "character":
        return (
          <>
            <h3 className={styles.stepTitle}>{intl.formatMessage(messages.chooseCharacter)}</h3>
            {choices(
              characters.data?.items,
              (item) => item.id,
              (item) => item.name,
              (item) => {
                setCharacter(item);
                setStep("style");
              },
            )}
          </>
        );
      case "style":
        return (
          <>
            <h3 className={styles.stepTitle}>{intl.formatMessage(messages.chooseStyle)}</h3>
            {choices(
              stylesOf.data?.items,
              (item) => item.id,
              (item) => intl.formatMessage(styleMessage(item.id)),
              (item) => {
                if (category === undefined || character === undefined) return;
                saveStyle.mutate(
                  { slot, category, character: character.id, style: item.id },
                  { onSuccess: () => setStep("selfie") },
                );
              },
            )}
            {character === undefined ? null : <p className={styles.small}>{character.attribution}</p>}
          </>
        );
      case "selfie":
        return (
          <>
            <h3 className={styles.stepTitle}>{intl.formatMessage(messages.selfieTitle)}</h3>
            <p className={styles.small}>{intl.formatMessage(messages.selfieLead)}</p>
            <SelfieStep
              slot={slot}
              busy={busy}
              added={current?.hasSelfie === true}
              save={saveSelfie.mutate}
            />
          </>
        );
      case "generating":
        return current === undefined ? (
          <Skeleton blockSize="12rem" />
        ) : (
          <div className={styles.slot}>
            <p role="status">{intl.formatMessage(slotStatusMessages[current.status])}</p>
            {current.status === "READY" && current.avatar !== null ? (
              <AvatarPicture slot={slot} avatar={current.avatar} />
            ) : null}
          </div>
        );
    }
  })();

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!busy}
      title={intl.formatMessage(
        step === "selfie" || step === "generating" ? messages.generateTitle : messages.createTitle,
      )}
      footer={
        step === "generating" ? (
          <Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>
        ) : (
          <>
            {step === "category" ? null : (
              <Button tone="ghost" disabled={busy} onClick={back}>
                {intl.formatMessage(messages.back)}
              </Button>
            )}
            {step === "selfie" ? (
              <Button
                disabled={busy}
                aria-busy={generate.isPending}
                onClick={() => generate.mutate(slot, { onSuccess: () => setStep("generating") })}
              >
                {intl.formatMessage(messages.generate)}
              </Button>
            ) : null}
          </>
        )
      }
    >
      <div className={styles.slot}>
        {body}
        {failure === undefined ? null : (
          <p role="alert" className={styles.error}>
            {formatPogFailure(intl, failure)}
          </p>
        )}
      </div>
    </Dialog>
  );
};

const SelfieStep = ({
  slot,
  busy,
  added,
  save,
}: {
  readonly slot: number;
  readonly busy: boolean;
  readonly added: boolean;
  readonly save: (input: { slot: number; jpeg: Blob }) => void;
}) => {
  const intl = useIntl();
  return (
    <>
      <SelfieCapture disabled={busy} onPhoto={(jpeg) => save({ slot, jpeg })} />
      {added ? (
        <p role="status" className={styles.small}>
          {intl.formatMessage(messages.selfieAdded)}
        </p>
      ) : null}
    </>
  );
};
