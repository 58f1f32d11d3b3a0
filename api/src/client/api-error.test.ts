import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, readApiError } from './api-error';

describe('readApiError', () => {
  it("gives the server's code, text, field and rule", async () => {
    const error = await apiErrorFromResponse(
      Response.json(
        { error: ' Name is required ', code: 'invalid_input', field: 'name', rule: 'plan_name_required' },
        { status: 400 },
      ),
    );
    expect(error.message).toBe('Name is required');
    expect(readApiError(error)).toEqual({
      status: 400,
      code: 'invalid_input',
      text: 'Name is required',
      field: 'name',
      rule: 'plan_name_required',
      details: {},
    });
  });

  it('keeps the extra fields of a card refusal in details', async () => {
    const error = await apiErrorFromResponse(
      Response.json(
        {
          error: 'Your card has insufficient funds.',
          code: 'payment_failed',
          payment_code: 'card_declined',
          decline_code: 'insufficient_funds',
        },
        { status: 402 },
      ),
    );
    expect(readApiError(error)).toMatchObject({
      code: 'payment_failed',
      details: { payment_code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('falls back to not_found / server_error without a body, and has no server text then', async () => {
    const htmlError = await apiErrorFromResponse(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(htmlError.message).toBe('Server error');
    expect(readApiError(htmlError)).toEqual({
      status: 502,
      code: 'server_error',
      text: undefined,
      details: {},
    });
    const missing = await apiErrorFromResponse(new Response(null, { status: 404 }));
    expect(readApiError(missing)).toMatchObject({ code: 'not_found', text: undefined });
  });

  it('tells timeouts and network failures apart, and is null for anything else', () => {
    expect(readApiError(new ApiError(0, 'Request timed out', { code: 'timeout' }))?.code).toBe('timeout');
    expect(readApiError(new ApiError(0, 'Server error'))?.code).toBe('network');
    expect(readApiError(new Error('boom'))).toBeNull();
    expect(readApiError(new DOMException('aborted', 'AbortError'))).toBeNull();
  });
});
