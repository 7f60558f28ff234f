/**
 * The words of the owner app's lazy screens (the Team area, integrations, settings, upgrading,
 * the operator console), read as `SCREENS.name` as the rest is read as `COPY.name`. They are
 * gathered apart from `COPY` because every module `COPY` reaches lands in the chunk /login
 * loads, whatever uses it; imported only by those screens, these stay in their chunks and
 * /login's first load keeps within its budget (decisions 037 and 074).
 */
export * as SCREENS from './screen-sentences';
