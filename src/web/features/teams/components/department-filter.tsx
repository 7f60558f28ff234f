import type { Team } from '#shared/schemas/teams';
import { useTeamDepartments } from '../api/reports';

export const FILTER_SELECT =
  'rounded-md border-0 py-1.5 pr-8 pl-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500';

/**
 * 'Department' on the Insights and Leads screens: the whole team ('') or one department. A
 * department admin sees their department only, as the server answers them, so they get no
 * choice; nor does a team without departments.
 */
export function DepartmentFilter({
  team,
  value,
  onChange,
}: {
  team: Team;
  value: string;
  onChange: (departmentId: string) => void;
}) {
  const limited = team.role === 'member';
  const departments = useTeamDepartments(team.id, !limited);
  if (limited || !departments.data?.length) return null;
  return (
    <div>
      <label htmlFor="team-department" className="mr-2 text-sm font-medium text-gray-900">
        Department
      </label>
      <select
        id="team-department"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={FILTER_SELECT}
      >
        <option value="">All departments</option>
        {departments.data.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </select>
    </div>
  );
}
