import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const id = () => uuid("id").primaryKey().defaultRandom();
/** Every user-owned row: deleting the user deletes the row. */
export const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
