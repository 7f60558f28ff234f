import { presetById } from '#shared/design/presets';
import type { StoredDesign } from '#shared/schemas/profile-design';
import type { Theme } from '#shared/schemas/profiles';

/** A design with the original theme it implies (its preset's base). */
export function designValues(design: StoredDesign): { design: StoredDesign; theme: Theme } {
  return { design, theme: presetById(design.preset).base };
}
