/** Where staff land after logging in (SPEC.md section 2, Login): ambassadors work from the customer list. */
export function landingPathFor(role: string | null): string {
  return role === 'ambassador' ? '/admin/customers' : '/admin/dashboard';
}
