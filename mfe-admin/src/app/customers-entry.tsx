import { Loading } from 'design-system/components/spinner';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_QUERY_PARAM } from '../features/admin-routes/admin-route-table';
import { CustomerAddActions } from '../features/customer-import/customer-add-actions';
import { CustomersPage } from '../features/customers/customers-page';

// The profile is its own screen with its own forms (their contract schemas are built by zod when the
// module loads, ~0.5 s of a slow phone's main thread): it loads when a profile is opened, not with
// the search page.
const CustomerProfilePage = lazy(() =>
  import('../features/customer-profile/customer-profile-page').then((module) => ({
    default: module.CustomerProfilePage,
  })),
);

/**
 * /admin/customers is the search page, and with `?client=<id>` the customer's profile (SPEC section 2).
 * The route check already treats that form as the profile (resolve-admin-route); this picks its screen.
 */
export function CustomersEntry() {
  const [search] = useSearchParams();
  return search.get(CLIENT_QUERY_PARAM) ? (
    <Suspense fallback={<Loading />}>
      <CustomerProfilePage />
    </Suspense>
  ) : (
    <CustomersPage actions={<CustomerAddActions />} />
  );
}
