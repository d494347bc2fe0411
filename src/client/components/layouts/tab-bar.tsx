import { BookOpen, Home, MessageCircle, Smile, UserRound, type LucideIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "#client/lib/cn.ts";

interface Tab {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The screens this tab stands for (it is marked current on them). */
  matches: RegExp;
}

const TABS: readonly Tab[] = [
  { label: "Home", to: "/home", icon: Home, matches: /^\/(?:home|old-home)$/ },
  {
    label: "Journal",
    to: "/journal-history",
    icon: BookOpen,
    matches:
      /^\/(?:journal-history|all-journals|journal\/[^/]+|thought-reframing-history|micro-win-history|self-love-history)$/,
  },
  { label: "Coach", to: "/chat-history", icon: MessageCircle, matches: /^\/chat-history$/ },
  { label: "Mood", to: "/mood", icon: Smile, matches: /^\/(?:mood-history|all-goal-tracking(?:\/[^/]+)?)$/ },
  { label: "Me", to: "/menu", icon: UserRound, matches: /^\/(?:menu|notification-settings|resources)$/ },
];

// Flows and writing screens keep the whole screen (and their own bottom bar, as the chat's input does).
const SHOWN_ON =
  /^\/(?:home|old-home|menu|notification-settings|resources|journal-history|all-journals|journal\/[^/]+|[a-z-]+-history|all-goal-tracking(?:\/[^/]+)?)$/;

/** Whether the signed-in tab bar is on this screen (the page leaves room for it). */
export const tabBarShown = (pathname: string) => SHOWN_ON.test(pathname);

/** The bottom tab bar of the signed-in app: Home, Journal, Coach, Mood, Me (issue 13, point 12). */
export function TabBar() {
  const { pathname } = useLocation();
  if (!tabBarShown(pathname)) return null;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-safe backdrop-blur"
      data-testid="tab-bar"
    >
      <ul className="mx-auto grid max-w-[430px] grid-cols-5 px-safe">
        {TABS.map(({ label, to, icon: Icon, matches }) => {
          const current = matches.test(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-ring",
                  current && "text-primary",
                )}
              >
                <Icon aria-hidden="true" className={cn("size-6", current && "stroke-[2.5]")} />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
