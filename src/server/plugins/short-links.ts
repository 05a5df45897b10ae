/**
 * First-party short links `/s/{code}` (spec §7 share links; the dynamic-link services are gone): the page a
 * shared POG card link opens. Link-preview crawlers (X, Telegram, Facebook, WhatsApp) read its Open Graph and
 * Twitter card tags, which show the card's front; a person is sent on to the card's page or the mint flow. Not a
 * contract operation: it answers HTML, for browsers and crawlers, outside `/api`.
 */
import type { FastifyInstance } from "fastify";
import { SHORT_LINK_CODE_PATTERN, escapeHtml } from "@/domain/pog/pog-share";
import type { Config } from "@/server/config";
import { originOf } from "@/server/http/authentication";
import type { AppRuntime } from "@/server/services/app-runtime";
import { PogShowcase } from "@/server/services/pog/pog-showcase";

export const SHORT_LINK_PREFIX = "/s/";

const notFoundPage = (code: string): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Link not found · Kleos</title><meta name="robots" content="noindex"></head>',
    `<body><p>No shared card has the link ${escapeHtml(code)}.</p><p><a href="/pog-showcase">Kleos POG showcase</a></p></body>`,
    "</html>",
  ].join("\n");

export const installShortLinks = (
  app: FastifyInstance,
  options: { readonly config: Pick<Config, "publicUrl">; readonly runtime: AppRuntime },
): void => {
  app.get<{ Params: { code: string } }>(`${SHORT_LINK_PREFIX}:code`, async (request, reply) => {
    const { code } = request.params;
    const page = SHORT_LINK_CODE_PATTERN.test(code)
      ? await options.runtime.run(
          PogShowcase.use((showcase) =>
            showcase.getSharePage(code, originOf(request, options.config.publicUrl)),
          ),
        )
      : undefined;
    // Crawlers fetch the page again now and then; a short cache spares the database without hiding a new avatar.
    reply.header("cache-control", page === undefined ? "no-store" : "public, max-age=300");
    return reply
      .code(page === undefined ? 404 : 200)
      .type("text/html; charset=utf-8")
      .send(page ?? notFoundPage(code));
  });
};
