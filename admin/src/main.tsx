// First: configures zod before any module builds a schema (imports evaluate in order).
import '@lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The admin page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
