import arabic from '../../../public/locales/ar/admin.json';
import english from '../../../public/locales/en/admin.json';
import { adminI18n, baseOptions } from './lib/i18n.ts';

// Component tests read the back office's words from memory, in English unless a test switches.
if (!adminI18n.isInitialized)
  void adminI18n.init({
    ...baseOptions(),
    lng: 'en',
    resources: { en: { admin: english }, ar: { admin: arabic } },
    initAsync: false,
  });
