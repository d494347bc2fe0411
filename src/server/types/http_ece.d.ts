declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface DecryptParams {
    version?: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
