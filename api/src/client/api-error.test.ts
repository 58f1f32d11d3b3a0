import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse, serverErrorText } from './api-error';

describe('serverErrorText', () => {
  it("gives the server's own error text", async () => {
    const error = await apiErrorFromResponse(
      Response.json({ error: ' Plan name is required ' }, { status: 400 }),
    );
    expect(error.message).toBe('Plan name is required');
    expect(serverErrorText(error)).toBe('Plan name is required');
  });

  it('gives nothing when the message is only the client fallback, so the screen uses its own', async () => {
    const htmlError = await apiErrorFromResponse(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(htmlError.message).toBe('Server error');
    expect(serverErrorText(htmlError)).toBeUndefined();
    expect(serverErrorText(new ApiError(0, 'Request timed out'))).toBeUndefined();
    expect(serverErrorText(new Error('boom'))).toBeUndefined();
  });
});
