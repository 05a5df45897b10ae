import { Effect } from "effect";
import { signedIn } from "@/server/http/authentication";
import { Admins } from "@/server/services/campaigns/admins";
import { ContentConsole } from "@/server/services/content/content-console";
import type { Handlers } from "@/server/http/operations";
import { SiteContent } from "@/server/services/content/site-content";
import { Publications } from "@/server/services/content/publications";
import { PAGE_SIZE_FULL } from "@/domain/constants/limits";

export const contentHandlers = () =>
  ({
    listWebBanners: () =>
      SiteContent.use((content) => content.listWebBanners()).pipe(Effect.map((items) => ({ items }))),
    listWebFooters: ({ query }) =>
      SiteContent.use((content) => content.listWebFooters(query.lang)).pipe(
        Effect.map((groups) => ({ groups })),
      ),
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
    saveArticle: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveArticle(userId, params.articleSlug, body));
      });
    },
    saveVideo: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveVideo(userId, params.videoSlug, body));
      });
    },
    listAdminArticles: ({ query }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) =>
          console.listArticles(query.pageOffset ?? 0, query.pageLimit ?? PAGE_SIZE_FULL),
        );
      });
    },
    listAdminVideos: ({ query }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) =>
          console.listVideos(query.pageOffset ?? 0, query.pageLimit ?? PAGE_SIZE_FULL),
        );
      });
    },
    listAdminWebBanners: (_input, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        const items = yield* ContentConsole.use((console) => console.listBanners());
        return { items };
      });
    },
    saveWebBanner: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveBanner(userId, params.bannerSlug, body));
      });
    },
    deleteWebBanner: ({ params }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.deleteBanner(userId, params.bannerSlug));
      });
    },
    listAdminWebFooters: (_input, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.listFooter());
      });
    },
    saveWebFooters: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveFooter(userId, body));
      });
    },
    getGameTexts: ({ params }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.getGameTexts(params.gameId));
      });
    },
    saveGameTexts: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveGameTexts(userId, params.gameId, body));
      });
    },
    listAdminFeaturedVouchers: (_input, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.listFeaturedVouchers());
      });
    },
    saveFeaturedVouchers: ({ body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) => console.saveFeaturedVouchers(userId, body));
      });
    },
    uploadVoucherCodes: ({ params, body }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) =>
          console.uploadVoucherCodes(userId, params.voucherId, body.csv),
        );
      });
    },
    listContentAudit: ({ query }, request) => {
      const { userId } = signedIn(request);
      return Effect.gen(function* () {
        yield* Admins.use((admins) => admins.requireAdmin(userId));
        return yield* ContentConsole.use((console) =>
          console.listContentAudit(query.pageOffset ?? 0, query.pageLimit ?? PAGE_SIZE_FULL),
        );
      });
    },
  }) satisfies Partial<Handlers>;
