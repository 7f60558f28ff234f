import { describe, expect, it } from 'vitest';
import { layeredTemplate } from './team-template';

// What a department's card shows (decision 059): the company's values and locks, the
// department's on top wherever the company leaves a field open.

describe('layeredTemplate', () => {
  const company = {
    values: {
      workOrganization: 'Northwind',
      workPhone: '+1 510 555 0100',
      workAddressCity: 'Oakland',
    },
    locked: ['workOrganization' as const],
  };

  it('is the company template alone for no department', () => {
    expect(layeredTemplate(company, null)).toEqual(company);
  });

  it("puts the department's values on the open fields and joins the locks", () => {
    const layered = layeredTemplate(company, {
      values: { workPhone: '+49 30 1234567', workAddressCity: 'Berlin', companySlogan: 'Hallo' },
      locked: ['workPhone'],
    });
    expect(layered).toEqual({
      values: {
        workOrganization: 'Northwind',
        workPhone: '+49 30 1234567',
        workAddressCity: 'Berlin',
        companySlogan: 'Hallo',
      },
      locked: ['workOrganization', 'workPhone'],
    });
  });

  it("keeps the company's value and names a lock once where both lock a field", () => {
    const layered = layeredTemplate(
      { ...company, locked: ['workOrganization', 'workPhone'] },
      { values: { workPhone: '+49 30 1234567' }, locked: ['workPhone'] },
    );
    expect(layered.values.workPhone).toBe('+1 510 555 0100');
    expect(layered.locked).toEqual(['workOrganization', 'workPhone']);
  });
});
