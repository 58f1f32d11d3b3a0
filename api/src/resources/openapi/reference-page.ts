import type { OpenApiDocument } from './openapi-document';

// A reference page that needs nothing from the internet (no CDN script, no inline style): the teams
// deploying one module read the surface they call, offline, from the API they run.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderReferencePage(document: OpenApiDocument): string {
  const sharedResponses: Record<string, { description: string }> = document.components.responses;
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const op = operation as {
        tags: string[];
        description: string;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: { 'application/json': { schema: unknown } } };
        responses: Record<string, { description?: string; $ref?: string }>;
      };
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''})</li>`)
        .join('');
      const body = op.requestBody
        ? `<details><summary>JSON body</summary><pre>${escapeHtml(JSON.stringify(op.requestBody.content['application/json'].schema, null, 2))}</pre></details>`
        : '';
      const responses = Object.entries(op.responses)
        .map(([status, response]) => {
          const shared = response.$ref?.replace('#/components/responses/', '');
          const described = shared ? sharedResponses[shared] : response;
          return `<li><code>${status}</code> ${escapeHtml(described?.description ?? '')}</li>`;
        })
        .join('');
      const section = `<section><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3><p>${escapeHtml(op.description)}</p>${params ? `<ul>${params}</ul>` : ''}${body}<ul>${responses}</ul></section>`;
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), section]);
    }
  }
  const groups = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, sections]) => `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${sections.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(document.info.title)}</title></head><body><main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description)}</p><p><a href="openapi.json">openapi.json</a> (OpenAPI ${document.openapi})</p>${groups}</main></body></html>`;
}
