import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { IconButton } from "@/web/components/icon-button";
import { CloseIcon } from "@/web/components/icons";
import { renderView } from "@/web/testing/render";

describe("IconButton", () => {
  it("is a button named by its label, its icon hidden", () => {
    const onClick = vi.fn();
    const { container } = renderView(<IconButton label="Open menu" icon={<CloseIcon />} onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("type")).toBe("button");
    expect(container.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
