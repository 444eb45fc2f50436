import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyA11ySettings, loadA11ySettings } from './a11y/a11y-settings';
import { AppRoutes } from './router';
import './styles.css';

// Accessibility settings apply before the first paint, so the page never flashes the defaults.
applyA11ySettings(loadA11ySettings());

const container = document.getElementById('root');
if (!container) throw new Error('FinWell: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
