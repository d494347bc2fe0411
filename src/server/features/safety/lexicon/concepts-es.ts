// Spanish words for the safety concepts (concepts.ts), Spain and Latin America. Normalised as the
// rules read them: lower case, accents folded ("él" → "el", "niño" → "nino", "pegó" → "pego"), no
// punctuation; the speller's rewrites ("matarse" → "matarme", "morire" → "morirme", "medicamentos"
// → "medicaments", "pastilla" → "pastillas") are listed too. Kept by meaning, not copied from any
// message. Spanish drops the subject ("me pegó" = he hit me) and puts the pronoun first ("me quiero
// morir"), so some words carry the doer or the victim in the verb. "voy a morir" is fear more often
// than intent, and "querer a" is "to love" ("quiero mucho a mi abuela"): the lists avoid both.
import type { ConceptWords } from "../concepts.ts";

// Grown-ups who can hurt, after a possessive or article ("mi padre": bare "padre"/"madre" are also
// "cool"/"damn" in Mexico and Spain).
const ADULT =
  "novio|novia|pareja|marido|esposo|esposa|ex|exnovio|exnovia|ex novio|ex novia|expareja|ex pareja|exmarido|ex marido|exesposo|ex esposo|exmujer|ex mujer|prometido|prometida|pololo|polola|jevo|jeva|enamorado|enamorada|companero|companera|conviviente|concubino|amante|padre|papa|papi|madre|mama|mami|viejo|vieja|padrastro|madrastra|padres|viejos|tio|tia|abuelo|abuela|hermano|hermana|hermanastro|hermanastra|primo|prima|cunado|cunada|suegro|suegra|jefe|jefa|patron|patrona|encargado|encargada|profe|profesor|profesora|maestro|maestra|entrenador|entrenadora|monitor|monitora|tutor|tutora|cuidador|cuidadora|casero|casera|vecino|vecina|companero de piso|companera de piso|roomie|sacerdote|cura|pastor|mujer|hombre|chico|chica";
const ADULT_BARE =
  "novio|novia|pareja|marido|esposo|esposa|exnovio|exnovia|expareja|exmarido|pololo|polola|padrastro|madrastra|suegro|suegra|cunado|cunada|jefe|jefa|profesor|profesora|entrenador|cuidador|cuidadora|casero|casera|vecino|vecina|mama|papa|papi|mami|abuelo|abuela|hermanastro";
const DET = "mi|mis|su|sus|tu|tus|el|la|los|las|del|de la|al|a la|nuestro|nuestra|un|una";
// "el" is "él" only before a verb or pronoun ("el me pega", "el dice"); otherwise it is the article.
const HE_VERB =
  "me|te|nos|le|les|lo|la|los|las|se|no|ya|siempre|nunca|tambien|solo|dice|dijo|decia|grita|grito|gritaba|es|era|fue|esta|estaba|va|iba|viene|vino|llega|llego|llegaba|bebe|bebia|toma|tomaba|quiere|queria|sabe|sabia|tiene|tenia|hace|hizo|hacia|sigue|vuelve|volvio|amenaza|amenazo|controla|revisa|agarra|agarro|empuja|empujo|pega|pego|golpea|golpeo|mismo";
// Not violence: "el sol me quema", "me empuja a estudiar", "este color no me pega", "me pegó la gripe".
const NOT_HIT =
  "(?! (?:nada|bien|mal|mucho|muy|con (?!(?:el (?:cinturon|cinto|palo|puno)|la (?:correa|mano|chancla|hebilla)|lo que|cosas))|la (?:realidad|nostalgia|tristeza|ansiedad|depresion|gripe|gripa)|el (?:covid|virus|resfriado|sol|bajon)|un (?:grito|susto|virus|resfriado|chicle|tiro|balazo|bajon)|una (?:ducha|siesta|vuelta|comilona|fiesta|escapada|panzada|caminata)|(?:punetazos|golpes|cabezazos) (?:en|contra)|la ropa|el boton|un boton|los botones|la tela|un parche|con pegamento|pensando|a pensar|a (?:ser|hacer|estudiar|seguir|mejorar|trabajar|intentar|salir|luchar|que)))";
// Hurting verbs with the doer in them (third person): present, preterite, imperfect.
const HITS = `(?:pega|pegan|pegaba|pegaban|pego|pegaron|golpea|golpean|golpeaba|golpeaban|golpeo|golpearon|maltrata|maltrataba|maltrato|agrede|agredia|agredio|empuja|empujaba|empujo|empujaron|patea|pateaba|pateo|abofetea|abofeteo|cachetea|cacheteaba|cacheteo|ahorca|ahorcaba|ahorco|estrangula|estrangulaba|estrangulo|asfixia|asfixiaba|asfixio|zarandea|zarandeaba|zarandeo|sacude|sacudia|sacudio|jalonea|jaloneaba|jaloneo|escupe|escupio|viola|violaba|violo|violaron|manosea|manoseaba|manoseo|toquetea|toqueteaba|toqueteo)${NOT_HIT}|arrastro (?:del|por el) (?:pelo|suelo|piso)|arrastraba (?:del|por el) (?:pelo|suelo|piso)|tiro del pelo|jalo del pelo|jalo el pelo|jalaba del pelo|agarro del (?:cuello|pelo|brazo)|agarraba del (?:cuello|pelo)|apreto el cuello|aprieta el cuello|apretaba el cuello|tiro al suelo|tiro contra|estampo contra|tiro (?:un|una|el|la) (?:plato|vaso|silla|zapato|botella|mando|telefono|celular|movil)|da (?:golpes|palizas|bofetadas|cachetadas)|dio (?:un golpe|una paliza|una bofetada|una cachetada|un punetazo|una golpiza|un punetazo)|daba (?:golpes|palizas)`;
// Medicines and poisons, brands included (Spain, Mexico, Argentina, Colombia, Chile…).
const PILLS =
  "pastillas|pills|pastis|pildoras?|comprimidos?|capsulas|grageas|medicaments|medicamentos|medicinas|medicacion|remedios|paracetamol(?:es)?|acetaminofen(?:o)?|tylenol|ibuprofen|aspirinas?|tramadol|codeina|rivotril|clonazepam|alprazolam|diazepam|lorazepam|xanax|valium|trankimazin|orfidal|lexatin|zolpidem|somniferos|calmantes|antidepresivos|ansioliticos|tranquilizantes|benzos|insulin|opioides|morfina|fentanilo|litio";
const POISON =
  "lejia|cloro|lavandina|veneno|raticida|matarratas|anticongelante|amoniaco|insecticida|salfuman|sosa caustica";
// Wanting, not "no quiero …" (a denial or "nope") nor "quiero mucho a …" (love).
const NOT_NEG = "(?<!(?:^| )(?:no|nunca|jamas|ni|tampoco) (?:me |te |lo |la |le |se )?)";
const NOT_LOVE = "(?! (?:mucho |tanto |muchisimo |demasiado |tambien |igual )?(?:a|al) )";
const WANT =
  "quiero|kiero|qiero|kero|qero|quisiera|kisiera|queria|quiera|quisiese|quise|deseo|desearia|deseaba|ojala|necesito|necesitaba|me gustaria|me encantaria|prefiero|preferiria|tengo ganas de|tenia ganas de|me dan ganas de|me daban ganas de|me dieron ganas de|me entran ganas de|me vienen ganas de|siento ganas de|ganas de|unas ganas (?:enormes |locas )?de|el impulso de|impulsos de|la tentacion de|me tienta|tentad[oa] de|tentad[oa]|voy a|iba a|estoy por|estoy a punto de|a punto de|estuve a punto de|estoy list[oa] para|list[oa] para|preparad[oa] para|decidi|he decidido|estoy decidid[oa] a|planeo|planeaba|planeando|tengo pensado|pienso(?= (?:en|matar|morir|suicid|quitarme|tirarme|cortarme|hacerme|lastimarme|hacerlo|acabar))|pensando en|he pensado en|pense en|pensaba en|sigo pensando en|no dejo de pensar en|no paro de pensar en|fantaseo con|fantaseando con|sueno con|me imagino|imaginandome|intentar|intente|intento|trate de|tratar de";

export const esConcepts: ConceptWords = {
  self: ["yo|me|mi|mis|conmigo|mi mism[oa]|a mi mism[oa]|estoy|toy|soy|tengo|estaba"],
  other: [
    "ella|ellos|ellas|(?:de|a) el",
    `el(?= (?:${HE_VERB}) )`,
    `(?:${DET}) (?:nuevo |nueva )?(?:${ADULT})(?:s|es)?`,
    `(?:${ADULT_BARE})`,
    "(?:un|el|ese|este|aquel) (?:tipo|senor|desconocido|hombre|muchacho|chavo|vato|wey|guey)|(?:el|la) (?:novio|novia|pareja|marido) de mi (?:madre|mama|padre|papa|vieja|viejo)",
    // The doer is in the verb: "me pegó", "me empujaba", "nos golpea".
    `(?:me|nos) (?:${HITS})`,
  ],
  child: [
    "(?:mi|mis|un|al|del|su|sus|tu|nuestro|nuestra|los|la|este|ese) bebes?|bebito|bebita|bebecito|bebecita|recien nacid[oa]s?|el bebe(?! (?:mucho|demasiado|alcohol|cerveza|vino|todos|cada|y|hasta|como|otra|sin))",
    "nino|nina|ninos|ninas|ninito|ninita|nene|nena|nenes|nenas|crio|cria|crios|crias|chiquito|chiquita|chiquitos|chiquitas|peque|peques|chamaco|chamaca|chamaquito|escuincle|escuincla|pibito|pibita|(?:mi|su|tu) guagua|guaguita|chavito|chavita|cipote|cipota|carajito|carajita|chamito|chamita|mocoso|mocosa|hijastro|hijastra|hermanito|hermanita|hermanitos|sobrino|sobrina|sobrinos|nieto|nieta|nietos|alumno|alumna|alumnos|alumnas",
    "(?:mi|mis|su|sus|tu|nuestro|nuestra|la|el|los|las) (?:hijo|hija|hijos|hijas|pequeno|pequena|pequenos|hermano (?:pequeno|menor|chico)|hermana (?:pequena|menor|chica))",
    "(?:tiene|tenia|cumple|cumplio|con) (?:solo |apenas )?(?:[1-9]|1[0-4]|uno|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce) (?:anos|anitos|meses|mesecitos|semanas)(?! (?:que|de (?:casad|novi|relacion|trabajo)))",
    "(?<!(?:^| )(?:despues|antes|hace|mas|menos|cerca|alrededor|lleva|llevo|llevamos|llevan|durante|plazo|periodo|cada|luego|relacion|juntos|casados|novios) )de (?:[1-9]|1[01]|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once) (?:meses|mesecitos|semanas|anitos)",
    "(?:un|una|los|las|unos|unas) (?:chico|chica|chicos|chicas|chaval|chavala|chavales) (?:de|del) (?:mi|la|el) (?:clase|cole|colegio|escuela|insti|instituto|barrio|edificio)",
  ],
  minor: [
    "tengo (?:solo |solamente |apenas |recien )?(?:[5-9]|1[0-7]|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete) anos",
    "tengo (?:solo |solamente |apenas )?(?:[5-9]|1[0-7])(?= ?$| (?:y|e|pero|soy|mi|mis|me|no|estoy|vivo|voy|ya)(?: |$))",
    "soy (?:menor(?: de edad)?|un nino|una nina|un crio|una cria|un chaval|una chavala|una adolescente|un adolescente|un pibe|una piba|un morro|una morra)",
    "(?:estoy|voy|estudio) (?:en|a) (?:(?:[1-6]o?|primero|segundo|tercero|cuarto|quinto|sexto) (?:de )?(?:la )?(?:eso|primaria|secundaria|secu|bachi|bachillerato|basico|basica|medio|de prepa)|(?:la |el )?(?:primaria|secundaria|secu|prepa|cole|insti|liceo))",
  ],
  want: [
    `${NOT_NEG}(?:${WANT})${NOT_LOVE}`,
    // Rather off: "estaría mejor muerta", "sería mejor no despertar".
    "estaria mejor|estarian mejor|seria mejor|lo mejor seria|(?:todo )?seria (?:todo )?mas facil|^mas facil(?= (?:si|que|sin))|mejor(?= (?:estar|morir|morirme|muert|no despertar|desaparecer|me muero|me muera))|no me importaria|le pido a dios|pido a dios|rezo para|rezo por|ruego a dios",
    // Going back to it: "volví a cortarme".
    "volvi a|he vuelto a|vuelvo a|volvere a",
  ],
  die: [
    "morir(?:me)?(?<!(?:^| )(?:voy|va|vas|vamos|van|iba|ibas|ibamos|iban) a (?:me )?morir(?:me)?)(?! (?:de|del|por|x|en el intento))",
    "me muera|me muriera|me muriese|me muero(?! (?:de|del|por|x|si|cuando|con|jaja|jeje))|muriendome",
    "matarme(?! (?:a|de) (?:estudiar|trabajar|entrenar|risa|reir)| estudiando| trabajando| entrenando)|me mate(?= (?:ya|hoy|de una vez))|quitarme de en medio|quitarme del medio",
    "estar muert[oa]|estuviera muert[oa]|estuviese muert[oa]|mejor muert[oa]|muert[oa] (?:ya|de una vez)|bajo tierra|mi muerte|mi propia muerte|mi funeral|mi entierro|mi velorio|(?<!(?:^| )(?:pienso|pensando|pense|pensaba|pensar|hablar|hablando|hablamos|leer|leyendo|escribir|sobre|de|miedo a|miedo de|en) )la muerte(?= ?$)",
    "no existir|dejar de existir|dejar de vivir|dejar de respirar|no estar (?:aqui|aca|viv[oa]|en este mundo)|no haber nacido|nunca haber nacido|no hubiera nacido|no hubiese nacido|nunca hubiera nacido|no existiera|no existiese|no hubiera existido",
    "desaparecer (?:para siempre|del mapa|de este mundo|del mundo|de la faz de la tierra|y no volver|sin dejar rastro)|irme (?:para siempre|de este mundo|de esta vida|al cielo)|dejar este mundo|irme con (?:dios|mi abuel[oa]|mi (?:madre|mama|padre|papa)) al cielo",
    "no despertar(?:me)?(?! (?:temprano|tarde|a tiempo|a las|antes|pronto|con|a|al))|no volver a despertar(?:me)?|nunca despertar(?:me)?|no despertara|no me despierte|dormir(?:me)? (?:para siempre|y no despertar(?:me)?)|descansar (?:para siempre|en paz)|no amanecer|no llegar a manana",
    "acabar con (?:todo(?! (?:el|la|los|las|lo|eso|esto|mi|mis|tu|su|sus|de|del|este|esta|ese|esa) )|mi vida|mi sufrimiento|esto de una vez)|terminar con (?:todo(?! (?:el|la|los|las|lo|eso|esto|mi|mis|tu|su|sus|de|del) )|mi vida)|ponerle fin a (?:todo|mi vida)|poner fin a (?:todo|mi vida)|acabar de una vez|todo se acabe|se acabe todo|todo termine|se termine todo|todo se acabara|se acabara todo|todo se acabase|todo terminara",
    "me (?:atropelle|atropellara|pise|pisara|arrolle|arrollara) (?:un|el|una) (?:coche|carro|auto|camion|bus|tren|metro|micro|colectivo)|me (?:de|diera) (?:un infarto|un paro)|que me lleve (?:dios|la muerte|ya|pronto|contigo|de una vez)|me lleve la muerte",
  ],
  selfkill: [
    // Spanish forms only: English "suicide"/"suicidal" (also the speller's "suicida"/"suicidas") need a
    // Spanish word before them, or English text would skip its third-person check.
    "suicid(?:io|ios|arme|arse|arte|arnos|ar|ado|ada|ados|adas|o|ando|andome|aria|are|arian|ara|andose|ate|ese)|(?:soy|ser|estoy|sentirme|me siento|ando|es|era|tan|muy|pensamientos|pensamiento|ideas|idea|ideacion|tendencias|conducta|intento|impulsos|crisis|carta|nota|un poco|algo|me pongo|me vuelvo) (?:suicide|suicidal)|sucid(?:io|arme|a|ar)|suisid\\p{L}*|autoelimin\\p{L}*|autolisis|autolitico|desvivirme|me desvivo",
    "quitarme la vida|quitarse la vida|quitarte la vida|me quito la vida|me quite la vida|me quitare la vida|me quitaria la vida|quitarme mi vida",
    "me (?:quiero|quisiera|queria|kiero|kero|voy a|iba a|pienso|deberia|podria|dan ganas de|entran ganas de|dieron ganas de) (?:(?:ya|solo|de verdad|en serio) )?matar(?! de| a (?:estudiar|trabajar)| estudiando| trabajando| con (?:este|esta|el|la) (?:examen|trabajo|parcial|tarea))",
    "ahorcarme|ahorcandome|me ahorcare|colgarme (?:de|del|en) (?:un|una|el|la)|envenenarme|desangrarme|cortarme las venas|abrirme las venas|me corte las venas|me corto las venas|pegarme un tiro|me pego un tiro|darme un tiro|meterme un tiro|volarme la cabeza|volarme los sesos",
    "(?:tirarme|lanzarme|aventarme|arrojarme|botarme) (?:a|al|por|de|del|desde|bajo|delante de|frente a|contra) (?:el |la |los |las |un |una )?(?:vias|via del tren|tren|metro|subte|puente|viaducto|azotea|balcon|ventana|edificio|ultimo piso|precipicio|acantilado|barranco|vacio|coches|carros|trafico|autopista|camion|rio)",
    "tomarme (?:todas (?:las|mis) |toda la caja de |el bote (?:entero )?de |todo el frasco de )(?:pastillas|pills|medicaments|medicinas|pildoras|comprimidos|somniferos|calmantes|antidepresivos)",
  ],
  life: [
    "vida(?! (?:social|sana|saludable|nocturna|laboral|academica|amorosa|sexual|diaria|cotidiana|profesional|de (?:pareja|estudiante|casad[oa]|solter[oa]|perro|rico|ricos)|personal|util|media|privada|real|universitaria|familiar|fitness|extra|extras|loca|buena))",
    "vivir(?! (?:sin (?:el|ella|ti|usted|ustedes|vosotros|mi|su|tu|mis)|en|con|aqui|aca|alli|ahi|junt[oa]s|sol[oa]|cerca|lejos|fuera|de (?:alquiler|prestado)|bajo|la experiencia|el momento|una experiencia))|viviendo(?! (?:en|con|aqui|aca|alli|ahi|junt|sol|de|bajo|fuera|cerca))|sigo viv[oa]|estar viv[oa]|seguir viv[oa]|seguir con vida|estoy viv[oa]",
    "existir|existiendo|existencia|este mundo|esta tierra|sigo respirando|un dia mas|otro dia mas",
    "seguir(?! (?:con|estudiando|trabajando|en|de|haciendo|siendo|esperando|leyendo|viendo|jugando|hablando|saliendo|la|el|los|las|un|una|tu|su|mi|a|al|por|pagando|buscando|intentando|aprendiendo|practicando))|seguir adelante|seguir aqui(?= ?$)|sigo aqui(?= ?$)|continuar(?! (?:con|en|estudiando|trabajando|la|el|los|las|mi|su))",
    "despertar(?:me)?(?! (?:temprano|tarde|a las|antes|pronto|con|a|al))|levantarme (?:cada|por las|de la cama|otro dia|manana)",
  ],
  nope: [
    "no (?:le )?(?:veo|encuentro|tiene|tengo|hay) (?:ningun |ninguna |ni un |ni una |mas |ya )?(?:sentido|razon|razones|motivo|motivos|proposito|caso|por que|porque)|sin sentido|nada tiene sentido|ya no tiene sentido|que sentido tiene|no tiene caso|de que sirve|pa que sirve|para que sirve|no sirve de nada|no vale la pena|no merece la pena|no valga la pena",
    "(?:ya )?no (?:puedo|aguanto|soporto|doy|resisto) mas|ya no puedo|ya no aguanto|no aguanto|no soporto|no lo soporto|(?:ya )?no puedo (?:mas )?con(?= (?:esta|la) vida)",
    "(?:cansad|hart|agotad|hastiad|podrid|fatigad)(?:isim)?[oa]s? (?:de|d)|me canse de|estoy hasta la madre de|estoy hasta el cono de|estoy hasta las narices de",
    "me rindo|me he rendido|me rendi|rendirme|tirar la toalla|tire la toalla|me di por vencid[oa]|darme por vencid[oa]|perdi las ganas de|he perdido las ganas de|se me quitaron las ganas de|sin ganas de|sin fuerzas para|no tengo (?:mas |ya )?(?:ganas|fuerzas|motivos|razones) (?:de|para)",
    "sin futuro|no tengo futuro|no hay futuro|no (?:le )?veo (?:ningun |un |mucho )?futuro|no hay salida|sin salida|no tengo salida|no me queda nada|nada por lo que|no me queda (?:nadie|ninguna razon)|sin esperanza|no tengo esperanza|perdi (?:la|toda) esperanza|ya nada importa|nada me importa",
    "no (?:quiero|kiero|kero|quisiera|deseo|tengo ganas de|me apetece|me dan ganas de|merezco|deberia|tendria que)(?= (?:mas |ya )?(?:seguir|vivir|estar viv|existir|despertar|continuar|levantarme|esta vida|mi vida|la vida|estar en este mundo))",
    "(?:para|pa) (?:que|q)(?= (?:seguir|vivir|existir|despertar|levantarme|sigo|vivo|estoy aqui|naci|continuar|luchar))",
    // "no quiero vivir | mas" is split before "mas": the tail still says it.
    "^mas(?= (?:esta vida|vivir|existir|seguir|la vida|sentido|razon|razones|motivo|motivos|ganas de|fuerzas))",
  ],
  farewell: [
    "(?:escribi|he escrito|escribiendo|estoy escribiendo|deje|dejare|voy a dejar|dejo|termine|redacte) (?:una |unas |la |las |mi |mis |un |unos |el |los )?(?:carta|cartas|nota|notas|mensaje|mensajes) (?:de despedida )?(?:para|a) (?:mi|mis|todos|cada|ellos|ella|el|mama|papa)",
    "(?:carta|cartas|nota|notas|mensaje|mensajes) de despedida|(?:carta|cartas) (?:para|a) (?:mi|mis) (?:madre|mama|padre|papa|hijos|hijas|hijo|hija|familia|hermana|hermano|novio|novia|pareja|marido|esposa|esposo|mejor amig[oa])",
    "donde (?:me|la|lo|las|los) (?:encuentren|van a encontrar|encontraran|vayan a encontrar)",
    "(?:regale|he regalado|regalando|estoy regalando|voy a regalar|regalar) (?:todas |todos |casi todas |casi todos |la mayoria de )?(?:mis|mi) (?:cosas|ropa|libros|juegos|discos|pertenencias|plantas|mascotas|perro|gato|guitarra|consola|coleccion|joyas|ahorros)",
    "(?:el|mi) ultim[oa] (?:dia|mensaje|adios|post|atardecer|amanecer)(?! (?:de|del|en|antes de) (?:la |el |las |los |mi )?(?:clase|clases|cole|colegio|trabajo|curro|vacaciones|semana|mes|ano|curso|contrato|escuela|uni|universidad|insti|instituto|verano|viaje|practicas))|(?:mi|la) ultima (?:noche|carta|despedida)(?! (?:de|del|en|antes de) (?:la |el |las |los |mi )?(?:vacaciones|viaje|trabajo|fiesta|curso|verano|semana|mes|ano))",
    "me despido (?:de (?:todos|todas|ustedes|vosotros|ti|mi familia)|para siempre)|despedirme de (?:todos|todas|ustedes|vosotros|mi familia|mis hijos)|me estoy despidiendo|(?:ya )?me despedi de (?:todos|todas|todo el mundo|mis amigos|mis amigas|mi familia|mis seres queridos)|adios (?:para siempre|a todos|a todas|mundo)|esto es un adios|es una despedida",
    "(?:dejar|deje|dejando|tengo|dejo) (?:todo|mis cosas|mis papeles|mis asuntos|mis cuentas) (?:en orden|arreglad[oa]s?|list[oa]s?|resuelt[oa]s?)|(?:hice|escribi|redacte|actualice) (?:mi|el|un) testamento",
    "(?:cuiden|cuidad|cuida|cuidar|cuidaras|cuidarias) (?:de )?(?:a )?(?:mi|mis) (?:perro|perra|gato|gata|mascota|mascotas|hijos|hijas|plantas) (?:por mi|cuando (?:ya )?no (?:este|estoy)|cuando me vaya)",
    "cuando (?:ya )?no (?:este|exista)(?! (?:en casa|aqui manana|de vacaciones|en la ciudad|disponible))|cuando me haya ido|cuando me vaya para siempre|cuando (?:yo )?(?:falte|me muera|muera)|despues de (?:que )?(?:me vaya para siempre|mi muerte)",
    "(?:estarian|estaran|van a estar|estarias|estaria|serian|seran|vivirian|viviran) mejor sin mi|mejor sin mi|sin mi (?:estaran|estarian|todos estaran) mejor|nadie (?:me )?(?:va a extranar|extranaria|extranara|echaria de menos|echara de menos)|nadie me (?:echaria|echara|va a echar) de menos|(?:a )?nadie (?:le )?(?:importaria|importara|va a importar|notaria|extranaria) (?:si|que) (?:me muero|muero|me muriera|muriera|desaparezco|desapareciera|no estuviera|ya no estoy|me mato|me voy)|si (?:me muero|me muriera|muriera|desapareciera|no estuviera|me matara)(?: [a-z]+){0,2} (?:a )?nadie (?:le )?(?:importaria|importara|notaria|extranaria|echaria de menos|va a importar)|nadie (?:notaria|notara|se daria cuenta|se enteraria) si (?:me muero|muero|desaparezco|me voy|no estuviera|ya no estoy|me mato)",
    "(?:soy|me siento) (?:una|un) (?:carga|estorbo|lastre) (?:para|a)|(?:ya no|dejar de|dejare de|dejaria de) ser una carga|ya no (?:sere|voy a ser) (?:una )?(?:carga|molestia|estorbo)|(?:seria|sera) (?:un alivio|un descanso|una liberacion|mejor) para (?:todos|todo el mundo|mi familia|ellos|mis padres)",
    "(?:por fin|al fin|finalmente) (?:estoy )?(?:en paz|tranquil[oa])|en paz con (?:mi|la) decision",
    "(?:perdon|lo siento|perdonenme|perdonadme|perdoname) por todo(?= ?$| (?:los quiero|os quiero|te quiero|mama|papa|a todos))",
  ],
  plan: [
    "(?:ya tengo|elegi|escogi|fije|he elegido|he fijado) (?:una |la )?fecha(?! (?:de|del|para (?:el|la|mi) (?:examen|boda|cita|entrega|viaje|mudanza|operacion|juicio|fiesta)))",
    "(?:elegi|escogi|he elegido|ya tengo) (?:el|un) (?:puente|edificio|metodo)|(?:elegi|escogi|he elegido|ya tengo) (?:el|un) (?:dia|sitio|lugar|momento) (?:para hacerlo|para irme|donde lo voy a hacer|donde hacerlo)",
    "(?:juntando|he juntado|junte|guardando|he guardado|acumulando|he acumulado|acumule|ahorrando|escondiendo|he escondido|contando|conte|reuniendo|almacenando|tengo guardad[oa]s|tengo escondid[oa]s|tengo acumulad[oa]s|llevo (?:[a-z0-9]+ )?(?:meses|semanas|dias) (?:guardando|juntando|acumulando)|guardo(?= (?:las |mis |unas )?(?:pastillas|pills|medicaments|pildoras|comprimidos)(?: [a-z]+){0,4} desde hace)) (?:las |mis |unas |varias |muchas |suficientes |bastantes |todas las |todas mis |una |un |el |la )?(?:pastillas|pills|pastis|pildoras|comprimidos|capsulas|medicaments|medicinas|remedios|somniferos|calmantes|antidepresivos|ansioliticos|tranquilizantes|paracetamol|ibuprofen|insulin|rivotril|clonazepam|cuerda|soga|cuchillas|cuchilla|navaja|hojas de afeitar|veneno|raticida|matarratas|pistola|arma|balas)",
    "(?:compre|he comprado|comprando|consegui|he conseguido) (?:una |la |un |el |unas |las )?(?:cuerda|soga|veneno|raticida|matarratas|pistola|arma|balas|carbon|helio)(?! (?:para|pa) (?!(?:hacerlo|morir|matarme|ahorcarme|colgarme|acabar|suicidarme)))",
    "(?:compre|he comprado|consegui|he conseguido) (?:varias |muchas |todas las |un monton de |(?:[2-9]|dos|tres|cuatro|cinco) cajas de |cajas de |suficientes )(?:pastillas|pills|medicaments|medicinas|pildoras|comprimidos|somniferos|calmantes|paracetamol|ibuprofen)",
    "(?:las |mis )?(?:pastillas|pills|medicaments|pildoras|comprimidos|cuerda|soga|cuchillas|pistola) (?:ya )?(?:estan|esta) (?:listas?|preparad[oa]s?|contadas|escondid[oa]s|en (?:mi|el|la) (?:cajon|mochila|bolso|mesa|cuarto|armario))",
    "(?:que|para que) parezca (?:un )?accidente|sin que parezca (?:a proposito|intencional)|que parezca natural|no fue un accidente",
    "(?:ya )?lo tengo (?:todo )?decidido(?= ?$)|ya lo (?:he )?decidid?o?(?= ?$)|mi decision esta tomada|ya esta decidido(?= ?$)|ya tome la decision(?= ?$)|se donde (?:guarda|esconde|tiene) (?:mi (?:padre|madre|papa|mama|abuelo|abuela)|el|ella) (?:la pistola|el arma|las pastillas|los medicamentos|la llave)|(?:deje|he dejado|dejo) de tomar (?:mi |mis |la )?(?:insulin|medicacion|medicaments|pastillas) (?:para|a proposito|aposta|adrede)",
    "(?:busque|busco|buscando|he buscado|investigue|investigando|googlee|googleando|lei sobre|mirando|mire|he mirado|calculando|calcule|consultando) (?:en internet |en google )?(?:cuant[oa]s (?:pastillas|pills|medicaments|pildoras|comprimidos|pisos)|la dosis (?:letal|lethal|mortal)|que dosis|metodos|formas de (?:morir|matarme|suicidarme)|maneras de (?:morir|matarme|suicidarme)|como (?:morir|matarme|suicidarme|ahorcarme|hacer un nudo|cortarme las venas))",
  ],
  // A way of dying as an act (with a means or a place it is "c:act").
  act: [
    "tirarme|tirarse|me tiro(?! (?:al sofa|a la cama|en la cama|a dormir))|me tiraria|lanzarme|me lanzo|aventarme|me avento|arrojarme|me arrojo|botarme|saltar(?! (?:la cuerda|a la comba|en paracaidas|de alegria|la valla|el muro))|dar un paso (?:al frente|adelante|al vacio)|no dar (?:un )?paso atras|girar el volante|dar un volantazo|volantazo|estrellar(?:me)? (?:el coche|el carro|el auto|contra)|meter el (?:coche|carro|auto) (?:contra|debajo)|cruzar(?:me)? sin mirar|meterme (?:en el|al) (?:mar|rio|lago|agua) (?:y no salir|hasta)|caminar (?:hacia|hasta) (?:el )?(?:mar|agua) (?:y no|hasta)|asomarme (?:a|al|por)",
  ],
  // Not being here for long: "no voy a llegar a Navidad", "para cuando leas esto".
  nothere: [
    "no (?:creo que )?(?:voy a|vaya a) (?:llegar|estar|seguir)(?: viv[oa]| aqui)? (?:a|hasta|para) (?:navidad|mi cumpleanos|ano nuevo|el ano que viene|fin de ano|el verano|los [0-9]+|el lunes|manana)|no (?:llegare|creo que llegue) a (?:navidad|mi cumpleanos|fin de ano|ano nuevo|los [0-9]+)|no (?:estare|voy a estar) (?:aqui|por aqui) (?:mucho tiempo|mucho mas|para (?:navidad|mi cumpleanos|entonces))",
    "(?:para cuando|cuando) (?:leas|lean|leais|encuentres|encuentren|veas|vean|leais) esto|ya no (?:estare|voy a estar) (?:aqui|para (?:ti|ustedes|vosotros))",
  ],
  // The writer gone ("sin mí": not "sin mi móvil").
  gone: [
    "sin mi(?= ?$| (?:estarian|estaran|estaria|estarias|seria|serian|sera|seran|todos|todo|todas|les|le|nadie|mi familia|mis|ellos|ella|el|y|vivirian|van|iria|irian|la vida|el mundo|tambien|igual))|si (?:yo )?no (?:estuviera|estuviese|existiera|existiese|estoy)|si (?:me muero|me muriera|muriera|me muriese|desapareciera|desaparezco|me voy para siempre|me mato|me matara)|cuando (?:ya )?no (?:este|exista)|cuando me haya ido|(?:una vez|cuando) (?:me vaya para siempre|este muert[oa]|me muera)|yo muert[oa]",
  ],
  // Others fine without the writer.
  okay: [
    "bien|mejor|mejores|mas felices|mas feliz|mas tranquil[oa]s?|mas facil|aliviad[oa]s?|un alivio|un descanso|nadie (?:lo )?notaria|nadie se daria cuenta|(?:a )?nadie le importaria|no le importaria a nadie|seguirian (?:igual|con su vida|adelante)|lo superarian|no pasaria nada|daria igual|da igual|no importaria|no cambiaria nada|me echarian de menos|me extranarian",
  ],
  // Places people die from (with an act).
  place: [
    "anden|vias|via del tren|metro|subte|tren|trenes|puente|viaducto|azotea|tejado|techo|balcon|ventana|cornisa|barandilla|baranda|borde|precipicio|acantilado|barranco|risco|mar|rio|lago|presa|pantano|autopista|carretera|trafico|coches|carros|camion|camiones|autobus|colectivo|micro|ultimo piso|(?:[0-9]+o?|quinto|sexto|septimo|octavo|noveno|decimo) piso|agua",
  ],
  // A question: its word first ("cuántas", "qué", "se puede"), or marked anywhere ("?", "hipotéticamente").
  ask: [
    "como|que|q|cual|cuales|cuanto|cuanta|cuantos|cuantas|cuant|donde|cuando|se puede|puedo|podria|puede|seria|serian|funciona|funcionaria|si|alguien sabe",
  ],
  query: [
    "\\?|alguien sabe|sabe alguien|saben si|sabeis si|hipoteticamente|en teoria|teoricamente|pregunto por|por curiosidad|pura curiosidad|solo curiosidad|es para un amigo|pregunto para un amigo|si alguien|si una persona|me pregunto|me preguntaba",
  ],
  // What makes a question about means dangerous.
  lethal: [
    "morir|muere|muerte|muerto|matar|mata|mataria|letal|lethal|mortal|fatal|suficiente|suficientes|bastante|bastantes|demasiad[oa]s?|sobredosis|sobrevivir|sobrevive|sobreviviria|doloroso|dolorosa|duele|dolor|sin dolor|indoloro|indolora|mas rapido|mas rapida|mas facil|mas seguro|mas efectivo|mas efectiva|mejor forma|mejor manera|mejor metodo|parar el corazon|pare el corazon|se pare el corazon|desangrarse|desangrarme|para siempre|permanente|no despertar|desmayarse|perder el conocimiento|inconsciente|ahogarse|ahogarme|hace falta|hacen falta|harian falta|haria falta|cuanto tarda|cuanto tiempo tarda|que pasa si|que le pasa al cuerpo|sin receta|sin que (?:pregunten|te pregunten|nadie se de cuenta)|aguanta (?:el )?peso|aguantaria|lo suficientemente (?:alto|alta|hondo|fuerte|fria)|funciona|funcionaria|sin vuelta atras|no tener vuelta atras",
  ],
  // An attempt under way: alone it is imminent.
  underway: [
    "(?:coche|carro|auto|motor) (?:esta )?(?:encendido|prendido|en marcha) (?:en|dentro del) (?:el )?garaje|manguera (?:en|del|desde el) (?:tubo de )?escape",
    "(?:sentad[oa]|de pie|parad[oa]) (?:en|sobre) (?:el borde|la cornisa|la barandilla|el pretil|la baranda|el filo) (?:del|de la) (?:puente|azotea|edificio|precipicio|acantilado|anden|tejado|ventana|balcon|terraza|viaducto|barranco)|estoy (?:en|al) (?:el )?borde (?:del|de la) (?:puente|azotea|edificio|precipicio|acantilado|anden|tejado)",
    "(?:las tengo|tengo las pastillas|tengo los comprimidos|tengo las pills) en la mano|(?:pastillas|comprimidos|pills) en la mano|en la banera con (?:una|la|un|el|las) (?:cuchilla|cuchillas|navaja|cuchillo)",
    "(?:la )?(?:cuerda|soga) (?:ya )?(?:esta )?(?:atada|colgada|lista|puesta) (?:al|alrededor de mi|en mi) cuello|(?:cuerda|soga) alrededor de mi cuello|con la pistola (?:en la cabeza|en la boca|apuntandome)",
  ],
  // Self-harm said so plainly it needs nothing else.
  shself: [
    "autolesion\\p{L}*|me autolesiono|me autolesione|autolesionarme|(?:hacerme|me hago|me hice|me hacia|haciendome) dano (?:a proposito|adrede|aposta|de proposito)|me castigo (?:sin comer|no comiendo|haciendome|cortandome|quemandome)|castigarme (?:sin comer|no comiendo|haciendome)",
    "(?:tapo|escondo|ocultar|oculto|tapar|esconder|escondiendo|tapando) (?:mis |las )?(?:cicatrices|cortes|heridas|quemaduras)|(?:cicatrices|cortes|heridas) (?:todavia |aun )?(?:frescas|frescos|nuevas|nuevos|abiertas|abiertos)",
    "volvi a (?:la cuchilla|las cuchillas|cortarme|hacerme dano|lastimarme|autolesionarme)|recai (?:otra vez|de nuevo|con (?:las cuchillas|la cuchilla|el cuter|el cutter))|me arranco el pelo|arrancarme el pelo",
    "me (?:pego|doy|daba|pegaba) (?:punetazos|golpes|cabezazos|punos) (?:en|contra)|darme (?:punetazos|golpes|cabezazos) (?:en|contra)",
  ],
  // Fear of one's own actions.
  selffear: [
    "(?:miedo|terror|panico) (?:de|a) (?:lo que (?:pueda|podria|puedo|soy capaz de|seria capaz de) hacer(?:le|les|me)?|hacerle (?:dano|algo)|perder el control|volver a hacerlo|hacerlo otra vez|hacerme algo|mi mism[oa])|me (?:da|dan) miedo (?:lo que (?:pueda|podria|soy capaz de) hacer(?:le|les|me)?|hacerle (?:dano|algo)|perder el control|hacerme algo)|no me fio de mi mism[oa]|temo (?:lo que (?:pueda|podria) hacer|hacerle dano|perder el control)|me asusta lo que (?:pueda|podria|soy capaz de) hacer",
  ],
  time: [
    "esta noche|hoy|hoy mismo|hoy en la noche|hoy a la noche|manana|pasado manana|este finde|este fin de semana|el finde|el fin de semana|esta semana|esta tarde|esta madrugada|la semana que viene|la proxima semana|pronto|muy pronto|a medianoche|de madrugada|en la madrugada|ahora|ahora mismo|ahorita|en un rato|en unas horas",
    "(?:el|este|esta|el proximo) (?:lunes|martes|miercoles|jueves|viernes)|sabado|domingo|(?:el|este) (?:dia )?(?:[1-9]|[12][0-9]|3[01]) de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)",
    "en (?:[0-9]+|una|un par de|dos|tres|unas) (?:horas|hora|minutos|dias)|a las [0-9]+|de las [0-9]+|a la una|en mi cumpleanos|el dia de mi cumpleanos|en navidad|en nochebuena|en ano nuevo|en nochevieja|a fin de mes|fin de ano",
    "cuando (?:todos|todo el mundo|mis padres|mis viejos|mi familia|ellos|el|ella|mi marido|mi pareja|mi esposa|mi esposo) (?:se duerman|se duerma|esten dormidos|este dormid[oa]|se vayan|se vaya|salgan|salga|no esten|no este)|antes de (?:que|q) (?:vuelvan|vuelva|lleguen|llegue|amanezca)",
  ],
  means: [
    `${PILLS}|toda la caja|la caja entera|todo el bote|el bote entero|el frasco entero|todo el frasco|un blister`,
    `${POISON}|cuerda|soga|horca|nudo corredizo|cinturon|puente|viaducto|azotea|balcon|edificio|ultimo piso|precipicio|acantilado|barranco|vias del tren|las vias|anden|tren|metro|pisos|(?:que|cual|cuantos|del|desde el) piso|ultimo piso|(?:[0-9]+o?|quinto|sexto|septimo|octavo|noveno|decimo) piso|altura|pistola|arma|escopeta|revolver|balas|cuchilla|cuchillas|navaja|hoja de afeitar|monoxido|helio`,
  ],
  sh: [
    "cortarme|cortandome|me corto|me corte|me cortaba|me he cortado|me cortare|(?<=me (?:volvi|vuelvo|he vuelto|volvere|volvia) a )cortar|(?:me hago|me hice|me hacia|hacerme|haciendome|tengo|los|mis) (?:cortes|cortadas|cortaduras)|cutting",
    "autolesion\\p{L}*|me autolesiono|autolesionarme|lastimarme|lastimandome|me lastimo(?! (?:el|la|los|las|un|una|en|con|al|jugando))|me lastime(?! (?:el|la|los|las|un|una|en|con|al|jugando|entrenando))|me lastimaba|hacerme dano|me hago dano|me hice dano|me hacia dano|haciendome dano",
    "quemarme(?! (?:con el sol|en la playa|al sol))|(?:me quemo|me queme|me quemaba|quemandome)(?= (?:a proposito|adrede|con (?:el |un |una |la )?(?:cigarro|cigarrillo|mechero|encendedor|cerillo|cerilla|fosforo)))|aranarme|me arano|me arane|rasgunarme|me rasguno|me rasgune|rascarme hasta|me rasco hasta|golpearme|darme golpes|me doy golpes|me daba golpes|darme cabezazos|me doy cabezazos|morderme|me muerdo|pellizcarme|castigarme",
    "recai|recaida|he recaido|provocarme el vomito|me provoco el vomito|vomitar a proposito|matarme de hambre",
  ],
  body: [
    "el brazo|los brazos|brazo|brazos|mi brazo|mis brazos|muneca|munecas|mis munecas|muslo|muslos|pierna|piernas|mis piernas|la piel|mi piel|piel|barriga|panza|estomago|vientre|cadera|caderas|tobillo|tobillos|antebrazo|antebrazos|cicatriz|cicatrices|heridas|herida|marcas|venas|mas profundo|profundo|hondo|mas hondo",
    // What marks the act as deliberate: "hasta sangrar", "a propósito", "con una cuchilla".
    "hasta sangrar|hasta que (?:me )?sangr\\p{L}+|hasta hacerme sangre|hasta dejar marca|contra la pared|contra el suelo|a proposito|adrede|aposta|de proposito|queriendo|con (?:un|una|el|la|unas|las|mi) (?:cuchilla|cuchillas|navaja|cuter|cutter|hoja de afeitar|sacapuntas|compas|mechero|encendedor|cigarro|cigarrillo)",
  ],
  violence: [
    // Violence whoever it is done to.
    "violacion|violada|violado|violador|abuso sexual|abusos sexuales|abusaron de mi|abus\\p{L}* de mi(?! (?:confianza|paciencia|bondad|tiempo|amabilidad|generosidad|buena fe))|abus\\p{L}* de (?:ella|el|mi hija|mi hijo|la nina|el nino|los ninos)|me (?:obliga|obligo|obligaba) a (?:tener sexo|acostarme|hacer cosas)|me forzo|me forzaba",
    "golpiza|golpizas|paliza|palizas|a golpes|moreton|moretones|moraton|moratones|(?:un|unos|los|lleno de|llena de|con) morados|cardenales|hematomas?|marcas de (?:dedos|golpes|manos|cinturon|correa)|ojo morado|labio partido|bofetadas?|cachetadas?|sopapos?|tortazos?|guantazos?|punetazos?|empujones|empujon|correazos|cinturonazos|cintarazos|con el cinturon|con la correa|con el cinto|madrazos?|chingadazos?|trompadas?|conazos?",
    // Kicks, not the baby kicking in the womb.
    "a patadas|(?<!(?:bebe|barriga|panza|tripa|vientre)(?: [a-z]+){0,2} )(?:me|le|les|nos|te) (?:da|dio|daba|dieron|pego|pegaba) (?:una |unas |dos |varias )?patadas?",
    "maltrato|maltratos|maltratador|maltratadora|agresion|agresiones|agresor|pone la mano encima|puso la mano encima|ponerme la mano encima|me levanta la mano|me levanto la mano",
    "(?:golpeando|aporreando|pateando|tirando) la puerta|(?:va a|quiere) (?:tirar|romper|echar abajo) la puerta|(?:golpea|golpeo|pega|pego) (?:la pared|la puerta|la mesa) (?:al lado|junto|cerca)",
    // Hurting verbs with their victim: "me pega", "le pega al niño", "sacudió al bebé".
    `(?:me|nos|le|les|lo|los) (?:${HITS})`,
    `(?:${HITS}) (?:a|al) (?:mi|mis|los|las|la|el|su|sus|ninos|nino|nina|bebe|hijo|hija|hermanito|hermanita|mama|madre)`,
    "le pegue|le pego|les pego|le pegaba|les pegaba|le di una paliza|le di un golpe|le di una bofetada|le di una cachetada|sacudi al bebe|zarandee al bebe|lo sacudi|la sacudi|lo zarandee|la zarandee|lo empuje|la empuje",
  ],
  control: [
    "(?:me )?(?:revisa|revisaba|reviso|lee|leia|controla|controlaba|vigila|vigilaba|checa|checaba|esculca|esculcaba|mira|miraba) (?:todo |todos |todas )?(?:mi|mis) (?:celular|movil|telefono|cel|whatsapp|whats|wasap|mensajes|chats|correo|correos|redes|instagram|facebook|cuenta del banco|cuentas|ubicacion)|me (?:revisa|revisaba|reviso|esculca|esculcaba|checa) (?:el|los|las) (?:celular|movil|telefono|cel|whatsapp|mensajes|chats|correo|redes)",
    "(?:me pide|me pidio|me exige|me exigio|me obliga a darle|me obligo a darle|cambio) (?:todas )?(?:mi|mis|las) (?:contrasena|contrasenas|clave|claves|pin)",
    "(?:me )?(?:quita|quito|quitaba|se queda con|se quedaba con|controla|controlaba|administra|me retiene|retiene) (?:todo )?(?:el|mi|mis|la|los) (?:dinero|sueldo|salario|paga|nomina|tarjeta|tarjetas|pasaporte|dni|documentos)",
    "no me (?:deja|dejaba|permite) (?:ver a|hablar con) (?:mi familia|mis padres|mi madre|mi mama|mis amigas|mis amigos|nadie)|no me (?:deja|dejaba|permite) (?:trabajar|tener (?:dinero|amigos|amigas)|salir de casa(?! (?:hoy|este|esta|manana|de noche|por la noche))|ver a nadie|hablar con nadie)|me prohibe (?:ver a|hablar con|trabajar)",
    "(?:me )?(?:controla|controlaba) (?:todo|lo que|con quien|a donde|adonde|donde|como me visto|mi ropa|mi vida|mis salidas|cada)|tengo que pedirle permiso (?:para|pa) todo|me tiene (?:encerrad[oa]|aislad[oa])|me encierra en casa",
    "me rastrea|me rastreaba|rastrea mi (?:celular|movil|telefono|ubicacion)|me obliga a compartir (?:mi|la) ubicacion|me puso un localizador",
    "(?:publicar|subir|mandar|pasar|difundir|ensenar|compartir|filtrar) (?:mis|las) (?:fotos|videos) (?:intimas|intimos|desnuda|desnudo|sin ropa)|(?:publicar|subir|difundir|filtrar|pasar|ensenar) (?:mis )?(?:packs|nudes)|mis (?:fotos|videos) intim[oa]s",
  ],
  threat: [
    "me amenaza|me amenazo|me amenazaba|me amenazan|me amenazaron|amenazas|amenaza con|amenazo con|amenazaba con|amenazandome|amenazas de muerte",
    "(?:dijo|dice|decia|ha dicho|grito|jura|juro|amenazo) que (?:si [a-z ]{1,30} )?(?:me |nos |te )?(?:va a |iba a )?(?:matar(?:me|nos)?|mataria|matara|pegar(?:me)?|pegaria|hacer(?:me)? dano|destrozar(?:me)?|arruinar(?:me)?|quitar(?:me)? (?:a )?(?:los ninos|mis hijos|la custodia)|buscar(?:me)?|encontrar(?:me)?|se (?:va a matar|mata|mataria|suicida))",
    "(?:te|me|se) (?:vas|voy|va) a arrepentir|me las vas a pagar|me la vas a pagar|me las va a pagar|me la va a pagar|acabar conmigo|me va a matar(?! de| del)|me mataria|me matara|me va a pegar|me va a hacer dano|me va a lastimar|me va a buscar|me va a encontrar",
    "quitarme a (?:los ninos|mis hijos|mi hijo|mi hija|la nina|el nino|los crios)|se va a llevar a (?:los ninos|mis hijos|mi hijo|mi hija)|nunca (?:volveras|vas a volver|volvere) a ver a|terminar lo que empezo",
    "si (?:lo|la) dejo (?:me|se|va|nos)|si me separo|si me voy(?= de casa| con| lejos| de su lado| ?$)|si (?:lo|la) denuncio|si (?:le|se lo) cuento a alguien|si (?:le )?digo algo(?= (?:me|se|va|nos|el|ella))|si hablo(?= ?$| (?:me|se|va|nos))|si abro la boca|si alguien se entera|se mata si|se suicida si",
  ],
  escape: [
    "refugio(?! (?:de (?:montana|animales|pesca)|antiaereo|nuclear))|casa de acogida|casa refugio|centro de acogida|albergue (?:para|de) mujeres|orden de alejamiento|orden de proteccion|orden de restriccion|medida de proteccion|medidas de proteccion|perimetral|prohibicion de acercamiento|boton antipanico",
    "poner (?:una )?denuncia (?:contra|a) (?:el|ella|mi (?:pareja|novio|marido|ex|esposo|padre|padrastro))|(?:llamar|llame) al (?:016|144|155)|el 016|linea 144",
    "(?:borrar|borro|borre|borrando) (?:el|mi|todo el) historial (?:para que|por si|antes de que)|(?:borrar|borro|borre) (?:esta conversacion|este chat|estos mensajes) (?:para que|por si|antes de que)",
    "(?:es|sera|esto es|es esto) seguro (?:escribir|hablar|usar|contar)|si (?:el|ella) (?:ve|lee|encuentra|revisa|descubre|viera|leyera) (?:esto|este chat|esta app|esta conversacion|lo que escribo)",
    "(?:que|q) (?:me )?(?:debo|deberia|tengo que|necesito) (?:llevar|llevarme|meter en la maleta|empacar) (?:si|para) (?:me voy|irme|escapar|huir|salir de casa)|(?:hacer|hice|preparar|prepare|tengo lista|tengo preparada) (?:la|una|mi) (?:maleta|mochila|bolsa) (?:para escapar|a escondidas)",
    "escaparme (?:de casa|de el|de ella|con los ninos|con mis hijos)|huir (?:de casa|de el|de ella|con los ninos|con mis hijos)|irme de casa (?:con los ninos|con mis hijos|sin que (?:se entere|lo sepa))|guardar pruebas de (?:los golpes|lo que me hace|sus mensajes|las amenazas)|fotos de los (?:golpes|moretones|morados)",
  ],
  fear: [
    "(?:le|les) tengo (?:mucho |tanto )?(?:miedo|panico|terror|pavor)|tengo (?:mucho |tanto )?(?:miedo|panico|terror|pavor) (?:de|a) (?:el|ella|ellos|mi|lo que|que me|que (?:el|ella)|que vuelva|que llegue)|me da (?:mucho )?(?:miedo|panico|terror) (?:el|ella|mi|volver|llegar|ir a casa|lo que|que (?:me|vuelva|llegue))",
    "miedo (?:de|a) (?:volver|llegar|ir) a casa|no quiero volver a casa|aterrad[oa]|aterrorizad[oa]|me aterra|me aterroriza|temo (?:por mi vida|que me|lo que)|le temo|tiemblo cuando|me pongo a temblar|me escondo de|escondid[oa] (?:de|en el bano|en mi cuarto)|pisando huevos|caminando sobre (?:cascaras de huevo|vidrios)|con pies de plomo",
  ],
  neglect: [
    "no (?:le|les|me|nos) (?:da|dan|daba|daban|dio|dieron) (?:de comer|comida)|sin comer (?:desde|en todo|todo el dia|dias|hace)|no (?:ha|han) comido (?:en|desde|nada)|pasa hambre|pasan hambre|pasamos hambre|pasaba hambre|no hay comida",
    "(?:lo|la|los|las|me|nos|le|les) (?:deja|dejan|dejaba|dejaban|dejo|dejaron) (?:sol[oa]s?|encerrad[oa]s?|afuera|fuera|en la calle) (?:todo el dia|toda la noche|dias|horas|el fin de semana|en casa|sin)|(?:lo|la|los|las|me|nos) (?:encierra|encierran|encerraba|encerro|encerraron) (?:en|fuera|afuera)|dormir (?:en el coche|en el carro|en la calle|afuera|fuera)",
    "nuestro secreto|nuestro secretito|no se lo (?:digas|cuentes) a (?:tu (?:mama|madre|papa|padre)|tus padres)|un juego especial|juego secreto|nuestro juego",
    "(?:me|te|le|les) (?:pide|pidio|pedia|manda|mando|mandaba) (?:fotos|fotitos|videos|packs|nudes)|fotos (?:sin ropa|desnud[oa]s?|en ropa interior|en bikini|en calzones)|me escribe a escondidas|soy su favorit[oa]|mas madur[oa] (?:para su edad|que las|que los)",
    "(?:le|me|la|lo|les) (?:toca|toco|tocaba|tocan) (?:ahi abajo|sus partes|mis partes|sus partes intimas|mis partes intimas|donde no)|la almohada (?:en|sobre) (?:su|la) cara|no (?:lo|la|los|las|me) (?:lleva|llevan|llevaba) al medico|(?:dice|dijo) que (?:ojala|ojala que) no (?:hubiera|hubiese) nacido|(?:dice|dijo) que (?:soy|fui) un error",
  ],
  now: [
    "ahora|ahora mismo|ahorita|en este momento|en este instante|justo ahora|ya mismo|mientras (?:te )?escribo|esta noche",
    "esta (?:aqui|aca|abajo|arriba|afuera|fuera|en la puerta|en la sala|en la cocina|tocando la puerta|golpeando la puerta|aporreando la puerta)|(?:golpeando|aporreando|pateando) la puerta|gritando (?:afuera|fuera|en la puerta|detras de la puerta)",
    "viene (?:para aca|para aqui|de camino|en camino|hacia aca)|ya viene|esta llegando|esta por llegar|va a volver|vuelve en|llega en|en (?:una|un par de|dos|unas|[0-9]+) horas?|en (?:[0-9]+|unos|diez|cinco) minutos|antes de que (?:vuelva|llegue)|encerrad[oa] en (?:el bano|mi cuarto|la habitacion)",
  ],
  harm: [
    "(?<!me )(?:matar|asesinar|apunalar|acuchillar|degollar|estrangular|envenenar|balear|balacear|descuartizar|torturar)(?:lo|la|los|las|le|les)?(?! (?:el tiempo|el rato|el hambre|la sed|el aburrimiento|la curiosidad|dos pajaros|mosquitos?|moscas?|cucarachas?|bichos|hormigas|el gusanillo))",
    "(?:golpear|lastimar|herir|atropellar|ahorcar|apalear)(?:lo|la|los|las|le|les)",
    "dispararle|dispararles|pegarle un tiro|meterle un tiro|clavarle (?:un|el) cuchillo|meterle una punalada|darle una paliza|darles una paliza|partirle la cara|romperle la cara|partirle la madre|romperle la madre|reventarle la cara|hacerle dano|hacerles dano|hacerle pagar|hacerles pagar|vengarme|que sufra|que sufran|hacerle sufrir|quemar(?:le|les) (?:la casa|el coche|el carro)|quemarlo vivo|quemarla viva|acabar con (?:ella|ellos|ellas|ese tipo|esa tipa)|borrarlo del mapa|cargarmelo|cargarmela|que se muera|que se mueran",
  ],
  target: [
    "a ese|a esa|a esos|a esas|a todos|a todas|a toda esa gente|a esa gente|a los que|a las que|a todo el mundo|a alguien|a cualquiera|a la gente",
    "(?:ese|esa|aquel|aquella) (?:tipo|tipa|cabron|cabrona|hijo de puta|hija de puta|imbecil|idiota|wey|guey|pendejo|pendeja|boludo|boluda|gilipollas|desgraciado|desgraciada|maldito|maldita|perra|zorra|puta|cerdo|mamon)",
    "(?:a (?:mi|el|la)|al) (?:jefe|jefa|ex|exnovio|exnovia|padrastro|padre|madre|pareja|novio|novia|marido|esposo|esposa|mujer|vecino|vecina|companero|companera|profe|profesor|profesora|hermano|hermana|suegra|suegro|cunado|abusador|acosador|violador|bully|agresor)|todos ellos|toda la clase|toda la oficina|a (?:mis|los) (?:companeros|compas|compis) de (?:clase|trabajo|curro)",
    // The pronoun is the target: "matarlo", "hacerle daño", "lo voy a matar".
    "(?:matar|asesinar|apunalar|acuchillar|estrangular|envenenar|ahorcar|lastimar|herir|golpear|atropellar|degollar|torturar|apalear)(?:lo|la|los|las|le|les)|dispararle|hacerle dano|hacerles dano|darle una paliza|partirle la cara|romperle la cara|(?:lo|la|los|las|le|les)(?= (?:voy a|vamos a|quiero|kiero|pienso|mataria|matare|mato|quisiera))",
  ],
  weapon: [
    "pistola|pistolas|arma|armas|revolver|escopeta|rifle|fusil|balas|municion|cuchillo|cuchillos|navaja|navajas|machete|bate de beisbol|un bate|el bate|manopla|puno americano|martillo|bomba|explosivo|explosivos|acido|veneno|raticida|matarratas|lo que (?:traje|llevo|tengo) en (?:la|mi) mochila",
  ],
  took: [
    // Only when pills or a poison follow ("me tomé todas las pastillas"), not "me tomé dos cafés en el tren".
    `(?:me )?(?:tome|he tomado|tomado|trague|me trague|ingeri|he ingerido|me zampe|me pase con) (?:todas|todos|todo|toda|casi todas|el bote|el frasco|la caja entera|toda la caja|todo el bote|todo el frasco|un monton de|muchas|demasiadas|un punado de|media caja|el resto de|doble|triple|[1-9][0-9]+|diez|quince|veinte|treinta|cuarenta|cincuenta|cien)(?=(?: [a-z]+){0,4} (?:${PILLS}))`,
    `(?:me )?(?:bebi|tome|trague|ingeri)(?: (?:una botella|un vaso|un trago|un poco|medio litro|un bote) de)?(?= (?:${POISON}))`,
    "(?:tuve|me di|me hice|me he hecho|me tome|tome) una sobredosis|me sobredosifique|me he pasado con (?:las|los)",
  ],
  emergency: [
    "(?<!(?:ansiedad|panico|nervios|ataque|llorar|llorando|risa)(?: [a-z]+){0,4} )no (?:puedo|puede) respirar(?! (?:de|del|por|con) (?:la |el |tanta |tanto )?(?:risa|ansiedad|panico|calor|nervios|llorar|llanto))|me cuesta respirar|le cuesta respirar|no respira|no esta respirando|dejo de respirar|ha dejado de respirar|se esta ahogando",
    "(?<!(?:un|una|muy|tan|que|eres|es) )inconsciente|perdio el conocimiento|perdi el conocimiento|se desmayo|me desmaye|me estoy desmayando|desmayad[oa]|no (?:se )?despierta (?:aunque|por mas que|y no)|no (?:lo|la|le) (?:puedo|podemos) despertar|no reacciona(?! (?:a (?:mis|los) (?:mensajes|llamadas)|cuando|ante))|se (?:esta poniendo|puso) azul|se esta poniendo morad[oa]|labios (?:morados|azules)|convulsion(?:es)?|convulsionando|esta convulsionando",
    "vomitando sangre|vomito sangre|vomita sangre|no para de sangrar|no deja de sangrar|sangra mucho|esta sangrando mucho|charco de sangre|dolor en el pecho|me duele (?:mucho )?el pecho|no siento (?:la cara|el brazo izquierdo|medio cuerpo)",
  ],
};
