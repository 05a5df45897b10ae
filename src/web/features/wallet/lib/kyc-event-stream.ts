/**
 * A KYC check's live status (getKycVerificationStatus): Server-Sent Events read with fetch and a streaming
 * reader, through the site's API client, so the session travels in its header or cookie and never in the URL
 * (an EventSource cannot send headers). A dropped stream is opened again with `Last-Event-ID`, so the server
 * sends only what changed since; the stream ends after a decided check's event, or when the server answers 204
 * (the client has seen the last one).
 */
import type { KycVerificationEvent } from "@/web/features/wallet/api/kyc-api";
import { ApiError, type ApiClient, type Problem } from "@/web/lib/api-client";

export interface ServerSentEvent {
  readonly id: string | undefined;
  readonly event: string;
  readonly data: string;
}

/** An incremental `text/event-stream` parser: feed it chunks, get the complete events (WHATWG HTML §9.2.6). */
export const sseParser = () => {
  let buffer = "";
  let id: string | undefined;
  let event = "";
  let data: string[] = [];
  const line = (text: string, out: ServerSentEvent[]) => {
    if (text === "") {
      if (data.length > 0) out.push({ id, event: event === "" ? "message" : event, data: data.join("\n") });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    const raw = colon === -1 ? "" : text.slice(colon + 1);
    const value = raw.startsWith(" ") ? raw.slice(1) : raw;
    if (field === "data") data.push(value);
    else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\0")) id = value;
  };
  return {
    push: (chunk: string): ServerSentEvent[] => {
      buffer += chunk;
      const out: ServerSentEvent[] = [];
      for (;;) {
        const end = buffer.search(/\r\n|\r|\n/);
        if (end === -1) break;
        const newline = buffer.startsWith("\r\n", end) ? 2 : 1;
        line(buffer.slice(0, end), out);
        buffer = buffer.slice(end + newline);
      }
      return out;
    },
  };
};

const isDecided = (event: KycVerificationEvent) =>
  event.outcome === "verified" || event.outcome === "rejected";

export interface WatchOptions {
  readonly onEvent: (event: KycVerificationEvent) => void;
  readonly signal: AbortSignal;
  /** How long to wait before reconnect `attempt` (1, 2, …); the browser's EventSource waits a few seconds. */
  readonly retryDelay?: (attempt: number) => number;
}

const defaultDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 15_000);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Watches one check until it is decided or `signal` aborts. A problem the server answered (404: not the
 * caller's check) ends the watch with an ApiError; a dropped connection or a server fault reconnects.
 */
export const watchKycVerification = async (
  client: ApiClient,
  verificationId: string,
  { onEvent, signal, retryDelay = defaultDelay }: WatchOptions,
): Promise<void> => {
  let lastEventId: string | undefined;
  let failures = 0;
  while (!signal.aborted) {
    let decided = false;
    try {
      const { response, error } = await client.GET("/api/kyc/verification-status/{verificationId}", {
        params: {
          path: { verificationId },
          ...(lastEventId === undefined ? {} : { header: { "Last-Event-ID": lastEventId } }),
        },
        headers: { accept: "text/event-stream" },
        parseAs: "stream",
        signal,
      });
      if (response.status === 204) return;
      if (!response.ok) {
        if (response.status < 500 && response.status !== 429)
          throw new ApiError(response.status, error as Problem | undefined);
        throw new Error(`The status stream answered ${response.status}`);
      }
      const body = response.body;
      if (body === null) throw new Error("The status stream has no body");
      const reader = body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = sseParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          if (event.event !== "status") continue;
          const status = JSON.parse(event.data) as KycVerificationEvent;
          lastEventId = event.id ?? lastEventId;
          failures = 0;
          onEvent(status);
          decided = isDecided(status);
        }
      }
      if (decided) return;
    } catch (error) {
      if (signal.aborted || error instanceof ApiError) {
        if (error instanceof ApiError) throw error;
        return;
      }
    }
    failures += 1;
    await pause(retryDelay(failures), signal);
  }
};
