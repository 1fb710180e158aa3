import { MessageCircle } from 'lucide-react';
import { chatColor, chatPosition, textColorOn } from '@lib/chat';
import { cn } from '@admin/lib/cn';

const CORNERS = {
  'bottom-right': 'bottom-3 right-3 items-end flex-col-reverse',
  'bottom-left': 'bottom-3 left-3 items-start flex-col-reverse',
  'top-right': 'top-3 right-3 items-end flex-col',
  'top-left': 'top-3 left-3 items-start flex-col',
} as const;

interface ChatPreviewProps {
  enabled: boolean;
  position: string;
  color: string;
  message: string;
}

/** A small page outline with the chat button where the site puts it, in its colour, with its message. */
export function ChatPreview({ enabled, position, color, message }: ChatPreviewProps) {
  const corner = chatPosition(position);
  const background = chatColor(color);
  return (
    <figure className="space-y-2">
      <div
        data-testid="chat-preview"
        data-position={corner}
        className="relative h-64 overflow-hidden rounded-lg border border-ink-200 bg-ink-50"
      >
        <div className="space-y-2 p-4" aria-hidden="true">
          <div className="h-3 w-1/3 rounded bg-ink-200" />
          <div className="h-2 w-2/3 rounded bg-ink-200" />
          <div className="h-2 w-1/2 rounded bg-ink-200" />
        </div>
        <div className={cn('absolute flex max-w-[14rem] gap-2', CORNERS[corner], !enabled && 'opacity-40')}>
          <span
            className="flex h-11 w-11 items-center justify-center rounded-full shadow-lift"
            style={{ backgroundColor: background, color: textColorOn(background) }}
          >
            <MessageCircle aria-hidden="true" className="h-5 w-5" />
          </span>
          <span className="rounded-xl bg-white p-2 text-xs text-ink-800 shadow-card">{message || '…'}</span>
        </div>
      </div>
      <figcaption className="text-sm text-ink-600">
        {enabled
          ? 'Preview of the chat button on the site.'
          : 'Preview — the button is hidden while the widget is off.'}
      </figcaption>
    </figure>
  );
}
