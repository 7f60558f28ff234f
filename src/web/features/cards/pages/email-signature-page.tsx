import { useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { useCard } from '../api/get-card';
import { useEmailSignature } from '../api/get-email-signature';
import { cardDisplayName } from '../card-display';
import { CardNotFound } from '../components/card-not-found';
import { SignatureInstructions } from '../components/signature-instructions';

/**
 * The signature as a mail app shows it. It is the server's HTML in a sandboxed frame (no scripts,
 * no same-origin access), never inserted into the app's own page; `<base target>` keeps a click
 * on one of its links from navigating the frame.
 */
function SignaturePreview({ html }: { html: string }) {
  return (
    <iframe
      title={COPY.cardUiEMailSignaturePreview}
      sandbox=""
      srcDoc={`<!doctype html><html><head><base target="_blank"></head><body style="margin:16px;background:#ffffff">${html}</body></html>`}
      className="h-52 w-full rounded-md bg-white ring-1 ring-gray-200"
    />
  );
}

/** /cards/:id/email-signature — the card as an e-mail signature: preview, copy, how to paste. */
export function EmailSignaturePage() {
  const id = Number(useParams().id);
  const card = useCard(id);
  const signature = useEmailSignature(id);
  const { copied, copy } = useCopyToClipboard();

  if (!card.isSuccess) return <QueryState query={card} notFound={<CardNotFound />} />;

  const name = cardDisplayName(card.data);
  return (
    <>
      <PageHeader
        title={COPY.cardUiEMailSignature}
        breadcrumbs={[
          { label: COPY.appCards, to: ROUTES.home },
          { label: name, to: buildPath(ROUTES.cardEdit, { id }) },
          { label: 'E-mail Signature' },
        ]}
      />
      <div className="grid max-w-4xl grid-cols-1 gap-6">
        <section
          aria-labelledby="signature-preview"
          className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5"
        >
          <h2 id="signature-preview" className="text-base font-semibold text-gray-900">
            {COPY.appPreview}
          </h2>
          <p className="mt-1 mb-4 text-sm text-gray-500">
            {COPY.cardUiYourCardsDetailsAsASignature}
          </p>
          {!signature.isSuccess ? (
            <QueryState query={signature} />
          ) : (
            <>
              <SignaturePreview html={signature.data.html} />
              <div className="mt-4 flex items-center gap-3">
                <Button onClick={() => void copy(signature.data.text, signature.data.html)}>
                  {COPY.cardUiCopySignature}
                </Button>
                {copied && (
                  <span role="status" className="text-sm font-medium text-green-700">
                    {COPY.appCopied}
                  </span>
                )}
              </div>
              <details className="mt-4 text-sm text-gray-600">
                <summary className="cursor-pointer font-medium text-gray-900">
                  {COPY.cardUiPlainTextVersion}
                </summary>
                <pre className="mt-2 font-sans whitespace-pre-wrap">{signature.data.text}</pre>
              </details>
            </>
          )}
        </section>
        <SignatureInstructions />
      </div>
    </>
  );
}

export default EmailSignaturePage;
