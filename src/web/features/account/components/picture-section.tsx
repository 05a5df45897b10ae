import { useId, useRef, useState, type ChangeEvent } from "react";
import { defineMessages, useIntl } from "react-intl";
import { PROFILE_PICTURE_MAX_BYTES } from "@/domain/constants/limits";
import { formatFileSize } from "@/domain/format/file-size-format";
import { IMAGE_SNIFF_LENGTH, isJpegBytes } from "@/domain/validation/image-rules";
import { validationMessage } from "@/domain/validation/validate";
import { Avatar } from "@/web/components/avatar";
import { Button } from "@/web/components/button";
import { useToast } from "@/web/components/toast";
import { useRemovePicture, useUploadPicture } from "@/web/features/account/api/account-api";
import * as styles from "@/web/features/account/components/account.css";
import { formatDomainMessage, formatFailure } from "@/web/features/account/components/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";
import type { UserProfile } from "@/web/lib/session";
import { visuallyHidden } from "@/web/styles/utilities.css";

const messages = plainMessages(
  defineMessages({
    change: { id: "account.pictureSection.change", defaultMessage: "Change picture" },
    uploading: { id: "account.pictureSection.uploading", defaultMessage: "Uploading…" },
    remove: { id: "account.pictureSection.remove", defaultMessage: "Remove picture" },
    hint: { id: "account.pictureSection.hint", defaultMessage: "A JPEG photo, up to {limit}." },
    tooLarge: {
      id: "account.pictureSection.tooLarge",
      defaultMessage: "The picture is larger than {limit}.",
    },
    updated: { id: "account.pictureSection.updated", defaultMessage: "Picture updated" },
    removed: { id: "account.pictureSection.removed", defaultMessage: "Picture removed" },
  }),
);

/** The bytes of a file, or of its first `count` bytes (FileReader: every browser has it). */
const bytesOf = (file: Blob, count = file.size): Promise<Uint8Array<ArrayBuffer>> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(file.slice(0, count));
  });

/**
 * The profile picture: a JPEG (judged by its first bytes, as the server judges it, not by the file name) up to
 * the size limit. The server re-encodes it and strips what the camera wrote into it.
 */
export const PictureSection = ({ user, name }: { readonly user: UserProfile; readonly name: string }) => {
  const intl = useIntl();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [error, setError] = useState<string | undefined>(undefined);
  const limit = formatFileSize(PROFILE_PICTURE_MAX_BYTES, intl.locale);
  const busy = upload.isPending || remove.isPending;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    setError(undefined);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) {
      setError(intl.formatMessage(messages.tooLarge, { limit }));
      return;
    }
    const head = await bytesOf(file, IMAGE_SNIFF_LENGTH);
    if (!isJpegBytes(head)) {
      setError(formatDomainMessage(intl, validationMessage("validation.image.jpegOnly")));
      return;
    }
    upload.mutate(await bytesOf(file), {
      onSuccess: () => toast.show({ message: intl.formatMessage(messages.updated), tone: "success" }),
      onError: (failure) => setError(formatFailure(intl, failure)),
    });
  };

  return (
    <div className={styles.header}>
      <Avatar name={name} src={user.pictureUrl ?? undefined} size="lg" decorative />
      <div className={styles.form}>
        <div className={styles.actions}>
          <input
            ref={input}
            id={inputId}
            className={visuallyHidden}
            type="file"
            accept="image/jpeg"
            aria-label={intl.formatMessage(messages.change)}
            tabIndex={-1}
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          <Button tone="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            {intl.formatMessage(upload.isPending ? messages.uploading : messages.change)}
          </Button>
          {user.pictureUrl === null ? null : (
            <Button
              tone="ghost"
              size="sm"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () =>
                    toast.show({ message: intl.formatMessage(messages.removed), tone: "success" }),
                  onError: (failure) => setError(formatFailure(intl, failure)),
                })
              }
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          )}
        </div>
        <p className={styles.muted}>{intl.formatMessage(messages.hint, { limit })}</p>
        {error === undefined ? null : (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
};
