// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY } from '#shared/copy';
import { NewPasswordFields } from './account-fields';

const LABELS = { password: 'New password', confirmPassword: 'Confirm your password' };

type Values = { password: string; confirmPassword: string };

function Form({ reveal, resolver }: { reveal?: boolean; resolver?: Resolver<Values> }) {
  const form = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' }, resolver });
  const onSubmit = form.handleSubmit(() => undefined);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit}>
        <NewPasswordFields labels={LABELS} reveal={reveal} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('NewPasswordFields', () => {
  afterEach(cleanup);

  it("labels both fields with the form's own words, as password inputs", () => {
    render(<Form />);
    for (const label of Object.values(LABELS)) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
    expect(screen.queryByRole('button', { name: `Show ${LABELS.password}` })).toBeNull();
  });

  it('gives each field a show/hide toggle when asked', () => {
    render(<Form reveal />);
    fireEvent.click(screen.getByRole('button', { name: `Show ${LABELS.confirmPassword}` }));
    expect(screen.getByLabelText(LABELS.confirmPassword).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText(LABELS.password).getAttribute('type')).toBe('password');
  });

  it("shows the form's validation errors under the fields", async () => {
    const errors = {
      password: { type: 'min', message: COPY.passwordTooShort },
      confirmPassword: { type: 'custom', message: COPY.passwordsDoNotMatch },
    };
    render(<Form resolver={async () => ({ values: {}, errors })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      errors.password.message,
      errors.confirmPassword.message,
    ]);
  });
});
