import { Effect } from "effect";
import type { Handlers } from "@/server/http/operations";
import { SiteContent } from "@/server/services/content/site-content";
import { Publications } from "@/server/services/content/publications";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";

export const contentHandlers = () =>
  ({
    listWebBanners: () =>
      SiteContent.use((content) => content.listWebBanners()).pipe(Effect.map((items) => ({ items }))),
    listWebFooters: () =>
      SiteContent.use((content) => content.listWebFooters()).pipe(Effect.map((groups) => ({ groups }))),
    listArticles: ({ query }) =>
      Publications.use((publications) =>
        publications.listArticles(query.lang, query.pageOffset ?? 0, query.pageLimit ?? PAGE_SIZE_FULL),
      ),
    getArticle: ({ params, query }) =>
      Publications.use((publications) => publications.getArticle(params.articleSlug, query.lang)),
    listVideos: ({ query }) =>
      Publications.use((publications) =>
        publications.listVideos(query.lang, query.pageOffset ?? 0, query.pageLimit ?? PAGE_SIZE_FULL),
      ),
    getVideo: ({ params, query }) =>
      Publications.use((publications) => publications.getVideo(params.videoSlug, query.lang)),
  }) satisfies Partial<Handlers>;
