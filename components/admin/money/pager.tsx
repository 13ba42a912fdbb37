import { Link } from '@/lib/i18n/navigation';

type Props = {
  pathname: string;
  /** The list's filters, kept across pages. */
  query: Record<string, string | number | undefined>;
  page: number;
  pages: number;
  labels: { nav: string; previous: string; next: string; current: string };
};

/** Previous / next links of a server-rendered money list. */
export function MoneyPager({ pathname, query, page, pages, labels }: Props) {
  if (pages <= 1) return null;
  const href = (p: number) => ({
    pathname,
    query: Object.fromEntries(
      Object.entries({ ...query, page: p > 1 ? p : undefined } as Record<
        string,
        string | number | undefined
      >).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== ''),
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
        {item(page + 1, labels.next, page < pages)}
      </ul>
    </nav>
  );
}
