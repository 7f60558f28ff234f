/** What NODE_ENV may be: env.ts parses it, and what behaves differently per environment reads it. */
export const NODE_ENVS = ['development', 'production', 'test'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];
