import type { CaptureLeadBody } from '#shared/schemas/capture';
import { Lead } from '#shared/schemas/leads';
import { api } from '#web/lib/api';

/**
 * POST /api/leads: a lead met in person. 201 the first time, 200 with the same lead when its
 * `clientId` was sent before: either way the phone's copy has arrived.
 */
export function postCapturedLead(body: CaptureLeadBody): Promise<Lead> {
  return api.post('leads', body, Lead);
}
