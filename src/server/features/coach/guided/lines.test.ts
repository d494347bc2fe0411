// Every template renders grammatically with every value of its slots.
import { describe, expect, it } from "vitest";
import { SAY_SCRIPTS } from "./answers.ts";
import * as L from "./lines.ts";
import { EVENTS, FEELINGS, TOPIC_PHRASES } from "./understand.ts";

const feelings = [...new Set(FEELINGS.map(([, f]) => f))].filter((f) => f !== "good");
const topics = Object.values(TOPIC_PHRASES);
const events = EVENTS.map((e) => TOPIC_PHRASES[e]);

function checkSentence(text: string) {
  expect(text, text).not.toMatch(/[{}]/);
  expect(text, text).toMatch(/^["A-Z]/);
  expect(text, text).toMatch(/[.!?"]$/);
  expect(text, text).not.toMatch(/\s{2,}|\s[,.;:!?]|,,|\.\./);
  // A word twice in a row ("on on", "the the").
  expect(text, text).not.toMatch(/\b(\w+) \1\b/i);
  expect(text, text).not.toMatch(/\ba [aeiou]/i);
  // Plural slot values never lead a verb that needs a singular subject.
  expect(text, text).not.toMatch(
    /\b(you is|you was)\b|^(Things|Your exams|Your friendships|Your studies) (is|has|was)\b/,
  );
}

describe("templates", () => {
  it("render with every feeling and topic", () => {
    let rendered = 0;
    for (const feeling of feelings)
      for (const topic of topics) {
        for (const t of L.REFLECT_FEELING_TOPIC) checkSentence(L.fill(t, { feeling, topic }));
        rendered += L.REFLECT_FEELING_TOPIC.length;
      }
    for (const feeling of feelings) for (const t of L.REFLECT_FEELING) checkSentence(L.fill(t, { feeling }));
    for (const feeling of feelings) for (const t of L.CARRY_FEELING) checkSentence(L.fill(t, { feeling }));
    for (const topic of topics) for (const t of L.REFLECT_TOPIC) checkSentence(L.fill(t, { topic }));
    for (const name of ["", ", Sam"]) {
      for (const topic of topics) for (const t of L.CLOSE_TOPIC) checkSentence(L.fill(t, { topic, name }));
      for (const t of L.CLOSE_PLAIN) checkSentence(L.fill(t, { name }));
    }
    for (const event of events) for (const t of L.EVENT_OPENERS) checkSentence(L.fill(t, { event }));
    for (const plan of Object.values(L.PLAN_PHRASES)) checkSentence(L.fill(L.CLOSE_NAMED_PLAN, { plan }));
    expect(rendered).toBeGreaterThan(500);
  });

  it("fixed lines are whole sentences", () => {
    const banks = [
      L.REFLECT_PLAIN,
      L.MIXED_OWN,
      L.QUOTED_HARSH,
      L.MAYBE_LINES,
      L.OPTION_WHEN,
      [L.OPTION_WHEN_QUESTION, L.TOO_MUCH_QUESTION],
      L.TOO_MUCH_LINES,
      L.SUPPORT_LINES,
      L.SELF_CRITIC,
      L.SELF_BLAME_LINES,
      Object.values(L.TRAP_LINES),
      L.REFRAME_QUESTIONS,
      L.TRAP_RETURN,
      L.REFRAME_AFFIRM,
      L.TIPS_INTROS,
      L.VENT_PROMPTS,
      L.VENT_START,
      L.STEP_OPENERS,
      L.COMPASSION_OPENERS,
      L.COMMIT_AFFIRM,
      L.FEELING_CHECK,
      L.GOOD_NEWS,
      L.MINIMAL_PROMPTS,
      L.CONFUSION_LEADS,
      L.THANKS_REPLIES,
      L.ACCEPT_LINES,
      L.DECLINE_LINES,
      L.DECLINE_EXERCISE_LINES,
      L.CLOSE_ENDS,
      L.FIRST_QUESTIONS,
      L.LOW_MOOD_QUESTIONS,
      L.LISTEN_QUESTIONS,
      L.ANSWER_FOLLOWUPS,
      L.OPEN_QUESTIONS,
      [L.STEP_NUDGE],
      L.GREETINGS,
      L.GARBLED,
      L.REFLECT_HEAVY,
      L.PLAN_ACKS,
      L.FEEL_BETTER,
      Object.values(L.TIPS).flat(),
      Object.values(L.TOPIC_QUESTIONS).flat(),
      Object.values(L.MODULE_QUESTIONS).flatMap((m) => [...m.steps.flat(), m.simple]),
      Object.values(L.CLOSE_EXTRAS),
      Object.values(L.SCALE_REPLIES),
      L.WHEN_ACKS,
      L.WHEN_QUESTIONS,
      L.FEAR_LINES,
      L.FEAR_QUESTIONS,
      L.FIND_OUT_QUESTIONS,
      L.CONDOLENCE_OTHER,
      [L.WRONG_WORDS_LINE, L.WRONG_WORDS_QUESTION],
      Object.values(L.FEELING_QUESTIONS).flat(),
      L.SHORT_HEALTH,
      L.SHORT_SCARED,
      L.HURT_COMMENT,
      L.THEIR_FEELING,
      L.FIRST_QUESTIONS_AHEAD,
      L.COLD_REACTION_LINES,
      L.THEIR_CRITIC,
      L.HEALTH_SCARE,
      L.WATCHING_LINES,
      L.HELPING_LINES,
      [L.SHORT_SCARED_QUESTION, L.HURT_COMMENT_QUESTION],
      L.WIN_ACKS,
      L.WIN_QUESTIONS,
      L.PLAN_STATED,
      L.OWN_CONCLUSION,
      L.OWN_CONCLUSION_NEXT,
      [L.OWN_CONCLUSION_DONE],
      L.REFRAME_CHECK,
    ];
    for (const line of banks.flat()) checkSentence(line);
  });

  it("example words read right for him, her and them, each with one question", () => {
    const pronouns: [string, string][] = [
      ["him", "he"],
      ["her", "she"],
      ["them", "they"],
    ];
    for (const [them, they] of pronouns)
      for (const [, script] of SAY_SCRIPTS) {
        const text = L.fill(script, { them, they });
        checkSentence(text);
        expect(text.match(/\?/g) ?? [], text).toHaveLength(1);
        expect(text.split(/\s+/).length, text).toBeLessThanOrEqual(75);
        expect(text, text).not.toMatch(/\b(something (him|her|them) would|like (he|she|they)\b)/);
      }
  });

  it("has a language note for every turn of a long chat in each language it knows", () => {
    for (const notes of Object.values(L.LANGUAGE_NOTES)) {
      expect(new Set(notes).size).toBe(notes.length);
      expect(notes.length).toBeGreaterThanOrEqual(3);
    }
    for (const lang of ["es", "fr", "de", "pt", "it"] as const)
      expect(L.LANGUAGE_NOTES[lang].length).toBeGreaterThanOrEqual(10);
  });

  it("says, in the second note, where their own language works (the journal and mood notes)", () => {
    for (const lang of ["es", "fr", "de", "pt", "it"] as const)
      expect(L.LANGUAGE_NOTES[lang][1]).toMatch(/\b(diario|journal|Tagebuch|diário)\b/u);
  });
});
