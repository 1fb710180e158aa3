import * as z from 'zod/v4-mini';
import { SLUG_PATTERN } from '@lib/slug';
import type { Tables } from '@lib/database.types';
import { fileProblem, FILE_TYPE_KEYS, isResourceType, RESOURCE_TYPE_KEYS } from './resource-file';

const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/** The resource form: limits as the database's CHECKs on public.resources, and exactly one source. */
export const resourceFormSchema = z
  .object({
    title: text(
      3,
      160,
      'Give the resource a title of at least 3 characters.',
      'Keep the title to 160 characters or fewer.',
    ),
    slug: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Enter the address name (slug).'),
        z.maxLength(120, 'Keep the slug to 120 characters or fewer.'),
        z.regex(
          SLUG_PATTERN,
          'Use lowercase letters and digits joined by single hyphens, like seo-checklist.',
        ),
      ),
    description: z
      .string()
      .check(z.trim(), z.maxLength(500, 'Keep the description to 500 characters or fewer.')),
    type: z.enum(RESOURCE_TYPE_KEYS, 'Choose a type.'),
    category: text(1, 60, 'Choose or type a category.', 'Keep the category to 60 characters or fewer.'),
    source: z.enum(['upload', 'link']),
    file: z.nullable(z.custom<File>((value) => value instanceof File)),
    /** The file the stored resource already has ('' for none). */
    existing_file_path: z.string(),
    external_url: z.string().check(z.trim()),
    link_file_type: z.string(),
  })
  .check((payload) => {
    const form = payload.value;
    const issue = (path: string, message: string) =>
      payload.issues.push({ code: 'custom', message, input: form, path: [path] });
    if (form.source === 'upload') {
      if (form.file) {
        const problem = fileProblem(form.file);
        if (problem) issue('file', problem);
      } else if (!form.existing_file_path) issue('file', 'Choose the file to upload, or switch to a link.');
      return;
    }
    if (!/^https:\/\/[^\s/]+\.[^\s]+$/.test(form.external_url))
      issue('external_url', 'Enter a full address starting with https://');
    else if (form.external_url.length > 500)
      issue('external_url', 'Keep the link to 500 characters or fewer.');
    if (!(FILE_TYPE_KEYS as string[]).includes(form.link_file_type))
      issue('link_file_type', 'Choose what kind of file the link leads to.');
  });

export type ResourceForm = z.infer<typeof resourceFormSchema>;

export const resourceFormValues = (resource: Tables<'resources'> | null): ResourceForm => ({
  title: resource?.title ?? '',
  slug: resource?.slug ?? '',
  description: resource?.description ?? '',
  type: resource && isResourceType(resource.type) ? resource.type : 'guide',
  category: resource?.category ?? '',
  source: resource?.external_url ? 'link' : 'upload',
  file: null,
  existing_file_path: resource?.file_path ?? '',
  external_url: resource?.external_url ?? '',
  link_file_type: resource?.external_url ? resource.file_type : '',
});

/** The columns a save writes besides the publication and an uploaded file's (resource-upload.ts). */
export const resourceContentOf = (form: ResourceForm) => ({
  title: form.title,
  slug: form.slug,
  description: form.description,
  type: form.type,
  category: form.category,
  ...(form.source === 'link'
    ? {
        file_path: null,
        external_url: form.external_url,
        file_type: form.link_file_type,
        file_size_bytes: null,
      }
    : {}),
});
