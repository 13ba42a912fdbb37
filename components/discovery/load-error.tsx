/** A list that failed to load, with a retry (the discovery games and suggestion lists). */
export function LoadError({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-danger" role="alert">
      {text}{' '}
      <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
