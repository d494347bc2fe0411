// The mock API of client component tests: msw intercepts fetch, so components call the real
// api-client and see the server's real error shape. Handlers are added per test with
// `apiServer.use(...)` and removed after it (setup.ts); an unhandled request fails the test.
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";

export { http, HttpResponse };

export const apiServer = setupServer();

type Method = "get" | "post" | "put" | "patch" | "delete";

/** The API's one error shape (src/shared/schemas/errors.ts). */
export const apiError = (status: number, message: string, code = "internal") =>
  HttpResponse.json({ error: { code, message } }, { status });

/** A JSON body (any object, array or value) or a whole Response. */
type Answer = JsonBodyType | Response;
type Responder<T> = (body: T, request: Request) => Answer | Promise<Answer>;
export type Reply<T> = Answer | Responder<T>;

/**
 * Answers `method path` with `reply` (a JSON body, a Response, or a function of the request's
 * JSON body) and returns the JSON bodies it received, in order.
 */
export function mockApi<T = unknown>(method: Method, path: string, reply: Reply<T>): T[] {
  const received: T[] = [];
  apiServer.use(
    http[method](path, async ({ request }) => {
      const text = await request.clone().text();
      const body = (text ? JSON.parse(text) : undefined) as T;
      received.push(body);
      const out = typeof reply === "function" ? await (reply as Responder<T>)(body, request) : reply;
      return out instanceof Response ? out : HttpResponse.json(out);
    }),
  );
  return received;
}
