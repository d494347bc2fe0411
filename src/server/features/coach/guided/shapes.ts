// The shape of a plain statement ("i used to climb at uni", "weekends are the worst", "i keep reading our old
// messages", "my brother just got promoted again"): a reply that answers what was just said, with a question about
// that, instead of a question from the general listening bank. Only fixed wording comes out (never the person's
// words), with "he/she/they" for the person they named.

export interface Shape {
  key: string;
  ack: string;
  question: string;
}

const norm = (s: string) => s.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** "he", "she" or "they" for the person named in the text, or null. */
function personIn(text: string): "he" | "she" | "they" | null {
  const she = /\b(mum|mom|mother|wife|girlfriend|daughter|sister|nan|gran|grandma|aunt|she|shes|she'?s|her)\b/.exec(
    text,
  );
  const he = /\b(dad|father|husband|boyfriend|son|brother|grandad|grandpa|uncle|he|hes|he'?s|him|his)\b/.exec(text);
  if (she && he) return she.index < he.index ? "she" : "he";
  if (she) return "she";
  if (he) return "he";
  return null;
}
const OBJECT = { he: "him", she: "her", they: "them" } as const;

const TIME_WORDS =
  "(weekends?|evenings?|nights?|mornings?|afternoons?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|bedtime|the evenings|the nights|the mornings|the weekends|holidays|lunchtimes?)";
const WORST_TIME = new RegExp(
  `\\b${TIME_WORDS}( are| is|'re|'s)? (the )?(worst|hardest|toughest)\\b|\\busually (on )?(sunday|monday|saturday|friday|weekday)s? (evenings?|nights?|mornings?|afternoons?)\\b`,
);

/**
 * Candidate shapes for a plain statement, most specific first; the coach takes the first one it hasn't used in this
 * chat. Empty when the statement has none of these shapes (the general listening reply is used then).
 */
export function shapesOf(raw: string, previous: readonly string[] = []): Shape[] {
  const text = norm(raw);
  const out: Shape[] = [];
  const add = (key: string, ack: string, question: string) => out.push({ key, ack, question });
  const who = personIn(text) ?? personIn(previous.slice(-2).join(" . ")) ?? "they";
  const them = OBJECT[who];

  if (
    /\bnot (in )?(a|that kind of|that) (bad|dangerous|scary|worrying) way\b|\b(i'?m|im|i am) not going to (do anything|hurt myself)\b/.test(
      text,
    )
  )
    add("safe-said", "Thank you for saying that; I'm glad you're safe.", "What has today been like so far?");
  if (
    /\b(heart|pulse)( is| 's)? (going|racing|pounding|beating)|\b(can'?t|cant) (catch my breath|stop shaking)\b|\b(hands|legs) are shaking\b/.test(
      text,
    ) &&
    /\b(rn|right now|now|atm|at the moment)\b/.test(text)
  )
    add(
      "body-now",
      "That's your body gearing up; it feels awful, but it isn't dangerous, and it will pass.",
      "Can you try a few slow breaths with me, a little longer out than in?",
    );
  if (
    /\b(only|barely) know (like |about |maybe )?(\d+|a few|one|two|three|four|a couple( of)?) (people|of them|ppl)\b/.test(
      text,
    )
  )
    add(
      "few-known",
      "Walking into a room where you barely know anyone is hard for most people.",
      "Will the people you do know be there from the start?",
    );
  if (/\b(idk|i (dont|don'?t|do not) (even )?know|no idea|not sure) what i (even |actually |really )?want\b/.test(text))
    add(
      "unsure-want",
      "Not knowing what you want is a hard place to be, and a very common one.",
      "What's something, even small, that you've enjoyed lately?",
    );
  if (/\b(goes away|passes|wears off|lifts|gets better|settles) (by|after|in|within|on its own|again)\b/.test(text))
    add("passes", "That's good to know: it lifts on its own.", "What helps it lift, do you think?");
  if (
    /\b(he|she|they|my (dad|mum|mom|grandad|grandpa|nan|gran|grandma|uncle|aunt|brother|sister)) (taught me|used to take me|always used to|would always|showed me how)\b/.test(
      text,
    )
  )
    add("memory", `That sounds like a memory worth keeping.`, `What else do you remember about ${them}?`);
  if (
    /\b(he|she|they) (said|told me) (he|she|they) (played|made|had fun|liked|loved|enjoyed|met|made a friend)\b/.test(
      text,
    )
  )
    add("their-good-news", "That sounds like a good sign.", "How did it feel to hear that?");
  if (
    /\b(i'?m|im|i am) (just )?not (a|much of a|really a) (words|word|people|speech|speeches|talker|writer|public speaking) ?(person|type|guy|girl)?\b/.test(
      text,
    ) &&
    /\b(speech|eulogy|toast|say|write|talk|presentation|card|words)\b/.test(previous.join(" ").toLowerCase())
  )
    add(
      "not-words",
      "Plenty of people aren't, and it doesn't need to be polished to land.",
      "What's the one thing you'd most want to get across?",
    );
  if (/\bi only (met|knew|saw|spoke to) (her|him|them) (a few|a couple of|once|twice|now and then)\b/.test(text))
    add(
      "not-close",
      "You don't need to have known someone well for it to matter.",
      "How are you feeling about it all?",
    );
  if (/\bsame \w+\b[^.!?]*\bsame \w+/.test(text))
    add(
      "sameness",
      "So every part of it feels the same, day after day.",
      "If you could change one bit of it first, which would it be?",
    );
  if (
    /\b(nobody|no one|never)\b[^.!?]*\b(complained|said anything|had a problem|had an issue|minded|criticised|criticized)\b[^.!?]*\bbefore\b/.test(
      text,
    )
  )
    add("new-criticism", "So this is new, after a long time of it being fine.", "What do you make of the change?");
  if (/\b(never|don'?t|dont|do not|never really) know what to say (when|if)\b/.test(text))
    add(
      "never-know-say",
      "That's a hard one to answer on the spot, especially when you're not sure yourself.",
      "What would feel true enough to say, even something short?",
    );
  if (
    /\b(nothing'?s|nothings|nothing is|there'?s nothing|theres nothing) (really |actually |even )?wrong\b|\bmy life is (fine|good|ok(ay)?|great|pretty good)\b/.test(
      text,
    )
  )
    add(
      "no-reason",
      "So there's no obvious reason for it, which can make it more confusing, not less.",
      "What is it like when it comes?",
    );
  if (
    /\b(they|my friends|my family|everyone|people|she|he|my mum|my mom|my partner|theyre|they'?re)( are| is|'re|'s)? (probably |all |totally |so )?(sick|tired|fed up|bored) (of|with) (hearing|listening|me)\b/.test(
      text,
    )
  )
    add(
      "others-fed-up",
      "It can start to feel like you're running out of people to tell.",
      "Has anyone actually said that, or is it more a worry?",
    );
  if (
    /\b(they'?re|theyre|they are|she'?s|shes|he'?s|hes|friends are|friends arent|friends aren'?t) not like that\b|\b(arent|aren'?t|isn'?t|isnt) like that\b|\b(they'?d|theyd|she'?d|shed|he'?d|hed|they would|she would|he would) never (say|judge|laugh|mind|care|think)\b/.test(
      text,
    )
  )
    add(
      "others-kind",
      "That's worth holding on to: the people who matter here aren't the ones judging.",
      "What would it be like to be as kind to yourself as they'd be?",
    );
  if (/\bi thought i'?d (have|be|know)\b|\b(figured out|sorted|settled|worked out) by now\b|\bat my age\b/.test(text))
    add(
      "timeline",
      "Lots of people carry a timeline around in their heads, and it can be a harsh one.",
      "Where do you think that timeline came from?",
    );
  if (
    /\bmy (brother|sister|friend|best friend|cousin|mate|colleague|flatmate|friends)\b[^.!?]{0,30}\b(just |has |have )?(got|is getting|are getting|bought|had) (promoted|engaged|married|a (new )?(job|house|flat|baby|promotion))\b|\b(everyone|all my friends|people|everybody) (my age |i know )?(is|are) (getting|engaged|married|buying|having)\b/.test(
      text,
    )
  )
    add(
      "others-news",
      "News like that can sting, even when you're glad for them.",
      "What does it stir up for you when you hear it?",
    );
  if (
    /\b(everyone|they'?re all|theyre all|they are all|all of them|everybody)\b[^.!?]{0,25}\b(older|younger|married|has kids|have kids|have families|in couples)\b/.test(
      text,
    )
  )
    add(
      "different-stage",
      "So it's hard to find people who are at the same stage as you.",
      "Where else might you meet people closer to where you are?",
    );
  if (
    /\b(friends?|together|known (her|him|them|each other)) (since|for) (we were|i was|\d+|years|ages|school|uni|forever)\b/.test(
      text,
    )
  )
    add(
      "long-bond",
      `That's a long time; no wonder ${who === "they" ? "they matter" : `${who} matters`} so much to you.`,
      `What would you most want ${them} to understand?`,
    );
  if (
    /\b(he'?s|hes|she'?s|shes|they'?re|theyre) not (mean|nasty|horrible|angry|cruel|bad|strict|a bad person)\b/.test(
      text,
    )
  )
    add(
      "not-unkind",
      `So it's not that ${who === "they" ? "they're" : `${who}'s`} a bad person; it's more how it all lands with you.`,
      `What would you most want ${them} to understand?`,
    );
  if (
    /\b(there'?s|theres|there is) (this |one |this one )(guy|girl|person|woman|man|lad|bloke|colleague|kid)\b/.test(
      text,
    ) &&
    /\b(always|keeps|every (day|time|week)|all the time|constantly)\b/.test(text)
  )
    add(
      "one-person",
      "It's often one person who takes up the most room in your head.",
      "What is it about them that gets to you?",
    );
  if (/\bi used to (be|feel)\b/.test(text))
    add("used-to-be", "So it hasn't always been like this.", "What do you think has changed since then?");
  else if (/\bi used to \w+/.test(text))
    add("used-to", "It sounds like that was a good part of your life.", "What did you enjoy most about it back then?");
  if (
    /\bi (always |really |have always |'ve always |ve always |always really )?(liked|loved|enjoyed)\b (?!(him|her|them|you|it when|that|the idea)\b)\w+/.test(
      text,
    ) &&
    !/\bwould (like|love)\b/.test(text)
  )
    add("likes", "That's worth paying attention to.", "What do you enjoy most about it?");
  if (/\bi know (it'?s|its|it is|that|it|this)\b/.test(text) && !/\bi know (that )?(he|she|they)\b/.test(text))
    add(
      "know-but",
      "Knowing something in your head and feeling it are often two different things.",
      /\bbut\b/.test(text) ? "Which part still gets to you most?" : "What keeps pulling you back to it, do you think?",
    );
  // Not reaching for someone who's gone ("i keep picking up my phone to call him"): that is missing them.
  if (
    /\bi keep (?!going\b|trying\b|thinking\b|telling\b|replaying\b|going over\b|wondering\b)\w+ing\b|\bi always end up\b/.test(
      text,
    ) &&
    !/\b(reaching for|picking up|grabbing) (my|the) phone\b|\bexpecting (him|her|them|to see)\b/.test(text)
  )
    add("loop", "That sounds like a loop that's hard to get out of.", "What's usually going on just before it starts?");
  if (WORST_TIME.test(text))
    add(
      "worst-time",
      "So that's when it hits hardest.",
      "What does that time usually look like for you at the moment?",
    );
  if (
    /\b(i havent|i haven'?t|i have not|ive not|i'?ve not) (even |really |actually )?left the (house|flat|room)\b/.test(
      text,
    )
  )
    add(
      "stayed-in",
      "Days inside can start to blur into each other.",
      "What's a normal day looking like at the moment?",
    );
  else if (
    /\b(i havent|i haven'?t|i have not|ive not|i'?ve not) (even |really |actually |yet )?(finished|started|replied|written|sent|answered|opened|booked)\b/.test(
      text,
    )
  )
    add("not-yet", "So that's still hanging over you.", "What's been getting in the way, do you think?");
  if (
    /\b(\d+|a few|two|three|four|five|couple( of)?) (more )?(to do|left|to go|still to do)\b|\b(\d+|two|three|four|five) more\W*$/.test(
      text,
    )
  )
    add("left-count", "That's a number you can get through.", "Which one could you get out of the way first?");
  if (/\bi (cant|can'?t|cannot) just \w+/.test(text) || /\bit'?s how i\b|\bits how i\b/.test(text))
    add("cant-just", "Fair enough; that isn't a realistic option for you.", "What would a middle ground look like?");
  if (
    /\bi (dont|don'?t|do not|really don'?t) want to\b/.test(text) &&
    /\b(write|writing|breath\w*|meditat\w*|journal\w*|worksheets?)\b/.test(text)
  )
    add(
      "no-tools",
      "Fair enough; no writing or breathing, we can just talk.",
      "What's been the worst bit of your week?",
    );
  else if (
    /\bi (dont|don'?t|do not|really don'?t) want to\b[^.!?]*\b(look|seem|be|come across|sound)\b[^.!?]*\b(stupid|needy|clingy|thick|dumb|annoying|weak|desperate|pathetic|like an idiot|rude|pushy|too much)\b/.test(
      text,
    )
  )
    add(
      "not-look",
      "That makes sense; nobody wants to come across like that.",
      "What do you imagine people would actually think?",
    );
  // "i deleted his number but i still know it by heart": a step taken while part of them still holds on.
  if (
    /\bi (deleted|blocked|unfollowed|archived|muted|removed|unadded|hid)\b[^.!?]*\b(but|and) (i )?(still|keep)\b/.test(
      text,
    )
  )
    add(
      "let-go-step",
      "Taking a step like that while part of you still holds on is really hard.",
      "How did it feel to do it?",
    );
  // "every time i try to bring it up i chicken out": the nerve going at the last moment.
  if (
    /\bevery time i (try|go|start|want|get ready|open my mouth)\b[^.!?]*\b(chicken out|bottle it|bottled it|freeze|back out|lose my nerve|change the subject|panic|say nothing|go quiet)\b/.test(
      text,
    )
  )
    add(
      "nerve-goes",
      "So the nerve goes right at the last moment; that's really common.",
      "What happens in you just before you back out?",
    );
  // "im working from home so i dont have to": nothing making them face it, a relief and a trap at once.
  if (/\bso i (dont|don'?t|do not|never) (have|need) to\b/.test(text))
    add(
      "dont-have-to",
      "So nothing's making you face it at the moment, which can be a relief and a trap at once.",
      "How do you feel on the days you do?",
    );
  return out;
}
