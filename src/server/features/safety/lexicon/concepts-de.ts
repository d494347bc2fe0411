// German words for the safety concepts (concepts.ts): Germany, Austria, Switzerland. Normalised as
// normalise.ts leaves them: umlauts folded ("mochte" is möchte, "wurde" würde, "ware" wäre), ß as ss,
// no punctuation; the speller turns "sterbe" → "sterben", "umbringe"/"umzubringen" → "umbringen",
// "suizidal" → "suicidal", "tablette" → "tabletten", "pille" → "pills", "lesen"/"loben" → "leben".
// The verb often comes last ("dass ich mich umbringe", "hab alle tabletten geschluckt") or is split
// ("bring mich um"), so phrases carry the pronoun and the particle; compounds are one word
// ("selbstmordgedanken", "todessehnsucht"), so "todmude" or "totlachen" never match "tod"/"tot".
// Kept by meaning, not copied from any message: a new way of saying a concept belongs in its list.
import type { ConceptWords } from "../concepts.ts";

const PERSON =
  "mann|ehemann|freund|partner|ex|verlobter|verlobte|vater|papa|paps|papi|stiefvater|stiefpapa|bruder|stiefbruder|onkel|opa|grossvater|cousin|chef|chefin|trainer|trainerin|lehrer|lehrerin|betreuer|betreuerin|pfleger|pflegerin|nachbar|nachbarin|nachbarn|mitbewohner|mitbewohnerin|schwager|schwagerin|schwiegervater|schwiegermutter|vermieter|vermieterin|frau|ehefrau|freundin|partnerin|mutter|mama|mami|mutti|stiefmutter|stiefmama|schwester|tante|oma|grossmutter|eltern|pflegevater|pflegemutter|pflegeeltern|erzieher|erzieherin|pfarrer|kollege|kollegin|vorgesetzter|vorgesetzte|typ|kerl";
// Hurting verbs, present and past, third person (folded: "schlägt" → "schlagt").
const HITV =
  "schlagt|schlaegt|schlug|schlugen|haut|haute|hauen|verhaut|verhaute|pruegelt|prugelt|prugelte|verprugelt|verpruegelt|verprugelte|tritt|trat|treten|wurgt|wuergt|wurgte|drosselt|schubst|schubste|stosst|stoesst|stiess|boxt|boxte|ohrfeigt|ohrfeigte|zerrt|zerrte|reisst|riss|schuttelt|schuettelt|schuttelte|kneift|kniff|beisst|biss|misshandelt|misshandelte|qualt|quaelt|qualte|vergewaltigt|vergewaltigte|missbraucht|missbrauchte|begrapscht|begrapschte|betatscht|betatschte|befummelt|befummelte|fesselt|fesselte|verbrennt|verbrannte";
// Past participles: "hat mich geschlagen", "wurde getreten".
const HITP =
  "geschlagen|gehauen|verhauen|verprugelt|verpruegelt|geprugelt|getreten|gewurgt|gewuergt|gedrosselt|geschubst|gestossen|geboxt|geohrfeigt|gepackt|gezerrt|gerissen|geschuttelt|gekniffen|gebissen|misshandelt|gequalt|vergewaltigt|missbraucht|begrapscht|betatscht|angefasst|befummelt|gefesselt|eingesperrt|verbrannt|zusammengeschlagen|runtergeschubst|runtergestossen|an die wand gedruckt|gegen die wand gedruckt|gegen die wand geschubst|gegen die wand gestossen|gegen die wand geworfen|zu boden geworfen|zu boden gestossen";
// Killing and hurting someone, infinitive (it comes last) and a few present forms.
const HARM =
  "umbringen|umbring|umbringe|umzubringen|toten|zu toten|abstechen|abzustechen|erstechen|zu erstechen|erschiessen|zu erschiessen|abknallen|abzuknallen|kaltmachen|kalt machen|kaltzumachen|vergiften|zu vergiften|erwurgen|zu erwurgen|erdrosseln|erschlagen|zusammenschlagen|zusammenzuschlagen|verprugeln|zu verprugeln|krankenhausreif|fertigmachen|fertig machen|abmurksen|umlegen|plattmachen|abschlachten|massakrieren|killen|in die luft jagen|anzunden|anzuzunden|abfackeln|in brand stecken|(?:zunde|zund) (?:[a-z]+ ){0,3}an(?: |$)|uberfahren|zu uberfahren|weh tun|wehtun|weh zu tun|wehzutun|verletzen|zu verletzen|leiden lassen|bluten lassen|bezahlen lassen|heimzahlen|die fresse polieren|eine reinhauen|abstechen|ein messer (?:reinrammen|reinstechen|in den bauch)|(?:was|etwas) antun";
const HARM_V = `(?:${HARM})`;
const PILLS =
  "tabletten|tablette|pillen|pille|pills|medikamente|medis|meds|schlaftabletten|schlafmittel|beruhigungsmittel|schmerzmittel|schmerztabletten|paracetamol|ibuprofen|ibus|tavor|diazepam|benzos|antidepressiva|insulin|[a-z]{3,}(?:tabletten|tablette|pillen)";
// German compounds are one word ("Europabrücke", "Kirchturm"): the head counts.
const COMPOUND_PLACES = "[a-z]{3,}(?:brucke|brucken|turm|hochhaus|klippe|klippen)";

export const deConcepts: ConceptWords = {
  self: ["ich|i|ig|ech|isch|ick|ik|mich|mi|mir|mein|meine|meinen|meinem|meiner|meines|mis|mini|mim"],
  other: [
    "er|sie|ihm|ihn|ihr|ihre|ihren|ihrem|seine|seinen|seinem|dieser typ|der typ|dieser kerl|der kerl",
    `(?:mein|meine|meinen|meinem|meiner|sein|seine|seinem|seinen|ihr|ihre|ihrem|ihren|der|die|den|dem|unser|unsere|unserem|unseren|mis|mini|mim) (?:neuer |neue |neuen |neuem |ex )?(?:${PERSON})`,
    "stiefvater|stiefmutter|papa|mama|vater|mutter|ehemann|ex|chef|onkel|vermieter|mitbewohner|betreuer|pfleger",
    "(?:der|dem|den) (?:freund|typ|mann|partner) (?:von )?(?:meiner|meine|mama|mamas) (?:mutter|mama)?|mamas freund|papas freundin",
  ],
  child: [
    "baby|babys|saugling|neugeborenes|kleinkind|kleinkinder|(?<!als )kind|(?<!als )kinder|kindes|sohn|tochter|kleiner bruder|kleinen bruder|kleine schwester|kleinen schwester|bruderchen|schwesterchen|neffe|nichte|enkel|enkelin|enkelkind|stiefsohn|stieftochter|nachbarskind|nachbarskinder|knirps|bub|bua|bueb|buebli|goof|goofe|chind|chinder|meitli",
    "(?:der|die|den|dem|unser|unsere|unseren|mein|meine|meinen|meinem) (?:kleine|kleiner|kleinen)(?! (?:fehler|streit|unfall|moment|weile|problem)\\b)",
    "[0-9]+ (?:jahrige|jahriger|jahrigen)|(?:[0-9]+|ein|zwei|drei|vier|funf|sechs) (?:jahre|monate|wochen|tage) alt(?:e|er|en)?|(?:einjahrige|zweijahrige|dreijahrige|vierjahrige|funfjahrige|sechsjahrige|siebenjahrige|achtjahrige|neunjahrige|zehnjahrige)[rn]?",
    "(?:er|sie) ist (?:erst |gerade mal |gerade |nur |grad )?(?:[1-9]|1[0-5]|ein|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|dreizehn|vierzehn|funfzehn)(?: jahre| jahr| monate)?(?! (?:uhr|euro|minuten|stunden|kilo|kg|mal|prozent|tage|wochen|cm|meter|km|jahre (?:alter|junger|lang|verheiratet|zusammen))\\b)",
  ],
  minor: [
    "(?:ich|i|ig) (?:bin|bi) (?:erst |nur |gerade |grad |noch )?(?:[5-9]|1[0-7]|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|dreizehn|vierzehn|funfzehn|sechzehn|siebzehn)(?: jahre alt| jahre| jahr| j| jahr alt)?(?! (?:uhr|euro|kilo|kg|cm|minuten|stunden|tage|wochen|monate|mal|prozent|km|meter|jahre (?:verheiratet|zusammen|hier|dabei|in|bei|lang|alter))\\b)",
    "(?:bin|geh|gehe|gehe noch|bin noch) (?:in (?:der|die|de) )?(?:[1-9]|1[0-3])(?: te| ten|te|ten)? (?:klasse|kl)|(?:bin|geh|gehe) in (?:der|die) (?:erste|ersten|zweite|zweiten|dritte|dritten|vierte|vierten|funfte|funften|sechste|sechsten|siebte|siebten|achte|achten|neunte|neunten|zehnte|zehnten) klasse",
    "(?:bin|geh|gehe) (?:noch )?(?:in|auf) (?:die|der|eine|einer|ne|d) (?:grundschule|volksschule|primarschule|hauptschule|realschule|mittelschule|unterstufe|mittelstufe|sekundarschule|sek|nms|gesamtschule|gymi)|(?:bin|ich bin) (?:noch )?(?:schuler|schulerin|schueler|schuelerin)",
  ],
  want: [
    // A modal with no "nicht" after it ("ich will ihn nicht verletzen"), but "nicht mehr" is a wish.
    "(?:will|wil|willl|wollte|wollt|wollen|mochte|moechte|mocht|mag|mog|mecht|wott|wotti|wett|wu|wui|werde|werd)(?! (?:(?:ihn|sie|ihm|ihr|dich|euch|mich|mir|das|es|niemanden|niemandem|doch|aber|eigentlich|auf keinen fall) )?(?:nicht|nich|ned|net|nie|niemals|keinesfalls|auf keinen fall|niemanden|niemandem)(?! (?:mehr|langer|nimmer))\\b)",
    "wurde (?:so )?(?:gern|gerne|am liebsten|lieber)|wurd (?:so )?(?:gern|gerne|am liebsten|lieber)|ware (?:so )?(?:gern|gerne|lieber|am liebsten)|war (?:lieber|am liebsten)|(?:ware|war|wars|waer) (?:es )?(?:besser|einfacher|leichter) (?:fur alle )?(?:wenn|falls) (?:ich|i)",
    "wunsche|wunschte|wunsch|wuensche|wunsche mir|wunschte mir|hoffe|hoff|bete|plane|plan|habe vor|hab vor|hatte vor|vorhabe|vorhab|uberlege|uberleg|ueberlege|uberlegt|spiele mit dem gedanken|spiel mit dem gedanken|sehnsucht nach|sehne mich|sehn mich|verlangen|drang|druck|bedurfnis|lust|bock|bin bereit|kurz davor|versuche|versuch|versucht|probiere|traume (?:von|davon)|traum (?:von|davon)|fantasiere|stelle mir vor|stell mir vor",
    "(?:denke|denk|dachte|nachdenken|gedanken?) (?:(?:oft|standig|viel|manchmal|immer|ernsthaft|jeden tag|dauernd|wieder|immer mehr|mehr und mehr|nur noch) )*(?:an|ans|daran|dran|uber|ubers|daruber)",
    // "Ich tu dir was an": the threat said in the present.
    "(?:tu|tue) ich(?= (?:ihm|ihr|denen|dem|der|dir|euch|jemandem|allen) (?:[a-z]+ )?(?:was|etwas) an)",
  ],
  die: [
    "(?<!(?:werde|werd|werden|wirst|wird|wurde|wurden)(?: [a-z]+){0,3} )(?:sterben|sterbe|sterbn|sterba|stearba|starben)(?! (?:vor|an|aus) \\b)",
    "tot sein|tot(?! (?:gelacht|gearbeitet|geschwiegen|gesagt|geglaubt)\\b)|(?:den |der |dem )?tod(?! (?:meines|meiner|von|des|der|eines|einer|deines|deiner|seines|seiner|ihres|ihrer|unseres|unserer)\\b)",
    "(?:nicht|nie|nimmer|nimma|nume|numm|numme|ned|net) (?:mehr |wieder )?(?:leben|lebe|labe|zu leben|aufwachen|aufwache|aufwach|aufzuwachen|existieren|zu existieren)",
    // Being there only with "mehr": "ich will morgen nicht da sein" is about a party.
    "(?:nicht mehr|nie mehr|nie wieder|nimmer|nimma|nume|numm|numme|ned mehr|net mehr) (?:da sein|da zu sein|hier sein|hier zu sein|sein|auf der welt sein|am leben sein|am leben zu sein)(?! (?:wie|so)\\b)",
    "(?:wache|wach|wachen) (?:[a-z]+ ){0,2}(?:nicht|nie|nimmer|nimma) (?:mehr |wieder )?auf|aufhoren zu (?:existieren|leben|atmen)|mit dem leben aufhoren",
    "fur immer (?:einschlafen|schlafen|verschwinden|weg|weg sein|gehen|ruhe haben)|einschlafen und (?:nicht mehr|nie mehr|nie wieder|nimmer|nicht) (?:aufwachen|aufwache)|von der bildflache verschwinden|(?:aus|von) dieser welt (?:verschwinden|gehen)",
    "draufgehen|drauf gehen|abkratzen|verrecken|krepieren|ins gras beissen|den loffel abgeben|tot umfallen|erlost werden|erlosung|nie geboren|nicht geboren|zu (?:oma|opa|mama|papa) in den himmel|in den himmel kommen|ins jenseits",
    "(?:allem|dem ganzen|dem allen|meinem leben|dem leben) ein ende|alles (?:endgultig )?beenden(?!.*(?:beziehung|mit (?:ihm|ihr|dir)))|es (?:endgultig|fur immer|einfach) beenden|schluss machen (?:mit allem|mit dem leben|fur immer)|(?:einen |nen )?schlussstrich (?:ziehen )?(?:unter (?:mein leben|alles))",
  ],
  selfkill: [
    "selbstmord|selbstmorde|selbstmordgedanken|selbstmordgedanke|selbstmordversuch|selbstmordversuche|selbstmordgefahrdet|selbstmordabsichten|suizid|suizide|suizids|suizidal|suizidale|suizidalen|suizidaler|suizidalitat|suizidgedanken|suizidgedanke|suizidversuch|suizidversuche|suizidgefahrdet|suizidgefahr|suizidplan|suizidplane|suizidabsichten|suicid|sucid|suzid|suizit|selbsmord|selbstmort|freitod|todessehnsucht|todeswunsch|todeswunsche|sterbewunsch|todesgedanken|unaliven",
    "(?:der tod|sterben|selbstmord|suizid|mich umzubringen|mich umbringen)(?: [a-z]+){0,3} (?:ist|ware|scheint|bleibt) (?:mir )?(?:der einzige|die einzige|die beste|mein einziger|meine einzige) (?:ausweg|losung|weg)|(?:einziger|einzige|letzter|letzte) (?:ausweg|losung) (?:ist|ware|bleibt|scheint) (?:der tod|sterben|selbstmord|suizid|mich umzubringen)",
    // The speller makes "suizidal(e)" "suicidal": German only after a German word.
    "(?<=(?:bin|ich bin|war|sehr|total|echt|so|wieder|mal|akut|wurde|fuhle mich|fuhl mich|gerade|grad|ziemlich) )(?:suicidal|suicide)|(?:suicidal|suicide) (?:gedanken|phase|krise|versuch|gefahrdet)",
    // "Bist du lebensmüde?" is said to someone taking a risk.
    "(?<!(?:bist du|seid ihr|ist der|ist die|ist er|ist sie|sind die|sind sie|ja|wohl) )(?:lebensmude|lebensmud|lebensmuede)",
    // Reflexive, verb last; not when someone else is the subject ("dass er mich umbringen will").
    "(?<!(?:er|sie|wird|werden|droht|drohte|gedroht|damit|wollen|dass er|dass sie|das er|das sie|der|die|ihr)(?: [a-z]+){0,3} )(?:mich|mi|mir) (?:(?:selbst|selber|einfach|nur|endlich|jetzt|heute|bald|echt|wirklich|am liebsten|halt|doch|noch|gleich|morgen|irgendwann|heute nacht|schon|fast|dann) )*(?:umbringen|umbrigen|umbringe|umbring|umzubringen|toten|zu toten|erhangen|zu erhangen|aufhangen|aufzuhangen|aufhange|erschiessen|zu erschiessen|vergiften|zu vergiften|vergasen|ertranken|zu ertranken|erstechen|totfahren|unaliven|das leben (?:zu )?nehmen|mein leben (?:zu )?nehmen|vor (?:den|einen|nen|n|die) (?:zug|bus|lkw|laster|bahn|u bahn|s bahn) (?:werfen|zu werfen|schmeissen|legen|stellen))",
    "(?:^|(?<=(?:ich|i|ig|und|dann|einfach|jetzt|sonst|halt|ich glaub ich) ))(?:bring|bringe|hang|hange) (?:mich|mi) (?!nicht)(?:[a-z]+ ){0,3}(?:um|auf)(?: |$)|(?:bring|bringe|hang|hange) ich mich (?:[a-z]+ ){0,3}(?:um|auf)(?: |$)|(?:mein|meinem) leben (?:zu )?(?:beenden|ein ende setzen)|meinem (?:leben|dasein) ein ende",
  ],
  life: [
    "(?:leben|lebe|lebn|labe)(?! (?:[a-z]+ ){0,2}(?:zusammen|in|im|bei|mit|auf|an|am|allein|alleine|getrennt|dort|seit|vegan|vegetarisch|gesund|nachhaltig|zu zweit|weit weg|ausser|uber|unter|davon|noch)\\b)",
    "weiterleben|weiterzuleben|weiter leben|weiter zu leben|am leben|existieren|existiere|existenz|dasein|auf der welt|auf dieser welt|weitermachen(?! (?:[a-z]+ ){0,2}(?:mit|im|in|bei|beim|als)\\b)|weiterzumachen|weiter machen|so weitermachen",
  ],
  nope: [
    "kein sinn|keinen sinn|sinnlos|sinnlose|ohne sinn|keine lust mehr|keinen bock mehr|kein bock mehr|null bock mehr|keine kraft mehr|kei chraft meh|kei bock meh|kei luscht meh|keinen grund|kein grund|keine hoffnung|hoffnungslos|ausweglos|kein ausweg|keinen ausweg|keine zukunft|ohne zukunft",
    "nicht mehr(?! (?:vorstellen|dasselbe|das gleiche|wie fruher|so wie|gleich|lange|weit|viel|ganz|so (?:schon|gut|einfach|leicht))\\b)|nimmer|nimma|nume|numme|numm|nummi|ned mehr|net mehr|nicht langer",
    "(?:mude|muede|satt) (?:vom|von|des|zu)|uberdrussig|fertig mit|durch mit|genug vom|genug von|die nase voll|die schnauze voll|schnauze voll|(?:es )?leid (?:zu|mit|vom)|bin es leid|(?:habs|hab es|habe es) satt|hab genug|habe genug|reicht mir|gebe auf|geb auf|aufgeben|aufgegeben|wozu|wofur|warum noch|wieso noch|lohnt sich nicht|lohnt nicht|nicht lebenswert|nicht wert|wertlos|nichts mehr|nix mehr|zwecklos|keinen zweck",
  ],
  farewell: [
    "abschiedsbrief|abschiedsbriefe|abschiedsbriefen|abschiedsnachricht|abschiedsvideo|abschiedsworte|abschiedszeilen|(?:mein|meinen|einen|der) letzten? brief|(?:briefe?|nachrichten?|zeilen) (?:an|fur) (?:meine|meinen|meiner|mama|papa|alle|jeden|euch)(?: [a-z]+){0,2} (?:geschrieben|hinterlassen|verfasst|vorbereitet|fertig)",
    "lebt wohl|leb wohl|lebe wohl|machts gut fur immer|tschuss fur immer|fur immer tschuss|ciao fur immer|servus fur immer|adieu fur immer|auf nimmerwiedersehen|goodbye welt|tschuss welt|ade welt|adieu welt|(?:mich|uns) (?:von euch|von allen|von allem|fur immer) verabschieden|abschied nehmen (?:von allen|von euch|fur immer)|fur immer abschied",
    "(?!.*(?:umzieh|umzug|auszieh|auswander|ausmist|aufraum|minimalis|flohmarkt|ebay|kleinanzeigen|spende|platz))(?:alle )?meine (?:sachen|habseligkeiten|lieblingssachen|wertsachen|mobel|besitz) (?:verschenkt|verschenke|verteilt|verteile|weggegeben|weggeben|vererbt)|(?:verschenke|verschenkt|verteile|verteilt) (?:alle |all )?meine (?:sachen|habseligkeiten|lieblingssachen|mobel)|alles verschenkt(?!.*(?:umzieh|umzug|auszieh|auswander|ausmist|aufraum|minimalis|flohmarkt|ebay|kleinanzeigen|spende|platz))|(?:brauche|brauch|werde) (?:ich )?(?:das |die |sie |es )?(?:eh |bald |ja )*(?:nicht mehr|nimmer) brauchen|brauch (?:ich )?(?:eh |bald |ja )*(?:nicht mehr|nimmer)",
    "(?:kummert|kummere|kummern|kummer) (?:sich |dich |euch )?(?:dann |bitte )?(?:jemand |wer )?um (?:meine|meinen|mein) (?:katze|kater|hund|kinder|tiere|pflanzen)(?= .*(?:wenn ich|nach mir|fur mich|ohne mich))|(?:katze|kater|hund|tiere|haustier)(?: [a-z]+){0,3} (?:ist versorgt|kommt zu|bekommt (?:meine|mein))",
    "testament (?:gemacht|geschrieben|aufgesetzt|verfasst)|(?:hab|habe) (?:alles|meine angelegenheiten|das wichtigste) (?:geregelt|erledigt|geordnet|in ordnung gebracht)|meine angelegenheiten (?:geregelt|geordnet)",
    "(?:besser|glucklicher|leichter) dran ohne mich|ohne mich (?:besser|glucklicher|leichter|einfacher)|endlich (?:frieden|in frieden|meinen frieden)|(?:sagt|sag|richtet|richte) (?:meiner|meinem|meinen|allen)(?: [a-z]+){0,2} (?:dass ich sie|dass ich ihn|dass ich euch|ich hab sie|ich hab ihn|ich hab euch) (?:liebe|lieb hab|lieb habe|geliebt)",
    "(?:mein|meine|meinen|meinem) (?:letzter|letzte|letzten|letztes) (?:post|eintrag|nachricht|brief|gruss|sonnenuntergang)(?! (?:im|in|bei|an|als|auf|vor|der|des|zu|mit|am|fur|vom|beim|hier|dort)\\b)",
  ],
  plan: [
    `(?:${PILLS})(?: [a-z]+){0,4} (?:gesammelt|gehortet|aufgespart|gebunkert|gehamstert|zur seite gelegt|beiseite gelegt|beiseitegelegt|zusammengespart|zuruckgelegt|abgezahlt|bereitgelegt|bereit gelegt|liegen bereit|liegen schon bereit|sind bereit)`,
    `(?:sammle|sammel|horte|bunkere|bunker|hamstere|hamster|spare) (?:schon |seit [a-z]+ |seit [0-9]+ [a-z]+ |heimlich )*(?:meine |die |alle |mir )?(?:${PILLS})`,
    "(?:strick|schlinge|strang)(?: [a-z]+){0,3} (?:gekauft|besorgt|geknotet|vorbereitet|bereit|festgemacht|aufgehangt)|(?:strick|schlinge) (?:kaufen|besorgen|knoten)|(?:waffe|pistole|knarre|gewehr) (?:gekauft|besorgt|organisiert)",
    "(?:steine|gewichte) (?:sind |schon )?(?:im|in den|in die|in der|in meinen|in meine) (?:rucksack|taschen|jackentaschen|manteltaschen|jacke)",
    "(?:methode|stelle|brucke|ort dafur) (?:[a-z]+ ){0,2}(?:ausgesucht|rausgesucht|gewahlt|gefunden)|(?:weiss|weis) (?:schon |jetzt |genau )*(?:wie|wo|wann) ich es (?:beende|beenden werde|tun werde|machen werde)",
    "(?:gegoogelt|gegoogled|recherchiert|nachgelesen|informiert|gesucht|googel|google|recherchiere)(?: [a-z]+){0,5} (?:todliche dosis|todlichen dosis|wie man (?:stirbt|sich umbringt|sich erhangt|verblutet)|suizidmethoden|selbstmordmethoden|schmerzlos sterben)",
    "wie (?:ein|einen) unfall (?:aussehen|aussieht|aussehen lassen)|nach (?:einem|nem) unfall aussehen|als unfall tarnen",
    // Rehearsal at the edge: standing at the railing, climbing over, leaning out.
    "(?:bis )?(?:zum|ans|an das|an den) (?:gelander|rand|abgrund|bahnsteigrand|bahnsteigkante|bruckenrand) (?:gegangen|gelaufen|getreten|gestellt|geklettert)|uber(?:s| das) gelander (?:geklettert|gestiegen|gelehnt|gebeugt)|(?:an|auf) (?:der|die) (?:kante|bahnsteigkante) (?:gestanden|gestellt)",
    "alles (?:ist )?(?:vorbereitet|geplant|bereit) (?:fur|zum) (?:das ende|mein ende|morgen nacht|heute nacht)",
  ],
  underway: [
    "(?:auto|motor|wagen|karre) lauft (?:schon )?in der garage|schlauch (?:am|im|vom|in den|an den) auspuff",
    "(?:sitze|sitz|stehe|steh|bin) (?:gerade |grad |jetzt )?(?:auf|am) (?:dem |der )?(?:gelander|bruckengelander|dachrand|brustung|fenstersims|bahnsteigkante|klippenrand)|(?:sitze|sitz|stehe|steh) (?:gerade |grad |jetzt )?auf dem dach|(?:hinter|auf der anderen seite) (?:dem|vom) gelander",
    "(?:hab|habe) (?:sie|die tabletten|die pillen|die tabl) (?:schon |jetzt )?in der hand|(?:tabletten|pills|pillen) (?:sind |liegen )?(?:schon )?in meiner hand",
    "in der badewanne mit (?:einer|einem|der|dem|ner|nem) (?:klinge|rasierklinge|messer|rasierer)|(?:strick|seil|schlinge) (?:hangt|ist fest|ist festgemacht|ist geknotet|um meinen hals|um den hals|schon um)",
  ],
  shself: [
    "ritzen|ritze|ritz|ritzt|ritzte|geritzt|ritzer|ritzerin|ritzwunden|ritznarben|svv|selbstverletzung|selbstverletzungen|selbstverletzend|selbstverletzendes|selbstverletzt|selbstverletzen",
    "(?!.*(?:beim|bei der|knie|fuss|knochel|sport|training|fussball|unfall|kochen|rasieren))(?:mich|mir) (?:[a-z]+ ){0,3}(?:selbst|selber|absichtlich|heimlich|wieder|erneut|extra|mit absicht) (?:[a-z]+ ){0,2}(?:verletzt|verletzen|verletze|geschnitten|schneiden|schneide|verbrannt|verbrennen|weh getan|wehgetan|weh tun|wehtun|gekratzt|blutig gekratzt|geschlagen|bestraft)|mich selbst (?:bestrafen|bestraft|bestrafe)",
    "(?!.*(?:sonne|sonnenbrand|beim|kochen|grill|herd|ofen|backblech|unfall))(?:mir|mich) (?:[a-z]+ ){0,4}(?:die |den |meine |meinen )?(?:haut|arme|arm|unterarme|unterarm|handgelenke|handgelenk|oberschenkel|beine|bein|bauch) (?:[a-z]+ ){0,2}(?:aufgeschnitten|aufgeschlitzt|aufgeritzt|zerschnitten|zerkratzt|blutig gekratzt|verbrannt|geritzt|geschnitten)",
    "brauch(?:e|te)? (?:den |diesen )?schmerz|(?:die|meine|eine|ne) (?:klinge|rasierklinge|klingen) (?:[a-z]+ ){0,2}(?:wieder )?(?:rausgeholt|ausgepackt|angesetzt|in der hand)",
    "(?:narben|schnitte|wunden) (?:verstecken|verstecke|verdecken|verdecke|sind (?:noch )?(?:frisch|offen|neu))|(?:frische|neue|offene) (?:schnitte|narben|wunden) (?:am|an meinem|an meinen|auf dem|auf meinem|an den)|ruckfall(?! (?:beim|mit dem) (?:rauchen|trinken|alkohol)\\b)|ruckfallig(?! (?:beim|mit dem) (?:rauchen|trinken|alkohol)\\b)",
  ],
  selffear: [
    "angst vor mir selbst|angst vor dem was ich (?:tun|machen|anrichten) (?:konnte|konnt|werde|wurde)|angst (?:was|dass|das) ich (?:tun|machen) (?:konnte|konnt|werde|wurde)|angst (?:dass|das) ich (?:ihm|ihr|ihnen|dem baby|meinem kind|meinem baby|jemandem|den kindern) (?:was|etwas|weh) (?:antue|antun konnte|tue|tun konnte|antun werde)|angst (?:dass|das) ich (?:durchdrehe|ausraste|die kontrolle verliere|mich nicht mehr kontrollieren kann)|(?:ob|dass|das) ich mich (?:[a-z]+ ){0,3}(?:noch |lange )?(?:beherrschen|zusammenreissen|kontrollieren) kann|(?:kann|konnte) mich (?:bald |kaum |nicht )(?:mehr )?(?:beherrschen|kontrollieren|zuruckhalten)",
  ],
  time: [
    "heute nacht|heut nacht|heute abend|heut abend|heute|heut|morgen|morgen fruh|morgen abend|morgen nacht|ubermorgen|gleich|jetzt|sofort|nachher|spater|bald|diese nacht|dieses wochenende|am wochenende|diese woche|nachste woche|um mitternacht|mitternacht|gestern|gestern abend|gestern nacht",
    "um (?:[0-9]|1[0-9]|2[0-3])(?: uhr)?|(?:[0-9]|1[0-9]|2[0-3]) uhr|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(?: abend| nacht| fruh)?|in (?:einer|zwei|drei|ein paar|[0-9]+) (?:stunde|stunden|minuten|tagen)|bis (?:ende der woche|ende des monats|freitag|sonntag)|am [0-9]+|erste stunde|in der pause",
    "wenn (?:alle|alle anderen|meine eltern|die anderen|mein mann|meine frau|er|sie) (?:schlafen|schlaft|weg sind|weg ist|aus dem haus sind|arbeiten|bei der arbeit (?:ist|sind))",
  ],
  means: [
    PILLS,
    COMPOUND_PLACES,
    "tabletten|tablette|pillen|pille|pills|medikamente|medikament|meds|medis|schlaftabletten|schlafmittel|beruhigungsmittel|schmerzmittel|schmerztabletten|paracetamol|ibuprofen|ibu|ibus|aspirin|novalgin|metamizol|tramadol|tilidin|oxycodon|codein|morphin|fentanyl|tavor|lorazepam|diazepam|valium|benzos|zopiclon|zolpidem|antidepressiva|sertralin|citalopram|mirtazapin|amitriptylin|opipramol|quetiapin|seroquel|lithium|insulin|packung|packungen|schachtel",
    "strick|seil|schlinge|strang|knoten|brucke|talbrucke|autobahnbrucke|eisenbahnbrucke|dach|hochhaus|hochhausdach|klippe|klippen|gleise|gleisen|schienen|bahngleise|guterzug|waffe|pistole|gewehr|knarre|kugel|klinge|rasierklinge|rasierklingen|rattengift|abflussreiniger|chlorreiniger|putzmittel|bleiche|frostschutzmittel|autoabgase|abgase|kohlenmonoxid|helium|plastiktute",
    "dosis|dosierung|uberdosis|stockwerk|stockwerke|etage|turm|gelander|pulsader|pulsadern|vene|venen|arterie|handgelenk|handgelenke|alkohol|wodka|schnaps|springen|ertrinken|erhangen|erfrieren|unterkuhlung|steine",
  ],
  act: [
    "springen|springe|spring|sprang|gesprungen|runterspringen|runterspringe|runterspring|hinunterspringen|runtersturzen|sturzen|sturze|gesturzt|fallen lassen|fallenlassen|werfe mich|warf mich|schmeiss mich|schmeisse mich|lege mich|leg mich|legte mich|vortreten|nach vorne (?:gehen|treten|machen|fallen)|(?:einen|nen) schritt nach vorne|gegenfahren|dagegen fahren|reinfahren|reinrasen|reinlenken|rast|rasen|lenken|lenke|ubers gelander|uber das gelander|uber die brustung|lehne mich|lehnte mich|ins wasser (?:gehen|laufen)|untergehen|versinken|mich treiben lassen",
    "(?:fahr|fahre|geh|gehe|lauf|laufe) (?:[a-z]+ ){0,3}(?:zum|zur|zu den|auf die|aufs|an die|an den|auf den|in den|ins)(?= (?:[a-z]+ )?(?:see|fluss|meer|brucke|talbrucke|gleise|gleisen|schienen|klippe|klippen|steinbruch|staudamm|hochhaus|dach|parkhaus))",
  ],
  place: [
    COMPOUND_PLACES,
    "see|fluss|meer|wasser|rhein|donau|brucke|talbrucke|autobahnbrucke|gelander|klippe|klippen|dach|hochhaus|bahnsteig|gleise|gleisen|schienen|zug|autobahn|gegenverkehr|baum|lkw|laster|bus|fenster|balkon|steinbruch|staudamm|talsperre|parkhaus|turm|kreuzung|abgrund|kante",
  ],
  nothere: [
    "(?:werde|werd|wird) (?:[a-z]+ ){0,3}(?:nicht mehr|nimmer|nie) (?:erleben|mitkriegen|mitbekommen|sehen)|(?:werde|werd) (?:es )?(?:nicht|nie) (?:mehr )?lange (?:machen|da sein|durchhalten)",
    "(?:bis|wenn|sobald) (?:ihr|du|jemand|mama|papa) (?:das|dies|diesen brief|diese nachricht|die nachricht) (?:hier )?(?:liest|lest|les|findet|findest|seht|siehst)",
    "(?:bin|ich bin|werde|werd) (?:dann |bald |eh |bis dahin |sowieso |wahrscheinlich |vielleicht )*(?:nicht mehr|nimmer|nimma|nume) (?:da|hier|am leben|auf der welt|unter euch)(?: sein)?(?= |$)(?! (?:[a-z]+ ){0,2}(?:im buro|erreichbar|online|ab|bis|wegen|urlaub|zu hause|zuhause|in der|im|am (?:montag|dienstag|mittwoch|donnerstag|freitag|wochenende))\\b)",
  ],
  gone: [
    "ohne mich|ohne mi|wenn (?:ich|i) (?:nicht mehr|nimmer|nicht) (?:da|hier|am leben) (?:ware|war|waer|bin|waere)|wenn (?:ich|i) (?:weg|tot|gestorben|verschwunden) (?:ware|war|waer|bin|waere)|wenn (?:ich|i) (?:sterbe|sterben wurde|verschwinde|verschwinden wurde)|wenn es mich nicht (?:mehr )?(?:gabe|gaebe|gibt)|sobald ich weg bin|nach meinem tod|wenn ich (?:mal )?nicht mehr bin",
  ],
  okay: [
    "besser|besser dran|leichter|einfacher|glucklicher|freier|ruhiger|erleichtert|egal|keinen unterschied|merken|bemerken|auffallen|vermissen|vermisst|kummern|juckt|interessieren|interessiert|zurechtkommen|klarkommen|klar kommen|druber hinwegkommen|fehlen",
  ],
  ask: [
    "wie|was|welche|welcher|welches|welchen|wo|wann|wieviel|wie viel|wie viele|wieviele|ab wann|ab wie viel|ab wieviel|ob|kann|konnte|kann man|konnte man|wurde|ist|sind|gibt es|gibts|reicht|reichen|muss|braucht",
  ],
  query: [
    "\\?|weiss jemand|weiss wer|weisst du|wisst ihr|kennt jemand|frage fur (?:einen|ne|eine) (?:freund|freundin|kumpel)|fur (?:einen|ne) (?:freund|freundin)|rein hypothetisch|hypothetisch|theoretisch|rein theoretisch|aus neugier|nur aus neugier|reine neugier|frag nicht warum|fragt nicht warum|frag lieber nicht|mal angenommen|angenommen",
  ],
  lethal: [
    "sterben|stirbt|tot|todlich|todliche|todlichen|letal|letale|reicht|reichen|genug|zu viel|zu viele|uberdosis|uberleben|uberlebt|weh|schmerzhaft|schmerzlos|ohne schmerzen|schnellste|am schnellsten|sicherste|am sichersten|effektivste|bewusstlos|ohnmachtig|koma|herzstillstand|herz stehen|leber|nieren|dauerhaft|fur immer|nicht mehr aufwachen|ohne rezept|ohne dass (?:jemand|man) (?:fragt|was merkt)|ohne fragen|hoch genug|tief genug|kalt genug|(?:halt|tragt) (?:das|mein) gewicht|wie lange dauert|wie lang dauert|was passiert|bis man|frag nicht warum|fragt nicht warum",
  ],
  sh: [
    "ritzen|ritze|ritz|ritzt|ritzte|geritzt|ritzer|ritzerin|svv|selbstverletzung|selbstverletzend|selbstverletzt|selbstverletzen",
    // The act, with its body part or "mich" after it ("ich schneide mir in den arm").
    "(?:schneide|schneid|schneiden|schnitt|verletze|verletz|verletzen|verbrenne|verbrenn|verbrennen|beisse|beiss|hau|haue|schlage|schlag|boxe|box|quale|qual|bestrafe|bestraf|hungere|hunger)(?= (?:mich|mir|mi) )(?! (?:mich|mir|mi) (?:(?:die|meine|den|das|beim|bei|am|an der|an dem|mit dem|mit der|ein|eine|einen) )?(?:haare|haar|nagel|fingernagel|zehennagel|pony|bart|spitzen|zwiebel|zwiebeln|gemuse|brot|finger|daumen|kochen|rasieren|sport|training|fussball|papier|blatt|knie|knochel|zeh|zehe|kopf an|die zahne)\\b)",
    "(?:druck|drucke|drueck|druckte) (?:mir )?(?:eine |die |ne )?(?:zigarette|zigaretten|kippe|kippen)|klinge|rasierklinge|rasierklingen|(?:die|meine|der|paar|neue) klingen|ruckfall|ruckfallig|blutig (?:kratzen|gekratzt|geschnitten)|aufkratzen|aufgekratzt|aufschneiden|aufgeschnitten|aufschlitzen|aufgeschlitzt|mir weh tun|mir wehtun|mir weh zu tun|mir wehzutun|mir selbst weh|schmerzen zufugen|mich bestrafen|mich zu bestrafen|mich aushungern|mich auszuhungern|kotze (?:absichtlich|extra)|mich (?:absichtlich |extra )?ubergeben",
  ],
  body: [
    "mich|mir|mi|arm|arme|armen|unterarm|unterarme|unterarmen|handgelenk|handgelenke|handgelenken|pulsadern|oberschenkel|oberschenkeln|bein|beine|beinen|haut|bauch|hufte|huften|narben|narbe|wunden|wunde|schnitte|tief|tiefer|zu tief|blut|blutig|blau|bis es blutet|bis sie bluten|mich selbst|mich selber|mir selbst|mir selber",
    "(?:auf|in|an|gegen) (?:die|den|das|der|dem|meine|meinen|meinem|meiner|mein) (?:arm|arme|armen|unterarm|unterarme|unterarmen|handgelenk|handgelenke|oberschenkel|oberschenkeln|beine|beinen|bein|haut|bauch|kopf|hand|hande|brust)",
  ],
  violence: [
    // Acts that are violence whoever they are done to.
    "vergewaltigt|vergewaltigung|vergewaltigte|verprugelt|verpruegelt|zusammengeschlagen|misshandelt|misshandlung|misshandlungen|(?<!vertrauen )missbraucht|sexuell missbraucht|missbrauch|gewurgt|gewuergt|erwurgt|begrapscht|betatscht|angegrapscht|(?:blaue flecken|blauen flecken|blauer fleck|blaues auge|blauen augen)(?!.*(?:fussball|training|handball|rugby|judo|karate|boxen|kampfsport|skifahren|radfahren|eishockey|basketball|turnen|klettern))|veilchen am auge|hamatom|hamatome|wurgemale|striemen|gewalttatig|gewalttatige|gewalttatiger|handgreiflich|(?:schlagt|schlug|haut|haute) (?:einfach |sofort |dann |wieder )?zu(?: |$)|(?:wirft|warf|schmeisst|schmiss) (?:[a-z]+ ){0,2}(?:sachen|dinge|gegenstande|teller|glaser|flaschen) (?:nach|auf) (?:mir|mich|uns|mama|ihr)|(?:luft|kehle|hals) (?:[a-z]+ ){0,2}(?:abgedruckt|zugedruckt|zugeschnurt|abdrucken|zudrucken)|hausliche gewalt|gewalt (?:zu hause|zuhause|daheim|in der beziehung|in der ehe)|schlage (?:bekommen|gekriegt|kriegen|krieg|kriege)|prugel (?:bekommen|gekriegt|kriegen|krieg|kriege)",
    // A hurting verb with its object: "er schlagt mich", "schlug sie", "haut meine mutter".
    `(?:${HITV})(?: (?:er|sie|mein [a-z]+|meine [a-z]+))? (?:mich|uns|mi|meine (?:mutter|mama|schwester|kinder|tochter|freundin|frau)|meinen (?:bruder|sohn|vater|papa|kleinen bruder)|mama|papa|die kinder|das baby|den kleinen|die kleine|sie|ihn)(?! (?:vor|zuruck|nach|aus dem schlaf|in ihren bann|in seinen bann|um(?: |$))\\b)`,
    // Participle last: "hat mich geschlagen", "wurde von ihm getreten".
    `(?:mich|uns|mi|mama|meine mutter|meine mama|meine schwester|meinen bruder|meine kinder|das baby|den kleinen|die kleine|ihn|sie)(?: (?!im |beim |bei |in )[a-z]+){0,4} (?:${HITP})`,
    `(?:wurde|wurden|werde|werden|wird|bin) (?:von (?:ihm|ihr|meinem [a-z]+|meiner [a-z]+|meinen [a-z]+) )?(?:[a-z]+ ){0,3}(?:${HITP})`,
    "(?:gibt|gab|verpasst|verpasste|haut|haute|knallt|knallte|scheuert|scheuerte|klatscht|klebt|klebte) (?:mir|uns|ihr|ihm|mama) (?:eine|ne|n|eins|einen|welche)|(?:mir|uns|ihr|meiner mutter|mama|meiner schwester|meinem bruder) (?:eine|ne|n|eins|welche) (?:geknallt|geklebt|gescheuert|gewischt|verpasst|reingehauen|runtergehauen)|ohrfeige|ohrfeigen|backpfeife|watschn|watsche",
    "(?:am|an den|an der|beim) (?:arm|armen|hals|haaren|kragen|handgelenk|kehle|gurgel|nacken) (?:gepackt|gezerrt|gerissen|gegriffen|festgehalten|gezogen|geschleift)|(?:hande|hand) um (?:meinen|den|ihren) hals|(?:die|der) treppe (?:runtergeschubst|runtergestossen|hinuntergestossen)|fasst mich (?:[a-z]+ ){0,2}an|(?:zieht|zog|reisst|riss|zerrt|zerrte|packt|packte|schleift|schleifte|schleppt|schleppte) (?:mich|sie|uns|mama|meine mutter|meine schwester|meinen bruder) (?:[a-z]+ ){0,2}(?:an den haaren|am arm|an den armen|am hals|am kragen|an der hand|uber den boden|durch die wohnung|aus dem bett|ins zimmer)|(?:zum sex|zu sex|zu sexuellen handlungen) (?:gezwungen|zwingt|zwang|genotigt|notigt|gedrangt)|sex (?:gegen meinen willen|obwohl ich nein)|kissen (?:uber|auf|aufs|ins|ubers) (?:(?:ihr|sein|das|dem|ihrem|seinem) )?gesicht (?:gedruckt|gehalten|gepresst|drucken|halten)|(?:hammert|hammerte|tritt|trat|schlagt|schlug|haut|haute|boxt|wirft sich) (?:gegen|an) (?:die|meine) tur|(?:die )?tur (?:eintreten|einschlagen|eingetreten)|zwingt mich zu|gegen meinen willen",
  ],
  control: [
    "(?:liest|las|kontrolliert|kontrollierte|checkt|checkte|durchsucht|durchsuchte|uberwacht|uberwachte|uberpruft|geht|ging|schaut|guckt) (?:standig |immer |dauernd |heimlich |jeden tag |taglich |abends |nachts |alles |jeden abend |jede nacht |jeden morgen |jedes mal |immer wieder )*(?:durch )?(?:mein|meine|meinen) (?:handy|nachrichten|chats|whatsapp|mails|emails|e mails|tagebuch|standort|konto|kontoauszuge|sms|telefon|instagram|insta|snapchat)|(?:liest|las) (?:[a-z]+ ){0,3}(?:alles )?mit(?: |$)",
    "(?:ortet|trackt|verfolgt|uberwacht) (?:mich|mein handy|meinen standort)|(?:tracking|ortungs|spy|spionage) ?app|kennt (?:alle )?meine (?:passworter|pins|codes)|kennt mein (?:passwort|pin|code|kennwort)|(?:hat|hatte) mein passwort geandert",
    "(?:nimmt|nahm|behalt|behielt|einbehalten|verwaltet|sperrt|sperrte) (?:mir )?(?:mein|meine|meinen) (?:ganzes |ganze |ganzen |komplettes |gesamtes )?(?:geld|lohn|gehalt|bankkarte|ec karte|karte|pass|ausweis|reisepass|handy|schlussel|autoschlussel|konto)|(?:hat|hatte) mir (?:mein|meine|meinen) (?:handy|geld|pass|schlussel|karte|ausweis) (?:weggenommen|abgenommen)",
    "(?:lasst|liess) mich (?:nicht|nie|niemals|nirgends) (?:allein )?(?:raus|aus dem haus|arbeiten|meine freunde sehen|meine familie sehen|telefonieren|alleine raus|ausgehen|zum arzt)|(?:verbietet|verbot) mir (?:meine freunde|meine familie|zu arbeiten|das haus|rauszugehen|auszugehen|zu telefonieren|den kontakt|kontakt)|darf (?:meine|keine) (?:freunde|familie|freundinnen|eltern) (?:mehr )?(?:nicht )?(?:sehen|treffen|besuchen|anrufen)",
    "(?:isoliert|isolierte) mich|(?:von (?:allen|meinen freunden|meiner familie)) (?:isoliert|abgeschnitten|ferngehalten)|(?:will|muss) (?:immer|standig|jederzeit) wissen,? wo ich bin|muss ihm (?:jeden cent|jeden euro|alle belege|jede ausgabe) (?:abgeben|zeigen|vorlegen|erklaren)",
    "(?:entscheidet|bestimmt|kontrolliert) (?:alles was ich|alles in meinem leben|was ich|wen ich|wo ich|wie ich|wann ich|uber mein|mein ganzes|mein leben|uber mich)",
    "(?:nacktbilder|nacktfotos|nudes|intime bilder|intime fotos|intime videos|fotos von mir|bilder von mir|videos von mir) (?:[a-z]+ ){0,4}(?:veroffentlichen|verbreiten|posten|rumschicken|hochladen|leaken)|(?:veroffentlicht|verbreitet|postet|leakt) (?:meine )?(?:nacktbilder|nudes|nacktfotos)",
  ],
  threat: [
    "(?:hat|hatte)(?! (?:[a-z]+ ){0,2}(?:kundigung|abmahnung|rauswurf|klage|anwalt|strafe|schadensersatz|inkasso|mahnung|mieterhohung|entlassung|sperre)) (?:[a-z]+ ){0,2}gedroht|gedroht (?:mich|mir|uns|die kinder)|droht (?:mir|mich|uns|meiner|meinem|damit|mit (?:dem tod|mord|schlagen|gewalt))|drohte (?:mir|mich|uns|damit)|(?:hat|hatte) (?:mir|uns|mich) (?:[a-z]+ )?gedroht|mir gedroht|(?:mich|uns) bedroht|bedroht (?:mich|uns)|morddrohung|morddrohungen|drohungen",
    "(?:sagt|sagte|meint|meinte|schreibt|schrieb|schwort|hat gesagt|hat geschrieben)(?: (?:mir|uns))?(?: dass)? (?:er|sie) (?:wurde|wird|werde|will|wurd|werd) (?:mich|uns|mir|die kinder|meine kinder|meine familie|mein leben|alles) (?:[a-z]+ ){0,3}(?:umbringen|toten|umbringt|fertigmachen|fertig machen|kaputtmachen|kaputt machen|wegnehmen|finden|zerstoren|schlagen|weh tun|wehtun|ruinieren|kaltmachen)",
    "(?:will|wollte|wird|werde) mich (?:[a-z]+ ){0,2}(?:umbringen|toten|umzubringen)|(?:bringt|bringe|bring|wird) (?:mich|dich|uns) (?:[a-z]+ ){0,2}(?:um|umbringen)(?= (?:[a-z]+ ){0,3}(?:wenn|falls|sobald))",
    "(?:wenn|falls) (?:ich|du) (?:ihn |sie |mich )?(?:verlasse|verlass|verlasst|gehe|weggehe|gehst|weggehst|ausziehe|ausziehst|mich trenne|dich trennst|jemandem (?:was |davon )?(?:erzahle|erzahlst|sage|sagst)|es jemandem (?:sage|sagst|erzahle|erzahlst)|zur polizei gehe|zur polizei gehst|die polizei rufe|die polizei rufst|nein sage|schluss mache|schluss machst)",
    "(?:wirst|werdet) (?:es |das )?bereuen|das wirst du bereuen|du wirst schon sehen|(?:nimmt|nehme|wegnehmen|wegnimmt) (?:mir |dir )?die kinder(?: weg)?|das sorgerecht (?:wegnehmen|nehmen)|(?:ich|er) (?:finde|findet) dich",
  ],
  escape: [
    "frauenhaus|frauenhauser|frauenhausern|schutzhaus|mannerhaus|schutzwohnung|gewaltschutz|gewaltschutzgesetz|kontaktverbot|annaherungsverbot|wegweisung|betretungsverbot|wohnungsverweisung|hilfetelefon|schutzanordnung|einstweilige verfugung|frauenberatung|opferhilfe|weisser ring|interventionsstelle|gewaltschutzzentrum|frauennotruf|frauen notruf",
    // Clearing a history to hide it from someone, or asking the app to forget.
    "(?:verlauf|suchverlauf|browserverlauf|chatverlauf|nachrichten) (?:[a-z]+ ){0,3}(?:loschen|losche|geloscht|leeren)(?= (?:[a-z]+ )*(?:damit|dass|sonst|falls|wenn|bevor|das) (?:er|sie))|(?:kann man|kannst du|konnt ihr|lasst sich|wie kann ich) (?:den|diesen|meinen|das) (?:chat|verlauf|gesprach|nachrichten) (?:hier )?(?:loschen|entfernen)|(?:den|diesen) chat hier (?:loschen|entfernen)|(?:speichert|speichern|speichert ihr) (?:ihr )?(?:den chat|die nachrichten|den verlauf)",
    "(?:ist es|ists|ist das|ist die app|ist dieser chat|ist der chat) (?:hier )?(?:sicher|sicher hier) (?:zu schreiben|zu reden|zu tippen|das zu schreiben)|(?:kann|darf|konnte) (?:er|sie) (?:das|den chat|diesen chat|die nachrichten|meine nachrichten) (?:hier )?(?:sehen|lesen|finden)|(?:damit|dass|so dass) (?:er|sie) (?:das|es|den chat|davon) (?:nicht|nie) (?:sieht|liest|findet|merkt|mitbekommt|erfahrt)|wenn (?:er|sie) das (?:sieht|liest|findet)",
    "(?:notfalltasche|fluchttasche|notfallrucksack)|(?:tasche|koffer) (?:heimlich )?(?:gepackt|packen)(?= .*(?:weg|abhauen|fliehen|raus|flucht|notfall|vor ihm|vor ihr|bevor er|bevor sie))|was (?:muss|soll) ich (?:alles )?(?:mitnehmen|einpacken)(?= .*(?:weg|fliehen|abhauen|verlassen|flucht|frauenhaus|wenn ich gehe|ohne dass er))",
    "beweise (?:sammeln|sichern|aufheben)|verletzungen (?:dokumentieren|fotografieren)|fotos von (?:den|meinen) (?:blauen flecken|verletzungen)|(?:fliehen|flucht|abhauen) (?:vor|von) (?:ihm|ihr|meinem|meiner)|von ihm (?:wegkommen|loskommen)|heimlich (?:ausziehen|abhauen|fliehen)",
  ],
  fear: [
    "(?:angst|panik|schiss|furcht) (?:vor|von) (?:ihm|ihr|ihnen|meinem|meiner|meinen|papa|mama|dem typ|was er|was sie)|(?:angst|panik) (?:dass|wenn|das) (?:er|sie)|(?:angst|panik|schiss) (?:nach hause|heim) zu (?:gehen|kommen)|trau mich nicht (?:nach hause|heim)|traue mich nicht (?:nach hause|heim|heimzugehen)|will nicht nach hause",
    "zucke (?:jedes mal |immer |sofort )?zusammen|zuck (?:jedes mal |immer )?zusammen|auf eierschalen|wie auf eierschalen|verangstigt|eingeschuchtert|todesangst|panische angst|(?:muss|musste) (?:mich|ich mich) (?:[a-z]+ ){0,2}(?:im|in den|unterm|unter dem|hinterm|hinter dem) (?:schrank|bett|keller|bad|kleiderschrank) verstecken|versteck(?:e)? mich (?:vor|wenn)",
  ],
  neglect: [
    "unser (?:kleines )?geheimnis|(?:sag|erzahl|verrat|sags|erzahls) (?:es |das )?(?:niemandem|keinem|nicht (?:deinen eltern|deiner mama|deinem papa|mama|papa))|darfst (?:du )?(?:es |das )?(?:niemandem|keinem) (?:sagen|erzahlen)|besonderes spiel|spezielles spiel|(?:schick|schicke|schickt|schicken|schickst) (?:mir )?(?:fotos|bilder|nacktbilder|nudes|videos) von dir|fotos (?:von dir|von ihr|von ihm) (?:in|im|ohne) (?:unterwasche|bikini|badeanzug|kleidung|klamotten)|reifer als (?:die anderen|andere|ihr alter|sein alter)",
    "(?:kein|nix|nichts|kaum was|kaum etwas|nicht genug) (?:zu essen|essen|zum essen) (?:bekommen|bekomme|bekommt|kriege|krieg|kriegt|kriegen|gekriegt|gibt|gab|gegeben)|hungern lassen|lasst (?:mich|uns|ihn|sie|die kinder) hungern|hungrig ins bett|ohne essen ins bett",
    "(?:sperrt|sperrte|schliesst|schloss|gesperrt|eingesperrt|einsperren|eingeschlossen|einschliessen) (?:[a-z]+ ){0,3}(?:im|in den|in die|in das|ins|in der|in dem) (?:keller|zimmer|schrank|kammer|abstellkammer|garage|bad|badezimmer|kinderzimmer)|(?:im|in den|in die|ins) (?:keller|schrank|kammer|abstellkammer|garage) (?:gesperrt|eingesperrt|eingeschlossen|sperren|einsperren|gesteckt)|(?:sperrt|sperrte|sperren) (?:mich|uns|ihn|sie|das kind|die kinder) aus|ausgesperrt",
    "(?:allein|alleine) (?:gelassen|zuhause gelassen|zu hause gelassen)(?= .*(?:tage|nacht|nachte|wochenende|stunden|tagelang|ganze))|tagelang allein|nachtelang allein|das ganze wochenende allein|kissen (?:uber|auf|aufs|ins|ubers) (?:(?:ihr|sein|das|dem|ihrem|seinem) )?gesicht|verwahrlost|vernachlassigt|vernachlassigung|verwahrlosung|windeln? (?:nicht|nie|seit tagen nicht) gewechselt",
    "kommt nachts (?:in mein|zu mir ins|ins) (?:zimmer|bett)|legt sich (?:nachts )?(?:zu mir )?(?:in mein|ins) bett|(?:fasst|fasste|beruhrt|beruhrte|anfassen|angefasst) (?:mich |sie |ihn )?(?:da unten|untenrum|zwischen den beinen|an der brust|im intimbereich|unter (?:der|die) (?:decke|hose|unterhose))|hatte (?:mich|sie|ihn) (?:nie|besser nicht) bekommen sollen|hatte (?:mich|sie|ihn) abtreiben (?:sollen|lassen sollen)",
  ],
  now: [
    "jetzt|gerade|grad|gerade jetzt|jetzt gerade|im moment|momentan|in diesem moment|heute nacht|heute abend|unten|vor der tur|vor meiner tur|an der tur|hammert|tritt gegen die tur|schreit|brullt|tobt|randaliert|auf dem weg|auf dem weg hierher|kommt gleich|kommt gleich nach hause|ist gleich da|ist gleich zuruck|draussen vor",
  ],
  harm: [
    HARM,
    // Split verbs: "bring ihn um", "stech ihn ab", "mach den fertig".
    "(?:bring|bringe|bringt) (?:ich )?(?:ihn|sie|den|die|dich|euch|alle|jemanden)(?: [a-z]+){0,2} um(?: |$)|(?:stech|steche|knall|knalle|mach|mache) (?:ich )?(?:ihn|sie|den|die|alle)(?: [a-z]+){0,2} (?:ab|kalt|fertig|platt)(?: |$)|(?:ihm|ihr|denen|dem|der|dir|euch|jemandem|allen) (?:[a-z]+ )?(?:was|etwas) an(?: |$)",
  ],
  target: [
    // Pronouns only right before the killing or hurting ("ich will ihn umbringen").
    `(?:ihn|sie|ihm|ihr|den|die|dem|der|dich|euch|alle|sie alle|die alle)(?= (?:(?:alle|einfach|endlich|echt|wirklich|so|richtig|heute|morgen) )?${HARM_V})`,
    "(?:ihm|ihr|denen|dem|der|dir|euch|allen)(?= (?:[a-z]+ )?(?:was|etwas) an(?: |$))",
    "jemanden|jemandem|irgendwen|irgendwem|den typen|diesen typen|die typen|diese typen|den kerl|diesen kerl|die schlampe|diese schlampe|den wichser|diesen wichser|das arschloch|dieses arschloch|den bastard|diese leute|die ganze klasse|meine klasse|die ganze schule|alle in (?:der|meiner)|die mobber|den mobber|die anderen",
    "(?:sein|seine|ihr|ihre) (?:haus|wohnung|auto|wagen|laden|buro)",
    "wo (?:er|sie|der|die) (?:wohnt|wohnen|arbeitet|arbeiten|schlaft|parkt)|seine adresse|ihre adresse",
    "(?:meinen|meine|mein|den|die|diesen|diese|unseren|unsere) (?:chef|chefin|vorgesetzten|ex|stiefvater|stiefmutter|vater|mutter|lehrer|lehrerin|mann|frau|nachbarn|nachbarin|kollegen|kollegin|mitschuler|mitschulerin|mitbewohner|schwager|vermieter|trainer|ausbilder|bruder|schwester)",
  ],
  weapon: [
    "waffe|waffen|pistole|schreckschusspistole|gaspistole|luftgewehr|knarre|gewehr|schrotflinte|revolver|munition|patronen|messer|kuchenmesser|klappmesser|butterflymesser|springmesser|machete|axt|beil|baseballschlager|schlagstock|schlagring|brecheisen|bombe|sprengstoff|rattengift|saure|was ich dabei habe|was ich mitbringe|in meinem rucksack",
  ],
  took: [
    // A lot of it, then (verb last) the swallowing: "hab alle tabletten geschluckt".
    "(?:alle|alle meine|meine ganzen|die ganze|die ganzen|ne ganze|eine ganze|n ganze|ganze|zu viele|viel zu viele|zuviele|eine handvoll|ne handvoll|mehrere|den rest|die restlichen|die doppelte|die dreifache|[1-9][0-9]+|zehn|elf|zwolf|funfzehn|zwanzig|dreissig|vierzig|funfzig|hundert|ne flasche|eine flasche|n flasche|ne ganze flasche|eine ganze flasche|zwei flaschen|ne packung|eine packung|zwei packungen|drei packungen)(?= (?:[a-z]+ ){0,6}(?:genommen|geschluckt|eingeworfen|eingenommen|reingehauen|reingeworfen|reingepfiffen|runtergeschluckt|gefressen|getrunken|ausgetrunken|gesoffen|weggemacht|weggekippt|geext|gekippt|intus|eingeschmissen|eingepfiffen|gespritzt|vernichtet)(?: |$))",
    "(?:nehme|nahm|schlucke|schluck|schluckte|nehm|werfe|warf|schmeiss|schmeisse|trinke|trank|kippe|kippte|exe|exte) (?:ich )?(?:jetzt |grad |gerade |einfach )?(?:alle|die ganze|die ganzen|ne ganze|eine ganze|zu viele|den rest|[1-9][0-9]+|zwanzig|dreissig|ne flasche|eine flasche)",
    "(?:ne|eine|n) (?:uberdosis|od)|uberdosiert|od gemacht",
    "(?:hab|habe|hat|hatte)(?= (?:[a-z]+ ){0,3}(?:rattengift|bleiche|frostschutzmittel|abflussreiniger|chlorreiniger|putzmittel|reiniger) (?:[a-z]+ ){0,3}(?:getrunken|geschluckt|gegessen|genommen|eingenommen))",
  ],
  emergency: [
    "atmet (?:nicht|kaum|komisch|nicht mehr)|keine luft mehr|(?:kriege|krieg|bekomme|bekomm) keine luft|kann nicht (?:mehr )?atmen|bewusstlos|ohnmachtig|in ohnmacht gefallen|nicht wach zu kriegen|nicht wachzukriegen|krieg (?:ihn|sie|es) nicht wach|wacht nicht (?:mehr )?auf(?!.*(?:wenn|morgens|fruh|rechtzeitig|schule|verschlaf|wecker|weckt))|ganz schlaff|blaue lippen|lippen (?:sind|werden) blau|lauft blau an|krampfanfall|krampft|zuckt am ganzen korper",
    "erbricht blut|kotzt blut|blut (?:erbrechen|gespuckt|spucken|gekotzt)|hort nicht auf zu bluten|blutung hort nicht auf|blutet (?:stark|wie verruckt|extrem|ohne ende|immer noch)|so viel blut|uberall blut|brustschmerzen|schmerzen in der brust|nicht ansprechbar|kann nicht mehr stehen|schwarze punkte vor (?:den|meinen) augen|schwarz vor (?:den )?augen|(?:sieht man|man sieht|ich sehe|seh) (?:schon )?(?:was|etwas) weisses|(?:knochen|fett) (?:sieht man|sehen|sichtbar)|muss (?:das|es) genaht werden|(?:batterie|knopfzelle|knopfbatterie|magnete|magneten|putzmittel|spulmittel|waschmitteltab|tabs) (?:[a-z]+ ){0,2}(?:verschluckt|geschluckt|getrunken|gegessen)|(?:klafft|klaffende wunde)",
    "(?:er|sie|mein kumpel|meine freundin|mein freund|das baby|mein baby|der kleine|die kleine|mein sohn|meine tochter|mein mann|meine frau|mein vater|meine mutter|mama|papa|neben mir)(?: [a-z]+){0,2} (?:reagiert|reagierte) (?:gar |uberhaupt |auf nichts |kaum )?(?:nicht|nimmer|kaum)(?: mehr)?(?! auf (?:meine|nachrichten|anrufe|whatsapp|sms|mails|briefe)\\b)",
  ],
};
