/**
 * A response schema: one from src/shared/schemas/ (the one the server answers with), or any
 * object with zod's `safeParse` contract. The client names no zod itself, so a screen whose
 * answers need no zod schema (the sign-in screens) does not download zod (decision 038).
 */
export interface ResponseSchema<T = unknown> {
  safeParse(body: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}
