import { useState, type FormEvent } from 'react';
import { COPY } from '#shared/copy';
import { copyRecordLabel, removeDomainQuestion } from '#shared/copy/verified-domains';
import type { TeamDomain } from '#shared/schemas/sso';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormField } from '#web/components/ui/form-field';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { actionToasts, errorMessage } from '#web/lib/toasts';
import { useClaimDomain, useRemoveDomain, useTeamDomains, useVerifyDomain } from '../api/domains';

/** One value of the TXT record, read-only, with its copy button. */
function RecordValue({ label, value, domain }: { label: string; value: string; domain: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded bg-gray-50 px-2 py-1.5 font-mono text-xs break-all text-gray-900 ring-1 ring-gray-200 ring-inset">
          {value}
        </code>
        <Button
          variant="secondary"
          aria-label={copyRecordLabel(label, domain)}
          onClick={() => void copy(value)}
        >
          {COPY.copyButton}
        </Button>
        {copied && (
          <span role="status" className="self-center text-xs font-medium text-green-700">
            {COPY.copiedNotice}
          </span>
        )}
      </dd>
    </div>
  );
}

function StatusBadge({ status }: { status: TeamDomain['status'] }) {
  return status === 'verified' ? (
    <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-600/20 ring-inset">
      {COPY.domainStatusVerified}
    </span>
  ) : (
    <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/30 ring-inset">
      {COPY.domainStatusPending}
    </span>
  );
}

/** A claimed domain: its status; pending, the record to create and 'Verify'; 'Remove'. */
function DomainItem({ teamId, domain }: { teamId: string; domain: TeamDomain }) {
  const verify = useVerifyDomain(teamId);
  const remove = useRemoveDomain(teamId);
  const [refusal, setRefusal] = useState('');
  const [asking, setAsking] = useState(false);
  const toasts = actionToasts(`domain-${domain.domain}`);
  const verified = domain.status === 'verified';
  const errorId = `domain-error-${domain.domain}`;
  const runVerify = async () => {
    setRefusal('');
    try {
      await verify.mutateAsync(domain.domain);
      toasts.succeeded(COPY.domainVerifiedNotice);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const runRemove = async () => {
    try {
      await remove.mutateAsync(domain.domain);
      setAsking(false);
      toasts.succeeded(COPY.domainRemovedNotice);
    } catch (error) {
      setAsking(false);
      toasts.failed(errorMessage(error));
    }
  };
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <h3 className="truncate text-sm font-semibold text-gray-900">{domain.domain}</h3>
          <StatusBadge status={domain.status} />
        </div>
        <div className="flex gap-2">
          {!verified && (
            <Button
              onClick={() => void runVerify()}
              disabled={verify.isPending}
              aria-describedby={refusal ? errorId : undefined}
            >
              {COPY.verifyDomain}
            </Button>
          )}
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {COPY.removeDomain}
          </Button>
        </div>
      </div>
      {verified ? (
        <p className="mt-2 text-sm text-gray-600">{COPY.domainVerifiedKeepRecord}</p>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-gray-600">{COPY.domainRecordIntro}</p>
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[auto_1fr_2fr]">
            <div>
              <dt className="text-xs font-medium text-gray-600">{COPY.domainRecordType}</dt>
              <dd className="mt-1 py-1.5 font-mono text-xs text-gray-900">TXT</dd>
            </div>
            <RecordValue
              label={COPY.domainRecordName}
              value={domain.txtName}
              domain={domain.domain}
            />
            <RecordValue
              label={COPY.domainRecordValue}
              value={domain.txtValue}
              domain={domain.domain}
            />
          </dl>
          {refusal && (
            <p id={errorId} role="alert" className="mt-3 text-sm break-words text-red-700">
              {refusal}
            </p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={COPY.removeDomain}
        question={removeDomainQuestion(domain.domain, verified)}
        confirmLabel={COPY.removeDomain}
        busy={remove.isPending}
        onConfirm={() => void runRemove()}
        onClose={() => setAsking(false)}
      />
    </li>
  );
}

/** The Sign-in tab's domains: claim one, and each claimed one with its record and status. */
export function SignInDomainsSection({ teamId }: { teamId: string }) {
  const domains = useTeamDomains(teamId);
  const claim = useClaimDomain(teamId);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const toasts = actionToasts('claim-domain');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await claim.mutateAsync(value);
      setValue('');
    } catch (failure) {
      setError(errorMessage(failure));
      toasts.failed(errorMessage(failure));
    }
  };
  return (
    <Panel title={COPY.domainsHeading}>
      <p className="text-sm text-gray-600">{COPY.domainsIntro}</p>
      <form
        aria-label={COPY.addDomain}
        onSubmit={(event) => void submit(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        noValidate
      >
        <FormField
          label={COPY.domainField}
          placeholder="example.com"
          autoComplete="off"
          spellCheck={false}
          className="sm:w-80"
          value={value}
          error={error || undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" className="sm:mt-6" disabled={claim.isPending || !value.trim()}>
          {COPY.addDomain}
        </Button>
      </form>
      {!domains.data ? (
        <QueryState query={domains} />
      ) : domains.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-600">{COPY.domainsEmpty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {domains.data.map((domain) => (
            <DomainItem key={domain.domain} teamId={teamId} domain={domain} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
