import 'design-system/styles.css';
import { LanguageSwitch } from 'design-system/components/language-switch';
import { Container } from 'design-system/components/layout';
import { catalogsReady, getLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';

await catalogsReady(getLanguage());

// Standalone page for working on this remote alone; inside the product the shell supplies the
// styles, toasts, top bar (with the language switch) and the <main> landmark.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <header>
      <Container>
        <LanguageSwitch />
      </Container>
    </header>
    <main>
      <App />
    </main>
    <ToastHost />
  </BrowserRouter>,
);
