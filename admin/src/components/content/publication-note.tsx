/**
 * What publishing an item does to the live site, said the same way in every editor: the item's
 * buttons mark it, and the site changes when it is rebuilt (by staff with Publish site, or by the
 * schedule when an item comes due).
 */
export function PublicationNote({ noun }: { noun: string }) {
  return (
    <p className="text-xs text-ink-700" data-testid="publication-note">
      Visitors see a published {noun}, and every saved change, once the live site is updated (Publish site, in
      the top bar). A scheduled {noun} needs nothing more: the live site is updated automatically shortly
      after its time, with every change waiting.
    </p>
  );
}
