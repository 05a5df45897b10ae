/**
 * The Telegram Bot API call channel tasks need: `getChatMember(chat_id, user_id)` with Kleos' bot, which must be
 * an administrator of the channel to see its members. Answers are `{ ok: true, result: ChatMember }` or
 * `{ ok: false, error_code, description, parameters?: { retry_after } }`. A member is `creator`, `administrator`,
 * `member`, or `restricted` with `is_member: true`; `left`, `kicked` and a user Telegram does not know in the
 * chat (400 "user not found") are not members.
 */

const DEFAULT_TIMEOUT_MS = 10_000;

export type ChatMembership =
  | { readonly kind: "member"; readonly status: string }
  | { readonly kind: "notMember"; readonly status: string }
  | {
      readonly kind: "failed";
      /** botNotAdmin: the bot cannot see the channel's members; chatNotFound: no such channel for the bot. */
      readonly reason: "botNotAdmin" | "chatNotFound" | "rateLimited" | "unauthorized" | "unavailable";
      readonly detail: string;
      readonly retryAfterSeconds?: number;
    };

export interface TelegramBotApi {
  getChatMember(chatId: string, userId: string): Promise<ChatMembership>;
}

export interface TelegramBotApiOptions {
  readonly apiBase: string;
  readonly botToken: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const MEMBER_STATUSES = new Set(["creator", "administrator", "member"]);

export const makeTelegramBotApi = (options: TelegramBotApiOptions): TelegramBotApi => {
  const call = options.fetch ?? fetch;
  return {
    getChatMember: async (chatId, userId) => {
      let text: string;
      let status: number;
      try {
        const response = await call(`${options.apiBase}/bot${options.botToken}/getChatMember`, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ chat_id: chatId, user_id: Number(userId) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        status = response.status;
        text = await response.text();
      } catch (error) {
        // The token is in the URL: never put the URL in the detail.
        return { kind: "failed", reason: "unavailable", detail: `getChatMember failed: ${String(error)}` };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { kind: "failed", reason: "unavailable", detail: `getChatMember answered ${status}, no JSON` };
      }
      if (!isRecord(body) || typeof body["ok"] !== "boolean")
        return {
          kind: "failed",
          reason: "unavailable",
          detail: `getChatMember answered ${status}, no { ok }`,
        };
      if (body["ok"]) {
        const result = body["result"];
        if (!isRecord(result) || typeof result["status"] !== "string")
          return { kind: "failed", reason: "unavailable", detail: "getChatMember answered no member status" };
        const memberStatus = result["status"];
        const member =
          MEMBER_STATUSES.has(memberStatus) ||
          (memberStatus === "restricted" && result["is_member"] === true);
        return { kind: member ? "member" : "notMember", status: memberStatus };
      }
      const code = typeof body["error_code"] === "number" ? body["error_code"] : status;
      const description = typeof body["description"] === "string" ? body["description"] : "";
      const detail = `getChatMember answered ${code}: ${description.slice(0, 200)}`;
      if (code === 429) {
        const parameters = body["parameters"];
        const retryAfter = isRecord(parameters) ? parameters["retry_after"] : undefined;
        return {
          kind: "failed",
          reason: "rateLimited",
          detail,
          ...(typeof retryAfter === "number" ? { retryAfterSeconds: retryAfter } : {}),
        };
      }
      if (code === 400 && /user not found|participant_id_invalid/i.test(description))
        return { kind: "notMember", status: "unknown" };
      if (code === 400 && /chat not found/i.test(description))
        return { kind: "failed", reason: "chatNotFound", detail };
      if (code === 401) return { kind: "failed", reason: "unauthorized", detail };
      // 403 "bot is not a member of the channel chat", 400 "member list is inaccessible": the bot is no admin.
      if (code === 403 || (code === 400 && /inaccessible|not enough rights|not a member/i.test(description)))
        return { kind: "failed", reason: "botNotAdmin", detail };
      return { kind: "failed", reason: "unavailable", detail };
    },
  };
};
