import { Link } from '@/lib/i18n/navigation';

type Props = {
  /** The list's path and its current query (filters kept across pages; blank ones dropped). */
  pathname: string;
  query: Record<string, string | number | undefined>;
  /** The query parameter holding this list's page. */
  param?: string;
  page: number;
  hasNext: boolean;
  labels: { nav: string; previous: string; next: string; current: string };
};

/** Previous / next links of a server-rendered console list (none when there is one page). */
export function Pager({ pathname, query, param = 'page', page, hasNext, labels }: Props) {
  if (page <= 1 && !hasNext) return null;
  const href = (p: number) => ({
    pathname,
    query: Object.fromEntries(
      Object.entries({ ...query, [param]: p > 1 ? p : undefined }).filter(
        (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '',
      ),
    ),
  });
  const item = (p: number, label: string, enabled: boolean) => (
    <li className={`page-item${enabled ? '' : ' disabled'}`}>
      {enabled ? (
        <Link className="page-link" href={href(p)}>
          {label}
        </Link>
      ) : (
        <span className="page-link">{label}</span>
      )}
    </li>
  );
  return (
    <nav aria-label={labels.nav}>
      <ul className="pagination pagination-sm">
        {item(page - 1, labels.previous, page > 1)}
        <li className="page-item active" aria-current="page">
          <span className="page-link">{labels.current}</span>
        </li>
        {item(page + 1, labels.next, hasNext)}
      </ul>
    </nav>
  );
}
