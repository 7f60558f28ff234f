import { useState, type FormEvent } from 'react';
import { MESSAGE_OUTCOME_IDS } from '../leads/form-outcomes';
import { LEAD_FORM_FIELDS, type LeadFormField, type LeadFormSettings } from '../schemas/lead-form';
import { type PageCopy, usePageCopy } from './copy-context';
import type { ProfileTheme } from './public-profile-theme';

export interface VisitorMessageInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  company?: string;
  title?: string;
  consent?: boolean;
  source?: string;
  website: string;
}

export interface ContactFormProps {
  theme: ProfileTheme;
  /**
   * Which fields the owner's form shows and requires, and its consent sentence
   * (docs/product.md#messages).
   */
  leadForm: LeadFormSettings;
  /** Who answers, named in the thank-you under 'Message sent!'. */
  ownerName: string;
  /** The owner's contact file, offered in the thank-you. */
  vcardUrl: string;
  /** `preview`: the editor's phone preview; the form does not send. */
  mode: 'live' | 'preview';
  /** Sends the form (live mode, inside the app); rejects on failure. */
  onSendMessage?: (message: VisitorMessageInput) => Promise<void>;
  /**
   * The server-rendered page: the form posts here without any script (urlencoded), and the
   * server answers with a 303 back to one of the outcome notices below (decision 018).
   */
  formAction?: string;
  notify: (text: string, tone: 'success' | 'error' | 'info') => void;
  /** The server-rendered page's language, posted with the form (a hidden `language` field). */
  language?: string;
}

/**
 * What a form post without script comes back to (src/shared/leads/form-outcomes.ts). The
 * enhancement script reads its toasts' wording from these elements too.
 */
const messageOutcomes = (copy: PageCopy) =>
  [
    { id: MESSAGE_OUTCOME_IDS.sent, text: copy.messageSent, tone: 'success' },
    { id: MESSAGE_OUTCOME_IDS.failed, text: copy.failedToSendMessage, tone: 'error' },
    { id: MESSAGE_OUTCOME_IDS.limited, text: copy.tooManyMessages, tone: 'error' },
  ] as const;

/** Each of the owner's optional fields, labelled in the page's language. */
const fieldLabel = (copy: PageCopy, field: LeadFormField) =>
  ({
    company: copy.visitorPageCompany,
    title: copy.visitorPageJobTitle,
    phone: copy.visitorPagePhone,
    message: copy.visitorPageMessage,
  })[field];

/** After 'Message sent!': who will answer, and the owner's contact to keep. */
function ThanksFollowUp({ ownerName, vcardUrl }: { ownerName: string; vcardUrl: string }) {
  const copy = usePageCopy();
  return (
    <>
      <span className="mt-1 block font-normal">{copy.visitorPageWhoAnswers(ownerName)}</span>
      <a href={vcardUrl} className="mt-2 inline-block underline underline-offset-2">
        {copy.visitorPageSaveContact(ownerName)}
      </a>
    </>
  );
}

/**
 * "E-mail me {name}'s contact" (docs/product.md#messages): shown by the page's script after a send
 * it made, as only that send holds the token it needs; its outcomes are worded here for the script.
 */
function EmailContactButton({ ownerName }: { ownerName: string }) {
  const copy = usePageCopy();
  return (
    <span className="mt-2 block">
      <button
        type="button"
        data-email-contact=""
        data-sent={copy.contactEmailed}
        data-limited={copy.tooManyContactEmails}
        data-failed={copy.contactTokenInvalid}
        hidden
        className="rounded-full bg-green-900 px-4 py-1.5 font-semibold text-white ring-1 ring-white/60 hover:bg-green-950"
      >
        {copy.visitorPageEmailMeContact(ownerName)}
      </button>
      <span data-email-contact-outcome="" role="status" className="block font-normal" />
    </span>
  );
}

/** The asterisk after a required field's label; the input's `required` tells screen readers. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 font-bold">
      *
    </span>
  );
}

const FIELD_LIMITS = { company: 100, title: 100, phone: 40, message: 5000 };
const FIELD_AUTOCOMPLETE = {
  company: 'organization',
  title: 'organization-title',
  phone: 'tel',
  message: 'off',
};

function MessageOutcomes(followUp: { ownerName: string; vcardUrl: string }) {
  const copy = usePageCopy();
  return (
    <>
      {messageOutcomes(copy).map((outcome) => (
        <div
          key={outcome.id}
          id={outcome.id}
          role="status"
          data-tone={outcome.tone}
          className={`mt-4 hidden scroll-mt-4 rounded-lg px-4 py-3 text-center text-sm font-semibold text-white target:block ${
            outcome.tone === 'success' ? 'bg-green-700' : 'bg-red-700'
          }`}
        >
          <span data-outcome-text="">{outcome.text}</span>
          {outcome.tone === 'success' && <ThanksFollowUp {...followUp} />}
        </div>
      ))}
    </>
  );
}

/**
 * A field's own message, under it, in the page's style. The page's script fills it with the
 * sentence it carries (the catalogue's, written here by the server: the script itself ships no
 * catalogue).
 */
function FieldError({ name, label, consent }: { name: string; label: string; consent?: boolean }) {
  const copy = usePageCopy();
  return (
    <span
      id={`${name}-error`}
      data-field-error={name}
      data-required={consent ? copy.consentRequired : copy.visitorPageFieldRequired(label)}
      data-invalid={name === 'email' ? copy.invalidEmail : undefined}
      hidden
      className="mt-1 block text-sm font-medium text-red-700 in-data-[theme=dark]:text-red-300"
    />
  );
}

/** 'Let's Connect!': the visitor's message to the owner (active profiles only). */
export function ContactForm({
  theme,
  leadForm,
  ownerName,
  vcardUrl,
  mode,
  onSendMessage,
  formAction,
  notify,
  language,
}: ContactFormProps) {
  const copy = usePageCopy();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'preview' || !onSendMessage) {
      notify(copy.contactFormDisabledInEditMode, 'info');
      return;
    }
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (key: string) => String(data.get(key) ?? '');
    setSending(true);
    try {
      await onSendMessage({
        name: read('name'),
        email: read('email'),
        phone: read('phone'),
        message: read('message'),
        company: read('company'),
        title: read('title'),
        consent: data.get('consent') === 'on',
        source: new URLSearchParams(window.location.search).get('src') ?? '',
        website: read('website'),
      });
      form.reset();
      setSent(true);
      notify(copy.messageSent, 'success');
    } catch (error) {
      // A limit that turns a visitor away says so (the API client's error carries the status).
      const limited = (error as { status?: unknown } | null)?.status === 429;
      notify(limited ? copy.tooManyMessages : copy.failedToSendMessage, 'error');
    } finally {
      setSending(false);
    }
  };

  const inputClass = `mt-1 block w-full rounded-md border-0 px-3 py-2 ring-1 ring-inset focus:ring-2 focus:ring-(--cc-accent-text) ${theme.input}`;
  return (
    <section
      id="lets-connect"
      aria-labelledby="lets-connect-title"
      className={`mt-10 w-full rounded-2xl p-6 text-start shadow ring-1 ${theme.card}`}
    >
      <h2 id="lets-connect-title" className="text-center text-2xl font-bold">
        {copy.visitorPageLetsConnect}
      </h2>
      {formAction && <MessageOutcomes ownerName={ownerName} vcardUrl={vcardUrl} />}
      {/* After a send with script (the app's, or the page's, which unhides it). */}
      <p
        role="status"
        data-message-thanks=""
        hidden={!sent}
        className="mt-4 rounded-lg bg-green-700 px-4 py-3 text-center text-sm font-semibold text-white"
      >
        {copy.messageSent}
        <ThanksFollowUp ownerName={ownerName} vcardUrl={vcardUrl} />
        {formAction && <EmailContactButton ownerName={ownerName} />}
      </p>
      <form
        // Once sent the filled form goes, leaving the thank-you: with script by `hidden`,
        // without it when the page comes back to its 'Message sent!' notice.
        hidden={sent}
        className="mt-5 space-y-4 [#lets-connect:has(#message-sent:target)_&]:hidden"
        method="post"
        action={formAction}
        data-send-message={formAction ? '' : undefined}
        // In the editor's preview the form only explains that it does not send.
        noValidate={mode === 'preview'}
        onSubmit={(event) => void submit(event)}
      >
        <p className={`text-sm ${theme.muted}`}>{copy.requiredFieldsNote}</p>
        <label className="block text-sm font-medium">
          {copy.visitorPageName}
          <RequiredMark />
          <input
            name="name"
            required
            maxLength={100}
            autoComplete="name"
            aria-describedby={formAction ? 'name-error' : undefined}
            className={inputClass}
          />
          {formAction && <FieldError name="name" label={copy.visitorPageName} />}
        </label>
        <label className="block text-sm font-medium">
          {copy.visitorPageEmail}
          <RequiredMark />
          <input
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            aria-describedby={formAction ? 'email-error' : undefined}
            className={inputClass}
          />
          {formAction && <FieldError name="email" label={copy.visitorPageEmail} />}
        </label>
        {LEAD_FORM_FIELDS.map((field) =>
          leadForm[field] === 'hidden' ? null : (
            <label key={field} className="block text-sm font-medium">
              {fieldLabel(copy, field)}
              {leadForm[field] === 'required' && <RequiredMark />}
              {leadForm[field] === 'optional' && (
                <span className={`ms-1 font-normal ${theme.muted}`}>
                  {copy.visitorPageOptional}
                </span>
              )}
              {field === 'message' ? (
                <textarea
                  name="message"
                  required={leadForm.message === 'required'}
                  maxLength={FIELD_LIMITS.message}
                  rows={4}
                  aria-describedby={formAction ? 'message-error' : undefined}
                  className={inputClass}
                />
              ) : (
                <input
                  name={field}
                  type={field === 'phone' ? 'tel' : 'text'}
                  required={leadForm[field] === 'required'}
                  maxLength={FIELD_LIMITS[field]}
                  autoComplete={FIELD_AUTOCOMPLETE[field]}
                  aria-describedby={formAction ? `${field}-error` : undefined}
                  className={inputClass}
                />
              )}
              {formAction && <FieldError name={field} label={fieldLabel(copy, field)} />}
            </label>
          ),
        )}
        {leadForm.consentText && (
          <div>
            <label className="flex items-start gap-3 text-sm">
              <input
                name="consent"
                type="checkbox"
                required
                aria-describedby={formAction ? 'consent-error' : undefined}
                className="mt-0.5 size-5 shrink-0 accent-(--cc-accent)"
              />
              <span>
                {leadForm.consentText}
                <RequiredMark />
              </span>
            </label>
            {formAction && <FieldError name="consent" label="" consent />}
          </div>
        )}
        {/* The language the page is shown in: the owner's notice of the lead, and what is
            mailed to the visitor, can speak it (messages.language). */}
        {language && <input type="hidden" name="language" value={language} />}
        {/* How the visitor came (?src=), filled by the page's script; the server also reads it
            from the page's address a form without script was posted from. */}
        <input type="hidden" name="source" defaultValue="" data-lead-source="" />
        {/* Honeypot: hidden from people and screen readers; bots fill it. */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-0 w-0 overflow-hidden">
          <label>
            {copy.visitorPageWebsite}
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button
          type="submit"
          disabled={sending}
          data-sending-label={copy.visitorPageSending}
          className={`w-full px-6 py-3 font-semibold disabled:opacity-60 ${theme.corners} ${theme.fill}`}
        >
          {sending ? copy.visitorPageSending : copy.visitorPageSendMessage}
        </button>
      </form>
    </section>
  );
}
