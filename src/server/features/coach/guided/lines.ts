// Everything the guided coach says, as templates with fixed slots: {feeling} (a label from
// understand.ts, fits after "feeling"), {topic} (a noun phrase from TOPIC_PHRASES, fits after
// "about"), {event}, {name}. The person's own words never fill a slot.
import type { CoachModule } from "#shared/schemas/coach.ts";
import type { TrapId } from "./language.ts";
import type { OtherLanguage, TopicId } from "./understand.ts";

export const REFLECT_FEELING_TOPIC = [
  "It sounds like you're feeling {feeling} about {topic}, and that makes sense.",
  "No wonder you feel {feeling}, with {topic} on your mind.",
  "Feeling {feeling} about {topic} is a lot to carry.",
  "I can hear how {feeling} you've been feeling about {topic}.",
  "That's a lot to hold: {topic}, and feeling {feeling} on top of it.",
];
export const REFLECT_FEELING = [
  "I'm sorry you're feeling so {feeling}.",
  "It makes sense that you feel {feeling} right now.",
  "Feeling {feeling} like this takes a lot out of a person.",
  "That sounds hard; feeling {feeling} can colour everything.",
];
export const REFLECT_TOPIC = [
  "Thank you for telling me about {topic}.",
  "It sounds like a lot has been going on with {topic}.",
  "So this is about {topic}; I'm glad you brought it here.",
  "That helps me understand more about {topic}.",
];
export const REFLECT_PLAIN = [
  "Thank you for telling me.",
  "That helps me understand.",
  "I'm glad you told me.",
  "I'm with you.",
  "I hear you.",
  "I'm listening.",
];
/** Something owned up to ("maybe im just jealous", "honestly…"). */
export const REFLECT_OWNED = ["Thank you for being so honest.", "I'm glad you said it out loud."];
/** A plain reflection for something that went wrong or is missing. */
export const REFLECT_HARD = [
  "That sounds really hard.",
  "I'm sorry, that's a lot to deal with.",
  "That sounds tough, and it makes sense that it's weighing on you.",
];
/** Something that went well, a step taken, pride or relief ("cooked a proper meal for the first time in months"). */
export const WIN_ACKS = ["That's a real step.", "Good for you for doing that.", "That's worth being pleased about."];
export const WIN_QUESTIONS = [
  "How did it feel to do it?",
  "What helped you do it this time?",
  "What made it possible this time, do you think?",
];
/** A plan said as a statement ("going to do it twice a week"): backed, not pitied. */
export const PLAN_STATED = ["That sounds like a good plan.", "I like that plan; it's specific."];
/** Their own conclusion ("so it's not that I'm stupid, I just skipped the hard bit"): said back as theirs, and affirmed. */
export const OWN_CONCLUSION = [
  "It sounds like you've worked that out for yourself, and I think you're onto something.",
  "That sounds like you've put your finger on it yourself.",
];
export const OWN_CONCLUSION_NEXT = ["What would you like to do with that?", "What might that change for you?"];
export const OWN_CONCLUSION_DONE = "It sounds like you know what you want to do. Shall we leave it there for today?";
export const SUPPORT_LINES = [
  "It's good that you have someone in your corner.",
  "I'm glad you're not carrying this completely alone.",
];
/** Blame carried as a fact ("I always thought it was my fault"): compassion, not agreement and not a label. */
export const SELF_BLAME_LINES = [
  "That sounds like a lot of blame to have carried, and I'm not sure it was ever yours to carry.",
  "It sounds like you've been holding yourself responsible for a long time; that's a heavy thing to carry.",
];
export const SELF_CRITIC = [
  "That's a harsh thing to say about yourself, and I don't think it's the whole truth.",
  "It sounds like your inner critic is being really loud right now.",
  "I notice how hard you're being on yourself.",
];

export const TRAP_LINES: Record<TrapId, string> = {
  labelling: "When one hard moment turns into a label for your whole self, that's a thinking trap called labelling.",
  "all-or-nothing":
    "This sounds a bit like all-or-nothing thinking, where one result starts to feel like a verdict on everything.",
  catastrophising:
    "I wonder if there's some catastrophising here: the mind jumps to the worst outcome, and it feels certain even when it isn't.",
  "mind-reading":
    "There may be a little mind reading in this: none of us can see inside other people's heads, and a worried mind fills the gap with the harshest guess.",
  "fortune-telling": "That sounds like fortune telling, predicting the future as if it were already decided.",
  should:
    'I hear a "should" in there, and "should" statements quietly turn a hope into a rule we then judge ourselves by.',
  discounting:
    "It sounds like you might be discounting the positive; the part you played in things going well counts too.",
  comparison:
    "Comparison might be pulling at you; it's easy to compare your insides with everyone else's highlight reel.",
  "emotional-reasoning":
    "Feeling it doesn't make it true; treating a feeling as proof is called emotional reasoning, and it's very common.",
};
export const REFRAME_QUESTIONS = [
  "What would you say to a good friend who thought this about themselves?",
  "What's one piece of evidence that doesn't quite fit that thought?",
  "If that thought were only partly true, what might the rest of the story be?",
];
export const TRAP_RETURN = [
  "Going back to that harsh thought for a moment: is there any evidence that doesn't quite fit it?",
  "Back to the thought from before: what would you say to a friend who had it?",
];
export const REFRAME_AFFIRM = [
  "That's a kinder and more balanced way to see it.",
  "That sounds fairer to you, and more accurate too.",
  "I like that; it leaves room for the whole picture.",
];
/** After a fairer view of their own: how it sits, not "how does it feel to have a plan?". */
export const REFRAME_CHECK = [
  "How does it feel to look at it that way?",
  "What changes for you if that's the truer reading?",
];

export const EVENT_OPENERS = [
  "Let's get you ready for {event}.",
  "It's completely natural to feel the nerves before {event}.",
  "Thanks for telling me about {event}; we can prepare for it together.",
];
export const EVENT_QUESTIONS = [
  "Which part worries you most: the lead-up, the moment itself, or what people will think?",
  "What would you most like to feel as you walk in?",
];

/** Concrete tips, two at a time. Each is a whole sentence. */
export const TIPS: Record<TopicId | "general", string[]> = {
  presentation: [
    "Practise the first minute out loud three times; a confident start carries the rest.",
    "Write your three key points on one card, so a blank moment has somewhere to land.",
    "Just before you start, breathe out slowly for longer than you breathe in; it tells your body it's safe.",
  ],
  interview: [
    "Prepare three short stories from your experience (a challenge, a success and a mistake you learned from); most questions fit one of them.",
    "Say your answers out loud, not just in your head; that's where the words get smoother.",
    "Write down two questions to ask them; it turns the interview into a conversation.",
  ],
  exam: [
    "Do one past paper under timed conditions; it makes the real thing feel familiar.",
    "Study in 25-minute blocks with short breaks, and stop at a set time the night before.",
    "In the exam, start with a question you can answer well to build some momentum.",
  ],
  test: [
    "Practise under slightly test-like conditions, so the real thing feels familiar.",
    "Plan what you'll do in the first minute, so you start on something you know.",
    "If your mind goes blank, pause, breathe out slowly and focus only on the next small step.",
  ],
  "first-day": [
    "Ask your manager what a good first month looks like, so you know what matters.",
    "Learn three names on day one and use them; it makes the place feel friendlier fast.",
    "Plan something kind for yourself after the first day, whatever happens.",
  ],
  "new-role": [
    "Write down three things you did that led to this role; keep the list somewhere you'll see it.",
    "Ask your manager what they expect in your first three months, so you know what good looks like.",
    "Remember that not knowing everything yet is part of any new role, not proof you don't belong.",
  ],
  review: [
    "Write down two or three things that went well this year, with an example for each; it's easy to forget them when you're nervous.",
    "For anything that went wrong, have one sentence ready on what you learned or changed since; owning it calmly lands well.",
    "It's fine to ask questions too, like what they'd like to see more of next year.",
  ],
  dating: [
    "Have two or three easy questions ready (the best bit of their week, a place they'd love to go, what they're into lately); people relax when they're asked about themselves.",
    "A pause is normal on a first date, not a sign it's going badly; a sip of your drink and a simple question gets things going again.",
    "Remember you're finding out whether you like them too; it isn't a test you pass or fail.",
  ],
  party: [
    "Plan two easy openers, like asking people how they know the host.",
    "Give yourself permission to leave after an hour; a set exit makes it easier to go.",
    "Look for one person standing on their own; they'll probably be glad of the company.",
    "Ask people about themselves, like what they've been up to lately; most people are glad to talk, and you don't have to be interesting, just interested.",
  ],
  "hard-conversation": [
    "Write down the one thing you most need them to hear, in a single sentence.",
    'Start with "I" rather than "you" ("I felt hurt when you said that"), so it\'s less likely to land as an attack.',
    "Pick a calm time and place, not right after a tense moment.",
  ],
  breakup: [
    "Keep a simple daily routine for now: proper meals, a walk, a regular bedtime.",
    "Tell one friend how you're really doing, not just that you're fine.",
    "Mute their social media for a while; every glimpse reopens it.",
  ],
  manager: [
    "Ask for a short one-to-one and agree on what a good job looks like for the next month.",
    "Note down specific examples before you talk, so it stays about the work rather than about you.",
    "Ask for feedback in small, regular doses; it's easier to hear than one big verdict.",
  ],
  work: [
    "Pick the one task that would make tomorrow lighter and do only its first step.",
    "Say one small thing in your next meeting, even a question; it gets easier each time.",
    "Talk to one colleague you trust about how it's really going.",
  ],
  family: [
    "Choose one thing you'd like to change and say it calmly, starting with how it affects you.",
    "Give yourself some breathing space, even a short walk, before you reply when things get heated.",
    "Think of one person outside the family you can talk it over with.",
  ],
  friends: [
    'Send one low-pressure message today, like a photo or a quick "thinking of you".',
    "Suggest one small plan with a time and place; vague plans tend to drift.",
    "Say yes to the next small invitation, even if you leave early.",
  ],
  lonely: [
    'Send one low-pressure message to someone today, like a photo or a quick "thinking of you".',
    "Put one regular thing in your week where the same people gather, such as a class, a club or volunteering.",
    "Spend a little time somewhere with people around, like a café or a library; it helps more than it sounds.",
  ],
  sleep: [
    "Get up at the same time every day, even after a bad night.",
    "If you've been awake for about 20 minutes, get up and do something calm in dim light until you feel sleepy.",
    "Write tomorrow's worries on paper before bed, so your mind doesn't have to hold them overnight.",
  ],
  procrastination: [
    "Set a timer for ten minutes and do only the very first piece.",
    "Put your phone in another room while the timer runs.",
    'Decide what "good enough" looks like before you start, so perfect can\'t block the way.',
  ],
  study: [
    "Set a timer for ten minutes and do only the very first piece.",
    'Decide what "good enough" looks like before you start, so perfect can\'t block the way.',
    "Ask your tutor or a classmate one specific question; you don't have to work it all out alone.",
  ],
  confidence: [
    "Write down three things you handled well this month, however small.",
    "Notice when you put a success down to luck, and name the part you played.",
    "Do one slightly brave thing this week, like sharing an idea or asking a question.",
  ],
  "new-parent": [
    "Rest whenever someone else can hold the baby, even for an hour; sleep isn't a luxury right now.",
    "Ask one person for one specific thing, like bringing a meal or taking the baby while you shower.",
    "Lower the bar for everything else for now; a fed baby and a fed you are enough for today.",
  ],
  "body-image": [
    "Put the clothes that don't fit out of sight for now, and wear what feels comfortable today.",
    "Notice one thing your body did for you today, like carrying you through a long day.",
    "Take a break from the accounts or mirrors that leave you comparing.",
  ],
  money: [
    "Write the numbers down in one place, what comes in and what has to go out; it's easier to face on paper.",
    "Look up free money or debt advice where you live; helping with exactly this is their job.",
    "Pick one small money task for this week, like one phone call or one form.",
  ],
  "job-hunt": [
    "Ask for feedback in one short, friendly email; many employers reply, and a line or two can help with the next one.",
    "Give yourself a proper break from applications for a day or two; rejection stings less once you've rested.",
    "Keep a note of what went well in each round; getting to the later stages means you're close.",
  ],
  sport: [
    "Ask the coach for one or two specific things to work on; it turns a no into a plan.",
    "Keep playing somewhere, even casually; staying in the game protects both the fitness and the fun.",
    "Stay in touch with your mates from the team outside training; the friendships don't have to go with the place.",
  ],
  hobby: [
    "Start with ten minutes, a few times a week; little and often brings it back faster than one long go.",
    "Pick something you loved playing or making before; the familiar bits come back surprisingly quickly.",
    "Let the first few goes be rusty on purpose; nobody is listening or marking.",
  ],
  "job-loss": [
    "Tell one person you trust; carrying it as a secret is heavy on its own.",
    "Keep a simple routine on weekdays: a set time to get up, some fresh air, and a few set hours for the search.",
    "Check what support you're entitled to, and do one piece of that this week.",
  ],
  move: [
    "Go back to one thing you loved before the move, in its version here, three times before you judge it.",
    "Put one regular thing in your week where the same people gather, like a class, a club or volunteering.",
    "Keep a regular call with someone from home, and tell them how it's really going.",
  ],
  loss: [
    "Let people help with one specific thing, like a meal or a phone call you dread; grief is exhausting on its own.",
    "Keep a few small anchors in your day: something to eat, a little fresh air, a regular bedtime.",
    "Find a way to talk about them, or to them: a letter, a photo, a story told to someone who knew them.",
  ],
  illness: [
    "Keep a short note of good and bad days, and what was going on; it helps you and your doctors see patterns.",
    "Pace yourself: a little activity every day usually goes better than a lot on good days and nothing after.",
    "Keep one thing you enjoy in your week in a version your body allows, even a small one.",
  ],
  caring: [
    "Ask about respite care or a carers' support service where you live; a break is part of caring, not a failure of it.",
    "Find one other person who knows this life, like a carers' or parents' group, even an online one.",
    "Keep one small thing each week that is just for you, and protect it like an appointment.",
  ],
  bullying: [
    "Keep screenshots of everything, with dates; you don't have to do anything with them yet.",
    "Tell one adult you trust, like a teacher, a school counsellor or a relative; you don't have to handle this alone.",
    "Mute or leave the chats you can, and spend time with the people who are kind to you.",
  ],
  discrimination: [
    "Keep writing down what happened, when and who was there; dated notes make any next step stronger.",
    "Talk it through with someone on your side: a colleague you trust, a trade union or an advice line.",
    "Look up your workplace's policy on harassment, so you know your options before you choose one.",
  ],
  betrayal: [
    "Give yourself a little time before you decide anything about the friendship; hurt and anger need room first.",
    "Lean on the people who have kept your trust for now.",
    "If you talk to them, say plainly how it affected you, and that you're not looking for excuses.",
  ],
  panic: [
    "When it starts, breathe out slowly, longer than you breathe in; it tells your body the alarm can switch off.",
    'Remind yourself, "this is panic; it peaks and it passes", rather than fighting it.',
    "If you can, stay where you are until it eases rather than rushing off; it teaches your body the place is safe.",
  ],
  burnout: [
    "Tell your manager or occupational health honestly how stretched you are; ask about one concrete change, like fewer night shifts.",
    "Protect your days off from extra shifts for a while, even if it's hard to say no.",
    "Talk to your doctor; burnout is something they can help with, including time off if you need it.",
  ],
  depression: [
    "Do one small thing a day that used to matter to you, even if it doesn't feel good yet; the feeling often follows the doing.",
    "Tell one person how you're really doing.",
    "Talk to a doctor if it has lasted more than a couple of weeks; low mood is something they help with every day.",
  ],
  mistake: [
    "Write down what you've already done to put it right; that's what a responsible person does after a mistake.",
    "Think of one small change that would make it less likely to happen again, and leave it there.",
    "When the replay starts, name it and turn to something in front of you.",
  ],
  relationship: [
    "Pick a calm moment, not the middle of an argument, to say what you need.",
    "Say it as \"I feel… when… and I'd like…\", so it's a request rather than a charge sheet.",
    "Write down what you carry, so it's visible to both of you rather than a feeling.",
  ],
  shock: [
    "Keep warm, eat something and have a drink; your body has just been through an emergency.",
    "Tell someone you trust what happened, in as much or as little detail as you like; saying it out loud helps it settle.",
    "Expect it to come back in flashes for a few days; when it does, breathe out slowly and name three things you can see around you now.",
  ],
  supporting: [
    "Tell them simply that you've noticed and you care; you don't need the perfect words.",
    'Offer something small and concrete, like food, a walk or sitting together, rather than "let me know if you need anything".',
    "Keep something for yourself too, like a friend you can talk to about it; worrying about someone is tiring.",
  ],
  "coming-out": [
    "Pick a calm time with privacy and no rush, not a big family occasion.",
    "A letter or a message is a perfectly good way; it gives them time to take it in before they answer.",
    "Line up someone supportive to talk to afterwards, whatever happens.",
  ],
  "health-worry": [
    "Make a rule of no symptom searching after dark; write the worry down for the doctor instead.",
    "Keep a short note of the symptom, when it comes and how bad it is, to take to the appointment.",
    'When the fear spikes, name it ("this is health worry talking") and turn to something absorbing.',
  ],
  waiting: [
    "Plan something absorbing for the days before, so the wait has something else in it.",
    "Look at your plan B once, calmly, so it's there if you need it; then put it away.",
    "Decide who you'll be with, or call, when the news comes.",
  ],
  comparison: [
    "Mute the accounts that leave you feeling worst; you can still follow the people, not the highlights.",
    "Set a time limit on the app, or keep it off your phone's home screen for a week.",
    "When you notice the comparing, name one thing in your own life you'd miss if it were gone.",
  ],
  parenting: [
    "Try time side by side rather than face to face, like a drive, cooking or a walk; talk often comes easier when nobody has to look at anyone.",
    'Keep one door open without pushing: a short "I\'m here if you ever want to talk" does more than asking every day.',
    "Show interest in their world on their terms: a question about something they like, not about how they are.",
  ],
  retirement: [
    "Give the week a little shape: one or two fixed things, like a class, a walk with someone or a volunteering slot.",
    "Think about what work gave you, like being useful, people or solving problems, and look for one small place to get that again.",
    "Expect it to take months to settle; the first stretch after retiring is often the flattest.",
  ],
  general: [
    "Write the problem down in one sentence; it often shrinks on paper.",
    "List two or three options, even imperfect ones, and pick the one with the smallest first step.",
    "Do one kind thing for your body today: a walk, a proper meal or an early night.",
  ],
};
/** A speech to write and give (a wedding, a toast, a eulogy): writing it comes before saying it. */
export const TIPS_SPEECH = [
  "Write a rough version first, however clunky; speeches get good in the rewriting, not the first go.",
  "Build it around one or two short stories about them; a real moment says more than jokes, and you don't need to be funny.",
  "Read it out loud with a timer a few times; three to five minutes is plenty.",
  "Keep it on a card or your phone in your hand; everyone expects notes, and glancing down is fine.",
];
/** Sleeping in the day after night shifts. */
export const TIPS_DAY_SLEEP = [
  "Make the room as dark as you can, with an eye mask for the light round the edges, and keep it cool.",
  "Earplugs or steady background noise, like a fan or a white-noise app, cover the daytime sounds.",
  "Keep your phone out of reach once you're in bed, and try to sleep at roughly the same time after each shift.",
];
export const TIPS_INTROS = [
  "Here are two things that often help.",
  "A couple of ideas that tend to help.",
  "Two practical things you could try.",
];

/**
 * Each module's questions: `steps[i]` is what the module asks at step i + 1 (a few wordings, so a
 * question asked again is never word for word); `simple` re-asks it in plainer words.
 */
export const MODULE_QUESTIONS: Record<CoachModule, { steps: string[][]; simple: string }> = {
  open: { steps: [["What would you like to talk about today?"]], simple: "What's on your mind most right now?" },
  listen: { steps: [["What's been the hardest part of it?"]], simple: "What's on your mind most right now?" },
  trap: { steps: [REFRAME_QUESTIONS], simple: "Is there a fairer way to look at it?" },
  prepare: {
    steps: [
      EVENT_QUESTIONS,
      [
        "Which of those could you try first?",
        "Which of those feels most doable for you?",
        "Does either of those feel like a fit?",
      ],
    ],
    simple: "What worries you most about it?",
  },
  compassion: {
    steps: [
      [
        "What would you say to a close friend who told you the same thing about themselves?",
        "How would you comfort a friend who felt this way?",
      ],
      [
        "Could you say some of that to yourself, even if it feels a bit strange?",
        "What would it be like to hear those words from yourself?",
      ],
    ],
    simple: "What would you say to a friend who felt this way?",
  },
  step: {
    steps: [
      [
        "What's one tiny thing that usually lifts you, even a little?",
        "What's something small that has helped on days like this before?",
      ],
      ["When would be a good time to do that?", "When would be a realistic time to do it?"],
    ],
    simple: "What's one small thing that might help you feel a bit better?",
  },
  solve: {
    steps: [
      [
        "What are two or three options you can see, even imperfect ones?",
        "What could you do about it, even if none of the options is perfect?",
      ],
      [
        "Which of those has the most going for it, once you weigh the pros and cons?",
        "Which option do you lean towards, and what might get in its way?",
      ],
      [
        "What would be the very first step, small enough to do this week?",
        "What's the smallest first step of that option?",
      ],
    ],
    simple: "What could you try?",
  },
  gratitude: {
    steps: [["What's the best part of it for you?", "What part did you play in making it happen?"]],
    simple: "What went well?",
  },
  close: {
    steps: [["Is there anything else on your mind today?"]],
    simple: "Is there anything else you'd like to talk about?",
  },
};

/** Open questions: the first turn's, then later ones. */
export const FIRST_QUESTIONS_AHEAD = ["How are you feeling about it?", "What's on your mind about it?"];
/** A flat reaction to their news ("she just said are you sure"). */
export const COLD_REACTION_LINES = [
  "That's not the reaction you were hoping for.",
  "That must have felt flat, when you wanted them to be glad with you.",
];
/** Someone they love being harsh about themselves ("she said she's stupid"). */
export const THEIR_CRITIC = ["It's painful to hear someone you love talk about themselves like that."];
/** Watching someone they love struggle ("i can see she's terrified"). */
export const WATCHING_LINES = ["It's hard to watch someone you love be that frightened or hurt."];
/** Doing something practical for someone ("making meals for her freezer"). */
export const HELPING_LINES = ["That's a real, practical way of being there for them."];
/** Frightening health news ("found a lump", "in the nicu"). */
export const HEALTH_SCARE = ["That sounds really frightening.", "That's a frightening thing to be dealing with."];
/** An opening about something that keeps happening. */
export const FIRST_QUESTIONS_ONGOING = ["How long has it been like this?", "How long has this been going on?"];
export const FIRST_QUESTIONS = [
  "Would you like to tell me a bit more about what happened?",
  "What's been the hardest part of it?",
];
export const MIDDLE_MOOD_QUESTIONS = [
  "What's been on your mind today?",
  "What would make the rest of today a bit better?",
];
export const GOOD_MOOD_QUESTIONS = ["What's been good about today?", "What helped today go well?"];
export const LOW_MOOD_QUESTIONS = [
  "Has something happened, or is it more of a feeling that's settled in?",
  "What's today been like so far?",
];
export const LISTEN_QUESTIONS = [
  "What's been the hardest part of it?",
  "What goes through your mind when you think about it?",
  "How is it affecting your days?",
  "How are you coping with it, day to day?",
  "What do you need most right now?",
  "Is there someone who knows what you're going through?",
];
/** After someone else's words or reaction, reported. */
export const LANDED_QUESTIONS = ["How did that land with you?", "What did you make of that?"];
/** A chat with nothing heavy in it: lighter questions than "how are you coping?". */
export const LIGHT_QUESTIONS = ["How do you feel about it now?", "What matters most to you about it?"];
/** Under an event to prepare for, a hurt ("we broke up in march"): heard first. */
export const PAIN_UNDER_EVENT = [
  "So this is about more than a day out. What feels hardest about seeing them there?",
  "What feels hardest about it, now you've said that?",
];
/** A long message with something to answer (`longReply`): [acknowledgement, question]. */
export const LONG_LINES: Record<"insight" | "words" | "idea", readonly [string, string]> = {
  insight: [
    "That's a lot to see clearly, and it takes honesty to write it down.",
    "How does it feel to see it laid out like that?",
  ],
  words: ["Words like that sting most when part of you wonders if they're true.", "What would you want them to know?"],
  idea: ["That sounds like it could really work for you.", "When's the next time you might get to try it?"],
};
/** A question about what a plain message holds, before the general bank (`contentQuestion`). */
export const CONTENT_QUESTIONS = {
  someone: ["What went through your mind when that happened?", "How did you feel in that moment?"],
  mine: ["How did that feel at the time?", "What happened after that?"],
  habit: ["When did you first notice you do that?", "What do you think makes that the easiest thing to do?"],
  longAgo: ["That's a long time. What has it meant to you?", "What has changed since then, do you think?"],
  pattern: ["How do you usually respond when that happens?", "What goes on in you when that happens?"],
  expects: ["What makes you expect that?", "How would you handle it if they did?"],
};
/** "ok. i can do this": belief in themselves. */
export const SELF_BELIEF_LINES = [
  "You can. And it's okay if it's hard on the day too.",
  "I think so too. Go gently with yourself.",
];
/** "you dont get it": owned plainly, then what was missed. */
export const MISSED_IT_LINES = ["You might be right, and I'd like to.", "Fair enough; I may have missed something."];
export const MISSED_IT_QUESTIONS = ["What's the part I'm missing?", "What would you want me to understand about it?"];
/** Rest or comfort right now ("going to have a bath"): not a plan to schedule. */
export const SELF_CARE_NOW = ["That sounds like just what you need.", "Good idea. Go gently with yourself."];
/** A chat about a good or ordinary day, with nothing hard in it: questions that stay light. */
export const GOOD_DAY_QUESTIONS = [
  "What else has been good lately?",
  "How are you feeling now?",
  "What do you want to remember about today?",
  "What are you looking forward to this week?",
];
/**
 * When the chat has no topic of its own (a missing cat, a dentist, a cancelled train): a question about the feeling
 * it has carried most, rather than a generic "what would feel different?".
 */
export const FEELING_QUESTIONS: Record<string, string[]> = {
  scared: ["What scares you most about it?", "What has helped you through something frightening before?"],
  nervous: ["Which part are you most nervous about?", "What would help you feel a bit steadier?"],
  anxious: ["What's the worry that keeps coming back?", "What would help you feel a bit steadier?"],
  low: ["What's been the hardest moment so far?", "Who has been a comfort, even a little?"],
  heartbroken: ["What's been the hardest moment so far?", "Who has been a comfort, even a little?"],
  hurt: ["What hurt most about it?", "How are you doing with it now?"],
  frustrated: ["What's got to you most about it?", "What would you most like to be different?"],
  embarrassed: ["What's the part you feel worst about?", "What would you say to a friend who felt the same?"],
  "worn out": ["What's taking the most out of you right now?", "What's been keeping you going?"],
  guilty: ["What would you say to a friend who felt guilty about the same thing?", "What's the guilt telling you?"],
  overwhelmed: ["What feels most pressing right now?", "What's one piece you could put down for now?"],
  unsure: ["What would help you feel surer?", "What's the part you keep coming back to?"],
  "caught in your thoughts": [
    "What's the thought that keeps coming back?",
    "What helps you step out of it, even briefly?",
  ],
  "shaken up": ["How are you feeling now, a little while on?", "Has anyone been with you since?"],
  "let down": ["What hurt most about it?", "What did you need from them?"],
  "brushed off": ["What hurt most about it?", "What did you need from them?"],
  homesick: ["What do you miss most from home?", "What would help this place feel a bit more like yours?"],
  "left behind": ["What would you like your own life to have more of?", "Where does that feeling hit hardest?"],
  stuck: ["What feels most stuck right now?", "What's one small thing that's still in your hands?"],
  lost: ["When did things start to feel this way?", "What used to help you feel like yourself?"],
};
export const OPEN_QUESTIONS = [
  "What's been on your mind today?",
  "What would help most right now?",
  "What's one thing you'd like to feel a bit better about?",
];
/** After an everyday factual answer (turbulence, the dentist): whether it helped, not whether it "fits". */
export const EVERYDAY_FOLLOWUPS = ["Does that help a little?", "Does that help at all?"];
export const ANSWER_FOLLOWUPS = [
  "Does that fit what you're going through?",
  "How does that sit with you?",
  "Does any of that ring true for you?",
];
export const REFLECT_HEAVY = ["That sounds like a really heavy day.", "I'm sorry today is so hard."];
export const SWITCHED = "Thanks for switching to English.";
export const PLAN_ACKS = [
  "That sounds like a good place to start.",
  "Good choice; that's realistic.",
  "I like that, it's doable.",
];
export const STEP_NUDGE =
  "That's okay; on days like this, nothing much appeals. Could something really small count, like a glass of water, a shower or opening a window?";
export const GREETINGS = [
  "Hi, I'm glad you're here. What's on your mind today?",
  "Hello again. What would you like to talk about?",
];
export const GARBLED = [
  "I'm not sure I followed that. What's on your mind?",
  "Sorry, I couldn't quite make that out. Could you tell me in a few words what's going on?",
];
/** In the middle of the event (at the party now). */
export const NOW_OPENERS = [
  "You're in the middle of it right now, so let's just think about the next few minutes.",
  "Taking a moment to yourself is a good move; let's make the next few minutes easier.",
];
export const NOW_BREATHE = "First, breathe out slowly, a little longer than you breathe in, three or four times.";
export const NOW_QUESTION = "What feels hardest about it right now?";
export const NOW_QUESTIONS = [
  "What would make the next few minutes a little easier?",
  "What could you do in the next five minutes that would feel manageable?",
];
/** Asked for tips again when all were given: the first, easiest one once more. */
export const FIRST_TIP_AGAIN = "The easiest place to start is still the first idea.";
export const GOOD_LUCK = "Good luck!";
/** "I don't know if I want to stay": weighing it up. */
export const DILEMMA_LINES = [
  "That's a big thing to be unsure about.",
  "Not knowing which way to go is hard in itself.",
];
export const DILEMMA_QUESTIONS = [
  "What's pulling you each way right now?",
  "What would help you feel surer either way?",
];
/** The person is reasoning their way to a decision. */
export const DECIDED_LINES = [
  "It sounds like part of you already knows what you want to do.",
  "That sounds like you've found your own answer.",
];
export const DECIDED_QUESTIONS = ["What would be a good moment to do it?", "How and when might you go about it?"];
/** The question after "I can't answer that for certain", for a "how do I…?" question. */
export const UNKNOWN_HOW_QUESTIONS = [
  "What have you already thought about trying?",
  "What would a good outcome look like for you?",
];
/** The question after "I can't answer that for certain". */
export const UNKNOWN_ANSWER_QUESTIONS = [
  "What's the part of it that's on your mind most?",
  "Who around you might know, or has been through it?",
  "Is it more the practical side you're wondering about, or how it might go for you?",
];
/** The same after a "why…?" question, whose answer is usually in the person's own story. */
export const UNKNOWN_WHY_QUESTIONS = ["What do you think might be behind it?", "What's your own sense of it so far?"];
/** The plan has begun ("I actually opened the file"). */
export const PROGRESS_LINES = [
  "That's a real start, and starting is often the hardest part.",
  "Well done; getting going is the bit most people get stuck on.",
];
export const PROGRESS_QUESTION = "How does it feel to have made a start?";
/** "ok" or "fine" to "how are you feeling now?". */
export const OK_FEELING = ["Okay is a fair place to be.", "That's fair; okay is enough."];
export const SORT_IT_LINE = "Then let's look at sorting it out.";
export const FEEL_GOOD_ACKS = ["Good, I'm glad to hear it.", "I'm glad it feels right."];
export const FEEL_BETTER = ["I'm really glad it helped to let it out.", "I'm glad you feel a little lighter."];

/**
 * Venting: short invitations to go on, one bank so none comes twice in a chat. Entries marked hard-only ("What was
 * the worst bit?") follow only something hard (`VENT_HARD_ONLY`).
 */
export const VENT_PROMPTS = [
  "Go on, I'm listening.",
  "Tell me more, if you'd like to.",
  "What else is on your mind?",
  "What was the worst bit?",
  "How did that leave you feeling?",
  "I'm here; say as much as you like.",
  "Keep going if there's more.",
  "No need to tidy it up; just let it out.",
  "What else has been getting to you?",
  "Take your time; I'm here.",
];
export const VENT_HARD_ONLY = new Set([3, 4]);
/** Venting: a short acknowledgement of what was said, by what it carries (fixed wording, never their words). */
export const VENT_FEELING_ACKS: Record<string, string[]> = {
  frustrated: ["That would wind anyone up.", "No wonder you're fed up."],
  overwhelmed: ["No wonder it feels like too much.", "That's a lot landing at once."],
  "worn out": ["No wonder you're worn out.", "That sounds draining."],
  anxious: ["That's a lot of worry to carry around.", "No wonder it's got you on edge."],
  low: ["That sounds really heavy.", "That's a lot to be carrying."],
  hurt: ["That really stings.", "That hurts, and it makes sense that it does."],
  "let down": ["That's a real let-down.", "No wonder you feel let down."],
  "brushed off": ["Being brushed off like that hurts.", "That would sting anyone."],
  guilty: ["That guilt sounds heavy.", "It sounds like that's sitting heavily on you."],
};
/** Venting, the same thing happening again ("every single week", "third time this week"). */
export const VENT_AGAIN = [
  "And it keeps happening, which makes it so much worse.",
  "Once would be annoying; over and over wears anyone down.",
];
/** Venting, about what someone else did ("he waved at me like nothing"). */
export const VENT_THEM = ["I can see why that grates.", "That would get under anyone's skin."];
/** Venting, a sigh ("ugh", "argh"). */
export const VENT_SIGH = ["Yeah.", "That says a lot."];
/** Venting, something said that isn't hard ("yeah", "maybe a quiet dinner"): a quiet nod. */
export const VENT_SOFT = ["I hear you.", "I see.", "I'm with you."];
/** Venting, a plain detail. */
export const VENT_PLAIN_ACKS = [
  "That's a lot to be putting up with.",
  "It all adds up, doesn't it.",
  "And that on top of everything else.",
  "I hear you.",
];
/** Venting: the chat's subject, named once. */
export const VENT_TOPIC_ACK = "That's a lot, with {topic} too.";
/** Venting over ("ok rant over", "i feel a bit better", "that helped"). */
export const VENT_RELIEF = ["I'm glad getting it out helped a bit.", "Good; sometimes it just needs saying."];
export const VENT_OVER = ["That was a lot to carry around; I'm glad you let it out.", "Rant heard, all of it."];
export const VENT_AFTER = "Is there anything else on your mind, or is that enough for today?";
/** "i know that's not fair", "i know i'm being selfish": seeing the other side while it still hurts. */
export const FAIR_MINDED = [
  "You can see the other side and still find it hard; both can be true at once.",
  "It's possible to know that and still feel what you feel.",
];
/** Tears at one moment ("i cried in the car after"), not low mood. */
export const TEARS_MOMENT = [
  "That sounds like it hit you hard in the moment.",
  "Tears at a moment like that make a lot of sense.",
];
/** Tears in childhood ("i always used to cry at the dentist as a kid"). */
export const TEARS_PAST = [
  "Fears from when we were little often stick around, and that isn't your fault.",
  "Something that scared you as a child can leave a long shadow.",
];
/** "i dont want her to think i dont care", said in the middle of weighing options. */
export const OTHERS_THINK_LINES = [
  "That worry says a lot about how much you care.",
  "It matters to you how this lands with them, and that's a good sign.",
];
export const SOLVE_BACK = "Coming back to what you could do: which part feels most doable, even a small piece?";
/** "idk" to "what are your options?". */
export const SOLVE_UNSURE = [
  "That's okay; they don't have to be good options yet.",
  "That's fine; rough ideas are enough.",
];
export const VENT_START = [
  "Of course. No fixing, no exercises; I'll just listen.",
  "Okay, this is your space to let it out. I'm listening.",
];

export const TOPIC_QUESTIONS: Partial<Record<TopicId, string[]>> = {
  breakup: [
    "What do you miss most right now?",
    "How have you been looking after yourself since it ended?",
    "Who has been around for you since?",
  ],
  manager: [
    "What's the hardest part of working with them?",
    "What would you most like to be different with your manager?",
    "How do you usually feel after talking to them?",
  ],
  work: ["Which part of work weighs on you most?", "What would a better week at work look like?"],
  lonely: [
    "When does the loneliness feel strongest?",
    "Who do you feel most yourself with?",
    "What would a good week with people in it look like?",
  ],
  // Not "what would you like them to understand?": "them" is often the wrong person (a son leaving, a sister's news).
  family: ["What matters most to you in all this?", "How are you doing in the middle of it all?"],
  sleep: [
    "What tends to keep you awake?",
    "What does your evening usually look like?",
    "How do you feel in the day after a bad night?",
  ],
  procrastination: [
    "What usually happens when you sit down to start it?",
    "What feeling shows up right before you switch to something else?",
  ],
  "new-parent": ["How are you getting any rest at the moment?", "Who is around to help you, even a little?"],
  "body-image": [
    "What set this feeling off today?",
    "How has it been affecting what you do, like going out or getting dressed?",
  ],
  money: ["What feels most pressing about it right now?", "Is there anyone you could talk the numbers through with?"],
  "job-hunt": [
    "How long has the search been going on?",
    "What has kept you going through all the applications?",
    "What kind of role are you hoping for?",
  ],
  sport: [
    "What has playing meant to you?",
    "Who could you talk it over with, in the team or outside it?",
    "What do you enjoy most about playing?",
  ],
  hobby: ["What did you love most about it?", "What would make it easy to try again, just a little?"],
  "job-loss": ["How have you been coping since it happened?", "What feels hardest about it right now?"],
  move: [
    "What do you miss most from before?",
    "What would help this place feel a bit more like yours?",
    "Who have you met so far that you get on with, even a little?",
  ],
  study: [
    "Which part of your studies feels hardest right now?",
    "What would make it feel a bit more manageable?",
    "What's one part of it that's going okay?",
  ],
  loss: ["How are you holding up?", "What has it been like since?", "Who has been around for you?"],
  illness: [
    "What does a bad day look like for you?",
    "How is it affecting the rest of your life?",
    "What helps on the harder days?",
  ],
  caring: [
    "How are you doing with it all?",
    "Who helps you, even a little?",
    "When did you last get some time to yourself?",
  ],
  bullying: ["How long has this been going on?", "Is there an adult you trust at all?"],
  discrimination: ["How are you doing after today?", "Is there anyone at work who has your back?"],
  betrayal: ["What hurts most about it?", "How are you doing with everything?"],
  panic: ["How are you feeling now?", "What happens in your body when it starts?"],
  burnout: ["What does a normal week look like for you right now?", "When did you last have a proper rest?"],
  depression: ["How long has it been feeling like this?", "What are your days like at the moment?"],
  mistake: ["What has happened since?", "What are you most afraid will come of it?"],
  relationship: ["What would you most like your partner to understand?", "What would help most between you right now?"],
  supporting: [
    "And how are you doing with it all?",
    "What worries you most about them?",
    "Who is there for you while you're there for them?",
  ],
  shock: [
    "How are you doing now, a few hours on?",
    "Has anyone been with you or checked on you since?",
    "What is your body doing now: shaky, tired, wired?",
  ],
  "coming-out": ["Who in your life already knows?", "What do you most hope they'll understand?"],
  "health-worry": ["When does the worry get loudest?", "Have you been able to see a doctor about it?"],
  waiting: ["What's the hardest part of the waiting?", "How are you filling the days until then?"],
  comparison: [
    "When does the comparing hit hardest?",
    "What would you like your own life to have more of?",
    "What's something in your own life you're quietly proud of?",
  ],
  parenting: [
    "What do you miss most about how things were between you?",
    "What do you think might be going on for your child right now?",
  ],
  retirement: ["What did work give you that you miss most?", "What does a day look like for you at the moment?"],
  confidence: ["Where do you feel most sure of yourself?", "When did you last surprise yourself?"],
};

/** Said first when someone tells of a death or a loss: sorry before anything else. */
export const CONDOLENCES = [
  "I'm so sorry for your loss.",
  "I'm so sorry. That's a huge loss.",
  "I'm really sorry; that's a painful loss.",
];
/** Later turns of a chat about a loss. */
export const LOSS_REFLECT = [
  "Grief can be so heavy.",
  "Of course; there's no right way to do this.",
  "That makes a lot of sense after a loss like this.",
  "I'm glad you're letting yourself say it.",
];
/** "I'm happy for her but it hurts so much". */
export const MIXED_FEELINGS = ["Both can be true at once: glad for someone and hurting for yourself."];
/** "Part of me is relieved, but mostly…": more than one feeling at once. */
export const MIXED_OWN = [
  "It makes sense to feel more than one thing at once.",
  "Both of those can be true at the same time.",
];
/** Someone else's harsh words about the person ("my teacher said I'm lazy"): theirs, not a fact. */
export const QUOTED_HARSH = [
  "That's a painful thing to hear, and it's their view, not a verdict on you.",
  "Words like that can really sting, especially from someone whose opinion matters to you.",
  "Hearing that about yourself is hard, and it doesn't make it true.",
];
/** "Maybe she's right": agreeing with someone else's harsh verdict. */
export const AGREES_CRITIC = [
  "Even if part of it lands, there's a difference between a habit you'd like to change and a verdict on who you are.",
];
export const AGREES_CRITIC_QUESTION = "What would you say to a friend who'd been told the same thing?";
/** "Everyone says I'll be fine": reassurance that doesn't reach the worry. */
export const REASSURANCE_LINES = [
  "It's hard when reassurance doesn't reach the worry; nobody can know for sure, and you know that.",
];
/** A date for something ahead, said plainly ("my appointment is on Friday"). */
export const UPCOMING_ACKS = ["It's good to have a date for it.", "Good to know when it is."];
/** "yeah maybe" to an idea: no pressure to decide. */
export const MAYBE_LINES = [
  "No pressure to decide now; it'll still be there if you want it.",
  "That's fine; a maybe is a perfectly good place to leave it for now.",
];
/** The person noticing something about themselves. */
export const INSIGHT_LINES = ["That's a really useful thing to notice.", "That's an important insight."];
export const INSIGHT_QUESTIONS = ["How does it feel to see it that way?", "What does that tell you, do you think?"];
/** "I just miss him": the missing itself. */
export const MISSING_LINES = ["Of course you miss them; that missing is part of how much they mattered."];
/** "There's a class on Thursdays": a possibility the person found. */
export const OPTION_LINES = ["That sounds worth a look.", "That could be a good fit."];
export const OPTION_QUESTION = "What would make it easier to give it a try?";
/** The option's time ("it's on thursday at 7"). */
export const OPTION_WHEN = [
  "Good, so it's a real option, with a time.",
  "That gives you something definite to aim for.",
];
export const OPTION_WHEN_QUESTION = "Could you see yourself giving it a go then?";
/** "That sounds like a lot" to an answer or tips: smaller. */
export const TOO_MUCH_LINES = [
  "Fair; it doesn't have to be all of it at once. Even one small piece is a real start.",
  "That's fair. You could take just one small bit of it and leave the rest for now.",
];
export const TOO_MUCH_QUESTION = "Which bit feels most doable?";
/** The feeling of the last turns, for a hard fact said with no feeling word ("I'd already got ready"). */
export const CARRY_FEELING = [
  "No wonder you feel {feeling}.",
  "That would leave anyone feeling {feeling}.",
  "It makes sense that it leaves you feeling {feeling}.",
];
/** Something hard still to face while grieving (a funeral, a reading). */
export const LOSS_AHEAD =
  "That's a lot to face so soon. It's okay if your voice shakes or you need to pause; the people there will be with you.";
/** Good news: replies that stay with the good, not problem questions. */
export const CELEBRATE_ACKS = [
  "That's lovely to hear.",
  "That makes it even better.",
  "I love that.",
  "No wonder this feels so big.",
];
/** Good news that took effort ("after three tries", "months of training"): said once. */
export const CELEBRATE_EFFORT = ["That took real persistence.", "All that work really paid off."];
/** A less fun detail inside good news ("can't walk down the stairs now lol", "but I work 9 to 5"): light, not hardship. */
/** Nerves on the way to good news ("my hands were shaking lol"). */
export const NERVES_IN_GOOD_NEWS = ["And you did it anyway, nerves and all; that's what makes it brave."];
export const HAPPY_SNAG = ["Ah, that's the less fun part.", "Fair; not every bit of it is simple."];
/** A chat about good news whose celebration questions are used: light questions about the good thing. */
export const HAPPY_QUESTIONS = [
  "What are you most looking forward to now?",
  "What's been the nicest part so far?",
  "What would make the next bit feel good too?",
];
/** The close of a chat about good news: no "be gentle with yourself". */
export const CLOSE_ENDS_HAPPY = [
  "I'm really pleased for you, and I'm here whenever you want to talk again.",
  "Enjoy it, and come back any time.",
];
export const CELEBRATE_QUESTIONS = [
  "How are you going to celebrate?",
  "What kept you going?",
  "Who have you told so far?",
];
/** Open questions for a painful chat once its own questions are used: gentle, not "what would feel different?". */
export const GENTLE_QUESTIONS = [
  "What would help you most right now, even something small?",
  "How are you looking after yourself today?",
  "Is there anything you need right now?",
];
/** A detail of the plan just made ("probably just 20 mins"): the size is right. */
export const PLAN_DETAIL = [
  "That's a good size to start with; easy to keep going.",
  "That sounds just right for a start.",
];
/** "yeah" to "does that fit?" after an answer. */
export const FITS_ACK = ["I'm glad it fits.", "Good, I'm glad that lands."];
/** Something frightening just happened in front of them (someone collapsed, a crash): said once, first. */
export const SHOCK_LINES = ["That sounds really frightening.", "What a shocking thing to be part of."];
export const BRAVE_LINES = ["You stepped in when it mattered, and that took courage, whatever happened next."];
/** Their own good news inside a hard time ("I got the promotion, mad timing"): it counts, and it's hard to feel. */
export const NEWS_IN_HARD = [
  "That's real news, and it counts, even if it's hard to feel it with everything else going on.",
  "Congratulations; that's a big thing, even if it's landed at a strange time.",
];
export const NEWS_IN_HARD_QUESTION = "How does it sit alongside everything else?";
/** "It feels wrong to be excited", "I should be happy about it": both can be true. */
export const NEWS_BOTH = [
  "Both can sit side by side: being pleased about your news doesn't take anything away from the people you're worried about.",
  "It makes sense that it's hard to feel; a good thing and a hard time can be true at once.",
];
export const NEWS_PROUD = ["You should be. It took work, and it still counts, whatever else is going on."];
export const NEWS_UNNOTICED = ["It deserved a moment, even in the middle of everything."];
export const PROUD_OF_YOU = ["That must have meant a lot to hear."];
/** Someone writing a word or two at a time: a short reply. */
export const SHORT_ACKS_HARD = ["Oh no.", "That's hard.", "I'm sorry.", "That sounds rough."];
/** After a hard word ("sick", "hospital"): not "how did that feel?". */
export const SHORT_HARD_QUESTIONS = [
  "Can you tell me a bit more?",
  "How are you doing with it?",
  "What's that been like?",
];
export const SHORT_ACKS = ["I see.", "Okay, I'm here.", "Got it."];
/** "thats honest. its not mean", about their own words: agreed with. */
export const AGREE_OWN = ["I agree: it's honest without being unkind.", "It is; it's fair, and it's clear."];
export const AGREE_OWN_QUESTION = "How do you feel about saying it?";
/** Someone still answering in a word or two once the short questions are used: a choice, easy to answer briefly. */
export const SHORT_CHOICES = [
  "Short answers are fine. Would it help more to talk about how it felt, or about what happens next?",
  "We can go at your pace. Is it more the moment itself that's stuck with you, or what people might think?",
  "I'm still here. Would one small thing for the rest of today help, or would you rather just say a bit more?",
];
/** "my mum would be so hurt": someone else's feeling, imagined with care. */
export const THEIR_FEELING = [
  "You care a lot about how this would land for them.",
  "It's clear how much their feelings matter to you in this.",
];
/** "why would she say that": a comment that hurt. */
export const HURT_COMMENT = [
  "That sounds like it really stung. People sometimes say careless things without thinking how they'll land, and it doesn't make it true.",
  "That's a hard thing to hear, especially from someone whose reaction matters to you.",
];
export const HURT_COMMENT_QUESTION = "What hurt most about it?";
/** Frightening health news in a word ("heart attack"): human first. */
export const SHORT_HEALTH = ["That's frightening.", "Oh no, that's a real shock."];
/** "scared", one word. */
export const SHORT_SCARED = ["Of course you're scared.", "That makes sense; it's a frightening time."];
export const SHORT_SCARED_QUESTION = "What's worrying you most right now?";
export const SHORT_QUESTIONS = [
  "What happened?",
  "Can you tell me a bit more?",
  "How did that feel?",
  "What's that been like?",
  "And how are you now?",
  "What would help right now?",
];
export const SHORT_FEELING = [
  "Feeling {feeling} is horrible.",
  "That's a rotten way to feel; feeling {feeling} is hard.",
];
/** "tired", one word. */
export const SHORT_TIRED_QUESTIONS = ["What's been taking it out of you lately?"];
export const SHORT_FEELING_QUESTIONS = ["What would help a little right now?", "Is it still with you now?"];
/** After a person named alone ("Your boss."). */
export const ROLE_QUESTIONS = ["What's been happening with {who}?", "What's going on with {who}?"];
export const SHORT_TOPIC_QUESTIONS = ["What's going on there?", "What happened?", "What's the worst part?"];
/** Pushback on an idea ("that won't work"): take it, stop suggesting, ask what would help. */
export const PUSHBACK_LINES = [
  "Fair enough; you know your situation better than I do.",
  "Okay, that's not it then. I won't push it.",
  "That's fair. No more suggestions from me unless you want them.",
];
export const PUSHBACK_QUESTIONS = [
  "Would it help more to just talk it through, with no advice from me?",
  "What would actually help right now, even a little?",
];
/** "I just want someone to get it": being understood, not fixed. */
export const UNDERSTOOD_LINES = [
  "That makes sense; you want to be understood, not fixed.",
  "I get that. Sometimes being heard matters more than any advice.",
];
/** "Sorry, my English is not good." */
export const ENGLISH_REASSURE = "Your English is clear, and simple words are perfect here.";

export const STEP_OPENERS = [
  "When everything feels heavy, a very small step can help more than a big plan.",
  "Low days shrink our energy, so let's think small.",
];
export const COMPASSION_OPENERS = [
  "You deserve the same kindness you'd give someone you care about.",
  "Let's try being a little gentler with you for a moment.",
];
export const COMMIT_AFFIRM = [
  "That's a good, doable step.",
  "That sounds like a real plan.",
  "Small and specific is exactly right.",
];
export const FEELING_CHECK = [
  "How are you feeling now, compared with when we started?",
  "How does it feel to have a plan?",
];

export const GOOD_NEWS = [
  "That's really good news, and I'm glad you told me!",
  "Well done; that deserves a moment.",
  "That's lovely to hear!",
];

/** After "ok that helps a bit": what comes next, not "go ahead, I'm listening". */
/** A line or tip they were just given, taken up as their own. */
export const LIKED_IT = "Good, I'm glad that one feels like yours.";
export const NEXT_STEP_QUESTIONS = [
  "What feels like the next step from here?",
  "Is there anything else about it that's on your mind?",
];
/** After a plain detail with a time ("pick up is at 3", "another viewing on saturday at 11"). */
export const DETAIL_QUESTIONS = ["How are you feeling about it?", "What would help it go a little easier?"];
/** After a booking said as a detail ("booked for thursday at 9"). */
export const BOOKED_QUESTION = "How are you feeling about it, now it's in the diary?";
/** Someone else moved by their good news ("my dad cried when I told him"). {who}: him, her or them. */
export const OTHERS_MOVED = [
  "That's lovely; it clearly meant a lot to {who} too.",
  "What a reaction; it obviously means a lot to {who} as well.",
];
/** "ha yeah" later in a chat. */
export const LAUGH_LINE = "It's good to hear a laugh in there.";
/** A happy chat whose questions are all asked. */
export const CHEER_END = "It's lovely to hear you this happy about it.";
/** After "maybe sleep" as an answer: what stands in its way. */
export const GUESS_QUESTION = "What gets in the way of it at the moment?";
/** "idk" to a question, once the chat has a thread: the question can wait. */
export const IDK_LINES = [
  "That's okay; not everything has an answer straight away.",
  "That's alright, it can be hard to put a finger on.",
];
/** "ugh": a sigh, heard. */
export const UGH_LINES = ["That's a fair 'ugh'.", "Yeah, ugh. That's a lot."];

/** "meh" later in a chat that has a thread. */
export const MEH_THREAD =
  "Fair enough; not everything fits into words. Would it help more to keep going with this, or to talk about something lighter for a bit?";
export const MINIMAL_PROMPTS = [
  "That's okay, we can take it slowly. On a scale from 0 to 10, how heavy does today feel?",
  "Fair enough; some days are just like that. What's one thing that happened today, big or small?",
  "No pressure to find the right words. Is it more of a tired feeling, a sad one or a restless one?",
  "That's alright. What would make the next hour a little easier?",
  "I'm still here. Would it help more to talk about what's going on, or to think of one small thing for today?",
  "We don't have to talk much. What's one thing you'd like from this chat, even if it's small?",
];
export const SCALE_REPLIES = {
  heavy: "Thanks for putting a number on it; that sounds like a heavy day.",
  middle: "Thanks for putting a number on it; somewhere in the middle, then.",
  light: "Thanks for putting a number on it; lighter than I'd guessed, which is good.",
};

export const CONFUSION_LEADS = ["Sorry, that wasn't very clear.", "My fault, let me put it another way."];

/** A plan, named by its kind in the coach's words (never the person's). */
export const PLAN_PHRASES = {
  talk: "that conversation",
  call: "that call",
  routine: "the routine you've set yourself",
  booking: "getting it booked",
  go: "giving it a go",
} as const;
export const THANKS_REPLIES = ["You're very welcome.", "I'm glad it helped.", "Any time."];

export const OFFER_INTROS = [
  "There's a short exercise that fits this:",
  "Something that might help here is",
  "You might like this exercise:",
];
export const OFFER_ASKS = [
  "Would you like to try it?",
  "Would you like to give it a go?",
  "How would you feel about trying it?",
];
export const ANOTHER_INTROS = [
  "Of course, here's a different one:",
  "Sure, let's try another angle:",
  "No problem, how about this one instead:",
];
export const ACCEPT_LINES = [
  "Lovely. Tap 'Try the exercise' whenever you're ready; there are no wrong answers, and I'll be here afterwards.",
  "Great. Tap 'Try the exercise' when you're ready and take your time with it.",
];
export const DECLINE_LINES = [
  "No problem at all, we'll leave exercises aside.",
  "That's completely fine; no more suggestions unless you ask.",
  "Fair enough, thanks for telling me.",
];
export const DECLINE_EXERCISE_LINES = [
  "Fair enough, exercises aren't for everyone, and I won't push them.",
  "Thanks for being honest; I'll stop suggesting exercises. You can always ask for one later.",
];
export const NO_MORE_EXERCISES = "I've run out of new exercises to suggest in this chat, but we can keep talking.";

/** {name} is "" or ", Sam". */
export const CLOSE_TOPIC = [
  "Thank you for talking with me today about {topic}{name}.",
  "I'm really glad you came to talk about {topic} today{name}.",
];
export const CLOSE_PLAIN = [
  "Thank you for talking with me today{name}.",
  "I'm really glad you came to talk today{name}.",
];
/** The close's word on a plan, named in the coach's words ({plan}: a phrase from PLAN_PHRASES). */
export const CLOSE_NAMED_PLAN = "Good luck with {plan}; you've thought it through, and small steps count.";
export const CLOSE_EXTRAS = {
  commitment: "You've got a next step in mind, and small steps count.",
  reframe: "You also found a kinder way to look at things, which is worth holding on to.",
  exercise: "And you gave an exercise a go, which takes some courage.",
  venting: "Sometimes just saying it out loud helps.",
  celebrate: "Congratulations again; enjoy every bit of it.",
  ordinary: "I'm glad today had some good bits in it.",
};
export const CLOSE_ENDS = [
  "Take good care of yourself, and come back any time.",
  "Be gentle with yourself, and I'm here whenever you want to talk again.",
];
export const ANYTHING_ELSE = "Is there anything else on your mind today?";
export const GO_AHEAD = "Of course, I'm listening. What's on your mind?";
/** "yeah" to a question that wasn't yes-or-no: take it as "go on", not as an answer. */
export const SOFT_YES_PROMPTS = [
  "Go ahead, I'm listening.",
  "Okay. Say as much or as little as you like.",
  "Tell me whatever comes to mind.",
];
/** "yeah" to "what's one tiny thing that lifts you?": there is something; ask what. */
export const STEP_YES = "Good. What comes to mind? Even something very small counts.";
export const WHEN_ACKS = [
  "Good; a set time makes it much more likely to happen.",
  "That works; having a time for it makes it real.",
];
/** After the plan got its time: think ahead about what could get in the way (implementation intentions). */
export const WHEN_QUESTIONS = [
  "Is there anything that might get in the way, and what could you do if it does?",
  "Would a reminder on your phone help you remember?",
];
export const BASICS_LINES = [
  "When sleep and meals slip, everything feels heavier; looking after the basics is a real way of looking after yourself.",
  "Not eating or sleeping well makes any hard time harder, so the basics are a good place to start.",
];
export const BASICS_QUESTION = "What's one small thing that could help you eat or sleep a little better this week?";
export const FOLLOW_UP = "Welcome back{name}. Last time you planned to {plan}. How did it go?";
export const PLAN_SLIPPED = "That's okay; plans slip for everyone, and it doesn't say anything bad about you.";
export const TRY_AGAIN_QUESTION = "What would make it a little easier to try again?";
export const STEP_PICK = "Good. Which one could you do in the next little while?";
/** The person didn't follow the offer: say it again, plainly, and keep it open. */
export const OFFER_PLAINLY =
  "I was suggesting a short exercise you can do here in the app, \"{title}\". If you'd like to try it, tap 'Try the exercise'; if not, that's fine too, and we can just keep talking.";
/** The person didn't follow an answer: its first sentence again, on its own. */
export const ANSWER_PLAINLY = "Sorry, I packed a lot into that. In short: {gist}";
/** Asked again: the short version, without "like I said". */
export const ANSWER_AGAIN = "That's worth coming back to. The short version: {gist}";
/** Worry about what others will think: heard as a worry, not as self-criticism. */
export const JUDGEMENT_WORRY = [
  "It's really natural to worry about what other people will think.",
  "Worrying about how you'll come across is something almost everyone knows.",
];

/** Said in the person's language: the coach speaks English for now. */
// The second note says where their own language works: the journal and mood notes keep any language.
export const LANGUAGE_NOTES: Record<OtherLanguage, string[]> = {
  es: [
    "Gracias por escribirme. Por ahora solo puedo conversar en inglés; si te apetece, escríbeme en inglés y aquí estaré.",
    "Lo siento, todavía solo hablo inglés. Tu diario y tus notas de ánimo, en cambio, aceptan cualquier idioma: ahí puedes escribir en español.",
    "Con gusto. Recuerda que, por ahora, solo puedo conversar en inglés.",
    "Te leo con atención, pero solo puedo responder bien en inglés. Si te animas, prueba con unas palabras en inglés.",
    "Entiendo que es más cómodo escribir en español. Aun así, por ahora solo puedo conversar en inglés.",
    "No te preocupes por los errores: puedes escribirme en un inglés sencillo y yo te sigo.",
    "Sigo aquí. Cuando quieras, cuéntamelo en inglés, con las palabras que tengas.",
    "Perdona que no pueda seguirte en español. Si escribes en inglés, aunque sea poco a poco, podré ayudarte mejor.",
    "Gracias por tu paciencia. Mi español no da para una conversación, pero en inglés estoy a tu disposición.",
    "¡Cuídate mucho! Aquí estaré cuando quieras volver a escribir.",
  ],
  fr: [
    "Merci de m'écrire. Pour l'instant, je ne peux discuter qu'en anglais ; si tu veux, écris-moi en anglais et je serai là.",
    "Désolé, je ne parle encore que l'anglais. Ton journal et tes notes d'humeur, eux, acceptent toutes les langues : tu peux y écrire en français.",
    "Avec plaisir. Pour l'instant, je ne peux discuter qu'en anglais.",
    "Je te lis avec attention, mais je ne peux bien répondre qu'en anglais. Si tu veux, essaie avec quelques mots en anglais.",
    "Je comprends que c'est plus simple d'écrire en français. Pour l'instant, je ne peux quand même discuter qu'en anglais.",
    "Ne t'inquiète pas des fautes : tu peux m'écrire dans un anglais simple, je suivrai.",
    "Je suis toujours là. Quand tu veux, raconte-moi en anglais, avec les mots que tu as.",
    "Pardon de ne pas pouvoir te suivre en français. Si tu écris en anglais, même petit à petit, je pourrai mieux t'aider.",
    "Merci de ta patience. Mon français ne suffit pas pour une conversation, mais en anglais je suis là pour toi.",
    "Prends bien soin de toi ! Je serai là quand tu voudras revenir m'écrire.",
  ],
  de: [
    "Danke für deine Nachricht. Im Moment kann ich leider nur auf Englisch schreiben; wenn du magst, schreib mir auf Englisch, ich bin da.",
    "Es tut mir leid, ich spreche bisher nur Englisch. Dein Tagebuch und deine Stimmungsnotizen nehmen aber jede Sprache: Dort kannst du auf Deutsch schreiben.",
    "Gern geschehen. Im Moment kann ich leider nur auf Englisch schreiben.",
    "Ich lese aufmerksam mit, kann aber nur auf Englisch gut antworten. Wenn du magst, versuch es mit ein paar Worten auf Englisch.",
    "Ich verstehe, dass es auf Deutsch leichter ist. Trotzdem kann ich im Moment nur auf Englisch schreiben.",
    "Mach dir keine Sorgen um Fehler: Du kannst mir in einfachem Englisch schreiben, ich komme mit.",
    "Ich bin noch da. Wenn du willst, erzähl es mir auf Englisch, mit den Worten, die du hast.",
    "Tut mir leid, dass ich auf Deutsch nicht mithalten kann. Wenn du auf Englisch schreibst, auch nur nach und nach, kann ich dir besser helfen.",
    "Danke für deine Geduld. Mein Deutsch reicht nicht für ein Gespräch, aber auf Englisch bin ich für dich da.",
    "Pass gut auf dich auf! Ich bin da, wenn du wieder schreiben möchtest.",
  ],
  pt: [
    "Obrigado por me escrever. Por enquanto só consigo conversar em inglês; se quiser, escreva em inglês e estarei aqui.",
    "Desculpe, ainda só falo inglês. Mas o seu diário e as notas de humor aceitam qualquer idioma: ali você pode escrever em português.",
    "De nada. Por enquanto, só consigo conversar em inglês.",
    "Estou lendo com atenção, mas só consigo responder bem em inglês. Se quiser, tente com algumas palavras em inglês.",
    "Entendo que é mais fácil escrever em português. Mesmo assim, por enquanto só consigo conversar em inglês.",
    "Não se preocupe com erros: pode me escrever num inglês simples que eu acompanho.",
    "Continuo aqui. Quando quiser, me conte em inglês, com as palavras que tiver.",
    "Desculpe não conseguir acompanhar em português. Se escrever em inglês, mesmo aos poucos, vou poder ajudar melhor.",
    "Obrigado pela paciência. Meu português não dá para uma conversa, mas em inglês estou à disposição.",
    "Se cuide! Vou estar aqui quando quiser voltar a escrever.",
  ],
  it: [
    "Grazie per avermi scritto. Per ora posso parlare solo in inglese; se ti va, scrivimi in inglese e sarò qui.",
    "Mi dispiace, per ora parlo solo inglese. Il tuo diario e le note sull'umore, però, accettano qualsiasi lingua: lì puoi scrivere in italiano.",
    "Prego. Per ora posso parlare solo in inglese.",
    "Ti leggo con attenzione, ma riesco a rispondere bene solo in inglese. Se ti va, prova con qualche parola in inglese.",
    "Capisco che è più comodo scrivere in italiano. Però, per ora, posso parlare solo in inglese.",
    "Non preoccuparti degli errori: puoi scrivermi in un inglese semplice e ti seguo.",
    "Sono sempre qui. Quando vuoi, raccontamelo in inglese, con le parole che hai.",
    "Scusa se non riesco a seguirti in italiano. Se scrivi in inglese, anche poco alla volta, potrò aiutarti meglio.",
    "Grazie per la pazienza. Il mio italiano non basta per una conversazione, ma in inglese sono qui per te.",
    "Abbi cura di te! Sarò qui quando vorrai scrivermi di nuovo.",
  ],
  pl: [
    "Dziękuję za wiadomość. Na razie mogę rozmawiać tylko po angielsku; jeśli chcesz, napisz do mnie po angielsku, a ja tu będę.",
    "Przepraszam, na razie mówię tylko po angielsku. Jeśli wolisz, możesz pisać do mnie po angielsku, nawet prostymi zdaniami.",
    "Bardzo proszę. Pamiętaj, że na razie mogę rozmawiać tylko po angielsku.",
  ],
};
export const OTHER_LANGUAGE_NOTE =
  "Thank you for writing. I can only chat in English for now; if you can, write to me in English and I'll be here.";

export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? `{${key}}`);
}
/** A fear of what might happen ("I'm scared I'll break down", "worried she'll cry all day"): met as a fear, never praised as a plan. */
export const FEAR_LINES = [
  "That's a really understandable fear.",
  "It makes sense that you're scared of that; it matters to you.",
  "Of course that worries you.",
];
export const FEAR_QUESTIONS = [
  "If it did happen, what would help you through that moment?",
  "What would you want to remember if it did happen?",
];
/** After pointing to where a factual answer can be found. */
export const FIND_OUT_QUESTIONS = [
  "Is that something you could check soon?",
  "Would it help to jot down what you want to ask them?",
];
/** The fear is of saying the wrong thing to someone who is going through something. */
export const WRONG_WORDS_LINE =
  "There's rarely a perfect thing to say; turning up and being kind counts for far more than the exact words.";
export const WRONG_WORDS_QUESTION = "What would you most like them to know, in plain words?";
/** Someone close to the person lost someone: sorry, and it's hard to watch. */
export const CONDOLENCE_OTHER = [
  "I'm so sorry; that's a sad loss, and it's hard to watch someone you care about go through it.",
];

/** A second goodbye right after the close: short. */
export const CLOSE_AGAIN = [
  "Take care of yourself; I'm here whenever you need me.",
  "Bye for now; look after yourself.",
];

/** Doubt about the app or the coach ("this is pointless", "you're just a bot"): honest, warm, no pressure. */
export const SCEPTIC_LINE =
  "That's fair, and I won't pretend otherwise. I'm an app, not a person: I can't fix what's going on or know you the way a friend does. What I can do is listen without judging and help you think things through, at your pace, with no exercises unless you ask.";
export const SCEPTIC_QUESTION = "If you'd like to try anyway, what's on your mind?";
export const SCEPTIC_AGAIN =
  "Fair enough. I'm only an app, and I won't pretend to be more than that. No pressure either way; I'm here if you want to say more.";
export const SCEPTIC_NO_QUESTION = "No pressure; I'm happy to keep listening if it helps.";
/** "no tips please", "i dont want any tips": a short nod, and no suggestions from then on. */
export const NO_TIPS_LINES = ["Okay, no tips. I'm listening.", "Fair enough, no tips from me."];
/** "What would you do?" with ideas to give: honest that the coach is an app, then the ideas. */
export const WHAT_WOULD_YOU_DO_TIPS = "I'm an app, not in your shoes, but if it were me, I'd start small.";
/** "What would you do?" with nothing specific to suggest: honest that the coach is an app, then one concrete option. */
export const WHAT_WOULD_YOU_DO =
  "Honestly, I'm an app, so I don't have a life like yours to weigh it against, and you know your situation far better than I do. But if I were in your place, I'd write down the two or three options I can see and what each would cost, then talk them over with one person I trust before deciding.";
/** "no thats not what i meant": the misreading owned plainly before going on with what they meant. */
export const CORRECTED_LINES = [
  "Sorry, I got that wrong.",
  "Ah, I misread that; thanks for putting me right.",
  "Sorry, my mistake.",
];
/** "i'm asking about me": the person, not the one they were telling about. */
export const CORRECTED_ABOUT_ME = [
  "This is about you, not them. How has it been for you, underneath it all?",
  "Let's stay with you, then. What has it been like for you?",
];
/** A correction with nothing after it: what they did mean. */
/** What they meant, said as a statement: a question that stays with it. */
export const CORRECTED_FOLLOW = ["Can you tell me a bit more about that?", "What has that been like for you?"];
export const CORRECTED_QUESTIONS = ["What did you mean? I'd like to get it right.", "What's the part I got wrong?"];
/** Support heard from someone ("she says they're all very friendly", "my husband backed me up"). */
export const SUPPORT_HEARD = [
  "That's good to hear.",
  "That sounds like someone in your corner.",
  "I'm glad you heard that.",
];
export const SUPPORT_HEARD_QUESTIONS = ["How did that feel?", "Does that change how it looks to you at all?"];
/** More of the plan just made ("and if i miss one i just carry on"). */
export const PLAN_MORE = [
  "That's a good piece to add; it makes the plan easier to keep.",
  "Good thinking; having that worked out ahead makes it easier on the day.",
];
/** "can you remind me what we said?" before anything was said on it. */
export const RECAP_NONE =
  "I don't think we'd got to that yet, so there's nothing to go back over; we can think it through now.";
export const RECAP_NONE_QUESTION = "Which part would be most useful to think through?";
/** "oh my god" or "phew" right after good news: relief. */
export const RELIEF_LINES = ["That sounds like a big relief.", "What a relief, by the sound of it."];
export const RELIEF_QUESTIONS = ["How are you feeling now?", "How does it feel, now that you know?"];
/** "can i ask you something": yes. */
export const ASK_AWAY = ["Of course. Ask away.", "Sure, go ahead."];
/** "i think it might be the menopause": a health guess, worth checking with someone who can. */
export const HEALTH_GUESS = [
  "That could well be part of it, and it's worth a GP's view; there's often more help for it than people expect.",
];
export const HEALTH_GUESS_QUESTION = "How do you feel about getting it checked?";

/** The last reply was too general: owned, then a question about their own case. */
export const TOO_GENERIC_LINES = ["Fair point; that was too general.", "You're right, that was a stock answer."];
export const TOO_GENERIC_QUESTIONS = [
  "What's the part of this that's yours, that a general answer misses?",
  "What would you want me to understand about your situation in particular?",
];
/** The plan already made, said again as a go ("going to try it", "ok. ill go"). */
export const PLAN_AGAIN = ["Good; I hope it goes well.", "Good for you; that's the hardest bit done."];
/** A shrug to an open question ("ok maybe"): fine not to know yet. */
export const HEDGE_ACKS = [
  "That's okay; you don't have to have it worked out yet.",
  "Fair enough; it's fine not to be sure.",
];
/** A strength said in passing ("the content is fine, i know it better than anyone"). */
export const STRENGTH_ACKS = ["That's a real strength to lean on.", "That matters; you're on solid ground there."];
export const STRENGTH_QUESTION = "What would help the rest feel as steady as that part?";
