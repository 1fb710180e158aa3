export interface TableColumns {
  table: string;
  /** Columns that can hold text: text, varchar, citext, their arrays, and jsonb (checked for strings later). */
  textColumns: { name: string; type: string }[];
}

interface OpenApiDocument {
  definitions: Record<string, { properties: Record<string, { format: string }> }>;
}

const TEXT_LIKE =
  /^(text|character varying|citext|character|jsonb?)(\[\])?$|^(text|character varying|citext)\(/;

/** Every relation the REST API exposes with its text-like columns, read from its OpenAPI document. */
export async function textColumnCatalogue(apiUrl: string, serviceRoleKey: string): Promise<TableColumns[]> {
  const key = serviceRoleKey;
  const response = await fetch(`${apiUrl}/rest/v1/`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!response.ok) throw new Error(`GET /rest/v1/ answered ${String(response.status)}`);
  const document = (await response.json()) as OpenApiDocument;
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
