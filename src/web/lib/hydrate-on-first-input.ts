/** What starts the app: the visitor pointing at, focusing, or typing into the page. */
const FIRST_INPUT = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * A prerendered page that the app hydrates only once the visitor acts on it (decision 051).
 * Its HTML and style sheet are the whole form, and starting React, the router and the rest
 * (about 130 KB gzip, half a second of a mid-range phone's main thread) before anyone touches
 * it only holds the page up. The first pointer, focus or key on the page starts the app
 * (`startApp` resolves once its handlers are in place); until then, typing is the browser's own
 * and stays in the fields, which hydration keeps. Its buttons work from the start: the submit
 * buttons the build rendered disabled are enabled, and a button clicked or a form sent before the
 * app's handlers exist is held and done again, in order, once they do.
 */
export function hydrateOnFirstInput(root: HTMLElement, startApp: () => Promise<unknown>): void {
  let started: Promise<void> | null = null;
  let hydrated = false;
  const held: Array<() => void> = [];

  const start = () => {
    started ??= startApp().then(
      () => {
        hydrated = true;
        for (const type of FIRST_INPUT) root.removeEventListener(type, start, true);
        // The next task: React's own follow-up render after hydration (the enabled buttons'
        // state) has run by then.
        setTimeout(() => held.splice(0).forEach((action) => action()));
      },
      () => {
        // The app's files did not arrive (a dropped connection): the next input asks again.
        started = null;
      },
    );
    return started;
  };

  const hold = (event: Event, action: () => void) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(action);
    void start();
  };

  for (const type of FIRST_INPUT) root.addEventListener(type, start, true);
  root.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) hold(event, () => button.click());
    },
    true,
  );
  // A form sent without a click on its button (Enter in a field whose form has no enabled
  // button, or a script): sent again once the app handles it.
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      hold(event, () => form.requestSubmit());
    },
    true,
  );
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[type="submit"][disabled]'))
    button.disabled = false;
}
