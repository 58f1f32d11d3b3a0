import { Hono } from 'hono';
import { succeedsWith } from '../../lib/route-docs';
import { type AppRoute, buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';

/** Mounted at `/api`: `GET /openapi.json` and `GET /docs`, built once from the finished app's routes. */
export function createOpenApiRouter(routes: () => readonly AppRoute[]) {
  let document: OpenApiDocument | null = null;
  const current = () => {
    document ??= buildOpenApiDocument(routes());
    return document;
  };
  const described = succeedsWith(200, 'This description (OpenAPI 3.1)', { schema: { type: 'object' } });
  const page = succeedsWith(200, 'A reference page built from this description', {
    contentType: 'text/html',
  });
  return new Hono()
    .get('/openapi.json', described, (c) => c.json(current(), 200))
    .get('/docs', page, (c) => c.html(renderReferencePage(current()), 200));
}
