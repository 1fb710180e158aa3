// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

/** The admin's feature folders: each may use components/, lib/ and config/, never app/ or another feature. */
const adminFeatures = fs
  .readdirSync(new URL('./admin/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One zod import style across the repository: the v4 mini API (small bundles), as a namespace. */
const ZOD_STYLE = "Import zod as `import * as z from 'zod/v4-mini'`.";
const oneZodImport = { regex: '^zod(?!/v4-mini$)(/.*)?$', message: ZOD_STYLE };

export default defineConfig(
  {
    ignores: [
      '.scratch/',
      'dist/',
      '.astro/',
      '.data/',
      'node_modules/',
      'bench/results/',
      'tests/conformance/postgrest/',
      'src/lib/database.types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [oneZodImport] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='zod/v4-mini'] > :matches(ImportSpecifier, ImportDefaultSpecifier)",
          message: ZOD_STYLE,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  astro.configs.recommended,
  {
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            oneZodImport,
            {
              group: ['astro:*', '**/admin/**', '@admin/*'],
              message: 'src/lib is shared by the site and the admin: it may not import Astro or admin code.',
            },
          ],
        },
      ],
    },
  },
  ...adminFeatures.map((feature) => ({
    files: [`admin/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            oneZodImport,
            { group: ['@admin/app/*', '**/app/*'], message: 'Nothing in a feature imports from app/.' },
            {
              group: adminFeatures
                .filter((other) => other !== feature)
                .map((other) => `@admin/features/${other}/*`),
              message: 'Features never import each other: share through components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['admin/src/components/**', 'admin/src/lib/**', 'admin/src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            oneZodImport,
            {
              group: ['@admin/app/*', '@admin/features/*', '**/app/*', '**/features/*'],
              message: 'Shared admin code may not import app/ or features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            oneZodImport,
            {
              group: ['**/src/**', '**/admin/**', '@lib/*', '@admin/*'],
              message: 'The local stack is independent of the site and the admin.',
            },
          ],
        },
      ],
    },
  },
);
