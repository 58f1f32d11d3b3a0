import { cancelAtPeriodEndStory } from './support/cancel-pass-story';
import { test } from './support/client-address';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// Cancel at period end (issue 34) on a desktop in English.

test.afterAll(() => releaseWhatTheseTestsBought());

test('the owner cancels with a reason, undoes, cancels again, and the pass ends on its day with nothing charged after', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await cancelAtPeriodEndStory(page, 'en');
});
