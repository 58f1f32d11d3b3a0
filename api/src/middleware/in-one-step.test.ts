import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { routeDocsOf, withRouteDoc } from '../lib/route-docs';
import { handleError } from './error-handler';
import { inOneStep } from './in-one-step';

const mark =
  (name: string, seen: string[]): MiddlewareHandler =>
  (_c, next) => {
    seen.push(name);
    return next();
  };

describe('inOneStep', () => {
  it('runs the middlewares in order, then the route', async () => {
    const seen: string[] = [];
    const app = new Hono().use(inOneStep(mark('a', seen), mark('b', seen))).get('/', (c) => {
      seen.push('route');
      return c.json({ ok: true });
    });
    expect((await app.request('/')).status).toBe(200);
    expect(seen).toEqual(['a', 'b', 'route']);
  });

  it("hands an error of any of them to the app's error handler, and stops there", async () => {
    const seen: string[] = [];
    const refuse: MiddlewareHandler = () => {
      throw new HttpError(414, 'malformed_request', 'The request address is too long.');
    };
    const app = new Hono()
      .use(inOneStep(mark('a', seen), refuse, mark('b', seen)))
      .get('/', (c) => c.json({}));
    app.onError(handleError);
    const res = await app.request('/');
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ code: 'malformed_request' });
    expect(seen).toEqual(['a']);
  });

  it('keeps what each one tells the OpenAPI description', () => {
    const documented = withRouteDoc(mark('a', []), {
      kind: 'errors',
      errors: { 414: ['malformed_request'] },
    });
    const other = withRouteDoc(mark('b', []), { kind: 'errors', errors: { 413: ['body_too_large'] } });
    expect(routeDocsOf(inOneStep(documented, other))).toEqual([
      ...routeDocsOf(documented),
      ...routeDocsOf(other),
    ]);
  });
});
