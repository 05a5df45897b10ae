/**
 * Open Graph and Twitter card tags for the pages people share (articles and videos): crawlers do not run the
 * site's JavaScript, so the server writes the tags into the page it answers. Every value is HTML-escaped.
 */
import { Effect } from "effect";
import type { AppRuntime } from "@/server/services/app-runtime";
import { Publications } from "@/server/services/content/publications";

export interface SharePreview {
  readonly type: "article" | "video.other";
  readonly title: string;
  readonly description: string;
  /** A path on this site or an absolute https URL. */
  readonly image: string;
  readonly path: string;
  readonly language: string;
  readonly publishedAt: string;
  readonly videoUrl?: string;
}

const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const SHARED_PAGE = /^\/(article-details|video-details)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

const escapeHtml = (text: string): string =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const absolute = (origin: string, url: string): string => (url.startsWith("/") ? `${origin}${url}` : url);

/** The preview of the shared page a path names, or undefined for any other page or an unpublished item. */
export const sharePreviewOf = async (
  runtime: AppRuntime,
  path: string,
  query: URLSearchParams,
): Promise<SharePreview | undefined> => {
  const match = SHARED_PAGE.exec(path);
  if (match === null) return undefined;
  const [, kind, slug = ""] = match;
  const requested = query.get("lang") ?? undefined;
  const language =
    requested !== undefined && LANGUAGE.test(requested) && requested.length <= 35 ? requested : undefined;
  const page = `/${kind}/${slug}`;
  if (kind === "article-details") {
    const article = await runtime.run(
      Publications.use((publications) => publications.getArticle(slug, language)).pipe(Effect.option),
    );
    if (article._tag === "None") return undefined;
    const { value } = article;
    return {
      type: "article",
      title: value.title,
      description: value.summary,
      image: value.coverImageUrl,
      path: page,
      language: value.language,
      publishedAt: value.publishedAt,
    };
  }
  const video = await runtime.run(
    Publications.use((publications) => publications.getVideo(slug, language)).pipe(Effect.option),
  );
  if (video._tag === "None") return undefined;
  const { value } = video;
  return {
    type: "video.other",
    title: value.title,
    description: value.description,
    image: value.thumbnailUrl,
    path: page,
    language: value.language,
    publishedAt: value.publishedAt,
    videoUrl: value.embedUrl,
  };
};

/** The page with the preview's tags (and its title) in its head. */
export const withSharePreview = (html: string, preview: SharePreview, origin: string): string => {
  const tag = (attribute: "property" | "name", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    tag("property", "og:site_name", "Kleos"),
    tag("property", "og:type", preview.type),
    tag("property", "og:title", preview.title),
    tag("property", "og:description", preview.description),
    tag("property", "og:image", absolute(origin, preview.image)),
    tag("property", "og:url", `${origin}${preview.path}`),
    tag("property", "og:locale", preview.language.replace("-", "_")),
    ...(preview.type === "article" ? [tag("property", "article:published_time", preview.publishedAt)] : []),
    ...(preview.videoUrl === undefined ? [] : [tag("property", "og:video", preview.videoUrl)]),
    tag("name", "twitter:card", "summary_large_image"),
    tag("name", "twitter:title", preview.title),
    tag("name", "twitter:description", preview.description),
    tag("name", "twitter:image", absolute(origin, preview.image)),
    `<link rel="canonical" href="${escapeHtml(`${origin}${preview.path}`)}" />`,
  ].join("");
  const titled = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)} · Kleos</title>`);
  return titled.includes("</head>") ? titled.replace("</head>", `${tags}</head>`) : `${tags}${titled}`;
};
