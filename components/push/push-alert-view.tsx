import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '@/components/ui/icon';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The push alert's markup, shared by the live alert (push-alert.tsx) and the copy the server
 * renders for the first paint (push-alert-static.tsx), so the one takes the other's place without
 * a pixel moving. A plain function: renders on the server and the client alike.
 */
export function PushAlertView({
  textId,
  text,
  enable,
  dismiss,
}: {
  /** The id of the text that names the region (each copy its own: ids stay unique). */
  textId: string;
  text: string;
  /** The "Turn on" button; none when the alert shows an error instead of the offer. */
  enable: (ButtonProps & { label: string }) | null;
  dismiss: ButtonProps & { label: string };
}) {
  const { label: enableLabel, ...enableProps } = enable ?? { label: '' };
  const { label: dismissLabel, ...dismissProps } = dismiss;
  return (
    <div
      className="alert alert-primary d-flex align-items-center gap-2 gap-sm-3 py-2 mb-0"
      role="region"
      aria-labelledby={textId}
    >
      <Icon name="bell-fill" className="fs-5 flex-shrink-0" aria-hidden="true" />
      <p id={textId} className="flex-grow-1 mb-0">
        {text}
      </p>
      {enable && (
        <button type="button" className="btn btn-primary btn-sm flex-shrink-0" {...enableProps}>
          {enableLabel}
        </button>
      )}
      <button type="button" className="btn-close flex-shrink-0" aria-label={dismissLabel} {...dismissProps} />
    </div>
  );
}
