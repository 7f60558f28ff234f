import { useParams } from 'react-router';
import { COPY, departmentTemplateHeading } from '#shared/copy';
import type { Team } from '#shared/schemas/teams';
import { QueryState } from '#web/components/ui/query-state';
import {
  departmentTemplatePreviewQueryOptions,
  useDepartmentsForTemplates,
  useDepartmentTemplate,
  useSaveDepartmentTemplate,
} from '../api/department-template';
import { TeamArea } from '../components/team-area';
import { TemplateForm } from '../components/template-form';

/**
 * /team/departments/{departmentId}/template: a department's template on the company's, for the
 * team's admins and the department's own admin (their Team area's Template tab).
 */
export function DepartmentTemplatePage() {
  const { departmentId = '' } = useParams();
  return (
    <TeamArea>{(team) => <DepartmentTemplate team={team} departmentId={departmentId} />}</TeamArea>
  );
}

function DepartmentTemplate({ team, departmentId }: { team: Team; departmentId: string }) {
  const template = useDepartmentTemplate(team.id, departmentId);
  const departments = useDepartmentsForTemplates(team.id);
  const save = useSaveDepartmentTemplate(team.id, departmentId);
  if (!template.isSuccess) return <QueryState query={template} />;
  const name = departments.data?.find((department) => department.id === departmentId)?.name;
  return (
    <>
      {name && (
        <h2 className="mb-4 text-lg font-semibold text-gray-900">
          {departmentTemplateHeading(name)}
        </h2>
      )}
      <TemplateForm
        key={template.data.updatedAt ?? 'new'}
        team={team}
        template={template.data}
        company={template.data.company}
        intro={COPY.departmentTemplateIntro}
        previewQuery={(body) => departmentTemplatePreviewQueryOptions(team.id, departmentId, body)}
        saveMutation={save}
      />
    </>
  );
}

export default DepartmentTemplatePage;
