/**
 * The emailed newsletter links' pages: confirms a subscription as soon as the page opens, or
 * unsubscribes when the button is pressed (never on load, so a mail scanner fetching the link
 * unsubscribes nobody), through the anon-callable RPCs, and shows what the database answered.
 */
import {
  keptToken,
  type LinkAction,
  type LinkOutcome,
  linkOutcome,
  plausibleToken,
} from '../lib/newsletter/links.ts';
import { publicRest } from '../lib/supabase/public-rest.ts';

type Shown = LinkOutcome | 'missing' | 'checking' | 'ready';

const PENDING_LABEL: Record<LinkAction, string> = { confirm: 'Confirming…', unsubscribe: 'Unsubscribing…' };

async function ask(action: LinkAction, token: string): Promise<LinkOutcome> {
  try {
    const answer =
      action === 'confirm'
        ? await publicRest().rpc('confirm_newsletter', { token })
        : await publicRest().rpc('unsubscribe_newsletter', { token });
    return linkOutcome(action, answer);
  } catch {
    return 'failed';
  }
}

function start(root: HTMLElement, action: LinkAction): void {
  const panels = [...root.querySelectorAll<HTMLElement>('[data-outcome]')];
  const show = (shown: Shown, focus: boolean) => {
    for (const panel of panels) panel.hidden = panel.dataset.outcome !== shown;
    if (focus) root.querySelector<HTMLElement>(`[data-outcome="${shown}"] h2`)?.focus();
  };
  const token = keptToken(action);
  if (!plausibleToken(token)) {
    show('missing', false);
    return;
  }
  let running = false;
  const run = async (button: HTMLButtonElement | null) => {
    if (running) return;
    running = true;
    const label = button?.textContent ?? '';
    if (button) {
      button.disabled = true;
      button.textContent = PENDING_LABEL[action];
    }
    const outcome = await ask(action, token);
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    running = false;
    // After a press the button is gone: focus goes to the answer, which is read out.
    show(outcome, button !== null);
  };
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-link-action]') : null;
    if (button instanceof HTMLButtonElement) void run(button);
  });
  if (action === 'confirm') {
    show('checking', false);
    void run(null);
  } else {
    show('ready', false);
  }
}

const root = document.querySelector<HTMLElement>('[data-newsletter-link]');
const action = root?.dataset.newsletterLink;
if (root && (action === 'confirm' || action === 'unsubscribe')) start(root, action);
