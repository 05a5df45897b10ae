/**
 * The X task types, each checked with the gamer's own token against X API v2 (docs.x.com): follows
 * (`GET /2/users/{me}/following`, paged), likes (`/2/users/{me}/liked_tweets`), reposts
 * (`/2/tweets/{id}/retweeted_by`), replies (recent search `conversation_id:{id} from:{me}`), posts with
 * hashtags or the gamer's POG link (recent search, last 7 days), and the profile's name and bio
 * (`/2/users/me?user.fields=description,name`). Each answers verified, not yet (with what to do), or cannot
 * check now (`UPSTREAM`: X down or rate limited).
 */
import { Effect } from "effect";
import { pogLinkPathOf } from "@/domain/tasks/pog-share-link";
import type { TaskType } from "@/domain/tasks/task-types";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import type { XApi } from "@/server/providers/social/x-api";
import { ListCache, misconfigured, readAs } from "@/server/services/campaigns/verifiers/social-reads";
import {
  notDone,
  withParams,
  type TaskVerifier,
  type VerificationOutcome,
} from "@/server/services/campaigns/verifiers/task-verifier";

/** The post id of an X post URL (`https://x.com/<user>/status/<id>`), or undefined. */
export const postIdOf = (url: string): string | undefined =>
  /\/status(?:es)?\/(\d{1,25})(?:[/?#]|$)/.exec(url)?.[1];

export { pogLinkPathOf } from "@/domain/tasks/pog-share-link";

const handleOf = (handle: string): string => handle.trim().replace(/^@/, "").toLowerCase();

const verified: VerificationOutcome = { verified: true };

type XVerifiers = {
  readonly [
    T in Extract<
      TaskType,
      | "LINK_TWITTER"
      | "TWITTER_FOLLOW"
      | "TWITTER_LIKE"
      | "TWITTER_RETWEET"
      | "TWITTER_COMMENT"
      | "TWITTER_TWEET_HASHTAGS"
      | "TWITTER_PROFILE_NAME"
      | "TWITTER_BIO"
      | "SHARE_POG_ON_X"
    >
  ]: TaskVerifier<T>;
};

export const makeXVerifiers = (x: XApi, cache: ListCache = new ListCache()): XVerifiers => {
  /** Reads as the gamer, then judges what was read. */
  const check = <A>(
    userId: string,
    read: Parameters<typeof readAs<A>>[2],
    judge: (value: A) => VerificationOutcome,
  ) =>
    Effect.map(readAs(userId, "twitter", read), (result) =>
      result.kind === "outcome" ? result.outcome : judge(result.value),
    );

  const inRecentPosts = (userId: string, query: (me: string) => string, missing: VerificationOutcome) =>
    check(
      userId,
      async (token, account) => (await x.searchRecent(token, query(account.subject))).length > 0,
      (found) => (found ? verified : missing),
    );

  return {
    LINK_TWITTER: {
      // Asked of X, so a revoked connect is not counted as linked.
      verify: ({ userId }) =>
        check(
          userId,
          (token) => x.me(token),
          () => verified,
        ),
    },
    TWITTER_FOLLOW: {
      verify: ({ userId, task, now }) => {
        const handle = handleOf(task.config.handle);
        return check(
          userId,
          (token, account) =>
            cache.holds(`x:following:${account.subject}`, handle, now, () =>
              x.following(token, account.subject),
            ),
          (follows) =>
            follows
              ? verified
              : withParams(notDone("TWITTER_NOT_FOLLOWING", `You don't follow @${handle} yet`), { handle }),
        );
      },
    },
    TWITTER_LIKE: {
      verify: ({ userId, task, now }) => {
        const postId = postIdOf(task.config.tweetUrl);
        if (postId === undefined)
          return Effect.succeed(misconfigured("This task's X post link has no post id"));
        return check(
          userId,
          (token, account) =>
            cache.holds(`x:liked:${account.subject}`, postId, now, () =>
              x.likedPosts(token, account.subject),
            ),
          (liked) => (liked ? verified : notDone("TWITTER_NOT_LIKED", "You haven't liked the post yet")),
        );
      },
    },
    TWITTER_RETWEET: {
      verify: ({ userId, task }) => {
        const postId = postIdOf(task.config.tweetUrl);
        if (postId === undefined)
          return Effect.succeed(misconfigured("This task's X post link has no post id"));
        return check(
          userId,
          async (token, account) => (await x.repostedBy(token, postId)).includes(account.subject),
          (reposted) =>
            reposted ? verified : notDone("TWITTER_NOT_REPOSTED", "You haven't reposted the post yet"),
        );
      },
    },
    TWITTER_COMMENT: {
      verify: ({ userId, task }) => {
        const postId = postIdOf(task.config.tweetUrl);
        if (postId === undefined)
          return Effect.succeed(misconfigured("This task's X post link has no post id"));
        return inRecentPosts(
          userId,
          (me) => `conversation_id:${postId} from:${me}`,
          notDone(
            "TWITTER_NOT_COMMENTED",
            "You haven't replied to the post yet (replies of the last 7 days count)",
          ),
        );
      },
    },
    TWITTER_TWEET_HASHTAGS: {
      verify: ({ userId, task }) => {
        const tags = task.config.hashtags.map((tag) => `#${tag.trim().replace(/^#/, "")}`);
        return inRecentPosts(
          userId,
          (me) => `from:${me} ${tags.join(" ")}`,
          withParams(
            notDone(
              "TWITTER_HASHTAGS_MISSING",
              `Post on X with ${tags.join(" ")} first (posts of the last 7 days count)`,
            ),
            { hashtags: tags.join(" ") },
          ),
        );
      },
    },
    TWITTER_PROFILE_NAME: {
      verify: ({ userId, task }) =>
        check(
          userId,
          (token) => x.me(token),
          (me) =>
            me.name.toLowerCase().includes(task.config.brand.toLowerCase())
              ? verified
              : withParams(
                  notDone(
                    "TWITTER_NAME_MISSING_BRAND",
                    `Add "${task.config.brand}" to your X display name first`,
                  ),
                  { brand: task.config.brand },
                ),
        ),
    },
    TWITTER_BIO: {
      verify: ({ userId, task }) =>
        check(
          userId,
          (token) => x.me(token),
          (me) =>
            me.description.toLowerCase().includes(task.config.text.toLowerCase())
              ? verified
              : withParams(
                  notDone("TWITTER_BIO_MISSING_TEXT", `Add "${task.config.text}" to your X bio first`),
                  { text: task.config.text },
                ),
        ),
    },
    SHARE_POG_ON_X: {
      verify: ({ userId }) =>
        Effect.gen(function* () {
          const facts = yield* TaskFactRepository.use((repository) => repository.accountFacts(userId));
          const username = facts?.username;
          if (username === null || username === undefined)
            return notDone("USERNAME_MISSING", "Choose a username first: your POG link carries it");
          const link = pogLinkPathOf(username);
          return yield* inRecentPosts(
            userId,
            (me) => `from:${me} url:"${link}"`,
            notDone("POG_NOT_SHARED", "Share your POG card on X first (posts of the last 7 days count)"),
          );
        }),
    },
  };
};
