'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type Props = {
  /** The toggle's id (tests and aria-labelledby use it). */
  id: string;
  /** What the toggle shows. */
  title: ReactNode;
  /** The menu items: `dropdown-item` links and buttons; choosing one closes the menu. */
  children: ReactNode;
};

const ITEMS = '.dropdown-item:not(:disabled)';

/**
 * A Bootstrap dropdown of the top bar without react-bootstrap and Popper (issue 10): Bootstrap's
 * own CSS places a navbar menu (`data-bs-popper="static"`, as Bootstrap does in a navbar). Opens
 * on click, Enter or Space; Arrow keys move between the items; Escape and a click outside close
 * it and Escape returns the focus to the toggle, as react-bootstrap's NavDropdown did.
 */
export function NavMenu({ id, title, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    if (!open) setOpen(true);
    // The menu renders its items on open: move once they are there.
    requestAnimationFrame(() => {
      const list = items();
      if (!list.length) return;
      const at = list.indexOf(document.activeElement as HTMLElement);
      const next = e.key === 'ArrowDown' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0);
      list[at === -1 ? 0 : next].focus();
    });
  };

  return (
    <div ref={root} className="nav-item dropdown" onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        id={id}
        type="button"
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {title}
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        aria-labelledby={id}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
        }}
      >
        {open && children}
      </div>
    </div>
  );
}
