// The help card's own words, in the language the safety layer answered in (its message is
// already in that language, so the card around it should be too).
import type { SafetyLanguage } from "#shared/schemas/safety.ts";

interface SupportCopy {
  heading: string;
  callNow: (number: string) => string;
  callLocal: string;
  lines: string;
  safetyPlan: string;
  getHelp: string;
  close: string;
}

export const SUPPORT_COPY: Record<SafetyLanguage, SupportCopy> = {
  en: {
    heading: "Someone can help right now",
    callNow: (n) => `Call ${n} now`,
    callLocal: "Call your local emergency number now",
    lines: "Support lines",
    safetyPlan: "My safety plan",
    getHelp: "Get help now",
    close: "Close",
  },
  es: {
    heading: "Alguien puede ayudarte ahora",
    callNow: (n) => `Llama al ${n} ahora`,
    callLocal: "Llama ahora al número de emergencias de tu zona",
    lines: "Líneas de ayuda",
    safetyPlan: "Mi plan de seguridad",
    getHelp: "Pedir ayuda ahora",
    close: "Cerrar",
  },
  fr: {
    heading: "Quelqu'un peut t'aider maintenant",
    callNow: (n) => `Appelle le ${n} maintenant`,
    callLocal: "Appelle maintenant le numéro d'urgence local",
    lines: "Lignes d'écoute",
    safetyPlan: "Mon plan de sécurité",
    getHelp: "Obtenir de l'aide maintenant",
    close: "Fermer",
  },
  de: {
    heading: "Jemand kann dir jetzt helfen",
    callNow: (n) => `Jetzt die ${n} anrufen`,
    callLocal: "Jetzt den örtlichen Notruf anrufen",
    lines: "Hilfetelefone",
    safetyPlan: "Mein Sicherheitsplan",
    getHelp: "Jetzt Hilfe holen",
    close: "Schließen",
  },
  pt: {
    heading: "Alguém pode ajudar agora",
    callNow: (n) => `Ligue agora para o ${n}`,
    callLocal: "Ligue agora para o número de emergência local",
    lines: "Linhas de apoio",
    safetyPlan: "Plano de segurança",
    getHelp: "Pedir ajuda agora",
    close: "Fechar",
  },
};
