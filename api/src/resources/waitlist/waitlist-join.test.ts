import { afterEach, describe, expect, it } from 'vitest';
import {
  createWaitlistTest,
  entryRows,
  join,
  linkCall,
  tokenIn,
  type WaitlistTest,
} from '../../../test/waitlist-fixtures';

let w: WaitlistTest;
afterEach(() => w?.t.cleanup());

describe('joining the waitlist (POST /leads)', () => {
  it('sends one confirmation e-mail in the visitor language with the private status link', async () => {
    w = await createWaitlistTest();
    const res = await join(w.t, {
      firstName: 'Lupe',
      email: 'Lupe@Example.com',
      plate: ' abc123 ',
      lang: 'es',
    });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect(w.sent).toHaveLength(1);
    const [mail] = w.sent;
    expect(mail?.to).toBe('lupe@example.com');
    expect(mail?.subject).toBe('Confirme su lugar en la lista de espera de Border Garage');
    expect(mail?.text).toContain('Hola Lupe:');
    expect(mail?.text).toContain(`${w.t.config.publicBaseUrl}/waitlist?token=`);
    expect(mail?.text).toContain('48 horas');
    expect(await entryRows(w.t)).toEqual([
      expect.objectContaining({
        email: 'lupe@example.com',
        plate: 'ABC123',
        language: 'es',
        status: 'unconfirmed',
      }),
    ]);
    // Only a hash of the token is stored.
    const token = tokenIn(w.sent, 'lupe@example.com');
    expect(JSON.stringify(await entryRows(w.t))).not.toContain(token);
  });

  it('writes the e-mail in English by default and greets without a name', async () => {
    w = await createWaitlistTest();
    await join(w.t, { email: 'noname@example.com' });
    expect(w.sent.map((m) => [m.subject, m.text.split('\n')[0]])).toEqual([
      ['Confirm your place on the Border Garage waitlist', 'Hello,'],
    ]);
  });

  it('answers a repeat join exactly as the first, stores nothing new and never floods the inbox', async () => {
    w = await createWaitlistTest();
    const first = await join(w.t, { firstName: 'Ana', email: 'ana@example.com' });
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      answers.push(await join(w.t, { firstName: `Other${i}`, email: ' ANA@example.com ', plate: `X${i}` }));
    }
    for (const answer of answers) expect(answer).toEqual(first);
    expect(await entryRows(w.t)).toEqual([expect.objectContaining({ firstName: 'Ana', plate: null })]);
    // Within the minute only the first e-mail went out; an hour caps them at the public-mail limit.
    expect(w.sent).toHaveLength(1);
    for (let minute = 1; minute <= 60; minute += 1) {
      w.clock.now = new Date(w.clock.now.getTime() + 61_000);
      await join(w.t, { email: 'ana@example.com' });
    }
    expect(w.sent.length).toBeLessThanOrEqual(1 + 60 / 12 + 1);
    expect(new Set(w.sent.map((m) => m.to))).toEqual(new Set(['ana@example.com']));
  });

  it('keeps one open entry per e-mail and per plate, sending nothing for a plate listed by someone else', async () => {
    w = await createWaitlistTest();
    await join(w.t, { email: 'first@example.com', plate: 'PLATE1' });
    const again = await join(w.t, { email: 'second@example.com', plate: 'plate1' });
    expect(again).toEqual({ status: 200, body: { ok: true } });
    expect((await entryRows(w.t)).map((row) => row.email)).toEqual(['first@example.com']);
    expect(w.sent.map((m) => m.to)).toEqual(['first@example.com']);
  });

  it('lets a person who left join again', async () => {
    w = await createWaitlistTest();
    await join(w.t, { email: 'back@example.com', plate: 'BACK1' });
    expect((await linkCall(w.t, 'leave', tokenIn(w.sent, 'back@example.com'))).body.status).toBe('left');
    w.clock.now = new Date(w.clock.now.getTime() + 120_000);
    await join(w.t, { email: 'back@example.com', plate: 'BACK1' });
    expect((await entryRows(w.t)).map((row) => row.status)).toEqual(['left', 'unconfirmed']);
  });
});
