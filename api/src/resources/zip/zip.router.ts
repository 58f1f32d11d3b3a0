import { Hono } from 'hono';
import { zipQuerySchema } from '../../contract/zip-validation';
import { failsWith } from '../../lib/route-docs';
import { validate } from '../../middleware/validate';
import { validateZip } from './zip.service';

export function createZipRouter() {
  const badZip = failsWith({ 400: ['zip_format'] });
  return new Hono().get('/validate', badZip, validate('query', zipQuerySchema), (c) => {
    const { country, zip } = c.req.valid('query');
    return c.json(validateZip(country, zip), 200);
  });
}
