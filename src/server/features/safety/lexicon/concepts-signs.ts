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
      "(?:picked|chosen|chose|set|decided on|fixed|got|have|ive got) (?:the|a|my) (?:date|day)(?! (?:for|of|with|to|at) )",
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
    // Safety planning as domestic-abuse services describe it: someone else reading the phone or
    // the chat, a password they know, wanting this chat wiped.
    escape: [
      "(?:can|could|will|would|might) (?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|dad|mum|mom|stepdad|ex)) (?:see|read|find|check) (?:this|these|what i (?:write|type|say|said|wrote)|my messages|this chat|this conversation|the chat)",
      "(?:clear|delete|erase|wipe|remove) (?:this|the|our) (?:chat|conversation|messages?|convo)(?: [a-z]+){0,3} (?:after|afterwards|later|when (?:im|i am) done)|(?:dont|do not) want (?:him|her|them|anyone at home|anybody at home|anyone in my house) (?:seeing|to see|reading|to read|finding|to find) (?:this|it|these)",
      "(?:he|she) (?:has|knows|checks) my (?:password|passcode|pin|code)|(?:is it|its|is this) safe to use (?:this|my) (?:phone|laptop|computer|tablet)",
    ],
    onplace: [
      "(?:im|i am|i m) (?:up )?(?:on|at) (?:the )?(?:roof|rooftop|top of the (?:car park|parking garage|building|multi storey)|bridge|ledge|edge|cliff|cliffs|platform edge|railway|tracks)",
    ],
    burden: [
      "(?:no one|nobody|noone) (?:needs|would miss|will miss|misses|cares about) me|(?:no one|nobody) would (?:notice|care) if i (?:was|were) gone",
    ],
    die: ["(?:going to|gonna|want to|ready to) go too|go (?:be )?with (?:her|him|them) too"],
    gave: ["gave me (?:his|her|their)|(?:he|she) gave me"],
  },
  es: {
    escape: [
      "(?:puede|podria|va a poder) (?:el|ella|mi (?:marido|novio|pareja|esposo|padre|madre|padrastro|ex)) (?:ver|leer) (?:esto|esta conversacion|este chat|lo que (?:escribo|te escribo|pongo|escribi)|mis mensajes)",
      "(?:el|ella) (?:sabe|tiene|conoce) (?:mi|la) (?:contrasena|clave|pin|codigo)|(?:borra|borrar|borras|puedes borrar|podes borrar) (?:esta conversacion|este chat|los mensajes) (?:despues|luego|al terminar)|no quiero que (?:el|ella|nadie en casa|mi [a-z]+) (?:vea|lea) (?:esto|esta conversacion|este chat)",
    ],
    onplace: [
      "(?:estoy|toy) (?:en|arriba de|sobre) (?:el |la )?(?:techo|azotea|puente|cornisa|borde|acantilado|vias|via del tren)",
    ],
    burden: ["(?:nadie|ya nadie) me (?:necesita|extrana|echa de menos|echaria de menos)|ya no me necesitan"],
    gave: ["me (?:dio|regalo|dejo) (?:su|sus)"],
  },
  fr: {
    escape: [
      "(?:il|elle|mon (?:mari|copain|chum|conjoint|pere|ex)) (?:peut|pourrait|pourra|va pouvoir) (?:voir|lire) (?:ce que jecris|cette conversation|mes messages|ce chat)",
      "(?:il|elle) (?:connait|a|sait) (?:mon|ma) (?:code|mot de passe|mdp)|(?:effacer|supprimer|effacez|supprimez) (?:cette|la) (?:conversation|discussion) (?:apres|ensuite)|je (?:ne )?veux pas (?:quil|quelle|que quelquun a la maison) (?:voie|lise) (?:ca|cette conversation|ce chat)",
    ],
    onplace: ["je suis (?:sur|en haut du|en haut de la) (?:le |la )?(?:toit|pont|rebord|falaise|voie|voies)"],
    burden: [
      "personne (?:n a|na|n a plus|na plus) besoin de moi|personne ne (?:remarquerait|verrait) (?:si|que) je|(?:je )?manquerais a personne",
    ],
    gave: ["(?:il|elle) m a donne (?:sa|son|ses)|m a offert (?:sa|son|ses)"],
  },
  de: {
    escape: [
      "(?:kann|konnte|wird) (?:er|sie|mein (?:mann|freund|vater|ex)|meine (?:frau|freundin|mutter)) (?:sehen|lesen) was ich (?:hier )?schreibe",
      "(?:er|sie) (?:hat|kennt) (?:meinen|mein|meine) (?:code|pin|passwort|entsperrcode)|(?:loschen|loscht|losch) (?:ihr |du )?(?:den|diesen) (?:chat|verlauf) (?:danach|nachher|spater)",
    ],
    onplace: [
      "(?:ich bin|bin) (?:auf|an) (?:dem|der|die|den)? ?(?:dach|dach vom parkhaus|bruecke|brucke|kante|klippe|gleisen|gleis)",
    ],
    burden: [
      "(?:keiner|niemand) (?:vermisst|braucht|wuerde|wurde) mich|(?:keiner|niemand) (?:wuerde|wurde) mich vermissen",
    ],
    gave: ["(?:hat|gab) mir (?:seine|ihre|sein|ihr)"],
  },
  pt: {
    escape: [
      "(?:ele|ela|meu (?:marido|namorado|companheiro|pai|padrasto|ex)) (?:consegue|vai conseguir|pode|poderia|vai) (?:ver|ler) (?:essa|esta) conversa|(?:ver|ler) o que (?:eu )?(?:escrevo|escrevi|to escrevendo|estou escrevendo) aqui",
      "(?:ele|ela) (?:sabe|tem) (?:a )?minha senha|(?:apagar|apaga|apague) (?:essa|esta) conversa (?:depois|em seguida)|nao quero que (?:ele|ela|ninguem em casa) (?:veja|leia) (?:isso|essa conversa)",
    ],
    onplace: [
      "(?:to|estou|tou) (?:no|na|em cima do|em cima da) (?:telhado|terraco|laje|ponte|beirada|borda|penhasco|linha do trem|trilhos)",
    ],
    burden: ["(?:ninguem|ngm) (?:precisa de mim|sente (?:a )?minha falta|ia sentir (?:a )?minha falta)"],
    gave: ["(?:deu me|me deu) (?:o|a|os|as|seu|sua)"],
  },
};
