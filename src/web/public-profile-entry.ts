import { COPY_CONFIRMATION_MS, TOAST_AUTO_CLOSE_MS } from '#shared/constants';
import { MESSAGE_OUTCOME_IDS, type MessageOutcome } from '#shared/leads/form-outcomes';
import { shareLink, sharedPageUrl } from '#shared/ui/share-link';
import { watchStickyDownload } from '#shared/ui/sticky-download';
import './public-profile.css';

/**
 * The public profile page's only script: no framework (decision 018). The server rendered the whole
 * page and its form already works without script (an urlencoded post and a 303 back); this makes
 * sending stay on the page: 'Sending...' on the button, then a toast bottom-right for 5 s ('Message
 * sent!', 'Failed to send message' or, past a limit, the limit's own notice, worded by the page's
 * own outcome notices), and the filled form gone after a success, as in the app's preview of the
 * same component. After a success the form says so itself, with who will answer and the owner's
 * contact to save; before sending, it checks the fields in the page's own style. It also wires
 * 'Share': the phone's share sheet, else the page's address copied and 'Copied' for 2 s, and shows
 * the phone's sticky 'Download Contact' bar once the header's button scrolls away.
 */
const TONES = { success: 'bg-green-600', error: 'bg-red-600' } as const;
const SEND_TIMEOUT_MS = 10_000;

/**
 * The outcome notices are for pages without script: with it, toasts say the same, so the
 * notices' wording is kept and the notices themselves leave the page.
 */
const outcomeTexts = new Map<string, string>();
for (const id of Object.values(MESSAGE_OUTCOME_IDS)) {
  const notice = document.getElementById(id);
  outcomeTexts.set(id, notice?.querySelector('[data-outcome-text]')?.textContent ?? '');
  notice?.remove();
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** What is wrong with a field, in the catalogue's words its message element carries, or null. */
function problemOf(field: Field, message: HTMLElement | null): string | null {
  const missing =
    field.type === 'checkbox' ? !(field as HTMLInputElement).checked : !field.value.trim();
  if (field.required && missing) return message?.dataset.required ?? null;
  if (field.type === 'email' && !field.validity.valid) return message?.dataset.invalid ?? null;
  return null;
}

/**
 * The page's own validation (docs/product.md#public-profile): each problem under its field, in the
 * page's style, and the first invalid field focused, instead of the browser's bubbles. Answers
 * whether all is well.
 */
function validate(form: HTMLFormElement): boolean {
  let first: Field | null = null;
  for (const field of form.querySelectorAll<Field>('input[required], textarea[required]')) {
    const message = form.querySelector<HTMLElement>(`[data-field-error="${field.name}"]`);
    const problem = problemOf(field, message);
    if (message) {
      message.textContent = problem ?? '';
      message.hidden = !problem;
    }
    if (problem) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
    first ??= problem ? field : null;
  }
  first?.focus();
  return first === null;
}

function showToast(outcomeId: string, tone: keyof typeof TONES) {
  const area = document.querySelector('[data-toasts]');
  const text = outcomeTexts.get(outcomeId);
  if (!area || !text) return;
  const bubble = document.createElement('div');
  bubble.setAttribute('role', 'status');
  bubble.className = `rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg ${TONES[tone]}`;
  bubble.textContent = text;
  area.replaceChildren(bubble);
  setTimeout(() => bubble.remove(), TOAST_AUTO_CLOSE_MS);
}

/**
 * Posts the form as JSON (the API's own format) and answers which notice to show: a refusal by
 * a limit (429) says so in words, as the page without script does, never just 'Failed'.
 */
async function send(form: HTMLFormElement): Promise<{ outcome: MessageOutcome; token?: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(Object.fromEntries(new FormData(form))),
      signal: controller.signal,
    });
    if (response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { contactToken?: string };
      return { outcome: 'sent', ...(answer.contactToken ? { token: answer.contactToken } : {}) };
    }
    return { outcome: response.status === 429 ? 'limited' : 'failed' };
  } catch {
    return { outcome: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

const thanks = document.querySelector<HTMLElement>('[data-message-thanks]');
const emailContact = thanks?.querySelector<HTMLButtonElement>('[data-email-contact]');
const emailContactOutcome = thanks?.querySelector<HTMLElement>('[data-email-contact-outcome]');

/**
 * "E-mail me {name}'s contact" (docs/product.md#visitors-share): the token of the send just made
 * proves the address; the button goes once it was used, and the outcome is said in its place.
 */
function offerContactByEmail(form: HTMLFormElement, token: string | undefined) {
  if (!emailContact || !emailContactOutcome) return;
  emailContactOutcome.textContent = '';
  emailContact.hidden = !token;
  emailContact.onclick = () => {
    emailContact.disabled = true;
    void fetch(form.action.replace(/send-message$/, 'email-contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
    })
      .then((response) => (response.ok ? 'sent' : response.status === 429 ? 'limited' : 'failed'))
      .catch(() => 'failed' as const)
      .then((outcome) => {
        emailContact.hidden = true;
        emailContact.disabled = false;
        emailContactOutcome.textContent = emailContact.dataset[outcome] ?? '';
      });
  };
}

// How the visitor came (?src=: qr, nfc, link, ...), kept with their message.
for (const source of document.querySelectorAll<HTMLInputElement>('[data-lead-source]')) {
  source.defaultValue = new URLSearchParams(location.search).get('src') ?? '';
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-send-message]')) {
  form.noValidate = true;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!validate(form)) return;
    if (thanks) thanks.hidden = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.textContent ?? '';
    if (button) {
      button.disabled = true;
      button.textContent = button.dataset.sendingLabel ?? label;
    }
    void send(form)
      .then(({ outcome, token }) => {
        if (outcome === 'sent' && thanks) {
          // The form says it went, who will answer, and offers the owner's contact.
          form.reset();
          form.hidden = true;
          thanks.hidden = false;
          offerContactByEmail(form, token);
          return;
        }
        showToast(MESSAGE_OUTCOME_IDS[outcome], outcome === 'sent' ? 'success' : 'error');
      })
      .finally(() => {
        if (button) {
          button.disabled = false;
          button.textContent = label;
        }
      });
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-share]')) {
  button.hidden = false; // rendered hidden: without script it could do nothing
  const label = button.querySelector('[data-share-label]');
  const idle = label?.textContent ?? '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', () => {
    void shareLink(sharedPageUrl(), document.title).then((outcome) => {
      if (outcome !== 'copied' || !label) return;
      label.textContent = button.dataset.copiedLabel ?? idle;
      clearTimeout(timer);
      timer = setTimeout(() => (label.textContent = idle), COPY_CONFIRMATION_MS);
    });
  });
}

watchStickyDownload(document);
