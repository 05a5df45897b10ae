/**
 * X API v2 reads a verifier needs, with the gamer's OAuth 2.0 user token (docs.x.com, API v2): the user
 * (`GET /2/users/me`), who they follow (`GET /2/users/{id}/following`), what they liked
 * (`GET /2/users/{id}/liked_tweets`), who reposted a post (`GET /2/tweets/{id}/retweeted_by`) and recent
 * posts matching a query (`GET /2/tweets/search/recent`, last 7 days). Lists are paged with `meta.next_token`
 * sent back as `pagination_token` (search: `next_token`); a read stops after `maxPages` pages, since X charges
 * per read.
 */
import { callSocialApi, type SocialFetch } from "@/server/providers/social/social-http";

export interface XUser {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  readonly description: string;
}

export interface XPost {
  readonly id: string;
  readonly text: string;
  readonly authorId: string | undefined;
}

interface Page<T> {
  readonly data?: readonly T[];
  readonly meta?: { readonly next_token?: string; readonly result_count?: number };
}

export interface XApi {
  me(token: string): Promise<XUser>;
  /** Usernames (lower case) the user follows. */
  following(token: string, userId: string): Promise<readonly string[]>;
  /** Ids of posts the user liked, newest first. */
  likedPosts(token: string, userId: string): Promise<readonly string[]>;
  /** Ids of the users who reposted the post. */
  repostedBy(token: string, postId: string): Promise<readonly string[]>;
  /** Posts of the last 7 days matching an X search query. */
  searchRecent(token: string, query: string): Promise<readonly XPost[]>;
}

export interface XApiOptions {
  /** `https://api.x.com`, or a fake's address. */
  readonly apiBase: string;
  readonly fetch: SocialFetch;
  /** Pages read at most per list (each is one billed read); 5 when absent. */
  readonly maxPages?: number;
}

export const makeXApi = (options: XApiOptions): XApi => {
  const maxPages = options.maxPages ?? 5;
  const get = <T>(token: string, path: string, params: Record<string, string>, what: string) => {
    const url = new URL(`${options.apiBase}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return callSocialApi<T>(options.fetch, url.toString(), {
      what,
      method: "GET",
      headers: { authorization: `Bearer ${token}` },
    });
  };
  const paged = async <T>(
    token: string,
    path: string,
    params: Record<string, string>,
    tokenParam: "pagination_token" | "next_token",
    what: string,
  ): Promise<T[]> => {
    const items: T[] = [];
    let next: string | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const answer = await get<Page<T>>(
        token,
        path,
        next === undefined ? params : { ...params, [tokenParam]: next },
        what,
      );
      items.push(...(answer.data ?? []));
      next = answer.meta?.next_token;
      if (next === undefined) break;
    }
    return items;
  };

  return {
    me: async (token) => {
      const answer = await get<{ data?: Partial<XUser> }>(
        token,
        "/2/users/me",
        { "user.fields": "description,name,username" },
        "X GET /2/users/me",
      );
      const user = answer.data;
      if (user?.id === undefined || user.username === undefined)
        throw new Error("X GET /2/users/me answered no user");
      return {
        id: user.id,
        username: user.username,
        name: user.name ?? "",
        description: user.description ?? "",
      };
    },
    following: async (token, userId) =>
      (
        await paged<{ username: string }>(
          token,
          `/2/users/${encodeURIComponent(userId)}/following`,
          { max_results: "1000", "user.fields": "username" },
          "pagination_token",
          "X GET /2/users/:id/following",
        )
      ).map((user) => user.username.toLowerCase()),
    likedPosts: async (token, userId) =>
      (
        await paged<{ id: string }>(
          token,
          `/2/users/${encodeURIComponent(userId)}/liked_tweets`,
          { max_results: "100" },
          "pagination_token",
          "X GET /2/users/:id/liked_tweets",
        )
      ).map((post) => post.id),
    repostedBy: async (token, postId) =>
      (
        await paged<{ id: string }>(
          token,
          `/2/tweets/${encodeURIComponent(postId)}/retweeted_by`,
          { max_results: "100" },
          "pagination_token",
          "X GET /2/tweets/:id/retweeted_by",
        )
      ).map((user) => user.id),
    searchRecent: async (token, query) =>
      (
        await paged<{ id: string; text: string; author_id?: string }>(
          token,
          "/2/tweets/search/recent",
          { query, max_results: "100", "tweet.fields": "author_id,conversation_id,entities" },
          "next_token",
          "X GET /2/tweets/search/recent",
        )
      ).map((post) => ({ id: post.id, text: post.text, authorId: post.author_id })),
  };
};
