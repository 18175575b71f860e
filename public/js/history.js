// Undo and redo for the hierarchy's text: every text the page applied (an inspector edit, a JSON edit)
// is a step; undo and redo give the text back to apply. A new hierarchy (a preset, a link, an import)
// starts a new history.
const LIMIT = 200;

export class History {
  constructor({ onChange = () => {} } = {}) {
    this.onChange = onChange;
    this.reset(null);
  }

  reset(text) {
    this.stack = text === null ? [] : [text];
    this.pos = this.stack.length - 1;
    this.onChange(this);
  }

  /** The text now applied: a new step unless it is the current one. */
  record(text) {
    if (this.pos >= 0 && this.stack[this.pos] === text) return;
    this.stack = this.stack.slice(0, this.pos + 1);
    this.stack.push(text);
    if (this.stack.length > LIMIT) this.stack.shift();
    this.pos = this.stack.length - 1;
    this.onChange(this);
  }

  get canUndo() {
    return this.pos > 0;
  }

  get canRedo() {
    return this.pos < this.stack.length - 1;
  }

  undo() {
    if (!this.canUndo) return null;
    this.pos -= 1;
    this.onChange(this);
    return this.stack[this.pos];
  }

  redo() {
    if (!this.canRedo) return null;
    this.pos += 1;
    this.onChange(this);
    return this.stack[this.pos];
  }
}
