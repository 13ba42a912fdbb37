/** What a form's submit came to: success as a polite status, failure as an alert. */
export type Outcome = { ok: boolean; text: string };

export function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div
      className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'}`}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.text}
    </div>
  );
}
