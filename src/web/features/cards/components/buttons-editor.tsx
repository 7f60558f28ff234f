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
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MAX_BUTTONS, NEW_BUTTON } from '#shared/schemas/profiles';
import { Button } from '#web/components/button';
import { FormField } from '#web/components/form-field';
import { CardSection } from './card-section';
import { PROFILE_FORM_ID, useDraftStatus, type ProfileDraft } from './profile-form';

function DragHandleIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="h-5 w-5">
      <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
    </svg>
  );
}

/** One button of the draft: its text and URL, a handle to move it, and Delete. */
function ButtonRow({
  id,
  index,
  onMove,
  onDelete,
}: {
  id: string;
  index: number;
  /** By keyboard: one place up (-1) or down (+1). */
  onMove(delta: -1 | 1): void;
  onDelete(): void;
}) {
  const form = useFormContext<ProfileDraft>();
  const { errors } = useFormState({ control: form.control, name: `buttons.${index}` });
  const text = useWatch({ control: form.control, name: `buttons.${index}.text` });
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const problem = errors.buttons?.[index];
  const label = text?.trim() || `button ${index + 1}`;
  return (
    <li
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={`flex gap-2 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-handle={id}
        onKeyDown={(event: KeyboardEvent) => {
          const delta = { ArrowUp: -1, ArrowDown: 1 }[event.key] as -1 | 1 | undefined;
          if (!delta) return;
          event.preventDefault();
          onMove(delta);
        }}
        aria-label={`Move ${label}`}
        className="-ml-1 flex w-8 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded text-gray-400 hover:bg-gray-200 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
      >
        <DragHandleIcon />
      </button>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          label={`Button ${index + 1} text`}
          form={PROFILE_FORM_ID}
          maxLength={60}
          error={problem?.text?.message}
          {...form.register(`buttons.${index}.text`)}
        />
        <FormField
          label={`Button ${index + 1} URL`}
          type="url"
          inputMode="url"
          form={PROFILE_FORM_ID}
          error={problem?.url?.message}
          {...form.register(`buttons.${index}.url`)}
        />
      </div>
      <Button
        variant="secondary"
        onClick={onDelete}
        aria-label={`Delete ${label}`}
        className="self-end"
      >
        Delete
      </Button>
    </li>
  );
}

/**
 * The profile's buttons, part of the draft (issue 30): a new one exists only here and in the
 * preview until 'Save changes'; the handle moves a button by drag (mouse, touch) or by the up and
 * down arrow keys.
 */
export function ButtonsEditor() {
  const form = useFormContext<ProfileDraft>();
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'buttons',
  });
  // Drag by pointer (mouse, touch). The keyboard moves a button with the arrows on its handle,
  // one place per press: dnd-kit's keyboard sensor moves by geometry, which skips or sticks on
  // rows of different heights (dnd-kit issues 137, 985).
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [moved, setMoved] = useState('');
  const refocusHandle = useRef<string | null>(null);
  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return;
    const field = fields[index]!;
    const text = textOf(field.id); // before the move renumbers the values
    refocusHandle.current = field.id;
    move(index, to);
    setMoved(`${text} moved to position ${to + 1} of ${fields.length}.`);
  };
  const textOf = (id: string | number | undefined) => {
    const index = fields.findIndex((field) => field.id === id);
    return form.getValues(`buttons.${index}.text`) || `button ${index + 1}`;
  };
  const positionOf = (id: string | number | undefined) =>
    fields.findIndex((field) => field.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${textOf(active.id)}, position ${positionOf(active.id)} of ${fields.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${textOf(active.id)} is at position ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${textOf(active.id)} dropped at position ${positionOf(over.id)}.`
        : `${textOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${textOf(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  // The new button's text field takes the focus, selected so that typing replaces SPEC's
  // 'New Button': in the commit that adds it, before the next key can arrive.
  const focusNew = useRef<number | null>(null);
  useLayoutEffect(() => {
    // A moved row's DOM node is re-inserted, which drops the focus: back to its handle.
    if (refocusHandle.current !== null) {
      document.querySelector<HTMLElement>(`[data-handle="${refocusHandle.current}"]`)?.focus();
      refocusHandle.current = null;
    }
    if (focusNew.current === null) return;
    const field = document.querySelector<HTMLInputElement>(
      `[name="buttons.${focusNew.current}.text"]`,
    );
    focusNew.current = null;
    field?.focus();
    field?.select();
  });
  const add = () => {
    focusNew.current = fields.length;
    append({ uuid: crypto.randomUUID(), ...NEW_BUTTON }, { shouldFocus: false });
  };
  return (
    <CardSection
      title="Buttons"
      description="Links shown as buttons on your profile. Drag a button by its handle to move it."
      status={useDraftStatus(['buttons'])}
    >
      {fields.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a button, press the up or down arrow key, or drag it by this handle.',
            },
          }}
        >
          <SortableContext
            items={fields.map((field) => field.id)}
            strategy={verticalListSortingStrategy}
          >
            <ul className="mb-4 space-y-3">
              {fields.map((field, index) => (
                <ButtonRow
                  key={field.id}
                  id={field.id}
                  index={index}
                  onMove={(delta) => moveBy(index, delta)}
                  onDelete={() => remove(index)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <Button variant="secondary" disabled={fields.length >= MAX_BUTTONS} onClick={add}>
        Add Button
      </Button>
    </CardSection>
  );
}
