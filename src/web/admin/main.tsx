import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '#web/styles/tokens.css';
import './styles/admin.css';
import { AdminApp } from './app.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
