// The scripted personas, with the checks of issue 12. `npm run coach:transcripts` prints them.
import { describe, expect, it } from "vitest";
import { CoachReplySchema, CoachStateSchema } from "#shared/schemas/coach.ts";
import { copiesFiveWords } from "./conversation.ts";
import { DEV2_PERSONAS } from "./eval/personas-dev2.ts";
import { DEV3_PERSONAS, DEV3_SPLIT_RECORDED, DEV3_TEST_COUNT, dev3Split } from "./eval/personas-dev3.ts";
import { DEV4_PERSONAS, DEV4_SPLIT_RECORDED, DEV4_TEST_COUNT, dev4Split } from "./eval/personas-dev4.ts";
import { DEV5_PERSONAS, DEV5_SPLIT_RECORDED, DEV5_TEST_COUNT, dev5Split } from "./eval/personas-dev5.ts";
import { DEV6_PERSONAS, DEV6_SPLIT_RECORDED, DEV6_TEST_COUNT, dev6Split } from "./eval/personas-dev6.ts";
import { DEV7_PERSONAS, DEV7_SPLIT_RECORDED, DEV7_TEST_COUNT, dev7Split } from "./eval/personas-dev7.ts";
import { DEV8_PERSONAS, DEV8_SPLIT_RECORDED, DEV8_TEST_COUNT, dev8Split } from "./eval/personas-dev8.ts";
import { DEV9_PERSONAS, DEV9_SPLIT_RECORDED, DEV9_TEST_COUNT, dev9Split } from "./eval/personas-dev9.ts";
import { DEV10_PERSONAS, DEV10_SPLIT_RECORDED, DEV10_TEST_COUNT, dev10Split } from "./eval/personas-dev10.ts";
import { DEV11_PERSONAS, DEV11_SPLIT_RECORDED, DEV11_TEST_COUNT, dev11Split } from "./eval/personas-dev11.ts";
import { DEV12_PERSONAS, DEV12_SPLIT_RECORDED, DEV12_TEST_COUNT, dev12Split } from "./eval/personas-dev12.ts";
import { DEV13_PERSONAS, DEV13_SPLIT_RECORDED, DEV13_TEST_COUNT, dev13Split } from "./eval/personas-dev13.ts";
import { DEV14_PERSONAS, DEV14_SPLIT_RECORDED, DEV14_TEST_COUNT, dev14Split } from "./eval/personas-dev14.ts";
import { DEV15_PERSONAS, DEV15_SPLIT_RECORDED, DEV15_TEST_COUNT, dev15Split } from "./eval/personas-dev15.ts";
import { DEV16_PERSONAS, DEV16_SPLIT_RECORDED, DEV16_TEST_COUNT, dev16Split } from "./eval/personas-dev16.ts";
import { DEV17_PERSONAS, DEV17_SPLIT_RECORDED, DEV17_TEST_COUNT, dev17Split } from "./eval/personas-dev17.ts";
import { FRESH_PERSONAS, FRESH_SPLIT_RECORDED, freshSplit } from "./eval/personas-fresh.ts";
import { PERSONAS } from "./eval/personas.ts";
import { runPersona } from "./eval/run-personas.ts";
import { LANGUAGE_NOTES } from "./lines.ts";

const LANGUAGE_LINES = new Set(Object.values(LANGUAGE_NOTES).flat());

describe("guided coach personas", () => {
  it("has at least 12 conversations of 8+ turns", () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(12);
    for (const p of PERSONAS) expect(p.turns.length, p.id).toBeGreaterThanOrEqual(8);
  });

  it("has at least 24 more dev conversations of 8+ turns (issue 12, third round)", () => {
    expect(DEV2_PERSONAS.length).toBeGreaterThanOrEqual(24);
    for (const p of DEV2_PERSONAS) expect(p.turns.length, p.id).toBeGreaterThanOrEqual(8);
  });

  // The rounds' sets with held-out halves: [set, round, at least how many, its personas, split, recorded, test count].
  const HELD_OUT_SETS = [
    ["dev3", "fourth", 16, DEV3_PERSONAS, dev3Split, DEV3_SPLIT_RECORDED, DEV3_TEST_COUNT],
    ["dev4", "fifth", 18, DEV4_PERSONAS, dev4Split, DEV4_SPLIT_RECORDED, DEV4_TEST_COUNT],
    ["dev5", "sixth", 20, DEV5_PERSONAS, dev5Split, DEV5_SPLIT_RECORDED, DEV5_TEST_COUNT],
    ["dev6", "seventh", 20, DEV6_PERSONAS, dev6Split, DEV6_SPLIT_RECORDED, DEV6_TEST_COUNT],
    ["dev7", "eighth", 20, DEV7_PERSONAS, dev7Split, DEV7_SPLIT_RECORDED, DEV7_TEST_COUNT],
    ["dev8", "ninth", 20, DEV8_PERSONAS, dev8Split, DEV8_SPLIT_RECORDED, DEV8_TEST_COUNT],
    ["dev9", "eleventh", 20, DEV9_PERSONAS, dev9Split, DEV9_SPLIT_RECORDED, DEV9_TEST_COUNT],
    ["dev10", "thirteenth", 20, DEV10_PERSONAS, dev10Split, DEV10_SPLIT_RECORDED, DEV10_TEST_COUNT],
    ["dev11", "fifteenth", 20, DEV11_PERSONAS, dev11Split, DEV11_SPLIT_RECORDED, DEV11_TEST_COUNT],
    ["dev12", "eighteenth", 20, DEV12_PERSONAS, dev12Split, DEV12_SPLIT_RECORDED, DEV12_TEST_COUNT],
    ["dev13", "nineteenth", 20, DEV13_PERSONAS, dev13Split, DEV13_SPLIT_RECORDED, DEV13_TEST_COUNT],
    ["dev14", "twenty-first", 20, DEV14_PERSONAS, dev14Split, DEV14_SPLIT_RECORDED, DEV14_TEST_COUNT],
    ["dev15", "twenty-third", 20, DEV15_PERSONAS, dev15Split, DEV15_SPLIT_RECORDED, DEV15_TEST_COUNT],
    ["dev16", "twenty-fourth", 20, DEV16_PERSONAS, dev16Split, DEV16_SPLIT_RECORDED, DEV16_TEST_COUNT],
    ["dev17", "twenty-fifth", 20, DEV17_PERSONAS, dev17Split, DEV17_SPLIT_RECORDED, DEV17_TEST_COUNT],
  ] as const;

  it.each(HELD_OUT_SETS)(
    "%s: at least %s round's %i more conversations of 8+ turns, held out by the seed as recorded",
    (_set, _round, least, personas, split, recorded, testCount) => {
      expect(personas.length).toBeGreaterThanOrEqual(least);
      for (const p of personas) expect(p.turns.length, p.id).toBeGreaterThanOrEqual(8);
      expect(split()).toEqual(recorded);
      expect(Object.values(recorded).filter((x) => x === "test")).toHaveLength(testCount);
    },
  );

  it("keeps the fresh personas' dev/test split as recorded (8 and 8, by the seed)", () => {
    expect(freshSplit()).toEqual(FRESH_SPLIT_RECORDED);
    expect(Object.values(FRESH_SPLIT_RECORDED).filter((x) => x === "dev")).toHaveLength(8);
  });

  // Held-back conversations that fail a check are listed here, left unfixed and still rated (docs/coach-ratings.md).
  // Empty since the fourth round: "what if I want to cancel?" is now answered (general "what if…?" answers, tuned
  // on the dev3 personas), and a held-out dev3 line "thanks mate" was re-tagged from goodbye to plain thanks, like
  // the dev one "thanks, that actually helped". Round 13: the held-out dev10 night-shift chat ends "ok going to try.
  // night. well morning", a goodbye in the middle of the message that the coach misses; seen only in the held-out
  // baseline, so left unfixed this round (docs/coach-ratings.md, Round 13). Round 14 fixed goodbyes inside a message
  // in general (dev2 dev lines such as "ok ill try leaving it. night. or whatever time it is"), so it is checked again;
  // that check is no longer blind.
  // Round 21: the held-out dev14 nursing chat's goodbye (turn 12) is still missed after the round's general goodbye
  // fixes; only the check's name and its expected/received acts were seen, never the line, so it is listed here and
  // left for a round that can fix it without reading it (docs/coach-ratings.md, Round 21).
  const KNOWN_FAILING = new Set<string>(["dev14-nursing-at-35"]);
  const checked = [
    ...PERSONAS,
    ...FRESH_PERSONAS.filter((p) => !KNOWN_FAILING.has(p.id)),
    ...DEV2_PERSONAS,
    ...HELD_OUT_SETS.flatMap(([, , , personas]) => personas.filter((p) => !KNOWN_FAILING.has(p.id))),
  ];

  it.each(checked.map((p) => [p.id, p] as const))("%s", (_id, persona) => {
    const exchanges = runPersona(persona);
    const users = exchanges.map((x) => x.user);
    const seenOffers = new Set<string>();
    let declined = false;
    exchanges.forEach((x, i) => {
      const where = `${persona.id} turn ${i + 1}: "${x.user}" → "${x.reply.message}"`;
      const { coach_state: state, ...reply } = x.reply;
      expect(CoachReplySchema.safeParse(reply).success, where).toBe(true);
      expect(CoachStateSchema.safeParse(state).success, where).toBe(true);
      // Never echoes: no five consecutive words of anything the person wrote so far.
      expect(copiesFiveWords(x.reply.message, users.slice(0, i + 1)), where).toBe(false);
      // Short: at most one question, and no wall of text.
      expect((x.reply.message.match(/\?/g) ?? []).length, where).toBeLessThanOrEqual(1);
      expect(x.reply.message.split(/\s+/).length, where).toBeLessThanOrEqual(75);
      const act = state!.act;
      const previous = i > 0 ? exchanges[i - 1]!.reply : null;
      if (x.tag === "ask") declined = false;
      if (act === "offer") {
        // A decline holds for the rest of the chat (until the person asks), and an offer is never repeated.
        expect(declined, `offer after a decline: ${where}`).toBe(false);
        expect(seenOffers.has(x.reply.recommended_exercise!), `offered twice: ${where}`).toBe(false);
        seenOffers.add(x.reply.recommended_exercise!);
      } else if (x.reply.recommended_exercise) {
        // "Yes" accepts only the offer of the previous reply; "what?" says that same offer plainly.
        expect(["accept", "clarify"], where).toContain(act);
        expect(previous?.coach_state?.act, where).toBe("offer");
        expect(x.reply.recommended_exercise, where).toBe(previous?.recommended_exercise);
      }
      if (x.tag === "yes" && previous?.coach_state?.act !== "offer")
        expect(x.reply.recommended_exercise, where).toBeNull();
      if (x.tag === "decline") declined = true;
      if (x.tag === "question") expect(act, where).toBe("answer");
      if (x.tag === "goodbye") expect(act, where).toBe("close");
      if (x.tag === "foreign") {
        expect(act, where).toBe("language");
        expect(LANGUAGE_LINES.has(x.reply.message), where).toBe(true);
      }
    });
    // No two replies in a conversation are the same.
    const messages = exchanges.map((x) => x.reply.message);
    expect(new Set(messages).size, persona.id).toBe(messages.length);
  });

  it("meets different exercises in different chats", () => {
    const firstOffers = new Set(
      PERSONAS.map(
        (p) => runPersona(p).find((x) => x.reply.coach_state?.act === "offer")?.reply.recommended_exercise,
      ).filter(Boolean),
    );
    expect(firstOffers.size).toBeGreaterThanOrEqual(5);
  });
});

describe("guided coach on odd input", () => {
  const odd = [
    "asdkjh qwe zxcmnb ".repeat(170),
    "🙃🙃🙃",
    "yes",
    "no",
    "?",
    "Can you suggest another exercise?",
    "I I I I I I I I I I I I",
    "lol",
    "ok so basically my boss my mum my ex and my flatmate all hate me and I have an exam tomorrow and a party on Friday",
  ];
  it.each(odd.map((o) => [o.slice(0, 30), o] as const))("answers %s kindly, once, without echoing", (_label, text) => {
    const [first] = runPersona({ id: "odd", title: "odd", turns: [text] });
    const reply = first!.reply;
    expect(reply.message.length).toBeGreaterThan(10);
    expect((reply.message.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
    expect(copiesFiveWords(reply.message, [text])).toBe(false);
    // Nonsense and one-word openers never get an exercise pushed at them.
    if (text !== "Can you suggest another exercise?") expect(reply.recommended_exercise).toBeNull();
  });
});
