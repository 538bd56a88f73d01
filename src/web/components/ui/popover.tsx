import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '#web/lib/use-dismiss.ts';
import './popover.css';

export interface PopoverProps {
  /** The button's content (an icon, a count). */
  trigger: ReactNode;
  /** The button's accessible name. */
  label: string;
  /** The panel's content; `close` hides it (after following a link, say). */
  children: (close: () => void) => ReactNode;
  /** Which edge the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
  /** Called as the visitor points at or focuses the button: to start loading what the panel shows. */
  onIntent?: () => void;
}

/**
 * A button that shows and hides a panel below it (the disclosure pattern): reachable with Tab,
 * Enter/Space toggles, Escape or a click elsewhere closes and gives focus back to the button.
 */
export function Popover({
  trigger,
  label,
  children,
  align = 'end',
  className,
  panelClassName,
  onIntent,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);
  return (
    <div
      ref={root}
      className={['popover', className].filter(Boolean).join(' ')}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {trigger}
      </button>
      <div id={id} className={`popover__panel popover__panel--${align} ${panelClassName ?? ''}`} hidden={!open}>
        {open ? children(close) : null}
      </div>
    </div>
  );
}
