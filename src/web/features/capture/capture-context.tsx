import { createContext, useContext } from 'react';
import type { ScanOutcome } from './capture-form-state';

/**
 * What the capture form lets a scan do (pages/capture-page.tsx says how a scan panel uses it):
 * `applyScan` fills the form from what was read and attaches the photo of their card.
 */
export interface CaptureFormApi {
  applyScan(outcome: ScanOutcome): void;
}

export const CaptureFormContext = createContext<CaptureFormApi | null>(null);

/** The capture form around the caller; only its children (the scan area) may ask. */
export function useCaptureForm(): CaptureFormApi {
  const api = useContext(CaptureFormContext);
  if (!api) throw new Error('useCaptureForm() is for the capture form’s scan area');
  return api;
}
