import { openApiDocument } from './api-catalogue.ts';

export interface TableColumns {
  table: string;
  /** Columns that can hold text: text, varchar, citext, their arrays, and jsonb (checked for strings later). */
  textColumns: { name: string; type: string }[];
}

const TEXT_LIKE =
  /^(text|character varying|citext|character|jsonb?)(\[\])?$|^(text|character varying|citext)\(/;

/** Every relation the REST API exposes with its text-like columns, read from its OpenAPI document. */
export async function textColumnCatalogue(apiUrl: string, serviceRoleKey: string): Promise<TableColumns[]> {
  const document = await openApiDocument(apiUrl, serviceRoleKey);
  return Object.entries(document.definitions)
    .map(([table, definition]) => ({
      table,
      textColumns: Object.entries(definition.properties)
        .filter(([, property]) => TEXT_LIKE.test(property.format))
        .map(([name, property]) => ({ name, type: property.format })),
    }))
    .filter((entry) => entry.textColumns.length > 0)
    .sort((a, b) => a.table.localeCompare(b.table));
}
