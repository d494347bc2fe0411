// Which push endpoints the server agrees to POST to (SSRF guard): https origins of the browser
// push services, plus the origins in PUSH_ENDPOINT_ALLOWLIST (comma-separated; "*." wildcards).

/** Chrome/Edge (FCM), Firefox (autopush), Windows (WNS), Safari (APNs web push). */
export const KNOWN_PUSH_SERVICES = [
  "https://fcm.googleapis.com",
  "https://updates.push.services.mozilla.com",
  "https://*.notify.windows.com",
  "https://web.push.apple.com",
] as const;

interface OriginRule {
  wildcard: boolean;
  host: string; // hostname[:port] without the "*." of a wildcard
}

function parseRule(entry: string): OriginRule | undefined {
  const trimmed = entry.trim();
  const wildcard = trimmed.startsWith("https://*.");
  const candidate = wildcard ? trimmed.replace("https://*.", "https://") : trimmed;
  if (!URL.canParse(candidate)) return undefined;
  const url = new URL(candidate);
  if (url.protocol !== "https:") return undefined;
  return { wildcard, host: url.host };
}

export function parseAllowlist(extra: string | undefined): OriginRule[] {
  const entries = [...KNOWN_PUSH_SERVICES, ...(extra ?? "").split(",").filter((e) => e.trim() !== "")];
  return entries.map(parseRule).filter((r): r is OriginRule => r !== undefined);
}

/** True when `endpoint` is an https URL (no credentials) on an allowed push-service origin. */
export function isAllowedEndpoint(endpoint: string, rules: readonly OriginRule[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return rules.some((r) => (r.wildcard ? url.host.endsWith(`.${r.host}`) : url.host === r.host));
}
