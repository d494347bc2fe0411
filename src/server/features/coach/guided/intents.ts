// What a turn is doing (a question, a "no", a goodbye...), read from its sentences with
// `compromise` (sentence split, question and negation detection) plus small phrase lists.
import nlp from "compromise";

export const INTENTS = [
  "question",
  "practical",
  "normal",
  "decline",
  "accept",
  "another",
  "venting",
  "good-news",
  "goodbye",
  "thanks",
  "confusion",
  "minimal",
  "statement",
] as const;
export type Intent = (typeof INTENTS)[number];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

const GOODBYE =
  /\b(bye|goodbye(?! (weekend|party|drinks?|dinner|do|card|present|meal|trip|hug|lunch|night out|gift|bash))|good night|goodnight|night night|see (you|ya)|(talk|speak|chat) (later|soon|tomorrow)|catch you (later|soon)|gotta (go|run)|(?<!(don'?t|dont|do not|didn'?t|doesn'?t|not|never) )(have to|need to|got to) go(?! (and|back|through|out|in|with|on|for|there|anywhere|near))|(i'?m |i am )?(going to|gonna) (stop|go|head off)|wish me luck|going back (in|out)|(that'?s|that is) (all|enough) for (today|now|tonight)|done for (today|now|tonight)|i'?m off( now| then| for (now|today|tonight|the night))?(?=\W*$|[,.!] )|i'?m off to (bed|sleep|work|the \w+)|signing off|logging off|until next time|gtg|g2g|ttyl|ttys|cya|adi[oó]s|hasta (luego|ma[nñ]ana)|tchau|ciao ciao|arrivederci|a presto|buona ?notte|tsch[uü]ss|au revoir|buenas noches|bonne nuit|gute nacht|boa noite|[aà] plus|(going|off|heading) (back )?to (bed|sleep)|going to (try (to|and) )?sleep)\b|(^|[,.!;] ?|^(ok(ay)?|right|alright|thanks?|thank you|cheers|anyway) )(good ?)?(night|nite)\W*$|[.!;] (good ?)?(night|nite)( all| then| x+)?[.!] |\b(i'?ll|i will|will) (let you know|report back|keep you posted|update you)\b|^(thanks?|thank you|thx|ok(ay)?|cheers)?,? ?(that'?s|that is) all\W*$|^((ok(ay)?|thanks?|thank you|thx|cheers|right|anyway)[,.!]? )?(later|laters|peace( out)?)\W*$|^(thanks?|thank you|thx|ty|cheers|ok(ay)?|night|bye)\b[^?]{0,20}\bx+\W*$|^(ok(ay)?|right|anyway|thanks?|cheers)\b[^?]{0,30}\b(gotta|got to|have to|need to|going to|off to|better)( go)? (eat|cook|make (the |his |her |my )?(tea|dinner|lunch)|do (his|her|the|my|our) (tea|dinner|lunch)|get (dinner|tea|the kids)|pick up|work|sleep|bed)\b|^(ok(ay)?|right|anyway|thanks?|thank you|cheers|ta)\b[^?]{0,40}\bbetter (go|get going|get on|crack on|head (off|home|back)|put the kettle on|get (my|the) (coat|tea|dinner|kids)|start (the |on )?(tea|dinner|lunch)|feed the \w+|walk the dog)\b/;
const THANKS = /\b(thank(s| you)|thx|ty|cheers|i appreciate (it|that|you))\b/;
const ANOTHER =
  /\b(another (one|exercise)|something else|different (one|exercise)|other exercise|suggest (a )?different|(have|give me|suggest|got|try) an exercise|an exercise (for|to)|exercise please)\b/;
const EXERCISE_REJECT =
  /\b(exercises?|homework|tasks?|techniques?)\b.*\b(stupid|pointless|useless|dumb|silly|don'?t (work|help)|do(es)?n'?t work|waste)\b|\b(stop|quit|no more) (suggesting|offering|giving)\b|\bno (more )?exercises?\b|\b(don'?t|do not|dont) want (to (do|try) )?(a |an |any |more |the |your )?(breathing|calming|relaxation|meditation|mindfulness|(writing|journal\w*) (exercises?|things?|tasks?|stuff))\b|\b(don'?t|do not) want (to do )?(an? |any )?(exercises?|homework|advice|tips)\b|\bthat'?s (stupid|pointless|dumb)\b|\b(i'?m|im|i am) (not|never) (doing|going to do|gonna do|trying|into) (any |the |your |those |these |an? )?(breathing|meditation|meditating|mindfulness|relaxation|calming|exercises?|homework|tips)\b|^(and )?no (more )?(tips|advice|exercises)( please| thanks| thank you| tho| though| btw| ok)*\W*$|\b(don'?t|do not|can'?t|cannot) (have (the )?(time|energy|headspace) for|do|face) (any |more |the |your )?(exercises?|homework)\b/;
const DECLINE_START =
  /^(no(?! one| body|body)|nope|nah|no thanks|no thank you|not (now|really|today|right now|yet)|maybe (later|another time)|i'?d rather not|rather not|i'?ll pass|pass|not for me|not in the mood|not really in the mood)\b/;
const ACCEPT_START =
  /^(yes|yeah|yep|yup|ya|sure|ok(ay)?|alright|all right|fine|sounds (good|great|helpful|nice|ok)|let'?s (do it|try|go)|i'?ll (try|give it a (go|try|shot))|i'?d (like|love) to( try)?|go on( then)?|why not|please|that sounds (good|great|helpful|nice|useful)|i can try)\b/;
const ACCEPT_ANY =
  /\b(let'?s (do it|try it)|i'?ll give it a (go|try|shot)|sounds (good|helpful)|i'?d like to try|yes please)\b/;
const VENTING =
  /\b(just (need|want) (to )?(vent|rant|talk|someone to listen|to be heard)|need to vent|let me (vent|rant)|can you (just )?listen|just listen|hear me out|get (this|it|something) off my chest|let (this|it) out|need to complain|(don'?t|do not) (want|need) (advice|solutions|you to fix)|don'?t fix|(just )?want someone to (get it|understand|listen)|just want to be heard|just needed to (say|tell|talk about|get out)|(need|want) to (moan|rant|have a moan)|(just |only )?(moan|rant)(ing)? for a (sec|second|minute|bit)|(not looking for|don'?t want|dont want|don'?t need|dont need) (a pep talk|tips|advice|solutions|to be fixed))\b/;
const GOOD_NEWS =
  /\b(i (got (the|a|my|an|in|it|through)\b(?! new manager| new boss)|passed|did it|finally|managed|nailed|aced|made it)|(?<!\b(nothing|never|not) )feel(s|ing)? (a (bit|little|lot) |much |so )?(better|lighter|calmer|less (sick|nervous|anxious|worried|scared|stressed))|i'?ve (just|finally|actually) (booked|sent|rung|phoned|called|emailed|signed up|applied|asked)\b|^(a (bit|little) |much |(a )?(bit|little|lil|tiny bit) )?(better|lighter|calmer)\b|(?<!\b(what|which|things that|stuff that) )went (really |so |pretty )?(well|great|fine|better)|good news|guess what|feeling (a lot |much |so )?better|(was|is) (actually )?a good day|(it|that) (was|went) (actually |really |so |pretty )+(good|great|positive)|proud of myself|got (engaged|married|promoted|hired|accepted)|made up|it worked|better than i expected|^(?!.*\b(laughed at|booed|mocked|humiliat\w*|cringe\w*|embarrass\w*|awful|terrible|disaster|froze|messed up)\b)i (actually |finally |just )?(sang|performed|danced|presented|did (a|my|the) (speech|talk|presentation|gig|set|solo|reading))\b|^(?!.*\b(laughed at|booed|mocked|humiliat\w*|cringe\w*|embarrass\w*|awful|terrible|disaster|froze|messed up)\b).*\bi (actually |finally )?(sang|performed|played|spoke|danced|presented|read (it|a poem|my \w+) out)\b[^.!?]{0,30}\b(in front of|on stage|at (the )?(karaoke|open mic))|i actually (did it|started|opened|finished|sent|booked|wrote|went|called|texted|asked|said something|spoke up|spoke)|i (finally )?(spoke up|said something) (in|at)\b|\bi (rang|phoned|called) (the|my|a) \w+[.!,]* (myself|on my own|by myself)\b|i just (finished|sent|booked|started)|^(i )?(did|ran|finished|completed) (my|our) (first|1st)\b|^(just |finally )?(passed|nailed|aced|smashed) (my|the|it)\b|\bgot (a|my|our) (new |rescue |little )?(cat|dog|puppy|kitten)\b(?! (died|is ill|is sick|went missing))|\b(scan|results?|tests?|check ?up|checks) (today |came back |was |were )?[^.!?]{0,20}\b(everything|all) (is|was|looks|looked) (fine|ok|okay|good|normal|great|healthy)|everything (is|was) (fine|ok|okay|good|normal|great)!)\b/;
/** "i go to sleep now" (simple English), "right im going to practise it now. cheers": leaving, said another way. */
const GOODBYE_MORE =
  /^((ok(ay)?|right|anyway|so|and)[,.]? )?(i'?m |im |i am )?(off|heading off) to (eat|make|cook|have|get|grab|watch|feed|pick up|walk|run a bath|have a bath|bed|sleep|the \w+)\b|(^|\band |\bthen |\bnow )(go|head) to (bed|sleep)\W*$|^((ok(ay)?|right|anyway)[,.]? )?(sleep|bed|bedtime|sleeping|going to sleep) now( then)?\W*$|^(thanks?|thank you|thx|ty|cheers|ta|ok(ay)?|right|alright)[,.!]* (and |so )?(i'?m |im |i am )?(off|heading off)( now)?( to (?![^?]*\b(start|bad|rough)\b)[a-z' ]{2,30})?\W*$|\bi (go|will go|'?ll go|am going) to (bed|sleep) now\b|^(right|ok(ay)?|alright|anyway)[,.]? (i'?m|im|i am) (going to|gonna|off to) [^?]{2,60}[.!,] (cheers|ta|thanks|thank you|thx)( then| all| mate| x+)?\W*$/;
/** Leaving, said in other words ("time for bed", "i'll let you go", "thank you for today", "have a good evening"). */
const GOODBYE_WORDS =
  /\b(going to|gonna|need to|have to|got to|off to|time to|time for|go and) (get some |get |go to |have a |catch some )?(sleep|rest|kip|nap|bed)( now| then| soon)?(\W*$|[.!,] )|\btime for (bed|sleep)\b|(^|[,.!] |\b(ok(ay)?|anyway|right|well|thanks?|thank you|cheers|so)[,.]? )i (should|better|'?d better|must|need to) (probably |really )?(go|get going|head off|get off|let you go|log off|sign off)\b(?! (to|and|for|with|back|out|in|through|on|see|into|over|home|ahead|there|away)\b)|\bget ready\W*$|\b(i'?ll|ill|i will|let me) let you go\b|\b(leave|stop) it there\b|\bthat'?s me (for|done)\b|\btake care( of yourself| x+| then)?\W*$|^((ok(ay)?|thanks?|thank you|cheers|right)[,.!]* )*have a (good|nice|lovely|great) (evening|night|day|weekend|one)\W*$|\b(log|logging) off\b|\b(need|have|got) to (crack on|get on with (the |my )?(dinner|tea|work|day)|get the kids|start (my|the) shift)\b|\b(gonna|going to|off to) head (to|into|off|out|home|back)\b[^.!?]{0,20}\b(now|then|thanks|thank you|cheers)\b|\b(i'?ll|ill|i will) (tell|let) you (know )?how it (goes|went)\b|\benough for (today|tonight|now)\b|\b(kids|dog) needs? (picking up|walking|feeding|collecting|their tea)\b|\bthank(s| you)( so much)? for (today|tonight|this|the chat|this evening)\W*$/;
/** "ok yeah. better": feeling better after talking, said briefly. */
export const FEELS_BETTER =
  /^((ok(ay)?|yeah|yes|right|hmm+|mm+)[,.!]?\s+)+(a (bit|little|lot) |much |way |loads )?(better|lighter|calmer)( now| already| thanks?)?\W*$/i;
/** "…but mostly i feel light": good, said after a "but". */
const MOSTLY_GOOD =
  /\bbut (mostly|mainly|overall|on the whole|now|actually|honestly) (i feel|i'?m|im|i am|feeling) (so |really |pretty |quite |a bit |a lot |much )?(light|lighter|relieved|free|proud|good|great|better|happy|calm|calmer)\b/;
/** A verdict against the thing got ("i got a haircut and i hate it", "got a 3 star one"): not good news. */
const BAD_VERDICT =
  /\b(hate|hated|hating|awful|horrible|terrible|ruined|gutted|devastated|rubbish|worst|(one|two|three|1|2|3)[- ]?stars?( one| review)?|bad review|complaint|rejection|parking ticket|speeding ticket)\b/;
/** Praise or kind words someone gave the person. */
const KIND_WORDS_RECEIVED =
  /\b(proud of me|said well done|praised me|complimented me|thanked me|(lovely|kind|sweet|glowing|nice) (text|message|note|card|email|feedback|review)|(said|told me|saying|says) (that )?(i|my \w+) (was|were|did|had done|'?d done) (so |really |a )?(great|brilliant|amazing|well|fantastic|excellent|really well|so well|good job|great job))\b/;
const NORMAL =
  /\b((^|[.!?,] ?)is (it |this |that )?normal|(?<!\bhow (much|many|long|often|far) )is (it|this|that) (normal|okay|ok|weird|strange|common|stupid|silly|wrong|bad|selfish|terrible|awful|shallow|vain|pathetic|ridiculous|rude|cheeky)\b(?! idea)|is (it|this|that) (just )?an? (\w+ )?thing\b|is (it|this|that) just (what|how) [a-z ]{2,30} (is|are|goes|works)\b|am i (just |really |actually )?(an? (bad|terrible|horrible|awful|rubbish|crap|shit|useless|shitty|crappy) (person|mum|mom|mother|dad|father|parent|daughter|son|friend|mate|carer|partner|wife|husband|girlfriend|boyfriend|sister|brother|employee|colleague|boss|manager)|(bad|terrible|rubbish|crap|useless|shit|no good|awful) at (my|this) job|wrong|selfish|being unreasonable)|(am i|if i'?m|if im|whether i'?m|whether im) (weird|normal|overreacting|crazy|paranoid|being (silly|dramatic|stupid|selfish|petty|unfair|unreasonable|paranoid|too sensitive|oversensitive|ungrateful|a (bad|terrible) \w+)|too sensitive|petty|ungrateful)|does (everyone|anyone) (else )?(feel|get|do)|do (other people|others|people) (feel|get)|is it (just|only) me|is it (just )?me or (is it )?(them|him|her|everyone|everybody)\b|is (it|that|this) (\w+ ){0,2}(overreacting|over the top|dramatic))\b|(^|[.!?,] ?)(that'?s|thats|it'?s|its|this is|that is|is) (not |n'?t )?(too |a bit |really |so )?(needy|clingy|pushy|weird|rude|mean|desperate|cheeky|awkward|too much|over the top|passive aggressive|harsh|blunt|cold|forward|intense|petty|cringe|ok|okay|fine|normal|good practice|a good idea)\b[^?.!]{0,15}(,? ?(is it|isn'?t it|right|yes|yeah|no|eh))\?*$/;
const CONFUSION =
  /^(what|huh|sorry|eh)\?*$|^(confus\w*|what do you mean|what does that mean|i'?m confused|sorry,? i'?m confused|confused)\b|\b(don'?t|do not) (understand|get) (the question|what you|you|that|it)\b|\bexplain (that|it) (differently|again|another way)\b|\bwhat do you mean\b/;
const PRACTICAL =
  /\b(what (should|can|do|could) i (even |actually )?(do|try|say)|what do i (actually )?do|(don'?t|do not|no idea|not sure|never know|tell me|idk)( know)? what to do|^what to do|what would you do|what do you suggest|any (tips|ideas|advice|suggestions)|(give|tell) me (some )?(concrete |practical )?(tips|advice|ideas|something practical|what to do)|something practical|i need (a plan|advice|help figuring|tips)|how (should|do) i prepare|help me (figure out|decide|plan)|how (do|can|should) i handle)\b/;
const MINIMAL =
  /^(meh|idk|i don'?t know( why)?|no reason|nothing( really)?|dunno|not sure|no idea|ok|okay|k|fine|whatever|hmm+|umm*|same|kinda|sort of|maybe|tired|bad|sad|good|alright|\.+|\?+|lol|ugh)$/;

/** Sentences of a message (compromise's splitter, which knows abbreviations and quotes). */
export function splitSentences(text: string): string[] {
  const out = nlp(text).sentences().out("array") as string[];
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A quote: its marks, and up to 80 letters between them (an apostrophe inside a word, "when's", is no mark). */
const QUOTE = String.raw`['"\u201c\u2018](?:[^'"\u201c\u201d\u2018\u2019]|(?<=\w)['\u2019](?=\w)){1,80}['"\u201d\u2019]`;
const QUOTED_AFTER_VERB = new RegExp(
  String.raw`\b(say|says|said|saying|ask|asks|asked|asking|go|goes|went|like|messaged|texted|wrote|writes|replied|commented|posted|shouted|yelled)\s+(me\s+|us\s+)?` +
    QUOTE,
  "gi",
);
const QUOTED_A_FEW_WORDS_ON = new RegExp(String.raw`\b(say|says|said|ask|asks|asked)\s+(\w+\s+){1,4}?` + QUOTE, "gi");

/** Someone else's words in quotes after "say", "said", "ask", "go" ("people say 'sorry?'"), cut out. */
export const withoutQuoted = (text: string) =>
  text
    .replace(QUOTED_AFTER_VERB, "$1 that")
    // "my aunt asked at christmas 'so when's it your turn?'": a few words between the verb and the quote.
    .replace(QUOTED_A_FEW_WORDS_ON, "$1 that");

/** Whether a message asks something, with or without a question mark. */
function asksQuestion(raw: string): boolean {
  // "people say 'sorry?' and i feel stupid": a question someone else asked, quoted, isn't one for the coach.
  // "quick q. how do you…": the question after its announcement.
  const text = withoutQuoted(raw).replace(
    /^\W*((quick|random|silly|dumb|small|genuine|serious|honest|odd) )?(q|qq|qn|question)\b[.:,!-]*\s*/i,
    "",
  );
  if (text.includes("?")) return true;
  // "which is fine, she had the hard part", "or not": a clause tagged on, not a question.
  if (/^(which (is|was)|or not|or maybe not)\b/i.test(text.trim())) return false;
  // "did my first half marathon today": a diary-style statement with the "I" left out, not a question.
  if (/^(did|done|ran|finished|had|got|went) (my|our|a|an|the|it|some|loads)\b/i.test(text.trim())) return false;
  // "is speaking exam, 15 minutes": simple English for "it is", not a question.
  if (
    /^is (\w+ )?(exam|test|class|lesson|interview|appointment|meeting|shift|party|match|race)\b(?![^?]*\b(or|ok|okay|normal|dangerous|safe|hard|bad)\b)/i.test(
      text.trim(),
    )
  )
    return false;
  // "I don't have to decide today, do I": a question tagged on at the end.
  if (
    /\s(do|don'?t|dont|can|can'?t|is|isn'?t|does|doesn'?t|should|shouldn'?t|will|won'?t|am|are|aren'?t) (i|it|you|we|they|he|she)\W*$/i.test(
      text.trim(),
    ) &&
    text.trim().split(/\s+/).length >= 4
  )
    return true;
  // "and i went home and thought why do i even go": a thought they had, told, not a question for the coach.
  if (
    /\b(thought|think|thinking|wondered|asked myself|kept thinking)( to myself)?,? (why|what|how|whether|if)\b/i.test(
      text,
    )
  )
    return false;
  // "when people speak fast i am lost": a clause that sets the scene, not a question (no question mark).
  if (
    /^(when|whenever|where|if) (i|we|he|she|they|you|my|it|mum|dad|people|someone|somebody|everyone|others)\b/i.test(
      text.trim(),
    )
  )
    return false;
  return (
    (nlp(text).sentences().isQuestion().out("array") as string[]).length > 0 ||
    (/^(how|why|what|when|where|who|which|is|are|can|could|does|do|should|would|will|what'?s|how'?s|who'?s|where'?s)\b/i.test(
      text.trim(),
    ) &&
      // "when I visit she asks…", "where I live…": a clause that sets the scene, not a question.
      !/^(when|where|how|what) (i|we|he|she|they|you|my|it|mum|dad|people|someone|somebody|everyone|others)\b/i.test(
        text.trim(),
      ))
  );
}

/** Whether the message negates its verb ("I'm not happy"), so "happy" is not good news. */
export function isNegated(text: string): boolean {
  return nlp(text).has("#Negative");
}

/**
 * Kind words received, and no other good news ("the instructor said well done"): the chat's news when it opens
 * with them, a detail of the story later on.
 */
export const onlyKindWords = (raw: string) => KIND_WORDS_RECEIVED.test(norm(raw)) && !GOOD_NEWS.test(norm(raw));

/** "and it was fine?? she was lovely": relief, said with question marks, not a question. */
const RELIEF_MARKS =
  /\b(it|that|everything|the whole thing|she|he|they) (was|were|went) (totally |completely |actually |absolutely |genuinely |honestly |just |all )?(fine|ok|okay|easy|nothing|lovely|great|so nice|really nice|painless)\?+(?=\s|!|$)/gi;

/**
 * "and then everyone was singing it back?? even my manager": surprise, said as a statement with two or more question
 * marks (no question word, no verb first), not a question for the coach.
 */
const SURPRISE_MARKS =
  /(^|[.!]\s+)((?!(is|are|am|was|were|do|does|did|can|could|should|would|will|how|what|why|when|where|who|which|whose|have|has|had|shall|may|might|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|can'?t|won'?t|wouldn'?t|shouldn'?t|or|any|anyone|so|right|really|seriously|huh|eh)\b)[^.!?]{2,})\?{2,}(?=\s|$)/gi;

export function classifyIntent(said: string): Intent {
  const raw = said
    .replace(RELIEF_MARKS, (m) => m.replace(/\?+$/, "!"))
    .replace(SURPRISE_MARKS, (_m, start: string, body: string) => `${start}${body}!`);
  const text = norm(raw);
  const bare = text.replace(/[!.,?]+$/g, "").trim();
  const words = bare.split(" ").filter(Boolean).length;
  if (!bare || /^[.?!\s]+$/.test(text)) return "minimal";
  if ((GOODBYE.test(text) || GOODBYE_MORE.test(text)) && words <= 12) return "goodbye";
  if (leavesAtTheEnd(text, words)) return "goodbye";
  if (GOODBYE_WORDS.test(text) && words <= 20 && !text.includes("?") && !/\bbut\b/.test(text)) return "goodbye";
  // "he's already talking about getting another one" is not a request for an exercise.
  if (ANOTHER.test(text) && !EXERCISE_REJECT.test(text) && (words <= 7 || /\bexercis/.test(text))) return "another";
  // "can you give me something to do when i start spiralling?": asks for a tool, said at length.
  if (
    /\b(give me|got|have you got|suggest|is there|do you have) (something|anything) (to do|i can do|to try|i could do|i could try) (when|for|if|in)\b/.test(
      text,
    ) &&
    !EXERCISE_REJECT.test(text)
  )
    return "another";
  if (VENTING.test(text)) return "venting";
  if (EXERCISE_REJECT.test(text)) return "decline";
  if (DECLINE_START.test(bare) && words <= 8) return "decline";
  if (PUSHBACK.test(text) && words <= 14 && !asksQuestion(text)) return "decline";
  if (THANKS.test(text) && words <= 8 && !asksQuestion(text)) return "thanks";
  // "Thank you, this has been really helpful. It's nice to write it all down.": thanks, said at length.
  if ((/^(thank(s| you)|thx|ty|cheers)\b/.test(text) || HELPFUL.test(text)) && words <= 30 && !asksQuestion(text))
    return "thanks";
  if (/\b(don'?t (get|understand) why|wonder(ing)? why)\b/.test(text)) return "question";
  if (CONFUSION.test(text) && words <= 9) return "confusion";
  if (NORMAL.test(text)) return "normal";
  if (PRACTICAL.test(text)) return "practical";
  // "ok maybe parkrun this saturday": a tentative plan of their own, not a yes.
  // "ok maybe knock then", "yeah i might text her": a hedged action of their own, not a yes (nor a goodbye).
  const tentativePlan =
    /^\S+,? (maybe|might|could|probably)\b.*\b(today|tonight|tomorrow|this \w+|next \w+|on \w+day|\w+day)\b/.test(
      bare,
    ) ||
    /^(ok(ay)?|yeah|yes|alright|right|so|hmm+)[,.]? (maybe|perhaps|probably|i might|i could) (?!(later|not|another|some other|one day)\b)\w+ \w+/.test(
      bare,
    );
  // "ok yeah. better", "ok. a bit better now": the chat helped, not a yes to anything.
  if (FEELS_BETTER.test(bare)) return "minimal";
  // "im still a bit shaky but mostly i feel light": the feeling they end on is the news.
  if (MOSTLY_GOOD.test(text) && !/\?\s*$/.test(text)) return "good-news";
  if (((ACCEPT_START.test(bare) && words <= 6 && !MINIMAL.test(bare)) || ACCEPT_ANY.test(text)) && !tentativePlan)
    return "accept";
  if (MINIMAL.test(bare)) return "minimal";
  // Good news comes short too ("got engaged!!", "I passed!").
  // "Do you think I'll feel better?" asks; it isn't news.
  const asksYesNo =
    /\?\s*$/.test(text) && /^(do|does|will|would|is|am|are|can|could|should|when|how|why|what|where)\b/.test(text);
  // "i got a B in maths and nobody said anything": the silence is the point, not the grade.
  if (
    GOOD_NEWS.test(text) &&
    !/\b(nobody|no one|noone|none of them) (even )?(said|noticed|cared|mentioned|asked)\b/.test(text) &&
    !isNegated(text) &&
    !MIXED.test(text) &&
    !BAD_VERDICT.test(text) &&
    !asksYesNo &&
    !othersNews(text) &&
    !SARCASM.test(raw)
  )
    return "good-news";
  // Kind words received ("my boss said my report was brilliant", "dad sent a lovely text saying he's proud of me").
  if (
    KIND_WORDS_RECEIVED.test(text) &&
    !/\b(never|not|nobody|no one|noone|n'?t|dont|didnt|doesnt|wont|cant|if only|wish)\b/.test(text) &&
    !asksYesNo &&
    !MIXED.test(text)
  )
    return "good-news";
  if (words <= 2 && !asksQuestion(text)) return "minimal";
  // "What if I don't get in?" asks for an answer: it gets one (the likely case, and how they'd cope).
  if (/^(but |and |so )?what if\b/.test(text)) return "question";
  // A long message with no question mark ("…then what am i for"): a story with a thought in it, not a question.
  if (!text.includes("?") && words > 30) return "statement";
  // Quotes are cut before the split: "messaged 'cant wait! are you easing in?' and i…" is one sentence of hers.
  const sentences = splitSentences(withoutQuoted(raw));
  // "a page is probably 5 minutes isnt it. ok cutting it down": a question they answered themselves, then acted on.
  const settled =
    !text.includes("?") &&
    sentences.length > 1 &&
    /^(ok(ay)?|right|fine|so|alright)[,.!]*\s+\w+/i.test(sentences.at(-1)!.trim()) &&
    !asksQuestion(sentences.at(-1)!);
  if (!settled && sentences.some((s) => asksQuestion(s))) return "question";
  return "statement";
}

/** "…and go to bed. thanks", "booking it now before i lose my nerve. ta": leaving to get on with it. */
const LEAVING_ACT =
  /\b(go|going|head|heading|get) (back )?to (bed|sleep)\b|\bput the kettle on\b|(^|[.!,] )((ok(ay)?|right|so)[,.]? )?(\w+ing) (to |on |with )?(it|them|that|this|one|him|her)( in| off| up| out| back)? (right )?now\b/;
const SIGNOFF_WORD =
  "(thanks?( again| a lot| so much| for everything| for (this|that|listening)| for (the|your|all the|all your) (help|advice|chat|support|push|nudge))?|thank (you|u)( so much| for everything| for (this|that|listening)| for (the|your|all the|all your) (help|advice|chat|support|push|nudge))?|thanku|tysm|thx|ty|ta|cheers( for (this|that|listening|the (help|chat|advice)))?|bye|night|nite|later)( x+| then| all| mate| otter)?";
/** "thanks", "night, thanks", "ok cheers. bye x": sign-off words and nothing else. */
const BARE_SIGNOFF = new RegExp(
  `^((ok(ay)?|right|anyway)[,.!]* )?${SIGNOFF_WORD}([,.!]* (and )?${SIGNOFF_WORD})*\\W*$`,
);
/** "thank you, going to put it in my calendar now lol", "cheers. going to find a pen before i bottle it": thanks, then the step they are off to take. */
const STEP_NOW =
  "(and |so )?(i'?m |im |i am )?(gonna|going to|off to|i'?ll|ill|i will) (?!(be|feel|cry|fail|panic|struggle|worry)\\b)[a-z]+[^?]{0,60}\\b(now|right now|straight away|tonight|before i (change my mind|bottle it|lose my nerve|chicken out|back out|talk myself out of it|overthink it|think about it too much))( lol| haha| x+)?\\W*$";
const THANKS_THEN_STEP = new RegExp(`^((ok(ay)?|right|yeah|yes|alright)[,.!]* )*${SIGNOFF_WORD}[,.!]* ${STEP_NOW}`);
/** "right thanks. ill write it on a postit now x": the same, in two sentences. */
const STEP_NOW_ALONE = new RegExp(`^${STEP_NOW}`);
/** "going to practise it in the car": the step they leave to take, with no time said. */
const OFF_TO_DO =
  /^(and |so )?(i'?m |im |i am )?(going to|gonna|off to) (?!(be|feel|cry|fail|panic|struggle|worry|need|have|think|keep|try and sleep|lie)\b)[a-z]+\b(?![^?]*\b(but|though|if)\b)[^?]*$/;
/** "just wanted to tell someone!": why they came, said as they go (after a leaving act). */
const CAME_TO_TELL =
  /^(i )?(just|only) wanted to (tell|share (it|this|that) with|say it to) (someone|somebody|you|anyone)\b[^?]*$/;
/** "ok engineer comes tomorrow": the matter settled with a time, before a bare thanks. */
const SETTLED_WITH_TIME =
  /^((ok(ay)?|right|alright|so|cool)[,.!]* )+[^?]{0,60}\b(tomorrow|tonight|later|this (afternoon|evening|weekend)|next week|(mon|tues|wednes|thurs|fri|satur|sun)day)\b[^?]*$/;
/** Verbs whose "-ing" is a state, not a step being taken ("feeling", "struggling", "waiting", "dreading"). */
const NOT_A_STEP =
  "feel|be|struggl|cry|panick|shak|hurt|dy|sitt|ly|wait|freak|los|worr|stress|think|overthink|spiral|hav|doubt|dread";
/** A step said as what they are doing and when ("ringing them now", "calling the bank tomorrow"), after a lead word. */
const doingIt = (lead: string, notAlso: string, when: string) =>
  new RegExp(
    String.raw`^((${lead})[,.!]* )*(i'?m |im |i am )?(?!(${NOT_A_STEP}${notAlso})ing\b)[a-z]+ing\b[^.!?,;]{0,40}\b${when}[.!,]*$`,
  );
/**
 * "ok booking the open evening now", "right, ringing them now": doing the step this minute, said in a few words
 * (not "feeling awful right now", "waiting for them now").
 */
const DOING_IT_NOW = doingIt(
  "ok(ay)?|right|so|yeah|yes|yep|alright|ok then|right then",
  "|go",
  String.raw`(now|right now|straight away|this minute)( before i (change my mind|bottle it|lose my nerve|chicken out|back out|talk myself out of it|overthink it))?`,
);
/** "calling the bank tomorrow morning. thanks": the step, said as what they're doing and when. */
const DOING_IT_LATER = doingIt(
  "ok(ay)?|right|so|yeah|yes|alright",
  "",
  String.raw`(tomorrow( morning| afternoon| evening| night)?|tonight|later|this (morning|afternoon|evening|weekend)|first thing|(on |next )?(mon|tues|wednes|thurs|fri|satur|sun)day( morning| afternoon| evening| night)?)`,
);
/** "i'll email them tomorrow", "gonna book it": a step of their own, said before the sign-off. */
const OWN_STEP =
  /\b(i'?ll|ill|i will|i'?m going to|im going to|i am going to|gonna|going to|i'?m gonna|im gonna)\s+(?!be\b|feel\b|cry\b|fail\b|panic\b)\w+/;

/**
 * A goodbye said in the last sentence of a longer message ("anyway just wanted to tell someone. off to eat, my mouth
 * is still numb"), or a sign-off after a leaving act: not cut off by the twelve-word limit of a plain goodbye.
 */
function leavesAtTheEnd(text: string, words: number): boolean {
  if (words > 45) return false;
  const sentences = text.split(/(?<=[.!;?])\s+/).filter(Boolean);
  // "ok ringing them now, thanks for the help": doing it now, then thanks after a comma.
  if (sentences.length < 2) {
    const comma = /^(.+?),\s*([^,]+)$/.exec(text);
    if (text.includes("?")) return false;
    return (
      (!!comma && BARE_SIGNOFF.test(comma[2]!) && DOING_IT_NOW.test(comma[1]!.trim())) || THANKS_THEN_STEP.test(text)
    );
  }
  const last = sentences.at(-1)!;
  if (last.includes("?")) return false;
  const lastWords = last.split(" ").filter(Boolean).length;
  if (lastWords <= 12 && (GOODBYE.test(last) || GOODBYE_MORE.test(last))) return true;
  if (lastWords <= 20 && THANKS_THEN_STEP.test(last)) return true;
  if (sentences.length === 2 && lastWords <= 20 && BARE_SIGNOFF.test(sentences[0]!) && STEP_NOW_ALONE.test(last))
    return true;
  // "cheers. going to practise saying the number out loud in the car": thanks, then off to do it.
  if (sentences.length === 2 && lastWords <= 20 && BARE_SIGNOFF.test(sentences[0]!) && OFF_TO_DO.test(last))
    return true;
  const before = sentences.slice(0, -1).join(" ");
  const previous = sentences.at(-2)!.trim();
  return (
    (BARE_SIGNOFF.test(last) &&
      (LEAVING_ACT.test(before) ||
        OWN_STEP.test(before) ||
        DOING_IT_NOW.test(previous) ||
        DOING_IT_LATER.test(previous) ||
        (sentences.length === 2 && SETTLED_WITH_TIME.test(previous)))) ||
    (CAME_TO_TELL.test(last) && (LEAVING_ACT.test(before) || GOODBYE.test(before)))
  );
}

/** Someone else's good news ("my brother got engaged"), with no joy of the person's own in it. */
const othersNews = (text: string) =>
  (/\b(my|our|his|her|their) (\w+ ){1,2}(just |finally |has |have )?(got|gets|is getting|passed|did it|made it)\b|\b(he|she|they) (just |finally )?(got|passed)\b/.test(
    text,
  ) ||
    // "girl from school just got engaged", "someone i work with got promoted": no "my", still someone else.
    /^(a |some |this |that |the |another )?(girl|guy|boy|lad|man|woman|friend|mate|someone|somebody|colleague|cousin|neighbou?r|everyone|everybody|one of (them|my \w+)|another one|people)\b[^.!?]{0,30}\b(just |finally |has |have )?(got|gets|is getting|passed|bought)\b/.test(
      text,
    )) &&
  !/\bi (just |finally )?(got|passed|did it|managed|nailed|aced|made it)\b|\b(i'?m|i am|i feel) (so |really )?(proud of myself|excited|thrilled|chuffed|over the moon)\b/.test(
    text,
  );

/** "love that for her 🙃", "good for them i guess": glad in words, not in feeling. */
const SARCASM =
  /🙃|🙄|😒|\b(love that for (her|him|them)|good for (her|him|them)\W*(i guess|lol|eh)|how nice for (her|him|them))\b/iu;

/** Pushback on an idea ("that won't work", "I've tried that"): a no to suggestions, not to talking. */
const PUSHBACK =
  /^(that|it|this|those|these|that idea|which)? ?(won'?t|wouldn'?t|doesn'?t|don'?t|never) (work|help)\b|\b(won'?t|wouldn'?t|doesn'?t|didn'?t|never) (work|help)( either| for me)?\W*$|\b(i'?ve|i have) (already )?(tried|thought about|done) (that|it|this|all that)\b(?! (year|week|month|morning|term|weekend|summer|time|afternoon)\b)|\balready tried (that|it|this)\b|\b(tried|did) (that|it) (already|before)\b|\b(i'?ve|i have) told myself\b[^.!?]*\b(times|before|already)\b/;

// "that was more use than i thought", "this actually helped": the chat was worth it, said as thanks.
const HELPFUL =
  /\b(this|that|it|you) (has been|have been|was|were|is) (really |so |very |actually |a lot |way |much |slightly |quite |a bit |kind of |kinda |weirdly |surprisingly |genuinely |somewhat |mildly )*(helpful|useful|more (use|useful|helpful) than i (thought|expected))\b|\b(this|that|it|you|talking) (really |actually |genuinely )*(has |have )?helped( (a lot|loads|more than i (thought|expected)))?\W*$/;

/** Good news with a worry in it ("promoted, and I feel like a fraud") is something to talk through. */
const MIXED =
  /\b(but|though|although|fraud|imposter|impostor|scared|afraid|worried|nervous|anxious|terrified|dread\w*)\b/;

/** "meh", "whatever", "idk": says little on purpose (not "tired" or "shouted"). */
export const isMinimalWord = (raw: string) =>
  MINIMAL.test(norm(raw).replace(/[!.,?]+$/g, "")) &&
  !/^(tired|bad|sad|good)$/.test(norm(raw).replace(/[!.,?]+$/g, ""));

/** "ok", "fine", "yeah" read as a yes only right after an offer. */
const SOFT_YES = /^(ok(ay)?|fine|alright|maybe|sure|yeah|yes|yep)$/;
export const isSoftYes = (raw: string) => SOFT_YES.test(norm(raw).replace(/[!.,?]+$/g, ""));
