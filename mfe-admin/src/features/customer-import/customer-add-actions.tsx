import { can } from 'api/contract/capabilities';
import { Button, buttonClassName } from 'design-system/components/button';
import { useT } from 'design-system/i18n/language';
import { useSession } from 'design-system/session/session';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddCustomerDialog } from './add-customer-dialog';

/** The Customers page's "Add customer" and "Import customers", for roles that may add customers. */
export function CustomerAddActions() {
  const t = useT();
  const { role } = useSession();
  const [adding, setAdding] = useState(false);
  if (!can(role, 'customers_create')) return null;
  return (
    <>
      <Button onClick={() => setAdding(true)}>{t('admin.customerImport.addCustomer')}</Button>
      <Link to="/admin/customers/import" className={buttonClassName({ variant: 'secondary' })}>
        {t('admin.customerImport.importCustomers')}
      </Link>
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
