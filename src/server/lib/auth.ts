import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import commonPasswords from "fxa-common-password-list";
import type { Db } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { actionMail, type Mailer } from "./mail.ts";

/** Set by our own middleware from the socket (or X-Forwarded-For behind TRUSTED_PROXY); a client value is dropped. */
export const CLIENT_IP_HEADER = "x-otter-client-ip";

// OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane. @node-rs/argon2 hashes on the libuv pool.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose one that is harder to guess.";

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  mailer: Mailer;
  requireEmailVerification: boolean;
}

export function createAuth({ db, secret, baseURL, mailer, requireEmailVerification }: AuthOptions) {
  return betterAuth({
    appName: "Otter Coach",
    baseURL,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // Same-origin requests are trusted whatever host the app is reached on; other origins are not.
    trustedOrigins: (request) => [baseURL, request ? new URL(request.url).origin : undefined],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => argonHash(password, ARGON2),
        verify: ({ hash, password }) => argonVerify(hash, password),
      },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(
          actionMail(
            user.email,
            "Reset your Otter Coach password",
            "Someone asked to reset the password of your Otter Coach account.",
            "Choose a new password",
            url,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(
          actionMail(
            user.email,
            "Verify your Otter Coach email",
            "Welcome to Otter Coach! Please confirm your email address.",
            "Verify my email",
            url,
          ),
        );
      },
    },
    user: { deleteUser: { enabled: true } },
    session: { cookieCache: { enabled: true, maxAge: 5 * 60 } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      // eslint-disable-next-line @typescript-eslint/require-await -- better-auth's hook must return a promise; the check is synchronous
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email" && ctx.path !== "/reset-password") return;
        const password = (ctx.body as { password?: unknown; newPassword?: unknown } | undefined) ?? {};
        const candidate = ctx.path === "/sign-up/email" ? password.password : password.newPassword;
        if (typeof candidate === "string" && commonPasswords.test(candidate)) {
          throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
        }
      }),
    },
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
