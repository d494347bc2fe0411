// Portuguese words for the safety concepts (concepts.ts), Brazil and Portugal. Normalised as the
// rules read them: lower case, accents folded ("não" → "nao", "mãe" → "mae", "tô" → "to"), hyphens
// gone ("matar-me" → "matar me", "mato-o" → "mato o"), no punctuation; the speller's rewrites
// ("morreu"/"morre" → "morrer", "morri" → "morir", "pastilhas" → "pastillas", "medicamentos" →
// "medicaments", "suicida" → "suicide") are listed too. Kept by meaning, not copied from any
// message. "vou morrer" is fear more often than intent, and "morrer" after a person ("minha avó
// morreu") is someone else's death: the die words avoid both.
import type { ConceptWords } from "../concepts.ts";

// Grown-ups who can hurt, after a possessive or article.
const ADULT =
  "namorado|namorada|marido|esposo|esposa|mulher|companheiro|companheira|noivo|noiva|ex|ex namorado|ex namorada|ex marido|ex mulher|ficante|boy|parceiro|parceira|pai|mae|padrasto|madrasta|pais|tio|tia|avo|irmao|irma|primo|prima|cunhado|cunhada|sogro|sogra|chefe|patrao|patroa|professor|professora|stor|stora|treinador|treinadora|cuidador|cuidadora|senhorio|senhoria|vizinho|vizinha|padre|pastor|gajo|homem";
const ADULT_BARE =
  "namorado|marido|esposo|padrasto|madrasta|sogro|sogra|chefe|patrao|patroa|ficante|gajo|ex namorado|ex marido";
const DET =
  "meu|minha|meus|minhas|seu|sua|seus|suas|teu|tua|o|a|os|as|do|da|dos|das|ao|um|uma|o meu|a minha|o teu|a tua|esse|essa|aquele|aquela";
// Not violence: "me bateu uma saudade", "bate na porta", "me empurra pra frente".
const NOT_HIT =
  "(?! (?:uma?|a|o) (?:saudade|tristeza|vontade|fome|sono|bad|depre|desespero|ansiedade|medo|panico|duvida|preguica|nostalgia|raiva|culpa|insonia)| saudade| (?:a|na) porta| papo| cartao| ponto| bem| mal| pra frente| a frente| palma| o carro| o recorde| bola| cabeca)";
// Hurting verbs with the doer in them (third person): present, preterite, imperfect.
const HIT_VERBS =
  "bate|batia|bateu|batem|bateram|batiam|espanca|espancava|espancou|espancaram|agride|agredia|agrediu|empurra|empurrava|empurrou|chuta|chutava|chutou|soca|socava|socou|esmurra|esmurrou|estapeia|estapeou|esbofeteia|esbofeteou|enforca|enforcava|enforcou|esgana|esganava|esganou|estrangula|estrangulou|sacode|sacudiu|chacoalha|chacoalhou|cospe|cuspiu|estupra|estuprou|estuprava|estupraram|violenta|violentou|violentava|abusa|abusava|abusou|maltrata|maltratava|maltratou|molesta|molestou|apalpa|apalpou|apalpava|bolina|bolinou";
// Acts with their victim in them: "puxou meu cabelo", "deu-me uma chapada" → "deu me uma chapada".
const HIT_ACTS =
  "queimou (?:me )?com|queimava (?:me )?com|arrastou (?:me )?pelo cabelo|puxou (?:o )?meu cabelo|puxa (?:o )?meu cabelo|puxava (?:o )?meu cabelo|apertou (?:o )?meu pescoco|aperta (?:o )?meu pescoco|apertava (?:o )?meu pescoco|jogou (?:me )?(?:contra a parede|no chao|na parede)|atirou (?:me )?(?:contra a parede|no chao)|(?:da|deu|dava|dao|deram)(?: me| lhe)? (?:tapas|um tapa|uma tapa|socos|um soco|murros|um murro|chutes|um chute|pontapes|um pontape|porrada|uma surra|surras|uma sova|cintadas|bofetadas|uma bofetada|um estalo|uma estalada|estaladas|uma chapada|chapadas|uma tareia|tareia|um empurrao)";
// The person hit: "bate no meu irmãozinho", "bateu na minha mãe".
const VICTIM =
  "em mim|na minha cara|no meu rosto|nele|nela|neles|nelas|(?:n[oa]s?|em) (?:(?:meu|minha|meus|minhas|seu|sua|seus|suas) )?(?:crianca|criancas|bebe|menino|menina|meninos|meninas|miudo|miuda|miudos|filho|filha|filhos|filhas|irmaozinho|irmazinha|irmao|irma|irmaos|mae|pai|avo|sobrinho|sobrinha|enteado|enteada|mulher|esposa|namorada|cachorro|gato)";
// Medicines and poisons, brands included (Brazil and Portugal).
const PILLS =
  "remedios|remedio|comprimidos|comprimido|pastillas|pilulas|capsulas|medicaments|calmantes|antidepressivos|ansioliticos|soniferos|tarja preta|rivotril|clonazepam|diazepam|alprazolam|lorazepam|zolpidem|fluoxetina|sertralina|paracetamol|dipirona|ibuprofen|tylenol|benuron|brufen|insulin|morfina|fentanil|tramadol|litio|potassio|cloreto de potassio";
const POISON = "agua sanitaria|lixivia|veneno|chumbinho|raticida|soda caustica|desinfetante|inseticida|candida";
// Killing and hurting verbs aimed at someone else.
const HARMV =
  "matar|mato|mata|assassinar|esfaquear|envenenar|estrangular|espancar|machucar|ferir|atropelar|bater em|atirar em|dar um tiro (?:em|no|na)";
// Wanting: not "não quero …" (a denial or "nope") nor "ele ia me matar" (his act, not my wish).
const NOT_NEG = "(?<!(?:^| )(?:nao|nunca|jamais|nem|ele|ela|eles|elas|voce|vc) (?:me |te |o |a |lhe |se )?)";
const WANT =
  "quero|qro|qero|kero|queria|qria|quis|quisesse|quiser|desejo|desejaria|preciso|precisava|tenho vontade de|tinha vontade de|to com vontade de|tou com vontade de|estou com vontade de|tava com vontade de|vontade de|da vontade de|me da vontade de|da me vontade de|sinto vontade de|apetece me|me apetece|apetecia me|tentad[oa] a|a tentacao de|o impulso de|vou|vo|eu vou|eu ia|estou prestes a|prestes a|to quase|pront[oa] (?:para|pra)|decidi|resolvi|to decidid[oa] a|decidid[oa] a|planejo|planejando|planeio|planeando|penso em|pensando em|pensei em|pensava em|to pensando em|estou a pensar em|ando a pensar em|nao paro de pensar em|so penso em|sonho em|fico imaginando|me imagino|tentar|tentei|tento|prefiro|preferia|gostaria de|tomara que|tomara|quem dera|oxala|so queria|seria melhor|estaria melhor|era melhor|(?:tudo )?seria (?:tudo )?mais facil|^mais facil(?= (?:se|sem))|adoraria|amaria|seria um alivio|seria um descanso|voltei a|volto a|voltando a";

export const ptConcepts: ConceptWords = {
  self: ["eu|me|mim|meu|minha|meus|minhas|comigo|eu mesm[oa]|to|tou|estou|sou|tenho|tava|estava"],
  other: [
    "ele|ela|eles|elas|dele|dela",
    `(?:${DET}) (?:novo |nova )?(?:${ADULT})s?`,
    `(?:${ADULT_BARE})`,
    "(?:o|um|esse|aquele) (?:cara|homem|senhor|desconhecido|sujeito|gajo)|(?:o|esse|aquele) tipo(?! de)|(?:o|a) (?:namorado|namorada|marido|companheiro) da minha (?:mae|irma)",
    // The doer is in the verb: "me bateu", "me empurrava".
    `(?:me|nos) (?:${HIT_VERBS})${NOT_HIT}|(?:${HIT_VERBS}) (?:me|nos)${NOT_HIT}|${HIT_ACTS}`,
  ],
  child: [
    "(?:o|a|os|as|um|uma|meu|minha|meus|minhas|seu|sua|do|da|no|na|pro|pra|ao|esse|essa) (?:bebe|bebes|nenem|nene)|bebezinho|bebezinha|recem nascid[oa]s?",
    "crianca|criancas|criancinha|menino|menina|meninos|meninas|garotinho|garotinha|miudo|miuda|miudos|miudas|miudinho|miudinha|guri|guria|gurizinho|gurizinha|piazinho|moleque|molecada|petiz|irmaozinho|irmazinha|irmaozinhos|sobrinho|sobrinha|sobrinhos|neto|neta|netos|enteado|enteada|aluno|aluna|alunos|alunas",
    "(?:meu|minha|meus|minhas|o|a|os|as|seu|sua|seus|suas) (?:filho|filha|filhos|filhas|pequeno|pequena|pequenos|pequenas|filhote|irmao mais novo|irma mais nova|irmao cacula|irma cacula|irmaos mais novos)",
    "(?:tem|tinha|com) (?:so |apenas )?(?:[1-9]|1[0-4]|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze) (?:anos|aninhos|meses|mesinhos|semanas)(?! (?:que|de (?:casad|namoro|empresa|trabalho|relacionamento)|atras))",
    "(?<!(?:^| )(?:depois|antes|ha|mais|menos|cerca|uns|durante|cada|apos|namoro|casados|juntos) )de (?:[1-9]|1[01]|um|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze) (?:meses|mesinhos|semanas|aninhos)(?! (?:de (?:casad|namoro|empresa|trabalho)|atras|juntos))",
  ],
  minor: [
    "tenho (?:so |apenas |acabei de fazer )?(?:[5-9]|1[0-7]|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete) anos",
    "tenho (?:so |apenas )?(?:[5-9]|1[0-7])(?= ?$| (?:e|mas|sou|meu|minha|me|nao|to|tou|estou|moro|vivo)(?: |$))",
    "sou (?:menor(?: de idade)?|uma crianca|um menino|uma menina|um adolescente|uma adolescente|um miudo|uma miuda)",
    "(?:to|tou|estou|ando|estudo) no (?:[1-9]o? ano|(?:ensino )?fundamental|ensino medio|secundario|[1-3]o? ciclo|sexto ano|setimo ano|oitavo ano|nono ano|primeiro ano|segundo ano)|(?:to|tou|estou|ando) na (?:escola primaria|primaria|quinta serie|sexta serie|setima serie|oitava serie)",
  ],
  want: [`${NOT_NEG}(?:${WANT})`],
  die: [
    "morrer(?<!(?:^| )(?:vou|vai|vamos|vao|ia|iam|iamos|va|a|o|ele|ela|eles|elas|dele|dela|deles|delas|voce|vc|ninguem|alguem|gente|pessoa|avo|vo|vovo|pai|mae|tio|tia|irmao|irma|primo|prima|amigo|amiga|filho|filha|cachorro|cachorra|gato|gata|marido|esposa|namorado|namorada|paciente|antes de|depois de|quando|ja|quase) morrer)(?! (?:de|d|do|da|por|pra ver|na praia|no jogo))",
    "me matar|matar me|se matar|me mate|me matasse|eu morra|eu morresse|que eu morra",
    "estar mort[oa]|estivesse mort[oa]|melhor mort[oa]|mort[oa] de vez|a minha morte|minha morte|minha propria morte|meu funeral|meu enterro|meu velorio|(?<!(?:^| )(?:penso|pensando|pensei|pensar|falar|falando|falamos|ler|lendo|escrever|sobre|de|medo da|medo de|na|em) )a morte(?= ?$)",
    "nao existir|deixar de existir|parar de existir|nao estar (?:mais )?(?:aqui|viv[oa]|neste mundo|nesse mundo)|nao ter nascido|nunca ter nascido|nao tivesse nascido|nunca tivesse nascido|nao existisse",
    "sumir (?:para sempre|pra sempre|do mapa|de vez|deste mundo|desse mundo|e nunca mais voltar)|desaparecer (?:para sempre|pra sempre|de vez|deste mundo|desse mundo|e nunca mais voltar)|ir embora (?:para sempre|pra sempre|deste mundo|desse mundo|desta vida|dessa vida)|sair (?:deste|desse) mundo|deixar (?:este|esse) mundo|partir (?:desta|dessa) (?:pra|para) (?:melhor|outra)",
    "nao acordar(?! (?:cedo|tarde|a tempo|as|antes|o|a|ele|ela|meu|minha|pra|para))|nunca mais acordar|nao acordar mais|nao acorde|nao acordasse|nao acordo (?:mais|amanha)|dormir (?:para sempre|pra sempre|e nao acordar|e nunca mais acordar)|descansar (?:para sempre|pra sempre|em paz)",
    "acabar com (?:tudo(?! (?:o|a|os|as|isso|isto|de|do|da|que|aquilo))|a minha vida|minha vida|o meu sofrimento|meu sofrimento|isso de vez)|dar um fim (?:a tudo|em tudo|na minha vida|a minha vida)|por (?:um )?fim a (?:tudo|minha vida|a minha vida)|que tudo acabe|tudo acabar|acabe tudo|tudo acabasse|acabasse tudo|tudo terminasse|acabar de vez",
    "(?:um|o) (?:carro|caminhao|camiao|onibus|autocarro|trem|comboio) me (?:atropele|atropelasse|pegue|pegasse)|ser atropelad[oa]|me (?:der|desse|de) um (?:infarto|ataque cardiaco|treco)|deus me leve|deus me levasse|deus me leva(?= ?$| logo| de vez| embora)",
  ],
  selfkill: [
    // Portuguese forms only: English "suicide"/"suicidal" (also the speller's "suicida"/"suicidas")
    // need a Portuguese word before them, or English text would skip its third-person check.
    "suicid(?:io|ios|ar|ou|ei|aram|ando|aria|arei|asse|ar me|ando me|ar se)|(?:sou|ser|estou|to|tou|me sinto|ando|e|era|tao|muito|pensamentos|pensamento|ideias|ideia|ideacao|tendencias|comportamento|tentativa|impulsos|crise|carta|bilhete|meio|um pouco|fico) (?:suicide|suicidal)|sucid(?:io|ar|a)|suissid\\p{L}*|autoextermin\\p{L}*|auto extermin\\p{L}*|me (?:auto )?exterminar",
    "tirar (?:a )?minha (?:propria )?vida|tirar a propria vida|me tirar a vida|tirar me a vida|tirei a minha vida|tirar a vida a mim",
    "(?:me|se) enforcar|enforcar me|me enforco|me envenenar|envenenar me|me afogar (?:no|na|em)|afogar me (?:no|na|em)|cortar (?:os )?(?:meus )?pulsos|cortei (?:os )?(?:meus )?pulsos|cortar os meus pulsos|me dar um tiro|dar me um tiro|dar um tiro na (?:minha )?(?:cabeca|boca)|estourar os (?:meus )?miolos|meter uma bala na cabeca",
    "(?:(?:me|se) (?:jogar|atirar|lancar|jogo|atiro)|(?:jogar|atirar|lancar) me|pular|saltar) (?:da|de|do|na|no|pela|pelo|de cima d[oa]|do alto d[oa]|em frente (?:ao|do|da)|na frente (?:do|da|de)|debaixo d[oa]|para debaixo d[oa]|pra baixo d[oa]|para a linha do|pra linha do) (?:a |o |um |uma |esse |essa )?(?:ponte|viaduto|predio|edificio|janela|sacada|varanda|telhado|laje|terraco|penhasco|precipicio|falesia|trilhos|linha do trem|linha do comboio|trem|comboio|metro|carro|carros|caminhao|camiao|onibus|autocarro|andar)",
    "tomar (?:a caixa (?:toda|inteira)|a cartela (?:toda|inteira)|o frasco (?:todo|inteiro)|todos de uma vez|todos os (?:remedios|comprimidos) de uma vez)",
  ],
  life: [
    "vida(?! (?:social|saudavel|noturna|profissional|academica|amorosa|sexual|financeira|util|pessoal|real|fitness|a dois|de (?:casad[oa]|solteir[oa]|estudante|rico|cao)|boa|loca|louca|mansa|adulta))",
    "viver(?! (?:sem (?:ele|ela|voce|vc|ti|voces|meu|minha|o|a)|em|no|na|nos|nas|com|aqui|ali|la|junt[oa]s|sozinh[oa]|perto|longe|fora|de aluguel|a experiencia|o momento|bem|num|numa))|vivendo(?! (?:em|no|na|com|aqui|ali|la|junt|sozinh|de|fora|perto))|continuar viv[oa]|estar viv[oa]|seguir viv[oa]|continuar vivendo|seguir vivendo|to viv[oa]|estou viv[oa]",
    "existir|existindo|existencia|nesse mundo|neste mundo|esse mundo|este mundo|mais um dia|outro dia (?:assim|igual)",
    "continuar(?! (?:com|no|na|nos|nas|nesse|nessa|neste|nesta|naquele|naquela|nisso|nisto|aqui|la|ali|num|numa|a |o |os |as |estudando|trabalhando|tentando|esperando|fazendo|lendo|vendo|jogando|falando|saindo|sendo|pagando|procurando|aprendendo|a estudar|a trabalhar))|seguir em frente|seguir adiante|seguir(?= ?$)|aguentar (?:essa|esta) vida|acordar(?! (?:cedo|tarde|as|antes|a tempo|o|a|ele|ela|meu|minha|pra|para))|levantar da cama|levantar de manha",
  ],
  nope: [
    "nao (?:vejo|tem|tenho|encontro|acho|ha|existe) (?:mais |nenhum |nenhuma |um |uma )?(?:sentido|razao|razoes|motivo|motivos|porque|proposito)|sem sentido|nada faz sentido|nao faz (?:mais )?sentido|qual (?:e )?o sentido|que sentido (?:tem|faz)|de que (?:adianta|serve)|nao adianta|nao vale (?:mais )?a pena|nao compensa",
    "(?:ja )?nao (?:aguento|suporto)(?: mais)?|(?:ja )?nao (?:consigo|dou conta|tenho forcas?) mais|ja nao (?:consigo|dou conta)|to no limite|cheguei no limite|cheguei ao limite",
    "cansad[oa]s? (?:de|da|do|dessa|desta|desse|deste|disso|disto|dos|das)|cansei (?:de|da|do|dessa|desta)|fart[oa]s? (?:de|da|do|dessa|desta|desse|disto|disso)|exaust[oa] (?:de|da|do|dessa)|de saco cheio (?:de|da|do|dessa)",
    "desisti (?:de|da|do)|desistir (?:de|da|do)|vou desistir|quero desistir|me rendo|jogar a toalha|joguei a toalha|perdi a vontade de|sem vontade de|nao tenho (?:mais )?vontade de|sem forcas? (?:pra|para)",
    "sem futuro|nao tenho futuro|nao ha futuro|nao (?:vejo|tenho) (?:um |nenhum )?futuro|sem saida|nao tem saida|nao ha saida|nao (?:me )?resta nada|nada me prende|sem esperanca|perdi (?:a |toda a |toda )?esperanca|nada importa",
    "nao (?:quero|qro|queria|desejo|tenho vontade de|mereco|devia|deveria)(?= (?:mais )?(?:viver|continuar|existir|acordar|estar viv|seguir|essa vida|esta vida|minha vida|a vida|levantar))",
    "(?:pra|para) que(?= (?:viver|continuar|existir|acordar|levantar|eu vivo|to viv|estou viv|nasci|lutar|seguir))",
    // "não quero | mais viver" is split before "mais": the tail still says it.
    "^mais(?= (?:viver|essa vida|esta vida|existir|acordar|continuar|a vida|estar viv|sentido|razao|motivo|motivos|vontade de|forcas?))",
  ],
  farewell: [
    "(?:escrevi|escrevendo|to escrevendo|estou escrevendo|estou a escrever|deixei|deixando|vou deixar|deixo|terminei) (?:uma |umas |a |as |minha |minhas |um |uns |o |os |meu |meus )?(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens) (?:de despedida )?(?:para|pra|pro|pros|pras|a|ao|aos|as) (?:minha|meu|meus|minhas|todos|cada|familia|mae|pai|filhos|ele|ela)",
    "(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens) de despedida|(?:carta|cartas) (?:pra|para|pro|pros|pras|a|ao|aos) (?:minha|meu|meus|minhas) (?:mae|pai|familia|filhos|filhas|filho|filha|irma|irmao|namorad[oa]|esposa|marido|melhor amig[oa])",
    "onde (?:vao|vai) me (?:encontrar|achar)|onde me (?:encontrem|achem)",
    "(?:dei|doei|to doando|estou doando|estou a dar|dando|vou dar|doando|distribui) (?:quase )?(?:todas |todos |a maioria d)?(?:as |os )?(?:minhas|meus) (?:coisas|roupas|livros|jogos|pertences|plantas|bichos|discos|joias|economias|tralha)",
    "(?:o|meu|minha|a) ultim[oa] (?:dia|mensagem|post|adeus|por do sol)(?! (?:de|da|do|na|no|em|antes d[ao]) (?:a |o |as |os )?(?:aula|aulas|ferias|trabalho|escola|faculdade|curso|semana|mes|ano|contrato|estagio|viagem|verao|emprego|empresa))|(?:a|minha) ultima noite(?! (?:de|da|do|na|no|em) (?:a |o )?(?:ferias|viagem|trabalho|festa|verao|semana))",
    "me despedir (?:de todos|de voces|para sempre|pra sempre)|me despeco de (?:todos|voces)|me despedindo de (?:todos|voces)|ja me despedi (?:de todos|de todo mundo|dos meus amigos|das minhas amigas|da minha familia)|(?:adeus|tchau) (?:pra sempre|para sempre|a todos|mundo)|isso e um adeus|e uma despedida",
    "(?:deixar|deixei|deixando|pus|coloquei|to deixando) (?:tudo|minhas coisas|meus papeis|as minhas coisas) (?:em ordem|organizad[oa]s?|arrumad[oa]s?|resolvid[oa]s?)|(?:fiz|escrevi) (?:o |meu |um )?testamento",
    "(?:cuida|cuidem|cuide|cuidar) (?:bem )?(?:do meu|da minha|dos meus|das minhas) (?:cachorro|cadela|gato|gata|cachorra|filhos|filhas|plantas|pet|bichos) (?:por mim|quando (?:eu )?nao estiver|quando eu (?:for|partir|morrer))",
    "quando eu (?:ja )?nao estiver (?:mais )?(?:aqui|ai|ca)|quando eu (?:ja )?nao existir|quando eu partir|depois que eu (?:partir|morrer|me for)|quando eu (?:morrer|morir)",
    "(?:ficariam|ficarao|vao ficar|estariam|estarao|estaria|seriam|ficaria|viveriam) (?:bem )?melhor(?:es)? sem mim|melhor sem mim|ninguem (?:vai|iria|ia) (?:sentir (?:a )?minha falta|sentir falta|notar se|perceber se|ligar se)|ninguem sentiria (?:a )?minha falta|ninguem ia sentir (?:a )?minha falta|se eu (?:morresse|morrer|sumisse|sumir|desaparecesse|nao estivesse (?:mais )?aqui|me matasse)(?: [a-z]+){0,2} ninguem (?:ia|iria|vai) (?:ligar|notar|perceber|sentir falta|se importar)",
    "(?:sou|me sinto) (?:um|uma) (?:peso|fardo|estorvo) (?:pra|para|na vida)|deixar de ser (?:um )?(?:peso|fardo)|nao (?:vou|vou mais) ser (?:um )?(?:peso|fardo)|(?:seria|sera) (?:um alivio|um descanso|uma libertacao|melhor) (?:pra|para) (?:todos|todo mundo|toda a gente|minha familia|eles)",
    "(?:finalmente|enfim) (?:em paz|tranquil[oa])|em paz com (?:a minha|minha) decisao",
    "(?:desculpa|desculpem|perdao|me perdoem|perdoem me) por tudo(?= ?$| (?:amo voces|amo vcs|mae|pai|a todos))",
  ],
  plan: [
    "(?:ja tenho|escolhi|marquei|defini) (?:a |uma )?data(?! (?:d[aoe]|pra (?:a|o) (?:prova|casamento|viagem|mudanca|cirurgia|festa)))",
    "(?:escolhi|ja tenho|ja sei) (?:a|qual) (?:ponte|predio|metodo)|(?:escolhi|ja tenho) (?:o|um) (?:dia|lugar|momento) (?:pra fazer|para fazer|onde vou fazer)",
    "(?:juntando|juntei|guardando|guardei|acumulando|acumulei|escondendo|economizando|estocando|estoquei|separando|separei|contando|contei|tenho guardad[oa]s|tenho escondid[oa]s|to juntando|to guardando|ha (?:[a-z0-9]+ )?(?:meses|semanas|dias) (?:que )?(?:guardo|junto|acumulo)) (?:os |as |meus |minhas |uns |umas |varios |varias |muitos |muitas |todos os |todas as )?(?:remedios|comprimidos|pastillas|pilulas|capsulas|medicaments|calmantes|antidepressivos|soniferos|rivotril|clonazepam|paracetamol|insulin|corda|lamina|laminas|gilete|giletes|veneno|chumbinho|balas)",
    "(?:comprei|to comprando|consegui|arranjei|arrumei) (?:uma |a |um |o |as |os )?(?:corda|veneno|chumbinho|arma|revolver|pistola|balas|carvao|helio)(?! (?:pra|para) (?!(?:fazer isso|morrer|me matar|me enforcar|acabar)))",
    "(?:comprei|consegui|arranjei) (?:varias |muitas |um monte de |(?:[2-9]|duas|tres|quatro|cinco) (?:caixas|cartelas) de |caixas de |cartelas de )(?:remedios|comprimidos|pastillas|medicaments|calmantes|soniferos|paracetamol)",
    "(?:os |as |meus |minhas )?(?:remedios|comprimidos|pastillas|medicaments|corda|laminas|arma) (?:ja )?(?:estao|esta|tao|ta) (?:prontos|prontas|pronta|pronto|separados|separadas|contados|contadas|escondidos|escondida|na gaveta|na mochila|na bolsa|no quarto)",
    "(?:pra|para|que) pare[cs]a (?:um )?acidente|nao foi (?:um )?acidente",
    "ja (?:decidi|tomei a decisao|esta decidido|ta decidido)(?= ?$)|minha decisao (?:esta|ta) tomada|sei onde (?:o meu pai|meu pai|a minha mae|minha mae|meu avo|ele|ela) (?:guarda|esconde|deixa) (?:a arma|o revolver|os remedios|os comprimidos|a chave)|(?:parei|deixei) de tomar (?:a |minha |os meus |meus )?(?:insulin|remedios|medicaments|comprimidos) (?:de proposito|pra|para|aposta)",
    "(?:pesquisei|pesquisando|procurei|procurando|googlei|li sobre|vendo|vi|calculando|calculei) (?:na internet |no google )?(?:quant[oa]s (?:remedios|comprimidos|pastillas|andares)|a dose (?:letal|lethal|fatal)|qual a dose|metodos|formas de (?:morrer|me matar|suicidio)|jeitos de (?:morrer|me matar)|como (?:morrer|me matar|se matar|fazer um no))",
    "(?:calculando|calculei|calcular|fiz as contas d[aoe]) (?:a )?(?:dose|quantidade)(?: [a-z]+){0,4} (?:pra|para) mim",
    // Means at hand is a step taken: "com a arma no colo", "com os comprimidos na mão".
    "com (?:a|uma|o|os|as) (?:arma|revolver|pistola|corda|lamina|gilete|remedios|comprimidos|pastillas|veneno)(?: d[oa] (?:meu|minha) [a-z]+)? (?:no colo|na mao|nas maos|do meu lado|ao meu lado|aqui comigo|na minha frente)",
  ],
  // A way of dying as an act (with a means or a place it is "c:act").
  act: [
    "me jogar|jogar me|me jogo(?! (?:na cama|no sofa|na piscina))|me atirar|atirar me|me atiro|me lancar|lancar me|pular(?! (?:corda|carnaval|de alegria|de paraquedas|na piscina|o muro|a cerca|a janela pra))|saltar(?! (?:de paraquedas|a corda|de alegria))|dar um passo (?:a frente|pra frente|para a frente|no vazio)|nao (?:dar|dei) (?:um )?passo atras|virar o volante|jogar o carro|bater o carro (?:de proposito|contra)|atravessar sem olhar|entrar no mar (?:e nao (?:voltar|sair)|ate)|andar (?:ate|pra dentro d)o mar|me debrucar",
  ],
  // Not being here for long: "não vou chegar ao Natal", "quando vocês lerem isso".
  nothere: [
    "nao (?:acho que )?(?:vou|va) (?:chegar|estar aqui|estar viv[oa]|durar)(?: viv[oa])? (?:ate|no|pra|a|ao) (?:o )?(?:natal|meu aniversario|ano novo|fim do ano|os [0-9]+|muito tempo|amanha|segunda)|nao (?:vou|devo) estar (?:mais )?aqui (?:por muito tempo|no natal|no meu aniversario|ate)",
    "quando (?:voce|vc|voces|vcs|eles|alguem|tu) (?:ler|lerem|leres|encontrar|encontrarem|vir|virem) isso|ja nao vou estar aqui|nao vou estar mais aqui",
  ],
  // The writer gone.
  gone: [
    "sem mim(?! (?:na|no|nas|nos|em|ao|pra|para|durante|hoje|ontem|nesse|nessa|naquele|naquela))|se eu (?:nao estivesse|nao existisse|morresse|morrer|sumisse|sumir|desaparecesse|me fosse|fosse embora pra sempre|me matasse)|quando eu (?:ja )?nao (?:estiver|existir)|quando eu (?:partir|morrer|me for)|depois que eu (?:partir|morrer|me for)|eu mort[oa]",
  ],
  // Others fine without the writer.
  okay: [
    "bem|melhor|melhores|mais felizes|mais feliz|mais tranquil[oa]s?|mais facil|aliviad[oa]s?|um alivio|um descanso|(?:ninguem|nem) (?:ia|iria|vai) (?:notar|perceber|ligar|sentir falta|sentir (?:a )?minha falta|se importar)|seguiriam (?:a vida|em frente|normal)|superariam|nao faria diferenca|tanto faz|daria na mesma|sentiriam (?:a )?minha falta",
  ],
  // Places people die from (with an act).
  place: [
    "plataforma|trilhos|linha do (?:trem|comboio)|metro|trem|comboio|ponte|viaduto|telhado|laje|terraco|sacada|varanda|janela|parapeito|beirada|beira|borda|penhasco|precipicio|falesia|mar|rio|lago|represa|barragem|estrada|rodovia|autoestrada|avenida|transito|carro|carros|caminhao|camiao|onibus|autocarro|ultimo andar|(?:[0-9]+o?|quinto|sexto|setimo|oitavo|nono|decimo) andar|agua",
  ],
  // A question: its word first ("quantos", "qual", "da pra"), or marked anywhere ("?", "hipoteticamente").
  ask: [
    "como|que|qual|quais|quanto|quanta|quantos|quantas|onde|quando|da pra|da para|posso|poderia|pode|seria|seriam|funciona|funcionaria|se|alguem sabe",
  ],
  query: [
    "\\?|alguem sabe|voces sabem|vcs sabem|sabem se|hipoteticamente|em teoria|teoricamente|por curiosidade|so curiosidade|pura curiosidade|pergunta (?:pra|para) um amigo|e pra um amigo|se alguem|se uma pessoa|sera que|fiquei pensando se",
  ],
  // What makes a question about means dangerous.
  lethal: [
    "morrer|morre|morte|morto|matar|mata|mataria|letal|lethal|mortal|fatal|suficiente|suficientes|o bastante|demais|overdose|sobredosagem|sobreviver|sobrevive|sobreviveria|doloroso|dolorosa|doi|dor|sem dor|indolor|mais rapido|mais rapida|mais facil|mais garantido|mais eficaz|melhor jeito|melhor forma|melhor maneira|parar o coracao|para o coracao|sangrar ate|para sempre|pra sempre|permanente|nao acordar|desmaiar|apagar|afogar|precisa|precisaria|quanto tempo demora|o que acontece se|o que acontece com o corpo|sem receita|sem ninguem perguntar|aguenta o peso|aguentaria|alto o (?:bastante|suficiente)|funciona|funcionaria|da conta|sem volta|nao ter volta",
  ],
  // An attempt under way: alone it is imminent.
  underway: [
    "(?:o )?carro (?:ta |esta )?(?:ligado|funcionando|a trabalhar) (?:na|dentro da) garagem|mangueira (?:no|do|ligada ao) escapamento|mangueira (?:no|do) tubo de escape",
    "(?:sentad[oa]|em pe|parad[oa]) (?:na|no) (?:beira|beirada|borda|parapeito|grade|mureta|muro) d[ao] (?:ponte|predio|telhado|penhasco|laje|plataforma|janela|sacada|varanda|viaduto|precipicio|terraco)|to na beira d[oa] (?:ponte|predio|telhado|penhasco|laje|plataforma)",
    "(?:os )?(?:comprimidos|remedios|pastillas) (?:ja )?(?:estao |tao )?na (?:minha )?mao|(?:to|estou) com (?:eles|os comprimidos|os remedios) na mao|na banheira com (?:uma|a|um|o) (?:gilete|lamina|faca|navalha)",
    "(?:a )?corda (?:ja )?(?:esta|ta) (?:amarrada|pendurada|pronta|presa) (?:no|ao|em volta do) (?:meu )?pescoco|corda (?:no|em volta do) meu pescoco|com a arma (?:na (?:minha )?cabeca|na boca|apontada pra mim)",
  ],
  // Self-harm said so plainly it needs nothing else.
  shself: [
    "automutila\\p{L}*|me automutilo|autolesao|autolesoes|me (?:machucar|machuco|machuquei|ferir|firo|feri|magoar|magoo|magoei) (?:de proposito|aposta|propositalmente)|me punir|me puno|me castigar (?:sem comer|ficando sem comer)",
    "(?:esconder|escondo|escondendo|tapar|tapo|cobrir|cubro|disfarcar|disfarco) (?:as |minhas |as minhas )?(?:cicatrizes|marcas|cortes|feridas|queimaduras)|(?:cicatrizes|cortes|feridas) (?:ainda )?(?:frescas|frescos|novas|novos|abertas|abertos)",
    "voltei (?:pra|para|a) (?:gilete|lamina|me cortar|me machucar|me ferir)|recai (?:de novo|outra vez)|arranco (?:o )?meu cabelo|arrancar (?:o )?meu cabelo|me dou socos|dou socos em mim|me dei socos",
  ],
  // Fear of one's own actions.
  selffear: [
    "medo (?:do que (?:eu )?(?:possa|posso|poderia|sou capaz de) fazer|de (?:fazer|fazer isso|fazer aquilo|fazer algo) de novo|de (?:machucar|fazer mal a) (?:ele|ela|alguem|meu|minha|o bebe|a crianca)|de perder o controle|de mim mesm[oa]|de fazer (?:alguma )?besteira|de me machucar)|tenho medo de mim|nao confio em mim mesm[oa]|me assusta o que eu (?:possa|posso|poderia) fazer",
  ],
  time: [
    "hoje|hj|hoje a noite|hj a noite|hoje de noite|hj de noite|esta noite|essa noite|amanha|amnh|depois de amanha|esse fim de semana|este fim de semana|esse fds|neste fds|nesse fds|no fds|essa semana|esta semana|semana que vem|proxima semana|em breve|logo mais|agora|agr|agora mesmo|daqui a pouco|a meia noite|de madrugada|na madrugada",
    "sabado|domingo|(?:na|nesta|nessa|esta|essa|a proxima) (?:segunda|terca|quarta|quinta|sexta)(?: feira)?|(?:segunda|terca|quarta|quinta|sexta) feira|no dia [0-9]+",
    "daqui a (?:[0-9]+|uma|duas|tres|algumas|umas) (?:horas|hora|minutos|dias)|as [0-9]+ ?(?:h|horas)?|(?:d|n)as [0-9]+ ?h?|no meu aniversario|no natal|na vespera de natal|no ano novo|na passagem de ano|no fim do mes",
    "quando (?:todos|todo mundo|toda a gente|meus pais|os meus pais|minha familia|eles|ele|ela|meu marido|minha mulher) (?:dormirem|dormir|estiverem dormindo|estiverem a dormir|sairem|sair|forem embora|nao estiverem)|antes (?:deles|dele|dela) (?:voltarem|voltar|chegarem|chegar)",
  ],
  means: [
    `${PILLS}|a caixa toda|a caixa inteira|a cartela toda|a cartela inteira|o frasco todo|o frasco inteiro`,
    `${POISON}|corda|forca|cinto|ponte|viaduto|predio|janela|sacada|varanda|telhado|laje|terraco|penhasco|precipicio|trilhos|linha do trem|linha do comboio|trem|comboio|metro|plataforma|andares|(?:que|qual|quantos|do|no|desde o|a partir do|a partir de que) andar|ultimo andar|(?:[0-9]+o?|quinto|sexto|setimo|oitavo|nono|decimo) andar|altura|arma|revolver|pistola|espingarda|bala|balas|lamina|laminas|gilete|giletes|estilete|navalha|carvao|helio`,
  ],
  sh: [
    "me cortar|me corto|me cortei|me cortando|cortar me|cortei me|corto me|me cortava|(?:me fazer|fazendo|me fiz|meus|tenho|os) (?:cortes|cortezinhos)(?! (?:de cabelo|no orcamento|nos gastos))|cutting|automutila\\p{L}*|me automutilo|me automutilar|autolesao|autolesoes|autolesionar|autoflagela\\p{L}*",
    "(?:me machucar|me machuco|me machuquei|machucar me|me machucando|magoar me|me magoar|me magoo|magoei me|me ferir|me firo|me feri|ferir me)(?! (?:o|a|os|as|no|na|nos|nas|em|com|meu|minha|jogando|caindo|quando))|(?:me queimar|me queimo|me queimei|queimar me|queimei me)(?= (?:de proposito|aposta|com (?:o |um |uma |a )?(?:cigarro|isqueiro|fosforo)))|me arranhar|me arranho|me arranhei|arranhar me|me bato|bater em mim mesm[oa]|me dar socos|socar a parede|dar murros na parede|me morder|me mordo|me beliscar|me punir|me castigar",
    "recaida|recai|tive uma recaida|induzir o vomito|vomitar de proposito|provocar o vomito|ficar sem comer de proposito",
  ],
  body: [
    "o braco|os bracos|braco|bracos|meu braco|meus bracos|pulso|pulsos|punho|punhos|coxa|coxas|perna|pernas|minhas pernas|pele|a pele|minha pele|barriga|quadril|tornozelo|tornozelos|antebraco|antebracos|cicatriz|cicatrizes|feridas|ferida|marcas|veias|mais fundo|bem fundo|fundo demais|profundo",
    // What marks the act as deliberate: "até sangrar", "de propósito", "com uma gilete".
    "ate sangrar|ate (?:sair|escorrer) sangue|ate ficar marca|contra a parede|de proposito|aposta|propositalmente|com (?:a|uma|um|o) (?:gilete|lamina|estilete|navalha|tesoura|isqueiro|cigarro|compasso|apontador|caco de vidro)",
  ],
  violence: [
    // Violence whoever it is done to.
    "estupro|estuprada|estuprado|estuprador|abuso sexual|abusos sexuais|abusad[oa] sexualmente|abusou de mim|abusava de mim|abusa de mim|abusaram de mim|abus\\p{L}* d(?:ela|ele|a minha filha|o meu filho|a menina|o menino|as criancas)|me (?:obriga|obrigou|obrigava|forca|forcou|forcava) a (?:transar|fazer sexo|ter relacoes|fazer coisas)|me forcou|me forcava",
    "surra|surras|uma sova|tareia|porradas?(?! de)|pancadas?(?! de (?:chuva|agua))|espancamento|hematomas?|(?:uns|os|cheia de|cheio de|um|com|de) roxos|marcas roxas|marcas? de (?:dedos|mao|maos|cinto)|olho roxo|labio cortado|tapa na cara|tapas na cara|tabefes?|bofetadas?|estaladas?|murros?|socos?|pontapes?|empurr(?:ao|oes)|cintadas?|cinturadas?|com o cinto|de cinto|chineladas?",
    "agressao|agressoes|agressor|agressora|violencia domestica|maus tratos|me (?:pos|poe|bota|botou) a mao em cima|levanta a mao pra mim|levantou a mao pra mim|apanh(?:o|ei|ava|ando|ar|amos|ou) (?:dele|dela|deles|do meu|da minha|do pai|da mae|do marido|do namorado|do padrasto|da madrasta)",
    "(?:esmurrando|socando|chutando|batendo|esmurra|soca) (?:a|na) porta(?= (?:e|gritando|pra|para|com))|(?:vai|quer) (?:arrombar|derrubar|partir) a porta|(?:soca|socou|esmurra|esmurrou) a parede (?:do lado|ao lado|perto)",
    // Hurting verbs with their victim: "me bate", "bate nos meninos", "sacudiu o bebê".
    `(?:me|nos|o|a|os|as|lhe|lhes|te) (?:${HIT_VERBS})${NOT_HIT}|(?:${HIT_VERBS}) (?:me|nos|o|a|os|as|lhe|lhes)${NOT_HIT}|${HIT_ACTS}`,
    `(?:${HIT_VERBS}) (?:${VICTIM}|o bebe|a crianca|o menino|a menina|o miudo|a miuda)`,
    "bati (?:no meu filho|na minha filha|no bebe|na crianca|no menino|na menina)|dei (?:uma surra|um tapa|uma palmada|palmadas|porrada) (?:nele|nela|no meu filho|na minha filha|no bebe|na crianca)|sacudi o bebe|chacoalhei o bebe|sacudi (?:ele|ela) com forca",
  ],
  control: [
    "(?:me )?(?:mexe|mexia|vasculha|vasculhava|checa|checava|le|lia|controla|controlava|fica olhando|fuca|fucava|revista|revistava) (?:todo |tudo )?(?:no |o |os |as |na |a )?(?:meu|minha|meus|minhas) (?:celular|telemovel|telefone|whats|whatsapp|zap|mensagens|conversas|redes sociais|redes|insta|instagram|facebook|email|e mail|conta do banco|localizacao)",
    "(?:me pede|me pediu|exige|exigiu|me obriga a dar|me obrigou a dar|me obriga a passar|pegou|mudou) (?:as |a )?(?:minha|minhas|as minhas) (?:senha|senhas|pin|palavra passe)",
    "(?:pega|pegou|pegaram|fica com|ficou com|ficaram com|tira|tirou|tiraram|esconde|escondeu|esconderam|guarda|guardou|me toma|tomou) (?:o |a |os |as )?(?:meu|minha|meus|minhas) (?:documentos|passaporte|identidade|rg|cartao de cidadao)|(?:fica com|ficou com|ficava com|controla|controlava|me toma|tomou|tira|tirou) (?:todo |toda |tudo )?(?:o |a )?(?:meu|minha) (?:dinheiro|salario|ordenado|cartao)",
    "nao me (?:deixa|deixam|deixava|deixavam|permite) (?:ver|falar com) (?:a )?(?:minha familia|meus pais|os meus pais|minha mae|as minhas amigas|minhas amigas|meus amigos|os meus amigos|ninguem)|nao me (?:deixa|deixam|deixava|deixavam|permite) (?:trabalhar|ter (?:dinheiro|amigos|amigas)|sair (?:de casa )?sem (?:ele|ela|eles)|sair de casa(?! (?:hoje|esse|este|essa|esta|amanha|de noite|a noite))|ver ninguem|falar com ninguem)|me proibe de (?:ver|falar com|trabalhar)|me proibiu de (?:ver|falar com|trabalhar)",
    "(?:me )?(?:controla|controlava) (?:tudo|o que eu|onde eu|com quem|minhas roupas|a minha roupa|meu dinheiro|o meu dinheiro|minha vida|a minha vida|cada)|tenho que pedir (?:permissao|autorizacao) (?:pra|para) tudo|me (?:deixa|mantem|mantinha) trancad[oa]|me tranca em casa",
    "me rastreia|me rastreava|rastreia (?:o )?meu (?:celular|telemovel|telefone)|me obriga a (?:compartilhar|partilhar) (?:a )?(?:minha )?localizacao|(?:botou|pos|instalou) (?:um )?(?:rastreador|localizador|aplicativo espiao|app espiao)",
    "(?:postar|vazar|divulgar|mandar|espalhar|publicar|mostrar) (?:as |os )?(?:minhas|meus) (?:fotos|videos) (?:intimas|intimos|pelad[oa]|sem roupa|nua|nu)|(?:postar|vazar|divulgar|espalhar|publicar|mostrar) (?:os )?(?:meus )?nudes|(?:minhas|meus) (?:fotos|videos) intim[oa]s",
  ],
  threat: [
    "me ameaca|me ameacou|me ameacava|me ameacam|ameaca me|ameacou me|ameacas|ameaca de morte|ameacou de morte|ameaca (?:me )?(?:matar|bater|levar|tirar|postar|vazar|acabar)|ameacou (?:me )?(?:matar|bater|levar|tirar|postar|vazar|acabar)|ameacando",
    "(?:disse|diz|dizia|falou|fala|falava|jurou|jura|gritou) que (?:se [a-z ]{1,30} )?(?:vai|ia|iria|vai me|ia me|me) ?(?:matar|mata|bater|machucar|acabar comigo|levar (?:as criancas|os meus filhos|meus filhos|os miudos)|tirar (?:as criancas|os meus filhos|meus filhos|os miudos)|me achar|me encontrar|postar|vazar|se matar)(?! (?:a saudade|o tempo|a fome|aula|de rir))",
    "(?:vou|vai|voce vai|vais) se arrepender|vais te arrepender|vai me pagar|vais pagar|acabar comigo|vai me matar(?! de)|ia me matar(?! de)|me mata se|me matava|vai me bater|vai me machucar|vai me achar|vai me encontrar|terminar o que comecou",
    "(?:tirar|levar) (?:as criancas|os meus filhos|meus filhos|os miudos|meu filho|minha filha) de mim|nunca mais (?:vai|vais) ver (?:as criancas|os teus filhos|seus filhos|os miudos)",
    "se eu (?:for embora|deixar ele|deixar ela|largar ele|largar ela|o deixar|a deixar|terminar com ele|me separar|contar (?:pra|para|a) alguem|denunciar|falar (?:pra|para|a) alguem|sair de casa|chamar a policia|abrir a boca)",
  ],
  escape: [
    "casa abrigo|casa de abrigo|abrigo (?:para|pra|de) mulheres|casa de acolhimento|casa da mulher brasileira|medida protetiva|medidas protetivas|medida protectiva|ordem de restricao|ordem de afastamento|boletim de ocorrencia|fazer um bo|delegacia da mulher|ligar (?:pro|para o|pra) 180|disque 180|liguei (?:pro|para o) 180|apav|linha de apoio a vitima",
    "(?:apagar|apago|apaguei|limpar|limpei|limpo) (?:o |meu |o meu )?historico (?:pra|para|antes|caso)|(?:apagar|apago|apaguei) (?:essa|esta) conversa (?:pra|para|antes|caso)",
    "(?:e|sera) seguro (?:escrever|falar|usar|contar) (?:aqui|isso|isto|nesse app|neste app)|se (?:ele|ela) (?:ver|vir|ler|descobrir|achar|encontrar) (?:isso|isto|essa conversa|esta conversa|esse app|este app|o que eu escrevo)",
    "(?:o que|que coisas) (?:eu )?(?:devo|preciso|tenho que) (?:levar|pegar|por na mala) (?:se|quando|pra|para) (?:eu )?(?:for|fugir|sair|ir embora)|(?:fazer|fiz|preparar|preparei|deixei pronta) (?:uma|a|minha) (?:mala|mochila|bolsa) (?:escondid[oa]|pra fugir|para fugir|as escondidas)",
    "fugir (?:de casa|dele|dela|com (?:as criancas|meus filhos|os meus filhos|os miudos))|sair de casa (?:com (?:as criancas|meus filhos|os miudos)|sem (?:ele|ela) saber)|guardar provas (?:das agressoes|do que ele faz|das ameacas|das mensagens)|fotos dos (?:roxos|hematomas|machucados)",
  ],
  fear: [
    "tenho (?:muito |tanto )?(?:medo|pavor|panico) (?:dele|dela|deles|do meu|da minha|do que (?:ele|ela)|de (?:ele|ela)|que (?:ele|ela))|morro de medo (?:dele|dela|do meu|da minha)|medo de (?:voltar|ir) (?:pra|para) casa|nao quero voltar (?:pra|para) casa|apavorad[oa]|aterrorizad[oa]|me apavora|tremo (?:quando|so de)|fico tremendo quando|pisando em ovos|ando pisando em ovos|me escondo (?:dele|dela)|escondid[oa] (?:dele|dela|no banheiro|no quarto|na casa de banho)",
  ],
  neglect: [
    "nao (?:me|nos|lhe|lhes|as|os|o|a|da|dao|dava) (?:da|dao|dava|deu|deram)? ?(?:comida|de comer)|sem comer (?:ha|desde|faz|o dia todo|dias|nada)|nao (?:comeu|comemos|come) (?:nada|desde|ha)|passando fome|passa fome|passamos fome|passam fome|nao tem comida|nao ha comida|sem comida",
    "sozinh[oa]s? (?:em casa )?(?:o dia todo|o dia inteiro|a noite toda|a noite inteira|o fim de semana|por horas|por dias|dias|a semana toda)|(?:me|nos|o|a|os|as) (?:tranca|trancou|trancava|trancam|fecha|fechou) (?:no|na|fora|pra fora|do lado de fora)|dormir (?:na rua|no carro|fora de casa)|(?:bebe|bebeu|se droga) e (?:some|sumiu|desaparece)|(?:some|sumiu|desaparece) (?:o fim de semana|no fim de semana|por dias|dias)",
    "nosso segredo|nosso segredinho|nao pode contar (?:pra|para|a) ninguem|nao (?:conta|conte|contes|fala|fale) (?:pra|para|a|a tua|a sua) (?:sua |tua )?(?:mae|mamae|pai|papai)|brincadeira especial|jogo especial|brincadeira secreta",
    "(?:me|te|lhe) (?:pede|pediu|pedia|manda|mandou|mandava) (?:fotos|foto|nudes|videos|fotinhos)|fotos (?:pelad[oa]s?|sem roupa|de calcinha|de cueca|de biquini|nu|nua)|me manda mensagem escondido|sou (?:a|o) preferid[oa] dele|madur[oa] (?:demais )?(?:pra|para) (?:a )?(?:sua|tua|minha) idade|mais madur[oa] que",
    "(?:toca|tocou|tocava|mexe|mexeu|mexia|passa a mao|passou a mao) (?:nas|em) (?:minhas|suas|nas|as) partes|(?:toca|tocou|tocava) (?:em mim|nela|nele) (?:la|la embaixo|onde nao)|travesseiro (?:no|na|sobre o|sobre a) (?:rosto|cara)|nao (?:leva|levam|levou) (?:ao|no) medico|(?:diz|disse) que (?:eu )?(?:nunca deveria ter nascido|nao devia ter nascido|sou um erro|fui um erro)",
  ],
  now: [
    "agora|agora mesmo|agr|neste momento|nesse momento|neste instante|enquanto escrevo|esta noite|essa noite|hoje a noite|hj a noite",
    "(?:ta|esta|tá) (?:aqui|la fora|la embaixo|la em baixo|la em cima|na porta|no portao|la no portao|na sala|na cozinha|batendo na porta|esmurrando a porta)|(?:esmurrando|socando|chutando|batendo|a bater) (?:a|na) porta|gritando (?:la fora|na porta|do lado de fora)",
    "(?:ta|esta|tá) (?:vindo|chegando|a caminho|a chegar|a vir)|a caminho|ja vem|vai voltar|volta (?:daqui a|em) |chega (?:daqui a|em) |daqui a (?:uma|duas|[0-9]+|pouco|umas) ?(?:horas?|minutos)?|antes (?:dele|dela) (?:voltar|chegar)|esperando (?:ele|ela) (?:chegar|voltar|sair)|trancad[oa] no (?:banheiro|quarto)|trancad[oa] na casa de banho",
  ],
  harm: [
    "(?<!me |se )(?:matar|assassinar|esfaquear|envenenar|estrangular|degolar|torturar|espancar)(?! (?:o tempo|a saudade|a fome|a sede|aula|a aula|barata|baratas|mosquito|mosquitos|a curiosidade|a vontade|a charada))",
    "(?:mata|matar|esfaquear|envenenar|estrangular|espancar|machucar|ferir|atropelar|bater)(?: (?:ele|ela|eles|elas)| l[oa]s?)|mato (?:ele|ela|o|a)(?= ?$| (?:e|se|com|nem|sem))|(?:meter|enfiar) (?:uma faca|a faca|o canivete|a navalha)|enfiar(?= (?:nele|nela|nesse|naquele|nessa|naquela))|dar uma facada|dar umas facadas|dar um tiro (?:nele|nela|neles|na cara|na cabeca d)|atirar (?:nele|nela|neles|em)|quebrar a cara|arrebentar (?:a cara|ele|ela)|fazer (?:ele|ela|eles) (?:pagar|sofrer)|se vingar|me vingar|acabar com (?:ele|ela|eles|a raca|a vida dele|a vida dela)|dar um fim (?:nele|nela)|que (?:ele|ela|eles) morra",
  ],
  target: [
    "nele|nela|neles|nelas|todos eles|a galera|o pessoal (?:da|do) (?:escola|sala|trabalho|turma)|a turma toda|a sala (?:toda|inteira)|a escola (?:toda|inteira)|quem (?:me|riu|zoou|fez)",
    "(?:o|esse|aquele|nesse|naquele|no|desse|daquele) (?:cara|sujeito|gajo|filho da puta|desgracado|babaca|merda|otario|arrombado|corno|fdp|vagabundo)|(?:a|essa|aquela|nessa|naquela|na|dessa|daquela) (?:vadia|vaca|piranha|vagabunda|desgracada|filha da puta|fdp)",
    // Whom the act is aimed at: "matar (o) meu chefe", "mata-lo" → "mata lo", "mato-o" → "mato o".
    `(?:${HARMV}) (?:o |a )?(?:meu|minha|meus|minhas) (?:chefe|ex|padrasto|pai|vizinho|vizinha|professor|professora|colega|colegas|irmao|marido|namorado|esposa|mulher|namorada|madrasta|mae|sogra|sogro|cunhado|agressor|abusador|ex namorado|ex marido)`,
    `(?:${HARMV}) (?:ele|ela|eles|elas|alguem|qualquer um|todo mundo|geral|todos|aquele cara|esse cara|o cara|o gajo)|(?:mata|matar|mato|esfaquear|envenenar|espancar|machucar|atropelar) (?:l[oa]s?|o|a)(?= ?$| (?:e|se|com|nem|sem|de vez|hoje|amanha))`,
  ],
  weapon: [
    "arma|armas|revolver|pistola|espingarda|rifle|fuzil|trabuco|oitao|balas|municao|faca|facas|facao|canivete|navalha|taco de beisebol|um taco|barra de ferro|martelo|bomba|explosivo|acido|veneno|chumbinho|o que eu trouxe na mochila|o que (?:eu )?(?:levo|trago) na mochila",
  ],
  took: [
    // Only when pills or a poison follow ("tomei a cartela toda de rivotril"), not "tomei vários cafés no metrô".
    `(?:tomei|engoli|ingeri|tomei uns|tomei umas|mandei pra dentro|me entupi de) (?:todos|todas|tudo|a caixa toda|a caixa inteira|a cartela toda|a cartela inteira|o frasco todo|o frasco inteiro|uma caixa|duas caixas|varias|varios|muitos|muitas|um monte de|uma porrada de|um punhado de|uma cartela|metade d[oa]|o resto d[oa]|o dobro|[1-9][0-9]+|dez|quinze|vinte|trinta|quarenta|cinquenta|cem)(?=(?: [a-z]+){0,4} (?:${PILLS}))`,
    `(?:bebi|tomei|engoli|ingeri)(?: (?:uma garrafa|um copo|um gole|um pouco|meio litro|um frasco) de)?(?= (?:${POISON}))`,
    "(?:tive|tomei|fiz|me dei|tive uma|tomei uma|fiz uma) (?:uma )?(?:overdose|sobredosagem)|overdose de (?:remedio|remedios|comprimidos|pastillas)",
  ],
  emergency: [
    "(?<!(?:ansiedade|panico|crise|nervoso|chorar|chorando|rir|rindo)(?: [a-z]+){0,4} )nao (?:consigo|consegue|da pra) respirar(?! (?:de|do|da|por|com) (?:tanto |tanta )?(?:rir|riso|ansiedade|panico|calor|nervoso|chorar|choro))|nao (?:ta|esta|tá) respirando|nao respira|parou de respirar|(?:ta|esta) sufocando",
    "(?<!(?:um|uma|muito|tao|que|e|es) )inconsciente|desmaiou|desmaiei|desmaiad[oa]|perdeu os sentidos|perdi os sentidos|nao acorda (?:de jeito nenhum|mesmo|por nada)|nao (?:consigo|conseguimos) acordar (?:ele|ela|o|a)|nao reage(?! (?:as|a) (?:mensagens|criticas))|(?:ta|esta) ficando roxo|(?:ta|esta) ficando roxa|ficou azul|labios roxos|boca roxa|convulsao|convulsoes|convulsionando|tendo (?:uma )?convulsao",
    "vomitando sangue|vomitei sangue|vomitou sangue|nao para de sangrar|sangrando muito|sangrar muito|sangrando bastante|sangrar bastante|a sangrar muito|hemorragia|muito sangue|sangue (?:pra|para|por) todo (?:lado|o lado)|dor no peito|dor forte no peito|nao sinto (?:o bebe mexer|a cara|o braco esquerdo|metade do corpo)",
  ],
};
