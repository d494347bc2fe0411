import { describe, expect, it } from "vitest";
import { getLibraryExercise, isLibraryExerciseId } from "#shared/content/exercises.ts";
import { FEEDBACK_RESPONSES } from "#shared/content/labels-habits.ts";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import {
  CoachReplySchema,
  DailyExercisesOutputSchema,
  type ChatTurn,
  type CoachReply,
  type CoachState,
} from "#shared/schemas/coach.ts";
import type { CoachUserContext } from "../coach.types.ts";
import { copiesFiveWords, feedbackTurnText, quickReplies } from "./conversation.ts";
import { TRAP_NAMES } from "./language.ts";
import { createGuidedCoach, guidedChatAi, guidedDailyExercises } from "./guided-coach.ts";

const coach = createGuidedCoach();
const TRAP_WORDS = Object.values(TRAP_NAMES);

async function converse(userTurns: string[], ctx: CoachUserContext = {}) {
  const history: ChatTurn[] = [];
  const replies: CoachReply[] = [];
  for (const text of userTurns) {
    history.push({ role: "user", content: text });
    const reply = await coach.chatReply({ history: [...history], context: ctx });
    expect(CoachReplySchema.safeParse(reply).success).toBe(true);
    replies.push(reply);
    history.push({ role: "assistant", content: JSON.stringify(reply) });
  }
  return { history, replies };
}

/** The coach's replies to these turns, after the checks every chat must pass: none twice, none copying the person. */
async function checkedReplies(turns: string[], ctx: CoachUserContext = {}): Promise<CoachReply[]> {
  const { replies } = await converse(turns, ctx);
  const out = messagesOf(replies);
  expect(new Set(out).size).toBe(out.length);
  out.forEach((m, i) => expect(copiesFiveWords(m, turns.slice(0, i + 1)), m).toBe(false));
  return replies;
}

const messagesOf = (replies: readonly CoachReply[]) => replies.map((r) => r.message);

function checkConversation(userTurns: string[], replies: CoachReply[]) {
  const messages = replies.map((r) => r.message);
  // Never verbatim twice, never the person's words back.
  expect(new Set(messages).size).toBe(messages.length);
  messages.forEach((m, i) => expect(copiesFiveWords(m, userTurns.slice(0, i + 1)), m).toBe(false));
  // One question at a time, and a question in most turns.
  for (const m of messages) expect((m.match(/\?/g) ?? []).length).toBeLessThanOrEqual(1);
  expect(messages.filter((m) => m.includes("?")).length).toBeGreaterThanOrEqual(7);
  // Names at least one thinking trap, each only once.
  const named = TRAP_WORDS.filter((w) => messages.some((m) => m.includes(w)));
  expect(named.length).toBeGreaterThanOrEqual(1);
  for (const w of named) expect(messages.filter((m) => m.includes(w)).length).toBe(1);
  // Offers a real library exercise, by name, once the person has said a few things.
  const firstExercise = replies.findIndex((r) => r.recommended_exercise !== null);
  expect(firstExercise).toBeGreaterThanOrEqual(2);
  expect(isLibraryExerciseId(replies[firstExercise]!.recommended_exercise)).toBe(true);
  expect(messages[firstExercise]).toContain(getLibraryExercise(replies[firstExercise]!.recommended_exercise!).title);
  return messages;
}

const EXAM = [
  "I failed my statistics exam today and I feel like a total failure.",
  "I studied for weeks. I always mess up when it really matters.",
  "My parents probably think I'm lazy now. They paid for the course.",
  "Yes",
  "Honestly I'm embarrassed to tell my friends about the grade.",
  "I guess I would tell a friend that one exam doesn't define them.",
  "I did really well on the coursework, that part went fine.",
  "I could email my professor and ask about a resit.",
  "I should have started revising earlier, that's the truth.",
  "I feel a bit calmer now, thank you for listening.",
];
const WORK = [
  "I get really anxious in team meetings at work and never speak up.",
  "Everyone thinks I'm boring, I can tell from their faces when I talk.",
  "My heart races and my hands shake whenever my manager asks me something.",
  "Last week I had an idea but I kept quiet and someone else said it.",
  "Can you suggest another exercise?",
  "I don't know",
  "There's one colleague, Priya, who is always kind to me.",
  "Maybe I could share one small comment in Thursday's meeting.",
  "What if I say something stupid and they laugh at me?",
  "I want to feel like I belong on this team.",
];
const BREAKUP = [
  "My girlfriend broke up with me last weekend after three years together.",
  "I keep replaying everything. I should have seen it coming.",
  "I'm so lonely in the evenings, the flat is so quiet without her.",
  "Nobody will ever love me like that again.",
  "I miss our Sunday walks and cooking dinner together.",
  "I haven't been eating well and I barely sleep.",
  "I used to paint before we met, I stopped doing it.",
  "My sister has been checking in on me every day.",
  "Part of me knows we wanted different things.",
  "I think I want to start painting again this month.",
];
const IMPOSTER = [
  "I just got promoted to team lead and I feel like a fraud.",
  "The promotion was just luck, they didn't have anyone else.",
  "Everyone else on the team is smarter than me and more experienced.",
  "Sooner or later they'll find out I don't know what I'm doing.",
  "Sure, let's try it",
  "I led the migration project last year and it went smoothly.",
  "My manager said I was the obvious choice, but she's just being nice.",
  "I have to know every answer or I'm failing as a lead.",
  "Maybe I could ask my mentor how she handled her first lead role.",
  "It would feel good to believe I earned it.",
];
const PROCRASTINATION = [
  "I keep putting off my thesis chapter and the deadline is in two weeks.",
  "Every time I open the document I end up on my phone instead.",
  "I'm such a failure, other students finish their chapters on time.",
  "If I don't finish it's going to be a disaster and I'll fail the whole degree.",
  "I feel overwhelmed because the chapter has to be perfect.",
  "Could you suggest a different exercise?",
  "The literature review section is the part I'm avoiding most.",
  "The first step would be writing three bullet points for the intro.",
  "Good enough would be a rough draft I can send to my supervisor.",
  "I'll try writing for twenty minutes tomorrow morning before checking my phone.",
];

describe("guided coach: ten-turn conversations", () => {
  it.each([
    ["a failed exam", EXAM],
    ["social anxiety at work", WORK],
    ["a breakup", BREAKUP],
    ["imposter feelings", IMPOSTER],
    ["procrastination", PROCRASTINATION],
  ])("holds a sensible conversation about %s", async (_topic, turns) => {
    const { replies } = await converse(turns);
    const messages = checkConversation(turns, replies);
    if (process.env.SHOW_CONVERSATIONS) console.log(turns.map((u, i) => `U: ${u}\nC: ${messages[i]}`).join("\n\n"));
    expect(messages.length).toBe(10);
  });

  it("answers 'Suggest another' with a different exercise each time", async () => {
    const { replies } = await converse([
      ...WORK.slice(0, 4),
      "Can you suggest another exercise?",
      "Can you suggest another exercise?",
    ]);
    const ids = replies.map((r) => r.recommended_exercise).filter(Boolean);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(replies[5]!.message).toMatch(/different one|another angle|instead/);
  });

  it("accepts with 'yes' only the offer of the previous reply", async () => {
    const { replies } = await converse(EXAM.slice(0, 3));
    const offered = replies[2]!.recommended_exercise;
    expect(offered).not.toBeNull();
    const yes = await converse([...EXAM.slice(0, 3), "Yes"]);
    expect(yes.replies[3]!.recommended_exercise).toBe(offered);
    expect(yes.replies[3]!.message).toContain("Try the exercise");
    const late = await converse([...EXAM.slice(0, 3), "My sister says I'm too hard on myself.", "yes"]);
    expect(late.replies[4]!.recommended_exercise).toBeNull();
  });

  it("respects a no: no more offers until asked", async () => {
    const { replies } = await converse([...EXAM.slice(0, 3), "No thanks, no exercises please", ...EXAM.slice(4, 9)]);
    expect(replies.slice(3).every((r) => r.recommended_exercise === null)).toBe(true);
    const asked = await converse([...EXAM.slice(0, 3), "no", "Can I have an exercise?"]);
    expect(asked.replies[4]!.recommended_exercise).not.toBeNull();
    expect(asked.replies[4]!.recommended_exercise).not.toBe(asked.replies[2]!.recommended_exercise);
  });

  it("keeps its state in each reply and carries it on", async () => {
    const { replies } = await converse(BREAKUP.slice(0, 3));
    expect(replies.map((r) => r.coach_state?.turn)).toEqual([1, 2, 3]);
    expect(replies[2]!.coach_state?.topics).toContain("breakup");
  });

  it("answers exercise feedback with the spec's words", async () => {
    const { history, replies } = await converse(EXAM.slice(0, 3));
    const exerciseId = replies[2]!.recommended_exercise!;
    for (const feedback of ["not_helpful", "neutral", "helpful"] as const) {
      const turn = [...history, { role: "user" as const, content: feedbackTurnText({ exerciseId, feedback }) }];
      const reply = await coach.chatReply({ history: turn, context: {}, feedback: { exerciseId, feedback } });
      expect(reply.message).toBe(FEEDBACK_RESPONSES[feedback]);
      expect(reply.recommended_exercise).toBeNull();
    }
  });

  it("uses the mood context on the first turn", async () => {
    const { replies } = await converse(["Work has been a lot lately and I feel stressed."], {
      moodLevel: 2,
      emotions: ["Stressed", "Tired"],
      userName: "Sam",
    });
    expect(replies[0]!.message).toContain("Sam");
    expect(replies[0]!.message).toContain("Feeling stressed and tired");
    expect(replies[0]!.message).toContain("stressed and tired");
    expect(replies[0]!.message).not.toContain("feel stressed");
  });

  it("is deterministic", async () => {
    const a = await converse(BREAKUP.slice(0, 4));
    const b = await converse(BREAKUP.slice(0, 4));
    expect(a.replies).toEqual(b.replies);
  });

  it("stores replies as JSON the chat screen can read, without showing the state", async () => {
    const { history } = await converse(EXAM.slice(0, 3));
    const parsed = parseCoachReply(history[5]!.content);
    expect(parsed.text).not.toContain("coach_state");
    expect(parsed.exerciseId).not.toBeNull();
    expect(parsed.text.length).toBeGreaterThan(20);
  });

  it("streams the message as it builds it", async () => {
    const seen: string[] = [];
    const reply = await coach.chatReply({ history: [{ role: "user", content: EXAM[0]! }], context: {} }, (t) =>
      seen.push(t),
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(reply.message);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.startsWith(seen[i - 1]!)).toBe(true);
  });
});

describe("guided coach: onboarding", () => {
  it("greets, explores, offers insights, then recommends an exercise and another on request", async () => {
    const ctx: CoachUserContext = {
      userName: "Ana",
      challenges: ["Overthinking", "Fear of failure"],
      identities: ["Student"],
    };
    const history: ChatTurn[] = [];
    const say = async (content: string) => {
      history.push({ role: "user", content });
      const r = await coach.onboardingReply({
        history: [...history],
        onboardingContext: "Name: Ana. Challenges: Overthinking.",
        context: ctx,
      });
      history.push({ role: "assistant", content: JSON.stringify(r) });
      return r;
    };
    const hello = await say("Name: Ana. Challenges: Overthinking.");
    expect(hello.message).toContain("Ana");
    expect(hello.message).toContain("overthinking");
    await say("I overthink every message I send and I'm sure people think I'm annoying.");
    const insights = await say("It happens most with my classmates, I always assume the worst.");
    expect(insights.identified_patterns?.length).toBeGreaterThan(0);
    expect(insights.chat_summary).toBeTruthy();
    const ex = await say("Yes, I'd like to try");
    expect(isLibraryExerciseId(ex.recommended_exercise)).toBe(true);
    const other = await say("Suggest another");
    expect(other.recommended_exercise).not.toBe(ex.recommended_exercise);
  });
});

describe("guided coach: goal functions", () => {
  it("chat-ai reflects without echoing and asks about the goal", () => {
    const text = "I want to be more confident when I present at work.";
    const { message } = guidedChatAi({ messages: [{ role: "user", content: text }] });
    expect(message).toContain("the presentation");
    expect(copiesFiveWords(message, [text])).toBe(false);
    expect((message.match(/\?/g) ?? []).length).toBe(1);
  });

  it("suggests actions within the time budget, skipping selected and previous ones", async () => {
    const { actions } = await coach.suggestActions({
      goals: ["confidence", "happiness"],
      timeCommitment: 10,
      selectedActions: [{ id: "confidence-power-pose" }],
      previousSuggestions: [{ id: "happiness-breathing" }],
    });
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.map((a) => a.id)).not.toContain("confidence-power-pose");
    expect(actions.map((a) => a.id)).not.toContain("happiness-breathing");
    expect(actions.reduce((s, a) => s + parseInt(a.timeEstimate, 10), 0)).toBeLessThanOrEqual(10);
  });

  it("falls back to the spec's suggestions when nothing fits", async () => {
    const { actions } = await coach.suggestActions({ goals: ["growth"], timeCommitment: 1 });
    expect(actions[0]!.title).toBe("Quick gratitude");
  });

  it("turns a chat request into new actions", async () => {
    const { actions } = await coach.actionsFromChat({
      lastMessage: "I'd like something to help me focus and stop checking my phone",
      goals: ["motivation"],
      existingActions: [],
      chatContext: [],
    });
    expect(actions.map((a) => a.id)).toContain("motivation-focus-block");
  });

  it("creates the requested number of daily exercises, including or excluding the done one", () => {
    const ctx =
      "Challenges: Overthinking, Self-doubt. Identities: Student. Done exercise: catch-the-critic. Feedback: helpful. Number of exercises: 2 exercises per day.";
    const include = DailyExercisesOutputSchema.parse(guidedDailyExercises(`${ctx} Include the exercise done today.`));
    expect(include.exercises).toHaveLength(2);
    expect(include.exercises[0]!.id).toBe("catch-the-critic");
    const exclude = guidedDailyExercises(`${ctx} Give me something new.`);
    expect(exclude.exercises.map((e) => e.id)).not.toContain("catch-the-critic");
  });

  it("'Suggest different' gives a different plan, keeping an included done exercise", () => {
    const ctx =
      "Challenges: Overthinking, Self-doubt. Identities: Student. Done exercise: catch-the-critic. Number of exercises: 3 exercises per day. Please include today's exercise in the plan.";
    const first = guidedDailyExercises(ctx).exercises;
    const second = guidedDailyExercises(
      `${ctx}\nAlready suggested, please suggest different ones: ${first.map((e) => e.title).join(", ")}.`,
    ).exercises;
    expect(second[0]!.id).toBe("catch-the-critic");
    const others = (list: typeof first) => list.slice(1).map((e) => e.id);
    expect(others(second).some((id) => others(first).includes(id))).toBe(false);
    const third = guidedDailyExercises(
      `${ctx}\nAlready suggested, please suggest different ones: ${[...first, ...second].map((e) => e.title).join(", ")}.`,
    ).exercises;
    expect(third.map((e) => e.id)).not.toEqual(second.map((e) => e.id));
  });
});

describe("quick replies", () => {
  it("an exercise offer carries chips the next turn understands", async () => {
    const { replies } = await converse([
      "I have a presentation at work on Thursday and I'm dreading it.",
      "I always freeze up and everyone will think I'm useless.",
      "My manager will be there too.",
      "I just want it to go okay.",
      "I guess I could practise more.",
    ]);
    for (const r of replies) {
      for (const q of r.quick_replies ?? []) expect(q.length).toBeLessThanOrEqual(40);
      expect((r.quick_replies ?? []).length).toBeLessThanOrEqual(4);
      if (r.coach_state?.offer) expect(r.quick_replies).toEqual(expect.arrayContaining(["Yes, let's try", "Not now"]));
      if (r.coach_state?.act === "close") expect(r.quick_replies).toBeUndefined();
    }
    expect(replies.some((r) => (r.quick_replies ?? []).length > 0)).toBe(true);
  });

  it("'Yes, let's try' accepts the offer and 'Not now' declines it", async () => {
    const turns = [
      "I have a presentation at work on Thursday and I'm dreading it.",
      "I always freeze up and everyone will think I'm useless.",
      "My manager will be there too.",
      "I just want it to go okay.",
      "I guess I could practise more.",
      "Not sure really.",
    ];
    const { history, replies } = await converse(turns);
    const i = replies.findIndex((r) => r.coach_state?.offer);
    if (i < 0) return;
    const base = history.slice(0, 2 * (i + 1));
    const yes = await coach.chatReply({ history: [...base, { role: "user", content: "Yes, let's try" }], context: {} });
    expect(yes.coach_state?.act).toMatch(/accept|offer|listen/);
    const no = await coach.chatReply({ history: [...base, { role: "user", content: "Not now" }], context: {} });
    expect(no.coach_state?.act).toBe("decline");
  });

  it("a reply that asks nothing has no chips; the client reads them back", () => {
    expect(
      quickReplies({ act: "close", offer: null, venting: false, no_offers: false } as CoachState, "Take care."),
    ).toEqual([]);
    expect(
      quickReplies({ act: "listen", offer: null, venting: false, no_offers: false } as CoachState, "I'm here."),
    ).toEqual([]);
    expect(
      quickReplies({ act: "listen", offer: null, venting: false, no_offers: true } as CoachState, "What happened?"),
    ).toEqual(["Not sure"]);
    const parsed = parseCoachReply(
      JSON.stringify({
        message: "Shall we?",
        recommended_exercise: null,
        quick_replies: ["Yes, let's try", 3, "Not now"],
      }),
    );
    expect(parsed.quickReplies).toEqual(["Yes, let's try", "Not now"]);
  });
});

describe("memory across chats", () => {
  it("picks up the plan from the last chat when a new one opens with a greeting", async () => {
    const ctx: CoachUserContext = { userName: "Maya", lastCommitment: "text your sister tonight, and ask how she is" };
    const { replies } = await converse(
      ["hi", "I didn't do it in the end", "I got scared she'd be annoyed with me"],
      ctx,
    );
    expect(replies[0]!.message).toBe("Welcome back, Maya. Last time you planned to text your sister. How did it go?");
    expect(replies[1]!.message).toContain("plans slip for everyone");
    expect(replies[1]!.message).toContain("What got in the way?");
    expect(replies[2]!.recommended_exercise).toBeNull();
  });

  it("answers what the person brings first, and good news about the plan kindly", async () => {
    const opened = await converse(["My exam is tomorrow and I can't focus"], { lastCommitment: "go for a walk" });
    expect(opened.replies[0]!.message).not.toContain("Last time");
    const went = await converse(["hello", "It went really well, we talked for an hour!"], {
      lastCommitment: "call your dad",
    });
    expect(went.replies[1]!.coach_state?.act).toBe("gratitude");
  });
});

describe("the mood flow's chat", () => {
  const opening = async (moodLevel: number, emotions: string[], first: string) =>
    (await converse([first], { moodLevel, emotions, userName: "Sam" })).replies[0]!.message;

  it("starts from the mood when there is no note, by how the day is", async () => {
    expect(await opening(1, ["Sad", "Tired"], "I'm feeling very down today.")).toBe(
      "Thanks for checking in, Sam. Feeling sad and tired takes a lot out of a person. Has something happened, or is it more of a feeling that's settled in?",
    );
    expect(await opening(3, [], "I'm feeling neutral today.")).toBe(
      "Thanks for checking in, Sam. Somewhere in the middle today. What's been on your mind today?",
    );
    expect(await opening(5, ["Happy", "Proud"], "I'm feeling fantastic today.")).toBe(
      "Thanks for checking in, Sam. I'm glad today feels fantastic, and that you're feeling happy and proud. What's been good about today?",
    );
  });

  it("meets a good-news note with the good news, not a scale of how heavy the day is", async () => {
    const reply = await opening(5, ["Excited"], "got engaged!!");
    expect(reply).toContain("I'm glad today feels fantastic");
    expect(reply).not.toContain("heavy");
  });
});

describe("guided coach: round 9 (plain details, short replies, everyday questions)", () => {
  const say = async (turns: string[]) => (await converse(turns)).replies.map((r) => r.message);

  it("says a booking back instead of asking about something else", async () => {
    const out = await say(["ive been dreading the optician", "my glasses broke last month", "booked for friday at 4"]);
    expect(out[2]).toMatch(/^Friday at 4, so it's booked/);
  });

  it("takes 'ok that helps a bit' as the answer landing, not 'go ahead, I'm listening'", async () => {
    const out = await say([
      "my mouth guard keeps falling out",
      "do mouth guards actually work?",
      "ok that helps a bit",
    ]);
    expect(out[1]).toMatch(/mouth guard helps/);
    expect(out[2]).toMatch(/^I'm glad it helped a bit\./);
    expect(out[2]).not.toMatch(/Go ahead/);
  });

  it("hears someone else crying at good news as theirs, not as a low mood", async () => {
    const out = await say(["i passed my exam!!", "my gran cried when i told her"]);
    expect(out[1]).toMatch(/meant a lot to her|means a lot to her/);
    expect(out[1]).not.toMatch(/low|hard/i);
  });

  it("does not give the 0-10 scale for 'idk' once the chat has a thread", async () => {
    const out = await say(["my flatmate keeps eating my food", "its been weeks", "idk"]);
    expect(out[2]).not.toMatch(/0 to 10/);
  });

  it("answers common factual worries instead of a bare don't-know", async () => {
    const out = await say(["flying to rome next month", "is turbulence dangerous?"]);
    expect(out[1]).toMatch(/rarely dangerous/);
  });

  it("takes 'maybe sleep' as an answer, not a new topic", async () => {
    const out = await say(["work is a lot right now", "my boss emails at midnight", "maybe sleep"]);
    expect(out[2]).not.toMatch(/^Ah, your sleep/);
  });
});

describe("guided coach: round 16 (direct questions get an answer, not a dodge)", () => {
  const DODGE = /ready answer|can't answer that one|isn't one right answer/;
  const say = async (turns: string[]) => {
    const out = messagesOf(await checkedReplies(turns));
    for (const m of out) expect(m).not.toMatch(DODGE);
    return out;
  };

  it("answers 'how do I stop…' with how habits work, naming the habit in a few words", async () => {
    const out = await say(["i pick at my skin when im anxious", "how can i quit picking my skin?"]);
    expect(out[1]).toMatch(/^Picking your skin is hard to stop because habits/);
    const plain = await say(["i keep going quiet in meetings", "how do i stop doing that?"]);
    expect(plain[1]).toMatch(/^Habits like that run on autopilot/);
    // A feeling is not a habit.
    const feeling = await say(["i cant look in the mirror at the moment", "how do i stop hating the way i look"]);
    expect(feeling[1]).toMatch(/^Feelings like that don't switch off/);
  });

  it("answers getting yourself to do something, dealing with someone, coping and telling someone", async () => {
    expect((await say(["how do i get myself to study in the evenings"]))[0]).toMatch(/motivation usually comes after/);
    expect((await say(["how should i deal with my moody housemate"]))[0]).toMatch(/^With someone difficult/);
    expect((await say(["how do you cope when everything piles up at once"]))[0]).toMatch(/^Getting through something/);
    expect((await say(["how could i explain to my coach that i need a break from training"]))[0]).toMatch(
      /^Pick a calm moment and say the main thing early/,
    );
    expect((await say(["how do i let my brother know i still care"]))[0]).toMatch(/^Simply and soon/);
  });

  it("answers 'why does everyone…', 'why do I always…', 'how would I know…' and 'can people change…'", async () => {
    expect((await say(["why do all my friends seem to have it sorted"]))[0]).toMatch(/from the outside/);
    expect((await say(["why do i always end up apologising"]))[0]).toMatch(/understandable roots/);
    expect((await say(["how would i know if im ready to date again"]))[0]).toMatch(/^There's rarely a clear test/);
    expect((await say(["can people really change how they react to stress?"]))[0]).toMatch(/^Yes\. Ways of thinking/);
    expect((await say(["how do i get better at small decisions"]))[0]).toMatch(/^There's no single trick/);
  });

  it("explains why a suggestion just made would help", async () => {
    const out = await say([
      "my head is so busy lately",
      "i suppose i could go for a swim tomorrow",
      "why would swimming help though",
    ]);
    expect(out[2]).toMatch(/^Moving, especially outside/);
    const again = await say([
      "i lie awake scrolling for hours",
      "maybe i could read before bed instead",
      "hmm how would that help",
    ]);
    expect(again[2]).toMatch(/^A book gives your mind one calm thing/);
  });

  it("answers 'what would you do?' honestly as an app, with one concrete option", async () => {
    const out = await say(["my neighbours dog barks all night", "what would you do?"]);
    expect(out[1]).toMatch(/^Honestly, I'm an app/);
    expect(out[1]).toMatch(/write down the two or three options/);
  });

  it("keeps harm, abuse and food out of the general habit answer", async () => {
    for (const q of [
      "how can i stop hurting myself",
      "how do i stop him from hitting me",
      "how do i stop eating at night",
    ]) {
      const out = (await converse([q])).replies[0]!.message;
      expect(out, q).not.toMatch(/autopilot/);
    }
  });

  it("meets 'why does everyone hate me' as a feeling to look at, not as others coping better", async () => {
    const out = (await say(["why does everybody at school ignore me"]))[0];
    expect(out).toMatch(/feel like everyone/);
    expect(out).not.toMatch(/coping/);
  });

  it("answers 'is it normal…' for its kind instead of a general reassurance", async () => {
    expect((await say(["is it normal to feel low for no reason at all"]))[0]).toMatch(
      /don't always come with a clear reason/,
    );
    expect(
      (await say(["got the promotion today", "is it normal to be terrified after good news like that"]))[1],
    ).toMatch(/nerves along with the joy/);
  });
});

describe("guided coach: round 17 (what a turn is about, read the right way round)", () => {
  const say = async (turns: string[]) => messagesOf(await checkedReplies(turns));

  it("reads kind words from a boss or a parent as good news, not trouble with them", async () => {
    const boss = await say([
      "my supervisor said i did a great job on the audit",
      "i just went bright red and changed the subject",
      "why do i get so weird when people give me compliments",
    ]);
    expect(boss[0]).not.toMatch(/manager|working with them|hardest/i);
    expect(boss[1]).toMatch(/something kind/);
    expect(boss[2]).toMatch(/kind words harder to take/);
    expect(boss[2]).not.toMatch(/difficult manager/);
    const mum = await say([
      "my mum left me such a sweet voicemail saying shes proud of me",
      "we dont really say things like that",
    ]);
    expect(mum[0]).not.toMatch(/hardest|things at home/i);
    expect(mum[1]).toMatch(/meant more for being rare/);
  });

  it("keeps kind words later in a story a detail, not a new celebration", async () => {
    const out = await say([
      "went to my first pottery class alone",
      "the teacher was lovely and said well done at the end",
    ]);
    expect(out[1]).not.toMatch(/what part did you play|celebrate/i);
  });

  it("hears 'i used to…' about a bad habit as something that changed, not a good part of life", async () => {
    expect((await say(["i used to check work emails in bed until 1am"]))[0]).not.toMatch(/enjoy/);
    expect((await say(["hi", "i used to stay up till 4 gaming every night"]))[1]).toMatch(/back then|change/);
    expect((await say(["hi", "i used to swim every morning before work"]))[1]).toMatch(/good part of your life|enjoy/);
  });

  it("answers 'what do i say when people ask…' about themselves, not with a saying-no script", async () => {
    const out = await say(["ive been signed off for six weeks", "what do i say when my team ask where i was"]);
    expect(out[1]).toMatch(/whole story/);
    expect(out[1]).not.toMatch(/can't take that on/);
  });

  it("closes on the chat's subject, not a place said late in passing", async () => {
    const medic = await say([
      "we lost a patient on the ward tonight",
      "she was only young",
      "i keep seeing her face",
      "straight onto the next bay after, no time",
      "theres a support thing at work i never use",
      "thanks. night",
    ]);
    expect(medic.at(-1)).not.toMatch(/things at work/);
    const nurse = await say(["its part of the job i know, but we lost a patient today", "thanks, night"]);
    expect(nurse.at(-1)).toMatch(/losing your patient/);
    const cat = await say(["i think my rabbit gets lonely when im out", "bye"]);
    expect(cat.at(-1)).not.toMatch(/loneliness/);
    const town = await say(["i moved in with my fiance last spring, its his city not mine", "bye"]);
    expect(town[0]).not.toMatch(/your partner/);
  });

  it("does not make one of several people in a long story the subject", async () => {
    const out = await say([
      "sorry this is long. my boss keeps asking me to stay late and my sister wants me to babysit every friday and my neighbour asked me to water her plants all month and my friend needs a lift to the airport and i said yes to every single one of them because i just cant let anyone down ever",
    ]);
    expect(out[0]).not.toMatch(/manager|things at home|friendships/);
  });
});

describe("guided coach: round 18 (the question's form, corrections, valence)", () => {
  const DODGE = /ready answer|can't answer that one|isn't one right answer/;
  const say = async (turns: string[]) => messagesOf(await checkedReplies(turns));

  it("answers 'what's the difference between…' for the pair asked about, not a word in it", async () => {
    const shy = await say([
      "i skip every leaving do at work",
      "what's the difference between being shy and antisocial?",
    ]);
    expect(shy[1]).toMatch(/where your energy comes from/);
    const bold = await say(["whats the difference between being assertive and being bossy"]);
    expect(bold[0]).toMatch(/leaves room for other people/);
    const soft = await say(["what's the difference between being kind and being a doormat?"]);
    expect(soft[0]).toMatch(/how you say things/);
    const other = await say(["whats the difference between being careful and being a coward?"]);
    expect(other[0]).toMatch(/where it comes from/);
    for (const out of [shy, bold, soft, other]) expect(out.join(" ")).not.toMatch(DODGE);
  });

  it("answers 'how long does it take…' for habits, embarrassment and settling in", async () => {
    const habit = await say(["trying to floss every night", "how long until a new routine sticks?"]);
    expect(habit[1]).toMatch(/two months/);
    const slip = await say(["i called my teacher mum in front of everyone", "how long before people forget about it?"]);
    expect(slip[1]).toMatch(/much less time than it feels/);
    const settle = await say(["how long does it take to feel at home in a new flat?"]);
    expect(settle[0]).toMatch(/ease bit by bit/);
  });

  it("answers 'should I tell / apologise / change myself' and 'what if they say no' by their form", async () => {
    const tell = await say(["my flatmate never cleans the bathroom", "should i bring it up with him?"]);
    expect(tell[1]).toMatch(/calm moment/);
    const health = await say(["i was diagnosed with endometriosis last month", "should i let my team know?"]);
    expect(health[1]).toMatch(/only need to share as much/);
    const sorry = await say(["should i say sorry to my neighbour for shouting?"]);
    expect(sorry[0]).toMatch(/short, honest apology/);
    const self = await say(["should i try to be less chatty at work?"]);
    expect(self[0]).toMatch(/smaller version of yourself/);
    const no = await say(["im asking my sister to host this year", "what if she just says no?"]);
    expect(no[1]).toMatch(/know where you stand/);
    const fuss = await say(["what if my dad says im making a fuss about nothing"]);
    expect(fuss[0]).toMatch(/feeling is fair/);
    const often = await say(["is it better to stretch for a few minutes daily or for an hour on saturdays?"]);
    expect(often[0]).toMatch(/little and often/);
  });

  it("recaps what was said when asked, or says honestly that nothing was", async () => {
    const back = await say(["will i ever stop overthinking", "sorry what did you say before?"]);
    expect(back[1]).toMatch(/^Of course\. What I said was this:/);
    const none = await say(["my knee hurts after running", "can you remind me what we said about it?"]);
    expect(none[1]).toMatch(/got to that yet/);
    expect(none[1]).not.toMatch(DODGE);
  });

  it("owns a correction and goes on with what the person meant", async () => {
    const q = await say([
      "i snapped at my partner",
      "no thats not what i meant, i mean why do i always get so defensive",
    ]);
    expect(q[1]).toMatch(
      /^(Sorry, I got that wrong\.|Ah, I misread that; thanks for putting me right\.|Sorry, my mistake\.)/,
    );
    expect(q[1]).toMatch(/understandable roots/);
    const me = await say(["my son moved out last month", "no i know hes fine, im asking about me"]);
    expect(me[1]).toMatch(/you/);
    expect(me[1]).not.toMatch(/son|child/);
    const statement = await say([
      "my aunt keeps commenting on my job",
      "no youre not getting it. its not that im embarrassed, its that i feel behind",
    ]);
    expect(statement[1]).toMatch(/misread|got that wrong|my mistake/);
  });

  it("reads 'is it bad that…' by what it is about", async () => {
    expect((await say(["is it bad that the one rude comment is all i can think about?"]))[0]).toMatch(
      /far more weight/,
    );
    expect((await say(["my cousin ignored me at the wedding", "is it bad that it stung?"]))[1]).toMatch(
      /matters to you/,
    );
    expect((await say(["is it bad that i dont want to go to my work do"]))[0]).toMatch(/worth listening to/);
    expect((await say(["i slept all sunday", "is it bad that i still dont feel rested"]))[1]).toMatch(/restful/);
    expect((await say(["im 70 and learning to drive", "is it normal to be this jumpy at my age?"]))[1]).toMatch(
      /age limit/,
    );
    expect((await say(["im 48 and i keep losing the word i want in meetings", "is that normal at my age"]))[1]).toMatch(
      /GP/,
    );
  });

  it("does not read a thing got and disliked, or a low rating, as good news", async () => {
    for (const text of ["i got a tattoo yesterday and i hate it", "i got a two star review on my first airbnb"])
      expect((await say([text]))[0]).not.toMatch(/lovely to hear|good news|celebrate/i);
  });

  it("hears support from others as good, and 'but mostly i feel…' by how it ends", async () => {
    const out = await say([
      "my first week at the new gym",
      "my trainer said im a lot stronger than i think. she reckons im doing better than most",
    ]);
    expect(out[1]).not.toMatch(/hard|sorry|got to you/i);
    const mostly = await say([
      "i finally told my housemate i was moving out",
      "i was a bit wobbly after but mostly i feel free",
    ]);
    expect(mostly[1]).not.toMatch(/wobbly|shaken|hard/i);
  });

  it("takes a question quoted from someone else as a statement, and 'and…' after a plan as more of it", async () => {
    const quoted = await say(["hi", "at the shop the lady said 'anything else?' and i froze"]);
    expect(quoted[1]).not.toMatch(DODGE);
    const plan = await say([
      "i get so nervous on the phone",
      "i could write notes before i ring the dentist",
      "and ring first thing before i talk myself out of it",
    ]);
    expect(plan[2]).toMatch(/plan/);
  });

  it("meets 'oh my god' after good news as relief, and does not name traps in plain reports", async () => {
    const relief = await say([
      "i thought i'd failed the audit",
      "my boss said it was lovely work and shes proud of the team",
      "omg",
    ]);
    expect(relief[2]).toMatch(/relief/);
    const laugh = await say(["hi", "everyone else laughed at the story so i laughed too"]);
    expect(laugh[1]).not.toMatch(/comparison|highlight reel/i);
    const trait = await say(["hi", "my brother hates being interrupted so i never say anything"]);
    expect(trait[1]).not.toMatch(/mind reading/i);
  });

  it("keeps 'no i mean it' a no, not a correction, and 'what if they say no' to an interview its own", async () => {
    const firm = await say(["no", "no i mean it, im ok"]);
    expect(firm[1]).not.toMatch(/misread|got that wrong|my mistake/);
    const job = await say(["my interview for the bakery job is tomorrow", "what if they say no?"]);
    expect(job[1]).not.toMatch(/request/);
  });

  it("hears 'not that i was lazy' as a kinder look, and 'maybe a swim twice a week' as a plan with its when", async () => {
    const kinder = await say([
      "i stayed in bed most of saturday",
      "maybe its not that im useless, i was just worn out",
    ]);
    expect(kinder[1]).not.toMatch(/inner critic/);
    const often = await say(["i want to get fitter", "ok maybe a short swim twice a week"]);
    expect(often[1]).not.toMatch(/When would be a good time/);
  });

  it("answers 'is there a difference between tired and low', 'what would you say to someone…', 'can i ask you something'", async () => {
    expect((await say(["is there any difference between being worn out and feeling down?"]))[0]).toMatch(/low mood/);
    const other = await say(["what would you tell a friend who thinks everyone is ahead of her?"]);
    expect(other[0]).toMatch(/^I'd tell them/);
    expect((await say(["could i ask you a question"]))[0]).toMatch(/Ask away|go ahead/);
    // An age named in a question about something else is not nerves about a new start.
    expect((await say(["is it normal to have no close friends at 35?"]))[0]).not.toMatch(/age limit/);
  });

  it("meets a guess at a health cause as worth a GP's view, not an insight", async () => {
    const out = await say([
      "so tired all the time lately",
      "i nap every afternoon",
      "maybe its my thyroid, my mum had that",
    ]);
    expect(out[2]).toMatch(/GP/);
    expect(out[2]).not.toMatch(/insight/);
  });

  it("closes on 'i go to sleep now' and a plan with cheers, and knows a Polish opener", async () => {
    expect((await converse(["hard day", "thank you. i go to sleep now"])).replies[1]!.coach_state?.act).toBe("close");
    expect((await converse(["hard day", "right im going to run a bath. cheers"])).replies[1]!.coach_state?.act).toBe(
      "close",
    );
    const pl = await converse(["cześć, mam dzisiaj bardzo zły dzień w pracy"]);
    expect(pl.replies[0]!.coach_state?.act).toBe("language");
    expect(pl.replies[0]!.message).toMatch(/angielsku/);
  });
});

describe("guided coach: round 19 (places aren't the subject, shrugs, plans said again, either/or)", () => {
  const chat = checkedReplies;

  it("keeps a long plan within the thread's state", async () => {
    const replies = await chat([
      "my sister never rings me back",
      "it's always me chasing her",
      "i could write her a proper letter explaining how much i miss our sunday phone calls from before",
    ]);
    for (const r of replies) expect(r.coach_state?.commitments.every((c) => c.length <= 80)).toBe(true);
  });

  it("reads Spanish with letters outside ASCII, and a Spanish goodbye as Spanish", async () => {
    const es = await chat([
      "hola",
      "llevo un año sin ver a mi hermano, desde la boda",
      "gracias, me voy a dormir, hasta mañana",
    ]);
    expect(es[1]!.coach_state?.act).toBe("language");
    expect(es[2]!.coach_state?.act).toBe("language");
  });

  it("closes on 'thanks, off to…' and 'sleep now', but not on 'off to a bad start'", async () => {
    expect((await chat(["rough week", "thanks! off to the gym"]))[1]!.coach_state?.act).toBe("close");
    expect((await chat(["rough week", "ok sleep now"]))[1]!.coach_state?.act).toBe("close");
    expect((await chat(["rough week", "ok off to a bad start already"]))[1]!.coach_state?.act).not.toBe("close");
  });

  it("takes 'i dont want to do a breathing thing' as a no to exercises for the rest of the chat", async () => {
    const replies = await chat([
      "my house is chaos and my sister is visiting sunday",
      "i dont want to do a journaling thing btw",
      "i just feel like i should be better at this by now",
      "im such a failure at keeping on top of things",
    ]);
    expect(replies[1]!.coach_state?.no_offers).toBe(true);
    for (const r of replies.slice(2)) expect(r.recommended_exercise).toBeNull();
  });

  it("doesn't make 'at work' or 'a new school' the subject when they are only where it happens", async () => {
    const video = await chat([
      "i have to give a five minute talk to the parents at the open evening at school",
      "i go bright red whenever i speak",
      "last time my voice wobbled",
    ]);
    expect(video.map((r) => r.message).join(" ")).not.toMatch(/your studies/);
    const move = await chat(["we moved so i started at a new school last month", "nobody talks to me at lunch"]);
    expect(move.map((r) => r.message).join(" ")).not.toMatch(/your studies/);
  });

  it("doesn't read a thing lent as money, or a quoted word as the subject", async () => {
    const pencil = await chat([
      "a boy in my class lent me his calculator",
      "is it weird to say thanks again the next day?",
    ]);
    expect(pencil[1]!.message).not.toMatch(/money/i);
    const quoted = await chat(["my head keeps replaying 'you sounded like your dad in that meeting'"]);
    expect(quoted[0]!.message).not.toMatch(/things at home|your family/);
  });

  it("owns a too-general reply and asks about their case", async () => {
    const replies = await chat(["i keep starting diets and stopping", "honestly that's a bit textbook"]);
    expect(replies[1]!.message).toMatch(/too general|stock answer/);
  });

  it("meets a plan said again ('going to try it') warmly, and a shrug without 'tell me whatever comes to mind'", async () => {
    const again = await chat([
      "i keep putting off my tax return",
      "it's been on my list for weeks",
      "i could do the first page on saturday morning",
      "going to try it",
    ]);
    expect(again[3]!.message).toMatch(/hope it goes well|hardest bit done|Trying/);
    const shrug = await chat(["work has been awful", "my boss ignores my ideas", "i just feel invisible", "ok maybe"]);
    expect(shrug[3]!.message).not.toMatch(/whatever comes to mind/);
  });

  it("hears a fear carried on with 'and i'll…' as a fear, and 'i should make a sign' as a plan, not a should", async () => {
    const fear = await chat([
      "i'm doing my first open mic on friday",
      "and im scared nobody will laugh and ill just stand there in silence",
    ]);
    expect(fear[1]!.coach_state?.act).not.toBe("plan");
    const sign = await chat([
      "i'm selling my paintings at the village fete",
      "i should print some little cards with my instagram on",
    ]);
    expect(sign[1]!.message).not.toMatch(/"should"/);
  });

  it("leaves the celebration once a 'but…' has come up", async () => {
    const replies = await chat(
      [
        "i got the lead role in the play!!",
        "cant believe it honestly",
        "but my best friend auditioned for it too",
        "she went really quiet at lunch",
      ],
      { moodLevel: 4 },
    );
    expect(replies[3]!.message).not.toMatch(/lovely to hear|even better|I love that|No wonder this feels so big/);
  });

  it("takes 'no i do want to, that's not the problem' as a correction", async () => {
    const replies = await chat([
      "my partner wants to have a baby next year",
      "i'm worried i'm not ready",
      "no i do want one, that's not the problem",
    ]);
    expect(replies[2]!.message).toMatch(/misread|got that wrong|put me right|wrong/i);
  });

  it("answers both halves of 'should i say something or just let it go'", async () => {
    const leave = await chat([
      "my neighbour keeps parking across my drive",
      "should i say something or just let it go?",
    ]);
    expect(leave[1]!.message).toMatch(/step(ping)? back/);
    const petty = await chat(["a girl in my group copied my notes", "should i tell the tutor or is that petty?"]);
    expect(petty[1]!.message).toMatch(/isn't petty, mad or telling tales/);
  });

  it("names a strength said in passing, without an exercise on it", async () => {
    const replies = await chat([
      "i have to run a workshop for the sales team next month",
      "i always feel like a fraud when i present",
      "everyone will see through me",
      "my slides are good though, i know the product better than anyone",
    ]);
    expect(replies[3]!.recommended_exercise).toBeNull();
    expect(replies[3]!.message).toMatch(/strength|solid ground/);
  });

  it("hears 'so its not just me' and 'i'm not tired or busy' the right way round", async () => {
    const relief = await chat(["i hate phone calls", "is it normal to let it ring out?", "oh so its not just me"]);
    expect(relief[2]!.message).toMatch(/glad/);
    const notTired = await chat(["i keep skipping the gym", "im not tired or lazy, i just dread going"]);
    expect(notTired[1]!.message).not.toMatch(/worn out/);
  });
});

describe("guided coach: round 20 (the acknowledgement matches the turn's valence)", () => {
  const chat = async (turns: string[], ctx: CoachUserContext = {}) => messagesOf(await checkedReplies(turns, ctx));
  const SYMPATHY = /\b(sorry|sounds (really )?(hard|tough)|weighing on you|a lot to deal with|leaves you feeling)\b/i;

  it("meets a win with a warm line that names it, not sympathy", async () => {
    const out = await chat([
      "the last few weeks have been rubbish",
      "hardly leaving the flat",
      "i rang my old uni friend last night and we actually laughed for an hour",
    ]);
    expect(out[2]).toMatch(/real step|Good for you|worth being pleased/);
    expect(out[2]).not.toMatch(SYMPATHY);
    const brave = await chat(["i was shaking before my driving lesson", "but i got through the whole hour"]);
    expect(brave[1]).toMatch(/real step|Good for you|worth being pleased/);
  });

  it("meets a plan with backing, and a plain thanks after it with a close that names the plan", async () => {
    const out = await chat([
      "feeling stuck in a rut with my fitness",
      "no motivation at all lately",
      "gonna swim before work every tuesday and friday",
      "thank you",
    ]);
    expect(out[2]).not.toMatch(SYMPATHY);
    expect(out[3]).toMatch(/Good luck with the routine you've set yourself/);
    expect(out[3]).not.toMatch(/anything else/i);
    const talk = await chat([
      "my brother and i havent spoken since the wedding",
      "it's been months of silence",
      "i'll text him on sunday and say i miss him",
      "thanks",
    ]);
    expect(talk[3]).toMatch(/that conversation/);
  });

  it("reflects their own conclusion and affirms it, then moves forward", async () => {
    const out = await chat([
      "i messed up my piano grade exam",
      "the examiner looked bored",
      "so its not that im hopeless at piano, i just rushed the scales",
    ]);
    expect(out[2]).toMatch(/worked that out for yourself|put your finger on it/);
    expect(out[2]).not.toMatch(/ready answer|coping day to day|How are you coping/);
    const choice = await chat([
      "i cant choose between the flat in town and the one by the park",
      "the town one is cheaper but the park one feels like home",
      "i guess that kind of answers my own question",
      "thank you",
    ]);
    expect(choice[2]).toMatch(/put your finger on it|worked that out/);
    expect(choice[2]).not.toMatch(/ready answer/);
    expect(choice[3]).not.toMatch(/anything else/i);
  });

  it("gives a neutral fact a plain nod and keeps sympathy for trouble", async () => {
    const fact = await chat(["my cousin is staying with us for a bit", "she works at the library in town"]);
    expect(fact[1]).not.toMatch(SYMPATHY);
    const trouble = await chat(["my cousin is staying with us for a bit", "she never helps and i feel invisible"]);
    expect(trouble[1]).toMatch(/sorry|hard|tough|invisible|a lot|makes sense/i);
    // Mixed: read by how it ends.
    const mixed = await chat(["my exam went fine", "but then i found out i failed the coursework and i feel awful"]);
    expect(mixed[1]).not.toMatch(/real step|Good for you|worth being pleased/);
  });
});

describe("guided coach: round 21 (goodbyes, kinder guesses, words to say, Portuguese)", () => {
  const chat = async (turns: string[], ctx: CoachUserContext = {}) => messagesOf(await checkedReplies(turns, ctx));
  const actsOf = async (turns: string[]) => (await checkedReplies(turns)).map((r) => r.coach_state?.act);

  it("closes on a goodbye said at the end of a longer message or in other words", async () => {
    for (const last of [
      "anyway just needed to get that out of my head. off to walk the dog before it gets dark",
      "going to switch the laptop off and go to bed. thanks",
      "emailing her now before i bottle it. ta",
      "thanks, my husbands back, better start the tea",
      "ok im going to ring the surgery tomorrow. thank you x",
      "thats me for tonight, thank you",
      "cheers, have a good evening",
    ]) {
      const acts = await actsOf(["work has been really getting on top of me", "my inbox is a mess", last]);
      expect(acts[2], last).toBe("close");
    }
  });

  it("does not close on leaving words that are part of the story", async () => {
    for (const turn of [
      "my sister says i should go to the doctor",
      "i just need to sleep more but i cant",
      "i got off to a bad start today. thanks to the trains",
      "im going to head to the gym next week",
    ]) {
      const acts = await actsOf(["ive been feeling low", turn]);
      expect(acts[1], turn).not.toBe("close");
    }
  });

  it("closes on thanks for listening late in a chat, not with 'anything else?'", async () => {
    const out = await chat([
      "my dad has been in and out of hospital",
      "i drive there after work every day",
      "my brother lives abroad so its just me",
      "i'm shattered",
      "thank you for hearing me out",
    ]);
    expect(out[4]).not.toMatch(/anything else/i);
  });

  it("meets a kinder guess at what something meant as that, not as a plan", async () => {
    const out = await chat([
      "my neighbour walked straight past me this morning",
      "didnt even look up",
      "maybe he just didnt have his glasses on lol",
    ]);
    expect(out[2]).not.toMatch(/When would be a good time|doable|realistic/);
    const busy = await chat(["my best friend hasnt texted back in two days", "maybe shes just swamped at work"]);
    expect(busy[1]).not.toMatch(/When would be a good time|doable|How does it feel to have a plan/);
    // A real plan with "maybe" still is one.
    const walk = await chat(["i never leave the house at weekends", "maybe a walk round the park on sunday"]);
    expect(walk[1]).not.toMatch(/kinder|fairer/);
  });

  it("hears relief said with question marks, and hindsight, as good news", async () => {
    const out = await chat([
      "had my smear test today, been putting it off for ages",
      "and it was totally fine?? took five minutes",
      "cant believe i got so worked up about it for a whole year",
    ]);
    expect(out[1]).not.toMatch(/fair question|ready answer|can't answer/i);
    expect(out[2]).not.toMatch(/\b(sorry|hard|tough|affecting)\b/i);
  });

  it("gives example words when asked how to say it", async () => {
    const nervous = await chat([
      "my daughter has her first solo at the school concert friday",
      "shes really nervous about it",
      "what do i say to her so she doesnt freeze",
    ]);
    expect(nervous[2]).toMatch(/"[^"]+"/);
    expect(nervous[2]).toMatch(/something she would/);
    const sorry = await chat(["i snapped at my flatmate over nothing last night", "what should i actually say to her"]);
    expect(sorry[1]).toMatch(/"I'm sorry/);
    const no = await chat([
      "my manager keeps asking me to cover weekends",
      "i cant do the extra shifts any more",
      "how do i word it so it doesnt sound like im lazy",
    ]);
    expect(no[2]).toMatch(/"[^"]+"/);
    const lend = await chat([
      "my cousin keeps asking to borrow my car",
      "how do i say i cant lend it this time without starting a row",
    ]);
    expect(lend[1]).toMatch(/"Thanks for thinking of me/);
  });

  it("answers a whole chat in Portuguese with a different note each turn, in Portuguese", async () => {
    const turns = [
      "oi, tô com medo de voltar pro trabalho depois da licença",
      "faz seis meses que eu não vou pro escritório",
      "acho que todo mundo vai achar que eu esqueci tudo",
      "minha chefe é legal mas eu fico nervosa só de pensar",
      "será que é normal sentir isso?",
      "ainda não sei como vai ser a primeira semana",
      "talvez eu possa pedir uma conversa com ela antes",
      "valeu, vou pensar nisso",
    ];
    const replies = await checkedReplies(turns);
    expect(replies.every((r) => r.coach_state?.act === "language")).toBe(true);
    const messages = replies.map((r) => r.message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.every((m) => /inglês/.test(m) || /Se cuide/.test(m))).toBe(true);
  });
});

describe("guided coach: round 22 (no topic from one word, general answers, closing after a step)", () => {
  const chat = async (turns: string[]) => messagesOf(await checkedReplies(turns));
  const OFF_TOPIC = /\b(vets?|rescue centres?|your child|children|nursery|GP|pharmacist|doctor|insurer|landlord)\b/i;

  it("answers 'how long until it sounds right' about a new skill, not the pet named earlier", async () => {
    const piano = await chat([
      "ive taken up the cello at 47",
      "the dog howls every time i practise lol",
      "scales are painfully slow",
      "how long does it take before it sounds like proper music",
    ]);
    expect(piano[3]).not.toMatch(OFF_TOPIC);
    expect(piano[3]).toMatch(/practice|weeks|month/i);
    const pottery = await chat([
      "signed up for a pottery class",
      "my bowls keep collapsing on the wheel",
      "when does it start to click",
    ]);
    expect(pottery[2]).not.toMatch(OFF_TOPIC);
    expect(pottery[2]).toMatch(/practice/i);
  });

  it("answers settling into a new job about the job, not a child starting nursery", async () => {
    const job = await chat([
      "started a new role at the council three weeks ago",
      "everyone is friendly but i still feel like a spare part",
      "how long does it normally take to settle in",
    ]);
    expect(job[2]).not.toMatch(OFF_TOPIC);
    expect(job[2]).toMatch(/months|weeks/i);
  });

  it("keeps a career change about the change, with no invented child", async () => {
    const career = await chat([
      "thinking about leaving banking to become a midwife",
      "it would be an access course first then the degree",
      "when would i actually qualify, im 41 now",
      "am i too old for this",
    ]);
    career.forEach((m) => expect(m).not.toMatch(/\b(your child|your kids?|son|daughter|vets?)\b/i));
    expect(career[3]).toMatch(/Not too old/);
    const football = await chat([
      "my 8 year old started judo so i signed up for the adult class",
      "how long before i stop looking clumsy",
    ]);
    football.forEach((m) => expect(m).not.toMatch(/\b(your child|things with your child)\b/i));
    expect(football[1]).not.toMatch(OFF_TOPIC);
  });

  it("still answers a health question about what was said just before", async () => {
    const health = await chat([
      "had a scan on my knee last week",
      "the doctor said they would write to me",
      "how long do they normally take to send the letter about it",
    ]);
    expect(health[2]).toMatch(/GP|pharmacist|NHS|can't be sure/i);
  });

  it("closes after a step done this minute and thanks", async () => {
    const booking = await converse([
      "i want to go back to learning french",
      "theres an evening class at the library",
      "ok emailing the tutor now. thanks so much",
    ]);
    expect(booking.replies[2]!.coach_state?.act).toBe("close");
    expect(booking.replies[2]!.message).not.toMatch(/\?/);
    const ringing = await converse([
      "dreading phoning the gas company about the bill",
      "i have the account number ready",
      "right ringing them now, thanks for the push",
    ]);
    expect(ringing.replies[2]!.coach_state?.act).toBe("close");
    // Still trouble, not a goodbye.
    const stuck = await converse(["my week has been rubbish", "feeling awful right now, thanks"]);
    expect(stuck.replies[1]!.coach_state?.act).not.toBe("close");
  });
});

describe("guided coach: round 23 (closes said with thanks and a step, good news said as a performance)", () => {
  const chat = async (turns: string[], ctx: CoachUserContext = {}) => messagesOf(await checkedReplies(turns, ctx));
  it("closes when thanks comes with the step they are off to take, or a sign-off follows it", async () => {
    const thenStep = await converse([
      "i keep forgetting to call my grandad",
      "he never complains but i know he waits for it",
      "ok cheers, gonna set a weekly reminder on my phone now",
    ]);
    expect(thenStep.replies[2]!.coach_state?.act).toBe("close");
    const signOffs = await converse([
      "my desk is buried in paper",
      "i think one drawer at a time is doable",
      "ok clearing the top drawer now. bye, thanks",
    ]);
    expect(signOffs.replies[2]!.coach_state?.act).toBe("close");
    const settled = await converse([
      "the boiler has been broken all week",
      "cold showers are getting old",
      "right, plumber is booked for monday. cheers",
    ]);
    expect(settled.replies[2]!.coach_state?.act).toBe("close");
    const cameToTell = await converse([
      "I RAN. 5k. without stopping",
      "first time since my knee op",
      "anyway heading back to bed now. just wanted to share it with someone!",
    ]);
    expect(cameToTell.replies[2]!.coach_state?.act).toBe("close");
    // Thanks with a hard feeling, or a plan to feel bad, is not a goodbye.
    const still = await converse(["work has been grim", "thanks, im going to be miserable all weekend now"]);
    expect(still.replies[1]!.coach_state?.act).not.toBe("close");
  });

  it("hears singing or performing in front of people as good news, and surprise as a statement", async () => {
    const poem = await chat([
      "i read my poem out at the open mic. in front of strangers",
      "and a woman came up after?? to say it got her",
    ]);
    expect(poem[0]).not.toMatch(/sorry|sounds (hard|tough)|a lot to deal with/i);
    expect(poem[1]).not.toMatch(/don't have a ready answer|can't be sure/i);
    // Laughed at is not good news.
    const booed = await chat(["i sang at the pub quiz karaoke and people laughed at me"]);
    expect(booed[0]).not.toMatch(/well done|deserves a moment|good for you/i);
  });

  it("does not make a work night out the chat's subject", async () => {
    const toast = await converse([
      "did my first ever toast!",
      "work leaving do last night, i always hide at the back",
      "i was shaking for the first minute",
      "and then everyone cheered",
    ]);
    toast.replies.forEach((r) => expect(r.message).not.toMatch(/\bwork\b/i));
  });

  it("does not hear a loss in 'put my name down'", async () => {
    const signedUp = await chat(["my sister put my name down for the charity 10k without asking"]);
    expect(signedUp[0]).not.toMatch(/loss|sorry for/i);
    const pet = await chat(["we had to put our old cat down yesterday"]);
    expect(pet[0]).toMatch(/sorry/i);
  });
});

describe("guided coach: round 24 (quoted questions, their own idea checked, fears, terse replies, thoughts told)", () => {
  const chat = async (turns: string[], ctx: CoachUserContext = {}) => messagesOf(await checkedReplies(turns, ctx));
  const DODGE = /ready answer|can't answer that one|isn't one right answer/;
  it("does not answer a question someone else asked, quoted in the story", async () => {
    const quoted = await converse([
      "my sister is moving abroad for work",
      "she texted 'will you help me pack? i cant face it alone' and i havent replied",
    ]);
    expect(quoted.replies[1]!.coach_state?.act).not.toBe("answer");
    expect(quoted.replies[1]!.message).not.toMatch(DODGE);
  });

  it("answers a question announced as one, and a check on their own idea", async () => {
    const announced = await converse(["random q. how do you ask a friend to stop being late all the time"]);
    expect(announced.replies[0]!.coach_state?.act).toBe("answer");
    const checked = await chat([
      "my flatmate keeps eating my food",
      "i might just put a note on the fridge, friendly, like 'hands off the hummus pls'",
      "thats not too passive aggressive is it?",
    ]);
    expect(checked[2]).not.toMatch(DODGE);
    const idea = await chat([
      "i want to get better at talking to new people",
      "i can join a walking group. is a good idea, no?",
    ]);
    expect(idea[1]).toMatch(/good idea/i);
  });

  it("hears a fear of breaking down as a fear, not a plan, and a scene-setting 'when' as a statement", async () => {
    const fear = await converse([
      "i have to read at my grandads funeral on friday",
      "i keep thinking ill start crying and not get through it",
    ]);
    expect(fear.replies[1]!.coach_state?.act).not.toBe("committed");
    expect(fear.replies[1]!.message).not.toMatch(/doable step|have a plan/i);
    const scene = await converse(["when my boss talks to me i go blank. and then i feel stupid all afternoon"]);
    expect(scene.replies[0]!.coach_state?.act).not.toBe("answer");
  });

  it("closes on thanks said as 'that helped' or with a step before nerves win", async () => {
    const helped = await converse(["my manager wants a word tomorrow", "ok. that helped more than i expected"]);
    expect(["thanks", "close"]).toContain(helped.replies[1]!.coach_state?.act);
    const before = await converse([
      "i want to ask for a pay rise",
      "i know what i want to say now",
      "thanks for this. going to email her before i lose my nerve",
    ]);
    expect(before.replies[2]!.coach_state?.act).toBe("close");
  });

  it("gives someone answering in single words a choice instead of the same question again", async () => {
    const terse = await converse(["gym", "quit", "again", "3rd time", "lazy", "dunno", "yeah", "maybe", "shoes"], {
      moodLevel: 2,
    });
    const messages = terse.replies.map((r) => r.message);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it("hears a worry about how a no will look, in the middle of problem-solving, as that worry", async () => {
    const worry = await converse([
      "my cousin wants me to be her bridesmaid and i really cant afford it",
      "how do i say no without hurting her?",
      "i think if i say no shell think im jealous of her",
    ]);
    expect(worry.replies[2]!.message).not.toMatch(
      /something to work with|gives us some options|useful thing to notice/i,
    );
  });

  it("hears a thought they had as part of the story, and a one-word '??' as surprise", async () => {
    const thought = await converse([
      "band practice was awful again",
      "then i sat in the car park and thought why do i even bother",
    ]);
    expect(thought.replies[1]!.coach_state?.act).not.toBe("answer");
    const surprise = await converse([
      "my boss asked me to lead the new project",
      "like. me?? i can barely run a meeting",
    ]);
    expect(surprise.replies[1]!.message).not.toMatch(DODGE);
  });

  it("answers 'should I… or is that overreacting' instead of handing it back", async () => {
    const asked = await converse([
      "a lad in my class keeps mimicking my stammer",
      "is it worth mentioning it to the teacher or is that totally overreacting",
    ]);
    expect(asked.replies[1]!.message).not.toMatch(DODGE);
  });
});

describe("guided coach: round 25 (everyday questions answered, thanks with a step, news that isn't theirs)", () => {
  const DODGE = /ready answer|can't answer that one|isn't one right answer|rather not guess/;
  it("answers everyday practical questions instead of turning them back", async () => {
    for (const turns of [
      ["zoom interview for a job on friday", "do i look at the webcam or at the people when im talking?"],
      ["started running last week", "is it ok that my calves are this achy two days later?"],
      ["i spend my whole evening on tiktok", "how much screen time is too much for an adult?"],
      ["back on nights all week", "any way to wind down when i get home at 8am?"],
      ["got my review next week", "how much of a raise can i ask for without looking greedy?"],
      ["are you really a human or a bot?"],
    ]) {
      const { replies } = await converse(turns);
      expect(replies.at(-1)!.coach_state?.act, turns.at(-1)).toBe("answer");
      expect(replies.at(-1)!.message, turns.at(-1)).not.toMatch(DODGE);
    }
    const gym = await converse(["signed up to a gym in january", "how often should i go as a total beginner?"]);
    expect(gym.replies[1]!.message).toMatch(/two or three/);
  });

  it("closes on thanks with a step said as what they're doing, and on a goodbye in their language", async () => {
    for (const last of [
      "ok the forms are printed. filling them in saturday morning. thanks",
      "cheers. going to rehearse it with my flatmate",
      "right. booking the appointment now before i chicken out. ta",
      "thank you, i try it tomorrow. bonne nuit!",
    ]) {
      const { replies } = await converse(["i keep putting off the boring admin", last]);
      expect(replies[1]!.coach_state?.act, last).toBe("close");
    }
    const mild = await converse(["my boss dumps work on me", "fine. that was kind of useful i suppose"]);
    expect(["thanks", "close"]).toContain(mild.replies[1]!.coach_state?.act);
  });

  it("answers telling people about a condition, whether a group would want them, and a no said in the moment", async () => {
    const tell = await converse([
      "i'm dyslexic and starting a new office job",
      "should i tell people i'm dyslexic on day one?",
    ]);
    expect(tell.replies[1]!.message).toMatch(/matter-of-fact/);
    const group = await converse([
      "i moved here in spring and know nobody",
      "there's a book club at the library. would they want a newcomer who's 58?",
    ]);
    expect(group.replies[1]!.message).toMatch(/Going once/);
    const no = await converse(["people pile work on me", "what do i say when a colleague asks me to cover for them?"]);
    expect(no.replies[1]!.message).not.toMatch(/whole story/);
    const paranoid = await converse(["my friends went quiet in the group chat", "am i being paranoid?"]);
    expect(paranoid.replies[1]!.message).toMatch(/^Not at all/);
  });

  it("hears a question quoted a few words after 'asked', a tip taken up, and a step or relief said briefly", async () => {
    const quoted = await converse([
      "family christening on sunday",
      "my uncle asked last time 'and what is it you actually do now?' and everyone laughed",
    ]);
    expect(quoted.replies[1]!.coach_state?.act).not.toBe("answer");
    const liked = await converse([
      "my flatmate never does the dishes",
      "how do i bring it up without a row?",
      "ha ok i actually like that one",
    ]);
    expect(liked.replies[2]!.message).toMatch(/feels like yours/);
    const booked = await converse(["i've been avoiding the dentist for years", "ok i've just booked it for friday"]);
    expect(booked.replies[1]!.message).not.toMatch(/hardest|going through/);
    const vented = await converse([
      "i need to rant about my landlord",
      "he still hasn't fixed the boiler",
      "feels better just getting that out",
    ]);
    expect(vented.replies[2]!.message).toMatch(/glad/i);
  });

  it("answers telling someone how it is for you, 'is it me or them', and does not hand a factual question back", async () => {
    const nerves = await converse([
      "first pottery class on tuesday",
      "should i tell the tutor that im really nervous?",
    ]);
    expect(nerves.replies[1]!.message).toMatch(/a bit nervous/);
    const side = await converse(["my group project keeps going wrong", "honestly is it me or is it them"]);
    expect(side.replies[1]!.message).toMatch(/bit of both/);
    const unknown = await converse(["my nan is moving into a care home", "what do care homes actually let you bring?"]);
    expect(unknown.replies[1]!.message).not.toMatch(/tell a friend|behind it/);
    const downplayed = await converse([
      "i missed the deadline for my parking appeal",
      "its a 60 quid fine. annoying but not the end of the world",
    ]);
    expect(downplayed.replies[1]!.message).not.toMatch(/catastroph/i);
  });

  it("hears a step with the 'I' left out, a question they settled themselves, and school photos as no studies", async () => {
    const step = await converse(["driving lesson tomorrow", "any tip for nerves?", "ok will do that at 8.30"]);
    expect(step.replies[2]!.coach_state?.act).toBe("committed");
    const settled = await converse([
      "writing my wedding toast",
      "two pages is way too long isnt it. ok trimming it down",
    ]);
    expect(settled.replies[1]!.coach_state?.act).not.toBe("answer");
    const photos = await converse(["school photos on monday and i have a massive cold sore", "k bye"]);
    expect(photos.replies[1]!.message).not.toMatch(/studies/);
  });

  it("does not celebrate someone else's news said through gritted teeth", async () => {
    for (const said of [
      "a guy from my course just got promoted to team lead. love that for him 🙃",
      "someone from my year just got engaged 🙄",
    ]) {
      const { replies } = await converse(["scrolling linkedin again", said], { moodLevel: 2 });
      expect(replies[1]!.message, said).not.toMatch(/good news|congratulations|celebrate/i);
    }
  });
});
