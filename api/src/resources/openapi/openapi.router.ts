import { Hono } from 'hono';
import { type AppRoute, buildOpenApiDocument, type OpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';

/** Mounted at `/api`: `GET /openapi.json` and `GET /docs`, built once from the finished app's routes. */
export function createOpenApiRouter(routes: () => readonly AppRoute[]) {
  let document: OpenApiDocument | null = null;
  const current = () => {
    document ??= buildOpenApiDocument(routes());
    return document;
  };
  return new Hono()
    .get('/openapi.json', (c) => c.json(current(), 200))
    .get('/docs', (c) => c.html(renderReferencePage(current()), 200));
}
