import { useSearchParams } from 'react-router-dom';
import { CLIENT_QUERY_PARAM } from '../features/admin-routes/admin-route-table';
import { CustomerAddActions } from '../features/customer-import/customer-add-actions';
import { CustomerProfilePage } from '../features/customer-profile/customer-profile-page';
import { CustomersPage } from '../features/customers/customers-page';

/**
 * /admin/customers is the search page, and with `?client=<id>` the customer's profile (SPEC section 2).
 * The route check already treats that form as the profile (resolve-admin-route); this picks its screen.
 */
export function CustomersEntry() {
  const [search] = useSearchParams();
  return search.get(CLIENT_QUERY_PARAM) ? (
    <CustomerProfilePage />
  ) : (
    <CustomersPage actions={<CustomerAddActions />} />
  );
}
