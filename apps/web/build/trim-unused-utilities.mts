import postcss, { type AtRule, type Rule } from 'postcss';
import type { Plugin } from 'vite';

const breakpoint = '(?:(?:sm|md|lg|xl|xxl)-)?';

/**
 * Bootstrap's layout utilities, whose 6 breakpoint copies make up most of bootstrap.min.css. The
 * app writes them as literal class names (`ms-lg-3`, `d-none`, `row-cols-sm-2`), never built from
 * parts, so a name that is nowhere in the built JavaScript or index.html is not used. Colour and
 * text-alignment utilities are not listed: components build those from props (`text-${align}`,
 * `bg-${bg}`).
 */
const UTILITY = new RegExp(
  `^(?:${[
    `[mp][tbsexy]?-${breakpoint}(?:[0-5]|auto)`,
    `d(?:-print)?-${breakpoint}[a-z-]+`,
    `flex-${breakpoint}[a-z0-9-]+`,
    `(?:justify-content|align-items|align-content|align-self)-${breakpoint}[a-z-]+`,
    `order-${breakpoint}(?:first|last|[0-5])`,
    `float-${breakpoint}(?:start|end|none)`,
    `(?:row-|column-)?gap-${breakpoint}[0-5]`,
    `g[xy]?-${breakpoint}[0-5]`,
    `col(?:-(?:sm|md|lg|xl|xxl))?(?:-(?:[0-9]+|auto))?`,
    `row-cols-${breakpoint}(?:[0-9]+|auto)`,
    `offset-${breakpoint}[0-9]+`,
    `g-(?:col|start)-${breakpoint}[0-9]+`,
    `(?:w|h|mw|mh|vw|vh|min-vw|min-vh)-[0-9a-z]+`,
    `(?:fs|fw|fst|lh)-[a-z0-9]+`,
    `(?:position|overflow|overflow-[xy]|object-fit|user-select)-[a-z-]+`,
    `(?:top|bottom|start|end)-(?:0|50|100)`,
    `translate-middle(?:-[xy])?`,
    `(?:z|opacity)-[0-9n]+`,
    `(?:sticky|fixed)-${breakpoint}(?:top|bottom)`,
  ].join('|')})$`,
);

/**
 * Bootstrap component families, by their root class. react-bootstrap and our markup always spell a
 * used component's root name out (`'list-group'`, `className="card"`), while modifiers may be built
 * (`list-group-item-${variant}`): a family whose root name occurs nowhere is dropped whole, a used
 * one is kept whole.
 */
const FAMILIES = [
  'accordion',
  'alert',
  'badge',
  'breadcrumb',
  'btn-group',
  'btn-toolbar',
  'card',
  'carousel',
  'dropdown',
  'figure',
  'form-floating',
  'form-range',
  'icon-link',
  'input-group',
  'link-offset',
  'link-opacity',
  'link-underline',
  'list-group',
  'modal',
  'offcanvas',
  'pagination',
  'placeholder',
  'popover',
  'progress',
  'ratio',
  'table',
  'toast',
  'tooltip',
];

/** Class names in a selector (Bootstrap's need no unescaping). */
const classesOf = (selector: string) =>
  [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');

/** The family of {@link FAMILIES} a class belongs to, if any. */
const familyOf = (name: string) =>
  FAMILIES.find((family) => name === family || name.startsWith(`${family}-`));

/**
 * Drops from `css` every selector that needs a {@link UTILITY} class absent from `used`, or a class
 * of a {@link FAMILIES} family whose root is absent, then the rules and at-rules left empty.
 * Nothing else is touched. Answers the trimmed CSS.
 */
export function trimUnusedUtilities(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const unused = (name: string) => {
    if (UTILITY.test(name)) return !used.has(name);
    const family = familyOf(name);
    return family !== undefined && !used.has(family);
  };
  root.walkRules((rule: Rule) => {
    const kept = rule.selectors.filter((selector) => !classesOf(selector).some(unused));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule: AtRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Vite plugin (build only): trims the unused Bootstrap layout utilities and component families out
 * of every emitted stylesheet (decision 046). "Used" means the name occurs as a word in a built JavaScript chunk —
 * every page's, loaded or not — or in index.html.
 */
export function trimUnusedUtilitiesPlugin(indexHtml: string): Plugin {
  return {
    name: 'partline:trim-unused-utilities',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>(indexHtml.match(/[\w-]+/g) ?? []);
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk')
          for (const word of item.code.match(/[\w-]+/g) ?? []) used.add(word);
      }
      for (const item of Object.values(bundle)) {
        if (item.type === 'asset' && item.fileName.endsWith('.css')) {
          item.source = trimUnusedUtilities(String(item.source), used);
        }
      }
    },
  };
}
