// Text colour on each background keeps 4.5:1 contrast (Bootstrap's *-subtle pairs).
const TONE: Record<string, string> = {
  open: 'bg-warning-subtle text-warning-emphasis',
  in_progress: 'bg-info-subtle text-info-emphasis',
  handled: 'bg-success-subtle text-success-emphasis',
  rejected: 'bg-secondary-subtle text-secondary-emphasis',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`badge ${TONE[status] ?? 'text-bg-light'}`} data-status={status}>
      {label}
    </span>
  );
}
