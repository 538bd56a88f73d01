import { Suspense, useState, type ReactNode } from 'react';

/**
 * A drawn page taken over in parts (ADR 007). Hydration is one task, and on a phone a tap waits for
 * the whole of it: the home page's takes about 60 ms of a phone's CPU. The parts of a page below
 * its first screen are wrapped in <LaterPart>. The first hydration leaves their drawn markup as it
 * is (a part that suspends while being hydrated keeps its markup, in Preact as in React), and they
 * are taken over afterwards, one per task, in page order. A part the visitor touches, clicks, focuses
 * or types in while it waits is taken over at once: the browser runs the resulting render before the
 * event goes on to its target, so the target's own handlers see it.
 *
 * Elsewhere (the server's drawing, a screen drawn by the app, a page taken over with early input)
 * a LaterPart is its children and nothing more.
 */

interface Part {
  /** The part's own element, once hydration has reached it. */
  host: HTMLElement | null;
  done: boolean;
  ready: Promise<void>;
  release: () => void;
}

/** Only during hydrateInParts' first pass do the parts wait. */
let takingOver = false;
const waiting: Part[] = [];
const URGENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

function waitingPart(): Part {
  let resolve = () => {};
  const part: Part = {
    host: null,
    done: false,
    ready: new Promise<void>((r) => (resolve = r)),
    release: () => {
      if (part.done) return;
      part.done = true;
      waiting.splice(waiting.indexOf(part), 1);
      resolve();
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
    <div
      className="later-part"
      ref={(element) => {
        if (part) part.host = element;
      }}
    >
      <Suspense fallback={null}>
        <Gate part={part}>{children}</Gate>
      </Suspense>
    </div>
  );
}

/** Takes over the waiting part the event happens in, before the event reaches its target. */
function takeOverAtOnce(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  waiting.find((part) => part.host?.contains(target))?.release();
  if (waiting.length === 0) stopListening();
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
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
  if (waiting.length === 0) return;
  for (const type of URGENT_EVENTS) document.addEventListener(type, takeOverAtOnce, { capture: true, passive: true });
  setTimeout(releaseNext, 0);
}
