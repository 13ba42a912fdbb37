import { Link } from '@/lib/i18n/navigation';
import { SignupLink } from '@/components/signup/signup-link';
import { Icon } from '@/components/ui/icon';

type Props = { title: string; text: string; loginLabel: string; signupLabel: string };

/** What a visitor sees on a members-only discovery page: log in, or sign up in the modal. */
export function MemberPrompt({ title, text, loginLabel, signupLabel }: Props) {
  return (
    <div className="card shadow-sm mx-auto text-center" style={{ maxWidth: 480 }} data-testid="member-prompt">
      <div className="card-body p-4">
        <Icon name="heart-arrow" className="fs-1 text-secondary" aria-hidden="true" />
        <h2 className="h4 mt-2">{title}</h2>
        <p className="text-body-secondary">{text}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link href="/login" className="btn btn-primary">
            {loginLabel}
          </Link>
          <SignupLink className="btn btn-success">{signupLabel}</SignupLink>
        </div>
      </div>
    </div>
  );
}
