// One check of a bundle's English/Spanish text for every package's catalog test. The types already
// refuse a Spanish file that lacks a key or drops a placeholder; this checks the merged chunks a
// bundle actually ships, which the types cannot see.

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Each way the Spanish text falls short of the English, as a line naming the key; empty when none. */
export function catalogProblems(en: ReadonlyMap<string, string>, es: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const key of es.keys()) if (!en.has(key)) problems.push(`${key}: only in Spanish`);
  for (const [key, english] of en) {
    const spanish = es.get(key);
    if (spanish === undefined) problems.push(`${key}: missing in Spanish`);
    else if (spanish.trim() === '') problems.push(`${key}: empty in Spanish`);
    else if (placeholders(spanish).join() !== placeholders(english).join()) {
      problems.push(`${key}: placeholders differ from the English text`);
    }
  }
  return problems;
}
