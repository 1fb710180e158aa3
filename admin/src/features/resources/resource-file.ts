import { formatBytes } from '@admin/components/media/media-files';

/** The file types the database's CHECK and the downloads bucket accept, with the type each is stored as. */
export const FILE_TYPES = {
  pdf: { label: 'PDF', mime: 'application/pdf' },
  doc: { label: 'Word (.doc)', mime: 'application/msword' },
  docx: {
    label: 'Word (.docx)',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { label: 'Excel (.xls)', mime: 'application/vnd.ms-excel' },
  xlsx: { label: 'Excel (.xlsx)', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { label: 'ZIP archive', mime: 'application/zip' },
  rar: { label: 'RAR archive', mime: 'application/vnd.rar' },
} as const;
type ResourceFileType = keyof typeof FILE_TYPES;
export const FILE_TYPE_KEYS = Object.keys(FILE_TYPES) as ResourceFileType[];
export const FILE_TYPE_LABELS = Object.fromEntries(
  FILE_TYPE_KEYS.map((type) => [type, FILE_TYPES[type].label]),
);

export const RESOURCE_TYPES = {
  guide: 'Guide',
  template: 'Template',
  checklist: 'Checklist',
  ebook: 'E-book',
  report: 'Report',
} as const;
type ResourceType = keyof typeof RESOURCE_TYPES;
export const RESOURCE_TYPE_KEYS = Object.keys(RESOURCE_TYPES) as ResourceType[];

/** The downloads bucket's limit: 25 MB. */
const MAX_FILE_BYTES = 26_214_400;

const isFileType = (value: string): value is ResourceFileType => value in FILE_TYPES;
export const isResourceType = (value: string): value is ResourceType => value in RESOURCE_TYPES;

/** The file type of a name by its extension (any case), or null when it is not one we accept. */
export function fileTypeOf(fileName: string): ResourceFileType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return isFileType(extension) ? extension : null;
}

/** Why a chosen file cannot be a resource, or null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!fileTypeOf(file.name)) return 'Choose a PDF, Word, Excel, ZIP or RAR file.';
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_FILE_BYTES) return `This file is ${formatBytes(file.size)}; the limit is 25 MB.`;
  return null;
}

/** A storage-safe file name: "Q3 Report (final) ü.PDF" → "q3-report-final-u.pdf". */
function sanitiseFileName(fileName: string): string {
  const type = fileTypeOf(fileName) ?? 'bin';
  const stem = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return `${stem || 'file'}.${type}`;
}

/** Where a resource's file is stored in the downloads bucket: `<slug>/<sanitised name>`. */
export const objectPathFor = (slug: string, fileName: string, suffix = ''): string => {
  const name = sanitiseFileName(fileName);
  return `${slug}/${suffix ? name.replace(/(\.[a-z0-9]+)$/, `-${suffix}$1`) : name}`;
};

/** The file with the content type the bucket expects for its extension (browsers guess some wrong). */
export function withStoredType(file: File): File {
  const type = fileTypeOf(file.name);
  return type ? new File([file], file.name, { type: FILE_TYPES[type].mime }) : file;
}
