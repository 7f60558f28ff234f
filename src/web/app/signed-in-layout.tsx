import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { COPY } from '#shared/copy';
import { CloseIcon, MenuIcon } from '../components/ui/icons';
import { QueuedLeadUploads } from '../features/capture/components/queued-lead-uploads';
import { WaitingLeadsDot } from '../features/capture/components/waiting-leads-badge';
import { InactivityGuard } from '../features/inactivity/components/inactivity-guard';
import { NotificationsLink } from './notifications-link';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/**
 * Dark sidebar (a drawer on small screens) and a top bar (docs/product.md#signed-in-layout);
 * `children` in place of the route's outlet for a screen with a sign-in guard of its own
 * (the capture screen, routes/capture-page.tsx).
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-full">
      <Dialog
        open={drawerOpen}
        onClose={setDrawerOpen}
        aria-label={COPY.appMenu}
        className="relative z-50 lg:hidden"
      >
        <DialogBackdrop transition className="fixed inset-0 bg-gray-900/80" />
        <div className="fixed inset-0 flex">
          <DialogPanel transition className="relative me-16 flex w-full max-w-xs flex-1">
            <div className="absolute top-0 start-full flex w-16 justify-center pt-5">
              <button type="button" onClick={() => setDrawerOpen(false)} className="-m-2.5 p-2.5">
                <span className="sr-only">{COPY.appCloseSidebar}</span>
                <CloseIcon className="h-6 w-6 text-white" />
              </button>
            </div>
            <Sidebar onNavigate={() => setDrawerOpen(false)} />
          </DialogPanel>
        </div>
      </Dialog>

      <div className="hidden lg:fixed lg:inset-y-0 lg:z-40 lg:flex lg:w-64 lg:flex-col">
        <Sidebar />
      </div>

      <div className="lg:ps-64">
        <div className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-x-4 border-b border-gray-200 bg-white px-4 shadow-sm sm:gap-x-6 sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="relative -m-2.5 p-2.5 text-gray-700 lg:hidden"
          >
            <span className="sr-only">{COPY.appOpenSidebar}</span>
            <MenuIcon className="h-6 w-6" />
            <WaitingLeadsDot />
          </button>
          <div className="flex flex-1 justify-end gap-x-4 lg:gap-x-6">
            <div className="flex items-center gap-x-4 lg:gap-x-6">
              <NotificationsLink />
              <div className="hidden lg:block lg:h-6 lg:w-px lg:bg-gray-200" aria-hidden="true" />
              <UserMenu />
            </div>
          </div>
        </div>
        <main className="py-8">
          <div className="px-4 sm:px-6 lg:px-8">{children ?? <Outlet />}</div>
        </main>
      </div>
      <InactivityGuard />
      <QueuedLeadUploads />
    </div>
  );
}

export default SignedInLayout;
