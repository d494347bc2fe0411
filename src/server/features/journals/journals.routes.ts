import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { CreateJournalSchema, JournalStatsQuerySchema, ListJournalsQuerySchema } from "#shared/schemas/journals.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { idempotent } from "#server/lib/idempotency.ts";
import { requireUserSaying } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { entrySupport } from "../safety/support.ts";
import { createJournal, deleteJournal, getJournal, journalStats, listJournals } from "./journals.service.ts";

export const journalRoutes = new Hono<AppEnv>()
  .use(requireUserSaying("You must be logged in to create a journal"))
  .get(
    "/",
    describeRoute({
      tags: ["journals"],
      summary:
        "Journals newest first, by kind and with a case-insensitive search, a page at a time: { items, nextCursor }",
    }),
    validate("query", ListJournalsQuerySchema),
    async (c) => c.json(await listJournals(c.get("db"), c.get("user").id, c.req.valid("query"))),
  )
  .get(
    "/stats",
    describeRoute({ tags: ["journals"], summary: "Counts and points for the history stats card" }),
    validate("query", JournalStatsQuerySchema),
    async (c) =>
      c.json(
        await journalStats(
          c.get("db"),
          c.get("user").id,
          c.req.valid("query").entryType,
          c.get("deps").now?.() ?? new Date(),
        ),
      ),
  )
  .post(
    "/",
    describeRoute({
      tags: ["journals"],
      summary: "Save a journal of one of the four kinds (text or audio appreciation) and award its points",
    }),
    idempotent,
    validate("json", CreateJournalSchema),
    async (c) => {
      const body = c.req.valid("json");
      const created = await createJournal(c.get("db"), c.get("user").id, body, c.get("deps").now?.() ?? new Date());
      return c.json({ ...created, support: await entrySupport(c, [created.journal.content]) }, 201);
    },
  )
  .get("/:id", describeRoute({ tags: ["journals"], summary: "One journal" }), async (c) =>
    c.json(await getJournal(c.get("db"), c.get("user").id, c.req.param("id"))),
  )
  .delete("/:id", describeRoute({ tags: ["journals"], summary: "Delete a journal" }), async (c) => {
    await deleteJournal(c.get("db"), c.get("user").id, c.req.param("id"));
    return c.body(null, 204);
  });
