import { badgeText } from '@/lib/utils/badges';

// Whole class names, so the stylesheet's purge (postcss.config.mjs) finds them in the source.
const BG_CLASS = { 'unread-messages': 'text-bg-unread-messages', secondary: 'text-bg-secondary' } as const;

type Props = { count: number; label: string; bg?: keyof typeof BG_CLASS; className?: string };

/** A small pill with a count, "99+" above 99; renders nothing at 0. */
export function CountBadge({ count, label, bg = 'unread-messages', className = 'nav-badge' }: Props) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill ${BG_CLASS[bg]} ${className}`} title={label}>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
