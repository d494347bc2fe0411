import { describe, expect, it } from "vitest";
import { parseCoachReply } from "./coach-reply.ts";

describe("parseCoachReply", () => {
  it("reads the structured reply", () => {
    const r = parseCoachReply(
      JSON.stringify({
        message: "Try this.",
        recommended_exercise: "catch-the-critic",
        identified_patterns: null,
        chat_summary: null,
      }),
    );
    expect(r).toEqual({
      text: "Try this.",
      exerciseId: "catch-the-critic",
      patterns: null,
      summary: null,
      support: null,
      quickReplies: [],
    });
  });

  it("passes the safety layer's support through as sent", () => {
    const support = {
      level: "crisis",
      kind: "suicide",
      language: "en",
      message: "I'm worried about you.",
      emergency: false,
      resources: [],
    };
    expect(
      parseCoachReply(JSON.stringify({ message: "I'm worried about you.", recommended_exercise: null, support }))
        .support,
    ).toEqual(support);
    expect(parseCoachReply(JSON.stringify({ message: "Hi", support: null })).support).toBeNull();
  });

  it("reads insights and exercise objects", () => {
    const r = parseCoachReply(
      JSON.stringify({
        message: "Here's what I see.",
        identified_patterns: ["Mind reading"],
        chat_summary: "You worry.",
        recommended_exercise: { id: "success-replay" },
      }),
    );
    expect(r).toMatchObject({ exerciseId: "success-replay", patterns: ["Mind reading"], summary: "You worry." });
  });

  it("keeps text written before a JSON block and shows plain text as is", () => {
    const r = parseCoachReply(
      'Sounds hard.\n```json\n{"message":"Try this one.","recommended_exercise":"failure-party"}\n```',
    );
    expect(r.text).toBe("Sounds hard.\n\nTry this one.");
    expect(r.exerciseId).toBe("failure-party");
    expect(parseCoachReply("Just text {not json")).toEqual({
      text: "Just text {not json",
      exerciseId: null,
      patterns: null,
      summary: null,
      support: null,
      quickReplies: [],
    });
    expect(parseCoachReply("{}").text).toBe("{}");
  });
});
