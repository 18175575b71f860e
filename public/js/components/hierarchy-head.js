// The hierarchy panel's head: the tree / JSON tabs and their panes, the number of views, undo and redo (the
// buttons, and Ctrl/Cmd+Z, with Shift for redo, outside text fields).
import { setText, setHidden, setAttributes } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, setTab } from '../state/store.js';

export class HierarchyHead {
  /** els: {tabTree, tabJson, treePane, jsonPane, viewCount, undo, redo}; onUndo(), onRedo(). */
  constructor(els, { onUndo, onRedo }) {
    this.els = els;
    els.tabTree.addEventListener('click', () => setTab('tree'));
    els.tabJson.addEventListener('click', () => setTab('json'));
    els.undo.addEventListener('click', onUndo);
    els.redo.addEventListener('click', onRedo);
    document.addEventListener('keydown', (event) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && target.type !== 'checkbox'))) return;
      event.preventDefault();
      if (event.shiftKey) onRedo();
      else onUndo();
    });
    subscribe(['tab', 'model', 'language', 'history'], () => this.render(), { now: true });
  }

  render() {
    const { els } = this;
    const tree = state.tab === 'tree';
    setAttributes(els.tabTree, { 'aria-selected': String(tree) });
    setAttributes(els.tabJson, { 'aria-selected': String(!tree) });
    setHidden(els.treePane, !tree);
    setHidden(els.jsonPane, tree);
    setText(els.viewCount, state.model ? t('viewCount', { n: state.model.viewCount }) : '');
    const { stack, pos } = state.history;
    els.undo.disabled = !(pos > 0);
    els.redo.disabled = !(pos < stack.length - 1);
  }
}
