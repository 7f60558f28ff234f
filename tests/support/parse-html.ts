import { JSDOM } from 'jsdom';

/** The document a browser (or a mail client's HTML parser) builds from `html`. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/**
 * Everything in the document that would run script: script elements, `on*` attributes, and
 * `javascript:` links or sources. An escaped field yields none of them.
 */
export function activeContent(document: Document): string[] {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName)) {
      found.push(element.outerHTML);
    }
    for (const attribute of element.attributes) {
      const scripted = /^on/i.test(attribute.name);
      const scriptUrl =
        ['href', 'src'].includes(attribute.name) && /^\s*javascript:/i.test(attribute.value);
      if (scripted || scriptUrl) found.push(`${element.tagName} ${attribute.name}`);
    }
  }
  return found;
}
