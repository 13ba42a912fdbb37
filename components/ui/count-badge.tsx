import { badgeText } from '@/lib/utils/badges';

type Props = { count: number; label: string; bg?: string; className?: string };

/** A small pill with a count, "99+" above 99; renders nothing at 0. */
export function CountBadge({ count, label, bg = 'unread-messages', className = 'nav-badge' }: Props) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill text-bg-${bg} ${className}`} title={label}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
