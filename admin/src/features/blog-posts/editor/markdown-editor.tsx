import { Bold, Code, Heading2, Italic, Link2, List, Quote } from 'lucide-react';
import { type Ref, useId, useRef } from 'react';
import { Field, Textarea } from '@admin/components/ui/field';
import { InsertImage } from './insert-image';
import {
  applyFormat,
  insertAt,
  type MarkdownEdit,
  markdownImage,
  type MarkdownFormat,
} from './markdown-toolbar';
import { MarkdownPreview } from './markdown-preview';

const TOOLS: { format: MarkdownFormat; label: string; Icon: typeof Bold }[] = [
  { format: 'heading', label: 'Heading', Icon: Heading2 },
  { format: 'bold', label: 'Bold', Icon: Bold },
  { format: 'italic', label: 'Italic', Icon: Italic },
  { format: 'link', label: 'Link', Icon: Link2 },
  { format: 'code', label: 'Code', Icon: Code },
  { format: 'list', label: 'Bulleted list', Icon: List },
  { format: 'quote', label: 'Quote', Icon: Quote },
];

const TOOL_BUTTON =
  'rounded-md border border-ink-200 p-1.5 text-ink-800 hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The article's Markdown with a formatting toolbar, beside a live preview of the site's rendering. */
export function MarkdownEditor({ value, onChange, onBlur, error }: MarkdownEditorProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const edit = (change: (current: MarkdownEdit) => MarkdownEdit) => {
    const element = textarea.current;
    if (!element) return;
    const next = change({
      value,
      selectionStart: element.selectionStart,
      selectionEnd: element.selectionEnd,
    });
    onChange(next.value);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Field
        label="Article (Markdown)"
        error={error}
        hint="Markdown: ## for headings, **bold**, [text](https://…) for links, tables and code blocks. Insert image adds one from the media library; images from other sites need an https address. Raw HTML is removed when the site is built."
      >
        {(control) => (
          <>
            <div
              role="toolbar"
              aria-label="Formatting"
              aria-controls={control.id}
              className="flex flex-wrap gap-1"
            >
              {TOOLS.map(({ format: kind, label, Icon }) => (
                <button
                  key={kind}
                  type="button"
                  title={label}
                  aria-label={label}
                  onClick={() => edit((current) => applyFormat(current, kind))}
                  className={TOOL_BUTTON}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </button>
              ))}
              <InsertImage
                className={TOOL_BUTTON}
                onInsert={(alt, url) => edit((current) => insertAt(current, markdownImage(alt, url)))}
              />
            </div>
            <Textarea
              ref={textarea}
              {...control}
              rows={20}
              value={value}
              spellCheck
              className="min-h-96 font-mono"
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
            />
          </>
        )}
      </Field>
      <div className="space-y-1.5">
        <h3 id={`${id}-preview`} className="text-sm font-medium text-ink-900">
          Preview
        </h3>
        <MarkdownPreview markdown={value} labelledBy={`${id}-preview`} />
      </div>
    </div>
  );
}
