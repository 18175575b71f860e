// One search box (#view-search) over every view's id, class, address, text and title. Matches are marked
// in the tree (.is-match) and on the drawing (.is-match on the view's <g>); Enter selects the next match,
// Shift-Enter the previous one, Escape clears.
import { h } from './dom.js';
import { t } from './i18n.js';
import { searchText } from './names.js';

export class Search {
  constructor(input, count, { onPick, onMatches }) {
    Object.assign(this, { input, count, onPick, onMatches });
    this.model = null;
    this.matches = [];
    this.index = -1;
    this.haystack = new Map();
    input.addEventListener('input', () => this.run());
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.pick(event.shiftKey ? -1 : 1);
      } else if (event.key === 'Escape') {
        input.value = '';
        this.run();
      }
    });
  }

  setModel(model) {
    this.model = model;
    this.haystack = new Map(model.order.map((node) => [node.view.id, searchText(node)]));
    this.run({ keepIndex: true });
  }

  get query() {
    return this.input.value.trim().toLowerCase();
  }

  run({ keepIndex = false } = {}) {
    const q = this.query;
    const previous = this.matches[this.index];
    this.matches = [];
    if (q && this.model) {
      const seen = new Set();
      for (const node of this.model.order) {
        const id = node.view.id;
        if (seen.has(id)) continue;
        seen.add(id);
        if (this.haystack.get(id).includes(q)) this.matches.push(id);
      }
    }
    this.index = keepIndex && previous ? this.matches.indexOf(previous) : -1;
    this.render();
    this.onMatches(new Set(this.matches));
  }

  pick(direction) {
    if (!this.matches.length) return;
    const n = this.matches.length;
    this.index = this.index < 0 ? (direction > 0 ? 0 : n - 1) : (this.index + direction + n) % n;
    this.render();
    this.onPick(this.matches[this.index]);
  }

  render() {
    const q = this.query;
    this.count.replaceChildren();
    this.input.classList.toggle('no-match', Boolean(q) && !this.matches.length);
    if (!q) return;
    this.count.append(h('span', {
      text: this.matches.length
        ? t('searchCount', { i: this.index >= 0 ? this.index + 1 : '–', n: this.matches.length })
        : t('searchNone'),
    }));
  }

  relabel() {
    this.render();
  }
}

/** Marks the matches on the drawing's groups and the tree's rows. */
export function markMatches(svg, treeEl, ids) {
  svg.classList.toggle('searching', ids.size > 0);
  for (const g of svg.querySelectorAll('[data-view-id]')) g.classList.toggle('is-match', ids.has(g.getAttribute('data-view-id')));
  for (const row of treeEl.querySelectorAll('[data-tree-id]')) row.classList.toggle('is-match', ids.has(row.getAttribute('data-tree-id')));
}
