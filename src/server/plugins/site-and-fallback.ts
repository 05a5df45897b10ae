/**
 * Serves the built site (production) and answers everything no route matched:
 * - a page request (GET/HEAD outside /api that accepts HTML: says so, or takes any type, as curl does, or sends no
 *   Accept at all, on a path that does not name a file) gets index.html, so client-side routes survive a reload
 *   (history fallback);
 * - a path that exists for other methods gets 405 with `Allow`;
 * - anything else gets a 404 problem.
 * Hashed build assets (`/assets/*`) are immutable; index.html is revalidated on every load. A shared article or
 * video page gets index.html with its Open Graph tags in the head (crawlers do not run the site's scripts).
 */
import { existsSync, readFileSync } from "node:fs";
import { sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { makeProblem, sendProblem } from "@/server/http/problem";
import { type SharePreview, withSharePreview } from "@/server/http/share-preview";

/** The Open Graph preview of a page, when it is a shared one (an article, a video). */
export type SharePreviewOf = (path: string, query: URLSearchParams) => Promise<SharePreview | undefined>;

const ALL_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

// A path that names a build file: a browser asks for a missing script accepting any type, and must not get the page.
const FILE_PATH =
  /(^\/assets\/)|\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|txt|xml|webmanifest|wasm|br|gz)$/i;

const acceptsPage = (accept: string | undefined, path: string): boolean => {
  if (accept === undefined || accept.trim() === "") return !FILE_PATH.test(path);
  if (accept.includes("text/html")) return true;
  return accept.includes("*/*") && !FILE_PATH.test(path);
};

export const installSiteAndFallback = async (
  app: FastifyInstance,
  webDistDir: string | undefined,
  options: { readonly sharePreviewOf?: SharePreviewOf; readonly publicUrl?: string | undefined } = {},
): Promise<void> => {
  // A mirror of the route table, to tell "no such path" (404) from "no such method here" (405).
  const routes = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook("onRoute", (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(
      (method) => method.toUpperCase() as HTTPMethod,
    );
    for (const method of methods) {
      if (!routes.hasRoute(method, route.url)) routes.on(method, route.url, () => undefined);
    }
  });

  const siteAvailable = webDistDir !== undefined && existsSync(`${webDistDir}${sep}index.html`);
  if (siteAvailable) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); browsers that accept them get those.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${sep}assets${sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  // Read once: a new build is served by a restarted server.
  const indexHtml = siteAvailable ? readFileSync(`${webDistDir}${sep}index.html`, "utf8") : "";

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      acceptsPage(request.headers.accept, path);
    if (siteAvailable && isPage) {
      const query = new URLSearchParams(request.url.slice(path.length + 1));
      const preview =
        options.sharePreviewOf === undefined ? undefined : await options.sharePreviewOf(path, query);
      if (preview !== undefined) {
        const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
        return reply
          .header("cache-control", "no-cache")
          .type("text/html; charset=utf-8")
          .send(withSharePreview(indexHtml, preview, origin.replace(/\/$/, "")));
      }
      return reply.header("cache-control", "no-cache").type("text/html").sendFile("index.html");
    }
    const allowed = ALL_METHODS.filter((method) => routes.find(method, path) !== null);
    if (allowed.length > 0) {
      return sendProblem(
        request,
        reply.header("allow", allowed.join(", ")),
        makeProblem(405, "MethodNotAllowed", "Method not allowed", {
          detail: `${request.method} is not allowed on ${path}; allowed: ${allowed.join(", ")}`,
        }),
      );
    }
    return sendProblem(
      request,
      reply,
      makeProblem(404, "RouteNotFound", "Not found", { detail: `No route for ${request.method} ${path}` }),
    );
  });
};
