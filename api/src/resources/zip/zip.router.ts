import { Hono } from 'hono';
import { zipQuerySchema } from '../../contract/zip-validation';
import { validate } from '../../middleware/validate';
import { validateZip } from './zip.service';

export function createZipRouter() {
  return new Hono().get('/validate', validate('query', zipQuerySchema), (c) => {
    const { country, zip } = c.req.valid('query');
    return c.json(validateZip(country, zip), 200);
  });
}
