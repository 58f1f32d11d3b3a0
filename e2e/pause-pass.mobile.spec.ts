import { expectFitsPhoneWidth } from './support/accessibility';
import { test } from './support/client-address';
import { pausePassStory } from './support/pause-pass-story';
import { releaseWhatTheseTestsBought } from './support/signup-flow';

// Pause (issue 34) on a 390 px phone in Spanish.

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 780 } });
test.afterAll(() => releaseWhatTheseTestsBought());

test('en español, el dueño pausa un mes: nada se cobra ese mes y al reanudar se cobra lo prometido', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await pausePassStory(page, 'es');
  await expectFitsPhoneWidth(page, 'page width', WIDTH);
});
