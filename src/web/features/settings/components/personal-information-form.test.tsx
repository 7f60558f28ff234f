// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, UpdateProfileBody } from '#shared/schemas/auth';

const mutateAsync = vi.fn<(body: UpdateProfileBody) => Promise<CurrentUser>>();
vi.mock('../api/update-profile', () => ({ useUpdateProfile: () => ({ mutateAsync }) }));
vi.mock('#web/lib/toasts', () => ({
  SETTINGS_TOAST: {},
  errorMessage: (error: Error) => error.message,
  isWrongCurrentPassword: () => false,
  actionToasts: () => ({ succeeded: vi.fn(), failed: vi.fn() }),
  notify: { success: vi.fn(), error: vi.fn() },
}));

const { PersonalInformationForm } = await import('./personal-information-form');

const user: CurrentUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  imageUrl: null,
  stripeSubscriptionStatus: null,
  connectAccess: null,
  pendingEmail: null,
  role: 'owner',
  locale: null,
};

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Personal Information form', () => {
  afterEach(() => {
    cleanup();
    mutateAsync.mockReset();
  });

  it('saves names without asking for the password while the e-mail is unchanged', async () => {
    mutateAsync.mockResolvedValue({ ...user, firstName: 'Grace' });
    render(<PersonalInformationForm user={user} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('First name *', 'Grace');
    await save();
    expect(mutateAsync).toHaveBeenCalledWith({
      firstName: 'Grace',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
  });

  it('asks for the current password when the e-mail changes, then shows the pending address', async () => {
    const { rerender } = render(<PersonalInformationForm user={user} />);
    type('Email address *', 'New@Example.com');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    await save();
    expect(mutateAsync).not.toHaveBeenCalled();
    expect(screen.getByText('Current password is required')).toBeTruthy();

    const pending = { ...user, pendingEmail: 'new@example.com' };
    mutateAsync.mockResolvedValue(pending);
    type('Current password', 'my current password');
    await save();
    expect(mutateAsync).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'new@example.com',
      currentPassword: 'my current password',
    });
    rerender(<PersonalInformationForm user={pending} />);
    expect(screen.getByText('Check new@example.com to confirm')).toBeTruthy();
    // The field shows the confirmed address again, so the password field is gone.
    expect((screen.getByLabelText('Email address *') as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
