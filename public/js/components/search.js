// One search box (#view-search) over every view's id, display name, class, address, text and the text an
// import kept (derive/search.js). The query and the match picked are the store's state.search; the tree and
// the drawing mark the matches themselves. Enter selects the next match (and brings it into sight), Shift-Enter
// the previous one, Escape clears.
import { setText } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setSearch, select, reveal } from '../state/store.js';
import { searchMatches } from '../derive/search.js';

export class Search {
  /** input: #view-search; count: #view-search-count. */
  constructor(input, count) {
    Object.assign(this, { input, count });
    input.addEventListener('input', () => setSearch({ query: input.value, index: -1 }));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        this.pick(event.shiftKey ? -1 : 1);
      } else if (event.key === 'Escape') {
        setSearch({ query: '', index: -1 });
      }
    });
    subscribe(['search', 'model', 'language'], () => this.render(), { now: true });
  }

  get matches() {
    return searchMatches(state.model, state.search.query);
  }

  pick(direction) {
    const matches = this.matches;
    if (!matches.length) return;
    const n = matches.length;
    const { index } = state.search;
    const next = index < 0 || index >= n ? (direction > 0 ? 0 : n - 1) : (index + direction + n) % n;
    setSearch({ index: next });
    select(matches[next]);
    reveal(matches[next]);
  }

  render() {
    const { query, index } = state.search;
    if (this.input.value !== query) this.input.value = query;
    const q = query.trim();
    const matches = this.matches;
    this.input.classList.toggle('no-match', Boolean(q) && !matches.length);
    setText(this.count, !q ? '' : matches.length
      ? t('searchCount', { i: index >= 0 && index < matches.length ? index + 1 : '–', n: matches.length })
      : t('searchNone'));
  }
}
