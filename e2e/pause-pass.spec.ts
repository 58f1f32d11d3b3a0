import { test } from './support/client-address';
import { pausePassStory } from './support/pause-pass-story';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// Pause (issue 34) on a desktop in English.

test.afterAll(() => releaseWhatTheseTestsBought());

test('the owner pauses for one month: nothing charged that month, the promised amount charged on resume', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await pausePassStory(page, 'en');
});
