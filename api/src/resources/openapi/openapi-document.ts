import { findTargetHandler } from 'hono/utils/handler';
import { accessResponseSchemas } from '../../contract/gate-access-schemas';
import { PORTAL_SESSION_COOKIE } from '../../contract/portal-session';
import { STAFF_SESSION_COOKIE } from '../../contract/staff-accounts';
import { type RouteDoc, routeDocsOf } from '../../lib/route-docs';
import { errorComponents } from './error-responses';
import { type Operation, operationFor } from './operation';

// The API's OpenAPI 3.1 description, derived from the running app: its route table, what each
// route's middlewares say of themselves (input schemas from the zod contract, staff authentication,
// the capability from the one table, throttling) and what each route declares beside itself (the
// codes its services answer with). Nothing here is written per route.

export type AppRoute = { method: string; path: string; handler: unknown };

/** Does a middleware's path (`/api/sandbox/*`, `/api/*`) cover a route's path? */
function covers(middlewarePath: string, routePath: string): boolean {
  if (middlewarePath === '*' || middlewarePath === '/*') return true;
  if (middlewarePath.endsWith('/*')) {
    const prefix = middlewarePath.slice(0, -2);
    return routePath === prefix || routePath.startsWith(`${prefix}/`);
  }
  return middlewarePath === routePath;
}

export function buildOpenApiDocument(routes: readonly AppRoute[]) {
  const grouped = new Map<string, { method: string; path: string; docs: RouteDoc[] }>();
  // Middlewares mounted with `use` (every method): their docs apply to each route under their path.
  const shared: { path: string; doc: RouteDoc }[] = [];
  for (const route of routes) {
    const docs = routeDocsOf(findTargetHandler(route.handler as never));
    if (route.method === 'ALL') {
      for (const doc of docs) shared.push({ path: route.path, doc });
      continue;
    }
    const key = `${route.method} ${route.path}`;
    const entry = grouped.get(key) ?? { method: route.method, path: route.path, docs: [] };
    entry.docs.push(...docs);
    grouped.set(key, entry);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, docs } of grouped.values()) {
    const inherited = shared.filter((use) => covers(use.path, path)).map((use) => use.doc);
    const openApiPath = path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[openApiPath] ??= {};
    (paths[openApiPath] as Record<string, Operation>)[method.toLowerCase()] = operationFor(method, path, [
      ...inherited,
      ...docs,
    ]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Garage monthly pass API',
      version: '1',
      description:
        'Every error is JSON `{error, code}`: branch on `code` (and `rule` for invalid_input), show your own text; `error` is English for people reading logs. Each operation lists, per status, the codes it can answer with.',
    },
    servers: [{ url: '/' }],
    paths,
    // What the API sends, not answers: the gate's change pushes (resources/access/).
    webhooks: {
      accessChanges: {
        post: {
          operationId: 'gateAccessChangesWebhook',
          summary:
            "Access changes pushed to a gate device's webhook URL, retried with backoff until it answers 2xx.",
          // Authenticated by its signature header (see the body's description), not by a credential.
          security: [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: accessResponseSchemas.webhook } },
          },
          responses: {
            '200': { description: 'Any 2xx acknowledges the changes up to `cursor`.' },
            '500': {
              description: 'Any other answer, or none in 5 s: retried after 1 s, 2 s, 4 s ... up to 5 min.',
            },
            '502': { description: 'Retried, as any answer that is not 2xx.' },
            '503': { description: 'Retried, as any answer that is not 2xx.' },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description:
            "Set by POST /api/auth/login (or its second-factor step): httpOnly, SameSite=Strict, Path=/api. A change it carries must come from the garage's own pages (Origin / Sec-Fetch-Site).",
        },
        portalSession: { type: 'apiKey', in: 'cookie', name: PORTAL_SESSION_COOKIE },
        gateDeviceKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'gd_<device id>_<secret>',
          description: 'The key shown once when staff register or rotate a gate device.',
        },
      },
      ...errorComponents,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
