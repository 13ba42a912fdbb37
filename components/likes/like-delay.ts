/** `?t=` is seconds; anything else (or beyond a day) is ignored. */
export function parseDelaySeconds(raw: string | null): number | null {
  if (raw === null || !/^\d{1,5}(\.\d+)?$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds <= 86_400 ? seconds : null;
}
