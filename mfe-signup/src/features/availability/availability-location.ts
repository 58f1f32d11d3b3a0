/** SPEC section 9: the landing page shows the online spaces of location 1. */
export const AVAILABILITY_LOCATION_ID = '1';
