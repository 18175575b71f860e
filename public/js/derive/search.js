// The search over every view (#view-search): what it looks at for a view — its id, display name, class,
// address, text and the text attributes an import kept — and the views a query matches, in the tree's order.

/** The address an imported id or attribute holds (`0x7f893fe207c0`), or ''. */
export function addressOf(view) {
  const m = /0x[0-9a-f]+/i.exec(view.id) || /0x[0-9a-f]+/i.exec(String(view.attributes?.address || ''));
  return m ? m[0].toLowerCase() : '';
}

/** Everything a search looks at for a view, lower-cased. */
export function searchText(view) {
  const attrs = view.attributes && typeof view.attributes === 'object' ? Object.values(view.attributes).join(' ') : '';
  return [view.id, view.displayName || '', view.class, view.base || '', addressOf(view), view.text || '', attrs]
    .join('\u0001').toLowerCase();
}

const haystacks = new WeakMap();

/** The ids of the views of `model` that `query` matches (each once, in tree order). Asked again for the same
 *  model and query (every redraw of the drawing, the tree and the labels asks), the same array. */
export function searchMatches(model, query) {
  const q = String(query || '').trim().toLowerCase();
  if (!q || !model) return [];
  let memo = haystacks.get(model);
  if (!memo) {
    memo = { texts: [], query: null, matches: [] };
    const seen = new Set();
    for (const node of model.order) {
      const id = node.view.id;
      if (seen.has(id)) continue;
      seen.add(id);
      memo.texts.push([id, searchText(node.view)]);
    }
    haystacks.set(model, memo);
  }
  if (memo.query !== q) {
    memo.matches = memo.texts.filter(([, text]) => text.includes(q)).map(([id]) => id);
    memo.query = q;
  }
  return memo.matches;
}
