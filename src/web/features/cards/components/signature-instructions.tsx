/** How to paste the copied signature into each mail app (menus as of 2026). */
const MAIL_APPS: Array<{ app: string; steps: string[] }> = [
  {
    app: 'Gmail',
    steps: [
      'Open Settings (the gear), then See all settings.',
      'On the General tab, under Signature, click Create new, name it and paste into the box (Ctrl+V, or ⌘V on a Mac).',
      'Choose it under Signature defaults, then click Save Changes at the bottom of the page.',
    ],
  },
  {
    app: 'Outlook on the web and the new Outlook',
    steps: [
      'Open Settings (the gear), then Account, then Signatures.',
      'Click New signature, name it and paste into the box.',
      'Choose it for new messages and replies, then click Save.',
    ],
  },
  {
    app: 'Outlook for Windows and Mac (desktop)',
    steps: [
      'Windows: File, Options, Mail, Signatures. Mac: Outlook, Settings, Signatures.',
      'Add a new signature, name it and paste into the editing box.',
      'Choose it for new messages and replies, then click OK (or close the window on a Mac).',
    ],
  },
  {
    app: 'Apple Mail on Mac',
    steps: [
      'Open Mail, Settings, Signatures, select your account and click +.',
      'Untick "Always match my default message font", then paste into the box on the right.',
      'Close the window: Mail saves it. Choose it under Choose Signature.',
    ],
  },
  {
    app: 'Mail on iPhone',
    steps: [
      'Open this screen on your iPhone and tap Copy signature.',
      'Open Settings, Apps, Mail, Signature (Settings, Mail, Signature before iOS 18) and paste.',
      'The iPhone removes the formatting as it pastes: shake it straight away and tap Undo to keep it.',
    ],
  },
];

/** The paste instructions, one short list per mail app. */
export function SignatureInstructions() {
  return (
    <section
      aria-labelledby="signature-instructions"
      className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5"
    >
      <h2 id="signature-instructions" className="text-base font-semibold text-gray-900">
        Add it to your mail app
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2">
        {MAIL_APPS.map(({ app, steps }) => (
          <div key={app}>
            <h3 className="text-sm font-semibold text-gray-900">{app}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-600">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}
