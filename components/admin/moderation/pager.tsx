import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

type Props = { path: string; page: number; pages: number; params?: Record<string, string | undefined> };

/** Previous / next links of a console list (query parameter `page`, other filters kept). */
export async function ModerationPager({ path, page, pages, params = {} }: Props) {
  if (pages <= 1) return null;
  const t = await getTranslations('admin.members.pager');
  const href = (p: number) => ({
    pathname: path,
    query: Object.fromEntries(Object.entries({ ...params, page: String(p) }).filter((e): e is [string, string] => Boolean(e[1]))),
  });
  return (
    <nav aria-label={t('label')} className="d-flex align-items-center gap-3 my-3">
      {page > 1 ? (
        <Link className="btn btn-outline-secondary btn-sm" href={href(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : null}
      <span className="small">{t('page', { page, pages })}</span>
      {page < pages ? (
        <Link className="btn btn-outline-secondary btn-sm" href={href(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** `?page=` of a list: a positive integer, else 1. */
export function pageParam(raw: string | string[] | undefined): number {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
