/**
 * The gamer's activity feed (api-spec/activities.yaml): the read model of ActivityRepository, each entry named for
 * what it was (a quest done, a reward, an offer credited or reversed, a purchase, a clan joined or left, a POG
 * minted) with the gamer's own amounts. The cursor is the last entry's (time, id), opaque to the site.
 */
import { Context, Effect, Layer } from "effect";
import { InvalidActivityCursor } from "@/domain/errors/offerwall-errors";
import type { components } from "#generated/api";
import {
  ActivityRepository,
  type ActivityPosition,
  type ActivityRow,
} from "@/server/db/repositories/activity-repository";
import { LedgerRepository } from "@/server/db/repositories/ledger-repository";
import { traced } from "@/server/effect/traced";

type Activity = components["schemas"]["Activity"];
type ActivityKind = components["schemas"]["ActivityKind"];
type ActivityPage = components["schemas"]["ActivityPage"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const encodeActivityCursor = (position: ActivityPosition): string =>
  Buffer.from(JSON.stringify([position.at.toISOString(), position.id])).toString("base64url");

export const decodeActivityCursor = (cursor: string): ActivityPosition | undefined => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [at, id] = parsed as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || id.length === 0 || id.length > 100)
      return undefined;
    const date = new Date(at);
    return Number.isNaN(date.getTime()) || date.toISOString() !== at ? undefined : { at: date, id };
  } catch {
    return undefined;
  }
};

/** What a ledger movement was, and what to call it. */
const ledgerKind = (row: ActivityRow): { kind: ActivityKind; subject: string | null } => {
  const details = isRecord(row.details) ? row.details : {};
  const offer = isRecord(details["offer"]) ? details["offer"] : undefined;
  if (offer !== undefined) {
    const name = typeof offer["name"] === "string" ? offer["name"] : undefined;
    const id = typeof offer["offerId"] === "string" ? offer["offerId"] : null;
    return { kind: details["reversal"] === true ? "offerReversed" : "offerCredited", subject: name ?? id };
  }
  switch (row.source) {
    case "reward":
      return { kind: "rewardCredited", subject: row.title };
    case "shop":
    case "redeem":
      return { kind: "purchase", subject: typeof details["title"] === "string" ? details["title"] : null };
    default:
      return { kind: "walletMovement", subject: null };
  }
};

const activityOf = (row: ActivityRow, amounts: Activity["amounts"]): Activity => {
  const base = { id: row.id, occurredAt: row.at.toISOString(), link: row.slug };
  switch (row.source) {
    case "completed":
      return {
        ...base,
        kind: row.campaignKind === "quest" ? "questCompleted" : "campaignCompleted",
        subject: row.title,
        amounts: [],
      };
    case "clanJoined":
    case "clanLeft":
    case "pogMinted":
      return { ...base, kind: row.source, subject: row.title, amounts: [] };
    default:
      return { ...base, ...ledgerKind(row), amounts };
  }
};

export class Activities extends Context.Service<
  Activities,
  {
    listActivities(
      userId: string,
      cursor: string | undefined,
      pageLimit: number,
    ): Effect.Effect<ActivityPage, InvalidActivityCursor>;
  }
>()("kleos/server/services/activities/Activities") {
  static readonly layer = Layer.effect(
    Activities,
    Effect.gen(function* () {
      const activities = yield* ActivityRepository;
      const ledger = yield* LedgerRepository;
      return Activities.of(
        traced("Activities", {
          listActivities: (userId: string, cursor: string | undefined, pageLimit: number) =>
            Effect.gen(function* () {
              const after = cursor === undefined ? undefined : decodeActivityCursor(cursor);
              if (cursor !== undefined && after === undefined) return yield* new InvalidActivityCursor();
              // One more than asked tells whether a next page exists.
              const rows = yield* activities.page(userId, after, pageLimit + 1);
              const page = rows.slice(0, pageLimit);
              const transactionIds = page.flatMap((row) =>
                row.transactionId === null ? [] : [row.transactionId],
              );
              const amounts = yield* ledger.userAmountsOf(userId, transactionIds);
              const last = page.at(-1);
              return {
                items: page.map((row) =>
                  activityOf(row, row.transactionId === null ? [] : (amounts.get(row.transactionId) ?? [])),
                ),
                nextCursor:
                  rows.length > pageLimit && last !== undefined
                    ? encodeActivityCursor({ at: last.at, id: last.id })
                    : null,
              };
            }),
        }),
      );
    }),
  );
}
