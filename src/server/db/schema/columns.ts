import { customType, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const id = () => uuid("id").primaryKey().defaultRandom();
/** Every user-owned row: deleting the user deletes the row. */
export const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL bytea (drizzle-orm 0.45 has no builder): a Buffer on both drivers (PGlite returns a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
