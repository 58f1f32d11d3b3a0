import { can } from 'api/contract/capabilities';
import { Button, buttonClassName } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';

// The dialog checks its form with the contract's import schemas, which zod builds when their module
// loads (~70 ms of a slow phone's main thread): loaded on the first open (or when the button is
// pointed at or focused), not with the Customers page.
const loadDialog = () => import('./add-customer-dialog');
const AddCustomerDialog = lazy(() => loadDialog().then((module) => ({ default: module.AddCustomerDialog })));

/** The Customers page's "Add customer" and "Import customers", for roles that may add customers. */
export function CustomerAddActions() {
  const t = useT();
  const { role } = useSession();
  const [adding, setAdding] = useState(false);
  // Once opened the dialog stays mounted, so closing it is the dialog's own close (focus goes back).
  const [opened, setOpened] = useState(false);
  if (!can(role, 'customers_create')) return null;
  return (
    <>
      <Button
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setOpened(true);
          setAdding(true);
        }}
      >
        {t('admin.customerImport.addCustomer')}
      </Button>
      <Link to="/admin/customers/import" className={buttonClassName({ variant: 'secondary' })}>
        {t('admin.customerImport.importCustomers')}
      </Link>
      {opened && (
        <Suspense fallback={null}>
          <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
