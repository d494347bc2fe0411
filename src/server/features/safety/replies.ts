// What Otter Coach says to someone who may be in danger, in the five safety languages.
//
// Written to follow Samaritans', 988's and WHO's guidance on talking with someone at risk and on safe
// messaging: warm, calm, short and plain; thank them for telling; say plainly we are concerned; ask
// directly about suicide when it fits; point to a real person now. Never a method, a dose, a height
// or a place; never a promise of secrecy; no lectures and no exercises. The help card lists the
// numbers under the message, so the words say "below" and never write a number themselves.
// The coach is not a therapist or a crisis service, and the words never pretend otherwise.
//
// Each language is written for all its speakers (es: Spain and Latin America; fr: France; de:
// Germany; pt: Brazil and Portugal), informal but respectful (tú, tu, du, você). Portuguese avoids
// the forms that differ between Brazil and Portugal (gerunds, most clitics, tela/ecrã, celular/telemóvel).
import type { RiskKind, SafetyLanguage } from "#shared/schemas/safety.ts";

type SupportLevel = "crisis" | "imminent";

interface Replies {
  support: Record<RiskKind, Record<SupportLevel, string>>;
  concern: Record<RiskKind, string>;
  /** At least four, so consecutive check-ins never repeat. */
  checkIns: readonly [string, string, string, string, ...string[]];
  safeNow: string;
  meansQuestion: string;
}

const en: Replies = {
  support: {
    suicide: {
      crisis:
        "Thank you for telling me. I'm really worried about you, and you don't have to carry this alone. " +
        "Please reach a real person now: the lines below are there for exactly this moment. Are you safe right now?",
      imminent:
        "Please call your local emergency number now, or go to the nearest emergency department. " +
        "Your life matters, and you deserve help right away. " +
        "If someone is near you, tell them and ask them to stay with you. The numbers are below.",
    },
    "self-harm": {
      crisis:
        "Thank you for telling me. Hurting yourself can be a way of coping with pain that feels like too much, and I'm not judging you. " +
        "I'm concerned, and you deserve support from a real person: someone on the lines below can listen now. " +
        "Are you thinking about ending your life?",
      imminent:
        "Please call your local emergency number now, or go to the nearest emergency department. " +
        "If you're hurt, you deserve care right away, without judgement. " +
        "If you can, tell someone near you. The numbers are below.",
    },
    abuse: {
      crisis:
        "Thank you for telling me. I believe you, and it's not your fault. " +
        "Your safety comes first: a domestic abuse line below can help, and if you're in danger now, call your local emergency number. " +
        "If someone might see this screen, you can leave it quickly and use a phone they can't check.",
      imminent:
        "Please call your local emergency number now, or get to a safe place if you can. " +
        "What's happening is not your fault, and your safety matters most. " +
        "If someone might see this screen, leave it quickly and use a phone they can't check. The numbers are below.",
    },
    "child-at-risk": {
      crisis:
        "Thank you for telling me; this matters, and I'm concerned. " +
        "If it's happening to you, it's not your fault: please tell an adult you trust, or call a children's helpline below. " +
        "If you're worried about a child, contact child protection services, or the emergency number if they're in danger now.",
      imminent:
        "Please call your local emergency number now. " +
        "If you're the one in danger, get to an adult you trust if you can; none of this is your fault. " +
        "If a child is in danger, emergency services can act right away. The numbers are below.",
    },
    "harm-to-others": {
      crisis:
        "Thank you for telling me. What you're feeling is very strong, but it does pass, and you can get through this without anyone getting hurt. " +
        "Please put distance between you and the person, and anything you could use, then call a line below now. " +
        "If anyone is in immediate danger, call your local emergency number.",
      imminent:
        "Please call your local emergency number now. " +
        "Step away from the person and from anything you could use to hurt someone, and get to a calmer place. " +
        "Reaching out was the right thing to do. The numbers are below.",
    },
    medical: {
      crisis:
        "Thank you for telling me; I'm worried about you. " +
        "Please call your local emergency number now, or the poison helpline below if there is one, even if you feel fine. " +
        "Don't wait for symptoms. If something was taken, tell them what it was and when.",
      imminent:
        "Please call your local emergency number now, or go to the nearest emergency department. " +
        "Don't wait for symptoms, even if you feel fine right now. " +
        "If something was taken, tell them what and when, and keep someone with you. The numbers are below.",
    },
  },
  concern: {
    suicide:
      "Thank you for sharing that with me. It sounds like things feel really heavy, and I'd like to ask you something directly. " +
      "Are you thinking about ending your life? Whatever the answer, you can tell me.",
    "self-harm":
      "Thank you for telling me. It sounds like you're in a lot of pain, and there's no judgement here. " +
      "Are you hurting yourself, or thinking about it? Either way, you deserve support.",
    abuse:
      "Thank you for telling me. If someone is hurting or frightening you, that is never your fault. " +
      "Do you feel safe where you are right now?",
    "child-at-risk":
      "Thank you for telling me. I want to check that everyone is okay: is someone hurting you, or a child you know? " +
      "Whatever is going on, you can tell me, and a trusted adult or a helpline can help.",
    "harm-to-others":
      "Thank you for being honest with me. It sounds like you're carrying a lot right now. " +
      "Are you having thoughts of hurting someone? You can tell me; I won't judge you.",
    medical:
      "That sounds worrying, and I want to make sure you're okay. Have you taken something, or are you feeling unwell right now? " +
      "If you're not sure, it's always okay to call your local emergency number.",
  },
  checkIns: [
    "Before anything else: are you safe right now?",
    "I haven't forgotten what you shared earlier. How are you doing, and are you safe?",
    "Just checking in: have you been able to reach someone, like a friend, someone in your family or one of the helplines?",
    "I'm glad you're still talking with me. Are you safe at the moment?",
    "First, how are you feeling now? If things get heavy again, the helplines are still there for you.",
  ],
  safeNow:
    "Thank you for letting me know. I'm really glad you're safe. " +
    "I'm here whenever you want to talk, and the helplines are there too. " +
    "Would you like to look at your safety plan, so it's ready if things get hard again?",
  meansQuestion:
    "I won't answer that, because I care about your safety. I'm worried about you, and I'd like to understand what's going on. " +
    "Are you thinking about ending your life? If you are, please reach a real person now; the lines below are there for you.",
};

const es: Replies = {
  support: {
    suicide: {
      crisis:
        "Gracias por contármelo. Me preocupas de verdad, y no tienes que cargar con esto a solas. " +
        "Por favor, habla ahora con una persona: las líneas de abajo están para momentos como este. ¿Estás a salvo ahora mismo?",
      imminent:
        "Por favor, llama ahora al número de emergencias o ve a urgencias del hospital más cercano. " +
        "Tu vida importa y mereces ayuda ya. " +
        "Si hay alguien cerca, cuéntaselo y pídele que se quede contigo. Tienes los números abajo.",
    },
    "self-harm": {
      crisis:
        "Gracias por contármelo. Hacerte daño puede ser una forma de aguantar un dolor que se vuelve demasiado, y no te juzgo. " +
        "Me preocupas y mereces el apoyo de una persona: en las líneas de abajo alguien puede escucharte ahora. " +
        "¿Estás pensando en quitarte la vida?",
      imminent:
        "Por favor, llama ahora al número de emergencias o ve a urgencias del hospital más cercano. " +
        "Si te has hecho daño, mereces que te atiendan ya, sin juicios. " +
        "Si puedes, avisa a alguien que esté cerca. Tienes los números abajo.",
    },
    abuse: {
      crisis:
        "Gracias por contármelo. Te creo, y no es culpa tuya. " +
        "Lo primero es tu seguridad: una línea de violencia doméstica de abajo puede ayudarte, y si estás en peligro ahora, llama al número de emergencias. " +
        "Si temes que alguien vea esta pantalla, sal rápido y usa un teléfono que esa persona no pueda revisar.",
      imminent:
        "Por favor, llama ahora al número de emergencias o ponte a salvo si puedes. " +
        "Lo que está pasando no es culpa tuya, y tu seguridad es lo primero. " +
        "Si temes que alguien vea esta pantalla, sal rápido y usa un teléfono que esa persona no pueda revisar. Tienes los números abajo.",
    },
    "child-at-risk": {
      crisis:
        "Gracias por contármelo; esto importa y me preocupa. " +
        "Si te está pasando a ti, no es culpa tuya: cuéntaselo a un adulto de confianza o llama a una línea de ayuda infantil de abajo. " +
        "Si te preocupa un menor, avisa a protección de menores, o a emergencias si está en peligro ahora.",
      imminent:
        "Por favor, llama ahora al número de emergencias. " +
        "Si eres tú quien está en peligro, busca a un adulto de confianza si puedes; nada de esto es culpa tuya. " +
        "Si un menor está en peligro, los servicios de emergencia pueden actuar de inmediato. Tienes los números abajo.",
    },
    "harm-to-others": {
      crisis:
        "Gracias por contármelo. Lo que sientes ahora es muy intenso, pero pasa, y puedes salir de esto sin que nadie salga herido. " +
        "Por favor, aléjate de esa persona y de cualquier cosa que puedas usar, y llama ahora a una línea de abajo. " +
        "Si alguien está en peligro inmediato, llama al número de emergencias.",
      imminent:
        "Por favor, llama ahora al número de emergencias. " +
        "Aléjate de esa persona y de cualquier cosa con la que puedas hacer daño, y ve a un lugar más tranquilo. " +
        "Pedir ayuda es lo correcto. Tienes los números abajo.",
    },
    medical: {
      crisis:
        "Gracias por contármelo; me preocupas. " +
        "Por favor, llama ahora al número de emergencias, o al centro de información toxicológica de abajo si lo hay, aunque te sientas bien. " +
        "No esperes a tener síntomas. Si se tomó algo, diles qué fue y cuándo.",
      imminent:
        "Por favor, llama ahora al número de emergencias o ve a urgencias del hospital más cercano. " +
        "No esperes a tener síntomas, aunque ahora te sientas bien. " +
        "Si se tomó algo, diles qué y cuándo, y busca a alguien que se quede contigo. Tienes los números abajo.",
    },
  },
  concern: {
    suicide:
      "Gracias por compartirlo conmigo. Parece que todo pesa mucho ahora, y quiero preguntarte algo directamente. " +
      "¿Estás pensando en quitarte la vida? Sea cual sea la respuesta, puedes contármelo.",
    "self-harm":
      "Gracias por contármelo. Parece que sientes mucho dolor, y no te juzgo. " +
      "¿Te estás haciendo daño, o piensas en hacerlo? Sea como sea, mereces apoyo.",
    abuse:
      "Gracias por contármelo. Si alguien te hace daño o te da miedo, nunca es culpa tuya. " +
      "¿Te sientes a salvo donde estás ahora?",
    "child-at-risk":
      "Gracias por contármelo. Quiero asegurarme de que todos estén bien: ¿alguien te está haciendo daño a ti o a un menor que conoces? " +
      "Pase lo que pase, puedes contármelo, y un adulto de confianza o una línea de ayuda pueden apoyarte.",
    "harm-to-others":
      "Gracias por tu sinceridad. Parece que cargas con mucho ahora mismo. " +
      "¿Tienes pensamientos de hacerle daño a alguien? Puedes contármelo; no te voy a juzgar.",
    medical:
      "Eso me preocupa y quiero asegurarme de que estás bien. ¿Has tomado algo o te encuentras mal ahora mismo? " +
      "Si tienes dudas, llamar al número de emergencias siempre está bien.",
  },
  checkIns: [
    "Antes que nada: ¿estás a salvo ahora mismo?",
    "No me olvido de lo que me contaste antes. ¿Cómo estás? ¿Estás a salvo?",
    "Solo quería saber: ¿has podido hablar con alguien, como una persona de confianza, tu familia o una de las líneas de ayuda?",
    "Me alegra que sigas hablando conmigo. ¿Estás a salvo en este momento?",
    "Primero, ¿cómo te sientes ahora? Si todo vuelve a pesar, las líneas de ayuda siguen ahí para ti.",
  ],
  safeNow:
    "Gracias por decírmelo. Me alegra mucho que estés a salvo. " +
    "Aquí estoy cuando quieras hablar, y las líneas de ayuda también. " +
    "¿Quieres echar un vistazo a tu plan de seguridad, para tenerlo listo si las cosas vuelven a ponerse difíciles?",
  meansQuestion:
    "No voy a responder a eso, porque me importa tu seguridad. Me preocupas y quiero entender qué te está pasando. " +
    "¿Estás pensando en quitarte la vida? Si es así, por favor, habla ahora con una persona: las líneas de abajo están para ti.",
};

const fr: Replies = {
  support: {
    suicide: {
      crisis:
        "Merci de me l'avoir dit. Je m'inquiète vraiment pour toi, et tu n'as pas à affronter ça sans aide. " +
        "S'il te plaît, parle à quelqu'un dès maintenant : les lignes ci-dessous sont là pour ce genre de moment. " +
        "Est-ce que tu es en sécurité en ce moment ?",
      imminent:
        "Appelle tout de suite le numéro d'urgence, ou va aux urgences les plus proches. " +
        "Ta vie compte, et tu mérites de l'aide sans attendre. " +
        "Si quelqu'un est près de toi, dis-le-lui et demande-lui de rester avec toi. Les numéros sont ci-dessous.",
    },
    "self-harm": {
      crisis:
        "Merci de me l'avoir dit. Se faire du mal peut être une façon de tenir face à une douleur trop lourde, et je ne te juge pas. " +
        "Je m'inquiète pour toi : sur les lignes ci-dessous, quelqu'un peut t'écouter maintenant. " +
        "Est-ce que tu penses à mettre fin à ta vie ?",
      imminent:
        "Appelle tout de suite le numéro d'urgence, ou va aux urgences les plus proches. " +
        "Si tu t'es fait mal, tu mérites des soins sans attendre, et sans jugement. " +
        "Si tu peux, préviens quelqu'un près de toi. Les numéros sont ci-dessous.",
    },
    abuse: {
      crisis:
        "Merci de me l'avoir dit. Je te crois, et ce n'est pas ta faute. " +
        "Ta sécurité passe avant tout : une ligne contre les violences conjugales ci-dessous peut t'aider, et si tu es en danger maintenant, appelle le numéro d'urgence. " +
        "Si quelqu'un risque de voir cet écran, quitte-le vite et utilise un téléphone que cette personne ne peut pas consulter.",
      imminent:
        "Appelle tout de suite le numéro d'urgence, ou mets-toi en sécurité si tu peux. " +
        "Ce qui se passe n'est pas ta faute, et ta sécurité compte plus que tout. " +
        "Si quelqu'un risque de voir cet écran, quitte-le vite et utilise un téléphone que cette personne ne peut pas consulter. Les numéros sont ci-dessous.",
    },
    "child-at-risk": {
      crisis:
        "Merci de me l'avoir dit ; c'est important, et je m'inquiète. " +
        "Si ça t'arrive à toi, ce n'est pas ta faute : parles-en à un adulte de confiance ou appelle une ligne pour les jeunes ci-dessous. " +
        "Si tu t'inquiètes pour un enfant, contacte la protection de l'enfance, ou les secours s'il est en danger maintenant.",
      imminent:
        "Appelle tout de suite le numéro d'urgence. " +
        "Si c'est toi qui es en danger, va vers un adulte de confiance si tu peux ; rien de tout ça n'est ta faute. " +
        "Si un enfant est en danger, les secours peuvent intervenir immédiatement. Les numéros sont ci-dessous.",
    },
    "harm-to-others": {
      crisis:
        "Merci de me l'avoir dit. Ce que tu ressens est très fort, mais ça passe, et tu peux traverser ça sans que personne ne soit blessé. " +
        "Éloigne-toi de cette personne et de tout ce que tu pourrais utiliser, puis appelle une ligne ci-dessous maintenant. " +
        "Si quelqu'un est en danger immédiat, appelle le numéro d'urgence.",
      imminent:
        "Appelle tout de suite le numéro d'urgence. " +
        "Éloigne-toi de cette personne et de tout ce qui pourrait servir à blesser, et va dans un endroit plus calme. " +
        "Tu as bien fait d'en parler. Les numéros sont ci-dessous.",
    },
    medical: {
      crisis:
        "Merci de me l'avoir dit ; je m'inquiète pour toi. " +
        "Appelle tout de suite le numéro d'urgence, ou le centre antipoison ci-dessous s'il y en a un, même si tu te sens bien. " +
        "N'attends pas d'avoir des symptômes. Dis-leur ce qui a été pris, et quand.",
      imminent:
        "Appelle tout de suite le numéro d'urgence, ou va aux urgences les plus proches. " +
        "N'attends pas d'avoir des symptômes, même si tu te sens bien pour l'instant. " +
        "Dis-leur ce qui a été pris et quand, et reste avec quelqu'un. Les numéros sont ci-dessous.",
    },
  },
  concern: {
    suicide:
      "Merci de m'en parler. On dirait que tout est très lourd en ce moment, et j'aimerais te poser une question directement. " +
      "Est-ce que tu penses à mettre fin à ta vie ? Quelle que soit ta réponse, tu peux me le dire.",
    "self-harm":
      "Merci de me l'avoir dit. On dirait que tu as très mal en ce moment, et je ne te juge pas. " +
      "Est-ce que tu te fais du mal, ou est-ce que tu y penses ? Quoi qu'il en soit, tu mérites du soutien.",
    abuse:
      "Merci de me l'avoir dit. Si quelqu'un te fait du mal ou te fait peur, ce n'est jamais ta faute. " +
      "Est-ce que tu te sens en sécurité là où tu es, en ce moment ?",
    "child-at-risk":
      "Merci de me l'avoir dit. Je veux m'assurer que tout le monde va bien : est-ce que quelqu'un te fait du mal, à toi ou à un enfant que tu connais ? " +
      "Quoi qu'il se passe, tu peux m'en parler, et un adulte de confiance ou une ligne d'écoute peuvent t'aider.",
    "harm-to-others":
      "Merci pour ta franchise. On dirait que tu portes beaucoup de choses en ce moment. " +
      "Est-ce que tu penses à faire du mal à quelqu'un ? Tu peux m'en parler, je ne te juge pas.",
    medical:
      "Ça m'inquiète, et je veux m'assurer que tu vas bien. Est-ce que tu as pris quelque chose, ou est-ce que tu te sens mal en ce moment ? " +
      "Dans le doute, tu peux toujours appeler le numéro d'urgence.",
  },
  checkIns: [
    "Avant toute chose : est-ce que tu es en sécurité en ce moment ?",
    "Je n'oublie pas ce que tu m'as confié tout à l'heure. Comment tu vas, et est-ce que tu es en sécurité ?",
    "Je prends de tes nouvelles : est-ce que tu as pu parler à quelqu'un, un proche ou une des lignes d'écoute ?",
    "Merci de continuer à me parler. Est-ce que tu es en sécurité, là, maintenant ?",
    "D'abord, comment tu te sens maintenant ? Si ça redevient trop lourd, les lignes d'écoute sont toujours là pour toi.",
  ],
  safeNow:
    "Merci de me l'avoir dit, ça me soulage vraiment de savoir que tu es en sécurité. " +
    "Je suis là quand tu veux parler, et les lignes d'écoute aussi. " +
    "Tu veux jeter un œil à ton plan de sécurité, pour qu'il soit prêt si ça redevient difficile ?",
  meansQuestion:
    "Je ne vais pas répondre à ça, parce que ta sécurité compte pour moi. Je m'inquiète pour toi et j'aimerais comprendre ce qui se passe. " +
    "Est-ce que tu penses à mettre fin à ta vie ? Si c'est le cas, parle à quelqu'un dès maintenant : les lignes ci-dessous sont là pour toi.",
};

const de: Replies = {
  support: {
    suicide: {
      crisis:
        "Danke, dass du mir das erzählst. Ich mache mir wirklich Sorgen um dich, und du musst das nicht allein tragen. " +
        "Bitte sprich jetzt mit einem Menschen: Die Nummern unten sind genau für solche Momente da. Bist du gerade in Sicherheit?",
      imminent:
        "Bitte wähl jetzt den Notruf oder geh in die nächste Notaufnahme. " +
        "Dein Leben zählt, und du verdienst sofort Hilfe. " +
        "Wenn jemand in deiner Nähe ist, sag es dieser Person und bitte sie, bei dir zu bleiben. Die Nummern stehen unten.",
    },
    "self-harm": {
      crisis:
        "Danke, dass du mir das erzählst. Sich selbst zu verletzen kann ein Weg sein, mit Schmerz umzugehen, der zu viel wird, und ich verurteile dich nicht. " +
        "Ich mache mir Sorgen um dich: Unter den Nummern unten hört dir jetzt jemand zu. " +
        "Denkst du daran, dir das Leben zu nehmen?",
      imminent:
        "Bitte wähl jetzt den Notruf oder geh in die nächste Notaufnahme. " +
        "Wenn du verletzt bist, verdienst du sofort Hilfe, ohne Vorwürfe. " +
        "Wenn du kannst, sag jemandem in deiner Nähe Bescheid. Die Nummern stehen unten.",
    },
    abuse: {
      crisis:
        "Danke, dass du mir das erzählst. Ich glaube dir, und es ist nicht deine Schuld. " +
        "Deine Sicherheit geht vor: Ein Hilfetelefon gegen häusliche Gewalt unten kann helfen, und wenn du gerade in Gefahr bist, wähl den Notruf. " +
        "Falls jemand diesen Bildschirm sehen könnte, verlass ihn schnell und nutz ein Handy, das die Person nicht kontrollieren kann.",
      imminent:
        "Bitte wähl jetzt den Notruf oder bring dich in Sicherheit, wenn du kannst. " +
        "Was gerade passiert, ist nicht deine Schuld, und deine Sicherheit ist das Wichtigste. " +
        "Falls jemand diesen Bildschirm sehen könnte, verlass ihn schnell und nutz ein Handy, das die Person nicht kontrollieren kann. Die Nummern stehen unten.",
    },
    "child-at-risk": {
      crisis:
        "Danke, dass du mir das erzählst; das ist wichtig, und ich mache mir Sorgen. " +
        "Wenn dir das passiert, ist es nicht deine Schuld: Erzähl es einem Erwachsenen, dem du vertraust, oder ruf unten ein Kinder- und Jugendtelefon an. " +
        "Wenn du dir Sorgen um ein Kind machst, wende dich ans Jugendamt oder, bei akuter Gefahr, an den Notruf.",
      imminent:
        "Bitte wähl jetzt den Notruf. " +
        "Bist du selbst in Gefahr, dann geh, wenn möglich, zu einem Erwachsenen, dem du vertraust; nichts davon ist deine Schuld. " +
        "Ist ein Kind in Gefahr, kann der Notruf sofort helfen. Die Nummern stehen unten.",
    },
    "harm-to-others": {
      crisis:
        "Danke, dass du mir das erzählst. Was du fühlst, ist gerade sehr stark, aber es geht vorbei, und du kannst da durch, ohne dass jemand verletzt wird. " +
        "Bitte geh auf Abstand zu der Person und zu allem, was du benutzen könntest, und ruf jetzt eine Nummer unten an. " +
        "Ist jemand in akuter Gefahr, wähl den Notruf.",
      imminent:
        "Bitte wähl jetzt den Notruf. " +
        "Geh weg von der Person und von allem, womit du jemanden verletzen könntest, an einen ruhigeren Ort. " +
        "Es war richtig, dass du das gesagt hast. Die Nummern stehen unten.",
    },
    medical: {
      crisis:
        "Danke, dass du mir das erzählst; ich mache mir Sorgen um dich. " +
        "Bitte wähl jetzt den Notruf oder ruf den Giftnotruf unten an, falls es einen gibt, auch wenn es dir gut geht. " +
        "Warte nicht auf Symptome. Sag ihnen, was genommen wurde und wann.",
      imminent:
        "Bitte wähl jetzt den Notruf oder geh in die nächste Notaufnahme. " +
        "Warte nicht auf Symptome, auch wenn es dir gerade gut geht. " +
        "Sag ihnen, was genommen wurde und wann, und bleib nicht allein. Die Nummern stehen unten.",
    },
  },
  concern: {
    suicide:
      "Danke, dass du das mit mir teilst. Es klingt, als wäre gerade alles sehr schwer, und ich möchte dich etwas direkt fragen. " +
      "Denkst du daran, dir das Leben zu nehmen? Egal, wie die Antwort ist, du kannst es mir sagen.",
    "self-harm":
      "Danke, dass du mir das erzählst. Es klingt, als ginge es dir gerade richtig schlecht, und ich verurteile dich nicht. " +
      "Verletzt du dich selbst, oder denkst du darüber nach? So oder so verdienst du Unterstützung.",
    abuse:
      "Danke, dass du mir das erzählst. Wenn dir jemand wehtut oder dir Angst macht, ist das nie deine Schuld. " +
      "Fühlst du dich gerade sicher, da wo du bist?",
    "child-at-risk":
      "Danke, dass du mir das erzählst. Ich möchte sichergehen, dass alle in Sicherheit sind: Tut jemand dir oder einem Kind, das du kennst, weh? " +
      "Was auch immer los ist, du kannst es mir sagen, und ein Erwachsener, dem du vertraust, oder ein Hilfetelefon kann helfen.",
    "harm-to-others":
      "Danke für deine Ehrlichkeit. Es klingt, als würdest du gerade viel mit dir herumtragen. " +
      "Denkst du daran, jemandem wehzutun? Du kannst es mir sagen, ich verurteile dich nicht.",
    medical:
      "Das klingt besorgniserregend, und ich möchte sichergehen, dass es dir gut geht. Hast du etwas genommen, oder fühlst du dich gerade unwohl? " +
      "Im Zweifel ist es immer in Ordnung, den Notruf zu wählen.",
  },
  checkIns: [
    "Zuerst das Wichtigste: Bist du gerade in Sicherheit?",
    "Ich denke noch an das, was du mir vorhin erzählt hast. Wie geht es dir, und bist du in Sicherheit?",
    "Ich wollte kurz nachfragen: Konntest du mit jemandem sprechen, mit einer vertrauten Person oder über eine der Nummern?",
    "Schön, dass du weiter mit mir sprichst. Bist du im Moment in Sicherheit?",
    "Zuerst: Wie fühlst du dich jetzt? Wenn es wieder zu schwer wird, sind die Hilfetelefone weiterhin für dich da.",
  ],
  safeNow:
    "Danke, dass du mir Bescheid gibst. Ich bin wirklich froh, dass du in Sicherheit bist. " +
    "Ich bin da, wann immer du reden möchtest, und die Hilfetelefone auch. " +
    "Magst du dir deinen Sicherheitsplan anschauen, damit er bereit ist, falls es wieder schwer wird?",
  meansQuestion:
    "Darauf antworte ich nicht, weil mir deine Sicherheit wichtig ist. Ich mache mir Sorgen um dich und möchte verstehen, was los ist. " +
    "Denkst du daran, dir das Leben zu nehmen? Wenn ja, sprich bitte jetzt mit einem Menschen: Die Nummern unten sind für dich da.",
};

const pt: Replies = {
  support: {
    suicide: {
      crisis:
        "Obrigado por me contar. Estou muito preocupado com você, e você não está só nisso. " +
        "Por favor, fale agora com uma pessoa de verdade: as linhas abaixo existem para momentos como este. Você está em segurança agora?",
      imminent:
        "Por favor, ligue agora para o número de emergência ou vá ao hospital mais próximo. " +
        "A sua vida importa, e você merece ajuda imediata. " +
        "Se houver alguém perto de você, conte a essa pessoa e peça que fique ao seu lado. Os números estão abaixo.",
    },
    "self-harm": {
      crisis:
        "Obrigado por me contar. Ferir o próprio corpo pode ser uma forma de lidar com uma dor que parece grande demais, e aqui não há julgamento. " +
        "Estou preocupado com você: nas linhas abaixo, alguém pode ouvir agora. " +
        "Você tem pensado em tirar a própria vida?",
      imminent:
        "Por favor, ligue agora para o número de emergência ou vá ao hospital mais próximo. " +
        "Se houver ferimentos, você merece cuidados imediatos, sem julgamento. " +
        "Se puder, avise alguém perto de você. Os números estão abaixo.",
    },
    abuse: {
      crisis:
        "Obrigado por me contar. Eu acredito em você, e a culpa não é sua. " +
        "A sua segurança vem primeiro: uma linha de apoio contra a violência doméstica abaixo pode ajudar e, se estiver em perigo agora, ligue para o número de emergência. " +
        "Se alguém puder ver esta conversa, saia rapidamente e use um telefone que essa pessoa não consiga vigiar.",
      imminent:
        "Por favor, ligue agora para o número de emergência ou vá para um lugar seguro, se puder. " +
        "A culpa não é sua, e a sua segurança é o mais importante. " +
        "Se alguém puder ver esta conversa, saia rapidamente e use um telefone que essa pessoa não consiga vigiar. Os números estão abaixo.",
    },
    "child-at-risk": {
      crisis:
        "Obrigado por me contar; isso é importante, e estou preocupado. " +
        "Se isso acontece com você, a culpa não é sua: conte a um adulto de confiança ou ligue para uma linha de ajuda para crianças e jovens abaixo. " +
        "Se uma criança que você conhece corre risco, avise a proteção à infância ou, se houver perigo agora, o número de emergência.",
      imminent:
        "Por favor, ligue agora para o número de emergência. " +
        "Se é você quem está em perigo, procure um adulto de confiança, se puder; nada disso é culpa sua. " +
        "Se uma criança está em perigo, os serviços de emergência podem agir de imediato. Os números estão abaixo.",
    },
    "harm-to-others": {
      crisis:
        "Obrigado por me contar. O que você sente agora é muito forte, mas passa, e você pode atravessar isso sem que ninguém saia ferido. " +
        "Por favor, afaste-se dessa pessoa e de qualquer coisa que possa usar, e ligue agora para uma das linhas abaixo. " +
        "Se alguém estiver em perigo imediato, ligue para o número de emergência.",
      imminent:
        "Por favor, ligue agora para o número de emergência. " +
        "Afaste-se dessa pessoa e de tudo o que possa servir para ferir alguém, e vá para um lugar mais calmo. " +
        "Você fez bem em falar. Os números estão abaixo.",
    },
    medical: {
      crisis:
        "Obrigado por me contar; estou preocupado com você. " +
        "Por favor, ligue agora para o número de emergência, ou para o centro de informação toxicológica abaixo, se houver, mesmo que se sinta bem. " +
        "Não espere por sintomas. Diga-lhes o que foi tomado e quando.",
      imminent:
        "Por favor, ligue agora para o número de emergência ou vá ao hospital mais próximo. " +
        "Não espere por sintomas, mesmo que agora se sinta bem. " +
        "Diga-lhes o que foi tomado e quando, e fique perto de alguém. Os números estão abaixo.",
    },
  },
  concern: {
    suicide:
      "Obrigado por me contar isso. Parece que tudo está muito pesado agora, e quero perguntar uma coisa com franqueza. " +
      "Você tem pensado em tirar a própria vida? Seja qual for a resposta, estou aqui para ouvir.",
    "self-harm":
      "Obrigado por me contar. Parece que você sente muita dor agora, e aqui não há julgamento. " +
      "Você tem pensado em ferir o próprio corpo, ou já fez isso? Seja como for, você merece apoio.",
    abuse:
      "Obrigado por me contar. Se alguém faz você sofrer ou sentir medo, a culpa nunca é sua. " +
      "Neste momento, você está em segurança onde está?",
    "child-at-risk":
      "Obrigado por me contar. Quero saber se todos estão bem: alguém faz mal a você ou a uma criança que você conhece? " +
      "Seja o que for, pode contar comigo, e um adulto de confiança ou uma linha de ajuda podem apoiar.",
    "harm-to-others":
      "Obrigado pela sinceridade. Parece que você carrega muita coisa agora. " +
      "Você tem pensado em fazer mal a alguém? Pode falar comigo sem medo de julgamento.",
    medical:
      "Isso parece preocupante, e quero saber se você está bem. Você tomou alguma coisa, ou sente algum mal-estar agora? " +
      "Na dúvida, ligar para o número de emergência é sempre uma boa escolha.",
  },
  checkIns: [
    "Antes de tudo: você está em segurança agora?",
    "Não esqueci o que você contou antes. Como você está? Está em segurança?",
    "Queria saber: você conseguiu falar com alguém, como uma pessoa próxima ou uma das linhas de ajuda?",
    "Obrigado por continuar a conversa comigo. Neste momento, você está em segurança?",
    "Primeiro, como você se sente agora? Se tudo voltar a pesar, as linhas de ajuda continuam disponíveis para você.",
  ],
  safeNow:
    "Obrigado por me dizer. Que bom saber que você está em segurança. " +
    "Estou aqui sempre que quiser conversar, e as linhas de ajuda também. " +
    "Quer rever o seu plano de segurança, para que esteja pronto se as coisas voltarem a ficar difíceis?",
  meansQuestion:
    "Não vou responder a isso, porque a sua segurança importa para mim. Estou preocupado com você e quero entender o que se passa. " +
    "Você tem pensado em tirar a própria vida? Se sim, por favor, fale agora com uma pessoa de verdade: as linhas abaixo existem para você.",
};

/** French puts a (narrow) no-break space before ? ! ; and a no-break space before :, so they never wrap alone. */
function frenchSpacing(text: string): string {
  return text.replace(/ ([?!;])/g, "\u202F$1").replace(/ :/g, "\u00A0:");
}

function mapReplies(replies: Replies, f: (text: string) => string): Replies {
  const support = {} as Replies["support"];
  const concern = {} as Replies["concern"];
  for (const kind of Object.keys(replies.support) as RiskKind[]) {
    support[kind] = { crisis: f(replies.support[kind].crisis), imminent: f(replies.support[kind].imminent) };
    concern[kind] = f(replies.concern[kind]);
  }
  const [a, b, c, d, ...rest] = replies.checkIns;
  return {
    support,
    concern,
    checkIns: [f(a), f(b), f(c), f(d), ...rest.map(f)],
    safeNow: f(replies.safeNow),
    meansQuestion: f(replies.meansQuestion),
  };
}

const REPLIES: Readonly<Record<SafetyLanguage, Replies>> = { en, es, fr: mapReplies(fr, frenchSpacing), de, pt };

/** Anything unexpected at runtime falls back to English, as the schema says for other languages. */
function repliesFor(language: SafetyLanguage): Replies {
  return Object.hasOwn(REPLIES, language) ? REPLIES[language] : REPLIES.en;
}

/** An unknown kind at runtime gets the suicide wording, the broadest of them. */
function kindOrDefault(kind: RiskKind): RiskKind {
  return Object.hasOwn(en.support, kind) ? kind : "suicide";
}

/** The words of the help card and of the coach's reply at crisis or imminent level (2–4 short sentences). */
export function supportMessage(kind: RiskKind, level: "crisis" | "imminent", language: SafetyLanguage): string {
  const byLevel = repliesFor(language).support[kindOrDefault(kind)];
  // Anything but "crisis" is treated as the more urgent level.
  return level === "crisis" ? byLevel.crisis : byLevel.imminent;
}

/** A gentle check-in when something worrying but unclear was said (level concern), by kind. */
export function concernMessage(kind: RiskKind, language: SafetyLanguage): string {
  return repliesFor(language).concern[kindOrDefault(kind)];
}

/** After a crisis turn, each later reply checks in; `turn` (0, 1, 2…) picks a different wording each time. */
export function checkInMessage(language: SafetyLanguage, turn: number): string {
  const list = repliesFor(language).checkIns;
  const index = Number.isFinite(turn) ? Math.abs(Math.trunc(turn)) % list.length : 0;
  return list[index] ?? list[0];
}

/** The person said they are safe now: thank them warmly, keep the door open, offer the safety plan. */
export function safeNowMessage(language: SafetyLanguage): string {
  return repliesFor(language).safeNow;
}

/** A question about methods/means (heights, doses, ligatures…): never answered, never repeated back. */
export function meansQuestionMessage(language: SafetyLanguage): string {
  return repliesFor(language).meansQuestion;
}

/** For the openai path: the same words are used when a model's reply is unsafe. */
export const SUPPORT_LANGUAGES: readonly SafetyLanguage[] = Object.freeze(Object.keys(REPLIES) as SafetyLanguage[]);
