import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { serverSecrets } from "../db/schema/index.ts";

const secretFile = (dataDir: string) => join(dataDir, "auth-secret");

/** Reads DATA_DIR/auth-secret, creating it once (mode 0600) when the environment gives none. */
export function loadOrCreateSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = secretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

/**
 * The auth secret: BETTER_AUTH_SECRET, else on PostgreSQL one kept in server_secrets so that every
 * process signs and accepts the same session cookies (a secret per DATA_DIR would log people out
 * whenever a request reached another instance), else (PGlite, one process) DATA_DIR/auth-secret.
 */
export async function resolveAuthSecret(database: Database, dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  if (database.kind !== "postgres") return loadOrCreateSecret(dataDir);
  const read = async () =>
    (
      await database.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, "auth"))
    )[0]?.value;
  const stored = await read();
  if (stored) return stored;
  // An instance that used to keep its secret in DATA_DIR offers it, so its sessions stay valid.
  const file = secretFile(dataDir);
  const candidate = existsSync(file) ? readFileSync(file, "utf8").trim() : randomBytes(32).toString("base64url");
  // Processes starting together all offer one; the first insert wins and everyone reads it.
  await database.db.insert(serverSecrets).values({ name: "auth", value: candidate }).onConflictDoNothing();
  const value = await read();
  if (!value) throw new Error("server_secrets: the auth secret could not be stored");
  return value;
}
