// A small OpenAI-compatible server for tests and the benchmark: POST /chat/completions, streaming
// or not, with switchable failure modes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeLlmMode = "ok" | "invalid" | "not-json" | "slow" | "error";

export interface FakeLlm {
  url: string;
  mode: FakeLlmMode;
  /** Delay before the first token, ms (also per streamed chunk / 10). */
  firstTokenDelayMs: number;
  /** Between streamed chunks; null: a tenth of the first token's delay. */
  chunkDelayMs: number | null;
  requests: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[];
  /** What POST /moderations answers for every input; null: 404, as many compatible servers do. */
  moderation: { categories: Record<string, boolean> } | null;
  moderationRequests: { input: unknown }[];
  reply: string;
  /** performance.now() when the last streamed response wrote its first chunk. */
  lastFirstChunkAt: number;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function contentFor(body: Record<string, unknown>, fake: FakeLlm): string {
  const format = body.response_format as
    { type?: string; json_schema?: { schema?: { properties?: Record<string, unknown> } } } | undefined;
  const props = Object.keys(format?.json_schema?.schema?.properties ?? {});
  if (fake.mode === "not-json") return format ? "Sure! Here is some text that is not JSON." : "";
  if (fake.mode === "invalid") return JSON.stringify({ message: 42, recommended_exercise: "not-an-exercise" });
  if (props.includes("actions"))
    return JSON.stringify({
      actions: [
        {
          id: "llm-walk",
          title: "Mindful walk",
          description: "Walk for five minutes and notice three things.",
          category: "timer",
          timeEstimate: "5 min",
          goalType: "happiness",
          goalExplanation: "Movement lifts mood.",
          duration: 300,
          checklistItems: null,
        },
      ],
    });
  if (props.includes("exercises"))
    return JSON.stringify({
      exercises: [{ id: "success-replay", title: "Success Replay", reason: "Remember what went well." }],
    });
  if (props.includes("message"))
    return JSON.stringify({
      message: fake.reply,
      recommended_exercise: "catch-the-critic",
      identified_patterns: null,
      chat_summary: null,
    });
  return fake.reply;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const fake: FakeLlm = {
    url: "",
    mode: "ok",
    firstTokenDelayMs: 0,
    chunkDelayMs: null,
    requests: [],
    moderation: null,
    moderationRequests: [],
    reply: "That sounds hard. What felt heaviest about it?",
    lastFirstChunkAt: 0,
    close: async () => {},
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
    if (req.url?.endsWith("/moderations")) {
      fake.moderationRequests.push({ input: body.input });
      if (!fake.moderation) res.writeHead(404).end();
      else
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: "modr-fake",
            model: "fake-moderation",
            results: [{ flagged: true, ...fake.moderation }],
          }),
        );
      return;
    }
    fake.requests.push({ headers: req.headers, body });
    if (!req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    if (fake.mode === "error") {
      res
        .writeHead(503, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "overloaded" } }));
      return;
    }
    if (fake.mode === "slow") await sleep(5_000);
    const content = contentFor(body, fake);
    const base = {
      id: "chatcmpl-fake",
      created: Math.floor(Date.now() / 1000),
      model: typeof body.model === "string" ? body.model : "fake",
    };
    if (body.stream) {
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      await sleep(fake.firstTokenDelayMs);
      const pieces = content.match(/.{1,12}/gs) ?? [""];
      for (const [i, piece] of pieces.entries()) {
        const delta = i === 0 ? { role: "assistant", content: piece } : { content: piece };
        res.write(
          `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
        );
        if (i === 0) fake.lastFirstChunkAt = performance.now();
        await sleep(fake.chunkDelayMs ?? Math.ceil(fake.firstTokenDelayMs / 10));
      }
      res.write(
        `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
      return;
    }
    await sleep(fake.firstTokenDelayMs);
    res.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        ...base,
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  };
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
