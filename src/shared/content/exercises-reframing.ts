// Built-in reframing exercises: before = the negative thought, after = the reframe.
import { DEFAULT_EXERCISE_DURATION_SECONDS, type LibraryExercise } from "./exercises-types.ts";

const base = { category: "reframing", source: "library", duration: DEFAULT_EXERCISE_DURATION_SECONDS } as const;

export const evidenceForAgainst: LibraryExercise = {
  ...base,
  id: "evidence-for-against",
  title: "Evidence For and Against",
  description:
    "Put a harsh thought about yourself on trial: gather the facts that support it and the facts that don't, then write a fairer conclusion.",
  steps: [
    "Write down the thought that is bothering you, exactly as it sounds in your head.",
    "Rate how strongly you believe it right now, from 0 to 100%.",
    "List the facts that support the thought: things a neutral observer could confirm, not feelings.",
    "List the facts that don't fit the thought, including times it wasn't true and things a good friend would point out.",
    "Write a balanced thought that takes all the evidence into account, then re-rate how strongly you believe the original one.",
  ],
  whatToDo:
    "Treat the thought as a hypothesis rather than a fact. Collect evidence on both sides the way a fair judge would, and finish with a statement that is accurate and kinder than the original.",
  whenToUse:
    "When a sweeping negative belief about yourself feels completely true, especially thoughts with 'always', 'never', 'everyone' or 'nobody' in them.",
  beforePrompt:
    "What thought is weighing on you? Write it exactly as your mind says it, then note the evidence that seems to support it.",
  afterPrompt:
    "Now list the evidence that doesn't fit that thought. Taking everything into account, what is a more balanced way to see it?",
  examples: [
    "Thought: 'I'm terrible at my job.' For: I missed a deadline this week. Against: my manager praised my report last month, I've trained two new colleagues, and one missed deadline doesn't cancel two years of good work. Balanced: 'I'm a capable employee who had a rough week, and I can plan better for the next deadline.'",
    "Thought: 'Nobody likes me.' For: no one replied in the group chat today. Against: Sam invited me for coffee on Sunday, and people are often just busy. Balanced: 'A quiet chat isn't proof that people dislike me. I have people who enjoy my company.'",
  ],
  psychologicalModels: ["Cognitive restructuring (CBT)", "Socratic questioning (Beck)", "Thought records (CBT)"],
  methodTags: ["cognitive-restructuring", "evidence-gathering", "thought-record", "balanced-thinking"],
  userPhrases: [
    "I'm a failure",
    "I always mess up",
    "I'm not good enough",
    "Everyone thinks I'm stupid",
    "Nobody likes me",
    "I'll never get this right",
    "It feels true even if it isn't",
  ],
  difficulty: "medium",
};

export const catchTheCritic: LibraryExercise = {
  ...base,
  id: "catch-the-critic",
  title: "Catch the Critic",
  description:
    "Notice your inner critic in action, name the thinking trap it is using, and answer it in a fairer voice.",
  steps: [
    "Write down the critical thought word for word: what exactly did your inner critic say?",
    "Spot the thinking trap: all-or-nothing thinking, catastrophising, mind reading, labelling, 'should' statements or discounting the positive.",
    "Ask yourself: would I say this to a friend in the same situation?",
    "Rewrite the thought the way a fair, supportive coach would say it.",
  ],
  whatToDo:
    "Catch a self-critical thought as it happens, label the distortion behind it, and respond with the fairness you would offer a friend.",
  whenToUse:
    "When you notice harsh self-talk: after a mistake, while comparing yourself with others, or when a familiar critical voice starts up.",
  beforePrompt:
    "What is your inner critic telling you right now? Write it word for word, and name the thinking trap if you can spot it.",
  afterPrompt: "How would a fair, supportive coach answer that thought? Rewrite it in their words.",
  examples: [
    "Critic: 'You sounded so stupid in that meeting.' Trap: mind reading and labelling. Coach: 'I stumbled over one sentence. Most people were focused on the content, and my point was useful.'",
    "Critic: 'You should be further along by now.' Trap: a 'should' statement and comparison. Coach: 'I'm on my own path, and I've grown a lot this year.'",
  ],
  psychologicalModels: [
    "Cognitive restructuring (CBT)",
    "Cognitive distortions (Beck, Burns)",
    "Self-compassion (Neff)",
  ],
  methodTags: ["inner-critic", "cognitive-distortions", "self-talk", "reframing"],
  userPhrases: [
    "I'm so stupid",
    "I sounded like an idiot",
    "I should be better at this by now",
    "My inner voice is so mean",
    "I can't stop criticising myself",
    "Everyone is better than me",
  ],
  difficulty: "easy",
};

export const challengeTheInnerBully: LibraryExercise = {
  ...base,
  id: "challenge-the-inner-bully",
  title: "Challenge the Inner Bully",
  description:
    "Stand up to the harshest voice in your head the way you would stand up for a friend who was being bullied.",
  steps: [
    "Write down exactly what the inner bully is saying to you.",
    "Imagine someone saying those words to a friend or a child you care about, and notice how that feels.",
    "Ask: is this true, is it helpful, is it kind? What is the bully leaving out?",
    "Write a firm, protective reply: the words you would use to defend someone you love.",
    "Read your reply out loud if you can.",
  ],
  whatToDo:
    "Step back from the bullying voice, notice that you would never accept it being said to someone else, and answer it with a calm, firm and protective reply.",
  whenToUse:
    "When your self-talk turns cruel or insulting (name-calling, 'you're worthless', 'you'll never amount to anything') rather than just mildly critical.",
  beforePrompt: "What is the inner bully saying to you? Write its words exactly, even if they are harsh.",
  afterPrompt: "If someone said that to a friend you love, how would you defend them? Write that defence for yourself.",
  examples: [
    "Bully: 'You're pathetic, you can't even keep your room clean.' Defence: 'Stop. I'm dealing with a lot right now, and a messy room doesn't make anyone pathetic. I'll tidy one corner tonight.'",
    "Bully: 'Nobody will ever want you.' Defence: 'That's cruel and it isn't true. My worth isn't up for debate, and there are people who care about me.'",
  ],
  psychologicalModels: [
    "Compassion-focused therapy (Gilbert)",
    "Cognitive restructuring (CBT)",
    "Cognitive defusion (ACT)",
  ],
  methodTags: ["inner-critic", "compassionate-self", "self-talk", "reframing"],
  userPhrases: [
    "I'm worthless",
    "I'm pathetic",
    "I'll never amount to anything",
    "I'm such a loser",
    "I hate the way I talk to myself",
    "The voice in my head is so cruel",
  ],
  difficulty: "medium",
};

export const whatIWishIBelieved: LibraryExercise = {
  ...base,
  id: "what-i-wish-i-believed",
  title: "What I Wish I Believed",
  description:
    "Name a belief you would like to hold about yourself, then build a believable bridge from where you are now to get there.",
  steps: [
    "Write the limiting belief you hold about yourself today.",
    "Write the belief you wish you had instead.",
    "If the new belief feels too big, soften it into a bridge statement you can honestly accept, such as 'I'm learning to...'.",
    "Write one piece of evidence, however small, that supports the bridge statement.",
    "Choose one small action this week that fits the new belief.",
  ],
  whatToDo:
    "Move from an old belief towards the one you want through an honest bridge statement and a small action, instead of forcing an affirmation you don't believe.",
  whenToUse:
    "When positive affirmations feel fake, or when you know what you would like to believe about yourself but can't quite get there yet.",
  beforePrompt: "What belief about yourself is holding you back? Write it the way you would usually say it.",
  afterPrompt:
    "What do you wish you believed instead? Write a bridge version you can honestly accept today, and one small action that fits it.",
  examples: [
    "Old: 'I'm not a confident person.' Wish: 'I'm confident.' Bridge: 'I'm learning to act with confidence, one conversation at a time.' Action: say hello to one new person this week.",
    "Old: 'I'm bad with money.' Wish: 'I'm in control of my finances.' Bridge: 'I'm building better money habits.' Action: check my balance every Sunday.",
  ],
  psychologicalModels: ["Core belief work (CBT)", "Self-affirmation theory (Steele)", "Behavioural experiments (CBT)"],
  methodTags: ["core-beliefs", "affirmations", "bridge-statements", "reframing"],
  userPhrases: [
    "Affirmations don't work for me",
    "I wish I could believe in myself",
    "I'm just not a confident person",
    "I want to believe I'm enough",
    "I know I should love myself but I don't",
    "That's just who I am",
  ],
  difficulty: "medium",
};

export const turnAMistakeIntoMeaning: LibraryExercise = {
  ...base,
  id: "turn-a-mistake-into-meaning",
  title: "Turn a Mistake into Meaning",
  description: "Look at a mistake with curiosity instead of shame, and turn it into a lesson you can carry forward.",
  steps: [
    "Describe the mistake in plain, factual terms: what happened, without judgement words.",
    "Write how you feel about it and what your mind says it means about you.",
    "Separate the behaviour from your identity: 'I made a mistake' is not 'I am a mistake'.",
    "Ask: what can I learn, what would I do differently, and is there anything to repair?",
    "Write the meaning you choose to take from it.",
  ],
  whatToDo:
    "Write down the mistake and the harsh story you have attached to it, then reframe it around learning, repair and growth.",
  whenToUse:
    "After an error, a setback or an embarrassing moment you keep replaying, especially if you are treating it as proof that you are not good enough.",
  beforePrompt: "What mistake is on your mind, and what is your mind telling you it says about you?",
  afterPrompt: "What can you learn from it, and what meaning do you choose to take forward?",
  examples: [
    "Mistake: 'I sent the report with the wrong figures.' Story: 'I'm careless and incompetent.' Meaning: 'I was rushing. I'll build in a ten-minute check before sending, and I corrected it quickly, which shows I take responsibility.'",
    "Mistake: 'I forgot my friend's birthday.' Story: 'I'm a terrible friend.' Meaning: 'It hurts because I care about her. I'll apologise and put birthdays in my calendar.'",
  ],
  psychologicalModels: ["Growth mindset (Dweck)", "Cognitive restructuring (CBT)", "Self-compassion (Neff)"],
  methodTags: ["mistakes", "growth-mindset", "learning", "reframing"],
  userPhrases: [
    "I messed up",
    "I can't stop thinking about my mistake",
    "I ruin everything",
    "I'm such an idiot",
    "I made a huge mistake at work",
    "I keep replaying what I did wrong",
  ],
  difficulty: "medium",
};

export const failureParty: LibraryExercise = {
  ...base,
  id: "failure-party",
  title: "Failure Party",
  description: "Throw a small celebration for a failure: honour the courage it took to try and what it taught you.",
  steps: [
    "Pick a recent attempt that didn't work out: a rejection, a flop, a 'no'.",
    "Write what you tried and how it turned out.",
    "Write the story you have been telling yourself about it.",
    "Now raise a toast to the failure: name the courage it took, what you learned and what it opens up.",
    "Mark it with something small and kind: a cup of tea, a favourite song, telling a friend.",
  ],
  whatToDo:
    "Describe a failure and the harsh story around it, then reframe it as something worth celebrating: proof that you tried, learned and are still in the game.",
  whenToUse:
    "After a rejection or something that didn't go to plan, or when fear of failing stops you from trying at all.",
  beforePrompt: "What didn't work out? Describe what you tried and what you have been telling yourself about it.",
  afterPrompt:
    "Raise a toast to it: what courage did it take, what did you learn, and what does it make possible next?",
  examples: [
    "Failure: 'My side project got no customers.' Story: 'I'm not cut out for this.' Toast: 'Here's to building something real for the first time. I learned how to set up a website and what people actually want.'",
    "Failure: 'I was turned down after the second interview.' Story: 'I'll never get hired.' Toast: 'Here's to reaching round two! I know the questions they ask now, and I'll be even better prepared.'",
  ],
  psychologicalModels: ["Growth mindset (Dweck)", "Positive reappraisal (Folkman)", "Cognitive reframing (CBT)"],
  methodTags: ["failure", "rejection", "growth-mindset", "celebration", "reframing"],
  userPhrases: [
    "I failed",
    "I got rejected",
    "I'm scared of failing",
    "What's the point of trying",
    "It didn't work out again",
    "I'm afraid to try in case I fail",
  ],
  difficulty: "easy",
};
