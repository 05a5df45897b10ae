import { QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { makeQueryClient } from "@/web/lib/query-client";

/** Renders a view with what the app gives it: router, data fetching, English messages (from defaults). */
export const renderView = (ui: ReactElement, { route = "/" }: { route?: string } = {}): RenderResult =>
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => undefined}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
