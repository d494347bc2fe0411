// Past and recovered (session 12, written from general knowledge of the five languages, not from
// the cases): a message that tells a crisis as the past ("two years ago I was planning to end it")
// AND says how things are now ("today I got engaged", "three years out", "he got help") AND says
// nothing of it coming back ("again", "lately", "tonight") is a story of recovery. Only then are
// its sentences with a time in the past read as harmless. One sign of it coming back keeps
// everything as written: a past attempt is a risk factor, never a reason to look away.
import type { SafetyLanguage } from "#shared/schemas/safety.ts";

interface Recovered {
  /** A time in the past, or someone telling their past. */
  past: string;
  /** How things are now, told as better. */
  now: string;
  /** Anything of it coming back: then nothing is lowered. */
  back: string;
}

const W = (s: string) => new RegExp(`(?<![\\p{L}0-9])(?:${s})(?![\\p{L}0-9])`, "u");

const LISTS: Record<SafetyLanguage, Recovered> = {
  en: {
    past: "since (?:i|he|she|they) (?:stopped|quit|gave up)|^used to|(?:my|our) (?:little |big |older |younger |best )?(?:friend|sister|brother|son|daughter|partner|husband|wife|cousin|flatmate|colleague|mum|mom|dad)(?: [a-z]+)? (?:has been|had been|was|tried|took|started|attempted)|we found out|(?:she|he|they) (?:tried to|took|had taken|swallowed|overdosed|was found|were found|had been|has been|attempted)|(?:[0-9]+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|a few|a couple of|several|many) (?:years?|months?) ago|(?:back )?in (?:19|20)[0-9]{2}|when (?:i|he|she|they) (?:was|were) (?:[0-9]+|a teen|a teenager|younger|a kid|at uni|in (?:school|uni|college|high school|(?:my|his|her|their) teens))|as a teen(?:ager)?|in (?:my|his|her|their) (?:teens|twenties|20s|thirties|30s)|(?:i|he|she|they) used to|there was a time|back then|at (?:my|his|her) lowest|(?:my|our) (?:uncle|aunt|auntie|dad|father|mum|mom|mother|grandad|grandpa|grandma|nan|cousin|brother|sister|friend|best friend|colleague|boss|teacher) (?:told me|told us|said|talked about|opened up about|shared)",
    now: "(?:today|now|these days|nowadays|this year|since then)(?: [a-z]+){0,8} (?:engaged|married|graduated|proud|grateful|thankful|happy|happier|happiest|funniest|doing (?:well|great|good|ok|okay|better|really well)|good place|thriving|recovered|healed|better|first aider|volunteer|(?:a|my) (?:kid|baby|garden|dog|job|family))|(?:years?|months?) (?:out|clean|free|sober|on from (?:that|it))|(?:got|gets|getting) (?:help|better|treatment)|(?:seeing|saw|sees) a (?:counsellor|counselor|therapist|psychologist|psychiatrist)|meds that (?:actually )?work|glad (?:im|i am|i stayed|she is|shes|he is|hes) (?:still )?(?:here|alive)|still here|hang (?:on|in there)|it gets better|made it through|i have a (?:kid|baby|garden|dog|family)|(?:shes|hes|she is|he is|theyre|they are|theyve been|shes been|hes been) (?:now )?(?:with|seeing|under|in|getting|having) (?:a|the|her|his|their|some)? ?(?:[a-z]+ ){0,3}(?:team|unit|ward|therapist|counsellor|counselor|psychiatrist|camhs|treatment|therapy|help|support)|(?:working|works) with (?:camhs|a therapist|a counsellor|a counselor|the team|her team|his team)|(?:shes|hes|she is|he is|theyre|they are) (?:okay|ok|fine|safe|home|recovering|doing (?:better|well|loads better|much better)) (?:physically )?now|(?:it|its|the meds?|the medication|medication|therapy) (?:is |are |s )?(?:really )?helping|recovery|(?:havent|hasnt|have not|has not)(?: [a-z]+){0,3} (?:in|for) (?:[0-9]+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:years?|months?)|(?:im|i am) (?:ok|okay|fine|alright)(?: now)?",
    back: "again|lately|recently|tonight|these days i (?:want|think|feel)|coming back|came back|creeping back|relapse|relapsed|slipped|the urges?|(?:im|i am|ive been|i keep|i still|i want|i wanna|i need|now i) (?:[a-z]+ ){0,3}(?:planning|thinking about|want to die|wanna die|kill myself|end it|cutting|hurting myself|dont want to be here)|same (?:way|thoughts|feelings?)",
  },
  es: {
    past: "hace (?:[0-9]+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|muchos|varios|unos) (?:anos?|meses)|(?:cuando|de) (?:tenia|era|tenía) (?:[0-9]+|adolescente|joven|chic[oa]|pequen[oa])|con [0-9]+ anos|(?:mi|el|la) (?:tio|tia|padre|madre|papa|mama|abuelo|abuela|primo|prima|hermano|hermana|amigo|amiga|jefe|jefa) (?:me |nos )?(?:conto|dijo|confeso|hablo)",
    now: "(?:hoy|ahora|hoy en dia|actualmente|desde entonces)(?: [a-z]+){0,8} (?:feliz|felices|orgullos[oa]|agradecid[oa]|bien|mejor|casad[oa]|abuelo|abuela|padre|madre|valiente|recuperad[oa]|tranquil[oa])|(?:pedi|pidio|busque|busco|buscamos|recibio|recibi) ayuda|(?:fue|fui|va|voy) a terapia|sigo aqui|sigue aqui",
    back: "otra vez|de nuevo|ultimamente|vuelvo a|volvi a|esta noche|recaida|recai|(?:quiero|pienso en|ganas de) (?:morir|matarme|suicidarme|desaparecer|cortarme)",
  },
  fr: {
    past: "il y a (?:[0-9]+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|quelques|plusieurs) (?:ans?|mois)|(?:quand|lorsque) (?:jetais|javais|il etait|elle etait|il avait|elle avait)|a (?:[0-9]+|seize|dix sept|dix huit|vingt) ans|(?:mon|ma) (?:oncle|tante|pere|mere|papa|maman|grand pere|grand mere|cousin|cousine|frere|soeur|ami|amie|pote) (?:ma|m a|nous a) (?:raconte|dit|confie|parle)|a lepoque",
    now: "(?:aujourdhui|maintenant|desormais|depuis)(?: [a-z]+){0,8} (?:heureux|heureuse|fier|fiere|reconnaissant|reconnaissante|bien|mieux|marie|mariee|papa|maman|grand pere|grand mere|drole|secouriste|gueri|guerie)|(?:a|ai|jai) (?:ete )?(?:suivi|suivie|aide|aidee)|(?:une |en )?therapie|(?:demande|trouve) de laide",
    back: "encore|a nouveau|de nouveau|ces derniers temps|ce soir|rechute|(?:je veux|jveux|je pense a|envie de) (?:mourir|me tuer|en finir|me scarifier)",
  },
  de: {
    past: "vor (?:[0-9]+|einem|einer|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwanzig|vielen|ein paar) (?:jahren|jahr|monaten)|mit (?:[0-9]+|sechzehn|siebzehn|achtzehn|zwanzig)(?: jahren)?|als (?:ich|er|sie) (?:[0-9]+|jung|jugendlich|teenager|student|studentin)|(?:mein|meine) (?:onkel|tante|vater|mutter|papa|mama|opa|oma|cousin|cousine|bruder|schwester|freund|freundin) (?:hat|hatte) (?:mir |uns )?(?:heute )?(?:erzahlt|gesagt|berichtet)|damals|fruher",
    now: "(?:heute|jetzt|inzwischen|mittlerweile|seitdem)(?: [a-z]+){0,8} (?:glucklich|lustig|lustigste|lustigsten|stolz|dankbar|gut|besser|verheiratet|ersthelfer|ersthelferin|vater|mutter|opa|oma|gesund|stabil)|in behandlung|therapie|hilfe (?:geholt|gesucht|bekommen)",
    back: "schon wieder|wieder (?:da|so weit|denke|will|mochte)|in letzter zeit|neuerdings|heute nacht|ruckfall|(?:will|mochte|denke an) (?:sterben|mich umbringen|mich ritzen)",
  },
  pt: {
    past: "(?:ha|faz|fazem) (?:[0-9]+|um|uma|dois|duas|tres|quatro|cinco|seis|dez|vinte|muitos|varios|alguns) (?:anos?|meses)|com (?:[0-9]+|dezesseis|dezessete|dezoito|vinte) anos|quando (?:eu |ele |ela )?(?:tinha|era) (?:[0-9]+|adolescente|jovem|novo|nova|pequen[oa])|(?:meu|minha) (?:tio|tia|pai|mae|avo|primo|prima|irmao|irma|amigo|amiga|chefe) (?:me |nos )?(?:contou|disse|falou)",
    now: "(?:hoje|agora|hoje em dia|atualmente|desde entao)(?: [a-z]+){0,8} (?:feliz|felizes|engracad[oa]|orgulhos[oa]|grat[oa]|bem|melhor|casad[oa]|avo|pai|mae|recuperad[oa])|(?:fez|faz|fiz|faco|fazendo) tratamento|terapia|(?:pedi|pediu|buscou|busquei) ajuda",
    back: "de novo|outra vez|ultimamente|voltei a|voltou a|hoje a noite|recaida|(?:quero|penso em|vontade de) (?:morrer|me matar|sumir|me cortar)",
  },
};

export const PAST_RECOVERED = Object.values(LISTS).map((l) => ({ past: W(l.past), now: W(l.now), back: W(l.back) }));

/** The sentences of a message to read as harmless: those told in the past, in a story of recovery. */
export function pastInRecovery(sentences: readonly string[]): Set<number> {
  const whole = sentences.join(" ");
  const out = new Set<number>();
  for (const { past, now, back } of PAST_RECOVERED) {
    if (!now.test(whole) || back.test(whole)) continue;
    sentences.forEach((s, i) => {
      if (!past.test(s)) return;
      out.add(i);
      // A sentence the splitter cut before "but"/"mais"/"mas" goes on telling the same past.
      const next = sentences[i + 1];
      if (next && /^(?:but|pero|mais|aber|mas) /.test(next)) out.add(i + 1);
    });
  }
  return out;
}
