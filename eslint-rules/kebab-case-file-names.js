import path from 'node:path';

/**
 * `local/kebab-case-file-names`: every folder and file name below the project root is lower-case
 * words joined by `-`, with `.` between the name and its suffixes (`card-sections.ts`,
 * `health.routes.test.ts`), so a name is never guessed at nor differs only in case between
 * file systems. eslint.config.js turns it on for src/, tests/, scripts/, bench/ and eslint-rules/.
 */
const WORDS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isKebab(name) {
  return name.split('.').every((part) => WORDS.test(part));
}

function kebab(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require kebab-case folder and file names.' },
    schema: [],
    messages: {
      name: "'{{name}}' is not kebab-case (lower-case words joined by '-'): rename it '{{suggestion}}'.",
    },
  },
  create(context) {
    const relative = path.relative(context.cwd, context.physicalFilename);
    if (!path.isAbsolute(context.physicalFilename) || relative.startsWith('..')) return {};
    return {
      Program() {
        for (const name of relative.split(path.sep)) {
          if (isKebab(name)) continue;
          context.report({
            loc: { line: 1, column: 0 },
            messageId: 'name',
            data: { name, suggestion: kebab(name) },
          });
        }
      },
    };
  },
};
