import type { ReactNode } from 'react';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import type { Crumb } from '#web/components/breadcrumbs';
import { PageHeader } from '#web/components/page-header';
import { Tabs } from '#web/components/ui/tabs';

export type AdminSection = 'overview' | 'accounts' | 'mail' | 'audit';

const SECTIONS: { key: AdminSection; name: string; to: string }[] = [
  { key: 'overview', name: SCREENS.consoleOverview, to: ROUTES.admin },
  { key: 'accounts', name: SCREENS.consoleAccounts, to: ROUTES.adminAccounts },
  { key: 'mail', name: SCREENS.consoleMail, to: ROUTES.adminMail },
  { key: 'audit', name: COPY.teamAuditTab, to: ROUTES.adminAudit },
];

/** Every console screen: its title, breadcrumbs from Home through Admin, and the sections. */
export function AdminHeader({
  title,
  current,
  crumbs,
  actions,
}: {
  title: string;
  current: AdminSection;
  /** Between 'Admin' and the title (the account page puts 'Accounts' there). */
  crumbs?: Crumb[];
  actions?: ReactNode;
}) {
  const section = SECTIONS.find((s) => s.key === current)!;
  const trail: Crumb[] =
    current === 'overview'
      ? [{ label: SCREENS.consoleAdmin }]
      : [{ label: SCREENS.consoleAdmin, to: ROUTES.admin }, ...(crumbs ?? []), { label: title }];
  return (
    <>
      <PageHeader title={title} breadcrumbs={trail} actions={actions} />
      <Tabs
        label={SCREENS.consoleAdminSections}
        tabs={SECTIONS.map((s) => ({ name: s.name, to: s.to, current: s === section }))}
      />
    </>
  );
}
