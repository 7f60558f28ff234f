import { useState, type KeyboardEvent } from 'react';
import {
  isButtonUrl,
  MAX_BUTTONS,
  NEW_BUTTON,
  type CardProfile,
  type ProfileButton,
} from '#shared/schemas/profiles';
import { Button } from '#web/components/button';
import { CardSection } from './card-section';
import { useProfileSaver } from './profile-editor-sections';

function problemOf(button: Pick<ProfileButton, 'text' | 'url'>): string | null {
  if (!button.text.trim()) return 'Button text is required';
  if (button.text.trim().length > 60) return 'Button text must be at most 60 characters';
  if (!isButtonUrl(button.url.trim()))
    return 'Button links must start with https://, mailto: or tel:';
  return null;
}

/** One button, edited in place: saved on blur or Enter (docs/product.md#connect-profile-editor). */
function ButtonRow({
  button,
  onSave,
  onDelete,
  busy,
}: {
  button: ProfileButton;
  onSave: (next: ProfileButton) => Promise<boolean>;
  onDelete: () => void;
  busy: boolean;
}) {
  const [text, setText] = useState(button.text);
  const [url, setUrl] = useState(button.url);
  const [problem, setProblem] = useState<string | null>(null);
  const commit = async () => {
    if (text === button.text && url === button.url) return;
    const issue = problemOf({ text, url });
    setProblem(issue);
    if (!issue) await onSave({ ...button, text: text.trim(), url: url.trim() });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    }
  };
  const inputClass =
    'block w-full rounded-md border-0 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500';
  return (
    <li className="rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          aria-label="Button text"
          value={text}
          required
          maxLength={60}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <input
          aria-label="Button URL"
          type="url"
          value={url}
          required
          onChange={(e) => setUrl(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
          className={inputClass}
        />
        <Button
          variant="secondary"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${button.text}`}
        >
          Delete
        </Button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {problem}
        </p>
      )}
    </li>
  );
}

export function ButtonsEditor({ profile, cardId }: { profile: CardProfile; cardId: number }) {
  const { save, busy } = useProfileSaver(cardId);
  const buttons = profile.buttons;
  const replace = (next: ProfileButton[]) => save({ buttons: next });
  return (
    <CardSection title="Buttons" description="Links shown as buttons on your profile.">
      {buttons.length > 0 && (
        <ul className="mb-4 space-y-3">
          {buttons.map((button) => (
            <ButtonRow
              key={button.uuid}
              button={button}
              busy={busy}
              onSave={(next) => replace(buttons.map((b) => (b.uuid === next.uuid ? next : b)))}
              onDelete={() => void replace(buttons.filter((b) => b.uuid !== button.uuid))}
            />
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        disabled={busy || buttons.length >= MAX_BUTTONS}
        onClick={() => void replace([...buttons, { uuid: crypto.randomUUID(), ...NEW_BUTTON }])}
      >
        Add Button
      </Button>
    </CardSection>
  );
}
