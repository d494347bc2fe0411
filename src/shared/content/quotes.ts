// The 46 self-love and self-worth quotes shown as the daily reward (SPEC sections 2 and 9).
// Only quotes with a well-established attribution are included (no "Buddha said" or
// internet misattributions); translated authors use common English renderings.

export interface Quote {
  readonly text: string;
  readonly author: string;
}

export const SELF_LOVE_QUOTES: readonly Quote[] = Object.freeze([
  { text: "To love oneself is the beginning of a lifelong romance.", author: "Oscar Wilde" },
  {
    text: "Remember, you have been criticizing yourself for years and it hasn't worked. Try approving of yourself and see what happens.",
    author: "Louise Hay",
  },
  {
    text: "Owning our story and loving ourselves through that process is the bravest thing we'll ever do.",
    author: "Brené Brown",
  },
  { text: "Talk to yourself like you would to someone you love.", author: "Brené Brown" },
  {
    text: "Daring to set boundaries is about having the courage to love ourselves, even when we risk disappointing others.",
    author: "Brené Brown",
  },
  {
    text: "Imperfections are not inadequacies; they are reminders that we're all in this together.",
    author: "Brené Brown",
  },
  {
    text: "With self-compassion, we give ourselves the same kindness and care we'd give to a good friend.",
    author: "Kristin Neff",
  },
  {
    text: "A moment of self-compassion can change your entire day. A string of such moments can change the course of your life.",
    author: "Christopher Germer",
  },
  { text: "A man cannot be comfortable without his own approval.", author: "Mark Twain" },
  { text: "Trust thyself: every heart vibrates to that iron string.", author: "Ralph Waldo Emerson" },
  { text: "Nothing can bring you peace but yourself.", author: "Ralph Waldo Emerson" },
  { text: "Self-trust is the first secret of success.", author: "Ralph Waldo Emerson" },
  { text: "I exist as I am, that is enough.", author: "Walt Whitman" },
  { text: "I celebrate myself, and sing myself.", author: "Walt Whitman" },
  {
    text: "Today you are You, that is truer than true. There is no one alive who is Youer than You.",
    author: "Dr. Seuss",
  },
  { text: "Self-love, my liege, is not so vile a sin as self-neglecting.", author: "William Shakespeare" },
  { text: "This above all: to thine own self be true.", author: "William Shakespeare" },
  { text: "The greatest thing in the world is to know how to belong to oneself.", author: "Michel de Montaigne" },
  {
    text: "The curious paradox is that when I accept myself just as I am, then I can change.",
    author: "Carl Rogers",
  },
  {
    text: "Of all the judgments we pass in life, none is as important as the one we pass on ourselves.",
    author: "Nathaniel Branden",
  },
  { text: "Self-esteem is the reputation we acquire with ourselves.", author: "Nathaniel Branden" },
  {
    text: "You gain strength, courage, and confidence by every experience in which you really stop to look fear in the face.",
    author: "Eleanor Roosevelt",
  },
  {
    text: "Success is liking yourself, liking what you do, and liking how you do it.",
    author: "Maya Angelou",
  },
  {
    text: "Caring for myself is not self-indulgence, it is self-preservation, and that is an act of political warfare.",
    author: "Audre Lorde",
  },
  { text: "I'm not afraid of storms, for I'm learning how to sail my ship.", author: "Louisa May Alcott" },
  { text: "Find out who you are and do it on purpose.", author: "Dolly Parton" },
  {
    text: "You can't be that kid standing at the top of the waterslide, overthinking it. You have to go down the chute.",
    author: "Tina Fey",
  },
  {
    text: "Almost everything will work again if you unplug it for a few minutes, including you.",
    author: "Anne Lamott",
  },
  { text: "Perfectionism is the voice of the oppressor, the enemy of the people.", author: "Anne Lamott" },
  { text: "You are the sky. Everything else, it's just the weather.", author: "Pema Chödrön" },
  { text: "Embrace the glorious mess that you are.", author: "Elizabeth Gilbert" },
  {
    text: "Always be a first-rate version of yourself, instead of a second-rate version of somebody else.",
    author: "Judy Garland",
  },
  {
    text: "There is only one corner of the universe you can be certain of improving, and that's your own self.",
    author: "Aldous Huxley",
  },
  { text: "As soon as you trust yourself, you will know how to live.", author: "Johann Wolfgang von Goethe" },
  {
    text: "If you hear a voice within you say 'you cannot paint,' then by all means paint, and that voice will be silenced.",
    author: "Vincent van Gogh",
  },
  {
    text: "It is not because things are difficult that we do not dare; it is because we do not dare that they are difficult.",
    author: "Seneca",
  },
  { text: "Life shrinks or expands in proportion to one's courage.", author: "Anaïs Nin" },
  { text: "He who knows others is wise; he who knows himself is enlightened.", author: "Lao Tzu" },
  {
    text: "Never be bullied into silence. Never allow yourself to be made a victim. Accept no one's definition of your life; define yourself.",
    author: "Harvey Fierstein",
  },
  { text: "Trust yourself. You know more than you think you do.", author: "Benjamin Spock" },
  {
    text: "You can be the ripest, juiciest peach in the world, and there's still going to be somebody who hates peaches.",
    author: "Dita Von Teese",
  },
  {
    text: "If you can't love yourself, how in the hell you gonna love somebody else?",
    author: "RuPaul",
  },
  { text: "Your playing small does not serve the world.", author: "Marianne Williamson" },
  {
    text: "You are allowed to be both a masterpiece and a work in progress simultaneously.",
    author: "Sophia Bush",
  },
  {
    text: "I was once afraid of people saying, 'Who does she think she is?' Now I have the courage to stand and say, 'This is who I am.'",
    author: "Oprah Winfrey",
  },
  {
    text: "Until you value yourself, you won't value your time. Until you value your time, you will not do anything with it.",
    author: "M. Scott Peck",
  },
]);

/**
 * A random quote from the list. `rng` returns a number in [0, 1) like Math.random;
 * out-of-range or non-finite values are clamped so a quote is always returned.
 */
export function randomQuote(rng: () => number = Math.random): Quote {
  const r = rng();
  const n = SELF_LOVE_QUOTES.length;
  const index = Number.isFinite(r) ? Math.min(n - 1, Math.max(0, Math.floor(r * n))) : 0;
  const quote = SELF_LOVE_QUOTES[index];
  if (quote === undefined) throw new Error("SELF_LOVE_QUOTES is empty");
  return quote;
}
