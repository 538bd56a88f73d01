import { useEffect, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_CLICK_ATTRIBUTE, HYDRATING_ATTRIBUTE } from '#shared/storefront-page.ts';
import { countPartsToHydrate, whenPartsHydrated } from './hydration.tsx';

/**
 * What a visitor types, ticks or picks in a page rendered on the server before it is hydrated
 * (ADR 018). Hydration sets every control back to the value it was rendered with, and no change
 * event reaches the app for what happened before, so a search term or a ticked filter would vanish.
 * The controls changed by then are noted just before hydration, and those changed while the page is
 * being hydrated (in parts: a part not yet hydrated does not hear them) are noted as they change;
 * their new values are given back to the app once it is running, through the same events a visitor's
 * input makes: entry.client.tsx notes them
 * (`noteEarlyInput`), the storefront layout gives them back (`useEarlyInputReplay`) from inside the
 * screen's own Suspense boundary, once every part of the page is hydrated (lib/hydration.tsx). A button clicked before then (marked by
 * the root's early-click script, storefront/early-clicks.ts) is clicked again after the input is given back and
 * rendered by the app.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInput {
  control: Control;
  value: string;
  checked: boolean;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What a control holds now. */
const inputOf = (control: Control): EarlyInput => ({
  control,
  value: control.value,
  checked: isToggle(control) && control.checked,
});

/** The value a control was rendered with: its `value` attribute, checked or selected state. */
function renderedValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
  }
  return control.defaultValue;
}

/** The controls under `root` whose value is no longer the one they were rendered with. */
export function earlyInputOf(root: ParentNode): EarlyInput[] {
  const changed: EarlyInput[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const moved = isToggle(control)
      ? control.checked !== control.defaultChecked &&
        // A radio left by the visitor's pick of another in its group follows from that pick.
        (control.type === 'checkbox' || control.checked)
      : control.value !== renderedValue(control);
    if (moved) changed.push(inputOf(control));
  }
  return changed;
}

/**
 * Each noted change made again on the hydrated control, so that the app's handlers see it. The
 * control is first set back to the other state, then changed the way a visitor changes it: a click
 * for a box, or the value set through the element's own setter and an input or change event. That
 * gets past React's record of a control's last value, which reports no change for a value it
 * believes it has already seen. A control the app has removed or disabled meanwhile is skipped.
 */
export function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const { control, value, checked } of inputs) {
    if (!control.isConnected || control.disabled) continue;
    if (isToggle(control)) {
      control.checked = !checked;
      control.click();
      continue;
    }
    if (!(control instanceof HTMLSelectElement)) control.value = renderedValue(control);
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

let noted: EarlyInput[] = [];
let clicked: HTMLButtonElement | null = null;
/** Stops noting the input made after the note (`noteLaterInput`); set from the note to the give-back. */
let stopNotingLater: (() => void) | null = null;
/** Set while the page is hydrated and the noted input not yet given back; see useEarlyInputReplay. */
let giveBack: (() => void) | null = null;
/** Controls the visitor changed after the note: their noted value is not given back over the change. */
const changedSinceNote = new Set<Control>();
/** Buttons clicked and forms sent after the note, held until the noted input is given back. */
let held: (() => void)[] = [];
/** What the app hears of the visitor between hydration and the input given back. */
const HEARD_EVENTS = ['click', 'submit', 'input', 'change'] as const;

/**
 * Notes the changed controls and the clicked button of a server-rendered page, just before it is hydrated; from
 * then on the app sees every click itself, so the early-click script marks no other. Says whether there
 * was anything to note.
 */
export function noteEarlyInput(root: ParentNode): boolean {
  noted = earlyInputOf(root);
  countPartsToHydrate(root);
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  clicked = root.querySelector<HTMLButtonElement>(`button[${EARLY_CLICK_ATTRIBUTE}]`);
  clicked?.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  const early = noted.length > 0 || clicked !== null;
  if (early) startHearing();
  else noteLaterInput();
  return early;
}

/**
 * From the note on, what the visitor changes is newer than what was noted, and a click or a form
 * sent waits until the noted input is given back (a tap on Add To Cart as the code starts adds the
 * picked print). Heard from the document's capture phase, before React, which hydrates a part the
 * visitor clicks at once and gives it the click: it would read the state the page was rendered with.
 */
function startHearing(): void {
  changedSinceNote.clear();
  held = [];
  for (const type of HEARD_EVENTS) document.addEventListener(type, hear, { capture: true });
}

function stopHearing(): void {
  for (const type of HEARD_EVENTS) document.removeEventListener(type, hear, { capture: true });
}

function hear(event: Event): void {
  const target = event.target;
  if (isControl(target)) {
    // A text field's change event says its edit is done, when it loses focus: for text typed
    // before the page was hydrated it comes now, with the noted value, and is no newer change (a
    // login's e-mail was lost when the password field took the focus at this moment).
    if (!stillAsNoted(target)) changedSinceNote.add(target);
    return;
  }
  const button = event.type === 'click' && target instanceof Element ? target.closest('button') : null;
  const form = event.type === 'submit' && target instanceof HTMLFormElement ? target : null;
  if (!button && !form) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (button) held.push(() => button.isConnected && !button.disabled && button.click());
  const submitter = (event as Partial<SubmitEvent>).submitter ?? undefined;
  if (form) held.push(() => form.isConnected && form.requestSubmit(submitter));
}

/**
 * Goes on noting what the visitor types, ticks or picks until the app hears it itself: a page
 * with nothing to give back is hydrated in parts, and a control in a part still waiting is not
 * heard by the app, which then sets it back to its own state at its first re-render (a login's
 * e-mail typed as the page was hydrated was emptied when the password was typed).
 */
function noteLaterInput(): void {
  stopNotingLater?.();
  const note = (event: Event) => {
    const control = event.target;
    if (!isControl(control)) return;
    noted = noted.filter((input) => input.control !== control);
    noted.push(inputOf(control));
  };
  for (const type of ['input', 'change'] as const) document.addEventListener(type, note, { capture: true });
  stopNotingLater = () => {
    for (const type of ['input', 'change'] as const) document.removeEventListener(type, note, { capture: true });
    stopNotingLater = null;
  };
}

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Whether `control` still holds what was noted of it: no change of the visitor's since the note. */
function stillAsNoted(control: Control): boolean {
  const now = inputOf(control);
  return noted.some((input) => input.control === control && input.value === now.value && input.checked === now.checked);
}

/** Whether giving `control` its noted value back would undo the visitor's newer change of `changed`. */
function overrides(control: Control, changed: Control): boolean {
  if (control === changed) return true;
  // A radio ticked later unticks the noted one of its group.
  return (
    changed instanceof HTMLInputElement &&
    changed.type === 'radio' &&
    changed.name !== '' &&
    control instanceof HTMLInputElement &&
    control.type === 'radio' &&
    control.name === changed.name &&
    control.form === changed.form
  );
}

/**
 * Gives the noted input back once, then makes the noted click. Called from a component inside the
 * innermost boundary of the page, so that everything around it has been hydrated by then (an
 * event on a part still waiting to be hydrated would first set it back); it happens in the frame
 * after the app's effects have run, so that what listens for a change (the content's language, for
 * one) is listening. The input is given back through the app (flushSync): the app has rendered it before
 * the click reaches a handler, which reads what the visitor picked rather than the state the page was
 * rendered with (an Add To Cart clicked before the code arrived added the rendered colour and size).
 *
 * Between the note and then (see startHearing), a button clicked or a form sent waits, and a
 * control the visitor changes keeps its new value.
 */
export function useEarlyInputReplay(): void {
  useLayoutEffect(() => {
    stopNotingLater?.();
    if (noted.length === 0 && !clicked) return;
    giveBack = () => {
      stopHearing();
      const changed = [...changedSinceNote];
      const inputs = noted.filter(({ control }) => !changed.some((later) => overrides(control, later)));
      const button = clicked;
      const again = held;
      noted = [];
      clicked = null;
      held = [];
      changedSinceNote.clear();
      flushSync(() => replayEarlyInput(inputs));
      if (button?.isConnected && !button.disabled) button.click();
      for (const click of again) click();
    };
  }, []);
  useEffect(() => {
    if (!giveBack) return;
    let frame = 0;
    const cancel = whenPartsHydrated(() => {
      frame = requestAnimationFrame(() => {
        const now = giveBack;
        giveBack = null;
        now?.();
      });
    });
    return () => {
      cancel();
      cancelAnimationFrame(frame);
    };
  }, []);
}
