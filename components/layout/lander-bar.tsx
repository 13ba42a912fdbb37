import { Link } from '@/lib/i18n/navigation';
import { HeartFill } from 'react-bootstrap-icons';

export function LanderBar({ name }: { name: string }) {
  return (
    <header className="navbar bg-primary" data-bs-theme="dark">
      <div className="container">
        <Link href="/" className="navbar-brand">
          <HeartFill className="me-2" aria-hidden="true" />
          {name}
        </Link>
      </div>
    </header>
  );
}
