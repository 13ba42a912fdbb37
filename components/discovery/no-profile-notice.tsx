import { Link } from '@/lib/i18n/navigation';

/** A member without a profile yet (signup not completed) is sent to finish it first. */
export function NoProfileNotice({ text, linkLabel }: { text: string; linkLabel: string }) {
  return (
    <div className="alert alert-info" role="status">
      {text}{' '}
      <Link href="/complete-signup" className="alert-link">
        {linkLabel}
      </Link>
    </div>
  );
}
