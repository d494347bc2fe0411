// The coach's serverless functions under /api/functions/<name> (SPEC section 7).
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { streamSSE } from "hono/streaming";
import {
  ChatAiBodySchema,
  CoachingChatBodySchema,
  CreateDailyExercisesBodySchema,
  GenerateActionsBodySchema,
  GenerateActionsFromChatBodySchema,
  OnboardingChatBodySchema,
  PollQuerySchema,
  ThreadQuerySchema,
} from "#shared/schemas/coach.ts";
import { FEEDBACK_OPTIONS } from "#shared/content/labels-habits.ts";
import type { AppEnv } from "#server/lib/context.ts";
import { idempotent } from "#server/lib/idempotency.ts";
import { limitPerUser } from "#server/lib/limits.ts";
import { requireUser } from "#server/lib/require-user.ts";
import { validate } from "#server/lib/validate.ts";
import { coachFor } from "./coach.provider.ts";
import { feedbackTurnText } from "./guided/conversation.ts";
import { atLeast } from "#shared/schemas/safety.ts";
import { assessRisk } from "../safety/assess.ts";
import { isUnsafeReply, safeReplacement, safetyTurn } from "../safety/coach-safety.ts";
import { languagesOf, placeOf } from "../safety/support.ts";
import { getRun, isExecutingHere, runEvents, startRun, type RunEvent } from "./runs.service.ts";
import { listThreadMessages, runReply } from "./thread-messages.ts";
import { SSE_RECONNECT_MS } from "#server/lib/lifecycle.ts";

const tags = ["coach"];
const SSE_POLL_MS = 250;

// requireUser per route, not .use(): other features mount their own functions on the same prefix.
// The routes that start a run are idempotent: the client's retries of one start send one
// Idempotency-Key, so a lost answer never stores the person's message twice (decision 030).

const coachLimit = limitPerUser("coach");
export const functionRoutes = new Hono<AppEnv>()
  .post(
    "/coaching-chat",
    requireUser,
    coachLimit,
    describeRoute({
      tags,
      summary: "Start a coaching run: { runId, threadId }",
      description:
        "Stores the user's turn and a queued run. With `chatId` (the user's chat session, else 404) it also links " +
        "the chat to the thread and writes the user's message to the chat; the run writes the coach's reply there " +
        "when it completes. Send an `Idempotency-Key` header to make retries of one start safe.",
    }),
    idempotent,
    validate("json", CoachingChatBodySchema),
    async (c) => {
      const body = c.req.valid("json");
      const feedback = body.exerciseFeedback;
      // The thread names the exercise for the coach; the chat shows the answer's label, as it was tapped.
      const userContent = feedback ? feedbackTurnText(feedback) : body.userInput!;
      const chatText = feedback
        ? (FEEDBACK_OPTIONS.find((o) => o.value === feedback.feedback)?.label ?? feedback.feedback)
        : body.userInput!;
      const started = await startRun(c.get("deps"), c.get("user").id, {
        threadId: body.threadId,
        kind: "coaching",
        userContent,
        input: {
          context: body.context,
          feedback,
          languages: languagesOf(c.req.header("accept-language")),
        },
        chat: body.chatId ? { id: body.chatId, text: chatText } : undefined,
      });
      return c.json(started);
    },
  )
  .post(
    "/onboarding-chat",
    requireUser,
    coachLimit,
    describeRoute({ tags, summary: "Start an onboarding-chat run: { threadId, runId }" }),
    idempotent,
    validate("json", OnboardingChatBodySchema),
    async (c) => {
      const body = c.req.valid("json");
      const started = await startRun(c.get("deps"), c.get("user").id, {
        threadId: body.threadId,
        kind: "onboarding",
        userContent: body.userInput || body.onboardingContext!,
        input: {
          onboardingContext: body.onboardingContext ?? null,
          languages: languagesOf(c.req.header("accept-language")),
        },
      });
      return c.json(started);
    },
  )
  .post(
    "/create-daily-exercises",
    requireUser,
    coachLimit,
    describeRoute({ tags, summary: "Start a run that picks the daily exercises: { runId, threadId }" }),
    idempotent,
    validate("json", CreateDailyExercisesBodySchema),
    async (c) => {
      const { onboardingContext } = c.req.valid("json");
      const started = await startRun(c.get("deps"), c.get("user").id, {
        kind: "daily-exercises",
        userContent: onboardingContext,
        input: { onboardingContext },
      });
      return c.json(started);
    },
  )
  .get(
    "/poll-assistant-status",
    requireUser,
    describeRoute({ tags, summary: "A run's status: queued, in_progress, completed or failed" }),
    validate("query", PollQuerySchema),
    async (c) => {
      const { threadId, runId } = c.req.valid("query");
      const run = await getRun(c.get("deps"), c.get("user").id, threadId, runId);
      return c.json({ status: run.status, error: run.error ?? null });
    },
  )
  .get(
    "/fetch-message-from-thread",
    requireUser,
    describeRoute({
      tags,
      summary:
        "A page of a thread's messages, newest first: { data: [{ role, content: [{ text: { value } }] }], nextCursor }",
    }),
    validate("query", ThreadQuerySchema),
    async (c) => {
      const { threadId, ...page } = c.req.valid("query");
      return c.json(await listThreadMessages(c.get("db"), c.get("user").id, threadId, page));
    },
  )
  .get(
    "/stream-run",
    requireUser,
    describeRoute({
      tags,
      summary: "Server-sent events of a run's reply: delta { text }, then done { status, content } or failed { error }",
    }),
    validate("query", PollQuerySchema),
    async (c) => {
      const { threadId, runId } = c.req.valid("query");
      const deps = c.get("deps");
      const userId = c.get("user").id;
      await getRun(deps, userId, threadId, runId); // 404 before the stream starts
      return streamSSE(c, async (stream) => {
        let sent = "";
        let attempts: number | undefined;
        let wake: (() => void) | null = null;
        let closing = false;
        const onEvent = (event: RunEvent) => {
          if (event.type === "restart") {
            sent = "";
            attempts = event.attempts;
          } else if (event.type === "delta" && event.text.length > sent.length) {
            sent = event.text;
            void stream.writeSSE({ event: "delta", data: JSON.stringify({ text: event.text }) });
          }
          wake?.();
        };
        runEvents.on(runId, onEvent);
        stream.onAbort(() => {
          runEvents.off(runId, onEvent);
        });
        // A stopping server ends the stream with a reconnect hint, unless it is executing the run itself.
        const unregister = deps.lifecycle.openStream({
          finishing: () => isExecutingHere(deps, runId),
          close: async () => {
            if (closing) return;
            closing = true;
            await stream.write(`retry: ${SSE_RECONNECT_MS}\n\n`);
            wake?.();
          },
        });
        try {
          while (!stream.aborted && !closing) {
            // getRun also takes the run over here if its owner died: this stream then hears it first-hand.
            const run = await getRun(deps, userId, threadId, runId);
            // Executed again elsewhere after a takeover: its text starts over.
            if (attempts !== undefined && run.attempts !== attempts) sent = "";
            attempts = run.attempts;
            if (run.partial.length > sent.length) {
              sent = run.partial;
              await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: run.partial }) });
            }
            if (run.status === "completed") {
              const content = await runReply(c.get("db"), run);
              await stream.writeSSE({ event: "done", data: JSON.stringify({ status: run.status, content }) });
              return;
            }
            if (run.status === "failed") {
              await stream.writeSSE({
                event: "failed",
                data: JSON.stringify({ status: run.status, error: run.error }),
              });
              return;
            }
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, SSE_POLL_MS);
            });
            wake = null;
          }
        } finally {
          runEvents.off(runId, onEvent);
          unregister();
        }
      });
    },
  )
  .post(
    "/chat-ai",
    requireUser,
    coachLimit,
    describeRoute({ tags, summary: "Goal/action chat reply: { message, support }" }),
    validate("json", ChatAiBodySchema),
    async (c) => {
      const body = c.req.valid("json");
      const deps = c.get("deps");
      const languages = languagesOf(c.req.header("accept-language"));
      const userTurns = body.messages.filter((m) => m.role === "user").map((m) => m.content);
      const place = await placeOf(c.get("db"), c.get("user").id, languages, deps.env.CRISIS_RESOURCES);
      const moodLevel = typeof body.mood === "number" ? body.mood : null;
      const turn = safetyTurn(userTurns, null, { moodLevel, moodNote: body.moodNote, languages }, place);
      if (turn.reply) return c.json({ message: turn.reply.message, support: turn.reply.support });
      const coach = coachFor(deps);
      const answer = await coach.chatAi(body);
      if (coach.name !== "guided" && isUnsafeReply(answer.message, userTurns)) {
        const safe = safeReplacement(userTurns, place);
        return c.json({ message: safe.message, support: safe.support });
      }
      return c.json({ message: answer.message, support: null });
    },
  )
  .post(
    "/generate-actions",
    requireUser,
    coachLimit,
    describeRoute({ tags, summary: "Suggest daily actions for the goals and time: { actions }" }),
    validate("json", GenerateActionsBodySchema),
    async (c) => {
      return c.json(await coachFor(c.get("deps")).suggestActions(c.req.valid("json")));
    },
  )
  .post(
    "/generate-actions-from-chat",
    requireUser,
    coachLimit,
    describeRoute({ tags, summary: "New actions from the goal chat's last message: { actions }" }),
    validate("json", GenerateActionsFromChatBodySchema),
    async (c) => {
      const body = c.req.valid("json");
      // Words of risk are answered by the chat; they never become an action plan.
      if (atLeast(assessRisk([body.lastMessage]).level, "crisis")) return c.json({ actions: [] });
      return c.json(await coachFor(c.get("deps")).actionsFromChat(body));
    },
  );
