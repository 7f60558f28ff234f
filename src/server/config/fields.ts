import { z } from 'zod';

// The value types several concerns read. One schema per concern (a file each): each names its variables once (validation, default, error message)
// and maps them to its part of Config, whose type is inferred from the schemas. A concern whose
// defaults depend on the mode reads NODE_ENV too (the same schema each time).

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
export const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');
export const NODE_ENV = z.enum(['development', 'production', 'test']).default('development');
