import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { copySnippetLabel } from '#shared/copy/webhooks';
import { Button } from '#web/components/ui/button';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';

/** A code snippet with its copy button. */
function Snippet({ language, code }: { language: string; code: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <figure className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <figcaption className="text-sm font-medium text-gray-900">{language}</figcaption>
        <div className="flex items-center gap-2">
          {copied && (
            <span role="status" className="text-xs font-medium text-green-700">
              {COPY.copiedNotice}
            </span>
          )}
          <Button
            variant="secondary"
            aria-label={copySnippetLabel(language)}
            onClick={() => void copy(code)}
          >
            {COPY.copyButton}
          </Button>
        </div>
      </div>
      <pre className="mt-2 rounded-md bg-gray-900 px-3 py-2 text-xs break-words whitespace-pre-wrap text-gray-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

const HEADERS = [
  ['webhook-id', COPY.webhookIdHeaderNote],
  ['webhook-timestamp', COPY.webhookTimestampHeaderNote],
  ['webhook-signature', COPY.webhookSignatureHeaderNote],
] as const;

/**
 * "Verify a delivery" (docs/integrations.md): the three headers of every delivery, the
 * `whsec_` secret given whole to the library, and five lines of Node and of Python.
 */
export function VerifyDeliveryHelp() {
  return (
    <details className="rounded-md bg-gray-50 p-4 text-sm ring-1 ring-gray-200 ring-inset">
      <summary className="cursor-pointer font-medium text-gray-900">
        {SCREENS.integrationsVerifyADelivery}
      </summary>
      <div className="mt-3 space-y-3 text-gray-700">
        <p>{COPY.verifyDeliveryIntro}</p>
        <dl className="space-y-2">
          {HEADERS.map(([name, note]) => (
            <div key={name}>
              <dt>
                <code className="font-medium text-gray-900">{name}</code>
              </dt>
              <dd>{note}</dd>
            </div>
          ))}
        </dl>
        <p>{COPY.webhookSecretKeptWhole}</p>
        <Snippet language="Node" code={COPY.verifyNodeSnippet} />
        <Snippet language="Python" code={COPY.verifyPythonSnippet} />
      </div>
    </details>
  );
}
