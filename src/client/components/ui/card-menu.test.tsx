import { screen } from "@testing-library/react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "#client/testing/render.tsx";
import { CardMenu } from "./card-menu.tsx";

describe("CardMenu", () => {
  it("opens from the keyboard, lists the entries in order and runs the chosen one", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = renderWithProviders(
      <CardMenu
        label="More options for Morning reset"
        items={[
          { label: "Edit", icon: Pencil, onSelect: onEdit },
          false,
          { label: "Delete", icon: Trash2, onSelect: onDelete, variant: "destructive", separated: true },
        ]}
      />,
    );
    const trigger = screen.getByRole("button", { name: "More options for Morning reset" });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");

    const menu = await screen.findByRole("menu");
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent?.trim())).toEqual(["Edit", "Delete"]);
    expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveAttribute("data-variant", "destructive");
    expect(menu.querySelector('[data-slot="dropdown-menu-separator"]')).not.toBeNull();

    await user.keyboard("{ArrowDown}{Enter}");
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onEdit).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("shows the given trigger icon and nothing at all without entries", () => {
    const { container, rerender } = renderWithProviders(
      <CardMenu label="Exercise options" icon={Plus} items={[{ label: "Add", icon: Plus, onSelect: vi.fn() }]} />,
    );
    expect(screen.getByRole("button", { name: "Exercise options" })).toBeInTheDocument();
    expect(container.querySelector("svg.lucide-plus")).not.toBeNull();
    rerender(<CardMenu label="Exercise options" items={[undefined, null, false]} />);
    expect(screen.queryByRole("button", { name: "Exercise options" })).not.toBeInTheDocument();
  });
});
