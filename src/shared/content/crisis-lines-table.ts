// National support lines per country. Each number was written from its provider's (or the
// government's) own page, named in `source`; a line we could not vouch for is left out, because a
// wrong number is worse than none (the fallback is findahelpline.com and the local emergency
// number). Re-check these against their sources before each release.
import type { RiskKind } from "#shared/schemas/safety.ts";

export interface SourcedLine {
  name: string;
  /** What to dial or text, as people there would write it down. */
  contact: string;
  href: string | null;
  hours: string | null;
  /** The official page the number was taken from. */
  source: string;
  /** Base languages the line answers in, where one country needs several lines (Belgium). */
  languages?: readonly string[];
}

export interface CountryLines {
  /** In English, as it reads mid-sentence ("the United Kingdom"). */
  name: string;
  /** The number to call in an emergency (ambulance), as dialled. */
  emergency: string;
  emergencySource: string;
  /** The national crisis / suicide-prevention line(s). */
  crisis: readonly SourcedLine[];
  /** Lines for one kind of risk, shown before the crisis line. */
  byKind?: Partial<Record<RiskKind, readonly SourcedLine[]>>;
}

const line = (
  name: string,
  contact: string,
  href: string | null,
  hours: string | null,
  source: string,
  languages?: readonly string[],
): SourcedLine =>
  languages ? { name, contact, href, hours, source, languages } : { name, contact, href, hours, source };

const EU_112 = "https://digital-strategy.ec.europa.eu/en/policies/112";

export const CRISIS_TABLE = {
  US: {
    name: "the United States",
    emergency: "911",
    emergencySource: "https://www.911.gov/",
    crisis: [
      line("988 Suicide & Crisis Lifeline", "Call 988", "tel:988", "24/7", "https://988lifeline.org/"),
      line("988 Suicide & Crisis Lifeline", "Text 988", "sms:988", "24/7", "https://988lifeline.org/"),
    ],
    byKind: {
      abuse: [
        line(
          "National Domestic Violence Hotline",
          "1-800-799-7233",
          "tel:18007997233",
          "24/7",
          "https://www.thehotline.org/",
        ),
      ],
      "child-at-risk": [
        line(
          "Childhelp National Child Abuse Hotline",
          "1-800-422-4453",
          "tel:18004224453",
          "24/7",
          "https://www.childhelphotline.org/",
        ),
      ],
      medical: [line("Poison Control", "1-800-222-1222", "tel:18002221222", "24/7", "https://poisonhelp.hrsa.gov/")],
    },
  },
  CA: {
    name: "Canada",
    emergency: "911",
    emergencySource: "https://crtc.gc.ca/",
    crisis: [
      line("9-8-8 Suicide Crisis Helpline", "Call 988", "tel:988", "24/7", "https://988.ca/"),
      line("9-8-8 Suicide Crisis Helpline", "Text 988", "sms:988", "24/7", "https://988.ca/"),
    ],
    byKind: {
      abuse: [
        line(
          "ShelterSafe (shelters and crisis lines near you)",
          "sheltersafe.ca",
          "https://www.sheltersafe.ca/",
          null,
          "https://www.sheltersafe.ca/",
        ),
      ],
      "child-at-risk": [
        line("Kids Help Phone", "1-800-668-6868", "tel:18006686868", "24/7", "https://kidshelpphone.ca/"),
      ],
      medical: [
        line(
          "Canada Poison Centres",
          "1-844-764-7669",
          "tel:18447647669",
          "24/7",
          "https://www.canada.ca/en/health-canada/news/2023/03/canada-launches-new-toll-free-1-844-poison-x-number-for-poison-centres.html",
        ),
      ],
    },
  },
  GB: {
    name: "the United Kingdom",
    emergency: "999",
    emergencySource: "https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/",
    crisis: [
      line(
        "Samaritans",
        "116 123",
        "tel:116123",
        "24/7",
        "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
      ),
    ],
    byKind: {
      abuse: [
        line(
          "National Domestic Abuse Helpline (Refuge)",
          "0808 2000 247",
          "tel:08082000247",
          "24/7",
          "https://www.nationaldahelpline.org.uk/",
        ),
      ],
      "child-at-risk": [
        line("Childline", "0800 1111", "tel:08001111", "24/7", "https://www.childline.org.uk/"),
        line("NSPCC Helpline", "0808 800 5000", "tel:08088005000", null, "https://www.nspcc.org.uk/"),
      ],
      medical: [line("NHS 111", "111", "tel:111", "24/7", "https://111.nhs.uk/")],
    },
  },
  IE: {
    name: "Ireland",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [line("Samaritans", "116 123", "tel:116123", "24/7", "https://www.samaritans.org/samaritans-ireland/")],
    byKind: {
      abuse: [line("Women's Aid", "1800 341 900", "tel:1800341900", "24/7", "https://www.womensaid.ie/")],
      "child-at-risk": [
        line("Childline (ISPCC)", "1800 66 66 66", "tel:1800666666", "24/7", "https://www.childline.ie/"),
      ],
      medical: [
        line(
          "Poisons Information Centre of Ireland",
          "01 809 2166",
          "tel:018092166",
          "08:00–22:00",
          "https://www.poisons.ie/",
        ),
      ],
    },
  },
  FR: {
    name: "France",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [line("3114 – Numéro national de prévention du suicide", "3114", "tel:3114", "24/7", "https://3114.fr/")],
    byKind: {
      abuse: [
        line("3919 – Violences Femmes Info", "3919", "tel:3919", "24/7", "https://arretonslesviolences.gouv.fr/"),
      ],
      "child-at-risk": [line("119 – Allô Enfance en Danger", "119", "tel:119", "24/7", "https://www.allo119.gouv.fr/")],
      medical: [
        line(
          "Centres antipoison",
          "centres-antipoison.net",
          "https://centres-antipoison.net/",
          "24/7",
          "https://centres-antipoison.net/",
        ),
      ],
    },
  },
  DE: {
    name: "Germany",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [
      line("TelefonSeelsorge", "0800 111 0 111", "tel:08001110111", "24/7", "https://www.telefonseelsorge.de/"),
      line("TelefonSeelsorge", "0800 111 0 222", "tel:08001110222", "24/7", "https://www.telefonseelsorge.de/"),
    ],
    byKind: {
      abuse: [
        line("Hilfetelefon Gewalt gegen Frauen", "116 016", "tel:116016", "24/7", "https://www.hilfetelefon.de/"),
      ],
      "child-at-risk": [
        line(
          "Nummer gegen Kummer (Kinder- und Jugendtelefon)",
          "116 111",
          "tel:116111",
          null,
          "https://www.nummergegenkummer.de/",
        ),
      ],
    },
  },
  ES: {
    name: "Spain",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [
      line(
        "Línea 024 de atención a la conducta suicida",
        "024",
        "tel:024",
        "24/7",
        "https://www.sanidad.gob.es/linea024/home.htm",
      ),
    ],
    byKind: {
      abuse: [
        line(
          "016 – Atención a víctimas de violencia de género",
          "016",
          "tel:016",
          "24/7",
          "https://violenciagenero.igualdad.gob.es/",
        ),
      ],
      "child-at-risk": [line("Fundación ANAR", "900 20 20 10", "tel:900202010", "24/7", "https://www.anar.org/")],
      medical: [
        line(
          "Servicio de Información Toxicológica",
          "91 562 04 20",
          "tel:915620420",
          "24/7",
          "https://www.mjusticia.gob.es/",
        ),
      ],
    },
  },
  PT: {
    name: "Portugal",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [
      line("SNS 24 (aconselhamento psicológico)", "808 24 24 24", "tel:808242424", "24/7", "https://www.sns24.gov.pt/"),
      line("SOS Voz Amiga", "213 544 545", "tel:213544545", "15:30–00:30", "https://www.sosvozamiga.org/"),
    ],
    byKind: {
      abuse: [
        line(
          "Serviço de Informação a Vítimas de Violência Doméstica",
          "800 202 148",
          "tel:800202148",
          "24/7",
          "https://www.cig.gov.pt/",
        ),
      ],
      "child-at-risk": [line("SOS Criança", "116 111", "tel:116111", null, "https://iacrianca.pt/")],
      medical: [
        line("Centro de Informação Antivenenos (CIAV)", "800 250 250", "tel:800250250", "24/7", "https://www.inem.pt/"),
      ],
    },
  },
  BR: {
    name: "Brazil",
    emergency: "192",
    emergencySource: "https://www.gov.br/saude/pt-br/composicao/saes/samu-192",
    crisis: [line("CVV – Centro de Valorização da Vida", "188", "tel:188", "24/7", "https://cvv.org.br/")],
    byKind: {
      abuse: [
        line(
          "Ligue 180 – Central de Atendimento à Mulher",
          "180",
          "tel:180",
          "24/7",
          "https://www.gov.br/mulheres/pt-br/ligue180",
        ),
      ],
      "child-at-risk": [
        line("Disque 100 – Direitos Humanos", "100", "tel:100", "24/7", "https://www.gov.br/mdh/pt-br/disque100"),
      ],
      medical: [
        line("Disque-Intoxicação (Anvisa)", "0800 722 6001", "tel:08007226001", null, "https://www.gov.br/anvisa/"),
      ],
    },
  },
  AU: {
    name: "Australia",
    emergency: "000",
    emergencySource: "https://www.triplezero.gov.au/",
    crisis: [
      line("Lifeline", "13 11 14", "tel:131114", "24/7", "https://www.lifeline.org.au/"),
      line("Lifeline (text)", "0477 13 11 14", "sms:0477131114", "24/7", "https://www.lifeline.org.au/"),
    ],
    byKind: {
      abuse: [line("1800RESPECT", "1800 737 732", "tel:1800737732", "24/7", "https://www.1800respect.org.au/")],
      "child-at-risk": [
        line("Kids Helpline", "1800 55 1800", "tel:1800551800", "24/7", "https://kidshelpline.com.au/"),
      ],
      medical: [
        line("Poisons Information Centre", "13 11 26", "tel:131126", "24/7", "https://www.healthdirect.gov.au/"),
      ],
    },
  },
  NZ: {
    name: "New Zealand",
    emergency: "111",
    emergencySource: "https://www.police.govt.nz/",
    crisis: [
      line("1737, Need to talk?", "Call 1737", "tel:1737", "24/7", "https://1737.org.nz/"),
      line("1737, Need to talk?", "Text 1737", "sms:1737", "24/7", "https://1737.org.nz/"),
    ],
    byKind: {
      abuse: [line("Women's Refuge", "0800 733 843", "tel:0800733843", "24/7", "https://womensrefuge.org.nz/")],
      "child-at-risk": [line("Youthline", "0800 376 633", "tel:0800376633", "24/7", "https://www.youthline.co.nz/")],
      medical: [
        line("National Poisons Centre", "0800 764 766", "tel:0800764766", "24/7", "https://www.poisons.co.nz/"),
      ],
    },
  },
  MX: {
    name: "Mexico",
    emergency: "911",
    emergencySource: "https://www.gob.mx/",
    crisis: [line("Línea de la Vida", "800 911 2000", "tel:8009112000", "24/7", "https://www.gob.mx/salud/conasama")],
  },
  AR: {
    name: "Argentina",
    emergency: "911",
    emergencySource: "https://www.argentina.gob.ar/",
    crisis: [
      line(
        "Centro de Asistencia al Suicida",
        "135 (CABA y GBA)",
        "tel:135",
        null,
        "https://www.asistenciaalsuicida.org.ar/",
      ),
      line(
        "Centro de Asistencia al Suicida",
        "0800 345 1435",
        "tel:08003451435",
        null,
        "https://www.asistenciaalsuicida.org.ar/",
      ),
    ],
    byKind: {
      abuse: [line("Línea 144", "144", "tel:144", "24/7", "https://www.argentina.gob.ar/generos/linea-144")],
    },
  },
  IT: {
    name: "Italy",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [line("Telefono Amico Italia", "02 2327 2327", "tel:0223272327", null, "https://www.telefonoamico.it/")],
    byKind: {
      abuse: [line("1522 – Numero antiviolenza e stalking", "1522", "tel:1522", "24/7", "https://www.1522.eu/")],
      "child-at-risk": [line("Telefono Azzurro", "19696", "tel:19696", "24/7", "https://azzurro.it/")],
    },
  },
  NL: {
    name: "the Netherlands",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [line("113 Zelfmoordpreventie", "113", "tel:113", "24/7", "https://www.113.nl/")],
    byKind: {
      abuse: [line("Veilig Thuis", "0800 2000", "tel:08002000", "24/7", "https://veiligthuis.nl/")],
      "child-at-risk": [line("De Kindertelefoon", "0800 0432", "tel:08000432", null, "https://www.kindertelefoon.nl/")],
    },
  },
  BE: {
    name: "Belgium",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [
      line("Zelfmoordlijn 1813", "1813", "tel:1813", "24/7", "https://www.zelfmoord1813.be/", ["nl"]),
      line(
        "Centre de Prévention du Suicide",
        "0800 32 123",
        "tel:080032123",
        "24/7",
        "https://www.preventionsuicide.be/",
        ["fr"],
      ),
    ],
    byKind: {
      abuse: [
        line("1712", "1712", "tel:1712", null, "https://www.1712.be/", ["nl"]),
        line(
          "Écoute violences conjugales",
          "0800 30 030",
          "tel:080030030",
          "24/7",
          "https://www.ecouteviolencesconjugales.be/",
          ["fr"],
        ),
      ],
      "child-at-risk": [
        line("Awel", "102", "tel:102", null, "https://www.awel.be/", ["nl"]),
        line("Écoute-Enfants", "103", "tel:103", null, "https://www.103ecoute.be/", ["fr"]),
      ],
    },
  },
  CH: {
    name: "Switzerland",
    emergency: "144",
    emergencySource: "https://www.ch.ch/",
    crisis: [
      line("Die Dargebotene Hand / La Main Tendue / Telefono Amico", "143", "tel:143", "24/7", "https://www.143.ch/"),
    ],
    byKind: {
      "child-at-risk": [line("Pro Juventute", "147", "tel:147", "24/7", "https://www.147.ch/")],
      medical: [line("Tox Info Suisse", "145", "tel:145", "24/7", "https://www.toxinfo.ch/")],
    },
  },
  AT: {
    name: "Austria",
    emergency: "112",
    emergencySource: EU_112,
    crisis: [line("TelefonSeelsorge", "142", "tel:142", "24/7", "https://www.telefonseelsorge.at/")],
    byKind: {
      abuse: [
        line("Frauenhelpline gegen Gewalt", "0800 222 555", "tel:0800222555", "24/7", "https://www.frauenhelpline.at/"),
      ],
      "child-at-risk": [line("Rat auf Draht", "147", "tel:147", "24/7", "https://www.rataufdraht.at/")],
    },
  },
  IN: {
    name: "India",
    emergency: "112",
    emergencySource: "https://112.gov.in/",
    crisis: [
      line("Tele-MANAS", "14416", "tel:14416", "24/7", "https://telemanas.mohfw.gov.in/"),
      line("Tele-MANAS", "1-800-891-4416", "tel:18008914416", "24/7", "https://telemanas.mohfw.gov.in/"),
    ],
    byKind: {
      abuse: [line("Women Helpline", "181", "tel:181", "24/7", "https://wcd.gov.in/")],
      "child-at-risk": [line("Childline", "1098", "tel:1098", "24/7", "https://wcd.gov.in/")],
    },
  },
} as const satisfies Record<string, CountryLines>;

export type CrisisCountry = keyof typeof CRISIS_TABLE;
