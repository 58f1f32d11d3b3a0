import 'design-system/styles.css';
import { catalogsReady, getLanguage } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { ToastHost } from 'design-system/toast/toast';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation } from 'react-router-dom';
import App from './app';
import { StandaloneSignIn } from './features/standalone/standalone-sign-in';

// Standalone dev page: stands in for the shell, which shows the admin app only under /admin and
// only to a signed-in visitor.
function Standalone() {
  const { pathname } = useLocation();
  const { username } = useSession();
  const inAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return inAdmin && username ? <App /> : <StandaloneSignIn />;
}

await catalogsReady(getLanguage());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Standalone />
      <ToastHost />
    </BrowserRouter>
  </StrictMode>,
);
