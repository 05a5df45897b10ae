/**
 * What a server remembers of the database, per key, until a change is announced: a bounded map (the least
 * recently used leave first) whose entries are dropped at once on this server when a change is written here
 * (`forget`, once it is written), and on every server when the database announces a gamer's change on a channel
 * (`forgetAnnounced`: a trigger's `pg_notify` with the payload `<schema> <user id>`, or `<schema>` alone for
 * everyone). A read that began before a drop may have read what the drop undid, so it is not kept: `mark()` before
 * reading, `keep(key, value, mark)` after, and any drop since the mark refuses it. If the announcements can no
 * longer be heard (`lose`), nothing is remembered any more. Used by `VerifiedTokens` and `RememberedProgress`.
 */
import { Effect, type Scope } from "effect";
import { Database } from "@/server/db/database";

export interface Remembered<V> {
  /** The value kept for `key`, now the most recently used; undefined when none is. */
  readonly recall: (key: string) => V | undefined;
  /** Marks the start of a read: pass it to `keep`, which refuses a read older than a drop. */
  readonly mark: () => number;
  readonly keep: (key: string, value: V, mark: number) => void;
  readonly forget: (key: string) => void;
  /** Drops every entry `drop` picks (a scan: for keys that are not the announced ones). */
  readonly forgetWhere: (drop: (value: V, key: string) => boolean) => void;
  readonly forgetAll: () => void;
  /** Announcements can no longer be heard: drops everything and keeps nothing from now on. */
  readonly lose: () => void;
}

export const rememberedUntilAnnounced = <V>(capacity: number): Remembered<V> => {
  /** In order of last use: a Map iterates in insertion order, so the first entry is the one to evict. */
  const remembered = new Map<string, V>();
  /** How many drops there have been: a read that began before one may have read what it undid. */
  let drops = 0;
  let heard = true;
  return {
    recall: (key) => {
      const value = remembered.get(key);
      if (value === undefined) return undefined;
      remembered.delete(key);
      remembered.set(key, value);
      return value;
    },
    mark: () => drops,
    keep: (key, value, mark) => {
      if (!heard || mark !== drops) return;
      remembered.delete(key);
      remembered.set(key, value);
      if (remembered.size > capacity) {
        const oldest = remembered.keys().next();
        if (oldest.done !== true) remembered.delete(oldest.value);
      }
    },
    forget: (key) => {
      drops += 1;
      remembered.delete(key);
    },
    forgetWhere: (drop) => {
      drops += 1;
      for (const [key, value] of remembered) if (drop(value, key)) remembered.delete(key);
    },
    forgetAll: () => {
      drops += 1;
      remembered.clear();
    },
    lose: () => {
      heard = false;
      drops += 1;
      remembered.clear();
    },
  };
};

/**
 * Drops what `forgetUser` names when the database announces a gamer on `channel` (everything, on an announcement
 * for everyone), until the scope closes; `lose`s the memory if the announcements can no longer be heard.
 */
export const forgetAnnounced = <V>(
  channel: string,
  memory: Remembered<V>,
  forgetUser: (userId: string) => void,
): Effect.Effect<void, never, Database | Scope.Scope> =>
  Effect.gen(function* () {
    const { listen } = yield* Database;
    yield* listen(channel, {
      notified: (payload) => {
        const space = payload.indexOf(" ");
        if (space < 0) memory.forgetAll();
        else forgetUser(payload.slice(space + 1));
      },
      lost: memory.lose,
    });
  });
