import { COPY } from '#shared/copy';
/** How to paste the copied signature into each mail app (menus as of 2026). */
const MAIL_APPS: Array<{ app: string; steps: string[] }> = [
  {
    app: 'Gmail',
    steps: [
      COPY.cardUiOpenSettingsTheGearThenSee,
      COPY.cardUiOnTheGeneralTabUnderSignature,
      COPY.cardUiChooseItUnderSignatureDefaultsThen,
    ],
  },
  {
    app: COPY.cardUiOutlookOnTheWebAndThe,
    steps: [
      COPY.cardUiOpenSettingsTheGearThenAccount,
      COPY.cardUiClickNewSignatureNameItAnd,
      COPY.cardUiChooseItForNewMessagesAnd,
    ],
  },
  {
    app: COPY.cardUiOutlookForWindowsAndMacDesktop,
    steps: [
      COPY.cardUiWindowsFileOptionsMailSignaturesMac,
      COPY.cardUiAddANewSignatureNameIt,
      COPY.cardUiChooseItForNewMessagesAnd2,
    ],
  },
  {
    app: COPY.cardUiAppleMailOnMac,
    steps: [
      COPY.cardUiOpenMailSettingsSignaturesSelectYour,
      COPY.cardUiUntickAlwaysMatchMyDefaultMessage,
      COPY.cardUiCloseTheWindowMailSavesIt,
    ],
  },
  {
    app: COPY.cardUiMailOnIphone,
    steps: [
      COPY.cardUiOpenThisScreenOnYourIphone,
      COPY.cardUiOpenSettingsAppsMailSignatureSettings,
      COPY.cardUiTheIphoneRemovesTheFormattingAs,
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
        {COPY.cardUiAddItToYourMailApp}
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2">
        {MAIL_APPS.map(({ app, steps }) => (
          <div key={app}>
            <h3 className="text-sm font-semibold text-gray-900">{app}</h3>
            <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-gray-600">
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
