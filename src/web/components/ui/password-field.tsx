import { useState, type ComponentProps } from 'react';
import { COPY } from '#shared/copy';
import { FormField } from './form-field';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<ComponentProps<typeof FormField>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <FormField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? COPY.appHideField(props.label) : COPY.appShowField(props.label)}
        className="absolute top-7 end-2 rounded px-2 py-1 text-xs font-semibold text-gray-600 hover:text-gray-900"
      >
        {visible ? COPY.appHide : COPY.appShow}
      </button>
    </div>
  );
}
