import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { AddChatMessageBodySchema, CreateChatBodySchema, SetChatThreadBodySchema } from "#shared/schemas/chats.ts";
import { PageQuerySchema } from "#shared/schemas/paging.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { getTimeZone } from "../profile/profile.service.ts";
import { addMessage, createChat, getChat, listChats, listMessages, setChatThread } from "./chats.service.ts";

const tags = ["chats"];

export const chatRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      tags,
      summary: "The user's chat sessions, newest first, with message counts: { items, nextCursor }",
    }),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listChats(c.get("db"), c.get("user").id, c.req.valid("query")));
    },
  )
  .post(
    "/",
    describeRoute({ tags, summary: "Create a chat session with the spec's default title" }),
    validate("json", CreateChatBodySchema),
    async (c) => {
      const db = c.get("db");
      const userId = c.get("user").id;
      const now = c.get("deps").now?.() ?? new Date();
      return c.json(await createChat(db, userId, c.req.valid("json"), now, await getTimeZone(db, userId)), 201);
    },
  )
  .get("/:chatId", describeRoute({ tags, summary: "One chat session" }), async (c) => {
    return c.json(await getChat(c.get("db"), c.get("user").id, c.req.param("chatId")));
  })
  .patch(
    "/:chatId",
    describeRoute({ tags, summary: "Link the chat to its coach thread" }),
    validate("json", SetChatThreadBodySchema),
    async (c) => {
      return c.json(
        await setChatThread(c.get("db"), c.get("user").id, c.req.param("chatId"), c.req.valid("json").threadId),
      );
    },
  )
  .get(
    "/:chatId/messages",
    describeRoute({
      tags,
      summary: "A chat's messages: the newest page first, each page oldest first; nextCursor gives the older page",
    }),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listMessages(c.get("db"), c.get("user").id, c.req.param("chatId"), c.req.valid("query")));
    },
  )
  .post(
    "/:chatId/messages",
    describeRoute({ tags, summary: "Add a message to a chat" }),
    validate("json", AddChatMessageBodySchema),
    async (c) => {
      const now = c.get("deps").now?.() ?? new Date();
      return c.json(
        await addMessage(c.get("db"), c.get("user").id, c.req.param("chatId"), c.req.valid("json"), now),
        201,
      );
    },
  );
