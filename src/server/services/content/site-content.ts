import { Clock, Context, Effect, Layer } from "effect";
import { ContentRepository } from "@/server/db/repositories/content-repository";
import type { FooterGroup, WebBanner } from "@/server/db/repositories/content-repository";
import { traced } from "@/server/effect/traced";

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
      const content = yield* ContentRepository;
      return SiteContent.of(
        traced("SiteContent", {
          listWebBanners: () =>
            Effect.flatMap(Clock.currentTimeMillis, (now) => content.findLiveBanners(new Date(now))),
          listWebFooters: () => content.findFooterGroups(),
        }),
      );
    }),
  );
}
