import { useState } from "react";
import { Gift, Quote as QuoteIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { randomQuote, type Quote } from "#shared/content/quotes.ts";
import { CELEBRATION_XP } from "#shared/domain/points.ts";

/** 'You did it!' with the XP and a gift that opens a daily quote; both ways out complete the exercise. */
export function RewardView({ onDone, pending }: { onDone: () => void; pending: boolean }) {
  const [quote, setQuote] = useState<Quote | null>(null);
  if (quote) {
    return (
      <div className="flex flex-col items-center gap-5 text-center" data-testid="reward-quote">
        <h3 className="text-xl font-bold">Daily dose of quotes</h3>
        <figure className="flex flex-col gap-3 rounded-3xl bg-accent-soft p-5">
          <QuoteIcon aria-hidden="true" className="mx-auto size-6 text-accent" />
          <blockquote className="text-lg text-balance">“{quote.text}”</blockquote>
          <figcaption className="font-semibold text-muted-foreground">— {quote.author}</figcaption>
        </figure>
        <Button size="lg" className="w-full" onClick={onDone} disabled={pending}>
          I'm proud of myself
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h3 className="text-2xl font-bold">You did it! 🎉</h3>
      <p className="rounded-full bg-primary px-4 py-1 text-lg font-bold text-primary-foreground">
        +{CELEBRATION_XP} XP
      </p>
      <p className="text-muted-foreground">Here's your daily rewards waiting for you.</p>
      <button
        type="button"
        onClick={() => setQuote(randomQuote())}
        className="grid size-28 place-items-center rounded-3xl bg-accent-soft text-accent transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:animate-pulse"
        aria-label="Open your gift"
      >
        <Gift aria-hidden="true" className="size-14" />
      </button>
      <Button variant="ghost" onClick={onDone} disabled={pending}>
        Skip for now
      </Button>
    </div>
  );
}
