// Short psychoeducation answers to direct questions, written to be accurate and plain.
// The first entry whose pattern matches answers; the coach then asks one question.
import type { CoachModule } from "#shared/schemas/coach.ts";
import type { TopicId } from "./understand.ts";

export interface Answer {
  id: string;
  match: RegExp;
  text: string;
  /** The module (and step) the answer leads into, so its question follows on from it. */
  then?: [CoachModule, number];
  /** Versions for the chat's situation (its main topic, or the kind of loss); `text` when none fits. */
  byTopic?: Partial<Record<AnswerKey, string>>;
}

/** What a topic-keyed answer is keyed by: a topic, a kind of loss, or good news with nerves. */
export type AnswerKey = TopicId | "loss-pet" | "loss-pregnancy" | "mixed" | "crying" | "imposter" | "general";

export const ANSWERS: readonly Answer[] = [
  {
    id: "real",
    match:
      /\b(are you (a )?(real|human|person|bot|ai|robot|therapist)|is this (a )?(bot|ai|real person)|who are you)\b/i,
    text: "I'm an AI coach, not a person or a therapist. I can listen, help you untangle thoughts and suggest small exercises, but I'm no replacement for professional care.",
  },
  {
    id: "what-coach-does",
    match:
      /\b(what (do|can) you (actually |even |really )?do|what are you (for|here for)|how does this (work|chat work))\b/i,
    text: "I'm here to listen, help you untangle what's going on, spot thinking habits that make things heavier, and find one small step you could take. I can also suggest short exercises, but only if you want them.",
  },
  {
    id: "point",
    match:
      /\bwhat'?s the point of (this|talking|you|this chat)\b|\bwhat'?s the point (of this )?then\b|\bhow (is|will) (this|talking( to you)?) (going to )?help\b/i,
    text: "Fair question. I can't change your situation, and I won't pretend to. What I can do is listen without judging and help you think things through at your pace; if that's not what you need today, that's okay too.",
  },
  {
    id: "get-easier",
    match:
      /\b(does it (ever )?get (easier|better)|will (it|this) (ever )?get (easier|better)|will (it|this) (always )?(feel|be) (this|so) (hard|bad)|will (it|this) always (feel|be)|(do you think )?(i'?ll|i will) (ever )?(feel|get) better|will i (ever )?(feel|get) better|is there (any )?hope)\b/i,
    text: "I can't know for certain, but for most people it does get easier, slowly and not in a straight line. Hard stretches pass more often than they feel like they will, especially with support and a few small steady things.",
    byTopic: {
      loss: "I can't promise a timeline, but for most people, yes. The grief doesn't vanish, but it comes less often and less sharply, and life slowly grows around it. Early on it comes in waves, and that's normal.",
      "loss-pet":
        "For most people, yes. The empty spaces in the day hurt most at first, and over time the memories start to bring more warmth than pain.",
      "loss-pregnancy":
        "For most people, yes, though not in a straight line; dates and other people's news can bring it back for a while. Giving the loss a place, rather than hiding it, tends to help.",
      move: "I can't know for sure, but for most people it does. The first months are usually the hardest, and it tends to ease once a few regular things and a few familiar faces are part of your week.",
      depression:
        "I can't promise, but depression is one of the most treatable things there is, and most people do feel better with the right support. It's hard to believe from inside it, and that's part of how it works.",
      panic:
        "For most people, yes. Panic attacks tend to shrink once you know what they are and stop fearing them, and there's good help for them if they keep coming.",
      illness:
        "I can't know how your body will go, but many people find that living with it gets easier, even before the pain itself changes, as they find a pace that works.",
      caring:
        "I can't promise it gets lighter, but it often gets more manageable once you have some help and some time for yourself. You're not meant to carry it alone.",
      breakup:
        "For most people, yes. It usually takes months rather than weeks, and it comes in waves, but the waves get smaller.",
    },
  },
  {
    id: "fault",
    match:
      /\b(is (it|this|that) (all )?my fault|was (it|this|that) my fault|did i (cause|do something wrong)|am i to blame|could i have (stopped|prevented))\b/i,
    text: "From what you've told me, I don't see something that is simply your fault. When something painful happens, the mind looks for someone to blame and often picks us. It can help to ask what was really in your control at the time, with what you knew then.",
    byTopic: {
      "loss-pregnancy":
        "No. Most miscarriages happen because of things no one can control, usually in how the pregnancy itself was developing, not because of anything the mother did. A normal amount of coffee and exercise like running are not what causes them.",
      loss: "From what you've told me, no. After a loss the mind hunts for what could have been different, and blame often lands on ourselves, but that isn't the same as it being your fault.",
      bullying:
        "No. Being bullied is never the fault of the person it's happening to; it says something about them, not you.",
      discrimination: "No. Being treated differently because of who you are or where you're from is not your fault.",
      betrayal: "No. Trusting someone isn't a mistake; breaking that trust was their choice.",
    },
  },
  {
    id: "seek-help",
    match:
      /\b(should i|do i need to|is it worth|would it help to) (go(ing)? to|see(ing)?|talk(ing)? to|call(ing)?|get(ting)?) (a |the |my |some )?(doctor|gp|therapist|counsell?or|psychologist|professional|help)\b/i,
    text: "I can't decide it for you, but if it's lasted more than a couple of weeks or is getting in the way of your days, yes, talking to a doctor is a good idea. It's exactly what they're there for, and they see this every day.",
  },
  {
    id: "report",
    match: /\b(report(ing)? (it|him|her|them|this)|to hr|go(ing)? to hr|human resources)\b/i,
    text: "I can't tell you how your workplace will respond, but you have every right to report it, and dated notes of each time make a report much stronger. Many people talk it through first with someone on their side, like a colleague, a trade union or an advice line, before deciding.",
  },
  {
    id: "telling",
    match: /\bhow (do|should|can) i (even )?(tell|say it to|break it to|bring it up with) (him|her|them|my \w+)\b/i,
    text: "There's no perfect way, but it helps to pick a calm moment, say the main thing early and plainly, and then give them room to react. Most people mind being kept in the dark more than the news itself.",
  },
  {
    id: "meet-people",
    match: /\b(meet (new )?(people|others|friends)|make (new )?friends|find (my )?people)\b/i,
    text: "Most friendships grow from seeing the same people again and again, so things that meet every week work best: a choir or a class, volunteering, a walking group, a club at the library. Going once just to watch is a perfectly good first step.",
  },
  {
    id: "others-think",
    match: /\b(stop|quit) (caring|worrying) (about )?what (people|others|they|everyone) think\b|\bcare less what\b/i,
    text: "You probably can't switch it off completely, and you don't have to. Most people are far more focused on themselves than on us, and the worry shrinks each time you do the thing anyway and it goes okay.",
  },
  {
    id: "pain",
    match: /\b(pain|hurts?)\b.*\b(stress|mood|worse|mind|head)\b|\b(stress|mood|mind)\b.*\bpain\b/i,
    text: "Yes, it can. Stress and poor sleep make the nervous system more sensitive, so the same pain can feel stronger, and pain adds stress in turn. That doesn't mean it's in your head; it means calming the body and gentle activity can turn the volume down a little.",
  },
  {
    id: "panic",
    match: /\bpanic\b/i,
    text: "A panic attack feels terrifying, but on its own it can't hurt you: it's the body's alarm going off at full volume with no real danger, and it peaks and passes, usually within about ten minutes. If you ever have chest pain that's new or different, get it checked, but a pounding heart and breathlessness from panic are not dangerous.",
  },
  {
    id: "burnout",
    match: /\bburn(ed|t)?[- ]?out\b/i,
    text: "It sounds a lot like it. Burnout is what long, unrelenting stress at work does: exhaustion, feeling numb or detached from the work and the people in it, and a sense that nothing you do is enough. It's a response to the conditions, not a personal weakness.",
  },
  {
    id: "pressure",
    match:
      /\bwhy (do|does|did) (i|it) (always |only )?(mess up|fail|freeze|choke|panic|go blank|fall apart)\b[^?]*\b(matters|counts|pressure|test|exam|important|real thing)\b|\bonly when it (matters|counts)\b/i,
    text: "It's very common: when something counts, the body's alarm goes up, attention narrows onto not making mistakes, and things that are automatic in practice get clumsy. It isn't a lack of skill; practising under a bit of pressure, like a mock test, helps a lot.",
  },
  {
    id: "still-hurts",
    match:
      /\bwhy (does|do|can'?t|is) (it|this|that|she|he|they|what (she|he|they) (says?|said|do|does))\b[^?]*\b(get to me|gets to me|hurt|hurts|bother|bothers|affect|affects|upset|upsets)\b/i,
    text: "When something still gets to us, it usually touches something that matters deeply, like being accepted or respected. That isn't weakness; it's a sign of what you care about.",
    byTopic: {
      family:
        "Because the people who raised us shaped how we see ourselves long before we could question it, their words land somewhere older than our adult selves. It isn't weakness; noticing \"that's their voice, not mine\" can take a little of the sting out.",
    },
  },
  {
    id: "pattern",
    match:
      /\bwhy (does|do|is) (this|it|that|everything) (keep|always|happen\w*)|\bwhy (does|do) (this|it) keep\b|\bwhy (always )?me\b/i,
    text: "I can't know for sure from here, but when something keeps happening it's usually a pattern rather than a flaw in you: partly the situation, partly habits that made sense once. It helps to look at what's the same each time, and which part of that is in your hands.",
  },
  {
    id: "decision",
    match: /\b(should i|do you think i should|would you|what would you do)\b/i,
    text: "That's your call, and I wouldn't want to decide it for you, but I can help you weigh it. It often helps to picture each choice a week from now and notice which one you'd be glad you made, and what you fear most about the other.",
  },
  {
    id: "overthinking",
    match: /\b(overthink\w*|ruminat\w*|replay\w*|can'?t stop thinking|stop thinking about)\b/i,
    text: 'Overthinking is the mind trying to solve or prevent something, and it loops because the worry never feels finished. What helps most is noticing the loop, naming it ("I\'m replaying again") and gently moving your attention to something you can do now.',
  },
  {
    id: "imposter",
    match: /\b(imposter|impostor|feel like a fraud)\b/i,
    text: "Imposter feelings are the sense that you've fooled people and will be found out, even with real evidence of your ability. They're very common in capable people, especially after a step up, and they tend to ease when you start counting your part in what went well.",
  },
  {
    id: "stress-anxiety",
    match:
      /\b(stress|anxiety|anxious|panic)\b.*\b(difference|what is|mean|why|chest|heart|body|physical|stomach)\b|\b(what is|what'?s|difference between)\b.*\b(stress|anxiety|panic)\b|\b(chest|heart|stomach)\b.*\b(anxiety|anxious|stress|nervous)\b/i,
    text: "Stress is usually a response to a pressure in front of you, while anxiety is worry that carries on even when the pressure isn't there. Both run through the body's alarm system, so a racing heart, a tight chest or a churning stomach are common, and slow breathing out can turn the alarm down.",
  },
  {
    id: "blank",
    match: /\b(go(es)? blank|went blank|freeze|freezing|froze|mind (goes|went) empty)\b/i,
    text: "When you're very nervous, the body's alarm system pulls resources away from the thinking part of the brain, so recall gets patchy for a moment. It isn't a sign that you don't know your stuff; slow breathing out and practising under mild pressure both make it less likely.",
  },
  {
    id: "what-if",
    match: /\bwhat if\b/i,
    text: "\"What if\" questions are the mind's way of trying to stay safe, but they tend to pick the worst answer. It can help to ask two more: what's most likely to happen, and how would you cope if the hard version did?",
  },
  {
    id: "trap",
    match: /\b(thinking traps?|cognitive distortions?|cbt|what is reframing|reframe)\b/i,
    text: "Thinking traps are habits of thought that make things feel worse than they are, like all-or-nothing thinking or mind reading. Everyone falls into them; the skill is spotting one and asking whether there's a fairer way to see the situation.",
  },
  {
    id: "self-compassion",
    match: /\b(self[- ]compassion|be kinder to myself|be nicer to myself|stop being so hard on myself)\b/i,
    then: ["compassion", 1],
    text: "Self-compassion means treating yourself the way you'd treat a good friend who's struggling: noticing the pain, remembering that everyone struggles, and answering with kindness instead of criticism. It isn't letting yourself off the hook; people who practise it tend to bounce back faster.",
  },
  {
    id: "sleep",
    match: /\b(sleep|insomnia|at night|bedtime|fall asleep|calm down before bed)\b/i,
    text: "Worries often feel bigger at night because there's nothing else to hold your attention and you're tired. A regular wake-up time, writing worries down before bed and getting up for a while if you can't sleep all help your body relearn that bed is for sleeping.",
  },
  {
    id: "calm",
    match: /\b(calm (myself )?down|relax|breath\w*|nerves|stop (being|feeling) (so )?nervous)\b/i,
    text: "The quickest way to calm your body is to breathe out for longer than you breathe in, say in for four and out for six, for a minute or two. It's also fine to let some nerves stay; they're energy your body is giving you to do well.",
  },
  {
    id: "procrastination",
    match:
      /\b(procrastinat\w*|putting (things|it) off|motivat\w*|can'?t get started|why can'?t i (just )?(do|start|get on with|finish) (it|this|things))\b/i,
    then: ["solve", 3],
    text: "Procrastination is usually about avoiding a feeling (boredom, doubt or fear of doing it badly) rather than laziness. Making the first step tiny, like ten minutes with the phone in another room, takes the edge off that feeling.",
  },
  {
    id: "confidence",
    match: /\b(confident|confidence|self[- ]esteem|believe in myself)\b/i,
    text: "Confidence tends to follow action rather than come before it: people feel more confident after doing slightly brave things, not before. Small steps, and actually noticing when they go okay, build it faster than waiting to feel ready.",
  },
  {
    id: "breakup",
    match: /\b(get over (someone|him|her|them|it|a breakup)|heal from|move on|breakup|break up)\b/i,
    text: "There's no fixed timetable: getting over someone often takes months, and it comes in waves rather than a straight line. Routine, sleep, people who care about you and limiting how often you check on them all make the waves smaller over time.",
  },
  {
    id: "rejection",
    match: /\b(rejection|rejected)\b/i,
    text: 'Rejection hurts partly because our brains treat belonging as a basic need, so the sting is real. It helps to separate the event ("this didn\'t work out") from the verdict your mind adds ("I\'m not good enough"), which is usually much harsher than the facts.',
  },
  {
    id: "journaling",
    match: /\b(journal\w*|writing (it )?down|write (things|it) down)\b/i,
    text: "Yes, for many people it does: writing about a worry for a few minutes moves it out of your head and onto paper, where it's easier to see clearly. It works best as a short, regular habit rather than a perfect diary.",
  },
  {
    id: "manager",
    match: /\b(boss|manager|micromanag\w*)\b/i,
    text: "With a difficult manager, what helps most is getting clear on expectations: a short one-to-one about what good work looks like, and small, regular check-ins so feedback never piles up. Keeping notes of what you've done also helps you stay steady when criticism comes.",
  },
  {
    id: "help",
    match: /\b(can you help|will this help|how can you help|what can you do)\b/i,
    text: "I can listen, help you spot thinking traps, prepare for something coming up, or find one small step for today. You can also ask me for a short exercise whenever you like.",
  },
];

/** A question with no answer in the bank: the topic's answer when there is one ("why can't I..." about procrastination). */
export const TOPIC_ANSWERS: Partial<Record<TopicId, string>> = {
  procrastination: "procrastination",
  sleep: "sleep",
  breakup: "breakup",
  manager: "manager",
  confidence: "confidence",
  "new-role": "imposter",
  panic: "panic",
  burnout: "burnout",
  illness: "pain",
};

/** No answer in the bank: said honestly, then the coach asks what the person thinks (ANSWER_UNKNOWN_QUESTIONS). */
export const FALLBACK_ANSWERS = [
  "I don't have a ready answer to that, and I'd rather not guess.",
  "Honestly, I can't answer that one for certain.",
  "That's a fair question, and there isn't one right answer I can give you.",
];

/** "Is it normal...?" answers, by topic; the coach puts "Yes." or "Not at all." in front, to fit the question. */
export const NORMAL_ANSWERS: Partial<Record<AnswerKey, string>> = {
  loss: "Grief can look like numbness, anger, exhaustion or reaching for the phone to call them; there's no right way to do it.",
  "loss-pet":
    "Grief for a pet is real grief: they were part of every day and part of the family, and missing them this much shows how much they mattered.",
  "loss-pregnancy":
    "A miscarriage is a real loss, and grief, anger and pain at other people's news are all common after one, even when you're also glad for them.",
  caring:
    "Frustration is one of the most common feelings carers have, especially when you're exhausted and doing it alone; it doesn't mean you love them any less, and the guilt afterwards shows how much you care.",
  relationship:
    "Feeling angry when you carry most of the load and it goes unnoticed is a fair reaction, not an overreaction.",
  discrimination:
    "Being hurt and angry about comments on who you are or where you're from is a reasonable response to something that isn't okay.",
  bullying:
    "Feeling scared, sick or ashamed when you're being bullied is how almost everyone feels; it's a sign of what they're doing, not of anything wrong with you.",
  betrayal: "Feeling this hurt and angry when someone breaks your trust is a completely normal reaction.",
  panic: "Panic attacks are very common, and being scared of the next one is one of the most common parts of them.",
  illness: "Living with pain wears down anyone's patience and mood; being snappy or low with it is very common.",
  depression: "Low mood like this is very common, and it's treatable; it isn't a weakness or something you did.",
  burnout:
    "Lots of people in caring jobs feel this way after years of pressure; feeling numb is one of the clearest signs of burnout.",
  mistake: "Almost everyone replays a mistake like this for a while; it shows you care about doing right by people.",
  mixed: "Big good changes often bring nerves along with the joy; being scared and happy at once is very common.",
  presentation:
    "Nerves before something that matters are your body getting ready, and most people feel them, even the ones who look calm.",
  interview:
    "Almost everyone is nervous before an interview; it shows you care about the outcome, not that you'll do badly.",
  exam: "Exam nerves are extremely common, and a moderate amount actually helps you focus.",
  party: "Lots of people find social events draining or nerve-racking, especially when they don't know many people.",
  breakup:
    "Missing someone, even when it was right for it to end, is how grief works, and it comes in waves rather than a straight line.",
  crying: "Crying is a normal way of releasing stress, and it doesn't mean you're weak or can't cope.",
  imposter:
    "It's so common it has a name: imposter feelings. Many capable people have them, especially after a step up.",
  manager: "A new or difficult manager is one of the most common sources of stress at work, so you're far from alone.",
  work: "Lots of people feel this way at work, even if they don't show it.",
  lonely:
    "Loneliness is very common, and it says nothing bad about you; it's a signal that you need connection, like hunger is a signal you need food.",
  "new-parent":
    "For many new parents, dads included, the first weeks bring low, flat or left-out feelings, and the bond often grows over weeks and months rather than arriving all at once; exhaustion dulls every feeling.",
  "body-image":
    "Almost everyone has days when they feel bad about how they look; those days say more about the day than about your body.",
  "job-loss":
    "Losing a job is one of the most stressful things that happens to people, and wanting to hide it for a while is very common.",
  move: "Most people find the first year after a move harder than they expected; feeling at home usually takes longer than a few months.",
  money: "Money worries are one of the most common sources of stress, and they're very hard to switch off.",
  general:
    "Lots of people feel this way, even if they don't talk about it. Your feelings make sense given what you're dealing with.",
};
