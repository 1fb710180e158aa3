import fs from 'node:fs/promises';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the built site', () => {
  it('is valid HTML on every page', async () => {
    const html = (await filesUnder(inject('siteDir'))).filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThan(20);
    const validator = new HtmlValidate({
      extends: ['html-validate:document'],
      rules: {
        // Tailwind's arbitrary values and Astro's islands are valid HTML the stricter style rules dislike.
        'no-inline-style': 'off',
        'attribute-boolean-style': 'off',
        'no-trailing-whitespace': 'off',
        // Subresource integrity matters for files from other origins; the site's own bundles are same-origin.
        'require-sri': ['error', { target: 'crossorigin' }],
        // The maintenance screen waits in a <template> with its own <h1>; one visible <h1> per page is checked in the browser.
        'heading-level': ['error', { allowMultipleH1: true }],
      },
    });
    const problems: string[] = [];
    for (const file of html) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(`${path.relative(inject('siteDir'), file)}: ${message.ruleId} ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('contains the anon key but no service-role key or JWT secret', async () => {
    const files = await filesUnder(inject('siteDir'));
    const texts = await Promise.all(
      files.filter((f) => /\.(html|js|css|xml|txt|json)$/.test(f)).map((f) => fs.readFile(f, 'utf8')),
    );
    const all = texts.join('\n');
    expect(all).toContain(inject('anonKey'));
    expect(all).not.toContain(inject('serviceRoleKey'));
    expect(all).not.toContain(inject('jwtSecret'));
  });
});
