import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyAppleViewport } from './lib/apple-viewport';

// Before the first layout: an iPad lays the host screen out 760 px wide.
applyAppleViewport();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
