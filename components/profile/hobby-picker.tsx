'use client';

import { useTranslations } from 'next-intl';
import { InterestIcon } from '@/components/ui/interest-icon';

type Props = {
  interests: { slug: string; icon: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  labelledBy: string;
};

/** Interests as toggle chips with their hobby icon; the names come from messages `interests.<slug>`. */
export function HobbyPicker({ interests, value, onChange, max, labelledBy }: Props) {
  const t = useTranslations('interests');
  const chosen = new Set(value);
  const full = value.length >= max;
  return (
    <div role="group" aria-labelledby={labelledBy} className="d-flex flex-wrap gap-2">
      {interests.map(({ slug, icon }) => {
        const on = chosen.has(slug);
        return (
          <button
            key={slug}
            type="button"
            className={`btn btn-sm rounded-pill ${on ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={on}
            disabled={!on && full}
            onClick={() => onChange(on ? value.filter((v) => v !== slug) : [...value, slug])}
          >
            <InterestIcon name={icon} className="me-1" aria-hidden="true" />
            {t(slug)}
          </button>
        );
      })}
    </div>
  );
}
