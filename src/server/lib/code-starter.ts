import { createHash } from 'node:crypto';
import { EARLY_CLICK_ATTRIBUTE, TAKEN_OVER_ATTRIBUTE } from '#shared/page-drawing.ts';

/**
 * The one script a drawn page carries in its HTML (ADR 007). The page is readable and its links work
 * before the storefront's code arrives, so the code is asked for only once the first screen's
 * pictures (the `fetchpriority="high"` ones) have loaded and a frame has been painted with them, or
 * after STARTER_WAIT_MS at the latest: on a phone's connection the framework's 150 KB would
 * otherwise share the bandwidth with those pictures and hold up the largest paint. A visitor who
 * touches, clicks, types or tabs before that starts the code at once; the last button clicked before
 * the app takes the page over is marked, and the app clicks it again once running. A form is not
 * sent by the browser before then: the page would be left, what was typed lost (and put in the
 * address); its button, marked, is clicked again by the app, which sends it. The entry and the
 * modules to fetch beside it come in the script's data attributes, so its text never changes and
 * the content security policy allows it by its hash. The entry is asked for first, then each module
 * beside it in a task of its own: a dozen and a half `modulepreload` links added in one go took 45 ms
 * of a slow machine's main thread, a task four times as long on Lighthouse's phone.
 */
export const STARTER_WAIT_MS = 2500;

export const CODE_STARTER = `(() => {
  const me = document.currentScript;
  let started = false;
  const add = (element) => {
    element.crossOrigin = '';
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = me.dataset.entry;
    add(entry);
    const preload = me.dataset.preload.split(' ').filter(Boolean);
    const next = () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload.shift();
      add(link);
      if (preload.length) setTimeout(next);
    };
    if (preload.length) setTimeout(next);
  };
  const pictures = [...document.querySelectorAll('#root img[fetchpriority="high"]')].map((img) =>
    img.complete
      ? null
      : new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        }),
  );
  Promise.all(pictures).then(() => requestAnimationFrame(() => setTimeout(start)));
  setTimeout(start, ${STARTER_WAIT_MS});
  const early = (event) => {
    start();
    if (event.type !== 'click' || document.documentElement.hasAttribute('${TAKEN_OVER_ATTRIBUTE}')) return;
    const button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!button) return;
    for (const marked of document.querySelectorAll('[${EARLY_CLICK_ATTRIBUTE}]')) marked.removeAttribute('${EARLY_CLICK_ATTRIBUTE}');
    button.setAttribute('${EARLY_CLICK_ATTRIBUTE}', '');
  };
  for (const type of ['pointerdown', 'keydown', 'focusin', 'click']) {
    document.addEventListener(type, early, { capture: true, passive: true });
  }
  document.addEventListener('submit', (event) => {
    if (!document.documentElement.hasAttribute('${TAKEN_OVER_ATTRIBUTE}')) event.preventDefault();
  }, { capture: true });
})();`;

/** The starter's CSP source expression. */
export const CODE_STARTER_CSP = `'sha256-${createHash('sha256').update(CODE_STARTER).digest('base64')}'`;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The starter as a script element, for the entry module and the modules to fetch beside it. */
export function codeStarterTag(entry: string, preload: readonly string[]): string {
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preload.join(' '))}">${CODE_STARTER}</script>`;
}
