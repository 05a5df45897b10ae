import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button, ButtonLink } from "@/web/components/button";
import { renderView } from "@/web/testing/render";

describe("Button", () => {
  it("is a plain button unless told to submit, and does not act when disabled", () => {
    const onClick = vi.fn();
    renderView(
      <>
        <Button onClick={onClick}>Claim</Button>
        <Button type="submit" disabled onClick={onClick}>
          Save
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Claim" }).getAttribute("type")).toBe("button");
    fireEvent.click(screen.getByRole("button", { name: "Claim" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("gives tones different looks", () => {
    renderView(
      <>
        <Button>Primary</Button>
        <Button tone="ghost">Ghost</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Primary" }).className).not.toBe(
      screen.getByRole("button", { name: "Ghost" }).className,
    );
  });
});

describe("ButtonLink", () => {
  it("is a link to a route of the site", () => {
    renderView(<ButtonLink to="/k-quest/">Start questing</ButtonLink>);
    expect(screen.getByRole("link", { name: "Start questing" }).getAttribute("href")).toBe("/k-quest/");
  });
});
