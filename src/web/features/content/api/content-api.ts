import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "@/web/lib/api-context";
import { unwrap, type ApiClient, withSignal } from "@/web/lib/api-client";

/** The site content calls, as the hooks make them (and as the contract tests drive them). */
export const contentRequests = {
  listWebBanners: async (client: ApiClient, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/web-banners", withSignal(signal))),
  listWebFooters: async (client: ApiClient, lang: string, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/web-footers", { params: { query: { lang } }, ...withSignal(signal) })),
  listArticles: async (client: ApiClient, query: PageQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/articles", { params: { query }, ...withSignal(signal) })),
  getArticle: async (client: ApiClient, articleSlug: string, lang: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/articles/{articleSlug}", {
        params: { path: { articleSlug }, query: { lang } },
        ...withSignal(signal),
      }),
    ),
  listVideos: async (client: ApiClient, query: PageQuery, signal?: AbortSignal) =>
    unwrap(await client.GET("/api/videos", { params: { query }, ...withSignal(signal) })),
  getVideo: async (client: ApiClient, videoSlug: string, lang: string, signal?: AbortSignal) =>
    unwrap(
      await client.GET("/api/videos/{videoSlug}", {
        params: { path: { videoSlug }, query: { lang } },
        ...withSignal(signal),
      }),
    ),
};

/** A page of articles or videos in a display language (BCP 47; the server falls back to English). */
export interface PageQuery {
  readonly lang: string;
  readonly pageOffset: number;
  readonly pageLimit: number;
}

export const contentKeys = {
  banners: ["content", "banners"] as const,
  footers: (lang: string) => ["content", "footers", lang] as const,
  articles: (query: PageQuery) => ["content", "articles", query] as const,
  article: (slug: string, lang: string) => ["content", "article", slug, lang] as const,
  videos: (query: PageQuery) => ["content", "videos", query] as const,
  video: (slug: string, lang: string) => ["content", "video", slug, lang] as const,
};

export const useWebBanners = () => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.banners,
    queryFn: ({ signal }) => contentRequests.listWebBanners(client, signal),
    staleTime: 5 * 60_000,
  });
};

/** The footer in the display language `lang` (BCP 47; each text falls back to English on the server). */
export const useWebFooters = (lang: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.footers(lang),
    queryFn: ({ signal }) => contentRequests.listWebFooters(client, lang, signal),
    staleTime: 30 * 60_000,
  });
};

export const useArticles = (query: PageQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.articles(query),
    queryFn: ({ signal }) => contentRequests.listArticles(client, query, signal),
    staleTime: 5 * 60_000,
  });
};

export const useArticle = (slug: string, lang: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.article(slug, lang),
    queryFn: ({ signal }) => contentRequests.getArticle(client, slug, lang, signal),
    staleTime: 5 * 60_000,
  });
};

export const useVideos = (query: PageQuery) => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.videos(query),
    queryFn: ({ signal }) => contentRequests.listVideos(client, query, signal),
    staleTime: 5 * 60_000,
  });
};

export const useVideo = (slug: string, lang: string) => {
  const client = useApiClient();
  return useQuery({
    queryKey: contentKeys.video(slug, lang),
    queryFn: ({ signal }) => contentRequests.getVideo(client, slug, lang, signal),
    staleTime: 5 * 60_000,
  });
};
