import { describe, expect, it } from 'vitest';
import { QUERY_RETRY_COUNT } from '#shared/constants';
import { ApiError, ResponseShapeError, SessionEndedError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a network failure or a 5xx up to the product count', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(QUERY_RETRY_COUNT, new ApiError(503, 'down'))).toBe(false);
  });

  it('never retries what would fail the same way again', () => {
    expect(shouldRetry(0, new ApiError(404, 'Card not found'))).toBe(false);
    expect(shouldRetry(0, new SessionEndedError())).toBe(false);
    expect(shouldRetry(0, new ResponseShapeError('cards', 'id: expected number'))).toBe(false);
  });
});
