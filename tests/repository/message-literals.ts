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
 * - or kept in an UPPER_CASE constant that reads as a sentence.
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
const TOAST_TONES = new Set(['success', 'error', 'info', 'warn', 'warning']);

function isTextLiteral(node: ts.Node): node is ts.StringLiteral | ts.TemplateLiteral {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node)
  );
}

/** The literals an expression can evaluate to: itself, a branch of `?:`, a `??`/`||` fallback. */
function textLiteralsIn(node: ts.Expression): (ts.StringLiteral | ts.TemplateLiteral)[] {
  if (isTextLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return textLiteralsIn(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...textLiteralsIn(node.whenTrue), ...textLiteralsIn(node.whenFalse)];
  }
  const fallback = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];
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

  const visit = (node: ts.Node) => {
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
