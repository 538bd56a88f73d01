import { EARLY_CLICK_ATTRIBUTE, HYDRATING_ATTRIBUTE } from '#shared/storefront-page.ts';

/**
 * The root's one script of its own, run as the page is parsed, before the storefront's code: the
 * last button clicked before the page is hydrated is marked, for the app to click again once it
 * runs, and a form is not sent by the browser meanwhile (the page would be left, what was typed
 * lost); its button, marked, is clicked again instead (web/lib/early-input.ts). Its text never
 * changes, and the page's Content-Security-Policy allows it by its hash like the framework's own.
 */
export const EARLY_CLICKS_SCRIPT = `(() => {
  const root = document.documentElement;
  document.addEventListener('click', (event) => {
    if (root.hasAttribute('${HYDRATING_ATTRIBUTE}')) return;
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!button) return;
    for (const marked of document.querySelectorAll('[${EARLY_CLICK_ATTRIBUTE}]')) marked.removeAttribute('${EARLY_CLICK_ATTRIBUTE}');
    button.setAttribute('${EARLY_CLICK_ATTRIBUTE}', '');
  }, { capture: true, passive: true });
  document.addEventListener('submit', (event) => {
    if (!root.hasAttribute('${HYDRATING_ATTRIBUTE}')) event.preventDefault();
  }, { capture: true });
})();`;
