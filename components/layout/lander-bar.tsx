import { Link } from '@/lib/i18n/navigation';

export function LanderBar({ name }: { name: string }) {
  return (
    <header className="navbar bg-primary" data-bs-theme="dark">
      <div className="container">
        <Link href="/" className="navbar-brand">
          <i className="bi bi-heart-fill me-2" aria-hidden="true" />
          {name}
        </Link>
      </div>
    </header>
  );
}
