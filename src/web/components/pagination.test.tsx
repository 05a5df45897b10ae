import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "@/web/components/pagination";
import { renderView } from "@/web/testing/render";

describe("Pagination", () => {
  it("says where the gamer is and moves by one page", () => {
    const onChange = vi.fn();
    renderView(<Pagination pageOffset={20} pageLimit={20} total={45} onPageOffsetChange={onChange} />);
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onChange.mock.calls).toEqual([[40], [0]]);
  });

  it("disables what leads nowhere", () => {
    renderView(<Pagination pageOffset={0} pageLimit={20} total={45} onPageOffsetChange={() => undefined} />);
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("renders nothing when everything fits on one page", () => {
    const { container } = renderView(
      <Pagination pageOffset={0} pageLimit={20} total={20} onPageOffsetChange={() => undefined} />,
    );
    expect(container.querySelector("nav")).toBeNull();
  });
});
