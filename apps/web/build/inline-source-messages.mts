import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A node of the ESTree the bundler's parser answers, as far as this plugin reads it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string value of `property` if it is `key: "literal"`. */
function literalProperty(property: Node, key: string): Node | undefined {
  const name = property.key as Node | undefined;
  const value = property.value as Node | undefined;
  if (property.type !== 'Property' || !name || !value) return undefined;
  const keyName = name.type === 'Identifier' ? name.name : name.value;
  if (keyName !== key || value.type !== 'Literal' || typeof value.value !== 'string') {
    return undefined;
  }
  return value;
}

/**
 * English messages compiled where they are written (decision 325). Lingui's macros (run before this
 * plugin, `descriptorFields: 'message'`) leave each message descriptor as `/*i18n*\/ { id, message,
 * … }` with the English source text. Lingui's runtime wants compiled messages in production (it
 * ships no ICU parser there); instead of an English catalog holding every text of the app in the
 * first load, this replaces each descriptor's `message` string with its compiled form
 * (`compileMessage` of `@lingui/message-utils`, the compiler `lingui compile` uses), so English
 * texts stay in the chunk of the page that shows them and render with no catalog at all.
 */
export function inlineSourceMessagesPlugin(): Plugin {
  return {
    name: 'partline:inline-source-messages',
    // After Lingui's macro transform (also `pre`, listed before this plugin), before JSX is compiled.
    enforce: 'pre',
    apply: 'build',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: '/*i18n*/' },
      handler(code) {
        const program = this.parse(code, { lang: 'jsx' }) as unknown as Node;
        const edits: { start: number; end: number; text: string }[] = [];
        const visit = (node: Node) => {
          if (
            node.type === 'ObjectExpression' &&
            code.slice(0, node.start).trimEnd().endsWith('/*i18n*/')
          ) {
            for (const property of node.properties as Node[]) {
              const message = literalProperty(property, 'message');
              if (message) {
                const compiled = compileMessage(message.value as string);
                edits.push({
                  start: message.start,
                  end: message.end,
                  text: JSON.stringify(compiled),
                });
              }
            }
          }
          for (const value of Object.values(node)) {
            if (Array.isArray(value)) value.filter(isNode).forEach(visit);
            else if (isNode(value)) visit(value);
          }
        };
        visit(program);
        if (edits.length === 0) return undefined;
        let out = '';
        let at = 0;
        for (const edit of edits.sort((a, b) => a.start - b.start)) {
          out += code.slice(at, edit.start) + edit.text;
          at = edit.end;
        }
        return { code: out + code.slice(at), map: null };
      },
    },
  };
}
