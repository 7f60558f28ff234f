import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { Panel } from '#web/components/ui/panel';
import { useDepartmentsForTemplates } from '../api/department-template';

/** On the company's Template screen: each department's own template, one link each. */
export function DepartmentTemplateLinks({ team }: { team: Team }) {
  const departments = useDepartmentsForTemplates(team.id);
  if (!departments.isSuccess || departments.data.length === 0) return null;
  return (
    <div className="mb-6 max-w-6xl">
      <Panel title={SCREENS.teamDepartmentTemplates}>
        <p className="mb-3 text-sm text-gray-600">{COPY.departmentTemplatesIntro}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {departments.data.map((department) => (
            <li key={department.id}>
              <Link
                to={buildPath(ROUTES.teamDepartmentTemplate, { departmentId: department.id })}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {department.name}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
