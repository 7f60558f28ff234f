import { useState } from 'react';
import { COPY } from '#shared/copy';
import { QR_DOTS, QR_LOGOS, type QrStyle } from '#shared/schemas/qr-style';

const DOT_LABELS: Record<QrStyle['dots'], string> = {
  square: COPY.cardEdSquare,
  rounded: COPY.cardEdRounded,
  dots: COPY.cardEdDots,
};
const LOGO_LABELS: Record<QrStyle['logo'], string> = {
  none: COPY.cardEdNoLogo,
  company: COPY.cardEdCompanyLogo,
  profile: COPY.cardEdProfilePhoto,
};

const radioClass =
  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-gray-300 ring-inset has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

function Choice<T extends string>({
  legend,
  name,
  options,
  labels,
  value,
  disabled = () => false,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  disabled?: (option: T) => boolean;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className={radioClass}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              disabled={disabled(option)}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A colour as a swatch picker and its hex value, which the owner may type or paste. */
function ColourField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-2">
        <input
          type="color"
          aria-label={COPY.cardEdSwatch(label)}
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-11 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
        />
        <input
          id={id}
          value={typed ?? value}
          maxLength={7}
          spellCheck={false}
          onChange={(event) => {
            const next = event.target.value.trim();
            setTyped(next);
            if (/^#[0-9a-fA-F]{6}$/.test(next)) onChange(next.toUpperCase());
          }}
          onBlur={() => setTyped(null)}
          className="w-28 rounded-md border-0 px-3 py-2 font-mono text-sm text-gray-900 uppercase ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-600"
        />
      </div>
    </div>
  );
}

/** The QR style's controls: dots, logo and the two colours. */
export function QrStyleFields({
  idPrefix,
  style,
  onChange,
  images,
}: {
  idPrefix: string;
  style: QrStyle;
  onChange: (style: QrStyle) => void;
  images: { companyImageUrl: string | null; profileImageUrl: string | null };
}) {
  const missingImage = (logo: QrStyle['logo']) =>
    (logo === 'company' && !images.companyImageUrl) ||
    (logo === 'profile' && !images.profileImageUrl);
  return (
    <div className="grid gap-4">
      <Choice
        legend={COPY.cardEdDotShape}
        name={`${idPrefix}-dots`}
        options={QR_DOTS}
        labels={DOT_LABELS}
        value={style.dots}
        onChange={(dots) => onChange({ ...style, dots })}
      />
      <Choice
        legend={COPY.cardEdLogoInTheMiddle}
        name={`${idPrefix}-logo`}
        options={QR_LOGOS}
        labels={LOGO_LABELS}
        value={style.logo}
        disabled={missingImage}
        onChange={(logo) => onChange({ ...style, logo })}
      />
      {(missingImage('company') || missingImage('profile')) && (
        <p className="-mt-2 text-xs text-gray-500">{COPY.cardEdUploadACompanyLogoOrProfile}</p>
      )}
      <div className="flex flex-wrap gap-4">
        <ColourField
          id={`${idPrefix}-foreground`}
          label={COPY.cardEdDotsColour}
          value={style.foreground}
          onChange={(foreground) => onChange({ ...style, foreground })}
        />
        <ColourField
          id={`${idPrefix}-background`}
          label={COPY.cardEdBackgroundColour}
          value={style.background}
          onChange={(background) => onChange({ ...style, background })}
        />
      </div>
    </div>
  );
}
