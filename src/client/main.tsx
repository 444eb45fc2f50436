import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyA11ySettings, loadA11ySettings } from './a11y/a11y-settings';
import { initLocale } from './locale';
import { AppRoutes } from './router';
import './styles.css';

// Accessibility settings apply before the first paint, so the page never flashes the defaults.
applyA11ySettings(loadA11ySettings());

const container = document.getElementById('root');
if (!container) throw new Error('FinWell: #root is missing from index.html');

// The person's language first (a Hindi reader gets no flash of English); a failed catalogue load renders in English.
void initLocale().finally(() =>
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);
