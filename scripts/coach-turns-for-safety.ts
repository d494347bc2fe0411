// `npm run safety:coach-turns`: writes what people say in the guided coach's scripted conversations
// (their `dev` halves only; the held-out halves and dev14 stay unseen) to the safety set as ordinary
// messages (cases/coach-personas.dev.jsonl, all `dev`), so the learned reader learns the app's
// everyday talk (decision 013, session 17). Run it after adding a persona set, then `npm run safety:train`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { assessByRules } from "../src/server/features/safety/assess.ts";
import { coachConversations, saidIn } from "../src/server/features/coach/guided/eval/coach-conversations.ts";

const seen = new Set<string>();
const lines: string[] = [];
for (const p of coachConversations("dev")) {
  saidIn(p).forEach((text, i) => {
    const key = text.trim().toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    const { language } = assessByRules([text]);
    lines.push(
      JSON.stringify({
        id: `coach-${p.id}-${i + 1}`,
        lang: language,
        level: "none",
        kind: null,
        tags: ["everyday", "coach-persona"],
        text,
      }),
    );
  });
}
const out = join(import.meta.dirname, "../src/server/features/safety/eval/cases/coach-personas.dev.jsonl");
writeFileSync(out, `${lines.join("\n")}\n`);
console.log(`${out}: ${lines.length} messages`);
