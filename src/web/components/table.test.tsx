import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Table, type TableColumn } from "@/web/components/table";
import { renderView } from "@/web/testing/render";

interface Entry {
  readonly rank: number;
  readonly clan: string;
  readonly score: number;
}

const columns: ReadonlyArray<TableColumn<Entry>> = [
  { key: "rank", header: "Rank", cell: (entry) => entry.rank, align: "end" },
  { key: "clan", header: "Clan", cell: (entry) => entry.clan, rowHeader: true },
  { key: "score", header: "Score", cell: (entry) => entry.score, align: "end" },
];

const rows: ReadonlyArray<Entry> = [
  { rank: 1, clan: "Mumbai Mavericks", score: 9800 },
  { rank: 2, clan: "Recife Raiders", score: 9100 },
];

describe("Table", () => {
  it("is named by its caption, with scoped column and row headers", () => {
    renderView(<Table caption="Global clans" columns={columns} rows={rows} rowKey={(entry) => entry.clan} />);
    const table = screen.getByRole("table", { name: "Global clans" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => [header.textContent, header.getAttribute("scope")])).toEqual([
      ["Rank", "col"],
      ["Clan", "col"],
      ["Score", "col"],
    ]);
    const rowHeader = within(table).getByRole("rowheader", { name: "Recife Raiders" });
    expect(rowHeader.getAttribute("scope")).toBe("row");
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("sits in a keyboard-scrollable region named like the table", () => {
    renderView(
      <Table caption="History" hideCaption columns={columns} rows={rows} rowKey={(entry) => entry.clan} />,
    );
    const region = screen.getByRole("region", { name: "History" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole("table", { name: "History" })).toBeTruthy();
  });

  it("says so when there are no rows", () => {
    renderView(
      <Table
        caption="History"
        columns={columns}
        rows={[]}
        rowKey={(entry) => entry.clan}
        empty="No clans yet"
      />,
    );
    const cell = screen.getByRole("cell", { name: "No clans yet" });
    expect(cell.getAttribute("colspan")).toBe("3");
  });
});
