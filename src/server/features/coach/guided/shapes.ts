// The shape of a plain statement ("i used to climb at uni", "weekends are the worst", "i keep reading our old
// messages", "my brother just got promoted again"): a reply that answers what was just said, with a question about
// that, instead of a question from the general listening bank. Only fixed wording comes out (never the person's
// words), with "he/she/they" for the person they named.

/**
 * "i used to answer emails at 11pm", "i used to stay up till 3": a past habit that was not good for them, not a good
 * part of their life to remember.
 */
export const USED_TO_HARD =
  /\bi used to\b[^.!?]{0,60}\b(\d{1,2} ?(am|pm)|midnight|till \d|until \d|all night|stay(ed)? up|(answer|check|reply to|read)\w* (work )?(emails?|messages|slack)|scroll\w*|drink\w*|smok\w*|vap\w*|binge\w*|skip\w*|cancel\w*|hide|hid|cry|cried|say yes|said yes|work(ed)? (late|weekends|through|all)|overwork\w*|too much|hate|hated|worry|worried|panic\w*|argu\w*|fight|fought|shout\w*|self[- ]harm\w*|cut myself|starv\w*|purg\w*|gambl\w*|never (sleep|eat|stop|say)|couldn'?t|could not|can'?t)\b/i;

/** "i went bright red and mumbled something", "i just laughed it off": not knowing what to do with kind words. */
export const AWKWARD_WITH_PRAISE =
  /^(and |so |honestly |tbh )?i (just )?(mumbled|muttered|went (bright |so |really )?red|blushed|laughed it off|brushed it off|changed the subject|said it was nothing|said (it was )?no big deal|made a joke|deflected|cringed|(didn'?t|didnt) know (how to|what to) (reply|respond|say|answer))\b/i;

/** Kind words said to the person, somewhere in the chat. */
export const PRAISE_SAID =
  /\b(proud of (me|you)|well done|(good|great|brilliant|amazing) (job|work)|prais\w*|compliment\w*|thanked me|(lovely|kind|sweet|glowing|nice) (text|message|note|card|email|feedback|review|words|things)|something (nice|kind|lovely)|(was|were) (brilliant|amazing|excellent|fantastic|outstanding))\b/i;

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
    /\b(he|she|they|my (dad|mum|mom|grandad|grandpa|nan|gran|grandma|uncle|aunt|brother|sister)) (taught me|used to take me|always used to|would always|showed me how|always (sat|slept|waited|curled up|followed me)|used to call me|always called me|used to tell me)\b/.test(
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
  else if (USED_TO_HARD.test(text))
    add("used-to-hard", "So that was how things were back then.", "What helped it change?");
  else if (/\bi used to \w+/.test(text))
    add("used-to", "It sounds like that was a good part of your life.", "What did you enjoy most about it back then?");
  if (
    /\bi (always |really |have always |'ve always |ve always |always really )?(liked|loved|enjoyed)\b (?!(him|her|them|you|it when|that|the idea)\b)\w+/.test(
      text,
    ) &&
    !/\bwould (like|love)\b/.test(text)
  )
    add("likes", "That's worth paying attention to.", "What do you enjoy most about it?");
  // "i love drawing tbh, its the one thing im good at": something that is theirs.
  if (
    /\b(the (one|only) thing i'?m (any |actually |really )?good at|i'?m (actually |really )?good at (it|\w+ing)|i (really |just )?love (\w+ing|music|art|football|sport)\b)/.test(
      text,
    ) &&
    !/\bused to\b/.test(text)
  )
    add("own-thing", "It's good to have something that's really yours.", "What do you love most about it?");
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
    !/\b(reaching for|picking up|grabbing) (my|the) phone\b|\bexpecting (him|her|them|to see)\b/.test(text) &&
    // "i keep changing my outfit lol": said lightly, not a loop to get out of.
    !/\b(lol|haha+|lmao|😂)\W*$/.test(text)
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
  // "i dont want to pretend im not happy about it either": glad and caring at once, not a hardship.
  if (
    /\b(don'?t|dont|do not) want to (pretend|act like|make out|hide that) (i'?m|im|i am) not (happy|pleased|proud|excited|glad|chuffed)\b/.test(
      text,
    )
  )
    add(
      "both-true",
      "You're allowed to be pleased about it and still care how others feel; both can be true.",
      "How would you like to hold the two together?",
    );
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
  // "i really thought this was the one": hope, and how far it falls.
  if (
    /\bi (really |honestly |genuinely |actually )?(thought|was sure) (this|it|that) (was|would be|was going to be) (the one|it|mine)\b|\b(got|had) my hopes up\b/.test(
      text,
    )
  )
    add("hoped", "It hurts more when you'd let yourself hope.", "What made this one feel so right?");
  // "ive applied to like 40 places": trying again and again.
  if (
    /\b(applied|applying) (to|for) (like |about |over |nearly |around )?\d+\b|\b(\d+|so many|loads of|dozens of) (applications|rejections|auditions|attempts)\b/.test(
      text,
    )
  )
    add(
      "many-tries",
      "That's a lot of putting yourself out there, again and again.",
      "How are you keeping yourself going between them?",
    );
  // "football was like my whole thing": a big part of who they are.
  if (
    /\b(was|is|has been|used to be) (like |basically |literally |kind of )?my (whole )?(thing|life|world|everything)\b/.test(
      text,
    )
  )
    add("whole-thing", "So it's been a big part of who you are.", "What has it given you, over the years?");
  // "i usually dont speak up in seminars": holding back in a group.
  if (
    /\bi (usually |always |often |never |just )?(don'?t|dont|do not|never|can'?t|cant) (really )?(speak up|say anything|say much|put my hand up|ask (questions|anything)|talk in)\b|\bi (usually |always )(stay|keep) quiet\b/.test(
      text,
    )
  )
    add(
      "holds-back",
      "Lots of people hold back in groups; it doesn't mean you've nothing to say.",
      "What usually stops you, do you think?",
    );
  // "i dont even want to go to training to watch": keeping away from what hurts, for now.
  if (/\bi (don'?t|dont|do not) (even )?want to (go (to|back)|be there|watch|see (them|it|anyone))\b/.test(text))
    add("keep-away", "It makes sense to want to keep away from it for now.", "What would feel okay for you instead?");
  // "my partner is gutted too": it has hit them as well.
  if (
    /\b(my|her|his|our) \w+ (is|was|'s) (so |really |absolutely )?(gutted|devastated|heartbroken|upset)( too)?\b/.test(
      text,
    )
  )
    add("both-hit", "It sounds like it's hit more than just you.", "How are you doing with it yourself?");
  // "he wont talk to me now", "shes not replied to my message": a silence from someone who matters.
  if (
    /\b(he|she|they|hes|shes|he'?s|she'?s) (still )?(won'?t|wont|isn'?t|isnt|hasn'?t|hasnt|not|didn'?t|didnt) (even )?(talk|talking|speak|speaking|replied|replying|answer|answered|answering|text(ed)? back|messag\w+ back)\b/.test(
      text,
    )
  )
    add("silence", "Silence from someone who matters is hard to sit with.", "What do you make of it so far?");
  // "i didnt sleep much last night".
  if (
    /\b(didn'?t|didnt|couldn'?t|couldnt) (really )?sleep( much| well| at all)?\b|\bbarely slept\b|\bno sleep\b/.test(
      text,
    )
  )
    add("bad-night", "A short night makes everything feel heavier.", "What kept you awake?");
  // "shes so excited and i am happy for her": glad for them, with something else underneath.
  if (
    /\b(i'?m|im|i am) (so |really |genuinely |actually )?(happy|glad|pleased|excited) for (her|him|them)\b/.test(
      text,
    ) &&
    !/\b(but|jealous|envious|hate|hurts?|sad|cry|cried)\b/.test(text)
  ) {
    const whom = /\bfor her\b/.test(text) ? "her" : /\bfor him\b/.test(text) ? "him" : "them";
    add("happy-for", `It's clear how much you care about ${whom}.`, "And how is it for you, underneath that?");
  }
  // "the plan is to save for a year": a plan already made.
  if (/^(so |and )?(the|my|our) plan is to\b/.test(text))
    add("the-plan", "That sounds like a clear plan.", "How do you feel about it?");
  // "idk just feel off": a day that feels wrong without a reason yet.
  if (
    /\b(just )?(feel|feeling) (a bit |kind of |kinda |really )?(off|weird|meh|blah|wrong|not right)\b/.test(text) &&
    !/\bbecause\b|\bcos\b/.test(text)
  )
    add("feel-off", "Some days just feel off, even without a clear reason.", "When did you first notice it today?");
  // "everyone is just annoying rn": when everyone grates, it often says something about the day.
  if (
    /\b(everyone|everybody|every1) (is|'s|are) (just )?(so |really )?(annoying|irritating|getting on my nerves|doing my head in)\b/.test(
      text,
    )
  )
    add(
      "all-annoying",
      "When everyone's getting on your nerves, it can be a sign you're running low yourself.",
      "What's been going on for you this week?",
    );
  // "i havent seen my friends in months": a long time without people.
  if (
    /\b(haven'?t|havent|have not|not) (seen|had time for|spoken to|talked to|been out with) (my |any )?(friends|mates|anyone|people)\b[^.!?]*\b(months|weeks|ages|a year|years)\b/.test(
      text,
    )
  )
    add("missing-people", "That's a long time without the people who fill you up.", "Who do you miss most?");
  // "had a nice walk at lunch", "sun was out for once": a good moment, told.
  if (
    /\b(had|having|went for|got) (a |an )?(really |lovely |nice |good |great )+(walk|lunch|day|time|chat|run|swim|catch[- ]up|evening|morning|weekend)\b|\b(sun|sunshine) (was|came) out\b/.test(
      text,
    ) &&
    !/\b(but|not|never|didn'?t|wasn'?t)\b/.test(text)
  )
    add("nice-thing", "That sounds really nice.", "What made it good?");
  // "2 Bs and a C. needed an A": just short of what was needed.
  if (
    /\bneeded (an? |a grade |grade )?[a-e]\*?( for| to|\W*$)|\bmissed (it |out )?by (one|a|1|two|2) (grade|mark|point)s?\b/.test(
      text,
    )
  )
    add(
      "just-short",
      "Coming so close to what you needed is a hard kind of disappointment.",
      "What does that course mean to you?",
    );
  // "idk what happens now": not knowing the next step.
  if (/\b(idk|i don'?t know|dont know|not sure) what (happens|to do|comes next|i do) now\b/.test(text))
    add(
      "what-now",
      "Not knowing what comes next is unsettling.",
      "What options can you see from here, even rough ones?",
    );
  // "i got a B in maths and nobody said anything": something that went unnoticed.
  if (/\b(nobody|no one|noone|none of them) (even )?(said|noticed|mentioned|asked|cared)\b/.test(text))
    add("unnoticed", "It hurts when something you did goes unnoticed.", "What would you have liked them to say?");
  // "my friends keep leaving me out of stuff".
  if (/\b(leav(e|es|ing)|left|keep leaving) me out\b|\b(always|keep getting|getting) left out\b/.test(text))
    add("left-out", "Being left out hurts, especially by friends.", "When did you first start noticing it?");
  // "i do have a language class on thursdays": something already there to build on.
  if (
    /^(but |well |i mean )?i (do |already )?(have|go to|'?ve got|got) (a|an|my) (\w+ )?(class|group|club|course|team|lesson|session|friend|mate|neighbou?r)\b/.test(
      text,
    )
  )
    add("has-resource", "That's something to build on.", "How do you find it?");
  // "im 27 now, feels a bit silly to start again".
  if (
    /\b(feels?|too|a bit) (a bit |so |kind of |really )?(silly|old|late|daft|embarrassing) to (start|begin|learn|go back|try|pick it up)\b/.test(
      text,
    )
  )
    add(
      "too-late",
      "Lots of people start again much later than that, and get a lot out of it.",
      "What makes it feel silly?",
    );
  // "i'd be so rusty".
  if (/\b(so |really |a bit |very )?rusty\b/.test(text))
    add(
      "rusty",
      "Rusty is where everyone starts again, and it usually comes back quicker than expected.",
      "What would be a gentle first thing to try?",
    );
  // "my face went bright red", "my hands were shaking": the body in the moment, asked about.
  if (
    /\b(my )?(face|cheeks|neck) (went|turned|was|were|got) (bright |all |so |really )?(red|hot|pink|burning)\b|\bi (went|turned) (bright |so )?red\b|\bmy (hands|legs|voice|knees) (were |was |started |went )?(shaking|trembling|wobbly|shaky)\b|\bmy (heart|chest) (was )?(racing|pounding|thumping)\b|\bi (just )?(froze|blanked|went blank)\b/.test(
      text,
    ) &&
    // Panic ("couldn't breathe", "thought I was dying") is more than a moment's blush.
    !/\b(panic\w*|breathe?|breathing|dying|die|attacks?|faint\w*|chest pain|heart attack)\b/.test(text)
  )
    add(
      "body-moment",
      "That's your body reacting in the moment; it happens to a lot of people.",
      "What was going through your head right then?",
    );
  // "i yelled and she started crying", "his lip went": their reaction, which stays with you.
  if (
    /\b(he|she|they) (just )?(started|burst into|began) (crying|to cry|tears)\b|\b(his|her|their) (lip|chin|face) (went|wobbled|dropped|fell|crumpled)\b|\b(he|she|they) (just )?(went (really )?quiet|went silent|walked off|stormed off)\b/.test(
      text,
    )
  )
    add("their-reaction", "That moment can stay with you.", "What happened after that?");
  // "i said sorry this morning and we had a cuddle", "i sent her a voice note saying sorry": the repair.
  if (
    /\b(i|we) (said|told (him|her|them)|sent (him|her|them) [^.!?]{0,25}(saying|to say)) sorry\b|\bi apologi[sz]ed\b|\bwe (had a (cuddle|hug)|hugged|made up)\b/.test(
      text,
    )
  )
    add("repair", "Coming back and putting it right matters a lot.", "How did things feel between you after that?");
  // "in front of everyone", "in the team meeting": being singled out with others watching.
  if (
    /\b(pointed out|called out|picked on|brought up|mentioned|criticised|criticized)\b[^.!?]{0,40}\b(in front of (everyone|the (whole )?(team|class|group|office))|in the (team |staff |whole )?meeting)\b/.test(
      text,
    )
  )
    add("in-front", "Having it pointed out with others there really stings.", "How did you respond in the moment?");
  // "today was actually ok", "work was fine": an ordinary day that went alright, met lightly; "today was really
  // good" is a good day, said as lightly.
  const dayWent =
    /^(and |so |well |honestly |tbh )?(today|work|the day|school|uni|college|it|my day|this week|the week) (was|went|has been|'s been|s been) ((actually|pretty|quite|fairly|really|mostly|genuinely|so|surprisingly) )*(ok|okay|fine|alright|good|decent|not bad|nice|chill|calm|great|lovely)\b/.exec(
      text,
    );
  if (GOOD_DAY.test(text) && !/\b(but|though|tho|except|apart from)\b/.test(text))
    add("good-day", "That's lovely to hear.", "What made it a good one?");
  else if (dayWent && !/\b(but|though|tho|except|apart from)\b/.test(text)) {
    if (/^(great|lovely|good|nice)$/.test(dayWent[6]!))
      add("good-day", "That's lovely to hear.", "What made it a good one?");
    else add("ok-day", "Good to hear. An okay day is worth noticing.", "What was the best bit?");
  }
  // "my friend texted to check in": someone thinking of them.
  if (
    /\b(texted|messaged|rang|called|phoned) (me )?(to )?(check in|see how i was|see how i'?m doing|ask how i was)\b/.test(
      text,
    ) &&
    !/\b(but|ignored|didn'?t|didnt)\b/.test(text)
  )
    add("kind-contact", "It's nice to be thought of.", "How did it feel to hear from them?");
  // "got a coffee and sat in the sun", "finished a book", "my friend texted to check in which was nice".
  if (
    (/\b(sat|sitting|lay|lying) in the (sun|garden|park)\b|\b(got|had|grabbed) (a |an )?(coffee|hot chocolate|ice cream|cake|pastry|takeaway)\b|\bfinished (a|my|the|that) (book|puzzle|series|jigsaw)\b|\b(which|that|it) was (really |so |quite )?(nice|lovely|sweet)\W*$/.test(
      text,
    ) ||
      /\bfinished (a|my|the) book\b/.test(text)) &&
    !/\b(but|not|never|didn'?t|wasn'?t)\b/.test(text)
  )
    add("small-pleasure", "Small things like that can really make a day.", "What else has been good lately?");
  // "just wanted to say hi really": a hello, not a problem.
  if (/^(i )?(just |only )?(wanted|want|thought i'?d|came) (to )?(say hi|say hello|check in|pop in)\b/.test(text))
    add("just-hi", "I'm glad you did; it's nice to hear from you.", "How's the rest of your day looking?");
  detailShapes(text, previous, add);
  return out;
}

/** A good day said plainly: "had a really nice day today", "good day today!", "feeling good today". */
export const GOOD_DAY =
  /^(i )?(had |having )?(a |such a )?((really|pretty|very|super|genuinely|surprisingly|actually) )*(good|nice|great|lovely|decent) day( today| actually| tbh| honestly| for once)*\W*$|^(today|it) (was|'s been|has been) (a )?((really|pretty|very|actually) )*(good|nice|great|lovely) day\b|^(i'?m |im )?feeling ((really|pretty|quite) )?(good|great|happy) today\W*$/;

/** Who a person in this one message is ("my friend lou said she'll…" is her; "tom from the other team" is them). */
const whoHere = (text: string) => personIn(text.replace(/\b(me|my|i)\b/g, "")) ?? "they";
const SUBJECT = { he: "He", she: "She", they: "They" } as const;
const POSSESSIVE = { he: "his", she: "her", they: "their" } as const;

/**
 * Everyday details that have no shape of their own above: something kind someone did, praise waved away, something
 * they did that worked, going quiet in the moment, a long history with someone, missing someone, nearly not going,
 * a small moment with a child, a friend's side seen. Checked after the specific shapes, so those win.
 */
function detailShapes(text: string, previous: readonly string[], add: (key: string, ack: string, q: string) => void) {
  const who = whoHere(text);
  const them = OBJECT[who];
  const earlier = previous.join(" . ");
  const hedged = /\b(but|though|tho|didn'?t|didnt|never|not|wasn'?t|wasnt)\b/.test(text);
  // "my daughter said it was good but shes my daughter", "keeps saying im doing great but shes just being nice".
  if (
    /\b(says?|said|keeps? saying|told me|tells me)\b[^.!?]{0,40}\b(good|great|fine|amazing|well|brilliant|lovely|nice|ok|okay)\b[^.!?]{0,20}\b(but|though)\b[^.!?]{0,30}\b(has to|have to|had to|(just )?being nice|(she'?s|shes|he'?s|hes|they'?re|theyre) (my|just)|would say that|always says)\b/.test(
      text,
    )
  )
    add(
      "waved-away",
      "It's easy to wave away kind words when they come from someone close.",
      `What if ${who === "they" ? "they" : who} meant it?`,
    );
  // "tom messaged me to say thanks", "the little one made me a card", "the instructor said well done".
  if (
    (/\b(messaged|texted|emailed|rang|called|phoned) me (just )?to say (thanks|thank you|well done|congrats|congratulations|it was (good|great))\b|\bmade me (a|some|an) (card|drawing|cake|cup of tea|tea|picture|present|breakfast|dinner)\b|\bsaid (well done|thanks|thank you|i did (well|great|really well))\b/.test(
      text,
    ) ||
      /\b(instructor|teacher|tutor|coach|trainer|nurse|doctor|staff|boss|manager|colleagues?|everyone|people|he|she|they) (was|were) (really |so |super )?(nice|kind|lovely|sweet|friendly)\b/.test(
        text,
      )) &&
    !/\b(didn'?t|didnt|never|not|wasn'?t)\b/.test(text)
  )
    add("kind-act", `That's kind of ${them}.`, "How did that feel?");
  // "my friend lou said she'll stick with me", "sam is coming, he said hed sit at the front", "maddie is still being
  // normal to me": someone on their side.
  if (
    /\b(stick|stay) (with|by) me\b|\b(sit|be|stand) (at|near) the front\b|\b(is|are|'s) coming (with me|to watch|along)\b|\bstill (being )?(normal|nice|kind|friendly|lovely) (to|with) me\b|\bhas got my back\b/.test(
      text,
    )
  )
    add("ally", "It helps to have someone on your side.", "How does it feel, knowing that?");
  // "i did fix a bug that had been open for months": something they did that worked.
  if (
    /\bi (did|actually|finally) (fix|finish|sort|solve|manage|book|pass)\b|\bi (fixed|solved|sorted out|figured out|finally finished)\b/.test(
      text,
    ) &&
    !/\b(but|though|didn'?t|didnt|wrong|broke|mistake)\b/.test(text)
  )
    add("did-well", "That's worth giving yourself credit for.", "How did it feel when you did it?");
  // "i didnt reply to him": not answering, for now.
  if (
    /^(and |but |so )?i (still )?(didn'?t|didnt|haven'?t|havent|did not) (reply|replied|answer|answered|text(ed)? back|respond(ed)?)\b/.test(
      text,
    )
  )
    add("no-reply", "Not replying is a choice too, for now.", "What would you want to say, if you did?");
  // "i went bright red and mumbled something", "i just laughed it off": not knowing what to do with kind words.
  if (AWKWARD_WITH_PRAISE.test(text) && PRAISE_SAID.test(`${earlier} ${text}`))
    add(
      "took-praise-awkwardly",
      "Lots of people don't know where to put themselves when someone says something kind.",
      "What would you have liked to say back?",
    );
  // "we never really say stuff like that" after kind words: rare, so it lands harder.
  if (
    /\b(we|they|he|she|my \w+) (never|don'?t|dont|doesn'?t|doesnt|rarely|hardly ever) (really |usually |normally )?(say|says|talk about|do|text) (stuff|things|anything|much) like that\b/.test(
      text,
    ) &&
    PRAISE_SAID.test(earlier)
  )
    add("rare-kind-words", "So it meant more for being rare.", "How did it feel to read it?");
  // "i just nodded", "i went upstairs and sat on the bed for ages": going quiet in the moment.
  if (
    /^(and |so )?i (just )?(nodded|nodded along|sat there|went (upstairs|to my room|quiet|to the toilet|outside)|said nothing|didn'?t say (anything|a word)|kept quiet|froze|walked off|hid)\b/.test(
      text,
    )
  )
    add(
      "went-quiet",
      "Sometimes going quiet is all you can do in the moment.",
      "What was going on inside you right then?",
    );
  // "we met when we were 11", "known her since school": a long history with someone.
  if (
    /\bwe (met|became friends|got together)\b[^.!?]{0,30}\b(when we were|at (school|uni|college|work|nursery)|in (year|reception|\d{4}))\b|\b(known|been friends with) (her|him|them|each other) (since|for)\b/.test(
      text,
    ) &&
    !/\b(ex|broke up|split up|divorce)\b/.test(earlier)
  )
    add("history", "That's a lot of history.", `What do you like most about ${them}?`);
  // "jess used to be my person. we talked every day": someone they were close to.
  if (
    /\bused to be my (person|best friend|rock|go-?to|closest friend|best mate)\b|\bwe (used to )?(talk|talked|text|texted|spoke|speak|saw each other) (every|each) (day|week)\b/.test(
      text,
    )
  )
    add("was-close", "It sounds like you were really close.", "What's it like between you now?");
  // "i get it, shes exhausted": their side seen, and it still hurts.
  if (
    /^(i get it|i know|i understand|i mean|fair enough)[,.]? (she'?s|shes|he'?s|hes|they'?re|theyre) (so |really |just )?(exhausted|busy|tired|stressed|knackered|overwhelmed|struggling|got a lot on)\b/.test(
      text,
    )
  )
    add("their-side", "You can understand it and still feel it.", "What would you most like to be different?");
  // "but i miss her": said plainly.
  if (/^(but |and |i just )?(i )?(really |just |do )?miss (her|him|them|it|us|my \w+)\W*$/.test(text))
    add("miss-them", "Of course you do.", "What do you miss most?");
  // "i nearly turned round in the car park": and didn't.
  if (
    /\bi (nearly|almost) (turned (round|around|back)|left|went home|walked out|didn'?t go|bailed|gave up|cancelled|chickened out|backed out|drove off)\b/.test(
      text,
    )
  )
    add("nearly", "But you didn't.", "What kept you there?");
  // "ive been too scared to go for like 6 months", after doing it.
  if (
    /\b(too scared|too nervous|too anxious|been putting it off|been avoiding it)\b/.test(text) &&
    /\b(i did it|went to|i went|finally|did it)\b/.test(earlier)
  )
    add("did-anyway", "Which makes doing it now even bigger.", "What made this the day?");
  // "nobody was even looking at me": the watching was mostly in their head.
  if (/\b(nobody|no one|noone) (was |is |were )?(even )?(looking|watching|staring)\b/.test(text))
    add(
      "nobody-looking",
      "It's often like that: everyone is busy with their own bit.",
      "How did it feel to notice that?",
    );
  // "my legs are jelly lol": a body that worked hard, said with a laugh.
  if (
    /\b(legs|arms|body|everything) (are|is|feel|feels) (like )?(jelly|dead|wrecked|killing me|so sore)\b/.test(text) &&
    /\b(lol|haha|lmao)\b|😂/.test(text)
  )
    add("worked-hard", "Sounds like you worked hard!", "How are you feeling now?");
  // "its so silly that this feels like a big deal".
  if (
    /\b(silly|stupid|daft|ridiculous|pathetic)\b[^.!?]{0,25}\b(big deal|such a big thing|feels (so )?big|matters (so much|this much))\b/.test(
      text,
    )
  )
    add(
      "big-deal",
      "It isn't silly. It feels big because it was hard for you.",
      "What does it show you about what you can do?",
    );
  // "i want to go again on friday".
  if (
    /\b(want|going|gonna|plan|planning|hoping|hope) to (go|do it|try it|do that|go back) again\b|\bwant to go back\b/.test(
      text,
    )
  )
    add("again", "Wanting to do it again says a lot.", "What would make next time even easier?");
  // "he grabbed my finger and wouldnt let go": a small moment with someone.
  if (
    /\b(grabbed|held|squeezed|holds) my (finger|hand)\b|\bgave me a (hug|cuddle|kiss)\b|\b(smiled|laughed) at me for the first time\b|\bfell asleep on me\b/.test(
      text,
    )
  )
    add("small-moment", "That sounds like a lovely moment.", "How did it feel?");
  // "i do bath time every night, thats kind of our thing".
  if (
    /\b(that'?s|thats|it'?s|its) (kind of |sort of |like |become )?our (thing|time|special thing|routine)\b/.test(text)
  )
    add("our-thing", "It's good to have something that's just yours together.", "What do you like most about it?");
  // "we laughed so much my stomach hurt".
  if (
    /\bwe (laughed|were laughing|couldn'?t stop laughing|had a laugh)\b|\blaughed so (much|hard)\b|\bin stitches\b|\bcried laughing\b/.test(
      text,
    ) &&
    !/\b(at me|about me|behind)\b/.test(text)
  )
    add("laughed", "That sounds like a really good time.", "What had you laughing?");
  // "i was the one holding her hand": they were there, at the end.
  if (
    /\bi was the one (holding|with|there|who held|who sat)\b|\bi (was|sat) with (her|him|them) (at the end|when (she|he|they) (died|passed))\b/.test(
      text,
    )
  ) {
    const whose = personIn(text.replace(/^.*\bi was\b/, "")) ?? who;
    add(
      "was-there",
      `${SUBJECT[whose]} wasn't on ${POSSESSIVE[whose]} own, because you were there.`,
      "How are you doing with that now?",
    );
  }
  // "i didnt even get a break, went straight to the next patient".
  if (
    /\b(didn'?t|didnt|never) (even )?(get|have|got) (a|any) (break|minute|moment|second)\b|\bwent straight (back )?(to|on to|into) the next\b/.test(
      text,
    )
  )
    add("no-pause", "That's a lot to carry with no time to take it in.", "Have you had a moment since to let it land?");
  // "i work from home so some days i dont speak to anyone til he gets back".
  if (
    /\b(don'?t|dont|do not) (speak|talk) to anyone (til|until|till|all day)\b|\bon my own a lot\b|\bjust sit in the (flat|house)\b/.test(
      text,
    )
  )
    add("alone-days", "That's a lot of time on your own.", "When in the week is it hardest?");
  // "i dont want to be the girlfriend who cant do anything without him".
  if (/\bi (dont|don'?t|do not) want to be (the|that|one of those) \w+/.test(text))
    add("who-to-be", "It matters to you not to be that person.", "Where do you think that worry comes from?");
  // "i feel bad even complaining, i chose this".
  if (
    /\b(feel (bad|guilty|awful|silly) (even )?(complaining|moaning)|i chose this|(shouldn'?t|shouldnt) (complain|moan)|other people have it (so much )?worse)\b/.test(
      text,
    )
  )
    add("chose-it", "You can choose something and still find it hard.", "What's been harder than you expected?");
  // "back home i saw my best friend every week".
  if (/^(back home|back then|at my old (job|place|school|work)|before (i moved|the move|we moved))\b/.test(text))
    add("back-then", "That's a big change from what you had.", "What do you miss most about it?");
  // "which is fine, she had the hard part": making room for someone else first.
  if (
    /^(which is|and that'?s|that'?s|thats) (fine|fair|ok|okay|understandable|fair enough)[,.]? (she|he|they|shes|hes|theyre|she'?s|he'?s|they'?re) /.test(
      text,
    )
  )
    add("fair-but", "That's fair, and how you're doing matters too.", "How are you doing, really?");
  // "by 2 marks": a near miss.
  if (
    /^(only )?(by|missed (it )?by) (\d+|one|two|three|a couple( of)?) (marks?|points?|percent|%|questions?)\b/.test(
      text,
    )
  )
    add("near-miss", "That close can sting even more.", "What do you make of being that close?");
  // "everyone i know passed first time".
  if (/\beveryone (i know|else|in my (class|year|team)) (has |had )?(passed|got|did it|managed|found)\b/.test(text))
    add(
      "everyone-else",
      "It's easy to feel like the only one when it looks like that.",
      "How is that sitting with you?",
    );
  // "hes been so smug about it".
  if (/\b(smug|gloat\w*|rubbing it in|showing off about it)\b/.test(text))
    add(
      "smug",
      "That's hard to sit through when you're already gutted.",
      `How have you been handling it with ${OBJECT[whoHere(text)]}?`,
    );
  // "i revised for weeks".
  if (
    /^(and |but )?i (revised|studied|practised|practiced|trained|prepared|worked) (for (weeks|months|ages|days)|so hard|really hard|loads|every day)\b/.test(
      text,
    )
  )
    add(
      "put-in-work",
      "So you really put the work in, which makes this sting more.",
      "What do you think got in the way on the day?",
    );
  // "the hazard perception bit got me, i clicked too early".
  if (
    /\b(bit|part|section|question|questions) (got|caught) me\b|\bi (clicked|answered|went|rushed) too (early|late|fast|quickly)\b/.test(
      text,
    )
  )
    add(
      "know-what",
      "So you know what tripped you up, and that's something you can practise.",
      "How could you practise that bit?",
    );
  // "i miss the people more than the work".
  if (
    /\bi miss (the people|the team|my colleagues|the company|the banter|having people around|the routine)\b/.test(text)
  )
    add(
      "miss-people",
      "It's often the people we miss most, more than the work itself.",
      "Who do you think about most?",
    );
  // "we do have a wellbeing thing at work but ive never been".
  if (/\bbut (i'?ve|ive|i have) never (been|gone|used it|tried it|asked|rung|called)\b/.test(text))
    add("not-tried", "It's there when you're ready.", "What's kept you from going so far?");
  // "only ever played them in my bedroom": something kept private, about to be shared.
  if (
    /\bonly ever (played|sung|shown|written|done|read) (them|it|my \w+)\b|\bnever (played|sung|performed|shown|read) (them |it )?(to|in front of) (anyone|people|an audience|strangers)\b/.test(
      text,
    )
  )
    add(
      "first-share",
      "So this is a big step: sharing something that's been just yours.",
      "What made you want to do it now?",
    );
  // "my hands shake when im nervous".
  if (
    /\b(hands|voice|legs|knees) (shake|shakes|go shaky|get shaky|wobble|tremble)\b/.test(text) &&
    !/\b(now|right now|rn)\b/.test(text)
  )
    add(
      "shaky",
      "That's the nerves showing up in your body; it usually eases once you get going.",
      "What helps you steady yourself a bit?",
    );
  // "in the standup today i didnt understand half of what they said".
  if (/\b(didn'?t|didnt|don'?t|dont) (understand|follow|get) (half|most|any|a word|much) of\b/.test(text))
    add(
      "lost-in-it",
      "It's easy to feel like the only one lost, and you usually aren't.",
      "What did you do when you couldn't follow it?",
    );
  // "the 12 year old barely speaks to me".
  if (/\b(barely|hardly|never|rarely) (speaks|talks|says a word|looks) (to|at) me\b/.test(text))
    add(
      "cold-shoulder",
      "That's hard to live alongside, day after day.",
      "Has it always been like that, or did something change?",
    );
  // "i just dont know where i fit".
  if (/\b(don'?t|dont|do not) know where i (fit|belong|stand|fit in)\b/.test(text))
    add(
      "where-fit",
      "Not knowing where you fit is a lonely feeling, even in a full house.",
      "When do you feel most like you belong there?",
    );
  // "im going on my own".
  if (/^(and )?(i'?m|im|i am) (going|gonna go|turning up) (on my own|alone|by myself|solo)\b/.test(text))
    add("going-alone", "Going on your own takes some nerve.", "Who will you know there?");
  // "part of me wants to not go but its my best friends wedding": pulled both ways.
  if (/\bpart of me\b[^.!?]*\b(but|and part of me)\b/.test(text))
    add("torn", "So you're pulled both ways.", "What matters most to you about it, underneath?");
  // "i keep going over whether i missed something": going back over it after something hard.
  if (/\bi (keep|can'?t stop|cant stop) (going over|going back over|wondering) (whether|if) i\b/.test(text))
    add(
      "going-over",
      "Going back over whether you could have done more is what caring minds do after something hard.",
      "What do you keep coming back to?",
    );
  // "ive got a nice outfit at least".
  if (/\bat least\W*$/.test(text) && !/\b(not|never|can'?t|didn'?t)\b/.test(text))
    add("at-least", "That counts for something.", "What else could make it a bit easier?");
  // "its not about the birthday": the thing named is not the point.
  if (
    /^(but )?(it'?s|its|it is|this isn'?t|this isnt) not (really |even |actually )?about the \w+/.test(text) &&
    !/\b(it'?s|its|it is) (that|about|the fact|because)\b/.test(text.replace(/^[^,.]*[,.]/, ""))
  )
    add("not-about", "So it's about something deeper than that.", "What does it feel like it says?");
  // "maybe ill reply tomorrow. or not": undecided, and allowed to be.
  if (/\b(maybe|might|probably)\b[^.!?]*[.,]? or not\W*$|\bor maybe not\W*$/.test(text))
    add("undecided", "You don't have to decide right now.", "What would help you decide?");
  // "had lunch with my old school friend": time with someone, said as a good thing.
  if (
    /^(had|got|went for|met (up )?for) (a |an )?(lunch|coffee|dinner|drinks?|brunch|breakfast|a walk|a catch ?up)\b|\bi (had|got) (lunch|coffee|dinner|drinks|brunch) with\b/.test(
      text,
    ) &&
    !hedged
  )
    add(
      "catch-up",
      "That sounds really nice.",
      /\bwith\b/.test(text)
        ? `What was it like to see ${them}?`
        : previous.some((p) => GOOD_DAY.test(norm(p).trim()))
          ? "What else did you get up to?"
          : "What made it good?",
    );
  // "im trying to notice the good days more".
  if (
    /\b(trying|want|going|starting) to (notice|appreciate|remember|enjoy|savour|write down) (the )?(good|small|little|nice)\b/.test(
      text,
    )
  )
    add("noticing-good", "That's a lovely habit to build.", "What's helped you notice them?");
  // "the library is looking for volunteers. i saw a sign": something they've found.
  if (
    /\b(looking for volunteers|(is|are) recruiting|i saw a (sign|poster|flyer|leaflet|advert|notice))\b/.test(text) &&
    !hedged
  )
    add("found-option", "That sounds worth a look.", "What would make it easier to give it a try?");
}
