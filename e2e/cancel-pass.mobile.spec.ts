import { expectFitsPhoneWidth } from './support/accessibility';
import { cancelAtPeriodEndStory } from './support/cancel-pass-story';
import { test } from './support/client-address';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// Cancel at period end (issue 34) on a 390 px phone in Spanish.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 780 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('en español, el dueño cancela con una razón, deshace, cancela de nuevo y el pase termina en su día', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await cancelAtPeriodEndStory(page, 'es');
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
});
