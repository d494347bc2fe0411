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
  /** Versions for the answer the coach gave last ("does it work?" after the breathing answer). */
  byAnswer?: Record<string, string>;
  /** Versions for the chat's situation (its main topic, or the kind of loss); `text` when none fits. */
  byTopic?: Partial<Record<AnswerKey, string>>;
}

/** What a topic-keyed answer is keyed by: a topic, a kind of loss, or good news with nerves. */
export type AnswerKey =
  | TopicId
  | "loss-pet"
  | "loss-pregnancy"
  | "mixed"
  | "crying"
  | "imposter"
  | "selfish"
  | "carer-break"
  | "jealous"
  | "alone-out"
  | "guilt"
  | "role-parent"
  | "role-partner"
  | "role-friend"
  | "role-work"
  | "start-small"
  | "ask-ok"
  | "ask-light"
  | "good-idea"
  | "both"
  | "step"
  | "small-win"
  | "homesick"
  | "no-reason"
  | "family-tie"
  | "one-bad"
  | "hurt"
  | "rest"
  | "not-wanting"
  | "age"
  | "age-memory"
  | "language-slow"
  | "general";

export const ANSWERS: readonly Answer[] = [
  {
    id: "real",
    match:
      /\b(are you (actually |really |even |just )?(a |an )?(real|human|person|bot|ai|robot|therapist)|is this (a )?(bot|ai|real person)|who are you)\b/i,
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
    id: "indignant",
    match:
      /\b(who (even |actually |the hell )?does that|how could (he|she|they)\b|what kind of (a )?person|why would (he|she|they|anyone) do that)\b/i,
    text: "You're right to be shocked. That isn't a fair way to treat someone, and you deserved better.",
    byTopic: {
      breakup:
        "Someone who wasn't treating you with the care you deserved, at least in that moment. You're allowed to be shocked and angry about how it was done, not only that it ended.",
      betrayal: "Someone who broke your trust, and that's on them, not you. You're right to be shocked.",
    },
  },
  {
    id: "revise",
    match:
      /\b(how (do|should|can|would) (people|i|you) (actually |even |best |properly )?(revise|study|learn (it|stuff|things))|best way to (revise|study)|revision tips|how to revise)\b/i,
    text: "What works best for most people is testing yourself rather than rereading: past papers, flashcards, or explaining a topic out loud from memory. Short blocks of about 25 minutes with a break, spread over several days, beat one long cram.",
  },
  // "How do I even start that conversation?": the opening line, not starting a task.
  {
    id: "open-conversation",
    match:
      /\bhow (do|can|should|would) i (even |actually |ever )?(start|begin|open|kick off) (that|the|this|a|our) (conversation|talk|chat|discussion)\b|\bhow (do|can|should) i (even )?(start|begin) (telling|talking to) (him|her|them|my \w+)\b/i,
    text: "Start with a line that just opens the door, like \"There's something I've been wanting to talk to you about.\" Then say the main thing early, in a sentence or two, before the nerves talk you out of it. The first sentence is the hardest part; once it's out, the rest usually comes more easily.",
  },
  {
    id: "start",
    match:
      /\bhow (do|can|should) (people|i|you) (just |actually |even |ever )?(start|get started|begin|make (myself|themselves|yourself) (start|do))\b|\bhow do (people|you) (stop procrastinating|get (things|stuff) done)\b/i,
    then: ["solve", 3],
    text: "Most people don't wait until they feel ready; they make the start so small it's hard to refuse, like opening the file or finding a login, and let the feeling catch up. Dread is usually worst just before starting and drops once you're in it.",
  },
  {
    id: "guilt",
    match:
      /\bhow (do|can) i (stop|not) (feeling|feel) (so |this )?guilty\b|\b(stop|get rid of|deal with) (the |this |my )?guilt\b|\bwhy do i feel (so |this )?guilty\b/i,
    text: "Guilt is useful when it points to something to put right, and not much use when it doesn't. It can help to ask yourself whether you actually did something wrong or just feel bad; if it's the second, the guilt is a sign of how much you care, not a verdict on you.",
    byTopic: {
      caring:
        "Start by separating feelings from actions: resenting the situation isn't the same as doing something wrong, and almost every carer feels it. The resentment grows from having too much on you, not from loving them less, so real rest and some help usually ease the guilt more than trying to feel better about it.",
    },
  },
  {
    // "why can't I take a compliment", "why do I get so awkward when someone says something nice".
    id: "compliments",
    match:
      /\b(why|how) (can'?t|cant|do|does|can|should) (i|you|people)\b[^?.!]{0,40}\b(take (a )?compliments?|accept (a )?(compliments?|praise)|(awkward|weird|cringe|uncomfortable|embarrassed)\b[^?.!]{0,25}\b(compliment\w*|prais\w*|something (nice|kind)|nice things)|when (someone|somebody|people|anyone) (says?|pays?|gives?) (me )?(something (nice|kind)|a compliment|compliments|nice things))/i,
    text: "A lot of people find kind words harder to take than criticism: it can feel like showing off to agree, or the praise doesn't match how you see yourself. A plain \"thanks, that means a lot\" is enough; you don't have to agree out loud, only let it land. It gets easier with practice, and it's a kindness to the person who said it too.",
  },
  {
    id: "help-someone",
    match:
      /\bhow (do|can|should) (i|you|people) (help|support|be there for|reach) (someone|somebody|a friend|him|her|them|my \w+)\b/i,
    text: "You can't make someone accept help, but you can stay close without pushing: tell them simply that you've noticed and you care, listen more than you advise, and keep making small, low-pressure offers, like food, a walk or just sitting together. If it goes on for weeks, gently encourage a doctor, and if you're ever worried about their safety, get help straight away.",
  },
  // "How do I…" about saying something hard to someone: by what is being said (a no, a chase for money, hard news,
  // a limit), since the same words fit many situations.
  {
    id: "say-no",
    match:
      /\bhow (do|can|should|would) (i|you|people) (even |actually )?(say no|turn (it|her|him|them) down|refuse|push back)\b/i,
    text: 'A short, friendly no works best, with a reason if you like but no long apology: "I can\'t take that on, I\'m full until Thursday." If you want to help sometimes, offer what you can instead ("I could look at it on Friday"). Saying it early, before you\'ve started, is much easier than handing it back, and it gets easier each time.',
  },
  {
    id: "chase",
    match:
      /\bhow (do|can|should) i (even |actually )?(chase|ask for (it|my money|the money|payment|it back)|ask (him|her|them|my \w+) (for (it|the money)|to pay)|get (it|my money|the money) back)\b/i,
    text: "Keep it short, polite and factual, in writing so there's a record: what is owed, since when, and the date you'd like it by. \"Just following up on the £X from March; I'd like it settled by Friday, please.\" Asking to be paid what you're owed isn't desperate or rude; it's normal.",
  },
  {
    id: "break-news",
    match:
      /\bhow (do|can|should) i (even )?(tell|break it to|break the news to) (them|him|her|everyone|my \w+|the \w+)\b[^?]*\bwithout\b/i,
    text: "Tell people yourself, early and simply: the news first, then the reason in a sentence, what it means for them and when, and anything you can offer. Then stop and let them react; you don't have to argue it out on the day. Being straight and kind with hard news is respectful, even when it hurts.",
    byTopic: {
      // General to family: any limit or hard news to someone close (not one mother's phone calls).
      family:
        "Say the care first, then the hard part, and offer what you can: \"I love you and I want us to be okay. I can't do this the way it's been going, but I'd really like to…\" A limit with an offer in it is much easier to hear than a plain no, and it's okay if they're a bit hurt at first.",
    },
  },
  // "How do I go to her baby shower without falling apart?": getting through something hard that they'd like to be at.
  {
    id: "get-through",
    match:
      /\bhow (do|can|will|would) i (even )?(go to|get through|cope with|survive|face|sit through|manage|be at|go)\b[^?]*\bwithout (falling apart|crying|breaking down|losing it|getting upset|making a scene|bursting into tears)\b/i,
    text: "Give yourself a way in and a way out: go for part of it, have a simple reason ready for leaving, and someone you can message. A few tears wouldn't be a disaster. And deciding not to go, and marking it another way, is allowed too.",
  },
  {
    id: "apologise",
    match: /\bhow (do|can|should) i (even )?(apologi[sz]e|say sorry|make (it|this|that) up to)\b/i,
    text: "Keep it short and about them: what you did, that you're sorry, and that they matter, without a long account of why it happened. Then offer something, like a time to celebrate them properly, and give them room; how fast they come round isn't in your hands.",
  },
  {
    id: "raise-it",
    match:
      /\bhow (do|can|should) i (even )?(bring (it |this |that |\w+ )?up|raise (it|this|that)|mention (it|this|that)|talk to (him|her|them) about)\b/i,
    text: "Say it early and plainly, in a sentence or two about what you need rather than what they did wrong: \"I've noticed this, it's been hard for me, and I'd like us to find a way through it.\" Pick a calm moment and give them room to answer. How they take it isn't in your hands; saying it kindly and clearly is.",
  },
  {
    id: "be-around",
    match:
      /\bhow (do|can|should) i (even )?(act|be|behave) (normal|normally|around|with|like (normal|myself))\b|\bhow (do|can) i (act|be) (normal|okay|ok) (around|with)\b/i,
    text: "You don't have to act. Being yourself and doing ordinary things together is often what people going through something big want most. It's fine to ask once, simply, whether they want to talk about it or would rather not today, and to follow their lead; your own upset needs somewhere to go too, just not always to them.",
  },
  {
    id: "tell-child",
    match:
      /\bwhat (do|should|can|would) (i|you|people) (even |actually )?(tell|say to) (a|my|your) (\d+|little|young|small)?[ -]?(year[ -]old|child|kid|son|daughter|boy|girl)\b|\bhow (do|should|can) i (explain|tell) (it|this|that)? ?to (a|my) (\d+ year old|child|kid|son|daughter|little one)\b/i,
    text: "Short, true and the same each time works best with young children: what's changing, that they're loved and it isn't because of anything they did, and what stays the same for them. Then answer their questions simply as they come, even the same ones many times. Children's books about the same thing can give them words.",
  },
  {
    id: "decide-together",
    match:
      /\bhow do (couples|people|we|families|partners) (even |actually )?(decide|choose|agree on|make (this|that|these|big) \w+)\b/i,
    text: "Usually by talking about what each of you needs before deciding anything: what each would gain and give up, what's a must and what's flexible, and whether it could be tried for a set time. Many couples write both lists and decide over a few days, not in one talk. It helps to say out loud that you want it to work for both of you.",
  },
  {
    id: "no-rush",
    match:
      /\b(do i|don'?t|dont) (have to|need to) (decide|choose|answer|reply|do anything)\b[^?]*\b(today|now|yet|straight away|right away|do i)\b|\b(have to|need to) (decide|choose) (today|now|right now|straight away|yet)\b/i,
    text: "No, you don't. Big decisions rarely have to be made the day they land; you can let it sit, notice how you feel over a few days, and come back to it when you're ready. Taking your time is allowed.",
  },
  {
    id: "coming-out",
    match:
      /\bhow (do|did|should|would) (people|you|i|others) (usually |actually |even )?(come out|do it|tell (them|their (parents|family|mum|mom|dad)|my (parents|family|mum|mom|dad)))\b/i,
    text: "There's no single right way. Some people say it face to face, some write a letter or a message so their family has time to take it in, and some tell one person first and have them there. Choosing a calm moment, keeping it simple and having someone supportive to talk to afterwards all help, and first reactions often aren't the final ones.",
  },
  {
    id: "habit-loop",
    match:
      /\bwhy (do|can'?t) i (just )?(keep|stop)\b(?! (thinking|worrying|crying|feeling|overthinking))[^?]*\b(doing|scrolling|checking|looking|going back|it)\b|\bwhy do i keep (doing|checking|scrolling|going back|looking)\b/i,
    text: "Because it gives you something in the moment, like a bit of novelty, a break from a feeling or a hope that this time will be different, even if it leaves you worse afterwards. That's how most habits hold on; it isn't weak willpower. Making it a little harder to reach usually works better than trying to just stop.",
    byTopic: {
      comparison:
        "Because scrolling is built to be hard to stop: there's always something new, and checking on people feels like keeping up. Comparing is automatic too; our brains size us up against others without asking. It isn't weak willpower, and small changes like muting a few accounts or a time limit work better than quitting by force.",
    },
  },
  {
    id: "works-not",
    match:
      /\bwhat if (it|that|this|they) (doesn'?t|does not|won'?t|wont|doesnt|don'?t|dont) (work|help)\b|\bwhat if (it'?s|i'?m) (not|the) (for me|exception)\b/i,
    text: "Then that's not a failure on your part; different things suit different people, and not every tool works for everyone. It tells us to try something else, not that something is wrong with you.",
    byAnswer: {
      calm: "Then that's not a failure on your part; different things suit different people. Some find grounding easier, like naming five things they can see and four they can hear, or moving, or holding something cold. It's worth trying a few and keeping what helps.",
    },
  },
  {
    id: "works-long",
    match: /\bhow long (does|will|should|would) (it|that|this|they) (take|last)( to (work|help|kick in))?\s*\?*\s*$/i,
    text: "It differs from person to person, but most things like this help a little at first and more with practice, so it's worth a few tries over a week or two before judging it.",
    byAnswer: {
      calm: "Usually the edge starts to come off within a minute or two of breathing out slowly. Practising it on calm days, not only in the hard moments, makes it work faster when you need it.",
      "works-does":
        "Usually the edge starts to come off within a minute or two. Practising on calm days, not only in the hard moments, makes it work faster when you need it.",
    },
  },
  {
    id: "works-does",
    match:
      /\bdoes (it|that|this|breathing|[a-z]+ (stuff|breathing|exercises?)) (actually |really |even )?(work|help)\b|\bdo (they|those|these|[a-z]+ exercises) (actually |really |even )?(work|help)\b/i,
    text: "For many people, yes, though rarely all at once: most of these things help a little at first and more with practice.",
    byAnswer: {
      calm: "Yes, for most people it does, because breathing out slowly works on the body directly: it switches on the part of the nervous system that calms things down. It won't make the feeling vanish, but it turns the volume down.",
    },
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
    byTopic: {
      "health-worry":
        "Getting it checked is the sensible thing, not a dramatic one, and it's also the best answer to the worry: a doctor can look at your actual symptoms instead of the worst case a search shows you. Doctors see health worries every day and would much rather see you than not.",
    },
  },
  {
    id: "report",
    match: /\b(report(ing)? (it|him|her|them|this)|to hr|go(ing)? to hr|human resources)\b/i,
    text: "I can't tell you how your workplace will respond, but you have every right to report it, and dated notes of each time make a report much stronger. Many people talk it through first with someone on their side, like a colleague, a trade union or an advice line, before deciding.",
  },
  {
    id: "tell-warm",
    match:
      /\b(tell|say to|show|let) (him|her|them|my \w+)( know)?( that)? (i|how much i) (really )?(miss|love|care about|appreciate|still care)\b/i,
    text: "Simply and soon is usually best: a short message like \"I've been missing you and I'd love to catch up\" is enough, with no need to go over everything first. Most people are glad to hear it, even if their reply takes a little while.",
  },
  {
    id: "telling",
    match:
      /\bhow (do|should|can) i (even )?(tell|say it to|break it to|bring it up with|talk to|raise it with|approach) (him|her|them|my \w+)\b/i,
    text: "There's no perfect way, but it helps to pick a calm moment, say the main thing early and plainly, and then give them room to react. Most people mind being kept in the dark more than the news itself.",
    byTopic: {
      family:
        "Pick a calm moment, not the middle of a row, and start with what you both want, like things going well for you. Then say plainly what you'd like and why, with something concrete to show. If voices rise, it's okay to say you'd like to pause and come back to it.",
    },
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
    id: "too-late",
    match: /\b(is it|am i|it'?s|i'?m) (too late|too old)\b/i,
    text: "It's very rarely too late. People start and restart things at every age, and anything you've done before tends to come back faster than it first took to learn. It usually goes better when the aim is enjoying it rather than catching up.",
  },
  {
    id: "why-brain",
    match:
      /\bwhy (does|do|is|can'?t) (my (brain|mind|head) (do|keep|always|only|focus|fixate|dwell|hold|cling|go back)|i (still |always |keep |just )?(let|focus on|fixate|dwell|remember|notice|take)|i (still |always )?care)\b/i,
    text: "Brains are built to notice criticism and threat far more than praise, so one bad thing gets more attention than ten good ones, and old patterns run on habit. It isn't a flaw in you, and it does soften with practice, mostly by catching it as it happens.",
    byTopic: {
      family:
        "Because it matters. They're family, and the part of you that hoped for something different doesn't switch off because you've grown up. Being affected isn't weakness; it shows how much you still care.",
      parenting:
        "Because it matters. How things are with your child touches something very deep, and caring this much is part of being a parent, not a sign you're doing it wrong.",
    },
  },
  {
    id: "right-thing",
    match:
      /\b(did|have|was) (i|we) (do|done|make|made|doing) (the )?(right thing|right choice|the right decision|a mistake)\b/i,
    text: "I can't know everything that went into it, but you made it with what you knew at the time, and often there is no choice without some loss. A painful outcome doesn't make it the wrong decision; that you're asking shows how much you care.",
  },
  {
    id: "open-up",
    match:
      /\bhow (do|can|should) i (get|help|make) (him|her|them|my \w+) (to )?(open up|talk|tell me|speak)|\bhow (do|can) i get through to (him|her|them)\b/i,
    text: "Pressure tends to close people up, so make talking easy rather than asking for it: time side by side (a drive, cooking, a walk), listening more than advising when they do talk, and letting them choose the moment. It can take weeks, so small signs count.",
  },
  {
    id: "decision",
    match:
      /\b(should i|do you think i should|would you(?! (say|tell) (to )?(someone|somebody|a person|a friend|people|anyone))|what would you do)\b/i,
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
    id: "body",
    match: /\bwhy (do|does|is) (i|my|it)\b[^?]*\b(stomach|chest|heart|hands|shak\w*|sweat\w*|throat)\b/i,
    text: "Because worry runs through the body's alarm system: it sends energy away from digestion and towards your muscles, so the stomach churns or knots, the heart speeds up and the hands can shake. It's uncomfortable but not dangerous, and slow breathing out helps settle it.",
  },
  {
    id: "stress-anxiety",
    match:
      /\b(stress|anxiety|anxious|panic)\b.*\b(difference|what is|mean|why|chest|heart|body|physical|stomach)\b|\b(what (actually |even |exactly )?is|what'?s|difference between)\b.*\b(stress|anxiety|panic)\b|\b(chest|heart|stomach)\b.*\b(anxiety|anxious|stress|nervous)\b/i,
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
    text: "Then it would be hard, and you'd still find a way through it; people usually cope with more than they expect. The worst version also tends to feel more likely than it is, so it can help to ask what's most likely, and what you'd do first if the hard version did happen.",
    byTopic: {
      waiting:
        "Then it would hurt, and it still wouldn't be the end of the road. There are nearly always other routes, like other offers, clearing, reapplying or a different path, and lots of people end up glad of where the detour took them.",
      "health-worry":
        "Then you'd be finding out early, with a doctor helping you, which is the best position to be in. And most symptoms like this turn out to have ordinary causes; a late-night search shows the rarest answer first.",
      manager:
        "Then you'd still have said it out loud, which matters, and you could ask what would need to change, or what can be dropped. Asking for help with too much work shows you can judge your capacity; it isn't proof you can't cope.",
      work: "Then you'd still have said it out loud, which matters, and you could ask what would need to change. Raising a problem shows you can judge it clearly; it isn't proof you can't cope.",
      "hard-conversation":
        "Then you'd know where you stand, which is easier to work with than guessing. You can't control how they react, only how clearly and kindly you say it, and that part is in your hands.",
      friends:
        "Then you'd find out whether they reach out too, and that would tell you something either way. Stepping back a little isn't the same as ending a friendship; it can just mean you stop doing all the work.",
      procrastination:
        "Then you'd know what you're dealing with, which is almost always easier than the dread of not knowing. You can take it one small piece at a time from there.",
      money:
        "Then you'd know the real number, and a real number can be planned for, unlike a vague dread. If it's more than you can pay at once, payment plans and free advice services exist for exactly that.",
      exam: "Then it would be disappointing, and still fixable: resits, other routes and second tries exist for exactly this, and one result doesn't decide your future.",
      test: "Then it would be disappointing, and still fixable: you can try again, and lots of people pass on a later go.",
      interview:
        "Then you'd have got through it anyway, and people remember far less of it than you fear. A stumble handled calmly often comes across better than you'd think.",
      presentation:
        "Then you'd pause, breathe and carry on; people remember far less of it than you fear, and a stumble handled calmly often comes across better than you'd think.",
      party:
        "Then you could step outside for a minute or leave early; you're allowed an exit, and that's a fine way to end it.",
      dating:
        "Then you'd find out you're not a match, which is what a first date is for. People worry far more about being boring than their date notices; asking about them and really listening comes across as good company.",
      bullying:
        "Teachers deal with this often and usually know how to act without saying who told them; you can ask them to keep your name out of it before you show them anything.",
      "coming-out":
        "Then it would hurt, and it might not be their last word; many parents' first reactions soften with time. Having someone on your side to talk to afterwards makes a hard reaction easier to carry.",
    },
  },
  {
    id: "trap",
    match: /\b(thinking traps?|cognitive distortions?|cbt|what is reframing|reframe)\b/i,
    text: "Thinking traps are habits of thought that make things feel worse than they are, like all-or-nothing thinking or mind reading. Everyone falls into them; the skill is spotting one and asking whether there's a fairer way to see the situation.",
  },
  {
    id: "self-compassion",
    match:
      /\b(self[- ]compassion|be kinder to myself|be nicer to myself|stop being so hard on myself|(stop )?beating myself up|stop (hating|blaming) myself|forgive myself)\b/i,
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
  "coming-out": "coming-out",
  comparison: "habit-loop",
  supporting: "help-someone",
  "health-worry": "seek-help",
  waiting: "what-if",
};

/** "What do I even say?": words to start with, by situation (the coach's tips come when there are none). */
export const WHAT_TO_SAY: Partial<Record<TopicId, string>> = {
  manager:
    "Keep it short and about the work: what has changed, what it's costing, and what you need. Something like: \"Since the team got smaller, I'm covering more than I can do well. Can we agree what comes first and what can wait?\" Ending on a question invites them to solve it with you rather than defend themselves.",
  "hard-conversation":
    'Say the main thing early, in one or two plain sentences, about how it affects you rather than what they did wrong, then ask a question that invites them in, like "Can we work out what would help?" You don\'t need perfect words; plain ones land best.',
  family:
    'Start with the care, then say plainly what you\'d like and why: "I love you, and I want us to be okay. This is what I need…" Ending with something you can offer, or something concrete to show, keeps it a conversation rather than a row.',
  work: "Short and friendly is enough: \"I can't take that on today, I'm full with my own work until Thursday.\" You don't owe a long reason, and you can buy time with \"Let me check what I've got on and come back to you.\"",
  supporting:
    "Something simple and honest works best: \"I've noticed you've seemed really down lately, and I care about you. No pressure to talk, but I'm here.\" You don't need to fix anything; showing up is the main thing.",
  friends:
    "Keep it warm and about you rather than a charge: \"I've missed you, and it's been a bit hard when plans fall through. Is everything okay with you?\" That leaves room for whatever is going on for them.",
  "coming-out":
    "Simple is fine: \"There's something important about me that I want you to know, because I want you to really know me,\" and then say it in your own words. You don't have to explain or defend anything in the first conversation.",
  relationship:
    'Start with how you feel rather than what they do wrong: "I\'ve been feeling stretched, and I need us to share this differently. Can we talk about it?" A calm moment and one clear request go further than a list.',
};

/**
 * "What do I even say?" by the situation of the last few turns, before the topic's script: meeting people you don't
 * know, saying no when money is the reason, telling a parent about a decision. [in the question, in the recent turns,
 * the words].
 */
export const SAY_BY_SITUATION: [RegExp, RegExp[], string][] = [
  [
    // "what do I say when people ask where I've been", "…when everyone asks what happened": questions about them.
    /\bwhen (people|they|everyone|everybody|some ?one|some ?body|anyone|others|colleagues|coworkers|friends|family|(my|the) \w+) (ask|asks|ask me|asks me|start asking|keeps? asking)\b(?! (me )?(for|to|if i (can|could))\b)|\b(ask|asks|asking) (me )?(where i'?ve been|where ive been|why i was (off|away|gone)|what happened|how i am|how i'?m doing|about it)\b/i,
    [],
    "You don't owe anyone the whole story. A short, true line is enough, like \"It's been a tough time, but I'm doing better, thanks for asking,\" and then a question back to them or a change of subject. \"I'd rather not go into it\" is a full answer too, and most people take the hint kindly.",
  ],
  [
    /\b(people|someone|anyone|strangers?|them) (i|you) (don'?t|dont|do not) know\b|\bstrangers?\b|\bsmall talk\b|\bnew people\b/i,
    [],
    "Simple questions do most of the work: how they know the host, whether they've come far, what they've been up to lately. People like being asked about themselves, so you don't need clever lines; ask, listen, and ask one more thing about what they said.",
  ],
  [
    /./,
    [
      /\b(can'?t|cant|cannot|couldn'?t) (really )?afford\b|\b(too expensive|the cost|costs too much|skint)\b/i,
      /\b(asked me|invited|invite|wedding|hen|stag|bridesmaid|best man|trip|holiday|birthday)\b/i,
    ],
    "Be honest early and lead with how much the friendship matters: \"I'm so touched you asked. I've looked at the costs and I can't do all of it this year, and I didn't want to pretend. Can we work out a way I can still be part of it?\" Telling them now is kinder than saying yes and struggling.",
  ],
  [
    /./,
    [
      /\b(tell|telling)\b[^.!?]*\b(mum|mom|dad|parents?|father|mother)\b[^.!?]*\b(leav\w*|quit\w*|drop\w* out|chang\w*|switch\w*|stop\w*)\b/i,
    ],
    "\"There's something I need to talk to you about. I've thought about it for a long time, and I've decided to change direction. I know it might be hard to hear, and I'd really like you to hear me out.\" Having your reasons and a rough plan ready shows it isn't a whim.",
  ],
];

/**
 * "what do i actually say", "how do i say it without…", "what do i tell him so he doesn't…": example words, chosen by
 * what the chat is about (a no, an apology, steadying someone nervous, raising something). `{them}` is him, her or
 * them, `{they}` he, she or they. Each ends in its own question.
 */
export const SAY_SCRIPTS: [RegExp, string][] = [
  [
    /\b(tell|say to|help) (him|her|them)\b[^?]*\bso (he|she|they) (doesn'?t|dont|don'?t|won'?t|isn'?t|aren'?t|can|feels?|stays?)\b|\b(he'?s|hes|she'?s|shes|they'?re|theyre|he is|she is|they are) (really |so |a bit |quite )?(nervous|panicking|anxious|scared|terrified|worried|dreading)\b/i,
    'You could tell {them} something like: "You don\'t have to be perfect. The people there are on your side, and nobody is marking you." Then one thing to do in the moment, like a slow breath out before starting and going slower than feels natural. A practice run with you there will help more than any words. Which part sounds like something {they} would take from you?',
  ],
  [
    /\b(apologi[sz]e|say sorry|i was (so |really |a bit )?(short|rude|snappy|off|horrible|mean|harsh|cold)|snapped at|i (upset|hurt) (him|her|them))\b/i,
    "Keep it short and about what you did, something like: \"I'm sorry about the other day. I had a lot going on and it came out at you, which wasn't fair.\" A real apology doesn't need a long explanation, and a message is fine if that's easier. How would that sound coming from you?",
  ],
  [
    /\b(can'?t|cant|cannot|don'?t want to|dont want to) (do (the|any|extra|more|it|that)|take (it|that|this|on)|cover|work (the|extra|more|weekends)|lend|make it)\b|\bsay no\b|\bturn (it|him|her|them) down\b|\b(extra|more) (shifts|hours)\b/i,
    "Short and warm works best, something like: \"Thanks for thinking of me, but I can't do that this time.\" Add what you can do, if there is something. You don't owe a long reason; one honest sentence is enough, and over-explaining tends to invite a debate. How would that sound in your own words?",
  ],
  [
    /./,
    "Something like: \"There's something I'd like to mention. It's been on my mind, and I'd rather say it than let it build up.\" Then the one thing, plainly: what happens, how it affects you, and what you'd like instead. About the situation, not about them as a person. How would that sound in your own words?",
  ],
];

/** No answer in the bank: said honestly, then the coach asks what the person thinks (ANSWER_UNKNOWN_QUESTIONS). */
export const FALLBACK_ANSWERS = [
  "I don't have a ready answer to that, and I'd rather not guess.",
  "Honestly, I can't answer that one for certain.",
  "That's a fair question, and there isn't one right answer I can give you.",
];

/** What to say or write to someone who is grieving (a friend's dad, a colleague's husband): a few plain words. */
export const WORDS_FOR_GRIEF =
  'Simple and sincere is enough: "I\'m so sorry. I\'ve been thinking of you." If you knew the person who died, a small memory of them means a lot; if not, just that you\'re around if they need anything. Skip "at least" and "I know how you feel", and let them lead.';

/**
 * Factual questions the coach cannot know (rules, policies, someone's prognosis): who can tell them, by what the
 * question is about. Honest that it can't be sure, and useful about where to look, instead of a bare "I don't know".
 */
export const WHERE_TO_FIND_OUT: [RegExp, string][] = [
  [
    /\b(insurance|insurer|insured|policy|claim|pay ?out|excess|covered)\b(?=[\s\S]*\b(ring|jewel\w*|valuables?|stolen|burgl\w*|possessions|watch|laptop)\b)|\b(ring|jewel\w*|valuables?|stolen|burgl\w*|possessions)\b(?=[\s\S]*\b(insurance|insurer|insured|policy|claim|pay ?out|covered)\b)/i,
    "That depends on the policy, so I can't say for sure. The policy documents (look for valuables or personal possessions, and any limit per item) or a call to the insurer will tell you exactly.",
  ],
  [
    /\b(insurance|insurer|insured|policy|claim|pay ?out|excess|covered|premium|no claims)\b/i,
    "That depends on your policy and your insurer, so I can't say for sure. The policy documents or a quick call to the insurer will tell you exactly; asking doesn't count as making a claim.",
  ],
  [
    /\b(council(?! tax)|grants?|boiler|heating|energy (bills?|company|supplier)|food ?banks?|hardship|cost of living)\b/i,
    "There is often help for exactly this, but it depends on where you live, so I can't say for sure. Your council's website (look for household support or hardship funds), your energy supplier and Citizens Advice can tell you what you could get.",
  ],
  [
    /\b(resits?|re-?take|exam boards?|gcses?|a-?levels?|ucas|college place|entry requirements?)\b/i,
    "The rules and dates depend on the exam board and the school or college, so I can't say for sure. A teacher or the exams officer there can tell you exactly what's possible and when.",
  ],
  [
    /\b(redundan\w*|made redundant|consultation)\b/i,
    "It depends on how long you've worked there and on your contract, so I can't say for sure. HR can tell you what applies to you, and Acas and GOV.UK explain the general rules on redundancy for free.",
  ],
  [
    /\b(landlord|tenan\w*|lease|evict\w*|section 21|deposit|legal(ly)?|the law|my rights|allowed to|entitled|court|sue|late fees?|notice (period|does|do|to)|have to give)\b/i,
    "I can't give you the exact rules from here; they depend on where you live and what you signed. Citizens Advice (and Shelter, for housing) explain them for free and can look at your situation.",
  ],
  [
    /\bcouncil tax\b/i,
    'You set it up with your local council, usually on its website (search for your council\'s name and "council tax"), once you have your moving-in date. If you live alone you can usually get a 25% single person discount, and the council can tell you about anything else you might qualify for.',
  ],
  [
    /\b(mot|dvla|licen[cs]e|car tax|insurance group|motorway|motorways|visa|passport|benefits?|universal credit)\b/i,
    "I can't be sure what applies to you. GOV.UK has the official rules, and someone who does it every day (a garage, a driving instructor, the council) can tell you what fits your case.",
  ],
  [
    /\bwill (he|she|they) (be (ok|okay|alright|all right|fine)|recover|get better|pull through|come home)\b|\b(his|her|their) (heart|condition|recovery|operation|surgery|treatment|chances)\b|\b(in hospital|intensive care|icu|nicu|neonatal|premature|born early|the ward)\b/i,
    "I wish I could tell you, but I can't know. The doctors and nurses looking after them are the ones who can say what to expect, and it's okay to ask them plainly, and more than once.",
  ],
  [
    /\b(doctors?|gp|nurses?|hospital|medic\w*|meds|tablets|patch(es)?|vapes?|vaping|nicotine|cigs|cigarettes|smoking|cravings?|irritab\w*|symptoms?|recover\w*|surgery|operation|hearing aids?|audiologist|nhs|pharmac\w*|withdrawal|side effects?)\b/i,
    "I can't be sure, and it's worth asking someone who knows your health: a pharmacist or GP, or the NHS website, can tell you what fits you.",
  ],
  [
    /\b(nursery|childminder|creche|school|teachers?)\b|\b(settle|settling)\b(?=[\s\S]*\b(nursery|childminder|creche|school|class|reception)\b)/i,
    "Every child is different, so I can't say for sure. The staff there have seen lots of children start and can tell you how it usually goes, and how yours is doing; it's fine to ask them.",
  ],
  [
    /\b(vets?|pets?|cats?|dogs?|microchip\w*|kitten|puppy)\b/i,
    "I can't be sure, but local vets and rescue centres see this often and can tell you what to do next; it's worth ringing them.",
  ],
  [
    /\b(hr|payroll|contract|holiday pay|sick pay|notice period|pension|maternity pay|paternity pay)\b/i,
    "Your contract or HR will have the exact answer for your workplace, and Acas explains the general rules for free.",
  ],
];

/** "Is it normal...?" answers, by topic; the coach puts "Yes." or "Not at all." in front, to fit the question. */
export const NORMAL_ANSWERS: Partial<Record<AnswerKey, string>> = {
  // "am i a bad mum?", "am i a terrible friend?", "am i bad at my job?": about the role, whatever the topic or age.
  "role-parent":
    "Worrying that you're a bad parent is something caring parents do; the guilt shows how much your child's feelings matter to you. Every parent snaps sometimes, and what children remember is the repair: coming back, saying sorry, a cuddle. That teaches them that people who love each other can put things right.",
  "role-partner":
    "Feeling this bad after getting it wrong with someone you love shows that you care about them. Every couple has moments like this; what matters more than never slipping is coming back to it and putting it right.",
  "role-friend":
    "Asking that at all shows how much the friendship matters to you. Good friends still forget things and get things wrong; what people tend to remember is that you noticed, owned it and made it up to them.",
  "role-work":
    "A few mistakes don't make someone bad at their job; everyone gets things wrong at work, and your own slips look far bigger to you than to anyone else. What tends to count is how you pick it up afterwards.",
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
  jealous:
    "Jealousy, even of someone you love, is one of the most common feelings there is, especially when they've been held up as the example. It usually points to wanting to be valued too, not to being a bad person.",
  selfish:
    "Wanting something for yourself isn't selfish, and being hurt by how you were treated isn't petty. You can care about other people's feelings and still take your own seriously.",
  "carer-break":
    "Wanting a break from caring isn't selfish; it's what keeps people able to carry on. Rest is part of looking after someone well, and most carers feel this way, often with guilt on top.",
  "alone-out":
    "Lots of people go to things on their own, and it's often easier to meet people that way; someone on their own is much easier to start talking to than a closed group.",
  guilt:
    "Guilt often shows up when we do something right for ourselves that affects other people; it shows that you care, not that you've done something wrong.",
  supporting:
    "Feeling drained when you're worried about someone is very common; caring about them and needing a break yourself can both be true.",
  "coming-out":
    "Being scared before coming out, even to people who love you, is how almost everyone feels; it shows how much their reaction matters to you.",
  "health-worry":
    "Health worries are very common, and they feel most real at night; the fear is real even when the illness usually isn't.",
  waiting:
    "Waiting for news that matters is one of the hardest kinds of stress, because there's nothing to do but wait.",
  comparison:
    "Almost everyone compares themselves with what they see online, and almost everyone feels worse for it; you're seeing other people's best moments next to your ordinary days.",
  parenting:
    "Pulling away from parents is a normal part of growing up, and it usually says more about their age than about anything you did; the connection tends to come back when they feel it's on their terms.",
  retirement:
    "Retiring takes away routine, people and feeling useful all at once, and lots of people feel flat or lost for months before a new rhythm settles.",
  shock:
    "Shaking, replaying it and feeling wired or numb for hours, even days, after something frightening is the body coming down from an emergency. It usually eases over the next days; if it's still strong after a few weeks, a GP can help.",
  "ask-ok":
    "Asking for what you need, kindly, is rarely rude; most people would much rather you asked than struggled quietly.",
  "ask-light":
    "A light, friendly question like that is rarely taken badly; most people would much rather you asked than wondered quietly.",
  "good-idea":
    "It sounds like a good idea to me, and a realistic one; trying it is the best way to find out how it works for you.",
  "start-small":
    "Starting small is how most people get going again, especially after a break or an injury; a little, done regularly, beats a big plan that stalls.",
  step: "Blending a family usually takes years, not months, and many step-parents hear \"you're not my mum\" at some point; it's usually about loyalty and change rather than about you. Slow, low-pressure time together tends to work better than trying to win them over.",
  both: "Feeling glad and sad at once is very common when something good happens in the middle of something hard; one doesn't cancel the other.",
  "small-win":
    "Small wins are how confidence actually grows: each one is proof that the scary thing is doable. Being this pleased about it is exactly right.",
  homesick:
    "Missing home, its food and its people usually hits hardest in the first months somewhere new, and a few tears at night are very common. It tends to ease as the new place fills up with small routines and one or two familiar faces.",
  "no-reason":
    "Low moods don't always come with a clear reason; tiredness, hormones, the season or stress that has built up quietly can all do it. If it's there most days for a couple of weeks or more, it's worth talking to a GP.",
  "family-tie":
    "Family ties are rarely simple. Wanting a relationship with a parent, even one things are hard with, is very common, and you can choose differently from a brother or sister; what's right for you doesn't make their choice wrong, or yours.",
  // "is it bad that the one bad review is all I can think about?": one criticism weighs more than lots of praise.
  "one-bad":
    "Minds give one criticism far more weight than lots of praise; it's how we're built, not a sign the criticism is the truth. It usually loosens once you've decided what, if anything, to do about it.",
  // "is it bad that it really hurt?": the feeling itself, whoever it was about.
  hurt: "It hurt because it matters to you, and a feeling doesn't need to be reasonable to be real. It's worth being as gentle with yourself about it as you'd be with a friend.",
  // "is it bad that I don't even feel rested?"
  rest: "Rest that's mostly screens and sofa often doesn't feel restful, especially after a long, hard week; the body stops, but the mind doesn't get much to recover with. A bit of daylight, movement or something you enjoy usually restores more than time off on its own.",
  // "is it bad that I don't want to go?"
  "not-wanting":
    "Not wanting to is worth listening to rather than judging yourself for. It usually points at a worry underneath, and knowing what that is makes the choice easier, whichever way you go.",
  // "is it normal to be this nervous at my age?"
  age: "Nerves about something new don't have an age limit, and plenty of people start things later in life feeling exactly this. Being nervous mostly means it matters to you, and it tends to ease after the first time.",
  // "is that normal at my age?" about forgetting words or names.
  "age-memory":
    "Lots of people notice words going missing in their 40s and 50s, and hormone changes, poor sleep and stress all make it worse. It's worth mentioning to a GP, who can check it and help, but on its own it's rarely a sign of anything serious.",
  // "is it normal that it takes so long?" about speaking a new language.
  "language-slow":
    "Getting comfortable speaking a new language at work often takes years, not months, and most people sound far better to others than they do to themselves. Being understood matters much more than perfect grammar.",
  general:
    "Lots of people feel this way, even if they don't talk about it. Your feelings make sense given what you're dealing with.",
};

/**
 * The kind of "is it bad/normal that…?" from what it asks about (one bad comment, a hurt, not feeling rested, not
 * wanting to go, nerves or forgetting "at my age", a new language taking long): `recent` is the chat's last turns.
 */
export function normalKind(text: string, recent: string): AnswerKey | null {
  if (
    /\b(all i (can |could )?think about|can'?t stop (thinking|checking)|keep (checking|thinking about|rereading|re-reading)|the (one )?bad one|one bad|the only bad|one (negative|criticism|bad comment))\b/i.test(
      text,
    )
  )
    return "one-bad";
  if (/\b(at my age|for my age|this old|at (my )?(\d\d|forty|fifty|sixty|seventy))\b/i.test(text)) {
    if (
      /\b(forget\w*|forgot|losing (my )?words|lose (my )?words|the word|mid[- ]?sentence|names|memory|brain fog|foggy)\b/i.test(
        recent,
      )
    )
      return "age-memory";
    // Nerves about something new, not any question that names an age ("no best friend at 30").
    if (
      /\b(nervous|scared|silly|jumpy|embarrass\w*|anxious|shy|self[- ]conscious|terrified|nerves)\b/i.test(text) &&
      /\b(new|start\w*|learn\w*|class|lessons?|join\w*|first|choir|course|begin\w*|try\w*)\b/i.test(recent)
    )
      return "age";
  }
  if (
    /\b(so long|this long|takes? (so |this )?long|still|already)\b/i.test(text) &&
    /\b(english|language|accent|grammar)\b/i.test(recent)
  )
    return "language-slow";
  if (/\b(rested|restful|recharged|refreshed)\b/i.test(text)) return "rest";
  if (
    /\b(it|that|this) (really |actually |still )?(hurt|hurts|stung|upset me|got to me)\b|\bi('?m| am| was| felt) (so |really )?hurt\b/i.test(
      text,
    )
  )
    return "hurt";
  if (/\bi (don'?t|dont|do not) (even |really )?(want|feel like)( to go| going)?\b/i.test(text)) return "not-wanting";
  return null;
}

/**
 * Everyday factual worries with a careful, general answer (turbulence, a long gap at the dentist, how long grief
 * lasts): said plainly, with who can tell them more, instead of a bare "I don't have a ready answer". The first entry
 * whose pattern matches the question answers; an entry with a third pattern needs it in the last few turns too.
 */
/** "something for when my head won't switch off": after a shift, or any day. */
const SWITCH_OFF = /\b(switch off|wind down|unwind|turn my (brain|head|mind) off)\b/i;

export const EVERYDAY_ANSWERS: [RegExp, string, RegExp?][] = [
  // "is vaping as bad as smoking?", "do vapes actually help?": the NHS view, plainly.
  [
    /\bvap(e|es|ing)\b[^?]*\b(as bad|worse|safe|safer|better|harmful)\b|\b(as bad|worse|safe|safer|better|harmful)\b[^?]*\bvap(e|es|ing)\b/i,
    "No: the NHS's view is that vaping is far less harmful than smoking, though not harmless, and it's best not to start if you don't smoke. As a way to stop smoking, it's one of the more effective ones, and a free local stop smoking service can help.",
  ],
  [
    /\bvap(e|es|ing)\b[^?]*\b(help|work|swap\w*)\b|\b(help|work)\b[^?]*\bvap(e|es|ing)\b/i,
    "For many people, yes: in the UK, vapes are one of the more effective ways to stop smoking, and far less harmful than cigarettes, though not harmless. Most people aim to cut the vape down too once they're settled, and a free local stop smoking service can help with both.",
  ],
  // Performing music ("what if i forget the words" before an open mic): lyrics, not a language exam.
  [
    /\bforget (the |my )?(words|lyrics|chords|song)\b/i,
    "Most performers lose a line at some point, and audiences barely notice. Keep playing, hum or repeat the line before, and the words usually come back by the next bit; a small note of each verse's first line by your feet helps too.",
    /\b(open mic|gig|songs?|sing\w*|guitar|band|lyrics|stage|perform\w*|recital|choir)\b/i,
  ],
  [
    /\b(tips?|how (do|can) i|help)\b[^?]*\b(freez\w*|froze|blank\w*|nerves|shak\w*|stage fright)\b/i,
    "Nearly every performer feels it. What helps most: play your first song so often it runs on its own, take one slow breath out before you start, find one friendly face, and if you slip, keep going; the audience follows your lead and mostly won't notice.",
    /\b(open mic|gig|songs?|sing\w*|guitar|band|stage|perform\w*|recital|choir)\b/i,
  ],
  // A test to take again ("how long do you have to wait to rebook?").
  [
    /\b(re-?book|re-?sit|re-?take|book (it |another |a new )?(one )?again|try again)\b[^?]*\b(wait|how long|how soon|when)\b|\b(how long|how soon|when)\b[^?]*\b(re-?book|re-?sit|re-?take)\b/i,
    "For a UK driving theory test you can usually book again after 3 working days, on GOV.UK; other tests have their own rules, and the place you booked with will say. Plenty of people pass on the second go, and practice clips make the hazard part much easier.",
    /\b(theory|driving|hazard|test)\b/i,
  ],
  // "how do other nurses deal with this?": people in caring jobs after a death at work.
  [
    /\bhow (do|does|can) (other |most )?(nurses|doctors|carers|paramedics|midwives|healthcare workers|people in my job|people who do this)\b[^?]*\b(deal|cope|handle|manage|get through)\b/i,
    "Many say the same few things help: a pause after a death, even two minutes, talking it over with a colleague who was there or in a debrief, and a small ritual to close the shift before going home. Going over whether you missed something is very common, and it usually shows how much you cared, not that you got it wrong.",
  ],
  [
    /\bsleep(ing)? (in|during) the day\b|\bday ?time sleep\b|\bsleep after (a |my )?(night|shift)/i,
    "Day sleep after nights is hard for almost everyone, because your body clock is pushing you awake. What helps most: a room as dark as you can make it (an eye mask covers the gaps), earplugs or steady background noise, the phone out of reach, and going to bed at about the same time after each shift.",
  ],
  [
    /\bwhat (do|should|can|could) (you|i|people|we) (even |actually )?(talk|chat) about\b[^?]*\bdates?\b|\b(first )?dates?\b[^?]*\bwhat (do|should|can) (i|you|we) (even )?(talk|chat) about\b/i,
    "Easy questions do most of the work: the best bit of their week, a trip they loved or want to take, what they're into at the moment, and then one more question about whatever they answer. You don't need to be entertaining; being curious about them and sharing a bit back is what makes it feel easy.",
  ],
  [
    /\b(is it worth|should i|do you think i should|too (old|late) to)\b[^?]*\b(pick(ing)? (it |this |that )?back up|tak(e|ing) it (back )?up( again)?|start(ing)? (it )?again|get(ting)? back (into|to) it|learn(ing)? (it )?again|play(ing)? again)\b/i,
    "Very often, yes. Skills learned young tend to come back faster than people expect, and doing it now just for yourself, with no exams or marks, is often more enjoyable than it was back then. A few minutes a few times a week is plenty to find out.",
    /\b(used to|stopped|gave up|quit|never went back)\b[^.!?]*\b(play\w*|piano|guitar|violin|drums|sing\w*|draw\w*|paint\w*|danc\w*|writ\w*|knit\w*|art)\b/i,
  ],
  [
    /\b(born with|born that way|natural(ly)?|in (your|the) genes|genetic)\b/i,
    "Partly temperament, but mostly it's learned. Confidence grows from doing things that feel a bit scary and finding out you cope; people who seem naturally confident have usually just had more practice at it.",
    /\bconfiden\w*/i,
  ],
  [
    /\bhow long\b[^?]*\b(take|build|grow|get)\b/i,
    "There's no set time, but many people notice a difference within a few weeks of doing one small brave thing regularly. It grows unevenly, with good days and wobbles, and each step makes the next one a little easier.",
    /\bconfiden\w*/i,
  ],
  [
    /\b(what'?s|whats|what is|give me|one) (one|a) (small |little )?(thing|step)\b[^?]*\b(do|try)\b|\bwhat (could|can|should) i (do|try) this week\b/i,
    "Pick one small thing this week that's a little outside your comfort zone but doable: say one thing in a meeting or a class, ask someone a question, or do something you've been putting off. Afterwards, jot down what actually happened; it's usually better than you feared, and that note is what builds the confidence.",
    /\b(confiden\w*|shy|speak up|brave)\b/i,
  ],
  [
    /\bhow long\b[^?]*\b(feels? (at |like )?home|feel settled|settle in|settle|adjust|fit in|get used to)\b/i,
    "Longer than most people expect: often six months to a year or more before a new place feels like home, and longer when there's a new language as well. It usually comes in small pieces rather than all at once: a routine, a familiar face, a café where they know you, one friend.",
    /\b(moved|move|moving|new (city|town|country)|abroad|here|country|language)\b/i,
  ],
  [
    /\b(ask|asking|get|getting|request)\b[^?]*\bfeedback\b/i,
    "Usually, yes. A short, friendly email thanking them and asking if they could share any feedback costs nothing; not everyone replies, but when they do, a line or two can really help with the next one, and it leaves a good impression.",
    /\b(job|interview|role|application|applied|rejected|didn'?t get|audition|trial)\b/i,
  ],
  [
    /\bclearing\b/i,
    "Often, yes: Clearing exists for exactly this, and lots of people find a place through it, sometimes on the course they wanted or one close to it. Ring the university's Clearing or admissions line as soon as you can; they can tell you straight away whether they'll take you, and a teacher or careers adviser can help you look at other options.",
  ],
  [
    /\bhow (should|do|can|would) i (best )?prepare\b|\bwhat should i (bring|say|take) (to|into)\b/i,
    "Go in with your own short list: two or three things that went well this year, with an example each, and for anything that went wrong, what you've learned or changed since. It's also fine to ask what they'd like to see more of. If something difficult comes up, \"Let me think about that\" is a perfectly good answer.",
    /\b(review|appraisal|performance)\b/i,
  ],
  [
    /\bwhat (should|do|can) i (even )?wear\b/i,
    "Something you feel comfortable and like yourself in, a notch smarter than you'd expect the others to be. Trying it on the day before means one less thing to think about on the morning.",
  ],
  [
    /\b(voice|hands?|legs?|knees?)\b[^?]*\b(shak\w*|trembl\w*|wobbl\w*)\b|\b(shaky|wobbly|trembling) voice\b/i,
    "A shaky voice is adrenaline, and it's usually far less noticeable to others than it feels from inside. A few slow breaths out before you start, speaking a little slower and lower than feels natural, and a sip of water all help, and the shake usually settles within the first minute or two.",
  ],
  [
    /\b(will i ever|when will i|how long (until|till|before) i|do people ever)\b[^?]*\b(stop thinking about|get over|move on|stop missing|feel normal again)\b/i,
    "Yes. It rarely feels like it this early, but the thoughts come less often and hurt less over time, usually over months rather than days, and faster when you're not feeding them with old photos and messages. Some days will still be harder than others, and that's normal.",
    /\b(broke up|break ?up|split up|dumped|my ex|ended it|left me)\b/i,
  ],
  [
    /\bshould i (be )?(worried|concerned)\b|\bis (it|this|that) something to (worry|be worried) about\b/i,
    "Low patches that come and go are very common and usually not a worry in themselves. It's worth talking to a GP if it lasts most of the day, most days, for two weeks or more, or if it starts getting in the way of work, sleep or the things you normally enjoy.",
    /\b(sad|low|down|heavy|flat|empty|numb|blue|miserable)\b/i,
  ],
  [
    /\b(should i|do you think i should|is it worth) (go(ing)? back|start(ing)? again|get(ting)? back (into|to)|tak(e|ing) it up again)\b/i,
    "If you miss it and your body is up to it, going back is often one of the best things for mood: movement, routine and people all in one. Going once, without promising yourself every week, is a gentle way to find out how it feels now.",
    /\b(used to|stopped|gave up|quit)\b/i,
  ],
  [
    /\bnot a (real|proper|serious) (job|career)\b/i,
    "It's a real job for lots of people, and plenty more do it on the side first: a course, weekends, a bit of freelance work. It doesn't have to be all or nothing, and trying it small is a good way to find out whether you'd want more of it.",
  ],
  [
    /\b(the )?(day|night|evening) before\b/i,
    "Keep the day before light: a short run-through of the main things rather than cramming, get everything you need ready for the morning, do something that relaxes you in the evening, and go to bed at your normal time. Going in rested helps more than an extra hour of practice.",
    /\b(exams?|tests?|interview|presentation|assessment|practical|audition|driving test)\b/i,
  ],
  [
    /\bhow (do|can|could) i (stop|quit) comparing\b|\b(stop|quit) comparing (myself|yourself)\b/i,
    "Mostly by changing what you see and catching the moment: mute the accounts that leave you feeling worse, set a time limit, and when the sinking feeling comes, remind yourself you're comparing your everyday with someone else's edited best bits. It won't stop completely, but it gets quieter.",
  ],
  [
    /\b(signs?|symptoms?)\b[^?]*\b(dementia|alzheimer'?s)\b|\b(dementia|alzheimer'?s)\b[^?]*\b(signs?|symptoms?|start|look like)\b|\bis (it|this) (dementia|alzheimer'?s)\b/i,
    "Early signs can include forgetting recent things or repeating the same question, losing track of everyday tasks or appointments, getting muddled with times or places, and changes in mood. Lots of other things can cause forgetfulness too, some very treatable (low mood, infections, thyroid problems, vitamin levels), so the GP is the right first step, and it's fine to go with them and share what you've noticed.",
  ],
  [
    /\bturbulence\b/i,
    "Turbulence is uncomfortable, but it's very rarely dangerous: planes are built to cope with far more than they meet on a normal flight, and pilots expect it and plan around it. The bumps feel much bigger from inside than they are. If the fear is strong, a fear-of-flying course or your GP can really help.",
  ],
  [
    /\b(dentists?|hygienists?)\b[^?]*\b(tell (me |you )?off|judge|angry|shout|cross|lecture|moan)\b|\b(tell (me |you )?off|judge|lecture)\b[^?]*\b(dentists?|so long|for years)\b/i,
    "Dentists see people who've left it years all the time, and a good one won't tell you off; most are simply glad you came. It's fine to say at the start that you're nervous and it's been a while, and to ask them to explain things as they go.",
  ],
  [
    /\bhow long\b[^?]*\b(grie(f|ve|ving)|mourn\w*)\b|\b(grief|grieving|mourning)\b[^?]*\b(last|supposed to|go on|take)\b/i,
    "There's no set time. For many people the sharpest grief softens over the first year or two, but it comes in waves, and birthdays or ordinary moments can bring it back. Still crying months later is common, especially for someone close. If it's stopping you living day to day, a GP or a bereavement service such as Cruse can help.",
  ],
  [
    /\bhow long\b[^?]*\b(speech|eulogy|toast)\b|\b(speech|eulogy|toast)\b[^?]*\bhow long\b/i,
    "Short usually lands best: most speeches and eulogies run about three to five minutes, roughly 400 to 700 words at a calm pace. Short and heartfelt almost always goes down better than long.",
  ],
  // "do i have to learn it off by heart or can i read it off cards?" about a speech.
  [
    /\b(off by heart|by heart|memori[sz]e|learn it|notes|cards|read (it )?(off|from)|script)\b/i,
    "Reading from cards or notes is completely fine, and most people do. Big print, a few words per line, and look up at the end of each sentence; knowing just your first and last lines by heart is plenty. Nobody in the room is marking you on memory.",
    /\b(speech|toast|eulogy|best man|maid of honou?r|father of the bride|wedding|presentation|talk at|give a talk|briefing|pitch|lecture|seminar|reading at|sermon|assembly)\b/i,
  ],
  // "is it better to do it in person or by message?" about an apology.
  [
    /\b(in person|face to face|message|text|call|ring|letter)\b[^?]*\bor\b[^?]*\b(in person|face to face|message|text|call|ring|letter)\b/i,
    'For an apology to someone you see every day, in person usually lands best: short, plain, and without a "but". If it\'s hard to start, a quick message asking if you can talk later is fine, and then you say it face to face.',
    /\b(apologi[sz]\w*|sorry|out of order|said something (awful|horrible|nasty|cruel|mean)|make (it|things) up)\b/i,
  ],
  [
    /\b(mri|scanner)\b|\b(in|inside) the tube\b/i,
    "It depends on what's being scanned: many MRI scans take around 15 to 45 minutes, and the hospital letter or the radiographer can tell you for yours. You can talk to the staff during it, and if you're claustrophobic it's fine to tell them beforehand; some places offer music, a mirror, or going in feet first.",
  ],
  [
    /\b(grunt\w*|noisy breath\w*|breathing)\b[^?]*\b(newborns?|bab(y|ies))\b|\b(newborns?|bab(y|ies))\b[^?]*\b(grunt\w*|breathing)\b/i,
    "Grunting and noisy breathing are common in newborns while they sleep, as their breathing settles. But if she's working hard to breathe, looks blue or grey, has long pauses, or grunts with every breath, call 111, or 999 if it's urgent. Your health visitor, midwife or GP can check anything you're unsure about.",
  ],
  [
    /\b(tell|telling|announce)\b[^?]*\b(work|boss|manager|employer)\b/i,
    "Many people tell work after the 12-week scan, but it's your choice. In the UK you need to tell your employer by the 15th week before the due date to get maternity rights, and once they know, time off for appointments is protected. GOV.UK and Acas set out the details.",
    /\b(pregnan\w*|scan|heartbeat|due date|expecting|baby)\b/i,
  ],
  [
    /\b(overdraft|credit (score|rating|file))\b/i,
    "Using an arranged overdraft within its limit usually isn't a problem for your credit score on its own; going over the limit or missing payments is what tends to hurt it. Your bank can tell you what they report, free services like ClearScore or Experian show your file, and StepChange or Citizens Advice give free help if it grows.",
  ],
  [
    /\b(mouth ?guards?|night ?guards?|splints?)\b/i,
    "For many people a mouth guard helps: it protects the teeth and often eases the jaw ache, though it doesn't stop the grinding itself. Your dentist can fit one and say whether it suits you; winding down before bed and less caffeine late in the day can help too.",
  ],
  [
    /\blong[- ]distance\b[^?]*\bfriend\w*|\bfriend\w*\b[^?]*\b(last|survive)\b[^?]*\b(distance|abroad|moves?|moving)\b/i,
    "Lots of close friendships do last across distance, especially old ones. What tends to keep them going is a rhythm, like a regular call or voice note, and something to look forward to, like a visit. They change shape, but they often stay just as close.",
  ],
  [
    /\bforget (a |the |my |all the )?words?\b/i,
    'It happens to everyone, and examiners expect it. You can describe the word instead ("the thing you use to..."), use a simpler word, or say "sorry, let me say that another way"; carrying on calmly counts for far more than one missing word.',
  ],
  [
    /\b(cats?|kittens?)\b[^?]*\b(lonely|alone|on (his|her|their) own|all day|bored)\b/i,
    "Many adult cats cope well on their own through a working day, especially with toys, a window to watch and somewhere cosy to sleep; they sleep for much of the day anyway. Your vet or the rescue centre can tell you what suits your cat, and some cats do better in pairs.",
  ],
  [
    /\bestate agents?\b/i,
    "Usually, yes: sales fall through fairly often, and agents do go back to people who made a good offer. A short, friendly message saying you're still interested costs nothing.",
  ],
  [
    /\b(female|woman|male)\b[^?]*\b(nurse|doctor|gp)\b|\bsmear\b/i,
    "Yes: when you book, it's fine to request a female nurse or doctor. You can also ask for a smaller speculum, to go slowly, or to stop at any time, and telling them the last one hurt helps them take more care.",
  ],
  [
    /\b(run|running|race|marathon|train(ing)?)\b[^?]*\b(rest|recover\w*)\b|\b(rest|recover\w*)\b[^?]*\b(run|running|race|marathon)\b/i,
    "After a long race most runners rest or only walk for a few days, then ease back in with short, easy runs; stiff legs and stairs being hard for two or three days is normal. A sharp pain, or one that keeps getting worse, is worth getting checked.",
  ],
  [
    /\b(weird|strange|odd|too much|awkward)\b[^?]*\b(card|flowers)\b|\b(card|flowers)\b[^?]*\b(weird|strange|odd|too much|awkward)\b/i,
    "Not weird at all: a card or flowers are almost always welcome, even if you didn't know them well, and for a pet too. A few plain words, like \"I'm so sorry, I'm thinking of you\", mean more than people expect.",
    /\b(died|passed|funeral|lost)\b/i,
  ],
  [
    /\b(send|get|give|buy)\b[^?]*\b(a )?(card|flowers)\b/i,
    "Yes, it's usually welcome: a card or flowers mean a lot, even if you didn't know them well. A few plain words, like \"I'm so sorry, I'm thinking of you\", are enough.",
    /\b(died|passed|funeral|lost)\b/i,
  ],
  [
    /\bfuneral\b/i,
    "Going to support someone is almost always welcome, even if you barely knew the person who died; it's the living you're there for. If you can't go, a card or message saying you're thinking of them means a lot too.",
    /\b(friend|mate|colleague|neighbou?r|boss|flatmate|cousin)'?s? (mum|mom|dad|mother|father|nan|gran|grandad|husband|wife|partner|brother|sister)\b/i,
  ],
  [
    /\b(tired|exhausted|knackered|shattered|grumpy|meltdowns?)\b[^?]*\b(school|reception|nursery)\b/i,
    "Very: starting school is exhausting for small children, and lots are shattered, teary or grumpy for the first weeks, sometimes the whole first term. Early nights and quiet afternoons help, and the teacher can tell you how he's getting on in the day.",
  ],
  [
    /\b(driving|drive)\b[^?]*\b(on my own|alone|by myself)\b/i,
    "Very common: most new drivers feel nervous the first few times on their own, without the instructor beside them. Short, familiar routes at quiet times build confidence quickly, and it usually eases within a few weeks.",
  ],
  [
    /\bwrit(e|ing)\b[^?]*\b(down|notes?)\b/i,
    "Yes, that's a good idea, and lots of people do it: a few notes, or the one sentence you want to say, written beforehand makes it much easier to speak when the moment comes. Nobody minds someone glancing at notes.",
    /\b(meeting|presentation|speak|say)\b/i,
  ],
  [
    /\bno news\b|\b(blood|test) results?\b[^?]*\b(hear|heard|ring|rung|call)\b/i,
    "Often, yes: many surgeries only ring if something needs following up, but not all do, so it's worth checking. Ringing the surgery to ask for your results is completely normal.",
  ], // Round 25 (dev17's dev half): everyday practical questions that got "I'd rather not guess".
  // "where should i look, at the camera or at their faces?" on a video call or interview.
  [
    /\bwhere (should|do|can) i (actually |even )?look\b|\b(should|do|can) i (actually |even )?look at (the )?(camera|webcam|screen|lens|them|people|the people|their faces)\b|\blook at the (camera|webcam|screen|lens)\b[^?]*\b(or|their|faces?)\b/i,
    "Look at the camera while you're speaking, because that's what reads as eye contact on their side, and at their faces while you're listening. Nobody manages it all the time, and a small note or arrow next to the camera is a good reminder.",
    /\b(camera|video|zoom|teams|skype|webcam|screen|on a call|video call)\b/i,
  ],
  // "how long should my 'tell me about yourself' answer be?"
  [
    /\bhow long\b[^?]*\b(answers?|tell me about yourself|intro|introduction|cover letter|personal statement)\b/i,
    'Shorter than most people fear: about one to two minutes for an interview answer, which is roughly 150 to 250 words said out loud. For "tell me about yourself" a simple shape is now, before and next: what you do now, how you got there, and why this role. A cover letter usually fits on well under a page.',
  ],
  // "how many times a week should a beginner go?" about the gym or running.
  [
    /\bhow (many times|often|many days)\b[^?]*\b(go|train|work ?out|exercise|run|lift|swim|gym|a week)\b/i,
    "For a beginner, two or three sessions a week with a rest day between is plenty; muscles get stronger in the rest, not the session. Going regularly matters far more than going hard, and it's fine to build up slowly.",
    /\b(gym|workout|work out|exercise|running|run|training|lifting|weights|swim|swimming|class|fitness)\b/i,
  ],
  // "is it normal to be this sore?" after exercise.
  [
    /\b(sore|aching|achy|stiff|ache)\b/i,
    "Yes: feeling sore for a day or two after a new kind of exercise is very common (it's often called DOMS) and usually eases within a few days. Gentle movement helps, and it gets less each time your body gets used to it. Sharp pain, swelling or pain that gets worse is worth getting checked.",
    /\b(gym|workout|work out|exercise|running|run|training|lifting|weights|class|legs|squats|bike|yoga|pilates)\b/i,
  ],
  // "how much screen time is normal?", "a tip for not picking up my phone?"
  [
    /\b(screen ?time|social media|instagram|tiktok|scrolling|doom ?scrolling)\b[^?]*\b(normal|too much|how much|how long|healthy)\b|\b(normal|too much|how much|how long|healthy)\b[^?]*\b(screen ?time|social media|instagram|tiktok|scrolling)\b/i,
    "There's no official healthy number, and a few hours a day is common, so you're not unusual. What matters more is how it leaves you: if you come away feeling worse, that's worth acting on, whatever the figure says.",
  ],
  [
    /\b(tips?|how|anything|something)\b[^?]*\b(not (pick(ing)? up|check(ing)?|look(ing)? at)|put (down|away)|stop (picking up|checking|scrolling|looking at)|less time on)\b[^?]*\b(my )?(phone|instagram|tiktok|social media|apps?)\b/i,
    "What works best is making the phone less handy rather than relying on willpower: charge it outside the bedroom, move the apps you lose time to off the home screen, and set a limit for the evening. A cheap alarm clock means the phone doesn't have to be the last and first thing you see.",
  ],
  // "have you got anything that helps switch off?" after a shift or a long day.
  [
    SWITCH_OFF,
    "It helps to give the shift an ending: five minutes writing down what's still circling, then the same short routine each time, like a shower and something light to eat. Sunglasses on the way home and a blackout blind or eye mask help your body believe it's night, and a phone on silent keeps it that way.",
    /\b(night ?shifts?|nights|on nights|shift)\b/i,
  ],
  [
    SWITCH_OFF,
    "It helps to give the day an ending: five minutes writing down what's still circling, then the same short routine each time, like a shower, a warm drink and a dim, quiet room. If you're still wide awake after a while, getting up for a bit and going back when you feel sleepy helps your body relearn that bed is for sleeping.",
  ],
  // "how much is it normal to ask for?" about a pay rise.
  [
    /\bhow much\b[^?]*\b(pay ?rise|raise|salary|ask for)\b|\b(pay ?rise|raise|salary)\b[^?]*\b(how much|what percent|is [0-9]+ ?(%|percent))\b/i,
    "Many people ask for somewhere between 3 and 10%, and more when the job has grown. Find out what similar roles pay, pick one number you can explain with what you've taken on, say it without apologising, and then let them answer.",
    /\b(pay|raise|rise|salary|money|manager|boss|promotion)\b/i,
  ],
  // "what do i do if she's rude in the meeting?"
  [
    /\bwhat (do|should|can|would) i (do|say)\b[^?]*\bif\b[^?]*\b(rude|interrupts?|snaps?|sarcastic|mean|laughs?|argues|kicks off|has a go)\b/i,
    "Stay calm and brief in the moment, something like \"Let's pick that up after,\" and carry on. Then talk to them on their own afterwards: say what you noticed and what you need. Being steady is what earns respect; you don't have to win the moment.",
  ],
  // "what do i bring if the chapter isn't ready?"
  [
    /\bwhat (do|should|can) i (actually |even )?(bring|take|show|send)\b[^?]*\b(not|isn'?t|isnt|aren'?t|arent) (ready|done|finished)\b/i,
    "Bring what you have, even if it's messy, and a short plan with dates for the rest. People you report to mostly want to know where things stand and that you have a way forward, and being honest early usually goes better than expected.",
  ],
  // "do you just say the same thing to everyone?"
  [
    /\b(do|would) you (just )?say (the same|that|this) (thing |stuff )?to (everyone|everybody|every one)\b|\b(is|are) (this|these|you) (just )?(scripted|canned|automated|copy and paste)\b/i,
    "Some of it, yes: I'm a guided coach with written questions and tips, not a person. What I pick depends on what you tell me, though, and you can always tell me when something misses the mark.",
  ],
  // "is it ok to tell people at the start of a call that i stammer?"
  [
    /\b(tell|telling|say|saying|mention|mentioning|warn|warning)\b[^?]*\b(i (stammer|stutter|have (a stammer|a stutter|adhd|autism|dyslexia|anxiety|a hearing \w+|tinnitus))|i'?m (deaf|autistic|dyslexic|hard of hearing))\b/i,
    'Yes, and many people find it helps: a short, matter-of-fact line at the start that says what helps you, like "…so bear with me" or "…so please speak up a bit", lets the other person relax and adjust, and takes the pressure of hiding it off you. It\'s your choice each time, not a duty.',
  ],
  // "do you think they'd actually want an old man turning up?" about a club, a class or volunteering.
  [
    /\b(do you think|would|will) (they|people|anyone|the others)('?d| would| will)? (actually |really |even )?(want|mind|like|care about|welcome) (an? |me|someone|people)\b/i,
    "I can't know them, but groups like that mostly run on people who turn up willing, and someone with experience is usually exactly who they hope for. Going once, without promising anything, is the easiest way to find out; you can decide after.",
    /\b(club|group|cafe|café|class|choir|volunteer\w*|society|team|meet ?up|session|workshop|church|hall|library|charity)\b/i,
  ],
  // "is it me or is it them?"
  [
    /\bis it (just )?me or (is it )?(them|him|her|everyone|everybody|the others|other people)\b/i,
    "Usually it's a bit of both, and rarely all on one side. It can help to look at what actually happened as if a friend had told you, and notice which parts were in your hands and which weren't.",
  ],
  // "how do i answer the 'when's your turn' question?" at a wedding.
  [
    /\b(answer|respond|deal with|handle|say)\b[^?]*\b(when'?s (it )?(going to be )?(my|your) turn|are you seeing anyone|still single|when are you (getting married|settling down|having kids))\b/i,
    "A light line you've got ready works best, said with a smile, like \"When I meet someone worth the cake!\", and then a question back to them. You don't owe anyone a real answer at a party, and having your line ready takes most of the sting out.",
  ],
];

/** The everyday answer for a question, if there is one (`recent`: the last few turns, for entries that need it). */
export function everydayAnswer(text: string, recent: string): { index: number; text: string } | undefined {
  const index = EVERYDAY_ANSWERS.findIndex(([re, , ctx]) => re.test(text) && (!ctx || ctx.test(recent)));
  return index < 0 ? undefined : { index, text: EVERYDAY_ANSWERS[index]![1] };
}

/**
 * "How would that help?" about something just suggested (by the coach or by the person): why that kind of step
 * helps, briefly. The first entry whose pattern matches the question, then the coach's last message, then the
 * person's last few turns, answers; the last entry is for any other small step.
 */
export const WHY_IT_HELPS: [RegExp, string][] = [
  [
    /\b(walk\w*|run|running|jog\w*|gym|swim\w*|exercis\w*|mov(e|ing)|stretch\w*|fresh air|outside|yoga|cycl\w*|bike)\b/i,
    "Moving, especially outside, burns off some of the stress your body builds up and gives your mind something else to hold for a while. Most people come back a little calmer, even after ten minutes; it won't fix the problem, but it often makes it easier to think about.",
  ],
  [
    /\bbreath\w*\b/i,
    "Breathing out slowly, for longer than you breathe in, works on the body directly: it switches on the part of the nervous system that calms things down. It won't make the feeling vanish, but it turns the volume down enough to think.",
  ],
  [
    /\b(writ\w*|journal\w*|jot\w*|lists?|notes?|diary|paper)\b/i,
    "Writing it down moves the thoughts out of the loop in your head and onto paper, where they look smaller and easier to sort. Your mind also stops having to hold on to them so it doesn't forget.",
  ],
  [
    /\b(read\w*|books?|phone|screens?|scroll\w*)\b/i,
    "A book gives your mind one calm thing to follow, where a phone keeps pulling you to the next thing and keeps your brain alert. Doing the same quiet thing each night also tells your body the day is winding down.",
  ],
  [
    /\b(talk\w*|tell\w*|call\w*|ring\w*|messag\w*|text\w*|friend|someone you trust|speak\w*)\b/i,
    "Saying something out loud to someone you trust often makes it feel smaller and clearer, and you stop carrying it on your own. Even if they can't fix it, being heard tends to take some of the pressure off.",
  ],
  [
    /\b(bath|shower|rest\w*|break|nap|sleep\w*|lie down|sit down|cup of tea|tea)\b/i,
    "A proper pause lets your body come down from being on alert, and things are much harder to think through when you're running on empty. Rest isn't wasted time; it's what makes the next bit manageable.",
  ],
  [
    /\b(small|tiny|first) (step|thing|bit)|\b(ten|10|five|5) min\w*|\bone thing\b/i,
    "A tiny step takes the dread out of starting, and once you've begun it usually feels lighter than it looked. Each small thing done is also proof that you can, which makes the next one easier.",
  ],
  [
    /./,
    "It won't fix everything, but small things like that shift how your body and mind feel a little, and that little often makes the bigger thing easier to face. Trying it once and noticing what happens is the best way to find out if it suits you.",
  ],
];

/** "how would that help?", "ok but how would a walk help exactly", "why would writing it down help?". */
export const HOW_WOULD_IT_HELP =
  /^\W*((ok(ay)?|but|and|so|right|hmm|sorry)[,.]?\s+)*(how|why) (exactly )?(would|will|does|could|is|can|do) (that|this|it|those|these|a \w+|\w+ing( \w+){0,3}|doing (that|this|it))( \w+)? (actually |even |really |exactly )?(help|work|make (a )?difference)\b/i;

/**
 * Never met with a general "how habits work" answer: harm, abuse, food and drink, feeling a burden. These keep the
 * honest "no ready answer" (the safety layer handles risk before the coach).
 */
export const NOT_FOR_TYPED_ANSWERS =
  /\b(die|dying|dead|death|suicid\w*|kill\w*|self[- ]?harm\w*|harm(ing)? (myself|me)|hurt(ing)? (myself|me)|cut(ting)? (myself|me)|exist\w*|burden|end (it|things)|hit\w*|abus\w*|violen\w*|rap(e|ed|ing)|assault\w*|forc\w* me|starv\w*|purg\w*|throw(ing)? up|sick after|eat\w*|food|binge\w*|drink\w*|alcohol|drunk|drugs?|pills?|gambl\w*|weight)\b/i;

/**
 * Direct questions of a general kind that nothing in the bank answers: a short, honest answer for the kind of
 * question ("how do I stop…", "why does everyone…", "why do I always…") instead of "I don't have a ready answer".
 * `{Thing}` is what the person wants to stop, in their words with "my" made "your" (at most three words); texts
 * without it are used when there is none.
 */
export const QUESTION_TYPE_ANSWERS: { id: string; match: RegExp; texts: string[] }[] = [
  // A feeling or a thought is not a habit: "how do i stop hating my body", "…overthinking everything".
  {
    id: "stop-feeling",
    match:
      /^\W*((but|so|ok(ay)?|and)[,.]?\s+)?(how|what) (do|can|could|should|would) (i|you|people|someone) (ever |even |actually |just |finally )?(stop|quit) (hating|feeling|thinking|overthinking|worrying|comparing|caring|doubting|second[- ]guessing|being so|being)\b/i,
    texts: [
      "Feelings like that don't switch off on command, and fighting them often makes them louder. What tends to help is noticing the thought when it comes (\"there's that voice again\"), answering it the way you would answer a friend, and doing one kind thing for yourself anyway. It usually eases bit by bit rather than all at once.",
    ],
  },
  {
    id: "stop-habit",
    match:
      /^\W*((but|so|ok(ay)?|and)[,.]?\s+)?(how|what) (do|can|could|should|would) (i|you|people|someone) (ever |even |actually |just |finally )?(stop|quit|break|kick|get out of)\b/i,
    texts: [
      "{Thing} is hard to stop because habits like that run on autopilot. It helps to notice what sets it off first (the time, the place, the feeling just before), then choose one small thing to do instead in that moment, and expect a few slips; each time you catch it, it loosens a little.",
      "Habits like that run on autopilot, so the first step is noticing what sets it off: the time, the place, the feeling just before. Then choose one small thing to do instead in that moment, and expect a few slips; each time you catch it, it loosens a little.",
    ],
  },
  {
    id: "make-myself",
    match:
      /^\W*((but|so|ok(ay)?|and)[,.]?\s+)?how (do|can|could|should) i (ever |even |actually |just )?(make|get|force|push|motivate) (myself|me)\b|^\W*how (do|can) i (get|stay|feel) (more )?motivated\b/i,
    texts: [
      "Waiting to feel like it rarely works; motivation usually comes after starting, not before. Make the start as easy as you can (things ready, a set time, someone expecting you) and count turning up as the win, even for ten minutes.",
    ],
  },
  {
    id: "deal-person",
    match:
      /^\W*how (do|can|should|would) i (even )?(deal|cope|handle|manage|put up|work|live) (with )?(my |a |an |this |that |the |her\b|him\b|them\b|people|someone)[^?]{0,40}\b(coworker|co-worker|colleague|boss|manager|mum|mom|dad|mother|father|sister|brother|partner|husband|wife|boyfriend|girlfriend|friend|flatmate|housemate|roommate|neighbou?r|teacher|in-laws?|her|him|them|people|person|family)\b/i,
    texts: [
      "With someone difficult, it helps to decide beforehand what you'll let go and what you'll say something about. Short, calm and specific (\"When that happens, it's hard for me; could we…?\") tends to land better than matching their tone, and how they react isn't in your hands, only your part.",
    ],
  },
  {
    id: "cope",
    match:
      /^\W*how (do|can|should|would|will) (i|you|people) (even |ever |actually )?(deal|cope|handle|manage|get through|live)\b/i,
    texts: [
      "Getting through something hard usually comes down to a few plain things that add up: sleep and food as best you can, one person you can be honest with, and looking only at the next step rather than the whole thing. Some days will be harder than others, and that's normal.",
    ],
  },
  {
    id: "tell-someone",
    match:
      /^\W*((but|so|ok(ay)?|and)[,.]?\s+)?(how|what) (do|can|should|would|could) i (even |actually |ever )?(tell|ask|talk to|speak to|bring (it|this|that) up|approach|raise|explain)\b/i,
    texts: [
      "Pick a calm moment and say the main thing early, in a sentence or two about how it is for you, rather than a long build-up. It helps to know what you'd like from them, even if it's only to listen, and to give them time; a first reaction often isn't the last.",
    ],
  },
  {
    id: "how-much",
    match:
      /^\W*((but|so|and|ok(ay)?)[,.]?\s+)?how much (should|do|would|can|could) (i|we) (pay|charge|ask for|give|spend|offer|tip|contribute|put in|lend|budget)\b/i,
    texts: [
      "There isn't one right amount, so it helps to find out what's usual for people in a similar spot, then weigh what you can manage, and what feels fair to anyone else involved, against that. Suggesting a figure and asking how it sounds usually makes it easier to agree.",
    ],
  },
  {
    id: "how-know",
    match:
      /^\W*((but|so|and)\s+)?how (do|can|would|will) (i|you) (even |ever |actually )?(know|tell|be sure)( if| whether| when| that|\?|$)/i,
    texts: [
      "There's rarely a clear test. It usually helps to look at what has actually happened over a few weeks rather than how it feels today, and to talk it over with someone who knows you; if it's about your health, a GP can help you work it out, and you don't need to be sure before asking.",
    ],
  },
  {
    id: "can-change",
    match:
      /^\W*((but|so|and|ok(ay)?)[,.]?\s+)?(can|do|does|will) (you|people|i|someone|anyone|a person) (actually |really |ever )?(change|rewire|retrain|learn to think)\b|\bis it possible to change\b/i,
    texts: [
      "Yes. Ways of thinking are learned, so they can be relearned: with practice, like catching a thought and asking whether it's the whole story, they do shift. It's usually slow and uneven rather than overnight, but people change how they think all the time.",
    ],
  },
  {
    id: "everyone-else",
    match:
      /\bwhy (does|do|is|are|can|has|have) (everyone|everybody|all my friends|other people|people my age|my friends|everyone else)( \w+){0,3} (seems?|looks?|finds?|copes?|manages?|ha(ve|s) (it|their)|knows?|gets?|make it look|(is|are) (so|always|all))\b/i,
    texts: [
      "Partly because you see everyone else from the outside and yourself from the inside: their calm faces, your whole story. Most people keep the struggling part out of sight, so plenty of those who seem to be coping are finding it harder than they show.",
    ],
  },
  {
    id: "everyone-against",
    match:
      /\bwhy (does|do|is|are) (everyone|everybody|all my friends|people|my friends|nobody|no one)( \w+){0,2} (hates?|dislikes?|ignores?|leaves?|(don'?t|doesn'?t|dont|doesnt) (like|want|text|reply|care)|ever (text|reply|ask))\b/i,
    texts: [
      "When you're hurting, a few bad moments can start to feel like everyone, and the mind collects the proof and skips the rest. It's worth looking at what actually happened and with whom; it's usually fewer people than it feels, and that's painful enough on its own.",
    ],
  },
  {
    id: "wrong-with-me",
    match: /\bwhat'?s (wrong|the matter) with me\b|\bwhat is (wrong|the matter) with me\b|\bam i broken\b/i,
    texts: [
      "I can't diagnose anything, but nothing you've said sounds like you're broken. Asking that usually means something has been hard for a while, and that deserves care rather than blame; if it's been weighing on you for weeks, a GP is a good person to talk it through with too.",
    ],
  },
  {
    id: "why-me",
    match:
      /^\W*((but|so|and|then)[,.]?\s+)?(why (do|am|can'?t|cant|does|is|did|won'?t|wont|don'?t|dont|do i always) (i|it always|it keep|this keep|everything)|why me\b)/i,
    texts: [
      "Patterns like this usually have understandable roots rather than something being wrong with you: stress, tiredness, or habits that once made sense. Noticing when it happens most, and what comes just before, is often the best clue to where to start.",
    ],
  },
  {
    id: "how-general",
    match: /^\W*((but|so|ok(ay)?|and)[,.]?\s+)?how (do|can|should|would|could) (i|you|people|someone|we)\b/i,
    texts: [
      "There's no single trick, but most things like this get easier in small steps: start with the smallest version you could do this week, notice what gets in the way, and adjust from there. What gets in the way is useful to know, not a failure.",
    ],
  },
];

/** What someone wants to stop ("biting my nails when I'm stressed" → "biting your nails"): at most three words. */
export function stopSubject(text: string): string | null {
  const m = /\b(stop|quit|break|kick)\s+([^?.!,]+)/i.exec(text);
  if (!m) return null;
  const words = m[2]!
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  const cut = words.findIndex((w) =>
    /^(when|whenever|if|because|cos|after|before|at|every|all|and|or|so|without|in|on|around|while|though|tho|lol|just)$/.test(
      w,
    ),
  );
  const kept = (cut < 0 ? words : words.slice(0, cut)).map((w) =>
    w === "my" ? "your" : w === "me" ? "you" : w === "myself" ? "yourself" : w,
  );
  if (kept.length === 0 || kept.length > 3) return null;
  if (kept.some((w) => /^(that|this|it|doing|i|im|i'm|him|her|them|he|she|they|being)$/.test(w))) return null;
  if (!/ing$/.test(kept[0]!)) return null;
  return kept.join(" ");
}

/** Someone else's progress or a health question: not for the general "how long until it gets easier" answers. */
const ABOUT_SOMEONE_OR_HEALTH =
  /\b(he|she|his|him|her|hers|they|them|their|my (mum|mom|dad|son|daughter|child|kid|kids|baby|partner|husband|wife|boyfriend|girlfriend|nan|gran|grandad|grandma|brother|sister|dog|cat|puppy|kitten)|doctors?|gp|hospital|recover\w*|operation|surgery|meds|medication|tablets|injur\w*|symptoms?|pain|grie\w*|mourn\w*|breakup|break up|ex)\b/i;

/**
 * Questions whose form says what they want, whatever words the bank keys on: "what's the difference between…",
 * "how long does it take…", "should I tell her / apologise / reply…", "what if she says no / says I'm too
 * sensitive…", "is it better to do a little or a lot…". Tried before the bank; the first whose `match` fits the
 * question and whose `context` (if any) fits the chat's last few turns wins, once per id a chat.
 */
export const QUESTION_FORM_ANSWERS: {
  id: string;
  match: RegExp;
  context?: RegExp;
  /** Not when the question itself also matches this (someone else's progress, a health question). */
  unless?: RegExp;
  text: string;
}[] = [
  {
    id: "diff-introvert",
    match: /\b(difference|line|different)\b[^?]*\b(introvert\w*|antisocial|anti-social|unsociable)\b/i,
    text: "Being an introvert is about where your energy comes from: crowds use it up, even when you like the people in them. Being antisocial is not wanting people at all. Liking a few people and needing to leave a loud room early is the first, not the second.",
  },
  {
    id: "diff-confident",
    match:
      /\b(difference|line|different)\b[^?]*\b(confident|confidence|assertive)\b[^?]*\b(annoying|arrogant|cocky|too much|loud|rude|full of (yourself|myself)|show(ing)?[- ]off|bossy|aggressive)\b|\b(difference|line|different)\b[^?]*\b(annoying|arrogant|cocky|too much|rude|bossy|aggressive)\b[^?]*\b(confident|confidence|assertive)\b/i,
    text: "Confidence leaves room for other people: you take up space and still let others in. What grates is rarely being lively or loud; it's never letting anyone else have a turn. People who worry about being too much are usually nowhere near it.",
  },
  {
    id: "diff-polite",
    match:
      /\b(difference|line|different)\b[^?]*\b(pushover|doormat|walked over|people[- ]pleas\w*|too nice|too soft)\b/i,
    text: "Being polite is about how you say things; being a pushover is giving up what you need to avoid a moment's discomfort. You can be warm and still say no or ask for what you need. Politeness is in the how, not in always agreeing.",
  },
  {
    id: "diff-tired-low",
    match:
      /\b(difference|different|tell)\b[^?]*\b((tired|exhausted|worn out|knackered)\b[^?]*\b(low|sad|depress\w*|down)|(low|sad|depress\w*|down)\b[^?]*\b(tired|exhausted|worn out|knackered))\b/i,
    text: "They overlap a lot. Tiredness usually lifts with rest and a couple of good nights; low mood tends to hang on even after rest and takes the colour out of things you'd normally enjoy. If it's more the second and it has lasted a couple of weeks, it's worth talking to a GP.",
  },
  {
    id: "diff-general",
    match:
      /\b((what'?s|what is|whats) the (real |actual |main )?difference|is there (a|any|much) difference|how is it different)\b[^?]*\bbetween\b(?![^?]*\b(stress|anxiety|panic|grief|depress\w*|tired|low|sad)\b)|\bhow (do|can|would) (i|you) tell the difference\b|\bwhere'?s the line between\b/i,
    text: "Often the difference is less in what you do than in where it comes from and how it leaves you: something you chose and feel okay about afterwards, or something driven by fear that leaves you drained or resentful. That's usually the clearest sign of which one it is.",
  },
  {
    id: "long-habit",
    match: /\bhow long\b[^?]*\b(habit|routine|stick|automatic|second nature)\b/i,
    text: "Studies suggest around two months on average for something to feel automatic, though it ranges from a few weeks to much longer. Missing a day here and there doesn't reset it; what matters most is picking it back up the next time.",
  },
  {
    id: "long-forget",
    match:
      /\bhow long\b[^?]*\b((people|they|everyone|everybody|she|he|others|colleagues|the team|them) (to )?(forget|forgets|stop talking|stops talking|move on|moves on)|blow over|live (it|this|that) down)\b/i,
    text: "Usually much less time than it feels. Other people are mostly busy with their own worries, so something like this tends to fade for them within days, long before it fades for you, and how you handle it next matters more than the slip itself.",
  },
  {
    id: "long-feeling",
    match:
      /\bhow long\b[^?]*\b(stop feeling|feel (normal|better|okay|ok|confident|comfortable|at home|less|like myself)|get (used to|comfortable|confident)|(stops?|stop it) (being|feeling) (scary|awkward|weird|hard|strange))\b/i,
    text: "There's no set time, and it's different for everyone, but feelings like that usually ease bit by bit with each go rather than all at once. Most people notice it getting a little easier after a few times, well before they'd say it's gone.",
  },
  // Round 22: "how long until it stops sounding awful / gets easier" fits any new skill or change; general answers
  // that name no topic the person hasn't, instead of a topic's "who can tell you" guessed from one word.
  {
    id: "long-skill",
    match:
      /\b(how long|when|how many (weeks|months))\b[^?]*\b(sound(s|ing)? (good|decent|ok|okay|like|less|better|right|awful|bad|terrible|rubbish|horrible)|stops? sounding|get(ting)? (good|better|decent|any good|the hang) (at|of)|get the hang|pick (it|this|that) up|learn(ing)? (it|this|that|to|a)|(be able to|can|could|will i) (play|speak|swim|draw|paint|drive|read|sing|dance|hold|cook|knit|sew|code|run)|be any good|get any good|start(s)? to (improve|sound|click))\b/i,
    unless: ABOUT_SOMEONE_OR_HEALTH,
    text: "Everyone's different, but the clunky stage is normal and it doesn't last: with short, regular practice (ten or twenty minutes most days beats one long go a week) most people hear or feel a clear difference within a month or two. It tends to come in jumps rather than smoothly, so a flat week doesn't mean you've stopped improving.",
  },
  {
    id: "long-change",
    match:
      /\b(how long|when)\b[^?]*\b(retrain\w*|qualif\w*|career change|chang(e|ing) (careers?|jobs?|direction)|new career|start(ing)? (again|over|from scratch)|go(ing)? back to (uni|college|study|studying|school))\b/i,
    unless: ABOUT_SOMEONE_OR_HEALTH,
    text: "A big change like this usually takes longer on paper than it feels once you're in it, and plenty of people retrain or study in their thirties, forties and later; the years pass either way. What helps most is breaking it into the next step only (an open day, a chat with someone who did it, one application) rather than carrying the whole plan at once.",
  },
  {
    id: "long-easier",
    match:
      /\b(how long|when)\b[^?]*\b(get(s)? (any )?easier|get(s)? better|stop(s)? (being|feeling|sounding|looking) (so |like )?(an? )?(hard|awful|bad|terrible|rubbish|horrible|difficult|scary|awkward|weird|exhausting|silly|stupid|idiot|daft|clumsy|useless|beginner|amateur)|feel(s)? (easier|normal|natural|less hard))\b/i,
    unless: ABOUT_SOMEONE_OR_HEALTH,
    text: "There's no set time, and it's different for everyone, but new things nearly always get easier with repetition, usually bit by bit rather than all at once. Most people notice the first real difference after a few weeks of keeping at it, well before it feels easy.",
  },
  {
    id: "too-old-change",
    match:
      /\b(am i|would i be|will i be|is \d+|i'?m|im) (too old|too late)\b|\btoo late (for me )?to (start|change|retrain|go back)\b/i,
    context:
      /\b(retrain\w*|qualif\w*|career|course|college|uni|university|degree|apprentice\w*|training|access|study|studying)\b/i,
    unless: ABOUT_SOMEONE_OR_HEALTH,
    text: "Not too old, no. Plenty of people go back to study or change careers in their forties, fifties and beyond, and courses and employers see mature students all the time; the life experience often counts in your favour. The years will pass either way; the real question is whether you'd like to be doing this at the end of them.",
  },
  {
    id: "long-settle",
    match:
      /\bhow long\b[^?]*\b(settle|settling|fit in|feel (at )?home|feel settled|get used to|find (my|your) feet)\b/i,
    context:
      /\b(new (job|role|team|school|uni|course|class|flat|house|area|place|town|city|country)|started|starting|moved|moving|first (week|month|term))\b/i,
    unless: ABOUT_SOMEONE_OR_HEALTH,
    text: "Usually longer than people expect: often a few months before a new place or role feels normal, and the first weeks are the hardest. It tends to come in small pieces: knowing where things are, a routine, one or two people you're easy with.",
  },
  {
    id: "little-often",
    match:
      /\bis it better to\b[^?]*\b(little|bit|small|short|every day|daily|each day|few minutes|\d+ min\w*)\b[^?]*\bor\b|\bis it better to\b[^?]*\bor\b[^?]*\b(little|bit|small|short|every day|daily|each day|few minutes|\d+ min\w*)\b/i,
    text: "For most things, a little and often wins: it's easier to keep up, it builds the habit faster, and missing one go matters less. A bigger session now and then works too if that's what fits your week; the best plan is the one you'll still be doing in a month.",
  },
  {
    id: "say-to-someone",
    match: /\bwhat would you (say|tell) (to )?(someone|somebody|a person|a friend|people|anyone)\b/i,
    text: "I'd tell them that feeling this way is common and isn't a verdict on them, and that they don't have to sort all of it at once. Then I'd ask what one small thing would make this week a little easier. The same goes for you, if it's you.",
  },
  {
    id: "should-apologise",
    match: /\bshould i (just )?(apologi[sz]e|say sorry|say i'?m sorry|say im sorry)\b/i,
    text: "A short, honest apology usually ends it faster than hoping nobody noticed. Say what you did and that it wasn't fair, without grovelling or a long explanation, then let it go; most people respect that far more than they remember the slip.",
  },
  {
    id: "should-reply",
    match: /\bshould i (reply|respond|answer|write back|message (her |him |them )?back|text (her |him |them )?back)\b/i,
    // A reply to criticism or a row, not to a date's text.
    context:
      /\b(reviews?|comments?|complain\w*|critici\w*|rude|nasty|feedback|post(ed)?|angry|row|argument|fight|stars?|uneven|moan\w*)\b/i,
    text: "If you do, wait until the first sting has passed, keep it short and calm, and say only what you'd be happy for anyone to read. A brief, polite reply usually does more good than either silence or a long defence.",
  },
  {
    id: "should-tell-health",
    match: /\bshould i (tell|let (\w+ ){1,2}know|mention|say|talk to|speak to)\b(?![^?]*\b(out|on a date)\b)/i,
    context:
      /\b(menopause|doctor|gp|diagnos\w*|condition|symptoms?|periods?|hormon\w*|medication|adhd|autis\w*|dyslexi\w*|pregnan\w*|illness|health)\b/i,
    text: "That's your choice, and you only need to share as much as you want to. Many people find it helps to say just the part that affects the other person and what would help, without the whole story; a short, matter-of-fact version usually gets a kinder response than people fear.",
  },
  {
    // "should i say something or just cut her off / leave it": both halves weighed, not only the first.
    id: "should-tell-or-leave",
    match:
      /\bshould i (tell|say something|say anything|mention|talk to|speak to|bring (it|this|that) up|raise|confront|have it out)\b[^?]{0,40}\bor (just )?(cut (her|him|them|it) off|leave it|leave (her|him|them) (be|to it)|ignore (it|her|him|them)|let it (go|slide)|say nothing|keep quiet|put up with it|walk away|stop (talking to|seeing|speaking to) (her|him|them)|pretend|drop it|block (her|him|them))\b/i,
    text: "Both are real options. Saying it calmly gives things a chance to change; stepping back protects you, but the feeling often comes along anyway. If you'd regret not trying, say it first, briefly and about how it was for you; you can still step back if nothing changes.",
  },
  {
    // "should i tell the lecturer or is that snitching?": wanting it put right isn't the bad thing they fear.
    id: "should-tell-or-is-that",
    match:
      /\bshould i (tell|say something|say anything|mention|talk to|speak to|report|bring (it|this|that) up|raise)\b[^?]{0,40}\bor (is|would) (that|it) (be )?(snitching|grassing|telling tales|mad|weird|petty|dramatic|too much|overreacting|over the top|rude|mean|awkward|crazy|a bit much)\b/i,
    text: "Raising something that matters to you isn't petty, mad or telling tales; it gives someone a chance to put it right. Keep it calm and about what happened and how it affects you, and it rarely lands the way you fear.",
  },
  {
    // "should i tell the examiner i'm nervous?": telling someone how it is for you, not raising a grievance.
    id: "should-tell-self",
    match:
      /\b(should|do) i (tell|mention( to)?|say( to)?|let (\w+ ){1,2}know|warn)\b[^?]{0,40}\b(that )?(i'?m|im|i am|i get|i feel|i'?ve been|ive been) (really |very |so |a bit |quite |super )?(nervous|anxious|scared|terrified|new|(a )?(total |complete |bit of a )?beginner|shy|rusty|out of practice|struggling|not great at|bad at|panicking|petrified)\b/i,
    text: "Often, yes: a quick, light line at the start, like \"I'm a bit nervous\" or \"I'm new to this\", usually makes people kinder and takes away the effort of pretending you're not. One line is enough, then carry on; you don't owe anyone a long explanation.",
  },
  {
    id: "should-tell",
    match:
      /\bshould i (tell|mention|let (\w+ ){1,2}know|talk to|speak to|bring (it|this|that) up|raise|confront|say something)\b(?![^?]*\b(out|on a date|i like|i love|i fancy|how i feel about|feelings for)\b)/i,
    text: "If it keeps coming back to you, saying it is usually better than holding it in until it comes out sideways. Pick a calm moment, keep it short and about how it is for you rather than what's wrong with them, and know what you'd like from them before you start.",
  },
  {
    id: "should-change-self",
    match:
      /\bshould i (just )?(tone (myself|it|me) down|be less|be quieter|change (who i am|myself|how i am|my personality)|stop being (so )?(myself|me|loud|chatty|much)|try (to be|being) (less|quieter))\b/i,
    text: "You don't need to become a smaller version of yourself. If one particular thing lands badly, you can adjust that one thing, like leaving room for others to finish in a group, but one comment isn't a verdict on who you are, and plenty of people like you as you are.",
  },
  {
    id: "what-if-says-im",
    match:
      /\bwhat if (she|he|they|my \w+|the \w+|people|everyone)( just)? (says?|thinks?|tells? me|calls? me|reckons?)\b[^?]*\b(sensitive|overreacting|dramatic|silly|stupid|making a fuss|a big deal|joking|a joke|too much|petty|annoying|needy|over the top)\b/i,
    text: 'Then you can stay calm and say it once more, something like "Maybe, but it still bothered me, and I wanted you to know." You don\'t need them to agree that a feeling is fair for it to be real, and people often take it better a day later than in the moment.',
  },
  {
    id: "what-if-no",
    match:
      /\bwhat if (she|he|they|my \w+|the \w+|it'?s|its|the answer'?s|the answer is|people|everyone)( just)? (says?|said|is|'s|turns? (me|it) down)? ?(no|a no|not interested)\b/i,
    // A no to something asked for (not a job interview or an exam, which have their own answers).
    context: /\b(ask\w*|request\w*|pay rise|raise|favou?r|permission|invit\w*|propos\w*|borrow|lend|help)\b/i,
    text: "Then you'll know where you stand, which beats wondering. You can ask what would need to change, or when you could raise it again; a no to a request isn't a no to you, and asking was still the right thing to do.",
  },
];

/** "can you remind me what we said?": a recap of the last answer given, or an honest "we hadn't got to that". */
export const REMIND_ME =
  /\b(remind me (what|of what|about what)|(can|could) you remind me|what (did|were) (we|you) (say|said|saying|decide|agree)|what was (it|that) (we|you) said|what (you|we) said (about|before|earlier))\b/i;

/** What to put in an apology or a message owning a slip: a few plain parts. */
export const APOLOGY_WORDS =
  "Keep it short: say what happened and that you're sorry, and what you'll do differently if that helps, without a long explanation or putting yourself down. Something like \"I'm sorry about that. It was my mistake, and I wanted to say so.\" Then leave it there.";
