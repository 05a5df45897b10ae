import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { RadioGroup } from "@/web/components/radio";
import { renderView } from "@/web/testing/render";

type Tier = "bronze" | "silver" | "gold";

const TierPicker = ({ error }: { error?: string }) => {
  const [tier, setTier] = useState<Tier | undefined>(undefined);
  return (
    <>
      <RadioGroup<Tier>
        legend="Tier"
        value={tier}
        onChange={setTier}
        options={[
          { value: "bronze", label: "Bronze" },
          { value: "silver", label: "Silver" },
          { value: "gold", label: "Gold", disabled: true },
        ]}
        {...(error === undefined ? {} : { error })}
      />
      <output>{tier ?? "none"}</output>
    </>
  );
};

describe("RadioGroup", () => {
  it("is a named group whose choices exclude each other", () => {
    renderView(<TierPicker />);
    const group = screen.getByRole("radiogroup", { name: "Tier" });
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Silver" }));
    expect(screen.getByText("silver")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Bronze" }));
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Bronze" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Silver" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Gold" }).disabled).toBe(true);
  });

  it("shares one name across its radios and announces its error", () => {
    renderView(<TierPicker error="Please select an option" />);
    const names = screen.getAllByRole<HTMLInputElement>("radio").map((radio) => radio.name);
    expect(new Set(names).size).toBe(1);
    expect(screen.getByRole("radiogroup", { description: "Please select an option" })).toBeTruthy();
  });
});
