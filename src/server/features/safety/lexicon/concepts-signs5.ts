// Fifth round of warning signs (session 16), written from the safeguarding and clinical lists for
// families the rules missed on dev, in all five languages:
// - NSPCC / Childline: what a child discloses (a "secret" or a "game" with an adult, "don't tell
//   daddy", an adult in the bath or bed), grooming (an adult arranging to meet a minor and telling
//   them to lie to their parents) and young children left alone at night;
// - NHS / first aid: someone who cannot be woken, lips turning blue;
// - NHS / Beat: making oneself sick after meals (purging), read as self-harm with its danger;
// - violence risk (HCR-20, threat assessment): "I nearly hit her", "I'm scared of myself", a list of
//   people who "will regret it";
// - 988 / Samaritans: affairs put in order for someone (passwords, a home for the pet, subscriptions
//   cancelled).
// Added to each language's concept words with the earlier rounds (assess.ts, withSigns).
import type { SafetyLanguage } from "#shared/schemas/safety.ts";
import type { ConceptWords } from "../concepts.ts";

export const SIGN_WORDS_5: Record<SafetyLanguage, ConceptWords> = {
  en: {
    sealed: [
      "taped (?:up )?(?:the |all the |my )?(?:car )?(?:windows|vents|gaps|doors)|(?:towels?|tape) (?:under|round|around) the (?:door|doors)|(?:barbecue|bbq|charcoal|disposable grill) (?:in|inside) (?:the|my) (?:car|room|bedroom|bathroom|tent)",
    ],
    engine: ["(?:the )?engine(?:s| is)? (?:running|on|still running)|(?:im|i am|sitting|sat) in (?:the|my) car"],
    burden: [
      "(?:im|i am|i m|i feel like|feel like|i feel|being|just|only|such|nothing but) (?:just |only |such |nothing but )?(?:a|the) (?:weight|dead weight|drain|millstone|burden) (?:on|for|to) (?:everyone|everybody|my family|them all|you all|the people around me|my (?:mum|mom|dad|parents|partner|wife|husband|kids|friends))",
    ],
    neglect: [
      "(?:its|it is|thats|that is) (?:a|our|their) (?:big |little |special )?secret|in trouble if (?:she|he|they|i) (?:tells?|says?|told)|(?:tickle|secret|touching|naked) games?",
      "dont tell (?:daddy|mummy|mommy|my (?:dad|daddy|mum|mummy|mom|mommy|father|mother|stepdad|stepmum|stepmom|uncle))",
      "(?:sleeps|slept|sleeping|gets|got|getting|comes|came|climbs) (?:in|into) (?:her|his) bed(?: with (?:her|him))?|(?:comes|came|walks|walked|goes) (?:in|into) the (?:bathroom|bath|shower)(?: [a-z]+){0,3} when (?:she|he)s? (?:in|showering|having)",
      "(?:holds?|held|holding|puts?|putting) (?:her|him) under (?:the )?(?:cold )?water|(?:scared|afraid|terrified) (?:of|to) (?:go|going|have|having|take|taking) (?:home|back|her bath|his bath|a bath|bath)",
    ],
    csafe: [
      "(?:leaves?|left|leaving) (?:her|his|their|the|my|our|two|three|both)(?: [a-z0-9]+){0,5} (?:kids|children|baby|babies|toddlers?|boys|girls|year olds?|little ones)(?: [a-z]+){0,4} (?:alone|on their own|by themselves|unattended|home alone)(?: [a-z]+){0,4} (?:overnight|all night|at night|for hours|all day|all weekend|while (?:she|he|they) (?:go|goes) out|when (?:she|he|they) (?:go|goes) out)",
      "(?:pick|picking|collect|collecting) me up (?:from|after) (?:school|college|practice)|tell (?:my|her|his) (?:parents|mum|mom|dad)(?: that)? (?:im|i am|shes|she is|hes|he is|i was|i m) (?:at|staying at|sleeping at|with) (?:a )?friends?",
      "(?:adult|grown|older) (?:man|men|guy|woman)(?: [a-z]+){0,6} (?:wants? to meet|meet up with|meeting) (?:her|him|my (?:son|daughter))",
    ],
    emergency: [
      "(?:wont|will not|isnt|is not|doesnt|does not) (?:wake|waking) up(?! (?:for|in time|early|on time|till|until|before|at))|(?:cant|cannot|can not) (?:wake|rouse) (?:him|her|them)(?: up)?(?! (?:for|in time|early|on time|till|until|before|at))|unresponsive|(?:lips|mouth|face) (?:are |is |going |gone |turning |turned |look |looks )?(?:blue|purple|grey|gray)",
    ],
    shself: [
      "(?:making|make|made|force|forcing|forced) myself (?:be )?(?:sick|throw up|vomit|puke)(?! (?:with|from|over|about|worrying|thinking|laughing))|(?:throwing|throw|threw) up (?:after|straight after) (?:every|each|most|all my) (?:meal|meals|time i eat)",
    ],
    selffear: [
      "(?:scared|afraid|frightened|terrified) of myself|(?:nearly|almost|so close to|really close to|came close to) (?:hit|hitting|punched|punching|hurt|hurting|strangled|strangling|chok(?:ed|ing)) (?:her|him|them|my (?:wife|husband|partner|girlfriend|boyfriend|son|daughter|kid|baby))",
    ],
    revenge: [
      "(?:going to|gonna|will|are going to|is going to) regret (?:it|this|that|laughing|what (?:they|he|she) did)|(?:going to|gonna|will) (?:find out|learn|know) what it feels like",
    ],
    knowwhere: ["(?:making|made|keeping|writing|wrote|have|got|started) (?:a|my) list(?: of (?:names|people|them))?"],
    farewell: [
      "(?:passwords?|pin|pins|bank details|log ?ins|logins)(?: [a-z]+){0,4} (?:in an envelope |written down )?for my (?:brother|sister|mum|mom|dad|wife|husband|partner|son|daughter|family|kids|best friend)",
      "(?:found|finding|find) (?:a )?(?:new )?home for (?:my |the )?(?:cat|cats|dog|dogs|fish|rabbit|rabbits|hamster|pets?)(?! because| as i| since)|cancel(?:led|ed|ling|ing)? all (?:my )?(?:subscriptions|direct debits|contracts)",
    ],
  },
  es: {
    sealed: [
      "(?:tape|selle|cerre|tapé) (?:bien )?(?:las |todas las )?(?:ventanas|rendijas|ventilaciones|puertas)|(?:carbon|brasero|barbacoa) (?:en|dentro de) (?:el|la|mi) (?:cuarto|habitacion|bano|coche|auto|carro)",
    ],
    engine: [
      "(?:el )?motor (?:encendido|en marcha|prendido)|(?:estoy|sentad[oa]) (?:en|dentro de) (?:el|mi) (?:coche|auto|carro)",
    ],
    burden: [
      "(?:solo |nada mas que )?un (?:peso|estorbo|lastre) para (?:todos|todo el mundo|mi familia|los demas|mis padres)",
    ],
    neglect: [
      "(?:es|era) (?:un|nuestro) secreto|guard(?:en|ar|emos|e|amos|a) (?:los |un |el |sus )?secretos?|no (?:le )?(?:digas|cuentes|cuentas) (?:a|al) (?:papa|mama|mi papa|mi mama|mi padre|mi madre|mi padrastro)",
      "(?:entra|se mete|entraba) (?:al|en el) bano cuando (?:se ducha|se bana|me ducho|me bano)|(?:duerme|se mete|se acuesta) en su cama|(?:tiene|le da) miedo (?:de )?volver a (?:su )?casa",
      "(?:llorar|gritar|llorando|gritando|decir)(?: [a-z]+){0,3} ya no (?:papa|mama)|un golpe y (?:despues |luego )?(?:silencio|nada)|(?:la|lo) toca(?:ba)? (?:ahi|sus partes|por debajo)",
    ],
    csafe: [
      "deja (?:a )?(?:sus|los|las|a sus)(?: [a-z0-9]+){0,2} (?:hijos|ninos|ninas|crios|peques|nenes|bebes)(?: [a-z0-9]+){0,5} sol[oa]s(?: [a-z]+){0,3} (?:toda la noche|por la noche|de noche|cuando sale|horas)",
    ],
    emergency: [
      "no (?:se )?(?:despierta|reacciona|responde)(?: [a-z]+){0,3} (?:y )?(?:los )?(?:labios|boca) (?:morad[oa]s?|azul(?:es)?)|(?:labios|boca) (?:esta |estan |se le (?:pusieron|puso) )?(?:morad[oa]s?|azul(?:es)?)",
    ],
    shself: [
      "(?:vomito|me hago vomitar|me provoco vomitos?) (?:despues|luego) de (?:cada|todas las) comidas?|me (?:obligo|fuerzo) a vomitar",
    ],
    selffear: [
      "(?:miedo|me doy miedo) (?:de )?mi mism[oa]|(?:casi|estuve a punto de) (?:pegarle|golpearle|pegar|golpear) a mi (?:mujer|esposa|marido|pareja|novia|novio|hijo|hija)",
    ],
    revenge: ["(?:se van a|se va a|van a) arrepentir(?! de no)|(?:van a|va a) saber lo que se siente"],
    knowwhere: ["(?:hago|haciendo|tengo|escribo|escribiendo) una lista(?: de (?:nombres|gente))?"],
    farewell: [
      "(?:contrasenas|claves|passwords)(?: [a-z]+){0,4} para mi (?:hermano|hermana|madre|padre|mama|papa|hij[oa])|(?:buscar|busque|encontre) (?:un )?hogar para (?:mi|el|la|los) (?:gato|perro|peces|mascota)",
    ],
  },
  fr: {
    sealed: [
      "(?:jai |j ai )?(?:scotche|calfeutre|bouche) (?:les |toutes les )?(?:fenetres|aerations|portes|bouches daeration)|(?:barbecue|charbon) (?:dans|a linterieur de) (?:la|ma|le) (?:voiture|chambre|salle de bain)",
    ],
    engine: ["(?:le )?moteur (?:allume|qui tourne|tourne|en marche)|(?:je suis|suis|assise?) dans (?:la|ma) voiture"],
    burden: [
      "(?:juste |seulement )?un (?:poids|fardeau|boulet) pour (?:tout le monde|ma famille|les autres|mes parents|eux)",
    ],
    neglect: [
      "(?:cest|c est|cetait) (?:un|notre|leur) secret|(?:ne )?(?:le )?dis pas a (?:papa|maman|mon pere|ma mere|mon beau pere)|(?:garder|garde|gardez) (?:le |un |notre )?secret",
      "(?:la|le|les|me) (?:met|mettant|mettait|tient|tenant|tenait) sous leau(?: froide)?|(?:la|le) punit en|(?:a|avait) peur de rentrer chez (?:elle|lui|son pere|sa mere|son beau pere)|(?:vient|venait|entre|entrait) dans (?:son|sa) (?:lit|chambre|bain|douche)",
    ],
    csafe: [
      "laisse (?:ses|les|son|sa)(?: [a-z0-9]+){0,2} (?:enfants|petits|bebe|fils|fille|gamins|gosses)(?: [a-z0-9]+){0,5} seul(?:e|s|es)?(?: [a-z]+){0,3} (?:la nuit|toute la nuit|le soir|des heures|quand (?:elle|il) sort)",
    ],
    emergency: [
      "(?:ne )?se reveille (?:pas|plus)(?! (?:avant|tot|a l heure|le matin|quand))|(?:levres|bouche) (?:sont |est |devient |deviennent )?(?:bleues?|violettes?)",
    ],
    shself: ["je me fais vomir|(?:je )?vomis apres (?:chaque|tous les) repas"],
    selffear: [
      "(?:peur|jai peur) de moi meme|(?:jai )?failli (?:frapper|taper|cogner) (?:ma femme|mon mari|ma copine|mon copain|mon fils|ma fille|mon enfant)",
    ],
    revenge: ["(?:vont|va) (?:le )?regretter|(?:vont|va) savoir ce que ca fait"],
    knowwhere: ["(?:je )?(?:fais|ecris|tiens) une liste(?: de (?:noms|gens))?"],
    farewell: [
      "(?:mots de passe|codes)(?: [a-z]+){0,4} pour (?:mon frere|ma soeur|ma mere|mon pere|ma femme|mon mari|mes enfants)|(?:trouver|trouve) (?:une )?famille pour (?:mon|ma|mes) (?:chat|chien|poissons|lapin)",
    ],
  },
  de: {
    sealed: [
      "(?:fenster|luftungen?|luftungsschlitze|ritzen|turen?) (?:abgeklebt|zugeklebt|abgedichtet)|(?:grill|holzkohle|kohle) (?:im|in der|ins) (?:zimmer|bad|schlafzimmer|auto|wohnung)",
    ],
    engine: ["(?:der )?motor (?:lauft|ist an|lauft noch)|(?:ich )?(?:sitze|bin) im auto"],
    burden: ["(?:nur )?(?:eine )?(?:last|belastung|klotz am bein) fur (?:alle|meine familie|die anderen|meine eltern)"],
    nothere: ["(?:wenn|dass|ob) ich (?:einfach |bald |morgen )?nicht mehr da (?:ware|waer|bin|sein werde)"],
    neglect: [
      "(?:das ist|es ist|ist|sei) (?:ein|unser) geheimnis|(?:nicht|nichts) (?:papa|mama|dem papa|der mama|meinem vater|meiner mutter) (?:sagen|erzahlen)|(?:wir|die eltern|ihre eltern|seine eltern|niemand) (?:sollen|soll|darf|durfen) (?:nichts|es nicht|davon nichts) (?:wissen|erfahren)",
      "(?:erwachsener|erwachsenen|alterer|alteren|fremder|fremden) (?:mann|mannes|typ|typen)(?: [a-z]+){0,6} (?:treffen|fotos|bilder)|(?:schlaft|kommt|kriecht) (?:in|zu) (?:ihr|ihm) (?:ins )?bett|angst (?:nach hause|heim) zu gehen",
    ],
    csafe: [
      "lasst (?:ihre|seine|die)(?: [a-z0-9]+){0,2} (?:kinder|kleinen|buben|madchen|kleine|tochter|sohne)(?: [a-z0-9]+){0,5} (?:allein|alleine)(?: [a-z]+){0,3} (?:nachts|uber nacht|die ganze nacht|abends|wenn sie ausgeht|wenn er ausgeht)",
    ],
    emergency: [
      "(?:wacht|wird) nicht (?:mehr )?(?:auf|wach)(?! (?:vor|bevor|rechtzeitig|fruh|wenn))|(?:lippen|mund) (?:sind |ist |werden |wird )?(?:blau|lila)",
    ],
    shself: [
      "(?:erbreche|kotze|ubergebe) (?:ich )?(?:mich )?nach (?:jedem|jeder) (?:essen|mahlzeit)|bringe mich zum (?:erbrechen|kotzen)",
    ],
    selffear: [
      "angst vor mir selbst|(?:fast|beinahe) (?:geschlagen|zugeschlagen|gewurgt)(?: [a-z]+){0,3}|hatte (?:meine )?frau (?:fast|beinahe) geschlagen",
    ],
    revenge: [
      "(?:werden|wird) es (?:noch )?bereuen|(?:werden|wird) (?:schon )?(?:sehen|merken) wie (?:sich )?das anfuhlt",
    ],
    knowwhere: ["(?:mache|schreibe|fuhre) (?:eine|mir eine) liste(?: mit (?:namen|leuten))?"],
    farewell: [
      "passworter (?:fur|an) (?:meinen|meine) (?:bruder|schwester|mutter|vater|frau|mann|sohn|tochter)(?: [a-z]+){0,2}|(?:ein )?zuhause fur (?:die|meine|meinen) (?:fische|katze|kater|hund|hasen)(?: finden)?|abos kundigen",
    ],
  },
  pt: {
    sealed: [
      "(?:vedei|tapei|fechei bem|colei fita n)(?:as )?(?: todas as)? ?(?:janelas|frestas|portas)|(?:carvao|churrasqueira|braseiro) (?:no|dentro do|na) (?:quarto|banheiro|carro|casa de banho)",
    ],
    engine: ["(?:o )?motor (?:ligado|funcionando|a trabalhar)|(?:to|estou|tou) (?:no|dentro do) carro"],
    burden: [
      "(?:so |apenas )?um (?:peso|fardo|estorvo) (?:pra|para) (?:todos|todo mundo|minha familia|os outros|meus pais)",
    ],
    neglect: [
      "nao (?:conta|conte|fala|fale|diga) (?:pro|pra|para o|para a|pro meu|pra minha|ao meu|a minha) (?:pai|mae|padrasto|madrasta|meu pai|minha mae)|(?:e|era) (?:um|nosso) segredo|guardar (?:um |o |nosso )?segredo",
      "(?:entra|entrava) no banheiro quando (?:ela|ele) (?:toma|tomava) banho|(?:dorme|deita) na cama (?:dela|dele)|tem medo de voltar (?:pra|para) casa",
    ],
    csafe: [
      "deixa (?:os|as|seus|suas)(?: [a-z0-9]+){0,2} (?:filhos|filhas|criancas|meninos|bebes|pequenos)(?: [a-z0-9]+){0,5} sozinh[oa]s(?: [a-z]+){0,3} (?:a noite|de noite|quando sai|horas)",
    ],
    emergency: [
      "nao (?:acorda|reage|consigo acordar|consegue acordar)(?! (?:cedo|antes|na hora|de manha|quando))|(?:boca|labios?) (?:ta |esta |estao |ficou |ficaram )?(?:roxa|roxos?|azul|azuis)",
    ],
    shself: [
      "(?:me forco a|me obrigo a|me faco) vomitar|vomito depois de (?:cada|toda|todas as) (?:refeicao|refeicoes|comida)",
    ],
    selffear: [
      "medo de mim mesm[oa]|quase (?:bati|batia|agredi) n[ao] (?:minha mulher|meu marido|minha esposa|minha namorada|meu filho|minha filha)",
    ],
    revenge: ["(?:vai|vao) se arrepender(?! de nao)|(?:vai|vao) saber o que e"],
    knowwhere: ["(?:to|estou|tou) fazendo uma lista|fiz uma lista(?: de (?:nomes|gente))?"],
    farewell: [
      "senhas(?: [a-z]+){0,4} (?:pro|pra|para o|para a) (?:meu irmao|minha irma|minha mae|meu pai|meu filho|minha filha)|(?:lar|casa) (?:pro|pra|para o|para a) (?:meu|minha) (?:gato|cachorro|peixes|gata)",
    ],
  },
};
