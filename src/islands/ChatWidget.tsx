import { MessageCircle, X } from './icons.tsx';
import { useEffect, useId, useState } from 'react';
import {
  type ChatSettings,
  chatColor,
  chatLink,
  chatPosition,
  chatWidgetVisible,
  textColorOn,
} from '../lib/chat.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { firstRow, readRows } from '../lib/supabase/rest-read.ts';
import { pushEvent } from '../lib/tracking/data-layer.ts';

const CORNERS = {
  'bottom-right': { button: 'bottom-5 right-5', panel: 'bottom-20 right-0' },
  'bottom-left': { button: 'bottom-5 left-5', panel: 'bottom-20 left-0' },
  'top-right': { button: 'top-24 right-5', panel: 'top-20 right-0' },
  'top-left': { button: 'top-24 left-5', panel: 'top-20 left-0' },
} as const;

/** The chat button: shown only when the stored settings load, are enabled and have a number (spec §4). */
export default function ChatWidget() {
  const [settings, setSettings] = useState<ChatSettings | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    let cancelled = false;
    // Plain fetch, not postgrest-js: this island wakes on every page a visitor touches.
    const env = publicEnvFrom(import.meta.env);
    void readRows<ChatSettings>(env, 'whatsapp_widget', { select: '*' }, undefined, { retry: true })
      .then(firstRow)
      .then(({ data }) => {
        if (!cancelled) setSettings(data);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!chatWidgetVisible(settings)) return null;

  const corner = CORNERS[chatPosition(settings.position)];
  const color = chatColor(settings.color);
  const startChat = () => {
    pushEvent({ event: 'chat_start', page_path: window.location.pathname });
    window.open(chatLink(settings.phone_number, settings.welcome_message), '_blank', 'noopener,noreferrer');
  };

  return (
    <div
      className={`fixed z-40 ${corner.button}`}
      data-testid="chat-widget"
      data-position={chatPosition(settings.position)}
    >
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Chat with us"
          className={`absolute w-[min(20rem,calc(100vw-2.5rem))] animate-toast-in overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-lift ${corner.panel}`}
        >
          <div className="px-4 py-3" style={{ backgroundColor: color, color: textColorOn(color) }}>
            <p className="text-sm font-bold">Chat with us</p>
          </div>
          <div className="space-y-4 p-4">
            <p className="rounded-xl rounded-tl-sm bg-ink-50 p-3 text-sm text-ink-800">
              {settings.welcome_message}
            </p>
            <button
              type="button"
              onClick={startChat}
              className="w-full rounded-full bg-ink-950 px-4 py-2.5 text-sm font-bold text-white hover:bg-ink-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              Start Chat
            </button>
          </div>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
        }}
        style={{ backgroundColor: color, color: textColorOn(color) }}
        className="flex h-14 w-14 items-center justify-center rounded-full shadow-lift ring-1 ring-black/10 transition-transform hover:scale-105 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-950"
      >
        {open ? (
          <X aria-hidden="true" className="h-6 w-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="h-6 w-6" />
        )}
        <span className="sr-only">{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  );
}
