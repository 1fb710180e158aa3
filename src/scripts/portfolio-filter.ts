/**
 * The portfolio's category filter: buttons that show one category's items (all of them without
 * JavaScript). The choice is kept in the URL (?category=…) so a filtered view can be shared.
 */
export function initPortfolioFilter(): void {
  const root = document.querySelector<HTMLElement>('[data-portfolio-filter]');
  if (!root) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-category]')];
  const items = [...root.querySelectorAll<HTMLElement>('li[data-category]')];
  const status = root.querySelector<HTMLElement>('[data-filter-status]');

  const apply = (category: string) => {
    const known = buttons.some((b) => b.dataset.category === category) ? category : '';
    for (const button of buttons)
      button.setAttribute('aria-pressed', String(button.dataset.category === known));
    let shown = 0;
    for (const item of items) {
      const visible = known === '' || item.dataset.category === known;
      item.hidden = !visible;
      if (visible) shown++;
    }
    if (status) status.textContent = `Showing ${shown} ${shown === 1 ? 'project' : 'projects'}`;
    return known;
  };

  for (const button of buttons) {
    button.addEventListener('click', () => {
      const category = apply(button.dataset.category ?? '');
      const url = new URL(window.location.href);
      if (category) url.searchParams.set('category', category);
      else url.searchParams.delete('category');
      window.history.replaceState(null, '', url);
    });
  }
  apply(new URL(window.location.href).searchParams.get('category') ?? '');
}
