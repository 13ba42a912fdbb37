import { Link } from '@/lib/i18n/navigation';
import { Icon } from '@/components/ui/icon';

export function LanderBar({ name }: { name: string }) {
  return (
    <header className="navbar bg-primary" data-bs-theme="dark">
      <div className="container">
        <Link href="/" className="navbar-brand">
          <Icon name="heart-fill" className="me-2" aria-hidden="true" />
          {name}
        </Link>
      </div>
    </header>
  );
}
