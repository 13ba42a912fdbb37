import { useTranslations } from 'next-intl';
import type { LanderProfile } from '@/lib/schemas/lander';
import { FictionalIcon } from '@/components/ui/fictional-icon';

/** Name, the fictional icon where it applies (as everywhere in the app), age and city. */
export function ProfileLabel({
  profile: p,
  fictionalIcon,
  as: Tag = 'span',
  className,
}: {
  profile: LanderProfile;
  fictionalIcon: string;
  as?: 'span' | 'h2' | 'h3';
  className?: string;
}) {
  const t = useTranslations('landers.common');
  return (
    <Tag className={className}>
      <span className="fw-semibold">{p.name}</span>
      {p.isFictional && (
        <FictionalIcon name={fictionalIcon} className="ms-1" role="img" aria-label={t('fictional')} />
      )}
      <span className="fw-normal">
        {', '}
        {t('age', { age: p.age })}
        {p.city ? ` · ${p.city}` : ''}
      </span>
    </Tag>
  );
}
