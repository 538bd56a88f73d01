import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '#web/styles/tokens.css';
import '#web/styles/global.css';
import { detectedLanguage, initI18n } from '#web/lib/i18n.ts';
import { setRequestLanguageSource } from '#web/lib/api.ts';
import { appStarted } from '#web/lib/state/general-slice.ts';
import { createAppStore } from '#web/lib/store.ts';
import { App } from './app.tsx';
import { createStorefrontRouter } from './router.tsx';

const { instance: i18n } = initI18n();
// The router's loaders ask for data before the app renders (where useContentLanguage takes over):
// those first requests already carry the language the visitor will see.
setRequestLanguageSource(() => detectedLanguage(i18n));
const { store, persistor } = createAppStore();
store.dispatch(appStarted({ at: new Date().toISOString() }));
const router = createStorefrontRouter(store);

// The head the server wrote (title, description, canonical, link-preview tags: each marked data-seo) serves
// crawlers without scripts; from here on each screen sets its own.
document.head.querySelectorAll('title, meta[name="description"], [data-seo]').forEach((node) => node.remove());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} persistor={persistor} i18n={i18n} router={router} />
  </StrictMode>,
);
