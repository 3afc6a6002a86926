/** The text with `insert` replacing the selection [start, end), and where the caret goes after it. */
export function insertAtCursor(
  text: string,
  insert: string,
  start: number | null | undefined,
  end: number | null | undefined,
): { text: string; caret: number } {
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}
