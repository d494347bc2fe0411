// Twenty more people (issue 12, fifth round), in situations the earlier sets do not cover, written so that
// work, money, apps and times come up in passing without being the subject: a parent of a teenager, a
// long-distance friendship fading, a sibling rivalry, retirement, waiting for a scan result, a breakup where
// rent comes up, a new city and Instagram once, a student with a part-time job, invisible at family dinners,
// a hobby given up, a good review that still feels bad, a friend who owes money (money IS the subject), a
// wedding speech, a dog-walker's loneliness, an adult child of a drinker, a night-shift worker who cannot
// sleep, a grandparent in a home, a group project freeloader, a body change after an illness, a friend's
// engagement. Split by a seeded hash of each title: 6 `test` (held out, read only after tuning) and the rest
// `dev`. The split is recorded in DEV4_SPLIT_RECORDED; personas.test.ts checks it still matches the seed.
// Ratings: docs/coach-ratings.md (Round 5).
import { createHash } from "node:crypto";
import type { Persona } from "./personas.ts";

export const DEV4_SPLIT_SEED = "otter-coach-dev4-2026-11-27-r5";
export const DEV4_TEST_COUNT = 6;

const q = (say: string) => ({ say, tag: "question" as const });
const bye = (say: string) => ({ say, tag: "goodbye" as const });
const no = (say: string) => ({ say, tag: "decline" as const });

export const DEV4_PERSONAS: readonly Persona[] = [
  {
    id: "dev4-teen-daughter",
    title: "Dad of a 14-year-old who only grunts",
    turns: [
      "my daughter is 14 and she basically only talks to me in grunts now",
      "I get home from work around 6 and she's straight up to her room",
      "we used to do everything together, football, cooking, all of it",
      q("is this just a teenager thing or have I done something?"),
      "her mum says I'm overthinking it",
      q("how do I get her to open up without pushing?"),
      "maybe I could ask if she wants to cook on sunday like we used to",
      "yeah",
      bye("cheers, I'll let you know how it goes"),
    ],
  },
  {
    id: "dev4-long-distance-friend",
    title: "A best friend abroad, drifting apart",
    context: { moodLevel: 2, emotions: ["Sad"] },
    turns: [
      "my best friend moved to Canada last year and we barely talk anymore",
      "the time difference makes it hard, when I finish work she's still at lunch",
      "I see her stories and she has all these new friends",
      "it feels like I'm being replaced",
      q("is it normal for friendships to fade like this?"),
      "I don't want to be the needy one who always messages first",
      "idk",
      "maybe I could suggest a call at the weekend, that works for both time zones",
      "sunday morning for me",
      bye("thanks, bye"),
    ],
  },
  {
    id: "dev4-sibling-rivalry",
    title: "Always second to an older brother",
    turns: [
      "my brother got engaged and now thats all anyone talks about at home",
      "hes always been the golden child. good job, good grades, now the perfect fiancee",
      "I know I should be happy for him",
      "but I just feel like the disappointment of the family",
      q("am I a bad person for being jealous of my own brother?"),
      "mum literally said 'why cant you be more like him' at christmas when I was like 15 and its stuck",
      no("no i dont want an exercise"),
      "i guess ill just smile at the engagement party",
      "its in two weeks",
      bye("ok night"),
    ],
  },
  {
    id: "dev4-retirement",
    title: "Retired last month and feels useless",
    turns: [
      "I retired at the end of October after 38 years at the same firm",
      "Everyone said I'd love it. I don't. I feel useless",
      "My wife has her own routines and I think I'm getting under her feet",
      "The days are very long.",
      q("Is it normal to feel like this after retiring?"),
      "I was an engineer. People used to ask me things.",
      "There's a repair cafe in town that wants volunteers, my neighbour mentioned it",
      q("But what if I'm no good at it?"),
      "Alright. I might go on Tuesday and have a look.",
      bye("Thank you, goodbye."),
    ],
  },
  {
    id: "dev4-scan-wait",
    title: "Waiting for scan results, work in passing",
    context: { moodLevel: 2, emotions: ["Anxious"] },
    turns: [
      "had a scan on monday for a lump and they said results in 10 days",
      "I keep going to work and acting normal but my head is not there at all",
      "every time my phone rings I think it's the hospital",
      q("how do I stop thinking about the worst case?"),
      "I havent told my partner yet. I don't want to worry her",
      "ok",
      "my manager asked if I was ok and I said yes lol",
      "maybe I'll tell my partner tonight",
      "thanks. that helped a bit",
      bye("bye"),
    ],
  },
  {
    id: "dev4-breakup-rent",
    title: "Breakup, and the rent mentioned in passing",
    turns: [
      "my gf and I broke up last week after 3 years",
      "she's moving out on the 1st and I can't afford the rent on my own but honestly thats not even the worst part",
      "the worst part is coming home and it being quiet",
      "I keep reaching for my phone to tell her stuff",
      q("does it get easier?"),
      "everyone says plenty more fish. not helpful",
      "my mate wants me to come to his for the weekend",
      "ok maybe I'll go saturday",
      "yeah",
      "thanks man",
    ],
  },
  {
    id: "dev4-new-city-instagram",
    title: "New city, no friends yet",
    turns: [
      "moved to Leeds for a job 2 months ago and I still don't know anyone",
      "work is fine, people are nice but they all go home to their families",
      "I spend weekends walking around on my own",
      "saw on instagram my old friends all went to a gig together without me",
      "it's not their fault I moved",
      q("how do adults even make friends??"),
      "there's a climbing wall near me that does beginner nights",
      "maybe thursday",
      "thanks, I'll try",
      bye("night"),
    ],
  },
  {
    id: "dev4-student-parttime-job",
    title: "A student behind on the dissertation",
    context: { moodLevel: 2, emotions: ["Stressed"] },
    turns: [
      "my dissertation is due in 5 weeks and I've written like 800 words",
      "I work at a cafe 3 shifts a week which doesnt help but I need the money",
      "every time I open the doc I just stare at it",
      "my supervisor hasnt replied to my last 2 emails",
      q("how do I actually start when its this big?"),
      "that could work",
      "i have a shift tomorrow till 2 so maybe after that",
      "honestly the scariest part is that it might just be bad",
      q("what if its rubbish?"),
      bye("ok thank you!! bye"),
    ],
  },
  {
    id: "dev4-invisible-family-dinner",
    title: "Invisible at family dinners",
    turns: [
      "every sunday we have dinner at my parents and I might as well not be there",
      "they all talk over me. my sister talks about her kids, my brother about his business",
      "when I try to say something someone just starts talking over me",
      "last week I said I got a new job and nobody even asked about it",
      "I drove home and cried in the car",
      q("should I just stop going?"),
      "i dont want to make a scene though",
      "maybe I could tell my dad, he's the one who'd listen",
      "ok",
      "thanks for listening",
    ],
  },
  {
    id: "dev4-hobby-given-up",
    title: "Gave up the piano years ago",
    turns: [
      "I used to play piano every day when I was younger. stopped when I had the kids",
      "now they're older and I have time but I can't make myself sit down",
      "I tried last month and I was so rusty it was embarrassing even though no one was listening",
      "I think I'm scared I've lost it",
      q("is it too late to get good again at 45?"),
      "hmm",
      "maybe 10 mins while the kids are at school",
      "tomorrow morning",
      bye("thanks, see you"),
    ],
  },
  {
    id: "dev4-good-review-still-bad",
    title: "A good performance review that still feels bad",
    turns: [
      "had my performance review today and it was actually really good",
      "but there was one comment about being 'too quiet in meetings' and I can't stop thinking about it",
      "everything else was positive but that's the bit on repeat",
      q("why does my brain do this??"),
      "I've always been like this, one bad thing cancels ten good ones",
      "my partner says I should be celebrating",
      "maybe I could write down the good bits so I actually remember them",
      "tonight",
      bye("thanks. bye!"),
    ],
  },
  {
    id: "dev4-friend-owes-money",
    title: "A friend who borrowed money and went quiet",
    turns: [
      "I lent my friend £600 in march and she still hasn't paid any back",
      "she's been on holiday twice since. I saw it on facebook",
      "every time I bring it up she changes the subject",
      "I need that money, I'm behind on my own bills now",
      q("how do I ask for it back without ruining the friendship?"),
      "I'm scared she'll get defensive",
      "maybe I could ask for it in parts, like 100 a month",
      q("what if she just ignores me?"),
      "ok. I'll text her this weekend",
      "thanks",
    ],
  },
  {
    id: "dev4-wedding-speech",
    title: "Best man speech in three weeks",
    turns: [
      "I'm best man at my mate's wedding in 3 weeks and I have to do a speech",
      "I hate public speaking, I go red and my voice shakes",
      "there'll be like 120 people",
      q("any tips?"),
      "I haven't even started writing it",
      "I could write it this weekend and practice on my brother",
      "saturday",
      "cheers",
      bye("later"),
    ],
  },
  {
    id: "dev4-dog-walks-lonely",
    title: "Widowed, talks only to the dog",
    context: { moodLevel: 2, emotions: ["Lonely"] },
    turns: [
      "My husband passed two years ago. Most days the only one I talk to is the dog.",
      "My son rings on Sundays but he's busy with work and the grandchildren.",
      "I don't want to be a bother to anyone.",
      "Some days I don't say a word out loud until the evening.",
      q("Is this just what getting old is?"),
      "The other dog walkers say hello in the park. That's about it.",
      "One lady always stops for a chat. Jean, I think.",
      "Maybe I could ask her if she wants to walk together one morning.",
      "Thank you dear.",
      bye("Goodbye for now."),
    ],
  },
  {
    id: "dev4-dad-drinks",
    title: "Adult child of a dad who drinks",
    turns: [
      "my dad drinks too much. always has. I'm 28 and I still feel like the kid waiting by the window",
      "he rang last night drunk and said stuff he wont remember",
      "I had a big presentation at work this morning and couldnt focus at all",
      q("why do I still let it get to me?"),
      "my sister has cut him off completely",
      "I can't do that. he's my dad",
      q("is it wrong to still want a relationship with him?"),
      "maybe I could not pick up when he rings after 9",
      "yeah",
      bye("thanks. bye"),
    ],
  },
  {
    id: "dev4-night-shifts-sleep",
    title: "Night shifts and no sleep",
    turns: [
      "I work nights in a warehouse and I cant sleep in the day",
      "I get maybe 4 hours, the neighbours are loud and its light",
      "I'm snappy with everyone and I feel like a zombie",
      q("any tips for sleeping in the day?"),
      "I already have blackout curtains",
      "earplugs maybe. I hate the feeling though",
      "i'll try white noise on my phone",
      "today after my shift",
      bye("thx bye"),
    ],
  },
  {
    id: "dev4-nan-care-home",
    title: "Nan moved into a care home",
    turns: [
      "my nan went into a care home last month and I feel so guilty",
      "we couldnt look after her anymore, she kept falling",
      "when I visit she asks when she's going home",
      "I cried in the car park after. every time",
      q("did we do the right thing?"),
      "my mum feels even worse than me",
      "I try to go on wednesdays after work but sometimes I cant face it",
      "maybe I could take her some old photos next time",
      bye("thank you. bye"),
    ],
  },
  {
    id: "dev4-group-project",
    title: "Doing all the work in a group project",
    turns: [
      "group project at uni and I'm doing literally everything",
      "the other 3 don't reply in the group chat for days",
      "its 40% of the module so I cant just let it fail",
      q("should I tell the lecturer or is that snitching?"),
      no("no i dont want breathing stuff i want to sort this"),
      "ok maybe email the lecturer and just say what's happened, no drama",
      "I'll do it tomorrow morning",
      "thanks that's actually useful",
      bye("bye!"),
    ],
  },
  {
    id: "dev4-body-after-illness",
    title: "Body changed after an illness",
    turns: [
      "I was on steroids for 6 months for my lungs and I've put on 3 stone",
      "none of my clothes fit and I dont recognise myself in photos",
      "I'm better now, which I know is the important thing",
      "but I cancelled my cousin's birthday because I didn't want to be seen",
      q("is it shallow to care this much?"),
      "people keep saying at least you're healthy",
      "nah",
      "maybe I could buy one thing that actually fits",
      "this weekend",
      bye("thank you x"),
    ],
  },
  {
    id: "dev4-friend-engaged",
    title: "Happy for a friend's engagement but feels left behind",
    turns: [
      "my best friend got engaged yesterday and I'm really happy for her. genuinely",
      "but I'm 31 and single and I came home and cried",
      "everyone on my phone seems to be getting married or having babies",
      "I feel like I'm behind at everything",
      q("is it normal to feel happy and sad at the same time?"),
      "she asked me to be maid of honour",
      "I said yes obviously",
      "I think I just need to not look at my phone so much this week",
      "thanks for this",
    ],
  },
];

export type Dev4Split = "dev" | "test";

const rank = (title: string) => createHash("sha256").update(`${DEV4_SPLIT_SEED}:${title}`).digest("hex");

/** Titles ordered by their seeded hash: the first DEV4_TEST_COUNT are test (held out), the rest dev. */
export function dev4Split(personas: readonly Persona[] = DEV4_PERSONAS): Record<string, Dev4Split> {
  const ordered = [...personas].sort((a, b) => rank(a.title).localeCompare(rank(b.title)));
  return Object.fromEntries(ordered.map((p, i) => [p.id, i < DEV4_TEST_COUNT ? "test" : "dev"]));
}

/** The split as computed from DEV4_SPLIT_SEED when these were written (a test keeps them equal). */
export const DEV4_SPLIT_RECORDED: Record<string, Dev4Split> = {
  "dev4-invisible-family-dinner": "test",
  "dev4-friend-owes-money": "test",
  "dev4-friend-engaged": "test",
  "dev4-student-parttime-job": "test",
  "dev4-long-distance-friend": "test",
  "dev4-new-city-instagram": "test",
  "dev4-dog-walks-lonely": "dev",
  "dev4-body-after-illness": "dev",
  "dev4-wedding-speech": "dev",
  "dev4-nan-care-home": "dev",
  "dev4-hobby-given-up": "dev",
  "dev4-night-shifts-sleep": "dev",
  "dev4-breakup-rent": "dev",
  "dev4-scan-wait": "dev",
  "dev4-retirement": "dev",
  "dev4-dad-drinks": "dev",
  "dev4-sibling-rivalry": "dev",
  "dev4-group-project": "dev",
  "dev4-good-review-still-bad": "dev",
  "dev4-teen-daughter": "dev",
};
