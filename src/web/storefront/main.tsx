import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '#web/styles/tokens.css';
import '#web/styles/global.css';
import { initI18n } from '#web/lib/i18n.ts';
import { appStarted } from '#web/lib/state/general-slice.ts';
import { createAppStore } from '#web/lib/store.ts';
import { App } from './app.tsx';
import { createStorefrontRouter } from './router.tsx';

const { instance: i18n } = initI18n();
const { store, persistor } = createAppStore();
store.dispatch(appStarted({ at: new Date().toISOString() }));
const router = createStorefrontRouter();

// The head the server wrote (title, description, canonical, link-preview tags: each marked data-seo) serves
// crawlers without scripts; from here on each screen sets its own.
document.head.querySelectorAll('title, meta[name="description"], [data-seo]').forEach((node) => node.remove());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} i18n={i18n} router={router} />
  </StrictMode>,
);
