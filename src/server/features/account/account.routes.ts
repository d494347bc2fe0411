import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { describeRoute } from "hono-openapi";
import { DeleteAccountSchema } from "#shared/schemas/account.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { deleteAccount, exportAccount } from "./account.service.ts";

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/export",
    describeRoute({ tags: ["account"], summary: "Every row the user owns, as one JSON download" }),
    async (c) => {
      const data = await exportAccount(c.get("db"), c.get("user").id);
      c.header("Content-Disposition", `attachment; filename="otter-coach-export-${data.exportedAt.slice(0, 10)}.json"`);
      c.header("Cache-Control", "no-store");
      return c.json(data);
    },
  )
  .delete(
    "/",
    describeRoute({ tags: ["account"], summary: "Delete the account and every row it owns" }),
    validate("json", DeleteAccountSchema),
    async (c) => {
      await deleteAccount(c.get("db"), c.get("user").id);
      await c.get("deps").sessionEvents.removed();
      for (const name of [
        "better-auth.session_token",
        "better-auth.session_data",
        "__Secure-better-auth.session_token",
        "__Secure-better-auth.session_data",
      ]) {
        deleteCookie(c, name, { path: "/", secure: name.startsWith("__Secure-") });
      }
      return c.json({ deleted: true });
    },
  );
