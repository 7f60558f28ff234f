import { useState, type FormEvent } from 'react';
import {
  emailMeContactLabel,
  COPY,
  requiredMessage,
  saveContactLabel,
  whoAnswersMessage,
} from '../copy';
import { MESSAGE_OUTCOME_IDS } from '../leads/form-outcomes';
import { LEAD_FORM_FIELDS, leadFieldLabel, type LeadFormSettings } from '../schemas/lead-form';
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
}

/**
 * What a form post without script comes back to (src/shared/leads/form-outcomes.ts). The
 * enhancement script reads its toasts' wording from these elements too.
 */
const MESSAGE_OUTCOMES = [
  { id: MESSAGE_OUTCOME_IDS.sent, text: COPY.messageSent, tone: 'success' },
  { id: MESSAGE_OUTCOME_IDS.failed, text: COPY.failedToSendMessage, tone: 'error' },
  { id: MESSAGE_OUTCOME_IDS.limited, text: COPY.tooManyMessages, tone: 'error' },
] as const;

/** After 'Message sent!': who will answer, and the owner's contact to keep. */
function ThanksFollowUp({ ownerName, vcardUrl }: { ownerName: string; vcardUrl: string }) {
  return (
    <>
      <span className="mt-1 block font-normal">{whoAnswersMessage(ownerName)}</span>
      <a href={vcardUrl} className="mt-2 inline-block underline underline-offset-2">
        {saveContactLabel(ownerName)}
      </a>
    </>
  );
}

/**
 * "E-mail me {name}'s contact" (docs/product.md#messages): shown by the page's script after a send
 * it made, as only that send holds the token it needs; its outcomes are worded here for the script.
 */
function EmailContactButton({ ownerName }: { ownerName: string }) {
  return (
    <span className="mt-2 block">
      <button
        type="button"
        data-email-contact=""
        data-sent={COPY.contactEmailed}
        data-limited={COPY.tooManyContactEmails}
        data-failed={COPY.contactTokenInvalid}
        hidden
        className="rounded-full bg-green-900 px-4 py-1.5 font-semibold text-white ring-1 ring-white/60 hover:bg-green-950"
      >
        {emailMeContactLabel(ownerName)}
      </button>
      <span data-email-contact-outcome="" role="status" className="block font-normal" />
    </span>
  );
}

/** The asterisk after a required field's label; the input's `required` tells screen readers. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 font-bold">
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
  return (
    <>
      {MESSAGE_OUTCOMES.map((outcome) => (
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
  return (
    <span
      id={`${name}-error`}
      data-field-error={name}
      data-required={consent ? COPY.consentRequired : requiredMessage(label)}
      data-invalid={name === 'email' ? COPY.invalidEmail : undefined}
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
}: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'preview' || !onSendMessage) {
      notify(COPY.contactFormDisabledInEditMode, 'info');
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
      notify(COPY.messageSent, 'success');
    } catch (error) {
      // A limit that turns a visitor away says so (the API client's error carries the status).
      const limited = (error as { status?: unknown } | null)?.status === 429;
      notify(limited ? COPY.tooManyMessages : COPY.failedToSendMessage, 'error');
    } finally {
      setSending(false);
    }
  };

  const inputClass = `mt-1 block w-full rounded-md border-0 px-3 py-2 ring-1 ring-inset focus:ring-2 focus:ring-(--cc-accent-text) ${theme.input}`;
  return (
    <section
      id="lets-connect"
      aria-labelledby="lets-connect-title"
      className={`mt-10 w-full rounded-2xl p-6 text-left shadow ring-1 ${theme.card}`}
    >
      <h2 id="lets-connect-title" className="text-center text-2xl font-bold">
        Let&apos;s Connect!
      </h2>
      {formAction && <MessageOutcomes ownerName={ownerName} vcardUrl={vcardUrl} />}
      {/* After a send with script (the app's, or the page's, which unhides it). */}
      <p
        role="status"
        data-message-thanks=""
        hidden={!sent}
        className="mt-4 rounded-lg bg-green-700 px-4 py-3 text-center text-sm font-semibold text-white"
      >
        {COPY.messageSent}
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
        <p className={`text-sm ${theme.muted}`}>{COPY.requiredFieldsNote}</p>
        <label className="block text-sm font-medium">
          Name
          <RequiredMark />
          <input
            name="name"
            required
            maxLength={100}
            autoComplete="name"
            aria-describedby={formAction ? 'name-error' : undefined}
            className={inputClass}
          />
          {formAction && <FieldError name="name" label="Name" />}
        </label>
        <label className="block text-sm font-medium">
          Email
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
          {formAction && <FieldError name="email" label="Email" />}
        </label>
        {LEAD_FORM_FIELDS.map((field) =>
          leadForm[field] === 'hidden' ? null : (
            <label key={field} className="block text-sm font-medium">
              {leadFieldLabel(field)}
              {leadForm[field] === 'required' && <RequiredMark />}
              {leadForm[field] === 'optional' && (
                <span className={`ml-1 font-normal ${theme.muted}`}>(optional)</span>
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
              {formAction && <FieldError name={field} label={leadFieldLabel(field)} />}
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
            {formAction && <FieldError name="consent" label="Consent" consent />}
          </div>
        )}
        {/* How the visitor came (?src=), filled by the page's script; the server also reads it
            from the page's address a form without script was posted from. */}
        <input type="hidden" name="source" defaultValue="" data-lead-source="" />
        {/* Honeypot: hidden from people and screen readers; bots fill it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
          <label>
            Website
            <input name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <button
          type="submit"
          disabled={sending}
          data-sending-label="Sending..."
          className={`w-full px-6 py-3 font-semibold disabled:opacity-60 ${theme.corners} ${theme.fill}`}
        >
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
    </section>
  );
}
