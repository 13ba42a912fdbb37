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

/** A one-click action (confirm a link, restore, accept an offer): its error, then its button. */
export function ActionButton({ error, pending, label, pendingLabel, onClick, variant = 'primary' }: Props) {
  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      <button type="button" className={`btn btn-${variant}`} onClick={onClick} disabled={pending}>
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
