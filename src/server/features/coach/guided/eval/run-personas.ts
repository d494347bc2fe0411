// Runs the scripted personas through the guided coach (tests and `npm run coach:transcripts`).
import type { ChatTurn, CoachReply } from "#shared/schemas/coach.ts";
import { guidedChatReply } from "../conversation.ts";
import type { Persona, TurnTag } from "./personas.ts";

export interface Exchange {
  user: string;
  tag: TurnTag | null;
  reply: CoachReply;
}

export function runPersona(p: Persona): Exchange[] {
  const history: ChatTurn[] = [];
  return p.turns.map((turn) => {
    const user = typeof turn === "string" ? turn : turn.say;
    history.push({ role: "user", content: user });
    const reply = guidedChatReply([...history], p.context ?? {});
    history.push({ role: "assistant", content: JSON.stringify(reply) });
    return { user, tag: typeof turn === "string" ? null : turn.tag, reply };
  });
}
