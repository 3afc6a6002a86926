import { useZonedTime } from '../api';

/**
 * An instant in the organisation's zone with its abbreviation, and the reader's own time beside it
 * when their browser's clock reads otherwise: "27 Nov 2026, 10:00 AEDT (08:00 your time)".
 */
export function ZonedTime({ at }: { at: string | null | undefined }) {
  const format = useZonedTime();
  if (!at || Number.isNaN(new Date(at).getTime())) return <>—</>;
  return <time dateTime={at}>{format(at)}</time>;
}
