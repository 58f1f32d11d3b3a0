import 'design-system/styles.css';
import { ToastHost } from 'design-system/toast/toast';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './app';

// Standalone page for the team that owns this remote; inside the shell only ./App is used.
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <App />
    <ToastHost />
  </BrowserRouter>,
);
