import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { defineMessages, useIntl, type MessageDescriptor } from "react-intl";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import { formatFileSize } from "@/domain/format/file-size-format";
import { truncateText } from "@/domain/format/text-format";
import { formatDateTime } from "@/domain/format/time-format";
import { IMAGE_SNIFF_LENGTH, JpegImageBytes } from "@/domain/validation/image-rules";
import { firstFailure } from "@/domain/validation/validate";
import { Badge, type BadgeProps } from "@/web/components/badge";
import { Button } from "@/web/components/button";
import { Field } from "@/web/components/field";
import { control } from "@/web/components/field.css";
import { ProgressBar } from "@/web/components/progress-bar";
import { Select } from "@/web/components/select";
import { useToast } from "@/web/components/toast";
import type { CampaignDetail } from "@/web/features/campaigns/api/campaigns-api";
import { useQuestStatus, useSendQuestProof, type ProofStatus } from "@/web/features/campaigns/api/quests-api";
import * as styles from "@/web/features/campaigns/components/campaigns.css";
import { formatCampaignFailure } from "@/web/features/campaigns/components/campaign-messages";
import { ApiError } from "@/web/lib/api-client";
import { validationMessage, validationMessageOf } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import { useSession } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    title: { id: "campaigns.proof.title", defaultMessage: "Proof of work" },
    lead: {
      id: "campaigns.proof.lead",
      defaultMessage: "Send a photo or a screenshot that shows you played. An admin reviews it.",
    },
    takePhoto: { id: "campaigns.proof.takePhoto", defaultMessage: "Take a photo" },
    choosePicture: { id: "campaigns.proof.choosePicture", defaultMessage: "Choose a picture" },
    hint: { id: "campaigns.proof.hint", defaultMessage: "A JPEG picture, up to {limit}." },
    tooLarge: {
      id: "campaigns.proof.tooLarge",
      defaultMessage: "The picture is larger than {limit}.",
    },
    unreadable: { id: "campaigns.proof.unreadable", defaultMessage: "This file could not be read." },
    preview: { id: "campaigns.proof.preview", defaultMessage: "The picture you are about to send" },
    fileSize: { id: "campaigns.proof.fileSize", defaultMessage: "{name} ({size})" },
    removePicture: { id: "campaigns.proof.removePicture", defaultMessage: "Remove picture" },
    task: { id: "campaigns.proof.task", defaultMessage: "Task it shows" },
    wholeQuest: { id: "campaigns.proof.wholeQuest", defaultMessage: "The whole quest" },
    note: { id: "campaigns.proof.note", defaultMessage: "Note (optional)" },
    noteHint: {
      id: "campaigns.proof.noteHint",
      defaultMessage: "What the picture shows. Needed when you pick a task. Up to {max, number} characters.",
    },
    noteNeeded: {
      id: "campaigns.proof.noteNeeded",
      defaultMessage: "Add a note to say what the picture shows for this task.",
    },
    send: { id: "campaigns.proof.send", defaultMessage: "Send proof" },
    sending: { id: "campaigns.proof.sending", defaultMessage: "Sending…" },
    sendingProgress: { id: "campaigns.proof.sendingProgress", defaultMessage: "Sending your picture" },
    sent: { id: "campaigns.proof.sent", defaultMessage: "Proof sent: it waits for review." },
    latest: { id: "campaigns.proof.latest", defaultMessage: "Your latest proof" },
    sentAt: { id: "campaigns.proof.sentAt", defaultMessage: "Sent {date}" },
    replaceHint: {
      id: "campaigns.proof.replaceHint",
      defaultMessage: "A new picture replaces this one.",
    },
    statusFailed: {
      id: "campaigns.proof.statusFailed",
      defaultMessage: "Your proof's status could not be loaded.",
    },
    retry: { id: "campaigns.proof.retry", defaultMessage: "Try again" },
  }),
);

const statusMessages: Readonly<Record<ProofStatus, MessageDescriptor>> = defineMessages({
  PENDING: { id: "campaigns.proof.statusPending", defaultMessage: "Pending review" },
  APPROVED: { id: "campaigns.proof.statusApproved", defaultMessage: "Approved" },
  REJECTED: { id: "campaigns.proof.statusRejected", defaultMessage: "Rejected" },
});

const statusTone: Readonly<Record<ProofStatus, NonNullable<BadgeProps["tone"]>>> = {
  PENDING: "warning",
  APPROVED: "accent",
  REJECTED: "danger",
};

/** The most a proof's note may say (the contract's ProofNote). */
const NOTE_MAX_LENGTH = 500;

/** A proof picture is at most this large: the server takes a JPEG body up to the profile picture's limit. */
const PROOF_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

/** The bytes of a file, or of its first `count` bytes (FileReader: every browser has it). */
const bytesOf = (file: Blob, count = file.size): Promise<Uint8Array<ArrayBuffer>> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(file.slice(0, count));
  });

/** A local address to show the chosen picture from, where the browser has them. */
const previewUrlOf = (file: Blob): string | undefined =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined;

interface ChosenPicture {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly name: string;
  readonly size: number;
  readonly previewUrl: string | undefined;
}

/** A hidden file input and the button that opens it (the input keeps its own name for assistive tech). */
const PicturePicker = ({
  label,
  capture,
  disabled,
  onChange,
}: {
  label: string;
  capture: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        className={visuallyHidden}
        type="file"
        accept="image/jpeg"
        {...(capture ? { capture: "environment" } : {})}
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onChange={onChange}
      />
      <Button tone="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
};

/** The gamer's latest proof and what became of it. */
const LatestProof = ({ questRef }: { questRef: string }) => {
  const intl = useIntl();
  const status = useQuestStatus(questRef, true);
  if (status.isError)
    return (
      <div className={styles.row}>
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.statusFailed)}
        </p>
        <Button tone="ghost" size="sm" onClick={() => void status.refetch()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    );
  const proof = status.data?.proof;
  if (proof === undefined || proof === null) return null;
  return (
    <div className={styles.proofStatus} role="status">
      <span className={styles.factLabel}>{intl.formatMessage(messages.latest)}</span>
      <span className={styles.row}>
        <Badge tone={statusTone[proof.status]}>{intl.formatMessage(statusMessages[proof.status])}</Badge>
        <span className={styles.muted}>
          {intl.formatMessage(messages.sentAt, {
            date: formatDateTime(proof.createdAt, { locale: intl.locale }),
          })}
        </span>
      </span>
      <span className={styles.muted}>{intl.formatMessage(messages.replaceHint)}</span>
    </div>
  );
};

/**
 * A quest's "Proof of work", for a signed-in gamer who started it: a photo taken or picked (a JPEG by its
 * first bytes, as the server judges it, up to the server's size in powers of 1024), checked before anything is
 * sent, shown, and sent with an optional note and task; then the latest proof's review status. A new proof
 * replaces the one shown.
 */
export const ProofSection = ({ questRef, quest }: { questRef: string; quest: CampaignDetail }) => {
  const session = useSession();
  if (session.status !== "signedIn" || quest.userProgress?.started !== true) return null;
  return <ProofForm questRef={questRef} quest={quest} />;
};

const ProofForm = ({ questRef, quest }: { questRef: string; quest: CampaignDetail }) => {
  const intl = useIntl();
  const toast = useToast();
  const headingId = useId();
  const send = useSendQuestProof(questRef);
  const [picture, setPicture] = useState<ChosenPicture | undefined>();
  const [pictureError, setPictureError] = useState<string | undefined>();
  const [taskId, setTaskId] = useState("");
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [sendError, setSendError] = useState<string | undefined>();
  const limit = formatFileSize(PROOF_MAX_BYTES, intl.locale);
  const busy = send.isPending;
  const tasks = quest.tasks.filter((task) => task.active);

  const previewUrl = picture?.previewUrl;
  useEffect(
    () => () => {
      if (previewUrl !== undefined) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    setPictureError(undefined);
    setSendError(undefined);
    try {
      const failure = firstFailure(JpegImageBytes, await bytesOf(file, IMAGE_SNIFF_LENGTH));
      if (failure !== undefined) {
        const known = validationMessageOf(failure.messageId);
        setPictureError(known === undefined ? failure.message : intl.formatMessage(known));
        return;
      }
      if (file.size > PROOF_MAX_BYTES) {
        setPictureError(intl.formatMessage(messages.tooLarge, { limit }));
        return;
      }
      const bytes = await bytesOf(file);
      setPicture({ bytes, name: file.name, size: file.size, previewUrl: previewUrlOf(file) });
    } catch {
      setPictureError(intl.formatMessage(messages.unreadable));
    }
  };

  const failureOf = (error: unknown): string => {
    if (error instanceof ApiError) {
      if (error.status === 413) return intl.formatMessage(messages.tooLarge, { limit });
      if (error.problem?.["messageId"] === "validation.image.jpegOnly")
        return intl.formatMessage(validationMessage("validation.image.jpegOnly"));
    }
    return formatCampaignFailure(intl, error);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picture === undefined || busy) return;
    const trimmed = note.trim();
    if (taskId !== "" && trimmed === "") {
      setNoteError(intl.formatMessage(messages.noteNeeded));
      return;
    }
    setNoteError(undefined);
    setSendError(undefined);
    send.mutate(
      {
        questId: quest.id,
        picture: picture.bytes,
        note: trimmed === "" ? undefined : trimmed,
        taskId: taskId === "" ? undefined : taskId,
      },
      {
        onSuccess: () => {
          setPicture(undefined);
          setNote("");
          setTaskId("");
          toast.show({ message: intl.formatMessage(messages.sent), tone: "success" });
        },
        onError: (error) => setSendError(failureOf(error)),
      },
    );
  };

  return (
    <section className={`${styles.stack} ${styles.section}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.lead)}</p>
      <LatestProof questRef={questRef} />
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
        <div className={styles.stack}>
          <div className={styles.proofPickers}>
            <PicturePicker
              label={intl.formatMessage(messages.takePhoto)}
              capture
              disabled={busy}
              onChange={(event) => void choose(event)}
            />
            <PicturePicker
              label={intl.formatMessage(messages.choosePicture)}
              capture={false}
              disabled={busy}
              onChange={(event) => void choose(event)}
            />
          </div>
          <p className={styles.muted}>{intl.formatMessage(messages.hint, { limit })}</p>
          {pictureError === undefined ? null : (
            <p role="alert" className={styles.error}>
              {pictureError}
            </p>
          )}
        </div>
        {picture === undefined ? null : (
          <figure className={styles.proofPreview}>
            {picture.previewUrl === undefined ? null : (
              <img
                className={styles.proofPreviewImage}
                src={picture.previewUrl}
                alt={intl.formatMessage(messages.preview)}
              />
            )}
            <figcaption className={styles.proofCaption}>
              <span className={styles.muted}>
                {intl.formatMessage(messages.fileSize, {
                  name: truncateText(picture.name),
                  size: formatFileSize(picture.size, intl.locale),
                })}
              </span>
              <Button tone="ghost" size="sm" disabled={busy} onClick={() => setPicture(undefined)}>
                {intl.formatMessage(messages.removePicture)}
              </Button>
            </figcaption>
          </figure>
        )}
        {tasks.length === 0 ? null : (
          <Select
            label={intl.formatMessage(messages.task)}
            placeholder={intl.formatMessage(messages.wholeQuest)}
            options={tasks.map((task) => ({ value: task.id, label: truncateText(task.title) }))}
            value={taskId}
            disabled={busy}
            onChange={(event) => {
              setTaskId(event.target.value);
              setNoteError(undefined);
            }}
          />
        )}
        <Field
          label={intl.formatMessage(messages.note)}
          hint={intl.formatMessage(messages.noteHint, { max: NOTE_MAX_LENGTH })}
          error={noteError}
        >
          {({ controlId, describedBy, invalid }) => (
            <textarea
              id={controlId}
              className={`${control} ${styles.proofNote}`}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              maxLength={NOTE_MAX_LENGTH}
              rows={3}
              value={note}
              disabled={busy}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(undefined);
              }}
            />
          )}
        </Field>
        {busy ? <ProgressBar label={intl.formatMessage(messages.sendingProgress)} value={undefined} /> : null}
        {sendError === undefined ? null : (
          <p role="alert" className={styles.error}>
            {sendError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={picture === undefined || busy}>
            {intl.formatMessage(busy ? messages.sending : messages.send)}
          </Button>
        </div>
      </form>
    </section>
  );
};
