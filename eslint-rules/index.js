import kebabCaseFileNames from './kebab-case-file-names.js';
import noCycle from './no-cycle.js';

/** This repository's own ESLint rules, registered as the plugin `local` in eslint.config.js. */
export default {
  meta: { name: 'local' },
  rules: { 'kebab-case-file-names': kebabCaseFileNames, 'no-cycle': noCycle },
};
