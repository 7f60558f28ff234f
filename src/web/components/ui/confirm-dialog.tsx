import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { Button } from './button';

/**
 * A yes/no question in a modal; the confirm button is red for destructive actions (`primary` for
 * the others). `children` go under the question: fields the answer needs, such as a reason.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel = COPY.appNoKeepIt,
  busy = false,
  confirmVariant = 'danger',
  children,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  confirmVariant?: 'danger' | 'primary';
  children?: ReactNode;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-500/75" />
      <div className="fixed inset-0 z-10 flex min-h-full items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white px-6 pt-5 pb-4 shadow-xl">
          <DialogTitle as="h3" className="text-base font-semibold text-gray-900">
            {title}
          </DialogTitle>
          <p className="mt-2 text-sm text-gray-600">{question}</p>
          {children && <div className="mt-4 space-y-4">{children}</div>}
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
