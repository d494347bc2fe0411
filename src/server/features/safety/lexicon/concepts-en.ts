// English words for the safety concepts (concepts.ts). Words and short phrases, normalised (lower
// case, no apostrophes: "dont", "im", "hes"), with their inflections and common misspellings. Kept
// by meaning, not copied from any message: a new way of saying a concept belongs in its list.
import type { ConceptWords } from "../concepts.ts";

const PERSON_ADULT =
  "partner|husband|hubby|wife|boyfriend|girlfriend|bf|gf|ex|exs|fiance|fiancee|spouse|other half|dad|father|stepdad|step dad|stepfather|mum|mom|mother|mam|stepmum|step mum|stepmom|step mom|stepmother|parents|uncle|aunt|auntie|grandad|grandpa|grandfather|grandma|nan|brother|sister|cousin|boss|manager|coach|teacher|tutor|carer|caregiver|nurse|staff|landlord|flatmate|roommate|housemate|pastor|priest|neighbour|neighbor";

export const enConcepts: ConceptWords = {
  self: ["i", "im", "ive", "id", "ill", "me", "my", "myself", "mine", "i am", "i have"],
  other: [
    "he|she|hes|shes|hed|shed|hell|shell|him|his|they|theyre",
    `(?:my|her|his|their|the|our|mums|moms|dads) (?:new )?(?:${PERSON_ADULT})s?`,
    `(?:${PERSON_ADULT})`,
    "(?:a|one of the|the) (?:night |day )?(?:staff|carer|guard|man|guy|woman|men|older (?:boy|man|guy|kid|kids))",
  ],
  child: [
    "postpartum|post partum|pnd|ppd|baby|babys|babies|toddler|newborn|infant|my (?:son|daughter|kid|kids|child|children|boy|girl|little one|little ones)|little (?:one|brother|sister|boy|girl)|nephew|niece|stepson|stepdaughter|grandson|granddaughter|grandkids",
    "(?:[0-9]+|a|one|two|three|six) (?:day|week|month|year|yr)s? old",
    "(?:kid|kids|boy|girl|child|children) (?:in|at|from) (?:my|our|his|her) (?:class|school|year|street|building)",
    "(?:he|she|hes|shes) (?:only )?(?:[1-9]|1[0-5])(?! (?:mins|minutes|hours|days|weeks|months|times|percent))",
  ],
  minor: [
    "(?:im|i am|iam|im only|i am only) (?:[5-9]|1[0-7])(?: (?:years old|yrs old|yo|y o))?(?! (?:mins|minutes|hours|days|weeks|months|times|percent|kg|kilos|stone|pounds|lbs|cm|miles|km|euros|dollars|quid|and a half))",
    "(?:in|im in|i am in) (?:year|yr|grade) (?:[3-9]|1[0-3])",
    "(?:in|at) (?:primary|middle|junior high) school",
  ],
  want: [
    "want|wants|wanted|wanting|wanna|wish|wished|wishing|need|needed|going to|gonna|gunna|about to|plan to|planning to|planned to|planning on|ready to|decided to|thinking about|thinking of|thought about|thought of|think about|considering|tempted to|tempted|urge to|urges to|the urge|fantasi[sz](?:e|ed|es|ing) about|dream about|dreaming about|daydream about|daydreaming about|long to|longing to|longing for|jealous|envy|envious|would rather|id rather|hope i|hoping i|pray i|praying i|pray for|cant wait to|looking forward to|trying to|tried to|try to|the thought of|a flash of|flashes of|intrusive thoughts? (?:of|about)|cant stop thinking about|keep thinking about|cant stop imagining|keep imagining|not (?:scared|afraid|frightened) of|at peace with|ready for|welcome|look forward to|picture|picturing|keep picturing|see myself|the thoughts? (?:about|of)|thoughts (?:about|of)",
  ],
  die: [
    "die(?! (?:in bed|on the (?:sofa|couch)|of (?:embarrassment|laughter|boredom|shame|cringe)))|dies|died|dying|be dead|dead|my death|be gone (?:forever|for good)|gone forever|not be here|not be around|not exist|not existing|stop existing|cease to exist|disappear (?:forever|for good|completely|and never come back)|vanish (?:forever|for good)|go to sleep forever|sleep forever|(?:not|never|dont|didnt|wont|not have to|never have to|dont have to) (?:ever )?wake up(?! (?:for (?:school|work|college|uni)|in time|early|on time|till|until|before|when (?:the|my) alarm))|not waking up|stop (?:permanently|for good|forever)|(?:finally )?be at peace (?:soon|forever)|finally be free|be free (?:soon|forever|of it all)|wont (?:hurt|suffer) (?:anymore|any more)|(?:it|this|everything) will (?:all )?be over|check out (?:for good|permanently|early)|clock out (?:for good|permanently)|log off (?:for good|forever|permanently)|ready to go|go to heaven|be with (?:my|her|him|them) (?:again|up there|in heaven)|go be with (?:her|him|them|my [a-z]+)|end(?:ing)? it(?! with)|end(?:ing)? things(?! with)|end(?:ing)? everything|end(?:ing)? it all|be over (?:for good|forever)|pass away|rest forever|not be alive|leave this world|go for good|out of here for good",
  ],
  selfkill: [
    "suicide|suicidal|suicidality|kill myself|killing myself|killed myself|kms|unalive myself|unaliving|unalive|end my life|ending my life|ended my life|take my (?:own )?life|taking my (?:own )?life|took my (?:own )?life|off myself|offing myself|top myself|end myself|hang myself|hanging myself|drown myself|shoot myself|overdose on purpose|od on purpose|self delete|sewer ?slid(?:e|ing)|ctb|catch the bus|catching the bus|caught the bus",
    "(?:voices?|they|it) (?:keep |keeps )?(?:telling|tell|tells|told) me to (?:jump|die|kill|hurt|cut|end|do it|step)",
    "(?:sleep|sleeping|go to sleep|going to sleep)(?: now)? and (?:hopefully )?(?:thats it|thats the end|thats that|not wake|never wake)",
  ],
  life: [
    "life|lifes|living|live(?! (?:in|at|near|there|with|abroad|alone|together|here with|on campus|nearby|closer))|alive|exist|existing|existence|being here(?! (?:at|in) (?:this|the|my|our|his|her|their) (?!world|life|earth|planet)[a-z]+)|be here(?! (?:at|in) (?:this|the|my|our|his|her|their) (?!world|life|earth|planet)[a-z]+)|go on(?! (?:holiday|a|the|about|with|vacation|tour|trip|dates?|tinder|there|that))|going on(?! (?:holiday|a|the|about|with|vacation|tour|trip|dates?|tinder|there|that|in))|carry on|carrying on|keep going|this world|on this earth|wake up|waking up|another day|breathing(?! (?:thing|things|exercise|exercises|technique|techniques|stuff|app|one|trick))",
  ],
  nope: [
    "no point|no reason|whats the point|what is the point|pointless|cant do it anymore|done with|tired of|sick of|exhausted by|fed up with|give up on|given up on|gave up on|no future|no way out|nothing left|nothing to live for|dont want to|dont wanna|dont see|cant see|not worth|isnt worth|stop|no longer|no more|hopeless|meaningless|anymore|any more|any longer",
  ],
  farewell: [
    "(?:wrote|written|writing|write|left|leave|leaving|typed|finished) (?:a |my |the |some |goodbye |farewell |final )*(?:letters?|notes?|messages?) (?:to|for) (?:my|mum|mom|dad|everyone|each|them|the kids|my kids|her|him)",
    "(?:letters?|notes?) (?:to|for) (?:mum|mom|dad|my (?:mum|mom|dad|kids|children|family|brother|sister|best mate|best friend|partner|wife|husband))",
    "where (?:theyll|they will|they ll|someone will|shell|hell) find (?:them|it|me)",
    "(?:gave|given|giving|give) (?:away )?(?:my|all my|most of my|some of my) [a-z]+(?: [a-z]+)? (?:to|away)",
    "(?:gave|given|giving) away",
    "(?:sold|selling) (?:my|the) (?:car|guitar|bike|stuff|things|games|console|collection)",
    // "i missed the last one" (a penalty, a bus): something done to the last one, not a last one of one's own.
    "(?<!(?:remember|recall|since|when was|whens|missed|caught|got|ate|won|lost|scored|saved|watched|saw|read|bought|drank|grabbed|kept|liked|loved|hated|sold|booked|fixed|finished) )(?:the|my) last (?:one|day|night|time|message|post|entry|sunset|goodbye)(?! (?:really|was|went|hurt|i (?:did|went|had|saw|felt|was|tried|ate|spoke|talked))(?![\\p{L}0-9]))(?! (?:of|at|in|before|for|on) (?:school|term|work|uni|college|the (?:holiday|holidays|trip|course|month|year|week)|my (?:contract|job|course|holiday)))",
    "(?:because|cos|cause|since) (?:i know )?(?:its|it is|this is) the last",
    "said (?:my )?goodbyes?|saying (?:my )?goodbyes?|goodbye (?:forever|everyone|for good)",
    "(?:will|wills|affairs) in order|(?:wrote|written|made|updated|filled in|filled out|did|drafted|signed) (?:a|my)(?: [a-z]+)? will(?: template| form)?",
    "bills (?:are )?(?:all )?paid|spare key (?:is )?(?:under|with|for)|(?:cat|dog|cats|dogs|kids|pets|rabbit)(?:s)? (?:is |are |will be |will |s )?(?:go|going|goes|staying|living)? ?(?:with|to) (?:my|mrs|mr|the|her|his|next door)",
    "last (?:journal )?(?:entry|post|message|note|check in)|(?:thanks|thank you) for everything|(?:wont|will not) be needing (?:it|this|you|the app|anything) (?:much |for much )?longer",
    "(?:only reason|only thing|the one thing) (?:im|i am|keeping me|that keeps me) (?:still )?(?:here|alive|around|going)",
    "(?:will|would|can) (?:go|goes|live|stay) (?:to|with) (?:my|her|his) (?:sister|brother|mum|mom|dad|friend|neighbour|neighbor)",
    "(?:look after|take care of) (?:my|the) (?:dog|cat|cats|kids|pets|plants|boy|girl) (?:for me|when)",
    "calmer than (?:i have|ive|i ve) (?:been|felt)? ?in (?:months|years|ages|a long time)",
    "(?:finally|totally|completely) (?:at peace|calm)|made (?:my )?peace with (?:it|everything|my decision)|cancel(?:led|ed)? my (?:phone|contract|subscriptions|gym|lease|tenancy)",
    // Said of this message or of oneself ("this is the last one"), not a bare "last one" (the last penalty, the last biscuit).
    "(?:this is|this will be|thisll be|this ll be|its|it s|that s|thats|will be|my|probably my|the very) (?:my |the |probably )?(?:very )?last one(?! (?:to|of|in|at|standing|left|really|was|went|hurt))",
    "(?:stop|stopped|stopping) being a burden",
    "(?:world|anyone|nobody|no one|everyone)(?: [a-z]+){0,2} (?:doesnt|dont|does not|wont|will not) need me|(?:doesnt|dont) need me (?:in it|here|around|anymore|any more)",
    "(?:everyone|they|my family|my kids)(?: would| will|d)? (?:be )?(?:fine|better|happier|ok|okay) without me",
    "(?:wont|will not|wont have to|will not have to) (?:be a burden|deal with me|worry about me) (?:much longer|anymore|for long|soon)",
  ],
  plan: [
    "(?:a|my|the) (?:stash|stockpile|hoard|supply) of|(?:stashed|stockpiled|hoarded|hidden|hid) (?:away )?(?:some|my|the|a few|enough)",
    "(?:set|picked|chose|chosen) a date|(?:have|got) a date(?! (?:with|tomorrow|tonight|this|next|later|on|at|and|lol|haha|since))",
    "(?:counted|counting|saved|saving|stockpiled|stockpiling|collected|collecting|hoarded|hoarding|bought|buying|got|lined up|laid out|sorted) (?:out )?(?:up )?(?:the |my |all the |enough |some |a )?(?:pills|tablets|meds|paracetamol|rope|razor|blades|charcoal|helium|gun|bullets)",
    "(?:pills|tablets|meds|rope) (?:are|is) (?:counted|ready|here|next to me|on the table|in my bag|in the drawer)",
    "(?<!(?:dont|do not|didnt|dunno|not|never) (?:really |even |quite )?)(?:worked out|figured out|planned|know) (?:how|where|when) (?:i|to|ill|im going to)(?! (?:start|begin|go from here|turn|look))",
    "(?:make|making|made) (?:it|that) (?:look|seem) like an accident|without it looking deliberate|look like an accident",
    "(?:how|where|when) i (?:could|would|will|can) (?:make that happen|do it)",
    "(?:everything|it all|its all|all) (?:is )?(?:ready|planned|sorted|set|arranged|organised|organized|in place)",
    "(?:ive|i have|i|im) (?:finally )?(?:decided|made up my mind)|my mind is made up|i know how and (?:i know )?(?:where|when)|(?:havent|have not|just need to) pick(?:ed)? (?:a|the) (?:day|date)|(?:sundays|saturdays|fridays|tomorrows|tonights|mondays) the (?:day|night)",
    "i know where (?:he|she|dad|mum|mom|my [a-z]+) (?:keeps|hides|puts)",
    "(?:weeks|months|days)(?:s)? worth|saving (?:them|my [a-z]+) up|instead of taking them|(?:stopped|stop|stopping|not) (?:taking )?my (?:insulin|meds|medication|tablets)",
    "(?:wasnt|not|isnt) an accident|look (?:natural|like natural causes)",
    "(?:bought|got|have|keep) (?:a |the )?(?:hose|hosepipe|rope|tape|charcoal|bbq) (?:in|from|for)",
    "counting (?:them|out)|counted out",

    "(?:ill|i will|im going to|im gonna|gonna) (?:take them|do it|go through with it)",
  ],
  act: [
    "(?:not|wont|dont|never) step(?:ping)? back|turn(?:ing)? the (?:wheel|car)|step(?:ping|ped)? (?:forward|off|out in front|in front)|jump(?:ing|ed)? (?:off|from|in front|into)|throw(?:ing)? myself|threw myself|driv(?:e|ing) (?:into|off)|drove (?:into|off)|walk(?:ing)? into (?:the )?(?:sea|river|traffic|road|lake)|swerve|swerving|crash(?:ing)? (?:the|my) car|lean(?:ing)? (?:over|out) (?:the|a)",
  ],
  nothere: [
    "(?:wont|will not|dont think ill|dont think i will|dont think im going to|not going to|not gonna|might not|may not|probably wont|wont even) (?:make it|be around|be here|be alive|last|see) (?:to|till|until|for|past|much longer|another|next|the end of|christmas|my birthday|new year)",
    "(?:by the time|when) (?:you|they|anyone|someone|mum|mom|dad) (?:read|reads|find|finds|see|sees|get|gets) (?:this|these|it|them|me)",
  ],
  // Acts under way: alone they are imminent.
  underway: [
    "(?:car|engine)(?:s| is)? running in (?:the|my) garage|(?:hose|pipe) (?:from|on|to|in) the exhaust",
    "(?:sitting|sat|standing|stood) on (?:the )?(?:edge|ledge|railing|rail|parapet|wall at the top)|(?:on|at) the (?:edge|ledge) of",
    "(?:have|got|holding) them in my hand|(?:pills|tablets) (?:are )?in my hand",
    "in the (?:bath|bathtub) with (?:a|one of|my|dads|mums|the) ?(?:[a-z]+ )?(?:razor|razors|blade|blades|knife)",
    "(?:rope|noose|belt) (?:is )?(?:up|tied|ready|around my neck)",
  ],
  // Self-harm said so plainly it needs nothing else.
  shself: [
    "self ?harm(?!(?: free| clean| awareness| support| services))|self harming|self harmed|hurt myself|hurting myself|harm myself|harming myself|punish(?:ing)? myself|(?:not eating|starving myself|skip(?:ping)? meals) (?:as|for) (?:a )?punishment",
    "burn(?:ed|ing|t)? my (?:wrist|wrists|arm|arms|skin|thigh|thighs|hand) (?:on purpose|with|under|until|til|till)",
    "(?:punch|punched|punching|hit|hitting|bang|banged|banging) (?:the )?(?:wall|door|walls) (?:til|till|until) (?:my )?(?:knuckles|hands?|fists?) (?:bleed|bled|split|broke|bruised)",
    "(?:bit|bite|biting) my (?:arm|arms|hand|wrist|lip) (?:til|till|until|so hard)|pull(?:ed|ing)? (?:out )?(?:so much |my )?hair(?: out)?",
    "the thing with the (?:compass|scissors|blade|razor|lighter|sharpener)|(?:back to|touched|picked up|got out|went back to) the (?:scissors|blade|blades|razor|compass|lighter|sharpener)",
    "(?:hide|hiding|cover|covering) (?:my |the )?(?:scars|cuts|marks|burns)|(?:scars|cuts|marks) (?:are |were )?(?:still )?(?:kinda |quite |really |pretty )?(?:fresh|new|open)|peel the plasters",
    "relapsed|relapse(?! (?:on|in) (?:my|the) (?:diet|smoking|drinking))",
  ],
  selffear: [
    "(?:scared|afraid|frightened|terrified) of what (?:i|id|ill|i would|i will) (?:might |would |could |will |d )?do|(?:scared|afraid|frightened) (?:i|ill|id) (?:might|will|would) (?:hurt|snap|lose it|do something)",
  ],
  gone: [
    "without me|if i (?:wasnt|werent|was not|were not|was gone|were gone|died|disappeared|wasnt here|wasnt around|was dead)(?: around| here| anymore)?|(?:once|when|after) im (?:gone|dead|not here|not around)|me (?:gone|dead|not here)",
  ],
  okay: [
    "fine|better|better off|easier|happier|cope|coping|manage|move on|get over it|notice|care|miss me|relieved|lighter|be ok|be okay|be alright|doesnt matter|wouldnt matter",
  ],
  time: [
    "tonight|tomorrow|today|this weekend|this week|next week|soon|at midnight|right now|now|this evening|later|in the morning|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|after (?:everyone|they|the kids|my (?:wife|husband|partner|mum|mom|parents)) (?:is|are|has|have|goes|go)? ?(?:asleep|gone|in bed|to bed|out)|when (?:everyone|they|he|she)(?: is|s)? (?:asleep|gone|out)|the [0-9]+(?:st|nd|rd|th)|on the [0-9]+(?:st|nd|rd|th)|by (?:the )?end of the (?:week|month)|at [0-9]+(?: ?(?:am|pm|oclock))?|in (?:an|one|two|a few|[0-9]+) (?:hour|hours|minutes|days)",
  ],
  place: [
    "tube|underground|metro|subway|barrier|central reservation|oncoming|platform|traffic|lorry|truck|bus|tree|sea|river|edge|window|balcony|motorway|bridge|cliff|roof|ledge|train|tracks|water|lake|quarry|car park",
  ],
  ask: ["how|what|whats|which|where|wheres|when|would|could|can|does|do|is|are|will|should|if"],
  query: [
    "\\?|anyone know|does anyone know|do you know|wondering|i wonder|asking for|hypothetically|in theory|theoretically|say someone|if someone|if a person|out of curiosity|just curious",
  ],
  lethal: [
    "die|dying|death|dead|kill|kills|killed|fatal|lethal|deadly|enough|too many|too much|overdose|od|survive|survivable|hurt|painful|painless|pain|quickest|fastest|easiest|surest|best way|most effective|stop (?:my|your|their|a|the|his|her) heart|bleed out|damage|for good|permanent|permanently|wake up|pass out|unconscious|drown|without pain|checks|background check|without (?:a )?prescription|without (?:getting |being )?asked|without questions|high enough|deep enough|cold enough|strong enough|hold (?:my|a|the|your)? ?weight|holds best|what happens|how long does it take|how long would it take|happens to your body|do the trick|(?:would|will|does|do|did|could|can)(?: [a-z0-9]+){0,4} work|for (?:it|them|that) to (?:[a-z]+ )?work|enough to work|works (?:best|fastest|quickest)|work (?:best|fastest|quickest)",
  ],
  means: [
    "stop (?:my|your|their|a|the|his|her) heart|(?:way|ways|method|methods) to (?:go|die|do it|end it|sleep forever|not wake up)|way out|storey|story building|floor|floors|building|buildings|tower|multi storey|high rise|quarry|knot|noose|gun shop|firearm|alcohol|vodka|whiskey|codeine|co codamol|cocodamol|amitriptyline|mirtazapine|quetiapine|diazepam|lorazepam|zopiclone|pregabalin|gabapentin|lithium|citalopram|fluoxetine|venlafaxine|propranolol|naproxen|morphine|fentanyl|heroin|methadone|opiates|diphenhydramine|melatonin|nytol|overdoses|dose|doses|dosage|jump|jumping|fall|falling|drowning|hanging|wrist|wrists|vein|veins|artery|cut|cutting|pills|pill|tablets|meds|medication|paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|painkillers|sleeping pills|antidepressants|insulin|sertraline|codeine|tramadol|oxy|xanax|benzos|whole bottle|whole box|whole packet|rope|noose|ligature|belt|bridge|cliff|roof|ledge|train|tracks|gun|rifle|pistol|bullet|blade|blades|razor|knife|bleach|antifreeze|charcoal|carbon monoxide|helium",
  ],
  sh: [
    "cut|cuts|cutting|cutter|blade|blades|razor|razors|self harm|selfharm|self harming|self harmed|sh|burn myself|burned myself|burnt myself|burning myself|scratch|scratched|scratching|scratches|picked at|bleed|bled|bleeding|relapse|relapsed|relapsing|clean (?:for|since) [0-9]+|(?:carve|carved|carving)(?= (?:into|in|on|myself|my|words|letters|initials|names?|lines))|punch myself|hit myself|hitting myself|bang my head|banging my head|starve myself|starving myself|purge|purging|make myself sick",
  ],
  body: [
    "myself|my self|me|arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|stomach|hips|ankles|forearm|forearms|scars|scar|wounds|marks|deeper|deep",
  ],
  violence: [
    // Acts that are violence whoever they are done to.
    "rape|raped|raping|rapes|molest|molested|molesting|sexually assaulted|assaulted me|strangled|strangles|strangling|choked me|chokes me|choking me|beaten up|beat me up|beats me up|black eye|bruises|bruised|finger marks|hand marks|banging on the door|kicking the door|break (?:it|the door) down|(?:punches|punched|punching|kicks|kicked|hit|hits|smashed|smashes) (?:the|a) (?:wall|door) (?:next to|beside|by|near)|put (?:his|her) hands on|lays? (?:a )?(?:hand|hands|finger) on|shook (?:him|her|the baby|my baby)|abuses|abused|abusing|abusive",
    "(?:holds|held|holding|pushes|pushed|shoves|shoved|forces|forced) my head (?:under|into|against|down)|(?:put|puts|slipped|spiked) (?:something )?(?:in|into) my drink|spiked (?:me|my drink)|drugged me|woke up (?:at|in) (?:his|her|their|a strangers) (?:place|flat|house|bed|room)",
    "(?:said|told (?:him|her)|i said) no and (?:he|she|they) (?:didnt|did not|wouldnt|kept going|carried on|did it anyway)|without my consent|made me have sex|forced (?:himself|herself) on me|(?:puts|put|stubs|stubbed) (?:a )?cigarettes? out on|does (?:stuff|things) to me",
    // Hurting verbs with a person as object: "hit me", "grabbed my arm", "slapped mums hand".
    "(?:hit|hits|hitting|beat|beats|beating|punch|punches|punched|punching|kick|kicks|kicked|kicking|slap|slaps|slapped|slapping|smack|smacks|smacked|shove|shoves|shoved|shoving|push|pushes|pushed|choke|chokes|choked|grab|grabs|grabbed|grabbing|pinch|pinches|pinched|pinching|throw|throws|threw|shake|shakes|shaking|burn|burns|burned|burnt|bite|bites|bit|drag|drags|dragged|spit on|spat on|touch|touches|touched|touching|force|forced|forces|pinned|smash|smashes|smashed) (?:me|us|him|her|them|my (?:arm|arms|face|head|neck|wrist|hair|throat|mum|mom|mother|dad|sister|brother|little brother|little sister|kids|son|daughter|baby|stuff|things|phone)|(?:mums|moms|dads|his|her) (?:hand|arm|face|head|neck|wrist|hair)|the (?:kids|baby|dog)|mum|mom|nan|grandad)(?! (?:at|to|up|a|an|with|off|out|over|back|feelings|in (?:a|the) (?:game|race|match)))",
  ],
  control: [
    "(?:turning|turns|turned|shows|showing|showed|keeps turning|keeps showing) up (?:at|outside) my (?:work|flat|house|home|school|door|uni|office)|(?:follows|followed|following) me (?:home|everywhere|to)|knew what i was wearing|(?:knows|know|found) (?:my address|where i live|where i work)|(?:new|fake|different) accounts|(?:photo|photos|picture|pictures) of my (?:car|house|flat|door|window)",
    "(?<!(?:^| )(?:i|we) (?:just |always |usually |also |then |finally |never |sometimes )?)(?:reads|read|reading|checks|checked|checking|goes through|went through|going through|looks through|monitors|tracks|tracking) (?:all )?(?:my|me) (?:phone|texts|messages|emails|journal|diary|location|dms|whatsapp|socials|bank)",
    "(?<!(?:^| )(?:i|we) (?:just |always |usually |also |then |finally |never |sometimes )?)(?:knows|has|changed) my (?:passcode|password|pin)",
    "(?<!(?:^| )(?:i|we) (?:just |always |usually |also |then |finally |never |sometimes )?)(?:takes|took|keeps|has) (?:all )?(?:of )?my (?:whole )?(?:money|paycheck|pay|wages|salary|card|bank card|benefits|passport|phone|keys)",
    "gives me (?:[0-9]+|a|an|only) ?(?:pounds|dollars|quid|euros)? (?:a|per) (?:week|month|day)",
    "(?:wont|doesnt|does not|will not|never) let me (?:see|go|leave|have|work|out|talk|speak|eat|sleep|use|keep|text|call)",
    "(?:not|never) allowed to (?:see|go|leave|have|work|talk|speak|eat|sleep|use|keep|text|call|wear)",
    "(?:controls|decides) (?:everything|what i|who i|where i|how i|my)",
    "(?:send|post|share|leak|show) my (?:nudes|pictures|photos|pics|videos)",
    "(?:before|until) im allowed to",
    "(?:hand|handed|give|gave) (?:him|her) my phone",
    "cant be trusted with money",
  ],
  threat: [
    "(?:said|says|saying|told me|tells me|threatened|threatens|threatening) (?:he|she|hed|shed|hell|shell|that he|that she|to) ?(?:will|would|ll|d)? ?(?:kill|hurt|send|break|finish|ruin|throw|lock|report|take the kids|take my kids)",
    "(?:im|i am|youre|i was|ill be) (?:going to|gonna) regret",
    "finish what (?:he|she) started",
    // "if I don't" only before doing as told: "if i dont do engineering" is a parent's hope, not a threat.
    // Not when what follows is what they will think or feel ("if i say no hell think im tight"): a worry, not a threat.
    "(?:if|when) i (?:ever )?(?:leave|left|break up|tell anyone|tell someone|tell my|go to the police|disobey|say no|dont (?:do (?:what|as)|obey|listen|answer|reply|respond|text (?:him |her |them )?back|pick up|come (?:home|back)|give (?:him|her|them|it)|send|pay|sleep with|have sex|stay|drop|keep quiet|shut up|stop))(?![a-z ]{0,20}(?:hell|shell|theyll|he ll|she ll|they ll|hed|shed|theyd|(?:he|she|they) (?:will|would|might|may)) (?:think|thinks|feel|be (?:upset|sad|hurt|disappointed|offended|cross|annoyed|let down)|judge|not like|stop (?:inviting|asking|talking to)|drop me|fall out))",
    "lucky (?:i|he|she) only",
    "(?:kill|hurt) (?:me|himself|herself) if i",
  ],
  escape: [
    "refuge|refuges|womens shelter|domestic violence shelter|dv shelter|restraining order|protection order|non molestation order",
    "(?:clear|delete|wipe|hide) (?:my )?(?:browser )?(?:history|search history|searches|messages)",
    "(?:is it|its|is this|is this app|is this chat) safe to (?:type|write|talk|use|message|be honest)",
    "(?:what|which things) (?:do|should|would) i (?:need to )?pack",
    "(?:pack|packing|packed) (?:a|my) (?:bag|bags)|go bag|grab bag",
    "(?:he|she) (?:might|will|could|cant|mustnt) (?:see|find|read) (?:this|it|that i)",
    "so (?:he|she) (?:doesnt|wont|does not|cant) (?:see|find|know|read)",
    "a record (?:somewhere|of this|of it)|keeping a record|evidence of",
  ],
  fear: [
    "scared of (?:him|her|them|what he|what she|my)|afraid of (?:him|her|them|what he|what she|my)|(?<!(?:she|he|they|shes|hes|theyre|mum|mom|mam|dad|mother|father|parents|nan|gran|grandma|kids|everyone)(?: (?:was|is|were|are|got|gets|looked|seemed|seems|always|so|really|just|still|absolutely))* )terrified(?: of)?|i flinch|flinch when|walking on eggshells|walk on eggshells|hide from (?:him|her)|hiding from|scared to go home|dont want to go home|scared of what i might do",
  ],
  neglect: [
    "(?:doesnt|dont|wont|didnt|wouldnt|never) (?:let|lets) (?:me|him|her|us) (?:eat|have food|have dinner|inside|in|sleep)",
    "(?:no|not given any|not enough) food|starve|starved|starving|went hungry|go hungry|hungry all the time|not fed|hasnt been fed",
    "lock(?:s|ed)? (?:me|him|her|us) (?:out|outside|in (?:my|his|her|the) (?:room|cupboard|shed|cellar|basement))|slept in the (?:shed|car|garden)|sleep outside",
    "left (?:alone|on (?:his|her|their) own) (?:all|for) (?:day|night|weekend|days|hours)",
    "drop(?:ping)? (?:her|him|the baby) (?:down|off|from)|throw(?:ing)? (?:her|him|the baby) (?:down|against|at)|(?:get|be) in trouble if i tell|if i tell (?:anyone|mum|mom|my)|special game|our (?:little )?secret|not to tell|dont tell (?:your|anyone)|wont tell|misunderstand",
    "send (?:me )?(?:pictures|pics|photos|nudes|videos)|(?:pictures|pics|photos) (?:of her|of him|in (?:her|his|a) (?:swimsuit|underwear|bikini))|in (?:her|his) (?:swimsuit|underwear)|more grown up than|mature for (?:her|his) age",
    "messaging (?:me|her|him) (?:late|at night)|(?:im|shes|hes|youre) (?:his|her) favourite",
    "(?:comes|came|coming|creeps|crept) into my (?:room|bed)(?: [a-z]+){0,2} at night|(?:gets|got|getting) into my bed|makes me (?:touch|watch|do things|keep (?:it|this|secrets))|in the bath with|touch(?:es|ed|ing)? (?:her|him|me) (?:there|down there)|wet sheets|never been born|wishes i had never been born|wishes id never been born",
    "pillow (?:near|over|on) (?:her|his) face",
  ],
  now: [
    "right now|now|at the moment|currently|as we speak|as i type|tonight|downstairs|upstairs|outside (?:the|my) (?:door|room|window|house)|banging on|kicking the|screaming|on (?:his|her|their) way|coming home|just left|will be back|in (?:an|one|two|a few|[0-9]+) hours?|before (?:he|she) (?:gets|comes) back",
  ],
  harm: [
    "kill|kil|killing|murder|murdering|stab|stabbing|shoot|shooting|strangle|poison|poisoning|hurt|hurting|harm|harming|beat up|batter|smash (?:his|her|their) (?:face|head)|make (?:him|her|them|someone) (?:sick|suffer|bleed)|get (?:him|her|them|back at)|slash|slashed|burn (?:his|her|their)|run (?:him|her|them) over|put (?:him|her|them) in (?:hospital|the ground)|finish (?:him|her|them) off|bring it in|bringing it in|learn something|learn a lesson|do something (?:bad|terrible) to|really hurting|end (?:him|her|them)",
  ],
  target: [
    "(?:find out|learn|see|know) what it feels like|(?:going to|gonna|will) (?:find out|pay for (?:it|this|that|what)|learn (?:their|his|her) lesson)|i know where (?:he|she|they) (?:parks|lives|works|sleeps)|i know what time (?:he|she|they) (?:leaves|finishes|gets)|a list|my list|hit list|list of names|the lads|the guys|the boys|the girls|those lads|the ones who|people who|him|her|them|someone|somebody|that guy|that girl|that man|that woman|that prick|that bitch|that bastard|those kids|those people|everyone who|everybody who|all of them|every one of them|the people (?:at|in|who)|people at (?:my|the)|the whole (?:class|office|school)|my (?:boss|manager|ex|husband|wife|partner|roommate|flatmate|housemate|neighbour|neighbor|dad|mum|mom|stepdad|teacher|coworker|colleague|bully|bullies)|(?:her|his|my) (?:ex|new boyfriend|new girlfriend)|the (?:bully|bullies|teacher|boss|guy|kids)",
  ],
  weapon: [
    "gun|guns|ghost gun|pistol|rifle|shotgun|firearm|ammo|bullets|knife|knives|machete|bat|baseball bat|crowbar|hammer|bomb|explosive|kit|what i brought|what ive got|what i have in my bag|bringing it|bring it in|antifreeze|rat poison|acid",
  ],
  took: [
    "(?:took|had|taken|swallowed) (?:a few|a couple|some|loads|like [0-9]+|[0-9]+) (?:extra|more)|(?:a few|some|some of (?:the|my|them)) (?:are|were) missing|got into (?:my|the|mums|dads) (?:pills|tablets|meds|medicine|cupboard|cabinet)|mixed (?:my |the |some |a )?[a-z]+ (?:with|and)|(?:took|had|taken) (?:my )?(?:[a-z]+ )?(?:meds|pills|tablets|dose) twice|double (?:dose|lithium|insulin)",
    "(?:took|taken|swallowed|downed|necked|had|ate|chugged|drank|emptied) (?:all|all of|the whole|every|a whole|loads of|lots of|a load of|a bunch of|a handful of|handfuls of|a (?:box|pack|packet|strip|tub|jar|blister) of|(?:a bottle of|half a bottle of|a bottle|some|a few) [a-z]+ (?:and|with|then|plus) (?:all|all of|the whole|a whole|loads of|every)|too many|way too many|(?:the |my )?(?:[1-9][0-9]{3,}|[1-9][0-9]+(?! ?(?:mg|mcg|ml|milligrams?|micrograms?|units?|iu)(?: |$)))|twenty|thirty|forty|fifty|a hundred|half (?:the|a)|the rest of|everything in|double|triple|extra)",
    "overdosed|overdosing|od d|odd on|oded|just overdosed|have overdosed",
  ],
  emergency: [
    "(?:arm|face|hand|side) (?:feels |is |went |going )?numb|heart(?:s| is)? (?:going mental|going crazy|racing|pounding)|breathing (?:feels |is |seems )?(?:slow|shallow|weird|funny)|sleepy in a scary way|nearly passed out|almost passed out|heart (?:keeps )?(?:doing|fluttering|flutter|skipping|pounding)|havent eaten in (?:[0-9]+|days|a week)|cant breathe|can not breathe|struggling to breathe|not breathing|stopped breathing|unconscious|passed out|wont wake up(?! (?:for (?:school|work|college|uni)|in time|early|on time|till|until|before))|cant wake (?:him|her|them)|floppy|limp|turning blue|lips are blue|seizure|fitting|convulsing|throwing up blood|vomiting blood|cant stop the bleeding|bleeding wont stop|wont stop bleeding|lot of blood|so much blood|chest pain|heart racing|heart is racing|cant feel my|going numb|room is spinning|cant stay awake|really sleepy|so sleepy|wont take (?:his|her) bottle",
  ],
};
