import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, PHONE_WIDTH } from './accessibility';
import { buyer, fillTheGarage, setOnlineSpaces, withDatabase } from './signup-flow';
import { type Language, mailedLink, WORDS } from './waitlist-story';

// Old waitlist offer links (issue 31, "old offer links lie"): an expired, used or made-up `/?offer=`
// link says what happened to the offer, above the signup wizard while spaces are free and above the
// waitlist when none is, instead of "13 spaces available" over "Full — join the waitlist".

type ClosedStatus = 'expired' | 'bought';

/**
 * The token of a waitlist entry whose offer ended as `status`. The entry joins as a visitor would
 * (through the offline CAPTCHA's pass, from this test's client address) and its link comes by e-mail;
 * how the offer ended is written to the database: the landing's handling of the link is the subject
 * here, the waitlist's own story (expiry, purchase) is e2e/waitlist.spec.ts.
 */
export async function closedOfferToken(page: Page, clientAddress: string, status: ClosedStatus) {
  const headers = { 'x-forwarded-for': clientAddress };
  const challenge = await page.request.post('/api/captcha/offline-challenge', { headers });
  expect(challenge.ok()).toBe(true);
  const { token: captchaToken } = (await challenge.json()) as { token: string };
  const verified = await page.request.post('/api/captcha/verify', {
    headers,
    data: { recaptchaToken: captchaToken },
  });
  expect(verified.ok()).toBe(true);
  const { pass } = (await verified.json()) as { pass: string };
  const { email } = buyer();
  const joined = await page.request.post('/api/leads', {
    headers,
    data: { email, lang: 'en', tag: 'waitlist', website: '', captchaPass: pass },
  });
  expect(joined.ok()).toBe(true);
  const link = await mailedLink(email, /\/waitlist\?token=/, /waitlist\?token=/);
  withDatabase((db) => {
    db.prepare(`update waitlist_entries set status = ?, closed_at = ? where email = ?`).run(
      status,
      new Date().toISOString(),
      email,
    );
  });
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
}

/** The wizard's first step is there to buy with, and no waitlist form. */
async function expectWizard(page: Page, language: Language) {
  const w = WORDS[language];
  await expect(page.getByRole('heading', { level: 3, name: w.step1 })).toBeVisible();
  await expect(page.getByRole('form', { name: w.wizardForm })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.waitlistTitle })).toHaveCount(0);
}

export async function offerLinksSayWhatHappened(
  page: Page,
  language: Language,
  clientAddress: string,
  phone: boolean,
) {
  const w = WORDS[language];
  await setOnlineSpaces(page, 40);
  const expired = await closedOfferToken(page, clientAddress, 'expired');
  const used = await closedOfferToken(page, clientAddress, 'bought');

  await page.goto(`/?offer=${expired}`);
  await expect(page.getByText(w.offerLinkExpired)).toBeVisible();
  await expect(page.getByText(w.insteadWizard)).toBeVisible();
  await expectWizard(page, language);
  if (phone) {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 640 });
    await expectFitsPhoneWidth(page, 'expired offer notice width');
  }

  await page.goto(`/?offer=${used}`);
  await expect(page.getByText(w.offerLinkUsed)).toBeVisible();
  await expect(page.getByText(w.insteadWizard)).toBeVisible();
  await expectWizard(page, language);

  for (const garbage of ['garbage', `${expired.slice(0, -4)}AAAA`, 'x'.repeat(300)]) {
    await page.goto(`/?offer=${garbage}`);
    await expect(page.getByText(w.offerLinkInvalid)).toBeVisible();
    await expect(page.getByText(w.insteadWizard)).toBeVisible();
    await expectWizard(page, language);
  }

  // No space free: the same link says so above the waitlist.
  await fillTheGarage(page);
  await page.goto(`/?offer=${expired}`);
  await expect(page.getByText(w.offerLinkExpired)).toBeVisible();
  await expect(page.getByText(w.insteadWaitlist)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: w.waitlistTitle })).toBeVisible();
  await expect(page.getByRole('form', { name: w.wizardForm })).toHaveCount(0);
}
