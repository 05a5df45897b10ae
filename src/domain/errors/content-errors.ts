import { Schema } from "effect";

/*
 * Articles' and videos' expected failures. Fields hold data the web may show; the English texts are in the catalogue.
 */

/** No published article with this slug. */
export class ArticleNotFound extends Schema.TaggedError<ArticleNotFound>()("ArticleNotFound", {
  slug: Schema.String,
}) {}

/** No published video with this slug. */
export class VideoNotFound extends Schema.TaggedError<VideoNotFound>()("VideoNotFound", {
  slug: Schema.String,
}) {}

/** An article or video saved without an English translation (English is every language's fallback). */
export class ContentEnglishMissing extends Schema.TaggedError<ContentEnglishMissing>()(
  "ContentEnglishMissing",
  {
    slug: Schema.String,
  },
) {}

/** A video address that is not an https YouTube or Vimeo page (src/domain/content/video-url.ts). */
export class VideoHostNotAllowed extends Schema.TaggedError<VideoHostNotAllowed>()("VideoHostNotAllowed", {
  videoUrl: Schema.String,
}) {}

/** A banner whose `endsAt` is not after its `startsAt`. */
export class BannerWindowInvalid extends Schema.TaggedError<BannerWindowInvalid>()("BannerWindowInvalid", {
  slug: Schema.String,
}) {}

/** No banner with this slug. */
export class BannerNotFound extends Schema.TaggedError<BannerNotFound>()("BannerNotFound", {
  slug: Schema.String,
}) {}

/** A voucher sent twice in the list of featured vouchers. */
export class FeaturedVoucherRepeated extends Schema.TaggedError<FeaturedVoucherRepeated>()(
  "FeaturedVoucherRepeated",
  {
    voucherId: Schema.String,
  },
) {}
