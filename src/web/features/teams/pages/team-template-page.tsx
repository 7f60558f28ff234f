import { COPY } from '#shared/copy';
import type { Team } from '#shared/schemas/teams';
import { QueryState } from '#web/components/ui/query-state';
import { templatePreviewQueryOptions, useSaveTemplate, useTeamTemplate } from '../api/template';
import { DepartmentTemplateLinks } from '../components/department-template-links';
import { TeamArea } from '../components/team-area';
import { TemplateForm } from '../components/template-form';

/** /team/template: the company's values for every team card, which are locked, and a preview. */
export function TeamTemplatePage() {
  return <TeamArea>{(team) => <Template team={team} />}</TeamArea>;
}

function Template({ team }: { team: Team }) {
  const template = useTeamTemplate(team.id);
  const save = useSaveTemplate(team.id);
  if (!template.isSuccess) return <QueryState query={template} />;
  return (
    <>
      <DepartmentTemplateLinks team={team} />
      <TemplateForm
        key={template.data.updatedAt ?? 'new'}
        team={team}
        template={template.data}
        intro={COPY.teamTemplateIntro}
        previewQuery={(body) => templatePreviewQueryOptions(team.id, body)}
        saveMutation={save}
      />
    </>
  );
}

export default TeamTemplatePage;
