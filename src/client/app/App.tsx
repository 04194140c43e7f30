import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { AppRoutes } from './AppRoutes.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
  },
});

/** SPEC §9: toasts top-center, auto-close 1.5 s, at most 2 at once. */
const TOAST_AUTO_CLOSE_MS = 1500;
const TOAST_LIMIT = 2;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <ToastContainer
          position="top-center"
          autoClose={TOAST_AUTO_CLOSE_MS}
          limit={TOAST_LIMIT}
          theme="dark"
        />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
