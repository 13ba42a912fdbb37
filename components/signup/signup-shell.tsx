import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

/** The frame of the signup pages in the empty layout: the site's name (home link) above a card. */
export function SignupShell({
  site,
  title,
  intro,
  children,
}: {
  site: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: 640 }}>
      <Link href="/" className="d-inline-block mb-4 text-decoration-none fw-bold fs-4">
        <Icon name="heart-fill" className="me-2" aria-hidden="true" />
        {site}
      </Link>
      <div className="card shadow-sm">
        <div className="card-body p-4">
          <h1 className="h3 mb-2">{title}</h1>
          {intro && <p className="text-body-secondary">{intro}</p>}
          {children}
        </div>
      </div>
    </div>
  );
}
