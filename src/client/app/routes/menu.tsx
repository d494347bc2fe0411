import {
  BookOpen,
  ChartLine,
  ChevronRight,
  Heart,
  History,
  House,
  LifeBuoy,
  Lightbulb,
  MessageCircle,
  ShieldCheck,
  Smile,
  Sparkles,
  Trophy,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AppShell, PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { AccountActions } from "#client/features/account/components/account-actions.tsx";
import { useSession } from "#client/lib/auth-client.ts";

interface MenuEntry {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
}

// The spec's menu cards join this list as their screens land.
const ENTRIES: MenuEntry[] = [
  {
    to: "/home",
    title: "Home",
    description: "Your otter, XP and today's practice",
    icon: <House aria-hidden="true" />,
  },
  // Near the top, so it is in view without scrolling (DESIGN decision 13).
  {
    to: "/get-help",
    title: "Get help now",
    description: "Crisis lines where you are, any time",
    icon: <LifeBuoy aria-hidden="true" />,
  },
  // SPEC 'Journals': the journal and mood cards.
  {
    to: "/journal",
    title: "Appreciation Journal",
    description: "What are you grateful for today?",
    icon: <Heart aria-hidden="true" />,
  },
  {
    to: "/thought-reframing",
    title: "Thought Reframing",
    description: "Turn a harsh thought into a kinder one",
    icon: <Lightbulb aria-hidden="true" />,
  },
  {
    to: "/micro-win-journal",
    title: "Micro Win Journal",
    description: "Celebrate the small steps",
    icon: <Trophy aria-hidden="true" />,
  },
  {
    to: "/self-love-journal",
    title: "Self-Love Journal",
    description: "Three kind things about you",
    icon: <Sparkles aria-hidden="true" />,
  },
  {
    to: "/journal-history",
    title: "Journal History",
    description: "Read and search your entries",
    icon: <BookOpen aria-hidden="true" />,
  },
  { to: "/mood", title: "Track Your Mood", description: "A one-minute check-in", icon: <Smile aria-hidden="true" /> },
  {
    to: "/mood-history",
    title: "Mood History",
    description: "Your mood trend and emotions",
    icon: <ChartLine aria-hidden="true" />,
  },
  {
    to: "/coach-chat",
    title: "Chat with AI",
    description: "Talk things through with your coach",
    icon: <MessageCircle aria-hidden="true" />,
  },
  {
    to: "/chat-history",
    title: "Chat History",
    description: "Pick up where you left off",
    icon: <History aria-hidden="true" />,
  },
  {
    to: "/safety-plan",
    title: "My safety plan",
    description: "What helps you through a hard moment",
    icon: <ShieldCheck aria-hidden="true" />,
  },
];

export function Component() {
  const { data: user } = useSession();
  return (
    <AppShell>
      <PageHeader title="Menu" backTo="/home" />
      {user ? <p className="text-muted-foreground">Signed in as {user.email}</p> : null}
      <nav aria-label="Menu">
        <ul className="flex flex-col gap-3">
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <Card className="p-0 transition-colors hover:bg-muted">
                <Link to={entry.to} className="flex min-h-16 items-center gap-4 rounded-2xl p-4">
                  <span className="grid size-11 place-items-center rounded-xl bg-accent-soft text-accent">
                    {entry.icon}
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold">{entry.title}</span>
                    <span className="block text-sm text-muted-foreground">{entry.description}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="text-muted-foreground" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
      <AccountActions />
    </AppShell>
  );
}
