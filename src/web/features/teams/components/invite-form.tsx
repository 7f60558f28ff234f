import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { COPY, invitationSentMessage } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages';
import type { Department } from '#shared/schemas/departments';
import { InviteMemberBody } from '#shared/schemas/teams';
import { SubmitButton } from '#web/components/ui/button';
import { FormField } from '#web/components/ui/form-field';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { notify } from '#web/lib/toasts';
import { useInviteMember } from '../api/members';

const SELECT =
  'mt-1 block w-full rounded-md border-0 py-2 pe-8 ps-3 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

/**
 * One invitation: the address, optionally a name, the role, the title, the department and the
 * language its mail is written in. A department admin (`departments` null) invites members into
 * theirs: neither role nor department is asked.
 */
export function InviteForm({
  teamId,
  departments,
}: {
  teamId: string;
  departments: Department[] | null;
}) {
  const invite = useMutationForm(useInviteMember(teamId));
  const form = useForm<z.input<typeof InviteMemberBody>, unknown, InviteMemberBody>({
    resolver: zodResolver(InviteMemberBody),
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      role: 'member',
      title: '',
      departmentId: undefined,
      locale: 'en',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    await invite.run(values, (invited) => {
      notify.success(invitationSentMessage(invited.email));
      form.reset();
    });
  });
  return (
    <form
      aria-label={SCREENS.teamInviteAColleague}
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      noValidate
    >
      <FormField
        label={SCREENS.teamEmailAddress}
        type="email"
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label={SCREENS.teamFirstName}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <FormField
        label={SCREENS.teamLastName}
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <FormField
        label={SCREENS.teamTitleLabel}
        error={errors.title?.message}
        {...form.register('title')}
      />
      {departments && (
        <div>
          <label htmlFor="invite-role" className="block text-sm font-medium text-gray-900">
            {SCREENS.teamRoleLabel}
          </label>
          <select id="invite-role" className={SELECT} {...form.register('role')}>
            <option value="member">{SCREENS.teamMember}</option>
            <option value="admin">{SCREENS.teamAdmin}</option>
          </select>
        </div>
      )}
      {departments && departments.length > 0 && (
        <div>
          <label htmlFor="invite-department" className="block text-sm font-medium text-gray-900">
            {SCREENS.teamDepartmentLabel}
          </label>
          <select
            id="invite-department"
            className={SELECT}
            {...form.register('departmentId', { setValueAs: (value) => value || undefined })}
          >
            <option value="">{SCREENS.teamNoDepartment}</option>
            {departments.map((department) => (
              <option key={department.id} value={department.id}>
                {department.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="invite-locale" className="block text-sm font-medium text-gray-900">
          {COPY.invitationLanguageLabel}
        </label>
        {/* Each language by its own name: the invitee reads the mail, not the admin. */}
        <select id="invite-locale" className={SELECT} {...form.register('locale')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={invite.busy}
          label={SCREENS.teamSendInvitation}
          busyLabel={COPY.acctSending}
        />
      </div>
    </form>
  );
}
