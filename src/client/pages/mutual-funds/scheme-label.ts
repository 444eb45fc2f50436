/**
 * A scheme name short enough for a table header or a chart legend: AMFI names repeat the plan
 * and option in many spellings ("- Direct Plan - Growth", "Growth Option- Direct", "(G)").
 * The plan is added back once, because Direct and Regular of one fund differ in cost.
 */
export function shortSchemeName(name: string, plan?: string | null): string {
  const base = name
    .replace(/\((formerly|erstwhile)[^)]*\)/gi, ' ')
    .replace(/\b(direct|regular)\s*plan\b/gi, ' ')
    .replace(/\b(growth|cumulative)\s*(option|plan)?\b/gi, ' ')
    .replace(/\boption\b/gi, ' ')
    .replace(/\(\s*g\s*\)/gi, ' ')
    .replace(/\b(direct|regular)\b/gi, ' ')
    .replace(/[-–]\s*(?=[-–]|$)/g, ' ')
    .replace(/\s+[-–]\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s\-–]+$/g, '')
    .trim();
  const shown = base.length >= 6 ? base : name;
  return plan ? `${shown} (${plan})` : shown;
}
