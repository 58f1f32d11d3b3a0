import { expect, type Page } from '@playwright/test';
import { staffApi } from './app';

// The garage's details are one row every spec shares (the landing, the portal and e-mails read it): a
// spec that changes them puts back what it found, so the next spec still sees the seeded phone.

export type GarageDetails = {
  legal_name: string;
  address: string;
  tax_id: string;
  phone: string;
  email: string;
  hours: { en: string; es: string };
};

/** Runs `body` with the details as they were, and saves those back afterwards whatever happened. */
export async function keepingGarageDetails(page: Page, body: (found: GarageDetails) => Promise<void>) {
  const found = await staffApi<GarageDetails>(page, 'admin', 'GET', '/garage-details');
  if (!found.ok) throw new Error(`could not read the garage details: ${found.status}`);
  try {
    await body(found.body);
  } finally {
    // Put back even when the test failed; a failed restore is reported by the check below.
    const restored = await staffApi(page, 'admin', 'PUT', '/garage-details', found.body);
    expect.soft(restored.status, 'the garage details were put back').toBe(200);
  }
}
