import { describe, expect, it } from "vitest";
import { RISK_KINDS, SAFETY_LANGUAGES, type SafetyLanguage } from "#shared/schemas/safety.ts";
import {
  checkInMessage,
  concernMessage,
  meansQuestionMessage,
  safeNowMessage,
  SUPPORT_LANGUAGES,
  supportMessage,
} from "./replies.ts";

const LEVELS = ["crisis", "imminent"] as const;
const LIMIT = 400;

/** Every message in one language, each with a label for failures. */
function allMessages(language: SafetyLanguage): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const kind of RISK_KINDS) {
    for (const level of LEVELS) out.push([`support ${kind}/${level}`, supportMessage(kind, level, language)]);
    out.push([`concern ${kind}`, concernMessage(kind, language)]);
  }
  for (let turn = 0; turn < 8; turn++) out.push([`check-in ${turn}`, checkInMessage(language, turn)]);
  out.push(["safe now", safeNowMessage(language)]);
  out.push(["means question", meansQuestionMessage(language)]);
  return out;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/u).filter((s) => s.trim().length > 0);

// Whole words only, per language, so "antipoison"/"Giftnotruf" (the poison centre) do not trip them, and
// the Spanish "ponte a salvo" (get to safety) is not read as the Portuguese "ponte" (bridge).
const METHOD_WORDS: Record<SafetyLanguage, string[]> = {
  en: [
    ...[
      "pill",
      "pills",
      "tablet",
      "tablets",
      "overdose",
      "dose",
      "doses",
      "rope",
      "noose",
      "ligature",
      "hang",
      "hanging",
    ],
    ...["jump", "jumping", "bridge", "roof", "height", "heights", "knife", "blade", "razor", "cut", "cutting", "gun"],
    ...["firearm", "bleach", "drown", "train", "gas", "milligrams"],
  ],
  es: [
    ...["pastilla", "pastillas", "sobredosis", "dosis", "cuerda", "ahorcar", "ahorcarse", "saltar", "puente", "azotea"],
    ...[
      "cuchillo",
      "navaja",
      "cuchilla",
      "cortar",
      "cortarse",
      "cortes",
      "pistola",
      "arma",
      "veneno",
      "tren",
      "altura",
    ],
  ],
  fr: [
    ...["cachet", "cachets", "comprimé", "comprimés", "surdose", "corde", "pendre", "pendaison", "sauter", "pont"],
    ...["couteau", "lame", "couper", "scarifier", "arme", "pistolet", "poison", "hauteur", "toit", "train"],
  ],
  de: [
    ...["tablette", "tabletten", "pillen", "überdosis", "dosis", "seil", "strick", "erhängen", "springen", "brücke"],
    ...["dach", "messer", "klinge", "rasierklinge", "schneiden", "ritzen", "waffe", "pistole", "gift", "zug", "höhe"],
  ],
  pt: [
    ...["comprimido", "comprimidos", "pílula", "pílulas", "dose", "corda", "enforcar", "pular", "saltar", "ponte"],
    ...["faca", "lâmina", "cortar", "arma", "veneno", "trem", "comboio", "altura", "telhado"],
  ],
};

const SECRECY_WORDS = ["secret", "secrets", "secreto", "secrète", "geheim", "geheimnis", "segredo"];

/**
 * Common words that belong to one language and none of the others here: each message must use at
 * least one word of its own language and none of another's.
 */
const MARKERS: Record<SafetyLanguage, string[]> = {
  en: ["you", "your", "the", "and", "please", "thank"],
  es: ["tú", "ti", "contigo", "estás", "puedes", "gracias", "ahora", "alguien", "quieres", "llama", "mismo"],
  fr: ["toi", "ton", "merci", "maintenant", "je", "est", "pas", "peux", "quelqu", "ça"],
  de: ["dich", "dir", "dein", "deine", "nicht", "und", "ist", "bitte", "jetzt", "bist", "danke", "wenn", "ich", "mit"],
  pt: ["você", "obrigado", "agora", "não", "alguém", "seu", "sua", "pode", "isso"],
};

const EMERGENCY_NOW: Record<SafetyLanguage, RegExp> = {
  en: /call your local emergency number now/i,
  es: /llama ahora al número de emergencias/i,
  fr: /appelle tout de suite le numéro d'urgence/i,
  de: /wähl jetzt den Notruf/i,
  pt: /ligue agora para o número de emergência/i,
};
const BELOW: Record<SafetyLanguage, RegExp> = { en: /below/, es: /abajo/, fr: /ci-dessous/, de: /unten/, pt: /abaixo/ };
const NOT_YOUR_FAULT: Record<SafetyLanguage, RegExp> = {
  en: /(not|none of this is) your fault/,
  es: /(no|nada de esto) es culpa tuya/,
  fr: /n'est (pas )?ta faute/,
  de: /(nicht|nichts davon ist) deine Schuld/,
  pt: /culpa não é sua|nada disso é culpa sua/,
};
const ASK_DIRECTLY: Record<SafetyLanguage, RegExp> = {
  en: /are you thinking about ending your life\?/i,
  es: /¿estás pensando en quitarte la vida\?/i,
  fr: /est-ce que tu penses à mettre fin à ta vie\s?\?/i,
  de: /denkst du daran, dir das leben zu nehmen\?/i,
  pt: /você tem pensado em tirar a própria vida\?/i,
};

describe("safety replies", () => {
  it("covers exactly the safety languages", () => {
    expect([...SUPPORT_LANGUAGES].sort()).toEqual([...SAFETY_LANGUAGES].sort());
  });

  describe.each(SAFETY_LANGUAGES)("%s", (language) => {
    const messages = allMessages(language);

    it("has a short, non-empty message for every kind, level and helper", () => {
      expect(messages.length).toBe(RISK_KINDS.length * 3 + 8 + 2);
      for (const [label, text] of messages) {
        expect(text.trim().length, label).toBeGreaterThan(20);
        expect(text.length, label).toBeLessThanOrEqual(LIMIT);
        expect(text, label).toBe(text.trim());
        expect(text, label).not.toMatch(/\s{2}/);
      }
    });

    it("never writes a number (the card lists them)", () => {
      for (const [label, text] of messages) expect(text, label).not.toMatch(/\d/);
    });

    it("never names a method or promises secrecy", () => {
      for (const [label, text] of messages) {
        const found = words(text).filter((w) => METHOD_WORDS[language].includes(w) || SECRECY_WORDS.includes(w));
        expect(found, label).toEqual([]);
        // "Poison" only ever as the name of the service.
        expect(text.replace(/poison helpline|centre antipoison/g, ""), label).not.toMatch(/poison/i);
        expect(text.toLowerCase(), label).not.toMatch(/between us|entre nous|entre nosotros|entre nós|unter uns/);
      }
    });

    it("is written in its own language", () => {
      const own = new Set(MARKERS[language]);
      const others = new Set(SAFETY_LANGUAGES.filter((l) => l !== language).flatMap((l) => MARKERS[l]));
      for (const [label, text] of messages) {
        const w = words(text);
        expect(
          w.some((x) => own.has(x)),
          `${label}: ${text}`,
        ).toBe(true);
        expect(
          w.filter((x) => others.has(x)),
          `${label}: ${text}`,
        ).toEqual([]);
      }
    });

    it("keeps support messages to 2–4 sentences that point to the numbers below", () => {
      for (const kind of RISK_KINDS) {
        for (const level of LEVELS) {
          const text = supportMessage(kind, level, language);
          const n = sentences(text).length;
          expect(n, `${kind}/${level}: ${text}`).toBeGreaterThanOrEqual(2);
          expect(n, `${kind}/${level}: ${text}`).toBeLessThanOrEqual(4);
          if (level === "imminent") expect(text, `${kind}/${level}`).toMatch(BELOW[language]);
        }
      }
    });

    it("says to call the emergency number now in the first sentence at imminent level", () => {
      for (const kind of RISK_KINDS) {
        const first = sentences(supportMessage(kind, "imminent", language))[0] ?? "";
        expect(first, kind).toMatch(EMERGENCY_NOW[language]);
      }
      // Medical is urgent even at crisis level.
      expect(
        sentences(supportMessage("medical", "crisis", language))
          .slice(0, 2)
          .join(" "),
      ).toMatch(EMERGENCY_NOW[language]);
    });

    it("tells abuse and child-at-risk writers it is not their fault", () => {
      for (const kind of ["abuse", "child-at-risk"] as const) {
        for (const level of LEVELS)
          expect(supportMessage(kind, level, language), `${kind}/${level}`).toMatch(NOT_YOUR_FAULT[language]);
      }
    });

    it("asks directly about suicide where it should", () => {
      expect(concernMessage("suicide", language)).toMatch(ASK_DIRECTLY[language]);
      expect(supportMessage("self-harm", "crisis", language)).toMatch(ASK_DIRECTLY[language]);
      expect(meansQuestionMessage(language)).toMatch(ASK_DIRECTLY[language]);
    });

    it("ends every concern message and check-in with room for an answer (a question)", () => {
      for (const kind of RISK_KINDS) expect(concernMessage(kind, language), kind).toContain("?");
      for (let turn = 0; turn < 4; turn++) expect(checkInMessage(language, turn)).toContain("?");
    });

    it("uses a different check-in for turns 0–3, and keeps going after that", () => {
      const first = [0, 1, 2, 3].map((t) => checkInMessage(language, t));
      expect(new Set(first).size).toBe(4);
      for (let turn = 0; turn < 20; turn++) {
        expect(checkInMessage(language, turn)).not.toBe(checkInMessage(language, turn + 1));
      }
      // Odd input never throws or returns nothing.
      for (const turn of [-1, 2.7, Number.NaN, Number.POSITIVE_INFINITY, 1e9])
        expect(checkInMessage(language, turn).length).toBeGreaterThan(0);
    });

    it("gives each kind its own words", () => {
      const crisis = new Set(RISK_KINDS.map((k) => supportMessage(k, "crisis", language)));
      const imminent = new Set(RISK_KINDS.map((k) => supportMessage(k, "imminent", language)));
      const concern = new Set(RISK_KINDS.map((k) => concernMessage(k, language)));
      expect([crisis.size, imminent.size, concern.size]).toEqual([
        RISK_KINDS.length,
        RISK_KINDS.length,
        RISK_KINDS.length,
      ]);
    });
  });

  it("says what the brief asks, by kind (English)", () => {
    expect(supportMessage("abuse", "crisis", "en")).toMatch(/domestic abuse/);
    expect(supportMessage("abuse", "crisis", "en")).toMatch(/see this screen/);
    expect(supportMessage("abuse", "imminent", "en")).toMatch(/phone they can't check/);
    expect(supportMessage("child-at-risk", "crisis", "en")).toMatch(/adult you trust/);
    expect(supportMessage("child-at-risk", "crisis", "en")).toMatch(/child protection/);
    expect(supportMessage("harm-to-others", "crisis", "en")).toMatch(/distance/);
    expect(supportMessage("medical", "crisis", "en")).toMatch(/poison helpline/);
    expect(supportMessage("medical", "imminent", "en")).toMatch(/Don't wait for symptoms/);
    expect(supportMessage("self-harm", "crisis", "en")).toMatch(/coping with pain/);
    expect(safeNowMessage("en")).toMatch(/safety plan/);
    expect(meansQuestionMessage("en")).toMatch(/won't answer/);
  });

  it("puts French no-break spaces before ? ; :", () => {
    for (const [label, text] of allMessages("fr")) expect(text, label).not.toMatch(/ [?!;:]/);
    expect(checkInMessage("fr", 0)).toContain("\u00A0:");
    expect(checkInMessage("fr", 0)).toContain("\u202F?");
  });

  it("falls back to English for an unexpected language or kind at runtime", () => {
    expect(safeNowMessage("it" as SafetyLanguage)).toBe(safeNowMessage("en"));
    expect(supportMessage("other" as never, "crisis", "de")).toBe(supportMessage("suicide", "crisis", "de"));
  });
});
