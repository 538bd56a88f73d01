import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#web/styles/tokens.css';
import './styles/admin.css';
import { AdminApp } from './app.tsx';
import { startAdminI18n } from './lib/i18n.ts';

// Every screen reads its words as it renders: the back office is rendered once they are in.
void startAdminI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
});
