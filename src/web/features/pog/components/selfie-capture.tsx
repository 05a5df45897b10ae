/**
 * The selfie step: a photo from the camera (getUserMedia; a device without one reads "Camera not found") or a
 * JPEG file. A camera photo is drawn to a canvas and sent as a JPEG; the face is found on the server.
 */
import { useEffect, useRef, useState } from "react";
import { defineMessages, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import * as styles from "@/web/features/pog/components/avatar.css";
import { errorMessage } from "@/web/lib/domain-messages";
import { plainMessages } from "@/web/lib/plain-messages";

const messages = plainMessages(
  defineMessages({
    useCamera: { id: "pog.selfie.useCamera", defaultMessage: "Use camera" },
    takePhoto: { id: "pog.selfie.takePhoto", defaultMessage: "Take photo" },
    chooseFile: { id: "pog.selfie.chooseFile", defaultMessage: "Choose a JPEG photo" },
    preview: { id: "pog.selfie.preview", defaultMessage: "Camera preview" },
  }),
);

const JPEG_QUALITY = 0.9;

/** Whether the failure of getUserMedia means there is no camera to use. */
const noCamera = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === "NotFoundError" ||
    error.name === "OverconstrainedError" ||
    error.name === "NotReadableError");

export const SelfieCapture = ({
  disabled,
  onPhoto,
}: {
  readonly disabled: boolean;
  readonly onPhoto: (jpeg: Blob) => void;
}) => {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | undefined>(undefined);
  const [cameraMissing, setCameraMissing] = useState(false);

  useEffect(() => {
    if (stream === undefined || video.current === null) return undefined;
    video.current.srcObject = stream;
    void video.current.play().catch(() => undefined);
    return () => {
      for (const track of stream.getTracks()) track.stop();
    };
  }, [stream]);

  const startCamera = async () => {
    setCameraMissing(false);
    if (navigator.mediaDevices?.getUserMedia === undefined) {
      setCameraMissing(true);
      return;
    }
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user" }, audio: false }));
    } catch (error) {
      if (noCamera(error)) setCameraMissing(true);
      else throw error;
    }
  };

  const takePhoto = () => {
    const element = video.current;
    if (element === null || element.videoWidth === 0) return;
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext("2d")?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob === null) return;
        setStream(undefined);
        onPhoto(blob);
      },
      "image/jpeg",
      JPEG_QUALITY,
    );
  };

  return (
    <div className={styles.slot}>
      {stream === undefined ? null : (
        <video
          ref={video}
          className={styles.video}
          muted
          playsInline
          aria-label={intl.formatMessage(messages.preview)}
        />
      )}
      <div className={styles.row}>
        {stream === undefined ? (
          <Button tone="secondary" disabled={disabled} onClick={() => void startCamera()}>
            {intl.formatMessage(messages.useCamera)}
          </Button>
        ) : (
          <Button disabled={disabled} onClick={takePhoto}>
            {intl.formatMessage(messages.takePhoto)}
          </Button>
        )}
        <label>
          <span className={styles.small}>{intl.formatMessage(messages.chooseFile)}</span>
          <input
            type="file"
            accept="image/jpeg"
            disabled={disabled}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setCameraMissing(false);
              if (file !== undefined) onPhoto(file);
              event.currentTarget.value = "";
            }}
          />
        </label>
      </div>
      {cameraMissing ? (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(errorMessage("CameraNotFound"))}
        </p>
      ) : null}
    </div>
  );
};
