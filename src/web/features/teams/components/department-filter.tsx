import type { Department } from '#shared/schemas/departments';

/** The filter's value for the people in no department. */
export const NO_DEPARTMENT = 'none';

export const SELECT_CLASS =
  'rounded-md border-0 py-1.5 pr-8 pl-2 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500 sm:text-sm';

/** All departments, one of them, or the people in none: what a Team list shows. */
export function DepartmentFilter({
  departments,
  value,
  onChange,
}: {
  departments: Department[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor="department-filter" className="text-sm font-medium text-gray-900">
        Show
      </label>
      <select
        id="department-filter"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASS}
      >
        <option value="">All departments</option>
        {departments.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
        <option value={NO_DEPARTMENT}>No department</option>
      </select>
    </div>
  );
}
