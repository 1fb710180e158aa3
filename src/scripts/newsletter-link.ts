/**
 * The emailed newsletter links' pages: confirms a subscription as soon as the page opens, or
 * unsubscribes when the button is pressed (never on load, so a mail scanner fetching the link
 * unsubscribes nobody), through the anon-callable RPCs, and shows what the database answered.
 * Every word is in the page (NewsletterLinkPanel.astro): this only picks the panel to show.
 */
import { keptToken, type LinkAction, linkOutcome } from '../lib/newsletter/links.ts';
import { publicEnvFrom } from '../lib/public-env.ts';
import { callRpc } from '../lib/supabase/rest-write.ts';

function start(root: HTMLElement, action: LinkAction): void {
  const show = (shown: string, focus: boolean) => {
    for (const panel of root.querySelectorAll<HTMLElement>('[data-outcome]'))
      panel.hidden = panel.dataset.outcome !== shown;
    // After a press the button is gone: focus goes to the answer, which is read out.
    if (focus) root.querySelector<HTMLElement>(`[data-outcome="${shown}"] h2`)?.focus();
  };
  const token = keptToken(action);
  if (!token) {
    show('missing', false);
    return;
  }
  const run = async (button?: HTMLButtonElement) => {
    // The pressed button says what is happening ("Unsubscribing…") and takes no second press meanwhile.
    const label = button?.textContent ?? '';
    if (button) [button.disabled, button.textContent] = [true, button.dataset.pending ?? ''];
    // A lost connection or a timeout is answered with an error too, never thrown: 'failed'.
    const outcome = linkOutcome(
      action,
      await callRpc(
        publicEnvFrom(import.meta.env),
        action === 'confirm' ? 'confirm_newsletter' : 'unsubscribe_newsletter',
        { token },
      ),
    );
    if (button) [button.disabled, button.textContent] = [false, label];
    show(outcome, !!button);
  };
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-pending]'))
    button.addEventListener('click', () => void run(button));
  if (action === 'confirm') {
    show('checking', false);
    void run();
  } else show('ready', false);
}

const root = document.querySelector<HTMLElement>('[data-newsletter-link]');
const action = root?.dataset.newsletterLink;
if (root && (action === 'confirm' || action === 'unsubscribe')) start(root, action);
