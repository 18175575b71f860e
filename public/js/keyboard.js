// The keyboard for what the mouse can do in the panels:
// - every linked element (a chain chip, an order token, a why-not card, an audit finding) is a Tab stop and
//   Enter or Space clicks it;
// - the replay's steps are one Tab stop (the current step); ↑ ↓ move between steps, Enter goes to one;
// - in the tree, → expands a collapsed row (then goes to its first subview), ← collapses an expanded row
//   (or goes to its superview). A collapsed row's subviews are hidden from the list.
// It watches the DOM, so the modules that draw these need no change.

const LINKED = '.linked:not([tabindex])';

export function installKeyboard({ tree, steps, onTreeSelect }) {
  const mark = (root) => {
    for (const el of root.querySelectorAll(LINKED)) {
      el.tabIndex = 0;
      if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
    }
    rovingSteps(steps);
  };
  new MutationObserver(() => mark(document.body)).observe(document.body, { childList: true, subtree: true });
  mark(document.body);

  document.addEventListener('keydown', (event) => {
    const el = event.target;
    if (!(el instanceof HTMLElement) || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.key === 'Enter' || event.key === ' ') && el.matches('.linked, #steps [data-step]')) {
      event.preventDefault();
      el.click();
    }
  });

  steps.addEventListener('keydown', (event) => {
    const row = event.target instanceof HTMLElement ? event.target.closest('[data-step]') : null;
    if (!row || !['ArrowUp', 'ArrowDown'].includes(event.key)) return;
    const next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
    event.preventDefault();
    if (!next) return;
    next.click();
    rovingSteps(steps, next);
    next.focus();
  });

  tree.addEventListener('keydown', (event) => {
    if (!['ArrowLeft', 'ArrowRight'].includes(event.key)) return;
    const row = event.target instanceof HTMLElement ? event.target.closest('[data-tree-id]') : null;
    if (!row) return;
    event.preventDefault(); // the replay's ← → leave the tree alone
    event.stopPropagation();
    const depth = Number(row.getAttribute('aria-level'));
    const children = subviewRows(row);
    if (event.key === 'ArrowRight') {
      if (!children.length) return;
      if (row.getAttribute('aria-expanded') === 'false') setExpanded(row, true);
      else go(children[0]);
    } else if (children.length && row.getAttribute('aria-expanded') !== 'false') {
      setExpanded(row, false);
    } else {
      let p = row.previousElementSibling;
      while (p && Number(p.getAttribute('aria-level')) >= depth) p = p.previousElementSibling;
      if (p && p.hasAttribute('data-tree-id')) go(p);
    }
  }, true);
  // ↑ ↓ skip the rows a collapsed row hides (the tree's own handler would select them).
  tree.addEventListener('keydown', (event) => {
    if (!['ArrowUp', 'ArrowDown'].includes(event.key)) return;
    const row = event.target instanceof HTMLElement ? event.target.closest('[data-tree-id]') : null;
    if (!row || !tree.querySelector('.tree-row.collapsed-away')) return;
    event.preventDefault();
    event.stopPropagation();
    let next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
    while (next && next.classList.contains('collapsed-away')) next = event.key === 'ArrowDown' ? next.nextElementSibling : next.previousElementSibling;
    if (next && next.hasAttribute('data-tree-id')) go(next);
  }, true);

  function go(row) {
    onTreeSelect(row.getAttribute('data-tree-id'));
    row.focus({ preventScroll: false });
  }

  /** Marks rows with subviews as expandable (after the tree is built; a row already marked keeps its state). */
  return function markTree() {
    for (const row of tree.querySelectorAll('[data-tree-id]:not([aria-expanded])')) {
      if (subviewRows(row).length) row.setAttribute('aria-expanded', 'true');
    }
  };
}

function subviewRows(row) {
  const depth = Number(row.getAttribute('aria-level'));
  const rows = [];
  for (let n = row.nextElementSibling; n && n.hasAttribute('data-tree-id') && Number(n.getAttribute('aria-level')) > depth; n = n.nextElementSibling) rows.push(n);
  return rows;
}

function setExpanded(row, open) {
  row.setAttribute('aria-expanded', String(open));
  const depth = Number(row.getAttribute('aria-level'));
  // Hide every row below; when opening, show them again except under a row that stays collapsed.
  let hiddenBelow = Infinity;
  for (let n = row.nextElementSibling; n && n.hasAttribute('data-tree-id') && Number(n.getAttribute('aria-level')) > depth; n = n.nextElementSibling) {
    const level = Number(n.getAttribute('aria-level'));
    if (!open) {
      n.classList.add('collapsed-away');
      continue;
    }
    if (level <= hiddenBelow) hiddenBelow = Infinity;
    n.classList.toggle('collapsed-away', level > hiddenBelow);
    if (hiddenBelow === Infinity && n.getAttribute('aria-expanded') === 'false') hiddenBelow = level;
  }
}

/** One Tab stop for the steps: the current one (else the first). */
function rovingSteps(steps, current = null) {
  const rows = steps.querySelectorAll('[data-step]');
  if (!rows.length) return;
  const active = current || steps.querySelector('[data-step].is-current') || rows[0];
  for (const r of rows) {
    const want = r === active ? '0' : '-1';
    if (r.getAttribute('tabindex') !== want) r.setAttribute('tabindex', want);
    if (!r.hasAttribute('role')) r.setAttribute('role', 'button');
  }
}
