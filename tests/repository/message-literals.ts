import ts from 'typescript';

/**
 * Finds user-visible text written where the message catalogue (src/shared/copy.ts) should be
 * used instead (docs/decisions/016): a string or template literal
 * - given to an error a client sees (`new AppError(code, ...)`, `new ApiError(status, ...)`,
 *   `new InvalidWebhookError(...)`),
 * - as the `message` or `error` of an object (error bodies, zod options, form errors),
 * - as a zod check's message (`.min(1, '...')`, `.refine(fn, '...')`, ...),
 * - shown as a toast (`notify(...)`, `notify.error(...)`, `toast.*(...)`) or as a limiter's refusal
 *   (`assertWithin(taken, max, ...)`),
 * - or kept in an UPPER_CASE constant that reads as a sentence;
 * and in a .tsx file, words a screen shows: JSX text, a string given to an attribute a user reads
 * or hears (`label`, `title`, `aria-label`, `placeholder`, `alt`, ...), or a string written as a
 * child (`{busy ? 'Sending...' : 'Send'}`). A brand name alone and symbols are not words to
 * translate.
 */
export interface MessageLiteral {
  line: number;
  text: string;
  rule: string;
}

/** Errors a client sees, with the position of their message argument. */
const ERRORS_CLIENTS_SEE = new Map([
  ['AppError', 1],
  ['ApiError', 1],
  ['InvalidWebhookError', 0],
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'email',
  'uuid',
  'url',
  'string',
  'number',
  'nonempty',
]);
const TOASTS = new Set(['notify', 'toast']);
/** The attributes whose text a user reads or a screen reader says: ours and the DOM's. */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'label',
  'title',
  'subtitle',
  'heading',
  'description',
  'hint',
  'placeholder',
  'alt',
  'caption',
  'legend',
  'question',
  'confirmLabel',
  'cancelLabel',
  'busyLabel',
  'empty',
  'emptyLabel',
  'emptyText',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
]);
/** Shown as they are in every language: the product's names, and the font picker's sample. */
const UNTRANSLATED = new Set(['Catalyst', 'Connect', 'Catalyst Connect', 'Aa', 'Zapier', 'ms']);
/**
 * Read the same in every language: an address or domain (a placeholder's example), a code in
 * capitals and digits (PDF, TXT, CVC, a VAT number), markup or a header shown as a sample.
 */
const TECHNICAL = [
  /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/,
  /^[A-Z0-9]{2,}$/,
  /^</,
  /&lt;\w+&gt;/,
];

/** Words to translate: two letters or more in a row, unless the whole is a name or a code. */
function hasWords(text: string): boolean {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (TECHNICAL.some((pattern) => pattern.test(collapsed))) return false;
  const trimmed = collapsed.replace(/&[a-z]+;/g, ' ').trim();
  return !UNTRANSLATED.has(trimmed) && /\p{L}{2,}/u.test(trimmed);
}

/** The text of a string or template literal, the template's fixed parts only. */
function literalText(node: ts.StringLiteral | ts.TemplateLiteral): string {
  if (!ts.isTemplateExpression(node)) return node.text;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}
const TOAST_TONES = new Set(['success', 'error', 'info', 'warn', 'warning']);

function isTextLiteral(node: ts.Node): node is ts.StringLiteral | ts.TemplateLiteral {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  );
}

/** The literals an expression can evaluate to: itself, a branch of `?:`, a `??`/`||`/`&&` right side. */
function textLiteralsIn(node: ts.Expression): (ts.StringLiteral | ts.TemplateLiteral)[] {
  if (isTextLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return textLiteralsIn(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...textLiteralsIn(node.whenTrue), ...textLiteralsIn(node.whenFalse)];
  }
  const fallback = [
    ts.SyntaxKind.QuestionQuestionToken,
    ts.SyntaxKind.BarBarToken,
    ts.SyntaxKind.AmpersandAmpersandToken,
  ];
  if (ts.isBinaryExpression(node) && fallback.includes(node.operatorToken.kind)) {
    return textLiteralsIn(node.right);
  }
  return [];
}

/** A sentence rather than an identifier, a path or a CSS class: a capital, then a space. */
function readsAsSentence(node: ts.StringLiteral | ts.TemplateLiteral): boolean {
  const text = ts.isTemplateExpression(node) ? node.head.text : node.text;
  return /^[A-Z][^\n]* [^\n]*/.test(text);
}

function calleeName(expression: ts.Expression): { base: string; name: string } | null {
  if (ts.isIdentifier(expression)) return { base: expression.text, name: expression.text };
  if (ts.isPropertyAccessExpression(expression)) {
    const base = ts.isIdentifier(expression.expression) ? expression.expression.text : '';
    return { base, name: expression.name.text };
  }
  return null;
}

export function findMessageLiterals(fileName: string, source: string): MessageLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: MessageLiteral[] = [];
  const report = (node: ts.Node, rule: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: node.getText(file), rule });
  };

  const jsx = fileName.endsWith('.tsx');
  const visit = (node: ts.Node) => {
    if (jsx && ts.isJsxText(node) && hasWords(node.text)) report(node, 'JSX text');
    if (jsx && ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (USER_VISIBLE_ATTRIBUTES.has(name) && value) {
        for (const literal of textLiteralsIn(value)) {
          if (hasWords(literalText(literal))) report(literal, `${name}=`);
        }
      }
    }
    if (
      jsx &&
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of textLiteralsIn(node.expression)) {
        if (hasWords(literalText(literal))) report(literal, 'JSX child');
      }
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      const position = ERRORS_CLIENTS_SEE.get(node.expression.text);
      const message = position === undefined ? undefined : node.arguments?.[position];
      for (const literal of message ? textLiteralsIn(message) : []) {
        report(literal, `new ${node.expression.text}`);
      }
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(file).replace(/['"]/g, '');
      if (MESSAGE_PROPERTIES.has(name)) {
        // A CSS class map (`error: 'bg-red-50'`) is not a message: sentences start with a capital.
        for (const literal of textLiteralsIn(node.initializer)) {
          if (ts.isTemplateExpression(literal) || /^[A-Z]/.test(literal.text)) {
            report(literal, `${name}:`);
          }
        }
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = calleeName(node.expression);
      const args = node.arguments;
      if (callee && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(callee.name)) {
        for (const arg of args) {
          for (const literal of textLiteralsIn(arg)) report(literal, `.${callee.name}()`);
        }
      }
      const isToast =
        callee &&
        (ts.isIdentifier(node.expression)
          ? TOASTS.has(callee.name)
          : TOASTS.has(callee.base) && TOAST_TONES.has(callee.name));
      if (callee && isToast) {
        const first = args[0];
        for (const literal of first ? textLiteralsIn(first) : [])
          report(literal, `${callee.base}()`);
      }
      if (callee?.name === 'assertWithin') {
        const third = args[2];
        for (const literal of third ? textLiteralsIn(third) : []) report(literal, 'assertWithin()');
      }
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9_]+$/.test(node.name.text) &&
      node.initializer &&
      isTextLiteral(node.initializer) &&
      readsAsSentence(node.initializer)
    ) {
      report(node.initializer, 'UPPER_CASE sentence');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
