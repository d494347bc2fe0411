// Portuguese (Brazil and Portugal), as people type it: accents folded away ("nao", "voce", "ta"),
// "vc"/"q"/"pq"/"hj"/"ngm"/"qnd"/"tô" shortcuts, "kkk"/"rs" laughter, Brazilian slang (mano, mina,
// boy, zoar, surtar) and European forms (enclitics "matar-me" → "matar me", "estou farto", "comboio",
// "telemovel", "miudos", "apetece-me"). Grounded, as the English lexicon is, in the C-SSRS (wish to be
// dead, thoughts, method, intent, plan, preparation) and the warning signs the CVV (188) and SNS 24
// teach: burden, goodbyes, giving things away, hopelessness, "ninguem ia sentir minha falta".
//
// Patterns read the normalised sentence (see normalise.ts): the speller turns some words into the
// English or canonical key word ("suicida" → "suicide", "suicidas" → "suicidal", "morreu"/"morre" →
// "morrer", "morri" → "morir", "medicamentos" → "medicaments", "insulina" → "insulin", "letal" →
// "lethal", "ibuprofeno" → "ibuprofen"), so both forms are listed. The engine splits a sentence before
// "mais" ("nao quero | mais viver"): full phrases are written as they should read, and the tail after
// "mais" is caught on its own where it can only mean one thing.
import { ptConcepts } from "./concepts-pt.ts";
import { phrases, type Lexicon, type Rule } from "./rules.ts";

const M: Record<string, string> = {
  // Fillers allowed inside idioms, denials and "safe now" ("to morrendo mesmo de rir", "nao vou fazer nada").
  ADV: "ja|so|mesmo|de verdade|serio|a serio|as vezes|tambem|agora|muito|sempre|ainda|quase|tipo|mano|cara|pa|mais|nem|eu",
  // Any one or two words between the parts of a phrase ("quero muito morrer", "penso todo dia em me matar").
  F: "(?:[a-z]+ ){0,2}",
  // Wanting, thinking of, planning (followed by the act).
  WANT: "quero|queria|quiria|to querendo|estou querendo|tava querendo|preciso|vontade de|to com vontade de|tenho vontade de|tive vontade de|da vontade de|me da vontade de|sinto vontade de|penso (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|pensei (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|to pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|estou pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|ja pensei (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|fico pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|vivo pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|so penso em|penso muito em|planejo|to planejando|planejei|decidi|resolvi|vou|eu vou|to indo|to pra|to prestes a|estou prestes a|devia|deveria|tinha que|tenho que|gostaria de|queria poder|desejo|sonho em|apetece me|apetecia me|ideia de|pensamentos de|pensamento de|tentei|to tentando|vou tentar|quase|ia|estive quase a|estou a pensar em|ando a pensar em|tou a pensar em|so me apetece|me deu vontade de|bateu vontade de|bate uma vontade de|da uma vontade de|fantasio em|fantasio com|fantasiando em|fantasiando com|imagino|me imagino|fico imaginando|estive quase a|estava quase a|to quase|estou quase|quase",
  // Only wishing (not "vou", "ia": "vou morrer" is often fear, not intent).
  WANTD:
    "quero|queria|quiria|to querendo|estou querendo|tava querendo|preciso|vontade de|to com vontade de|tenho vontade de|tive vontade de|da vontade de|me da vontade de|sinto vontade de|penso (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|pensei (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|to pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|estou pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|ja pensei (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|fico pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|vivo pensando (?:(?:muito|sempre|as vezes|todo dia|demais|bastante|seriamente|serio|a serio|de verdade|mesmo|cada vez mais) )?em|so penso em|penso muito em|decidi|resolvi|devia|deveria|gostaria de|queria poder|desejo|sonho em|apetece me|apetecia me|so me apetece|estou a pensar em|ando a pensar em|me deu vontade de|bateu vontade de|bate uma vontade de",
  // Where people jump or throw themselves.
  JUMPTO:
    "(?:da|do|de|na|no|pela|pelo|para a|para o|para debaixo do|para debaixo da|pra debaixo do|para baixo do|para a frente do|para o meio da|pro meio da|no meio da|pra|pro|em frente ao|em frente a|em frente do|na frente do|na frente da|debaixo do|debaixo de|embaixo do|sob o|ao|a|em cima do|em cima da|do alto do|do alto da)(?: (?:um|uma|o|a|essa|esse|aquela|aquele))? (?:ponte|viaduto|predio|edificio|telhado|laje|terraco|sacada|varanda|janela|penhasco|precipicio|falesia|rio|mar|represa|barragem|trilho|trilhos|linha do trem|linha do comboio|linha|comboio|trem|metro|onibus|autocarro|camiao|caminhao|carro|carros|carreta|estrada|rodovia|avenida|passarela|andar [0-9]+|(?:[0-9]+o?|[a-z]{1,4}|primeiro|segundo|terceiro|quarto|quinto|sexto|setimo|oitavo|nono|decimo) andar|ultimo andar|penhasco|abismo|pedreira|poco|escada|escadaria|precipicio)(?: [a-z]+)?",
  // Medicines and pills, brands included (Brazil and Portugal).
  PILLS:
    "xaropes?|remedios?|comprimidos?|pilulas?|capsulas?|medicaments|medicamentos?|cartelas?|pills|paracetamol|tylenol|dipirona|novalgina|ibuprofen(?:o)?|aspirinas?|aas|diclofenaco|nimesulida|tramadol|codeina|rivotril|frontal|lexotan|valium|xanax|victan|lorenin|zolpidem|stilnox|benzos?|calmantes?|tarja preta|remedios? controlados?|remedios? (?:pra|para) dormir|comprimidos (?:pra|para) dormir|soniferos?|antidepressivos?|prozac|seroquel|litio|carbolitium|insulin(?:a)?|morfina|fentanil|oxicodona|metformina|dorflex|buscopan|neosaldina|benuron|ben u ron|brufen|anticoncepcionais?|relaxantes? musculares?|[a-z]+(?:zepam|zolam|xetina|tralina|alopram|triptilina|tiapina|zapina|faxina)",
  // A lot of them: "a cartela toda", "uns 10", "um monte de".
  QTY: "(?:uns |umas |tipo |mais de |quase |cerca de |pelo menos |uns |umas )?(?:[5-9]|[1-9][0-9]+|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|vinte|trinta|quarenta|cinquenta|cem)|tod[oa]s? (?:os |as |meus |minhas |o |a )?|a cartela (?:toda|inteira)(?: de)?|uma cartela (?:inteira |toda )?(?:de )?|(?:duas|tres|varias|[0-9]+) (?:cartelas|caixas|frascos|vidros)(?: de)?|muito|muita|a caixa (?:toda|inteira)(?: de)?|uma caixa (?:inteira |toda )?(?:de )?|o frasco (?:todo|inteiro)(?: de)?|um frasco (?:inteiro )?(?:de )?|o vidro (?:todo|inteiro)(?: de)?|um monte de|uma porrada de|um punhado de|um bocado de|uma data de|uma penca de|imensos|imensas|demasiados|demasiadas|varios|varias|muitos|muitas",
  // Who hurts: partners, family, carers.
  ABUSER:
    "ele|ela|(?:o |a )?(?:meu|minha) (?:marido|namorado|noivo|companheiro|esposo|ex|ex namorado|ex marido|pai|padrasto|irmao|filho|neto|tio|primo|avo|chefe|patrao|sogro|cunhado|vizinho|mulher|esposa|namorada|noiva|companheira|mae|madrasta|irma|filha|neta|tia|prima|patroa|sogra|cunhada|cuidador|cuidadora|ficante|boy|parceiro|parceira|gajo|namorada)",
  // Partners and grown children: who controls money, phone, friends (a parent doing it to a teen is ordinary).
  PARTNER:
    "ele|ela|(?:o |a )?(?:meu|minha) (?:marido|namorado|noivo|companheiro|esposo|ex|ex namorado|ex marido|filho|neto|sogro|mulher|esposa|namorada|noiva|companheira|filha|neta|sogra|ficante|boy|parceiro|parceira|gajo|cuidador|cuidadora)",
  PARENT:
    "(?:o |a )?(?:meu|minha) (?:pai|mae|padrasto|madrasta|avo|tio|tia|responsavel|padrinho|madrinha)|(?:os )?meus pais|o namorado da minha mae|o marido da minha mae|a mulher do meu pai",
  // Hitting and hurting, third person, before or after the pronoun ("me bateu", "bateu-me").
  HITV: "joga contra a parede|jogou contra a parede|jogou no chao|jogou na parede|derrubou no chao|atirou contra a parede|bate|bateu|batia|espanca|espancou|espancava|agride|agrediu|agredia|empurra|empurrou|empurrava|chuta|chutou|chutava|soca|socou|esmurra|esmurrou|estapeia|estapeou|enforca|enforcou|enforcava|esgana|esganou|sufoca|sufocou|cospe|cuspiu|estupra|estuprou|estuprava|violenta|violentou|violou|abusa|abusou|abusava|maltrata|maltratou|maltratava|arrasta|arrastou|tranca|trancou|trancava|fecha|fechou|prende|prendeu|amarra|amarrou|apalpa|apalpou|bolina|bolinou|queima|queimou|fere|feriu",
  HITX: "(?:bate|bateu|batia|bater) (?:em mim|na minha cara)|(?:da|deu|dava|dar) (?:tapas|tapa|um tapa|uma tapa|socos|um soco|murros|um murro|chutes|um chute|porrada|uma surra|surras|cintadas|chineladas|bofetadas|uma bofetada|um estalo|uma chapada|chapadas|uma lambada|um empurrao|pancada|pancadas|uma tareia|tareia)|deixou (?:roxo|roxa|marcas|hematomas|o olho roxo)|(?:aperta|apertou|apertava) (?:o )?meu pescoco|(?:puxa|puxou|puxava) (?:o )?meu cabelo",
  KID: "bebe|bebes|nene|nenem|bebezinho|bebezinha|crianca|criancas|filho|filha|filhos|filhas|menino|menina|meninos|meninas|miudo|miuda|miudos|miudas|pequeno|pequena|pequenos|pequenas|irmaozinho|irmazinha|irmaozinhos|sobrinho|sobrinha|neto|neta|guri|guria|pia|garoto|garota|recem nascido",
  // Other people a threat is aimed at.
  OTHERS:
    "ele|ela|eles|elas|nele|nela|neles|nelas|dele|dela|(?:o|a|os|as|esse|essa|esses|essas|aquele|aquela|aqueles|aquelas|meu|minha|meus|minhas|o meu|a minha|todos|todas|um|uma|alguem|todo mundo|geral|toda a gente)(?: [a-z]+){0,3}",
  NOTTARGET:
    "(?:o |a |os |as |um |uma |meu |minha )?(?:tempo|fome|sede|saudade|saudades|aula|aulas|vontade|curiosidade|barata|baratas|mosquito|mosquitos|pernilongo|pernilongos|mosca|moscas|aranha|aranhas|formiga|formigas|rato|ratos|bicho|bichos|planta|plantas|virus|bacteria|bacterias|zumbi|zumbis|inimigo|inimigos|boss|chefao|personagem|charada|questao|prova|jogo|partida|leao|tedio|trabalho|assunto|conversa|clima|papo)(?: |$)",
  // Laughter and light tone that mark an idiom ("morri kkkk").
  LOL: "k{2,}[a-z]*|(?:rs){1,}|(?:ha){2,}h?|(?:he){2,}|(?:hue)+[a-z]*|lol|lmao|aus[a-z]*|asuh[a-z]*|ahah[a-z]*|kk|xd+",
  // Words marking a Spanish sentence: keep Portuguese rules off it where both languages share the words.
  ESWORD:
    "en|voy|va|siento|creo|pienso|hacer|yo|estoy|pero|tengo|quiero|quisiera|mi|mis|muy|porque|los|las|del|el|ya|hoy|nadie|siempre|cuando|hay|soy|con|una|y|pues|neta|wey|boludo|mucho|mejor|tambien|asi|esto|eso|tambien|mama|papa|novio",
};
const p = (...sources: string[]) => phrases(M, ...sources);

/** Not a Spanish sentence (put at the end of a pattern): shared words ("me corto", "suicidio") go to the right language. */
const NOT_ES = "(?<!(?:^| )(?:{ESWORD})(?: .*)?)(?!.* (?:{ESWORD})(?: |$))";
/** Kill oneself, with the pronoun before (Brazil) or after (Portugal) the verb. */
const SELF =
  "(?:me |se )(?:matar|suicidar|enforcar|envenenar|afogar|esfaquear|eletrocutar|asfixiar|sufocar)|(?:matar|suicidar|enforcar|envenenar|afogar|esfaquear|asfixiar) me";
const JUMP =
  "(?:(?:me |se )(?:jogar|atirar|lancar|deitar|mandar)|(?:jogar|atirar|lancar|deitar|mandar) me|pular|saltar|se jogar) {JUMPTO}";

const rules: Rule[] = [
  // Session 13: the C-SSRS's first question said as a wish or a relief ("if I could sleep and not
  // wake up", "if a bus hit me I'd be relieved"), never after "afraid of".
  {
    id: "pt-not-wake-relief",
    kind: "suicide",
    level: "crisis",
    re: p(
      "(?<!medo de )(?:dormir|dormisse|durmo|deitar)(?: hoje| hoje a noite| essa noite| esta noite)? e nao (?:acordar|acordasse|acordo|acorde)(?: mais| nunca mais)?",
      "se (?:um|o) (?:onibus|carro|caminhao|camiao|trem|comboio)(?: [a-z]+){0,2} me (?:atropelasse|atropelar|pegasse)(?: [a-z]+){0,5} (?:seria um alivio|nao ia achar ruim|tanto faz|nao me importava|ficava aliviad[oa])",
      "(?:nao ia achar ruim|nao me importaria|nao me importava|seria um alivio) (?:nao acordar|morrer|se eu morresse|se eu nao acordasse)",
    ),
  },
  // ---- suicide: the words themselves, misspelt and slang
  {
    id: "pt-suicide-word",
    kind: "suicide",
    level: "crisis",
    re: p(
      `(?:suicid(?:io|ios|ar|ou|ei|ando|aria|arei|a|as|ar me|ando me)|(?:sou|ser|estou|to|tou|me sinto|ando|e|era|tao|muito|pensamentos|pensamento|ideias|ideia|ideacao|tendencias|comportamento|tentativa|impulsos|crise|carta|bilhete|risco|pessoa|amiga|amigo|meio|um pouco) suicid(?:e|al)|sui?[cs]id(?:io|ar|a)|sucid(?:io|ar)|autoexterminio|autoexterminar|auto exterminio|me (?:auto )?exterminar|ideacao suicide|ideacao suicida)${NOT_ES}`,
    ),
  },
  // ---- killing oneself: methods and active thoughts
  {
    id: "pt-kill-self",
    kind: "suicide",
    level: "crisis",
    re: p(
      // "quero me matar", "penso em me jogar da ponte", "vou matar-me", "apetece-me atirar-me ao rio"
      `(?:{WANT}) {F}(?:${SELF}|${JUMP}|me jogar (?:na frente|embaixo|debaixo) (?:de|do|da) (?:um|uma|o|a)? ?(?:carro|caminhao|camiao|onibus|autocarro|trem|comboio|metro|carreta)|cortar (?:os|o|meus|meu) pulsos?|dar um tiro (?:na|em) (?:minha )?(?:cabeca|mim)|me dar um tiro|dar me um tiro|dava me um tiro|estourar (?:os )?(?:meus )?miolos|tomar (?:{QTY}) ?(?:os |as |meus |minhas )?(?:{PILLS})|tomar chumbinho|tomar veneno|beber (?:agua sanitaria|veneno|candida|lixivia|soda caustica)|tirar (?:a )?(?:minha )?(?:propria )?vida|acabar com (?:a )?minha vida|acabar com tudo(?! (?:o|a|os|as|do|da|isso que) | de (?!vez|uma vez))|acabar com isso de vez|acabar de vez com tudo|dar (?:um )?fim (?:a|na|em|ao|no) (?:minha vida|tudo|isso tudo|meu sofrimento)|por (?:um )?fim (?:a|na|em) (?:minha vida|tudo)|por termo a (?:minha )?vida|dar cabo de mim|me despedir (?:desse|deste) mundo|ir embora (?:desse|deste) mundo|partir (?:desse|deste) mundo|deixar (?:esse|este) mundo)`,
    ),
  },
  // ---- "vou me matar", "eu me mato", "quase me joguei": killing oneself said outright
  {
    id: "pt-kill-self-said",
    kind: "suicide",
    level: "crisis",
    re: p(
      // "vou me matar", "eu me mato", "mato-me", "um dia desses me mato"
      "(?:eu|vou|vo|eu vou|ainda|acho que|qualquer dia|um dia desses|um dia destes|ja ja|hoje|hj|amanha) {F}(?:me mato|me suicido|me enforco|me jogo {JUMPTO}|me atiro {JUMPTO}|mato me|suicido me|atiro me {JUMPTO}|me matar|me suicidar|me enforcar|matar me|suicidar me)(?! (?:de|a) (?:rir|estudar|trabalhar|treinar|correr)| estudando| trabalhando| de tanto| (?:se|qnd|quando) (?:[a-z]+ ){0,3}(?:minha mae|meu pai|descobrir|souber|ver)|.* (?:{LOL})(?: |$))",
      "(?:me mato|me suicido|me enforco|mato me|matava me|me matava|matar me ia|atirava me|me atirava)$",
      "(?:eu )?(?:acabo|termino) com (?:tudo|a minha vida|minha vida)(?= ?$| (?:de vez|hoje|amanha|logo|de uma vez))",
      "(?:dava me|me dava|dar me|me dar|dou me|me dou) {F}um tiro (?:na cabeca|nos miolos|na cabeca)",
      "(?:quase|por pouco nao|por um triz nao) (?:me joguei|me atirei|atirei me|joguei me|pulei|me enforquei|me matei|matei me|tomei tudo|tomei todos)(?: {JUMPTO})?(?! de (?:rir|susto|vergonha|estudar|trabalhar|tanto)| (?:de|com|na|no) (?:bike|bicicleta|moto|carro|escada|tombo|piscina))",
      "(?:ja )?(?:me (?:jogaria|atiraria|mataria)|matava me|atirava me|jogava me) {JUMPTO}|(?:era|seria) {F}(?:mais )?facil (?:me )?(?:jogar|atirar|atirar me|pular|me atirar|me jogar|deitar me) {JUMPTO}",
      `(?:${JUMP}|${SELF}) (?:era|seria|e)(?: (?:o|a))?(?: (?:melhor|solucao|saida|unica saida|unica solucao))?$`,
      "^mais facil (?:me )?(?:jogar|atirar|atirar me|pular|me atirar|me jogar|deitar me|morrer|me matar|matar me|acabar com tudo) ?(?:{JUMPTO})?",
      "(?:se )?(?:matar|suicidar)(?: me)? {F}(?:seria|e|era) (?:a )?(?:unica )?(?:solucao|saida|melhor opcao|o melhor)",
    ),
  },
  // ---- wishing to be dead, not wanting to live, no reason to live, no future
  {
    id: "pt-wish-dead",
    kind: "suicide",
    level: "crisis",
    re: p(
      "(?:{WANTD}) {F}(?:morrer|morir|morrer logo|morrer de vez|estar mort[oa]|nao (?:estar|ta) mais aqui|nao existir(?: mais)?|deixar de existir|sumir (?:pra|para) sempre|desaparecer (?:pra|para) sempre|nunca ter nascido|nao ter nascido|dormir (?:pra|para) sempre|dormir e (?:nunca mais|nao) acordar|nao acordar(?: mais| amanha| nunca mais)?(?! (?:cedo|tarde|as [0-9]|a tempo|na hora|antes|com o despertador|com o alarme))|nunca mais acordar|ir embora (?:pra|para) sempre|descansar (?:pra|para) sempre|ser atropelad[oa]|que um (?:carro|caminhao|onibus|trem) me (?:atropelasse|pegasse)|ir (?:pro|para o) ceu|ir (?:ver|ficar com) (?:minha|meu) (?:avo|mae|pai) (?:no ceu|la em cima))(?! de (?:rir|vergonha|fome|sono|calor|frio|tedio|saudade|raiva|amor|inveja|medo|susto|cansaco|preguica|curiosidade|ansiedade))",
      "(?:tomara|oxala|espero|deus queira|queria) {F}(?:que )?(?:eu )?(?:morra|morresse|nao acorde|nao acordasse|nunca mais acorde|seja atropelad[oa]|fosse atropelad[oa]|pegue uma doenca|tenha um infarto|caia um raio em mim|um carro me atropele|um carro me pegue|me atropelem|nao acorde amanha)",
      "(?:deus|senhor) {F}(?:me leva|me leve|me tira (?:desse|deste) mundo|me deixa morrer|me deixe morrer)(?! (?:daqui|pra (?:praia|casa|cama))|(?: [a-z]+)* (?:{LOL})$)|(?:pedi|peco|pedindo|rezo|rezando|rezei) (?:(?:a|pra|para) deus )?(?:pra|para) (?:ele )?(?:me levar|me deixar morrer|eu nao acordar|eu morrer|nao acordar)",
      "(?:pesquiso|pesquisei|pesquisando|busco|busquei|buscando|procurei|procuro|procurando|googlei|li|lendo|vendo|vi) {F}(?:no google |na internet |no youtube |no tiktok )?(?:formas|maneiras|jeitos|metodos|como|qual o melhor jeito|o melhor jeito) (?:de |pra |para )?(?:morrer|me matar|matar me|se matar|suicidio|me suicidar|tirar a propria vida|nao acordar)|meu historico (?:de pesquisa |do google |do navegador )?(?:ta cheio de|esta cheio de|e so|so tem)(?: [a-z]+){0,4} (?:formas|maneiras|jeitos|metodos|como|suicid|morrer)",
      "(?:{WANT}) {F}(?:ligar o gas|deixar o gas aberto|abrir o gas|por a cabeca no forno|tomar (?:o |um |uma garrafa de |um copo de )?(?:veneno|chumbinho|raticida|agua sanitaria|lixivia|candida|soda caustica))",
      "(?:com o carro ligado (?:na garagem|dentro da garagem)|(?:deixar|deixei|deixo|vou deixar) o gas (?:aberto|ligado))(?=.*(?:morrer|dormir|nao acordar|acabar|me matar|matar me|pra sempre))",
      "(?:me )?(?:imagino|imaginando|fico imaginando|penso em) {F}(?:como seria )?(?:o )?meu (?:enterro|funeral|velorio)",
      "(?:morrer|morir|a morte|morte|estar mort[oa]|deixar de existir|nao acordar)(?: [a-z]+){0,6} (?:seria|e|sera) (?:um alivio|uma libertacao|um descanso|o melhor|a solucao|a unica saida|minha unica saida)",
      "(?:quero|queria|so quero|so queria|preciso) que (?:tudo acabe|tudo acabasse|acabe tudo|acabasse tudo|tudo termine|tudo terminasse|isso tudo acabe|isso tudo acabasse)(?: (?:logo|de vez|pra sempre|para sempre))?$",
      "(?:fazer|cometer|faca|fizer) (?:uma |alguma |)(?:besteira|loucura|merda|bobagem|coisa) (?:comigo|contra mim|com a minha vida|comigo mesm[oa])",
      "(?:melhor|prefiro|preferia|queria|antes) {F}(?:estar |estaria |ta |tar )?mort[oa](?! (?:de|do que|que|por|ai))",
      "(?:seria|era|e|sera) {F}(?:melhor|mais facil|mais simples) {F}(?:se eu (?:morresse|sumisse|nao existisse|nao estivesse aqui|me matasse|fosse embora pra sempre|partisse)|eu morrer|morrer|me matar|matar me|sumir de vez|desaparecer pra sempre|nao existir|nao acordar)(?! de (?:rir|vergonha|fome|sono|calor|frio|tedio|saudade))",
      "^mais facil (?:morrer|eu morrer|sumir de vez|nao existir|nao acordar)",
      // "nao quero (mais) viver", "nao aguento mais viver", "nao quero acordar amanha"
      "nao {F}(?:quero|queria|aguento|consigo|tenho forcas (?:pra|para)|me apetece|tenho vontade de|vejo (?:sentido|motivo) em) {F}(?:viver(?! (?:com|em (?!(?:esse|este) mundo)|aqui|ai|la|perto|longe|sozinh|junt|de aluguel|sem (?:voce|vc|ti|ele|ela)))|continuar vivendo|continuar viv[oa]|estar viv[oa]|existir|continuar existindo|continuar aqui$|estar aqui$|estar nesse mundo|estar neste mundo|acordar(?: amanha| nunca mais)?$|continuar$|continuar assim$|continuar (?:nessa|nesta) vida|seguir em frente$|viver assim$|levantar amanha)",
      "(?:cansei|canso|cansad(?:issim)?[oa]|farto|farta|fart(?:issim)?[oa]|exaust[oa]|desisti) {F}(?:de|da|dessa|desta) (?:viver|vida|existir|estar viv[oa]|respirar|minha vida|essa vida|esta vida)(?! (?:de|em|no|na) )",
      "(?:nao tenho|sem|nao vejo|nao existe|nao ha|nao encontro|perdi (?:o|a)) {F}(?:nenhum |nenhuma )?(?:motivo|motivos|razao|razoes|vontade|sentido|proposito|pelo que|por que) (?:pra|para|de|em) (?:viver|continuar vivendo|continuar viv[oa]|continuar$|existir|levantar|estar viv[oa]|seguir vivendo)",
      "(?:nao|nem) {F}(?:vale|compensa) a pena (?:viver|continuar vivendo|continuar viv[oa]|estar viv[oa]|continuar$)|(?:a|minha|essa|esta) vida nao {F}vale a pena",
      "(?:pra|para) (?:que|q) {F}(?:eu nasci|nasci|continuar vivendo|continuar viv[oa]|viver|estou viv[oa]|to viv[oa]|eu existo)(?= se |$)",
      "(?:nao )?(?:devia|deveria) (?:ter nascido|existir|estar viv[oa])(?= ?$| (?:mesmo|nunca))|nunca (?:devia|deveria) ter nascido",
      "nao me {F}(?:vejo|imagino) {F}(?:chegando (?:aos|a|ao)|fazendo|completando|vivo (?:aos|com|daqui a|em)|viva (?:aos|com|daqui a|em)|com|a chegar aos|a fazer) (?:[0-9]+|vinte|trinta|quarenta|velh[oa]|idos[oa]|o proximo ano|o ano que vem|o natal|meu aniversario)(?: anos)?",
      "nao {F}(?:vou|devo|acho que vou) (?:chegar|passar) (?:aos|do|dos|ao) (?:[0-9]+|vinte|trinta|natal|ano que vem|proximo ano)",
      // the tail of "nao quero | mais viver", "dormir e nunca | mais acordar"
      "^mais (?:quero )?(?:viver|existir|acordar|estar viv[oa]|continuar viv[oa])(?! (?:feliz|bem|melhor|a vida|intensamente|o momento|o presente|e menos|com|cedo|tarde|saudavel|devagar|tranquil))",
      "(?:quero|queria|vontade de|penso em) {F}(?:dormir|apagar) (?:e )?nunca$",
    ),
  },
  // ---- will not be here: goodbyes, notes, "quando eu nao estiver mais aqui"
  {
    id: "pt-not-here",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    re: p(
      "nao {F}(?:vou|irei|acho que vou) {F}(?:estar|ta|tar) {F}(?:aqui|viv[oa]|nesse mundo|neste mundo) (?:amanha|por muito tempo|pra ver|para ver|no natal|no (?:meu )?aniversario|quando)",
      "quando (?:eu )?(?:nao (?:estiver|tiver) mais aqui|nao existir mais|me for (?:pra sempre|de vez)|me matar|tiver morto|tiver morta|estiver mort[oa])|quando (?:vc|voce|voces|vcs|alguem|voces) (?:ler|lerem|ver|virem|encontrar|encontrarem) (?:isso|essa mensagem|esta mensagem|a carta|o bilhete)",
      "(?:essa|esta|e) (?:e )?(?:a )?minha ultima (?:mensagem|noite|carta|despedida|vez que (?:te )?(?:escrevo|falo))(?! (?:de|do|da|no|na|aqui|antes|com|sem|que|pra))",
      "(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video|audio) de despedida|(?:escrevi|deixei|to escrevendo|estou escrevendo|gravei) {F}(?:uma |as |umas |a |o |os )?(?:carta|cartas|bilhete|bilhetes) (?:(?:pra|para) (?:minha|meu|todos|minha familia|quando)(?= .*(?:adeus|despedi|ultim|quando|perdao|desculpa|sempre))|de adeus)",
      "(?:to|estou|vim|quero|queria|so quero|so queria) {F}(?:me despedir|me despedindo|dizer adeus|a despedir me|despedir me) (?:de (?:todos|voces|vcs|vc|voce|ti|tudo|todo mundo)|pra sempre)(?! (?:do grupo|daqui|do app|por hoje|por agora))",
      "adeus (?:pra sempre|para sempre|mundo cruel|de vez|definitivo)(?! (?:{LOL}))|adeus (?:a todos|mundo|todo mundo|pessoal)(?= .*(?:sempre|perdao|desculpa|obrigad|nunca|ultim)|$)(?! (?:{LOL}))|(?:a gente|nos) se ve (?:no ceu|do outro lado|na outra vida)",
      "(?:perdao|desculpa|desculpem|me perdoem|obrigad[oa]) por tudo(?= .*(?:adeus|despedi|sempre|ultim|nunca mais|nao aguento|cuidem))",
      "(?:nao vou|nao vao) {F}(?:mais )?(?:incomodar|ser um peso|dar trabalho|ter que se preocupar comigo|precisar se preocupar comigo|me ver) (?:ninguem |ngm |voces |vcs )?(?:mais|nunca mais|por muito tempo)$",
      "(?:to|estou|me sinto|finalmente) {F}em paz {F}(?:com|porque|desde que|agora que) (?:a |minha )?(?:decisao|ja decidi|decidi|resolvi|ja resolvi)",
      "(?:diz|diga|fala|fale|falem|digam) (?:pra|para|a|à) (?:minha|meu|o meu|a minha) [a-z]+ (?:que )?(?:eu )?(?:amo|amei|a amo|o amo|sinto muito|me perdoe|nao foi culpa dela|nao foi culpa dele)(?= .*(?:quando|se|nao|adeus|sempre|ultim)|$)",
    ),
  },
  // ---- a farewell that may be final, being at peace all of a sudden: warning signs
  {
    id: "pt-farewell",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "ate sempre(?! (?:amig|amor|meu|minha|querid))|adeus a todos|vou embora (?:pra|para) sempre(?! (?:pra|para|de) (?:[a-z]+ )?(?:portugal|brasil|europa|eua|fora|canada|londres|casa|outra))|finalmente (?:to|estou|tou|me sinto) em paz|(?:depois de|apos) (?:meses|anos|tanto tempo) {F}(?:to|estou|me sinto) em paz",
    ),
  },
  // ---- nobody would miss me if I died, better off without me: a crisis
  {
    id: "pt-burden-gone",
    kind: "suicide",
    level: "crisis",
    flags: ["warning"],
    re: p(
      "(?:ngm|ninguem|nenhum deles|nem minha familia|nem meus pais|nem meus amigos) {F}(?:ia|iria|vai|vai nem|nem ia|ira) {F}(?:sentir (?:a )?(?:minha )?falta|ligar|notar|perceber|chorar|se importar|ir no meu enterro|ir ao meu funeral|dar falta)|(?:sentiria|sentiriam) (?:a )?(?:minha )?falta|(?:notaria|ligaria|choraria|perceberia|se importaria|daria falta)(?: [a-z]+){0,3} se (?:eu )?(?:morresse|me fosse|sumisse|nao estivesse (?:mais )?aqui|partisse|me matasse|desaparecesse|nao existisse|fosse embora pra sempre|deixasse de existir|morrer|sumir|me matar)",
      "(?:ngm|ninguem) {F}(?:ia|iria|vai) {F}(?:sentir (?:a )?(?:minha )?falta|ligar|notar|perceber|se importar)(?: [a-z]+){0,2} (?:se eu (?:morresse|me fosse|sumisse|partisse)|quando eu (?:morrer|me for|partir|sumir))",
      "(?:minha familia|a minha familia|meus pais|os meus pais|todo mundo|toda a gente|todos|eles|o mundo|meus filhos|minha mae|a minha mae|meu pai|meus amigos|as pessoas|minha filha|meu filho|o meu marido|meu marido|minha mulher) {F}(?:estaria|estariam|ficaria|ficariam|seria|seriam|viveria|viveriam|tava|tavam|estava|estavam|ia ficar|iam ficar|vai ficar|vao ficar|fica|ficam|esta|estao) {F}(?:bem |muito |mil vezes |tao |ate )?(?:melhor|melhores|mais feliz|mais felizes|em paz|mais tranquil[oa]s?|aliviad[oa]s?) {F}(?:sem mim|se eu (?:morresse|nao existisse|sumisse|nao estivesse aqui|partisse|fosse embora))",
      "(?:estaria|estariam|ficaria|ficariam|seriam|seria|viveriam) (?:todos |todas )?(?:bem |muito |mil vezes )?(?:melhor|melhores|mais felizes) sem mim",
      "(?:melhor|mais facil) (?:pra|para) (?:todos|todo mundo|toda a gente|minha familia|eles) se eu (?:morresse|sumisse|nao existisse|nao estivesse aqui|me matasse)",
      // the tail of "todos seriam | mais felizes sem mim"
      "^mais (?:feliz|felizes|tranquil[oa]s?|aliviad[oa]s?|em paz) {F}(?:sem mim|se eu (?:morresse|nao existisse|sumisse|nao estivesse aqui|partisse))",
    ),
  },
  // ---- burden, no one would care (a warning sign; two warning signs make a crisis)
  {
    id: "pt-burden",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "(?:to|estou|tou|me sinto|sou) {F}(?:sobrando|a mais|um estorvo) (?:no mundo|aqui|em tudo|na vida|na minha casa|em casa|na familia)",
      "(?:sou|so sou) {F}(?:um|uma) (?:peso|fardo|estorvo|incomodo|encosto|problema|peso morto|desperdicio) (?:pra|para|na vida d[eoa]s?) (?:todos|todo mundo|toda a gente|minha familia|a minha familia|meus pais|os meus pais|eles|voces|minha mae|meu pai)",
      "(?:so|apenas) (?:lhes |te |dou |trago |causo )?(?:dou|trago|causo|sou) {F}(?:despesas|problemas|trabalho|desgosto|desgostos|chatices|preocupacao|preocupacoes|gastos|decepcao|vergonha)",
      "(?:ngm|ninguem) {F}(?:ia|iria|vai) {F}(?:sentir (?:a )?(?:minha )?falta|notar (?:a minha|minha) ausencia|chorar por mim|ir no meu enterro|ir ao meu funeral)",
      "nao {F}mereco (?:viver|estar viv[oa]|existir|continuar viv[oa]|nem respirar)|mereco (?:morrer|estar mort[oa]|sumir)",
      "desperdicio de (?:oxigenio|espaco|ar|vida)",
      "(?:estrago|estraguei|destruo|arruino|acabo com) a vida (?:de todos|de todo mundo|da minha familia|dos meus pais|de toda a gente)",
    ),
  },
  // ---- giving things away, putting affairs in order, asking others to look after the pets
  {
    id: "pt-giving-away",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "(?:dei|doei|to dando|estou dando|to doando|estou doando|distribui|to distribuindo|ofereci|dei embora) {F}(?:todas |todos |quase todas |a maioria das )?(?:as |os )?(?:minhas|meus) (?:coisas|roupas|livros|jogos|videogame|console|violao|guitarra|colecao|plantas|joias|economias|pertences|tenis|discos|bicicleta|bike|notebook|computador|pc|bichos|cachorro|gato|gata|cadela|pets|animais|quadros|desenhos|pertences)",
      "(?:deixei|deixo|anotei|escrevi) {F}(?:o pin|a senha|as senhas|as passwords|a password|os codigos|as contas|os documentos|o testamento|tudo)(?: (?:do|da|dos|das|de) [a-z]+){0,2}(?: [a-z]+){0,4} (?:num papel |num caderno |anotad[oa]s? )?(?:pra|para|com) (?:a |o )?(?:minha|meu|minhas|meus) [a-z]+",
      "(?:ja )?(?:resolvi|organizei|arrumei|acertei|deixei) {F}tudo {F}(?:resolvido|organizado|arrumado|em ordem|pronto)?(?= ?$| ate | pra | para | antes | kk)",
      "(?:cuida|cuide|cuidem|cuidar) (?:bem )?(?:do meu|da minha|dos meus|das minhas) (?:gato|gata|cachorro|cadela|cao|pets|bichos|plantas|mae|irma|irmao|filhos|filho|filha) (?:por mim|quando (?:eu )?(?:nao estiver|me for|partir)|se (?:eu )?(?:nao estiver|me acontecer))",
      "(?:fiz|escrevi|to fazendo|estou a fazer) {F}(?:o |um |meu )?testamento(?= .*(?:ja|pronto|por via das duvidas|caso|nunca se sabe|finalmente))",
      "(?:cancelei|encerrei|apaguei|deletei|to cancelando|to apagando) {F}(?:todas )?(?:as |os )?(?:minhas |meus )?(?:contas|redes|redes sociais|assinaturas|instagram|perfis|academia|ginasio|matricula|tudo)(?= .*(?:nao vou (?:mais )?precisar|nao preciso mais|adeus|pra que|tanto faz|kk|ja resolvi))",
      "nao vou {F}(?:mais )?precisar (?:disso|dele|dela|deles|delas|mais)$",
    ),
  },
  // ---- hopelessness, no future, no way out, "pra que continuar"
  {
    id: "pt-hopeless",
    kind: "suicide",
    level: "concern",
    flags: ["warning"],
    re: p(
      "nao {F}(?:tenho|vejo|ha|existe|tem) {F}(?:nenhum |um )?futuro(?: (?:pra|para) mim)?(?! (?:nessa|nesta|na|no) (?:empresa|emprego|trabalho|carreira|relacao|cidade|pais|time)| com (?:ele|ela|voce))",
      "(?:nada|nunca) {F}(?:vai|ira) {F}(?:melhorar|mudar|dar certo|ficar bem)(?!.*\\?)|(?:isso|minha vida|a vida|as coisas|tudo) {F}(?:nao|nunca) {F}(?:vai|vao) (?:melhorar|mudar|dar certo)(?!.*\\?)",
      "(?:ja )?nada {F}faz sentido|(?:a|minha|essa|esta) vida nao {F}(?:tem|faz) (?:nenhum )?sentido|tudo {F}(?:me )?parece {F}(?:inutil|sem sentido|em vao|vazio)|nao vejo sentido em (?:nada|viver|continuar|levantar)",
      "(?:nao )?(?:ha|tem|vejo|existe|encontro) {F}(?:nenhuma )?saida(?: pra (?:isso|mim))?$|sem saida|(?:preso|presa) (?:pra sempre|sem saida)",
      "(?:pra|para) (?:que|q) {F}(?:continuar|tentar|levantar|me levantar|lutar|seguir|insistir|existir)(?: (?:assim|tentando|lutando|vivendo))?$",
      "(?:desisti|to desistindo|estou desistindo|vou desistir|desistir) {F}(?:de tudo|da vida|de viver|de mim)|(?:ja )?desisti$",
      "(?:perdi|to perdendo|ja nao tenho|nao tenho mais) {F}(?:a |toda a )?(?:vontade de viver|esperanca|vontade de tudo|vontade de continuar|fe em tudo)(?! (?:em|de (?:passar|ganhar|conseguir)))",
      "(?:sem|nao tenho|to sem|ando sem) {F}(?:vontade|animo|forcas?) {F}(?:de|pra|para) (?:nada|viver|continuar|levantar|existir)|(?:nada|nada mais) {F}(?:tem graca|me da prazer|me anima)",
      "(?:to|estou|ando|tou|me sinto) {F}(?:cansad[oa]|fart[oa]|exaust[oa]|esgotad[oa]) {F}(?:de|da|das) (?:tudo|lutar|tentar|fingir|sofrer|ser assim|me sentir assim|aguentar|continuar|essa merda|todos)",
      "nao {F}(?:aguento|suporto) {F}(?:mais )?(?:essa vida|esta vida|minha vida|viver assim|essa dor|esta dor|nenhum dia|um dia)",
      "(?:medo de|vou|acho que vou|to a ponto de|estou a ponto de|capaz de|prestes a|sinto que vou) {F}(?:fazer|cometer) (?:uma |alguma |)(?:besteira|merda|loucura|asneira|coisa errada|bobagem)(?! (?:{LOL})| (?:na|no|com) (?:prova|trabalho|dieta|cabelo))",
      "(?:to|estou|me sinto) {F}mort[oa] por dentro",
      "nao (?:tenho|sinto) {F}(?:prazer|vontade|animo|graca|alegria) (?:em|de|pra|para|com) nada|^mais (?:prazer|vontade|animo|graca|alegria) (?:em|de|pra|para|com) nada$|nada {F}(?:me da prazer|me anima|me alegra|tem graca)",
      "(?:penso|pensando|pensamentos|penso muito) {F}(?:na|em) (?:morte|minha morte|morrer)(?! (?:d[aoe] (?:minha|meu|um|uma)))",
    ),
  },
  // ---- wanting to vanish for a while, to run away: worth a gentle check-in
  {
    id: "pt-escape",
    kind: "suicide",
    level: "concern",
    re: p(
      "(?:quero|queria|vontade de|to com vontade de|so quero|so queria|preciso|apetece me) {F}(?:sumir|desaparecer|evaporar|fugir de tudo|que tudo (?:pare|parasse)|parar de sentir|nao sentir nada|apagar|desligar tudo|me esconder do mundo)(?! (?:das redes|do instagram|do grupo|do whats|um pouco|uns dias|por uns dias|de vergonha|do mapa de vergonha|daqui (?:um pouco|a pouco)))",
    ),
  },
  // ---- a plan, means gathered, a place: preparation
  {
    id: "pt-plan",
    kind: "suicide",
    level: "crisis",
    flags: ["plan"],
    re: p(
      "(?:ja )?(?:tenho|escolhi|decidi|marquei|defini|sei) {F}(?:o dia|a data|a hora|o lugar|o local|o metodo|o jeito|como vou fazer|onde vou fazer|a ponte|o predio)(?= .*(?:morrer|matar|suicid|acabar com|por fim|dar fim|me jogar|pular|enforcar|remedios|vida))",
      "(?:ja )?sei {F}(?:exatamente )?(?:como|onde|quando|quantos) {F}(?:vou me matar|me matar|vou me jogar|me jogar|vou pular|vou acabar com tudo|acabar com a minha vida|tomar)",
      "(?:to|estou|tou|ando|venho) {F}(?:juntando|guardando|acumulando|escondendo|estocando|a juntar|a guardar) {F}(?:os |as |uns |umas |meus |minhas )?(?:{PILLS})",
      "(?:juntei|guardei|acumulei|escondi|estoquei|tenho guardad[oa]s|tenho escondid[oa]s) {F}(?:os |as |uns |umas |meus |minhas |varios |varias |[0-9]+ |duas |tres )?(?:cartelas? de )?(?:{PILLS}|corda|chumbinho|veneno|laminas|gilete)",
      "(?:comprei|consegui|arranjei|tenho|pedi) {F}(?:uma |um |o |a |os |as |uns |umas )?(?:corda|chumbinho|veneno de rato|veneno|carvao|arma|revolver|pistola|bala|balas|laminas|gilete|{PILLS})(?= .*(?:pra (?:morrer|me matar|acabar|quando|o dia|nao acordar)|para (?:morrer|me matar|acabar|quando)|caso eu|por via das duvidas|o suficiente|ninguem sabe|ngm sabe|escondid|guardad|na hora certa|quando chegar a hora))",
      "(?:ja )?sei {F}(?:em|de|do|da)? ?(?:qual|que) (?:arvore|ponte|predio|viga|andar|viaduto|janela|linha)",
      "(?:comprei|tenho|ja tenho|arranjei|consegui) (?:uma |a )?corda(?! (?:pra|para) (?:o varal|varal|escalar|pular|a mudanca|amarrar|o barco|a rede|o balanco))(?= .*(?:arvore|pescoco|viga|teto|forca|enforcar|me matar|matar me|ja sei|pronta|no de))",
      // means in hand: "to com a cartela toda na mao"
      "(?:to|estou|tou|fico) {F}com (?:a |o |uma |um |os |as )?(?:(?:{QTY}) ?)?(?:cartela|cartelas|caixa|frasco|vidro|{PILLS}|corda|lamina|gilete|arma|revolver)(?: [a-z]+){0,4} (?:na mao|nas maos|aqui do lado|do meu lado|na minha frente|em cima da mesa|no colo)",
      "(?:o suficiente|suficientes|bastantes) {F}(?:{PILLS}) (?:pra|para) (?:morrer|me matar|matar me|nao acordar|acabar)",
      "(?:fiz|to fazendo|amarrei|preparei|pendurei) {F}(?:o |a |um |uma )?(?:no|forca|corda|laco)(?= .*(?:pescoco|me enforcar|enforcar me|teto|viga|ventilador|armario|porta|hoje|hj|pronta|pronto))",
      "(?:a )?(?:forca|corda) (?:ja )?(?:ta|esta) (?:pronta|pendurada|amarrada)",
      // standing at the edge: "to na ponte", "estou em cima do predio"
      "(?:to|tou|estou|ja to|ja estou|aqui na|aqui no|sentad[oa] na|sentad[oa] no|em pe na|em pe no|parad[oa] na|parad[oa] no) {F}(?:na|no|em cima da|em cima do|no alto da|no alto do|na beira da|na beira do|no parapeito da|no parapeito do|na borda da|na borda do|na grade da|na grade do) (?:ponte|viaduto|passarela|linha do trem|linha do comboio|trilhos?|beira da linha)(?! (?:com (?:os |as |a |o )?(?:meus |minhas |meu |minha )?(?:amig|namor|famil|pais|irm|filh|colega|turma|galera|pessoal)|tirando foto|a tirar foto|de (?:carro|onibus|bike|bicicleta)|esperando|a espera))",
      "(?:to|tou|estou|ja to|ja estou|sentad[oa]|em pe|parad[oa]) {F}(?:na|no|em cima da|em cima do|no alto da|no alto do|na beira da|na beira do|no parapeito da|no parapeito do|na borda da|na borda do) (?:telhado|laje|terraco|sacada|varanda|janela|ultimo andar|cobertura|predio|falesia|penhasco|precipicio|plataforma|estacao|ponte)(?= .*(?:olhando (?:pra baixo|para baixo|o chao|os carros|a rua|o rio|a agua|o vazio)|pensando em (?:pular|me jogar|saltar|atirar me)|pular|me jogar|saltar|atirar me|andar [0-9]+|[0-9]+ andar|adeus|despedi|coragem))",
      "(?:faz|ha|tem|to ha|estou ha) {F}(?:meia hora|uma hora|horas|um tempao|[0-9]+ (?:minutos|min|horas)) {F}(?:aqui )?(?:olhando|a olhar|vendo|a ver) {F}(?:os carros|o rio|a agua|pra baixo|para baixo|o vazio|os trens|os comboios|a linha)",
      "(?:vou|eu vou|vo|to indo|estou indo|vou ate|vou la) {F}(?:no|na|pro|pra|para o|para a|ao|a|ate o|ate a) (?:predio|ponte|viaduto|telhado|laje|linha do trem|linha do comboio|trilho|falesia|penhasco|represa|barragem)(?: [a-z]+){0,5} (?:e (?:acabo com (?:isso|tudo)|pulo|me jogo|salto|me atiro|atiro me|termino com tudo|acabo com a minha vida|dou um fim)|pra (?:pular|me jogar|acabar com (?:isso|tudo))|para (?:pular|me jogar|saltar|me atirar|acabar com (?:isso|tudo)))",
      "(?:bater|jogar|capotar|enfiar) (?:o carro|a moto|o carro da minha mae|o carro do meu pai)(?: [a-z]+){0,4} (?:de proposito|pra morrer|para morrer|pra acabar com tudo)",
      "(?:jogar|bater|enfiar|meter|atirar) {F}(?:o carro|a moto|o carro da minha mae|o carro do meu pai) (?:contra|num|numa|no|na|em|de) (?:(?:um|uma|o|a) )?(?:poste|muro|arvore|caminhao|camiao|carreta|ribanceira|ponte|rio|penhasco)(?= .*(?:queria|quero|de proposito|morrer|acabar|pensando|vontade|tentad))",
    ),
  },
  // ---- a time set: "domingo vai ser o dia", "hoje a noite acaba", "hj eu me mato"
  {
    id: "pt-timing-decided",
    kind: "suicide",
    level: "imminent",
    flags: ["timing", "plan"],
    re: p(
      "(?:hoje|hj|hoje a noite|hj a noite|hoje de noite|hj de noite|essa noite|esta noite|amanha|depois de amanha|no (?:domingo|sabado)|(?:domingo|sabado|segunda|terca|quarta|quinta|sexta)(?: feira)?|esse fim de semana|este fim de semana|esse fds|neste fds) {F}(?:vai ser|e|sera) (?:o dia|a noite|o meu ultimo dia|meu ultimo dia|minha ultima noite|a minha ultima noite|o fim|o meu fim|o final)$",
      "(?:hoje|hj|hoje a noite|hj a noite|hoje de noite|essa noite|esta noite|amanha|no (?:domingo|sabado)|(?:domingo|sabado|segunda|terca|quarta|quinta|sexta)(?: feira)?|esse fim de semana|esse fds|depois da aula|depois do trabalho|depois da janta|depois do jantar|quando (?:todos|todo mundo|meus pais|eles|ela|ele) (?:dormirem|dormir|sairem|sair)|de madrugada|a meia noite)(?: [a-z]+){0,8} (?:me mato|eu me mato|vou me matar|vou matar me|mato me|me suicido|vou me suicidar|me jogo {JUMPTO}|vou me jogar {JUMPTO}|pulo {JUMPTO}|vou pular {JUMPTO}|me enforco|vou me enforcar|acabo com (?:tudo|isso|a minha vida|minha vida)(?! (?:de|do|da|o|a) )|vou acabar com (?:tudo|a minha vida|minha vida)|tudo (?:acaba|termina)(?! (?:o|a|os|as|de|do|da|pra|para|bem))|(?:acaba|termina) (?:tudo|de vez)(?! (?:o|a|os|as|de|do|da))|tomo (?:tudo|todos os remedios|a cartela toda|os remedios)|dou um fim (?:em|a|na) (?:tudo|minha vida))",
      "(?:hoje|hj|hoje a noite|hj a noite|essa noite|esta noite|amanha)(?: [a-z]+){0,2} (?:acaba|termina)$",
      "(?:me mato|vou me matar|me suicido|vou me suicidar|acabo com tudo|vou acabar com tudo|mato me) {F}(?:hoje|hj|hoje a noite|essa noite|esta noite|amanha|esse fim de semana|daqui a pouco|agora|ja ja|no domingo|no sabado)",
    ),
  },
  // ---- an overdose or poison taken, bleeding that will not stop: a medical emergency now
  {
    id: "pt-took",
    kind: "medical",
    level: "imminent",
    flags: ["attempt", "present"],
    re: p(
      "(?:eu )?(?:tomei|engoli|bebi|ingeri|acabei de tomar|tomei sem querer|engoli sem querer|tomei por engano|tomou|engoliu)(?!.*(?:de hoje|do dia|da manha|da noite|como o medico|como a medica|receitad|prescrit|na hora certa|por dia|ao dia|de [0-9]+ em [0-9]+ horas|pra dor de cabeca|para a dor de cabeca|pra colica)) {F}(?:{QTY})(?! ?(?:mg|ml|gotas|gramas|g|mcg|ui|minutos|min|horas|dias|vezes|cafes|cervejas|copos|doses de)(?: |$)) ?(?:[a-z]+ ){0,3}(?:{PILLS})",
      "(?:eu )?(?:tomei|engoli|bebi|ingeri|acabei de tomar) {F}(?:uns |umas |os |as |meus |minhas |varios |varias |muitos |muitas )?(?:{PILLS})(?: [a-z]+){0,3} (?:a mais|de uma vez|de uma so vez|todos juntos|todas juntas|com (?:alcool|vinho|cerveja|vodka|cachaca|whisky|pinga|bebida)|(?:pra|para) (?:nao acordar|morrer|dormir (?:pra|para) sempre|ver se (?:morria|nao acordava|eu morria)|acabar com tudo|me matar))",
    ),
  },
  // ---- poison swallowed or breathed, bleeding, someone collapsed, a bite: a medical emergency now
  {
    id: "pt-emergency",
    kind: "medical",
    level: "imminent",
    flags: ["attempt", "present"],
    re: p(
      "(?:eu )?(?:tomei|bebi|engoli|ingeri) {F}(?:um pouco de |um copo de |um gole de |uma garrafa de |)(?:agua sanitaria|candida|qboa|lixivia|cloro|veneno|chumbinho|veneno de rato|raticida|soda caustica|desinfetante|pinho sol|inseticida|baygon|formicida|agrotoxico|gasolina|querosene|creolina|acido muriatico|solvente|thinner|removedor|alcool (?:de limpeza|70|em gel)|metanol|amonia|diabo verde)",
      "(?:misturei|juntei|mistura de) {F}(?:[a-z]+ ){0,2}(?:agua sanitaria|candida|qboa|lixivia|cloro|amonia|vinagre|desinfetante|produto de limpeza|produtos de limpeza|veja|ajax)(?: [a-z]+){0,3} (?:com|e) (?:[a-z]+ ){0,2}(?:amonia|agua sanitaria|candida|qboa|lixivia|cloro|vinagre|acido|desinfetante|alcool|veja|ajax|outro produto|detergente)",
      "(?:tive|to tendo|estou tendo|estou a ter|fiz|tomei) (?:uma )?overdose(?! (?:de (?:series|netflix|cafe|acucar|chocolate|trabalho|informacao|anime)))|exagerei {F}(?:no|nos|na|nas) (?:{PILLS})",
      "(?:cortei|abri|rasguei) {F}(?:os |o |meus |meu )?(?:pulsos?|bracos?|pescoco|veias?)(?: [a-z]+){0,3} (?:e nao para|fundo demais|muito fundo|fundo|e ta sangrando|e esta a sangrar|e tem muito sangue)",
      "nao {F}(?:para|ta parando|consigo parar|quer parar|esta a parar) de sangrar|(?:sangrando|a sangrar|saindo sangue) {F}(?:muito|demais|sem parar|pra caramba)|(?:cortei|fui) (?:muito |fundo demais|demasiado fundo)(?: (?:fundo|hoje|agora))?$|perdendo muito sangue",
      "(?:tomei|engoli|bebi) {F}(?:tudo|todos|todas|eles|elas|a cartela|o vidro) {F}(?:agora|ha pouco|faz (?:uma hora|meia hora|pouco|[0-9]+ (?:min|minutos|horas))|tem (?:uma hora|meia hora|[0-9]+ minutos))",
      "(?:me picou|fui picad[oa] (?:por|de)|me mordeu|fui mordid[oa] (?:por|de)|picada de|mordida de) (?:um |uma )?(?:escorpiao|lacrau|cobra|cascavel|jararaca|surucucu|aranha marrom|viuva negra|armadeira|vibora)",
      "(?:misturei|tomei) {F}(?:os |as |meus |minhas |uns |umas )?(?:{PILLS}) (?:com|e) (?:muita )?(?:alcool|bebida|cerveja|vinho|vodka|cachaca|pinga|whisky|cocaina|droga|drogas|outros remedios)(?=.*(?:mal|tont|vomit|desmai|coracao|nao consigo|estranh|sono|respir|que faco|\\?))",
      "(?:tomei|dei|tomou|dei pra|dei a|demos)(?: [a-z]+){0,4} (?:o dobro|o triplo|duas vezes|tres vezes) (?:da )?(?:dose|do remedio|dos remedios|do comprimido|da medicacao)(?=.*(?:mal|tont|vomit|desmai|coracao|nao consigo|estranh|que faco|\\?|avo|vo|bebe|filh))",
      "(?:tentei|to tentando|acabei de tentar) {F}(?:me matar|me enforcar|me suicidar|me envenenar|me jogar|matar me|enforcar me) {F}(?:agora|hoje|hj|ha pouco|faz pouco|essa noite|esta noite|ontem a noite)",
      "(?:meu|minha|o meu|a minha|o|a) (?:{KID}|avo|amiga|amigo|mae|pai|namorado|namorada|marido|mulher|irmao|irma|colega) {F}(?:engoliu|tomou|bebeu|comeu|colocou na boca|pos na boca|lambeu) {F}(?:[a-z]+ ){0,3}(?:pilha|pilhas|bateria|baterias|bateria de botao|agua sanitaria|candida|qboa|lixivia|cloro|detergente|capsula de detergente|veneno|chumbinho|raticida|soda caustica|inseticida|ima|imas|alcool|gasolina|removedor)",
      "(?:meu|minha|o meu|a minha|o|a) (?:{KID}) {F}(?:engoliu|tomou|comeu|pegou e tomou) {F}(?:(?:{QTY}) ?|uns |umas |os |as |meus |minhas )?(?:[a-z]+ ){0,2}(?:{PILLS})(?= .*(?:sem querer|escondido|escondida|meus|minhas|da (?:vo|avo|mae)|do (?:vo|avo|pai)|da gaveta|que faco|o que eu faco|nao sei quant|hospital|\\?)|$)",
      "(?:tomou|engoliu|bebeu|comeu|tomei|engoli|bebi|remedios|comprimidos|xarope|agua sanitaria|veneno|pilha|chumbinho)(?: [a-z]+){0,8} (?:e )?(?:agora )?(?:nao (?:acorda|respira|reage|ta respirando|esta a respirar)|ta desacordad[oa]|esta inconsciente|desmaiou|ta convulsionando|esta a convulsionar|ficou rox[oa])",
      "(?:meu|minha|o meu|a minha|o|a) (?:{KID}) {F}(?:tomou|engoliu|bebeu) {F}(?:um|o|todo o|uma|a|toda a) (?:xarope|frasco|vidro|cartela|caixa|garrafa|vidrinho)(?: de [a-z]+)? (?:inteir[oa]|todo|toda)",
      "(?:meu|minha|o meu|a minha) (?:{KID}|avo|amiga|amigo|mae|pai|namorado|namorada|marido|mulher|irmao|irma) {F}(?:nao respira|nao ta respirando|nao esta a respirar|nao acorda(?! (?:cedo|antes|na hora|de manha|pra escola|para a escola|a tempo))|nao reage|ta desacordad[oa]|esta inconsciente|desmaiou e nao|ta convulsionando|esta a convulsionar|ficou rox[oa]|parou de respirar)",
      "(?:tomei|engoli|bebi|misturei|inalei|respirei)(?: [a-z]+){1,8} (?:e agora|agora|e) {F}(?:nao consigo respirar|to sem ar|estou sem ar|meu peito (?:ta )?queimando|vomitando sangre|vomitando sangue|to desmaiando|vou desmaiar|o coracao (?:ta )?disparado|to com o coracao disparado|nao sinto (?:as pernas|os bracos)|ta tudo girando)",
      "(?:to|estou|tou) com o coracao disparado(?= .*(?:tomei|engoli|remedio|comprimido|pilula|caixa|cartela))",
    ),
  },
  // ---- past attempts
  {
    id: "pt-attempt-past",
    kind: "suicide",
    level: "crisis",
    re: p(
      "(?:tentei|ja tentei|tentou|tentava|tentei de novo) {F}(?:me matar|matar me|suicidio|me suicidar|suicidar me|tirar (?:a )?minha vida|me enforcar|enforcar me|me jogar|pular {JUMPTO}|tomar todos os remedios|tomar a cartela|overdose|me envenenar)",
      "(?:minha|a minha|uma|outra|a primeira|a ultima|a segunda) (?:primeira |ultima |segunda )?tentativa(?: de (?:suicidio|suicide|tirar minha vida|me matar))?(?= .*(?:suicid|morrer|matar|remedio|hospital|pulsos|ponte|enforc|overdose|internad)|$)",
      "tentativa de (?:suicidio|suicide)",
      "sobrevivi (?:a )?(?:uma|minha|a) (?:tentativa|overdose)",
      "(?:pra|para) ver se {F}(?:nao acordava|morria|eu morria|nao acordo|eu nao acordava|eu nao acordasse|nao acordasse)",
    ),
  },
  // ---- self-harm
  {
    id: "pt-self-harm",
    kind: "self-harm",
    level: "crisis",
    re: p(
      `(?:me cortar|cortar me|me cortando|cortando me|me corto|corto me|me cortei|cortei me|me cortava|cortava me|voltei a me cortar|voltei a cortar me|me mutilar|me mutilo|me autolesionar|me autolesiono)(?! (?:o|a|os|as|meu|minha) (?:cabelo|franja|unha|unhas|dedo|barba|labio)| (?:fazendo a barba|com (?:papel|a folha|faca de cozinha|a faca cortando)|cortando|descascando|na cozinha|sem querer|cozinhando))${NOT_ES}`,
      "(?:cortei|corto|cortando|cortar|arranhei|arranho|queimei|queimo|rasguei|rasgo) (?:os |as |meus |minhas |o |a |meu |minha )?(?:bracos|braco|pulsos|pulso|coxas|coxa|pernas|barriga|pele|antebraco|antebracos)(?! (?:na|no|com a faca de cozinha|sem querer|fazendo|cozinhando|jogando|caindo|na queda))(?= .*(?:de novo|outra vez|gilete|lamina|estilete|apontador|de proposito|pra sentir|sangr|escond|ngm|ninguem|quando|ansios|sempre|toda noite)|$)",
      "(?:faco cortes|fiz cortes|fazendo cortes|fazer cortes|faco uns cortes|automutilacao|automutilar|auto mutilacao|autolesao|autolesoes|auto lesao|auto lesoes|autolesivo|autolesiva|fazer cutting|faco cutting|codigo de barras (?:no|nos|na|nas) (?:braco|bracos|coxa|coxas|perna|pernas|pulso|pulsos))",
      "(?:me machucar|machucar me|me machuco|me machuquei|me ferir|me firo|me feri|magoar me|me magoar|me magoo|fazer me mal|me fazer mal|faco me mal|me faco mal|me punir|me castigar|me puno|me castigo) {F}(?:de proposito|por querer|pra sentir|para sentir|quando (?:to|estou|fico|brigo)|pra me punir|para me punir|porque mereco|a mim mesm[oa])",
      "(?:vontade|necessidade|impulso|impulsos|urgencia|desejo) {F}(?:de|pra|para) (?:me cortar|cortar me|me machucar|me ferir|me queimar|sangrar|me bater|me punir|me magoar|magoar me|me fazer mal|fazer me mal|me mutilar|me arranhar)",
      "(?:me belisco|me belisquei|me arranho|me arranhei|me mordo|me mordi|me bato|me bati|me soco|me dou socos|me dei socos|me queimo|me queimei|me furo|me furei|arranco (?:o |meu |os meus |meus )?cabelos?|arranquei (?:o |meu |meus )?cabelos?|puxo (?:o |meu )?cabelo|bato (?:a |minha )?cabeca (?:na|contra a|no) (?:parede|chao|porta|espelho))(?: [a-z]+){0,5} (?:ate (?:ficar rox[oa]|sangrar|sair sangue|doer|marcar|ficar marca|ficar com falha|abrir|fazer ferida)|de proposito|pra (?:sentir|me punir|aliviar|parar)|quando (?:brigo|fico|to|estou|me sinto|tenho crise))",
      "(?:qnd|quando) (?:[a-z]+ ){0,6}(?:me belisco|me arranho|me mordo|me bato|me soco|me queimo|arranco (?:o |meu |meus )?cabelos?|bato (?:a |minha )?cabeca)",
      "(?:me queimo|me queimei|queimar me|me queimar) {F}(?:com (?:o |um |uma )?(?:cigarro|isqueiro|fosforo|ferro|colher quente)|de proposito|nos bracos|nas pernas|na pele)",
      // hiding cuts and scars
      "(?:esconder|esconde|escondo|escondi|tapar|tapo|cobrir|cubro|disfarcar|disfarco) {F}(?:os |as |meus |minhas )?(?:cortes|cicatrizes|marcas dos cortes|marcas nos bracos|bracos|pulsos)(?! de (?:acne|espinha|cirurgia|cesarea|catapora|vacina|queimadura de sol|nascenca))",
      "(?:moletom|blusa de manga|manga comprida|mangas compridas|casaco|camisola de manga|pulseiras|munhequeira)(?: [a-z0-9]+){0,8} (?:pra|para|pq|porque|assim) (?:(?:que )?(?:ngm|ninguem|minha mae|meus pais|os meus pais|a minha mae|ninguém) )?(?:nao )?(?:ver|veja|notar|note|perceber|perceba|descobrir|descubra|perguntar) (?:(?:os |as )?(?:meus |minhas )?)(?:bracos|braco|pulsos|pernas|coxas|cortes|marcas|cicatrizes)",
      "(?:pra|para|pq|porque) (?:ngm|ninguem|minha mae|meus pais|a minha mae|os meus pais) (?:nao )?(?:ver|veja|notar|perceber|descobrir) (?:os |as )?(?:meus |minhas )?(?:cortes|marcas|cicatrizes|pulsos)",
      "(?:cortes|cicatrizes|marcas) {F}(?:nos|no|nas|na) (?:meus |minhas )?(?:bracos|braco|pulsos|pulso|coxas|coxa|pernas)(?= .*(?:esconder|ngm|ninguem|minha mae|meus pais|descobr|moletom|manga|novos|novas|de novo|frescos|vergonha|perceb))",
      // blades, relapse, urges, blood hidden from family
      "(?:tirei|tiro|tirar|desmontei|desmonto|quebrei|quebro) {F}(?:a |as |uma )?(?:lamina|laminas|gilete) (?:do|de um|da|de uma) (?:apontador|aparelho de barbear|barbeador|estilete)|(?:apontador|estilete|gilete|lamina|laminas)(?: [a-z]+){0,5} (?:pra|para) (?:me cortar|cortar me|os bracos|a coxa)",
      "(?:recai|tive uma recaida|recaida|voltei a recair|recaí)(?! (?:no|na|nos|nas|com|em) (?:cigarro|bebida|alcool|droga|drogas|maconha|cocaina|vicio|jogo|dieta|doce|ex|crack))",
      "(?:[0-9]+|um|uma|dois|duas|tres|varios|varias|muitos|muitas) (?:dias|semanas|meses|anos|ano|mes|semana) (?:limp[oa]s?|sem me cortar|sem me machucar|sem cortar)(?= .*(?:recai|voltei|de novo|cortei|lamina|estraguei|joguei fora|ontem|hoje))",
      "(?:cheio|cheia|tudo|toda|sujo|suja|manchad[oa]|coberto|coberta) de sangue(?= .*(?:limpei|escondi|lavei|antes d|pra ngm|pra ninguem|ninguem viu|ngm viu))",
      "(?:limpei|escondi|lavei) {F}(?:o sangue|as manchas de sangue|tudo) {F}antes (?:de|da|do) (?:minha |meu |a minha |o meu )?(?:mae|pai|pais|familia|irma|irmao|namorado|marido) (?:chegar|ver|acordar|voltar|perceber)",
      "(?:mereco|preciso|quero) {F}(?:sentir )?(?:dor|sofrer|sangrar|me punir|ser punid[oa])(?= .*(?:cort|lamina|pele|braco|sangr|queim|fisic|me bat))",
      "(?:sem comer|nao como|paro de comer|parei de comer|fico sem comer|quase nao como|pulo refeicoes|me obrigo a vomitar|vomito de proposito)(?: [a-z0-9]+){0,6} (?:de proposito|como castigo|de castigo|pra me castigar|para me castigar|pra me punir|para me punir|porque nao mereco)",
      "(?:como|comer|comi|paro de comer|parei de comer|nao como|fico sem comer|me obrigo a vomitar|vomito de proposito|provoco o vomito) {F}(?:nada |quase nada |pouco )?(?:de|como|pra|para|por) (?:castigo|me castigar|me punir|punicao)",
      "(?:soco|socar|esmurro|esmurrei|soquei|dou socos na|dei socos na|dar socos na|bato na|bati na|murro na|murros na) (?:a )?parede (?:ate (?:sangrar|sair sangue|machucar|quebrar)|de proposito|pra (?:sentir|me punir|aliviar)|quando (?:fico|to|estou|me sinto))",
      "(?:a unica coisa|o unico jeito|a unica forma|o unico que) {F}(?:que )?(?:me acalma|me alivia|funciona|me faz sentir|de aliviar)(?: [a-z]+){0,4} (?:e|sao) (?:me cortar|me machucar|a dor|os cortes|me queimar|me bater)",
    ),
  },
  // ---- abuse, violence and coercive control at home
  {
    id: "pt-abuse",
    kind: "abuse",
    level: "crisis",
    re: p(
      `(?:{ABUSER}) (?:(?:{ADV}|quando bebe|quando fica bravo|quando fica com raiva|quando se irrita|bebado|bebada|de novo|outra vez|sempre|as vezes|ontem|hoje) )*(?:me (?:{HITV})|(?:{HITV}) me|(?:me )?(?:{HITX}))(?! (?:a gripe|o virus|o covid|o resfriado|no jogo|na corrida|na prova|no video game|no fifa))(?!.* (?:no|na) (?:fifa|jogo|videogame|video game|play|ps[0-9]|xadrez|futebol|partida|volei|basquete|truco|uno))${NOT_ES}`,
      "(?:me |)(?:espancou|espanca|espancava|estuprou|estupra|estuprava|violentou|bateu em mim|bate em mim|batia em mim|agrediu|agride|agredia|enforcou|esganou|me sufocou)(?= .*(?:namorad|marido|pai|padrasto|ex|ele|ela|companheiro|mae|irmao|tio|vo|avo)|$)",
      "(?:apanho|apanhei|apanhava|to apanhando|vivo apanhando|levo porrada|levei porrada|levava porrada|levo surra|levei uma surra) {F}(?:do|da|de|dele|dela) ?(?:meu|minha|o meu|a minha)? ?(?:marido|namorado|companheiro|pai|mae|padrasto|ex|irmao|tio|avo|mulher|namorada)?",
      "(?:fui|to sendo|estou sendo|era|sou) {F}(?:estuprad[oa]|violentad[oa]|abusad[oa] sexualmente|abusad[oa]|agredid[oa]|espancad[oa]|ameacad[oa] de morte|assediad[oa] sexualmente|abusad[oa] pelo|molestad[oa])(?! (?:pelo (?:trabalho|chefe com tarefa)|pela vida))",
      "(?:sofro|sofri|vivo|vivi|sofrendo|vivendo) {F}(?:violencia|agressao|agressoes|abuso|abusos|maus tratos|violencia domestica)(?! (?:no trabalho|na escola|na faculdade|do meu chefe|psicologica no trabalho|escolar|virtual de desconhecidos))",
      "violencia (?:domestica|contra a mulher|de genero|no namoro|na relacao|sexual|conjugal)|relacionamento (?:muito )?(?:abusive|abusivo|toxico e violento|violento)|(?:namorado|marido|companheiro|pai|padrasto|ex) (?:muito )?(?:abusive|abusivo|violento|agressivo)|lei maria da penha|medida protetiva",
      "(?:abusou|abusa|abusava|abusaram) {F}(?:sexualmente )?de mim(?! (?:financeir|da minha (?:paciencia|boa vontade|confianca)))|(?:me )?(?:estuprou|estupraram|estuprava)|(?:foi|sofri|acho que foi|se foi|isso foi|era) (?:um )?(?:estupro|abuso sexual|abuso)(?= ?$| (?:ou|mesmo|nao sei|\\?))",
      "(?:me )?(?:obrigou|obriga|obrigava|forcou|forca|forcava|pressiona|pressionou|pressionava)(?: me)? {F}(?:a |pra |para )?(?:transar|fazer sexo|ter relacoes|ir pra cama|fazer coisas (?:que eu nao queria|sexuais|que nao quero)|mandar nudes|mandar fotos (?:pelad|nu|intim)|tirar a roupa|ver porno|chupar)",
      "(?:se aproveitou|se aproveita|se aproveitava|abusou) {F}de mim (?:quando|enquanto) (?:eu )?(?:tava|estava|dormia|to|estou) {F}(?:bebad[oa]|dormindo|desmaiad[oa]|drogad[oa]|inconsciente|chapad[oa])",
      "(?:tenta|tentou|fica tentando|vive tentando|quer|entra|entrava|abre a porta) {F}(?:entrar )?(?:no|do|na|da) (?:banheiro|meu quarto|quarto|casa de banho|box|chuveiro) (?:qnd|quando|enquanto|na hora que) (?:eu )?(?:to|estou|tô|tava|estava|tou) {F}(?:tomando banho|no banho|a tomar banho|trocando de roupa|me trocando|dormindo|pelad[oa]|sem roupa|nua|nu)",
      "(?:fica|ficava) {F}me (?:olhando|espiando|filmando) (?:tomar banho|no banho|trocar de roupa|me trocar|pelad[oa]|dormir|sem roupa)",
      "(?:passa|passou|passava) (?:a )?mao (?:em mim|nas minhas|no meu corpo|na minha (?:bunda|perna|coxa|peito)|nos meus seios)|(?:me (?:toca|tocou|tocava|apalpa|apalpou|alisa|alisou)|toca me|tocou me) {F}(?:nas minhas partes|la embaixo|nos meus seios|na minha bunda|a noite|de noite|quando (?:eu )?(?:to|estou) dormindo|enquanto (?:eu )?durmo|sem eu querer|mesmo eu dizendo nao)",
    ),
  },
  // ---- abuse: threats, sextortion, fear of a partner, coercive control
  {
    id: "pt-abuse-control",
    kind: "abuse",
    level: "crisis",
    re: p(
      // threats: to kill, to take the children, to leak intimate pictures
      "(?:disse|diz|falou|fala|jurou|jura|ameacou|ameaca|ameacava|dizendo|falando|ameacando|escrevendo|escreveu|mandou mensagem|manda mensagem|mandando mensagem|gritou|grita|gritando) {F}(?:que )?(?:se (?:eu )?(?:terminar|for embora|o deixar|deixar ele|largar ele|separar|me separar|denunciar|contar) )?(?:ele |ela )?(?:vai |ia )?(?:me matar|matar me|me tirar (?:os|as|meus|minhas) (?:filhos|filhas|criancas|miudos)|me tira (?:os|as|meus) (?:filhos|filhas|criancas|miudos)|tira me (?:os|as) (?:filhos|criancas|miudos)|levar (?:os|as|meus) (?:filhos|criancas|miudos)|sumir com (?:os|as|meus) (?:filhos|criancas)|acabar comigo|me bater|me desfigurar|me queimar|me furar)",
      "(?:vai|vou|ameaca|ameacou|disse que vai|falou que vai|diz que vai)(?: [a-z]+){0,2} (?:postar|vazar|espalhar|divulgar|mandar|publicar|expor|soltar|jogar na net|mostrar) {F}(?:os meus|as minhas|meus|minhas|umas|as) (?:nudes|fotos intimas|fotos pelad[oa]|fotos nu|fotos nua|videos intimos|video intimo|fotos sem roupa)|(?:posta|postar|vaza|vazar|vazou|espalha|espalhou|divulgou|divulga) (?:os meus|as minhas|meus|minhas) (?:nudes|fotos intimas|videos intimos)",
      "se (?:eu )?(?:terminar|for embora|o deixar|deixar ele|largar ele|me separar|separar|denunciar|contar|fizer queixa|der queixa|apresentar queixa|chamar a policia|contar a alguem|sair de casa) {F}(?:ele |ela )?(?:se mata|vai se matar|me mata|mata me|matava me|vai matar me|vai me matar|me tira|tira me|vai tirar|leva|vai levar|fica com|posta|vai postar|vaza|vai vazar|me deixa na rua|me expulsa)",
      "(?:tenho|to com|estou com|sinto) {F}(?:medo|pavor|panico) {F}(?:dele|dela|do meu (?:marido|namorado|companheiro|ex|padrasto)|da minha (?:mulher|namorada|companheira|ex)|de voltar pra casa$|de ir pra casa$|de ele (?:me matar|me bater|voltar|me encontrar)|que ele (?:me mate|me bata|volte|me encontre|faca algo)|pela minha vida)",
      "(?:me )?da medo (?:quando|como) (?:ele|ela) (?:fica|bebe|chega bebado|se irrita|fica bravo|grita)",
      // coercive control: phone, money, friends, locked in
      "(?:{PARTNER}) {F}(?:mexe no|controla (?:o|a|os|as)?|vigia (?:o|a)?|rastreia (?:o|a)?|le|le as|fica com (?:o|a|os|as)?|pega (?:o|a)?|tomou (?:o|a|os|as)?|toma (?:o|a|os|as)?|esconde (?:o|a|os|as)?|escondeu (?:o|a|os|as)?|quebrou (?:o|a)?|quebra (?:o|a)?) ?(?:meu|minha|meus|minhas) (?:celular|telemovel|telefone|mensagens|whats|whatsapp|localizacao|dinheiro|salario|cartao|cartoes|conta|passaporte|documentos|chaves|redes|senhas|aposentadoria|pensao)",
      "(?:nao me deixa|nao me deixava|me proibe|me proibiu|me proibia) {F}(?:ter (?:dinheiro|conta|celular|amigas|amigos)|ver (?:minhas|meus|a minha|o meu|minha|meu) (?:amigas|amigos|familia|pais|mae|irmas|irmaos)|trabalhar|sair (?:sozinha|sozinho|sem ele|sem ela|de casa)|falar com (?:ninguem|ngm|minha familia|minhas amigas|meus amigos|outros homens)|usar (?:o )?(?:meu )?celular)(?!.*(?:minha mae|meu pai|meus pais|a minha mae|o meu pai))",
      "(?:ele|ela|{PARTNER}) {F}(?:ja )?(?:me (?:fechou|trancou|prendeu|tranca|fecha|prende|deixou trancad[oa])|(?:fechou|trancou|prendeu) me) {F}(?:em casa|no quarto|no banheiro|na casa de banho|dentro de casa|fora de casa|na rua)",
      "(?:ja )?(?:me (?:fechou|trancou|prendeu)|(?:fechou|trancou) me) {F}(?:em casa|no quarto|no banheiro|na casa de banho|dentro de casa)(?: (?:[0-9]+|dois|duas|tres|varios|varias) (?:dias|horas|noites))?",
      "(?:meu ex|o meu ex|ele|ela|minha ex|um cara|um homem) {F}(?:me segue|fica me seguindo|me persegue|me vigia|me espera) {F}(?:pra todo lado|por todo lado|ate (?:em casa|o trabalho|a escola|a faculdade)|na porta (?:de casa|do trabalho|da escola)|todo dia|todos os dias)",
      "(?:{PARTNER}) {F}me (?:xinga|humilha|diminui|grita) (?:(?:e me|o tempo todo|todo dia|na frente de|sempre) )+(?=.*(?:medo|empurr|bate|quebra|ameac|joga coisas|nao me deixa))",
      "(?:faz|fazia|fez|me obriga a fazer|me obrigava a fazer) coisas (?:comigo )?(?:estranhas|que eu nao gosto|que nao gosto|que eu nao quero|que nao quero|que eu nao queria|de adulto|sexuais|intimas)",
      "(?:controla|decide) {F}tudo (?:o )?que eu (?:faco|visto|como|gasto)|me (?:isola|isolou) (?:de|da|dos) (?:todos|todo mundo|minha familia|meus amigos)|(?:fiquei|me deixou) (?:isolad[oa]|sem ninguem)(?= .*(?:ele|ela|marido|namorado))",
      "(?:hematomas|roxos|o olho roxo|marcas no pescoco|nariz quebrado|labio cortado|costela quebrada)(?= .*(?:namorad|marido|companheiro|pai|padrasto|mae|ele me|ela me|me bateu|me empurrou))",
    ),
  },
  {
    id: "pt-abuse-now",
    kind: "abuse",
    level: "imminent",
    flags: ["present"],
    re: p(
      "(?:ta|esta|tá|tao|estao) (?:(?:{ADV}|la fora|aqui fora|na porta|la embaixo|no corredor|bebado|bebada|louco|louca|doido|doida|transtornado) )*(?:esmurrando|socando|chutando|batendo|forcando|arrombando|tentando arrombar|tentando abrir|tentando derrubar|quebrando|a bater|a forcar|a tentar arrombar) (?:na |a )?(?:porta|janela)",
      "(?:esmurrando|socando|chutando|forcando|arrombando|derrubando|tentando arrombar) {F}a porta(?= .*(?:medo|escond|tranc|ajuda|policia|matar|bater|bebado|faca|arma))",
      "(?:to|estou|tou|me) {F}(?:trancad[oa]|escondid[oa]|tranquei|escondi|fechei me|me fechei) (?:no|na|dentro do|dentro da|debaixo da|atras do) (?:banheiro|quarto|armario|guarda roupa|casa de banho|carro|cama|cozinha|despensa)(?= .*(?:medo|vai me|ajuda|policia|faca|arma|bebado|matar|bater|(?:celular|bateria|telemovel) (?:com|a|no) [0-9]+|bateria|vindo|la fora|porta|socorro))",
      "(?:ele|ela|{ABUSER}) {F}(?:ta com|esta com|pegou|tem|trouxe) (?:uma|um|a|o) (?:faca|arma|revolver|pistola|facao|taco)(?= .*(?:medo|ameac|matar|porta|grita|vindo|escond|tranc|ajuda|policia))",
      "(?:ta|esta|ja ta) {F}(?:vindo|chegando|a caminho|a vir) {F}(?:me matar|me bater|(?:pra ca|pra casa|aqui|me buscar|atras de mim)(?= .*(?:medo|bebado|matar|bater|ameac|escond|ajuda|faca|arma|furioso|bravo)))",
    ),
  },
  // ---- a child at risk: a parent hitting, a child left alone or hungry, an adult grooming, a carer afraid
  {
    id: "pt-child",
    kind: "child-at-risk",
    level: "crisis",
    re: p(
      "(?:{PARENT}) (?:(?:{ADV}|quando bebe|quando fica bravo|bebado|bebada|de novo|outra vez|sempre|as vezes) )*(?:me (?:{HITV})|(?:{HITV}) me|(?:{HITX})|bate (?:em mim|no meu irmao|na minha irma|nos meus irmaos))(?! (?:a gripe|o virus|no jogo))",
      "(?:apanho|apanhei|apanhava|to apanhando|vivo apanhando|levo surra|levei surra) {F}(?:do meu pai|da minha mae|do meu padrasto|da minha madrasta|dos meus pais|do meu avo|da minha avo|em casa)",
      "(?:tenho|fiz|to com) (?:[5-9]|1[0-7]|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete) anos(?= .*(?:me bate|me bateu|apanho|me machuca|me toca|abus|me tranca|medo de (?:ir|voltar|ele|ela)|roxo|hematoma|marcas|segredo|nao conta|cinto|chinelo|nudes|fotos pelad))",
      "(?:me bate|me bateu|me batia|apanho|me toca|me tocou|me tocava|abusa|abusou|me tranca|me trancou|roxos|hematomas|cinto|chinelo|faz coisas)(?: [a-z0-9]+){0,12} (?:tenho|fiz|to com) (?:[5-9]|1[0-7]|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete)(?: anos)?(?= |$)",
      "(?:deixa|deixam|deixou|deixaram|deixava) {F}(?:os|as|o|a|seus|suas|o seu|a sua) (?:{KID})(?: [a-z]+){0,3} (?:sozinh[oa]s?|trancad[oa]s?|sem comer|sem comida|no carro)(?! (?:um pouco|uns minutos|[0-9]+ minutos|por um minuto))",
      "(?:as|os|o|a|essas|esses) (?:{KID})(?: [a-z]+){0,4} (?:passam|passa|tao passando|estao passando|ta passando) fome|(?:as|os|o|a) (?:{KID})(?: [a-z]+){0,4} (?:ficam|fica|vivem|vive|estao|ta|tao|andam) {F}(?:sozinh[oa]s (?:o dia todo|a noite toda|dias|o tempo todo)|cheios? de roxos?|cheias? de roxos?|com hematomas|cheios? de hematomas|sem comer (?:dias|o dia todo)|abandonad[oa]s?|desnutrid[oa]s?)|(?:as|os|o|a) (?:{KID})(?: [a-z]+){0,4} (?:tem|tinha) (?:roxos|hematomas|marcas de (?:cinto|queimadura|mordida))",
      "(?:pediu|pediram|pede|pedem|pedia) {F}(?:comida|pao|algo (?:pra|para) comer|um prato de comida) (?<=(?:crianca|criancas|menino|menina|meninos|meninas|filho|filha|filhos|miudo|miuda|miudos|pequeno|pequena|vizinh[oa]s?|mais velho|mais nov[oa]) .*)",
      "(?:{PARENT}|o meu tio|meu tio|meu primo|meu avo|meu treinador|meu professor|o namorado da minha mae) {F}(?:me (?:toca|tocava|tocou|apalpa|alisa|bolina)|toca me|passa a mao em mim|fica me olhando (?:no banho|tomar banho|trocar de roupa)) {F}(?:qnd|quando|enquanto|se) (?:(?:minha|a minha) mae|(?:meu|o meu) pai|ninguem|ngm|(?:eu )?(?:to|estou|fico) sozinh[oa]|(?:eu )?durmo|(?:eu )?(?:to|estou) dormindo|(?:eu )?tomo banho)",
      "(?:tenho medo de|me da medo de|sinto que vou|me da vontade de|vontade de|penso em|pensamentos de) {F}(?:machucar|sacudir|chacoalhar|jogar|afogar|sufocar|bater n[oa]|bater em|fazer mal (?:a|ao|pro|pra)|fazer algo com|deixar cair|matar|esganar) (?:o |a |meu |minha |o meu |a minha |nosso |nossa )?(?:{KID})",
      "(?:um|uma|esse|essa|aquele|o|a) (?:cara|homem|adulto|senhor|tiozao|tio|professor|professora|treinador|vizinho|moco|rapaz mais velho|homem mais velho|monitor|padre|pastor|primo mais velho)(?: [a-z]+){0,6} (?:me pediu|me pede|pediu|ta pedindo|fica pedindo|quer|me manda|me mandou|mandou|me disse|disse|me obriga) {F}(?:nudes|fotos|foto pelad[oa]|fotos pelad[oa]|pra eu mandar (?:foto|nudes)|pra (?:gente|eu) (?:se encontrar|encontrar ele|ir na casa dele)|(?:pra|para) (?:eu )?nao contar|guardar segredo|que (?:e|seria) (?:nosso )?segredo|tirar a roupa|dinheiro em troca)",
      "(?:e|sera|vai ser) (?:o )?nosso segredo(?= .*(?:toca|tocou|cama|quarto|noite|fotos|pelad|padrasto|tio|avo|professor|treinador|mae|pai)|$)|(?:nao|n) (?:conta|conte|contar) (?:pra|para) (?:ninguem|ngm|sua mae|a tua mae|teu pai)(?= .*(?:toca|tocou|fotos|segredo|pelad|cama))",
      "(?:{PARENT}|o meu tio|meu tio|meu primo|meu avo|o namorado da minha mae) {F}(?:entra|entrava|vem|vinha) {F}(?:no meu quarto|na minha cama|no quarto) (?:a noite|de noite|de madrugada|qnd (?:eu )?to dormindo|quando (?:eu )?(?:to|estou) dormindo|enquanto (?:eu )?durmo|quando minha mae nao (?:ta|esta))",
    ),
  },
  // ---- harm to others: a threat with a target, a weapon, a day
  {
    id: "pt-harm-others",
    kind: "harm-to-others",
    level: "crisis",
    re: p(
      "(?:vou|vo|eu vou|quero|to com vontade de|tenho vontade de|da vontade de|me da vontade de|penso em|vou acabar|juro que vou|juro q vou|to a ponto de|estou a ponto de|prestes a|sonho em|fantasio) {F}(?:matar|esfaquear|furar|meter a faca|enfiar a faca|dar um tiro|dar uns tiros|dar facada|dar uma facada|estrangular|envenenar|atropelar|quebrar a cara|arrebentar|espancar|socar|degolar|queimar viv[oa]|fazer mal|machucar) (?!{NOTTARGET})(?:{OTHERS})(?! (?:no jogo|no fifa|no lol|no free fire|de beijo|de cocegas|de rir)|(?: [a-z]+)* (?:{LOL})$| (?:se|qnd|quando) (?:[a-z]+ ){0,3}(?:comer|pegar|mexer|usar|acabar|roubar|spoilar|esquecer|atrasar))",
      "(?:vou|vo|eu vou|quero|juro que vou) {F}(?:matar|esfaquear|estrangular|envenenar|furar) (?:ele|ela|eles|elas|o|a|os|as) {F}(?:amanha|hoje|hj|de verdade|serio|a serio)",
      "(?:matar|esfaquear|estrangular|envenenar|furar|espancar) (?:o|a|os|as)(?: [a-z]+){0,3} (?:amanha|hoje|hj|na saida|no recreio|no intervalo)(?!.*(?:{LOL}))",
      "(?:vou|vo|eu vou) {F}(?:meter|enfiar|dar) {F}(?:a faca|uma facada|um tiro|uns tiros|bala|chumbo|porrada) (?:nele|nela|neles|nelas|naquele|naquela|naqueles|no [a-z]+|na [a-z]+|em todos|em geral)",
      "(?:levar|levo|vou levar|trazer|trago|vou trazer|pegar|pego|vou pegar|levaria|levarei) {F}(?:a|uma|o|um) (?:faca|arma|revolver|pistola|canivete|facao|oitao|berro|38|tres oitao)(?: d[oa] (?:meu|minha) [a-z]+)? {F}(?:pra|para|na|no|pro|ate a|ate o|a) (?:escola|colegio|facul|faculdade|universidade|aula|trabalho|servico|firma|sala|curso|empresa|escritorio)",
      "(?:massacre|ataque|tiroteio|chacina) (?:na|no|da|do) (?:escola|colegio|facul|faculdade|trabalho)|(?:atirar|dar tiro) (?:em|pra) (?:todo mundo|todos|geral) (?:na|no) (?:escola|colegio|sala|trabalho)",
      "(?:(?:eles|elas|aqueles [a-z]+|aquelas [a-z]+|esses [a-z]+|vcs|voces|todo mundo|ele|ela) {F}(?:vao|vai|vão) (?:ver|pagar|se arrepender|me pagar|aprender)|vao ver so|vai ver so)(?= .*(?:faca|arma|matar|sangue|tiro|escola|revolver))",
      "(?:faca|arma|revolver|pistola|canivete)(?: [a-z]+){0,8} (?:vao|vai) (?:ver|pagar|se arrepender|me pagar)",
      "(?:apertei|apertava|aperto) {F}o pescoco (?:dela|dele|do|da|de)|(?:esganei|enforquei|sufoquei|estrangulei) (?:ela|ele|o|a|meu|minha)|quase (?:matei|mato) (?:ela|ele|o|a|meu|minha)(?! (?:de susto|do coracao|de rir|de vergonha))|so parei (?:qnd|quando) (?:ela|ele) (?:ficou rox[oa]|desmaiou|parou de respirar)",
      "(?:tenho|to com|estou com) {F}medo de (?:matar|machucar|fazer mal a|bater|esganar|perder o controle e (?:machucar|matar|bater)|fazer (?:isso|de novo|algo pior)) {F}(?:alguem|ela|ele|minha|meu|de novo|outra vez)",
      "(?:vou|quero|penso em|vontade de) {F}(?:queimar|tacar fogo (?:em|na|no)|botar fogo (?:em|na|no)|por fogo (?:em|na|no)|incendiar) (?:a casa|o carro|o apartamento|a loja|a escola|o colegio|casa|carro)(?: d[oae]| dele| dela)",
      "(?:impulsos|pensamentos|vontade|fantasias|imagens) {F}(?:de|em) (?:matar|esfaquear|machucar|estrangular|atirar em|fazer mal a) (?:alguem|pessoas|gente|todo mundo|minha|meu|ele|ela)",
    ),
  },
];

export const pt: Lexicon = {
  concepts: ptConcepts,
  language: "pt",
  stopwords: [
    "que",
    "nao",
    "de",
    "e",
    "eu",
    "o",
    "a",
    "do",
    "da",
    "em",
    "um",
    "uma",
    "com",
    "pra",
    "para",
    "mais",
    "tudo",
    "vc",
    "voce",
    "meu",
    "minha",
    "to",
    "isso",
    "mas",
    "estou",
    "quero",
    "ninguem",
    "muito",
    "ngm",
    "pq",
    "hj",
    "ta",
    "tb",
    "tambem",
    "ja",
    "nem",
    "so",
    "entao",
    "agora",
    "ainda",
    "ele",
    "ela",
    "mim",
    "comigo",
    "qnd",
    "tou",
    "pa",
    "kk",
    "kkk",
    "sei",
    "ser",
    "tem",
    "tenho",
    "esta",
    "isto",
  ],
  rules,
  harmless: [
    // Session 12: hyperbole, idioms and harmless contexts written from general knowledge of
    // Portuguese (not from the cases); each keeps a way out for what is meant ("serio", a weapon).
    p(
      // Session 18: "vou matar ele kkkk" about a sibling who took the charger.
      "(?:vou|vo|eu vou|juro que vou) (?:matar|esganar) (?:ele|ela|eles|elas|esse|essa|meu [a-z]+|minha [a-z]+)(?= (?:{LOL})| [^.!?]*(?:{LOL}))(?!.*(?:faca|arma|de verdade|serio|sério))",
      "(?:{LOL}) (?:(?:{ADV}) )*(?:morri|morta|morto|to morta|to morto|morir)",
      "(?:mataria|matava|morreria|dava a vida) (?:(?:{ADV}) )*por (?:um|uma|uns|umas|outro|outra) (?:pizza|cerveja|cervejinha|cafe|cafezinho|hamburguer|lanche|pastel|coxinha|acai|brigadeiro|chocolate|sorvete|soneca|cochilo|ferias|feijoada|churrasco|francesinha|bifana|pastel de nata|imperial|fino|caipirinha)",
      "(?:me|nos) (?:(?:{ADV}) )*(?:mata|matou|matava|mataram) (?:(?:{ADV}) )*de (?:rir|vergonha|saudade|saudades|tedio|susto|raiva|inveja|sono|curiosidade|fofura)",
      "(?:esse|essa|este|esta|o|a) (?:filme|serie|livro|final|episodio|novela|musica|jogo|prova|semana|dia|trabalho|treino|aula|transito|calor|frio) (?:(?:{ADV}) )*(?:acabou comigo|me destruiu|me matou|me quebrou|ta acabando comigo|esta a acabar comigo|me acabou)(?!.*(?:faca|arma|ameac|de verdade|serio))",
      "(?:to|estou|tou|tava|fiquei|ando) (?:(?:{ADV}) )*(?:morrend[oa]|a morrer) (?:(?:{ADV}) )*(?:aqui )?(?:de (?:calor|frio|fome|sono|rir|tedio|cansaco|saudade)|no (?:trabalho|trânsito|transito|onibus|calor)|com (?:esse|este|essa|esta) (?:calor|frio|trabalho|transito))",
      "(?:minha|meu|o|a) (?:planta|plantas|manjericao|cacto|bateria|celular|telemovel|telefone) (?:(?:{ADV}) )*(?:ta|esta|tá) (?:morrendo|a morrer|quase morta|quase morrendo)",
      "(?:noticia|noticias|jornal|reportagem|documentario|materia|artigo)(?: [a-z]+){0,10} (?:se suicidou|suicidio|se matou|tirou a propria vida|overdose)",
      "(?:faz|fazem|ha|completei|completo) (?:[0-9]+|um|uma|dois|duas|tres|cinco|dez) (?:anos?|meses|semanas) (?:que )?(?:nao me corto|nao me machuco|sem me cortar|sem me machucar|sem autolesao)",
      "(?:serie|filme|livro|romance|novela|peca|musica|album|podcast|documentario|poema|musical) (?:(?:{ADV}) )*(?:sobre|de|que fala de|que conta|que trata de|chamad[oa]|intitulad[oa]|que se chama|onde|em que)(?: [a-z]+){0,10} (?:violento|violenta|abusivo|abusiva|agressor|assassino|assassina|assassinato|suicidio|suicide|suicidas|morte|guerra|vicio|estupro|violencia)",
      "(?:o final|esse filme|essa serie|esse livro|esse episodio|essa musica|esse capitulo|a ultima temporada)(?: [a-z]+){0,6} (?:me destruiu|acabou comigo|me matou|me quebrou|me arrasou|me desmontou)",
      "facas? (?:de cozinha|de chef|do chef) (?:pra|para|de presente pra|de presente para) (?:meu|minha|cozinhar|a cozinha|a escola de culinaria)(?!.*(?:me matar|me cortar|pulsos|matar|mochila|professor|chefe))",
      "(?:desmaiei|quase desmaiei|passei mal|fiquei tont[oa])(?: [a-z]+){0,6} (?:no|na|ao|depois do|depois da) (?:exame de sangue|coleta de sangue|vacina|piercing|tatuagem|doacao de sangue|dentista)",
    ),
    p(
      // "morrendo de rir", "morri kkkk", "quero morrer de vergonha", "to morta de cansaco"
      "(?:morrendo|morrer|morro|morri|morir|morremos|morreu|mort[oa]s?|morrerei|quase morri|quase morro|vou morrer|ia morrer|to morrendo|tava morrendo|quero morrer|queria morrer|vontade de morrer) (?:(?:{ADV}) )*(?:de|d) (?:rir|riso|fome|sono|vontade|calor|frio|saudade|saudades|vergonha|medo|cansaco|tedio|raiva|inveja|ciume|ciumes|amor|susto|curiosidade|ansiedade|preguica|dor de (?:cabeca|barriga|dente)|felicidade|alegria|emocao|orgulho|fofura|nervoso|nervosismo|sede|cringe|vergonha alheia)",
      "(?:morri|morir|mort[oa]|morrendo|to morta|to morto|tô morta|tô morto|morrer|morreu|morrer de rir)(?= (?:{LOL})| [a-z ]*(?:{LOL})$)",
      "(?:vou|vo|eu vou) (?:me matar|matar me)(?= (?:{LOL}))|(?:eu )?me mato(?= (?:{LOL}))",
      "(?:fofo|fofa|fofura|fofinho|fofinha|lindo demais|linda demais|que lindo|que linda|que gostoso|que delicia)(?: [a-z]+){0,6} (?:quero|queria|vou) morrer",
      "(?:quero|queria|vou) morrer(?= (?:{LOL})| .*(?:fofo|fofa|fofura|fofinho|fofinha|lindo demais|linda demais|gostoso demais|gostosa demais|de tao (?:lindo|linda|fofo|fofa|bom|boa)))",
      "(?:quero|queria|vontade de|vou) (?:(?:{ADV}) )*(?:sumir|desaparecer|enfiar a cara (?:num|no|em um) buraco|me enterrar) (?:(?:{ADV}) )*de (?:vergonha|vergonha alheia)",
      "(?:to|estou|tou|tô|ficou|fiquei|ando) (?:(?:{ADV}) )*mort[oa](?= ?$| de | (?:{LOL})| (?:depois|hoje|hj|do|da|com)| (?:[a-z]+ )?(?:cansad|exaust|trabalho|plantao|treino|academia|aula|viagem))",
      "(?:essa|esse|esta|este|isso|isto|a|o|as|os|essas|esses|tanta|tanto|minha|meu)(?! (?:namorado|namorada|marido|mulher|ex|padrasto|pai|mae|irmao|irma|tio|primo|vizinho|cara|homem|companheiro) )(?: [a-z]+){1,4} (?:(?:{ADV}) )*(?:vai me matar|vao me matar|ta me matando|tá me matando|esta me matando|estao me matando|tao me matando|me mata|me matam|vai acabar comigo|ta acabando comigo|me mata de)(?!.*(?:faca|arma|ameac|de verdade|serio|bate|bateu))",
      "(?:minha mae|meu pai|meu chefe|minha chefe|a professora|o professor|minha namorada|meu namorado|minha mulher|meu marido|minha esposa|minha irma|meu irmao|minha avo|a minha mae|o meu pai|o meu chefe|a stora|o stor)(?: [a-z]+){0,2} (?:vai|vao|ia) (?:(?:{ADV}) )*(?:me matar|matar me|me esganar|me enforcar)(?= (?:se|qnd|quando|quando ela|quando ele|kk|rs|de tanto|por causa)|(?: [a-z]+)* (?:{LOL})$| ?$)(?!.*(?:faca|arma|ameac|de verdade|serio|bate|bateu))",
      "(?:me mato|me matei|me matando|to me matando|estou me matando|me matar|matar me|mato me|matei me) (?:(?:{ADV}) )*(?:de|a) (?:estudar|trabalhar|rir|treinar|malhar|correr|limpar|cozinhar|tanto|trabalho)|(?:me mato|me matei|me matando) (?:estudando|trabalhando|treinando)",
      "(?:mata|matar|matei|mato|matou|matamos|matando|matava) (?:(?:{ADV}) )*(?:a |o |as |os |uma |um )?(?:saudade|saudades|fome|sede|aula|aulas|o tempo|tempo|a vontade|a curiosidade|barata|baratas|mosquito|mosquitos|pernilongo|pernilongos|mosca|moscas|aranha|formiga|formigas|um leao por dia|dois coelhos|a charada|a questao|a prova|o jogo|a partida|a conversa|o assunto|o papo|o trabalho|a cerveja|a garrafa)",
      "(?:calor|frio|fome|saudade|dor|sono) de matar|(?:e|era|foi|ta|esta) de morrer(?: de rir)?|de morrer de rir",
      "(?:quase|por pouco) (?:(?:{ADV}) )*(?:morri|morro|me matei|me mato|morir|morrer|matei|mato) (?:(?:{ADV}) )*(?:de|do|da|com|na|no|quando|caindo|descendo) ?(?:susto|rir|bicicleta|bike|moto|carro|escada|tombo|queda|piscina|engasgada|engasgado)?",
      "(?:prefiro|preferia|antes) (?:(?:{ADV}) )*(?:morrer|estar mort[oa]|a morte) (?:(?:{ADV}) )*(?:a|do que|que|antes de)(?= )",
      "(?:ri|rir|rindo|chorei de rir|chorando de rir) (?:ate|a) (?:morrer|morir|a morte)|(?:ate|a) morrer de (?:rir|amor)|(?:amar|te amo|juntos|comer|dancar|beber) (?:(?:{ADV}) )*ate morrer",
    ),
    p(
      // cuts and burns from cooking, shaving, sport; haircuts
      "(?:me cortei|cortei me|me queimei|queimei me|me machuquei|machuquei me|me arranhei|cortei (?:o|a|meu|minha) (?:dedo|mao|perna|pe|labio|joelho)|queimei (?:o|a|meu|minha) (?:dedo|mao|braco)) (?:(?:{ADV}) )*(?:(?:o|a|meu|minha) (?:dedo|mao|perna|pe|labio|joelho|braco|testa|cabeca) )?(?:fazendo a barba|fazendo barba|me depilando|depilando|cozinhando|cortando (?:cebola|pao|legume|legumes|tomate|fruta|carne)|descascando|com (?:papel|a folha|uma folha|a faca|faca|vidro|um vidro|a lata|uma lata|o forno|oleo|a panela|o ferro|a chapinha|a tesoura|o ralador|agua quente|cafe)|na cozinha|no (?:forno|fogao|treino|futebol|jogo|trabalho)|na (?:academia|panela|chapinha|bicicleta|bike)|jogando|treinando|correndo|sem querer|caindo|quando cai|de bicicleta|no sol|na praia|abrindo)",
      "(?:me cortei|cortei me|cortei|me queimei|queimei me|me machuquei|machuquei me|me arranhei|ralei|me ralei)(?: [a-z]+){0,6} (?:quando cai|ao cair|caindo|tropecei|tropecando|sem querer|jogando|treinando|num prego|num vidro|numa lata|no vidro|com vidro|com um galho|numa pedra|na cozinha|no trabalho|na academia|de bicicleta|de bike|andando de skate)",
      "(?:meu|minha|o meu|a minha|o|a) (?:filho|filha|bebe|nene|pequeno|pequena|sobrinho|sobrinha|irmaozinho|irmazinha|miudo|miuda)(?: de (?:[1-9]|um|dois|tres|quatro|cinco|seis|sete|oito) (?:anos|meses))? (?:(?:{ADV}) )*(?:me )?(?:bate|morde|chuta|belisca|arranha|puxa meu cabelo|da tapa|bate em mim)(?= .*(?:bravo|brava|birra|pirraca|manha|como (?:eu )?(?:ensino|faco|lido)|normal|\\?)|$)",
      "(?:cortar|cortei|corto|cortou|vou cortar|quero cortar|cortar me) (?:(?:{ADV}) )*(?:o |a |meu |minha )?(?:cabelo|franja|unha|unhas|barba|pontas)|corte de (?:cabelo|luz|agua|gastos|energia)|(?:cortar|cortei|corto) (?:gastos|acucar|carboidrato|doce|o mal pela raiz|relacoes|o contato|a conversa)|(?:caiu|cortou|cortaram) (?:a ligacao|a luz|a agua|a internet|a chamada)",
      "(?:queimar|queimei|queimo|queimando) (?:(?:{ADV}) )*(?:calorias|gordura|etapas|a comida|o arroz|o feijao|a pizza|o bolo|a largada)|(?:to|estou) (?:(?:{ADV}) )*queimad[oa] (?:do|de|com) (?:sol|trabalho)|burnout",
      // dead phones and plants, games, films, grief, work with patients
      "(?:meu|minha|o meu|a minha|o|a|as|os|minhas|meus) (?:celular|telemovel|telefone|bateria|notebook|pc|computador|planta|plantas|peixe|peixinho|tamagotchi|carro|personagem|flores|cacto|suculenta|suculentas|pilha|pilhas|pills) (?:(?:{ADV}) )*(?:morreu|morrer|morreram|ta morrendo|esta a morrer|ja era|morre|morrerem)",
      "(?:me |)(?:mataram|matou|morri|morir|morrer|matei|mato|morreu) (?:(?:{ADV}) )*(?:no|na|nesse|nessa) (?:jogo|free fire|fortnite|minecraft|lol|cs|valorant|roblox|gta|partida|fase|fifa|game)",
      "(?:morre|morrer|morreu|mata|matou|matam|mataram|se mata|se matou|suicide|suicidio|se suicida|se suicidou)(?: [a-z]+){0,4} (?:na serie|no filme|no livro|no anime|no final|no episodio|no capitulo|na novela|no manga|no jogo|na musica|no documentario)",
      "(?:serie|filme|livro|novela|musica|documentario|palestra|aula|trabalho|redacao|artigo|podcast|tema|anime|episodio|capitulo|materia|prova|campanha|curso|seminario) (?:(?:{ADV}) )*(?:sobre|de|que fala de|que fala sobre|fala de|fala sobre|que trata de|trata de|trata sobre|onde|em que|que mostra)(?: [a-z]+){0,6} (?:suicidio|suicide|suicidal|automutilacao|autolesao|overdose|morte|abuso|violencia|estupro)",
      "(?:setembro amarelo|prevencao (?:ao|do|de) suicidio|prevencao|valorizacao da vida|cvv|campanha|palestra|estatisticas|taxa|taxas|dados) (?:(?:{ADV}) )*(?:de |do |sobre |contra o |ao )?(?:suicidio|suicide|suicidal|automutilacao|autolesao)|esquadrao (?:suicide|suicida)|suicide squad|missao (?:suicide|suicida)|(?:e|era|foi) (?:uma )?(?:missao|ideia|decisao|plano) (?:suicide|suicida)",
      "(?:sou|como|trabalho como|estudo|estudante de) (?:(?:{ADV}) )*(?:enfermeir[oa]|medic[oa]|farmaceutic[oa]|socorrista|tecnic[oa] de enfermagem|psicolog[oa]|psiquiatra|veterinari[oa]|policial|bombeir[oa]|enfermagem|medicina|farmacia|psicologia)(?: [a-z]+){0,10} (?:overdose|tentativa de suicidio|suicidio|suicide|paciente|pacientes|plantao|emergencia|urgencia|pronto socorro)",
      "(?:atendemos|atendi|tivemos|vimos|internaram|recebemos|recebi) (?:(?:{ADV}) )*(?:um|uma|dois|duas|[0-9]+)? ?(?:paciente|pacientes|caso|casos|menino|menina|senhor|senhora|rapaz|moca)?(?: [a-z]+){0,3}|(?:chegou|entrou|deu entrada) (?:(?:{ADV}) )*(?:um|uma|dois|duas|[0-9]+)? ?(?:paciente|caso|menino|menina|senhor|senhora|rapaz|moca|jovem|adolescente)(?: [a-z]+){0,3} (?:com )?(?:uma )?(?:overdose|tentativa de suicidio|intoxicacao)",
      "(?:meu|minha|o meu|a minha) (?:cachorro|cadela|gato|gata|pet|hamster|coelho|peixe|avo|avô|bisavo|tio|tia|padrinho|madrinha)(?: [a-z]+){0,2} (?:morreu|morrer|faleceu|se foi|partiu) (?:ha|faz|ano passado|em 20[0-9]{2}|em 19[0-9]{2}|quando eu|tem [0-9]+)",
      "(?:morreu|morrer|morreram|mataram|matou|assassinaram) (?:(?:{ADV}) )*(?:na|no|durante a|durante o) (?:guerra|batalha|revolucao|holocausto|ditadura|acidente|atentado|terremoto|incendio|enchente)",
      "(?:dose|overdose|dose letal|dose lethal|dose maxima)(?: [a-z]+){0,6} (?:pra|para) (?:a |o |minha |meu )?(?:prova|aula|trabalho|materia|plantao|paciente|pacientes|cachorro|gato|bebe|filho|filha)",
      "(?:hora|horas|tempo|ponto|peso|angulo|arquivo|lingua|mar) mort[oa]s?|(?:cansaco|tedio|calor) mortal|(?:pecado|inimigo|salto) mortal|mortal kombat",
      "(?:me joguei|me jogo|vou me jogar|me atirei|pulei|pular|vou pular|me atiro|atirei me) (?:(?:{ADV}) )*(?:na piscina|no mar(?= (?:pra nadar|kk|rs))|na agua|na cama|no sofa|de paraquedas|de bungee jump|no trabalho|nos estudos|de cabeca (?:no projeto|nos estudos|no trabalho)|pra dentro|no rio pra nadar|na festa)",
      "(?:me pega|me pegou|pegou me) (?:(?:{ADV}) )*(?:de surpresa|desprevenid[oa]|na saida|no aeroporto|em casa|no trabalho|na escola|de carro)|(?:me deu|deu me) (?:(?:{ADV}) )*(?:um susto|uma bronca|um toco|um fora|um presente|uma carona)",
    ),
  ],
  denials: [
    p(
      "(?:nao|nunca|jamais|nem) (?:(?:{ADV}) )*(?:{WANTD}|vou|ia|penso em|pretendo|planejo|tenho intencao de|tenho vontade de|tenho coragem de) (?:(?:{ADV}) )*(?:me matar|matar me|me suicidar|suicidar me|tirar (?:a )?minha vida|morrer|morir|me machucar|machucar me|me cortar|cortar me|fazer (?:nenhuma |nada de )?besteira|fazer nada|fazer nada de errado|fazer mal a mim|me fazer mal|sumir|me jogar|acabar com tudo|matar ninguem|machucar ninguem|fazer mal a ninguem)(?! (?:mas|porem|so que|embora))",
      "nao (?:(?:{ADV}) )*(?:sou|to|estou|me sinto|tou) (?:(?:{ADV}) )*(?:suicide|suicida|suicidal|em perigo|em risco)",
      "nao (?:(?:{ADV}) )*(?:tenho|tive|tenho nenhum|tenho nenhuma) (?:(?:{ADV}) )*(?:pensamentos?|ideias?|ideacao|intencao|intencoes|planos?|vontade) (?:suicidas?|suicidal|suicide|de (?:me matar|suicidio|me machucar|morrer|tirar minha vida|me cortar))",
      "(?:eu )?(?:nunca|jamais) (?:(?:{ADV}) )*(?:faria|vou fazer|farei) (?:isso|nada|uma coisa dessas|mal a mim)|(?:nunca|jamais) (?:(?:{ADV}) )*me (?:mataria|machucaria|cortaria|suicidaria)",
      "(?:calma|relaxa|fica tranquil[oa]|fique tranquil[oa]|nao se preocupe|nao te preocupes|nao precisa se preocupar)(?: [a-z]+){0,4} (?:que )?(?:eu )?nao (?:(?:{ADV}) )*(?:vou|pretendo) (?:fazer (?:nada|besteira|nenhuma besteira)|me matar|me machucar)",
      "nao (?:(?:{ADV}) )*(?:e|era|foi) (?:(?:{ADV}) )*(?:nesse sentido|literal|literalmente|serio|a serio|pra tanto)|(?:falei|disse|foi) (?:de|em|no) (?:brincadeira|zoeira|sentido figurado)",
    ),
  ],
  distress: [
    p(
      "sem esperanca|tanto faz(?: tudo| viver| morrer)?$|tanto faz tudo|nada importa|(?:foda se|que se dane|que se foda) tudo|ja nao importa|desesperad[oa]|desespero|nao aguento(?: mais)?$|nao aguento mais|nao consigo mais|nao da mais|cansad[oa] de tudo|fart[oa] de tudo|exaust[oa]|esgotad[oa]|sozinh[oa]|me sinto so|vazi[oa]|deprimid[oa]|depressao|depre|na bad|bad vibe|ninguem liga|ngm liga|ninguem se importa|ngm se importa|ninguem me ama|ngm me ama|odeio minha vida|odeio a minha vida|me odeio|odeio me|nao sirvo pra nada|nao sirvo para nada|sou um lixo|sou uma merda|sou um fracasso|sou uma fracassada|me sinto um lixo|me sinto uma merda|me sinto inutil|fundo do poco|no fundo do poco|to na merda|estou na merda|tudo da errado|chorando todo dia|choro todo dia|choro todas as noites|nao paro de chorar|nao durmo|nao consigo dormir|nao como|nao tenho comido|sem vontade de nada|sem animo|destruid[oa]|arrasad[oa]|acabad[oa]|no limite|surtando|surtei|crise de ansiedade|ansiedade|ataque de panico|crise de panico|sofrendo|sofro muito|dor no peito de tristeza|nao suporto|insuportavel|perdid[oa]|sem rumo|sem saida|preso|presa|perdi (?:tudo|meu emprego|o emprego|minha mae|meu pai)|em pedacos|quebrad[oa] por dentro|mal pra caramba|muito mal|to mal|estou mal|tou mal|na fossa|de rastos|na merda|desgracad[oa]",
    ),
  ],
  // Life events that 988, AFSP and the WHO list as risk factors (a job, a partner, money or a home
  // lost, failing, no sleep): with a plain question about means they make it a crisis.
  stressors: p(
    "perdi (?:o|meu|o meu|a|minha|a minha) (?:emprego|trabalho|casa|negocio|empresa)|perdi tudo|(?:fui|me) (?:demitido|demitida|despedido|despedida|mandaram embora|mandado embora)|(?:me|ele me|ela me|meu namorado me|minha namorada me|meu marido me|minha mulher me) (?:largou|deixou|abandonou|trocou)|(?:pediu|quer) o divorcio|divorcio|(?:faliu|falencia|quebrou)|despejo|despejado|despejada|(?:cheio|cheia|afogado|afogada) de dividas|dividas|endividado|endividada|(?:reprovei|reprovado|reprovada|bombei|chumbei)|nao (?:durmo|dormi|consigo dormir)|ninguem (?:percebe|nota|repara)",
  ),
  meansCue: p(
    "quant[oa]s?|quanto tempo|em quanto tempo",
    "(?:qual|quais|que) (?:(?:e|sao|seria|seriam) )?(?:a |o |os |as )?(?:altura|dose|quantidade|andar|andares|remedio|remedios|comprimido|veneno|no|metodo|forma|jeito|maneira|ponte|predio|mais rapido|mais rapida|mais facil|menos dolorid[oa]|mais eficaz|mais perigos[oa]|mais forte|melhor jeito|melhor forma)",
    "(?:a partir de|de) (?:que|qual|quantos) (?:andar|altura|metros)",
    "(?:dose|quantidade) (?:letal|lethal|mortal|maxima|toxica|perigosa|fatal)",
    "como (?:se|posso|faco|fazer|faz|eu|alguem|uma pessoa|e que|morrer|se matar|me matar|matar me)",
    "(?:e|sao|seria|sera|seriam) (?:suficiente|suficientes|mortal|letal|lethal|fatal|seguro|facil|rapido|doloroso|dolorosa|perigoso|perigosa)",
    "(?:basta|bastam|bastaria|precisa|precisam|precisaria|precisa de|e preciso|sao precisos)(?= )",
    "onde (?:posso|consigo|compro|comprar|arranjo|arranjar|vende|vendem|encontro|acho)(?= )",
    "(?:da|daria|consegue|consigo|conseguiria) (?:pra|para) (?:morrer|matar|nao acordar)|sem receita|sem ninguem (?:perceber|saber|notar)",
    "(?:mata|matam|mataria|morre|morreria|sobrevive|sobreviveria|sobreviver)(?= |$)|e certeza (?:que|de que) (?:morre|nao sobrevive)|(?:nao )?sobrevive",
    "sem dor|indolor|nao doi|nao doer|doi muito|rapido e sem",
    "(?:mais|menos) (?:rapido|rapida|facil|eficaz|seguro|segura|letal|lethal|mortal|perigoso|perigosa|forte|alto|alta|dolorid[oa])|melhor (?:jeito|forma|maneira|metodo)",
    "o que (?:acontece|aconteceria|acontecia) se|(?:da|daria|consigo) (?:pra|para) morrer (?:de|com|tomando|se)|(?:morre|mata|morreria|mataria) se|se eu tomar|posso morrer (?:de|se|com|tomando)",
    "\\?",
  ),
  meansWord: p(
    "{PILLS}|passarela|(?:aguentar|aguenta|suportar|suporta|segurar|segura) o peso de (?:uma pessoa|um homem|um adulto|um corpo)|overdose|sobredosagem|dose|doses|lethal|letal|mortal|fatal|figado|rins|rim|coracao para|parar o coracao|ponte|pontes|viaduto|predio|predios|edificio|telhado|laje|sacada|varanda|janela|andar|andares|altura|queda|cair|pular|saltar|me jogar|se jogar|jogar|trem|trens|comboio|linha do trem|trilho|trilhos|metro|plataforma|corda|no de forca|no corredio|laco|forca|enforcar|enforcar se|cinto|arma|armas|revolver|pistola|espingarda|bala|balas|tiro|veneno|chumbinho|raticida|agua sanitaria|candida|qboa|lixivia|cloro|amonia|soda caustica|inseticida|monoxido|carvao|gas|veias|pulso|pulsos|arteria|lamina|laminas|gilete|estilete|navalha|sangrar|sangrar ate|afogar|afogamento|afogar se|rio|mar|represa|agua gelada|hipotermia|morrer|morir|morrendo|matar|se matar|me matar|morte|sobreviver|sobrevive|suicidar|suicidio|indolor|sem dor|asfixia|sufocar|helio|saco plastico",
  ),
  benignPurpose: p(
    // Session 12: a dose asked for a child with their age, weight or fever; a sport.
    "(?:meu|minha|pro meu|pra minha) (?:filho|filha|bebe|nene|sobrinho|sobrinha|pequeno|pequena)(?: [a-z0-9]+){0,8} (?:febre|kg|quilos|pesa|anos|meses|dor de ouvido|gripe)|[0-9]+ ?(?:kg|quilos)|(?:pra|para) (?:crianca|criancas|bebe|meu filho|minha filha)|paraquedista|paraquedismo|salto livre|mergulho|escalada",
    "(?:pra|para|pro) (?:(?:um|uma|o|a|os|as|meu|minha|esse|essa|este|esta) )?(?:prova|provas|trabalho|tcc|aula|curso|faculdade|facul|escola|colegio|materia|exame|teste|projeto|viagem|blog|artigo|livro|romance|conto|roteiro|tese|dissertacao|apresentacao|seminario|estagio|pesquisa|farmacologia|enfermagem|quiz|trivia|video|foto|fotos|trilha|escalada|passeio|turismo|ferias|redacao|vestibular|enem|concurso|residencia)",
    "(?:sou|como|trabalho como) (?:(?:um|uma) )?(?:enfermeir[oa]|farmaceutic[oa]|medic[oa]|estudante|veterinari[oa]|socorrista|tecnic[oa] de enfermagem|cuidador[a]?|salva vidas|nadador salvador|escritor[a]?|jornalista|engenheir[oa]|arquitet[oa]|guia|professor[a]?|bombeir[oa]|policial|fotografo|fotografa|alpinista|escalador[a]?)",
    "por curiosidade|so curiosidade|pura curiosidade|curiosidade mesmo|pergunta aleatoria|pergunta boba|sempre quis saber|sempre me perguntei|fiquei curios[oa]",
    "(?:meu|minha|o meu|a minha) (?:cachorro|cadela|gato|gata|pet|hamster|coelho|papagaio)(?: [a-z]+){0,5} (?:comeu|engoliu|tomou|precisa|toma|receitaram|o veterinario)",
    "(?:no|pro|para o) (?:meu )?trabalho|no (?:hospital|plantao|posto de saude)|na (?:farmacia|drogaria)|(?:o|a|meu|minha) (?:medic[oa]|doutor[a]?|psiquiatra) (?:me )?(?:receitou|passou|mandou|disse)",
  ),
  timing: p(
    "hoje|hj|hoje a noite|hj a noite|hoje de noite|hj de noite|esta noite|essa noite|amanha|amn|amnh|depois de amanha|esse fim de semana|este fim de semana|esse fds|neste fds|no fds|no (?:domingo|sabado)|(?:na|nesta|nessa) (?:segunda|terca|quarta|quinta|sexta)(?: feira)?|agora|agr|agora mesmo|daqui a pouco|daqui a [0-9]+ (?:horas|minutos|min)|mais tarde|essa semana|esta semana|semana que vem|depois da aula|depois do trabalho|depois da janta|depois do jantar|quando (?:todos|todo mundo|meus pais|a minha familia|eles|ela|ele) (?:dormirem|dormir|sairem|sair|forem)|antes de (?:eles|todos|minha mae|meu pai) (?:chegarem|chegar|acordarem|voltarem)|a meia noite|de madrugada|no meu aniversario|no natal|no ano novo|ate o fim do mes|no fim do mes|em breve|logo logo",
  ),
  safeNow: [
    p(
      "(?:ja )?(?:to|estou|tou|me sinto|fico|ficarei|vou ficar) (?:(?:{ADV}) )*(?:segur[oa]|a salvo|fora de perigo|mais calm[oa]|mais tranquil[oa]|melhor agora|bem agora|bem de verdade|bem serio|mais estavel|melhor)(?! (?:pra|para) (?:morrer|me matar|fazer))",
      "(?:agora|ja) (?:(?:{ADV}) )*(?:to|estou|tou|me sinto) (?:(?:{ADV}) )*(?:bem|melhor|segur[oa]|calm[oa]|tranquil[oa])",
      "(?:liguei|ligamos|falei|conversei|mandei mensagem|contei|chamei|entrei em contato) (?:(?:{ADV}) )*(?:pro|para o|pra|para a|com o|com a|com|pra minha|pro meu|ao|a|no|na) (?:cvv|188|192|190|112|samu|sns 24|sns24|808 24 24 24|sos voz amiga|emergencia|pronto socorro|hospital|linha|minha psicologa|meu psicologo|minha psiquiatra|meu psiquiatra|minha terapeuta|meu terapeuta|minha mae|meu pai|minha irma|meu irmao|minha amiga|meu amigo|meu namorado|minha namorada|meu marido|minha mulher|minha tia|minha avo|alguem|a minha mae|o meu pai|a minha psicologa|o meu psicologo|medico|medica|minha medica|meu medico)",
      "(?:minha|meu|a minha|o meu|uma|um) (?:mae|pai|irma|irmao|amiga|amigo|namorado|namorada|marido|mulher|esposa|esposo|familia|tia|tio|avo|vizinha|vizinho|colega|psicologa|psicologo) (?:(?:{ADV}) )*(?:ta|esta|tá|vai ficar|fica|ficou|vem|ta vindo|esta a caminho|ta a caminho|chegou|vai dormir) (?:(?:{ADV}) )*(?:aqui|comigo|pra ca|a caminho|aqui comigo|junto comigo)",
      "(?:ele|ela|eles) (?:(?:{ADV}) )*(?:vai ficar|fica|ficou|vao ficar) comigo",
      "(?:to|estou|tou) (?:(?:{ADV}) )*(?:com|na casa d[aeo]) (?:minha|meu|meus|minhas|uma|um) (?:mae|pai|irma|irmao|amiga|amigo|amigas|amigos|familia|namorado|namorada|avo|avos|tia|tios)",
      "(?:to|estou|tou) (?:(?:{ADV}) )*(?:no|na) (?:hospital|pronto socorro|upa|emergencia|urgencia|posto de saude|centro de saude|clinica)|(?:ja )?(?:me )?(?:atenderam|socorreram|costuraram|deram pontos|fizeram lavagem)",
      "nao (?:(?:{ADV}) )*vou fazer (?:nada|nenhuma besteira|besteira)|(?:prometo|juro) (?:que )?nao (?:vou fazer|faco) nada",
      "(?:ja )?(?:passou|passaram|foi embora) (?:(?:{ADV}) )*(?:a vontade|o impulso|a crise|o pior|a pior parte)",
      "(?:joguei fora|dei (?:pra|para) (?:minha|meu)|entreguei|tranquei|descartei) (?:(?:{ADV}) )*(?:os|as|meus|minhas|todos os|todas as|a|o) (?:remedios|comprimidos|laminas|gilete|corda|faca|arma)",
      "^mais (?:calm[oa]|tranquil[oa]|segur[oa]|estavel)(?: (?:agora|ja|de verdade|obrigad[oa]))?$",
      "tenho (?:(?:{ADV}) )*(?:consulta|sessao) (?:com|amanha|na|no|marcada)",
    ),
  ],
};
