// Spanish (Spain and Latin America), as people type it: accents folded away ("mas", "aqui",
// "manana"), "q"/"k"/"xq"/"pa" shortcuts, regional slang (neta, wey, pana, chamo, boludo, tio, curro,
// subte, pololo), no punctuation. Grounded, as the English lexicon is, in the C-SSRS (wish to be dead,
// thoughts, method, intent, plan, preparation) and the warning signs the Spanish and Latin American
// helplines teach (024, Teléfono de la Esperanza, Línea de la Vida): burden, goodbyes, giving things
// away, hopelessness, "no me veo llegando a…".
//
// Patterns read the normalised sentence (see normalise.ts): the speller turns some words into the
// English or canonical key word ("suicida" → "suicide", "suicidas" → "suicidal", "matarte"/"matarse"
// → "matarme", "ibuprofeno" → "ibuprofen", "insulina" → "insulin", "letal" → "lethal",
// "medicamentos" → "medicaments", "pastilla" → "pastillas", "vivia" → "vivir"), so both forms are listed.
import { esConcepts } from "./concepts-es.ts";
import { phrases, type Lexicon, type Rule } from "./rules.ts";

const M: Record<string, string> = {
  // Fillers allowed inside idioms, denials and "safe now" ("me muero de verdad de risa", "no voy a hacer nada").
  ADV: "ya|solo|de verdad|en serio|a veces|la verdad|tambien|ahora|mucho|siempre|todavia|neta|casi|tipo|x|como|realmente",
  // Any one or two words between the parts of a phrase ("quiero literalmente morirme", "no se si quiero vivir").
  F: "(?:[a-z]+ ){0,2}",
  // Wanting, thinking of, planning: followed by an infinitive with its pronoun ("quiero matarme").
  WANT: "quiero|quisiera|queria|kiero|qiero|kero|necesito|deseo|desearia|me gustaria|tengo ganas de|me dan ganas de|me entran ganas de|me vienen ganas de|me dieron ganas de|siento ganas de|ganas de|pienso (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|pensaba (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|pense (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|he pensado (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|estoy pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|estuve pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|ando pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|sigo pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|no dejo de pensar en|no paro de pensar en|fantaseo con|sueno con|me imagino|considero|estoy considerando|he considerado|voy a|iba a|estoy por|estoy a punto de|a punto de|planeo|estoy planeando|he planeado|decidi|he decidido|ya decidi|estoy decidid[oa] a|podria|deberia|tendria que|tengo que|intento|intente|trate de|he intentado|prefiero|preferiria|lo unico que quiero es|quiero es|la idea de|pensamientos de|pensamientos sobre|ideas de|tentad[oa] de|tentacion de|la tentacion de|me planteo|me he planteado|me plantee|me muero por|me encantaria|ojala pudiera|quisiera poder|solo pienso en|lo unico que pienso es",
  // Only wishing (not "voy a", "podria"): "voy a morir" is often fear, not intent.
  WANTD:
    "quiero|quisiera|queria|kiero|qiero|kero|necesito|deseo|desearia|me gustaria|tengo ganas de|me dan ganas de|me entran ganas de|me vienen ganas de|me dieron ganas de|siento ganas de|ganas de|pienso (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|pensaba (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|pense (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|he pensado (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|estoy pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|estuve pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|ando pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|sigo pensando (?:(?:mucho|muchas veces|a veces|cada vez mas|todo el tiempo|todos los dias|siempre|demasiado|bastante|seriamente|en serio) )?en|no dejo de pensar en|no paro de pensar en|fantaseo con|sueno con|decidi|he decidido|ya decidi|estoy decidid[oa] a|deberia|preferiria|prefiero|lo unico que quiero es|quiero es|la idea de|pensamientos de|ideas de|tentad[oa] de|la tentacion de|me encantaria|ojala pudiera|quisiera poder|solo pienso en|solo quiero|me planteo|me plantee",
  // The same verbs conjugated after a leading pronoun: "me quiero matar", "me voy a tirar".
  WANTME:
    "quiero|quisiera|queria|kiero|qiero|kero|voy a|iba a|podria|deberia|tengo que|tendria que|pienso|estoy por|intente|trate de|he intentado|vuelvo a|volvi a|dan ganas de|daban ganas de|dieron ganas de|entran ganas de",
  // Where people jump or throw themselves.
  JUMPTO:
    "(?:a|al|por|de|del|desde|debajo de|debajo del|bajo|frente a|frente al|delante de|delante del|contra|en|encima de)(?: (?:el|la|los|las|un|una|este|ese|esa|esta))? (?:vias|via|via del tren|tren|trenes|metro|subte|puente|viaducto|azotea|terraza|techo|tejado|balcon|ventana|edificio|piso [0-9]+|(?:primer|segundo|tercer|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|[0-9]+o?|[a-z]{1,4}) piso|ultimo piso|barranco|precipicio|acantilado|rio|mar|lago|pozo|abismo|coches|carros|autos|camion|camiones|trafico|autopista|carretera|vacio|anden|rieles|colectivo|micro|bus|autobus|cornisa|risco|penasco|presa)(?: [a-z]+)?",
  // Medicines and pills, brands included (Spain, Mexico, Argentina, Colombia, Chile…).
  PILLS:
    "jarabe|jarabes|pastill(?:as|a|itas)|pastis|pildoras?|comprimidos?|capsulas?|grageas|medicament(?:os|o|s)|medicinas?|medicacion|remedios|pills|paracetamol(?:es)?|acetaminofen(?:o)?|tylenol|ibuprofen(?:o|os)?|aspirinas?|naproxeno|diclofenaco|metamizol|nolotil|dipirona|tramadol|codeina|rivotril|xanax|trankimazin|valium|orfidal|lexatin|stilnox|zolpidem|benzos|benzodiacepinas|ansioliticos|tranquilizantes|calmantes|somniferos|antidepresivos|prozac|seroquel|litio|insulina?|opioides|morfina|fentanilo|oxicodona|metformina|antihistaminicos|antipsicoticos|relajantes|[a-z]+(?:zepam|zolam|xetina|tralina|alopram|talopram|triptilina|tiapina|zapina|faxina|olanzapina)|pastillas (?:para dormir|de [a-z]+)",
  // A lot of them: "toda la caja", "15", "un monton de", "como 20".
  QTY: "(?:como |unos |unas |mas de |casi |tipo |alrededor de |por lo menos |al menos |cerca de )?(?:[4-9]|[1-9][0-9]+|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|veinte|veinticinco|treinta|cuarenta|cincuenta|cien)|tod[oa]s? (?:las |los |mis |el |la )?|toda la caja(?: de)?|todo el bote(?: de)?|todo el frasco(?: de)?|todo el blister(?: de)?|la caja entera(?: de)?|el bote entero(?: de)?|el frasco entero(?: de)?|una caja (?:entera )?(?:de )?|un bote (?:entero )?(?:de )?|un frasco (?:entero )?(?:de )?|un blister (?:entero )?(?:de )?|una tira (?:entera )?(?:de )?|(?:dos|tres|varias|[0-9]+) (?:cajas|tiras|blisters|botes|frascos)(?: de)?|muchas|muchos|un monton de|un punado de|un chingo de|un huevo de|una banda de|demasiad[oa]s|un monton|varias|varios|bastantes|un chorro de|una pila de|un pilon de",
  // Who hurts: partners, family, carers ("el" is "él" once accents are folded).
  ABUSER:
    "el|ella|mi (?:novio|novia|pareja|marido|esposo|esposa|mujer|ex|exnovio|exnovia|ex novio|ex novia|ex pareja|expareja|ex marido|exmarido|chico|chica|chavo|morro|pololo|polola|jevo|jeva|enamorado|enamorada|companero|companera|conviviente|concubino|jefe|jefa|patron|patrona|suegro|suegra|cunado|cunada|hijo|hija|nieto|nieta|hermano|hermana|primo|prima|tio|tia|cuidador|cuidadora|casero|casera|companero de piso|roomie|vecino|vecina|padre|papa|madre|mama|padrastro|madrastra|abuelo|abuela|viejo|vieja)",
  // Partners and grown children: who controls money, phone, friends (a parent doing it to a teen is ordinary).
  PARTNER:
    "el|ella|mi (?:novio|novia|pareja|marido|esposo|esposa|mujer|ex|exnovio|exnovia|ex novio|ex novia|ex pareja|expareja|ex marido|exmarido|chico|chica|chavo|pololo|polola|jevo|jeva|enamorado|enamorada|conviviente|concubino|hijo|hija|nieto|nieta|suegro|suegra|cuidador|cuidadora)",
  PARENT:
    "mi (?:padre|papa|papi|viejo|madre|mama|mami|vieja|padrastro|madrastra|abuelo|abuela|tio|tia|padres|viejos|tutor|tutora)|el novio de mi (?:madre|mama|vieja)|la novia de mi (?:padre|papa|viejo)|el marido de mi (?:madre|mama)|la pareja de mi (?:madre|mama|padre|papa)|mis padres|mis viejos",
  // Hitting and hurting, third person, present and past (folded: "pegó" reads "pego").
  HITV: "pega|pegaba|pego|golpea|golpeaba|golpeo|maltrata|maltrataba|maltrato|agrede|agredia|agredio|empuja|empujaba|empujo|zarandea|zarandeo|sacude|sacudio|jalonea|jaloneo|patea|pateaba|pateo|ahorca|ahorcaba|ahorco|estrangula|estrangulo|asfixia|asfixio|abofetea|abofeteo|cachetea|cacheteo|escupe|escupio|viola|violaba|violo|manosea|manoseaba|manoseo|toquetea|toqueteaba|arrastra|arrastro|tira del pelo|tiro del pelo|jala del pelo|jalo del pelo|jala el pelo|agarra del cuello|agarro del cuello|aprieta el cuello|apreto el cuello|tira al suelo|tiro al suelo|tira al piso|tiro al piso|estampa contra|estampo contra|aviento contra|avienta contra|lanzo contra|arrojo contra|tiro contra|revienta a golpes|revento a golpes|da (?:golpes|patadas|punetazos|bofetadas|cachetadas|palizas|una paliza|correazos|cinturonazos|chanclazos|cachetes|guantazos|hostias|madrazos|putazos|trompadas|pinas)|dio (?:golpes|patadas|punetazos|una bofetada|una cachetada|una paliza|un punetazo|una patada|un golpe|un guantazo|una hostia|un madrazo|un putazo|una trompada|una pina|de golpes|una golpiza)|dejo (?:moretones|moratones|marcas|morados|el ojo morado)|encierra|encerraba|encerro|quema con|quemo con|apunala|apunalo|acuchillo|amenaza con (?:un|el|una|la) (?:cuchillo|navaja|pistola|arma)|amenazo con (?:un|el|una|la) (?:cuchillo|navaja|pistola|arma)",
  KID: "bebe|bebes|nino|nina|ninos|ninas|nene|nena|nenes|nenas|hijo|hija|hijos|hijas|crio|cria|crios|crias|chiquito|chiquita|chiquitos|peque|peques|pequeno|pequena|pequenos|hermanito|hermanita|hermanitos|sobrino|sobrina|guagua|chamaco|chamaquito|escuincle|pibe|piba|pibito|bebito|bebita|recien nacido|criatura",
  // Other people a threat is aimed at ("a mi jefe", "al profe", "a todos", "a ese cabron").
  OTHERS:
    "(?:a )?(?:mi|mis|ese|esa|esos|esas|este|esta|estos|estas|todos|todas|alguien|el|la|los|las|un|una|cualquiera|tu|su|sus)(?: [a-z]+){0,4}|al (?:[a-z]+)(?: [a-z]+){0,3}|todos|todas|alguien|gente",
  NOTTARGET:
    "(?:a )?(?:la |el |los |las |un |una |mi |mis )?(?:diana|blanco|pelota|balon|botella|latas?|patos?|zombies|zombis|aliens|enemigos|bots|tiempo|rato|hambre|sed|aburrimiento|bichos?|mosquitos?|moscas?|cucarachas?|aranas?|ratas?|ratones?|raton|plantas?|virus|bacterias|fantasmas?|personajes?|jefe final|boss|nadie|cancion|examen|parcial|final|partido|juego|partida|rollo|vibe|ambiente|motor|gusanillo)(?: |$)",
  // Killing and hurting verbs (infinitive), used with an object.
  HARMINF:
    "matar|asesinar|apunalar|acuchillar|degollar|estrangular|ahorcar|envenenar|balear|balacear|disparar|pegarle un tiro|meterle un tiro|meterle una punalada|clavarle un cuchillo|clavarle el cuchillo|rajar|reventar a golpes|matar a golpes|darle una paliza|partirle la cara|romperle la cara|romperle la madre|partirle la madre|quemar vivo|quemar viva|atropellar|descuartizar|apunalarle|acuchillarle",
  // Laughter and light tone that mark an idiom ("me quiero morir de la verguenza jajaja").
  LOL: "ja(?:ja)+[a-z]*|je(?:je)+|ji(?:ji)+|js(?:js)+[a-z]*|jaj[a-z]*|xd+|lol|lmao|haha[a-z]*|jsjs[a-z]*|lpm",
  // Words marking a Portuguese sentence: keep Spanish rules off it where both languages share the words.
  PTWORD:
    "em|com|vou|vai|sinto|acho|penso|pensei|fazer|sou|tudo|mais|dele|dela|eu|meu|meus|minha|minhas|nao|voce|vc|vcs|pra|pro|ngm|qnd|muito|muita|tambem|entao|isso|isto|estou|tenho|quero|ele|uma|tava|to|mim|comigo|sei|ninguem|hj|hoje|ontem|agora|nunca mais|mae|pai|cortei|porra|kk|kkk|rs|rsrs",
};
const p = (...sources: string[]) => phrases(M, ...sources);

/** Not a Portuguese sentence (put at the end of a pattern): shared words ("me corto", "suicidio") go to the right language. */
const NOT_PT = "(?<!(?:^| )(?:{PTWORD})(?: .*)?)(?!.* (?:{PTWORD})(?: |$))";

const rules: Rule[] = [
  // Session 13: the C-SSRS's first question said as a wish or a relief ("if I could sleep and not
  // wake up", "if a bus hit me I'd be relieved"), never after "afraid of".
  {
    id: "es-not-wake-relief",
    kind: "suicide",
    level: "crisis",
    re: p(
      "(?<!miedo (?:a |de )?)(?:dormir(?:me)?|dormirme|me duermo|me durmiera|me dormiera|quedarme dormid[oa]) y no (?:despertar(?:me)?|despertarme|despierto|despertara|despertase|volver a despertar)(?: mas| nunca)?",
      "si (?:me atropellara|me atropella|me pisara|me pasara por encima) (?:un|el|una) (?:bus|colectivo|camion|coche|carro|auto|tren|micro)(?: [a-z]+){0,5} (?:seria un alivio|me daria igual|no me importaria|estaria bien|me vendria bien|ojala)",
      "(?:no me importaria|me daria igual|seria un alivio) (?:no despertar(?:me)?|morir(?:me)?|no volver a despertar|que me pase algo)",
    ),
  },
  // ---- suicide: the words themselves, misspelt and slang
  {
    id: "es-suicide-word",
    kind: "suicide",
    level: "crisis",
    re: p(
      `(?:suicid(?:io|ios|arme|arse|arte|arnos|ar|ado|ada|ados|adas|a|as|o|ando|andome|aria|are|arian|ara|andose)|(?:soy|ser|estoy|sentirme|me siento|ando|es|era|tan|muy|pensamientos|pensamiento|ideas|idea|ideacion|tendencias|conducta|intento|impulsos|crisis|carta|nota|riesgo|persona|chica|chico|amiga|amigo|un poco|algo) suicid(?:e|al)|sui?[cs]id(?:io|arme|arse|a|as|ar)|suisid[a-z]*|sucid(?:io|arme|a|ar)|autoeliminar(?:me|se|te)?|autoeliminacion|autolisis|autolitico|desvivir(?:me|se)?|me desvivo)${NOT_PT}`,
    ),
  },
  // ---- wanting to die, killing oneself, ending it: the C-SSRS wish and active thoughts
  {
    id: "es-kill-self",
    kind: "suicide",
    level: "crisis",
    re: p(
      // "quiero matarme", "pienso en tirarme a las vias", "voy a quitarme la vida"
      "(?:{WANT}) {F}(?:matarme|suicidarme|quitarme la vida|autoeliminarme|desvivirme|ahorcarme|envenenarme|desangrarme|dejarme morir|(?:tirarme|lanzarme|aventarme|arrojarme|echarme|botarme) {JUMPTO}|cortarme las venas|abrirme las venas|cortarme el cuello|pegarme un tiro|darme un tiro|meterme un tiro|volarme la cabeza|volarme los sesos|tomarme (?:{QTY}) ?(?:las |los |mis )?(?:{PILLS})|tomarme todas las (?:{PILLS})|hacerme una sobredosis|colgarme (?:de|del|en) (?:un|una|el|la) [a-z]+|ahogarme en (?:el|la|un) (?:rio|mar|lago|pileta|piscina|banera)|acabar con (?:mi vida|mi existencia|mi sufrimiento|todo(?! (?:el|la|los|las|lo|eso|mi|mis|tu|su|sus|de|del) [a-z]))|terminar con (?:mi vida|mi existencia|todo(?! (?:el|la|los|las|lo|eso|mi|mis|tu|su|sus|de|del) [a-z]))|poner(?:le)? (?:fin|punto final|un fin) a (?:mi vida|todo|mi existencia|mi sufrimiento)|acabar de una vez con todo|terminar de una vez con todo)",
      // "quiero morirme", "ganas de no despertar", "pienso en dejar de existir"
      "(?:{WANTD}) {F}(?:morirme|morir(?! de| por)|dejar de (?:vivir|existir|respirar)|no existir|no existir mas|desaparecer (?:para siempre|de este mundo|del mundo|de la faz de la tierra|y no volver)|irme (?:para siempre|de este mundo|de esta vida|con (?:mi|mis) (?:abuela|abuelo|madre|mama|padre|papa) (?:al cielo|alla arriba))|dejar este mundo|no despertar(?:me)?(?! (?:temprano|tarde|a las|antes|con el|con la|el despertador|la alarma|a tiempo))|dormir(?:me)? (?:para siempre|y no despertar(?:me)?)|estar muert[oa]|estar bajo tierra|no seguir viviendo|no seguir viv[oa]|no estar (?:aqui|viv[oa]|en este mundo)|no volver a despertar(?:me)?|cerrar los ojos y no (?:despertar|abrirlos)|morir(?:me)? (?:ya|de una vez|pronto|hoy|esta noche|mientras duermo))",
      // "me quiero matar", "me voy a tirar del puente", "me dan ganas de morir"
      "me {F}(?:{WANTME}) {F}(?:matar(?! de| a (?:estudiar|trabajar)| estudiando| trabajando| (?:con|por) (?:este|el|la|esta|estos|estas) (?:examen|trabajo|parcial|final|tarea|proyecto))|suicidar|quitar la vida|autoeliminar|desvivir|ahorcar|colgar (?:de|del|en) (?:un|una|el|la) [a-z]+|envenenar|desangrar|(?:tirar|lanzar|aventar|arrojar|echar|botar) {JUMPTO}|cortar las venas|abrir las venas|pegar un tiro|dar un tiro|meter un tiro|volar la cabeza|volar los sesos|tomar (?:{QTY}) ?(?:las |los |mis )?(?:{PILLS})|ir (?:para siempre|de este mundo|de esta vida)|dormir para siempre|dejar morir|quitar de en medio|quitar del medio)",
    ),
  },
  // ---- "me mato", "me voy a matar", "casi me tiro": killing oneself said outright
  {
    id: "es-kill-self-said",
    kind: "suicide",
    level: "crisis",
    re: p(
      // "me mato", "me suicido", "me tiro a las vias", "un dia de estos me mato"
      "me(?<!(?:casi|poco|se) me) {F}(?:mato|matare|mataria|suicido|suicidare|suicidaria|ahorco|ahorcare|cuelgo (?:de|del|en) (?:un|una|el|la) [a-z]+|(?:tiro|tirare|tiraria|lanzo|aviento|arrojo) {JUMPTO}|corto las venas|pego un tiro|doy un tiro|meto un tiro|vuelo la cabeza|quito la vida|mate(?= (?:ya|hoy|esta noche|y ya|y listo))|envenenare)(?! (?:a|de) (?:estudiar|trabajar|entrenar|correr|risa|reir|hambre)| estudiando| trabajando| de risa| del susto| con (?:la|el) (?:bici|moto|coche|carro|patin|monopatin|skate)| (?:si|cuando) (?:[a-z]+ ){0,3}(?:me (?:pilla|ve|cacha|entera)|se entera|mi (?:madre|mama|padre|papa) se entera))",
      "(?:casi|por poco|estuve a punto de|estuve a nada de) (?:me )?(?:tiro|tire|lanzo|lance|aviento|avente|tirarme|lanzarme|aventarme) {JUMPTO}|(?:casi|por poco) (?:me )?(?:suicido|ahorco|ahorque|corto las venas|corte las venas|tomo todas las pastillas|tome todas las pastillas)",
      "(?:hacer|cometer|haga|hiciera) (?:una|alguna) (?:locura|tonteria|estupidez|barbaridad) (?:conmigo|conmigo mism[oa]|contra mi|con mi vida)",
      "(?:yo )?(?:acabo|termino) con (?:todo|mi vida)(?= ?$| (?:de una vez|hoy|manana|ya))",
      // "me quiero morir", "quiero morirme" (the idioms "me quiero morir de la verguenza" are scrubbed first)
      "(?:me {F}(?:quiero|quisiera|queria|kiero|kero|dan ganas de|entran ganas de|dieron ganas de) {F}morir|quiero morirme|quisiera morirme|kiero morirme|tengo ganas de morir(?:me)?|ganas de morir(?:me)?|ganas de matarme|ganas de suicidarme|deseo morir|deseo de morir|deseo de morirme|me quiero ir de este mundo|me quiero ir para siempre)(?! de| por)",
    ),
  },
  // ---- wishing to be dead, not wanting to live, no reason to live, no future
  {
    id: "es-wish-dead",
    kind: "suicide",
    level: "crisis",
    re: p(
      // wishing to be dead or never born: "ojala no despertara", "ojala me atropelle un coche"
      "ojala {F}(?:me muera|me muriera|me muero|me muriese|estuviera muert[oa]|estar muert[oa]|no despierte|no despertar|no despertarme|no me despierte|no despertara|no me despertara|no me despertase|nunca despierte|nunca me despierte|no volver a despertar|no haber nacido|no hubiera nacido|nunca hubiera nacido|no existiera|no existir|desaparecer(?:a)? para siempre|me (?:atropelle|atropellara|pise|pisara|lleve|llevara|arrolle|arrollara) (?:un|el|una) (?:coche|carro|auto|camion|bus|tren|metro|micro|colectivo|trailer)|un (?:coche|carro|auto|camion|bus|tren|micro|colectivo) me (?:atropelle|atropellara|pise|pisara|lleve|llevara)|me (?:diera|de|pase|pasara|agarre|agarrara|viniera|venga) (?:algo|un infarto|un paro|un cancer|algo malo|un accidente|la muerte)|me (?:caiga|cayera) (?:un rayo|un meteorito|algo encima|un avion)|se acabe todo|se acabara todo|se terminara todo|me (?:maten|mataran)|me lleve dios|dios me lleve|no (?:me )?despertar(?:a|e)? (?:nunca|mas|manana))(?! (?:temprano|tarde|a las|antes|con el|con la|el despertador|la alarma|a tiempo))",
      "(?:morir|morirme|la muerte|estar muert[oa]|dejar de existir|no despertar)(?: [a-z]+){0,6} (?:seria|es|sera) (?:un alivio|una liberacion|un descanso|lo mejor|la solucion|la unica salida|mi unica salida)",
      "(?:quiero|necesito|solo quiero|ojala) (?:que )?(?:todo se acabe|se acabe todo|todo termine|se termine todo|todo se termine|se acabe mi vida|se acabe esta vida)(?: (?:ya|de una vez|para siempre))?$",
      "(?:me )?(?:imagino|imaginando|imaginandome|visualizo) (?:como seria )?mi (?:funeral|entierro|velorio|muerte|propia muerte)",
      "(?:quisiera|desearia|deseo|quiero|me gustaria|preferiria|prefiero) {F}(?:no haber nacido|nunca haber nacido|no existir|no estar viv[oa]|estar muert[oa]|no despertar(?:me)?(?: (?:mas|nunca|manana|nunca mas))?|dormirme y no despertar)",
      "no (?:debi|deberia haber|tendria que haber|tenia que) (?:haber )?(?:nacer|nacido)|nunca (?:debi|deberia haber|tendria que haber) (?:haber )?nacido|(?:para|pa) (?:que|q) (?:naci|he nacido|sigo viv[oa]|sigo aqui|sigo respirando|seguir viviendo|seguir viv[oa])(?! (?:sin|con|en) )",
      // "no quiero vivir", "ya no quiero seguir", "no quiero despertar manana"
      "no {F}(?:quiero|quisiera|deseo|kiero|kero|me apetece|tengo ganas de|tengo fuerzas para|aguanto) {F}(?:vivir(?! (?:con|en (?!(?:este|esta) (?:mundo|vida))|aqui|aca|alli|ahi|cerca|lejos|de (?!esta)|sin|sol[oa]|junt[oa]s|al lado|para siempre con|otra vez con))|seguir viviendo(?! (?:con|en (?!(?:este|esta) (?:mundo|vida))|aqui|aca|alli|ahi|de|sin))|seguir viv[oa]|estar viv[oa]|seguir con vida|existir|seguir existiendo|estar (?:aqui|aca) (?:nunca mas|mas|ya)|estar en este mundo|seguir en este mundo|despertar(?:me)?(?: (?:mas|manana|nunca mas|nunca|otra vez))?$|volver a despertar(?:me)?|seguir$|seguir (?:asi$|mas$|luchando|adelante con mi vida|con mi vida|en esta vida|respirando)|vivir (?:asi|mas|esta vida)$|levantarme (?:mas|nunca mas|nunca)$)",
      "(?:ya )?no {F}(?:quiero|kiero|quisiera) {F}(?:estar|seguir) (?:aqui|aca)$",
      // no reason to live, tired of living, not worth living
      "no {F}(?:tengo|encuentro|veo|hay|me quedan|le encuentro|le veo) {F}(?:ningun |ninguna |ni un |ni una )?(?:motivo|motivos|razon|razones|ganas|sentido|porque|por que|proposito) (?:para|de|en|a) (?:vivir|seguir viviendo|seguir vivo|seguir viva|seguir$|seguir adelante|existir|levantarme|la vida|mi vida|estar viv[oa]|seguir aqui)",
      "(?:cansad(?:isim)?[oa]|hart(?:isim)?[oa]|agotad(?:isim)?[oa]|hastiad[oa]|podrid[oa]|reventad[oa]) {F}(?:de|d) (?:vivir|la vida|existir|estar viv[oa]|esta vida|seguir viv[oa]|seguir viviendo|respirar|estar en este mundo)(?! (?:de|en|con) )",
      "(?:no vale la pena|no merece la pena|no tiene sentido) {F}(?:vivir|seguir viviendo|seguir vivo|seguir viva|seguir con vida|estar vivo|estar viva|seguir existiendo|existir)(?! (?:con|en|sin|de|asi con))",
      "(?:la|mi|esta) vida no {F}(?:vale|merece) la pena",
      // better off dead, rather be dead
      "(?:mejor|prefiero|preferiria|seria mejor|estaria mejor|mas vale|ojala|quisiera|quiero) {F}(?:estar |estaria |andar )?muert[oa](?! (?:que|de|del|por|a ))",
      "(?:mejor|seria mejor|seria mas facil|es mas facil|seria lo mejor|lo mejor seria|lo mejor es) {F}(?:me muero|me muera|me mato|morirme|matarme|morir|suicidarme|desaparecer para siempre|no existir|dejar de existir|no despertar(?:me)?(?! (?:temprano|tarde|a las|antes|con el|con la|el despertador|la alarma|a tiempo))|no volver a despertar|dormirme y no despertar|no haber nacido|que me muera|si me muero|si me muriera|si me mato|si no existiera|si no estuviera|tirarme {JUMPTO}|acabar con todo|acabar con mi vida)(?! (?:de (?!una vez|verdad)|que|a) )",
      "(?:mas facil|facil|lo mas facil|rapido|mas rapido) (?:seria )?{F}(?:tirarme|lanzarme|aventarme|arrojarme|echarme) {JUMPTO}",
      // praying or asking for death
      "(?:dios|diosito|senor|virgencita) {F}(?:llevame|quitame la vida|dejame morir|matame|por favor llevame|ya llevame)(?! (?:jaja|xd|lol|de aqui|contigo a))",
      "(?:le pido|pido|rezo|le rezo|rezando|pidiendo|le ruego|ruego) (?:a dios |a diosito |al cielo |al universo )?(?:que|para que|q|k) me (?:lleve|muera|deje morir|quite la vida|llevara|muriera)|(?:le pido|pido|rezo|le rezo|rezando|pidiendo|le ruego|ruego) (?:a dios |a diosito |al cielo |al universo )?(?:que|para que|q|k) no (?:me )?(?:despierte|despertar)",
      "(?:dejame|dejenme|dejadme) morir|(?:que|q) me lleve la muerte|la muerte (?:seria|es|me parece) (?:un alivio|mi unica salida|la unica salida|la solucion|mejor|un descanso|una liberacion)|(?:solo|lo unico) (?:quiero|busco) (?:descansar|dormir) para siempre",
      "(?:busco|busque|buscando|he buscado|investigo|investigue|investigando|he investigado|leo|lei|leyendo|mirando|miro|googlee|googleando) {F}(?:en internet |en google |en youtube |en tiktok )?(?:formas|maneras|metodos|como|cual es la mejor forma|la mejor manera) (?:de |para )?(?:morir|matarme|suicidarme|matarse|suicidarse|quitarse la vida|quitarme la vida|no despertar)|mi historial (?:de busqueda |de google |del navegador )?(?:esta lleno de|son todo|es todo|solo tiene)(?: [a-z]+){0,4} (?:formas|maneras|metodos|como|suicid|morir)",
      "(?:{WANT}) {F}(?:quitarme de en medio|quitarme del medio|tomarme (?:el |un |una botella de |la |un vaso de )?(?:veneno|raticida|matarratas|lejia|cloro|lavandina|anticongelante)|beberme (?:el |un |una botella de |la )?(?:veneno|lejia|cloro|lavandina|anticongelante)|abrir el gas|dejar el gas abierto|meter la cabeza en el horno)",
      "(?:con el motor (?:encendido|prendido) (?:en el garaje|dentro del garaje)|(?:dejar|deje|dejo|voy a dejar) el gas abierto)(?=.*(?:morir|dormir|no despertar|acabar|matarme|ya no|para siempre))",
      "(?:pienso|pensando|pense|pensamientos|ideas|imagino) {F}(?:en|de|con|sobre) (?:mi funeral|morirme|como morir|como matarme|formas de morir|maneras de morir|formas de matarme|maneras de matarme|metodos para (?:morir|matarme|suicidarme)|como seria (?:mi funeral|si me muero|morirme))",
      // no future, not living long: "no me veo cumpliendo los 25"
      "no me {F}(?:veo|imagino|visualizo) {F}(?:cumpliendo|llegando a|llegar a|pasando de|pasar de|cumplir|viv[oa] (?:a|en|dentro de|el|para)|con vida (?:a|en|dentro de)|vivir hasta|llegando (?:viv[oa] )?a) (?:los |el |la |mi |fin de |a )?(?:[0-9]+|veinte|veinticinco|treinta|cuarenta|cincuenta|viejo|vieja|anciano|anciana|ano que viene|proximo ano|navidad|mi cumpleanos|cumpleanos|fin de ano|mayor|adulto|adulta)",
      "no (?:creo (?:que|q) )?(?:(?:voy a|vaya a|pienso) (?:llegar|llegar viv[oa]|cumplir|estar viv[oa])|(?:llegue|llegare|llego|vaya a llegar|voy a llegar) viv[oa]|llegue|llegare) (?:a |hasta )?(?:los |la |mi |fin de )?(?:[0-9]+ (?:anos)?$|veinte|treinta|viejo|vieja|ano que viene|navidad|mi cumpleanos|fin de ano)",
      // "mas" splits the sentence in the engine ("no quiero vivir | mas"): its tail still says it.
      "^mas (?:quiero )?(?:vivir|despertar(?:me)?|existir|estar viv[oa])(?! (?:feliz|bien|tranquil[oa]|la vida|el momento|intensamente|despacio|san[oa]|plenamente|sin|con|en))",
    ),
  },
  // ---- will not be here: goodbyes, notes, "cuando ya no este"
  {
    id: "es-not-here",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    re: p(
      "(?:ya )?no {F}(?:voy a|vaya a|creo (?:que|q) (?:voy a|vaya a)) {F}(?:estar|seguir) (?:aqui|aca|viv[oa]|con vida|en este mundo)(?: (?:mucho tiempo|por mucho tiempo|mucho mas|para (?:cuando|navidad|mi cumpleanos|ver)|el (?:ano|mes) que viene|manana|en navidad))?(?! (?:el|la|en la|en el|de|del|porque|xq|pq|en casa|en clase|esta semana|este finde|a las))",
      "cuando (?:ya no (?:este|estemos|exista|me veas|me vean)|ya no este(?:mos)? (?:aqui|aca|viv[oa])|no este (?:aqui|aca|viv[oa]|en este mundo)$|(?:yo )?me (?:haya ido para siempre|vaya para siempre|mate|haya matado)|ya no me tengas|este muert[oa]|me encuentren)",
      "no (?:creo (?:que|q) )?(?:me )?(?:vas|van|vais|vayan|vuelvan|vuelvas) (?:a )?(?:volver a )?ver(?:me)? (?:mas|nunca mas|otra vez|de nuevo)?$|no (?:creo (?:que|q) )?me (?:vuelvan|vuelvas|volvais) a ver|(?:es|sera) la ultima vez (?:que|q) me (?:ves|veis|ven|vas a ver)",
      "(?:para )?cuando (?:leas|lean|leais|veas|vean|encuentres|encuentren) (?:esto|este mensaje|esta carta|la carta|la nota)",
      "(?:esta|este|es) (?:es )?(?:mi|el|la) (?:ultim[oa]) (?:mensaje|noche|vez que (?:te )?(?:escribo|hablo)|carta|despedida|entrada|publicacion|post|audio|dia)(?! (?:de|del|en|aqui|aca|con|como|antes|laboral|libre|de vacaciones|sin|que|q|trabajando|en el|en la|del ano|de clases))",
      "(?:carta|cartas|nota|notas|mensaje|mensajes|video|audio) de despedida|(?:escribi|he escrito|estoy escribiendo|escribiendo|deje|dejare|tengo|redacte|grabe) {F}(?:la |una |mi |las |unas |mis )?(?:carta|cartas|nota|notas|mensaje|mensajes|video) (?:de despedida|para (?:mi|mis|cuando|todos|mi familia|despedirme|que la lean|que lo lean)(?= .*(?:adios|despid|ultim|ya no|cuando|perdon|siempre))|por si (?:me pasa algo|ya no estoy))",
      "(?:me )?(?:despido|estoy despidiendo|quiero despedirme|queria despedirme|vengo a despedirme|solo (?:queria|quiero) despedirme) (?:de (?:todos|todo el mundo|ustedes|vosotros|ti|usted|la vida|este mundo)|para siempre)(?! (?:hasta|del grupo|de la app|por hoy|por ahora|que me voy de viaje))",
      "(?:adios|chao|chau|bye) (?:para siempre|mundo cruel|de verdad|definitivo|por ultima vez)(?! (?:jaja|xd|lol))|(?:adios|chao|chau) (?:a todos|mundo|a todo el mundo)(?= .*(?:siempre|perdon|gracias por todo|ya no|ultim|lo siento)|$)(?! (?:jaja|xd|lol))|nos vemos en (?:el cielo|la otra vida|otra vida|el mas alla)",
      "(?:gracias|perdon|perdonen|perdoname|perdonadme|lo siento) (?:por todo|a todos)(?= .*(?:adios|despid|siempre|ultim|ya no|final|cuiden|cuidad|no (?:me )?busquen))",
      "(?:ya )?no (?:voy a|vas a|van a) (?:tener que )?(?:molestar|ser una carga|ser un problema|aguantarme|preocuparse por mi|preocuparte por mi|verme) (?:mas|nunca mas|mucho tiempo mas)(?! (?:con|en|por))",
      "(?:estoy|me siento) {F}(?:en paz|tranquil[oa]|calmad[oa]) {F}(?:con|porque|desde (?:que|q)) (?:mi decision|la decision|lo que voy a hacer|ya lo decidi|ya decidi|he decidido|decidi)(?= .*(?:acabar|terminar|morir|irme|final|adios|despedir|ya no|todo|mejor asi|no dolor|dejar de)|$)",
      "(?:ya )?(?:tome|he tomado|tengo tomada) (?:la|una|mi) decision(?= .*(?:acabar con|terminar con|morir|final|adios|despedir|ya no (?:voy|aguanto|estare)|dejar de (?:sufrir|existir|vivir)))",
      "(?:dile|decile|diganle|decidle|digale|dile a|deciles|diles) (?:a )?(?:mi|mis) [a-z]+ (?:que|q) (?:l[oae]s? (?:quiero|quise|ame|amo)|lo siento|me perdonen|me perdone|no fue su culpa)(?= .*(?:cuando|si|ya no|adios|siempre|ultim)|$)",
    ),
  },
  // ---- a farewell that may be final ("hasta siempre"): a warning sign
  {
    id: "es-farewell",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "hasta siempre(?! (?:comandante|amigo del alma))|adios a todos|me voy para siempre|me despido(?= ?$)|gracias por todo (?:y )?adios",
    ),
  },
  // ---- nobody would miss me if I died: said outright, a crisis
  {
    id: "es-burden-gone",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    re: p(
      "(?:nadie|ninguno|ni uno|ni una persona|ni mi familia|ni mis padres|ni mis amigos) {F}(?:me )?(?:extranaria|echaria de menos|echaria en falta|notaria|se daria cuenta|lloraria|iria a mi funeral|se enteraria|va a notar|va a extranar|va a echar de menos|se va a dar cuenta|le importaria|sufriria)(?: [a-z]+){0,4} si {F}(?:me muero|me muriera|muero|muriera|me mato|me matara|desaparezco|desapareciera|ya no estoy|ya no estuviera|no estuviera|dejo de existir|dejara de existir|me suicido|me suicidara|me pasa algo|me pasara algo|me fuera para siempre)",
      "(?:a nadie|nadie|ni a mi familia|a ninguno) {F}le (?:importaria|importa|va a importar|doleria|afectaria) {F}(?:si|que|q|k) (?:me muero|me muera|me muriera|muero|desaparezco|desapareciera|me mato|me matara|ya no estoy|no estuviera|ya no estuviera|dejo de existir|me suicido|me suicidara)",
      "(?:el mundo|mi familia|mis padres|mis viejos|mis hijos|mi madre|mi mama|mi padre|mi papa|mis amigos|todos|todo el mundo|ellos|la gente|mi novio|mi novia|mi pareja|mi marido|mi mujer) {F}(?:estarian|estaria|estaran|vivirian|viviria|serian|seria|iria|irian|quedarian) {F}(?:mucho |muchisimo |bastante |tanto |)(?:mejor|mas felices|mas feliz|mas tranquil[oa]s?|en paz) {F}(?:sin mi|si (?:me muero|me muriera|no estuviera|desapareciera|yo no estuviera|yo no existiera|no existiera))",
      "(?:estarian|estaria|estaran|vivirian|serian) (?:todos |todas )?(?:mucho |muchisimo |bastante )?(?:mejor|mas felices|mas tranquil[oa]s) sin mi",
      "(?:mejor|seria mejor|mas facil) para (?:todos|todo el mundo|mi familia|mis padres|ellos) (?:si|que|q) (?:me muero|me muera|me muriera|no estuviera|desaparezco|desapareciera|no existiera|me mato|me matara)",
    ),
  },
  // ---- burden, no one would care (a warning sign; two warning signs make a crisis)
  {
    id: "es-burden",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "(?:sobro|estoy de mas|me siento de mas|me siento sobrando|siento que sobro) (?:en este mundo|aqui|en todos lados|en mi casa|en mi familia|en la vida|en todas partes)",
      "soy {F}(?:una|un|solo una|solo un|nada mas que una|nada mas que un|una puta|un puto|otra|otro) (?:carga|estorbo|molestia|lastre|peso muerto|desperdicio)(?! (?:de (?:tiempo|dinero))| (?:en el|en la) (?:equipo|trabajo|grupo))",
      "(?:les|le|te) {F}(?:arruino|arruine|jodo|amargo|hago imposible|destrozo) la vida(?: a (?:todos|mi familia|mis padres|mi madre|mi padre))?",
      "(?:solo|nomas|no hago mas que|lo unico que hago es) {F}(?:doy|causo|traigo|genero) (?:problemas|gastos|disgustos|preocupaciones|molestias)",
      "(?:nadie|ninguno) {F}(?:me )?(?:extranaria|echaria de menos|notaria (?:mi ausencia|que no estoy)|lloraria por mi|iria a mi funeral)",
      "(?:desperdicio|perdida) de (?:oxigeno|espacio|aire)",
      "no {F}merezco (?:vivir|estar viv[oa]|existir|seguir viv[oa]|seguir aqui|ni respirar)|merezco (?:morir|morirme|estar muert[oa]|desaparecer)",
      "no {F}deberia (?:haber nacido|existir|estar viv[oa]|seguir viv[oa])",
    ),
  },
  // ---- giving things away, putting affairs in order, asking others to look after the pets
  {
    id: "es-giving-away",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "(?:regale|regalo|regalando|he regalado|estoy regalando|voy a regalar|repartiendo|reparti|he repartido) {F}(?:todas |todos |casi todas |la mayoria de |muchas de )?(?:mis|mi) (?:cosas|ropa|libros|juegos|videojuegos|consola|guitarra|coleccion|plantas|joyas|ahorros|dinero|pertenencias|tenis|zapatillas|peluches|discos|bici|bicicleta|portatil|computadora|compu|perro|perra|gato|gata|mascota|mascotas|cuadros|dibujos)",
      "(?:encontrar|buscar|buscando|busco|encontre|conseguir|consegui) (?:un |una )?(?:nuevo |nueva )?(?:hogar|casa|dueno|duena|familia|alguien) (?:para|que cuide (?:a|de)) (?:mi|mis) (?:perro|perra|gato|gata|mascota|mascotas|peces|plantas|hijos)(?= .*(?:ya no|cuando|no voy|no podre|por si)|$)",
      "(?:cuida|cuidad|cuiden|cuidale|cuidales) (?:bien )?(?:a|de) (?:mi|mis) (?:perro|perra|gato|gata|mascota|mascotas|madre|mama|hermanita|hermanito|hermana|hermano|hijos|hijo|hija|plantas) (?:por mi|cuando (?:ya no|no este|me vaya)|si (?:me pasa|no estoy|ya no)|de mi parte)",
      "(?:deje|dejo|he dejado|tengo|dejare) {F}(?:todo|todas mis cosas|mis cosas|mis papeles|los papeles|mis cuentas|las cuentas|mis contrasenas|las contrasenas|el pin|mi pin|las claves|mis claves|el testamento|mi testamento) {F}(?:arreglad[oa]s?|ordenad[oa]s?|en orden|atad[oa]s?|apuntad[oa]s?|escrit[oa]s?|para (?:mi|mis)) {F}(?:para (?:cuando|que|mi|mis)|por si|a (?:mi|mis))",
      "(?:deje|he dejado|dejo|anote|apunte) {F}(?:el pin|mi pin|las contrasenas|mis contrasenas|las claves|mis claves|las passwords|mis passwords|los codigos) {F}(?:a|para) (?:mi|mis)",
      "(?:hice|he hecho|escribi|he escrito|redacte) {F}(?:mi|el|un) testamento(?= .*(?:por si|ya esta|listo|por fin|ya no))",
      "(?:cancele|he cancelado|cerre|he cerrado|borre|he borrado|borrando|cerrando|cancelando) {F}(?:todas )?(?:mis )?(?:cuentas|redes|redes sociales|suscripciones|instagram|el gimnasio|el gym|la matricula|todo)(?= .*(?:no (?:lo |la |las |los )?voy a necesitar|ya no (?:lo|la|las|los) necesit|adios|despid|para que|ya da igual))",
      "no (?:lo |la |los |las )?(?:voy a|vaya a) (?:necesitar|usar) (?:mas|donde voy|a donde voy|mucho tiempo mas)(?! (?:de|que|porque|pq|xq))",
    ),
  },
  // ---- hopelessness, no future, no way out, "para que seguir"
  {
    id: "es-hopeless",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "no {F}(?:tengo|veo|hay|existe|le veo|me veo) {F}(?:ningun |un |)futuro(?: para mi| ninguno)?(?! (?:en (?:esta|este|la|el) (?:empresa|trabajo|carrera|relacion|ciudad|pais|equipo)|con (?:el|ella|mi)))",
      "(?:nada|nunca|jamas) {F}(?:va|van|vaya|vayan) a (?:mejorar|cambiar|ir a mejor|ir bien|salir bien)(?!.*\\?)|(?:esto|mi vida|la vida|las cosas|todo) {F}(?:no|nunca|jamas) {F}(?:va|van) a (?:mejorar|cambiar|ir a mejor)(?!.*\\?)",
      "(?:ya )?nada {F}tiene sentido|(?:la|mi|esta) vida no tiene (?:ningun )?sentido|no le (?:veo|encuentro) (?:el |ningun )?sentido a (?:nada|la vida|mi vida|vivir|seguir|levantarme)|(?:todo|mi vida|la vida) (?:es|me parece) (?:inutil|sin sentido|absurd[oa]|una mierda sin sentido)",
      "no (?:hay|veo|encuentro|tengo) {F}(?:ninguna )?(?:salida|escapatoria)(?: a (?:esto|nada|mi vida))?|atrapad[oa] (?:sin salida|para siempre)|(?:sin|no tengo) salida",
      "(?:para|pa) (?:que|q|k) {F}(?:seguir|sigo|vivir|levantarme|me levanto|intentarlo|lo intento|luchar|sigo luchando|seguir luchando|seguir intentando|existir|estoy aqui)(?: (?:asi|si|viviendo|vivo|viva))?$",
      "(?:ya )?(?:me rindo|me rendi|tiro la toalla|tire la toalla|me di por vencid[oa]|me doy por vencid[oa]) (?:con|de|en) (?:todo|la vida|vivir|mi vida)|(?:ya )?me rindo$",
      "(?:perdi|he perdido|se me fueron|ya no tengo|no tengo) {F}(?:las |la |toda |)(?:ganas de vivir|esperanza|esperanzas|ganas de seguir|ganas de todo|ilusion por nada|motivos para vivir|razones para vivir)(?! (?:en|de (?:aprobar|que|ganar|encontrar)))",
      "(?:sin ganas de|no tengo ganas de) {F}(?:vivir|nada$|seguir$|levantarme|existir)|ya no (?:disfruto|me ilusiona|me interesa|me importa) (?:de )?nada",
      "(?:estoy|ando|me siento) {F}(?:cansad[oa]|hart[oa]|agotad[oa]) (?:de|d) (?:luchar|intentarlo|fingir|sufrir|estar asi|sentirme asi|aguantar|seguir|esta mierda de vida|todo y de todos|vivir asi)",
      "no {F}(?:puedo|aguanto|soporto) (?:mas|ni un dia mas) (?:con )?(?:esta vida|mi vida|vivir|la vida|este dolor)",
      "(?:miedo de|a punto de|tentad[oa] de|no se si voy a|creo (?:que|q) voy a|siento (?:que|q) voy a|capaz de) (?:hacer|cometer) (?:una|alguna) (?:locura|tonteria|estupidez|barbaridad)(?!.* (?:jaja|jsjs|xd|lol))|algo de lo que no (?:hay|habra) vuelta atras|no respondo de mi",
      "no le (?:encuentro|veo|saco) (?:gracia|gusto|sentido|ilusion) a nada|nada me (?:hace ilusion|ilusiona|llena|motiva|interesa|importa ya)|ya no (?:disfruto|me divierte|me gusta) (?:de )?nada|(?:quiero|solo quiero|necesito) que (?:se acabe|termine|pare) (?:ya|de una vez)$",
      "^mas (?:con )?(?:esta|mi) (?:vida|existencia)$",
      "(?:me )?(?:muero|morir|morirme) (?:por dentro|en vida)|estoy muert[oa] (?:por dentro|en vida)",
      "(?:pienso|pensando|pense|pensamientos|ideas) {F}(?:en|de|sobre) (?:la muerte|mi muerte|morir|la muerte todo el tiempo)(?! (?:de (?:mi|mis|un|una)|del))",
    ),
  },
  // ---- wanting to vanish for a while, to run away: worth a gentle check-in
  {
    id: "es-escape",
    kind: "suicide",
    level: "concern",
    re: p(
      "(?:quiero|quisiera|queria|me gustaria|ganas de|tengo ganas de|me dan ganas de|solo quiero|deseo|desearia|necesito) {F}(?:desaparecer|esfumarme|evaporarme|dejar de sentir|que todo (?:pare|se detenga|se acabe|termine)|que se acabe todo|que pare todo|apagar(?:me)? (?:todo|el cerebro|la cabeza)|irme (?:lejos|muy lejos) (?:y no volver|donde nadie|para siempre)|escapar de todo|huir de todo|no sentir nada|dormir y no (?:pensar|sentir))(?! (?:de (?:las redes|instagram|tiktok|twitter|whatsapp|la fiesta|la reunion|clase)|del grupo|un rato|un finde|unos dias|de la faz de la tierra de la verguenza))",
      "me quiero {F}(?:desaparecer|esfumar|ir lejos y no volver)",
    ),
  },
  // ---- a plan, means gathered, a place: preparation
  {
    id: "es-plan",
    kind: "suicide",
    level: "crisis",
    flags: ["plan"],
    re: p(
      "(?:ya )?(?:tengo|elegi|escogi|decidi|puse|fije|tengo pensad[oa]|tengo elegid[oa]|he elegido|he decidido) {F}(?:la|el|un|una) (?:fecha|dia|hora|lugar|sitio|metodo|forma|manera|plan|puente|edificio)(?= .*(?:morir|matar|suicid|acabar con|terminar con|despedir|pastillas|tirarme|saltar|ahorcar|colgarme|mi vida))",
      "(?:ya )?(?:lo )?(?:tengo|tengo todo) {F}(?:planeado|pensado|decidido|preparado|organizado|calculado)(?= .*(?:morir|matar|suicid|acabar con|terminar con|despedir|pastillas|tirarme|saltar|ahorcar|colgarme|mi vida))",
      "(?:ya )?(?:se|se) {F}(?:exactamente )?(?:como|donde|cuando|cuantas|que) {F}(?:me voy a matar|matarme|me voy a tirar|tirarme|me mato|me tiro|tomarme|me voy a suicidar|suicidarme|acabar con todo|acabar con mi vida|quitarme la vida)",
      "(?:he juntado|junte|estoy juntando|llevo (?:meses|semanas|tiempo|un tiempo|dias) juntando|voy juntando|fui juntando|acumulo|estoy acumulando|he acumulado|tengo escondid[oa]s?|tengo guardad[oa]s?|escondi|he escondido|ahorre|estoy ahorrando|he ahorrado|guardo escondid[oa]s?) {F}(?:unas |unos |una |un |las |los |mis |bastantes |muchas |suficientes |varias |varios |[0-9]+ |todas las |todos los |una caja de |cajas de |un bote de )?(?:{PILLS}|soga|una soga|pistola|una pistola|cuchillas|una cuchilla|hojas de afeitar|veneno|raticida|matarratas|balas)",
      "(?:tengo|compre|he comprado|consegui|he conseguido|pedi|he pedido|encargue) {F}(?:unas |unos |una |un |las |los |mis |bastantes |muchas |suficientes |varias |varios |[0-9]+ |todas las |una caja de |cajas de |un bote de )?(?:{PILLS}|soga|una soga|cuerda|una cuerda|pistola|una pistola|arma|un arma|revolver|escopeta|cuchillas|una cuchilla|hojas de afeitar|veneno|raticida|matarratas|carbon|balas|helio)(?= .*(?:para (?:morir|matarme|hacerlo|acabar|el dia|cuando|no despertar|suicidarme|ahorcarme)|por si (?:acaso|un dia|algun dia|lo necesito|me decido)|suficientes|(?:todas|todos) (?:escondid|guardad|list)|nadie (?:lo )?sabe|el momento|cuando (?:llegue|este list|me decida)|matarme|morir|acabar con))",
      "(?:juntando|acumulando|ahorrando|escondiendo|almacenando|guardando escondid[oa]s) {F}(?:mis |las |los |unas |unos )?(?:{PILLS})",
      "(?:compre|he comprado|consegui|tengo|ya tengo) (?:una |la )?(?:soga|horca)(?! (?:para|pa) (?:el columpio|escalar|la mudanza|atar|saltar|el barco|tender|la hamaca))",
      "(?:ya )?(?:se|elegi|tengo elegido) (?:en|desde|de) (?:que|cual) (?:arbol|puente|edificio|piso|viga|azotea|barranco|acantilado)",
      "(?:tengo|tenia|estan|esta) (?:{F})?(?:(?:{QTY}) ?)?(?:las |los |mis )?(?:{PILLS}|la soga|la cuerda|la cuchilla|las cuchillas|la pistola|el arma)(?: [a-z]+){0,2} (?:en la mano|delante|delante de mi|en la mesa|aqui conmigo|al lado|encima de la cama|guardad[oa]s|escondid[oa]s|apartad[oa]s|preparad[oa]s|list[oa]s)",
      "(?:suficientes|bastantes) (?:{PILLS}) (?:para|pa) (?:morir|matarme|no despertar|acabar|que sea (?:suficiente|mortal|lethal))",
      "(?:hice|hago|haciendo|ate|amarre|prepare|tengo preparad[oa]|colgue) {F}(?:el|la|un|una) (?:nudo|soga|lazo|horca|cuerda)(?= .*(?:cuello|colgarme|ahorcarme|techo|viga|ventilador|matarme|esta noche|para mi|listo para|lista para))",
      "(?:la )?(?:soga|horca) (?:ya )?(?:esta|estan) (?:lista|puesta|colgada|preparada|atada)",
      // standing at the edge, on the bridge, at the tracks: "estoy en el puente de la autopista"
      "(?:estoy|estoi|toy|ando|sigo|me encuentro|aqui en|parad[oa] en|sentad[oa] en|asomad[oa] (?:a|al)|subid[oa] (?:a|en|al)) {F}(?:en |al borde de |al borde del |en el borde de |en el borde del |encima de |encima del |sobre |arriba de |arriba del |en lo alto de |en lo alto del )?(?:el |la |los |las |un |una )?(?:puente|viaducto|cornisa|vias del tren|las vias|borde del anden|baranda del puente|barandilla del puente)(?! (?:de|del) (?:mayo|diciembre|noviembre|agosto|octubre|la constitucion|todos los santos|san [a-z]+|semana santa|pascua|navidad|la inmaculada|reyes)| (?:festivo|largo|de vacaciones|con (?:mis|los|unos|unas|mi) (?:amig|novi|familia|herman|padres|viejos)))",
      "(?:estoy|toy|ando|sigo|aqui en|parad[oa] en|sentad[oa] en|asomad[oa] (?:a|al)|subid[oa] (?:a|en|al)) {F}(?:en |encima de |sobre |arriba de |al borde de |al borde del )?(?:el |la |un |una )?(?:terraza|balcon|ventana|techo|tejado|ultimo piso|azotea|acantilado|precipicio|barranco|risco|mirador|anden|presa|borde)(?= .*(?:mirando (?:abajo|hacia abajo|para abajo|el vacio|los coches|los carros|la calle|el suelo|las vias|los trenes|el agua)|pensando en (?:saltar|tirarme|lanzarme)|saltar|tirarme|lanzarme|del piso [0-9]+|piso [0-9]+|adios|despid|me tiemblan|no tengo valor|tengo valor))",
      "(?:llevo|estoy) {F}(?:media hora|una hora|horas|un rato|[0-9]+ (?:minutos|min|horas)|toda la noche|toda la tarde) (?:aqui |aca )?(?:mirando|viendo) {F}(?:los coches|los carros|los autos|los camiones|el agua|el rio|abajo|hacia abajo|para abajo|el vacio|las vias|los trenes|pasar los trenes|pasar el tren)(?! (?:con|desde (?:el|la) (?:sofa|cama|ventana del)))",
      "(?:saltar|tirarme|lanzarme|aventarme|arrojarme|echarme) {F}(?:desde|de|del|por|al|a la|a las|frente al|delante del) (?:el |la |un |una |este |esta )?(?:puente|viaducto|azotea|edificio|balcon|ventana|techo|acantilado|precipicio|tren|metro|subte|vias|anden|autopista|coches|carros|trafico|camion)",
      "(?:estrellar|estrellarme|chocar|volcar) (?:el coche|el carro|el auto|la moto|la camioneta)(?: [a-z]+){0,4} (?:a proposito|adrede|aposta|para morir|pa morir|para matarme)",
      "(?:estrellar|estrellarme|chocar|meter|tirar|echar) {F}(?:el coche|el carro|el auto|la moto|el camion)? ?(?:contra|a|al|por) (?:un|una|el|la) (?:arbol|muro|pared|camion|trailer|barranco|precipicio|rio|puente)(?= .*(?:queria|quiero|a proposito|adrede|aposta|morir|acabar|pensando|ganas|tentad))",
    ),
  },
  // ---- a time set: "hoy es el dia", "esta noche me mato"
  {
    id: "es-timing-decided",
    kind: "suicide",
    level: "imminent",
    flags: ["timing", "plan"],
    re: p(
      "(?:hoy|esta noche|hoy en la noche|hoy a la noche|manana|pasado manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|finde|fin de semana)|el finde) {F}(?:es|sera|va a ser) (?:el dia|la noche|mi ultimo dia|mi ultima noche|el final|el fin|mi final|mi ultima vez)$",
      "(?:hoy|esta noche|hoy en la noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este finde|este fin de semana|cuando (?:se duerman|se vayan|todos duerman|esten dormidos|no haya nadie)|despues de (?:clase|cenar|la cena|comer|el trabajo|la fiesta)|a la noche|en la noche|de madrugada|a las [0-9]+)(?: [a-z]+){0,8} (?:me mato|me voy a matar|me suicido|me voy a suicidar|me tiro {JUMPTO}|me voy a tirar {JUMPTO}|me ahorco|me voy a ahorcar|me cuelgo|acabo con todo|acabo con mi vida|termino con todo|termino con mi vida|(?:se acaba todo|todo se acaba|se termina todo|todo termina)(?! (?:el|la|lo|los|las|de|del|mi|este|esta|ese|esa|eso|esto|por fin))|me las tomo todas|me tomo todas las (?:{PILLS})|me quito la vida|me voy a quitar la vida|dejo de existir|me voy de este mundo)",
      "(?:hoy|esta noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este finde|cuando (?:mis padres|mis viejos|todos|ellos|el|ella|mi familia) (?:se vayan|se vaya|se duerman|se duerma|salgan|no esten)|cuando no haya nadie)(?: [a-z]+){0,8} (?:lo voy a hacer|lo hago|lo hare|voy a hacerlo)(?=.*(?:{PILLS}|soga|cuerda|puente|azotea|vias|matar|morir|despedir|carta|adios|acabar con|cuchilla))",
      "(?:me mato|me voy a matar|me suicido|me voy a suicidar|acabo con todo|termino con todo|me quito la vida|me voy a quitar la vida) {F}(?:hoy|esta noche|manana|este finde|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|en un rato|en unas horas|ahora|ya mismo|cuando (?:se duerman|se vayan|no haya nadie))",
      "(?:hoy|esta noche|manana) {F}(?:se acaba|acaba|termina|se termina) (?:todo|mi vida|mi sufrimiento)(?! (?:el|la|lo|los|las|de|del|mi|este|esta))",
      "(?:voy|ire) {F}(?:al|a la) (?:puente|viaducto|azotea|vias|acantilado|edificio abandonado)(?: [a-z]+){0,6} (?:y (?:me tiro|salto|acabo con todo|termino con todo)|a tirarme|a saltar|para tirarme|pa tirarme)",
    ),
  },
  // ---- an overdose or poison taken, bleeding that will not stop: a medical emergency now
  {
    id: "es-took",
    kind: "medical",
    level: "imminent",
    flags: ["attempt", "present"],
    re: p(
      "(?:me |)(?:tome|he tomado|acabo de tomar|acabo de tomarme|tomarme|me he tomado|trague|me trague|me he tragado|acabo de tragarme|me bebi|bebi|me meti|ingeri|me las tome|me acabo de tomar|me tome)(?!.*(?:de hoy|del dia|de la (?:manana|noche|tarde)|que me tocan|que me tocaban|como (?:me )?(?:dijo|receto|indico|mando)|recetad|a su hora|a tiempo|para la tos|en el dia|en todo el dia|en una semana|al dia|cada [0-9]+ horas)) {F}(?:{QTY})(?! ?(?:mg|mgs|miligramos|ml|gotas|gramos|gr|g|mcg|ui|unidades|minutos|min|horas|dias|veces|cafes|cervezas|copas|vasos)(?: |$)) ?(?:[a-z]+ ){0,3}(?:{PILLS})(?!.*(?:de hoy|del dia|de la (?:manana|noche|tarde)|que me tocan|que me tocaban|como (?:me )?(?:dijo|receto|indico|mando)|recetad|a su hora|a tiempo|para la tos|en el dia|en todo el dia|en una semana|al dia|cada [0-9]+ horas))",
      "(?:me |)(?:tome|he tomado|acabo de tomar|trague|me trague|me he tragado|me bebi|bebi|me meti|ingeri|me tome) {F}(?:unas |unos |las |los |mis |varias |muchas )?(?:{PILLS})(?: [a-z]+){0,3} (?:de mas|de golpe|todas juntas|a la vez|con (?:mucho )?(?:alcohol|vino|cerveza|vodka|tequila|ron|whisky|pisco|aguardiente|fernet)|para (?:no despertar|morir|dormir para siempre|ver si (?:me moria|no despertaba)|acabar|matarme))",
    ),
  },
  // ---- poison swallowed or breathed, bleeding, someone collapsed, a bite: a medical emergency now
  {
    id: "es-emergency",
    kind: "medical",
    level: "imminent",
    flags: ["attempt", "present"],
    re: p(
      "(?:me |)(?:tome|bebi|trague|me bebi|me trague|ingeri|me tome|he tomado|he bebido) {F}(?:un poco de |un vaso de |un trago de |una botella de |algo de |)(?:lejia|cloro|lavandina|veneno|raticida|matarratas|insecticida|anticongelante|desatascador|sosa caustica|soda caustica|salfuman|agua fuerte|aguarras|gasolina|queroseno|herbicida|glifosato|paraquat|detergente|amoniaco|mata ratas|veneno para ratas|liquido de frenos|metanol|acido)",
      "(?:mezcle|he mezclado|mezclando|junte|he juntado|eche) {F}(?:[a-z]+ ){0,2}(?:lejia|cloro|lavandina|amoniaco|salfuman|agua fuerte|vinagre|desinfectante|limpiador|productos de limpieza)(?: [a-z]+){0,3} (?:con|y) (?:[a-z]+ ){0,2}(?:amoniaco|lejia|cloro|lavandina|salfuman|vinagre|acido|desinfectante|agua fuerte|alcohol|limpiador|limpiahornos|otro producto)",
      "(?:respire|inhale|he respirado|he inhalado|aspire) {F}(?:mucho |un monton de |)(?:gas|humo|vapores|monoxido|cloro|lejia|amoniaco|pegamento)(?= .*(?:no puedo respirar|me ahogo|mareo|maread|arde|vomit|desmay|dolor|tos))",
      "me (?:pase|he pasado|pasé) (?:con|de) (?:las |los |mis )?(?:{PILLS}|la dosis)|(?:tengo|tuve|me di|me he dado|estoy teniendo|creo (?:que|q) tengo) una sobredosis(?! (?:de (?:series|netflix|cafe|azucar|chocolate|trabajo|informacion|anime)))",
      "(?:me )?(?:corte|raje|abri|he cortado) {F}(?:las venas|las munecas|la muneca|el brazo|el cuello|la pierna)(?: [a-z]+){0,3} (?:y no para|muy profundo|muy hondo|demasiado profundo|demasiado hondo|hondo|profundo|y sangra|y hay mucha sangre)",
      "no {F}(?:para|deja|puedo parar|consigo parar) de sangrar|(?:sangra|sangrando|sale sangre) {F}(?:much[oa]|muchisim[oa]|un monton|sin parar|a chorros)|hay sangre por todos lados|(?:perdi|perdiendo|pierdo) mucha sangre",
      "(?:me (?:he )?)?(?:corte|cortado) (?:demasiado|muy|mas) (?:hondo|profundo)",
      "(?:me las|ya me las) (?:tome|trague|bebi)(?: todas| todos| todo)? (?:hace (?:un rato|una hora|media hora|[0-9]+ (?:min|minutos|horas)|poco)|ya|recien|ahorita|antes)",
      "(?:me )?(?:pico|mordio|ha picado|ha mordido) (?:un|una) (?:alacran|escorpion|serpiente|vibora|culebra|cascabel|arana viuda negra|viuda negra|arana violinista)",
      "(?:mezcle|he mezclado|tome|me tome) {F}(?:las |los |mis |unas |unos )?(?:{PILLS}) (?:con|y) (?:mucho )?(?:alcohol|vino|cerveza|vodka|tequila|ron|whisky|pisco|aguardiente|fernet|cocaina|coca|drogas|otras pastillas)(?=.*(?:mal|maread|vomit|desmay|corazon|no puedo|raro|sueno|respir|que hago|\\?))",
      "(?:me tome|tome|le di|le he dado|se tomo|le dimos)(?: [a-z]+){0,4} (?:el doble|el triple|dos veces|tres veces) (?:de )?(?:la dosis|las pastillas|la pastilla|el medicamento|la medicacion)(?=.*(?:mal|maread|vomit|desmay|corazon|no puedo|raro|que hago|\\?|abuel|bebe|nino|nina))",
      "(?:intente|estoy intentando|trate de|acabo de intentar) {F}(?:matarme|suicidarme|ahorcarme|quitarme la vida|envenenarme|tirarme) {F}(?:hace (?:un rato|una hora|poco)|ahora|hoy|esta noche|anoche|recien)",
      // someone else: a child or a person who swallowed, collapsed, will not wake
      "(?:mi|el|la|un|una) (?:{KID}|abuela|abuelo|amiga|amigo|madre|mama|padre|papa|pareja|novio|novia|marido|mujer|hermano|hermana|companero|companera) {F}(?:se )?(?:ha )?(?:tomo|trago|comio|bebio|tomado|tragado|comido|bebido|chupo|chupado|lamio) {F}(?:[a-z]+ ){0,3}(?:pila|pilas|pills|bateria|baterias|boton|lejia|cloro|lavandina|detergente|capsula de detergente|capsulas de detergente|veneno|raticida|matarratas|anticongelante|insecticida|iman|imanes|desatascador|sosa caustica|gasolina)",
      "(?:mi|el|la|un|una) (?:{KID}) {F}(?:se )?(?:ha )?(?:tomo|trago|comio|tomado|tragado|comido) {F}(?:(?:{QTY}) ?|unas |varias |las |mis )?(?:[a-z]+ ){0,2}(?:{PILLS})(?= .*(?:sin querer|a escondidas|mias|mias|de (?:mi|la|el) (?:abuela|abuelo|madre|mama|padre|papa)|del cajon|que hago|no se (?:cuantas|si)|urgencias|\\?)|$)",
      "(?:tomo|trago|bebio|comio|se tomo|se trago|se bebio|se comio|pastillas|jarabe|lejia|veneno|pila|detergente)(?: [a-z]+){0,8} (?:y )?(?:ahora )?(?:no (?:se )?despierta|no respira|no reacciona|esta inconsciente|se desmayo|esta convulsionando|convulsiona|se puso morad[oa])",
      "(?:mi|el|la) (?:{KID}) {F}(?:se )?(?:ha )?(?:tomo|trago|bebio|tomado|tragado|bebido) {F}(?:un|el|todo el|una|toda la) (?:jarabe|bote|frasco|botella|caja|blister)(?: de [a-z]+)? (?:entero|entera|completo|completa)",
      "(?:mi|el|la) (?:{KID}|abuela|abuelo|amiga|amigo|madre|mama|padre|papa|pareja|novio|novia|marido|mujer|hermano|hermana) {F}(?:no respira|no reacciona|no despierta|no se despierta(?! (?:de la siesta|temprano|para (?:el cole|la escuela|ir)|a tiempo|hasta))|esta inconsciente|se desmayo y no|esta convulsionando|se puso morad[oa]|tiene los labios morados|dejo de respirar)",
      "(?:tome|trague|bebi|mezcle|inhale|respire)(?: [a-z]+){1,8} (?:y ahora|ahora|y) {F}(?:no puedo respirar|me cuesta respirar|me arde (?:el pecho|la garganta|el estomago)|vomito sangre|estoy vomitando sangre|me estoy desmayando|me desmayo|tengo el corazon (?:a mil|acelerado)|no siento (?:las piernas|los brazos))",
    ),
  },
  // ---- past attempts
  {
    id: "es-attempt-past",
    kind: "suicide",
    level: "crisis",
    re: p(
      "(?:intente|he intentado|trate de|ya intente|intentaba|volvi a intentar) {F}(?:suicidarme|matarme|quitarme la vida|ahorcarme|colgarme|tirarme {JUMPTO}|envenenarme|cortarme las venas|tomarme todas las (?:{PILLS})|el suicidio|suicidio)",
      "(?:mi|un|el|otro|primer|segundo|ultimo) (?:primer |segundo |ultimo )?intento (?:de suicidio|de suicide|suicida|de quitarme la vida|de matarme|autolitico)",
      "(?:sobrevivi|he sobrevivido) (?:a )?(?:un|mi|el|una) (?:intento|sobredosis)",
      "(?:la )?(?:ultima|otra|primera) vez (?:que|q) (?:lo intente|intente matarme|me tome las pastillas)",
      "(?:para|pa) ver si {F}(?:no (?:me )?despertaba|no despertara|me moria|me muriera|moria|no volvia a despertar)",
    ),
  },
  // ---- self-harm
  {
    id: "es-self-harm",
    kind: "self-harm",
    level: "crisis",
    re: p(
      `(?:cortarme|cortandome|rajarme|hacerme cortes|hacerme heridas|volvi a cortarme|me(?<!(?:se|novio|novia|ex|el|ella|llamada|conexion|wifi|internet|linea|senal|luz|agua|tipo|chico|chica|pareja|pololo|polola) me) (?:corto|corte|cortaba|he cortado|estoy cortando|vuelvo a cortar|volvi a cortar|raje|rajo|hago cortes|hice cortes|hago heridas))(?! (?:el|la|los|las|un|una|mi) (?:pelo|cabello|flequillo|fleco|unas|barba|puntas|dedo|labio|rollo|rollito|relacion|llamada)| (?:mucho|un poco|bastante|nada) (?:con|al|de|cuando|para|delante)| (?:con la gente|al hablar|cuando hablo|delante de)| de (?:hablar|pedir|preguntar|decir|la conversacion))${NOT_PT}`,
      "(?:corte|cortaba|raje|rajaba|queme|quemaba|rasgue|arañe|arane) (?:mis |los |las |el |la |mi )?(?:brazos|brazo|munecas|muneca|muslos|muslo|piernas|antebrazos|antebrazo|piel|barriga)(?! (?:con el cuchillo de cocina|sin querer|cocinando|jugando|al caer))(?= .*(?:otra vez|de nuevo|cuchilla|hoja|cutter|a proposito|sangr|escond|nadie|cuando|ansiedad|siempre|cada noche)|$)",
      "(?:autolesion|autolesiones|autolesionarme|autolesionar|autolesionandome|me autolesiono|me autolesione|autolesivo|autolesiva|autolesivas|auto lesion|auto lesiones|auto lesionarme|automutilacion|automutilarme|me mutilo|mutilarme|hago cutting|hacer cutting|hacerme cutting|codigos de barras|codigo de barras en (?:el|los|mis|la|las) (?:brazo|brazos|muslo|muslos|pierna|piernas|muneca|munecas))",
      "(?:hacerme|me hago|me hice|me he hecho|me estoy haciendo|me sigo haciendo) {F}(?:dano)(?!.*(?:jugando|entrenando|corriendo|en el gym|en el gimnasio|al caerme|me cai|sin querer|por accidente|haciendo deporte|futbol|partido|bici|levantando|en la rodilla|en la espalda|en el tobillo|en el pie|en la mano))",
      "(?:me (?:hice|he hecho|hago) dano|lastimarme|me lastimo|me lastime|me lastimaba|herirme|me hiero|me heri) {F}(?:a proposito|adrede|aposta|queriendo|con ganas|para castigarme|para sentir|porque lo merezco|porque me lo merezco|cuando me siento|cuando tengo ansiedad|cuando me da ansiedad|a mi mism[oa])",
      "(?:quemarme|me quemo|me queme|me quemaba|me he quemado) {F}(?:con (?:el |un |los |una )?(?:cigarro|cigarrillo|cigarros|mechero|encendedor|un encendedor|un mechero|el encendedor|un fosforo|fosforos|cerillos|cerillas|cuchara caliente)|los brazos|las piernas|los muslos|la piel|a proposito|adrede|aposta)",
      "me(?<!(?:se|el|ella|novio|novia|padre|papa|madre|mama|padrastro|marido|esposo|pareja|hermano|hermana) me) {F}(?:rasguno|arano|golpeo|pego|doy golpes|doy punetazos|pego punetazos|pego cabezazos|pego golpes|doy cabezazos|arranco el pelo|arranco los pelos|arranco el cabello|arranco mechones)(?: [a-z]+){0,5} (?:hasta (?:sangrar|que sangr|hacerme|dejarme|que me|ponerme|quedar|que salga|que duela|tener)|a proposito|adrede|aposta|fuerte|en las piernas|en los brazos|en la cabeza|en la cara|en los muslos|en el estomago|contra la pared|cuando (?:tengo|me siento|estoy|la cago|me enojo|me enfado|discuto)|para (?:castigarme|sentir|calmarme|no sentir))",
      "me(?<!se me) {F}(?:rasco|pellizco|muerdo|jalo el pelo|estiro el pelo|clavo las unas|entierro las unas|arano)(?: [a-z]+){0,4} (?:hasta (?:sangrar|que sangr|hacerme heridas|dejarme marcas|que me salga sangre|ponerme morad|quedar morad|que duela)|a proposito para|para (?:castigarme|sentir dolor|no sentir))",
      "(?:pego|doy|golpeo|estrello) {F}(?:la cabeza|cabezazos|punetazos|golpes|mi cabeza) (?:contra|en|a) (?:la|el|las|los) (?:pared|paredes|suelo|puerta|espejo|mesa)",
      "(?:golpeo|golpear|le pego a|pegarle a|doy punetazos a|dar punetazos a|le doy punetazos a|pegue punetazos a) (?:la|las) (?:pared|paredes) (?:hasta (?:sangrar|romperme|que sangr|hacerme)|a proposito|para (?:sentir|castigarme|no sentir)|cuando (?:me|estoy|tengo))",
      "(?:punetazos|golpes|cabezazos|aranazos|rasgunos|cortes|quemaduras|mordidas|pellizcos) (?:a mi mism[oa]|en mis (?:piernas|brazos|muslos))",
      // hiding scars and cuts
      "(?:tapar|taparme|esconder|esconderme|ocultar|ocultarme|cubrir|cubrirme|disimular|maquillar|maquillarme) {F}(?:las |los |mis |unas |unos )?(?:cicatrices|cortes)(?! de (?:acne|la operacion|la cesarea|la cirugia|varicela|granos|la vacuna|estrias|nacimiento|luz|agua|pelo|carretera|calle)| en (?:la cara de acne|la carretera))",
      "(?:tapar|taparme|esconder|esconderme|ocultar|ocultarme|cubrir|cubrirme) {F}(?:los |mis |las )?(?:brazos|munecas|muslos|marcas de los brazos|marcas) {F}(?:para|pa|pq|xq|porque|asi) (?:que )?(?:nadie|no|mi mama|mi madre|mis padres|mis viejos) (?:me )?(?:vea|vean|se vean|note|noten|descubra|descubran|sospeche|pregunte)",
      "(?:cicatrices|cortes|heridas|marcas) {F}(?:de|en) (?:los |las |mis |mi )?(?:cortes|brazos|brazo|munecas|muneca|muslos|muslo|antebrazo|antebrazos|cuchilla|autolesion)(?! (?:de la operacion|del gato|del perro|de la bici|de la vacuna|de la caida))(?= .*(?:esconder|tapar|ocultar|manga|nadie|vea|vean|sospecha|nota|mama|papa|madre|padre|padres|verano|frescas|nuevas|otra vez|de nuevo|verguenza|cuenta))",
      "(?:manga larga|mangas largas|sudadera|sudaderas|chaqueta|chamarra|buzo|pulseras|munequeras|maquillaje|pantalon largo|pantalones largos)(?: [a-z]+){0,8} (?:para|pa|pq|xq|porque|para que|asi) (?:que )?(?:nadie|no|mi mama|mi madre|mis padres|mis viejos) (?:me )?(?:vea|vean|se vean|note|noten|descubra|descubran|sospeche|pregunte) {F}(?:mis |los |las )?(?:brazos|munecas|piernas|cortes|marcas|cicatrices|heridas|muslos)",
      // blades, relapse, urges, punishment
      "(?:saque|saco|sacar|desarme|desarmo|desarmar|rompi|rompo|romper) {F}(?:la |las |una |unas |mi |mis )?(?:cuchilla|cuchillas|hoja|hojas)(?: (?:del|de un|de la|de mi) (?:sacapuntas|maquinilla|rastrillo|afeitadora|cutter))|(?:sacapuntas|maquinilla|rastrillo)(?: [a-z]+){0,5} (?:por|para sacar|para|solo por) (?:la|las) (?:cuchilla|cuchillas|hoja|hojas)",
      "(?:compre|compro|escondo|escondi|guardo|tengo|tengo escondida|tengo escondidas) {F}(?:la |las |una |unas |mi |mis )?(?:cuchilla|cuchillas|hoja de afeitar|hojas de afeitar|gillette|gilette)(?= .*(?:cortar|brazo|piel|muslo|pierna|munec|esconder|escondid|nadie|ya sabes|ya sabeis|para mi|por si|para hacerme|otra vez|sangr|no (?:lo|la) sepa))",
      "(?:ganas|necesidad|impulso|impulsos|urgencia|deseo|antojo|tentacion) {F}(?:de|d) (?:cortarme|hacerme dano|lastimarme|autolesionarme|quemarme|sangrar|golpearme|herirme|volver a cortarme|hacerme cortes)",
      "(?:recai|he recaido|recaida|tuve una recaida|volvi a recaer|volvi a caer)(?= .*(?:cort|cuchilla|sangr|brazo|muslo|piel|herida|cicatri|limpi[oa]|autolesi|dano))",
      "(?:[0-9]+|un|una|dos|tres|cuatro|cinco|seis|varios|varias|muchos|muchas) (?:dias|semanas|meses|anos|ano|mes|semana) (?:limpi[oa]s?|sin cortarme|sin autolesionarme|sin hacerme dano|sin lastimarme)(?= .*(?:recai|volvi|otra vez|corte|cuchilla|arruine|perdi|me fall|de nuevo|y hoy|anoche|ayer))",
      "(?:merezco|me merezco|necesito|quiero) {F}(?:sentir |el )?(?:dolor|sufrir|que me duela|sangrar|castigarme)(?= .*(?:cort|cuchilla|piel|brazo|sangr|quem|golpe|fisic|mi mism[oa]))",
      "(?:sin comer|no como|no comer|dejo de comer|deje de comer|apenas como|casi no como|me salto las comidas|me mato de hambre|matandome de hambre)(?: [a-z]+){0,5} (?:a proposito|adrede|como castigo|de castigo|para castigarme|porque no (?:lo )?merezco|porque no me lo merezco)",
      "(?:como|comer|comi|dejo de comer|deje de comer|no como|no comer|me mato de hambre|matarme de hambre|me estoy matando de hambre|me obligo a vomitar|vomito a proposito|me provoco el vomito) {F}(?:nada |casi nada |poco )?(?:como|de|para|por) (?:castigo|castigarme)|me castigo (?:sin comer|no comiendo|con (?:hambre|dolor|golpes|la cuchilla))",
      "(?:lo unico|la unica forma|la unica manera) {F}(?:que )?(?:me calma|me ayuda|funciona|me hace sentir|de calmarme|de sentir)(?: [a-z]+){0,4} (?:es|son) (?:cortarme|hacerme dano|el dolor|lastimarme|quemarme|los cortes|golpearme)",
    ),
  },
  // ---- abuse, violence and coercive control at home
  {
    id: "es-abuse",
    kind: "abuse",
    level: "crisis",
    re: p(
      `(?:{ABUSER}) (?:(?:{ADV}|me dijo|dice|a veces|siempre|cuando bebe|cuando se enoja|cuando se enfada|cuando toma|cuando esta borracho|borracho|de nuevo|otra vez|ya|hasta|incluso|antes|todavia|sigue|ayer|anoche|hoy) )*(?:me|nos) {F}(?:{HITV})(?! (?:un susto|una ducha|una siesta|un bano|un atracon|un tiro|un paseo|una vuelta|una fiesta|un viaje|un madrugon|el sol|la gripe|el covid|el resfriado|la cancion|los piojos|la risa|la mania|el vicio|el virus))(?!.* (?:en|a|al) (?:la play|el fifa|el juego|los juegos|fortnite|el lol|la pelea de almohadas|las cartas|el ajedrez|el partido|el futbol|el basket|el padel|el tenis|el ping pong|la consola|videojuegos|el mario kart|smash))${NOT_PT}`,
      // without a subject: "me pega con el cinturon", "me empuja cuando le digo que no"
      `me(?<!(?:se|yo|solo|veces|que|q|y) me) (?:pega|pegaba) {F}(?:con (?:el|la|un|una|su) (?:cinturon|correa|chancla|chancleta|palo|zapatilla|zapato|mano abierta|puno|cable|cuchara|vara|manguera|hebilla|sarten)|todos los dias|cada (?:dia|vez que|noche|semana)|siempre que|delante de|en la cara|en la cabeza|en el estomago|hasta (?:que|q|dejarme|sangrar)|y me (?:insulta|empuja|grita|encierra|amenaza)|sin (?:razon|motivo)|borracho|cuando (?:bebe|toma|llega|se enoja|se enfada|le digo))${NOT_PT}`,
      `me(?<!(?:se|yo|solo|veces) me) (?:estampa|estampo|avienta|aviento|tiro al (?:suelo|piso)|tira al (?:suelo|piso)|golpea|golpeaba|maltrata|maltrataba|agrede|agredia|empuja|empujaba|patea|pateaba|ahorca|ahorcaba|estrangula|abofetea|cachetea|zarandea|jalonea|viola|violaba|manosea|manoseaba|toquetea|encierra|encerraba|da palizas|dio una paliza)(?= (?:con|cuando|si|todos|cada|siempre|delante|en|hasta|y|por|de nuevo|otra vez|sin|borracho|contra|fuerte|mucho)|$)${NOT_PT}`,
      "(?:me|nos) {F}(?:han|ha|habia) (?:pegado|golpeado|maltratado|violado|agredido|abusado|empujado|ahorcado|estrangulado|amenazado de muerte|encerrado|manoseado|drogado)(?! (?:la|el) (?:gripe|covid|resfriado|virus|piojos|mania|sol))",
      "(?:fui|he sido|soy|estoy siendo|era) {F}(?:violad[oa]|agredid[oa] sexualmente|abusad[oa]|golpead[oa]|maltratad[oa]|amenazad[oa] de muerte|acosad[oa] sexualmente|manosead[oa])(?! (?:por (?:el trabajo|la vida|una pelota|un balon)))",
      "(?:sufro|sufri|vivo|vivi|sufriendo|viviendo|estoy sufriendo) {F}(?:violencia|maltrato|maltratos|abuso|abusos|malos tratos|palizas)(?! (?:laboral|escolar|en el trabajo|en el cole|en la escuela|de mi jefe|del jefe|por parte de mi jefe|de mis companeros))",
      "violencia (?:de genero|domestica|machista|intrafamiliar|en la pareja|vicaria)|(?:relacion|pareja|novio|novia|marido|esposo|esposa|padre|madre|hogar|ex) (?:muy |super |re )?(?:abusive|abusiv[oa]|violent[oa]|maltratador[a]?)|(?:mi|un|el|es un) maltratador",
      "(?:abuso|abusaron|abusa|abusaba|abusan) {F}(?:sexualmente )?de mi(?! (?:confianza|paciencia|buena fe|bondad|generosidad|amabilidad|tiempo|dinero))|abuso sexual|(?:me|la) (?:violo|violaron|violaba|violan)|(?:fue|sufri|si fue|creo (?:que|q) fue|eso fue|sea) (?:una )?violacion(?! (?:de (?:datos|derechos|la privacidad|privacidad|las normas|la ley|contrato|seguridad|copyright|propiedad|la intimidad)))",
      "(?:me|lo|la) {F}(?:obligo|obliga|obligaba|forzo|fuerza|forzaba|presiona|presiono|presionaba) {F}(?:a )?(?:tener (?:sexo|relaciones)|acostarme con|chupar|mandar(?:le)? fotos (?:desnud|intim|sin ropa)|desnudarme|ver porno|hacer cosas (?:(?:que|q|k) (?:yo )?no (?:queria|quiero|quise)|sexuales|raras|de adultos|intimas)|hacer(?:le)? cosas sexuales)",
      "(?:se aprovecho|se aprovecha|se aprovechaba|abuso) {F}de mi (?:cuando|mientras|estando) (?:estaba|dormia|estoy|duermo)(?: [a-z]+)? (?:borrach[oa]|dormid[oa]|inconsciente|drogad[oa]|pedo|peda|mamad[oa]|ebri[oa])",
      "(?:me|nos) {F}(?:toca|tocaba|toco|manosea|manoseaba|mete mano|metia mano|metio mano|soba|sobaba|sobo) {F}(?:ahi abajo|mis partes|las partes|los pechos|mis pechos|las tetas|la cola|el culo|el trasero|por debajo de la ropa|cuando duermo|mientras duermo|sin (?:mi )?permiso|sin que yo quiera|aunque (?:le )?diga (?:que )?no|donde no debe)",
      "(?:me )?(?:manosea|manoseaba|soba|sobaba|mete mano|metia mano) {F}(?:de noche|por las noches|a la noche|en el bus|en el metro|cuando)",
      "(?:intenta|intento|trata de|quiere|se mete|entra|entraba|se metia) {F}(?:entrar )?(?:al|en el|a mi|en mi) (?:bano|cuarto|habitacion|pieza|ducha|cama) (?:cuando|mientras) (?:me (?:estoy )?(?:duch|ban|cambi|desvist)[a-z]*|estoy (?:duchandome|banandome|en la ducha|desnud[oa]|cambiandome|dormid[oa])|duermo)",
    ),
  },
  // ---- abuse: threats, sextortion, fear of a partner, coercive control
  {
    id: "es-abuse-control",
    kind: "abuse",
    level: "crisis",
    re: p(
      // threats: to kill, to take the children, to post intimate pictures
      "(?:dice|dijo|me dice|me dijo|me grita|me grito|me amenaza|me amenazo|amenaza|amenazo|jura|juro|me ha dicho|me escribio|me mando un mensaje) {F}(?:(?:que|q|k) )?(?:si (?:lo|la) (?:dejo|denuncio|dejara|denunciara) )?(?:me va a|me vas a|me iba a|me piensa|va a|con) {F}(?:matar|matarme|pegar|pegarme|hacer dano|hacerme dano|quitar (?:a )?(?:los ninos|mis hijos|a mis hijos|la custodia|el nino|la nina)|quitarme (?:a )?(?:los ninos|mis hijos|a mis hijos|la custodia)|llevarse (?:a )?(?:los ninos|mis hijos|a mis hijos|el nino|la nina)|desfigurar|rajar|reventar|partir la cara|encontrar y)",
      "(?:diciendo|diciendome|escribiendome|amenazando(?:me)?|amenaza|me amenaza|me escribe|me manda mensajes|me mando mensajes|me grita|me gritaba|me ha dicho|me dijo|dice|dijo) (?:que|q|k) (?:me|nos) (?:va|iba|van|iban) a (?:matar|pegar|hacer dano|desfigurar|rajar|encontrar y matar|quemar)",
      "(?:va a|amenaza con|amenazo con|dice (?:que|q) va a|dijo (?:que|q) va a|me chantajea con|me chantajeo con) {F}(?:publicar|subir|pasar|mandar|difundir|compartir|filtrar|ensenar|mostrar|colgar|vender) (?:mis|las|unas|esas) (?:fotos (?:intimas|desnud[oa]|en ropa interior|sin ropa)|nudes|packs|videos intimos|videos (?:sexuales|desnud[oa])|conversaciones intimas)|(?:publicar|subir|pasar|difundir|filtrar|compartir|mandar) (?:mis|las) (?:nudes|packs|fotos intimas|videos intimos)",
      "(?:amenaza|amenazo|amenazaba|dice|dijo) {F}(?:con )?(?:(?:que|q) )?(?:si (?:lo|la) dejo|si me voy|si termino|si me separo)? ?(?:se (?:mata|suicida|va a matar|va a suicidar)|matarse|suicidarse|matarme)(?= .*(?:si (?:lo|la) dejo|si me voy|si termino|si me separo|dejarlo|dejarla|terminar|irme))",
      "si (?:lo|la) (?:dejo|denuncio|dejara|denunciara|cuento) {F}(?:me mata|me va a matar|se mata|se va a matar|me quita a los ninos|me quita los ninos|se lleva a los ninos|me deja en la calle)",
      "(?:tengo|me da|siento) {F}(?:miedo|panico|terror|pavor) (?:de|a|por) (?:mi (?:vida|seguridad)|mi (?:novio|pareja|marido|esposo|ex|padrastro)|que (?:me|nos) (?:mate|pegue|haga dano|encuentre|lastime)|lo que (?:me )?(?:pueda|vaya a) hacer (?:el|ella|mi [a-z]+)|volver a casa$|ir a casa$|llegar a casa$)",
      "(?:me )?(?:da|dan) {F}miedo (?:cuando|como) (?:se )?(?:enfada|enoja|bebe|toma|llega borracho|se pone (?:asi|violento|agresivo))",
      // coercive control: money, phone, friends, going out
      "(?:{PARTNER}) {F}(?:me )?(?:revisa|revisaba|controla|controlaba|vigila|rastrea|me quita|me quito|se queda con|me esconde|me escondio|me rompe|me rompio|me retiene|retiene) {F}(?:mi|el|la|los|las|mis|todo mi) (?:movil|celular|telefono|cel|mensajes|whatsapp|whats|ubicacion|localizacion|dinero|plata|sueldo|salario|pension|jubilacion|tarjeta|tarjetas|cuenta|cuentas|pasaporte|dni|documentos|papeles|llaves|redes|correo|contrasenas)",
      "me(?<!(?:madre|mama|padre|papa|padres|viejos|vieja|viejo)(?: [a-z]+){0,3} me) {F}(?:quita|quito|quitaba|roba|robaba|robo|saca|sacaba) {F}(?:la|el|mi|mis|toda la|todo el) (?:pension|jubilacion|sueldo|salario|tarjeta|cartilla|ahorros|dinero de la pension|paga)",
      "(?:no me deja|no me dejaba|me prohibe|me prohibia|me prohibio) (?<!(?:madre|mama|padre|papa|padres|viejos|vieja|viejo|mami|papi) (?:[a-z]+ ){0,3}(?:no me deja|no me dejaba|me prohibe|me prohibia|me prohibio) ){F}(?:tener (?:mi propio )?(?:dinero|plata)(?: propio)?|tener (?:amigas|amigos|redes|cuenta propia)|ver a (?:mis|mi) (?:amigas|amigos|familia|padres|madre|mama|hermanas|hermanos)|trabajar|salir (?:sin el|sin ella|sin su permiso)|hablar con (?:nadie|mi familia|mis amigas|mis amigos|otros hombres|otras mujeres)|vestirme como quiero)(?!.*(?:mi (?:madre|mama|padre|papa|vieja|viejo)|mis (?:padres|viejos)))",
      "(?:mi ex|el|ella|mi expareja|mi exnovio|mi exnovia|un tipo|un hombre) {F}me (?:sigue|persigue|acosa|vigila|espera) (?:a todas partes|a todos lados|hasta (?:mi casa|el trabajo|la escuela)|afuera de (?:mi casa|el trabajo)|fuera de (?:mi casa|el trabajo)|en la puerta de (?:mi casa|el trabajo)|todos los dias)",
      "(?:{PARTNER}) {F}me (?:insulta|humilla|denigra|menosprecia|grita) (?:(?:y me|todo el tiempo|todos los dias|delante de|constantemente) )+(?=.*(?:miedo|empuja|pega|rompe|amenaz|tira cosas|no me deja))",
      "(?:me hace|me hacia|me hizo|me obliga a hacer|me obligaba a hacer) cosas (?:raras|feas|que no me gustan|que no quiero|que no queria|de adultos|sexuales|intimas)",
      "(?:todo lo decide|lo decide todo|decide todo por mi|controla todo lo que hago|controla todo lo que gasto|controla lo que como|controla con quien hablo|me aisla de|me aislo de|me tiene aislad[oa])",
      "(?:{PARTNER}) {F}(?:me )?(?:encierra|encerro|encerraba|deja encerrad[oa]|dejo encerrad[oa]) {F}(?:en casa|en el cuarto|en la habitacion|en el bano|fuera de casa|afuera|bajo llave|con llave)",
      "(?:moretones|moratones|morados|el ojo morado|un ojo morado|marcas en el cuello|la nariz rota|el labio partido|una costilla rota)(?= .*(?:novio|novia|pareja|marido|esposo|padre|papa|madre|mama|padrastro|me pega|me pego|me hizo|me dejo|me golpe))",
    ),
  },
  {
    id: "es-abuse-now",
    kind: "abuse",
    level: "imminent",
    flags: ["present"],
    re: p(
      "(?:esta|estan|sigue|siguen|anda) (?:(?:{ADV}|afuera|fuera|abajo|aqui|en la puerta|en la entrada|en el pasillo|borracho|borracha|como loco|como loca|loco|loca) )*(?:aporreando|golpeando|pateando|dando (?:golpes|patadas) a|tirando|rompiendo|tumbando|forzando) (?:la puerta|la ventana|las ventanas)",
      "(?:esta|estan|sigue|siguen) (?:(?:{ADV}|afuera|fuera|abajo|aqui|en la puerta|borracho|borracha) )*(?:intentando|queriendo|tratando de) (?:entrar|abrir la puerta|tirar la puerta|romper la puerta)(?= .*(?:miedo|escond|encerr|ayuda|policia|matar|pegar|borracho|cuchillo|arma))",
      "(?:aporreando|golpeando|pateando|tumbando|forzando|rompiendo|tirando abajo) {F}la puerta(?= .*(?:miedo|escond|encerr|ayuda|policia|matar|pegar|borracho|cuchillo|arma|me va a|dice))",
      "(?:estoy|me) {F}(?:encerrad[oa]|escondid[oa]|encerre|escondi|atrincherad[oa]) (?:en|debajo de|dentro de|detras de) (?:el|la|mi|un|una)? ?(?:bano|cuarto|habitacion|pieza|armario|closet|ropero|coche|carro|auto|cama|despensa|cocina)(?= .*(?:miedo|va a|ayuda|policia|cuchillo|pistola|borracho|matar|pegar|(?:movil|celular|cel) al [0-9]+|bateria|viene|afuera|aporrea|golpea|grita|socorro))",
      "(?:el|ella|mi [a-z]+) {F}(?:tiene|trae|saco|agarro|lleva|esta con) (?:un|una|el|la) (?:cuchillo|navaja|pistola|arma|machete|bate|fusca|cuete|escopeta)(?= .*(?:miedo|amenaz|matar|puerta|grita|viene|escond|encerr|ayuda|policia))",
      "(?:viene|ya viene|esta viniendo|va a venir|esta llegando|ya llega) {F}(?:a matarme|a pegarme|(?:para aca|para aqui|a casa|a buscarme|por mi)(?= .*(?:miedo|borracho|matar|pegar|amenaz|escond|ayuda|cuchillo|arma|furioso|enfadado|enojado)))",
    ),
  },
  // ---- a child at risk: a parent hitting, a child left alone or hungry, an adult grooming, a carer afraid
  {
    id: "es-child",
    kind: "child-at-risk",
    level: "crisis",
    re: p(
      "(?:{PARENT}) (?:(?:{ADV}|cuando bebe|cuando se enoja|cuando se enfada|cuando llega|borracho|borracha|siempre|de nuevo|otra vez|a veces) )*(?:me|nos) {F}(?:{HITV})(?! (?:un susto|una ducha|una siesta|la gripe|el covid|el resfriado|la mania))",
      "(?:{PARENT}) {F}(?:le|les) {F}(?:pega|pegaba|golpea|golpeaba|maltrata|da palizas|dio una paliza|pego) (?:a mi|a mis) (?:hermanito|hermanita|hermanitos|hermano pequeno|hermana pequena|hermano chico|hermana chica|hermanos|hermano|hermana)",
      "(?:tengo|soy de|cumpli) (?:[5-9]|1[0-7]|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete) (?:anos|anitos)(?= .*(?:me pega|me golpea|me maltrat|me toca|abus|me encierr|miedo de (?:mi|volver)|moret|morad|marcas|secreto|no le digas|no se lo digas|cinturon|correa|chancla|fotos|desnud))",
      "(?:me pega|me pego|me golpea|me golpeo|me toca|me toco|me tocaba|abusa|abuso|me encierra|me encerro|moretones|moratones|cinturon|correa|me hace cosas)(?: [a-z0-9]+){0,12} (?:tengo|soy de|cumpli) (?:[5-9]|1[0-7]|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete)(?: anos| anitos)?(?= |$)",
      "(?:deja|dejan|dejo|dejaron|dejaba|dejaban) {F}(?:a )?(?:sus|los|las|su|al|a la|la|el) (?:{KID})(?: [a-z]+){0,3} (?:sol[oa]s?|encerrad[oa]s?|sin comer|sin comida|en el coche|en el carro|en el auto)(?! (?:un momento|un rato|cinco minutos|[0-9]+ minutos))",
      "(?:los|las|el|la|unos|unas|estos|esos) (?:{KID})(?: [a-z]+){0,4} (?:pasan|pasa|estan pasando|esta pasando) hambre|(?:los|las|el|la|unos|unas|estos|esos) (?:{KID})(?: [a-z]+){0,4} (?:estan|esta|van|andan|anda|siempre estan|viven|se quedan|se queda) {F}(?:sol[oa]s (?:todo el dia|toda la noche|dias|todo el rato)|sucios y solos|con moretones|con moratones|llen[oa]s? de moretones|sin comer (?:dias|todo el dia)|desnutrid[oa]s?|abandonad[oa]s?)|(?:los|las|el|la) (?:{KID})(?: [a-z]+){0,4} (?:tiene|tienen) (?:moretones|moratones|quemaduras|marcas de golpes)",
      "(?:los|las|lo|la) {F}(?:oigo|escucho|oimos|escuchamos) {F}(?:llorar|gritar|chillar)(?: [a-z]+){0,2} (?:horas|toda la noche|todo el dia|cada noche|todas las noches|sin parar)(?= .*(?:pega|golpe|sol[oa]s|hambre|vecin|pan|comida|ventana))",
      "(?:me|nos) (?:pidio|pidieron|piden|pide|pedia) (?<=(?:nino|nina|ninos|nene|nena|crio|chiquito|chiquita|pequeno|pequena|peque|vecina|vecino|vecinos|mayor|menor) .*){F}(?:comida|pan|algo de comer|de comer)",
      "(?:{PARENT}|mi (?:tio|primo|abuelo|hermano mayor|padrino|entrenador|profe|profesor)|el novio de mi (?:madre|mama)) {F}(?:me|nos) (?:toca|tocaba|toco|manosea|manoseaba|soba|sobaba|mete mano|metia mano|mira cuando me ducho|mira mientras me ducho) {F}(?:cuando|mientras|si) (?:mi (?:madre|mama|padre|papa)|nadie|no hay nadie|estoy sola|estoy solo|estamos solos|duermo|me ducho|me bano)",
      "(?:tengo miedo de|me da miedo|temo|siento (?:que|q) voy a|me dan ganas de|ganas de|pienso en|pensamientos de|me imagino) {F}(?:hacerle dano|lastimar|sacudir|zarandear|ahogar|asfixiar|pegarle|tirar|lanzar|estrangular|hacer dano|tirarle|dejar caer|golpear|matar) (?:a )?(?:mi|mis|al|a la|el|la|nuestro|nuestra) (?:{KID})",
      "(?:un|una|este|ese|el|la) (?:senor|hombre|adulto|tipo|man|viejo|chico mayor|chavo mayor|profe|profesor|profesora|entrenador|tio|vecino|monitor|catequista|cura|sacerdote|primo mayor)(?: [a-z]+){0,6} (?:me pide|me pidio|me pedia|me manda|me mando|me mandaba|quiere|me dijo|me dice|me obliga|me ofrece|me ofrecio) {F}(?:fotos|nudes|packs|(?:que|q) le (?:mande|envie|pase) fotos|vernos a solas|quedar a solas|(?:que|q) no le (?:diga|cuente)|(?:que|q) sea (?:un|nuestro) secreto|(?:que|q) lo guarde|(?:que|q) me desnude|dinero a cambio)",
      "(?:es|sea|que sea) nuestro secreto(?= .*(?:toca|toco|tocaba|cama|cuarto|noche|fotos|desnud|padrastro|tio|abuelo|profe|entrenador|mama|papa)|$)|(?:es|sea) un secreto(?= .*(?:toca|toco|tocaba|cama|cuarto|fotos|desnud|padrastro|profe|entrenador))|no se lo (?:digas|cuentes) a (?:tu|nadie)(?= .*(?:toca|toco|fotos|secreto|desnud|cama))",
      "(?:{PARENT}|mi (?:tio|primo|abuelo|hermano mayor|padrino)|el novio de mi (?:madre|mama)) {F}(?:entra|entraba|se mete|se metia) {F}(?:a|en) (?:mi|el) (?:cuarto|habitacion|pieza|cama) (?:por las noches|de noche|a la noche|cuando duermo|mientras duermo|cuando (?:mama|mi mama|mi madre) no esta)",
    ),
  },
  // ---- harm to others: a threat with a target, a weapon, a day
  {
    id: "es-harm-others",
    kind: "harm-to-others",
    level: "crisis",
    re: p(
      "(?:voy a|quiero|pienso|tengo ganas de|me dan ganas de|ganas de|podria|juro (?:que|q) voy a|juro (?:que|q)|estoy a punto de|me gustaria|fantaseo con|sueno con) {F}(?:{HARMINF}) (?!{NOTTARGET})(?:{OTHERS})(?! (?:en el juego|en fortnite|en minecraft|en el lol|en free fire|en el cod|a besos|a cosquillas|de risa))",
      "(?:lo|la|los|las|le|les) {F}(?:voy a|vamos a|quiero|pienso|tengo ganas de|podria|juro (?:que|q) (?:lo|la|los) voy a) {F}(?:matar|asesinar|apunalar|acuchillar|degollar|estrangular|ahorcar|envenenar|balear|balacear|matar a golpes|reventar a golpes|quemar viv[oa]|atropellar|descuartizar|rajar|partir la cara|romper la cara|partir la madre|romper la madre)(?! (?:a besos|a cosquillas|de risa|en el juego))",
      "(?:voy a|quiero|pienso) {F}(?:matarlo|matarla|matarlos|matarlas|matarles|apunalarlo|apunalarla|acuchillarlo|acuchillarla|estrangularlo|estrangularla|envenenarlo|envenenarla|ahorcarlo|ahorcarla|degollarlo|degollarla|balearlo|balearla|atropellarlo|atropellarla)(?! (?:a besos|a cosquillas|de risa|en el juego))",
      "(?:le|les) {F}(?:parto|rompo|reviento|voy a partir|voy a romper|voy a reventar|parti|rompi|revente|partire|rompere) {F}(?:la cara|la madre|la cabeza|el alma|los dientes|la boca|las piernas|el craneo|la nariz|el cuello|la crisma|la jeta|el hocico|su madre|su cara|las costillas)",
      "(?:le|les) {F}(?:meto|meti|voy a meter|clavo|clave|voy a clavar|doy|di|pego|voy a pegar|voy a dar|meteria|clavaria|pegaria) {F}(?:una punalada|un navajazo|un tiro|un balazo|un disparo|unas punaladas|dos punaladas|un cuchillazo|el cuchillo|la navaja|un machetazo|un plomazo|un pepazo|un fierrazo|un batazo|un tubazo)",
      "(?:lo|la|los|las) {F}(?:voy a esperar|espero|estoy esperando|esperare|voy a buscar|busco|voy a ir a buscar) {F}(?:con|a la salida con) (?:el|un|una|la|mi) (?:bate|cuchillo|navaja|pistola|arma|palo|machete|fierro|tubo|pipa|fusca|cuete)",
      "(?:llevar|llevo|voy a llevar|traer|traigo|voy a traer|meter|meto|voy a meter|llevaria|llevare) {F}(?:el|un|una|la|mi) (?:cuchillo|navaja|pistola|arma|revolver|escopeta|machete|bate|fusca|cuete|pipa)(?: de (?:mi|mis) [a-z]+)? {F}(?:al|a la|a|en el|en la) (?:colegio|cole|escuela|instituto|insti|liceo|prepa|secundaria|facultad|facu|universidad|uni|trabajo|curro|oficina|clase|chamba)",
      "(?:disparar|balacear|tirotear|masacrar|matar) {F}(?:a todos|a todo el mundo|a toda la clase|a los de mi clase) (?:en|del|de la|de mi) (?:el colegio|la escuela|el instituto|clase|el trabajo|la oficina|la uni)|(?:hacer|hare|voy a hacer) {F}(?:un tiroteo|una masacre|una matanza)",
      "(?:ya )?(?:se|se) {F}donde (?:vive|aparca|estaciona|parquea|trabaja|estudia|sale|duerme)(?= .*(?:bate|cuchillo|navaja|pistola|arma|matar|esperar|partir|romper|pagar|venganza|arrepentir|se va a enterar))",
      "(?:(?:se van a|se va a|van a|va a) {F}(?:arrepentir|enterar de quien soy|acordar de mi)|me las (?:van|va) a pagar|me la (?:van|va) a pagar|van a ver (?:quien soy|lo que (?:les )?pasa|de lo que soy capaz))(?= .*(?:cuchillo|navaja|pistola|arma|bate|matar|sangre|colegio|escuela|instituto|plan))",
      "(?:le|les) {F}(?:aprete|apretaba|agarre) (?:el cuello|del cuello|la garganta)|(?:casi|por poco) (?:lo|la|le) (?:mato|ahorco|estrangulo|ahogo|mate)(?! (?:del susto|de un susto|de risa|con (?:el|la) (?:coche|carro|bici|moto)))|(?:lo|la) (?:ahorque|estrangule|asfixie|ahogue) (?:hasta (?:que|q)|hasta dejarl[oa])",
      "(?:tengo|me da) {F}miedo (?:de|a) (?:matar|pegarle|perder el control y (?:pegarle|matarlo|matarla|hacerle dano)|hacerle dano (?:fisico|de nuevo|otra vez)|volver a (?:pegarle|hacerle dano|hacerlo)) (?:a )?(?:alguien|mi|mis|el|ella|ellos|una persona|la gente)?",
      "(?:voy a|quiero|pienso|ganas de) {F}(?:quemar|incendiar|prender fuego a|pegarle fuego a|meterle fuego a) (?:la casa|el coche|el carro|el auto|el piso|el departamento|la tienda|la escuela|el colegio)(?: de| del| a)",
      "(?:impulsos|pensamientos|fantasias|imagenes) {F}(?:de|d) (?:matar|hacer dano|apunalar|estrangular|lastimar|herir|disparar) (?:a )?(?:alguien|la gente|gente|personas|mi|mis|todos|el|ella)",
    ),
  },
];

export const es: Lexicon = {
  concepts: esConcepts,
  language: "es",
  stopwords: [
    "que",
    "de",
    "no",
    "la",
    "el",
    "y",
    "en",
    "me",
    "lo",
    "es",
    "por",
    "los",
    "se",
    "mi",
    "con",
    "una",
    "para",
    "pero",
    "como",
    "mas",
    "ya",
    "esto",
    "estoy",
    "todo",
    "q",
    "xq",
    "nada",
    "porque",
    "tengo",
    "quiero",
    "yo",
    "muy",
    "las",
    "del",
    "eso",
    "hay",
    "soy",
    "pq",
    "tambien",
    "cuando",
    "siempre",
    "nadie",
    "hoy",
    "ahora",
    "aqui",
    "pues",
    "vez",
    "neta",
    "bueno",
    "solo",
  ],
  rules,
  harmless: [
    // Session 12: hyperbole, idioms and harmless contexts written from general knowledge of Spanish
    // (not from the cases); each keeps a way out for what is meant ("en serio", a weapon).
    p(
      "(?:mataria|mato|matamos|mataba|daria (?:mi vida|lo que fuera)) (?:(?:{ADV}) )*por (?:un|una|unos|unas|otro|otra) (?:pizza|pizzas|cerveza|cervezas|birra|birras|cafe|cafecito|hamburguesa|tacos?|taco|torta|tortilla|empanada|empanadas|arepa|arepas|helado|chocolate|siesta|copa|vino|bocadillo|sandwich|churros|paella|asado|cana|canas|michelada|caguama|mate|cafe con leche|chela|chelas|vacaciones)",
      "(?:mi|el|la) (?:movil|celular|cel|telefono|bateria|portatil|compu|ordenador|laptop|pila) (?:(?:{ADV}) )*(?:se )?(?:esta|estan|va a) (?:muriendo|morir|muerto|muerta)|(?:se me|se le) (?:(?:{ADV}) )*(?:muere|murio|va a morir|esta muriendo) (?:el|la|mi) (?:movil|celular|cel|telefono|bateria|portatil|compu|ordenador|pila)",
      "(?:estoy|estaba|quede|acabe|termine) (?:(?:{ADV}) )*(?:muert[oa]|reventad[oa]|molid[oa]|hech[oa] polvo|hech[oa] mierda|fundid[oa])(?= (?:de|del|despues|tras|hoy|jaja|xd|con el|con la)| [a-z ]*(?:trabajo|curro|chamba|gym|gimnasio|entreno|correr|turno|clase|examen|viaje|fiesta|cansad|caminar|mudanza))(?! por dentro)",
      "(?:me|nos) (?:(?:{ADV}) )*(?:mata|mato|mataba|matas|matan) (?:(?:{ADV}) )*(?:de|del|de la) (?:susto|risa|la risa|ternura|envidia|verguenza|la verguenza|sueno|aburrimiento|curiosidad|intriga|amor)",
      "(?:es|son|esta|era|estaba|fue) (?:(?:{ADV}) )*(?:para|pa) morirse(?: de [a-z]+)?|(?:me|nos) (?:(?:{ADV}) )*(?:partio|parto|parti|meo|mee|meaba) (?:de )?(?:risa|la risa)",
      "(?:(?:te|lo|la) (?:(?:{ADV}) )*(?:mato|voy a matar|matare|mataria))(?= (?:si|como|cuando|x) (?:[a-z]+ ){0,3}(?:vuelves|vuelve|otra vez|de nuevo|llegas tarde|llega tarde|te comes|se come|me spoileas|me haces spoiler|me dejas|me deja|no me avisas|no me contestas))(?!.*(?:en serio|cuchillo|navaja|pistola|arma|de verdad|lo juro|pega|golpe|toca|lastima|hace dano|amenaza|hermana|hija|madre|novia))",
      "(?:hace|llevo|ya son|son) (?:[0-9]+|un|una|dos|tres|cuatro|cinco|diez) (?:anos?|meses|semanas) (?:que )?(?:no me (?:corto|autolesiono|hago dano|lastimo)|sin (?:cortarme|autolesionarme|hacerme dano))",
      "(?:noticia|noticias|telediario|articulo|reportaje|documental|periodico|informativo)(?: [a-z]+){0,10} (?:se suicido|suicidio|se quito la vida|se mato|sobredosis)",
      "(?:me|nos) (?:(?:{ADV}) )*(?:mato|mataste|mataron) con (?:ese|esa|este|esta|tu|su|el|la|lo que|sus|tus) (?:comentario|comentarios|chiste|chistes|broma|bromas|meme|memes|video|foto|respuesta|cara|frase|mensaje|audio|cancion|final|ocurrencia|ocurrencias|dijo|dijiste|puso|pusiste)",
      "(?:pelicula|peli|serie|libro|novela|final|capitulo|episodio|cancion|chiste|comentario|meme|video|temporada) (?:(?:{ADV}) )*me (?:mato|mataste|destrozo|destruyo|partio|rompio)(?= |$)(?! con| a | de una vez)",
      "(?:pelicula|peli|serie|libro|novela|obra|cancion|documental|podcast|musical|poema|album) (?:(?:{ADV}) )*(?:sobre|de|que habla de|que trata de|trata de|va de|acerca de|llamad[oa]|titulad[oa]|que se llama)(?: [a-z]+){0,10} (?:violento|violenta|maltratador|maltrato|abusador|abuso|asesino|asesina|asesinato|suicidio|suicidios|suicide|suicidas|muerte|guerra|adiccion|violacion)",
      "(?:me|nos) (?:(?:{ADV}) )*(?:corto|corte|cortaron) (?:mi|el|la) (?:novio|novia|pareja|chico|chica|pololo|polola|jevo|jeva|morro|morra|enamorado|enamorada)",
      "(?:me he hecho|me hice|me hago|me pegue) (?:un )?(?:tajo|corte|cortecito|herida|cortazo)(?: [a-z]+){0,8} (?:cuchillo (?:del|de) (?:jamon|pan|cocina)|cocinando|cortando|pelando|picando|afeitandome|nada grave|tirita|curita)",
      "cuchillos? (?:de cocina|jamonero|de chef|cebollero) (?:para|de regalo para|como regalo para) (?:mi (?:hermano|hermana|padre|madre|papa|mama|amigo|amiga|hijo|hija|novio|novia|pareja)|regalar|cocinar|la cocina|la escuela de cocina)(?!.*(?:matarme|cortarme|hacerme dano|venas|matar|mochila|clase|profe|jefe))",
      "(?:me (?:desmaye|maree|dio un mareo|baje la presion)|casi me desmayo)(?: [a-z]+){0,6} (?:en|con|al|tras|despues de) (?:la|el|una|un)? ?(?:analitica|analisis de sangre|extraccion|vacuna|piercing|tatuaje|donacion de sangre|dentista)",
    ),
    p(
      // "me muero de risa", "me muero por verte", "muerta de sueno", "me mata la curiosidad"
      "(?:me|nos|se|te) (?:(?:{ADV}) )*(?:muero|morimos|muere|mueres|mori|moria|moriria|voy a morir|vamos a morir|va a morir|estoy muriendo|estaba muriendo|estaria muriendo|quiero morir|queria morir|quise morir|morir) (?:(?:{ADV}) )*(?:de|del|de la) (?:risa|la risa|hambre|el hambre|sueno|el sueno|ganas|calor|el calor|frio|el frio|verguenza|la verguenza|pena|la pena|aburrimiento|envidia|la envidia|miedo|nervios|los nervios|amor|sed|cansancio|asco|ternura|curiosidad|la curiosidad|emocion|la emocion|celos|dolor de (?:cabeza|muelas|barriga|panza|estomago|pies)|felicidad|alegria|orgullo|intriga|la intriga|impaciencia|susto|un susto|el susto|risa jaja|lo bonito|lo lindo|lo cute|cringe|ansias|la ansiedad de (?:saber|ver))",
      "(?:me|nos) (?:(?:{ADV}) )*(?:muero|morimos|mori|moria|estoy muriendo) (?:(?:{ADV}) )*(?:por|x) (?:ver|verte|verlo|verla|ir|saber|conocer|probar|que|q|un|una|el|la|los|las|tener|comer|salir|viajar|escuchar|oir|leer|jugar|llegar|contarte|decirte|abrazar)",
      "(?:me|nos) (?:(?:{ADV}) )*(?:muero|mori|morimos|muero de amor)(?= (?:{LOL})|.* (?:{LOL})$)",
      "(?:me (?:(?:{ADV}) )*(?:quiero|queria|quise|kiero) morir|quiero morirme|me muero)(?= (?:{LOL})| [a-z ]*(?:{LOL})$)",
      // Embarrassment said first: "qué oso, me quiero morir", "tierra trágame, me muero".
      "(?:que oso|que verguenza|tierra tragame|tragame tierra) (?:me (?:(?:{ADV}) )*(?:quiero|queria|kiero) morir|quiero morirme|me muero)(?! (?:en serio|de verdad|de tristeza|de pena))",
      "(?:es|era|esta|estaba|fue|son) (?:(?:{ADV}) )*(?:para|pa) morir(?:se|me)|de morirse|(?:calor|frio|hambre|sueno|dolor) de muerte|matame camion|que alguien me mate(?= (?:{LOL})|.* (?:{LOL})$)",
      "(?:que lindo|que linda|que cuqui|ternura|hermos[oa]|bonit[oa]|precios[oa]|cuchi|que rico|que rica)(?: [a-z]+){0,6} (?:me (?:quiero|muero|voy a) morir|me muero|quiero morirme)",
      "(?:me (?:quiero|muero|voy a) morir|me muero|quiero morirme)(?= .*(?:que lindo|que linda|que cuqui|ternura|hermos[oa]|bonit[oa]|precios[oa]|cuchi|que rico|que rica|de lo bueno))",
      "(?:casi|por poco) (?:me )?(?:muero|mori|me mato|me mate|morir|me matan) (?:(?:{ADV}) )*(?:de|del|con|en|al|cuando|bajando|subiendo|jaja)?",
      "muert[oa]s? (?:(?:{ADV}) )*(?:de|del) (?:risa|hambre|cansancio|sueno|frio|calor|miedo|envidia|verguenza|sed|aburrimiento|celos|asco|pena|ganas|nervios)",
      "(?:me|nos|te|le) (?:(?:{ADV}) )*(?:mata|matan|mataba|esta matando|estan matando|va a matar|van a matar|mato) (?:(?:{ADV}) )*(?:la curiosidad|el calor|el frio|de risa|la espalda|la cabeza|los pies|el dolor|la ansiedad|el sueno|el hambre|los nervios|la intriga|la incertidumbre|este calor|esta espera|el trafico|los examenes|las ganas|la pereza|el cansancio|la resaca|la cruda|la rodilla|la muela|el estres|la verguenza|la envidia|la duda|de ternura|de amor|de la risa|de hambre|de sueno)",
      "(?:este|esta|estos|estas|ese|esa|esos|esas|el|la|los|las|mi|mis|tu|tus|su|sus|tanto|tanta) (?!(?:novio|novia|pareja|marido|esposo|esposa|ex|padrastro|padre|papa|hermano|tio|primo|vecino|chico|tipo|hombre|senor|companero)\\b)[a-z]+(?: (?:de|del|de la|de los) [a-z]+)?(?: (?:ya|tambien|literalmente|de verdad|en serio))? (?:me (?:esta|estan|va a|van a|iba a) (?:matando|matar|acabar)|me mata|me matan|me (?:esta|va a) (?:dejar|dejando) muert[oa]|va a acabar conmigo|me tiene muert[oa])(?!.*(?:cuchillo|pistola|arma|de verdad|en serio|golpe|pega|amenaz))",
      "(?:(?:mi|el|la|los|las|mis) (?:madre|mama|mami|vieja|padre|papa|papi|viejo|jefe|jefa|maestra|maestro|profes|padres|viejos|profe|profesor|profesora|novio|novia|pareja|marido|mujer|hermana|hermano|abuela|entrenador))(?: [a-z]+){0,2} (?:me|nos) (?:(?:{ADV}) )*(?:mata|va a matar|matara|mataria|asesina|va a asesinar)(?= (?:si|cuando|como|por|x|jaja|jsjs|xd|lol|q|que cuando|en cuanto|al)|$)(?!.*(?:cuchillo|pistola|arma|amenaz|en serio|de verdad|golpe|pega|pego))",
      "(?:me|nos) (?:(?:{ADV}) )*(?:mato|mate|he matado|estoy matando|estamos matando|matamos|matando|mataba|matare) (?:(?:{ADV}) )*(?:a|de|con) (?:estudiar|trabajar|entrenar|correr|hacer ejercicio|risa|reir|cantar|bailar|limpiar|trabajo|horas extra)|(?:me estoy matando|matandome|matarme|matarse) (?:(?:{ADV}) )*(?:a|de) (?:estudiar|trabajar|entrenar|risa|reir)|me (?:mato|mate) (?:estudiando|trabajando|entrenando|corriendo)",
      "(?:(?:casi|por poco) )(?:me |lo |la |te |le |nos )?(?:mato|mate|matas|matan|matamos|muero|mori|ahogo|ahogue)(?: [a-z]+){0,2} (?:con|en|al|cuando|bajando|subiendo|por|de) (?:la|el|las|los|una|un)? ?(?:bici|bicicleta|moto|coche|carro|auto|patin|patines|monopatin|skate|escalera|escaleras|resbalon|calle|tropezon|caida|hielo|piscina|susto)",
      "(?:matar|mate|mato|matamos|matando) (?:(?:{ADV}) )*(?:el tiempo|el rato|el hambre|la sed|el aburrimiento|la curiosidad|dos pajaros|una mosca|las moscas|un mosquito|los mosquitos|una cucaracha|las cucarachas|una arana|las aranas|los bichos|las hormigas|el gusanillo|el virus|las bacterias|el motor|la planta|las plantas|la conversacion|el ambiente|el rollo|la musica|el proceso)",
      "(?:(?:te|lo|la|los|las) (?:(?:{ADV}) )*(?:mato|matare|voy a matar|asesino|ahorco|estrangulo|mataria|voy a asesinar))(?= (?:si|cuando|como|x|por) (?:[a-z]+ ){0,4}(?:come|comes|coma|comen|se come|toca|tocas|usa|usas|coge|coges|agarra|agarras|acaba|acabas|termina|terminas|roba|robas|olvida|olvidas|llega tarde|llegas tarde|despierta|despiertas|cuenta|cuentas|dice|dices|spoilea|spoileas|hace spoiler|ronca|roncas|deja|dejas|rompe|rompes|pierde|pierdes|gana|ganas|me hace|me haces|vuelve a llegar tarde|no me contesta|no contesta)|.*(?:{LOL})$)(?!.*(?:en serio|cuchillo|navaja|pistola|arma|bate|de verdad|lo juro|vuelve a tocar|la toca|la vuelve|a mi hermana|a mi hija|a mi madre|a mi hijo|pega|golpea|lastima|hace dano|abusa))",
      "(?:ganas de|quiero|voy a|me dan ganas de) (?:(?:{ADV}) )*matar(?:l[oa]s?)? (?:a )?(?:mi|mis|este|esta|ese|esa|el|la) [a-z]+(?: [a-z]+)?(?= .*(?:{LOL})$| (?:si|cuando|por|x) (?:[a-z]+ ){0,4}(?:come|comes|se come|se comio|toca|tocas|usa|usas|coge|coges|roba|robas|olvida|despierta|ronca|spoilea|me hace|me deja|no me contesta|llega tarde))(?!.*(?:en serio|cuchillo|navaja|pistola|arma|bate|de verdad|lo juro|vuelve a tocar|la toca|la vuelve|a mi hermana|a mi hija|a mi madre|a mi hijo|pega|golpea|lastima|hace dano|abusa))",
    ),
    p(
      // cuts, burns and bruises from cooking, shaving, sport; haircuts; being shy ("me corto mucho")
      "(?:me|se me) (?:(?:{ADV}) )*(?:corte|corto|queme|quemo|lastime|lastimo|hice dano|he cortado|he quemado|raspe|rasgune|golpee|di un golpe|pegue un golpe) (?:(?:el|la|los|las|un|una|mi|mis) (?:dedo|dedos|pulgar|mano|manos|pierna|rodilla|brazo|labio|pie|cara|menton|frente|cabeza|tobillo|codo|espalda|muneca) )?(?:(?:{ADV}) )*(?:cocinando|cortando (?:cebolla|pan|verdura|verduras|tomate|fruta|carne|el pan|la cebolla)|pelando|picando|afeitandome|depilandome|rasurandome|con (?:un|el|una|la) (?:papel|folio|hoja de papel|horno|plancha|aceite|sarten|olla|cuchillo de cocina|lata|vidrio|cristal|cuter|tijeras|rallador|mandolina|tapa|puerta|mesa|bici|sol|agua caliente|cafe|te|plancha del pelo|secador)|en el (?:gimnasio|gym|trabajo|entreno|partido|futbol)|jugando|entrenando|corriendo|sin querer|por accidente|al caerme|en la cocina|haciendo (?:la cena|la comida|deporte|ejercicio|bricolaje)|abriendo|en la playa|con el sol)",
      "(?:me |se me )?(?:corte|queme|lastime|hice dano|raspe|golpee|abri)(?: [a-z]+){0,6} (?:al caer|al caerme|me cai|cayendome|tropece|tropezando|sin querer|por accidente|jugando|entrenando|con una rama|con un clavo|con una lata|con un vidrio|con el cristal|con un cristal|con una piedra|en la cocina|en el trabajo|en el gym|en el gimnasio|con la bici|en bici|patinando)",
      "me (?:corte|he cortado) con (?:el|un) (?:cuchillo|cuchillito)(?: (?:del pan|de cocina|de la cocina|jamonero|de la carne|de pelar))?(?=.*(?:menos mal|no fue nada|cocin|cortando|pelando|picando|sin querer|por accidente|que torpe|tirita|curita|puntos|del pan|de cocina))",
      "(?:mi|el|la|un|una) (?:hijo|hija|nino|nina|nene|nena|peque|bebe|sobrino|sobrina|hermanito|hermanita|crio|cria)(?: de (?:[1-9]|uno|dos|tres|cuatro|cinco|seis|siete|ocho) (?:anos|meses))? (?:(?:{ADV}) )*(?:me |nos )?(?:pega|muerde|patea|golpea|arana|tira del pelo|da patadas|da manotazos)(?= .*(?:enfada|enoja|berrinche|rabieta|pataleta|como le|como hago|normal|\\?|ensen)|$)",
      "(?:cortarme|me corto|me corte|cortar|me cortaron|cortarse|me voy a cortar|quiero cortarme|me quiero cortar) (?:(?:{ADV}) )*(?:el|la|los|las|mi) (?:pelo|cabello|flequillo|fleco|unas|barba|puntas|melena|chasquilla|cerquillo)|corte de (?:pelo|luz|agua|digestion|cabello|mangas)|me corto (?:(?:{ADV}) )*(?:mucho|un poco|bastante|nada)? ?(?:con la gente|al hablar|cuando hablo|delante de|de hablar|de pedir|de preguntar|de decir|para (?:hablar|pedir|bailar))|no (?:te|me|se) (?:cortes|corto|corta)|me da corte|(?:me da corte|timid[oa]|verguenza|en publico)(?: [a-z]+)* me corto|me corto (?:mucho|un monton|bastante|un poco)(?= ?$| (?:cuando|con|al|delante|para|en (?:publico|clase)))|(?:se me|se) (?:corto|corta|cortaba) (?:la llamada|el internet|la conexion|la luz|el agua|la videollamada|la leche|la mayonesa|la digestion)",
      "(?:quemar|quemo|queme|quemando) (?:(?:{ADV}) )*(?:calorias|grasa|etapas|las naves|cartuchos|energia|el arroz|la comida|la cena|las tostadas)|estoy quemad[oa] (?:del|de|con) (?:trabajo|curro|la uni|la escuela)|burnout",
    ),
    p(
      // dead phones, plants and games; deaths in films, books, history; grief without risk
      "(?:se me|se le|se nos|se) (?:(?:{ADV}) )*(?:murio|murieron|muere|mueren|ha muerto|han muerto|esta muriendo|estan muriendo) (?:(?:{ADV}) )*(?:el|la|los|las|mi|mis|tu|su) (?:movil|celular|telefono|cel|bateria|portatil|compu|ordenador|plantas?|planta|pez|peces|tamagotchi|coche|carro|auto|personaje|pila|pilas|pills|cactus|albahaca|suculenta|suculentas|flores|rosas|orquidea|sim|avatar)",
      "(?:mis|las|los|el|la|mi) (?:plantas?|planta|flores|cactus|peces|pez|bateria|movil|celular|pilas|pills|albahaca|suculentas?) (?:(?:{ADV}) )*(?:se )?(?:murieron|murio|muere|mueren|estan muertas|esta muerta|han muerto|ha muerto|se secaron)",
      "(?:me|lo|la|nos|te|los) (?:(?:{ADV}) )*(?:mataron|mato|mata|matan|mate|matamos) (?:(?:{ADV}) )*(?:en|al) (?:el )?(?:juego|fortnite|minecraft|lol|free fire|cod|call of duty|gta|valorant|roblox|la partida|partida|el nivel|counter|warzone|apex|among us|clash|el videojuego)",
      "(?:murio|muere|mueren|murieron|mataron|matan|mata|se suicida|se mata|se suicido|se mato|suicide|suicidio|se muere)(?: [a-z]+){0,4} (?:en la serie|en la pelicula|en la peli|en el libro|en el anime|al final|en el capitulo|en el episodio|en la novela|en el manga|en el juego|en la obra|en la cancion|en el documental)",
      "(?:serie|pelicula|peli|libro|novela|cancion|documental|charla|clase|trabajo|ensayo|articulo|podcast|obra|tema|anime|capitulo|episodio|asignatura|examen|exposicion|campana|curso|taller) (?:(?:{ADV}) )*(?:sobre|de|que habla de|que trata de|que trata sobre|trata de|trata sobre|habla de|habla sobre|va de|va sobre|cuenta|donde|acerca de|en el que|en la que)(?: [a-z]+){0,6} (?:suicidio|suicide|suicidal|suicidarse|suicidarme|autolesion|autolesiones|sobredosis|muerte|abuso|maltrato|violencia)",
      "(?:prevencion|prevenir|concienciacion|concientizacion|dia mundial|dia internacional|linea de prevencion|linea|telefono|protocolo|taller|charla|curso|estadisticas|tasa|tasas|cifras) (?:(?:{ADV}) )*(?:de |del |contra el |sobre el |sobre )?(?:la )?(?:prevencion del )?(?:suicidio|suicide|suicidal|autolesiones|conducta suicida|riesgo suicida)|escuadron (?:suicide|suicida)|suicide squad|mision (?:suicide|suicida)|(?:es|era|fue) (?:un|una) (?:mision|plan|idea|decision) (?:suicide|suicida)",
      "(?:soy|como|trabajo de|trabajo como|estudio|estudiante de) (?:(?:{ADV}) )*(?:enfermer[oa]|medic[oa]|farmaceutic[oa]|paramedic[oa]|doctor[a]?|psicolog[oa]|psiquiatra|veterinari[oa]|policia|bomber[oa]|socorrista|tecnico en emergencias|auxiliar de enfermeria|enfermeria|medicina|farmacia|psicologia)(?: [a-z]+){0,10} (?:sobredosis|intento de suicidio|intento autolitico|autolisis|suicidio|suicide|paciente|pacientes|urgencias|guardia|turno)",
      "(?:tuvimos|atendimos|atendi|vimos|ingresaron|recibimos) (?:(?:{ADV}) )*(?:un|una|dos|tres|[0-9]+)? ?(?:paciente|pacientes|caso|casos|chico|chica|senor|senora|nino|nina)?(?: [a-z]+){0,3} (?:con )?(?:una )?(?:sobredosis|intento de suicidio|intento autolitico|autolisis|intoxicacion)",
      "(?:mi|el|la) (?:perro|perra|gato|gata|mascota|hamster|conejo|pez|abuelo|abuela|bisabuelo|bisabuela|tio|tia|padrino|madrina)(?: [a-z]+){0,2} (?:murio|fallecio|se murio|se nos fue|nos dejo|partio) (?:hace|el ano pasado|en 20[0-9]{2}|en 19[0-9]{2}|cuando yo|hace ya)",
      "(?:prefiero|preferiria) (?:(?:{ADV}) )*(?:morir|morirme|estar muert[oa]|la muerte|que me maten) (?:(?:{ADV}) )*(?:antes )?(?:que|a)(?= )|antes muert[oa] (?:que|q)|antes me muero (?:que|q)|antes (?:que|q) (?:eso|nada) (?:me muero|muerta|muerto)",
      "(?:murio|muerto|muertos|murieron|mataron|asesinaron|suicido|suicidio) (?:(?:{ADV}) )*(?:en|durante) (?:la|el) (?:guerra|batalla|revolucion|holocausto|conquista|dictadura|accidente|atentado|terremoto|incendio)(?: [a-z]+){0,3}",
      "(?:dosis|sobredosis|dosis letal|dosis maxima|dosis lethal)(?: [a-z]+){0,6} (?:para (?:mi|un|el|la|una) (?:examen|parcial|final|clase|trabajo|asignatura|practica|practicas|turno|paciente|pacientes|perro|perra|gato|gata|bebe|hijo|hija))",
      "(?:un|el|la|mi|una) (?:muerto|muerta) de (?:hambre|risa)|(?:hora|horas|tiempo) muert[oa]s?|punto muerto|(?:letra|mar|angulo|peso) muert[oa]|(?:cansancio|aburrimiento|calor) mortal|(?:pecado|enemigo|salto|accidente) mortal|mortal (?:kombat|combat)",
      "(?:cortar|corte|cortamos|corto|cortaste|cortaron|cortamos) (?:(?:{ADV}) )*(?:con (?:mi|el|la|su) (?:novio|novia|pareja|ex|chico|chica|pololo|polola)|la relacion|el rollo)",
      "(?:me tire|me tiro|tirarme|me voy a tirar|me lance|lanzarme|me aviente|aventarme) (?:(?:{ADV}) )*(?:a la piscina|a la pileta|al agua|al mar(?= (?:a nadar|a banarme|jaja|con))|al sofa|a la cama|en la cama|en el sofa|en paracaidas|en tirolina|en puenting|de cabeza a la piscina|por el tobogan|a dormir|en plancha|al suelo a (?:llorar|descansar))",
      "(?:puente|viaducto) (?:(?:{ADV}) )*(?:de|del) (?:mayo|diciembre|noviembre|agosto|octubre|la constitucion|todos los santos|san [a-z]+|semana santa|pascua|navidad|la inmaculada|reyes)|(?:este|el|un|ese|del) puente (?:largo|festivo|de [0-9]+ dias)|(?:estoy|estamos) de puente",
      "(?:(?:mi|la) (?:madre|mama|vieja|abuela|tia) )?(?:me|nos) (?:pego|pega|pegaba|dio|da|tiro|tira|lanzo|aviento) (?:un |con la |con el |la |el )?(?:chancla|chanclazo|chancleta|chancletazo|zapatillazo)(?=.*(?:{LOL}))",
      "(?:(?:me|nos|se) (?:(?:{ADV}) )*(?:pego|pegue|pegamos|pega)) (?:(?:{ADV}) )*(?:un susto|una ducha|una siesta|un bano|un atracon|un paseo|una vuelta|una fiesta|un viaje|un madrugon|una comilona|una buena|una panzada|una caminata|la gripe|el covid|el resfriado|el sol)",
      "(?:se me|se le|se te|se nos) (?:(?:{ADV}) )*(?:pega|pego|pegaba) (?:(?:{ADV}) )*(?:el|la|los|las) [a-z]+",
      "(?:me toca|me tocaba|me toco|me va a tocar) (?:(?:{ADV}) )*(?:a mi|ir|hacer|trabajar|pagar|limpiar|cocinar|estudiar|el turno|la guardia|turno|guardia|[a-z]+ar|[a-z]+er|[a-z]+ir|esperar|de nuevo|otra vez|la loteria|el premio|la china|el gordo|un [a-z]+|una [a-z]+)(?! (?:las|mis|los) (?:pechos|partes|piernas))",
    ),
  ],
  denials: [
    p(
      "(?:no|nunca|jamas|tampoco|ni) (?:me )?(?:(?:{ADV}) )*(?:{WANTD}|voy a|iba a|pienso|planeo|tengo intencion de|dan ganas de|entran ganas de) (?:(?:{ADV}) )*(?:matarme|suicidarme|quitarme la vida|morir(?:me)?|matar|suicidar|hacerme dano|lastimarme|cortarme|hacer(?:me)? nada|desaparecer|dejar de existir|no existir|tirarme|hacerle dano a nadie|matar a nadie|lastimar a nadie|hacer dano a nadie)(?! (?:pero|aunque|sino|a veces|jaja))",
      "no (?:(?:{ADV}) )*(?:me )?(?:voy|pienso|quiero|planeo|tengo intencion de|tengo pensado) (?:a )?(?:(?:{ADV}) )*(?:hacer(?:me)? (?:nada|ninguna tonteria|ninguna locura|dano|nada malo|ninguna estupidez)|matarme|suicidarme|quitarme la vida|lastimarme|cortarme|hacerme nada|hacerme dano|morir|morirme|tirarme|hacer nada raro)",
      "no (?:(?:{ADV}) )*(?:soy|estoy|me siento) (?:suicida|suicide|suicidal|en peligro|en riesgo)",
      "no (?:(?:{ADV}) )*(?:tengo|he tenido|tengo ni) (?:(?:{ADV}) )*(?:pensamientos|ideas|ideacion|intenciones|planes|ganas) (?:suicidas|suicidal|suicide|de (?:suicidarme|matarme|hacerme dano|quitarme la vida|morir|lastimarme|cortarme|suicidio))",
      "nunca (?:(?:{ADV}) )*(?:me )?(?:haria|hare|voy a hacer) (?:nada|eso|dano|nada malo|dano a mi mism[oa])|nunca (?:(?:{ADV}) )*me (?:mataria|suicidaria|lastimaria|cortaria|quitaria la vida|haria dano)|jamas (?:(?:{ADV}) )*(?:me )?(?:mataria|suicidaria|haria eso|haria nada)",
      "no (?:(?:{ADV}) )*(?:quiero|queria|deseo|kiero) (?:morir|morirme|matarme|suicidarme|hacerme dano|lastimarme)(?! (?:pero|aunque|a veces|sino))",
      "no (?:(?:{ADV}) )*(?:lo|me) (?:(?:{ADV}) )*(?:digo|decia|dije|referia) en (?:ese|el|plan) (?:sentido|suicida)|no (?:en plan|de forma|en el sentido) (?:suicida|literal|de matarme)|no (?:es|era) (?:literal|en serio|para tanto)|no (?:literal|literalmente) (?:jaja|xd)?",
      "(?:tranqui(?:la|lo|s)?|no te preocupes|no os preocupeis|no se preocupen)(?: [a-z]+){0,4} (?:que )?no (?:(?:{ADV}) )*(?:voy a|pienso) (?:hacer (?:nada|ninguna tonteria|ninguna locura)|hacerme nada|matarme|hacerme dano)",
      "no (?:(?:{ADV}) )*(?:me )?(?:voy a morir|me muero)(?= (?:por|de) (?:esto|eso|un|una))",
    ),
  ],
  distress: [
    p(
      "sin esperanza|desesperad[oa]|desesperanza|no aguanto(?: mas)?|ya no aguanto|no puedo mas|ya no puedo|no doy mas|estoy hart[oa]|estoy cansad[oa] de todo|no sirvo para nada|no sirvo pa nada|soy un fracaso|soy una fracasada|soy un inutil|soy una inutil|soy una mierda|me siento una mierda|me siento un[oa]? (?:basura|inutil|carga|estorbo|mierda|fracasad[oa])|nadie me quiere|a nadie le importo|nadie se preocupa por mi|estoy sol[oa]|me siento sol[oa]|me siento vaci[oa]|vaci[oa] por dentro|deprimid[oa]|depresion|depre|agotad[oa]|exhaust[oa]|odio mi vida|me odio|odio ser como soy|me doy asco|no puedo dormir|no duermo|no como|no he comido|lloro todos los dias|lloro todas las noches|llorando todo el dia|no paro de llorar|no dejo de llorar|no tengo ganas de nada|sin ganas de nada|destrozad[oa]|hundid[oa]|rot[oa] por dentro|perdi (?:todo|mi trabajo|el trabajo|a mi|la casa)|en un pozo|toque fondo|en el fondo del pozo|todo me supera|me supera todo|ya no puedo con|estoy fatal|estoy muy mal|me siento fatal|estoy en la mierda|nada tiene sentido|sin salida|atrapad[oa]|me da igual todo|todo me da igual|ya me da igual (?:todo|nada|vivir)|me da lo mismo (?:todo|vivir|morir)|no valgo nada|no valgo la pena|me siento inutil|angustia|angustiad[oa]|ataque de panico|ataques de panico|ansiedad|no puedo respirar|dolor emocional|sufriendo|sufro mucho|no soporto|insoportable|desolad[oa]|devastad[oa]|en la lona|bajonead[oa]|bajon|con el animo por los suelos|me quiero ir|me siento perdid[oa]|estoy perdid[oa]|en un hoyo|no veo salida|me rindo|tiro la toalla|mi vida es una mierda|mi vida no vale nada|todo es una mierda|todo me sale mal|no hago nada bien",
    ),
  ],
  // Life events that 988, AFSP and the WHO list as risk factors (a job, a partner, money or a home
  // lost, failing, no sleep): with a plain question about means they make it a crisis.
  stressors: p(
    "(?:perdi|he perdido) (?:el|mi) (?:trabajo|empleo|curro|casa|piso|negocio)|(?:lo )?(?:perdi|he perdido) todo|me (?:despidieron|echaron|han despedido|han echado)(?: del trabajo)?|(?:me|el me|ella me) (?:dejo|ha dejado|abandono)|(?:nos|me) (?:divorciamos|divorcio|estoy divorciando)|(?:quiere|pidio) el divorcio|en (?:quiebra|bancarrota)|la empresa (?:quebro|cerro)|desahucio|desahuciado|desahuciada|(?:llenos?|llenas?|ahogad[oa]s?) de deudas|no puedo pagar (?:el|la|las|los) (?:alquiler|hipoteca|deudas|facturas)|(?:suspendi|reprobe|he suspendido) (?:otra vez|de nuevo|todo|todas|el|la|los|las)|no (?:duermo|he dormido|pego ojo|dormi)|nadie se (?:da cuenta|entera)|nadie nota nada",
  ),
  meansCue: p(
    "cuant[oa]s?|cuanto tiempo|en cuanto tiempo",
    "(?:que|q|k|cual|cuales) (?:(?:es|son|seria|serian|sera) )?(?:la |el |los |las )?(?:altura|dosis|cantidad|piso|pisos|tan alto|tan alta|tan profundo|pastillas|pastilla|medicamento|medicamentos|veneno|nudo|metodo|forma|manera|puente|edificio|mas rapido|mas rapida|mas facil|menos doloros[oa]|mas efectiv[oa]|mas segur[oa]|mejor forma|mejor manera|mejor metodo)",
    "desde (?:que|q|k|cual|cuantos) (?:piso|altura|metros|planta)",
    "(?:dosis|cantidad) (?:letal|lethal|mortal|maxima|toxica|peligrosa|minima)",
    "como (?:se|puedo|hago|hacer|podria|uno|alguien|una persona|hace uno|me|matarse|morir|suicidarse|ahorcarse|cortarse)",
    "(?:es|son|seria|sera|serian) (?:(?:suficiente|suficientes|mortal|letal|lethal|seguro|segura|facil|rapido|doloroso|dolorosa|peligroso|peligrosa|indoloro|indolora)) ?",
    "(?:basta|bastan|bastaria|bastarian|alcanza|alcanzan|alcanzaria|hacen falta|hace falta|se necesitan|se necesita|necesito|harian falta)(?= )",
    "donde (?:puedo|se puede|venden|consigo|conseguir|comprar|compro|hay|se compra|se consigue)(?= )",
    "se puede (?:morir|comprar|conseguir|sobrevivir)|sin receta|sin que (?:duela|nadie se de cuenta)",
    "(?:te|le|lo|nos) (?:matan|mata|mueres|muere|deja muerto)|uno se muere|se muere (?:uno|alguien|una persona)|(?:no )?(?:sobrevive|sobrevives|sobrevivir|sobreviviria|sobrevivis)|es seguro (?:que|q) (?:no|te|uno|mueres|se muere)",
    "sin dolor|indoloro|indolora|no duela|no duele|duele mucho|rapido y sin",
    "mas (?:rapido|rapida|facil|efectivo|efectiva|seguro|segura|letal|lethal|mortal|peligroso|peligrosa|fuerte|alto|alta)|menos doloros[oa]|mejor (?:forma|manera|metodo)",
    "(?:que|q) (?:(?:me|te|le) )?(?:pasa|pasaria|ocurre|ocurriria|sucede) si|(?:te|se|uno se|me) (?:mueres|muere|moriria|morirías|moririas|mato|matarias) si|se puede morir (?:de|por|con|si)|puedo morir (?:de|si|con)",
    "\\?",
  ),
  meansWord: p(
    "{PILLS}|pasarela|(?:aguantar|aguanta|soportar|soporta|sostener|sostiene|resistir|resiste) el peso de (?:una persona|un hombre|un adulto|un cuerpo)|sobredosis|overdose|dosis|lethal|letal|mortal|higado|rinones|rinon|corazon se para|pare el corazon|puente|puentes|viaducto|edificio|edificios|azotea|terraza|balcon|ventana|piso|pisos|planta|altura|caida|caer|caerse|saltar|tirarse|tirarme|lanzarse|lanzarme|tren|trenes|vias|metro|subte|anden|soga|cuerda|lazo|nudo|horca|ahorcarse|ahorcarme|colgarse|colgarme|cinturon|pistola|arma|armas|revolver|escopeta|balas|bala|tiro|veneno|venenos|raticida|matarratas|lejia|cloro|lavandina|amoniaco|anticongelante|insecticida|monoxido|carbon|gas|venas|muneca|munecas|arteria|cuchilla|cuchillas|navaja|hoja de afeitar|desangrarse|desangrarme|ahogarse|ahogarme|ahogado|rio|mar|agua helada|hipotermia|morir|morirse|morirme|matarse|matarme|muerte|sobrevivir|sobrevives|sobrevive|suicidarse|suicidarme|indoloro|sin dolor|asfixia|asfixiarse|helio|bolsa",
  ),
  benignPurpose: p(
    // Session 12: a dose asked for a child with their age, weight or fever.
    "(?:mi|a mi|para mi) (?:hijo|hija|nene|nena|bebe|peque|sobrino|sobrina|nino|nina)(?: [a-z0-9]+){0,8} (?:fiebre|kilos|kg|pesa|anos|meses|otitis|gripe|resfriado)|[0-9]+ ?(?:kg|kilos)|(?:para|pa) (?:un|una|mi) (?:nino|nina|hijo|hija|bebe|crio|peque)|fiebre de [0-9]+",
    "(?:para|pa) (?:(?:un|una|mi|el|la|los|las|este|esta) )?(?:examen|parcial|final|finales|trabajo|tarea|deberes|clase|proyecto|viaje|blog|articulo|novela|libro|relato|cuento|guion|tesis|tfg|tfm|exposicion|presentacion|practica|practicas|investigacion|farmacologia|enfermeria|curso|asignatura|materia|quiz|trivia|concurso|podcast|video|foto|fotos|excursion|senderismo|escalada|vacaciones|turismo|tour|visita)",
    "soy (?:(?:un|una) )?(?:enfermer[oa]|farmaceutic[oa]|medic[oa]|doctor[a]?|estudiante|veterinari[oa]|paramedic[oa]|tecnico en farmacia|auxiliar de enfermeria|cuidador[a]?|socorrista|escritor[a]?|periodista|ingenier[oa]|arquitect[oa]|guia|profesor[a]?|maestr[oa]|bomber[oa]|policia|fotograf[oa]|escalador[a]?)",
    "por curiosidad|pura curiosidad|solo curiosidad|de curiosidad|curiosidad nomas|simple curiosidad|dato curioso|pregunta random|pregunta tonta|siempre me pregunte|siempre me he preguntado",
    "mi (?:perro|perra|gato|gata|mascota|hamster|conejo|loro)(?: [a-z]+){0,5} (?:se comio|comio|se trago|trago|tomo|se tomo|toma|necesita|le recetaron|le dieron)",
    "(?:para|en) (?:el|mi) trabajo|en (?:el|mi) hospital|en (?:la|mi) farmacia|(?:mi|el) (?:medico|doctor|doctora|psiquiatra) me (?:receto|dijo|mando)",
  ),
  timing: p(
    "esta noche|hoy|hoy mismo|hoy en la noche|hoy a la noche|manana|pasado manana|este finde|este fin de semana|el finde|el fin de semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|esta (?:semana|tarde|madrugada)|ahora|ahorita|ahora mismo|ya mismo|en un rato|en unas horas|en [0-9]+ (?:horas|minutos|min)|a las [0-9]+|a medianoche|de madrugada|cuando (?:todos|todo el mundo|mis padres|mis viejos|mi familia|ellos|el|ella) (?:se duerman|se duerma|esten dormidos|se vayan|se vaya|salgan|no esten)|antes de (?:que|q) (?:vuelvan|vuelva|lleguen|llegue|amanezca)|despues de (?:clase|cenar|la cena|comer|el trabajo|la fiesta|mi cumpleanos|navidad|la cena)|en mi cumpleanos|en navidad|ano nuevo|fin de ano|fin de mes|a fin de mes|la semana que viene|la proxima semana|pronto|muy pronto|esta vez si",
  ),
  safeNow: [
    p(
      "(?:ya )?(?:estoy|me siento|me encuentro|estare|toy|estoi) (?:(?:{ADV}) )*(?:a salvo|segur[oa]|fuera de peligro|mas tranquil[oa]|mas calmad[oa]|mejor|bien ahora|bien ya|bien de verdad|bien en serio|mas estable)(?! (?:de|para) (?:morir|matarme|hacerlo))",
      "(?:ahora|ya) (?:(?:{ADV}) )*(?:estoy|me siento|me encuentro) (?:(?:{ADV}) )*(?:bien|mejor|a salvo|tranquil[oa]|segur[oa])",
      "(?:llame|he llamado|hable|he hablado|escribi|he escrito|contacte|me comunique|marque|llamamos|hablamos) (?:(?:{ADV}) )*(?:a|al|con|a la) (?:la linea|el 024|024|el 911|911|112|el 112|el 061|061|el 106|106|el 135|135|el 141|141|el 113|113|emergencias|una linea|urgencias|la guardia|el telefono de la esperanza|telefono de la esperanza|la linea de la vida|linea de la vida|mi (?:psicolog[oa]|psiquiatra|terapeuta|medic[oa]|doctor[a]?|madre|mama|padre|papa|hermana|hermano|amiga|amigo|novio|novia|pareja|marido|esposo|esposa|mujer|tia|tio|abuela|familia|mejor amiga|mejor amigo)|alguien|un amigo|una amiga|mi gente)",
      "(?:mi|una|un) (?:madre|mama|padre|papa|hermana|hermano|amiga|amigo|novio|novia|pareja|marido|esposo|esposa|mujer|familia|vecina|vecino|tia|tio|abuela|compa|companera|companero|psicologa|psicologo) (?:(?:{ADV}) )*(?:esta|se queda|va a quedarse|viene|ya viene|esta viniendo|esta en camino|se va a quedar|se quedo|duerme) (?:(?:{ADV}) )*(?:aqui|aca|conmigo|para aca|en camino|a dormir conmigo)",
      "(?:el|ella|ellos) (?:(?:{ADV}) )*se (?:queda|quedan|quedara|va a quedar) conmigo",
      "estoy (?:(?:{ADV}) )*(?:con|en casa de) (?:mi|mis|una|un) (?:madre|mama|padre|papa|hermana|hermano|amiga|amigo|amigas|amigos|familia|novio|novia|pareja|abuela|abuelos|tia|tios)",
      "estoy (?:(?:{ADV}) )*en (?:el hospital|urgencias|la guardia|emergencias|el centro de salud|la clinica|el ambulatorio)|(?:ya )?(?:me )?(?:curaron|atendieron|cosieron|dieron puntos|vio un medico|vieron en urgencias|lavaron el estomago|hicieron un lavado)",
      "no (?:(?:{ADV}) )*voy a hacer (?:nada|ninguna tonteria|ninguna locura)|(?:te )?prometo (?:que|q) no (?:voy a hacer|hare) nada",
      "(?:ya )?(?:se me )?(?:paso|pasaron|se fue|se fueron) (?:(?:{ADV}) )*(?:las ganas|el impulso|la crisis|lo peor|el momento)",
      "(?:tire|he tirado|me deshice de|le di|le he dado|entregue|guarde bajo llave|deje en la farmacia) (?:(?:{ADV}) )*(?:las|mis|todas las|todas mis|la|el) (?:pastillas|cuchillas|cuchilla|medicamentos|medicaments|soga|cuerda|navaja|pistola)",
      "^mas (?:tranquil[oa]|calmad[oa]|segur[oa]|estable|a salvo)(?: (?:ahora|ya|de verdad|gracias))?$",
      "tengo (?:(?:{ADV}) )*cita (?:con|el|manana|el lunes|el martes|el miercoles|el jueves|el viernes)",
    ),
  ],
};
