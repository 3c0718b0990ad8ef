import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstPageCode } from './app.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');

// Once the first page's code is loaded (its requests are under way meanwhile): no loading state before it.
void firstPageCode.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
