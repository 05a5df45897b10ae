/**
 * The content console's operations for the suites that hold every operation against the contract: one request
 * each that succeeds, and how to provoke each documented error.
 */
import type { InjectOptions } from "fastify";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { OperationId } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface ContentProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type ContentOperationId = Extract<
  OperationId,
  "saveArticle" | "saveVideo" | "listContentAudit" | "listAdminArticles" | "listAdminVideos"
>;

const withSession =
  (signIn: (testApp: TestApp) => Promise<TestSession>, request: InjectOptions) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signIn(testApp);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const signInAdmin = async (testApp: TestApp): Promise<TestSession> => {
  const session = await sessionByEmail(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

const admin = (request: InjectOptions) => withSession(signInAdmin, request);
const gamer = (request: InjectOptions) => withSession((testApp) => sessionByPhone(testApp), request);

export const articleInput = (overrides: Record<string, unknown> = {}) => ({
  coverImageUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: "2026-11-01T10:00:00.000Z",
  translations: [
    {
      language: "en",
      title: "Patch notes",
      summary: "What changed",
      bodyMarkdown: "## New\n\n- Faster claims",
    },
    { language: "hi", title: "पैच नोट्स", summary: "क्या बदला", bodyMarkdown: "## नया\n\n- तेज़ क्लेम" },
  ],
  ...overrides,
});

export const videoInput = (overrides: Record<string, unknown> = {}) => ({
  videoUrl: "https://youtu.be/aqz-KE-bpKQ",
  thumbnailUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: null,
  translations: [{ language: "en", title: "Trailer", description: "The season trailer" }],
  ...overrides,
});

const saveArticle = (slug: string, payload: unknown): InjectOptions => ({
  method: "PUT",
  url: `/api/admin/articles/${slug}`,
  payload: payload as Record<string, unknown>,
});
const saveVideo = (slug: string, payload: unknown): InjectOptions => ({
  method: "PUT",
  url: `/api/admin/videos/${slug}`,
  payload: payload as Record<string, unknown>,
});

const as = (code: string, request: Recipe): ContentProvocation => ({ request, code });

export const CONTENT_REQUESTS: { readonly [K in ContentOperationId]: Recipe } = {
  saveArticle: admin(saveArticle("patch-notes", articleInput())),
  saveVideo: admin(saveVideo("season-trailer", videoInput())),
  listContentAudit: admin({ method: "GET", url: "/api/admin/content-audit?pageLimit=8" }),
  listAdminArticles: admin({ method: "GET", url: "/api/admin/articles?pageLimit=8" }),
  listAdminVideos: admin({ method: "GET", url: "/api/admin/videos?pageLimit=8" }),
};

export const CONTENT_PROVOCATIONS: {
  readonly [K in ContentOperationId]?: Partial<Record<number, Recipe | ContentProvocation>>;
} = {
  saveArticle: {
    400: admin(saveArticle("patch-notes", articleInput({ coverImageUrl: "javascript:alert(1)" }))),
    403: as("AdminRoleRequired", gamer(saveArticle("patch-notes", articleInput()))),
    422: as(
      "ContentEnglishMissing",
      admin(
        saveArticle(
          "patch-notes",
          articleInput({ translations: [{ language: "hi", title: "पैच", summary: "", bodyMarkdown: "" }] }),
        ),
      ),
    ),
  },
  saveVideo: {
    400: admin(saveVideo("season-trailer", videoInput({ translations: [] }))),
    403: as("AdminRoleRequired", gamer(saveVideo("season-trailer", videoInput()))),
    422: as(
      "VideoHostNotAllowed",
      admin(
        saveVideo("season-trailer", videoInput({ videoUrl: "https://evil.example/watch?v=aqz-KE-bpKQ" })),
      ),
    ),
  },
  listContentAudit: {
    400: admin({ method: "GET", url: "/api/admin/content-audit?pageLimit=0" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/content-audit" })),
  },
  listAdminArticles: {
    400: admin({ method: "GET", url: "/api/admin/articles?pageLimit=0" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/articles" })),
  },
  listAdminVideos: {
    400: admin({ method: "GET", url: "/api/admin/videos?pageOffset=-1" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/videos" })),
  },
};
