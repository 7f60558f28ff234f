import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { ChevronDownIcon } from '../components/ui/icons';
import { useSignOutWithLeads } from '../features/capture/components/sign-out-with-leads';
import { useCurrentUser } from '../lib/current-user';

const PLACEHOLDER_AVATAR = '/avatar-placeholder.svg';

/**
 * Avatar (placeholder if none) and name; the menu offers 'Your profile' and 'Sign out', which
 * asks first while leads captured on this device wait to upload.
 */
export function UserMenu() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOutWithLeads(user?.id);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton className="-m-1.5 flex items-center p-1.5">
          <span className="sr-only">{COPY.appOpenUserMenu}</span>
          <img
            className="h-8 w-8 rounded-full bg-gray-50 object-cover"
            src={user?.imageUrl || PLACEHOLDER_AVATAR}
            alt=""
            width={32}
            height={32}
          />
          <span className="hidden lg:flex lg:items-center">
            <span className="ms-4 text-sm font-semibold text-gray-900" data-testid="user-menu-name">
              {name}
            </span>
            <ChevronDownIcon className="ms-2 h-5 w-5 text-gray-400" />
          </span>
        </MenuButton>
        <MenuItems
          transition
          anchor="bottom end"
          className="z-20 mt-2.5 w-56 rounded-md bg-white py-2 shadow-lg ring-1 ring-gray-900/5 focus:outline-none"
        >
          {/* Who is signed in, on every screen size (the button shows the name from 'lg' up). */}
          <div className="border-b border-gray-100 px-3 pt-1 pb-2">
            <p className="truncate text-sm font-semibold text-gray-900">{name}</p>
            <p className="text-xs break-all text-gray-500">{user?.email}</p>
          </div>
          <MenuItem>
            <Link
              to={ROUTES.profile}
              className="block px-3 py-1 text-sm text-gray-900 data-focus:bg-gray-50"
            >
              {COPY.appYourProfile}
            </Link>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              onClick={signOut.request}
              className="block w-full px-3 py-1 text-start text-sm text-gray-900 data-focus:bg-gray-50"
            >
              {COPY.appSignOut}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {signOut.dialog}
    </>
  );
}
