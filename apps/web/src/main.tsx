import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, firstPageCode, hydratesFirstScreen } from './app.tsx';
import './index.css';
import { reportFirstScreenMismatch } from './lib/first-screen-state.ts';
import { APP_STARTED_MARK, FIRST_RENDER_MARK } from './lib/startup-marks.ts';

performance.mark(APP_STARTED_MARK);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// Once the first page's code is loaded (its requests are under way meanwhile): no loading state before it.
void firstPageCode.then(() => {
  performance.mark(FIRST_RENDER_MARK);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydratesFirstScreen) hydrateRoot(root, app, { onRecoverableError: reportFirstScreenMismatch });
  else createRoot(root).render(app);
});
