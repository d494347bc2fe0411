// Warning signs written from the clinical lists, not from any message: 988's and Samaritans' signs
// of suicide (a date chosen, affairs put in order, possessions given away because they "won't be
// needed", apologies and goodbyes, a sudden calm or "being ready", someone else talking about
// killing themselves), the FAST signs of a stroke and the signs of a heart attack (NHS), and what
// makes a self-harm word harmless (a recovery milestone). Added to each language's concept words
// (concepts-xx.ts); the combinations are in ../concepts.ts.
import type { SafetyLanguage } from "#shared/schemas/safety.ts";
import type { ConceptWords } from "../concepts.ts";

const NUM_EN = "[0-9a-z]+|one|two|three|four|five|six|seven|eight|nine|ten|a|an";

export const SIGN_WORDS: Record<SafetyLanguage, ConceptWords> = {
  en: {
    date: [
      "(?:picked|chosen|chose|set|decided on|fixed) (?:the|a|my) (?:date|day)(?! (?:for|of|with|to|at) )|(?:got|have|ive got) (?:the|a|my) (?:date|day)(?! (?:for|of|with|to|at|tomorrow|tonight|this|next|later|on|off|out|and|lol|haha|since) )",
      "(?:the|my) (?:date|day) is (?:set|picked|chosen|decided)",
      "(?:its|it is|its all) (?:decided|settled)(?! (?:that|we|on (?:the|a) (?:venue|name|restaurant|holiday)))",
      "(?:ive|i have|i) made (?:my|the) decision",
    ],
    noneed: [
      "(?:wont|will not|wont be|will not be|not going to|dont|do not) (?:be )?need(?:ing)? (?:them|it|those|these|any of (?:it|this|them)|my [a-z]+|anything) (?:anymore|any more|anyway|where im going|after)",
      "(?:wont|will not) be needing (?:them|it|those|these|any of)",
      "where im going i (?:wont|dont) need",
    ],
    gave: ["gave|given|giving|give away|handed (?:over|down)|sold|left (?:her|him|them) my"],
    apology: [
      "(?:im|i am) (?:so )?sorry (?:mum|mom|mam|dad|mummy|daddy|everyone|guys|for everything|for all of this|to everyone)",
      "(?:none of this is|this isnt|this is not|its not|it is not|it was never|this was never) your fault",
      "please (?:forgive me|dont be sad|dont cry|dont blame yourself)",
      "forgive me",
      "i love you all|tell (?:them|my [a-z]+|everyone) (?:that )?i love(?:d)? (?:them|her|him|you)",
    ],
    ready: [
      "(?:im|i am|i feel) (?:finally )?ready(?: now)?(?! (?:for|to) )",
      "(?:i think |i know )?(?:its|it is) time(?! (?:for|to) )",
      "(?:im|i am|i feel) (?:finally )?(?:at peace|calm now|so calm)",
      "(?:ive|i have) made (?:my )?peace",
    ],
    otherkill: [
      "(?:kill|killing|kills|hurt|hurting|hang|hanging|end|ending|harm|harming) (?:herself|himself|themselves|themself)",
      "(?:end|ending|take|taking|took) (?:her|his|their) (?:own )?life",
      "see you on the other side",
    ],
    inhand: [
      "in my hand|in my hands|right here in front of me|in front of me|next to me|on my lap|holding (?:it|them|the [a-z]+) now",
    ],
    plan: [
      "(?:put|set|kept|keeping|putting|setting) (?:my |the |some |a few |all my |all the )?(?:sleeping )?(?:pills|tablets|meds) (?:aside|away|by)",
    ],
    farewell: [
      "(?:wrote|written|writing) my (?:own )?(?:eulogy|obituary|will)|see you on the other side|last goodbye|if anyone reads this|whoever reads this|whoever finds this",
    ],
    burden: [
      "(?:im|i am|i feel like|i feel) (?:just |only |such |nothing but )?(?:a burden|in (?:the|everyones) way|a waste of space|a drain on everyone)|(?:everyone|they|my family|you) (?:would be|are|d be) better off without me|i (?:only|just) (?:make|made) things worse for everyone",
    ],
    time: [
      "after (?:my|her|his|their|the) (?:[a-z]+s )?(?:birthday|wedding|exams?|christmas|holiday|party|graduation)|once (?:the|my) (?:kids|exams|holidays) (?:are|is) (?:over|done|back)",
    ],
    emergency: [
      // NHS "call 999" red flags: anaphylaxis, asthma not helped by the inhaler, heart-attack pain that spreads,
      // a hypo, bleeding in pregnancy, a rash that does not fade, a baby working hard to breathe.
      "(?:throat|tongue|lips) (?:is |are |feels |feel )?(?:swelling|swollen|swelled|closing)(?: up)?|face (?:is )?(?:swelling|blowing|puffing) up|(?:allergic reaction|anaphyla[a-z]+)|(?:needs?|use|used|where is|cant find) (?:his|her|my|the|their) epi ?pen",
      "lips (?:are |look |went |turned |turning |going )?(?:blue|grey|gray|purple)|ribs (?:are )?(?:sucking|pulling|caving) in|gasping for (?:air|breath)|(?:inhaler|pump|puffer) (?:isnt|is not|not|doesnt|does not|wont|aint) (?:working|helping|doing anything)",
      "pain (?:in|down|spreading to|going to|going down) (?:his|her|my|the) (?:left )?(?:arm|jaw)|(?:jaw|arm) (?:and|&) (?:chest|the chest)|chest (?:and|&) (?:jaw|left arm)",
      "(?:blood )?sugar (?:is |reading |dropped to |at )?(?:really |very |so |dangerously )?low(?! (?:carb|calorie|sugar|fat|gi))|(?:having|had|in|going into) a (?:bad |really bad |severe )?hypo(?![a-z])",
      "pregnant(?: [a-z]+){0,5} (?:bleeding|blood)|(?:bleeding|blood)(?: [a-z]+){0,5} (?:im|i am|shes|she is) pregnant|[0-9]+ weeks(?: pregnant)?(?: [a-z]+){0,3} (?:and )?bleeding",
      "rash (?:that )?(?:doesnt|does not|wont|will not|didnt) (?:fade|go away when)|skin (?:is |looks )?(?:blotchy|mottled)(?! (?:from|after) (?:crying|the cold|the sun))",
      "(?:face|mouth|smile) (?:is |has )?(?:drooping|droopy|dropped|drooped|lopsided|crooked|twisted|fallen)(?: on one side)?",
      "slurred speech|slurring (?:his|her|my)? ?words|speech is slurred|(?:talking|speaking) (?:funny|weird|strange|gibberish|all slurred)",
      "cant (?:lift|raise|move) (?:his|her|my|their) (?:left |right )?arm",
      "(?:left )?arm (?:is )?(?:tingling|numb|gone numb)|tingling (?:in|down) (?:my|his|her) (?:left )?arm",
      "chest (?:is |feels )?(?:tight|crushing|heavy|squeezing)|(?:tightness|pressure|crushing pain) in (?:my|his|her) chest",
    ],
  },
  es: {
    date: [
      "(?:ya )?(?:tengo|escogi|elegi|puse|decidi|fije) (?:la |una )?(?:fecha|el dia)(?! (?:de|para|del) )",
      "(?:ya )?(?:esta|está) decidido|(?:ya )?lo (?:tengo|he) decidido|ya tome la decision",
      "(?:la fecha|el dia) (?:ya )?(?:esta|quedo) (?:puesta|fijada|decidida|elegido|decidido)",
    ],
    noneed: [
      "(?:ya )?no (?:los|las|lo|la|me) (?:voy a|va a|van a) (?:necesitar|hacer falta)|ya no (?:los|las|lo|la) necesito|no (?:los|las|lo|la) voy a necesitar (?:mas|ya)",
    ],
    gave: ["regale|regalo|regalando|di mis|le di mis|les di mis|deje mis|vendi|reparti"],
    apology: [
      "(?:lo siento|perdon|perdoname|perdonenme) (?:mama|papa|ma|pa|a todos|por todo)",
      "(?:no es|nada de esto es|no fue) (?:tu|su|vuestra) culpa",
      "perdoname|perdonenme|los quiero a todos|las quiero a todos|los amo a todos|diganles que los quiero",
    ],
    ready: [
      "(?:ya )?estoy list[oa](?! (?:para|pa) )|(?:ya )?es hora(?! de )|ya llego la hora|estoy en paz|me siento en paz",
    ],
    otherkill: [
      "(?:se )?(?:va|quiere|iba|piensa|dijo que se va) a (?:matar|quitar la vida|suicidar)|se (?:quiere|va a) matar|quitarse la vida|se quiere morir|suicidarse",
    ],
    inhand: [
      "en (?:la|mi) mano|en mis manos|aqui (?:conmigo|a mi lado|enfrente|delante de mi)|delante de mi|enfrente de mi|encima de la mesa",
    ],
    plan: [
      "(?:guardando|guarde|junte|juntando|ahorrando|escondi|escondiendo) (?:las |mis |unas |todas las )?(?:pastillas|pastis|pildoras|medicinas)",
    ],
    burden: [
      "(?:solo|nada mas) (?:estorbo|molesto|soy un estorbo)|soy (?:una|un) (?:carga|estorbo|peso)|estarian mejor sin mi|(?:todos|mi familia) (?:estarian|estaria) mejor sin mi",
    ],
    time: ["despues (?:del|de la|de su|de mi) (?:cumple|cumpleanos|boda|navidad|quincena|examen(?:es)?|fiesta)"],
    farewell: [
      "si alguien lee esto|a quien lea esto|quien encuentre esto|(?:escribi|escribiendo) mi (?:propio )?(?:funeral|epitafio|testamento)|nos vemos del otro lado|deje todo (?:organizado|ordenado|arreglado)|(?:tengo|deje) (?:todo|mis cosas) en orden",
    ],
    emergency: [
      "(?:se (?:me|le) )?(?:esta |estan )?(?:hinchando|cerrando) (?:la garganta|la lengua|los labios|la cara)|(?:garganta|lengua|labios|cara) (?:muy )?hinchad[oa]s?|garganta cerrada|reaccion alergica|anafila[a-z]+|(?:la|su|mi) (?:adrenalina|epipen)",
      "(?:labios|unas|boca) (?:morad[oa]s|azules|grises)|se (?:le )?hunden las costillas|(?:el )?(?:inhalador|ventolin|salbutamol|puff) no (?:le |me )?(?:funciona|hace nada|sirve)|respira rapidisimo",
      "(?:dolor|duele) (?:en |de )?(?:el |la )?(?:mandibula|brazo izquierdo)|(?:mandibula|brazo) y (?:el )?pecho|pecho y (?:la )?(?:mandibula|brazo)|sudando frio|sudor frio",
      "(?:azucar|glucosa|glucemia) (?:muy |super )?baja|bajon de azucar|hipoglucemia|(?:tengo|tiene|con) una hipo(?![a-z])",
      "embarazada(?: [a-z]+){0,5} sangr[a-z]+|sangr[a-z]+(?: [a-z]+){0,5} embarazada|[0-9]+ semanas(?: de embarazo)?(?: [a-z]+){0,3} sangr[a-z]+",
      "manchas (?:que )?no (?:desaparecen|se van)|piel (?:con manchas|jaspeada|amoratada)",
      "(?:la )?(?:cara|boca) (?:se le )?(?:cayo|caida|torcida|chueca|ladeada|de lado)",
      "(?:habla|hablando) (?:raro|rara|arrastrado|arrastrando|enredado|enredada|mal)|arrastra (?:las palabras|la lengua)|no puede hablar bien",
      "no puede (?:levantar|mover) el brazo|brazo izquierdo (?:dormido|entumido|entumecido|adormecido|con hormigueo)|hormigueo en el brazo",
      "(?:presion|opresion|aprieto) en el pecho|pecho apretado|me aprieta el pecho",
    ],
  },
  fr: {
    date: [
      "(?:j ai|jai|j|je l ai) (?:choisi|fixe|decide) (?:la date|le jour)(?! (?:de|du|pour) )",
      "(?:c est|cest) decide(?! (?:pour|que) )|ma decision est prise|(?:la date|le jour) est (?:fixe|fixee|choisi|choisie)",
    ],
    noneed: [
      "(?:j en aurai|jen aurai|j en ai|jen ai) plus besoin|je n en aurai plus besoin|(?:ca|cela) ne me servira plus|plus besoin (?:de tout ca|de ca|de mes)",
    ],
    gave: ["donne|donnee|donnes|offert|offerte|j ai donne|jai donne|vendu|distribue"],
    apology: [
      "(?:pardon|desole|desolee|je suis desole|je suis desolee) (?:maman|papa|a tous|pour tout)",
      "(?:ce n est|cest|c est|ce nest) pas (?:ta|votre) faute|rien de tout ca n est (?:ta|votre) faute",
      "pardonnez moi|pardonne moi|je vous aime tous|dites leur que je les aime",
    ],
    ready: [
      "je suis pret(?:e)?(?! (?:a|pour) )|(?:c est|cest) l heure(?! de )|je suis en paix|je me sens en paix|il est temps(?! de )",
    ],
    otherkill: [
      "(?:va|veut|voulait|pense a|parle de) se (?:tuer|suicider|foutre en l air)|se (?:tuer|suicider)|mettre fin a ses jours",
    ],
    inhand: ["dans (?:ma|la) main|dans mes mains|devant moi|a cote de moi|sur la table devant moi"],
    plan: [
      "(?:j ai|jai) (?:mis de cote|garde|stocke|cache|accumule) (?:des |mes |les |assez de )?(?:cachets|comprimes|medocs|pilules|medicaments)",
    ],
    burden: [
      "je (?:suis|ne suis qu) (?:un|une) (?:poids|fardeau|boulet|charge)|je (?:gene|derange|pourris la vie de) tout le monde|(?:ils|elles|tout le monde|ma famille) (?:seraient|serait) mieux sans moi",
    ],
    time: ["apres (?:l anniversaire|le mariage|noel|les examens|la fete|son anniversaire|mon anniversaire)"],
    farewell: [
      "si quelqu un lit ca|si quelquun lit ca|a celui qui lira|(?:j ai|jai) (?:tout range|tout mis en ordre|mis mes affaires en ordre|ecrit (?:a|aux) mes enfants)|(?:ecrit|ecrire) mon (?:eloge funebre|testament)|on se voit de l autre cote",
    ],
    emergency: [
      "(?:gorge|langue|levres|visage) (?:qui )?(?:gonfle|gonflent|enfle|enflent|se ferme|gonflee|gonflees|enflee)|reaction allergique|choc anaphylactique|anaphyla[a-z]+|(?:son|mon|l) (?:epipen|stylo dadrenaline|anapen)",
      "levres (?:qui )?(?:virent|deviennent|sont)? ?(?:bleues|violettes|grises)|(?:virent|vire|deviennent) bleues?|(?:cotes|cotes) qui se creusent|(?:ventoline|inhalateur|pompe) (?:ne )?(?:marche|fonctionne|sert) (?:pas|plus|a rien)",
      "(?:douleur|mal) (?:a|dans|de) la machoire|(?:machoire|bras gauche) et (?:la )?poitrine|poitrine et (?:la )?(?:machoire|bras)|sueurs? froides?",
      "hypoglycemie|(?:fais|fait|en) (?:une )?hypo(?![a-z])|(?:sucre|glycemie) (?:tres |super )?bas(?:se)?",
      "enceinte(?: [a-z]+){0,5} saign[a-z]+|saign[a-z]+(?: [a-z]+){0,5} enceinte|[0-9]+ semaines(?: de grossesse)?(?: [a-z]+){0,3} saign[a-z]+",
      "taches? qui (?:ne )?(?:partent|disparaissent|sen vont) pas|peau marbree",
      "(?:la )?(?:bouche|visage|figure) (?:est |toute? )?(?:de travers|tordue?|paralysee?|affaissee?|tombe d un cote)",
      "(?:il|elle) parle (?:bizarre|bizarrement|mal|de travers)|parle (?:tout )?bizarre|n arrive plus a parler|narrive plus a parler|sa parole est pateuse",
      "(?:peut|arrive) (?:plus|pas) (?:a )?lever (?:le|son) bras|bras (?:gauche )?(?:engourdi|qui fourmille|fourmille|paralyse)",
      "(?:douleur|serrement|oppression|poids) (?:dans|sur) la poitrine|poitrine (?:serree|qui serre|compressee)",
    ],
  },
  de: {
    date: [
      "(?:der )?(?:termin|tag) steht(?! (?:schon )?(?:fur|fuer) )|(?:ich )?(?:hab|habe) (?:den|einen) (?:tag|termin) (?:gewahlt|gewaehlt|festgelegt|ausgesucht)",
      "(?:es ist|ist) entschieden|meine entscheidung steht|ich hab mich entschieden(?! (?:fur|fuer|dass) )",
    ],
    noneed: [
      "(?:brauch|brauche) (?:ich|die|das|sie) (?:eh |sowieso )?nicht mehr|werde (?:ich|sie|das) nicht mehr brauchen|braucht (?:mein|meine|das) (?:eh )?niemand mehr",
    ],
    gave: ["verschenkt|verschenke|weggegeben|hergegeben|gegeben|vermacht|verkauft"],
    apology: [
      "(?:es tut mir leid|tut mir leid|sorry|verzeih(?:t)? mir) (?:mama|papa|mutti|euch allen|fur alles|fuer alles)",
      "(?:es ist|das ist|nichts davon ist) nicht (?:deine|eure|ihre) schuld",
      "verzeiht mir|verzeih mir|ich hab euch alle lieb|ich liebe euch alle|sagt ihnen dass ich sie liebe",
    ],
    ready: [
      "ich bin (?:jetzt )?bereit(?! (?:fur|fuer|zu) )|es ist (?:jetzt )?zeit(?! (?:fur|fuer|zu) )|es ist so weit|ich bin (?:ganz )?ruhig jetzt|ich hab meinen frieden",
    ],
    otherkill: [
      "(?:will|wollte|mochte|moechte|hat vor) sich (?:umbringen|das leben nehmen|was antun|etwas antun|toten|toeten)|sich (?:umbringen|das leben nehmen)",
    ],
    inhand: [
      "in der hand|in meiner hand|in meinen handen|in meinen haenden|vor mir (?:auf dem tisch|liegen)|neben mir",
    ],
    plan: [
      "(?:tabletten|pillen|schlaftabletten|medikamente) (?:gesammelt|gehortet|gebunkert|beiseite gelegt|zur seite gelegt|versteckt)|(?:sammle|horte|bunkere) (?:schon )?(?:tabletten|pillen|schlaftabletten)",
    ],
    burden: [
      "ich bin (?:nur )?(?:eine|ein) (?:last|belastung|klotz am bein)|ich (?:store|stoere|nerve) (?:nur|alle)|(?:sie|alle|meine familie) (?:waren|waeren|ware|waere) besser dran ohne mich|ohne mich (?:waren|waeren) alle besser dran",
    ],
    time: [
      "nach (?:dem|ihrem|seinem|meinem) (?:geburtstag|hochzeit|weihnachten|abschluss|prufungen|pruefungen)|nach weihnachten",
    ],
    farewell: [
      "wenn (?:das )?(?:jemand|einer) (?:das )?liest|wer (?:auch immer )?das (?:hier )?liest|wer das findet|(?:meine|alle) (?:sachen|dinge) (?:geordnet|geregelt)|(?:alles|papiere) (?:geregelt|geordnet)|(?:meine )?(?:grabrede|trauerrede|testament) (?:geschrieben|schreiben)|wir sehen uns auf der anderen seite",
    ],
    emergency: [
      "(?:hals|zunge|lippen|gesicht) (?:schwillt|schwellen|wird dick|werden dick|ist geschwollen|sind geschwollen|zugeschwollen)(?: an| zu)?|hals (?:schnurt sich zu|wird eng|ist eng|fuhlt sich eng an)|allergische reaktion|allergischer schock|anaphyla[a-z]+|(?:adrenalin|notfall) ?(?:pen|spritze)",
      "lippen (?:sind |werden )?(?:ganz )?(?:blau|grau|lila)|rippen ziehen sich ein|(?:spray|inhalator|asthmaspray|notfallspray) (?:wirkt|hilft|funktioniert) (?:nicht|gar nicht|kaum)",
      "schmerzen? (?:im|in den) (?:kiefer|linken arm)|(?:kiefer|arm) und (?:die )?brust|brust und (?:den )?(?:kiefer|arm)|kalter schweiss|kaltschweissig",
      "unterzucker[a-z]*|(?:zucker|blutzucker) (?:ist )?(?:sehr |extrem |viel zu )?niedrig|(?:hab|habe|hat) (?:eine|ne) hypo(?![a-z])",
      "schwanger(?: [a-z]+){0,5} blut[a-z]*|blut[a-z]*(?: [a-z]+){0,5} schwanger|[0-9]+ ?(?:ssw|schwangerschaftswoche|woche)(?: [a-z]+){0,4} blut[a-z]*",
      "ausschlag(?: [a-z]+){0,3} (?:nicht weg|bleibt)|flecken die nicht (?:weggehen|verschwinden)",
      "(?:gesicht|mund|mundwinkel) (?:hangt|haengt|ist (?:ganz )?schief|schief|verzogen)",
      "(?:er|sie) (?:spricht|redet) (?:ganz )?(?:komisch|verwaschen|undeutlich|wirr|lallend)|lallt|kann nicht mehr (?:richtig )?sprechen",
      "kann (?:den|seinen|ihren|meinen) arm nicht (?:heben|bewegen)|(?:linker |linke )?arm (?:kribbelt|ist taub|taub)|kribbeln im (?:linken )?arm",
      "(?:druck|enge|engegefuhl|engegefuehl|stechen) (?:auf|in) der brust|brust (?:ist |fuhlt sich |fuehlt sich )?(?:eng|wie zugeschnurt)|brustschmerzen",
    ],
  },
  pt: {
    date: [
      "(?:ja )?(?:escolhi|marquei|decidi|tenho|defini) (?:o dia|a data|uma data)(?! (?:de|do|da|pra|para) )",
      "(?:ja )?(?:esta|ta|tá) decidido|ja tomei a decisao|(?:o dia|a data) (?:ja )?(?:esta|ta) (?:marcad[oa]|decidid[oa]|escolhid[oa])",
    ],
    noneed: [
      "nao (?:vou|vai|irei) (?:precisar|mais precisar)(?: (?:mais|deles|delas|disso|dele|dela))?|(?:ja )?nao preciso mais (?:deles|delas|disso)",
    ],
    gave: ["dei|doei|dando|doando|vendi|passei (?:meu|minha|meus|minhas)|distribui"],
    apology: [
      "(?:desculpa|desculpe|me perdoa|perdao) (?:mae|mae|pai|a todos|por tudo)",
      "(?:nao e|nada disso e|nao foi) culpa (?:sua|de voces|tua|vossa)",
      "me perdoem|perdoem me|amo voces|amo todos voces|diz(?:e)? (?:a eles|que) (?:que )?(?:eu )?(?:os|as) amo",
    ],
    ready: [
      "(?:ja )?(?:estou|to|tou) pront[oa](?! (?:para|pra) )|(?:ja )?(?:e|esta na) hora(?! de )|(?:estou|to|tou) em paz|me sinto em paz",
    ],
    otherkill: [
      "(?:vai|quer|queria|pensa em|falou que vai|disse que vai) se matar|se matar|tirar a propria vida|suicidar se|se suicidar",
    ],
    inhand: [
      "na (?:minha )?mao|nas minhas maos|aqui (?:comigo|do meu lado|na minha frente|em cima da mesa)|na minha frente|em cima da mesa",
    ],
    plan: [
      "(?:guardando|guardei|juntei|juntando|escondi|escondendo) (?:os |meus |uns |todos os )?(?:comprimidos|remedios|pilulas)",
    ],
    burden: [
      "(?:so|sò) (?:atrapalho|incomodo|estorvo)|sou (?:um|uma) (?:peso|fardo|estorvo)|(?:todo mundo|todos|minha familia) (?:estaria|estariam|ficaria|ficariam) melhor sem mim",
    ],
    time: ["depois (?:do|da|de) (?:aniversario|casamento|natal|prova|festa)(?: d[aeo] [a-z]+(?: [a-z]+)?)?"],
    farewell: [
      "se alguem ler isso|se alguem ler isto|quem ler isso|quem encontrar isso|(?:deixei|ta|esta) tudo (?:organizado|arrumado|em ordem)|(?:escrevi|escrevendo) (?:meu|o meu) (?:proprio )?(?:funeral|testamento|obituario)|a gente se ve do outro lado",
    ],
    emergency: [
      "(?:garganta|lingua|labios|rosto|cara) (?:esta |ta )?(?:inchando|inchada|inchou|fechando|a inchar|a fechar)|reacao alergica|choque anafilatico|anafila[a-z]+|(?:caneta de )?(?:adrenalina|epipen)",
      "labios (?:roxos|azuis|cinzentos)|(?:ficando|ficou|a ficar) (?:roxo|roxa|azul)|costelas (?:afundando|a afundar)|(?:bombinha|inalador|bomba) (?:nao )?(?:funciona|resolve|esta funcionando|ta funcionando|esta a funcionar) (?:nada|mais)?",
      "dor (?:no|na) (?:maxilar|mandibula|queixo|braco esquerdo)|(?:maxilar|braco) e (?:o )?peito|peito e (?:o )?(?:maxilar|braco)|suor frio|suando frio",
      "hipoglicemia|(?:glicose|glicemia|acucar) (?:muito |super )?baix[ao]|(?:tendo|tive|tem) uma hipo(?![a-z])",
      "gravida(?: [a-z]+){0,5} sangr[a-z]+|sangr[a-z]+(?: [a-z]+){0,5} gravida|[0-9]+ semanas(?: de gravidez)?(?: [a-z]+){0,3} sangr[a-z]+|gestante sangr[a-z]+",
      "manchas? que nao (?:some|somem|desaparece|desaparecem)|pele marmorizada",
      "(?:a )?(?:cara|boca|rosto) (?:dele|dela )?(?:descaiu|caiu|torta|torto|caida|de lado|entortou)",
      "(?:falando|fala|falar|a falar) (?:tudo )?(?:enrolado|enrolada|estranho|arrastado|embolado)|nao consegue falar direito",
      "nao consegue (?:levantar|mexer) o braco|braco (?:esquerdo )?(?:formigando|dormente|a formigar)|formigamento no braco",
      "peito (?:ta |esta )?(?:apertado|a apertar)|aperto no peito|pressao no peito",
    ],
  },
};

/** Recovery milestones: a self-harm word inside one is harmless ("two years clean from self-harm today"). */
export const RECOVERY: Record<SafetyLanguage, RegExp> = {
  en: new RegExp(
    `(?<![\\p{L}0-9])(?:${NUM_EN}) (?:years?|months?|weeks?|days?) (?:clean|free|sober)(?: (?:from|of) (?:self harm|self harming|cutting|sh|hurting myself))?(?![\\p{L}0-9])|(?:clean|free) (?:from|of) (?:self harm|cutting|sh) (?:for|since)|(?:years?|months?|weeks?) since i last (?:self harmed|self harm|cut|hurt myself)`,
    "u",
  ),
  es: /(?<![\p{L}0-9])(?:[0-9a-z]+|un|una|dos|tres) (?:anos?|meses|semanas|dias) (?:sin|limpi[oa] de) (?:autolesionarme|cortarme|hacerme dano|autolesiones|lastimarme)(?![\p{L}0-9])/u,
  fr: /(?<![\p{L}0-9])(?:[0-9a-z]+|un|une|deux|trois) (?:ans?|mois|semaines|jours) sans (?:me scarifier|me couper|me faire du mal|automutilation|scarification)(?![\p{L}0-9])/u,
  de: /(?<![\p{L}0-9])(?:seit )?(?:[0-9a-z]+|einem|einer|zwei|drei) (?:jahren?|monaten?|wochen|tagen?) (?:ritzfrei|clean|symptomfrei|ohne (?:mich zu )?(?:ritzen|verletzen)|ohne selbstverletzung)(?![\p{L}0-9])/u,
  pt: /(?<![\p{L}0-9])(?:faz|fazem|ha|completo|completei)? ?(?:[0-9a-z]+|um|uma|dois|duas|tres) (?:anos?|meses|semanas|dias) (?:que )?(?:nao me corto|sem me cortar|sem me machucar|sem autolesao|limp[oa] de automutilacao)(?![\p{L}0-9])/u,
};

/**
 * Second round (session 8, from the third writer's dev half, written per concept for every
 * language): being alone as part of a plan, "doing it" with a time, someone unreachable after a
 * goodbye, knowing where or when a target is, collapse and strange breathing, older relatives, a
 * minor asked for pictures or secrecy, "took everything", a wish to join someone who died.
 */
export const SIGN_WORDS_2: Record<SafetyLanguage, ConceptWords> = {
  en: {
    apology: ["(?:im|i am) (?:so |really )?sorry$|sorry for everything|forgive me"],
    alonetime: [
      "(?:after|when|once) (?:mum|mom|dad|my (?:mum|mom|dad|wife|husband|partner|flatmate|roommate)|everyone|they|the family) (?:leaves?|goes|go|has gone|have gone|is asleep|are asleep|is out|are out|is away|are away)(?: for work)?|when (?:no one|nobody|noone) is (?:home|around|in)|(?:no one|nobody) (?:will be|is going to be) (?:home|around|in)|house to myself",
    ],
    doit: ["(?:doing|do) it|go through with it|going through with it"],
    noreply: [
      "(?:isnt|is not|not|wont|won't|stopped) (?:picking up|answering|replying)|(?:not|isnt) (?:answering|picking up) (?:her|his|their)? ?(?:phone|calls)|phone (?:is )?off",
    ],
    knowwhere: [
      "i know (?:exactly )?(?:where|when) (?:he|she|they) (?:works|lives|parks|sleeps|is alone|will be|goes)",
    ],
    farewell: [
      "(?:deleted|wiped) (?:everything|all my (?:posts|photos|accounts|messages))|(?:said|saying) (?:my )?goodbyes? to (?:everyone|everybody|all of them)(?! at )|(?:goodbye|farewell) (?:message|text|post)|(?:take|taking) care of (?:mum|mom|dad|the kids|my (?:dog|cat|kids|sister|brother))(?: for me)?",
      "for after|cleaner that way",
    ],
    plan: [
      "life insurance (?:pays|covers|will pay)|(?:have|got|ive got) everything (?:ready|together|i need)(?: for)?",
    ],
    emergency: [
      "collapsed|keeled over|breathing (?:really |very )?(?:weird|strange|funny|oddly)|(?:very|v|really|so) drowsy|cant keep (?:her|his|their) eyes open",
    ],
    other: [
      "nan|nana|gran|granny|grandma|grandad|grandpa|my (?:nan|gran|grandma|grandad|grandpa|grandmother|grandfather)",
    ],
    neglect: [
      "(?:send|sent|wants?) (?:him |her |them )?(?:a )?(?:pic|pics|photo|photos|picture|pictures) (?:without|with no|in (?:my|your) underwear)|(?:not|dont|never) (?:to )?tell (?:my|your) (?:parents|mum|mom|dad)",
    ],
    took: ["(?:i )?(?:took|swallowed|taken) (?:them all|it all|everything|the lot|all of them)"],
    die: [
      "(?:be|go) with (?:my (?:late )?(?:wife|husband|mum|mom|dad|son|daughter)|her|him) (?:again|in heaven|up there)",
    ],
  },
  es: {
    apology: ["lo siento (?:mucho|tanto)?$|perdon por todo|perdonenme"],
    want: ["(?:ya )?se quiere|dice que (?:ya )?(?:se )?quiere"],
    alonetime: [
      "cuando (?:no haya nadie|nadie este|mi (?:mama|papa|familia) (?:se vaya|salga|este dormid[oa]))|cuando (?:todos|se) (?:se vayan|esten dormidos|duerman)|nadie va a estar en (?:casa|la casa)|(?:voy a estar|me quedo) sol[oa] en casa",
    ],
    doit: ["lo hago|hacerlo|lo voy a hacer|voy a hacerlo|lo hare"],
    noreply: [
      "no (?:contesta|responde|me contesta|me responde|atiende|coge el (?:telefono|celular))|tiene el (?:telefono|celular|cel) apagado",
    ],
    knowwhere: ["se (?:donde|cuando) (?:trabaja|vive|esta sol[oa]|sale|estaciona)"],
    farewell: [
      "(?:mensaje|carta) de despedida|(?:me despedi|se despidio) de todos|(?:borre|borro) (?:todo|todas mis fotos|mis cuentas)|cuida(?:r)? (?:a|de) (?:mi|mama|la mama|papa|mis hijos|mi perro)",
    ],
    plan: ["seguro de vida|(?:ya )?tengo todo (?:listo|preparado|junto)"],
    emergency: ["se (?:desplomo|desvanecio)|respira (?:raro|mal|muy raro)|(?:muy )?somnolient[oa]"],
    other: ["abuela|abuelo|abuelita|abuelito|mi (?:abuela|abuelo)"],
    neglect: [
      "(?:mande|mandar|mandarle|enviar|envie) (?:una )?fotos? (?:sin|en) (?:ropa|blusa|camiseta|calzones|ropa interior)|(?:que )?no le (?:diga|cuente) (?:nada )?a (?:mis|tus) (?:papas|padres)",
    ],
    took: ["(?:me )?(?:tome|trague) (?:todo|todas|todos|toda la caja|todo el frasco)"],
    die: [
      "(?:ir(?:se|me)?|estar) con (?:mi|su) (?:mama|papa|madre|padre|esposa|esposo|mujer|marido)(?! (?:al|a la|de) )",
    ],
  },
  fr: {
    apology: ["je suis (?:vraiment |tellement )?desolee?$|pardon pour tout|pardonnez moi"],
    alonetime: [
      "quand (?:il n y aura personne|il ny aura personne|tout le monde (?:dormira|sera parti|sera couche)|mes parents (?:seront partis|dormiront))|personne (?:ne sera|sera) a la maison|je serai seule? a la maison",
    ],
    doit: ["je le fais|le faire|je vais le faire|je le ferai"],
    noreply: ["(?:ne )?(?:repond|decroche) (?:plus|pas)|son (?:telephone|portable) est (?:eteint|coupe)"],
    knowwhere: ["je sais (?:ou|quand) (?:il|elle) (?:travaille|habite|est seule?|sort)"],
    farewell: [
      "(?:message|lettre) d adieu|j ai dit au revoir a tout le monde|(?:supprime|efface) (?:tous mes|toutes mes) (?:comptes|photos|messages)|prends soin de (?:maman|papa|mes enfants|mon chien)",
    ],
    plan: ["assurance vie|(?:j ai|jai) tout (?:ce qu il faut|ce quil faut|prepare)"],
    emergency: [
      "s est (?:effondre|effondree|ecroule|ecroulee)|(?:est )?tombee? dans les pommes|respire (?:bizarrement|mal|bizarre)|(?:tres )?somnolente?",
    ],
    other: ["mamie|papi|ma grand mere|mon grand pere|grand mere|grand pere"],
    neglect: [
      "(?:envoyer|envoie|envoyer des) (?:des )?photos? (?:sans|nue?s?)|(?:de )?ne rien dire a (?:mes|tes) parents|dis rien a (?:mes|tes) parents",
    ],
    took: ["(?:j ai|jai) tout (?:pris|avale)|(?:j ai|jai) pris (?:toute la boite|tous les cachets|toutes les pilules)"],
    die: ["rejoindre (?:mon mari|ma femme|maman|papa|ma mere|mon pere|mon fils|ma fille)"],
  },
  de: {
    apology: ["(?:es )?tut mir (?:so )?leid$|verzeiht mir|verzeih mir"],
    ready: ["passt jetzt|jetzt passt es|ist jetzt gut so"],
    alonetime: [
      "wenn (?:alle|keiner|niemand) (?:weg|aus dem haus|daheim|zuhause|zu hause) (?:ist|sind)|wenn (?:mama|papa|meine eltern|alle) (?:weg|schlafen|in der arbeit)|(?:bin|ist) (?:allein|alleine) zu hause|sturmfrei",
    ],
    doit: ["ich machs|ich mach es|ich tu es|es tun|es machen|ziehs durch|ziehe es durch"],
    noreply: [
      "(?:nimmt|geht) (?:nicht|nid|ned) (?:ab|ran)|(?:antwortet|reagiert) (?:nicht|nid|ned) mehr|handy (?:ist )?aus",
    ],
    knowwhere: ["ich weiss (?:genau )?(?:wo|wann) (?:er|sie) (?:arbeitet|wohnt|allein|alleine)"],
    farewell: [
      "(?:hab|habe) mich von allen verabschiedet|abschieds(?:nachricht|brief)|(?:alles|alle (?:fotos|konten)) geloescht|pass auf (?:mama|papa|die kinder|meinen hund) auf|schmuck (?:an uns |an alle )?verteilt",
    ],
    plan: ["lebensversicherung|(?:hab|habe) (?:jetzt )?alles (?:zusammen|beisammen|bereit)"],
    emergency: ["umgekippt|zusammengebrochen|kollabiert|atmet (?:ganz )?(?:komisch|schwer|kaum|seltsam)|sehr benommen"],
    other: ["oma|opa|omi|opi|meine oma|mein opa|grossmutter|grossvater"],
    neglect: [
      "(?:fotos|bilder) (?:ohne|in unterwaesche|nackt)|(?:meinen|deinen) eltern (?:nix|nichts) (?:sag|sage|sagen)|(?:nix|nichts) (?:meinen|deinen) eltern (?:sagen|sag)",
    ],
    took: ["(?:hab|habe) alles (?:genommen|geschluckt)|alle tabletten (?:genommen|geschluckt)"],
    die: ["zu (?:ihm|ihr|opa|oma|meiner frau|meinem mann|mama|papa) (?:will|wollen|mochte|moechte|gehen)"],
    nope: ["was soll i(?:ch)? no(?:ch)? (?:do|da) (?:herunten|unten)|was mach i(?:ch)? no(?:ch)? (?:da|do)"],
  },
  pt: {
    apology: ["(?:me )?desculp[ae]m?$|me perdoa|me perdoem|desculpa por tudo"],
    alonetime: [
      "(?:quando|que) ninguem (?:vai estar|estiver|tiver) em casa|ninguem vai estar em casa|(?:vou ficar|fico) sozinh[oa] em casa|quando (?:todos|meus pais|minha mae) (?:sairem|estiverem dormindo|forem dormir)",
    ],
    doit: ["(?:vou )?fazer isso|faco isso|vou fazer|fazer hoje|fazer amanha"],
    noreply: [
      "(?:nao|n) (?:atende|responde|me responde|me atende)(?: mais)?|(?:celular|telefone|telemovel) (?:desligado|esta desligado)",
    ],
    knowwhere: ["sei onde (?:ele|ela) (?:trabalha|mora|estuda|fica sozinh[oa])|sei (?:a hora|quando) (?:ele|ela) sai"],
    farewell: [
      "(?:msg|mensagem|carta) (?:tipo |de )?despedida|me despedi de todo mundo|(?:apaguei|deletei) (?:tudo|todas as fotos|minhas contas)|(?:tomar|toma) conta da (?:mae|minha mae)|cuida (?:da mae|do pai|dos meus filhos|do meu cachorro)",
    ],
    plan: ["seguro de vida|(?:ja )?tenho tudo (?:pronto|preparado|junto)"],
    emergency: [
      "(?:caiu|desabou) e (?:nao|n) (?:responde|acorda|reage)|respira(?:ndo)? (?:estranho|esquisito|mal)|muito sonolent[oa]",
    ],
    other: ["avo|vovo|vo|minha avo|meu avo"],
    neglect: [
      "(?:mande|mandar|manda|envie|enviar) (?:uma )?fotos? (?:sem|pelad[oa]|de calcinha|sem blusa|sem roupa)|(?:nao|n) (?:conta|contar|fala|falar) (?:nada )?(?:pros|para os|aos) (?:meus|seus) pais",
    ],
    took: ["tomei (?:tudo|todos|todas|a caixa toda|o frasco todo)"],
    die: ["ficar com (?:o meu|a minha|meu|minha) (?:marido|esposa|mulher|mae|pai)(?! (?:no|na|em) )"],
  },
};

/**
 * Third round (threads of the dev half): someone on a roof or a bridge, nobody needing or missing
 * them, "going to go too", someone giving the writer their things.
 */
export const SIGN_WORDS_3: Record<SafetyLanguage, ConceptWords> = {
  en: {
    knowwhere: [
      "(?:i know|ive worked out|i worked out|ive figured out|i found out|i know exactly) (?:exactly )?(?:where|when|what time|which) (?:he|she|they|hes|shes|theyre|my ex|that man|the man|the guy|his|her)(?: [a-z]+){0,2} (?:is|works|lives|parks|leaves|sleeps|drinks|goes|alone|car|house|tyres|shift|venue)|i know where the venue is",
    ],
    resolve: [
      "(?:ive|i have|i) (?:decided|made (?:my|the) decision)(?= *$| (?:and|so|now|then|already|i will|ill|hes|shes|theyll)(?: |$))|(?:ive|i have|i) (?:planned (?:it|everything|it all)|thought (?:it|this) (?:all )?through|worked it all out)(?! (?:for|with) (?:the|my|our) (?:trip|holiday|exam|wedding|party|move|interview))|(?:im|i am) (?:very |completely |totally |so )?calm about (?:it|what|this)|not a figure of speech|(?:im|i am) going in|(?:they|people)(?:ll| will) (?:all )?(?:see|understand) (?:then|soon)|make them (?:all )?pay|(?:he|she|they)(?:ll| will) (?:pay|regret it|not survive|never see it coming)",
    ],
    firearm: ["gun|guns|pistol|shotgun|rifle|revolver|handgun|firearm|glock|service weapon|service pistol"],
    holding: [
      "keep picking it up|(?:sit|sitting|sat) with it|just to hold it|holding it (?:again|for hours|a lot|every night)|(?:is|its|s) loaded and (?:on|in|next to|by)|loaded (?:on|in) (?:my|the) (?:lap|bed|table|desk)|in my mouth|to my head|under my chin|(?:and|to) not (?:come|coming) back",
    ],
    gaze: [
      "(?:looking|staring|stare|look|looked|stared|gazing) (?:down )?at|watching|(?:stand|stood|standing|sit|sat|sitting|stop|stopped) (?:at|by|on|near)",
    ],
    pull: [
      "how (?:easy|simple|quick) it (?:would|d|could) be(?! to (?:live|get|have|stay|go|make|do|fix|find|say|ask|tell))|(?:would|it d|itd|it would) be (?:so )?(?:easy|simple|quick)(?! to (?:live|get|have|stay|go|make|do|fix|find|say|ask|tell))|differently (?:now|lately|these days)|thinking (?:about|of) (?:jumping|stepping off|stepping in front|falling)",
    ],
    emergency: [
      "unresponsive|(?:not|isnt|is not) responding (?:properly|to (?:us|me|anything|her name|his name|touch|pain))|breathing but not responding|(?:blood|it) (?:is |s )?(?:pouring|gushing|spurting|pumping) out|soaked (?:through )?(?:a |the |two |three |my )?(?:towels?|tea towels?|t shirt|bandage)|(?:i )?can see (?:something white|the fat|bone)",
    ],
    benignplace: [
      "fixing|fix|repairing|repair|tiles|slates|gutters?|roofer|roofing|scaffold(?:ing)?|rooftop bar|bar|drinks|cocktails?|party|bbq|barbecue|view|views|sunset|sunrise|photos?|selfies?|pictures?|traffic|stuck|delayed|delays|cancelled|commute|holiday|hike|hiking|tour|guided|bungee|abseil(?:ing)?|fireworks",
    ],
    // Safety planning as domestic-abuse services describe it: someone else reading the phone or
    // the chat, a password they know, wanting this chat wiped.
    escape: [
      "(?:can|could|will|would|might) (?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|dad|mum|mom|stepdad|ex)) (?:see|read|find|check) (?:this|these|what i (?:write|type|say|said|wrote)|my messages|this chat|this conversation|the chat)",
      "(?:clear|delete|erase|wipe|remove) (?:this|the|our) (?:chat|conversation|messages?|convo)(?: [a-z]+){0,3} (?:after|afterwards|later|when (?:im|i am) done)|(?:dont|do not) want (?:him|her|them|anyone at home|anybody at home|anyone in my house) (?:seeing|to see|reading|to read|finding|to find) (?:this|it|these)",
      "(?:he|she) (?:has|knows|checks) my (?:password|passcode|pin|code)|(?:is it|its|is this) safe to use (?:this|my) (?:phone|laptop|computer|tablet)",
    ],
    onplace: [
      "(?:im|i am|i m) (?:up )?(?:on|at) (?:the )?(?:roof|rooftop|top of the (?:car park|parking garage|building|multi storey)|bridge|ledge|edge|cliff|cliffs|platform edge|railway|tracks)",
      // Session 14: standing or sitting there, the edge of a platform, over the railing.
      "(?:standing|sitting|stood|sat|perched) (?:on|at) (?:the )?(?:roof|rooftop|ledge|edge|cliff edge|parapet|railing|tracks|rails|railway line|level crossing|(?:edge|end) of the (?:platform|roof|cliff|bridge)|(?:car park|multi storey|parking garage) roof|top (?:floor|level|deck) of the (?:car park|multi storey|parking garage))",
      "(?:car park|multi storey|parking garage) roof|roof level [0-9]+|(?:climbed|climbing|got|gone|went|am) (?:over|past|on the other side of|the wrong side of) (?:the )?(?:railing|barrier|fence|safety rail|parapet|first barrier)",
    ],
    burden: [
      "(?:no one|nobody|noone) (?:needs|would miss|will miss|misses|cares about) me|(?:no one|nobody) would (?:notice|care) if i (?:was|were) gone",
    ],
    die: ["(?:going to|gonna|want to|ready to) go too|go (?:be )?with (?:her|him|them) too"],
    gave: ["gave me (?:his|her|their)|(?:he|she) gave me"],
  },
  es: {
    knowwhere: ["(?:se|ya se) (?:donde|cuando|a que hora) (?:el|ella|vive|trabaja|sale|estaciona|esta)"],
    resolve: [
      "(?:lo )?tengo (?:todo )?(?:bien |bastante )?(?:pensado|planeado|decidido)|(?:ya )?lo decidi|nomas decidido|solo decidido|me las va a pagar|lo va a pagar|va a pagar|van a pagar",
    ],
    firearm: ["pistola|escopeta|rifle|revolver|arma|fusil"],
    holding: [
      "la (?:cojo|agarro|saco)(?: [a-z]+){0,3} (?:cada noche|todas las noches|para tenerla|y la miro)|la tengo en (?:la mano|las manos|el regazo)|cargada (?:en|sobre|encima de) (?:la mesa|la cama|mis piernas)|solo para (?:cogerla|agarrarla|tenerla)|y no volver",
    ],
    gaze: ["mirando|miro|mire|me quedo mirando|me quede mirando|observando|parad[oa] (?:en|junto a)"],
    pull: [
      "(?:seria|sería) (?:tan |mas |muy )?(?:facil|sencillo|rapido|simple)|pensando (?:que|en (?:saltar|tirarme|lo facil))|de otra manera",
    ],
    emergency: [
      "chorrea(?:ndo)? sangre|sangre a chorros|empapad[oa] de sangre|(?:se ve|veo) (?:algo blanco|el hueso|la grasa)|(?:la )?cara (?:caida|torcida|de lado)|boca torcida|(?:en el suelo|tirad[oa]|los ojos abiertos)(?: [a-z]+){0,6} no (?:me )?responde",
    ],
    benignplace: [
      "arreglando|arreglar|reparando|tejas|goteras?|antena|fiesta|tomando|cervezas?|copas?|vistas?|atardecer|fotos?|trafico|atasco|retraso|vacaciones|excursion|tendiendo|ropa|asado",
    ],
    escape: [
      "(?:puede|podria|va a poder) (?:el|ella|mi (?:marido|novio|pareja|esposo|padre|madre|padrastro|ex)) (?:ver|leer) (?:esto|esta conversacion|este chat|lo que (?:escribo|te escribo|pongo|escribi)|mis mensajes)",
      "(?:el|ella) (?:sabe|tiene|conoce) (?:mi|la) (?:contrasena|clave|pin|codigo)|(?:borra|borrar|borras|puedes borrar|podes borrar) (?:esta conversacion|este chat|los mensajes) (?:despues|luego|al terminar)|no quiero que (?:el|ella|nadie en casa|mi [a-z]+) (?:vea|lea) (?:esto|esta conversacion|este chat)",
    ],
    onplace: [
      "(?:estoy|toy) (?:en|arriba de|sobre) (?:el |la )?(?:techo|azotea|puente|cornisa|borde|acantilado|vias|via del tren)",
      "(?:estoy|toy|sigo) (?:en|arriba de|sobre) (?:el |la )?(?:terraza|techo|ultimo piso) del (?:edificio|bloque|hospital|centro comercial|parking|estacionamiento)|(?:sentad[oa]|parad[oa]|de pie) (?:en|sobre) (?:el |la )?(?:cornisa|borde|baranda|barandilla|vias|puente|azotea)|(?:pase|salte|me pase) (?:al otro lado de|por encima de) (?:la )?(?:baranda|barandilla|valla|reja)",
    ],
    burden: ["(?:nadie|ya nadie) me (?:necesita|extrana|echa de menos|echaria de menos)|ya no me necesitan"],
    gave: ["me (?:dio|regalo|dejo) (?:su|sus)"],
  },
  fr: {
    knowwhere: [
      "je connais (?:son|leur) adresse|je (?:l ai|lai) retrouve|je sais (?:ou|quand|a quelle heure) (?:il|elle)",
    ],
    resolve: [
      "(?:jai|j ai) pris ma decision|(?:jai|j ai) (?:deja )?pense a tout|je suis (?:tres |tout a fait |parfaitement )?calme|je le ferai|il va payer|ils vont payer|elle va payer",
    ],
    firearm: ["fusil|carabine|pistolet|revolver|arme"],
    holding: [
      "je la prends (?:dans mes mains|en main)|chargee? (?:sur|dans) (?:la table|le lit|mes genoux)|juste pour la tenir|je la tiens(?: [a-z]+){0,3} (?:des heures|longtemps|chaque soir)|et ne pas revenir",
    ],
    gaze: ["regarde|regarder|regardais|regardant|fixe|fixer|fixais"],
    pull: [
      "(?:ce serait|ca serait|ca serait|cest|ce sera) (?:tellement |si |vraiment )?(?:facile|simple|reposant|rapide|doux)|autrement|en me disant",
    ],
    emergency: [
      "(?:ca )?pisse le sang|saigne (?:enormement|a flots|sans arret)|(?:le )?sang (?:gicle|coule a flots)|(?:je vois|on voit) (?:du blanc|los|la graisse)|(?:visage|bouche) (?:tout )?de travers|(?:par terre|au sol|les yeux ouverts)(?: [a-z]+){0,6} ne (?:me )?repond (?:pas|plus)|respire (?:tres |vraiment )?(?:bizarrement|bizarre|mal)",
    ],
    benignplace: [
      "repare|reparer|reparation|tuiles|gouttieres?|antenne|soiree|apero|verre|vue|coucher de soleil|photos?|bouchons?|embouteillages?|retard|vacances|rando|randonnee|linge|feux dartifice",
    ],
    escape: [
      "(?:il|elle|mon (?:mari|copain|chum|conjoint|pere|ex)) (?:peut|pourrait|pourra|va pouvoir) (?:voir|lire) (?:ce que jecris|cette conversation|mes messages|ce chat)",
      "(?:il|elle) (?:connait|a|sait) (?:mon|ma) (?:code|mot de passe|mdp)|(?:effacer|supprimer|effacez|supprimez) (?:cette|la) (?:conversation|discussion) (?:apres|ensuite)|je (?:ne )?veux pas (?:quil|quelle|que quelquun a la maison) (?:voie|lise) (?:ca|cette conversation|ce chat)",
    ],
    onplace: [
      "je suis (?:sur|en haut du|en haut de la) (?:le |la )?(?:toit|pont|rebord|falaise|voie|voies)",
      "(?:je suis|assis|assise|debout) (?:au bord du|au bord de la|sur le|sur la) (?:toit|pont|rebord|falaise|parapet|rails|voie ferree|quai)(?= (?:[a-z]+ )?(?:il fait|cest|c est|jai|je|plus|du|de la|dun|d un)|$)|(?:jai|j ai) (?:enjambe|passe|franchi) (?:la|le) (?:premiere )?(?:barriere|rambarde|garde corps|parapet|balustrade)",
    ],
    burden: [
      "personne (?:n a|na|n a plus|na plus) besoin de moi|personne ne (?:remarquerait|verrait) (?:si|que) je|(?:je )?manquerais a personne",
    ],
    gave: ["(?:il|elle) m a donne (?:sa|son|ses)|m a offert (?:sa|son|ses)"],
  },
  de: {
    knowwhere: ["ich weiss (?:genau )?(?:wo|wann) (?:er|sie)"],
    resolve: [
      "(?:hab|habe) (?:mir )?(?:das|es|alles) (?:gut |genau )?(?:uberlegt|ueberlegt|geplant)|(?:bin|ich bin) (?:dabei )?ganz ruhig|wird das nicht (?:uberleben|ueberleben)|(?:wird|werden) (?:dafur )?bezahlen",
    ],
    firearm: ["gewehr|pistole|revolver|flinte|jagdgewehr|waffe|dienstwaffe"],
    holding: [
      "(?:nehm|nehme) (?:es|sie|ihn) (?:immer wieder |jeden abend )?in die hand|geladen (?:auf|neben|im) (?:dem tisch|dem bett|meinem schoss)|nur um (?:es|sie|ihn) zu halten|und nicht (?:mehr )?zuruck(?:kommen|zukommen)",
    ],
    gaze: ["schau|schaue|schaute|starre|starrte|guck|gucke|betrachte|steh|stehe|stand"],
    pull: [
      "wie (?:einfach|leicht|schnell) (?:es )?(?:ware|waere|war)|(?:ware|waere) (?:so |ganz )?(?:einfach|leicht|schnell|ruhig)|anders an|und (?:denk|denke|uberleg|ueberleg)",
    ],
    emergency: [
      "es spritzt|spritzt (?:richtig|das blut|blut)|(?:handtuch|shirt|t shirt|verband|pflaster) (?:ist )?(?:schon )?(?:durch|durchgeblutet|voller blut)|gesicht (?:hangt|haengt) (?:auf einer seite|schief)|mundwinkel hangt|(?:liegt|lag) (?:jetzt )?(?:am boden|auf dem boden)(?: [a-z]+){0,4} (?:und )?(?:reagiert|zuckt)",
    ],
    benignplace: [
      "repariere|reparieren|ziegel|dachrinne|antenne|party|feier|bier|aussicht|sonnenuntergang|fotos?|stau|verspatung|verspaetung|urlaub|wanderung|wasche|feuerwerk",
    ],
    escape: [
      "(?:kann|konnte|wird) (?:er|sie|mein (?:mann|freund|vater|ex)|meine (?:frau|freundin|mutter)) (?:sehen|lesen) was ich (?:hier )?schreibe",
      "(?:er|sie) (?:hat|kennt) (?:meinen|mein|meine) (?:code|pin|passwort|entsperrcode)|(?:loschen|loscht|losch) (?:ihr |du )?(?:den|diesen) (?:chat|verlauf) (?:danach|nachher|spater)",
    ],
    onplace: [
      "(?:ich bin|bin) (?:auf|an) (?:dem|der|die|den)? ?(?:dach|dach vom parkhaus|bruecke|brucke|kante|klippe|gleisen|gleis)",
      "(?:ich )?(?:steh|stehe|sitz|sitze|hock|hocke) (?:jetzt |grad |gerade |hier )?(?:auf|an) (?:dem|der|den|die)? ?(?:dach|[a-z]*brucke|[a-z]*bruecke|kante|klippe|gleisen|gleis|gelander|gelaender|bahnsteigkante)|(?:uber|ueber) das (?:gelander|gelaender) (?:geklettert|gestiegen)",
    ],
    burden: [
      "(?:keiner|niemand) (?:vermisst|braucht|wuerde|wurde) mich|(?:keiner|niemand) (?:wuerde|wurde) mich vermissen",
    ],
    gave: ["(?:hat|gab) mir (?:seine|ihre|sein|ihr)"],
  },
  pt: {
    knowwhere: ["sei onde (?:ele|ela)|sei (?:a que horas|quando) (?:ele|ela)"],
    resolve: [
      "(?:tenho|ta|esta) tudo (?:pensado|planejado|planeado)|(?:ja )?decidi|vai (?:pagar|provar do proprio remedio)|vao pagar|(?:estou|to|tou) (?:muito )?calmo",
    ],
    firearm: ["arma|cacadeira|espingarda|revolver|pistola|garrucha"],
    holding: [
      "(?:pegar|pego|peguei) nela|so para (?:pegar|segurar)|carregad[oa] (?:em cima da|na|no) (?:mesa|cama|colo)|(?:fico|fiquei) (?:segurando|com ela na mao)|e nao voltar",
    ],
    gaze: ["olhando|olho|olhei|olhar|fico olhando|fiquei olhando|fico a olhar"],
    pull: [
      "(?:seria|era) (?:tao |mais |muito )?(?:facil|simples|rapido)|pensando (?:que|em pular|em me jogar)|penso que|de outro jeito",
    ],
    emergency: [
      "(?:ta|esta|tá) jorrando|jorrando sangue|nao sei se (?:ta|esta) respirando|(?:enchi|encharquei|encharcou|ensopei) (?:duas|tres|a|uma) (?:toalhas?|camisetas?)|(?:cara|boca) (?:toda )?(?:para|pra) um lado|boca torta|(?:no chao|caid[oa]|olhos abertos)(?: [a-z]+){0,6} nao (?:me )?responde",
    ],
    benignplace: [
      "consertando|consertar|arrumando|telhas?|goteiras?|antena|festa|churrasco|cervejas?|vista|por do sol|fotos?|transito|engarrafamento|atraso|ferias|trilha|roupa|fogos",
    ],
    escape: [
      "(?:ele|ela|meu (?:marido|namorado|companheiro|pai|padrasto|ex)) (?:consegue|vai conseguir|pode|poderia|vai) (?:ver|ler) (?:essa|esta) conversa|(?:ver|ler) o que (?:eu )?(?:escrevo|escrevi|to escrevendo|estou escrevendo) aqui",
      "(?:ele|ela) (?:sabe|tem) (?:a )?minha senha|(?:apagar|apaga|apague) (?:essa|esta) conversa (?:depois|em seguida)|nao quero que (?:ele|ela|ninguem em casa) (?:veja|leia) (?:isso|essa conversa)",
    ],
    onplace: [
      "(?:to|estou|tou) (?:no|na|em cima do|em cima da) (?:telhado|terraco|laje|ponte|beirada|borda|penhasco|linha do trem|trilhos)",
      "(?:sentad[oa]|em pe) (?:na|no|em cima da|em cima do) (?:mureta|beirada|borda|parapeito|grade|trilho|trilhos)|(?:passei|pulei) (?:pro|para o) lado de fora da (?:grade|mureta|protecao)|(?:to|estou|tou) no (?:ultimo andar|terraco) do (?:predio|estacionamento|shopping|hospital)",
    ],
    burden: ["(?:ninguem|ngm) (?:precisa de mim|sente (?:a )?minha falta|ia sentir (?:a )?minha falta)"],
    gave: ["(?:deu me|me deu) (?:o|a|os|as|seu|sua)"],
  },
};

/**
 * Fourth round (session 11), written from public clinical and safeguarding lists only, never from
 * a message of the set, for the kinds told as stories:
 * - medical: the NHS ambulance services' "when to call 999" lists (fits that do not stop, serious
 *   head injury, severe burns or scalds), the NHS head-injury advice (being sick since the injury,
 *   clear fluid from the ears or nose, hard to keep awake), the UK Sepsis Trust / NHS sepsis signs
 *   (slurred speech or confusion, no urine in a day, breathing very fast, "feels like I might die",
 *   with an infection or a fever), the NHS meningitis signs (stiff neck, dislike of bright light,
 *   a rash that stays under a glass, a bulging soft spot, a high-pitched cry), the NHS diabetic
 *   ketoacidosis signs (high ketones, breath smelling of pear drops or nail varnish), poisoning
 *   and button-battery advice (NHS / Child Accident Prevention Trust), opioid overdose first aid
 *   (pinpoint pupils, snoring or gurgling and not waking, naloxone, the recovery position), the
 *   NHS maternity advice on a baby moving less, and the NHS red flags for a sudden severe
 *   ("thunderclap") headache and for coughing up blood.
 * - self-harm: the forms the NHS, NICE (CG16/NG225) and Rethink Mental Illness list (burning with
 *   a lighter or cigarettes, sticking sharp objects into the skin, swallowing objects, hitting
 *   oneself, a ligature), the signs they give (covered up even in hot weather, injuries explained
 *   away) and the first-aid guidance for self-harm wounds (bleeding that pressure does not stop,
 *   gaping edges, fat visible, signs of infection: a wound that needs care).
 * - child at risk: the NSPCC's signs of neglect (no food at home, left alone for days, a parent
 *   always drunk or high, a child caring for siblings), of physical abuse (bruises on a baby,
 *   cigarette burns, belt marks, a baby shaken), of grooming (gifts or money with secrecy, a much
 *   older boyfriend, an adult met in a game asking to meet or to video call alone), of criminal
 *   exploitation ("county lines": holding or carrying for older boys, a debt, going missing) and of
 *   FGM and forced marriage (taken abroad to be cut or married).
 * - harm to others: the warning behaviours of threat assessment (Meloy, Hoffmann, Guldimann &
 *   James 2011: pathway, fixation, identification, leakage, last resort; the US Secret Service
 *   NTAC guidance; Langman's leakage types: warning someone to stay away, "you'll see it on the
 *   news", admiring earlier attackers): a weapon obtained or carried, a target's routine learned,
 *   a grievance wanting payback, "nothing to lose", taking others "down with me".
 * Each is said as the person in the situation would say it; the harmless look-alikes (a cooking
 * burn, a game's weapon, "they'll pay for dinner", a first-aid course, a flu with a temperature)
 * are kept out by the words themselves or by the combinations in ../concepts.ts.
 */
export const SIGN_WORDS_4: Record<SafetyLanguage, ConceptWords> = {
  en: {
    // An overdose taking effect, and pills "emptied" (C-SSRS: an actual attempt).
    onset: [
      "(?:its|theyre|they are|the pills are|pills are|the tablets are|tablets are|it is)(?: already| starting| beginning)? (?:working|kicking in)|(?:starting|beginning) to (?:work|kick in)|(?:its|it is) in my system|(?:starting|beginning) to (?:feel|get) (?:dizzy|sleepy|drowsy|woozy|fuzzy)|room is spinning",
    ],
    took: ["(?:emptied|finished) (?:the|my|mums|moms|dads|the whole) (?:box|bottle|pack|packet|strip|tub|blister)"],
    leak: [
      "(?:dont|do not|better not|make sure you dont|stay away from|stay home from|skip) (?:come |go |turn up |show up )?(?:in |into |to )?(?:school|work|class|college|uni|the office|campus|church|the mall|the match|the party|the concert|assembly)(?: [a-z]+){0,2} (?:tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|next week)",
      "(?:youll|you will|you all will|everyone will|youre going to|ull) (?:see|hear about) (?:it|me|this|what i do|what happens) on the news|(?:everyone|the whole (?:world|school|country|town)) (?:will|is going to|gonna) know my name|(?:i|cant) (?:cant|can not|cannot)? ?tell you why(?: [a-z]+){0,3} just (?:dont|stay)|(?:i mean it|im serious)(?: [a-z]+){0,2} (?:dont|stay) (?:come|go|home|away)",
    ],
    revenge: [
      "(?:theyll|they will|theyre (?:all )?(?:going to|gonna)|they are (?:all )?going to|hell|he will|hes going to|hes gonna|shell|she will|shes going to|shes gonna|youll|you will|everyone will|all of them will|every one of them will) (?:all )?(?:pay|suffer|be sorry)(?! (?:for (?:it|the|my|our|dinner|lunch|drinks|this round|half|that|a|an|his|her|their|everything|parking|petrol|gas)|me back|the bill|rent|you back|it back|up))",
      "(?:pay|suffer) for what (?:they|he|she|you) (?:did|done|have done|said|did to me)|(?:get|getting|got|take|taking) (?:my )?(?:revenge|payback) (?:on|for)|(?:get|getting) even with (?:him|her|them|those|my|that)|(?:get|gets|getting) what(?:s| is)? coming to (?:him|her|them)|(?:teach|show) (?:him|her|them|those [a-z]+) a lesson (?:they|he|she) (?:wont|will never) forget|(?:he|she|they)(?: [a-z]+){0,2} (?:wont|will not|never) see (?:it|me|this) coming|(?:hes|shes|theyre|he is|she is|they are) dead (?:meat|when i|if i)|dead man walking",
    ],
    idol: [
      "(?:the )?next (?:columbine|sandy hook|parkland|uvalde|school shooter|school shooting|mass shooter)|(?:do|doing|pull|pulling) (?:a )?(?:columbine|school shooting|mass shooting)(?! (?:documentary|essay|project|report))|(?:like|just like|same as|worse than) (?:the )?(?:columbine|parkland|uvalde|sandy hook|christchurch) (?:shooters?|guys|kids|killers?|lads)|(?:i )?(?:get|understand|respect|admire|look up to) (?:why )?(?:school|mass) shooters",
    ],
    lastresort: [
      "(?:i have|ive got|ive|i got|i) nothing (?:left )?to lose(?! (?:by|if|from|asking|trying|applying))|(?:they|he|she|you) (?:left|leave|leaves|gave|give|have left|has left) me no (?:choice|option|other option)",
      "(?:take|taking|took) (?:him|her|them|them all|all of them|a few of them|some of them|as many (?:of them |people )?as (?:i can|possible)) down with me|(?:take|taking) (?:them all|all of them|a few of them|some of them|as many (?:of them |people )?as (?:i can|possible)) with me|(?:im|i am) (?:not|never) going (?:down|out) alone",
    ],
    armed: [
      "(?:bought|buying|buy|got|getting|ordered|ordering|picked up|got hold of|getting hold of|stole|stolen|borrowed|nicked) (?:a |an |my |the |another |some |dads |my dads |his |a new |a real |a proper )?(?:gun|guns|pistol|rifle|shotgun|handgun|firearm|crossbow|machete|hunting knife|combat knife|zombie knife|switchblade|flick knife|knuckle duster|knuckledusters|ammo|ammunition|bullets)(?! (?:in|on|for|from) (?:the |a |my )?(?:game|gta|fortnite|cod|warzone|pubg|skyrim|minecraft|roblox|red dead|halo|apex|airsoft|paintball|nerf|costume|cosplay|halloween|play|film|movie|shop|licence|license|range|club))",
      "(?:carry|carrying|carries|started carrying|keep|keeping|have|got|bring|bringing) (?:a |my |the )?(?:knife|blade|gun|machete|shank|zombie knife) (?:on me|with me|in my (?:bag|pocket|coat|jacket|waistband|car|locker|room))",
      "(?:know|found out|figured out|worked out) (?:where|the code|the combination)(?: [a-z]+){0,4} (?:gun|guns|gun safe|rifle|shotgun|gun cabinet|ammo)|(?:sharpened|sharpening) (?:the|my|a|his|dads) (?:knife|blade|machete)(?= .*(?:him|her|them|tonight|tomorrow|ready|for when)|$)",
    ],
    knowwhere: [
      "(?:know|learned|learnt|worked out|figured out|studied|memorised|memorized) (?:his|her|their) (?:routine|schedule|movements|route home|shifts)|(?:been )?(?:watching|following|tracking) (?:him|her|them|my ex)(?: [a-z]+){0,3} (?:for weeks|every day|each day|for days|after work|home from)",
    ],
    shhide: [
      "(?:wear|wearing|wore|wears) (?:long sleeves|a hoodie|hoodies|a jumper|jumpers|jeans|leggings|a long sleeve(?: top)?|a cardigan|sweatbands|wristbands|bracelets)(?: [a-z]+){0,5} (?:in summer|in the heat|when its hot|even (?:in|when|though) (?:its|it is|the) ?(?:hot|summer|boiling|heat|warm|pe)?|to hide|so (?:no one|nobody|noone|they|people|my [a-z]+) (?:can|cant|doesnt|dont|wont|will not|wouldnt|sees?|notices?|asks?))",
      "(?:so|because|coz|cause|in case) (?:no one|nobody|noone|people|my (?:mum|mom|dad|parents|friends|teacher|boyfriend|girlfriend|partner|wife|husband)|they|he|she) (?:can|cant|could|couldnt|doesnt|dont|wont|will not|wouldnt|will)? ?(?:see|sees|notice|notices|ask|asks|find|finds|spot|spots) (?:about )?(?:my|the) (?:arms?|wrists?|thighs?|legs|stomach|scars|marks|cuts|burns|plasters|bandages)",
      "(?:said|told (?:them|her|him|everyone|my [a-z]+)|say|saying|pretend|pretended|pretending|lied and said|lie and say)(?: that)? (?:it was |its )?(?:the|my|our) (?:cat|dog|kitten|puppy) (?:scratched|scratching|did it|did that|that did it)",
      "(?:wont|cant|dont|refuse to|stopped) (?:wear|wearing|go|going) (?:short sleeves|shorts|a t shirt|t shirts|swimming|to the beach|in the pool|to pe)(?: [a-z]+){0,5} (?:because|cause|coz|since|in case) (?:of )?(?:my|the|people see) (?:arms?|wrists?|thighs?|legs|scars|marks|cuts)",
    ],
    wound: [
      "(?:needs?|needed|might need|probably needs?|should (?:have )?(?:got|had|get)|should i get|do i need|does it need) stitches|gaping|(?:wont|will not|doesnt) (?:close|stay closed)|keeps (?:opening|splitting) (?:up|open)|(?:can|could) see (?:the )?(?:fat|white stuff|yellow stuff|something white|tissue|bone)",
      "(?:is|are|its|looks?|got|getting|gone|went) (?:really |a bit |kinda |quite |so |all )?(?:infected|red and hot|hot and swollen|full of pus|oozing|weeping)|(?:red )?streaks? (?:coming|spreading|going) (?:from|up|out)",
      "(?:wont|will not|doesnt|does not|didnt) stop bleeding (?:even )?(?:after|with|when i) (?:pressing|pressure|pressed|holding|[0-9]+ (?:min|mins|minutes))",
    ],
    accident: [
      "fell|fall|falling|slipped|tripped|accident|accidentally|by accident|crash|crashed|bike|football|rugby|hockey|training|cooking|chopping|kitchen|knife slipped|broken glass|glass broke|smashed (?:a )?(?:glass|bottle|plate|window)|(?:dog|horse) (?:bit|bite|attacked)|surgery|operation|stitches out|tattoo|piercing|shaving|dentist|ingrown|c section|caesarean",
    ],
    shself: [
      "(?:burn|burning|burned|burnt) (?:myself|my (?:skin|arm|arms|wrist|wrists|thigh|thighs|leg|legs|stomach)) (?:with|using) (?:a |the |my )?(?:lighter|cigarette|cigarettes|lit match|matches|hot metal|heated (?:up )?(?:knife|spoon|coin|metal|lighter))",
      "(?:stick|stuck|sticking|stab|stabbed|stabbing|push|pushed|pushing|jab|jabbed|jabbing) (?:pins|needles|a pin|a needle|safety pins|a compass|pencils?|a pen|staples) (?:in|into) (?:my (?:skin|arm|arms|wrist|wrists|thigh|thighs|leg|legs|hand|hands|stomach)|myself)",
      "(?:swallow|swallowed|swallowing) (?:batteries|a battery|pins|a pin|glass|razor blades?|a blade|screws|nails|needles|magnets)(?: [a-z]+){0,3} (?:on purpose|to hurt myself|deliberately|so (?:i|it) (?:would|could)|again)",
      "(?:hit|hitting|punch|punching|punched|slap|slapping|slapped) myself (?:in the (?:face|head|stomach|legs)|really hard|until|till|til|so hard|over and over|again and again)",
      "(?:tied|tying|tie|pulled|pulling|wrapped|wrapping) (?:a |my |the )?(?:belt|cord|ligature|cable|lanyard|shoelace|phone charger|charger cable) (?:tight )?(?:round|around) my (?:neck|throat)",
    ],
    emergency: [
      "(?:knocked|was knocked|got knocked|been knocked) (?:out|unconscious|clean out)(?! (?:of (?:the|a) (?:tournament|competition|cup|league|quiz|game|race|round)|in (?:the )?(?:game|round)))|(?:hit|banged|bashed|smacked|cracked|bumped) (?:his|her|my|their|the babys|the baby s) head(?: [a-z]+){0,8} (?:being sick|been sick|vomiting|threw up|throwing up|so drowsy|really drowsy|keeps falling asleep|cant stay awake|confused|cant remember|clear fluid)",
      "clear (?:fluid|liquid) (?:coming |leaking |dripping )?(?:out of|from) (?:his|her|my|their|the) (?:ear|ears|nose)|bleeding from (?:his|her|my|their) ears?",
      "(?:pinpoint|tiny) pupils|(?:snoring|gurgling|rattling)(?: [a-z]+){0,4} (?:cant|wont|not|can not) wake|(?:cant|wont|not) wake(?: [a-z]+){0,4} (?:snoring|gurgling)|(?:give|gave|giving|used|use|using|do i give|should i give|need|grab) (?:him|her|them)? ?(?:the )?(?:narcan|naloxone)(?! (?:training|course|kits? (?:at|in)))|(?:put|putting|rolled|roll) (?:him|her|them|my [a-z]+) (?:on (?:his|her|their) side|in(?:to)? (?:the )?recovery position)(?! (?:in|on|at|during) (?:the |a |my )?(?:course|class|training))",
      "(?:swallowed|ate|eaten|has eaten|might have swallowed|think (?:he|she|they) swallowed|put in (?:his|her) mouth) (?:a |one of the |some |two |the )?(?:button batter(?:y|ies)|coin batter(?:y|ies)|watch batter(?:y|ies)|magnets?|magnetic balls)",
      "(?:scalded|burned|burnt) (?:with|by) (?:boiling|hot) (?:water|oil|fat|tea|coffee)(?= .*(?:baby|toddler|son|daughter|child|kid|skin|blister|peeling|face|chest|arm|leg|all over)|$)|skin (?:is )?(?:peeling off|coming off|hanging off|white and leathery|charred)",
      "(?:baby|babys|the baby s|bump)(?: [a-z]+){0,3} (?:hasnt|has not|isnt|is not|not|stopped|hasnt been) (?:moved|moving|kicking|kicked)(?: [a-z]+){0,3} (?:all day|since|today|for hours|as much|in hours|like usual|like normal)|(?:cant|can not|havent|have not|not|didnt) (?:feel|felt) (?:the |my )?baby (?:move|moving|kick|kicking)(?! (?:yet|until|till))",
      "(?:worst|most painful) headache (?:of|in) (?:my|his|her) life|thunderclap headache|(?:sudden|suddenly|came on (?:so )?suddenly|out of nowhere)(?: [a-z]+){0,3} (?:severe|terrible|horrendous|blinding|agonising|agonizing|excruciating|worst) headache",
      "(?:coughing|coughed|cough) up (?:blood|blood clots)|(?:black|tarry)(?: [a-z]+){0,2} (?:poo|stool|stools|poop)",
      // Strong meningitis and DKA signs: enough on their own.
      "(?:soft spot|fontanelle)(?: [a-z]+){0,2} (?:is )?(?:bulging|swollen|sunken)|(?:rash|spots)(?: [a-z]+){0,4} (?:under|with|through) (?:a|the) glass|ketones (?:are |were |is )?(?:high|really high|very high|over [0-9]|at [0-9]|[0-9])|breath (?:smells|smelling|smelt) (?:like |of )?(?:pear drops|nail varnish|nail polish|acetone)|dka|diabetic ketoacidosis",
    ],
    fever: [
      "fever|feverish|high temp|high temperature|temperature of (?:3[89]|4[0-2])|temp (?:of |is |at |was )?(?:3[89]|4[0-2])|(?:3[89]|4[0-2])(?: point [0-9]| [0-9])? (?:degrees|c)|burning up|infection|uti|cellulitis|pneumonia|chickenpox|meningitis|sepsis",
    ],
    redflag: [
      "stiff neck|neck (?:is |feels |went |has gone )?(?:stiff|really stiff|so stiff)|cant (?:bend|move|put) (?:his|her|my|their) (?:neck|chin) (?:forward|down|to (?:his|her|my|their) chest)",
      "(?:light|lights|the light|bright light) (?:hurts|hurt|is hurting) (?:his|her|my|their) eyes|cant (?:stand|bear|look at|handle) (?:the |any )?(?:light|lights|bright light)|(?:purple|dark red) (?:rash|spots|blotches)|high pitched (?:cry|crying|scream|screaming)|(?:hands and feet|hands|feet) (?:are |feel )?(?:ice cold|freezing cold|so cold)",
      "(?:hasnt|has not|havent|have not|not|didnt|did not) (?:peed|weed|had a wee|done a wee|urinated|passed urine|had a wet nappy|wet (?:a|her|his) nappy)(?: [a-z]+){0,3} (?:all day|since (?:yesterday|last night|this morning)|in (?:[0-9]+|twelve|twenty four) hours|for (?:[0-9]+|twelve) hours|today)|(?:dry|no wet) nappies",
      "(?:is|seems|s|hes|shes|got|getting|really|so|very) confused(?! (?:about|by|with|why|what|how|if|whether))|not making (?:any )?sense|(?:doesnt|does not|didnt) (?:know|recognise|recognize) (?:where (?:he|she|they) (?:is|are)|me|us|who)|(?:really |very |so )?(?:hard|difficult) to wake(?: up)?|slurring|slurred",
    ],
    sickness: [
      "breathing (?:really |very |super |so )?fast|(?:severe|really bad|agonising|agonizing) (?:muscle|muscles) (?:pain|ache|aches)|(?:feel|feels|feeling) like (?:im|i am|he is|hes|she is|shes) (?:going to|gonna|about to) die",
    ],
    csafe: [
      "(?:no|isnt any|theres no|there is no|hardly any|never any|never enough) food (?:in the house|at home|in the fridge|in the cupboards?|for (?:us|me|them|the kids))|(?:left|leaves|leave|leaving) (?:us|me|him|her|them) (?:home )?(?:alone|on (?:our|my|his|her|their) own) (?:all|for) (?:the )?(?:weekend|night|nights|days|[0-9]+ days|a week|two days|three days)",
      "(?:mum|mom|dad|mam|my (?:mum|mom|dad|mam|parents|mother|father|stepdad|stepmum)|parents)(?: [a-z]+){0,3} (?:always|is always|are always|keeps getting|gets|is|are) (?:drunk|high|wasted|passed out|out of it|off (?:her|his|their) face)",
      "(?:have to|had to|i) (?:look after|feed|take care of|put to bed|get (?:ready|dressed) for school) (?:my )?(?:little|baby|younger) (?:brother|brothers|sister|sisters|siblings)(?: [a-z]+){0,4} (?:because|cause|coz|cos|since|every|all the time|on my own)",
      "(?:im|i am|shes|she is|hes|he is|is) (?:only |just )?(?:1[0-5]|[5-9])(?: [a-z]+){0,4} (?:and )?(?:my |her |his |the )?(?:boyfriend|girlfriend|bf|gf)(?: is|s| who is) (?:2[0-9]|3[0-9]|4[0-9])|(?:much|way|a lot) older (?:boyfriend|girlfriend|man|guy|men|lad|lads)|(?:boyfriend|girlfriend|he|she)(?: is|s) (?:2[0-9]|3[0-9]|4[0-9])(?: [a-z]+){0,4} (?:and )?(?:im|i am|shes|she is|hes|he is|she s|he s) (?:only )?(?:1[0-5]|[5-9])(?! (?:minutes|mins|hours))",
      "(?:gives|gave|buys|bought|sends|sent|pays|paid) (?:me|her|him) (?:money|cash|presents|gifts|a phone|a new phone|vapes|weed|alcohol|trainers|clothes|robux|v bucks|gift cards)(?: [a-z]+){0,6} (?:secret|not to tell|dont tell|nobody knows|no one knows|(?:doesnt|dont) want (?:my|her|his) (?:parents|mum|mom|dad) to know)",
      "(?:hold|holding|held|keep|keeping|carry|carrying|deliver|delivering|drop|dropping|run|running|move|moving|sell|selling|stash|stashing) (?:stuff|packages|parcels|bags|drugs|weed|a package|a bag|things)(?: [a-z]+){0,3} for (?:some |these |the |those )?(?:older )?(?:boys|lads|guys|men|gang|olders|man)|(?:say|says|said|told (?:me|him|her)) (?:i|he|she) (?:owe|owes) (?:them|him)|county lines|going cunch|cuckooing",
      "(?:keeps|kept|has been|been|keeps on) going missing|(?:went|goes|gone|has gone) missing (?:for|again)(?: [a-z]+){0,2} (?:days|nights|the weekend|a few days)",
      "(?:going|go|taken|taking (?:me|her)|take (?:me|her)|sending (?:me|her)|send (?:me|her)|sent)(?: [a-z]+){0,3} (?:abroad|back home|to (?:the )?(?:village|home country))(?: [a-z]+){0,8} (?:to be cut|to get cut|be circumcised|get circumcised|special ceremony|cutting ceremony|to (?:be |get )?married|marry (?:me|her) off)|(?:make|making|force|forcing|forced) (?:me|her) (?:to )?(?:get )?marr(?:y|ied) (?:a|my|her|an|someone)",
    ],
    violence: [
      // DASH risk checklist: strangling, choking, suffocating or drowning by a partner.
      "(?:held|holds|holding|put|puts|pressed|presses|pushed|pushes) (?:a |the )?(?:pillow|cushion|bag|plastic bag|hand|his hand|her hand|hands) (?:over|on|against) my (?:face|mouth|nose|head)|(?:tried|tries|trying) to (?:smother|suffocate|drown|strangle|choke) me|held (?:me|my head) under (?:the )?water|(?:his|her|their) (?:hands|hand) (?:round|around|on) my (?:neck|throat)",
      "cigarette burns?|belt marks?|buckle marks?|shaken baby|(?:shook|shaken|shaking) (?:the|my|her|his|their) baby(?! (?:rattle|bottle|toy))",
    ],
    neglect: [
      "(?:makes?|made|tells?|told|forces?|forced|wants?) me (?:to )?(?:sit on (?:his|her) (?:lap|knee)|get (?:in|into) (?:his|her) bed|sleep in (?:his|her) bed|take (?:off )?my clothes(?: off)?|undress|get undressed)",
      "(?:wants|want|asked|asks|keeps asking|told) (?:me|her|him) to (?:video call|facetime|turn (?:on )?(?:my|the|her|his) camera|go on camera|delete (?:the|our|his|her) (?:messages|chats|texts))(?: [a-z]+){0,6} (?:secret|not tell|dont tell|alone|without (?:my|her|his) (?:parents|mum|mom|dad)|in (?:my|her|his) (?:room|bedroom)|at night)",
      "(?:a |an |this |some )?(?:guy|man|older boy|adult|grown up)(?: [a-z]+){0,3} (?:on|from) (?:roblox|fortnite|discord|minecraft|snap|snapchat|insta|instagram|tiktok|a game)(?: [a-z]+){0,8} (?:secret|dont tell|not to tell|pics|pictures|photos|meet up|meet me|come over|robux|v bucks|gift cards?)",
    ],
  },
  es: {
    // An overdose taking effect, and pills "emptied" (C-SSRS: an actual attempt).
    onset: [
      "(?:ya )?(?:esta|estan|empieza|empiezan) (?:a )?(?:hacer efecto|haciendo efecto)|me estoy mareando|(?:ya )?(?:me )?empiezo a marear|todo me da vueltas",
    ],
    took: [
      "(?:me )?(?:tome|trague|bebi) (?:lo del|todo lo del|lo que (?:quedaba|habia) en el) (?:frasco|bote|blister|caja)",
    ],
    // Spanish and Portuguese drop the subject: "me puso la almohada en la cara" is someone else.
    other: [
      "me (?:puso|pone|ponia|apreto|aprieta|tapo|tapa|tapaba)(?= (?:una |la |su )?(?:almohada|mano|cojin|bolsa) (?:en|sobre|contra) (?:mi|la) (?:cara|boca|nariz))",
    ],
    leak: [
      "no (?:vayas|vengas|vayan|vengan) (?:a|al|a la) (?:escuela|colegio|cole|insti|instituto|trabajo|clase|oficina|uni|universidad|iglesia|fiesta|centro comercial|prepa|secundaria)(?: [a-z]+){0,2} (?:manana|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo|la semana que viene)",
      "(?:lo )?(?:vas a|van a|vais a) ver en (?:las )?noticias|(?:todos|todo el mundo) (?:van a|va a) (?:saber|conocer) mi nombre|no te puedo decir por que(?: [a-z]+){0,3} (?:no vayas|no vengas|quedate)",
    ],
    revenge: [
      "(?:me las|me la) (?:van a|va a|vas a) pagar|(?:van a|va a|vas a) pagar (?:por )?lo que (?:me )?(?:hizo|hicieron|hiciste)|(?:todos|todas) (?:van a|lo van a|me las van a) pagar|(?:les|le) voy a dar (?:una )?leccion|no (?:lo|la|los) (?:va|van) a ver venir|(?:esta|estan) muert[oa]s? (?:cuando|si) (?:lo|la|los) (?:veo|encuentro|agarro)",
    ],
    idol: [
      "(?:el|la) proxim[oa] (?:columbine|tirador escolar|masacre escolar)|hacer (?:un|una) (?:columbine|masacre en la escuela|tiroteo en la escuela)|como (?:los de|el de) columbine|entiendo a los (?:tiradores|asesinos) (?:de escuelas|escolares)",
    ],
    lastresort: [
      "no tengo nada que perder|no me (?:dejan|dejaron|dejo|deja|dejaste) (?:otra )?(?:opcion|salida|eleccion)",
      "(?:me (?:lo|la|los) llevo|llevarme a (?:todos|unos cuantos|varios)|me llevo a (?:todos|unos cuantos|varios)) (?:conmigo|por delante)|si yo caigo(?: [a-z]+){0,2} (?:caen|cae) conmigo",
    ],
    armed: [
      "(?:compre|consegui|consiguio|robe|pille|saque|encargue) (?:una|un|la|el|mi) (?:pistola|arma|revolver|escopeta|rifle|navaja|machete|cuchillo de caza|ballesta|manopla)(?! (?:en el|del|de) (?:juego|gta|fortnite|airsoft|juguete))",
      "(?:llevo|cargo|ando con|traigo|siempre llevo) (?:una |la |mi )?(?:navaja|cuchillo|pistola|arma|fusca) (?:encima|conmigo|en la mochila|en el bolsillo)|se (?:donde|la clave|el codigo|la combinacion)(?: [a-z]+){0,4} (?:pistola|arma|escopeta|caja fuerte)|(?:afile|afilando) (?:el|mi|un) (?:cuchillo|machete|navaja)",
    ],
    knowwhere: [
      "(?:se|conozco|aprendi|estudie|me se) (?:su|sus) (?:rutina|horario|horarios|turnos)|(?:lo|la|los) (?:sigo|segui|he seguido|vigilo|he vigilado)(?: [a-z]+){0,3} (?:desde hace|cada dia|todos los dias|semanas)",
    ],
    shhide: [
      "(?:manga larga|mangas largas|sudadera|buzo|pantalon largo|pulseras)(?: [a-z]+){0,5} (?:en verano|con este calor|con el calor|aunque haga calor|para que no (?:vean|se vean|me vean|noten)|para tapar|para esconder)",
      "para que no (?:vean|se vean|noten|me vean) (?:mis|los|las) (?:brazos|munecas|piernas|muslos|cicatrices|marcas|cortes)|(?:dije|digo|les dije|le dije) que (?:fue|era|me lo hizo) (?:el|mi) gato",
    ],
    wound: [
      "(?:necesita|necesito|necesitaria|creo que necesita|necesitara) (?:puntos|sutura|puntadas)|no (?:se )?cierra|se ve (?:la )?grasa|se ve (?:algo )?blanco(?: [a-z]+){0,2} (?:dentro|adentro)|(?:esta|se ve|se puso|estan|se pusieron) infectad[oa]s?|(?:tiene|con|sale|salia) pus|no (?:para|deja) de sangrar (?:aunque|despues de) (?:presion|apretar|apreto|apretarlo)",
    ],
    accident: [
      "me cai|se cayo|caida|accidente|sin querer|cocinando|cortando (?:cebolla|verdura|pan)|en la cocina|vaso roto|se rompio (?:un|el) vaso|operacion|cirugia|tatuaje|piercing|afeitando|bici|futbol|cesarea",
    ],
    shself: [
      "me (?:queme|quemo|quemaba) (?:con (?:un|el|mi) (?:mechero|encendedor|cigarro|cigarrillo|fosforo|cerillo)|a proposito)|quemarme con (?:el|un) (?:mechero|encendedor|cigarro)",
      "me (?:clavo|clave|clavaba|meto|meti|metia) (?:agujas|alfileres|un alfiler|una aguja|el compas|grapas) en (?:la piel|el brazo|los brazos|la pierna|las piernas|los muslos)|me (?:trague|tragaba|trago) (?:pilas|una pila|alfileres|vidrio|cristal|cuchillas|clavos|imanes)(?: [a-z]+){0,2} (?:a proposito|para hacerme dano|adrede)",
      "me (?:pego|pegue|golpeo|golpee|pegaba|golpeaba|doy golpes|di golpes|doy punetazos|di punetazos) (?:a mi mism[oa] |yo mism[oa] )?(?:en la cara|en la cabeza|en las piernas)(?: [a-z]+){0,2} (?:hasta|muy fuerte|a proposito)|me (?:ate|amarre|puse|apriete) (?:un cinturon|un cable|una cuerda|un cordon|el cargador) (?:al|alrededor del|en el) cuello",
    ],
    emergency: [
      "se (?:golpeo|pego|dio un golpe en|dio en) (?:en )?la cabeza(?: [a-z]+){0,6} (?:vomita|vomito|vomitando|somnolient[oa]|adormilad[oa]|confundid[oa]|no recuerda|liquido)|(?:le sale|sale|salia) (?:liquido|sangre) (?:del|de la|por el|por la|de los) (?:oido|oidos|oreja|nariz)",
      "pupilas (?:muy )?(?:pequenitas|pequenas|puntiformes|como puntos)|(?:ronca|hace ruidos|gorgotea|gorgoteando|roncando)(?: [a-z]+){0,3} (?:y )?no (?:despierta|reacciona)|(?:darle|le di|le doy|usar|usamos|le pusimos) (?:la )?(?:naloxona|narcan)|(?:lo|la) (?:puse|pusimos) (?:de lado|en posicion lateral de seguridad)",
      "(?:se trago|se comio|trago|se ha tragado) (?:una |un |unas |unos )?(?:pila de boton|pilas de boton|pila|pilas|iman|imanes)|(?:el )?bebe no se (?:mueve|ha movido|movio) (?:desde|en todo el dia|hoy|como antes|igual)|no (?:siento|he sentido|senti) (?:al|el) bebe (?:moverse|mover|patear)",
      "(?:el )?peor dolor de cabeza de mi vida|dolor de cabeza (?:repentino|subito|de golpe) (?:y )?(?:muy )?(?:fuerte|terrible|horrible|insoportable)|(?:tose|tosiendo|tosi|escupe|escupiendo) sangre|(?:se quemo|se escaldo|se echo|le cayo) (?:con )?agua hirviendo",
      "(?:fontanela|mollera)(?: [a-z]+){0,2} (?:abombada|hinchada|hundida)|(?:manchas|sarpullido|erupcion|puntitos)(?: [a-z]+){0,4} (?:con|bajo|debajo de) (?:el|un) vaso|cetonas (?:altas|muy altas|en [0-9])|aliento (?:a|con olor a) (?:acetona|quitaesmalte)|cetoacidosis",
    ],
    fever: [
      "fiebre|calentura|temperatura (?:de (?:3[89]|4[0-2])|alta|muy alta)|(?:3[89]|4[0-2])(?: (?:grados|coma [0-9]))|infeccion|meningitis|sepsis",
    ],
    redflag: [
      "(?:cuello|nuca) (?:rigid[oa]|muy duro|tiesa|tieso)|rigidez (?:de|en el|en la) (?:cuello|nuca)|(?:le|me) molesta (?:mucho )?la luz|no (?:soporta|aguanta|puede ver) la luz|(?:manchas|puntitos) (?:morad[oa]s|rojo oscuro)|llanto (?:muy )?agudo|manos y pies (?:helados|muy frios)",
      "no (?:ha )?(?:orinado|hecho pis|mojado el panal|hecho pipi)(?: [a-z]+){0,3} (?:en todo el dia|desde|en [0-9]+ horas)|panales secos|(?:esta|esta muy|muy) confundid[oa]|no sabe donde esta|no (?:me|nos) reconoce|cuesta (?:mucho )?despertar(?:lo|la|le)|habla arrastrando",
    ],
    sickness: ["respira (?:muy )?(?:rapido|rapidisimo)|dolor muscular (?:muy )?fuerte|siento que me voy a morir"],
    csafe: [
      "no hay (?:nada de )?comida en (?:la )?casa|(?:nos|me|lo|la|los|las) (?:dejan|deja|dejaron|dejo) sol[oa]s? (?:todo el fin de semana|toda la noche|varios dias|dias)|(?:mi )?(?:mama|papa|madre|padre|mis padres|mi padrastro)(?: [a-z]+){0,3} (?:siempre )?(?:esta |estan )?(?:borrach[oa]s?|drogad[oa]s?|tirad[oa]s?)",
      "(?:tengo que|me toca) (?:cuidar|dar de comer) (?:a )?(?:mis hermanitos|mi hermanito|mi hermanita|mis hermanos pequenos)(?: [a-z]+){0,3} (?:porque|siempre|sol[oa])|(?:novio|novia) (?:de|que tiene) (?:2[0-9]|3[0-9]) anos|mucho mayor que (?:ella|el|yo)",
      "(?:me|le) (?:da|regala|regalo|compra|compro|manda|mando|paga) (?:dinero|regalos|un movil|un celular|robux|vapers?|ropa)(?: [a-z]+){0,6} (?:secreto|no (?:se lo )?(?:diga|cuente)|nadie sabe)",
      "(?:guardar|guardo|llevar|llevo|vender|vendo|mover|repartir|reparto) (?:cosas|paquetes|droga|mochilas|bolsas)(?: [a-z]+){0,2} para (?:unos|los|esos) (?:mayores|chavales|tipos|manes|pandilleros)|dicen que (?:les )?debo|(?:se )?(?:escapa|desaparece|desaparecio) (?:de casa )?(?:por|durante) (?:dias|dos dias|el fin de semana)",
      "(?:llevar|llevarme|mandar|mandarme|llevarla)(?: [a-z]+){0,3} (?:al pais|a su pais|al pueblo|al extranjero)(?: [a-z]+){0,5} (?:cortar|casar|ablacion|mutilacion)|(?:me|la) (?:quieren|van a|obligan a) casar",
    ],
    violence: [
      // DASH risk checklist: strangling, choking, suffocating or drowning by a partner.
      "(?:me )?(?:puso|pone|ponia|apreto|aprieta|tapo|tapa|tapaba) (?:una |la |su )?(?:almohada|mano|cojin|bolsa) (?:en|sobre|contra) (?:mi|la) (?:cara|boca|nariz)|quiso (?:ahogarme|asfixiarme|estrangularme)|(?:sus )?manos (?:en|alrededor de) mi cuello",
      "quemaduras de cigarro|marcas de cinturon|marcas de la hebilla|(?:sacudio|zarandeo|zarandeando|sacudiendo) al bebe|bebe sacudido",
    ],
    neglect: [
      "(?:me hace|me obliga a|me pide que|me dice que) (?:sentarme en sus piernas|meterme en su cama|me meta en su cama|dormir en su cama|desvestirme|me desvista|quitarme la ropa)",
      "(?:quiere|me pide|pidio) (?:que )?(?:hagamos videollamada|prenda la camara|encienda la camara)(?: [a-z]+){0,4} (?:sol[oa]|en mi cuarto|de noche|sin que)|(?:un|una) (?:senor|hombre|tipo|chico mayor|adulto)(?: [a-z]+){0,4} (?:de|en) (?:roblox|fortnite|discord|instagram|tiktok|snap|free fire)(?: [a-z]+){0,6} (?:secreto|fotos|vernos|quedar)",
    ],
  },
  fr: {
    // An overdose taking effect, and pills "emptied" (C-SSRS: an actual attempt).
    onset: [
      "(?:ca|sa) commence a (?:tourner|faire effet|agir)|(?:ca|sa) fait (?:deja )?effet|(?:je )?commence a (?:avoir la tete qui tourne|partir)|(?:jai|j ai) la tete qui tourne",
    ],
    took: [
      "(?:j ai|jai) (?:vide|avale|fini) (?:la boite|le flacon|la plaquette|le tube|toute la boite|tout le flacon|toute la plaquette|tout le tube)",
    ],
    leak: [
      "(?:ne )?(?:viens|venez|va|allez) pas (?:a l|a la|au|a) ?(?:ecole|college|lycee|bahut|taf|travail|boulot|bureau|cours|fac|eglise|fete|centre commercial)(?: [a-z]+){0,2} (?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|la semaine prochaine)",
      "(?:tu le verras|vous le verrez|tu verras ca|vous verrez ca) (?:aux|dans les|au) (?:infos|informations|journal|jt)|tout le monde (?:va|saura|connaitra) (?:connaitre |savoir )?mon nom|je (?:peux|peu) pas te dire pourquoi(?: [a-z]+){0,3} (?:viens pas|va pas|reste)",
    ],
    revenge: [
      "(?:ils|elles|il|elle|tu|vous) (?:vont|va|vas|allez) (?:tous |toutes )?(?:me )?le payer|(?:ils|elles|il|elle|tu) (?:me )?le (?:payeront|paiera|payera|paieront|paieras)|payer pour ce qu (?:il|elle|ils|elles|tu) (?:m a|ma|m ont|mont|a|ont) fait|(?:lui|leur) donner une (?:bonne )?lecon|(?:il|elle|ils) (?:ne )?(?:le |la |les )?verr(?:a|ont) (?:pas|rien) venir|(?:il|elle) est (?:un homme )?mort(?:e)? (?:quand|si) je",
    ],
    idol: [
      "(?:le|la) prochain(?:e)? (?:columbine|tuerie scolaire|fusillade)|faire (?:un|une) (?:columbine|tuerie|fusillade)(?! (?:dans le jeu|au jeu))|comme (?:ceux|les tueurs|les tireurs) de columbine|je comprends les (?:tueurs|tireurs) (?:de masse|dans les ecoles)",
    ],
    lastresort: [
      "(?:j ai|jai) (?:plus )?rien a perdre|(?:ils|il|elle|on|tu) (?:ne )?m (?:a|ont|as) (?:pas|plus) laisse (?:le )?choix|(?:ils|il|elle|on) (?:ne )?me (?:laisse|laissent) (?:pas|plus|aucun) (?:le )?choix",
      "(?:les|le|la) (?:emmener|emporter|entrainer) avec moi|(?:je vais en emmener|j en emmene|jen emmene) (?:avec moi|quelques uns)",
    ],
    armed: [
      "(?:achete|chope|recupere|vole|commande|trouve) (?:un|une|le|la|mon|ma) (?:flingue|pistolet|fusil|arme|arbalete|machette|couteau de chasse|poing americain|glock)(?! (?:dans le jeu|sur gta|sur fortnite|airsoft|a billes|en plastique))",
      "(?:je porte|je garde|j ai toujours|jai toujours|je me balade avec|je trimballe) (?:un|une|mon|ma) (?:couteau|lame|flingue|arme|machette|opinel) (?:sur moi|dans mon sac|dans ma poche)|je sais ou (?:mon pere|il|mon oncle|mon beau pere) (?:range|cache|garde|met) (?:le|son|l|la) (?:fusil|flingue|arme|pistolet|carabine)|(?:aiguise|aiguiser|j ai aiguise) (?:le|mon|un) (?:couteau|machette|lame)",
    ],
    knowwhere: [
      "je connais (?:son|leur|ses) (?:emploi du temps|planning|trajet|horaires)|je (?:le|la|les) (?:suis|surveille|piste|guette)(?: [a-z]+){0,3} (?:depuis des semaines|tous les jours|chaque jour)",
    ],
    shhide: [
      "(?:manches longues|sweat|pull|jean|legging|bracelets)(?: [a-z]+){0,5} (?:en ete|meme quand il fait chaud|par cette chaleur|avec cette chaleur|pour cacher|pour que (?:personne|on|mes parents) ne (?:voie|voient))",
      "pour que (?:personne|on|mes parents|ma mere|mon pere|ma mere|mon copain) ne (?:voie|voient|remarque) (?:mes|les) (?:bras|poignets|cuisses|jambes|cicatrices|marques|coupures)|(?:j ai dit|jai dit|je dis|je leur dis) que c (?:etait|est) (?:le|mon) chat",
    ],
    wound: [
      "(?:besoin de|faut|faudrait|il faudrait) (?:des )?points(?: de suture)?|(?:ca|la plaie|la coupure) (?:ne )?(?:se referme|referme) pas|(?:on voit|je vois) (?:la graisse|du blanc|le gras)|(?:c est|cest|est|sont) (?:infecte|infectee|infectees|infectes)|du pus|(?:saigne|saignent) (?:toujours|encore) (?:apres|malgre) (?:avoir appuye|la pression|avoir serre)",
    ],
    accident: [
      "tombe|tombee|chute|accident|sans faire expres|en cuisinant|en coupant|cuisine|verre casse|operation|chirurgie|tatouage|piercing|rasant|velo|foot|cesarienne",
    ],
    shself: [
      "(?:je me suis|je me|jme) brul(?:e|ee|ais) (?:avec|au) (?:un |le |mon )?(?:briquet|cigarette|clope|allumette)",
      "(?:je m enfonce|je me plante|je me suis plante|je me plantais|je me suis enfonce) (?:des |une |un )?(?:aiguilles|epingles|aiguille|epingle|compas|agrafes) dans (?:la peau|le bras|les bras|la cuisse|les cuisses)|(?:j ai avale|jai avale|j avale) (?:des |une )?(?:piles|pile|epingles|verre|lames|clous|aimants)(?: [a-z]+){0,2} (?:expres|pour me faire mal)",
      "je me (?:frappe|tape|cogne|suis frappe|suis tape|suis cogne) (?:la tete|le visage|moi meme)(?: [a-z]+){0,3} (?:contre le mur|jusqu|tres fort|expres)|(?:serre|attache|noue) (?:une ceinture|un cable|une corde|un lacet|le chargeur) autour de (?:mon|mon propre) cou",
    ],
    emergency: [
      "(?:s est cogne|sest cogne|s est tape|sest tape|a pris un coup sur) la tete(?: [a-z]+){0,6} (?:vomit|a vomi|somnolent|somnolente|confus|confuse|ne se souvient)|(?:liquide|sang) (?:qui )?(?:coule|sort) (?:de l oreille|des oreilles|du nez)",
      "pupilles (?:toutes petites|en tete d epingle|minuscules)|(?:ronfle|gargouille|rale)(?: [a-z]+){0,3} (?:et )?(?:ne )?(?:se reveille|reagit) pas|(?:donner|donne|donne lui|utiliser) (?:la |de la )?naloxone|(?:mis|mettre|mise) en position laterale de securite",
      "(?:a avale|avale|il a avale|elle a avale) (?:une |des )?(?:pile bouton|piles bouton|pile|piles|aimant|aimants)|(?:le )?bebe (?:ne )?bouge (?:plus|pas|moins)(?: [a-z]+){0,3} (?:depuis|aujourd hui|de la journee)|(?:je )?(?:ne )?(?:sens|sentais) (?:plus|pas) (?:le )?bebe bouger",
      "(?:le )?pire mal de tete de (?:ma|sa) vie|mal de tete (?:soudain|brutal) (?:et )?(?:tres )?(?:violent|fort|atroce)|(?:crache|tousse|toussait|crachait) du sang|(?:ebouillante|ebouillantee)|eau bouillante (?:sur|renversee)",
      "fontanelle (?:bombee|gonflee|creusee)|(?:taches|boutons)(?: [a-z]+){0,4} (?:sous le|avec un|sous un) verre|cetones (?:elevees|hautes|a [0-9])|haleine (?:qui sent|sent) (?:l )?(?:acetone|dissolvant)|acidocetose",
    ],
    fever: [
      "fievre|temperature|(?:3[89]|4[0-2])(?: (?:degres|de fievre|virgule [0-9]))|infection|meningite|septicemie|sepsis",
    ],
    redflag: [
      "(?:nuque|cou) (?:raide|bloque|bloquee)|raideur (?:de la|dans la) nuque|(?:la lumiere|les lumieres) (?:lui|me) (?:fait|font) mal aux yeux|(?:supporte|supportent) pas la lumiere|taches (?:violettes|pourpres)|cri (?:tres )?aigu|mains et pieds (?:glaces|geles|tres froids)",
      "(?:pas|rien) (?:fait pipi|uriner|urine|mouille (?:sa|de) couche)(?: [a-z]+){0,3} (?:de la journee|depuis|en [0-9]+ heures)|couches seches|(?:est|tres|completement) (?:confus|confuse|desoriente|desorientee)|(?:ne )?(?:sait plus|sait pas) ou (?:il|elle) est|(?:ne )?me reconnait (?:plus|pas)|(?:difficile|dur) a reveiller",
    ],
    sickness: [
      "respire (?:tres )?vite|douleurs musculaires (?:intenses|atroces)|(?:j ai l impression|jai l impression) que je vais mourir",
    ],
    csafe: [
      "(?:rien|pas) a manger (?:a la maison|dans le frigo|chez nous)|(?:laisse|laisses|laissee|laissees|reste|restes|restee) seule?s? (?:tout le week end|toute la nuit|plusieurs jours|des jours)|(?:ma mere|mon pere|maman|papa|mes parents|mon beau pere)(?: [a-z]+){0,3} (?:toujours |tout le temps )?(?:bourre|bourree|ivre|saoul|saoule|defonce|defoncee|dans les vapes)",
      "(?:je dois|faut que je) (?:m occuper de|moccuper de|nourrir|garder) (?:mon petit frere|ma petite soeur|mes petits freres|mes petites soeurs)(?: [a-z]+){0,3} (?:parce|tout le temps|toute seule?|tous les)|(?:copain|mec|petit ami|copine) (?:de|qui a) (?:2[0-9]|3[0-9]) ans|beaucoup plus (?:vieux|agee?) qu (?:elle|lui|moi)",
      "(?:il|elle) (?:m offre|moffre|me donne|me paie|lui offre|lui donne|m a offert|ma offert) (?:de l argent|des cadeaux|un telephone|des robux|des vapes|des fringues)(?: [a-z]+){0,6} (?:secret|dire a personne|rien dire)",
      "(?:garder|garde|livrer|livre|transporter|vendre|revendre|cacher) (?:des trucs|des colis|de la drogue|des sachets|des sacs|des paquets)(?: [a-z]+){0,2} pour (?:des|les|ces) (?:grands|mecs|gars|plus vieux)|(?:ils|il) (?:dit|disent) que je (?:lui|leur) dois|(?:disparait|fugue|disparu) (?:pendant )?(?:des jours|plusieurs jours|tout le week end)",
      "(?:emmener|envoyer|amener)(?: [a-z]+){0,3} (?:au pays|au bled|a l etranger)(?: [a-z]+){0,5} (?:exciser|excision|marier|mariage)|(?:veulent|vont) me marier(?: de force)?|mariage force",
    ],
    violence: [
      // DASH risk checklist: strangling, choking, suffocating or drowning by a partner.
      "(?:ma |m a )?(?:mis|mit|met|appuye|appuie|plaque|tenu|tenait) (?:un |l |son |sa |la )?(?:oreiller|coussin|main|sac) (?:sur|contre) (?:mon|ma|le|la) (?:visage|bouche|nez|tete)|(?:a essaye|essaye|a tente|tente|voulu) de (?:metouffer|metrangler|me noyer|métouffer)|(?:ses )?mains (?:sur|autour de) mon cou",
      "brulures de cigarette|marques de ceinture|bebe secoue|(?:secoue|secouait) (?:le|mon|son) bebe",
    ],
    neglect: [
      "(?:me fait|me force a|me demande de) (?:m asseoir sur ses genoux|masseoir sur ses genoux|venir dans son lit|dormir dans son lit|me deshabiller|enlever mes vetements)",
      "(?:veut|demande) (?:qu on fasse|quon fasse|de faire) (?:un )?(?:appel video|facetime)(?: [a-z]+){0,4} (?:seule?|dans ma chambre|la nuit|sans)|(?:un|une) (?:monsieur|homme|mec|adulte)(?: [a-z]+){0,4} (?:sur|de) (?:roblox|fortnite|discord|insta|tiktok|snap)(?: [a-z]+){0,6} (?:secret|photos|se voir|rencontrer)",
    ],
  },
  de: {
    // An overdose taking effect, and pills "emptied" (C-SSRS: an actual attempt).
    onset: [
      "(?:es|sie|die tabletten|das zeug) (?:wirkt|wirken|fangt an zu wirken|fangen an zu wirken)(?: schon)?|(?:mir )?(?:wird|ist) (?:schon |so |ganz )?(?:schwindlig|schwummrig)",
    ],
    took: [
      "(?:hab|habe) (?:die ganze |die |eine ganze |ne ganze )?(?:packung|schachtel|dose|flasche)(?: [a-z]+){0,2} (?:geleert|leer gemacht|genommen|geschluckt)",
    ],
    leak: [
      "(?:komm|geh|kommt|geht) (?:morgen|am montag|am dienstag|am mittwoch|am donnerstag|am freitag|nachste woche) (?:nicht|bloss nicht|lieber nicht) (?:in die|zur|zum|in den|ins) (?:schule|arbeit|buro|klasse|uni|kirche|party|einkaufszentrum)|(?:bleib|bleibt) (?:morgen|am montag|am freitag) (?:lieber |bloss )?(?:zu hause|daheim|zuhause)(?: [a-z]+){0,3} (?:glaub mir|ich meins ernst|frag nicht)",
      "(?:das )?(?:wirst du|werdet ihr|siehst du) (?:in den|in der) (?:nachrichten|tagesschau) (?:sehen|horen)|(?:alle|jeder) (?:werden|wird) meinen namen kennen|ich kann dir nicht sagen warum(?: [a-z]+){0,3} (?:komm|bleib|geh)",
    ],
    revenge: [
      "(?:die|er|sie|ihr|du) (?:werden|wird|werdet|wirst) (?:alle )?(?:dafur|dafuer) (?:bezahlen|buessen|busen)|(?:das|dafur) (?:werden|wird) (?:die|er|sie) (?:mir )?(?:bezahlen|buessen|busen)|(?:denen|dem|der|ihm|ihr) (?:eine lektion|einen denkzettel) (?:erteilen|verpassen)|(?:der|die|er|sie) (?:wird|werden) (?:es |das )?nicht kommen sehen|(?:der|die|er|sie) ist (?:ein )?(?:toter mann|tot) wenn ich",
    ],
    idol: [
      "(?:das |der |die )?nachste (?:columbine|winnenden|erfurt|amoklauf|amoklaufer)|(?:einen )?amoklauf (?:machen|planen)|wie (?:in |die (?:typen |jungs )?(?:von|aus) )?(?:columbine|winnenden|erfurt)(?! (?:doku|referat|film))|ich verstehe (?:die )?amoklaufer",
    ],
    lastresort: [
      "(?:ich hab|ich habe|hab) nichts (?:mehr )?zu verlieren|(?:die|er|sie|ihr|du) (?:lassen|lasst|lasst|haben|hat|habt|hast) mir keine (?:wahl|andere wahl)(?: gelassen)?",
      "(?:nehm|nehme) (?:ihn|sie|die|alle|ein paar)(?: [a-z]+){0,2} mit (?:in den tod)|wenn ich (?:untergehe|draufgehe)(?: [a-z]+){0,2} (?:nehm|nehme|kommen) (?:ich )?(?:die|ihn|sie|alle)",
    ],
    armed: [
      "(?:waffe|pistole|knarre|gewehr|armbrust|machete|jagdmesser|schlagring|munition|springmesser) (?:gekauft|besorgt|geklaut|bestellt|organisiert)(?! (?:im spiel|bei gta|in fortnite))|(?:gekauft|besorgt|geklaut|bestellt) (?:eine |einen |ein )?(?:waffe|pistole|knarre|gewehr|armbrust|machete|jagdmesser|schlagring)",
      "(?:trag|trage|hab|habe) (?:immer |jetzt |seitdem )?(?:ein|das|mein) (?:messer|klappmesser|springmesser|butterfly) (?:dabei|bei mir|in der tasche)|ich weiss (?:wo|den code)(?: [a-z]+){0,4} (?:waffe|gewehr|pistole|waffenschrank)|(?:messer|machete) (?:geschliffen|gescharft|geschaerft)",
    ],
    knowwhere: [
      "ich kenne (?:seinen|ihren|deren) (?:tagesablauf|zeitplan|arbeitsweg|schichtplan)|ich (?:beobachte|verfolge|folge) (?:ihn|sie|ihm|ihr)(?: [a-z]+){0,3} (?:seit wochen|jeden tag|taglich)",
    ],
    shhide: [
      "(?:lange armel|langarm|pulli|hoodie|lange hose|armbander|schweissband)(?: [a-z]+){0,5} (?:im sommer|bei der hitze|auch wenns heiss|obwohl es heiss|damit (?:keiner|niemand|man|meine eltern) (?:was )?(?:sieht|merkt))",
      "damit (?:keiner|niemand|man|meine eltern|meine mutter|mein vater|mein freund) (?:meine|die) (?:arme|handgelenke|beine|oberschenkel|narben|schnitte|wunden) (?:sieht|sehen|bemerkt)|(?:ich hab|ich habe|hab) gesagt (?:das war|es war|das wars) (?:die|unsere|meine) katze",
    ],
    wound: [
      "(?:muss|musste|sollte|musste man) (?:genaht|getackert|geklammert) werden|klafft|klaffende?|geht nicht (?:mehr )?zu|(?:man sieht|ich sehe|ich seh) (?:das )?(?:fett|weisses|gewebe)|(?:ist|sind|hat sich|haben sich) (?:entzundet|entzuendet|infiziert|vereitert)|eitert|(?:blutet|hort nicht auf zu bluten) (?:trotz|obwohl ich) (?:druck|drucke|draufdrucke)",
    ],
    accident: [
      "gestolpert|gesturzt|hingefallen|unfall|aus versehen|beim kochen|beim schneiden|kuche|glas (?:kaputt|zerbrochen)|operation|tattoo|piercing|rasieren|fahrrad|fussball|kaiserschnitt",
    ],
    shself: [
      "(?:mich|mir) (?:[a-z]+ ){0,2}mit (?:dem|einem) (?:feuerzeug|zigarette|kippe|streichholz) (?:[a-z]+ )?(?:verbrannt|verbrenne|verbrennen)",
      "(?:nadeln|stecknadeln|den zirkel|reisszwecken) in (?:die|meine) (?:haut|arme|oberschenkel|beine) (?:gestochen|stechen|steche|gerammt)|(?:batterien|nadeln|glas|rasierklingen|nagel|magnete) (?:geschluckt|verschluckt|schlucken)(?: [a-z]+){0,2} (?:absichtlich|mit absicht|um mir weh)",
      "(?:schlag|schlage|hau|haue) mir (?:selbst )?(?:ins gesicht|auf den kopf|gegen den kopf)(?: [a-z]+){0,3} (?:bis|fest|absichtlich)|(?:gurtel|kabel|schnur|seil|ladekabel) (?:fest )?um (?:meinen|den) hals (?:gebunden|gezogen|gelegt|gewickelt)",
    ],
    emergency: [
      "(?:kopf|den kopf) (?:gestossen|angeschlagen|aufgeschlagen|angehauen)(?: [a-z]+){0,6} (?:erbricht|kotzt|gekotzt|erbrochen|ubergeben|schlafrig|verwirrt|erinnert sich nicht)|(?:flussigkeit|blut) (?:kommt |lauft |tropft )?aus (?:dem ohr|den ohren|der nase)",
      "(?:stecknadelkopf|winzige|ganz kleine) pupillen|(?:schnarcht|rochelt|gurgelt)(?: [a-z]+){0,3} (?:und )?(?:wacht nicht|reagiert nicht)|naloxon(?! (?:schulung|kurs))|(?:in die |in )stabile seitenlage (?:gelegt|gebracht|legen)",
      "(?:knopfbatterie|knopfzelle|batterie|magnete?|magnetkugeln) (?:verschluckt|geschluckt)|(?:das )?baby (?:bewegt sich|hat sich) (?:nicht mehr|kaum|viel weniger|seit)(?: [a-z]+){0,3} (?:bewegt|heute|stunden|morgens)?|(?:spure|spur|gespurt) (?:das baby|kindsbewegungen|keine kindsbewegungen) (?:nicht mehr|kaum|seit)",
      "(?:die )?schlimmsten kopfschmerzen meines lebens|(?:plotzlich|schlagartig|aus dem nichts)(?: [a-z]+){0,2} (?:extreme|heftige|unertragliche|starkste|brutale) kopfschmerzen|(?:hustet|huste|spuckt|gehustet) blut|kochendes wasser (?:uber|ubergekippt|drubergekippt)",
      "fontanelle (?:gewolbt|vorgewolbt|eingesunken|prall)|(?:flecken|ausschlag|punkte)(?: [a-z]+){0,4} (?:unter|mit) (?:dem|einem) glas|ketone (?:hoch|sehr hoch|bei [0-9]|uber [0-9])|atem riecht nach (?:aceton|nagellack)|ketoazidose",
    ],
    fever: [
      "fieber|(?:3[89]|4[0-2])(?: (?:grad|komma [0-9]))|infektion|meningitis|hirnhautentzundung|blutvergiftung|sepsis",
    ],
    redflag: [
      "(?:nacken|hals) (?:ist )?(?:steif|ganz steif)|steifer nacken|nackensteifigkeit|licht (?:tut|tat) (?:ihm|ihr|mir) (?:in den augen )?weh|(?:vertragt|ertragt) kein licht|(?:lila|violette|dunkelrote) flecken|schrilles (?:schreien|weinen)|eiskalte (?:hande|fusse|hande und fusse)",
      "(?:nicht|kein) (?:gepinkelt|pipi gemacht|uriniert|nasse windel)(?: [a-z]+){0,3} (?:den ganzen tag|seit|in [0-9]+ stunden)|trockene windeln|(?:ist|total|ganz|sehr) verwirrt|weiss nicht (?:mehr )?wo (?:er|sie) ist|erkennt (?:mich|uns) nicht|(?:kaum|schwer) (?:wach zu kriegen|aufzuwecken|wachzukriegen)|lallt",
    ],
    sickness: [
      "atmet (?:sehr |ganz |total )?schnell|starke muskelschmerzen|(?:hab|habe) das gefuhl (?:ich )?(?:muss|werde) sterben",
    ],
    csafe: [
      "(?:kein|nichts zu) essen (?:im haus|zu hause|daheim|im kuhlschrank)|(?:allein|alleine) gelassen (?:ubers wochenende|die ganze nacht|mehrere tage|tagelang)|(?:mama|papa|meine mutter|mein vater|meine eltern|mein stiefvater)(?: [a-z]+){0,3} (?:immer |standig |dauernd )?(?:besoffen|betrunken|zugedrohnt|high|breit)",
      "(?:muss|musste) (?:mich )?(?:um meinen kleinen bruder|um meine kleine schwester|um meine kleinen geschwister|um meine geschwister) kummern|(?:freund|freundin) (?:ist|mit) (?:2[0-9]|3[0-9])(?: jahre(?: alt)?)?(?: [a-z]+){0,3} (?:und )?(?:ich bin|sie ist|er ist) (?:erst )?(?:1[0-5])|viel alter als (?:sie|er|ich)",
      "(?:schenkt|gibt|kauft) (?:mir|ihr|ihm) (?:geld|geschenke|ein handy|robux|vapes|klamotten)(?: [a-z]+){0,6} (?:geheim|niemandem|nicht sagen|nix sagen)",
      "(?:bunkern|aufbewahren|verticken|ausliefern|transportieren|vertickt|verstecken) (?:sachen|pakete|drogen|packchen|taschen|zeug)?(?: [a-z]+){0,2} fur (?:altere|die alteren|ein paar altere) (?:jungs|typen)|(?:sagen|sagt) ich (?:schulde|schulden) (?:ihnen|ihm)|(?:verschwindet|haut ab|abgehauen)(?: [a-z]+){0,2} (?:tagelang|ubers wochenende|fur tage)",
      "(?:in die heimat|ins ausland|ins heimatland)(?: [a-z]+){0,5} (?:beschneiden|beschnitten|verheiraten|heiraten)|(?:wollen|werden) mich (?:zwangs)?verheiraten|zwangsheirat|zwangsverheiratet",
    ],
    violence: [
      // DASH risk checklist: strangling, choking, suffocating or drowning by a partner.
      "(?:ein |das |nen |seine |ihre )?(?:kissen|hand|tute) (?:auf|uber|vor) (?:mein|meinen|meine) (?:gesicht|mund|nase|kopf)|(?:versucht|wollte) mich zu (?:ersticken|erwurgen|ertranken)|(?:hande|hand) (?:um|an) (?:meinen|meine) (?:hals|kehle)",
      "zigarettenverbrennungen|gurtelstriemen|schutteltrauma|(?:schuttelt|schuttelte|geschuttelt) (?:das|mein|sein|ihr) baby|baby (?:geschuttelt|durchgeschuttelt)",
    ],
    neglect: [
      "(?:soll|muss) (?:mich )?(?:auf seinen schoss|auf ihren schoss|in sein bett|in ihr bett)(?: setzen| legen| kommen)?|(?:soll|muss) mich (?:vor ihm |vor ihr )?ausziehen",
      "(?:will|mochte) (?:immer )?(?:videocall|facetime|dass ich die kamera anmache)(?: [a-z]+){0,4} (?:allein|in meinem zimmer|nachts|heimlich)|(?:ein|einer) (?:mann|typ|erwachsener|alterer)(?: [a-z]+){0,4} (?:auf|bei|von) (?:roblox|fortnite|discord|insta|tiktok|snap)(?: [a-z]+){0,6} (?:geheim|fotos|treffen)",
    ],
  },
  pt: {
    // An overdose taking effect, and pills "emptied" (C-SSRS: an actual attempt).
    onset: [
      "(?:ja )?(?:ta|esta|estao|tao|comecou a|comecando a) (?:fazendo efeito|fazer efeito)|(?:to|tou|estou) ficando (?:tont[oa]|zonz[oa])|(?:ta|esta) tudo girando",
    ],
    took: ["(?:engoli|tomei) tudo (?:o )?que (?:tinha|havia)"],
    // Spanish and Portuguese drop the subject: "me puso la almohada en la cara" is someone else.
    other: [
      "(?:me )?(?:pos|colocou|apertou|segurou|pressionou|tapou)(?= (?:um |o |a )?(?:travesseiro|almofada|mao|saco) (?:na|no|sobre a|em cima da|contra a) (?:minha |meu )?(?:cara|rosto|boca|nariz))",
    ],
    leak: [
      "nao (?:vai|venha|va|vem|vao|venham) (?:na|no|pra|para a|para o|a|ao) (?:escola|colegio|facul|faculdade|trabalho|aula|escritorio|igreja|festa|shopping)(?: [a-z]+){0,2} (?:amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo|semana que vem)",
      "(?:vai|vao|voce vai|vcs vao|voces vao) ver (?:no|nos) (?:jornal|noticiario|noticias)|(?:todo mundo|todos) (?:vai|vao) (?:saber|conhecer) (?:o )?meu nome|nao posso (?:te )?(?:dizer|falar) (?:o )?porque(?: [a-z]+){0,3} (?:nao vai|nao vem|fica)",
    ],
    revenge: [
      "(?:eles|elas|ele|ela|voce|vc|vcs|todos) (?:vai|vao) (?:todos )?me pagar|(?:vai|vao) pagar (?:pelo|por tudo) (?:que|o que) (?:fez|fizeram|me fez|me fizeram)|dar uma licao (?:nele|nela|neles|nesse|naquele)|(?:ele|ela|eles) nao (?:vai|vao) ver (?:chegar|vindo)|(?:ta|esta) mort[oa] (?:quando|se) eu",
    ],
    idol: [
      "(?:o|a) proxim[oa] (?:columbine|massacre escolar|atirador|suzano|realengo)|fazer (?:um|uma) (?:columbine|massacre|chacina)(?! (?:no jogo))|igual (?:aos|ao) (?:atiradores?|caras) de (?:columbine|suzano|realengo)|entendo os atiradores",
    ],
    lastresort: [
      "(?:nao tenho|n tenho) (?:mais )?nada a perder|(?:nao|n) me (?:deixaram|deixou|deixam|deixa) (?:outra )?(?:escolha|opcao|saida)",
      "(?:levo|levar|vou levar) (?:ele|ela|eles|todos|uns|alguns)(?: [a-z]+){0,2} comigo (?:pro tumulo|pra cova|junto)|se eu (?:cair|for)(?: [a-z]+){0,2} (?:levo|vou levar) (?:eles|ele|ela|todos) (?:junto|comigo)",
    ],
    armed: [
      "(?:comprei|consegui|arrumei|peguei|roubei|encomendei) (?:uma|um|a|o|minha|meu) (?:arma|pistola|revolver|oitao|trabuco|espingarda|besta|facao|soco ingles)(?! (?:no jogo|no gta|no free fire|de airsoft|de brinquedo|de pressao))",
      "(?:ando|to andando|estou andando|carrego|levo) (?:com )?(?:uma |a |minha )?(?:faca|canivete|arma|navalha|peixeira) (?:comigo|na mochila|no bolso|na cintura)|sei onde (?:meu pai|ele|meu tio|meu padrasto) (?:guarda|esconde) (?:a|o) (?:arma|revolver|espingarda|pistola)|(?:afiei|afiando|amolei|amolando) (?:a|minha|uma) (?:faca|facao|navalha|peixeira)",
    ],
    knowwhere: [
      "(?:sei|conheco|decorei) (?:a )?(?:rotina|os horarios|o horario|o trajeto) (?:dele|dela|deles)|(?:to|estou|venho) (?:seguindo|vigiando|observando) (?:ele|ela)(?: [a-z]+){0,3} (?:ha semanas|todo dia|todos os dias)",
    ],
    shhide: [
      "(?:manga comprida|mangas compridas|moletom|casaco|calca comprida|pulseiras)(?: [a-z]+){0,5} (?:no verao|nesse calor|com esse calor|mesmo no calor|pra ninguem ver|para ninguem ver|pra esconder|para esconder)",
      "(?:pra|para) ninguem (?:ver|notar|perceber) (?:meus|os|minhas|as) (?:bracos|pulsos|coxas|pernas|cicatrizes|marcas|cortes)|(?:falei|disse|digo) que (?:foi|era) (?:o|meu) gato",
    ],
    wound: [
      "(?:precisa|precisaria|preciso|acho que precisa|vai precisar) (?:de )?(?:pontos|sutura)|nao (?:quer )?fecha(?:r)?|da pra ver (?:a )?gordura|aparece (?:a )?gordura|(?:ta|esta|ficou|estao|tao|ficaram) infeccionad[oa]s?|infeccion(?:ou|aram)|(?:tem|com|saindo) pus|nao para de sangrar (?:mesmo )?(?:apertando|com pressao)",
    ],
    accident: [
      "cai|caiu|queda|acidente|sem querer|cozinhando|cortando (?:cebola|legumes|pao)|na cozinha|copo quebrado|quebrou (?:um|o) copo|cirurgia|operacao|tatuagem|piercing|barbeando|bike|bicicleta|futebol|cesarea",
    ],
    shself: [
      "(?:me queimei|me queimo|queimar minha pele|queimo minha pele|queimei minha pele) (?:com (?:o |um )?(?:isqueiro|cigarro|fosforo)|de proposito)",
      "(?:enfio|enfiei|espeto|espetei|enfiava) (?:agulhas|alfinetes|agulha|alfinete|compasso|grampos) (?:na|no|nos|nas) (?:pele|braco|bracos|perna|pernas|coxas)|(?:engoli|engulo) (?:pilhas|pilha|alfinetes|vidro|laminas|pregos|imas)(?: [a-z]+){0,2} (?:de proposito|pra me machucar|para me machucar)",
      "(?:me bato|me bati|me dou tapas|me dei tapas|bato minha cabeca|bati minha cabeca|me dou socos|me soco) (?:na parede|no rosto|na cara|na cabeca)?(?: [a-z]+){0,3} (?:ate|com forca|de proposito)|(?:amarrei|apertei|coloquei) (?:um cinto|um fio|uma corda|um cadarco|o carregador) (?:no|em volta do) (?:meu )?pescoco",
    ],
    emergency: [
      "bateu a cabeca(?: [a-z]+){0,6} (?:vomit[a-z]+|sonolent[oa]|confus[oa]|nao lembra)|(?:liquido|sangue) (?:saindo|sai|escorrendo) (?:do ouvido|dos ouvidos|do nariz|da orelha)",
      "pupilas (?:bem |muito )?(?:pequenas|minusculas|puntiformes)|(?:roncando|gorgolejando|ronca)(?: [a-z]+){0,3} (?:e )?nao (?:acorda|reage)|(?:dar|dei|usar|usei) (?:a )?(?:naloxona|narcan)|(?:coloquei|coloca|colocar|virei) (?:ele|ela) (?:de lado|na posicao lateral de seguranca)",
      "(?:engoliu|comeu) (?:uma |um )?(?:bateria|pilha|pilha de botao|bateria de botao|ima|imas|baterias|pilhas)|(?:o )?bebe (?:nao )?(?:ta |esta )?(?:se mexendo|mexe|mexeu) (?:menos|pouco|nada)(?: [a-z]+){0,3}|(?:nao )?(?:sinto|senti) (?:o )?bebe (?:mexer|se mexer) (?:desde|hoje|ha)",
      "(?:a )?pior dor de cabeca da (?:minha vida|vida)|dor de cabeca (?:subita|repentina|do nada) (?:e )?(?:muito )?(?:forte|insuportavel)|(?:tossindo|tosse|tossiu|cuspindo) sangue|agua fervendo (?:em cima|nele|nela|no bebe|na crianca)",
      "moleira (?:estufada|inchada|afundada|alta)|(?:manchas|bolinhas)(?: [a-z]+){0,4} (?:com|debaixo do|sob o|com um) copo|cetonas (?:altas|em [0-9])|halito (?:de|com cheiro de) (?:acetona|removedor)|cetoacidose",
    ],
    fever: ["febre|(?:3[89]|4[0-2])(?: (?:graus|virgula [0-9]))|infeccao|meningite|sepse|septicemia"],
    redflag: [
      "(?:pescoco|nuca) (?:dur[oa]|rigid[oa]|travad[oa])|rigidez (?:na|de) nuca|(?:a )?luz (?:incomoda|doi) (?:muito )?(?:os olhos|nos olhos|a vista)|nao (?:aguenta|suporta) (?:a )?luz|manchas (?:roxas|arroxeadas)|choro (?:muito )?agudo|maos e pes (?:gelados|muito frios)",
      "(?:nao|n) (?:fez xixi|urinou|molhou a fralda)(?: [a-z]+){0,3} (?:o dia (?:todo|inteiro)|desde|em [0-9]+ horas)|fraldas secas|(?:ta|esta|muito) confus[oa]|nao sabe onde (?:esta|ta)|nao (?:me|nos) reconhece|(?:dificil|dificuldade) (?:de|pra|para) acordar|fala enrolada",
    ],
    sickness: ["respira(?:ndo)? (?:muito )?rapido|dor muscular (?:muito )?forte|sinto que vou morrer"],
    csafe: [
      "nao (?:tem|ha) (?:nada de )?comida em casa|(?:deixa|deixam|deixou|deixaram) (?:a gente|nos|eu|ele|ela) sozinh[oa]s? (?:o fim de semana|a noite toda|varios dias|dias)|(?:minha mae|meu pai|meus pais|mamae|papai|meu padrasto)(?: [a-z]+){0,3} (?:sempre )?(?:bebad[oa]s?|chapad[oa]s?|drogad[oa]s?)",
      "(?:tenho que|preciso) (?:cuidar|dar comida|alimentar) (?:do meu irmaozinho|da minha irmazinha|dos meus irmaos|dos meus irmaozinhos)(?: [a-z]+){0,3} (?:porque|sempre|sozinh[oa])|namorad[oa] (?:de|tem) (?:2[0-9]|3[0-9]) anos|muito mais velh[oa] que (?:ela|ele|eu)",
      "(?:me|lhe) (?:da|deu|compra|comprou|manda|mandou) (?:dinheiro|presentes|celular|robux|vape|roupas)(?: [a-z]+){0,6} (?:segredo|nao contar|ninguem sabe)",
      "(?:guardar|guardo|levar|levo|entregar|entrego|vender|vendo) (?:coisas|pacotes|droga|mochilas|sacolas)(?: [a-z]+){0,2} (?:pra|para) (?:uns|os|esses) (?:caras|mais velhos|manos)|(?:dizem|diz) que (?:eu )?devo (?:pra|para|a) (?:eles|ele)|(?:some|sumiu|desaparece|foge) (?:de casa )?(?:por|durante) (?:dias|o fim de semana)",
      "(?:levar|mandar)(?: [a-z]+){0,3} (?:pra|para) (?:a terra|o pais|fora|o exterior)(?: [a-z]+){0,5} (?:cortar|casar|circuncis[a-z]+|mutilacao)|(?:querem|vao) me casar(?: a forca)?|casamento forcado",
    ],
    violence: [
      // DASH risk checklist: strangling, choking, suffocating or drowning by a partner.
      "(?:pos|colocou|apertou|segurou|pressionou|tapou) (?:um |o |a )?(?:travesseiro|almofada|mao|saco) (?:na|no|sobre a|em cima da|contra a) (?:minha |meu )?(?:cara|rosto|boca|nariz)|(?:tentou|quis) me (?:sufocar|asfixiar|estrangular|afogar)|(?:tentou|quis) (?:sufocar|asfixiar|estrangular|afogar) me|(?:as )?maos no meu pescoco",
      "queimaduras de cigarro|marcas de cinto|(?:sacudiu|sacudindo|chacoalhou|chacoalhando) o bebe|bebe sacudido",
    ],
    neglect: [
      "(?:me faz|me obriga a|me pede pra|me pede para) (?:sentar no colo dele|deitar na cama dele|dormir na cama dele|tirar a roupa|ficar pelad[oa])",
      "(?:quer|pede) (?:fazer )?(?:chamada de video|video chamada)(?: [a-z]+){0,4} (?:sozinh[oa]|no meu quarto|de noite|escondido)|(?:um|uma) (?:cara|homem|moco|adulto|senhor)(?: [a-z]+){0,4} (?:no|do) (?:roblox|free fire|fortnite|discord|insta|tiktok)(?: [a-z]+){0,6} (?:segredo|fotos|encontrar)",
    ],
  },
};
