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
