/** Google Tag Manager's queue: events pushed before the container loads are replayed by it. */
export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** A public form was sent successfully (newsletter, contact, discovery call, job application). */
export function trackFormSubmission(form: string, details: Record<string, unknown> = {}): void {
  pushEvent({ event: 'form_submit', form_name: form, page_path: window.location.pathname, ...details });
}
