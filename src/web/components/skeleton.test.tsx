import { describe, expect, it } from "vitest";
import { Skeleton } from "@/web/components/skeleton";
import { renderView } from "@/web/testing/render";

describe("Skeleton", () => {
  it("takes the shape it is given and is hidden from assistive technology", () => {
    const { container } = renderView(<Skeleton inlineSize="50%" aspectRatio="16 / 9" />);
    const bone = container.querySelector("span")!;
    expect(bone.getAttribute("aria-hidden")).toBe("true");
    expect(bone.style.inlineSize).toBe("50%");
  });
});
