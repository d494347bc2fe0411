import { describe, expect, it } from "vitest";
import {
  ANYTHING_ELSE,
  DEFAULT_NOTIFICATION_TIME,
  DEFAULT_TIME_COMMITMENT,
  FEEDBACK_OPTIONS,
  FEEDBACK_RESPONSES,
  GOAL_IDS,
  GOAL_LABELS,
  GOAL_TRACKING_LEVEL_LABELS,
  HABIT_CONTEXT_OPTIONS,
  MOOD_EMOTIONS,
  NAME_YOUR_OWN,
  NOTIFICATION_TIME_OPTIONS,
  ONBOARDING_CHALLENGES,
  ONBOARDING_EMOTIONS,
  ONBOARDING_IDENTITIES,
  ONBOARDING_MAX_SELECTIONS,
  TIME_COMMITMENTS,
  emotionsForMood,
  formatNotificationTime,
  goalCheckInQuestion,
  goalLabel,
  isNotificationTimeOption,
  isOnboardingComplete,
  journalTypeForGoal,
  journalTypeLabel,
  moodEmoji,
  moodLabel,
  moodWord,
  nextTimeCommitment,
  onboardingEmotionsForMood,
  timeCommitmentMinutes,
} from "./labels.ts";

describe("mood labels", () => {
  it("labels levels 1-5 and Unknown otherwise", () => {
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual(["Very Bad", "Bad", "Neutral", "Good", "Very Good"]);
    for (const other of [0, 6, -1, 2.5, Number.NaN]) expect(moodLabel(other)).toBe("Unknown");
  });

  it("has mood words and faces", () => {
    expect([1, 2, 3, 4, 5].map(moodWord)).toEqual([
      "very down",
      "somewhat down",
      "neutral",
      "pretty good",
      "fantastic",
    ]);
    const faces = [1, 2, 3, 4, 5].map(moodEmoji);
    expect(new Set(faces).size).toBe(5);
    expect(moodEmoji(9)).not.toBe("");
  });

  it("maps mood levels to the spec's emotion lists", () => {
    expect(MOOD_EMOTIONS.negative).toEqual([
      "Anxious",
      "Sad",
      "Angry",
      "Stressed",
      "Overwhelmed",
      "Frustrated",
      "Tired",
      "Hopeless",
    ]);
    expect(MOOD_EMOTIONS.neutral).toEqual([
      "Calm",
      "Content",
      "Relaxed",
      "Indifferent",
      "Bored",
      "Distracted",
      "Focused",
      "Curious",
    ]);
    expect(MOOD_EMOTIONS.positive).toEqual([
      "Happy",
      "Excited",
      "Proud",
      "Grateful",
      "Inspired",
      "Energetic",
      "Confident",
      "Loved",
    ]);
    expect(emotionsForMood(1)).toBe(MOOD_EMOTIONS.negative);
    expect(emotionsForMood(2)).toBe(MOOD_EMOTIONS.negative);
    expect(emotionsForMood(3)).toBe(MOOD_EMOTIONS.neutral);
    expect(emotionsForMood(4)).toBe(MOOD_EMOTIONS.positive);
    expect(emotionsForMood(5)).toBe(MOOD_EMOTIONS.positive);
  });
});

describe("journal and goal labels", () => {
  it("labels journal types with Daily Action and Journal fallbacks", () => {
    expect(journalTypeLabel("appreciation")).toBe("Appreciation");
    expect(journalTypeLabel("thought-reframing")).toBe("Thought Reframing");
    expect(journalTypeLabel("micro-win")).toBe("Micro Win");
    expect(journalTypeLabel("self-love")).toBe("Self-Love");
    for (const t of ["action_writing-single", "action_writing-triple", "action_reframing", "action_checklist"]) {
      expect(journalTypeLabel(t)).toBe("Daily Action");
    }
    for (const t of ["action_timer", "other", "", "constructor", null, undefined]) {
      expect(journalTypeLabel(t)).toBe("Journal");
    }
  });

  it("has the goal ids, labels and journal tag by goal", () => {
    expect([...GOAL_IDS]).toEqual(["confidence", "motivation", "happiness", "growth", "custom"]);
    expect(GOAL_LABELS.confidence).toBe("Confidence");
    expect(goalLabel("growth")).toBe("Growth");
    expect(goalLabel("sleep better")).toBe("Sleep better");
    expect(goalCheckInQuestion("confidence")).toBe("How is your confidence today?");
    expect(goalCheckInQuestion("custom", " Feel calmer before presentations ")).toBe(
      "How is it going with “Feel calmer before presentations” today?",
    );
    expect(goalCheckInQuestion("custom", null)).toBe("How is your own goal going today?");
    expect(journalTypeForGoal("confidence")).toBe("self-love");
    expect(journalTypeForGoal("happiness")).toBe("appreciation");
    expect(journalTypeForGoal("motivation")).toBe("micro-win");
    expect(journalTypeForGoal("growth")).toBe("thought-reframing");
    expect(journalTypeForGoal("custom")).toBe("appreciation");
    expect(journalTypeForGoal(null)).toBe("appreciation");
    for (const goal of GOAL_IDS) expect(GOAL_TRACKING_LEVEL_LABELS[goal]).toHaveLength(5);
  });

  it("has the time commitments", () => {
    expect(TIME_COMMITMENTS.map((t) => [t.id, t.minutes, t.label])).toEqual([
      ["3min", 3, "Let's start small"],
      ["5min", 5, "I can try a bit more"],
      ["10min", 10, "I am ready for more"],
      ["10min+", 20, "I dedicate my life for this"],
    ]);
    expect(DEFAULT_TIME_COMMITMENT).toBe("5min");
    expect(timeCommitmentMinutes("10min+")).toBe(20);
    expect(timeCommitmentMinutes("bogus")).toBe(5);
    expect(nextTimeCommitment("3min")).toBe("5min");
    expect(nextTimeCommitment("10min")).toBe("10min+");
    expect(nextTimeCommitment("10min+")).toBeNull();
  });
});

describe("habit and notification options", () => {
  it("maps habit context labels to the spec's values", () => {
    expect(HABIT_CONTEXT_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ["Right after I wake up", "wake up"],
      ["When I go exercise", "exercise"],
      ["During lunch break", "lunch"],
      ["When I brush my teeth", "brushing teeth"],
      ["Before I go sleep", "sleep"],
    ]);
  });

  it("offers 18 hourly notification times from 06:00 to 23:00", () => {
    expect(NOTIFICATION_TIME_OPTIONS).toHaveLength(18);
    expect(NOTIFICATION_TIME_OPTIONS[0]).toEqual({ value: "06:00:00", label: "6:00 AM" });
    expect(NOTIFICATION_TIME_OPTIONS[17]).toEqual({ value: "23:00:00", label: "11:00 PM" });
    expect(NOTIFICATION_TIME_OPTIONS.find((o) => o.value === "12:00:00")?.label).toBe("12:00 PM");
    expect(NOTIFICATION_TIME_OPTIONS.find((o) => o.value === "11:00:00")?.label).toBe("11:00 AM");
    expect(DEFAULT_NOTIFICATION_TIME).toBe("09:00:00");
    expect(isNotificationTimeOption(DEFAULT_NOTIFICATION_TIME)).toBe(true);
    expect(isNotificationTimeOption("05:00:00")).toBe(false);
    expect(formatNotificationTime("00:30")).toBe("12:30 AM");
    expect(formatNotificationTime("25:00:00")).toBeUndefined();
    expect(formatNotificationTime("9am")).toBeUndefined();
  });

  it("has the feedback options and replies", () => {
    expect(FEEDBACK_OPTIONS.map((o) => o.value)).toEqual(["not_helpful", "neutral", "helpful"]);
    expect(FEEDBACK_RESPONSES.helpful).toBe("Great to know it was helpful for you!");
  });
});

describe("onboarding options", () => {
  it("has emotion lists for every mood and the 'Name your own' option", () => {
    expect(NAME_YOUR_OWN).toBe("Name your own");
    for (const level of [1, 2, 3, 4, 5] as const) {
      const list = ONBOARDING_EMOTIONS[level];
      expect(list.length).toBeGreaterThanOrEqual(6);
      expect(new Set(list).size).toBe(list.length);
      expect(onboardingEmotionsForMood(level)).toBe(list);
    }
    expect(onboardingEmotionsForMood(0)).toBe(ONBOARDING_EMOTIONS[3]);
  });

  it("has 7 challenges, 7 identities, 'Anything else' and a max of 3", () => {
    expect(ONBOARDING_CHALLENGES).toHaveLength(7);
    expect(ONBOARDING_IDENTITIES).toHaveLength(7);
    expect(new Set(ONBOARDING_CHALLENGES).size).toBe(7);
    expect(new Set(ONBOARDING_IDENTITIES).size).toBe(7);
    expect(ANYTHING_ELSE).toBe("Anything else");
    expect(ONBOARDING_MAX_SELECTIONS).toBe(3);
  });

  it("knows when onboarding is complete", () => {
    const full = { userName: "Sam", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };
    expect(isOnboardingComplete(full)).toBe(true);
    expect(isOnboardingComplete({ ...full, userName: "  " })).toBe(false);
    expect(isOnboardingComplete({ ...full, selectedChallenges: [] })).toBe(false);
    expect(isOnboardingComplete({ ...full, selectedIdentities: null })).toBe(false);
    expect(isOnboardingComplete({ ...full, selectedIdentities: [], customIdentity: "Nurse" })).toBe(true);
  });
});
