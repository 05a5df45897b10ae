import { Clock, Context, Effect, Layer } from "effect";
import { contentRepository } from "@/server/db/repositories/content-repository";
import type { FooterGroup, WebBanner } from "@/server/db/repositories/content-repository";
import { DatabaseService } from "@/server/services/database";

/** Site content managed in the database: the home carousel and the footer. */
export class SiteContent extends Context.Service<
  SiteContent,
  {
    listWebBanners(): Effect.Effect<readonly WebBanner[]>;
    listWebFooters(): Effect.Effect<readonly FooterGroup[]>;
  }
>()("kleos/server/services/content/SiteContent") {
  static readonly layer = Layer.effect(
    SiteContent,
    Effect.gen(function* () {
      const { db } = yield* DatabaseService;
      return SiteContent.of({
        listWebBanners: () =>
          Clock.currentTimeMillis.pipe(
            Effect.flatMap((now) =>
              Effect.promise(() => contentRepository.findLiveBanners(db, new Date(now))),
            ),
          ),
        listWebFooters: () => Effect.promise(() => contentRepository.findFooterGroups(db)),
      });
    }),
  );
}
