import { Clock, Context, Effect, Layer } from "effect";
import { ContentRepository } from "@/server/db/repositories/content-repository";
import type { WebBanner } from "@/server/db/repositories/content-repository";
import { traced } from "@/server/effect/traced";
import { type FooterGroupView, localisedFooter } from "@/server/services/content/footer-texts";

/** Site content managed in the database: the home carousel and the footer. */
export class SiteContent extends Context.Service<
  SiteContent,
  {
    listWebBanners(): Effect.Effect<readonly WebBanner[]>;
    /** The footer in the display language `lang` (BCP 47), each text falling back to its base language, then English. */
    listWebFooters(lang: string | undefined): Effect.Effect<readonly FooterGroupView[]>;
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
          listWebFooters: (lang: string | undefined) =>
            Effect.map(content.findFooterLinks(), (rows) => localisedFooter(rows, lang)),
        }),
      );
    }),
  );
}
