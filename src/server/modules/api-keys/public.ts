// What other modules may import from this one; everything else in the folder is its own.
export { API_KEY_PREFIX, findApiKeyCaller } from './api-key-callers';
