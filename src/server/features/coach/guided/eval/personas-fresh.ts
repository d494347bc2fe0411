// Sixteen people the guided coach was not written for (issue 12, second round), written as real
// users write: lower case, typos, long paragraphs, one-word answers, direct questions, pushback,
// French, a change of topic. Split 8 `dev` (read while fixing the coach) / 8 `test` (only ever
// measured) by a seeded hash of each title, like the safety cases (safety/eval/cases.ts).
// The split is recorded in FRESH_SPLIT_RECORDED; personas.test.ts checks it still matches the seed.
// Ratings: docs/coach-ratings.md.
import { createHash } from "node:crypto";
import type { Persona, TurnTag } from "./personas.ts";

export const FRESH_SPLIT_SEED = "otter-coach-fresh-2026-11-24";

const q = (say: string) => ({ say, tag: "question" as const });
const bye = (say: string) => ({ say, tag: "goodbye" as const });
const no = (say: string) => ({ say, tag: "decline" as const });
const foreign = (say: string) => ({ say, tag: "foreign" as const });
const t = (say: string, tag: TurnTag) => ({ say, tag });

export const FRESH_PERSONAS: readonly Persona[] = [
  {
    id: "fresh-new-parent",
    title: "A new parent, exhausted",
    context: { moodLevel: 2, emotions: ["Tired", "Overwhelmed"] },
    turns: [
      "baby is 7 weeks old and I haven't slept more than 2 hours in a row since she was born",
      "everyone keeps saying enjoy every moment and I just want to cry",
      q("Is it normal to not feel that instant bond everyone talks about?"),
      "my partner helps but he's back at work so the nights are all me",
      "I used to be so organised and now I can't even remember if I've eaten today",
      no("honestly I don't have time for exercises or whatever"),
      "maybe I could ask my mum to come over one afternoon so I can nap",
      "thursday probably",
      bye("she's waking up, I have to go"),
    ],
  },
  {
    id: "fresh-passed-over",
    title: "Passed over for promotion",
    turns: [
      "They gave the senior role to someone who joined a year after me.",
      "I trained her. I literally trained her on half the systems.",
      "My manager said I 'need more visibility', whatever that means",
      "I'm starting to think I'm just not leadership material",
      q("why does this keep happening to me?"),
      "I don't even know if I want to stay there anymore",
      "I could ask for a proper feedback meeting I guess",
      no("no I don't want to do an exercise, I want to figure out whether to leave"),
      "ok. thanks I guess",
      bye("bye"),
    ],
  },
  {
    id: "fresh-left-out",
    title: "Left out by the friend group",
    turns: [
      "saw on instagram that my friends all went away for a cabin weekend and nobody invited me",
      "we've been friends since uni. like 8 years",
      "maybe I'm the annoying one in the group and they finally got sick of me",
      "lol no they would never say that to my face",
      q("should I say something or just pretend I didn't see it?"),
      "that won't work, if I bring it up I'll look needy",
      "idk",
      "i guess i could message Priya, she's the one I'm closest to",
      bye("ok gonna go think about it"),
    ],
  },
  {
    id: "fresh-party-now",
    title: "Hiding in the bathroom at a party",
    turns: [
      "im literally hiding in the bathroom at a party rn",
      "i dont know anyone except the host and she's busy",
      "everyone is in little groups already laughing about stuff",
      q("what do I even say to people??"),
      "ok but what if they just look at me weird",
      "i tried talking to one guy earlier and he just said cool and walked off",
      "maybe ill go get a drink and stand near the kitchen",
      bye("ok going back out. wish me luck"),
    ],
  },
  {
    id: "fresh-new-job-imposter",
    title: "Imposter feelings at a new job",
    context: { userName: "Dev" },
    turns: [
      "Started a new job as a data analyst two weeks ago",
      "Everyone uses tools I've never heard of and I just nod along in meetings",
      "I keep waiting for them to realise they hired the wrong person",
      "My onboarding buddy is nice but I don't want to bother her with dumb questions",
      q("Is it normal to feel this lost after two weeks?"),
      "I guess nobody expects me to know everything yet",
      "I could keep a list of questions and ask her once a day",
      "yeah, starting tomorrow after standup",
      "thanks, that actually helps",
      bye("bye!"),
    ],
  },
  {
    id: "fresh-body-image",
    title: "A body-image low day",
    context: { moodLevel: 2, emotions: ["Ashamed", "Sad"] },
    turns: [
      "Tried on clothes for a wedding and nothing fits. I hate how I look.",
      "I skipped the gym today because I didn't want anyone to see me",
      "My sister looks amazing in everything, it's not fair",
      q("I know I should be kinder to myself but how?"),
      "I'd tell a friend she looks lovely and that clothes sizes are random anyway",
      "it feels fake saying it to myself",
      "fine",
      "maybe I'll order a dress online in a size that fits and stop forcing the old ones",
      bye("thanks. bye"),
    ],
  },
  {
    id: "fresh-carer",
    title: "A carer burning out",
    turns: [
      "I look after my dad, he has dementia. I'm his only carer since mum died.",
      "He asked me who I was this morning.",
      "I'm so tired all the time and I snapped at him yesterday and I feel awful about it",
      "I can't take a break, there's no one else",
      q("What should I do?"),
      "respite care costs money we don't have",
      "my cousin offered to help once but I said no",
      "I suppose I could ask her to sit with him on Sunday for a couple of hours",
      "I'd probably just sleep honestly",
      bye("Thank you. I need to go, he's calling me"),
    ],
  },
  {
    id: "fresh-grief-anniversary",
    title: "A grief anniversary",
    turns: [
      "It's a year today since my brother died.",
      "Everyone else seems to have moved on, nobody has even mentioned it",
      "I keep looking at old photos of us",
      "He was the funny one. He'd have made a joke about me being like this",
      t("I don't want to do anything, I just want to talk about him", "decline"),
      "He used to call me every Sunday just to complain about football",
      "I think I'll light a candle tonight and watch his favourite film",
      q("Does it ever get easier?"),
      "thank you for letting me talk about him",
      bye("night"),
    ],
  },
  {
    id: "fresh-procrastination",
    title: "Procrastination shame",
    turns: [
      "I have a report due Friday that I haven't started and I've known about it for three weeks",
      "Every day I say tomorrow and then I watch YouTube until 2am",
      "I'm so lazy, seriously what is wrong with me",
      "my manager thinks it's nearly done",
      q("why can't I just do it like a normal person?"),
      "the first bit is just the intro and the data tables",
      "ok I'll do 10 minutes on the tables after lunch",
      "ok",
      "I actually opened the file lol",
      bye("bye"),
    ],
  },
  {
    id: "fresh-teen-exams",
    title: "A teenager with exam stress",
    turns: [
      "i have my gcses in 3 weeks and i havent revised for half of them",
      "my parents keep saying i'll have no future if i fail",
      "everyone in my class has revision timetables and colour coded notes and stuff",
      "i literally cant focus for more than 5 mins",
      q("how do people actually revise??"),
      "that wont work for me i've tried timers",
      "maths is the worst one",
      "i guess i could do one past paper this weekend",
      "saturday morning",
      bye("ok thx bye"),
    ],
  },
  {
    id: "fresh-idk-fine-meh",
    title: 'Only "idk", "fine" and "meh"',
    context: { moodLevel: 3 },
    turns: ["fine", "idk", "meh", "nothing", "school i guess", "idk", "its just boring", "no", "k", bye("bye")],
  },
  {
    id: "fresh-direct-questions",
    title: "Lots of direct questions",
    turns: [
      q("are you a real person?"),
      q("ok. so what do you actually do?"),
      q("I keep cancelling plans with people last minute. why does this keep happening?"),
      q("what should I do?"),
      q("but is it bad that I feel relieved when I cancel?"),
      q("do you think I'm antisocial?"),
      q("how do I stop feeling guilty about it?"),
      "ok, I could keep one plan this week, the dinner on Friday",
      q("what if I want to cancel on the day?"),
      bye("ok thanks bye"),
    ],
  },
  {
    id: "fresh-pushback",
    title: 'Pushes back on advice ("that won\'t work")',
    turns: [
      "My flatmate plays music until 3am every night and I have work at 7",
      "I've already asked him nicely twice",
      q("what should I do?"),
      "that won't work, he doesn't care",
      "earplugs don't work either, I've tried",
      "you're not really helping",
      "I just want him to have some respect",
      "I suppose I could talk to the landlord",
      no("no"),
      bye("whatever, bye"),
    ],
  },
  {
    id: "fresh-long-paragraphs",
    title: "Long paragraphs after a move",
    turns: [
      "So I moved to Manchester four months ago because my partner got a job here, and I thought it would be an adventure, but honestly it's been really hard. I work remotely so some days I don't speak to anyone except him, and he's working long hours so he comes home tired and just wants to watch TV. I don't want to make him feel guilty because it was a joint decision, but I feel like I've lost a bit of who I was.",
      "Back home I had my running club and my friends from school and my mum down the road. Here I don't really have anything that's mine. I tried a running club once but everyone already knew each other and I didn't go back. I keep telling myself it takes time but four months feels like a long time to feel this flat.",
      "The weird thing is that when people back home ask how it's going I say it's great, because I don't want them to worry or think I made a mistake. And then I get off the phone and feel worse. I think part of me is scared that it was a mistake and that I gave up a lot for something that isn't working for me.",
      "I haven't really said any of this to my partner. He's so happy with his new job and I don't want to spoil it for him, and I also worry that if I say it out loud it becomes real and we'd have to decide something big, like whether to move back, and I don't think either of us wants that.",
      q("Do you think I should tell him?"),
      "I think if I'm honest he'd want to know. He's always said he'd rather hear things early than find out later. I suppose I've been protecting him from something he didn't ask to be protected from, which sounds a bit silly when I write it down.",
      "Maybe I could talk to him on Saturday morning when we're both relaxed, not on a weeknight when he's exhausted. And I could give the running club another try, maybe go three times before I decide anything about it.",
      "Thank you, this has been really helpful actually. It's nice to write it all down to someone.",
      bye("I'll let you know how it goes. Bye for now"),
    ],
  },
  {
    id: "fresh-french",
    title: "Writing in French, then simple English",
    turns: [
      foreign("Bonjour, je me sens vraiment seule depuis que j'ai déménagé à Lyon pour le travail."),
      foreign("Je ne parle pas bien anglais, désolée."),
      "I try. I am alone in new city",
      "I have no friends here, only colleagues from work",
      "Sometimes I cry in the evening",
      q("Is normal?"),
      "Maybe I go to a language exchange evening, there is one near my flat",
      "Thursday",
      foreign("Merci beaucoup"),
      bye("bye bye"),
    ],
  },
  {
    id: "fresh-topic-change",
    title: "Changes topic mid-way",
    turns: [
      "my landlord is putting the rent up again",
      "I don't know if I can afford to stay",
      "anyway whatever. my sister's getting married next month and I'm maid of honour",
      "I have to give a speech and I'm dreading it",
      "I'm terrible at public speaking, I go bright red",
      "Actually forget the speech, the real problem is I lost my job 3 weeks ago and I haven't told anyone",
      "I've been pretending to go to work every day",
      "I'm scared they'll all think I'm a failure",
      "maybe I could tell my sister first, she'd be kind about it",
      bye("ok I need to go"),
    ],
  },
];

export type FreshSplit = "dev" | "test";

const rank = (title: string) => createHash("sha256").update(`${FRESH_SPLIT_SEED}:${title}`).digest("hex");

/** Titles ordered by their seeded hash: the first half is dev, the rest test. */
export function freshSplit(personas: readonly Persona[] = FRESH_PERSONAS): Record<string, FreshSplit> {
  const ordered = [...personas].sort((a, b) => rank(a.title).localeCompare(rank(b.title)));
  const half = Math.floor(ordered.length / 2);
  return Object.fromEntries(ordered.map((p, i) => [p.id, i < half ? "dev" : "test"]));
}

/** The split as computed from FRESH_SPLIT_SEED when these were written (a test keeps them equal). */
export const FRESH_SPLIT_RECORDED: Record<string, FreshSplit> = {
  "fresh-party-now": "dev",
  "fresh-long-paragraphs": "dev",
  "fresh-procrastination": "dev",
  "fresh-passed-over": "dev",
  "fresh-new-parent": "dev",
  "fresh-topic-change": "dev",
  "fresh-idk-fine-meh": "dev",
  "fresh-body-image": "dev",
  "fresh-direct-questions": "test",
  "fresh-new-job-imposter": "test",
  "fresh-teen-exams": "test",
  "fresh-french": "test",
  "fresh-pushback": "test",
  "fresh-left-out": "test",
  "fresh-grief-anniversary": "test",
  "fresh-carer": "test",
};
