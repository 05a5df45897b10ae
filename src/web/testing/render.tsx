import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { loadCatalogue } from "@/web/lib/intl-provider";
import { makeQueryClient } from "@/web/lib/query-client";

/** The language a view is rendered in: a BCP 47 tag and its compiled catalogue (English defaults when absent). */
export type ViewLanguage = {
  readonly locale?: string;
  readonly messages?: Awaited<ReturnType<typeof loadCatalogue>>;
};

/**
 * Renders a view with what the app gives it: router, data fetching, and English messages (from defaults)
 * unless another locale and its catalogue are given (see `renderViewIn`).
 */
export const renderView = (
  ui: ReactElement,
  { route = "/", locale = "en", messages = {} }: { route?: string } & ViewLanguage = {},
): RenderResult =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );

/** Renders a view in another language (a BCP 47 tag: "de", "hi", "he"), with its compiled catalogue as the site loads it. */
export const renderViewIn = async (
  locale: string,
  ui: ReactElement,
  { route = "/" }: { route?: string } = {},
): Promise<RenderResult> => renderView(ui, { route, locale, messages: await loadCatalogue(locale) });
