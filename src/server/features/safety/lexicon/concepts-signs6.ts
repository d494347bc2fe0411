// Sixth round of warning signs (session 18): NHS "call 999 / go to A&E now" red flags the earlier
// rounds said only in one word order, written from the NHS, NICE and first-aid lists (the same
// signs in all five languages), each as a combination that is an emergency by itself:
// - stroke (FAST): a face drooping on one side, words slurred, an arm that cannot be lifted;
// - a hypo in someone with diabetes: confused, sweating, shaking, slurring, not eating;
// - alcohol withdrawal with hallucinations or fits (delirium tremens);
// - pre-eclampsia: a bad headache in late pregnancy with flashing lights or sudden swelling;
// - a young child who swallowed medicine, bleach, a battery or a cleaning product;
// - sleeping pills or sedatives taken with alcohol and someone who can hardly stay awake;
// - a venomous bite or sting with spreading swelling, a child pulled from water not responding.
// And from the NSPCC / CEOP lists of what a child at risk looks like from outside: an adult online
// sending a minor gifts, money or tickets, asking for photos or a meeting and secrecy; "more photos
// or I send the ones I have" (sextortion); a baby shaken; a child locked in or out (a balcony, a
// cellar); burns or marks on a child's body; a child being hit right now, heard through a wall.
// Added to each language's concept words with the earlier rounds (assess.ts, withSigns).
import type { SafetyLanguage } from "#shared/schemas/safety.ts";
import type { ConceptWords } from "../concepts.ts";

const EN_CHILD =
  "(?:[0-9]+ ?(?:year|yr|month)s? old|toddler|baby|son|daughter|little one|kid|child|boy|girl|nephew|niece)";
const EN_SWALLOWED =
  "(?:ate|eaten|swallowed|drank|drunk|got into|chewed)(?: [a-z]+){0,4} (?:some |a |the |his |her |my |all the |a whole )?(?:pills|tablets|bleach|batter(?:y|ies)|button batter(?:y|ies)|dishwasher (?:tablets?|pods?)|washing (?:pods?|capsules?|tablets?)|iron tablets|vape (?:liquid|juice)|e ?liquid|antifreeze|weed ?killer|rat poison|white spirit|drain cleaner|magnets?)";

export const SIGN_WORDS_6: Record<SafetyLanguage, ConceptWords> = {
  en: {
    child: [
      "(?:my )?(?:[1-9]|1[0-7]) ?(?:yo|y o|yr old|yrs old)(?![a-z])|(?:one of )?(?:my|the) (?:pupils|students|year [0-9]+s?|kids i (?:teach|coach))|(?:a |the )?(?:boy|girl|kid|child|lad) (?:i|we) (?:coach|teach|look after|babysit|mind)|(?:little|young) (?:kid|boy|girl|child)|(?:a )?(?:pupil|student) (?:in my class|of mine)",
    ],
    csafe: [
      "(?:adult|older|grown|grown up|(?:[2-9][0-9]) ?(?:year old|yo)|[2-9]0 something|forty something|thirty something) (?:man|men|guy|bloke|woman|stranger)(?: [a-z0-9]+){0,10} (?:gifts?|gift cards?|money|presents|tickets?|pictures|photos|pics|nudes|meet|meeting|webcam|camera|shirt off|secret|not to tell)",
      "(?:wants|want|asked|asks|asking) (?:for )?(?:more )?(?:pictures|photos|pics|nudes|videos)(?: [a-z]+){0,6} (?:or|otherwise|or else) (?:hell|he will|shell|she will|theyll|they will)? ?(?:send|share|post|show)",
    ],
    neglect: [
      "(?:locks?|locked|locking|shuts?|shut|leaves?|left) (?:him|her|them|the (?:kid|boy|girl|child|baby)|(?:his|her|their) (?:[0-9]+ ?(?:yr|year) old|son|daughter|kid)) (?:in|on|out on|outside in|in the) (?:the |a |his |her )?(?:bedroom|room|cellar|basement|balcony|cupboard|shed|car)(?: [a-z]+){0,4} (?:all day|for hours|at night|overnight|when|while|in the (?:heat|cold|dark))",
    ],
    violence: [
      "(?:shaking|shakes|shook|shake) (?:him|her|the baby|our baby|my baby|our [0-9]+ (?:week|month) old)(?: [a-z]+){0,3} (?:to (?:make|get) (?:him|her|it) (?:stop|quiet|be quiet)|when (?:he|she) cries)",
      "(?:burns?|belt marks|welts|marks|cuts|bruising) (?:on|across|all over) (?:his|her|their) (?:arm|arms|legs?|back|wrists?|face|neck|bum|bottom|body|hands?)",
    ],
    emergency: [
      "(?:face|mouth|smile) (?:is |looks |has |went |gone |seems |looking |has gone )?(?:all )?(?:drooping|droopy|dropped|drooped|lopsided|crooked|twisted|fallen|slack)(?: on one side| down on one side| to one side)?",
      "(?:words|speech|talking|voice) (?:are |is |sound |sounds |came out |coming out |were |was |all )?(?:slurred|slurring|garbled|jumbled)(?!.*(?:drunk|pissed|hammered|wasted|tipsy|lol|haha|lmao))",
      "(?:diabetic|diabetes|insulin|type 1|type one|blood sugar)(?: [a-z0-9]+){0,14} (?:confused|sweaty|sweating|shaky|shaking|trembling|slurring|not making sense)(?: [a-z]+){0,6} (?:confused|sweaty|sweating|shaky|shaking|trembling|slurring|not making sense|talking nonsense|drowsy|cant wake|vision)",
      "(?:stopped|quit|stopping|quitting|gave up|coming off) (?:drinking|the drink|booze|alcohol)(?: [a-z0-9]+){0,12} (?:seeing (?:things|bugs|insects|spiders|stuff|people)|hallucinat[a-z]*|seizures?|fits?|had a fit)",
      "(?:pregnant|[0-9]+ weeks)(?: [a-z0-9]+){0,12} (?:headache|head ache|head is pounding|migraine)(?: [a-z]+){0,10} (?:spots|flashing|flashes|lights|blurry|blurred|vision|swollen|swelling|puffy)",
      "(?:pregnant|weeks pregnant)(?: [a-z0-9]+){0,14} (?:really bad|bad|severe|constant|sharp|hard) (?:pain|cramps?)(?: [a-z]+){0,8} (?:hasnt|has not|wont|not|isnt) (?:gone|stopped|eased|going)",
      `${EN_CHILD}(?: [a-z0-9]+){0,6} ${EN_SWALLOWED}`,
      "(?:sleeping (?:pills|tablets)|sleepers|benzos|diazepam|zopiclone|xanax|valium|tramadol|codeine|pills)(?: [a-z]+){0,6} (?:with|and|on top of|after) (?:alcohol|wine|beer|vodka|drinks|booze|a bottle)(?: [a-z]+){0,10} (?:cant keep|eyes open|cant stay awake|barely awake|wont wake|slurring|cant wake)",
      "(?:bitten|bit|stung) by (?:a |an )?(?:snake|adder|scorpion|spider|jellyfish)(?: [a-z]+){0,10} (?:swelling|swollen|vomiting|sweating|cant breathe|spreading)",
      "(?:fell|fallen|went under|was under)(?: [a-z]+){0,3} (?:in|into) (?:the )?(?:pool|water|river|pond|sea|bath)(?: [a-z]+){0,10} (?:not responding|unresponsive|wont wake|not breathing|blue|limp|floppy)",
      "red (?:line|streak|lines|streaks)(?: is| are)? (?:spreading|going|moving|running) up",
      "(?:throat|chest) (?:feels |is |getting |going |gone )?(?:tight|tighter|closing)(?: [a-z]+){0,8} (?:hives|wheez[a-z]*|lips|swelling|swollen|after (?:eating|the|a) )",
    ],
  },
  es: {
    emergency: [
      "(?:cara|boca) (?:se le |se )?(?:ha )?(?:caido|cayo|torcido|torcio|ladeado|ladeo|caida|torcida)(?: de un lado| hacia un lado)?",
      "(?:habla|hablando) arrastrad[oa]|(?:no puede|no consigue) (?:levantar|mover) el brazo",
      "(?:diabetic[oa]|diabetes|insulina|azucar)(?: [a-z0-9]+){0,14} (?:confundid[oa]|sudando|temblando)(?: [a-z]+){0,6} (?:confundid[oa]|sudando|temblando|dice cosas sin sentido|no se le entiende|no responde)",
      "(?:deje|dejo|he dejado|ha dejado|deje de golpe) (?:de )?(?:beber|tomar|el alcohol)(?: [a-z0-9]+){0,12} (?:veo|viendo|ve) (?:bichos|cosas|insectos|aranas|gente)|(?:deje|dejo) de beber(?: [a-z0-9]+){0,12} (?:convulsion|convulsiones|ataque)",
      "(?:embarazada|semanas)(?: [a-z0-9]+){0,12} (?:dolor de cabeza|cefalea)(?: [a-z]+){0,10} (?:lucecitas|luces|manchas|vista borrosa|veo borroso|hinchad[oa]s?)",
      "(?:nino|nina|hijo|hija|bebe|nene|nena|[0-9]+ anos)(?: [a-z0-9]+){0,6} (?:se comio|se trago|se bebio|tomo|bebio|comio|trago)(?: [a-z]+){0,3} (?:unas |las |mis |una |la )?(?:pastillas|lejia|pila|pilas|detergente|capsulas de detergente|medicinas|pastillas de hierro|paracetamol|amoniaco|quitagrasas)",
      "(?:pastillas|orfidales|somniferos|pastillas para dormir|lorazepam|diazepam)(?: [a-z]+){0,6} (?:con|y|encima|despues de) (?:alcohol|vino|copas|cerveza|tres copas)(?: [a-z]+){0,12} (?:no (?:me|le|se) entiende|no puede (?:abrir|mantener)|no despierta|no se despierta|se duerme)",
      "(?:pico|picado|picada|mordio|mordido|mordida) (?:por )?(?:una |un )?(?:serpiente|vibora|escorpion|alacran|arana)",
    ],
  },
  fr: {
    emergency: [
      "(?:visage|bouche) (?:qui )?(?:tombe|est tombe|de travers|tordu|penche|affaisse)(?: d un cote)?",
      "(?:parle|parler) (?:bizarrement|de travers)|(?:arrive|peut) plus (?:a )?lever (?:le|son) bras",
      "(?:diabetique|diabete|insuline|glycemie)(?: [a-z0-9]+){0,14} (?:confus|confuse|transpire|tremble)(?: [a-z]+){0,6} (?:confus|confuse|transpire|tremble|dit n importe quoi|repond plus|ne repond plus)",
      "(?:arrete|arret|stoppe) (?:de boire|l alcool|la boisson)(?: [a-z0-9]+){0,12} (?:vois|voit|voir) (?:des trucs|des choses|des insectes|des araignees|des bestioles|des gens)|(?:arrete de boire)(?: [a-z0-9]+){0,12} (?:convulsion|convulsions|crise)",
      "(?:enceinte|semaines)(?: [a-z0-9]+){0,12} (?:mal de tete|migraine|maux de tete)(?: [a-z]+){0,10} (?:taches|tache|eclairs|flashs|mouches|vision floue|vois flou|gonfle|gonfles|gonflee|gonflees|double de volume)",
      "(?:enfant|fils|fille|bebe|petit|petite|[0-9]+ ans)(?: [a-z0-9]+){0,6} (?:a avale|a mange|a bu|avale|a pris)(?: [a-z]+){0,3} (?:des |une |de l |la |les |mes )?(?:medicaments|cachets|comprimes|javel|eau de javel|pile|piles|pile bouton|dosettes|capsules de lessive|produit menager|doliprane|fer)",
      "(?:somniferes|cachets|anxiolytiques|xanax|lexomil|medocs)(?: [a-z]+){0,6} (?:avec|et|apres) (?:du |de l )?(?:vin|alcool|biere|whisky|verres)(?: [a-z]+){0,12} (?:garder les yeux ouverts|tete qui tourne|reveille pas|endort)",
      "(?:mordu|morsure|pique|piqure) (?:par |d )?(?:une |un )?(?:vipere|serpent|scorpion)",
    ],
  },
  de: {
    emergency: [
      "(?:gesicht|mund|mundwinkel) (?:hangt|hangen|ist schief|schief|verzogen|hangt runter)(?: auf einer seite| einseitig)?",
      "(?:spricht|redet|sprechen|reden) (?:ganz )?(?:verwaschen|undeutlich|unverstandlich)|(?:kann|konnte) (?:den|seinen|ihren|meinen) (?:rechten |linken )?arm (?:nicht mehr |nicht )?(?:heben|bewegen)",
      "(?:diabetes|diabetiker|diabetikerin|insulin|zucker)(?: [a-z0-9]+){0,14} (?:verwirrt|schwitzt|zittert)(?: [a-z]+){0,6} (?:verwirrt|schwitzt|zittert|redet wirr|reagiert kaum|reagiert nicht)",
      "(?:aufgehort|aufhoren|aufgehoert|entzug)(?: [a-z0-9]+){0,12} (?:sehe|seh|sieht) (?:dinge|sachen|kafer|insekten|spinnen|leute)|(?:aufgehort zu trinken|alkoholentzug)(?: [a-z0-9]+){0,12} (?:krampfanfall|anfall|krampfe)",
      "(?:schwanger|woche|ssw)(?: [a-z0-9]+){0,12} (?:kopfschmerzen|kopfweh|migrane)(?: [a-z]+){0,10} (?:flimmern|augenflimmern|blitze|sterne|verschwommen|geschwollen|schwellung)",
      "(?:kind|sohn|tochter|baby|kleine|kleiner|[0-9]+ jahre|[0-9] jahrig[a-z]*)(?: [a-z0-9]+){0,6} (?:hat|ha)(?: [a-z]+){0,4} (?:tabletten|pillen|medikamente|putzmittel|spulmaschinentabs|waschmittel|batterie|knopfbatterie|bleiche|chlorreiniger|eisentabletten)(?: [a-z]+){0,2} (?:geschluckt|gegessen|getrunken|verschluckt|erwischt)",
      "(?:schlaftabletten|tabletten|beruhigungsmittel|tavor|diazepam)(?: [a-z]+){0,6} (?:mit|und|nach) (?:alkohol|wein|bier|schnaps)(?: [a-z]+){0,12} (?:augen kaum|nicht wach|wach halten|wach zu bleiben|lallt|weckbar)",
      "(?:von einer |von einem )?(?:schlange|kreuzotter|skorpion) gebissen|(?:schlangenbiss|skorpionstich)",
    ],
  },
  pt: {
    emergency: [
      "(?:rosto|boca|cara) (?:caido|caida|torto|torta|entortou|caiu|repuxad[oa])(?: de um lado| para um lado)?",
      "(?:fala|falando) (?:enrolad[oa]|arrastad[oa])|(?:nao consegue|nao conseguia) (?:levantar|mexer) o braco",
      "(?:diabetic[oa]|diabetes|insulina|glicemia|acucar)(?: [a-z0-9]+){0,14} (?:confus[oa]|suando|tremendo)(?: [a-z]+){0,6} (?:confus[oa]|suando|tremendo|falando coisa sem sentido|nao responde)",
      "(?:parei|parou|parar) de beber(?: [a-z0-9]+){0,12} (?:vendo|vejo|ve) (?:coisas|bichos|insetos|aranhas|gente)|(?:parei|parou) de beber(?: [a-z0-9]+){0,12} (?:convulsao|convulsoes|ataque)",
      "(?:gravida|semanas)(?: [a-z0-9]+){0,12} (?:dor de cabeca|enxaqueca)(?: [a-z]+){0,10} (?:pontos|luzes|pontinhos|vista embacada|vista turva|inchad[oa]s?|inchaco)",
      "(?:filho|filha|bebe|crianca|menino|menina|[0-9]+ anos)(?: [a-z0-9]+){0,6} (?:comeu|engoliu|bebeu|tomou)(?: [a-z]+){0,3} (?:uns |umas |os |as |meus |minhas |uma |um )?(?:remedios|comprimidos|pilulas|agua sanitaria|lixivia|pilha|pilhas|bateria|detergente|sabao|capsulas de detergente|soda caustica|veneno)",
      "(?:remedio para dormir|remedios para dormir|calmantes|rivotril|comprimidos)(?: [a-z]+){0,6} (?:com|e|depois de) (?:alcool|vinho|cerveja|cachaca|bebida)(?: [a-z]+){0,12} (?:olhos abertos|acordar|nao acorda|enrolad[oa])",
      "(?:picad[oa]|mordid[oa]) (?:por |de )?(?:uma |um )?(?:cobra|escorpiao|aranha|jararaca|cascavel)",
    ],
  },
};
