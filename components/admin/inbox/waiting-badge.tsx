/** The SLA timer: minutes a member waits; amber from 5 minutes, red from 15 (colours with text ≥ 4.5:1). */
export const SLA_WARN_MINUTES = 5;
export const SLA_LATE_MINUTES = 15;

export function WaitingBadge({ minutes, label }: { minutes: number; label: string }) {
  const tone =
    minutes >= SLA_LATE_MINUTES
      ? 'text-bg-danger'
      : minutes >= SLA_WARN_MINUTES
        ? 'text-bg-warning'
        : 'text-bg-secondary';
  return (
    <span className={`badge ${tone}`} data-testid="waiting" data-minutes={minutes}>
      {label}
    </span>
  );
}
