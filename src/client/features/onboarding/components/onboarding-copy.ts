// The words of the 10-step onboarding. Questions and answers are the spec's; the three
// explanatory screens (steps 3-5) are ours.

export const ONBOARDING_TEXT = Object.freeze({
  flow: "Onboarding",
  nameTitle: "How should I call you?",
  nameLead: "Hi! I'm so glad you're here. Let's get to know each other a little.",
  nameLabel: "Your name",
  beliefTitle: "Do you believe confidence is something you can build?",
  beliefYes: "Yes, I do",
  beliefNotSure: "I'm not sure",
  moodTitle: "How are you feeling right now?",
  emotionsTitle: "Which emotions are you feeling?",
  emotionsLead: "Choose any that fit, or name your own.",
  ownEmotionLabel: "Your own emotion",
  challengesTitle: "What would you like to work on?",
  challengesLead: "Choose up to 3 things that hold you back.",
  challengeOtherLabel: "Tell me what else holds you back",
  identitiesTitle: "Which of these describe you?",
  identitiesLead: "Choose up to 3, so I can make the exercises fit your life.",
  identityOtherLabel: "Tell me how you'd describe yourself",
  topicTitle: "What would you like to talk about first?",
  topicLead: "Pick a topic, or tell me in your own words.",
  topicOwnLabel: "Or in your own words",
  startChat: "Start chat",
  skip: "Skip",
  next: "Next",
  goNext: "Go next",
});

export interface ExplainerCopy {
  title: string;
  body: readonly string[];
}

/** Steps 3, 4 and 5. The first answers step 2: it reads differently for 'I'm not sure'. */
export function explainers(believes: boolean | null): readonly ExplainerCopy[] {
  return [
    {
      title: believes === false ? "That's okay. Confidence can be built" : "You're right: confidence can be built",
      body: [
        believes === false
          ? "Many people feel confidence is something you're born with or not. The good news: it works more like a muscle."
          : "Confidence isn't something you either have or don't. It works more like a muscle.",
        "Every time you act despite the doubt, you collect a little evidence that you can. Small, repeated practice is what makes it grow.",
      ],
    },
    {
      title: "Small steps, every day",
      body: [
        "You don't need big leaps. A few minutes a day of short exercises adds up to real change.",
        "Noticing a win, questioning your inner critic, being kind to yourself: most exercises take about 3 minutes.",
      ],
    },
    {
      title: "Let's start where you are",
      body: [
        "Next, a few quick questions about how you feel and what you'd like to work on. There are no wrong answers.",
        "Then we can have a short chat, and build a daily plan that fits you.",
      ],
    },
  ];
}
