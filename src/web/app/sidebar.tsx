import { NavLink } from 'react-router';
import { COPY } from '#shared/copy';
import { LANGUAGE } from '#shared/copy/sentences/language';
import { ROUTES } from '#shared/routes';
import { Logo } from '../components/logo';
import {
  CaptureIcon,
  CardsIcon,
  InboxIcon,
  IntegrationsIcon,
  SettingsIcon,
  ShieldIcon,
  TeamIcon,
} from '../components/ui/icons';
import { WaitingLeadsBadge } from '../features/capture/components/waiting-leads-badge';
import { useCurrentUser } from '../lib/current-user';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `group flex gap-x-3 rounded-md p-2 text-sm font-semibold ${
    isActive ? 'bg-gray-800 text-white' : 'text-gray-400 hover:bg-gray-800 hover:text-white'
  }`;

/**
 * The dark sidebar: logo to home, 'Cards', 'Messages', 'Capture' (with the count of leads
 * waiting on this device to upload), 'Integrations', 'Team', 'Admin' for admins only (the operator
 * console), and 'Settings' at the bottom (docs/product.md#signed-in-layout).
 */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { data: user } = useCurrentUser();
  return (
    <div className="flex grow flex-col gap-y-5 overflow-y-auto bg-gray-900 px-6 pb-4">
      <div className="flex h-16 shrink-0 items-center">
        <NavLink to={ROUTES.home} onClick={onNavigate} aria-label={COPY.appCatalystConnectHome}>
          <Logo light />
        </NavLink>
      </div>
      <nav className="flex flex-1 flex-col" aria-label={COPY.appMain}>
        <ul className="flex flex-1 flex-col gap-y-7">
          <li>
            <ul className="-mx-2 space-y-1">
              <li>
                <NavLink to={ROUTES.home} end className={itemClass} onClick={onNavigate}>
                  <CardsIcon className="h-6 w-6 shrink-0" />
                  {COPY.appCards}
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.messages} className={itemClass} onClick={onNavigate}>
                  <InboxIcon className="h-6 w-6 shrink-0" />
                  {COPY.appMessages}
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.capture} className={itemClass} onClick={onNavigate}>
                  <CaptureIcon className="h-6 w-6 shrink-0" />
                  {COPY.appCapture}
                  <WaitingLeadsBadge userId={user?.id} />
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.integrations} className={itemClass} onClick={onNavigate}>
                  <IntegrationsIcon className="h-6 w-6 shrink-0" />
                  {COPY.appIntegrations}
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.team} className={itemClass} onClick={onNavigate}>
                  <TeamIcon className="h-6 w-6 shrink-0" />
                  {COPY.appTeam}
                </NavLink>
              </li>
              {user?.role === 'admin' && (
                <li>
                  <NavLink to={ROUTES.admin} className={itemClass} onClick={onNavigate}>
                    <ShieldIcon className="h-6 w-6 shrink-0" />
                    {COPY.appAdmin}
                  </NavLink>
                </li>
              )}
            </ul>
          </li>
          <li className="mt-auto">
            <NavLink to={ROUTES.profile} className={itemClass} onClick={onNavigate}>
              <SettingsIcon className="h-6 w-6 shrink-0" />
              {COPY.appSettings}
            </NavLink>
            <a
              className="mt-2 block px-2 text-xs text-gray-400 underline hover:text-white"
              href={`/accessibility?lang=${LANGUAGE}`}
            >
              {COPY.accessibilityTitle}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
