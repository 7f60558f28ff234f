import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ActionDialog, type ActionDialogProps } from './action-dialog';

/** A button that opens its action's confirmation (see ActionDialog). */
export function ActionButton({
  label,
  variant = 'secondary',
  className,
  ...dialog
}: Omit<ActionDialogProps, 'open' | 'onClose'> & {
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ActionDialog {...dialog} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
