type Props = {
  /** What went wrong last time, shown above the button. */
  error: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
  onClick: () => void;
  /** Bootstrap button variant. */
  variant?: 'primary' | 'success';
};

// Whole class names, so the stylesheet's purge (postcss.config.mjs) finds them in the source.
const VARIANT_CLASS = { primary: 'btn-primary', success: 'btn-success' } as const;

/** A one-click action (confirm a link, restore, accept an offer): its error, then its button. */
export function ActionButton({ error, pending, label, pendingLabel, onClick, variant = 'primary' }: Props) {
  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button type="button" className={`btn ${VARIANT_CLASS[variant]}`} onClick={onClick} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
