import { Hono } from 'hono';
import type { Config } from '../../config';
import { loginInputSchema } from '../../contract/login-input';
import type { Database } from '../../db/open-database';
import { validate } from '../../middleware/validate';
import { login } from './auth.service';

export function createAuthRouter(deps: { db: Database; config: Config; now: () => Date }) {
  return new Hono().post('/login', validate('json', loginInputSchema), async (c) => {
    const result = await login(deps.db, deps.config.jwtSecret, c.req.valid('json'), deps.now());
    return c.json(result, 200);
  });
}
