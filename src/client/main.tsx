import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QUERY_STATE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '#shared/public-config.ts';
import { App, createQueryClient } from './app/App.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The data the server rendered with goes into the cache first: the page hydrates without fetching it again.
const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);
// The server rendered the page (docs/decisions/100); in development (Vite) the root comes empty.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) hydrateRoot(root, app);
else createRoot(root).render(app);
