import { describe, expect, it } from 'vitest';
import { isBookkeepingWrite } from './bookkeeping-writes';

describe('bookkeeping writes', () => {
  it('are single statements writing the throttle counts or the job leases', () => {
    expect(isBookkeepingWrite('insert into "throttle_windows" ("key", "count") values ($1, $2)')).toBe(true);
    expect(isBookkeepingWrite('UPDATE throttle_windows SET count = count - 1 WHERE key = ?')).toBe(true);
    expect(isBookkeepingWrite('delete from "scheduled_job_leases" where "job" = $1;')).toBe(true);
  });

  it('are not writes to other tables, reads, or several statements in one text', () => {
    expect(isBookkeepingWrite('insert into "sales" ("amount_cents") values ($1)')).toBe(false);
    expect(isBookkeepingWrite('update "throttle_windows_archive" set x = 1')).toBe(false);
    expect(isBookkeepingWrite('select * from throttle_windows')).toBe(false);
    expect(isBookkeepingWrite('DELETE FROM throttle_windows; DELETE FROM plans')).toBe(false);
  });
});
