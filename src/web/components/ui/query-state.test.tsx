import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { ApiError } from '#web/lib/api-client';
import { LoadingLine, QueryState } from './query-state';

const pending = { isPending: true, isError: false };
const failed = { isPending: false, isError: true };
const loaded = { isPending: false, isError: false };

/** The markup the screens had before they shared the component: the same lines, to the byte. */
describe('QueryState', () => {
  it('shows the loading line while the query has no answer', () => {
    expect(renderToStaticMarkup(<QueryState query={pending} />)).toBe('<p>Loading...</p>');
  });

  it("shows the catalogue's load error once the query failed", () => {
    expect(renderToStaticMarkup(<QueryState query={failed} />)).toBe(
      `<p class="text-red-600">${COPY.unexpectedLoadError}</p>`,
    );
  });

  it("shows the screen's own error text and classes", () => {
    const props = { error: COPY.somethingWentWrong, className: 'p-6' };
    expect(renderToStaticMarkup(<QueryState query={pending} {...props} />)).toBe(
      '<p class="p-6">Loading...</p>',
    );
    expect(renderToStaticMarkup(<QueryState query={failed} {...props} />)).toBe(
      `<p class="p-6 text-red-600">${COPY.somethingWentWrong}</p>`,
    );
  });

  it('shows nothing once the data is in', () => {
    expect(renderToStaticMarkup(<QueryState query={loaded} />)).toBe('');
  });

  it('announces the loading line where asked (a lazy chunk on its way)', () => {
    expect(renderToStaticMarkup(<LoadingLine role="status" />)).toBe(
      '<p role="status">Loading...</p>',
    );
  });

  it("offers 'Try again' when the query can refetch, and the screen's not-found on a 404", () => {
    const retry = { ...failed, error: new ApiError(500, 'boom'), refetch: () => undefined };
    expect(renderToStaticMarkup(<QueryState query={retry} />)).toContain('Try again');
    const missing = { ...failed, error: new ApiError(404, COPY.cardNotFound) };
    expect(
      renderToStaticMarkup(<QueryState query={missing} notFound={<h1>{COPY.cardNotFound}</h1>} />),
    ).toBe(`<h1>${COPY.cardNotFound}</h1>`);
    // Any other failure is not a "not found".
    expect(
      renderToStaticMarkup(<QueryState query={retry} notFound={<h1>{COPY.cardNotFound}</h1>} />),
    ).toContain(COPY.unexpectedLoadError);
  });
});
