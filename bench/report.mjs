// Turns section results into bench-results/report.json and a readable report.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function formatValue(value, unit) {
  if (value === undefined || value === null || (typeof value === "number" && Number.isNaN(value))) return "n/a";
  if (typeof value !== "number") return String(value);
  const text = Number.isInteger(value) ? value.toLocaleString("en-US") : String(value);
  if (!unit) return text;
  return unit === "×" ? `${text}×` : `${text} ${unit}`;
}

function formatBudget(budget, unit) {
  if (!budget) return "";
  const parts = [];
  if (budget.min !== undefined) parts.push(`≥ ${formatValue(budget.min, unit)}`);
  if (budget.max !== undefined) parts.push(`≤ ${formatValue(budget.max, unit)}`);
  return parts.join(", ");
}

const cell = (s) => String(s).replace(/\|/g, "\\|").replace(/\n/g, " ");

export function toMarkdown(report) {
  const out = [];
  out.push("# Otter Coach benchmark report", "");
  out.push(
    `${report.startedAt} · ${report.env.commit} · Node ${report.env.node} · ${report.env.cpus} × ${report.env.cpuModel} · ` +
      `${report.env.memGb} GB RAM · ${report.durationS} s`,
    "",
  );
  const budgeted = report.sections.flatMap((s) =>
    s.metrics.filter((m) => m.budget).map((m) => ({ ...m, section: s.name })),
  );
  const failed = budgeted.filter((m) => !m.pass);
  const errored = report.sections.filter((s) => s.error);
  out.push(
    `**${budgeted.length - failed.length} of ${budgeted.length} budgets met**` +
      (errored.length ? ` · ${errored.length} section(s) failed to run: ${errored.map((s) => s.name).join(", ")}` : ""),
    "",
  );
  for (const section of report.sections) {
    out.push(`## ${section.name}`, "");
    if (section.error) out.push(`> **Error:** ${cell(section.error)}`, "");
    if (section.metrics.length) {
      out.push("| Metric | Value | Budget | Result |", "|---|---:|---|:---:|");
      for (const m of section.metrics) {
        const result = m.budget ? (m.pass ? "✅ pass" : "❌ fail") : "";
        out.push(
          `| ${cell(m.label)} | ${cell(formatValue(m.value, m.unit))} | ${cell(formatBudget(m.budget, m.unit))} | ${result} |`,
        );
      }
      out.push("");
    }
    for (const note of section.notes ?? []) out.push(`- ${note}`);
    if (section.notes?.length) out.push("");
    out.push(`_${section.durationS} s_`, "");
  }
  if (failed.length) {
    out.push("## Missed budgets", "");
    for (const m of failed)
      out.push(
        `- ${m.section}: ${m.label} = ${formatValue(m.value, m.unit)} (budget ${formatBudget(m.budget, m.unit)})`,
      );
    out.push("");
  }
  return out.join("\n");
}

export function writeReport(root, report) {
  const dir = join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  const markdown = toMarkdown(report);
  writeFileSync(join(dir, "report.json"), JSON.stringify(report, null, 2) + "\n");
  writeFileSync(join(dir, "report.md"), markdown);
  return { dir, markdown };
}
