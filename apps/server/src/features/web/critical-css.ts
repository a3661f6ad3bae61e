import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * The part of the stylesheets a server-drawn page needs for its first paint (decision 0025,
 * amendment 29 November):
 * - the rules that can match an element of the page, judged by the classes and attributes its
 *   selectors require outside pseudo-classes (`:not(.x)` or `:where(.y)` require nothing, so such
 *   a rule is kept); rules of a shadow root (`:host`) match nothing in a page;
 * - of the custom properties, only those something kept reads (Mantine declares some 900 on
 *   `:root`, every shade of every colour, and a page reads a few dozen);
 * - fonts, keyframes and anything else not a rule, whole.
 * Nothing that can apply to the page is left out and the order is the stylesheets', so the page
 * looks the same with the cut as with the whole sheets, which the browser then loads without
 * holding back the first paint. Each sheet is parsed once; cutting it for a page is a walk over
 * its rules with set lookups, no parsing.
 */

/** What one selector of a list needs of the page. */
interface Needs {
  classes: string[];
  /** `name` (the attribute present) or `name=value` (that exact value). */
  attributes: string[];
}

interface Property {
  name: string;
  text: string;
  reads: string[];
}

type Part =
  | { kind: 'always'; text: string; reads: string[] }
  | {
      kind: 'rule';
      text: string;
      alternatives: Needs[];
      reads: string[];
      /** Set when the rule declares custom properties: what to write it back from, without some. */
      split?: { selector: string; declarations: Property[] };
    }
  | { kind: 'block'; open: string; parts: Part[] };

/** A stylesheet parsed once, to be cut for any number of pages. */
export interface ParsedStyles {
  parts: Part[];
}

const selectorOf = selectorParser();
const readsOf = (text: string) => Array.from(text.matchAll(/var\((--[\w-]+)/g), (match) => match[1] ?? '');

const insidePseudo = (node: selectorParser.Node, top: selectorParser.Selector) => {
  for (let parent = node.parent; parent && parent !== top; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
};

/** For each selector of the list, what it needs; undefined when the parser cannot read it (kept). */
function alternatives(selector: string): Needs[] | undefined {
  try {
    const result: Needs[] = [];
    selectorOf.astSync(selector).each((single) => {
      const needs: Needs = { classes: [], attributes: [] };
      let host = false;
      single.walk((node) => {
        if (insidePseudo(node, single)) return;
        if (node.type === 'pseudo' && node.value.startsWith(':host')) host = true;
        if (node.type === 'class') needs.classes.push(node.value);
        if (node.type === 'attribute') {
          const exact = node.operator === '=' && node.value !== undefined && !node.insensitive;
          needs.attributes.push(exact ? `${node.attribute}=${node.value}` : node.attribute);
        }
      });
      if (!host) result.push(needs);
    });
    return result;
  } catch {
    return undefined;
  }
}

const BLOCKS = ['media', 'supports', 'layer', 'container'];

function ruleOf(rule: Rule): Part {
  const text = rule.toString();
  const declarations = (rule.nodes ?? []).filter((node): node is Declaration => node.type === 'decl');
  const custom = declarations.filter((declaration) => declaration.prop.startsWith('--'));
  const simple = custom.length > 0 && declarations.length === rule.nodes.length;
  return {
    kind: 'rule',
    text,
    alternatives: alternatives(rule.selector) ?? [{ classes: [], attributes: [] }],
    reads: declarations.filter((declaration) => !declaration.prop.startsWith('--')).flatMap((d) => readsOf(d.value)),
    ...(simple
      ? {
          split: {
            selector: rule.selector,
            declarations: declarations.map((declaration) => ({
              name: declaration.prop,
              text: declaration.toString(),
              reads: readsOf(declaration.value),
            })),
          },
        }
      : {}),
  };
}

function partsOf(container: Container<ChildNode>): Part[] {
  const parts: Part[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') parts.push(ruleOf(node));
    else if (node.type === 'atrule' && BLOCKS.includes(node.name) && node.nodes) {
      const rule = node as AtRule;
      parts.push({
        kind: 'block',
        open: `@${rule.name}${rule.params ? ` ${rule.params}` : ''}{`,
        parts: partsOf(rule),
      });
    } else {
      const text = node.toString();
      parts.push({ kind: 'always', text, reads: readsOf(text) });
    }
  }
  return parts;
}

export function parseStyles(css: string): ParsedStyles {
  return { parts: partsOf(postcss.parse(css)) };
}

/** What a page's markup offers selectors: its class names, attribute names and `name=value` pairs. */
export interface PageFacts {
  classes: Set<string>;
  attributes: Set<string>;
  /** Every custom property the markup reads (`var(--x)` in a `style` attribute or element). */
  variables: Set<string>;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decode = (value: string) => value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** The facts of a page's markup (its `<html>` tag and body; never the stylesheets themselves). */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { classes: new Set(), attributes: new Set(), variables: new Set(readsOf(html)) };
  for (const tag of html.matchAll(/<[a-zA-Z][^\s/>]*((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const [, name = '', raw] of (tag[1] ?? '').matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)) {
      const value = decode(raw ?? '');
      facts.attributes.add(name);
      facts.attributes.add(`${name}=${value}`);
      if (name === 'class') for (const token of value.split(/\s+/)) if (token) facts.classes.add(token);
    }
  }
  return facts;
}

const matches = (needs: Needs, page: PageFacts) =>
  needs.classes.every((name) => page.classes.has(name)) && needs.attributes.every((name) => page.attributes.has(name));

type Kept = Exclude<Part, { kind: 'block' }> | { kind: 'block'; open: string; parts: Kept[] };

/** The parts that can apply to the page, blocks keeping only theirs (and left out when empty). */
function keep(parts: Part[], page: PageFacts): Kept[] {
  const kept: Kept[] = [];
  for (const part of parts) {
    if (part.kind === 'block') {
      const inner = keep(part.parts, page);
      if (inner.length > 0) kept.push({ ...part, parts: inner });
    } else if (part.kind === 'always' || part.alternatives.some((needs) => matches(needs, page))) kept.push(part);
  }
  return kept;
}

/** Every custom property read by the kept parts, the page, or a property read (transitively). */
function readProperties(sheets: Kept[][], page: PageFacts): Set<string> {
  const read = new Set(page.variables);
  const declared = new Map<string, string[]>();
  const visit = (parts: Kept[]) => {
    for (const part of parts) {
      if (part.kind === 'block') visit(part.parts);
      else {
        for (const name of part.reads) read.add(name);
        const declarations = part.kind === 'rule' ? (part.split?.declarations ?? []) : [];
        for (const declaration of declarations) {
          if (!declaration.name.startsWith('--')) for (const name of declaration.reads) read.add(name);
          else declared.set(declaration.name, [...(declared.get(declaration.name) ?? []), ...declaration.reads]);
        }
      }
    }
  };
  for (const parts of sheets) visit(parts);
  const queue = [...read];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of declared.get(name) ?? []) {
      if (!read.has(next)) {
        read.add(next);
        queue.push(next);
      }
    }
  }
  return read;
}

function write(parts: Kept[], read: Set<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'block') {
      const inner = write(part.parts, read);
      if (inner) css += `${part.open}${inner}}`;
    } else if (part.kind === 'rule' && part.split) {
      const declarations = part.split.declarations.filter(
        (declaration) => !declaration.name.startsWith('--') || read.has(declaration.name),
      );
      if (declarations.length > 0) css += `${part.split.selector}{${declarations.map((d) => d.text).join(';')}}`;
    } else css += part.text;
  }
  return css;
}

/**
 * The rules of these stylesheets a page can use, in their order, one string per sheet. Judged
 * together: a screen's rule reads the shell's colours.
 */
export function criticalCss(sheets: ParsedStyles[], page: PageFacts): string[] {
  const kept = sheets.map((sheet) => keep(sheet.parts, page));
  const read = readProperties(kept, page);
  return kept.map((parts) => write(parts, read));
}
