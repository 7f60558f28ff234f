import { SCREENS } from '#shared/copy/screens';
import type { Department } from '#shared/schemas/departments';
import type { Team } from '#shared/schemas/teams';
import { useDepartments } from '../api/departments';

/** The filter's value for the people in no department. */
export const NO_DEPARTMENT = 'none';

export const SELECT_CLASS =
  'rounded-md border-0 py-1.5 pe-8 ps-2 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

/** All departments, one of them, or (with `withNone`) the people in none. */
export function DepartmentFilter({
  departments,
  value,
  onChange,
  label = SCREENS.teamShowLabel,
  withNone = false,
}: {
  departments: Department[];
  value: string;
  onChange(value: string): void;
  label?: string;
  withNone?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor="department-filter" className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <select
        id="department-filter"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASS}
      >
        <option value="">{SCREENS.teamAllDepartments}</option>
        {departments.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
        {withNone && <option value={NO_DEPARTMENT}>{SCREENS.teamNoDepartment}</option>}
      </select>
    </div>
  );
}

/**
 * 'Department' on the Insights and Leads screens: the whole team ('') or one department. A
 * department admin sees their department only, as the server answers them, so they get no
 * choice; nor does a team without departments.
 */
export function ReportDepartmentFilter({
  team,
  value,
  onChange,
}: {
  team: Team;
  value: string;
  onChange(departmentId: string): void;
}) {
  const limited = team.role === 'member';
  const departments = useDepartments(team.id, !limited);
  if (limited || !departments.data?.length) return null;
  return (
    <DepartmentFilter
      departments={departments.data}
      value={value}
      onChange={onChange}
      label={SCREENS.teamDepartmentLabel}
    />
  );
}
