import { Icon } from '@/components/ui/icon';
import { ENTRY_WARNING_CLASS, LEAVE_URL } from '@/lib/utils/entry-warning';

export type EntryWarningTexts = { title: string; body: string; leave: string; enter: string };

/**
 * The signup flow's entry-warning step as markup, for the step itself (entry-warning-step.tsx)
 * and for the server's stand-in while the flow's code loads (`preview`): the same text on the
 * first paint instead of an empty box. The stand-in is inert (no focus, not in the accessibility
 * tree, its button does nothing) until the real step replaces it, and the entry warning's gate
 * hides it before that paint for a visitor who already accepted the warning.
 */
export function EntryWarningStepView({
  texts,
  onAccept,
  preview = false,
}: {
  texts: EntryWarningTexts;
  onAccept?: () => void;
  preview?: boolean;
}) {
  const titleId = preview ? undefined : 'signup-entry-warning-title';
  return (
    <section
      aria-labelledby={titleId}
      data-testid={preview ? undefined : 'signup-entry-warning'}
      className={preview ? ENTRY_WARNING_CLASS : undefined}
      inert={preview || undefined}
    >
      <h2 id={titleId} className="h5">
        <Icon name="exclamation-octagon" className="me-2 text-danger" aria-hidden="true" />
        {texts.title}
      </h2>
      <p>{texts.body}</p>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <a href={LEAVE_URL} className="btn btn-outline-secondary">
          {texts.leave}
        </a>
        <button type="button" className="btn btn-primary" onClick={onAccept}>
          {texts.enter}
        </button>
      </div>
    </section>
  );
}
