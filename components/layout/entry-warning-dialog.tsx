'use client';

import { useEffect, useRef } from 'react';
import { ENTRY_WARNING_CLASS, LEAVE_URL } from '@/lib/utils/entry-warning';
import { Icon } from '@/components/ui/icon';
import { useShellTexts } from '@/lib/i18n/shell';

type Props = { onAccept: () => void };

/**
 * The entry warning's dialog: Bootstrap's modal markup, rendered with the page's HTML (it is a
 * fresh visitor's largest paint, so it must not wait for JavaScript: issue 10), without
 * react-bootstrap. Once hydrated it takes the focus, keeps Tab inside and locks the page's scroll;
 * Escape and the backdrop do nothing (the visitor must choose).
 */
export function EntryWarningDialog({ onAccept }: Props) {
  // With the site's name already in it: translated on the server (lib/i18n/shell-texts.ts).
  const t = useShellTexts().entryWarning;
  const dialogRef = useRef<HTMLDivElement>(null);
  const enterRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    enterRef.current?.focus();
    const controls = () => [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const items = controls();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!dialog.contains(active)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && active === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (a click on the backdrop, a script) comes back to the dialog.
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !dialog.contains(e.target)) enterRef.current?.focus();
    };
    const body = document.body;
    const overflow = body.style.overflow;
    body.classList.add('modal-open');
    body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      body.classList.remove('modal-open');
      body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={ENTRY_WARNING_CLASS}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="entry-warning-title"
        className="modal fade show d-block"
        tabIndex={-1}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <div className="modal-title h4" id="entry-warning-title">
                <Icon name="exclamation-octagon" className="me-2 text-danger" aria-hidden="true" />
                {t.title}
              </div>
            </div>
            <div className="modal-body">
              <p className="mb-0">{t.body}</p>
            </div>
            <div className="modal-footer">
              <a href={LEAVE_URL} className="btn btn-outline-secondary">
                {t.leave}
              </a>
              <button ref={enterRef} type="button" className="btn btn-primary" onClick={onAccept}>
                {t.enter}
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </div>
  );
}
