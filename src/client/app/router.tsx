import { lazy, Suspense, type ComponentType } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { BrowserRouter, Navigate, Route, Routes, useLocation } from "react-router";
import { RouteError } from "#client/components/errors/route-error.tsx";
import { Splash } from "#client/components/ui/splash.tsx";
import { RequireAuth } from "./require-auth.tsx";
import { RootLayout } from "./root-layout.tsx";

// Declarative routes with React.lazy: every screen is its own chunk, and the first load
// carries only the shell (the data router would add ~17 KB gzipped to it).
const screen = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((m) => ({ default: m.Component })));

const Landing = screen(() => import("./routes/landing.tsx"));
const Auth = screen(() => import("./routes/auth.tsx"));
const ResetPassword = screen(() => import("./routes/reset-password.tsx"));
const GetHelp = screen(() => import("./routes/get-help.tsx"));
const Menu = screen(() => import("./routes/menu.tsx"));
const Home = screen(() => import("./routes/home.tsx"));
const OldHome = screen(() => import("./routes/old-home.tsx"));
const Resources = screen(() => import("./routes/resources.tsx"));
const Mood = screen(() => import("./routes/mood.tsx"));
const MoodHistory = screen(() => import("./routes/mood-history.tsx"));
const GoalTracking = screen(() => import("./routes/goal-tracking.tsx"));
const AllGoalTracking = screen(() => import("./routes/all-goal-tracking.tsx"));
const Journal = screen(() => import("./routes/journal.tsx"));
const JournalDetail = screen(() => import("./routes/journal-detail.tsx"));
const JournalHistory = screen(() => import("./routes/journal-history.tsx"));
const AllJournals = screen(() => import("./routes/all-journals.tsx"));
const ThoughtReframing = screen(() => import("./routes/thought-reframing.tsx"));
const ThoughtReframingHistory = screen(() => import("./routes/thought-reframing-history.tsx"));
const MicroWinJournal = screen(() => import("./routes/micro-win-journal.tsx"));
const MicroWinHistory = screen(() => import("./routes/micro-win-history.tsx"));
const SelfLoveJournal = screen(() => import("./routes/self-love-journal.tsx"));
const SelfLoveHistory = screen(() => import("./routes/self-love-history.tsx"));
const NotificationSettings = screen(() => import("./routes/notification-settings.tsx"));
const NewOnboarding = screen(() => import("./routes/new-onboarding.tsx"));
const ExerciseCompletion = screen(() => import("./routes/exercise-completion.tsx"));
const CharacterIntroduction = screen(() => import("./routes/character-introduction.tsx"));
const OnboardingChat = screen(() => import("./routes/onboarding-chat.tsx"));
const AdditionalOnboarding = screen(() => import("./routes/additional-onboarding.tsx"));
const CoachChat = screen(() => import("./routes/coach-chat.tsx"));
const Chat = screen(() => import("./routes/chat.tsx"));
const ChatHistory = screen(() => import("./routes/chat-history.tsx"));
const GoalSetting = screen(() => import("./routes/goal-setting.tsx"));
const SafetyPlan = screen(() => import("./routes/safety-plan.tsx"));
const NotFound = screen(() => import("./routes/not-found.tsx"));

function Screens() {
  const location = useLocation();
  return (
    // A screen that fails shows a way back; moving to another route clears the error.
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[location.pathname]}>
      <Suspense fallback={<Splash />}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="/" element={<Landing />} />
            <Route path="/auth" element={<Auth />} />
            <Route path="/sign-in" element={<Auth />} />
            <Route path="/reset-password" element={<ResetPassword />} />
            {/* Signed in or out: crisis lines must never sit behind a sign-in. */}
            <Route path="/get-help" element={<GetHelp />} />
            <Route path="/mood-tracking" element={<Navigate to="/mood" replace />} />
            <Route path="/journals" element={<Navigate to="/journal-history" replace />} />
            <Route element={<RequireAuth />}>
              <Route path="/menu" element={<Menu />} />
              <Route path="/home" element={<Home />} />
              <Route path="/old-home" element={<OldHome />} />
              <Route path="/notification-settings" element={<NotificationSettings />} />
              <Route path="/resources" element={<Resources />} />
              <Route path="/mood" element={<Mood />} />
              <Route path="/mood-history" element={<MoodHistory />} />
              <Route path="/goal-tracking/:goalType?" element={<GoalTracking />} />
              <Route path="/all-goal-tracking/:goalType?" element={<AllGoalTracking />} />
              <Route path="/journal" element={<Journal />} />
              <Route path="/journal/:id" element={<JournalDetail />} />
              <Route path="/journal-history" element={<JournalHistory />} />
              <Route path="/all-journals" element={<AllJournals />} />
              <Route path="/thought-reframing" element={<ThoughtReframing />} />
              <Route path="/thought-reframing-history" element={<ThoughtReframingHistory />} />
              <Route path="/micro-win-journal" element={<MicroWinJournal />} />
              <Route path="/micro-win-history" element={<MicroWinHistory />} />
              <Route path="/self-love-journal" element={<SelfLoveJournal />} />
              <Route path="/self-love-history" element={<SelfLoveHistory />} />
              <Route path="/new-onboarding" element={<NewOnboarding />} />
              <Route path="/exercise-completion" element={<ExerciseCompletion />} />
              <Route path="/character-introduction" element={<CharacterIntroduction />} />
              <Route path="/onboarding-chat" element={<OnboardingChat />} />
              <Route path="/additional-onboarding" element={<AdditionalOnboarding />} />
              <Route path="/coach-chat" element={<CoachChat />} />
              <Route path="/new-coach-chat" element={<CoachChat />} />
              <Route path="/chat" element={<Navigate to="/chat-history" replace />} />
              <Route path="/chat/:chatId" element={<Chat />} />
              <Route path="/chat-history" element={<ChatHistory />} />
              <Route path="/goal-setting" element={<GoalSetting />} />
              <Route path="/safety-plan" element={<SafetyPlan />} />
            </Route>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Screens />
    </BrowserRouter>
  );
}
