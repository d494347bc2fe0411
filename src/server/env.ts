// The only reader of process.env. Every setting is optional; a bad value fails fast with a clear message.
import { z } from "zod";

const optionalUrl = z.url().optional();
const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  BETTER_AUTH_SECRET: z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional(),
  APP_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  /** A PEM file: the CA trusted for the SMTP server's certificate instead of the system roots. */
  SMTP_CA_FILE: z.string().optional(),
  MAIL_FROM: z.string().default("Otter Coach <no-reply@otter.coach>"),
  REQUIRE_EMAIL_VERIFICATION: bool,
  TRUSTED_PROXY: bool,
  COACH_PROVIDER: z.enum(["guided", "openai"]).default("guided"),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** The whole reply; a long one may take a while, as long as it starts (LLM_FIRST_TOKEN_MS). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** The model for the provider's /moderations endpoint (the safety layer's second opinion); unset: the provider's default. */
  LLM_MODERATION_MODEL: z.string().optional(),
  LLM_FIRST_TOKEN_MS: z.coerce.number().int().min(100).max(600_000).default(8_000),
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
  /** auto: the OpenAI-compatible endpoint when STT_BASE_URL is set, else pocketsphinx when installed. */
  STT_PROVIDER: z.enum(["auto", "openai", "pocketsphinx", "off"]).default("auto"),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https:// URL")
    .optional(),
  PUSH_ENDPOINT_ALLOWLIST: z.string().optional(),
  CRISIS_RESOURCES: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * On SIGTERM/SIGINT, how long requests and coach runs may take to finish before they are cut
   * (the runs left are handed to another instance, decision 026).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * A coach run's lease (decision 026): the executing process renews it every third of this; once it
   * lapses (the process died) another instance takes the run over and answers it.
   */
  COACH_RUN_LEASE_MS: z.coerce.number().int().min(300).max(300_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
