import { Link } from '@/lib/i18n/navigation';

type Props = {
  /** The list's path and its current query (filters kept across pages). */
  pathname: string;
  query: Record<string, string | number | undefined>;
  /** The query parameter holding this list's page. */
  param?: string;
  page: number;
  hasNext: boolean;
  labels: { nav: string; previous: string; next: string; current: string };
};

/** Previous / next links of a server-rendered console list. */
export function Pager({ pathname, query, param = 'page', page, hasNext, labels }: Props) {
  if (page <= 1 && !hasNext) return null;
  const href = (p: number) => {
    const q = Object.fromEntries(
      Object.entries({ ...query, [param]: p > 1 ? p : undefined }).filter(([, v]) => v !== undefined),
    ) as Record<string, string | number>;
    return { pathname, query: q };
  };
  return (
    <nav aria-label={labels.nav}>
      <ul className="pagination pagination-sm">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page > 1 ? (
            <Link className="page-link" href={href(page - 1)}>
              {labels.previous}
            </Link>
          ) : (
            <span className="page-link">{labels.previous}</span>
          )}
        </li>
        <li className="page-item active" aria-current="page">
          <span className="page-link">{labels.current}</span>
        </li>
        <li className={`page-item${hasNext ? '' : ' disabled'}`}>
          {hasNext ? (
            <Link className="page-link" href={href(page + 1)}>
              {labels.next}
            </Link>
          ) : (
            <span className="page-link">{labels.next}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
