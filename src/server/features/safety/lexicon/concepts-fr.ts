// French words for the safety concepts (concepts.ts): France, Québec, Belgium, Switzerland. Normalised
// as normalise.ts leaves them: no accents, no apostrophes, so elisions are glued ("jai", "ma frappe"
// for "m'a frappé", "letrangler", "mendormir"), SMS forms ("jveux", "chui", "g"). The object pronoun
// comes before the verb ("il me frappe", "je vais le tuer"), so the pronoun is in the phrase.
// Kept by meaning, not copied from any message: a new way of saying a concept belongs in its list.
import type { ConceptWords } from "../concepts.ts";

const PERSON_ADULT =
  "mari|copain|chum|mec|conjoint|conjointe|compagnon|compagne|ex|fiance|fiancee|partenaire|pere|papa|beau pere|mere|maman|belle mere|parents|frere|grand frere|soeur|grande soeur|oncle|tante|cousin|cousine|grand pere|papi|papy|grand mere|mamie|patron|patronne|boss|chef|cheffe|manager|superieur|prof|professeur|coach|entraineur|educateur|educatrice|moniteur|monitrice|nounou|coloc|colocataire|proprio|proprietaire|voisin|voisine|pretre|cure|pasteur|femme|copine|blonde|meuf|beau frere|belle soeur|parrain|marraine|tuteur|tutrice|famille daccueil";
// Hurting verbs as past participles and present forms ("il ma frappee", "il me cogne").
const HIT =
  "frappe|frappee|frappent|frappait|frappaient|frapper|tape|tapee|tapait|tapent|cogne|cognee|cognait|cognent|battu|battue|bat|battait|battent|gifle|giflee|giflait|giflent|baffe|baffee|claque|claquee|etrangle|etranglee|etranglait|strangule|tabasse|tabassee|tabassait|roue de coups|rouee de coups|defonce|defoncee|pousse|poussee|poussait|bouscule|bousculee|bousculait|secoue|secouee|secouait|mordu|mordue|mord|brule|brulee|brulait|viole|violee|violait|agresse|agressee|agressait|empoigne|empoignee|pogne|pognee|pognait|tire|tiree|traine|trainee|enferme|enfermee|enfermait|attache|attachee|tripote|tripotee|tripotait|pelote|pelotee|maltraite|maltraitee|maltraitait|donne des coups|donnait des coups|mis une (?:gifle|baffe|claque|tarte|beigne|raclee|rouste|droite|mandale|torgnole|trempe|volee)";
// Hurting and killing someone (harm to others), with the glued forms of "l'" + verb.
const HARM =
  "tuer|buter|flinguer|poignarder|egorger|etrangler|empoisonner|tabasser|defoncer|massacrer|assassiner|zigouiller|trucider|liquider|dessouder|abattre|eclater|faire la peau|casser la gueule|peter la gueule|faire payer|faire souffrir|faire du mal|faire mal|regler son compte|tirer dessus|tirer une balle|planter un couteau|cramer|bruler vif|bruler vive|ecraser avec|(?:le|la|les|l) planter|planter (?:un|le|mon|ce) couteau|letrangler|legorger|lempoisonner|lassassiner|labattre|leclater|lecraser|lachever|achever|crever|saigner|faire exploser|demonter|fracasser|niquer (?:sa|ta|leur) (?:race|mere|gueule)|mettre le feu|foutre le feu|incendier|frapper(?! a (?:la|ma|ta|sa|leur|votre|notre) porte\\b)";
const HARM_VERB = `(?:${HARM})`;

export const frConcepts: ConceptWords = {
  self: [
    "je|j|jai|g|jsuis|jsui|jss|chui|chuis|chu|jme|jm|moi|me|m|mon|ma|mes|moi meme|jetais|javais|jaurais|jvais|jveux|jpeux|jsais|jarrive|jen|jy|jserai",
  ],
  other: [
    // Not the impersonal "il" ("il y a", "il faut", "il pleut").
    "(?:il|quil|sil)(?! (?:y a|y avait|y aura|y en a|faut|fallait|faudra|faudrait|fait (?:beau|chaud|froid|nuit|jour|gris)|pleut|neige|est (?:tard|temps|tot|[0-9]+|midi|minuit|possible|normal|vrai|clair|evident|dur|difficile)|se peut|parait|semble|reste)\\b)|elle|ils|elles|lui|eux|quelle|quils|quelles",
    `(?:mon|ma|mes|son|sa|ses|leur|le|la|les|notre|nos|lex|l|un|une) (?:nouveau |nouvelle |ancien |ancienne |propre )?(?:${PERSON_ADULT})s?`,
    "mari|conjoint|conjointe|compagnon|beau pere|belle mere|papa|maman|pere|mere|parents|patron|oncle|tante|proprio|coloc|nounou",
    "(?:le|la) (?:copain|copine|chum|blonde|mec|meuf) de (?:ma|mon) (?:mere|pere|maman|papa)",
    "(?:un|une|des|les|le|la) (?:surveillant|surveillante|educateur|educatrice|gardien|homme|femme|type|gars|mec|adulte|adultes|grand|grands) (?:de|du|qui|plus vieux|plus age|plus vieille)",
  ],
  child: [
    "bebe|bebes|bb|nourrisson|nouveau ne|nouveaux nes|enfant|enfants|gamin|gamine|gamins|gosse|gosses|ptit|ptite|petit frere|petite soeur|petits freres|petites soeurs|neveu|niece|filleul|filleule|marmot|bambin|pitchoun|mon flo|ma flo|mes flos|ti gars",
    "(?:mon|ma|mes|notre|nos|son|sa|ses|le|la|les|leur|leurs) (?:fils|fille|filles|petit(?! (?:ami|copain|dej|dejeuner|chat|chien|boulot|plaisir)\\b)|petits(?! (?:amis|plats)\\b)|petite fille|petit fils|petits enfants|garcon|garcons|beau fils|belle fille|jumeaux|jumelles|cadet|cadette|ado|ados|eleve|eleves)",
    "(?:enfant|bebe|bb|fils|fille|petit|petite|gamin|gamine|garcon|nourrisson|niece|neveu) (?:de )?(?:[0-9]+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) (?:jours|semaines|mois|ans|an)",
    "(?:il|elle) (?:a|na que|a seulement|a juste|a tout juste) (?:[1-9]|1[0-5]|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze) ans",
    "(?:les|des|un|une) (?:eleves?|enfants?|gamins?|gosses?) (?:de|dans) (?:ma|mon|sa|son|la|notre) (?:classe|ecole|rue|immeuble|quartier|creche|garderie)",
  ],
  minor: [
    "(?:jai|g|j ai|moi jai|jai que|jai seulement|jai juste|jai meme pas) (?:[5-9]|1[0-7]|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix sept) (?:ans|an)(?! (?:de|d|dexperience|danciennete|que je|deja que)\\b)",
    "(?:jai|g) (?:[5-9]|1[0-7])ans|(?:[5-9]|1[0-7]) ans et (?:je|jai|mes|ma|mon)",
    "(?:je suis|jsuis|chui|jsui|je rentre|jvais|je vais|je passe) (?:au|en|a lecole|a la) (?:cm1|cm2|ce1|ce2|cp|6e|6eme|sixieme|5e|5eme|cinquieme|4e|4eme|quatrieme|3e|3eme|troisieme|seconde|2nde|1ere|premiere(?! (?:annee|ligne|classe|fois)\\b)|terminale|primaire|college|secondaire(?: [1-5])?|sec [1-5]|[0-9]+h|9h|10h|11h|rheto)",
    "(?:a|au|en) (?:lecole primaire|primaire|secondaire [1-5]|sec [1-5])",
  ],
  want: [
    "(?<!(?:ne|n) )(?:veux|veut|veu|vx|jveux|jveu|jvx|chveux)(?! (?:pas|surtout pas|absolument pas|vraiment pas|jamais|rien|personne)\\b)",
    "(?:voudrais|voudrai|voulais|voulait|voulu|vouloir|jvoudrais|jvoulais|voudrais tellement|aurais voulu|jaurais voulu)(?! (?:pas|jamais|surtout pas)\\b)",
    "(?<!(?:pas|plus|aucune|pu|moins|tellement pas|vraiment pas) )(?:envie|lenvie|denvie|besoin|le besoin)(?! (?:de rien|de personne)\\b)",
    "(?:mon|seul|plus grand|dernier) (?:souhait|reve|desir)|desir de|desire|(?<!(?:pas|plus|pu|aucun|perdu) )le gout (?:de|d)|souhaite|souhaiterais|souhaitais|jsouhaite|jaimerais|jaimerai|aimerais|aimerai|prefererais|jprefererais|jprefere|je prefere",
    "(?:pense|pensais|pensai|jpense|penser|songe|songeais|reflechis|reflechissais) (?:souvent |serieusement |tout le temps |beaucoup |de plus en plus |encore |parfois |sans arret |constamment )*(?:a|au|aux)",
    "envisage|envisager|envisageais|(?:je|j) compte|jcompte|comptais|prevois|prevoyais|projette|projetais|tente de|tentee de|tente par|tentee par|tentation|tentations|essaie de|essaye de|essayer de|jessaie de|jessaye de|pret a|prete a|decide de|decidee a|decide a|reve de|revais de|jreve de|revasse de|fantasme|fantasmer|fantasmes|prie pour|je prie|jprie|jespere|espere|jai hate de|hate de|pulsion|pulsions|lidee de|idee de|idees de|pensee de|pensees de|obsede par|obsedee par|obsession de|si seulement|pourvu que|jalouse des|jaloux des|envie les|jenvie|attire par|attiree par|mimagine|jmimagine|me vois|vais finir par|jvais finir par|finir par",
    "(?:vais|jvais|chvais|jva|allais|jallais)(?! (?:pas|jamais|bien|mieux)\\b)",
  ],
  die: [
    "(?<!(?:vais|va|jvais|chvais|vas|allons|allez|vont|allais|allait|a en) (?:(?:surement|bientot|juste|vraiment|tous|toutes|litteralement|finir par|pas|jamais) )?)(?<!(?:pas|jamais|ne) )(?:mourir|mourrir|crever)(?! (?:de|d|dennui|damour|a petit feu de) (?:rire|faim|soif|honte|chaud|froid|ennui|peur|envie|fatigue|trouille|impatience|jalousie|curiosite|plaisir|bonheur|stress|chaleur|sommeil|flemme|jalousie|gene|cringe|vieillesse|vieux|vieille)\\b)(?!(?: [a-z]+){0,4} (?:a (?:[89][0-9]|1[0-9][0-9]) ans|tres vieux|tres vieille|centenaire|entoure|entouree))",
    "(?:etre mort|etre morte|etre decede|etre decedee|ma mort|la mort(?! (?:de|du|des|dun|dune|aux rats)\\b))",
    "meure|meurs(?! de\\b)|decede|deceder",
    "ne plus exister|plus exister|pu exister|arreter dexister|cesser dexister|ne pas exister|pas exister|plus etre la|pu etre la|ne plus etre la|ne plus etre en vie|plus etre en vie|plus etre de ce monde|ne plus etre de ce monde|plus etre vivant|plus etre vivante",
    "faire une (?:betise|connerie|grosse betise|grosse connerie|idiotie)(?! (?:et|en|avec|au|a|pour|comme)\\b)",
    "ne plus vivre|plus vivre|pu vivre|pas vivre(?! (?:avec|sans|comme|ici|la|seule?|chez|a|en|dans|pres|loin)\\b)|arreter de vivre|cesser de vivre",
    "(?:ne )?(?:plus|pas|jamais|pu) me reveiller|jamais plus me reveiller|(?:ne )?(?:jamais|pas|plus) metre reveillee?|mendormir (?:pour toujours|a jamais|pour de bon|pour leternite|et ne (?:plus|jamais|pas) me reveiller|sans me reveiller)|dormir pour toujours|dormir a jamais|sendormir pour toujours|le sommeil eternel|le grand sommeil",
    "(?:jamais|pas) (?:etre ne|etre nee|naitre|etre venue? au monde)|jamais ne|jamais nee",
    "disparaitre (?:pour toujours|a jamais|pour de bon|definitivement|de la surface de la terre|de ce monde|pour leternite)|partir (?:pour toujours|pour de bon|a jamais|definitivement)(?! (?:en|a|au|aux|vivre|habiter|de la ville|de la maison|de chez)\\b)|men aller pour (?:toujours|de bon)|quitter (?:ce monde|cette terre|la vie|cette vie)|tirer ma reverence",
    "(?:en|den) finir(?! avec (?!(?:tout|la vie|ma vie|moi|lexistence|cette vie|mes jours)(?![a-z]))\\b)|que tout sarrete|tout arreter (?:pour de bon|definitivement|pour toujours)|mettre fin a tout|mettre un terme a tout",
    "rejoindre (?:mon|ma|mes) (?:pere|mere|papa|maman|frere|soeur|grand pere|grand mere|papi|mamie|fils|fille|bebe|ange|etoile|mari|femme) (?:au ciel|la haut|dans la mort|de lautre cote)|aller au (?:ciel|paradis)(?! (?:[a-z]+ ){0,2}(?:en|pour|cet|ce|quand)\\b)|rejoindre les anges",
  ],
  selfkill: [
    // "suicide" is English too: not after an English word.
    "(?<!(?:the|about|of|on|her|his|their|attempted|committed|a|my|to) )suicides?|suicider|suicidaire|suicidaires|suicidarme|suicidee|suicidais|suicidait|suicidant|suicidante|suicidera|suiciderai|suiciderais|suicidere|sucidaire|suicidair|suissidaire|autolyse|tentative de suicide|tentatives de suicide|idees noires|idee noire|pensees noires|idees de mort|pensees de mort|idees suicidaires|envies? de mort|desir de mort|pulsions? de mort",
    "(?:une|ma|mes|des|deux|trois|premiere|derniere|fait une|faire une|refaire une|apres ma|depuis ma) ts(?! [0-9]\\b)",
    "(?<!(?:va|vas|vont|allez|allait|allaient|ca va|ce|cette|tu|il|elle|ils|elles|on|pas|jamais|veut|veulent|voulait|menace de|a menace de|essaye|essaie|qui|ca|cela|sa) )(?:me tuer|mtuer|me suicider|me buter|me flinguer|me pendre|me defenestrer|me foutre en lair|me fout en lair|me fous en lair|me crisser en lair|me calisser en lair|me sacrer en lair|me tirer une balle(?! dans le pied\\b)|me mettre une balle|me faire sauter (?:la cervelle|le caisson)|me supprimer(?! (?:de|du|des|d)\\b)|mempoisonner|me laisser mourir|me laisser crever|me donner la mort|moter la vie|mote la vie|menlever la vie)",
    "(?:je me|jme) (?:tue|pends|flingue|bute)(?! (?:a |au |le |la |les |mon |ma |mes )\\b)",
    "me (?:jeter|jette|lancer|lance) (?:sous (?:un|le|les) (?:train|metro|rer|tgv|camion|bus|voiture|voitures|tram)|du haut|dun pont|du pont|dune falaise|du toit|dun toit|par la fenetre|de la fenetre|du balcon|dans le vide|devant (?:un|le) (?:train|metro|camion|bus|tram))",
    "mouvrir les veines|me couper les veines|me taillader les veines|me trancher les veines|mettre fin a (?:mes jours|ma vie|mon existence)|mettre un terme a (?:mes jours|ma vie|mon existence)|(?:en )?finir avec (?:ma|la) vie|mourir de ma propre main",
    "(?:la mort|mourir|le suicide|en finir|me tuer)(?: [a-z]+){0,4} (?:la seule|lunique|la meilleure|ma seule) (?:solution|issue|option|sortie|porte de sortie)|(?:seule|unique) (?:solution|issue|sortie|option) (?:cest|serait|reste|ce serait) (?:de )?(?:mourir|la mort|en finir|me tuer|le suicide)",
  ],
  life: [
    "vie(?! (?:sociale|professionnelle|pro|amoureuse|sexuelle|etudiante|de couple|nocturne|associative|politique|de quartier|chere|en rose|privee|scolaire)\\b)|ma vie|la vie|cette vie",
    "vivre(?! (?:[a-z]+ )?(?:avec|ensemble|seule?|chez|a|au|aux|en|dans|pres|loin|ici|la bas|comme (?:un|une) (?:roi|reine)|sous le meme toit|de (?:ma|mon|mes|sa|son|ses|leur|la) (?:passion|art|musique|ecriture|metier|travail|peinture))\\b)|vivant|vivante|en vie|rester en vie|exister|dexister|existence|jexiste|sur terre|ce monde|cette terre|ici bas",
    "continuer(?! (?:[a-z]+ )?(?:mes|mon|ma|les|le|la|ce|cette|a travailler|a bosser|a etudier|avec (?:lui|elle|toi|eux|vous)|sans (?:lui|elle|toi)|mes etudes)\\b)|continuer comme ca|me battre|un jour de plus|encore un jour",
  ],
  nope: [
    "(?:veux|veut|jveux|voudrais|peux|jpeux|arrive|jarrive|supporte|jsupporte|tiens|jtiens|vois|jvois|crois|jcrois|y crois|aime|jaime|kiffe|trouve|sens|jsens|ressens|vaut) (?:plus|pu|pus|plus aucun|plus aucune)(?! que\\b)",
    "(?:pas|plus|pu|aucune|zero) envie|nai plus|na plus|nai pas|ne veux plus|ne peux plus|narrive plus|ne supporte plus|nen peux plus|jen peux plus|jen peux pu|jen peu plus|jpp|jpu|nen vaut (?:pas|plus)|en vaut (?:pas|plus)|vaut pas|vaut plus|ne vaut (?:pas|plus)|pas la peine|plus la peine",
    "(?:fatiguee?|epuisee?|lasse|las|tannee?|ecoeuree?|degoutee?|usee?)(?= (?:dexister|de vivre|de la vie|de ma vie|de cette vie|detre en vie|de tout))|marre|ras le bol|tanne|tannee|saoule|saoulee|fatigue de|fatiguee de|epuise de|epuisee de|lasse de|las de|degoute de|degoutee de|en ai assez|jen ai assez",
    "aucun sens|sans sens|pas de sens|plus de sens|plus aucun sens|na pas de sens|na plus de sens|sens plus|sert a rien|sert plus a rien|servirait a rien|a quoi bon|pourquoi continuer|a quoi ca sert|ca sert a quoi|aucune raison|pas de raison|plus de raison|plus aucune raison|aucun interet|sans interet|plus dinteret|inutile|plus rien|nai plus rien|reste rien|rien ne me retient|plus rien ne me retient|rien a perdre",
    "abandonner|baisser les bras|jabandonne|jlache|je lache|lacher prise|jai lache|je renonce|jrenonce|sans espoir|desespere|desesperee|aucun espoir|plus despoir|plus despoir|sans issue|aucune issue|pas dissue|plus dissue|jsuis fini|je suis fini|chui fini|fichu|foutu|foutue",
    "plus la force|pas la force|aucune force|plus aucune force|plus le courage|pas le courage|plus le gout|pu le gout|pas le gout|aucun gout|pu capable|plus capable|pus capable|tiens plus|tiens pu|supporte plus|supporte pu|insupportable|invivable",
  ],
  farewell: [
    "(?:des|mes|quelques) (?:lettres|mots) (?:a|pour) (?:chacun|tout le monde|toute ma famille|mes proches|ma famille|mes enfants|ceux que jaime)|(?:une|la|ma|un|mon) (?:derniere lettre|dernier mot)|(?:lettre|mot) (?:pour|a) (?:ma|mon|mes) [a-z]+ (?:au cas ou|pour apres|quand je (?:serai|ne serai)|pour quand)",
    "lettres? dadieu|mots? dadieu|messages? dadieu|lettres? de suicide|mes adieux(?! (?:a mes (?:collegues|eleves|camarades|coequipiers|voisins)|au (?:bureau|boulot|travail|club|lycee)|a (?:la|ma) (?:boite|classe|ville|team|equipe))\\b)|dire adieu a (?:la vie|ce monde|tout le monde|tous|mes proches|ma famille)|adieu (?:le monde|la vie|cruel monde|monde cruel)|(?:adieu|au revoir|bye|salut|ciao|tchao) (?:pour toujours|pour de bon|a jamais|definitivement)",
    "(?:quand|lorsque|si) (?:vous lirez|tu liras|tu lis|vous lisez|quelquun lira) (?:ceci|ca|ce message|cette lettre|ces lignes)|(?:me|mon corps) (?:trouvera|trouveront|retrouvera|retrouveront)|(?:trouvera|trouveront|retrouvera|retrouveront) mon corps",
    "(?:donne|donner|distribue|distribuer|legue|leguer|offert|offrir|vendu|vendre|donnee?s?) (?:toutes |tous |la plupart de |presque toutes |presque tous |quasi toutes )?(?:mes|mes precieuses|mes plus precieuses) (?:affaires|choses|trucs|biens|possessions|bijoux|objets|souvenirs|economies)",
    "(?:donne|confie|confier|donner|placer|place) (?:mon chat|mon chien|mes chats|mes chiens|ma chatte|ma chienne|mes animaux|mon lapin|mon hamster) (?:a|au|aux|chez)",
    "(?:mon|ma) (?:dernier|derniere) (?:message|lettre|post|publication|nuit|soir|coucher de soleil|au revoir|mot|texte)(?= *$| (?:ici|pour vous|pour toi|a tous|avant de partir|sur terre))",
    "(?:cest|ce sera|ca sera) (?:la|ma) derniere fois que (?:vous|tu|je vous|je te|on) (?:me )?(?:voyez|vois|parle|parlez|entendez|entends|ecris)",
    "(?:mis|mettre|mets|regle|regler|range|ranger) (?:de lordre dans )?mes (?:affaires|papiers|comptes) en ordre|mes affaires en ordre|(?:ecrit|fait|redige|rediger|faire|ecrire) (?:mon|un) testament",
    "(?:prenez|prends|prenez bien|occupez vous|occupe toi|soccupera|soccuper|veillez|veille) (?:soin )?(?:de|du|sur) (?:mon chat|mon chien|mes chats|mes chiens|ma chatte|ma chienne|mes animaux|mes plantes|maman|papa|mes enfants|ma fille|mon fils|mes gosses|ma mere|mon pere) (?:pour moi|quand je|apres moi|a ma place|quand jserai|quand je serai)",
    "(?:dites|dis|dire) a (?:ma|mon|mes|tout le monde)(?: [a-z]+){0,2} que je (?:les|l|la|le|vous|t|leur|lui)? ?(?:ai )?(?:aime|aimais|aimee|laime|laimais|taime|vous aime)",
    "(?:enfin|etrangement|bizarrement) (?:en paix|serein|sereine|apaise|apaisee|calme)(?! (?:avec (?:lui|elle|eux|mon|ma|ca)|depuis (?:la|que je (?:fais|medite|prends)))\\b)|(?:en paix|serein|sereine|apaisee?) (?:avec ma decision|depuis que jai (?:decide|pris ma decision)|maintenant que jai decide)",
    "(?:nen|en) aurai (?:plus|pu|bientot plus|plus jamais) besoin|(?:me|m) servir(?:a|ont) (?:plus|bientot plus|plus a rien)|(?:jen|j en) aurai (?:plus|pu) besoin",
    "(?:mieux|plus heureux|plus heureuse|plus heureuses|plus tranquilles?|soulages?|soulagee?s?|bien mieux|mieux lotis|mieux lotie?s?) sans moi",
  ],
  plan: [
    "(?:jai|g|javais|jai deja|jai enfin) (?:choisi|fixe|prevu|planifie|decide|trouve|repere|arrete) (?:la|une|le|un|mon|ma) (?:date|jour|heure|endroit|lieu|pont|immeuble|methode|moyen|facon|maniere)(?! (?:pour|du|de|des|dun|dune|avec|de mon|du mariage|de la|de notre|a|au|qui)\\b)",
    "(?:mis de cote|mets de cote|stocke|stocker|stockes|accumule|accumuler|accumules|economise|collectionne|amasse|planque|planques|recompte|garde de cote|gardes de cote) (?:en cachette |depuis des semaines |depuis des mois |tous |toutes |assez de |mes |les |des |une boite de |plusieurs boites de |des boites de )*(?:cachets|comprimes|medocs|medicaments|pilules|somniferes|anxiolytiques|antidepresseurs|doliprane|paracetamol|lames|lame de rasoir|rasoirs)",
    "(?:mes|des|les) (?:cachets|comprimes|medocs|medicaments|pilules|somniferes|lames) (?:mis |gardes |)(?:de cote|en reserve|en stock|planques|caches sous)",
    "(?:achete|acheter|commande|commander|trouve|recupere|pris) (?:une|la|de la) corde(?! (?:a sauter|descalade|pour (?:lescalade|le bateau|grimper|le camping|la tente)|de guitare|a linge)\\b)|(?:fait|fais|faire|prepare) (?:un|le) noeud coulant|(?:achete|acheter|commande|commander|trouve|trouver) (?:un|une|le) (?:flingue|arme|pistolet|fusil|revolver)",
    "(?:les|mes) (?:cachets|medocs|medicaments|comprimes|pilules|somniferes) (?:sont |)(?:prets|pretes|comptes|alignes|tous devant moi|etales devant moi)",
    "(?:je sais|jsais|jai trouve|jai decide|jai compris|jai choisi) (?:exactement |deja |maintenant )?(?:comment|ou|quand) (?:je vais |jvais |je veux |je compte )?(?:passer a lacte|en finir|men aller|le faire sans|le faire pour de bon)",
    "(?:renseigne|renseignee|cherche|recherche|regarde|google|googlise)(?: [a-z]+){0,4} (?:doses? (?:mortelles?|letales?)|comment (?:mourir|se suicider|me suicider|se tuer|en finir)|methodes? (?:de suicide|pour mourir|pour en finir)|moyens? de (?:mourir|se suicider|en finir))",
    "(?:passer|paraitre|faire passer) pour un accident|comme un accident|ressembler a un accident|lair dun accident|maquiller en accident",
    "(?:tout est|jai tout) (?:pret|prevu|regle|organise|planifie) pour (?:en finir|la fin|partir pour de bon|que je parte pour de bon|le grand depart|passer a lacte)",
    "(?:jvais|je vais|je compte|jcompte|vais) (?:les prendre (?:tous|toutes)|tous les prendre|toutes les prendre|les avaler|tous les avaler|toutes les avaler|avaler (?:toute la boite|tous mes|toutes mes|toute la plaquette|tout le flacon))|passer a lacte",
  ],
  act: [
    "(?:sauter|saute|sautais|sauterai|sauterais|sautee) (?:du|dun|dune|de la|depuis|par|sous|devant|dans le vide|du haut|en bas)|me jeter|me jette|me lancer|me lance|enjamber|enjambe|enjambee|franchir (?:la|le) (?:rambarde|parapet|garde corps|balustrade)|me pencher|me penche|un pas en avant|faire un pas de plus|me laisser tomber|me laisse tomber|foncer dans|fonce dans|foncer contre|me planter (?:contre|dans)|planter la voiture|lacher le volant|donner un coup de volant|coup de volant|entrer dans (?:la mer|leau|le lac|la riviere)|marcher dans (?:la mer|leau|le lac|la riviere)|aller dans leau|me laisser couler|me coucher sur (?:les rails|la voie|la route)|me mettre sur (?:les rails|la voie|la route)|traverser sans regarder|me mettre devant",
  ],
  place: [
    "quai|voie|voies|rails|train|metro|rer|tgv|tram|route|autoroute|periph|pont|viaduc|falaise|toit|balcon|fenetre|immeuble|etage|mer|riviere|fleuve|lac|seine|rhone|loire|canal|eau|camion|poids lourd|arbre|mur|barrage|carriere|bord|vide|parapet|rambarde|garde corps|balustrade|precipice",
  ],
  nothere: [
    "(?:ne )?(?:serai|serais) (?:plus|pu|deja plus|bientot plus|surement plus|sans doute plus|peut etre plus) (?:la|ici|de ce monde|parmi vous|en vie|sur terre)(?! (?:[a-z]+ ){0,3}(?:vacances|semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|bureau|boulot|travail|conge|conges|absent|absente|reunion|cours|pour (?:le|la|les|ton|ta|tes|votre|vos)|a (?:[0-9]+|midi|la))\\b)",
    "(?:quand|lorsque|si) (?:vous lirez|tu liras|tu lis|vous lisez|quelquun lira|maman lira|papa lira|tu trouveras|vous trouverez) (?:ceci|ca|ce message|cette lettre|ces lignes|ce mot)",
    "(?:je )?(?:ne )?(?:verrai|verrais) (?:pas|jamais|plus) (?:noel|mon anniversaire|lannee prochaine|le printemps|lete|la fin de lannee|mes [0-9]+ ans|le nouvel an)|(?:je )?(?:ne )?(?:tiendrai|passerai|tiendrais) (?:pas|plus) (?:jusqua|lhiver|noel|la semaine|le mois|lannee)",
  ],
  gone: [
    "sans moi|si je (?:netais|etais) (?:plus|pas) (?:la|en vie|ici)|si (?:je )?(?:crevais|mourais|disparaissais|creve|meurs|mourrais|partais pour de bon|nexistais (?:pas|plus)|venais a (?:mourir|disparaitre))|si jetais (?:morte?|plus la|partie? pour de bon)|(?:une fois|quand|apres) (?:que )?(?:je serai|je suis|jsuis|jserai) (?:partie?|morte?|plus la)|apres ma mort|a ma mort|si javais jamais existe|si jexistais pas",
  ],
  okay: [
    "mieux|mieux lotis|plus heureux|plus heureuse|plus heureuses|soulage|soulages|soulagee|soulagees|plus facile|plus simple|tranquille|tranquilles|sen remettra|sen remettront|passeront a autre chose|tourneront la page|remarquera|remarquerait|remarqueraient|sen rendrait compte|sen rendra compte|sen apercevrait|sen apercevra|manquerai|manquerais|changera rien|changerait rien|ferait rien|fera rien|rien ne changera|aucune difference|sen fout|sen foutent|sen foutrait|sen foutraient|sen ficherait|sen ficheraient|sen balancerait|personne ne (?:pleurera|pleurerait|verra|verrait)",
  ],
  ask: [
    "comment|combien|cb|cmb|quel|quelle|quels|quelles|koi|quoi|cest quoi|ou|quand|est ce que|est ce quon|est ce qu|est ce|peut on|peux tu|faut il|faut combien|on peut|je peux|jpeux|si|ca prend|ca fait|il faut|y a t il|a partir de",
  ],
  query: [
    "\\?|quelquun sait|qqn sait|vous savez|tu sais si|je me demande|jme demande|hypothetiquement|en theorie|theoriquement|par curiosite|juste par curiosite|simple curiosite|pour (?:un|une) (?:ami|amie|pote)|admettons|imaginons|supposons|demande pas pourquoi|demandez pas pourquoi|pose pas de questions",
  ],
  lethal: [
    "mourir|mort|mortel|mortelle|mortelles|letal|letale|lethal|fatal|fatale|tuer|assez|suffisant|suffisante|suffisamment|suffit|suffirait|trop de|overdose|surdose|survivre|survit|douloureux|douloureuse|sans douleur|sans souffrir|souffrir|le plus rapide|plus rapide|le plus sur|la plus sure|la plus efficace|le plus efficace|le plus haut|la plus haute|assez haut|assez profond|assez froid|sans ordonnance|sans badge|sans quon (?:me|te|vous) (?:demande|pose)|sans justificatif|sans questions|combien de temps|ca prend combien|perdre connaissance|coma|le coeur sarrete|arreter le coeur|arret cardiaque|foie|reins|irreversible|definitivement|pour de bon|ne plus se reveiller|plus me reveiller|tenir (?:le|mon) poids|supporter (?:le|mon) poids|demande pas pourquoi|demandez pas pourquoi|pose pas de questions",
  ],
  underway: [
    "(?:la )?(?:voiture|bagnole|moteur) (?:tourne|qui tourne|allumee|allume|en marche) dans (?:le|mon|un|la) garage|tuyau (?:branche )?(?:sur|dans|au) (?:le )?pot dechappement",
    "(?:assise?|debout|je suis|jsuis|chui|suis|je me tiens) (?:sur|au bord) (?:du|de la|le|la) (?:parapet|rambarde|garde corps|balustrade|bord du pont|bord du toit|bord de la falaise|rebord du pont|rebord du toit|toit de limmeuble)|au bord du vide|de lautre cote de la rambarde",
    "(?:je les ai|jai les cachets|jai les medocs|jai les comprimes) dans (?:ma|la) main|(?:les )?(?:cachets|medocs|comprimes|pilules) (?:sont )?dans ma main",
    "dans (?:le|mon) bain avec (?:une|un|la|le|mon|ma) (?:lame|rasoir|couteau|cutter)|(?:la )?corde (?:est )?(?:accrochee|attachee|nouee|prete|autour de mon cou)|la corde au cou",
  ],
  shself: [
    "scarif|scarifs|scarifier|scarifie|scarifiee|scarifiais|scarification|scarifications|automutilation|automutilations|auto mutilation|automutile|automutilee|me mutiler|me mutile|auto agression|autoagression|me faire du mal(?! (?:en|au|a la)\\b)|(?:je me|jme) fais (?:du )?mal(?! (?:au|a la|aux|a|en)\\b)|me suis fait du mal expres|me blesser expres|me punir (?:physiquement|en me)",
    "(?:je me|jme) (?:suis )?(?:coupe|coupee|taillade|tailladee|entaille|entaillee|brule|brulee|lacere|laceree)(?: (?:encore|a nouveau|de nouveau|expres|volontairement|hier soir|cette nuit|ce soir|profond|profondement|plus profond|les (?:bras|poignets|cuisses|jambes)))?(?= *$| (?:encore|a nouveau|de nouveau|expres|volontairement|hier soir|cette nuit|ce soir|profond|plus|les (?:bras|poignets|cuisses|jambes)|et|avec (?:une|un|la|le|mon|ma) (?:lame|rasoir|cutter|compas|ciseaux|couteau|briquet|cigarette|clope)))",
    "besoin (?:davoir mal|de (?:la|cette) douleur|de sentir (?:la|de la) douleur|de souffrir physiquement)|(?:ressorti|ressortir|repris|reprendre) (?:la|ma|mes|les) (?:lame|lames|rasoir)",
    "(?:me|jme) (?:taper|tape|cogner|cogne|frapper|frappe) la tete contre (?:les murs|le mur|la porte)|(?:cacher|cache|planquer) (?:mes|les) (?:cicatrices|coupures|marques|brulures)|(?:cicatrices|coupures|marques) (?:encore )?(?:fraiches|toutes fraiches|ouvertes)|rechute(?! (?:dans|de|du|en)\\b)|rechuter(?! (?:dans|de|du|en)\\b)|jai rechute(?! (?:dans|de|du|en)\\b)",
  ],
  selffear: [
    "peur de ce que je (?:pourrais|vais|peux|risque de|serais capable de) faire|peur de (?:faire|commettre) (?:une betise|une connerie|quelque chose de grave|lirreparable|nimporte quoi)|jai peur de moi|peur de moi meme|peur de (?:lui|leur) faire du mal|peur de faire du mal a|peur de (?:craquer|peter un plomb|peter les plombs|perdre le controle) et de|(?:si|que) je (?:vais |pourrai |vais pouvoir |peux )?(?:me retenir|me controler|me maitriser|tenir)(?= (?:[a-z]+ ){0,3}(?:ce soir|cette nuit|encore|longtemps|la prochaine fois))|(?:narrive|arrive|pourrai|vais) (?:plus |pas )(?:a )?me (?:retenir|controler|maitriser)|peur de ne (?:pas|plus) (?:pouvoir )?me (?:retenir|controler|maitriser)",
  ],
  time: [
    "ce soir|a soir|cette nuit|cte nuit|demain|demain matin|demain soir|apres demain|aujourdhui|aujourd hui|auj|ajd|ojd|ce week end|ce weekend|ce we|cette semaine|la semaine prochaine|bientot|tout de suite|maintenant|mtn|mnt|a minuit|cet aprem|cet apres midi|tantot|plus tard|tout a lheure",
    "dici (?:demain|ce soir|la fin (?:de la semaine|du mois|de lannee)|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|noel|mon anniversaire)|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?: soir| matin| prochain| qui vient)?",
    "le (?:[1-9]|[12][0-9]|3[01])(?: (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre))|a (?:[0-9]|1[0-9]|2[0-3]) ?h(?:[0-5][0-9])?|a (?:[0-9]|1[0-9]|2[0-3]) heures?|(?:[0-9]|1[0-9]|2[0-3])h(?:[0-5][0-9])?|dans (?:une|1|2|3|deux|trois|quelques|[0-9]+) (?:heure|heures|h|minutes|min|jours)",
    "(?:quand|une fois que|des que|apres que) (?:tout le monde|ils|elle|il|mes parents|ma femme|mon mari|mon copain|ma copine|les enfants|mes colocs) (?:dormira|dormiront|dort|dorment|sera parti|sera partie|seront partis|sera couche|sera couchee|seront couches|sera au boulot|seront au boulot|sera sorti|sera sortie|seront sortis)",
  ],
  means: [
    "cachets|cachet|comprimes|comprime|medocs|medoc|medicaments|medicament|pilules|somniferes|somnifere|anxiolytiques|antidepresseurs|benzos|doliprane|dafalgan|efferalgan|paracetamol|ibuprofene|advil|nurofen|aspirine|xanax|lexomil|temesta|valium|tramadol|codeine|lamaline|izalgi|oxycodone|morphine|insuline|lithium|tabletten",
    "toute la boite|toutes les boites|toute la plaquette|toutes les plaquettes|une boite entiere|tout le flacon|tout le tube",
    "corde(?! (?:a sauter|de guitare|a linge|descalade)\\b)|noeud coulant|pont|viaduc|falaise|du toit|dun toit|immeuble|balcon|par la fenetre|de la fenetre|(?:sous|devant) (?:le|un|les) (?:train|metro|rer|tgv|camion|bus|tram|voitures)|les rails|les voies|voie ferree",
    "etage|etages|hauteur|gratte ciel|dose|doses|dosage|posologie|noyade|pendaison|veine|veines|artere|alcool|vodka|whisky",
    "arme|flingue|pistolet|fusil|carabine|revolver|balle dans (?:la|ma) tete|lame|lames|rasoir|lame de rasoir|couteau|cutter|eau de javel|javel|destop|antigel|mort aux rats|raticide|pesticide|monoxyde|helium|sac plastique",
  ],
  sh: [
    "scarif|scarifs|scarifier|scarifie|scarifiee|scarifiais|scarification|scarifications|automutilation|automutilations|auto mutilation|automutile|automutilee|me mutiler|me mutile|mutiler",
    // Reflexive: "me couper", "je me suis coupee" (the object comes first in French); not "il me frappe".
    "(?<!(?:il|elle|ils|elles|on|tu|qui|quil|quelle) )(?:me|jme|m) (?:suis |)(?:couper|coupe|coupee|coupais|entailler|entaille|entaillee|taillader|taillade|tailladee|lacerer|lacere|laceree|griffer|griffe|griffee|bruler|brule|brulee|frapper|frappe|frappee|cogner|cogne|mordre|mords|mordue|faire saigner|fais saigner|ouvrir|ouvre|ouverte?)(?! (?:[a-z]+ ){0,2}(?:cheveux|frange|ongles|pain|legumes|oignons|gateau|viande|parole|courant|ponts|doigt|doigts|pouce|en cuisinant|en me rasant|au soleil|a la cuisine|en tombant|par accident|sans faire expres|au sport|porte|coin|dos)\\b)",
    "coupures|entailles|cicatrices fraiches|lame|lames|lame de rasoir|rechute|rechuter|replonge",
    "me faire du mal|me faire mal(?! (?:au|a la|aux|a|en|si)\\b)|me blesser|me punir|me faire souffrir|me faire vomir|me priver de manger|me faire saigner|gratter jusquau sang|gratte jusquau sang|clean depuis [0-9]+ (?:jours|semaines|mois|ans)",
  ],
  body: [
    "moi meme|bras|avant bras|poignet|poignets|cuisse|cuisses|jambe|jambes|peau|ventre|hanches|hanche|chevilles|cicatrices|cicatrice|plaies|plaie|marques|veines|profond|profondement|plus profond|jusquau sang|jusqua saigner|expres|volontairement",
  ],
  violence: [
    // Acts that are violence whoever they are done to.
    "viol|violee|violer|viole par|violee par|agression sexuelle|agressee sexuellement|agresse sexuellement|attouchements|abus sexuels?|abuse de moi|abusait de moi|abuse sexuellement|inceste|tabassee?|roue de coups|rouee de coups|coups? de (?:poing|poings|pied|pieds|ceinture|couteau|coude|genou|batons?|fouet)|(?:recu|pris|prends|prend|prenais|donne|donnait|mis) des coups|des bleus(?= (?:partout|sur|au|aux|plein|quand|a chaque|apres|en rentrant))(?!.*(?:rugby|foot|match|entrainement|sport|judo|boxe|karate|velo|ski|hockey|basket|hand|handball|muscu|escalade|danse))|couverte? de bleus|plein de bleus|(?:est|devient|etait) violente?|oeil au beurre noir|(?:jette|lance|balance|jetait|lancait) (?:des |les )?(?:objets|assiettes|trucs|choses|verres) (?:sur|contre|a la figure|a la tete)|un coquard|un cocard|marques de (?:doigts|coups|strangulation)|traces de (?:doigts|coups)|leve la main sur|porte la main sur|mis la main sur (?:ma|mon) (?:gorge|cou)|serre (?:le|mon) cou|mains autour de (?:mon|ma) (?:cou|gorge)|(?:mis|appuye|plaque|tenu|maintenu) (?:un|l|le|son) oreiller sur (?:son|sa|mon|ma) (?:visage|tete|bouche)|(?:defonce|defoncait|tape|tapait|cogne|cognait|frappe|frappait) (?:contre |sur )?la porte|violences? conjugales?|violences? (?:physiques?|sexuelles?)|maltraitance|(?:je suis|jetais|suis|ete|jai ete) battue|(?:est|etait|devient|devenu|devenue) (?:tres |super |trop |de plus en plus |hyper |vraiment )?violente?s? (?:avec moi|avec nous|envers moi|quand)|violente? avec (?:moi|nous|ma mere|maman|les enfants|mon fils|ma fille)",
    "(?:ma|me|m|la|le|nous) (?:jete|jetee|balance|balancee|projete|projetee|plaque|plaquee|pousse|poussee) (?:contre|par terre|au sol|dans les escaliers|a terre|dans lescalier)|(?:ma|me|la|le) (?:attrape|attrapee|pris|prise|tire|tiree|empoigne|empoignee) par (?:le|les|la) (?:bras|cheveux|cou|gorge|poignet|poignets)|(?:ma|me|la|le) touche (?:partout|entre les (?:jambes|cuisses)|la ou|sous (?:ma|sa) (?:jupe|culotte|robe)|les seins|mes seins|ses seins|mes parties|ses parties)|(?:ma|me) (?:forcee?|obligee?) a (?:coucher|faire lamour|avoir des rapports|le sucer|des choses sexuelles)|rapports? (?:force|forces|non consentis?)|sans mon consentement",
    // A hurting verb after the object pronoun: "il ma frappee", "elle me gifle", "il nous bat".
    `(?<!(?:je|j|tu|on|ca|cela|ce qui|qui me|ce) )(?:me|ma|m|mas|mont|mavait|mavaient|maurait|nous|nous a|nous ont|nous avait|te|ta)(?: (?:a|ont|avait|encore|deja|souvent|toujours|tout le temps|parfois|violemment|fort|plusieurs fois|meme|sans arret|tous les jours|carrement|presque))* (?:${HIT})(?! (?:(?:toujours|encore|souvent|tout le temps|a chaque fois|facilement|largement) )?(?:aux|au|a|en|sur les nerfs|sur le systeme|lesprit|loeil|de|des|par (?!(?:le|la|les) (?:cou|gorge|bras|cheveux|poignet|poignets|col|nuque))|daffaire|vers le haut|la porte|dans (?:le|la|l) (?:dos|oeil))\\b)`,
    `(?<!(?:ca|cela|ce qui|ce) )(?:la|l|les|le|lui|lai|lavais|lui ai|les ai|leur ai)(?: (?:a|ont|avait|encore|deja|souvent|toujours|tout le temps|parfois|violemment|fort|plusieurs fois|meme|sans arret|tous les jours|carrement|presque))* (?:${HIT})(?! (?:(?:toujours|encore|souvent|tout le temps|a chaque fois|facilement|largement) )?(?:aux|au|a|en|sur les nerfs|sur le systeme|lesprit|loeil|de|des|par (?!(?:le|la|les) (?:cou|gorge|bras|cheveux|poignet|poignets|col|nuque))|daffaire|vers le haut|la porte|dans (?:le|la|l) (?:dos|oeil))\\b)`,
    "metrangle|metranglait|metranglee|menferme|menfermait|mattrape|mattrapait|mecrase|mempoigne|mempoignait|mattache|mattachait",
    // The verb before a named person: "il frappe ma mere", "elle a gifle mon petit frere".
    `(?:${HIT}) (?:ma|mon|mes|notre|nos|le|la|les) (?:mere|maman|pere|papa|soeur|frere|petite soeur|petit frere|enfants|gosses|gamins|fils|fille|bebe|petit|petite)`,
  ],
  control: [
    // Third person only: "je verifie mon compte" is the writer's own business.
    "(?<!(?:je|j|tu|on|jdois|je dois|faut que je|jvais|je vais|jai) )(?:lit|fouille|fouillait|controle|controlait|checke|checkait|verifie|verifiait|espionne|espionnait|surveille|surveillait|epluche|inspecte|regarde tous|passe dans|fouille dans) (?:tout le temps |tous les jours |en cachette |souvent |toujours |constamment |chaque soir |)(?:tous )?(?:mon|mes|ma) (?:telephone|tel|portable|phone|cell|cellulaire|gsm|natel|messages|sms|textos|mails|emails|conversations|convos|whatsapp|snap|insta|facebook|messenger|journal|journal intime|agenda|releves|historique|localisation|position|depenses)",
    "(?<!(?:je|j) )(?:connait|exige|veut) (?:tous )?mes (?:mots de passe|codes)|(?<!(?:je|j) )(?:connait|exige|a change|veut) mon (?:mot de passe|code|code pin|pin)",
    "(?:me prend|ma pris|me confisque|ma confisque|me retire|ma retire|me garde|me vole|prend tout|garde tout|garde toute|confisque|confisquait) (?:tout |toute |tous )?(?:mon|ma|mes) (?:argent|salaire|paye|paie|carte|carte bancaire|cb|carte bleue|passeport|papiers|carte didentite|telephone|portable|cles|allocs|allocations|chomage)",
    "(?:me donne|ma donne|me laisse|me file) (?:que|seulement|juste) (?:[0-9]+|quelques|un peu dargent|un peu) (?:euros|balles|dollars|francs)? ?(?:par|la|chaque) (?:semaine|mois|jour) pour (?:les courses|tout|manger|vivre|la bouffe|lessence)",
    "(?:minterdit|minterdisait|mempeche|mempechait|me laisse (?:pas|jamais|plus)|ne me laisse (?:pas|jamais|plus)|me laissait (?:pas|jamais)) (?:de |d )?(?:voir (?:mes|ma|mon) (?:amis|amies|potes|copines|famille|parents|mere|soeur|frere|proches)|travailler|bosser|parler a|appeler|telephoner|sortir seule|sortir sans (?:lui|elle)|partir|avoir (?:de |d )?(?:argent|telephone|amis))|(?:ai|nai) (?:pas|plus) le droit (?:de |d )?voir (?:mes|ma|mon) (?:amis|amies|potes|copines|famille|parents|mere|soeur|frere|proches)",
    "(?<!(?:je|j|jvais|on) )(?:decide|controle|choisit) (?:tout ce que je (?:fais|dis|mange|porte|depense|achete)|tout dans ma vie|tout chez nous|de tout a ma place|ce que je|qui je|ou je|comment je|quand je|mes fringues|mes vetements|ce que je porte|ce que je mange|mes sorties|ma vie)",
    "(?:menace de|va|vas|veut|voulait|a|ma|pourrait) (?:envoyer|publier|poster|balancer|diffuser|montrer|partager|leaker) (?:mes|des) (?:nudes|photos intimes|videos intimes|photos de moi nue?|photos nue|videos de moi nue?)|(?:publie|publiee?s?|balance|balancee?s?|diffuse|diffusee?s?|leake) (?:mes )?(?:nudes|photos intimes|videos intimes)",
    "(?:me traque|me piste|me geolocalise|me fait suivre|gps sur (?:mon|ma) (?:telephone|portable|voiture)|mouchard sur (?:mon|ma)|traceur sur (?:mon|ma))",
    "(?:justifier|justifie|je justifie) (?:chaque|tous mes|toutes mes) (?:euro|euros|centime|centimes|sortie|sorties)",
  ],
  threat: [
    "(?:me|ma|nous|les|m) menace(?:e|ait|nt)?|ma menacee|menace de (?:me|m|nous|les|tuer|partir avec|prendre|publier|envoyer|se tuer|le faire|bruler|frapper|tout dire|balancer)|menaces de mort|menace de mort|des menaces|il menace|elle menace|il ma menace",
    "(?:va|vas|allait|vont|finira par|finirait par|pourrait|jure de|jurait de|promet de) (?:me |m |nous |te |les enfants |mes enfants |nos enfants )?(?:tuer|buter|crever|faire la peau|faire payer|defoncer|massacrer|detruire|pourrir la vie|prendre les enfants|enlever les enfants|garder les enfants|frapper|tabasser|bruler|egorger|etrangler|defigurer)(?!(?: [a-z]+){0,6} (?:quand (?:il|elle|ils) (?:verra|saura|apprendra|va voir|va savoir)|si (?:il|elle|ils) (?:voit|sait|apprend|decouvre)|mdr|lol|ptdr))|me (?:retrouvera|trouvera) (?:ou que|partout)",
    "tu vas (?:le |me le )?(?:regretter|payer)|tu le regretteras|vous allez le regretter|tu vas voir ce qui|tu vas voir ce que tu vas voir|je vais te le faire payer|tu me le paieras|tu vas me le payer",
    "si (?:je|jamais je|tu|jamais tu|jose|tu oses) (?:le |la |les |en )?(?:quitte|quittes|pars|part|vais voir la police|va voir la police|porte plainte|portes plainte|appelle la police|appelles la police|denonce|denonces|dis non|desobeis|(?:le |en )?(?:dis|dit|parle|parles) a (?:quelquun|qqn|personne|ma mere|ta mere|la police|mes parents|tes parents))",
    "finir ce quil a commence|finir ce quelle a commence",
  ],
  escape: [
    "foyer (?:pour femmes|daccueil pour femmes|pour victimes)|maison dhebergement|maison daide|refuge pour femmes|hebergement durgence pour|centre pour femmes|ordonnance de protection|ordonnance dinterdiction|interdiction dapproche|interdiction de contact|mesure deloignement|eloignement du conjoint|bracelet anti rapprochement|telephone grave danger|3919|solidarite femmes|sos femmes|sos violences conjugales",
    // Clearing a history to hide it from someone, or asking the app to forget.
    "(?:effacer|supprimer|vider|nettoyer|efface|supprime|vide) (?:mon |l |)(?:historique|lhistorique|mes messages|la conversation|mes recherches|mes conversations|cette conversation)(?= (?:[a-z]+ )*(?:pour (?:pas|ne pas) (?:quil|quelle)|sinon (?:il|elle)|avant (?:quil|quelle)|(?:sil|si il|si elle) (?:voit|lit|tombe|regarde)))|(?:comment|peut on|je peux|on peut|est ce quon peut|vous pouvez) (?:effacer|supprimer) (?:cette|la|notre|nos|mes) (?:conversation|conversations|messages|discussion)",
    "(?:est ce que cest|cest|est ce|cette appli est|ce chat est|cest vraiment) (?:safe|securise|securisee|sans risque|sur|prive|confidentiel) (?:decrire|de parler|de taper|decrire ici|dutiliser|de lutiliser)",
    "(?:quest ce que|que|quoi) (?:je dois|dois je|faut il|il faut|jdois|je devrais) (?:prendre|emporter|mettre dans (?:mon|un) sac)(?= .*(?:partir|fuir|quitter|foyer|partirai|pars))",
    "(?:preparer|prepare|fait|faire|jai fait|jai prepare) (?:un|mon|le) sac (?:de secours|durgence|au cas ou|pour partir|pour fuir)|sac de fuite|sac durgence",
    "(?:il|elle) (?:pourrait|peut|risque de|va|doit pas) (?:voir|lire|tomber sur) (?:ce message|ca|mes messages|ceci|cette conversation|cette appli)|pour (?:pas|ne pas) (?:quil|quelle) (?:voie|lise|sache|trouve|tombe)|(?:quil|quelle) ne (?:voie|lise|sache|trouve) pas|(?:sil|si il|si elle) (?:voit|lit|trouve|tombe sur|decouvre) (?:ca|ce message|cette conversation|mes messages|ceci|cette appli|ce que jecris)",
    "(?:vous )?(?:gardez|conservez|enregistrez|stockez|sauvegardez) (?:vous )?(?:lhistorique|les messages|les conversations|ce que jecris)|(?:lhistorique|les messages|la conversation) (?:est|sont) (?:garde|gardes|gardee|enregistre|enregistres|enregistree|sauvegarde|sauvegardee)",
    "garder (?:une )?trace (?:de ce quil|de ce quelle|des coups|des violences|de tout ce quil|de ses messages|de ses menaces)|(?:prendre|pris|prends) (?:des |en )?photos? (?:de mes|des) (?:bleus|blessures|marques)|(?:rassembler|garder|collecter) des preuves|preuves? des (?:violences|coups)",
    "fuir (?:la maison|le domicile|de chez|mon mari|mon conjoint|lui|son emprise)|(?:le|la) fuir|menfuir (?:de chez|avec les enfants|avec mes enfants)|mechapper de (?:chez|lui|elle|la maison)|partir sans quil (?:le )?sache|quitter le domicile|quitter la maison (?:en cachette|sans quil)",
  ],
  fear: [
    "peur de (?:lui|elle|eux|mon|ma|mes|rentrer|ce quil|ce quelle|sa reaction|ses reactions|le croiser|la croiser)|peur quil|peur quelle|peur de ce quil|terrifie|terrifiee|terrorise|terrorisee|tetanise|tetanisee|je tremble quand|jsursaute|je sursaute|sursaute (?:quand|des que|a chaque)|marcher sur des oeufs|marche sur des oeufs|sur des oeufs|me cacher de|je me cache (?:de|quand)|me cache de|pas envie de rentrer|peur de rentrer|angoisse de rentrer|redoute (?:son retour|quil rentre|de rentrer)|apeure|apeuree|crains quil|crains sa|crains ses",
  ],
  neglect: [
    "(?:me|nous|le|la|les|m) laisse (?:pas|jamais) (?:manger|dormir|rentrer|entrer)|(?:donne|donnait|donnent|donnaient|donnera) (?:pas|rien|jamais) (?:a manger|de nourriture)|(?:pas|rien|jamais) (?:eu |mange )?(?:a manger|de quoi manger|de nourriture|assez a manger) (?:depuis|de la journee|de toute la journee|pendant)|prive de (?:nourriture|repas|manger)|privee de (?:nourriture|repas|manger)|affame|affamee|pas nourri|pas nourrie|jamais nourri|va au lit sans manger|couche sans manger|sans manger depuis",
    "(?:enferme|enfermee|enfermes|enferment|enfermait|menferme|menfermait|lenferme|lenfermait|mis|met|mettent|laisse) (?:[a-z]+ )?(?:dehors|a la cave|dans la cave|dans (?:sa|ma|la) chambre|dans le placard|dans le cagibi|au grenier|dans le garage|sur le balcon)|dort dehors|dormir dehors|dormi dehors",
    "(?:laisse|laissee|laisses|laissait|laissent|reste|restee) (?:seul|seule|seuls|seules|tout seul|toute seule)(?: [a-z]+){0,4} (?:pendant )?(?:toute la (?:journee|nuit|semaine)|tout le week end|des heures|des jours|plusieurs jours|la nuit|des nuits)",
    "(?:vient|venait|entre|entrait|rentre|rentrait) dans (?:ma|sa|leur) chambre (?:la nuit|le soir|quand (?:elle|il|je) dort)|se glisse dans (?:mon|son|leur) lit|(?:dort|dormir) dans (?:mon|son) lit (?:avec moi|avec elle|avec lui)",
    "notre (?:petit )?secret|jeu special|un jeu secret|faut pas le dire|le dis a personne|le dire a personne|dis rien a (?:ta|tes|ton)|dis le a personne|(?:ne )?dis (?:rien|pas) a (?:ta mere|ton pere|tes parents|maman|papa)",
    "(?:demande|demandait|veut|voulait|exige|insiste pour) (?:quelle|quil|que je|a ma fille|a mon fils|a ma niece)? ?(?:lui )?(?:envoie|envoyer|envoyes?) des (?:photos|videos|nudes)|envoie moi des (?:photos|videos) de toi|(?:photos|videos) (?:delle|de lui|de ma fille|de mon fils) (?:nue|nu|en sous vetements|en maillot|en culotte|dans le bain)|plus mature que (?:son|les|ton) (?:age|autres)|mature pour (?:son|ton) age",
    "(?:lecrit|lui ecrit|mecrit|ecrit a ma fille|ecrit a mon fils|texte) (?:tard le soir|la nuit|en pleine nuit|a minuit)",
    "(?:dans le bain avec|dans la douche avec)|(?:la|le|me|m) touche (?:la|partout|entre|sous|en bas)|(?:la|le|me|m) (?:tripote|tripotait|pelote)|aurait jamais du naitre|jamais du naitre|regrette de mavoir eu|aurait du avorter",
    "oreiller (?:sur|contre) (?:son|sa) (?:visage|tete|bouche)|pas change (?:sa|la) couche|jamais (?:chez le|vu de) medecin",
  ],
  now: [
    "maintenant|mtn|mnt|en ce moment|a linstant|la tout de suite|la maintenant|actuellement|ce soir|cette nuit|en bas|en haut|devant la porte|derriere la porte|a la porte|dans lescalier|dans le couloir|(?:tape|frappe|cogne|defonce|tambourine) (?:a|contre|sur) la porte|hurle|en train de hurler|en train de crier|crie dans|en route|sur le chemin|va rentrer|rentre bientot|arrive bientot|va arriver|est en train de rentrer|dans (?:une|1|deux|quelques|[0-9]+) (?:heure|heures|minutes)|avant quil rentre|avant quelle rentre|avant quil revienne",
  ],
  harm: [HARM],
  target: [
    // Object pronouns only right before a harming verb ("je vais le tuer"), or glued to it.
    `(?:le|la|les|lui|leur|l|te|vous|eux|elle|les tous|tous)(?= (?:(?:tous|toutes|juste|vraiment|carrement|enfin|tellement|direct) )?${HARM_VERB})`,
    "letrangler|legorger|lempoisonner|lassassiner|labattre|leclater|lecraser|lachever",
    "quelquun|qqn|quelqu un|tout le monde|toute la classe|tous ceux qui|toutes celles qui|ceux qui|ce mec|ce type|ce gars|ce connard|ce batard|cette pute|cette salope|cette conne|cette meuf|cette fille|ces gens|ces connards|ces batards|ce prof|cette prof",
    "(?:son|sa|leur) (?:appart|appartement|maison|voiture|bagnole|bureau|boutique)",
    "(?:ou|l?endroit ou) (?:il|elle|ils) (?:habite|habitent|vit|vivent|bosse|travaille|dort|se gare)|son adresse|leur adresse",
    "(?:mon|ma|mes) (?:patron|patronne|chef|cheffe|ex|beau pere|belle mere|pere|mere|prof|profs|collegue|collegues|voisin|voisine|voisins|harceleur|harceleurs|harceleuse|mari|femme|copain|copine|chum|blonde|coloc|manager|frere|soeur|camarades)",
  ],
  weapon: [
    "arme|armes|flingue|flingues|pistolet|fusil|carabine|revolver|glock|kalach|kalachnikov|munitions|couteau|couteaux|couteau de cuisine|machette|hache|batte|batte de baseball|marteau|pied de biche|poing americain|explosif|explosifs|bombe artisanale|acide|mort aux rats|poison|ce que jai ramene|ce que jai apporte|ce que jai dans mon sac",
  ],
  took: [
    // Swallowing a lot; "bu" only with a whole bottle ("jai bu trop de vodka" is a hangover).
    "(?:pris|prise|avale|avalee|gobe|ingurgite|ingere|englouti|avaler|enfile)(?!.*(?:comme (?:dhab|dhabitude|prevu|prescrit|dit)|du (?:matin|soir|jour)|tous les (?:jours|matins|soirs)|habituels?|quotidiens?|prescrits?|ordonnance)) (?:genre |environ |a peu pres |au moins |presque |pres de |plus de |facile )?(?:(?:toute|toutes|tout|tous) (?:la|les|le|mes|ma|mon|sa|ses)|(?:une|la|ma|un|le|deux|trois|plusieurs) (?:boite|boites|plaquette|plaquettes|flacon|flacons|tube) (?:entiere|entieres|complete|de|d)?|[1-9][0-9]+|vingt|trente|quarante|cinquante|cent|trop de|beaucoup trop de|plein de|une poignee de|une (?:dizaine|douzaine|quinzaine|vingtaine|trentaine|quarantaine|cinquantaine|centaine) de|des dizaines de|le double|la moitie de|le reste)",
    "(?:bu|bue|descendu|siffle|vide) (?:toute la|une|la|deux|trois) (?:bouteille|bouteilles|flasque) (?:entiere |entieres )?(?:de|d)|(?:bu|bue|avale) (?:de la|du) (?:javel|destop|antigel|produit)",
    "fait une (?:od|overdose|surdose|intox|intoxication)|jai surdose|en surdose|intox medicamenteuse",
  ],
  emergency: [
    "(?:narrive|arrive|peux|peut|jarrive|jpeux|arrivons) (?:plus|pas|pu) (?:a |)respirer|respire (?:plus|pas|pu|bizarrement)|ne respire (?:plus|pas)|(?:est|suis|etait|reste|tombe|tombee|est tombe|est tombee) (?:[a-z]+ )?inconsciente?|inconsciente? (?:par terre|au sol|sur le sol|dans)|sans connaissance|perdu connaissance|perd connaissance|perdre connaissance|evanoui|evanouie|sest evanoui|sest evanouie|(?:(?:ne )?se reveille (?:pas|plus)|(?:narrive|arrive) pas a (?:le|la|les) reveiller)(?! (?:le matin|a temps|pour|avant|tot|facilement|quand|le weekend|en semaine)\\b)|(?:il|elle|bebe|bb|le bebe|mon bebe|mon fils|ma fille) (?:est )?(?:tout mou|toute molle)|levres bleues|devient bleu|devient bleue|vire au bleu|convulse|convulsions|convulsion|crise depilepsie|vomit du sang|vomis du sang|crache du sang|ca arrete pas de saigner|arrete pas de saigner|sarrete pas de saigner|saigne enormement|saigne beaucoup trop|une mare de sang|tellement de sang|plein de sang partout|douleur (?:a la|dans la|a) poitrine|serrement dans la poitrine|sent plus (?:ses|mes) (?:jambes|bras)|(?:avale|avalee|a avale|a bu|bu) (?:une|des|du|de la) (?:pile|piles|pile bouton|aimant|aimants|produit menager|javel|destop|detergent)|(?:il|elle|bebe|le bebe|mon bebe|mon fils|ma fille|mon mari|ma femme|mon pere|ma mere) ne reagit (?:plus|pas)",
  ],
};
