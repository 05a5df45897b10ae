import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModalManagerProvider } from "@/web/components/modal-manager";
import { UnsavedChangesGuard } from "@/web/components/unsaved-changes-guard";
import { makeQueryClient } from "@/web/lib/query-client";
import { renderView } from "@/web/testing/render";

const EditPage = () => {
  const [name, setName] = useState("");
  const [saved, setSaved] = useState("");
  return (
    <main>
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(name)}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesGuard when={name !== saved} />
    </main>
  );
};

const renderInRouter = () => {
  const router = createMemoryRouter(
    [
      { path: "/edit", Component: EditPage },
      { path: "/elsewhere", element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ["/edit"] },
  );
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <ModalManagerProvider>
          <RouterProvider router={router} />
        </ModalManagerProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return router;
};

const type = (value: string) => fireEvent.change(screen.getByLabelText("Name"), { target: { value } });

/** Whether the page's `beforeunload` listeners ask the browser to confirm leaving. */
const unloadIsHeldBack = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("UnsavedChangesGuard", () => {
  it("lets a clean form's page go without asking", async () => {
    const router = renderInRouter();
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/elsewhere");
    expect(unloadIsHeldBack()).toBe(false);
  });

  it("asks before leaving edits, and Stay keeps the page and the edits", async () => {
    const router = renderInRouter();
    type("Kleos");
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard changes?" });
    expect(dialog.textContent).toContain("If you leave this page, they are lost.");
    fireEvent.click(screen.getByRole("button", { name: "Stay and keep editing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/edit");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kleos");
  });

  it("leaves when the gamer discards the edits", async () => {
    const router = renderInRouter();
    type("Kleos");
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    fireEvent.click(await screen.findByRole("button", { name: "Discard and leave" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("stops asking once the edits are saved", async () => {
    const router = renderInRouter();
    type("Kleos");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/elsewhere");
  });

  it("asks the browser to confirm closing the tab only while edits are unsaved", () => {
    renderInRouter();
    expect(unloadIsHeldBack()).toBe(false);
    type("Kleos");
    expect(unloadIsHeldBack()).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(unloadIsHeldBack()).toBe(false);
  });

  it("guards the tab outside a data router, where navigations cannot be held back", () => {
    renderView(<EditPage />, { route: "/edit" });
    type("Kleos");
    expect(unloadIsHeldBack()).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
