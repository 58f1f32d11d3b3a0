// The catalog this bundle was built with (see tooling/rspack-base.ts, ownCatalogAlias).
import 'design-system-own-catalog';
import { NotFound } from 'design-system/components/not-found';
import { Route, Routes } from 'react-router-dom';

/**
 * The customer payments portal. Its screens (/payments, /renew, /change-card, /lost-card, /pay,
 * /payment-setup) arrive with the portal issue; until then every path here is an honest not-found
 * page with a way home, never a mock-up.
 */
export default function PortalApp() {
  return (
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
