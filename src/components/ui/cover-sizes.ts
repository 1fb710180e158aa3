/** The widths a content item's cover is made in, and the sizes it is shown at, by where it stands. */
export const COVER_SIZES = {
  /** A card in a grid of up to three. */
  card: { widths: [400, 640, 800], sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' },
  /**
   * The cover across a detail page's narrow column, above the fold: the column's width less its
   * padding (Container width="narrow"). A 720 px file suits a phone (about 380 px at 1.75×–2×).
   */
  page: {
    widths: [640, 720, 960, 1280],
    sizes: '(min-width: 1024px) 960px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  /** The cover beside a detail page's header, above the fold. */
  half: { widths: [640, 960, 1200], sizes: '(min-width: 1024px) 600px, 100vw' },
} as const;
