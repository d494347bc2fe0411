// What a turn is about: language, topics, people, feelings, self-criticism and commitments.
// Only fixed labels come out of here (never the person's words), so replies cannot echo them.
import { franc } from "franc-min";
import nlp from "compromise";

export const OTHER_LANGUAGES = ["es", "fr", "de", "pt", "it", "pl"] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

// Common words that are rare in English: short messages are too short for franc.
const FUNCTION_WORDS: Record<OtherLanguage | "en", RegExp> = {
  en: /\b(i|the|and|my|is|it|to|you|a|of|in|that|me|was|feel|i'm|don't|have|what|this|with|but|so|just|not|at|be|for|how|why|do|does|can|are|if|people|when|who|would|should|will|did|your|they|he|she|about|like|really|get|fast|down)\b/g,
  es: /\b(yo|el|la|los|las|que|de|y|mi|es|estoy|muy|pero|porque|no s[eé]|tengo|hola|qu[eé]|c[oó]mo|siento|con|por|para|una|un|me|se|lo|del|cuando|trabajo|gracias|hablas|espa[nñ]ol|puedes|voy|vas|hasta|luego|ahora|hoy|desde|hace|pues|tambi[eé]n|nada|algo|bien|soy|fue|est[aá])\b/g,
  fr: /\b(je|le|la|les|et|mon|ma|est|suis|tr[eè]s|mais|parce|pas|j'ai|bonjour|quoi|comment|avec|pour|une|un|me|ce|c'est|du|des|merci|travail|quand|tu|parles|fran[cç]ais|oui)\b/g,
  de: /\b(ich|der|die|das|und|mein|meine|ist|bin|sehr|aber|weil|nicht|habe|hab|hallo|was|wie|mit|f[uü]r|eine|ein|mich|mir|es|zu|den|danke|arbeit|wenn|du|kannst|sprichst|deutsch|auf|bitte|auch|noch|schon)\b/g,
  pt: /\b(eu|o|os|as|que|de|e|meu|minha|[eé]|estou|muito|mas|porque|n[aã]o|tenho|ol[aá]|como|com|para|uma|um|me|se|do|da|obrigad[oa]|trabalho|quando|voc[eê]|fala|falar|portugu[eê]s|oi|tudo|bem|emprego|nervos[oa]|ainda|j[aá]|t[oô]|t[aá]|n[eé]|pra|pro|isso|isto|essa|esse|esta|este|ela|ele|eles|elas|nem|s[oó]|sou|vou|vai|acho|preciso|sei|sim|nossa|valeu|at[eé]|mais|ningu[eé]m|nunca|sempre|tamb[eé]m|agora|hoje|amanh[aã]|ontem|depois|semana|medo|vergonha|nada|pela|pelo|na|nas|nos|numa|num|ao|dos|das|meus|minhas|seu|sua|nosso|mesmo|assim|aqui|l[aá]|boa|noite|ajuda|faz|foi|est[aá]|estava|gente|coisa|mim|comigo|voc[eê]s|sabe|ent[aã]o|kkk+|rs)\b/g,
  it: /\b(io|il|lo|gli|che|di|e|mio|mia|sono|molto|ma|perch[eé]|non|ho|ciao|come|con|per|una|un|mi|si|del|della|grazie|lavoro|quando)\b/g,
  // Words ending in Polish letters need letter-aware edges rather than \b.
  pl: /(?<!\p{L})(nie|się|jest|jestem|jesteś|że|ale|bo|mam|czy|jak|już|nadal|bardzo|cześć|dzięki|dziękuję|mnie|moja|mój|moje|pracy|pracuję|pracuje|boję|od|po|na|w|z|ze|żeby|tylko|proszę|dzień|dobry|mówić|angielsku|polsku|tak)(?!\p{L})/gu,
};
// Word edges that know letters outside ASCII: with \b, the "a" of "año" or the "e" of "été" counted as a word.
for (const lang of Object.keys(FUNCTION_WORDS) as (OtherLanguage | "en")[]) {
  const re = FUNCTION_WORDS[lang];
  if (re.flags.includes("u")) continue;
  FUNCTION_WORDS[lang] = new RegExp(re.source.replace(/^\\b/, "(?<!\\p{L})").replace(/\\b$/, "(?!\\p{L})"), "gu");
}
const FRANC_CODES: Record<string, OtherLanguage | "en"> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  ita: "it",
  pol: "pl",
};

/** "en" or one of the languages the coach can at least say a kind word in; "other" otherwise. */
const ONE_WORD: [RegExp, OtherLanguage][] = [
  [/^(hola|gracias|muchas gracias|buenas|adi[oó]s|vale)$/, "es"],
  [/^(bonjour|salut|merci|merci beaucoup)$/, "fr"],
  [/^(hallo|danke|danke sch[oö]n|tsch[uü]ss)$/, "de"],
  [/^(ol[aá]|obrigad[oa]|tchau)$/, "pt"],
  [/^(ciao|grazie|buongiorno)$/, "it"],
  [/^(cześć|dzięki|dziękuję|dzień dobry)$/u, "pl"],
];

export function detectLanguage(text: string): OtherLanguage | "en" | "other" {
  const lower = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const bare = lower.replace(/[^\p{L}\s]/gu, "").trim();
  const one = ONE_WORD.find(([re]) => re.test(bare));
  if (one) return one[1];
  const letters = lower.replace(/[^\p{L}]/gu, "");
  if (letters.length === 0) return "en";
  if (!/[a-zà-ÿąćęłńóśźż]/.test(letters)) return "other";
  const counts = Object.fromEntries(
    Object.entries(FUNCTION_WORDS).map(([lang, re]) => [lang, lower.match(re)?.length ?? 0]),
  ) as Record<OtherLanguage | "en", number>;
  // Letters only one of the languages uses: "ã", "õ" are Portuguese, "ñ" Spanish.
  if (/[ãõ]/.test(lower)) counts.pt += 2;
  if (/ñ/.test(lower)) counts.es += 2;
  const words = lower.split(/\s+/).filter(Boolean).length;
  if (words >= 6) {
    const guess = FRANC_CODES[franc(lower, { only: Object.keys(FRANC_CODES) })];
    if (guess === "en") return guess;
    // franc mixes up close languages (Portuguese read as Spanish): the common words settle it.
    if (guess && counts[guess] > counts.en) {
      const closer = OTHER_LANGUAGES.find((l) => counts[l] > counts[guess] + 1);
      return closer ?? guess;
    }
  }
  let best: OtherLanguage | "en" = "en";
  for (const lang of OTHER_LANGUAGES) if (counts[lang] > counts[best]) best = lang;
  // Shared words ("me", "a") tie often: English wins ties, and one stray word is not a language.
  return best !== "en" && counts[best] >= Math.max(2, counts.en + 1) ? best : "en";
}

/** Topic labels, and the noun phrase a template may say for each (always usable after "about"). */
export const TOPIC_PHRASES = {
  presentation: "the presentation",
  interview: "the interview",
  exam: "your exams",
  test: "the test",
  "first-day": "your first day",
  "new-role": "your new role",
  party: "the party",
  review: "your review",
  dating: "the date",
  "hard-conversation": "the conversation you need to have",
  breakup: "the breakup",
  manager: "things with your manager",
  work: "things at work",
  family: "things at home",
  friends: "your friendships",
  lonely: "the loneliness",
  sleep: "your sleep",
  procrastination: "the work you've been putting off",
  study: "your studies",
  confidence: "your confidence",
  "new-parent": "life with a new baby",
  "body-image": "the way you see your body",
  money: "the money side of things",
  "job-loss": "losing your job",
  "job-hunt": "the job search",
  sport: "your sport",
  hobby: "something you love doing",
  move: "the move",
  loss: "your loss",
  illness: "your health",
  caring: "caring for someone you love",
  bullying: "the bullying",
  discrimination: "the way you're being treated",
  betrayal: "being let down by someone you trusted",
  panic: "the panic attacks",
  burnout: "the burnout",
  depression: "the low mood",
  mistake: "the mistake",
  relationship: "things with your partner",
  supporting: "supporting someone who's struggling",
  "coming-out": "coming out",
  "health-worry": "your health worries",
  waiting: "the wait for news",
  comparison: "comparing yourself with others",
  parenting: "things with your child",
  retirement: "the change that retirement brings",
  shock: "what you went through",
} as const;
export type TopicId = keyof typeof TOPIC_PHRASES;

/** Topics that are something coming up, to prepare for. */
export const EVENTS: readonly TopicId[] = [
  "presentation",
  "interview",
  "exam",
  "test",
  "first-day",
  "party",
  "dating",
  "review",
  "hard-conversation",
];

const TOPIC_PATTERNS: [TopicId, RegExp][] = [
  [
    "shock",
    /\b(collapsed (at|in|on|outside|next to|in front of)|(did|doing|gave|giving|started) cpr|cpr (on|until|for)|(saw|witnessed|seen) (a|an|the) (accident|crash|stabbing|fight|attack|man die|woman die)|(was|were|got) (mugged|attacked|assaulted|robbed|knocked (off|over|down))|(car|bike|bus|train) (crash|accident) (this|last|yesterday|today)|called (an ambulance|999|911|112) (for|because|when))\b/i,
  ],
  [
    "coming-out",
    /\b(come out|coming out|came out) (to|as)\b|\b(i'?m|i am) (gay|lesbian|bi|bisexual|trans|queer|non-?binary|pan)\b/i,
  ],
  [
    "health-worry",
    /\b(googl\w*|looked up|searched|reading about) (it|my symptoms|symptoms)\b|\bconvinced (myself )?(it'?s|that|i have|i'?ve got)\b|\bbrain tumou?r\b|\bhealth anxiety\b|\bhypochondri\w*|\bsure i (had|have) (cancer|ms|a tumou?r|something)\b|\bwhat if (it'?s|they find) (something|cancer|serious)/i,
  ],
  [
    "supporting",
    /\b(my|our) (\w+ ){0,2}(friend|flatmate|roommate|partner|sister|brother|mum|mom|dad|son|daughter|husband|wife|boyfriend|girlfriend)('s| is| has)( been)? (really |so |very )?(down|depressed|low|struggling|not (herself|himself|themselves|ok|okay))\b|\b(barely|hardly|never) leaves (her|his|their) room\b|\bhow (do|can) (i|you) help (someone|somebody|him|her|them|a friend|my)\b|\bworried about (my|her|him|them)\b/i,
  ],
  [
    "waiting",
    /\b(results|grades|offers?|decision|scan results|test results) (come|comes|are coming|came) out\b|\bresults day\b|\bwaiting (for|to hear) (the |my |back |about )?(results|news|an answer|a decision|the offer|back)|\bhear back\b|\b(results|scan|biopsy|test) (in|on|by|next|due|back in) (\d+|a|two|three|ten|few|monday|tuesday|wednesday|thursday|friday|a week)\b|\bhad (a|my) (scan|biopsy|mammogram|blood test)\b|\bget (into|in to) (uni|university|college|[a-z]+ (uni|university))\b|\bdon'?t get (in|into)\b/i,
  ],
  [
    "comparison",
    /\b(instagram|insta|tiktok|social media|facebook|linkedin)\b|\b(compare|comparing) myself\b|\beveryone (else )?(on (my )?\w+ |i know )?(is|seems|'s) (getting|buying|having|doing|engaged|married)\b|\bbehind (everyone|my friends|in life)\b|\b(she'?s|shes|he'?s|hes|they'?re|theyre) (always been |always |still )?the (clever|smart|pretty|sporty|favourite|favorite|golden|successful|good|sensible|talented) one\b|\b(always )?(being )?compared (to|with) (my|her|him|them)\b/i,
  ],
  [
    "retirement",
    /(?<!\b(since|after|when|before) )\b(i'?ve |i have |i |just )(retired|stopped working for good)\b|\b(my |since |after |in )retirement\b|(?<!\b(since|after|when|before) i )\bretired (at|last|this|in|after)\b|\b(about|before) retiring\b|\bfeel\w* [^.!?]{0,30}\bafter retiring\b/i,
  ],
  [
    "loss",
    /\b((husband|wife|partner|mum|mom|dad|father|mother|son|daughter|brother|sister|nan|nana|gran|granny|grandad|grandma|grandpa|friend) passed(?! (his|her|their|my|the|it|first|every|all|with|by|on|in)\b)|(?<=\b(he|she|they|who|mum|mom|dad|father|mother|husband|wife|partner|nan|nana|gran|granny|grandad|grandma|grandpa|brother|sister|son|daughter|friend) )passed (\w+ )?(years?|months?|weeks?|days?) ago|died|passed away|passed on|funeral|(had to|have to|having to|decided to|going to|gonna|vet) put (him|her|them) down|put (our|my|the) (old )?(dog|cat|puppy|kitten|pup|rabbit|bunny|horse|pony|hamster|guinea pig|budgie|pet|boy|girl) down|put to sleep|miscarri\w*|stillbirth|lost (her|his|their) (husband|wife|partner|dad|mum|mom|father|mother|son|daughter|baby|brother|sister)|lost (my|our) (baby|pregnancy|dad|mum|mom|father|mother|husband|wife|partner|son|daughter|brother|sister|best friend|friend|dog|cat|grandma|grandad|grandmother|grandfather|nan)|bereave\w*|grief|grieving|griev\w*|widow\w*)\b/i,
  ],
  [
    "caring",
    /\b(care home|nursing home|dementia|alzheimer'?s|parkinson'?s|carers?|caregivers?|caring for|respite|disabled|disability|cerebral palsy|autis\w*|special needs|support plan|wheelchair|(look|looks|looking) after (my|her|his|our) (dad|mum|mom|father|mother|parents?|husband|wife|partner|nan|gran\w*|grandad|grandpa|grandma)|(his|her|their) (meds|medication|appointments))\b/i,
  ],
  [
    "illness",
    /\b(chronic|(back|neck|joint|nerve) pain|in pain|illness|diagnos\w*|cancer|physio\w*|symptoms?|flare[- ]?ups?|my health|the doctors?|heart attack|stroke|surgery|nicu|neonatal|intensive care|icu|premature|(came|born) (\w+ )?weeks early)\b/i,
  ],
  [
    "bullying",
    /\b(bull(y|ies|ied|ying)|picking on me|posting (stuff|things|photos|pics) (about|of) me|group chat about me|making fun of me)\b/i,
  ],
  [
    "discrimination",
    /\b((?<!not )(?<!n't )(racis\w*|racial|discriminat\w*|sexis\w*|homophob\w*|transphob\w*)|my accent|where i'?m from|my skin colou?r)\b/i,
  ],
  ["betrayal", /\b(betray\w*|told everyone|behind my back|in confidence|broke my trust|lied to me|cheated on me)\b/i],
  // "party tonight and im panicking": nerves about the event, not panic attacks.
  [
    "panic",
    /\b(panic attacks?|(?<!\b(party|exam|presentation|interview|date|wedding|meeting|speech)\b[^.!?]*)panicking(?![^.!?]*\b(party|exam|presentation|interview|date|wedding|meeting|speech)\b)|couldn'?t breathe|can'?t breathe)\b/i,
  ],
  ["burnout", /\b(burn(ed|t)?[- ]?out|burnout|running on empty|short[- ]staffed)\b/i],
  [
    "depression",
    /\b((i'?m|i am|i feel|i think i'?m|i'?ve been|i get|my) (so |really |quite )?depress\w*|nothing feels fun|no point in anything|stay in bed all|can'?t enjoy anything)\b/i,
  ],
  [
    "mistake",
    /\b(data breach|(i'?ve |i )?made a (huge |big |terrible |stupid |serious )mistake|to the wrong person|messed up at work)\b/i,
  ],
  [
    "parenting",
    /\bteen(ager|agers|age)?s?\b|\b(my|our) (son|daughter|boy|girl|kids?|child|children) (is|'s|are) (1[0-9]|nearly 1[0-9]|a teenager)\b|\bmy (1[0-9]|[2-9])[- ]year[- ]olds?\b(?! (started|starts|has started|is starting|loves|likes|enjoys|plays|does|goes to|is learning|wants to (learn|try|do|play))\b)|\b(my|our) (son|daughter|kids?|child|children) (won'?t|doesn'?t|never|barely|hardly|only|just) (talk|speak|listen|tell|come out|answer|look)\w*\b|\bparenting\b|\b(as a|bad|good|terrible|rubbish) (mum|mom|dad|parent)\b/i,
  ],
  ["review", /\b(performance review|appraisal|annual review|(end of|mid)[- ]year review|probation review)\b/i],
  [
    "presentation",
    /\b(presentation|presenting|present (to|at|in)|pitch|speech(?! (therap\w*|and language|sounds?|bubbles?|recognition|to text|impediment|problems?|delay))|public speaking|give a talk|open mic|(my |a |the |first )gig|recital)\b/i,
  ],
  ["interview", /\b(interview|interviewing)\b/i],
  ["exam", /\b(exams?|finals|resit|midterms?)\b/i],
  [
    "test",
    /\b(driving test|tests?(?! (take|run|drive|shot|video|recording|batch|page|post|message|call)s?\b)|quiz)\b/i,
  ],
  [
    "first-day",
    /\b(first day|start(ing)? (on|next|the new job|my new job|work on)|new job (on|next|tomorrow)|(about|before) starting)\b/i,
  ],
  ["new-role", /\b((got|been|was|just) promoted|new (role|position)|team lead)\b/i],
  [
    "new-parent",
    /\b(new ?born|(the|my|our) baby|new (mum|mom|dad|parent)|maternity|paternity|weeks old|months old)\b/i,
  ],
  [
    "body-image",
    /\b(how i look|the way i look|(hate|about|with|of) my (body|weight|stomach|thighs|face)|my (body|stomach|thighs) (looks?|is (so )?(big|fat|huge))|nothing fits|(clothes|jeans|dress) (don'?t|doesn'?t) fit|gained weight|put on weight|put on (\d+|a|two|three|a lot of) (stone|kilos?|pounds|lbs|kg)|(none of )?my clothes (fit|don'?t fit)|(don'?t|can'?t) recogni[sz]e myself|i'?m (so )?(fat|ugly)|i'?m the (fat|ugly|biggest) one)\b/i,
  ],
  // A date ahead ("first date tonight", "we matched 3 weeks ago"); not a due date or a date in the diary.
  [
    "dating",
    /\b((?<!\b(our|their|your) )first date|(a |the |our )(second |third )?date (with|tonight|tomorrow|later|on|at|this)|go(ing)? on (a )?dates?|dating( apps?)?|we matched|(hinge|tinder|bumble)\b)/i,
  ],
  ["party", /\b(party|wedding|networking|social event|dinner with (people|strangers)|won'?t know anyone)\b/i],
  // Looking for work and being turned down ("didnt get the job", "applied to like 40 places"): not losing a job.
  [
    "job-hunt",
    /\b((didn'?t|didnt|did not|don'?t|dont) (get|land) (the|that|this|a) (job|role|position|offer)|(job|application)s? (got )?(rejected|turned down)|rejected (for|from) (the|a|that) (job|role|position)|(applied|applying) (to|for) (like |about |over |nearly |around )?\d+|job (hunt\w*|search\w*|applications?)|rejection (email|letter)s?|unsuccessful (application|this time))\b/i,
  ],
  // Playing for a team ("got cut from the team", "football was my whole thing").
  [
    "sport",
    /\b(football|rugby|netball|hockey|cricket|basketball|volleyball|athletics|gymnastics|swim (team|club)|(cut|dropped) from the (team|squad|club)|(first|second|youth|school) team\b(?! (meeting|lead))|tryouts?|sunday league|squad)\b/i,
  ],
  // Something they love doing, or used to ("i used to play piano", "i love drawing").
  [
    "hobby",
    /\b(piano|guitar|violin|cello|drums|keyboard lessons|(my|an?|the) (old |electric |digital )?keyboard(?! shortcut)|ukulele|saxophone|flute|sketch(ing|book)|drawing|painting|pottery|knitting|crochet|choir|hobby|hobbies|used to (sing|dance|paint|draw|play (the |an? )?(?!(with|together|outside|out|there|in|at|on|for|games? with)\b)\w+))\b/i,
  ],
  [
    "job-loss",
    /\b(lost my job|got fired|been fired|laid off|made redundant|redundanc(y|ies)|unemployed|out of work)\b/i,
  ],
  [
    "money",
    /\b(rent|bills|afford|money|debt|\d+ (grand|quid)|£\d+|overdraft|pay ?check|salary|owes?|(lent|borrowed)(?=[^.!?]{0,25}\b(money|cash|quid|grand|tenner|fiver|\d+)\b|\W*$)|pay (it |me |them |her |him )?back|credit cards?|loans?)\b/i,
  ],
  [
    "move",
    /\b(moved (here|away|out|abroad|countries|cities|across)|moved to (?!(nights|days|lates|earlies|another (team|department|role|shift)|a different (team|department|role|shift)|the (night|day|other) (shift|team))\b)|new (city|town|country)|relocat\w*|(moved|moving) in with (my|our|his|her) (boyfriend|girlfriend|partner|fianc\w*|husband|wife)\b[^.!?]{0,40}\b(town|city|country|place|area)|(his|her|their) (town|city|country) not mine|homesick|miss (my family|home)|far from (my )?(family|home))\b/i,
  ],
  [
    "hard-conversation",
    /\b((need|have|want|going|got|gonna|should|must|afraid|scared|nervous|how|when|whether|if) to (talk to (my|him|her|them)|tell (him|her|them|my))|confront|(how|should) (do |can |should )?i tell (him|her|them|my)|ask (for a raise|my boss)|have (a|the) (hard|difficult|awkward) (talk|conversation)|bring it up|set a boundary|raise it with)\b/i,
  ],
  [
    "breakup",
    /\b(break ?up|broke up|dumped|(he|she|they) ended (it|things)|broke it off|finished with me|my ex\b|ex-?(boyfriend|girlfriend|partner)|split up|divorce|left me)\b/i,
  ],
  ["manager", /\b(manager|boss|supervisor)\b/i],
  ["relationship", /\b(my (husband|wife|partner|boyfriend|girlfriend)|anniversary)\b/i],
  ["family", /\b(mum|mom|dad|father|mother|parents?|brother|sister|family|flatmate|roommate)\b/i],
  [
    "work",
    /\b((?<!(after|before|from|does|doesn'?t|doesnt|it|that|this|to|will|won'?t|wont|would|might|not|actually|really|even) )work(?! (leaving do|do|dos|party|parties|christmas party|xmas party|night out|drinks|social|outing|away ?day|bbq|quiz)\b)|job|office(?! (party|christmas party|xmas party|drinks|quiz)\b)|colleagues?|co-?workers?|meeting|team|promotion|client)\b/i,
  ],
  ["friends", /\b(friends?|friendship)\b/i],
  [
    "lonely",
    /\b(lonely|alone|isolated|no one to talk to|nobody (cares|notices)|(hardly|rarely|never) (speak|talk) to anyone|(have )?no friends (here|anymore)|(started|moved|new)\b.{0,40}\bdon'?t know (anyone|anybody)|only (one|person|thing) i (talk|speak) to|(don'?t|do not|never) (say|speak) a (single )?word|didn'?t (speak|talk) to (a single person|anyone)|weekends are (so )?(empty|quiet|long))\b/i,
  ],
  [
    "sleep",
    /\b(bedtime procrastinat\w*|sleep(?! (schedules?|training|regression|routines?|suits?))|slept|insomnia|awake at night|can'?t sleep)\b/i,
  ],
  [
    "procrastination",
    /\b((?<!\b(bedtime|sleep) )procrastinat\w*|putting (it )?off|put off|(?<!\b(moved|moves|moving|changed|changes|pushed|extended|brought forward|set|sets|gave us|gave me|impossible|tight|crazy|stupid) (the |my |our |a |another |that |these |all the )?)deadlines?|due (on |by |this |next )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|soon)|due in \d+ (days|weeks)|haven'?t (even )?(started|opened|looked at)|can'?t get started|keep avoiding|tax return)\b/i,
  ],
  [
    "study",
    /\b(thesis|dissertation|coursework|module|lecturer|seminar|group project|essay|assignment|course|(?<!\b(spin|yoga|gym|dance|fitness|pilates|zumba|cooking|art|exercise|boxing|swimming|salsa|barre|hiit|pottery|evening|language) )class(?!mates? (is|are) (a|the)\b)|university|uni|(?<!\b(old|primary|secondary|high) )school(?! (friends?|mates?|run|gates?|holidays?|reunion|photos?|pictures?|uniforms?|disco|trip|play|concert|nativity|fair|bus|dinners?|lunch(es)?|shoes))|college|studying|revision|professor|grades?)\b/i,
  ],
  ["confidence", /\b(confiden\w*|self-?esteem|believe in myself)\b/i],
];

/** Each topic's pattern, to find where in a text it is said. */
export const TOPIC_REGEX = Object.fromEntries(TOPIC_PATTERNS) as Record<TopicId, RegExp>;

export function detectTopics(text: string): TopicId[] {
  const found = TOPIC_PATTERNS.filter(([, re]) => re.test(text)).map(([id]) => id);
  // "putting off my smear test", "avoiding the dentist": a health check put off is a health worry, not work undone.
  if (found.includes("procrastination") && HEALTH_PUT_OFF.test(text))
    return [...new Set(found.map((id): TopicId => (id === "procrastination" ? "health-worry" : id)))];
  return found;
}
const HEALTH_PUT_OFF =
  /\b(putting|put|been putting|avoid\w*|keep (putting|avoiding))\b[^.!?]{0,20}\b(smear|dentist|doctors?|gp|appointment|check ?-?up|scan|mammogram|eye test|blood test|jabs?|vaccin\w*|screening)\b/i;

/**
 * Topics that can be mentioned in passing: a place someone goes ("home from work"), a time ("I have work at 7"),
 * a cause ("bc of work"), an app something was seen on, someone else's day ("he's busy with work"), or a thing
 * the person says is not the point ("not even angry about the money"). The others (a death, a breakup, caring…)
 * are the subject whenever they come up.
 */
const CONTEXT_TOPICS = new Set<TopicId>([
  "work",
  "study",
  "money",
  "comparison",
  "manager",
  "family",
  "relationship",
  "friends",
  "party",
  "presentation",
  "sleep",
]);
/** A preposition or cause just before the word: where or why, not what. */
const PASSING_BEFORE =
  /\b(after|before|since|from|to|till|until|around|during|off|via|through|bc of|because of|cos of|cuz of|coz of|due to|busy with|thanks to|for)\s+(my |the |his |her |their |our |a |an |this |that )?(\w+'s )?$/i;
/** A time right after the word ("work at 7", "school tomorrow"): a fixture of the day. */
const TIME_AFTER =
  /^\s*(at \d|at (six|seven|eight|nine|ten|noon)|in the (morning|evening)|tomorrow|tonight|today|early|till \d|until \d|\d+ (days|shifts)|(\d|one|two|three|four|five) (days|shifts) a week)\b/i;
/** The clause carries the trouble: a feeling, or a word of difficulty, attached to the mention. */
const TROUBLE =
  /\b(hate|hating|awful|horrible|terrible|toxic|stress\w*|anxious|worried|worry|scared|dread\w*|struggl\w*|hard|difficult|problem|issue|fight\w*|argu\w*|unfair|bully\w*|overwhelm\w*|can'?t (cope|stand|take)|crying|cried|miserable|sad|angry|upset|hurt|jealous|ignor\w*|over me|behind on|owe|lent|borrowed|pay (it |me |them |her |him )?back|debt|overdraft|can'?t afford|compar\w*|left out|without me|better than|perfect)\b/i;
/** Praise, thanks or kind words from someone ("told me i did great", "a lovely text", "proud of me"). */
export const KIND_WORDS =
  /\b(proud of (me|us)|well done|(good|great|brilliant|amazing) job|prais\w*|compliment\w*|thanked (me|us)|(lovely|kind|sweet|nice|brilliant|glowing|amazing|great) (text|message|note|card|email|feedback|review|words|things)|said (i|i'?d|my \w+) (was|were|did|had|'?d|done)( \w+)? (great|brilliant|amazing|well|good|fantastic|excellent|so well|really well)|(was|were) (brilliant|amazing|excellent|fantastic|spot on|outstanding)|shout ?out)\b/i;
/** Someone else's day or place ("he's busy with work", "while the kids are at school"). */
const OTHERS_SUBJECT =
  /^\s*(and |but |so |while |when |because |bc |cos )*((my|our|his|her|their|the) \w+( \w+)?|(he|she|they|it))('s |'re | is | are | was | were | has | have | had | gets? | got | goes | went | comes? | came | finish\w* | leaves? | left | rings? | calls? | works? | worked )/i;
const NOT_THE_POINT =
  /\b(not|isn'?t|wasn'?t|n'?t) (even |really |actually |just )?(about|angry about|upset about|bothered about|the (worst|main|real|big|hard) (part|thing|bit|issue|problem)|the point|the issue|what (bothers|upsets|gets to) me)\b/i;

/** Whether a topic comes up only in passing in this text (see CONTEXT_TOPICS). */
const PEOPLE_TOPICS = new Set<TopicId>(["family", "relationship", "friends", "manager"]);

function inPassing(id: TopicId, text: string, re: RegExp): boolean {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  const matches = [...text.matchAll(global)];
  if (matches.length === 0) return false;
  const notPoint = NOT_THE_POINT.exec(text);
  // Spans of quoted words ('…' or "…", three words or more).
  const QUOTED = [
    ...text.matchAll(
      /(?<=^|[\s(])(['"\u2018\u201c])([^'"\u2019\u201d]*?\s[^'"\u2019\u201d]*?\s[^'"\u2019\u201d]*?)(['"\u2019\u201d])(?=$|[\s.,!?)])/g,
    ),
  ].map((q) => [q.index ?? 0, (q.index ?? 0) + q[0].length] as const);
  return matches.every((m) => {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    // The clause the word sits in.
    const head = text.slice(0, at);
    const cut = [...head.matchAll(/[.!?;,]|\s(but|and|so|which|while|when)\s/gi)].at(-1);
    const startClause = cut ? (cut.index ?? 0) + cut[0].length - 1 : -1;
    const tail = text.slice(end);
    const endRel = tail.search(/[.!?;,]|\s(but|and|so)\s/i);
    const clause = text.slice(startClause + 1, endRel < 0 ? text.length : end + endRel);
    // "it's not even about the money", "can't afford the rent but that's not even the worst part".
    if (notPoint && (notPoint.index <= at ? NOT_THE_POINT.test(clause) : true)) return true;
    // A child's school or uni ("dropping my youngest at uni", "the kids school", "in her class", "school rang today…
    // my son"): their life.
    if (
      id === "study" &&
      (/\b(school|college|nursery|the teacher|his teacher|her teacher) (rang|called|phoned|emailed|texted|sent)\b/i.test(
        text,
      ) ||
        /\b(my|our) (son|daughter|kids?|child|children|boy|girl|youngest|eldest|oldest)\b/i.test(text))
    )
      return true;
    if (
      id === "study" &&
      (/\b(his|her|their|kids'?|the kids'?|children'?s)\s+(\w+\s+)?$/i.test(text.slice(Math.max(0, at - 20), at)) ||
        /\b(my|our|the|his|her) (youngest|eldest|oldest|son|daughter|kids?|children|child|little one|boy|girl|stepson|stepdaughter)\b/i.test(
          clause,
        ) ||
        (/\b(he|she|they|hes|shes)\b/i.test(clause) && !/\b(i|i'?m|im|me|my)\b/i.test(clause)))
    )
      return true;
    // An app or site is where something was seen; it is about comparing only when comparing is said.
    if (/^(instagram|insta|tiktok|social media|facebook|linkedin)$/i.test(m[0]))
      return !/\b(compar\w*|better than|perfect|(everyone|everybody)\b[^.!?]{0,25}\b(is|are|seems|has|'s) (getting|buying|having|doing|engaged|married|so|always|living)|scrolling|their (lives|life|bodies)|left behind|behind (everyone|in life)|all these)\b/i.test(
        text,
      );
    // "my brain goes 'remember when you called the teacher mum'": a word inside quoted words is theirs, not a subject.
    if (QUOTED.some(([from, to]) => at >= from && end <= to)) return true;
    if (TROUBLE.test(clause)) return false;
    // "a training video for the new starters at work", "we moved so i started a new school": where it happens,
    // said after the thing itself, not what the trouble is.
    if (
      (id === "work" || id === "study") &&
      /\b(at|in) (the |my )?$/i.test(text.slice(Math.max(0, at - 8), at)) &&
      wordsIn(text.slice(startClause + 1, at)) >= 6
    )
      return true;
    if (
      id === "study" &&
      /\b(started|starting|start|moved|moving|changed|changing) (at )?(a |to a )?new $/i.test(
        text.slice(Math.max(0, at - 24), at),
      )
    )
      return true;
    // "i moved in with my boyfriend", "living with my partner and his kids": who they live with, the scene of it.
    if (
      PEOPLE_TOPICS.has(id) &&
      /\b(moved|moving|move) in with (my |our |his |her )?(\w+ )?$/i.test(text.slice(Math.max(0, at - 40), at))
    )
      return true;
    // "she asked her 2 uni friends": someone else's friends, part of their story ("his brother" is often the
    // person's own son, so family is left alone).
    if (id === "friends" && /\b(his|her|their) (\w+ ){0,2}$/i.test(text.slice(Math.max(0, at - 25), at))) return true;
    // "going on holiday with friends": who they go with, not what the trouble is.
    if (
      id === "friends" &&
      /\b(going|go|went|goes|away|holiday|trip|out|staying|travell?ing) (\w+ ){0,2}with (my |some |a few |two |2 |three |3 )?(\w+ )?$/i.test(
        text.slice(Math.max(0, at - 40), at),
      )
    )
      return true;
    // Someone's praise or kindness ("my boss said my report was brilliant", "dad texted to say he's proud of me"):
    // good news about the person, not trouble with the one who gave it.
    if (PEOPLE_TOPICS.has(id) && KIND_WORDS.test(clause)) return true;
    // Said only about someone else ("he's always been the golden child. good job, good grades"): their life.
    if (
      ["work", "study", "sleep", "party", "presentation"].includes(id) &&
      !/\b(i|i'?m|i'?ve|i'?d|im|me|my|myself)\b/i.test(text) &&
      /\b(he|she|they|hes|shes|he'?s|she'?s|his|her|their)\b/i.test(text)
    )
      return true;
    // A schedule ("3 shifts a week", "part-time"): a fixture of the week.
    if (
      /\b(\d+|one|two|three|four|five) (shifts|days|hours|mornings|evenings) a week\b|\b(part|full)[- ]time\b|\b(\d{1,2}|nine) (to|till|-) (\d{1,2}|five)\b|\ball day\b/i.test(
        clause,
      ) &&
      !/\b(hate|dread\w*|can'?t (cope|stand|take)|exhaust\w*|stress\w*)\b/i.test(clause)
    )
      return true;
    const before = text.slice(Math.max(0, at - 30), at);
    // "home from work", "for my wife's job" (but "talking to my boss" is about the boss).
    if (!PEOPLE_TOPICS.has(id) && PASSING_BEFORE.test(before)) return true;
    if (TIME_AFTER.test(tail)) return true;
    const clauseStart = text.slice(startClause + 1, at);
    if (
      ["work", "study", "sleep", "party", "presentation"].includes(id) &&
      OTHERS_SUBJECT.test(clauseStart) &&
      !/\b(i|i'?m|me)\b/i.test(clauseStart)
    )
      return true;
    // Money as a reason in passing ("I need the money", "more money").
    if (
      /^(money|salary|pay ?check)$/i.test(m[0]) &&
      /\b(need(ed)?|more|extra|earn|make|making|for|decent|good) (the |some )?$/i.test(before)
    )
      return true;
    return false;
  });
}

/**
 * Life events that can happen to someone else the person is telling about ("my partner got made redundant", "my
 * sister's been diagnosed", "my twin is going through a divorce"). A death is left out: "my dad died" is the
 * person's own loss.
 */
const LIFE_EVENTS = new Set<TopicId>([
  "exam",
  "test",
  "interview",
  "presentation",
  "job-loss",
  "illness",
  "breakup",
  "move",
  "retirement",
  "body-image",
  "panic",
  "burnout",
  "depression",
  "new-role",
  "first-day",
]);
/** Hard ones: the person is then supporting someone through it. The rest (a move, a baby) are only their news. */
const HARD_LIFE_EVENTS = new Set<TopicId>(["job-loss", "illness", "breakup", "panic", "burnout", "depression"]);
/** A clause whose subject is someone else ("my little sister just got…", "he's been…"). */
const OTHER_PERSON_SUBJECT =
  /^\s*(also |and |but |so |oh |oh and |plus |then |now )*((my|our) (\w+ ){0,2}(partner|husband|wife|boyfriend|girlfriend|bf|gf|fianc\w*|sister|brother|twin|sibling|mum|mom|dad|mother|father|parents?|son|daughter|kids?|child|friend|mate|bestie|flatmate|housemate|roommate|colleague|nan|nana|gran|granny|grandad|grandma|grandpa|aunt(ie)?|uncle|cousin|neighbou?r|boss|manager)|(he|she|they)\b|(hes|shes|he'?s|she'?s|they'?re)\b)/i;
const FIRST_PERSON_WORD = /\b(i|i'?m|im|i'?ve|ive|i'?d|me|myself)\b/i;

/** Whether every mention of an event topic sits in a clause about someone else, with nothing of the person's own. */
function othersEvent(text: string, re: RegExp): boolean {
  // "me and my son's dad split up", "my ex and I": their shared event is the person's own.
  if (/\b(me|i) and (my|our|his|her)\b|\band (i|me)\b|\bwe('re| are| have|'ve| were)?\b/i.test(text)) return false;
  const clauses = text.split(/[.!?;,]+|\s(?=(?:but|and|so|because|bc|cos)\s)/i);
  const withIt = clauses.filter((c) => re.test(c));
  return (
    withIt.length > 0 &&
    withIt.every((c) => {
      const m = OTHER_PERSON_SUBJECT.exec(c);
      // "they announced redundancies": "they" is the employer, and the jobs at risk include the person's.
      if (m && /^\s*they\b/i.test(m[0]) && /\b(redundan\w*|lay(ing)? off|cuts?)\b/i.test(c)) return false;
      return m !== null && !FIRST_PERSON_WORD.test(c.slice(m[0].length));
    })
  );
}

const RELATIVE =
  "(dad|mum|mom|father|mother|parents?|husband|wife|partner|boyfriend|girlfriend|son|daughter|baby|brother|sister|nan|nana|gran|granny|grandad|grandma|grandpa|grandmother|grandfather|uncle|aunt(ie)?|cousin|friend|mate|dog|cat)";
/** Whose loss: someone else's ("my best mate's dad died", "a woman on my team lost her husband", "her mum passed"). */
const OTHERS_LOSS = new RegExp(
  [
    // "my best mate's dad", "my friend's mum", "her husband", "his dad": a chain through someone else (not a
    // partner's family, which is the person's family too).
    `\\b((my|our) (\\w+ ){0,2}(friend|mate|bestie|colleague|coworker|workmate|boss|manager|neighbou?r|flatmate|housemate|cousin|teacher)'?s|(her|his|their)) (\\w+ )?${RELATIVE}\\b[^.!?]{0,25}\\b(died|passed|is dying|has died|funeral)`,
    // "she lost her husband", "a woman on my team lost her husband", "my friend lost his dad".
    `\\b(she|he|they|someone|somebody|(a|an|the|this|my) (\\w+ ){0,4}(woman|man|guy|girl|lady|friend|mate|colleague|coworker|workmate|neighbou?r|boss|manager))( (on|at|from|in|next door|down) (\\w+ ){0,3}?\\w+)?( just| recently|'s| has)? lost (her|his|their) (\\w+ )?${RELATIVE}\\b`,
  ].join("|"),
  "i",
);
/** A death told about someone else, with nothing in it of the person's own loss. */
function othersLoss(text: string): boolean {
  const clauses = text.split(/[.!?;]+/).filter((c) => TOPIC_REGEX.loss.test(c));
  return (
    clauses.length > 0 &&
    clauses.every(
      (c) =>
        OTHERS_LOSS.test(c) &&
        !/\b(my|our) (?!(best |close |old )?(friend|mate|bestie|colleague|coworker|workmate|boss|manager|neighbou?r|flatmate|housemate|cousin|teacher)'?s )(\w+ )?(dad|mum|mom|father|mother|husband|wife|partner|son|daughter|brother|sister|nan|gran|grandad|grandma) (died|passed)\b/i.test(
          c,
        ),
    )
  );
}

/** Topics this text is about, leaving out those mentioned only in passing ("after work", "saw on instagram"). */
export function centralTopics(text: string): TopicId[] {
  const found = TOPIC_PATTERNS.filter(
    ([id, re]) => re.test(text) && !(CONTEXT_TOPICS.has(id) && inPassing(id, text, re)),
  );
  const out: TopicId[] = [];
  for (const [id, re] of found) {
    // Someone else's life event, told by the person: not theirs. A hard one means they are supporting someone.
    // "they're going in april. with the baby": someone else's baby, told in passing, is not the person's new baby.
    // "I hope the baby knows who I am": "the baby" alone, with nothing of caring for one, is not a baby of their own.
    if (
      id === "new-parent" &&
      !/\b(my|our) (new ?born|baby)|\bnew ?born\b|\bnew (mum|mom|dad|parent)\b|\b(maternity|paternity)\b|\b(weeks|months) old\b/i.test(
        text,
      ) &&
      !/\b(feed\w*|nappy|nappies|colic|teething|settle|night feeds?|burp\w*|pram|cot|cry|cries|cried|crying|wakes?|woke|awake|up all night|won'?t sleep)\b/i.test(
        text,
      )
    )
      continue;
    if (
      id === "new-parent" &&
      !/\b(my|our) (new ?born|baby)|\bnew (mum|mom|dad|parent)\b|\b(maternity|paternity)\b/i.test(text) &&
      !FIRST_PERSON_WORD.test(text) &&
      /\b(with the baby|they|they'?re|he|she|hes|shes|his|her|their)\b/i.test(text)
    )
      continue;
    // "do cats get lonely when you're out?", "he gets lonely in the day": someone else's loneliness, not theirs.
    if (
      id === "lonely" &&
      /\b(cats?|dogs?|pets?|kittens?|pupp(y|ies)|rabbits?|he|she|they|him|her|them|nan|gran|mum|dad)( \w+)? (get|gets|feel|feels|be|is|are|'?s|'?re|getting|going to get) (\w+ )?(lonely|alone|isolated)\b/i.test(
        text,
      ) &&
      !/\bi('?m| am| feel| get|'?ve been| have been)( \w+)? (so |really |a bit |quite )?(lonely|alone|isolated)\b/i.test(
        text,
      )
    )
      continue;
    // Someone else's bereavement ("my best mate's dad died"): the person is supporting someone who is grieving.
    if (id === "loss" && othersLoss(text)) {
      out.push("supporting");
      continue;
    }
    if (LIFE_EVENTS.has(id) && othersEvent(text, re)) {
      if (HARD_LIFE_EVENTS.has(id)) out.push("supporting");
      continue;
    }
    out.push(id);
  }
  // "my manager asked…, my neighbour asked…, my friend wants…": several people in one story; none is the subject.
  const people = out.filter((id) => PEOPLE_TOPICS.has(id));
  const others = (text.match(/\b(neighbou?rs?|flatmates?|housemates?|colleagues?|coworkers?|landlord)\b/gi) ?? [])
    .length;
  if (people.length + (others > 0 ? 1 : 0) >= 3 && wordsIn(text) > 40)
    return [...new Set(out.filter((id) => !PEOPLE_TOPICS.has(id)))];
  return [...new Set(out)];
}
const wordsIn = (text: string) => (text.match(/[\p{L}\p{N}']+/gu) ?? []).length;

/** An event the person is in the middle of ("at a party rn", "hiding in the bathroom"). */
export function isHappeningNow(text: string): boolean {
  return (
    /\b(i'?m|im|i am) (literally |currently |still |just )*(at|in|hiding in|sitting in|standing in) (a|the|this)\b/i.test(
      text,
    ) && /\b(right now|rn|atm|at the moment|as we speak|currently|literally|hiding)\b/i.test(text)
  );
}

/** An event that is still ahead ("on Thursday", "tomorrow", "next week", "coming up"), not one that happened. */
export function isUpcoming(text: string): boolean {
  if (isHappeningNow(text)) return true;
  return /\b(tomorrow|tonight|next (week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (week|weekend|friday|afternoon|evening)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)'?s|coming up|upcoming|in (a|two|three|few) (days|weeks)|soon|have to (give|do|present|talk|tell|ask)|need to (talk|tell|ask)|i'?m (giving|presenting|going to)|dreading|before the|preparing|about starting)\b/i.test(
    text,
  );
}

const PEOPLE =
  /\bmy (mum|mom|dad|mother|father|parents|brother|sister|partner|husband|wife|boyfriend|girlfriend|ex|manager|boss|friend|best friend|flatmate|roommate|teacher|professor|colleague|coworker|team|kids?|son|daughter)\b/gi;

/** People mentioned, as "your sister", "your manager". */
export function detectPeople(text: string): string[] {
  return [...new Set([...text.matchAll(PEOPLE)].map((m) => `your ${m[1]!.toLowerCase()}`))];
}

/** Feeling labels, each usable after "feeling" / "you feel". */
export const FEELINGS: [RegExp, string][] = [
  [
    /\b(homesick|saudade|miss (home|my (family|country|parents|mum|mom|mother|dad|father|friends back home|home)))\b/i,
    "homesick",
  ],
  [/\b(heartbroken|broke my heart|breaks my heart|heart (is )?broken|gutted|devastated)\b/i, "heartbroken"],
  // "scared" said plainly is fear, not nerves ("scared" one word after a dad's heart attack).
  [/\b(terrified|scared|afraid|frightened)\b/i, "scared"],
  [/\b(nervous|dread\w*|panick?\w*|shy)\b/i, "nervous"],
  [/\b(shaking|shaky|shaken|trembling|jittery)\b/i, "shaken up"],
  [
    /\b(anxious|anxiety|worried|worry|on edge|stressed|stress|what if|keep (touching|checking|prodding|feeling) (it|for))\b/i,
    "anxious",
  ],
  [
    /\b(sad|feel(ing)? (so |really |a bit )?down|(so|really) down|low|unhappy|heartbroken|cry|crying|cried|tears|miserable|empty|grey|gray|numb|feel(ing)? (so |this |really )?flat)\b/i,
    "low",
  ],
  [
    /\b(replay\w*|overthink\w*|can'?t stop thinking|going round in circles|keep seeing|flashbacks?|re-?read(ing)?|keep (going over|thinking about|checking)|can'?t think about anything else)\b/i,
    "caught in your thoughts",
  ],
  [/\b(nobody|no one) (asks|cares|notices)|\binvisible\b|taken for granted/i, "unseen"],
  [/\b(don'?t know if|not sure if|did something wrong)\b/i, "unsure"],
  [
    /\b(ashamed|shame|embarrass\w*|humiliated|stupid|go (bright )?red|blush\w*|(floor|ground) to swallow me|(sink|crawl) into the (floor|ground)|(everyone|they|people|the class) laughed|in front of (everyone|the (whole )?class))\b/i,
    "embarrassed",
  ],
  [
    /\b(angry|(?<!like |\b(work|it|things|life|everything|week|day|today|job|shift|rota|december|christmas)('s| has| had)? ?(been|is|was|s)?( so| a bit| really| properly| absolutely| honestly)? )mad|furious|annoyed|frustrat\w*|pissed|(?<!\bi know (that'?s|thats|that is|it'?s|its|it is|i'?m being|im being) )(unfair|not fair)|resent\w*|fed up)\b/i,
    "frustrated",
  ],
  [
    /\b(lonely|alone|isolated|left out|don'?t know anyone|no friends|(already )?(have|has|got) their (own )?(groups?|friends)|didn'?t (speak|talk) to (a single person|anyone))\b/i,
    "lonely",
  ],
  [/\b(overwhelm\w*|too much|swamped|drowning)\b/i, "overwhelmed"],
  // "it's stuck with me" is a memory that stayed, not feeling stuck.
  [
    /(?<!\b(it'?s|its|it|that'?s|has|it has) )\b(stuck|paralys\w*|frozen(?=\s*($|[.,!?;]|\s(in|up|with|on|when|and|again|solid|inside)\b)))\b(?! (with me|in my (head|mind)|with))/i,
    "stuck",
  ],
  [
    /\b(lost (a bit of )?(who i (was|am)|myself|my way)|feel(ing)? (so |really |a bit )?lost|out of my depth)\b/i,
    "lost",
  ],
  [
    /\b(passed over|overlooked|gave (it|the \w+ (role|job|promotion|position)|the (role|job|promotion|position)) to|didn'?t get (the|picked|chosen)|let down|cancell?ed (on (me|us)|again)|stood (me|us) up|bailed on (me|us)|does nothing|(isn'?t|is not|wasn'?t) helping|too busy)\b/i,
    "let down",
  ],
  // "i just mumbled and walked off": their own exit, not being brushed off.
  [
    /(?<!\b(i|we)\b[^.!?,;]{0,30}|\. and )\b(walked off|walked away)\b|\b(ignored me|blanked me|brushed (me )?off|left me on read)\b/i,
    "brushed off",
  ],
  [
    /\b(tired|exhausted|drained|burn(ed|t)? out|no energy|haven'?t slept|not slept|no sleep|can'?t sleep|not sleeping)\b/i,
    "worn out",
  ],
  [
    /\b(guilty|guilt|feel (so |really )?(bad|awful|terrible) (for|about|that|thinking)|letting (her|him|them|you|everyone|people|the team) down)\b/i,
    "guilty",
  ],
  [
    /\b(left behind|behind (everyone|my friends|in life)|everyone (else )?(on \w+ )?(is|seems|'s) (getting|buying|having) )\b/i,
    "left behind",
  ],
  [/\b(barely sleep\w*|haven'?t been eating|not eating|skipping meals)\b/i, "run down"],
  [
    /\b(stings?|stung|(?<!\b(nobody|no one|noone|not|wasn'?t|weren'?t|isn'?t|nobody was|nobody got|no one was|no one got) )(?<!\b(one|injection|needle|test|jab|procedure|stitches|filling|stomach|belly|sides|cheeks|face|legs|feet|arms)( really| so| properly| a bit| a lot)? )hurt(?! (my|his|her|their) (knee|back|ankle|leg|arm|shoulder|wrist|foot|neck|hip|hand|head)\b)|rejected|betrayed|abandoned|dumped|ghosted|ended it (by|over) text)\b/i,
    "hurt",
  ],
  [/\b(fraud|fake|imposter|impostor|don'?t belong)\b/i, "out of place"],
  [/\b(excited|happy|proud|relieved|great|good day)\b/i, "good"],
];

/** Clauses about someone else ("my flatmate has been really down", "he's sad too"): their feelings, not the person's. */
// "my mum would be so hurt", "mum would be heartbroken": someone else's feeling, said with "would" too.
const ABOUT_OTHERS =
  /^\s*(also |and |but |tbh |so |plus )*((my|our|his|her|their) (\w+ ){1,2}|(he|she|they) |(mum|mom|dad|nan|nana|gran|granny|grandad|grandma|grandpa) |(everyone|everybody|the whole (team|office|family|class)|all (my|the) \w+) (?!(is|seems|are) (getting|buying|having|married|engaged|pregnant)))('s|is|has|was|were|are|seems|seemed|looks|looked|feels|felt|keeps|been|gets|got|would|will|'ll|'d|might|could|must)\b/i;
const FIRST_PERSON = /\b(i|i'm|i've|i'd|im|me|myself)\b/i;
/** "she cried all the way home": a clause led by someone else, whatever its verb, with nothing of the person's. */
const LED_BY_OTHER = /^\s*(also |and |but |tbh |so |plus |then )*(he|she|they|hes|shes|he's|she's|they're)\s+\w+/i;

/** Someone else's reaction ("my mum cried", "my partner was in tears", "the kids were screaming"). */
const OTHER_REACTED =
  /^\s*(also |and |but |tbh |so |plus |then |even )*((my|our|his|her|their|the) (\w+ ){0,2}?(mum|mom|dad|mother|father|partner|husband|wife|boyfriend|girlfriend|son|daughter|kids?|children|nan|nana|gran|granny|grandad|grandma|grandpa|sister|brother|friends?|mates?|family|boss|manager|teacher|baby|auntie|aunt|uncle|cousin|fiance|fiancee)|(mum|mom|dad|nan|gran|he|she|they|hes|shes)) (literally |actually |just |even |nearly |almost |properly )?(cried|cries|crying|sobbed|sobbing|teared up|welled up|bawled|screamed|screaming|cheered|was (so )?(emotional|chuffed|proud|happy|in tears)|were (so )?(emotional|chuffed|proud|happy|in tears|screaming))\b/i;
const WHEN_I = /\b(when|after|before|as|because|cos|once|while|that) (i|we)\b.*$/i;

/** Who reacted, when a clause is someone else's reaction ("my dad cried when I told him" → "him"), else null. */
export function othersReaction(text: string): "him" | "her" | "them" | null {
  const clause = text.split(/[.!?;,]+|\s(?=but\b|and\b)/i).find((c) => OTHER_REACTED.test(c));
  if (!clause) return null;
  const who = OTHER_REACTED.exec(clause)![0];
  if (
    /\b(mum|mom|mother|nan|nana|gran|granny|grandma|sister|wife|girlfriend|daughter|auntie|aunt|fiancee|she|shes)\b/i.test(
      who,
    )
  )
    return "her";
  if (/\b(dad|father|grandad|grandpa|brother|husband|boyfriend|son|uncle|fiance|he|hes)\b/i.test(who)) return "him";
  return "them";
}

/** The person's own part of a text: clauses about someone else's state are left out. */
export function ownClauses(text: string): string {
  // "i can see shes terrified": what the person notices in someone else is that person's feeling.
  return (
    text
      .replace(
        /\b(i|you) (can|could) (see|tell|hear)( that)? (she'?s|shes|he'?s|hes|they'?re|theyre|she|he|they)\b[^.!?,;]*/gi,
        " . ",
      )
      .split(/[.!?;,]+|\s(?=but\b|and\b)/i)
      .filter((c) => !ABOUT_OTHERS.test(c) || FIRST_PERSON.test(c.replace(ABOUT_OTHERS, "")))
      .filter((c) => !LED_BY_OTHER.test(c) || FIRST_PERSON.test(c))
      // "my dad cried when i told him": his reaction; the "when I…" part carries nothing of the person's feeling.
      .filter((c) => !OTHER_REACTED.test(c) || FIRST_PERSON.test(c.replace(WHEN_I, "")))
      .join(" . ")
  );
}

/** What someone else said or thinks ("my dad says I'll have no future"), cut out: their words, not the person's. */
const REPORTED =
  /\b(says|said|told (me|us|everyone|them|him|her)|tells (me|us|everyone)|keeps (saying|telling (me|everyone))|called me|calls me)\b[^.!?]*/gi;
/** Tears at one moment or in childhood (`TEARS_AT_A_MOMENT`): "past" when it was childhood, else "moment". */
export function tearsAtAMoment(raw: string): "moment" | "past" | null {
  const text = ownClauses(raw);
  if (!tearsOnly(text) || !new RegExp(TEARS_AT_A_MOMENT.source, "i").test(text)) return null;
  return /\b(used to|as a (kid|child)|when i was (little|young|a kid|small))\b/i.test(text) ? "past" : "moment";
}

export const withoutReported = (text: string) => text.replace(REPORTED, " . ");
/** The reported part alone, when someone else's words are quoted. */
export const reportedPart = (text: string) => (text.match(REPORTED) ?? []).join(" . ");

/** "alone" that isn't loneliness: "leave me alone", "you're not alone", "alone time", "she was alone". */
const NOT_LONELY =
  /\b(leave|left|let) (me|her|him|them|it|us) alone\b|\b(not|never|isn'?t|wasn'?t|aren'?t) (the only one |)alone\b|\balone time\b|\b(the|that|this|my|our) \w+( \w+)? alone (is|costs?|was|would|will|takes|comes to)\b|\b(she|he|they|shes|hes|theyre)('s|'re| is| are| was| were)? (all )?alone\b/gi;

/**
 * Tears at one moment ("i cried in the car after") or in childhood ("i always used to cry at the dentist as a kid")
 * are not low mood; crying that goes on ("cried every day this week", "i still cry about it") is.
 */
const TEARS_AT_A_MOMENT =
  /\b(cried|teared up|welled up|bawled|was in tears)\b(?![\s\S]*\b(every (day|night)|all (night|day|week)|all the time|constantly|most (days|nights)|for (days|weeks|hours)|again|every time|each time|always|before (my|work|every|each|the) (shift|work|day))\b)|\bused to (cry|get upset)\b|\bcry\b(?=[^.!?]*\bas a (kid|child)\b)/gi;

/** A short message about tears at one moment, with nothing else hard in it (see `TEARS_AT_A_MOMENT`). */
const tearsOnly = (text: string) =>
  (text.match(/[\p{L}\p{N}']+/gu) ?? []).length <= 12 &&
  !/\b(don'?t|dont|not|never|can'?t|cant|anymore|any more)\b/i.test(text);

const NOT_FEELING =
  "(tired|exhausted|sad|angry|lonely|anxious|nervous|scared|worried|stressed|upset|busy|depressed|jealous|bored|shy|sick|ill)";
export function detectFeelings(raw: string): string[] {
  // "im still a bit shaky but mostly i feel light": what they mostly feel now is the part after "but".
  const mostly =
    /\bbut (mostly|mainly|overall|now|actually|really|honestly|on the whole)\b,? (i feel|i'?m|im|i am|feel|feeling)\b[\s\S]*$/i.exec(
      raw,
    );
  // "feeling a bit less sick about it": the feeling easing, not the feeling.
  // "its not that im shy, its that…": a feeling ruled out is not one they have.
  // "i'm not tired or busy": feelings said not to be there.
  const ruledOut = (mostly ? mostly[0] : raw)
    .replace(/\b(it'?s |its |it is )?not (that|because) (i'?m|im|i am|i feel|i was)\b[^,.;!?]*/gi, " . ")
    .replace(
      new RegExp(
        `\\b(i'?m|im|i am|i was|i feel|i'?m really) not (really |even |that |actually )?${NOT_FEELING}( or ${NOT_FEELING})?\\b`,
        "gi",
      ),
      " . ",
    );
  const clauses = ownClauses(ruledOut)
    .replace(NOT_LONELY, " ")
    .replace(/\bless (sick|nervous|anxious|worried|scared|stressed|bad|awful|panicky|tense|low|down)\b/gi, " ");
  const text = tearsOnly(clauses) ? clauses.replace(TEARS_AT_A_MOMENT, " ") : clauses;
  // What the person says they feel ("I feel like I've lost...") comes before feelings named in passing ("he comes home tired").
  const own = [
    ...text.matchAll(/\b(i feel|i'?m feeling|i am feeling|i'?ve been feeling|i feel like)\b([^.!?]{0,60})/gi),
  ]
    .map((m) => m[2]!)
    .join(" . ");
  const mine = own ? FEELINGS.filter(([re]) => re.test(own)).map(([, name]) => name) : [];
  const found = [...new Set([...mine, ...FEELINGS.filter(([re]) => re.test(text)).map(([, name]) => name)])];
  // "not happy", "not good" are not good feelings.
  return found.filter((f) => f !== "good" || !nlp(text).has("#Negative"));
}

/** Blame taken on as a fact ("I always thought it was my fault", "it's my own fault"): met with compassion. */
export const SELF_BLAME =
  /\b(it'?s|its|it was|it is|that'?s|thats|that was) (all |probably |partly |kind of |kinda )?(my|me) (own )?fault\b|\b(my|me) (own )?fault (that|he|she|they|it|we)\b|\bi blame myself\b|\bi (always )?(thought|think|felt|feel) (it was|it'?s|its) (all )?(my|me) (own )?fault\b/i;

/** Harsh words about oneself that must never be repeated back as fact. */
export function isSelfCritical(raw: string): boolean {
  // "maybe its not that i was lazy": a harsh word ruled out is a kinder look, not the critic.
  const text = withoutReported(raw).replace(
    /\b(it'?s |its |it is |it was )?not (that|because) (i'?m|im|i am|i was)\b[^,.;!?]*/gi,
    " . ",
  );
  // "gave me a look like its my fault": someone else's blame, implied, not the person's own.
  if (
    SELF_BLAME.test(text) &&
    !/\b(not|isn'?t|wasn'?t|never) (really )?(all )?(my|me) (own )?fault\b/i.test(text) &&
    !/\b(like|as if|as though|acting like|act like|acts like|made out)\s+(it'?s|its|it was|it is|that'?s|thats)\s+(all )?(my|me) (own )?fault\b/i.test(
      text,
    )
  )
    return true;
  return /\b(i'?m|i am|i (just |really |so )?feel like|i (just |really |so )?feel|think i'?m|i was) (such |so |a |an |just |the )*(total |complete |utter |massive |huge )?(failure|loser|idiot|stupid|useless|worthless|pathetic|mess|disappointment|joke|burden|lazy|hopeless|not good enough|boring|annoying|ugly|weak)\b|\bi'?m (just )?not (\w+ )?(material|cut out for)|\b(i'?m|i am|im) (such |a |just |the )*(bad|terrible|awful|useless|rubbish|crap|shit|horrible|worst) (mum|mom|dad|parent|friend|daughter|son|wife|husband|partner|person|sister|brother)\b|\b(i feel like|i feel|feel like) (such |a |just |the )*(bad|terrible|awful|useless|rubbish|horrible|worst) (mum|mom|dad|parent|friend|daughter|son|wife|husband|partner|person|sister|brother|twin)\b|\bi (hate|can'?t stand) (how|the way) i look\b|\bi (always|never) (mess|screw|get|do)\w* (up|anything|it) ?(right|wrong)?|\bi (hate|can'?t stand) myself\b|\bwhat'?s wrong with me\b|\b(there'?s|theres|there is|there must be) (something|sth) (wrong|off) with me\b|\b(made a mistake|shouldn'?t have|should never have) (hiring|picking|choosing|taking on|promoting|accepting) me\b|\bi (don'?t|dont|do not) (belong|deserve to be) (here|there)\b|\bi'?m (so |completely |totally )?out of my depth\b|\b(i'?m|im|i am) not (smart|clever|good|talented) enough\b|\b(and|then) (then )?(i )?hate myself\b/i.test(
    text,
  );
}

/** A fairer second look at a harsh thought ("maybe not a total failure", "a friend would say..."). */
export function soundsLikeReframe(text: string): boolean {
  return /\b(maybe|perhaps|probably|actually|but|although|though|i guess|i suppose|not (that|so|a total|really|the end)|would (say|tell)|i'?d (say|tell)|fair|true|evidence|did (well|fine|ok)|passed|went (well|fine|ok|smoothly)|kinder|never actually|isn'?t|wasn'?t)\b/i.test(
    text,
  );
}

/** Says when ("tonight", "on Tuesday"), so there is no need to ask. */
export const saysWhen = (text: string) =>
  /\b(now|today|tonight|tomorrow|this (morning|afternoon|evening|week|weekend)|next (week|weekend|month|\w+day)|(at|on) the weekend|on \w+day|\w+day|after (work|school|class|dinner|lunch|training)|before (work|bed)|in the morning|at night|until then|every (day|night|morning|evening)|(once|twice|three times|four times|\d+ times) a (day|week)|from now on|later|(after|before|at|by) \d+(:\d+)? ?(am|pm)?|after (my|the|his|her|our) (shift|work|class|lecture|training|appointment)|after (tea|dinner|lunch|breakfast|school|class)|(one|some) (night|evening|day|morning) this week|(the|by the|on the|before the) \d{1,2}(st|nd|rd|th)|(end|start) of the (week|month)|this week|first thing|in (january|february|march|april|may|june|july|august|september|october|november|december|the (spring|summer|autumn|winter|holidays))|(mon|tues?|wed|weds|thur|thurs|fri)\b|(while|when) (the kids|the baby|they|he|she|everyone)( are| is|'re|'s)? (at|asleep|out|in bed|napping|away)\b)\b/i.test(
    text,
  );

/** Everyday actions that compromise does not always tag as verbs. */
const EVERYDAY_VERBS =
  /^(ring|phone|call|text|email|message|post|book|ask|drop|pop|put|take|try|go|walk|swim|bake|cook|write|check|look|tell|visit|knock|pay|sort|tidy|join|sign up|get|send|make|start)\b/i;

/** Something the person says they will do ("I'll text my sister tonight"), as a short phrase or null. */
export function detectCommitment(text: string): string | null {
  const clean = withoutReported(text).replace(/[\u2018\u2019]/g, "'");
  // "im going round tomorrow after work": a plan told as what's happening, with its time.
  const going =
    /\b(?:i'?m|im|i am) ((?:going|heading|popping|nipping) (?:round|over|to see|to visit|in to see)\b[a-z' ]{0,60})/i.exec(
      clean,
    );
  if (going && saysWhen(clean)) return going[1]!.trim();
  // "might ask her to do a monthly dinner", "maybe i go next tuesday": a plan with the "I" left out, or in simple
  // English.
  const bare =
    /^(?:might|could|may|probably|prob|gonna|maybe i|perhaps i)\s+((?:ask|try|text|call|ring|book|suggest|invite|go|see|visit|join|email|message|write|tell|talk|take|send|look|start)\b[a-z' ]{0,70})/i.exec(
      clean.trim(),
    );
  if (bare) return bare[1]!.trim();
  // "ok maybe a 10 min run three times a week": a plan said as what and how often.
  const often =
    /^(?:ok(?:ay)?[,.]?\s+|so\s+|right[,.]?\s+)?(?:maybe|probably|prob|i reckon)\s+(an? [a-z0-9' ]{2,40}?\s(?:every|each|twice|once|three times|four times|\d+ times)\s(?:a\s)?(?:day|week|morning|night|evening|weekday)s?)\b/i.exec(
      clean.trim(),
    );
  if (often) return often[1]!.trim();
  // "telling my manager on monday", "going to ask her for a chat on monday": the plan with its day, "I'm" left out.
  const gerund =
    /^(?:so |and |then )?(?:going to |gonna )?((?:telling|ringing|calling|texting|seeing|meeting|booking|asking|visiting|taking|driving|having|inviting|ask|tell|ring|call|text|book|see|visit|take|write|start|try|drive|go|pop|head|do|make|get|have)\b[a-z' ]{2,70})/i.exec(
      clean.trim(),
    );
  if (
    gerund &&
    saysWhen(clean) &&
    !/\b(was|were|went|had|did|yesterday|last|every|always|usually|ago)\b/i.test(clean) &&
    (/^(?:so |and |then )?(?:going to|gonna)\b/i.test(clean.trim()) || /^\w+ing\b/i.test(gerund[1]!))
  )
    return gerund[1]!.trim();
  // "going to walk after work three times a week", "gonna cook on sundays": the "I" left out, any verb, with its when
  // or how often.
  const goingTo =
    /^(?:(?:so|and|then|ok(?:ay)?|right|yeah)[,.]?\s+)*(?:going to|gonna)\s+(?:try (?:and|to)\s+)?((?!(?:be|have|need|want|fail|lose|die|miss|feel|cry|worry|panic|end up|look|sound|seem)\b)[a-z][a-z' ]{2,80})/i.exec(
      clean.trim(),
    );
  if (
    goingTo &&
    (saysWhen(clean) ||
      /\b(twice|once|every|each|\d+ times|three times|four times|a (day|week|month))\b/i.test(clean)) &&
    !/\b(was|were|went|had|did|yesterday|last|ago)\b/i.test(clean) &&
    nlp(goingTo[1]!).verbs().length > 0
  ) {
    const plan = goingTo[1]!
      .trim()
      .replace(/\bmy\b/gi, "your")
      .replace(/\bme\b/gi, "you");
    return plan.length <= 80 ? plan : plan.slice(0, 80).replace(/\s+\S*$/, "");
  }
  // "…isnt it. ok cutting it down": a decision on their own task, said as what they're now doing.
  const deciding =
    /(?:^|[.!]\s+)(?:ok(?:ay)?|right|fine|so)[,.]?\s+((?!(?:feel|be|stress|panick|worry|struggl|cry|dread|think|overthink|los|hat|di|dy)ing\b)[a-z]+ing (?:it|that|this|them)(?: down| up| out| back| off| short)?)\W*$/i.exec(
      clean.trim(),
    );
  if (deciding) return deciding[1]!.trim();
  // "ok will do that at 9.50": the "I" left out, with its time.
  const willDo =
    /^(?:(?:ok(?:ay)?|right|yeah|yep|sure|cool)[,.!]?\s+)*will ((?:do|try) (?:that|it|this|those|them)\b[a-z0-9.:' ]{0,40})$/i.exec(
      clean.trim(),
    );
  if (willDo && saysWhen(clean)) return willDo[1]!.trim();
  const m =
    /\b(?:i should(?= (?:just |probably |maybe )?(?:make|print|buy|pack|book|bring|set up|label|write down|check)\b)|i'?ll|i will|i'?m going to|i'?m gonna|i could|i can|i plan to|maybe i'?ll|i might|maybe we could|we could|maybe we'll|we'll|we will|we'?re going to|were going to|we'?re gonna)\s+(?:try to\s+|probably\s+|just\s+)?([a-z][a-z' ]{2,80})/i.exec(
      clean,
    );
  if (!m) return null;
  // "i keep thinking ill get choked up", "worried i'll forget": a fear of what might happen, not a plan.
  if (
    /\b(keep (thinking|picturing|imagining)|worried|worry|scared|afraid|terrified|frightened|convinced|dreading|what if|paranoid)( that)?\s*$/i.test(
      clean.slice(Math.max(0, m.index - 30), m.index),
    )
  )
    return null;
  // "my mum was ill a lot": illness, not "I'll".
  if (
    /^ill\b/i.test(m[0]) &&
    /\b(was|is|were|been|be|feel|feeling|felt|so|very|really|quite|fell|got|gets|getting|seriously|mentally|terminally|chronically|being|too)\s*$/i.test(
      clean.slice(Math.max(0, m.index - 16), m.index),
    )
  )
    return null;
  // "ok. i can do this", "i can handle it": belief in themselves, not a plan.
  if (
    /\bi can\s*$/i.test(m[0].slice(0, m[0].length - m[1]!.length).trim()) &&
    /^(do|handle|manage|get through) (this|it|that)\b/i.test(m[1]!.trim())
  )
    return null;
  // "i can see shes terrified", "I could tell": noticing, not a plan.
  if (
    /\b(can|could)\s*$/i.test(m[0].slice(0, m[0].length - m[1]!.length).trim()) &&
    /^(see|tell|hear|feel|sense|imagine|understand|guess)\b/i.test(m[1]!.trim())
  )
    return null;
  // "I guess I'll just smile", "I'll just have to put up with it": resignation, not a plan.
  if (
    /\b(i guess|i suppose|guess|suppose)\s+(i'?ll|ill|i will) just\b|\b(i'?ll|ill|i will) just have to\b/i.test(clean)
  )
    return null;
  // "I'm going to have to cut their hours": something forced on them, not a plan. "Technically I could go anywhere":
  // a possibility, not a plan.
  if (/^(have to|have got to)\b/i.test(m[1]!.trim())) return null;
  if (/\b(technically|in theory|theoretically)\s*$/i.test(clean.slice(Math.max(0, m.index - 16), m.index))) return null;
  // "I don't know if I can afford to stay", "not sure whether I could": a doubt, not a plan.
  if (/\b(if|whether|know|sure|wonder\w*)\s*$/i.test(clean.slice(Math.max(0, m.index - 24), m.index))) return null;
  // "if I say something I'll look needy": what might follow, not a plan.
  if (/\bif (i|we|she|he|they)\b[^.!?,]{0,30}$/i.test(clean.slice(Math.max(0, m.index - 36), m.index))) return null;
  // "I'm scared I'll break down", "worried she'll…", "what if I…": a fear of what might happen, not a plan.
  if (
    /\b(scared|afraid|terrified|frightened|worried|worry|worrying|nervous|anxious|dread\w*|fear|panicking|what if|hope|hoping|bet|feel like|that)\s*(that\s*)?$/i.test(
      clean.slice(Math.max(0, m.index - 30), m.index),
    )
  )
    return null;
  // "im terrified nobody will come and ill just sit there": what they fear, carried on with "and", not a plan.
  if (
    /\b(scared|afraid|terrified|frightened|worried|dread\w*|panicking|what if)\b[^.!?]{0,60}\band\s*$/i.test(
      clean.slice(Math.max(0, m.index - 80), m.index),
    )
  )
    return null;
  const rest = m[1]!.trim();
  // compromise misses some everyday verbs ("ring citizens advice", "post in it").
  const verb = nlp(rest).verbs().first().text() || (EVERYDAY_VERBS.test(rest) ? rest.split(/\s+/)[0] : "");
  if (!verb) return null;
  // "I'll be fine", "I'll never…", "I can't": states and fears, not things to do. "I'll miss him", "I'll probably
  // cry": feelings, not commitments.
  if (
    /^(be(?! (honest|straight|upfront|clear|brave|direct|open)\b)|barely|hardly|no longer|only just|have no|have nothing|never|fail|get nothing|end up|lose|die|miss|feel|love|hate|worry|cry|regret|panic|freeze|forget|mess|break down|fall apart|always|still|need|want|wish|hope|think|wonder|know|only|probably only|(look|seem|sound|come across) (like|stupid|silly|bad|weird|needy|desperate|clingy|pathetic|boring|rude|petty|an? )|say (something|the wrong|anything) (stupid|wrong|thing))\b/i.test(
      rest,
    )
  )
    return null;
  const plan = m[1]!
    .trim()
    .replace(/\bmy\b/gi, "your")
    .replace(/\bme\b/gi, "you")
    .replace(/\bmyself\b/gi, "yourself");
  // Kept in the thread's state, whose entries are at most 80 characters: a long plan is cut at a word.
  return plan.length <= 80 ? plan : plan.slice(0, 80).replace(/\s+\S*$/, "");
}
