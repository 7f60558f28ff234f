import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { COPY } from '#shared/copy';
import { MAX_BUTTONS, NEW_BUTTON } from '#shared/schemas/profiles';
import { Button } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useDraftStatus } from '#web/hooks/use-draft-save';
import { CardSection } from './card-section';
import { inputKind } from './configuration-section';
import { PROFILE_FORM_ID, type DraftButton, type ProfileDraft } from './profile-form';

function DragHandleIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
      <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
    </svg>
  );
}

/** One button of the draft: its text and URL, a handle to move it, and Delete. */
function ButtonRow({
  button,
  index,
  onChange,
  onMove,
  onDelete,
}: {
  button: DraftButton;
  index: number;
  onChange(next: DraftButton): void;
  /** By keyboard: one place up (-1) or down (+1). */
  onMove(delta: -1 | 1): void;
  onDelete(): void;
}) {
  const { control } = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control, name: 'buttons' });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: button.uuid });
  const problem = errors.buttons?.[index];
  const label = button.text.trim() || COPY.cardEdButtonNumber(index + 1);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex gap-2 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-handle={button.uuid}
        onKeyDown={(event: KeyboardEvent) => {
          const delta = { ArrowUp: -1, ArrowDown: 1 }[event.key] as -1 | 1 | undefined;
          if (!delta) return;
          event.preventDefault();
          onMove(delta);
        }}
        aria-label={COPY.cardEdMoveButton(label)}
        className="-ms-1 flex w-8 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded text-gray-400 hover:bg-gray-200 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <DragHandleIcon />
      </button>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          label={COPY.cardEdButtonText(index + 1)}
          form={PROFILE_FORM_ID}
          name={`buttons.${index}.text`}
          maxLength={60}
          value={button.text}
          onChange={(event) => onChange({ ...button, text: event.target.value })}
          error={problem?.text?.message}
        />
        <FormField
          label={COPY.cardEdButtonUrl(index + 1)}
          {...inputKind({ type: 'url' })}
          form={PROFILE_FORM_ID}
          name={`buttons.${index}.url`}
          value={button.url}
          onChange={(event) => onChange({ ...button, url: event.target.value })}
          error={problem?.url?.message}
        />
      </div>
      <Button
        variant="secondary"
        onClick={onDelete}
        aria-label={COPY.cardEdDeleteButton(label)}
        className="self-end"
      >
        {COPY.appDelete}
      </Button>
    </li>
  );
}

/**
 * The profile's buttons, part of the draft: a new one exists only here and in the
 * preview until 'Save changes'; the handle moves a button by drag (mouse, touch) or by the up and
 * down arrow keys. The rows are controlled inputs over the draft's `buttons` value, keyed by each
 * button's uuid (react-hook-form's useFieldArray would add 2.3 KB to every screen's first load:
 * its library is one module, shared with the sign-in form).
 */
export function ButtonsEditor() {
  const { control, setValue } = useFormContext<ProfileDraft>();
  const buttons = useWatch({ control, name: 'buttons' });
  const { isSubmitted } = useFormState({ control });
  // Once a save has shown the problems, each edit checks again (as registered fields do).
  const update = (next: DraftButton[]) =>
    setValue('buttons', next, { shouldDirty: true, shouldValidate: isSubmitted });
  // Drag by pointer (mouse, touch). The keyboard moves a button with the arrows on its handle, one
  // place per press: dnd-kit's keyboard sensor moves by geometry, which did not move a row in our
  // tests and skips or sticks on rows of different heights (github.com/clauderic/dnd-kit/issues/137
  // and /985).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [moved, setMoved] = useState('');
  const positionOf = (id: string | number | undefined) =>
    buttons.findIndex((button) => button.uuid === id) + 1;
  const textOf = (id: string | number | undefined) => {
    const index = positionOf(id) - 1;
    return buttons[index]?.text.trim() || COPY.cardEdButtonNumber(index + 1);
  };
  const moveTo = (from: number, to: number) => {
    const next = [...buttons];
    const [button] = next.splice(from, 1);
    next.splice(to, 0, button!);
    update(next);
  };

  // After a move, the focus goes back to the moved row's handle (its node was re-inserted); after
  // 'Add Button', to the new button's text, selected so that typing replaces 'New Button',
  // in the commit that adds it, before the next key can arrive.
  const focusNext = useRef<{ handle: string } | { text: number } | null>(null);
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if ('handle' in target) {
      document.querySelector<HTMLElement>(`[data-handle="${target.handle}"]`)?.focus();
      return;
    }
    const field = document.querySelector<HTMLInputElement>(`[name="buttons.${target.text}.text"]`);
    field?.focus();
    field?.select();
  });

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= buttons.length) return;
    const button = buttons[index]!;
    focusNext.current = { handle: button.uuid };
    moveTo(index, to);
    setMoved(COPY.cardEdButtonMoved(textOf(button.uuid), to + 1, buttons.length));
  };
  const add = () => {
    focusNext.current = { text: buttons.length };
    update([...buttons, { uuid: crypto.randomUUID(), ...NEW_BUTTON }]);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      COPY.cardEdButtonPickedUp(textOf(active.id), positionOf(active.id), buttons.length),
    onDragOver: ({ active, over }) =>
      over ? COPY.cardEdButtonIsAt(textOf(active.id), positionOf(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? COPY.cardEdButtonDroppedAt(textOf(active.id), positionOf(over.id))
        : COPY.cardEdButtonDropped(textOf(active.id)),
    onDragCancel: ({ active }) => COPY.cardEdButtonMoveCancelled(textOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  return (
    <CardSection
      title={COPY.cardEdButtons}
      description={COPY.cardEdLinksShownAsButtonsOnYour}
      status={useDraftStatus<ProfileDraft>(['buttons'])}
    >
      {buttons.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: COPY.cardEdToMoveAButtonPressThe,
            },
          }}
        >
          <SortableContext
            items={buttons.map((button) => button.uuid)}
            strategy={verticalListSortingStrategy}
          >
            <ul className="mb-4 space-y-3">
              {buttons.map((button, index) => (
                <ButtonRow
                  key={button.uuid}
                  button={button}
                  index={index}
                  onChange={(next) => update(buttons.map((b) => (b.uuid === next.uuid ? next : b)))}
                  onMove={(delta) => moveBy(index, delta)}
                  onDelete={() => update(buttons.filter((b) => b.uuid !== button.uuid))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <Button variant="secondary" disabled={buttons.length >= MAX_BUTTONS} onClick={add}>
        {COPY.cardEdAddButton}
      </Button>
    </CardSection>
  );
}
