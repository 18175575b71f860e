// The tree panel: one row per view (indented by depth), its class, id and key properties; after a
// touch each row shows whether the view was hit, is on the responder chain, or missed and why.
import { h, clear, num, scrollWithin, setAttributes } from './dom.js';
import { t, language } from './i18n.js';
import { cssColor } from './colors.js';
import { isControl, isIdentity, sameShape, ownProperties } from './derive/model.js';
import { missSentence, reasonLabel } from './explain.js';

const MAX_ROWS = 5000; // a huge hierarchy still opens; the rest is in the JSON

export class Tree {
  constructor(el, { onSelect, onHover }) {
    this.el = el;
    this.onSelect = onSelect;
    this.onHover = onHover;
    this.rows = new Map(); // id → row element
    this.notes = new Map(); // id → note element
    this.drawnFrom = new Map(); // id → what its row was built from (rowFrom), to rebuild only the rows that changed
    this.model = null;
    this.trace = null;
    this.selected = null;
    el.addEventListener('keydown', (event) => this.handleKey(event));
  }

  /** Shows a hierarchy (the same one again: every row rebuilt, as after a change of language). An edit that
   *  keeps every view where it was in the tree (sameShape) rebuilds only the rows it changed: the others keep
   *  their element, and with it the page's layout of them. */
  setModel(model) {
    const previous = this.model;
    this.model = model;
    if (previous !== model && sameShape(previous, model) && this.rows.size) {
      this.update(model);
      return;
    }
    this.rows.clear();
    this.drawnFrom.clear();
    this.notes.clear();
    clear(this.el);
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
    this.setTrace(this.trace);
  }

  update(model) {
    for (const node of model.order) {
      const id = node.view.id;
      const old = this.rows.get(id);
      const from = this.rowFrom(node);
      if (!old || this.drawnFrom.get(id) === from) continue;
      const row = this.row(node);
      // The page's marks on the row (collapsed, edited, matched…) carry over; the trace's are set again below.
      for (const c of old.classList) row.classList.add(c);
      if (old.hasAttribute('aria-expanded')) row.setAttribute('aria-expanded', old.getAttribute('aria-expanded'));
      old.replaceWith(row);
      this.rows.set(id, row);
      this.drawnFrom.set(id, from);
    }
    this.setTrace(this.trace);
  }

  /** Everything row() reads, as one string: a row built from the same string is the same. */
  rowFrom(node) {
    return `${language()}|${node.depth}|${this.model.hierarchy.windows.length > 1}|${ownProperties(node.view)}`;
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
        click: () => this.onSelect(view.id),
        pointerenter: () => this.onHover(view.id),
        pointerleave: () => this.onHover(null),
      },
    });
    row.style.setProperty('--depth', String(node.depth));
    const status = h('span', { class: 'status' });
    const main = h('span', { class: 'row-main' },
      h('span', { class: 'row-id', text: view.id }),
      h('span', { class: 'row-class', text: view.base ? `${view.class} : ${view.base}` : view.class }));
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

  setTrace(trace) {
    this.trace = trace;
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
        if (miss.by && miss.by !== id) note.append(' · ', h('code', { class: 'vid', text: String(miss.by) }));
        note.title = missSentence(miss).map((p) => (typeof p === 'string' ? p : p.textContent)).join('');
        note.hidden = false;
      } else if (chain.has(id)) status.append(h('span', { class: 'badge badge-chain', text: '↑', title: t('responderChain') }));
    }
  }

  setSelected(id, scroll = true) {
    this.selected = id;
    for (const [vid, row] of this.rows) {
      const on = vid === id;
      row.classList.toggle('is-selected', on);
      setAttributes(row, { 'aria-selected': String(on), tabindex: on ? '0' : '-1' });
    }
    // With nothing selected, the first row is where Tab enters the tree.
    if (!id || !this.rows.has(id)) {
      const first = this.rows.values().next().value;
      if (first) first.tabIndex = 0;
    }
    const row = id && this.rows.get(id);
    if (row && scroll) scrollWithin(this.el, row);
  }

  setHover(id) {
    for (const [vid, row] of this.rows) row.classList.toggle('is-hover', vid === id);
  }

  setStep(step) {
    for (const [vid, row] of this.rows) row.classList.toggle('is-step', Boolean(step && vid === step.view));
    const row = step && this.rows.get(step.view);
    if (row) scrollWithin(this.el, row);
  }

  handleKey(event) {
    if (!['ArrowUp', 'ArrowDown'].includes(event.key)) return;
    const ids = [...this.rows.keys()];
    const index = ids.indexOf(this.selected);
    const next = event.key === 'ArrowDown' ? Math.min(ids.length - 1, index + 1) : Math.max(0, index - 1);
    if (ids[next] === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    this.onSelect(ids[next]);
    this.rows.get(ids[next]).focus({ preventScroll: true });
  }
}

