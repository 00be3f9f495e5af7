import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiKey } from './helpers/api-keys.js';
import { useAccounts } from './helpers/auth.js';
import { insertProduct } from './helpers/factories.js';
import { useTestApp } from './helpers/test-app.js';

/**
 * The example requests of the integrators' pages (docs/api, decision 298) run against the real
 * app: each `http` block holding a request is followed by an `http` block with the status line
 * it answers. Placeholders stand for what a reader has of their own: `pl_…` an API key with every
 * scope, `<token>` a client's bearer token, `<your-password>` that client's password,
 * `<product-id>` a product on sale.
 */
const docsDir = new URL('../../../docs/api/', import.meta.url);

interface Example {
  page: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** The request/answer pairs of `http` blocks in one Markdown page. */
function examplesOf(page: string, markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/^```http\n([\s\S]*?)^```$/gm)].map((m) => m[1]!.trim());
  const examples: Example[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const request = /^(GET|POST|PUT|DELETE) (\S+) HTTP\/1\.1$/m.exec(blocks[i]!.split('\n')[0]!);
    if (!request) continue;
    const answer = /^HTTP\/1\.1 (\d{3})\b/.exec(blocks[i + 1] ?? '');
    if (!answer) throw new Error(`${page}: the request ${request[0]} has no answer block after it`);
    const [head, body = ''] = blocks[i]!.split(/\n\n/, 2);
    const headers = Object.fromEntries(
      head!
        .split('\n')
        .slice(1)
        .map((line) => line.split(/:\s*/, 2) as [string, string])
        .map(([name, value]) => [name.toLowerCase(), value]),
    );
    examples.push({
      page,
      method: request[1] as Example['method'],
      url: request[2]!,
      headers,
      body,
      status: Number(answer[1]),
    });
    i += 1;
  }
  return examples;
}

const pages = readdirSync(docsDir).filter((file) => file.endsWith('.md'));
const examples = pages.flatMap((page) =>
  examplesOf(page, readFileSync(new URL(page, docsDir), 'utf8')),
);

const t = useTestApp();
const { client } = useAccounts(t, { client: {} });

describe('the example requests of docs/api', () => {
  it('has one on every page but the index', () => {
    const withExamples = new Set(examples.map((example) => example.page));
    expect(pages.filter((page) => page !== 'README.md' && !withExamples.has(page))).toEqual([]);
  });

  it.each(
    examples.map((example) => [`${example.page}: ${example.method} ${example.url}`, example]),
  )('%s answers as documented', async (_name, example) => {
    const product = await insertProduct(t.db, { minOrder: 10, availableQuantity: 1000 });
    const key = await createApiKey(t.app, client, [
      'catalog:read',
      'orders:read',
      'orders:write',
      'invoices:read',
    ]);
    const fill = (text: string) =>
      text
        .replaceAll('pl_…', key.secret)
        .replaceAll('<token>', client.token)
        .replaceAll('<your-password>', client.password)
        .replaceAll('<product-id>', product.id);
    const headers = Object.fromEntries(
      Object.entries(example.headers).map(([name, value]) => [name, fill(value)]),
    );
    const res = await t.app.inject({
      method: example.method,
      url: fill(example.url),
      headers,
      ...(example.body ? { payload: fill(example.body) } : {}),
    });
    expect({
      status: res.statusCode,
      body: res.statusCode >= 400 ? res.json() : undefined,
    }).toMatchObject({
      status: example.status,
    });
  });
});
