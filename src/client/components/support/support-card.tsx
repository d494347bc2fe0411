// The calm help card shown when what someone wrote carries risk: the safety layer's words, the
// emergency number first when they may be in danger now, each support line as a large link, and
// the way to the safety plan and to "Get help now".
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Globe, HeartHandshake, LifeBuoy, MessageSquareText, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { countryFromPlace, emergencyLine, isEmergencyLine, type Place } from "#shared/content/crisis-lines.ts";
import type { CrisisLine, Support } from "#shared/schemas/safety.ts";
import { devicePlace } from "./device-place.ts";
import { SUPPORT_COPY } from "./support-copy.ts";

const sameLine = (a: CrisisLine, b: CrisisLine) =>
  a.href && b.href ? a.href === b.href : a.name === b.name && a.contact === b.contact;

/**
 * The lines in the order to show them. In an emergency the emergency number comes first: this
 * device's own (where the person is now), else the one the server sent, else "your local
 * emergency number".
 */
export function arrangeLines(support: Support, place: Place): { emergency: CrisisLine | null; lines: CrisisLine[] } {
  if (!support.emergency) return { emergency: null, lines: support.resources };
  const local = emergencyLine(countryFromPlace(place), support.language);
  const emergency = local.href ? local : (support.resources.find(isEmergencyLine) ?? local);
  return { emergency, lines: support.resources.filter((line) => !sameLine(line, emergency)) };
}

const isExternal = (href: string) => href.startsWith("https:");

function LineIcon({ href }: { href: string | null | undefined }) {
  const Icon = !href ? LifeBuoy : href.startsWith("sms:") ? MessageSquareText : isExternal(href) ? Globe : Phone;
  return <Icon aria-hidden="true" className="size-5" />;
}

/** One support line: a large tappable tel:, sms: or https: link, or plain text when it has none. */
export function CrisisLineItem({
  line,
  callLabel,
}: {
  line: CrisisLine;
  /** Replaces the name, e.g. "Call 999 now". */ callLabel?: string;
}) {
  const prominent = callLabel !== undefined;
  const body = (
    <>
      <span
        className={cn(
          "grid size-10 shrink-0 place-items-center rounded-full",
          prominent ? "bg-accent-foreground/15" : "bg-accent-soft text-accent",
        )}
      >
        <LineIcon href={line.href} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-balance break-words">{callLabel ?? line.name}</span>
        {prominent ? null : <span className="text-lg font-bold break-words text-accent">{line.contact}</span>}
        {line.hours && !prominent ? <span className="text-sm text-muted-foreground">{line.hours}</span> : null}
      </span>
    </>
  );
  const className = cn(
    "flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left",
    prominent
      ? "bg-accent text-accent-foreground shadow-soft"
      : "border border-border bg-surface text-surface-foreground",
  );
  if (!line.href) return <div className={className}>{body}</div>;
  const external = isExternal(line.href);
  return (
    <a
      href={line.href}
      className={cn(className, "transition-colors", prominent ? "hover:bg-accent-hover" : "hover:bg-muted")}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {body}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

/** A list of support lines. */
export function CrisisLineList({ lines, label }: { lines: CrisisLine[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {lines.map((line, i) => (
        <li key={`${line.href ?? line.contact}-${i}`}>
          <CrisisLineItem line={line} />
        </li>
      ))}
    </ul>
  );
}

export interface SupportBodyProps {
  support: Support;
  /** Leave out the message when it is already on screen (the coach's reply says the same words). */
  hideMessage?: boolean;
  /** Where the person is (defaults to this device's time zone and languages). */
  place?: Place;
  /** Called when one of the in-app links is followed (a dialog closes itself). */
  onNavigate?: () => void;
}

/** The card's content without its frame and heading (a dialog gives its own). */
export function SupportBody({ support, place, onNavigate, hideMessage = false }: SupportBodyProps) {
  const copy = SUPPORT_COPY[support.language];
  const { emergency, lines } = arrangeLines(support, place ?? devicePlace());
  return (
    <div className="flex flex-col gap-4">
      {hideMessage ? null : <p className="leading-relaxed whitespace-pre-line">{support.message}</p>}
      {emergency ? (
        <CrisisLineItem
          line={emergency}
          callLabel={emergency.href ? copy.callNow(emergency.contact) : copy.callLocal}
        />
      ) : null}
      {lines.length > 0 ? <CrisisLineList lines={lines} label={copy.lines} /> : null}
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        <SupportLink to="/safety-plan" icon={<ShieldCheck aria-hidden="true" />} onNavigate={onNavigate}>
          {copy.safetyPlan}
        </SupportLink>
        <SupportLink to="/get-help" icon={<LifeBuoy aria-hidden="true" />} onNavigate={onNavigate}>
          {copy.getHelp}
        </SupportLink>
      </div>
    </div>
  );
}

function SupportLink({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className="flex min-h-12 items-center justify-center gap-2 rounded-2xl border border-input bg-surface px-3 py-2 text-center font-semibold text-foreground transition-colors hover:bg-muted [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-accent"
    >
      {icon}
      {children}
    </Link>
  );
}

export interface SupportCardProps extends SupportBodyProps {
  /** Move focus to the card's heading when it appears, so screen readers announce it. */
  autoFocus?: boolean;
  headingLevel?: "h2" | "h3";
  className?: string;
}

/** The help card as a region with its heading, e.g. under a coach message or on a page. */
export function SupportCard({
  support,
  place,
  onNavigate,
  hideMessage,
  autoFocus = false,
  headingLevel: Heading = "h2",
  className,
}: SupportCardProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  return (
    <section
      aria-labelledby={id}
      data-testid="support-card"
      className={cn(
        "flex flex-col gap-4 rounded-3xl border border-accent/30 bg-accent-soft p-5 text-foreground",
        className,
      )}
    >
      <Heading
        ref={heading}
        id={id}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold focus:outline-hidden"
      >
        <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-accent" />
        <span className="text-balance">{SUPPORT_COPY[support.language].heading}</span>
      </Heading>
      <SupportBody support={support} place={place} onNavigate={onNavigate} hideMessage={hideMessage} />
    </section>
  );
}
