/**
 * The cookie that names the owner app's language (decision 074): the app sets it once it knows
 * the owner's (their `locale`, else the browser's), and the server sends that language's build
 * of the app for every screen; without it, Accept-Language chooses.
 */
export const LANGUAGE_COOKIE = 'cc_lang';

/** A year: the choice is the owner's until they change it in Settings. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
