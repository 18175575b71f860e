// Finding a JSON path ($.root.subviews[2].frame.width) in the text the user typed: a small JSON
// reader that remembers where every value starts and ends. It also reports the offset of the
// first syntax error, for a line and column people can act on.

export class JSONSyntaxError extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
  }
}

/** Reads `text` into a tree of {start, end, keyStart?, members?: Map, items?: []}. */
export function scan(text) {
  let i = 0;
  const fail = (message) => {
    throw new JSONSyntaxError(message, i);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const string = () => {
    i += 1;
    let out = '';
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') {
        i += 1;
        return out;
      }
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('bad \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        } else {
          const map = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
          if (!(next in map)) fail('bad escape');
          out += map[next];
          i += 2;
        }
      } else if (ch < ' ') {
        fail('control character in a string');
      } else {
        out += ch;
        i += 1;
      }
    }
    return fail('unterminated string');
  };
  // An object's members or an array's items, from its opening character to `close`: each read by `element`,
  // with commas between them.
  const elements = (close, element) => {
    i += 1;
    ws();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      element();
      ws();
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      if (text[i] === close) {
        i += 1;
        return;
      }
      fail(`expected ',' or '${close}'`);
    }
  };
  const value = (depth) => {
    if (depth > 2000) fail('nested too deeply');
    ws();
    const start = i;
    const ch = text[i];
    if (ch === '{') {
      const members = new Map();
      elements('}', () => {
        ws();
        if (text[i] !== '"') fail('expected a "key"');
        const keyStart = i;
        const key = string();
        ws();
        if (text[i] !== ':') fail("expected ':' after a key");
        i += 1;
        const child = value(depth + 1);
        child.keyStart = keyStart;
        if (!members.has(key)) members.set(key, child);
      });
      return { start, end: i, members };
    }
    if (ch === '[') {
      const items = [];
      elements(']', () => items.push(value(depth + 1)));
      return { start, end: i, items };
    }
    if (ch === '"') {
      string();
      return { start, end: i };
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 64));
    if (!literal) fail(i >= text.length ? 'unexpected end of text' : `unexpected character ${JSON.stringify(ch)}`);
    i += literal[0].length;
    return { start, end: i };
  };
  const root = value(0);
  ws();
  if (i < text.length) fail('unexpected text after the end');
  return root;
}

/** `$.a.b[2]["c d"]` → ['a', 'b', 2, 'c d']. */
export function parsePath(path) {
  const segments = [];
  if (typeof path !== 'string') return segments;
  const re = /\.([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\['((?:[^'\\]|\\.)*)'\]/g;
  let rest = path.startsWith('$') ? path.slice(1) : path;
  if (rest && !/^[.[]/.test(rest)) rest = `.${rest}`;
  for (const m of rest.matchAll(re)) {
    if (m[1] !== undefined) segments.push(m[1]);
    else if (m[2] !== undefined) segments.push(Number(m[2]));
    else segments.push((m[3] ?? m[4]).replace(/\\(.)/g, '$1'));
  }
  return segments;
}

/**
 * Where the value at `path` is written: {start, end, exact, depth}. When the path goes further than
 * the text (a missing key), the deepest value that exists is returned with exact = false; depth
 * counts the path's segments found (0: only the document itself).
 */
export function locate(text, path) {
  let node;
  try {
    node = scan(text);
  } catch {
    return null;
  }
  let exact = true;
  let depth = 0;
  for (const segment of parsePath(path)) {
    let next = null;
    if (typeof segment === 'number' && node.items) next = node.items[segment] || null;
    else if (node.members) next = node.members.get(String(segment)) || null;
    if (!next) {
      exact = false;
      break;
    }
    node = next;
    depth += 1;
  }
  const start = exact && node.keyStart !== undefined ? node.keyStart : node.start;
  return { start, end: node.end, exact, depth };
}

/** 1-based line and column of an offset. */
export function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return { line, column };
}

/** JSON.parse, or on failure {error: {offset, message}} with the first syntax error's position. */
export function parseJSONText(text) {
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    try {
      scan(text);
    } catch (syntax) {
      if (syntax instanceof JSONSyntaxError) return { error: { offset: syntax.offset, message: syntax.message } };
    }
    return { error: { offset: 0, message: String(err.message) } };
  }
}
