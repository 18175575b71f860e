// The JSON editor: a monospace textarea with line numbers, a list of the problems found (each at the path the
// API names; clicking one selects that part of the text, and the view it names), opening a file, formatting,
// and the badge on the JSON tab counting the problems. It shows the store's text (state.text, set by a load,
// an edit, an undo) and its status and problems (state.editor); what is typed is applied (onChange) a moment
// after the typing stops, and a pasted dump is imported at once (onImport).
import { h, clear, setText, setAttributes, setHidden } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { state, subscribe, select } from '../state/store.js';
import { locate, lineColumn } from '../derive/jsonpath.js';
import { isDumpText } from '../derive/hierarchy-text.js';
import { viewAt } from '../derive/edit.js';

const DEBOUNCE_MS = 450;

export class Editor {
  /** els: {textarea, gutter, errors, status, badge, importButton, fileInput, formatButton}. */
  constructor(els, { onChange, onImport }) {
    Object.assign(this, { els, onChange, onImport });
    this.timer = null; // the typing's pause before it is applied (in flight)
    this.lineCount = 0;
    this.errorLines = new Set();
    const { textarea, gutter } = els;
    textarea.addEventListener('input', () => {
      this.renderGutter();
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.onChange(this.text), DEBOUNCE_MS);
    });
    textarea.addEventListener('paste', () => {
      // A pasted recursiveDescription dump is imported straight away.
      setTimeout(() => {
        if (this.isDump) {
          clearTimeout(this.timer);
          this.onImport(this.text);
        }
      }, 0);
    });
    textarea.addEventListener('scroll', () => {
      gutter.scrollTop = textarea.scrollTop;
    });
    textarea.addEventListener('keydown', (event) => {
      if (event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        document.execCommand('insertText', false, '  ');
      }
    });
    els.fileInput.addEventListener('change', () => this.openFile());
    els.formatButton.addEventListener('click', () => this.format());
    els.importButton.addEventListener('click', () => this.onImport(this.text));
    subscribe(['text', 'editor', 'editorRequest', 'language'], (changed) => this.render(changed), { now: true });
  }

  get text() {
    return this.els.textarea.value;
  }

  /** Text to import rather than edit (derive/hierarchy-text.js says which). */
  get isDump() {
    return isDumpText(this.text);
  }

  /** The store's text, its status and problems, and what the editor is asked to show. */
  render(changed) {
    if (changed.has('text') && state.text !== this.text) this.setText(state.text);
    if (changed.has('editor') || changed.has('language') || changed.has('text')) {
      const { status, errors } = state.editor;
      this.setStatus(status ? t(status.key, status.params) : '', status ? status.kind : '');
      if (errors) this.showErrors(errors.list, t(errors.title.key, errors.title.params || {}));
      else this.clearErrors();
    }
    if (changed.has('editorRequest') && state.editorRequest) {
      const request = state.editorRequest;
      if (request.kind === 'path') this.selectPath(request.path);
      else if (request.kind === 'paste') {
        this.els.textarea.focus();
        this.els.textarea.select();
      }
    }
  }

  setText(text) {
    clearTimeout(this.timer);
    this.els.textarea.value = text;
    this.els.textarea.scrollTop = 0;
    this.renderGutter();
    this.updateDumpButton();
  }

  updateDumpButton() {
    setHidden(this.els.importButton, !this.isDump);
  }

  renderGutter(force = false) {
    const lines = this.text.split('\n').length;
    if (!force && lines === this.lineCount) return;
    this.lineCount = lines;
    const gutter = clear(this.els.gutter);
    const frag = document.createDocumentFragment();
    for (let n = 1; n <= lines; n += 1) {
      frag.append(h('span', { class: this.errorLines.has(n) ? 'ln error' : 'ln', text: String(n) }), '\n');
    }
    gutter.append(frag);
    gutter.scrollTop = this.els.textarea.scrollTop;
  }

  format() {
    if (this.isDump) return;
    try {
      this.setText(`${JSON.stringify(JSON.parse(this.text), null, 2)}\n`);
      this.onChange(this.text);
    } catch {
      this.onChange(this.text); // shows the syntax error
    }
  }

  openFile() {
    const file = this.els.fileInput.files && this.els.fileInput.files[0];
    if (!file) return;
    file.text().then((text) => {
      this.setText(text);
      this.els.fileInput.value = '';
      if (this.isDump) this.onImport(text);
      else this.onChange(text);
    });
  }

  setStatus(text, kind = '') {
    setText(this.els.status, text);
    setAttributes(this.els.status, { class: `editor-status ${kind}` });
  }

  clearErrors() {
    const marked = this.errorLines.size > 0; // the gutter is drawn again only to unmark lines
    this.errorLines = new Set();
    setHidden(clear(this.els.errors), true);
    setHidden(this.els.badge, true);
    this.renderGutter(marked);
    this.updateDumpButton();
  }

  /** errors: [{path, message, offset?}] (offset: a syntax error's position in the text). */
  showErrors(errors, title) {
    const list = clear(this.els.errors);
    const text = this.text;
    this.errorLines = new Set();
    list.append(h('li', { class: 'errors-title', text: title }));
    for (const error of errors) {
      const dumpLine = /^line (\d+)$/.exec(error.path || '');
      let where = error.offset !== undefined
        ? { start: error.offset, end: Math.min(text.length, error.offset + 1), exact: true, depth: 1 }
        : dumpLine ? lineSpan(text, Number(dumpLine[1]))
        : error.path ? locate(text, error.path) : null;
      if (where && where.depth === 0 && error.path !== '$') where = null; // not about this text
      if (where) this.errorLines.add(lineColumn(text, where.start).line);
      const item = h('li', { class: where ? 'error locatable' : 'error' },
        // error.label names the view (`overlay.frame.width`); error.path still locates the text.
        error.path ? h('code', { class: 'error-path', text: error.label || error.path, title: error.label && error.label !== error.path ? error.path : undefined }) : null,
        error.offset !== undefined ? h('code', { class: 'error-path', text: t('lineColumn', lineColumn(text, error.offset)) }) : null,
        h('span', { class: 'error-message', text: error.message }));
      if (where) {
        item.tabIndex = 0;
        item.setAttribute('role', 'button');
        item.title = t('errorJump');
        const jump = () => {
          this.select(where.start, where.end);
          // A click on an error also selects the view it names (the inspector opens on it).
          const id = state.model && error.path ? viewAt(error.path, state.model) : null;
          if (id && id !== state.selected) select(id);
        };
        item.addEventListener('click', jump);
        item.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            jump();
          }
        });
      }
      list.append(item);
    }
    setHidden(list, false);
    setHidden(this.els.badge, false);
    this.els.badge.textContent = String(errors.length);
    this.renderGutter(true);
    this.updateDumpButton();
  }

  /** Selects a JSON path's region (the view's object, say); false when the text has no such path. */
  selectPath(path) {
    const where = locate(this.text, path);
    if (!where) return false;
    this.select(where.start, where.end);
    return where.exact;
  }

  select(start, end) {
    const { textarea } = this.els;
    textarea.focus({ preventScroll: true });
    textarea.setSelectionRange(start, end);
    const { line } = lineColumn(this.text, start);
    const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 18;
    textarea.scrollTop = Math.max(0, (line - 4) * lineHeight);
    this.els.gutter.scrollTop = textarea.scrollTop;
  }
}

/** A recursiveDescription import error's `line N`: that line of the text, to select (null past the end). */
function lineSpan(text, n) {
  const lines = text.split('\n');
  if (n < 1 || n > lines.length) return null;
  const start = lines.slice(0, n - 1).reduce((sum, line) => sum + line.length + 1, 0);
  return { start, end: start + lines[n - 1].length, exact: true, depth: 1 };
}
