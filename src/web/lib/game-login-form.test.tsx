import { fireEvent, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import type { GameLoginMethod } from "@/domain/games/game-catalogue";
import { ltr } from "@/web/components/input.css";
import { ApiError } from "@/web/lib/api-client";
import { GameLoginForm } from "@/web/lib/game-login-form";
import { renderView } from "@/web/testing/render";

const offering = (...items: GameLoginMethod[]) => ({ isError: false, data: { items } });

const renderForm = (props: Partial<ComponentProps<typeof GameLoginForm>> = {}) => {
  const onSubmit = vi.fn();
  const view = renderView(
    <GameLoginForm
      label="Your login"
      gameName="Dark Throne"
      methods={offering("USER_NAME", "IN_GAME_EMAIL")}
      failure={null}
      formatFailure={() => "Something went wrong"}
      onSubmit={onSubmit}
      actions={<button type="submit">Save</button>}
      {...props}
    />,
  );
  return { onSubmit, view };
};

const theForm = () => screen.getByRole("form", { name: "Your login" });

describe("GameLoginForm", () => {
  it("asks for a method first, then for the identifier under the method's own label", () => {
    const { onSubmit } = renderForm();
    const form = theForm();
    expect(within(form).queryByRole("textbox")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(
      within(form).getByRole("combobox", {
        name: "How you sign in to Dark Throne",
        description: "Please select an option",
      }),
    ).toBeTruthy();

    fireEvent.change(within(form).getByRole("combobox"), { target: { value: "USER_NAME" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "User name" }), {
      target: { value: "  NightOwl77 " },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledWith({ loginMethod: "USER_NAME", value: "NightOwl77" });
  });

  it("checks the identifier by the method's rule and keeps addresses left to right", () => {
    const { onSubmit } = renderForm({ methods: offering("IN_GAME_WALLET") });
    const form = theForm();
    const field = within(form).getByRole("textbox", { name: "In-game wallet" });
    expect(field.classList.contains(ltr)).toBe(true);
    fireEvent.change(field, { target: { value: "0x123" } });
    fireEvent.blur(field);
    expect(within(form).getByRole("textbox", { description: "Please enter a valid wallet address" })).toBe(
      field,
    );
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from the saved login, and a user name is typed in the page's direction", () => {
    renderForm({
      defaultMethod: "USER_NAME",
      defaultValue: "NightOwl77",
      identifierLabel: (method) => `Your ${method}`,
    });
    const form = theForm();
    expect(within(form).getByRole<HTMLSelectElement>("combobox").value).toBe("USER_NAME");
    const field = within(form).getByRole<HTMLInputElement>("textbox", { name: "Your USER_NAME" });
    expect(field.value).toBe("NightOwl77");
    expect(field.classList.contains(ltr)).toBe(false);
  });

  it("shows a refused save on the field: the rule's message of a 400, the area's wording otherwise", () => {
    const invalid = new ApiError(400, {
      type: "about:blank",
      title: "Bad request",
      status: 400,
      code: "ValidationFailed",
      errors: [{ in: "body", field: "value", message: "Spaces are not allowed in the user id" }],
    });
    renderForm({ methods: offering("IN_GAME_USER_ID"), failure: invalid });
    const form = theForm();
    expect(
      within(form).getByRole("textbox", {
        name: "In-game user ID",
        description: "Spaces are not allowed in the user id",
      }),
    ).toBeTruthy();
  });

  it("says so when the game offers no method, or they cannot be loaded", () => {
    const empty = renderForm({ methods: offering() });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByText("This game has no login methods to choose from yet.")).toBeTruthy();
    empty.view.unmount();
    renderForm({ methods: { isError: true, data: undefined } });
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("The game's login methods could not be loaded");
  });
});
