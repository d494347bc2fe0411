import { useEffect, useState } from "react";
import { useSession } from "#client/lib/auth-client.ts";
import { isLevelDraft, isTextList, useKeepIfSaveFails, useKeptDraft } from "#client/lib/kept-drafts.ts";
import { readTab, removeTab, writeTab } from "#client/lib/tab-storage.ts";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { PageHeader } from "#client/components/layouts/app-shell.tsx";
import { Otter } from "#client/components/otter/otter.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { readSupport } from "#client/components/support/read-support.ts";
import { SupportCard } from "#client/components/support/support-card.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/cn.ts";
import { emotionsForMood, moodWord } from "#shared/content/labels-mood.ts";
import { MOOD_REQUIRED_MESSAGE } from "#shared/schemas/moods.ts";
import { useCreateMood } from "../api/moods.ts";
import { MoodScale } from "./mood-scale.tsx";

type Step = 1 | 2 | 3 | 4;
const SUCCESS = "Mood recorded successfully!";
const otterMood = (level: number | null) =>
  level === null ? "calm" : level <= 2 ? "sad" : level === 3 ? "calm" : "happy";

interface MoodDraft {
  level: number | null;
  emotions: string[];
  note: string;
}
const isMoodDraft = (v: unknown): v is MoodDraft => isLevelDraft(v) && "emotions" in v && isTextList(v.emotions);

type FlowState = MoodDraft & { step: Step };

function readFlow(key: string): FlowState | null {
  const value = readTab(key);
  if (!isMoodDraft(value) || !("step" in value) || ![1, 2, 3].includes(value.step as number)) return null;
  return { ...value, step: value.step as Step };
}

/**
 * The /mood flow (SPEC sections 2 and 4): mood, emotions, an optional note, then, for a low mood
 * or a written note, the offer to talk it over with the coach.
 */
export function MoodFlow() {
  const navigate = useNavigate();
  const createMood = useCreateMood();
  const { data: user } = useSession();
  // A reload keeps the step and the answers (this tab, this user), until the mood is saved.
  const flowKey = `otter-mood-flow-${user?.id ?? "guest"}`;
  const [resumed] = useState(() => readFlow(flowKey));
  const [step, setStep] = useState<Step>(resumed?.step ?? 1);
  const [level, setLevel] = useState<number | null>(resumed?.level ?? null);
  const [emotions, setEmotions] = useState<string[]>(resumed?.emotions ?? []);
  const [note, setNote] = useState(resumed?.note ?? "");
  useEffect(() => {
    if (step <= 3 && (level !== null || note !== "")) writeTab(flowKey, { step, level, emotions, note });
    else removeTab(flowKey);
  }, [flowKey, step, level, emotions, note]);
  const [error, setError] = useState<string | null>(null);
  const support = readSupport(createMood.data);
  const keepIfFails = useKeepIfSaveFails();
  const draft: MoodDraft = { level, emotions, note };
  useKeptDraft(
    "mood",
    draft,
    (kept) => {
      setLevel(kept.level);
      setEmotions(kept.emotions);
      setNote(kept.note);
      setStep(kept.level === null ? 1 : 3);
    },
    (d) => d.level === null && d.note.trim() === "",
    isMoodDraft,
  );

  // The mood is saved when step 3 ends, so step 4 goes back home rather than saving it twice.
  const back = () => (step === 1 || step === 4 ? navigate("/home") : setStep((s) => (s - 1) as Step));

  function chooseLevel(value: number) {
    setLevel(value);
    setError(null);
    if (value !== level) setEmotions([]);
  }

  function toggle(emotion: string) {
    setEmotions((list) => (list.includes(emotion) ? list.filter((e) => e !== emotion) : [...list, emotion]));
  }

  /** Saves the mood (optimistically) and goes on: to the chat offer, or home. */
  function save(withNote: boolean) {
    if (level === null) return;
    const moodNote = withNote ? note.trim() : "";
    const variables = { moodLevel: level, emotions, ...(moodNote ? { note: moodNote } : {}) };
    keepIfFails(variables, "mood", draft);
    createMood.mutate(variables);
    removeTab(flowKey);
    if (!withNote) setNote("");
    if (level <= 2 || moodNote) setStep(4);
    else {
      toast.success(SUCCESS);
      void navigate("/home");
    }
  }

  return (
    <>
      <PageHeader title="Mood check-in" onBack={back} />
      <Progress value={(step / 4) * 100} aria-label="Mood check-in progress" aria-valuetext={`Step ${step} of 4`} />
      <div className="grid place-items-center">
        <Otter level={2} mood={otterMood(level)} size={132} />
      </div>

      {step === 1 ? (
        <section aria-labelledby="mood-question" className="flex flex-col gap-4">
          <h2 id="mood-question" className="text-center text-2xl font-bold text-balance">
            How are you feeling today?
          </h2>
          <MoodScale
            legend="How are you feeling today?"
            value={level}
            onChange={chooseLevel}
            invalid={Boolean(error)}
            describedBy={error ? "mood-error" : undefined}
          />
          <FieldError id="mood-error" message={error} />
          <Button size="lg" onClick={() => (level === null ? setError(MOOD_REQUIRED_MESSAGE) : setStep(2))}>
            Continue
          </Button>
        </section>
      ) : null}

      {step === 2 && level !== null ? (
        <section aria-labelledby="emotions-question" className="flex flex-col gap-4">
          <div className="space-y-1 text-center">
            <h2 id="emotions-question" className="text-2xl font-bold text-balance">
              What are you feeling?
            </h2>
            <p className="text-muted-foreground">Select all that apply or skip this step</p>
          </div>
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Emotions">
            {emotionsForMood(level).map((emotion) => {
              const on = emotions.includes(emotion);
              return (
                <li key={emotion}>
                  <button
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(emotion)}
                    className={cn(
                      "min-h-11 rounded-full border px-4 py-2 font-semibold transition-colors",
                      on ? "border-accent bg-accent text-accent-foreground" : "border-input bg-surface hover:bg-muted",
                    )}
                  >
                    {emotion}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" size="lg" onClick={() => (setEmotions([]), setStep(3))}>
              Skip
            </Button>
            <Button size="lg" onClick={() => setStep(3)}>
              Continue
            </Button>
          </div>
        </section>
      ) : null}

      {step === 3 ? (
        <section aria-labelledby="journal-question" className="flex flex-col gap-4">
          <h2 id="journal-question" className="text-center text-2xl font-bold text-balance">
            Want to share what&apos;s on your mind?
          </h2>
          <div className="flex flex-col gap-2">
            <Label htmlFor="mood-note">Your journal (optional)</Label>
            <Textarea
              id="mood-note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={5000}
              placeholder="Write anything you like…"
              rows={5}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" size="lg" onClick={() => save(false)}>
              Skip
            </Button>
            <Button size="lg" disabled={note.trim() === ""} onClick={() => save(true)}>
              Save Journal
            </Button>
          </div>
        </section>
      ) : null}

      {step === 4 && level !== null && support ? (
        // What they wrote carries risk: the help card instead of the chat offer (the mood is saved).
        <div className="flex flex-col gap-4">
          <SupportCard support={support} autoFocus />
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              toast.success(SUCCESS);
              void navigate("/home");
            }}
          >
            Back to home
          </Button>
        </div>
      ) : null}

      {step === 4 && level !== null && !support && createMood.isPending ? (
        <Spinner label="Saving your check-in" className="self-center" />
      ) : null}

      {step === 4 && level !== null && !support && !createMood.isPending ? (
        <section aria-labelledby="chat-offer" className="flex flex-col gap-4">
          <h2 id="chat-offer" className="text-center text-2xl font-bold text-balance">
            You are feeling {moodWord(level)} today. Do you want to talk about it?
          </h2>
          <Button
            size="lg"
            onClick={() =>
              navigate("/new-coach-chat", { state: { moodLevel: level, moodNote: note.trim(), emotions } })
            }
          >
            Yes, I would like to chat
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              toast.success(SUCCESS);
              void navigate("/home");
            }}
          >
            No, maybe later
          </Button>
        </section>
      ) : null}
    </>
  );
}
