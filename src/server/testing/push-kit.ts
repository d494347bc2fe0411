// Test doubles for Web Push that speak the real protocol: a browser's keys and decryption
// (RFC 8291 aes128gcm with http_ece), and a local HTTPS push service with a self-signed
// certificate made by the openssl CLI. Node built-ins only, so browser tests can use it too.
import { execFileSync } from "node:child_process";
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ece from "http_ece";

export interface Certificate {
  /** PEM of the self-signed certificate: the CA to trust (NODE_EXTRA_CA_CERTS or an https.Agent's `ca`). */
  cert: string;
  key: string;
  /** A file holding `cert`, for NODE_EXTRA_CA_CERTS. */
  certPath: string;
  dispose(): void;
}

/** A throwaway certificate for 127.0.0.1 and localhost. */
export function makeCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), "otter-push-cert-"));
  const certPath = join(dir, "cert.pem");
  const keyPath = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      keyPath,
      "-out",
      certPath,
    ],
    { stdio: "ignore" },
  );
  return {
    cert: readFileSync(certPath, "utf8"),
    key: readFileSync(keyPath, "utf8"),
    certPath,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What a browser keeps for one push subscription: its P-256 key pair and auth secret. */
export interface FakeBrowser {
  ecdh: ECDH;
  authSecret: Buffer;
  keys: { p256dh: string; auth: string };
  /** `PushSubscription.toJSON()` for an endpoint. */
  subscription(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a push message body (aes128gcm) as the browser would. */
  decrypt(body: Buffer): string;
}

export function fakeBrowser(): FakeBrowser {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") };
  return {
    ecdh,
    authSecret,
    keys,
    subscription: (endpoint) => ({ endpoint, expirationTime: null, keys }),
    decrypt: (body) => ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret }).toString("utf8"),
  };
}

export interface Delivery {
  path: string;
  /** What the sink answered: 201 when accepted. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface PushSink {
  origin: string;
  endpoint(id: string): string;
  /** Every request received, accepted or not. */
  deliveries: Delivery[];
  /** The status the sink answers for a path (default 201 Created, as push services do). */
  respond(path: string, status: number): void;
  close(): Promise<void>;
}

/** A local HTTPS push service that records every message; `delayMs` holds each answer back. */
export async function startPushSink(cert: Certificate, opts: { delayMs?: number } = {}): Promise<PushSink> {
  const deliveries: Delivery[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer({ cert: cert.cert, key: cert.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const status = statuses.get(path) ?? 201;
      deliveries.push({ path, status, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      setTimeout(() => res.writeHead(status).end(), opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (id) => `${origin}/push/${id}`,
    deliveries,
    respond: (path, status) => void statuses.set(path, status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
