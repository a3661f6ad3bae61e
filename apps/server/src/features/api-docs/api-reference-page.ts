import { type Catalogue, type Locale, resources } from '@percurso/i18n';
import { escapeHtml } from '@percurso/shared';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';

type Text = (key: keyof Catalogue & `api_docs.${string}`) => string;

function anchorOf(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A JSON schema in the page: a link to a named component, or the schema itself in a folded block. */
function schemaHtml(schema: unknown): string {
  const ref = (schema as { $ref?: string } | undefined)?.$ref;
  if (ref) {
    const name = ref.split('/').at(-1) ?? ref;
    return `<a href="#schema-${anchorOf(name)}"><code>${escapeHtml(name)}</code></a>`;
  }
  return `<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  const type = schema.type ?? (schema.anyOf ? 'any of' : '');
  const format = schema.format ? ` (${String(schema.format)})` : '';
  return `${String(type)}${format}`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation, t: Text): string {
  const parts: string[] = [];
  parts.push(
    `<section class="op" id="${escapeHtml(operation.operationId)}"><h3><span class="method m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
    `<p>${escapeHtml(operation.summary)}${operation.security ? ` <span class="tag">${escapeHtml(t('api_docs.session'))}</span>` : ''}</p>`,
  );
  if (operation.parameters?.length) {
    const rows = operation.parameters
      .map(
        (parameter) =>
          `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${escapeHtml(t(parameter.required ? 'api_docs.yes' : 'api_docs.no'))}</td><td>${escapeHtml(typeOf(parameter.schema))}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h4>${escapeHtml(t('api_docs.parameters'))}</h4><table><thead><tr><th>${escapeHtml(t('api_docs.name'))}</th><th>${escapeHtml(t('api_docs.in'))}</th><th>${escapeHtml(t('api_docs.required'))}</th><th>${escapeHtml(t('api_docs.schema'))}</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    parts.push(`<h4>${escapeHtml(t('api_docs.body'))} <small>${escapeHtml(type)}</small></h4>${schemaHtml(schema)}`);
  }
  const success = operation.responses['2XX'] as { content?: Record<string, { schema: unknown }> } | undefined;
  const answer = success?.content?.['application/json']?.schema;
  if (answer) parts.push(`<h4>${escapeHtml(t('api_docs.answer'))}</h4>${schemaHtml(answer)}`);
  parts.push('</section>');
  return parts.join('');
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:960px;margin:0 auto;padding:1.5rem}
h1{margin-top:0}h2{border-bottom:2px solid #ddd;padding-bottom:.25rem;margin-top:2.5rem}
h3{margin:0;font-size:1rem;word-break:break-all}h4{margin:.75rem 0 .25rem;font-size:.9rem}
.op{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}
.op p{margin:.25rem 0}
.method{color:#fff;background:#333;border-radius:4px;padding:.1rem .45rem;font-size:.8rem;font-family:monospace}
.m-get{background:#1c5d99}.m-post{background:#1b6e3a}.m-put,.m-patch{background:#7a4b00}.m-delete{background:#9b1c1c}
.tag{font-size:.8rem;background:#eef;border-radius:4px;padding:0 .4rem;color:#223}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}
pre{background:#f3f3f3;padding:.5rem;overflow:auto;font-size:.8rem;max-height:30rem}
a{color:#0b57a4}nav ul{columns:2}
`;

/**
 * The API reference for integrators (GET /api/docs): the OpenAPI document drawn as one plain HTML
 * page, no script (the site's Content-Security-Policy stays as strict as everywhere), headings in
 * the reader's language.
 */
export function renderApiReference(document: OpenApiDocument, locale: Locale): string {
  const catalogue = resources[locale].translation;
  const t: Text = (key) => catalogue[key];
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation, t)]);
    }
  }
  const sections = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) => `<h2 id="tag-${anchorOf(tag.name)}">${escapeHtml(tag.name)}</h2>${(byTag.get(tag.name) ?? []).join('')}`,
    );
  const contents = document.tags
    .filter((tag) => byTag.has(tag.name))
    .map((tag) => `<li><a href="#tag-${anchorOf(tag.name)}">${escapeHtml(tag.name)}</a></li>`)
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${anchorOf(name)}"><h3><code>${escapeHtml(name)}</code></h3><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t('api_docs.title'))}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(t('api_docs.title'))} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(t('api_docs.intro'))}</p><p><a href="/api/openapi.json" download>${escapeHtml(t('api_docs.download'))}</a></p>
<p>${escapeHtml(document.info.description)}</p>
<nav aria-label="${escapeHtml(t('api_docs.contents'))}"><h2>${escapeHtml(t('api_docs.contents'))}</h2><ul>${contents}<li><a href="#schemas">${escapeHtml(t('api_docs.schemas'))}</a></li></ul></nav>
${sections.join('\n')}
<h2 id="schemas">${escapeHtml(t('api_docs.schemas'))}</h2>${schemas}
</main></body></html>`;
}
