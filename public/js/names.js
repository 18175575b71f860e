// What to call a view on the page. An imported view's id is its class and address
// (`UIButton_0x7f893fe207c0`); when the dump printed a text, a title or an accessibility label for it, the
// page calls it by that instead: `UIButton "Error"`. A button's title is the text of its UIButtonLabel
// (UIKit prints it on the label, not on the button).

const GENERATED_ID = /(_0x[0-9a-f]+|-\d+)$/i;
const TITLE_ATTRIBUTES = ['accessibilityLabel', 'title', 'label', 'placeholder', 'accessibilityIdentifier', 'text'];
const LABEL_CLASSES = /^(UIButtonLabel|UILabel|_UIButtonBarButton.*Label|UITextField.*|_UINavigationBarTitleView)$/;

/** The title the dump gives a view, or ''. */
export function titleOf(node) {
  const { view } = node;
  if (typeof view.text === 'string' && view.text.trim()) return view.text.trim();
  const attrs = view.attributes && typeof view.attributes === 'object' ? view.attributes : {};
  for (const key of TITLE_ATTRIBUTES) {
    const v = attrs[key];
    if (typeof v === 'string' && v.trim()) return unquote(v.trim());
  }
  // A button's title is its label's text, one or two levels down.
  if (/Button/i.test(view.class) || /Button/i.test(view.base || '') || /Button/i.test(view.behavior || '')) {
    for (const child of node.children) {
      if (LABEL_CLASSES.test(child.view.class) && child.view.text) return child.view.text.trim();
      for (const grand of child.children) {
        if (LABEL_CLASSES.test(grand.view.class) && grand.view.text) return grand.view.text.trim();
      }
    }
  }
  return '';
}

/** The address an imported id or attribute holds (`0x7f893fe207c0`), or ''. */
export function addressOf(view) {
  const m = /0x[0-9a-f]+/i.exec(view.id) || /0x[0-9a-f]+/i.exec(String(view.attributes?.address || ''));
  return m ? m[0].toLowerCase() : '';
}

/** The name shown on the drawing: the id, or `Class "title"` for an imported (generated) id with a title. */
export function displayName(node) {
  const { view } = node;
  const title = titleOf(node);
  if (!title) return view.id;
  if (GENERATED_ID.test(view.id) || view.id.startsWith(`${view.class}_`)) return `${view.class} "${shorten(title, 40)}"`;
  return view.id;
}

/** Everything a search looks at for a view, lower-cased. */
export function searchText(node) {
  const { view } = node;
  const attrs = view.attributes && typeof view.attributes === 'object' ? Object.values(view.attributes).join(' ') : '';
  return [view.id, view.class, view.base || '', addressOf(view), view.text || '', titleOf(node), attrs].join('\u0001').toLowerCase();
}

function unquote(v) {
  return v.length >= 2 && /^['"].*['"]$/.test(v) ? v.slice(1, -1) : v;
}

function shorten(text, n) {
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}

/** Adds the title to the tree's rows (`UIButton_0x7f… "Error"`), after the tree is built. */
export function nameTreeRows(treeEl, model) {
  for (const row of treeEl.querySelectorAll('[data-tree-id]')) {
    const node = model.get(row.getAttribute('data-tree-id'));
    const main = row.querySelector('.row-main');
    if (!node || !main || main.querySelector('.row-title')) continue;
    const title = titleOf(node);
    if (!title) continue;
    const span = document.createElement('span');
    span.className = 'row-title';
    span.setAttribute('translate', 'no'); // the app's own words (data)
    span.textContent = `"${shorten(title, 60)}"`;
    main.querySelector('.row-id')?.after(span);
  }
}
