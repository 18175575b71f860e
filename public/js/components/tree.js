// The tree panel (#tree): one row per view (indented by depth), named as people name it (its display name:
// `UIButton "Reset DSN"`, with the id beside it when that differs), its class and key properties; after a
// touch each row shows whether the view was hit, is on the responder chain, or missed and why. The rows are
// marked as the store says: selected, hovered, the replay's step, search matches, edited views, rows collapsed.
// The keyboard: ↑ ↓ select the row above or below (skipping collapsed ones); → expands a collapsed row (then
// goes to its first subview), ← collapses an expanded row (or goes to its superview).
import { h, clear, num, scrollWithin, setAttributes, setHidden, afterPaint, noneChanged } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { cssColor } from '../ui/colors.js';
import { missSentence, reasonLabel } from '../ui/explain.js';
import { state, subscribe, select, hover, setTreeCollapsed } from '../state/store.js';
import { isControl, isIdentity, sameShape, ownProperties, nameOf } from '../derive/model.js';
import { searchMatches } from '../derive/search.js';
import { replayStep } from '../derive/replay.js';

const MAX_ROWS = 5000; // a huge hierarchy still opens; the rest is in the JSON

export class Tree {
  /** el: #tree. `live`: drawn from the store (false: drawn only by setModel, as a test's fresh copy is). */
  constructor(el, { live = true } = {}) {
    this.el = el;
    this.rows = new Map(); // id → row element
    this.notes = new Map(); // id → note element
    this.drawnFrom = new Map(); // id → what its row was built from (rowFrom), to rebuild only the rows that changed
    this.model = null; // the model drawn
    this.marked = { selected: null, hovered: null, step: null, matches: new Set(), edited: new Set() };
    if (!live) return;
    el.addEventListener('keydown', (event) => this.handleKey(event));
    subscribe(['model', 'language'], () => this.setModel(state.model));
    // The trace's marks on the rows once the frame showing a touch's answer is painted; with a new model, at once.
    const traceLater = afterPaint(() => this.setTrace(state.trace));
    subscribe(['model', 'language', 'trace'], (changed) => (noneChanged(changed, ['model', 'language']) ? traceLater() : traceLater.now()));
    subscribe(['model', 'language', 'selected', 'hovered', 'replay', 'search', 'edited'], (changed) => this.mark(changed));
    subscribe(['model', 'language', 'treeCollapsed'], () => this.renderCollapsed());
  }

  /** Shows a hierarchy (the same one again, after a change of language: every row rebuilt). An edit that keeps
   *  every view where it was in the tree (sameShape) rebuilds only the rows it changed: the others keep their
   *  element, and with it the page's layout of them. */
  setModel(model) {
    const previous = this.model;
    this.model = model;
    this.marked = { selected: null, hovered: null, step: null, matches: new Set(), edited: new Set() };
    if (model && previous !== model && sameShape(previous, model) && this.rows.size) {
      this.update(model);
      return;
    }
    this.rows.clear();
    this.drawnFrom.clear();
    this.notes.clear();
    clear(this.el);
    if (!model) return;
    const frag = document.createDocumentFragment();
    for (const node of model.order) {
      if (this.rows.size >= MAX_ROWS) break;
      if (this.rows.has(node.view.id)) continue; // a duplicate id: the API names it as an error
      const row = this.row(node);
      this.rows.set(node.view.id, row);
      this.drawnFrom.set(node.view.id, this.rowFrom(node));
      frag.append(row);
    }
    this.el.append(frag);
    if (model.order.length > this.rows.size) {
      this.el.append(h('div', { class: 'tree-more muted', text: t('treeMore', { n: model.order.length - this.rows.size }) }));
    }
  }

  update(model) {
    for (const node of model.order) {
      const id = node.view.id;
      const old = this.rows.get(id);
      const from = this.rowFrom(node);
      if (!old || this.drawnFrom.get(id) === from) continue;
      const row = this.row(node);
      // The marks on the row (collapsed, edited, matched…) carry over; the trace's are set again.
      for (const c of old.classList) row.classList.add(c);
      if (old.hasAttribute('aria-expanded')) row.setAttribute('aria-expanded', old.getAttribute('aria-expanded'));
      old.replaceWith(row);
      this.rows.set(id, row);
      this.drawnFrom.set(id, from);
    }
  }

  /** Everything row() reads, as one string: a row built from the same string is the same. */
  rowFrom(node) {
    return `${state.language}|${node.depth}|${this.model.hierarchy.windows.length > 1}|${ownProperties(node.view)}`;
  }

  row(node) {
    const { view } = node;
    const swatch = h('span', { class: 'swatch' });
    const color = cssColor(view.backgroundColor);
    if (color) swatch.style.background = color;
    else swatch.classList.add('empty');
    const row = h('div', {
      class: 'tree-row', role: 'treeitem', tabindex: '-1', 'aria-level': String(node.depth + 1),
      'aria-selected': 'false', 'data-tree-id': view.id,
      on: {
        click: () => select(view.id),
        pointerenter: () => hover(view.id),
        pointerleave: () => hover(null),
      },
    });
    row.style.setProperty('--depth', String(node.depth));
    const status = h('span', { class: 'status' });
    const name = nameOf(this.model, view.id);
    const cls = view.base ? `${view.class} : ${view.base}` : view.class;
    const main = h('span', { class: 'row-main' },
      // The app's own words (a title, a label): data, not ours to translate.
      h('span', { class: 'row-id', text: name, translate: 'no' }),
      name !== view.id ? h('span', { class: 'row-raw-id', text: view.id, translate: 'no' }) : null,
      name.startsWith(`${view.class} `) ? null : h('span', { class: 'row-class', text: cls }));
    const chips = h('span', { class: 'chips' }, this.chips(node));
    const note = h('div', { class: 'row-note', hidden: true });
    this.notes.set(view.id, note);
    row.append(h('span', { class: 'row-line' }, status, swatch, h('span', { class: 'row-text' }, main, chips)), note);
    return row;
  }

  chips(node) {
    const { view } = node;
    const list = [];
    const chip = (text, cls = '', title = '') => list.push(h('span', { class: `chip ${cls}`, text, title: title || undefined }));
    if (view.windowLevel !== undefined && this.model.hierarchy.windows.length > 1) chip(t('chipLabel.level', { level: num(view.windowLevel) }), 'chip-info');
    if (view.hidden) chip(t('chipLabel.hidden'), 'chip-warn', t('chip.hidden'));
    if (view.alpha < 1) chip(`α ${num(view.alpha)}`, view.alpha < 0.01 ? 'chip-warn' : '', t('chip.alpha'));
    if (!view.userInteractionEnabled) chip(t('chipLabel.interaction'), 'chip-warn', t('chip.interaction'));
    if (isControl(view) && !view.enabled) chip(t('chipLabel.disabled'), 'chip-warn', t('chip.disabled'));
    if (!isIdentity(view.transform)) chip(t('chipLabel.transform'), 'chip-info', t('chip.transform'));
    if (view.bounds.x !== 0 || view.bounds.y !== 0) chip(`bounds ${num(view.bounds.x)},${num(view.bounds.y)}`, 'chip-info', t('chip.bounds'));
    if (view.clipsToBounds) chip(t('chipLabel.clips'), '', t('chip.clips'));
    if (view.pointInside !== 'default') chip('pointInside', 'chip-override', t('chip.pointInside'));
    if (view.hitTest !== 'default') chip('hitTest', 'chip-override', t('chip.hitTest'));
    if (view.viewController) chip(String(view.viewController.class || 'VC'), 'chip-vc', t('chip.vc'));
    if (view.gestureRecognizers.length) chip(t('chipLabel.gestures', { n: view.gestureRecognizers.length }), '', t('chip.gestures'));
    return list;
  }

  /** The trace's marks: the hit view, the responder chain, the misses (a reason, and who decided it). */
  setTrace(trace) {
    if (!this.model) return;
    const chain = new Set(trace && trace.hitView ? this.model.ancestry(trace.hitView) : []);
    const misses = new Map();
    if (trace && Array.isArray(trace.misses)) trace.misses.forEach((m, i) => { if (!misses.has(m.view)) misses.set(m.view, { miss: m, n: i + 1 }); });
    for (const [id, row] of this.rows) {
      const status = row.querySelector('.status');
      if (status.firstChild) clear(status);
      row.classList.toggle('is-hit', Boolean(trace && id === trace.hitView));
      row.classList.toggle('on-chain', chain.has(id) && id !== (trace && trace.hitView));
      row.classList.toggle('is-miss', misses.has(id));
      const note = this.notes.get(id);
      if (note.firstChild) clear(note);
      if (!note.hidden) note.hidden = true;
      if (trace && id === trace.hitView) status.append(h('span', { class: 'badge badge-hit', text: '✓', title: t('legendHit') }));
      else if (misses.has(id)) {
        const { miss, n } = misses.get(id);
        status.append(h('span', { class: 'badge badge-miss', text: String(n) }));
        // One line here (the reason, and who decided it); the full sentence is in the misses card,
        // in the inspector, and in this note's tooltip.
        note.append(h('span', { class: 'note-x', text: '✗ ' }), reasonLabel(miss.reason));
        if (miss.by && miss.by !== id) note.append(' · ', h('code', { class: 'vid', text: nameOf(this.model, miss.by) }));
        note.title = missSentence(miss, this.model).map((p) => (typeof p === 'string' ? p : p.textContent)).join('');
        setHidden(note, false);
      } else if (chain.has(id)) status.append(h('span', { class: 'badge badge-chain', text: '↑', title: t('responderChain') }));
    }
  }

  /** The rows' marks from the store: selected, hovered, the step, matches, edited. */
  mark(changed) {
    const was = this.marked;
    const selected = state.selected;
    const { step } = replayStep(state);
    const stepView = step ? step.view : null;
    const matches = new Set(searchMatches(this.model, state.search.query));
    const { edited, hovered } = state;
    for (const [id, row] of this.rows) {
      if ((id === selected) !== (id === was.selected) || changed.has('model') || changed.has('language')) {
        row.classList.toggle('is-selected', id === selected);
        setAttributes(row, { 'aria-selected': String(id === selected), tabindex: id === selected ? '0' : '-1' });
      }
      if ((id === hovered) !== (id === was.hovered)) row.classList.toggle('is-hover', id === hovered);
      if ((id === stepView) !== (id === was.step)) row.classList.toggle('is-step', id === stepView);
      if (matches.has(id) !== was.matches.has(id)) row.classList.toggle('is-match', matches.has(id));
      if (edited.has(id) !== was.edited.has(id)) row.classList.toggle('is-edited', edited.has(id));
    }
    // With nothing selected, the first row is where Tab enters the tree.
    if (!selected || !this.rows.has(selected)) {
      const first = this.rows.values().next().value;
      if (first) first.tabIndex = 0;
    }
    if (selected !== was.selected && this.rows.has(selected)) scrollWithin(this.el, this.rows.get(selected));
    if (stepView !== was.step && this.rows.has(stepView)) scrollWithin(this.el, this.rows.get(stepView));
    this.marked = { selected, hovered, step: stepView, matches, edited };
  }

  /** Rows with subviews are expandable; a collapsed row's subviews are hidden from the list. */
  renderCollapsed() {
    const collapsed = state.treeCollapsed;
    let hiddenBelow = Infinity; // the level under which rows are hidden by a collapsed row above
    for (const row of this.rows.values()) {
      const level = Number(row.getAttribute('aria-level'));
      if (level <= hiddenBelow) hiddenBelow = Infinity;
      row.classList.toggle('collapsed-away', level > hiddenBelow);
      const next = row.nextElementSibling;
      const expandable = Boolean(next && next.hasAttribute('data-tree-id') && Number(next.getAttribute('aria-level')) > level);
      const id = row.getAttribute('data-tree-id');
      if (expandable) setAttributes(row, { 'aria-expanded': String(!collapsed.has(id)) });
      else if (row.hasAttribute('aria-expanded')) row.removeAttribute('aria-expanded');
      if (expandable && collapsed.has(id) && hiddenBelow === Infinity) hiddenBelow = level;
    }
  }

  handleKey(event) {
    const row = event.target instanceof HTMLElement ? event.target.closest('[data-tree-id]') : null;
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)) return;
    event.preventDefault(); // the replay's arrows leave the tree alone
    event.stopPropagation();
    const id = row.getAttribute('data-tree-id');
    const depth = Number(row.getAttribute('aria-level'));
    const expanded = row.getAttribute('aria-expanded');
    const collapse = (on) => {
      const next = new Set(state.treeCollapsed);
      if (on) next.add(id);
      else next.delete(id);
      setTreeCollapsed(next);
    };
    if (event.key === 'ArrowRight') {
      if (expanded === 'false') collapse(false);
      else if (expanded === 'true') this.go(row.nextElementSibling);
    } else if (event.key === 'ArrowLeft') {
      if (expanded === 'true') {
        collapse(true);
      } else {
        let p = row.previousElementSibling;
        while (p && Number(p.getAttribute('aria-level')) >= depth) p = p.previousElementSibling;
        if (p && p.hasAttribute('data-tree-id')) this.go(p);
      }
    } else {
      let next = event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling;
      while (next && next.classList.contains('collapsed-away')) next = event.key === 'ArrowDown' ? next.nextElementSibling : next.previousElementSibling;
      if (next && next.hasAttribute('data-tree-id')) this.go(next);
    }
  }

  go(row) {
    if (!row || !row.hasAttribute('data-tree-id')) return;
    select(row.getAttribute('data-tree-id'));
    row.focus({ preventScroll: false });
  }
}
