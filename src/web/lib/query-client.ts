import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_CACHE_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_MS,
} from '#shared/constants';
import { ApiError, ResponseShapeError } from './api-client';

/**
 * Retry a failed fetch unless retrying cannot help (a 4xx, the session ended, or an answer
 * whose shape the schema refuses: the server would send the same again).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ResponseShapeError) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

/** 3 retries, 1 s doubling up to 30 s; cache kept 5 minutes (docs/product.md#web-client). */
export function retryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attempt, QUERY_RETRY_MAX_MS);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_CACHE_MS, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
