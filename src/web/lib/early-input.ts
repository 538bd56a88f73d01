import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_CLICK_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '#shared/page-drawing.ts';
import { URGENT_EVENTS } from './later-parts.tsx';

/**
 * What a visitor types, ticks or picks in a page drawn on the server before the app has taken it
 * over (ADR 007). Hydration sets every control back to the value it was drawn with, and no change
 * event reaches the app for what happened before, so a search term or a ticked filter would vanish.
 * The controls changed by then are noted just before hydration and their new values given back to
 * the app once it is running, through the same events a visitor's input makes: main.tsx notes them
 * (`noteEarlyInput`), the storefront layout gives them back (`useEarlyInputReplay`) from inside the
 * screen's own Suspense boundary, which is taken over last, and before anything the visitor does
 * once it runs. A button clicked before then (marked by the server's code starter,
 * lib/code-starter.ts) is clicked again after the input is given back and drawn by the app.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface EarlyInput {
  control: Control;
  value: string;
  checked: boolean;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The value a control was drawn with: its `value` attribute, checked or selected state. */
function drawnValue(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    return ([...control.options].find((option) => option.defaultSelected) ?? control.options[0])?.value ?? '';
  }
  return control.defaultValue;
}

/** The controls under `root` whose value is no longer the one they were drawn with. */
export function earlyInputOf(root: ParentNode): EarlyInput[] {
  const changed: EarlyInput[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const moved = isToggle(control)
      ? control.checked !== control.defaultChecked &&
        // A radio left by the visitor's pick of another in its group follows from that pick.
        (control.type === 'checkbox' || control.checked)
      : control.value !== drawnValue(control);
    if (moved) changed.push({ control, value: control.value, checked: isToggle(control) && control.checked });
  }
  return changed;
}

/**
 * Sets a control's value or checked state through the element's own setter, which React's record of
 * the control's last value does not see: the app hears the change when an event reports it.
 */
function setUnseen(control: Control, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, property)?.set?.call(control, value);
}

/**
 * Each noted change made again on the hydrated control, so that the app's handlers see it. The
 * control is first set back to the other state, then changed the way a visitor changes it: a click
 * for a box, or the value set through the element's own setter and an input or change event. That
 * is what Preact (the storefront's renderer, ADR 009) hears, and it also gets past React's record of
 * a control's last value, which reports no change for a value it believes it has already seen. A
 * control the app has removed or disabled meanwhile is skipped.
 */
export function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const { control, value, checked } of inputs) {
    if (!control.isConnected || control.disabled) continue;
    if (isToggle(control)) {
      control.checked = !checked;
      control.click();
      continue;
    }
    if (!(control instanceof HTMLSelectElement)) control.value = drawnValue(control);
    setUnseen(control, 'value', value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

let noted: EarlyInput[] = [];
let clicked: HTMLButtonElement | null = null;

/**
 * Notes the changed controls and the clicked button of a drawn page, just before it is hydrated; from
 * then on the app sees every click itself, so the code starter marks no other. Says whether there
 * was anything to note.
 */
export function noteEarlyInput(root: ParentNode): boolean {
  noted = earlyInputOf(root);
  document.documentElement.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
  clicked = root.querySelector<HTMLButtonElement>(`button[${EARLY_CLICK_ATTRIBUTE}]`);
  clicked?.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  return noted.length > 0 || clicked !== null;
}

/**
 * The control whose new value or tick `event` itself brings (an autofill's input, a tick), when the
 * event comes before the noted input is given back. Its value is the newest: the noted one is not
 * given back over it, and the app's drawing of the given-back input, which sets each control to the
 * app's state, must not undo it before the control's own handler reads it.
 */
function changedBy(event: Event | undefined): Control | null {
  if (!event || !['input', 'change', 'click'].includes(event.type)) return null;
  const target = event.target;
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement
    ? target
    : null;
}

/** Whether giving `control` its noted value back would undo the visitor's newer change of `changed`. */
function overrides(control: Control, changed: Control | null): boolean {
  if (!changed) return false;
  if (control === changed) return true;
  // A radio ticked now unticks the noted one of its group.
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
 * Gives the noted input back once, then the noted click. The input is given back through the app
 * (flushSync): the app has drawn it before the click, or anything else, reaches a handler, and a
 * handler reads what the visitor picked rather than the state the page was drawn with (an Add To
 * Cart clicked before the code arrived added the drawn colour and size, not the ticked ones).
 *
 * It happens in the frame after the calling component is committed, or at once when the visitor
 * does something before then (a tap, a key, a focus, an input), ahead of that event: a tap on Add To
 * Cart as the code starts sees the picked print too. Called from a component inside the innermost
 * boundary of the page, so that everything around it has been taken over by then (an event on a
 * part still waiting to be hydrated would first set it back). A layout effect: in the storefront
 * (Preact, ADR 009) it runs inside hydration's own task, so nothing the visitor does comes between.
 */
export function useEarlyInputReplay(): void {
  useLayoutEffect(() => {
    if (noted.length === 0 && !clicked) return;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const type of URGENT_EVENTS) document.removeEventListener(type, giveBack, { capture: true });
    };
    function giveBack(event?: Event) {
      stop();
      const changed = changedBy(event);
      const newest = changed && { value: changed.value, checked: isToggle(changed) && changed.checked };
      const inputs = noted.filter(({ control }) => !overrides(control, changed));
      const button = clicked;
      noted = [];
      clicked = null;
      flushSync(() => replayEarlyInput(inputs));
      if (changed && newest) {
        if (isToggle(changed)) setUnseen(changed, 'checked', newest.checked);
        else setUnseen(changed, 'value', newest.value);
      }
      if (button?.isConnected && !button.disabled) button.click();
    }
    for (const type of URGENT_EVENTS) document.addEventListener(type, giveBack, { capture: true });
    frame = requestAnimationFrame(() => giveBack());
    return stop;
  }, []);
}
