// /get-help (signed in or out): the crisis lines for where this device is, chosen on the device
// itself, so it works offline and with no session. Every chat header and the menu link here.
import { HeartHandshake, Info, ShieldCheck } from "lucide-react";
import { useMemo } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { CrisisLineItem, CrisisLineList } from "#client/components/support/support-card.tsx";
import { devicePlace } from "#client/components/support/device-place.ts";
import { Button } from "#client/components/ui/button.tsx";
import {
  countryFromPlace,
  FIND_A_HELPLINE,
  isEmergencyLine,
  pickCrisisLines,
  type Place,
} from "#shared/content/crisis-lines.ts";
import { CRISIS_TABLE } from "#shared/content/crisis-lines-table.ts";
import type { CrisisLine, RiskKind } from "#shared/schemas/safety.ts";

const MORE: { kind: RiskKind; title: string }[] = [
  { kind: "abuse", title: "If someone is hurting you" },
  { kind: "child-at-risk", title: "For children and young people" },
  { kind: "medical", title: "Poisoning or overdose" },
];

const key = (line: CrisisLine) => line.href ?? `${line.name}|${line.contact}`;

/** The lines for a place, grouped as the page shows them. Exported for tests. */
export function helpLines(place: Place) {
  const all = pickCrisisLines(place);
  const emergency = all.find(isEmergencyLine) ?? null;
  const crisis = all.filter((line) => !isEmergencyLine(line));
  const seen = new Set(all.map(key));
  const more = MORE.map(({ kind, title }) => {
    const lines = pickCrisisLines({ ...place, kind }).filter((line) => !seen.has(key(line)));
    for (const line of lines) seen.add(key(line));
    return { kind, title, lines };
  }).filter((group) => group.lines.length > 0);
  const country = countryFromPlace(place);
  return { emergency, crisis, more, countryName: country ? CRISIS_TABLE[country].name : null };
}

export function GetHelp({ place }: { place: Place }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { emergency, crisis, more, countryName } = useMemo(() => helpLines(place), [place]);
  // Back where they came from in the app; from a link or a fresh tab, to the start.
  const back = () => void (location.key === "default" ? navigate("/") : navigate(-1));
  const callLabel = emergency?.href ? `Call ${emergency.contact} now` : "Call your local emergency number now";

  return (
    <AppShell>
      <PageHeader title="Get help now" onBack={back} />
      <p className="flex items-start gap-3 text-lg leading-relaxed">
        <HeartHandshake aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
        <span>
          You don&apos;t have to go through this alone. Reaching out is a brave thing to do, and the people on these
          lines are there to listen.
        </span>
      </p>

      <section aria-labelledby="danger-title" className="flex flex-col gap-3">
        <h2 id="danger-title" className="text-xl font-bold">
          If you are in danger now
        </h2>
        <p className="text-muted-foreground">
          If you might act on thoughts of ending your life, have hurt yourself, or someone is in danger, call emergency
          services.
        </p>
        {emergency ? <CrisisLineItem line={emergency} callLabel={callLabel} /> : null}
      </section>

      {crisis.length > 0 ? (
        <section aria-labelledby="talk-title" className="flex flex-col gap-3">
          <h2 id="talk-title" className="text-xl font-bold">
            Talk to someone now
          </h2>
          <CrisisLineList lines={crisis} label={countryName ? `Support lines in ${countryName}` : "Support lines"} />
        </section>
      ) : null}

      {more.map((group) => (
        <section key={group.kind} aria-labelledby={`more-${group.kind}`} className="flex flex-col gap-3">
          <h2 id={`more-${group.kind}`} className="text-lg font-bold">
            {group.title}
          </h2>
          <CrisisLineList lines={group.lines} label={group.title} />
        </section>
      ))}

      <section aria-labelledby="elsewhere-title" className="flex flex-col gap-3">
        <h2 id="elsewhere-title" className="text-lg font-bold">
          {countryName ? "Somewhere else?" : "Find a line near you"}
        </h2>
        <p className="text-muted-foreground">
          {countryName
            ? `These lines are for ${countryName}, chosen from this device's time zone. Find A Helpline lists free, confidential lines in many other countries.`
            : "We couldn't tell where you are from this device. Find A Helpline lists free, confidential lines in many countries."}
        </p>
        {crisis.some((line) => line.href === FIND_A_HELPLINE.href) ? null : <CrisisLineItem line={FIND_A_HELPLINE} />}
      </section>

      <Button asChild variant="outline" size="lg">
        <Link to="/safety-plan">
          <ShieldCheck aria-hidden="true" className="text-accent" /> My safety plan
        </Link>
      </Button>

      <p className="flex items-start gap-2 rounded-2xl bg-muted px-4 py-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>
          Otter Coach is a self-help app, not a crisis service: it can&apos;t call anyone or send help to you. The
          people on these lines can.
        </span>
      </p>

      <Button variant="ghost" size="lg" onClick={back}>
        Go back
      </Button>
    </AppShell>
  );
}

export function Component() {
  const place = useMemo(() => devicePlace(), []);
  return <GetHelp place={place} />;
}
