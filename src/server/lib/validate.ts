import type { ValidationTargets } from "hono";
import { validator as openApiValidator } from "hono-openapi";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError } from "./errors.ts";

/**
 * Zod (Standard Schema) validation that feeds the OpenAPI document and answers bad input with
 * the one error shape: 400, a readable message and a message per field.
 */
export function validate<S extends StandardSchemaV1, T extends keyof ValidationTargets>(target: T, schema: S) {
  return openApiValidator(target, schema, (result) => {
    if (result.success) return;
    const fields: Record<string, string> = {};
    for (const issue of result.error) {
      const key = (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join(".") || "_";
      fields[key] ??= issue.message;
    }
    const first = result.error[0];
    throw new AppError(400, first?.message ?? "Invalid input", fields);
  });
}
