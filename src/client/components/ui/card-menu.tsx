import { Fragment } from "react";
import { EllipsisVertical, type LucideIcon } from "lucide-react";
import { Button } from "./button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";

export interface CardMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  variant?: "default" | "destructive";
  /** A line above this entry, e.g. before "Sign Out". */
  separated?: boolean;
}

export interface CardMenuProps {
  /** The trigger's accessible name: "More options for Morning reset", "Settings". */
  label: string;
  /** The trigger's icon; the "…" (vertical ellipsis) by default. */
  icon?: LucideIcon;
  /** The entries in order. Falsy ones are skipped, so an optional entry is written `canEdit && {…}`. */
  items: ReadonlyArray<CardMenuItem | false | null | undefined>;
}

/**
 * A card's "…" menu: an icon button opening a list of actions, aligned to its right edge. Radix gives the
 * keyboard (Enter/Space/↓ to open, arrows to move, Escape to close and return focus). No entries, no menu.
 */
export function CardMenu({ label, icon: Icon = EllipsisVertical, items }: CardMenuProps) {
  const entries = items.filter((item): item is CardMenuItem => Boolean(item));
  if (entries.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <Icon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {entries.map(({ label: text, icon: ItemIcon, onSelect, variant, separated }) => (
          <Fragment key={text}>
            {separated ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem variant={variant} onSelect={onSelect}>
              <ItemIcon aria-hidden="true" /> {text}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
