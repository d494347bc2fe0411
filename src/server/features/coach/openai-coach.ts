// The openai provider: any OpenAI-compatible endpoint through the Vercel AI SDK. Structured output
// is validated with the shared schemas; invalid output, a timeout or an outage falls back to the
// guided coach, so the user's message always gets an answer.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, streamText, type ModelMessage } from "ai";
import type { z } from "zod";
import {
  ActionsOutputSchema,
  CoachReplySchema,
  DailyExercisesOutputSchema,
  type ChatTurn,
  type CoachReply,
} from "#shared/schemas/coach.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Coach, OnDelta } from "./coach.types.ts";
import { feedbackReply, guidedChatReply, guidedOnboardingReply } from "./guided/conversation.ts";
import { PROMPTS } from "./prompts.ts";

export interface OpenAiCoachOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Whole-request timeout in ms. */
  timeoutMs?: number;
  /** A streamed reply that has not started after this many ms falls back to the guided coach. */
  firstTokenMs?: number;
  logger?: Logger;
}

const toMessages = (history: ChatTurn[]): ModelMessage[] => history.map((t) => ({ role: t.role, content: t.content }));

/** The model sees the newest turns only; the guided state in the system prompt stands for the rest. */
export const CONTEXT_TURNS = 12;
const OPENING_CHARS = 300;

/**
 * The turns the model sees and, for a longer chat, a short summary of the ones it doesn't: how
 * many there were and how the chat began (the topics, feelings and plans are in the state block).
 */
export function boundedHistory(history: ChatTurn[]): { recent: ChatTurn[]; earlier: string } {
  const recent = history.slice(-CONTEXT_TURNS);
  const older = history.slice(0, -CONTEXT_TURNS);
  if (older.length === 0) return { recent, earlier: "" };
  const opening = older.find((t) => t.role === "user")?.content.trim() ?? "";
  const start = opening.length > OPENING_CHARS ? `${opening.slice(0, OPENING_CHARS)}…` : opening;
  return {
    recent,
    earlier: `\nEarlier in this chat: ${older.length} older messages are not shown.${start ? ` It began with the user saying: "${start}"` : ""}`,
  };
}

export function createOpenAiCoach(opts: OpenAiCoachOptions, fallback: Coach): Coach {
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: opts.baseURL,
    apiKey: opts.apiKey,
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(opts.model);
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const firstTokenMs = opts.firstTokenMs ?? 8_000;

  async function withFallback<T>(what: string, call: () => Promise<T>, guided: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      // The error's name only: an AI SDK validation error's message carries the model's whole reply.
      opts.logger?.warn("coach provider failed, using the guided coach", {
        what,
        error: error instanceof Error ? error.name : typeof error,
      });
      return guided();
    }
  }

  async function object<S extends z.ZodType>(schema: S, system: string, messages: ModelMessage[]): Promise<z.infer<S>> {
    const result = await generateText({
      model,
      system,
      messages,
      output: Output.object({ schema }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return schema.parse(result.output);
  }

  /** Streams the reply's `message` field as it arrives, then validates the whole object. */
  async function streamReply(prompt: string, history: ChatTurn[], onDelta?: OnDelta): Promise<CoachReply> {
    const { recent, earlier } = boundedHistory(history);
    const system = prompt + earlier;
    let failure: unknown = null;
    // Waiting long for a reply that never starts is worse than the guided coach's answer now.
    // One controller and plain timers: AbortSignal.any over a timeout signal can miss its abort on Node 20.
    const abort = new AbortController();
    const firstToken = setTimeout(() => abort.abort(new Error("no first token")), firstTokenMs);
    const whole = setTimeout(() => abort.abort(new Error("timeout")), timeoutMs);
    const result = streamText({
      model,
      system,
      messages: toMessages(recent),
      output: Output.object({ schema: CoachReplySchema }),
      maxRetries: 0,
      abortSignal: abort.signal,
      onError: ({ error }) => {
        failure = error;
      },
    });
    let last = "";
    try {
      for await (const partial of result.partialOutputStream) {
        clearTimeout(firstToken);
        const text = typeof partial?.message === "string" ? partial.message : "";
        if (text.length > last.length && text.startsWith(last)) {
          last = text;
          onDelta?.(text);
        }
      }
    } finally {
      clearTimeout(firstToken);
      clearTimeout(whole);
    }
    if (failure) throw failure instanceof Error ? failure : new Error("The model failed", { cause: failure });
    return CoachReplySchema.parse(await result.output);
  }

  /**
   * The guided coach reads the turn first: its state (module, offers, declines, plans) shapes the
   * model's prompt and is stored with the model's reply, so the next turn goes on from it.
   */
  async function modelReply(
    history: ChatTurn[],
    guided: CoachReply,
    prompt: (state: CoachReply["coach_state"]) => string,
    onDelta?: OnDelta,
  ): Promise<CoachReply> {
    const state = guided.coach_state;
    const reply = await streamReply(prompt(state), history, onDelta);
    if (!state) return reply;
    const offered = reply.recommended_exercise;
    const offer = offered ? { kind: "exercise" as const, id: offered } : null;
    return {
      ...reply,
      coach_state: {
        ...state,
        offer,
        offered: offered && !state.offered.includes(offered) ? [...state.offered, offered] : state.offered,
      },
    };
  }

  return {
    name: "openai",
    chatReply: (input, onDelta) =>
      // Feedback answers are the spec's fixed words: no model call.
      input.feedback
        ? Promise.resolve(feedbackReply(input.feedback)).then((r) => (onDelta?.(r.message), r))
        : withFallback(
            "chatReply",
            () =>
              modelReply(
                input.history,
                guidedChatReply(input.history, input.context),
                (state) => PROMPTS.coachingChat(input.context, state),
                onDelta,
              ),
            () => fallback.chatReply(input, onDelta),
          ),
    onboardingReply: (input, onDelta) => {
      const history: ChatTurn[] =
        input.history.length > 0 ? input.history : [{ role: "user", content: input.onboardingContext ?? "Hello" }];
      return withFallback(
        "onboardingReply",
        () =>
          modelReply(
            history,
            guidedOnboardingReply(history, input.onboardingContext, input.context),
            (state) => PROMPTS.onboardingChat(input.context, state),
            onDelta,
          ),
        () => fallback.onboardingReply(input, onDelta),
      );
    },
    chatAi: (input) =>
      withFallback(
        "chatAi",
        async () => {
          const extra = [
            input.mood ? `Mood: ${input.mood}` : "",
            input.moodNote ? `Mood note: ${input.moodNote}` : "",
            input.userGoals ? `Goals: ${JSON.stringify(input.userGoals)}` : "",
            input.dailyActionPlan ? `Today's actions: ${JSON.stringify(input.dailyActionPlan)}` : "",
          ]
            .filter(Boolean)
            .join("\n");
          const { recent, earlier } = boundedHistory(input.messages);
          const result = await generateText({
            model,
            system: `${PROMPTS.chatAi}\n${extra}${earlier}`,
            messages: toMessages(recent),
            maxRetries: 0,
            abortSignal: AbortSignal.timeout(timeoutMs),
          });
          if (!result.text.trim()) throw new Error("empty reply");
          return { message: result.text.trim() };
        },
        () => fallback.chatAi(input),
      ),
    suggestActions: (input) =>
      withFallback(
        "suggestActions",
        () => object(ActionsOutputSchema, PROMPTS.generateActions, [{ role: "user", content: JSON.stringify(input) }]),
        () => fallback.suggestActions(input),
      ),
    actionsFromChat: (input) =>
      withFallback(
        "actionsFromChat",
        () => object(ActionsOutputSchema, PROMPTS.actionsFromChat, [{ role: "user", content: JSON.stringify(input) }]),
        () => fallback.actionsFromChat(input),
      ),
    createDailyExercises: (ctx) =>
      withFallback(
        "createDailyExercises",
        () => object(DailyExercisesOutputSchema, PROMPTS.dailyExercises, [{ role: "user", content: ctx }]),
        () => fallback.createDailyExercises(ctx),
      ),
  };
}
