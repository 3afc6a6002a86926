const HOUR = 3_600_000;

/** How long a board card has been in its column: "under 1 h", hours up to two days, then days. */
export function timeInStage(enteredAt: string, now: number): string {
  const hours = Math.floor((now - new Date(enteredAt).getTime()) / HOUR);
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
