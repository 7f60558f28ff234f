import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { CloseIcon, EyeIcon } from '#web/components/ui/icons';

/** The height of the element with this id while it shows (0 while `hidden`), kept up to date. */
function useShownHeight(id: string): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.hidden ? 0 : element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return height;
}

/** A downward drag longer than this closes the sheet, as on a phone's own sheets. */
const SWIPE_CLOSE_PX = 80;

/**
 * An editor's live preview (the Connect profile editor's and the card tab's): from 1280 px wide
 * (Tailwind's `xl`) beside the form, sticking while the page scrolls; narrower, behind the
 * 'Preview' tab on the screen's edge (docs/product.md#connect-profile-editor).
 */
export function LivePreview({
  wide,
  saveBarId,
  children,
}: {
  wide: boolean;
  saveBarId: string;
  children: ReactNode;
}) {
  return wide ? (
    <div className="sticky top-24">{children}</div>
  ) : (
    <PreviewSheet saveBarId={saveBarId}>{children}</PreviewSheet>
  );
}

/**
 * Where the live preview does not fit beside the form (below `xl`), a 'Preview' tab floating on the
 * screen's right edge opens it as a bottom sheet, focus-trapped, closed by Escape, a tap outside,
 * its close button or a swipe down on its handle (docs/product.md#connect-profile-editor).
 */
function PreviewSheet({
  saveBarId,
  children,
}: {
  /** The editor's save bar: while it shows, the button floats above it, not over its buttons. */
  saveBarId: string;
  /** The preview itself. */
  children: ReactNode;
}) {
  const barHeight = useShownHeight(saveBarId);
  const [open, setOpen] = useState(false);
  const [dragPx, setDragPx] = useState(0);
  const dragStart = useRef<number | null>(null);

  const close = () => {
    setOpen(false);
    setDragPx(0);
    dragStart.current = null;
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        style={{ bottom: `calc(${barHeight}px + 1rem)` }}
        // A tab on the screen's right edge, 36 px wide: inside the page's own margin and the
        // sections' padding (40 px and more), so it never lies over a field or a row's buttons.
        className="fixed end-0 z-30 inline-flex w-9 flex-col items-center gap-2 rounded-s-xl bg-brand-600 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
      >
        <EyeIcon className="h-5 w-5" />
        <span className="rotate-180 [writing-mode:vertical-rl]">{COPY.appPreview}</span>
      </button>
      <Dialog open={open} onClose={close} className="relative z-50">
        <DialogBackdrop transition className="fixed inset-0 bg-gray-900/60" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-full justify-center">
          <DialogPanel
            transition
            className="flex max-h-[100dvh] w-full max-w-md flex-col rounded-t-2xl bg-white pb-4 shadow-xl transition duration-200 ease-out data-closed:translate-y-full"
            style={dragPx ? { transform: `translateY(${dragPx}px)` } : undefined}
          >
            <div
              className="flex touch-none items-center justify-between gap-2 px-4 pt-2 pb-3"
              onPointerDown={(event) => {
                // The close button keeps its click; anywhere else on the header drags.
                if ((event.target as Element).closest('button')) return;
                event.currentTarget.setPointerCapture(event.pointerId);
                dragStart.current = event.clientY;
              }}
              onPointerMove={(event) => {
                if (dragStart.current === null) return;
                setDragPx(Math.max(0, event.clientY - dragStart.current));
              }}
              onPointerUp={() => {
                dragStart.current = null;
                if (dragPx > SWIPE_CLOSE_PX) close();
                else setDragPx(0);
              }}
              onPointerCancel={() => {
                dragStart.current = null;
                setDragPx(0);
              }}
            >
              <span className="w-9" aria-hidden="true" />
              <div className="flex flex-col items-center gap-2">
                <span className="h-1.5 w-10 rounded-full bg-gray-300" aria-hidden="true" />
                <DialogTitle className="text-sm font-semibold text-gray-900">
                  {COPY.appPreview}
                </DialogTitle>
              </div>
              <button
                type="button"
                onClick={close}
                className="rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-700"
              >
                <span className="sr-only">{COPY.cardEdClosePreview}</span>
                <CloseIcon className="h-5 w-5" />
              </button>
            </div>
            <div className="flex min-h-0 justify-center overflow-y-auto px-4">{children}</div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
