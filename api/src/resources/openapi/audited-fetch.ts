import { appendFileSync } from 'node:fs';
import { type AppRoute, buildOpenApiDocument } from './openapi-document';
import {
  type AuditOptions,
  createResponseAudit,
  describeViolation,
  type Exchange,
  type Violation,
} from './response-audit';

// Puts the conformance audit around an app's `fetch` (which `app.request` and the typed test client
// call too), so every answer of a test run or of the e2e API is checked against the description the
// app itself serves. Off unless asked for: the vitest setup and `OPENAPI_AUDIT_FILE` turn it on.

type AuditedApp = {
  routes: readonly AppRoute[];
  fetch: (request: Request, ...rest: never[]) => Response | Promise<Response>;
};

const READ_LIMIT = 64 * 1024;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Up to READ_LIMIT characters of a request body; null when there is none, or more, or it stalls. */
async function readRequestBody(copy: Request | null, done: Promise<unknown>): Promise<string | null> {
  if (!copy?.body) return null;
  const reader = copy.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const read = (async () => {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) return text;
      text += decoder.decode(value, { stream: true });
      if (text.length > READ_LIMIT) return null;
    }
  })();
  // A body still streaming well after the answer (a slow upload test) is not waited for.
  const stalled = done.then(() => new Promise<null>((resolve) => setTimeout(resolve, 50, null)));
  const result = await Promise.race([read, stalled]).catch(() => null);
  await reader.cancel().catch(() => {});
  return result === '' ? null : result;
}

export function auditResponses<T extends AuditedApp>(
  app: T,
  report: (violations: Violation[], exchange: Exchange) => void,
  options: AuditOptions = {},
): T {
  let audit: ReturnType<typeof createResponseAudit> | null = null;
  const fetch = app.fetch;
  const audited = async (request: Request, ...rest: never[]): Promise<Response> => {
    const copy =
      options.requestBodies && BODY_METHODS.has(request.method) && request.body ? request.clone() : null;
    let answered: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const requestBody = readRequestBody(copy, done);
    const response = await fetch(request, ...rest);
    answered();
    audit ??= createResponseAudit(buildOpenApiDocument(app.routes), options);
    const exchange: Exchange = {
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: request.method === 'HEAD' ? '' : await response.clone().text(),
      requestBody: await requestBody,
    };
    const violations = audit(exchange);
    if (violations.length) report(violations, exchange);
    return response;
  };
  app.fetch = audited as T['fetch'];
  return app;
}

/** For the e2e API (`OPENAPI_AUDIT_FILE`): each violation as one JSON line, read by the e2e teardown. */
export function reportToFile(file: string) {
  return (violations: Violation[], exchange: Exchange) => {
    const lines = violations.map((violation) =>
      JSON.stringify({ ...violation, text: describeViolation(violation), body: exchange.body.slice(0, 300) }),
    );
    appendFileSync(file, `${lines.join('\n')}\n`);
  };
}
