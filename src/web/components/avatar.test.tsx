import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, initialsOf } from "@/web/components/avatar";
import { renderView } from "@/web/testing/render";

describe("Avatar", () => {
  it("shows the picture with the name as its text", () => {
    renderView(<Avatar name="Arjun Mehta" src="/media/arjun.jpg" />);
    expect(screen.getByRole("img", { name: "Arjun Mehta" }).getAttribute("src")).toBe("/media/arjun.jpg");
  });

  it("falls back to initials when the picture fails, and tries a new picture again", () => {
    const { rerender } = renderView(<Avatar name="Arjun Mehta" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Arjun Mehta" }));
    const fallback = screen.getByRole("img", { name: "Arjun Mehta" });
    expect(fallback.tagName).toBe("SPAN");
    expect(fallback.textContent).toBe("AM");
    rerender(<Avatar name="Arjun Mehta" src="/fixed.jpg" />);
    expect(screen.getByRole("img", { name: "Arjun Mehta" }).tagName).toBe("IMG");
  });

  it("shows initials without a picture and hides itself when decorative", () => {
    const { container } = renderView(<Avatar name="lucas" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.textContent).toBe("L");
  });

  it("takes whole characters for initials", () => {
    expect(initialsOf("  Ana   Beatriz  Souza ")).toBe("AB");
    expect(initialsOf("élodie")).toBe("É");
    expect(initialsOf("")).toBe("");
  });
});
