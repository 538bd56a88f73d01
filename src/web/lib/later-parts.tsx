import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * A drawn page taken over in parts (ADR 007). Hydration is one task, and on a phone a tap waits for
 * the whole of it: the home page's takes about 60 ms of a phone's CPU. The parts of a page below
 * its first screen are wrapped in <LaterPart>. The first hydration leaves their drawn markup as it
 * is (a part that suspends while being hydrated keeps its markup, in Preact as in React), and they
 * are taken over afterwards, one per task, in page order. The visitor's first touch, click, key,
 * focus or input anywhere takes every part still waiting over at once, synchronously, before the event goes
 * on to its target: the target's own handlers see it, and no part is taken over after what the
 * visitor does has changed what it shows (hydration writes text again but keeps the drawn
 * attributes, so a price taken over after a change of currency would keep its drawn currency code).
 *
 * Elsewhere (the server's drawing, a screen drawn by the app, a page taken over with early input)
 * a LaterPart is its children and nothing more.
 */

interface Part {
  done: boolean;
  /**
   * What the part throws while it waits. A thenable rather than a promise: the Suspense boundary
   * gives it its callback, which release() calls at once, so the part is taken over in the same
   * task (a promise would call it in a later microtask).
   */
  ready: PromiseLike<void>;
  release: () => void;
}

/** Only during hydrateInParts' first pass do the parts wait. */
let takingOver = false;
/** During any first pass of a drawn page (in parts or whole), and always in the server's drawing. */
let drawingFirstPass = false;
let drawingOnServer = false;

/** The server's page drawing calls this once: its BrowserParts are drawn as their fallbacks. */
export function drawingOnTheServer(): void {
  drawingOnServer = true;
}
const waiting: Part[] = [];
/**
 * What the visitor does first. A control's input, change or a form's submission can come without a
 * touch, key or focus before it (a browser's autofill, assistive technology, a script).
 */
const URGENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'input', 'change', 'submit'] as const;

function waitingPart(): Part {
  const resumes: (() => void)[] = [];
  const part: Part = {
    done: false,
    ready: {
      then(onReady) {
        if (part.done) onReady?.();
        else resumes.push(() => onReady?.());
        return this as PromiseLike<never>;
      },
    },
    release: () => {
      if (part.done) return;
      part.done = true;
      waiting.splice(waiting.indexOf(part), 1);
      // The boundary's render, queued by its callback, runs here and not in a later microtask.
      flushSync(() => resumes.splice(0).forEach((resume) => resume()));
    },
  };
  waiting.push(part);
  return part;
}

function Gate({ part, children }: { part: Part | null; children: ReactNode }) {
  if (part && !part.done) throw part.ready;
  return <>{children}</>;
}

/**
 * A part of a page taken over after the first screen. Its element lays out as its children would
 * (`display: contents`): the page's layout is the same with or without it.
 */
export function LaterPart({ children }: { children: ReactNode }) {
  const [part] = useState(() => (takingOver ? waitingPart() : null));
  return (
    <div className="later-part">
      <Suspense fallback={null}>
        <Gate part={part}>{children}</Gate>
      </Suspense>
    </div>
  );
}

/**
 * A part made of what this browser keeps (its cart, its lists, its account): the server cannot
 * draw it, so a drawn page has `fallback` in its place, the first pass of the take-over draws the
 * same, and the part itself follows at once. Drawn by the app itself (a link followed), it is its
 * children from the start.
 */
export function BrowserPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const shown = useBrowserState();
  return <>{shown ? children : fallback}</>;
}

/**
 * False while the server draws the page and in the first pass of the browser's take-over, true from
 * then on: a screen drawn for every visitor reads this browser's own state (who is logged in) only
 * after that pass, which must draw what the server drew. Drawn by the app itself, true at once.
 */
export function useBrowserState(): boolean {
  const [ready, setReady] = useState(() => !(drawingOnServer || drawingFirstPass));
  useEffect(() => {
    if (!ready) setReady(true);
  }, [ready]);
  return ready;
}

/** The visitor's first touch, click, key or focus: every part still waiting is taken over at once. */
function takeOverAtOnce() {
  stopListening();
  for (const part of [...waiting]) part.release();
}

function stopListening() {
  for (const type of URGENT_EVENTS) document.removeEventListener(type, takeOverAtOnce, { capture: true });
}

function releaseNext() {
  waiting[0]?.release();
  if (waiting.length > 0) setTimeout(releaseNext, 0);
  else stopListening();
}

/**
 * Runs `hydrate` (a synchronous first pass, as hydrateRoot's is) with the page's LaterParts
 * waiting, then takes them over one task at a time. With `inParts` false, the page is taken over
 * whole in the first pass: early input is given back once the whole page is running.
 */
export function hydrateInParts(hydrate: () => void, { inParts = true }: { inParts?: boolean } = {}): void {
  takingOver = inParts;
  drawingFirstPass = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
    drawingFirstPass = false;
  }
  if (waiting.length === 0) return;
  for (const type of URGENT_EVENTS) document.addEventListener(type, takeOverAtOnce, { capture: true, passive: true });
  setTimeout(releaseNext, 0);
}
