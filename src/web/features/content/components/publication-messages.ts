import { defineMessages } from "react-intl";
import { plainMessages } from "@/web/lib/plain-messages";

export const publicationMessages = plainMessages(
  defineMessages({
    articlesTitle: { id: "content.publications.articlesTitle", defaultMessage: "News and guides" },
    videosTitle: { id: "content.publications.videosTitle", defaultMessage: "Videos" },
    published: { id: "content.publications.published", defaultMessage: "Published {date}" },
    loading: { id: "content.publications.loading", defaultMessage: "Loading…" },
    articleNotFound: {
      id: "content.publications.articleNotFound",
      defaultMessage: "This article is not available",
    },
    videoNotFound: {
      id: "content.publications.videoNotFound",
      defaultMessage: "This video is not available",
    },
    notFoundHint: {
      id: "content.publications.notFoundHint",
      defaultMessage: "It may have been unpublished, or the link is mistyped.",
    },
    loadFailed: { id: "content.publications.loadFailed", defaultMessage: "This page could not be loaded" },
    listFailed: { id: "content.publications.listFailed", defaultMessage: "These could not be loaded" },
    retry: { id: "content.publications.retry", defaultMessage: "Try again" },
    backHome: { id: "content.publications.backHome", defaultMessage: "Back to home" },
    watchOnHost: { id: "content.publications.watchOnHost", defaultMessage: "Watch on the video's own site" },
    playerTitle: { id: "content.publications.playerTitle", defaultMessage: "Video player: {title}" },
    fallbackNotice: {
      id: "content.publications.fallbackNotice",
      defaultMessage: "Not yet translated into your language: shown in English.",
    },
  }),
);
