import { describe, expect, it } from 'vitest';
import { createResponseAudit, describeViolation, type Exchange } from './response-audit';

// The audit itself, on a small description: what it lets through and what it reports.

const apiError = {
  type: 'object',
  required: ['error', 'code'],
  properties: { error: { type: 'string' }, code: { type: 'string' } },
};
const codes = (...enumerated: string[]) => ({
  description: enumerated.join(', '),
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/ApiError' },
          { type: 'object', properties: { code: { enum: enumerated } } },
        ],
      },
    },
  },
});
const document = {
  paths: {
    '/api/clients/search': {
      get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: {} } } } } },
    },
    '/api/clients/{id}': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
              },
            },
          },
          '404': codes('customer_not_found'),
          '500': { $ref: '#/components/responses/ServerError' },
        },
      },
      post: {
        requestBody: { content: { 'application/json': { schema: {} } } },
        responses: { '204': { description: 'done' } },
      },
    },
    '/api/docs': {
      get: { responses: { '200': { description: 'page', content: { 'text/html': { schema: {} } } } } },
    },
    '/api/logout': { post: { responses: { '204': { description: 'done' } } } },
  },
  components: {
    schemas: { ApiError: apiError },
    responses: { ServerError: codes('server_error') },
  },
};

const exchange = (overrides: Partial<Exchange>): Exchange => ({
  method: 'GET',
  path: '/api/clients/7',
  status: 200,
  contentType: 'application/json',
  body: '{"id":7}',
  requestBody: null,
  ...overrides,
});

const audit = createResponseAudit(document, { requestBodies: true });
const problems = (overrides: Partial<Exchange>) => audit(exchange(overrides)).map(describeViolation);

describe('the OpenAPI response audit', () => {
  it('lets described answers through: status, content type, schema, codes, shared responses', () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({ status: 404, body: '{"error":"Customer not found","code":"customer_not_found"}' }),
    ).toEqual([]);
    expect(problems({ status: 500, body: '{"error":"Server error","code":"server_error"}' })).toEqual([]);
    expect(problems({ path: '/api/docs', contentType: 'text/html; charset=UTF-8', body: '<html>' })).toEqual(
      [],
    );
    expect(problems({ method: 'POST', status: 204, contentType: null, body: '', requestBody: '{}' })).toEqual(
      [],
    );
  });

  it('reports an undescribed status, code, content type, body shape or body', () => {
    expect(problems({ status: 409, body: '{"error":"x","code":"x"}' })).toEqual([
      'GET /api/clients/{id} -> 409: status not in the description',
    ]);
    expect(problems({ status: 404, body: '{"error":"Not found","code":"not_found"}' })[0]).toMatch(
      /GET \/api\/clients\/\{id\} -> 404: body does not match its schema .*code not_found/,
    );
    expect(problems({ contentType: 'text/plain', body: 'hi' })).toEqual([
      'GET /api/clients/{id} -> 200: content type "text/plain" not in [application/json]',
    ]);
    expect(problems({ body: '{"id":"7"}' })[0]).toMatch(/-> 200: body does not match its schema \(\/id /);
    expect(problems({ method: 'POST', path: '/api/logout', status: 204, body: '{}' })).toEqual([
      'POST /api/logout -> 204: body (application/json) where none is described',
    ]);
  });

  it('reports a successful call that carried a body the operation does not describe', () => {
    expect(
      problems({
        method: 'POST',
        path: '/api/logout',
        status: 204,
        contentType: null,
        body: '',
        requestBody: '{}',
      }),
    ).toEqual(['POST /api/logout -> 204: accepted a request body the description omits']);
    const lenient = createResponseAudit(document);
    expect(
      lenient(
        exchange({
          method: 'POST',
          path: '/api/logout',
          status: 204,
          contentType: null,
          body: '',
          requestBody: '{}',
        }),
      ),
    ).toEqual([]);
  });

  it('matches concrete paths before templated ones, HEAD as GET, and ignores unknown addresses', () => {
    expect(problems({ path: '/api/clients/search', body: '[]' })).toEqual([]);
    expect(problems({ method: 'HEAD', body: '' })).toEqual([]);
    expect(
      problems({ path: '/api/nowhere', status: 404, body: '{"error":"Not found","code":"not_found"}' }),
    ).toEqual([]);
  });
});
