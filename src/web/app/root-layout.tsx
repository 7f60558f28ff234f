import { Outlet } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '#shared/constants';
import { LoadingGate } from '../components/loading-gate';
import { useSessionStatus } from '../lib/session';
import { TOAST_CONTAINER } from '../lib/toasts';

/** Every route renders inside this: the loading gate until the session is known, and toasts. */
export function RootLayout() {
  const status = useSessionStatus();
  return (
    <>
      {status === 'loading' ? <LoadingGate /> : <Outlet />}
      <ToastContainer {...TOAST_CONTAINER} autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </>
  );
}
