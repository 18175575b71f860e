// Rule references in what the page shows ("(4.5)", "(rules 2.1, 2.2)", "(4.14, RC.6)", "(…; rule 3.6)") become
// links to that rule in the rule book (/rules#rule-4.5), with the rule's text as a tooltip on hover and focus
// (GET /api/rules/{number}). It watches the page for new text, so no other module has to know about it.

// A rule number as the rule book writes it: 1.1 … 7.6, 4.4b, 4.E, RC.6, S.2; § before a section number.
const RULE = /^(?:[0-9]\.(?:[0-9]{1,2}[a-z]?|[A-Z])|RC\.[0-9]{1,2}|S\.[0-9]{1,2}|§[0-9])$/;
const GROUP = /\(([^()]*)\)/g;
const PREFIX = /^(rules?|规则)\s*/i;
// On the rule book's own page a reference moves within it; from the app it opens the book beside it.
const inBook = typeof location !== 'undefined' && location.pathname === '/rules';
const SKIP = 'a, h1, h2, h3, h4, textarea, input, select, script, style, svg, code, pre, [contenteditable], .no-rule-links';

/** The rule numbers a parenthesised group cites, with their offsets in the group's text, or [] if it cites none. */
export function ruleReferences(inner) {
  const parts = inner.split(';');
  const last = parts[parts.length - 1];
  let offset = inner.length - last.length;
  const lead = last.match(/^\s*/)[0];
  offset += lead.length;
  let body = last.slice(lead.length);
  const prefix = body.match(PREFIX);
  if (prefix) { offset += prefix[0].length; body = body.slice(prefix[0].length); }
  const tokens = [];
  let at = 0;
  for (const piece of body.split(',')) {
    const word = piece.trim();
    if (!RULE.test(word)) return [];
    tokens.push({ number: word.replace(/^§/, ''), text: word, index: offset + at + piece.indexOf(word) });
    at += piece.length + 1;
  }
  // Without "rule(s)", two plain numbers read as a point, "(4.5, 2.5)": only a lone number or one with
  // letters (RC.6, 4.E, 4.4b) or a § is taken as a rule.
  if (!prefix && tokens.length > 1 && !tokens.some(t => /[A-Za-z§]/.test(t.text))) return [];
  return tokens;
}

function linkText(node) {
  const text = node.nodeValue;
  if (!text || text.indexOf('(') < 0) return;
  const pieces = [];
  let last = 0;
  for (const m of text.matchAll(GROUP)) {
    const start = m.index + 1;
    for (const ref of ruleReferences(m[1])) {
      const at = start + ref.index;
      pieces.push(text.slice(last, at));
      const a = document.createElement('a');
      a.className = 'rule-ref';
      a.href = `/rules#rule-${ref.number}`;
      if (!inBook) { a.target = '_blank'; a.rel = 'noopener'; }
      a.dataset.rule = ref.number;
      a.setAttribute('aria-describedby', 'rule-tip');
      a.textContent = ref.text;
      pieces.push(a);
      last = at + ref.text.length;
    }
  }
  if (!pieces.length) return;
  pieces.push(text.slice(last));
  node.replaceWith(...pieces.filter(p => p !== ''));
}

function linkWithin(root) {
  if (root.nodeType === Node.TEXT_NODE) {
    if (!root.parentElement?.closest(SKIP)) linkText(root);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE || root.closest(SKIP)) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: n => (n.parentElement.closest(SKIP) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const found = [];
  while (walker.nextNode()) found.push(walker.currentNode);
  found.forEach(linkText);
}

const cache = new Map();
function fetchRule(number) {
  if (!cache.has(number)) {
    cache.set(number, fetch(`/api/rules/${encodeURIComponent(number)}`)
      .then(r => (r.ok ? r.json() : null)).catch(() => null));
  }
  return cache.get(number);
}

function tooltip() {
  let tip = document.getElementById('rule-tip');
  if (!tip) {
    tip = document.createElement('div');
    tip.id = 'rule-tip';
    tip.className = 'rule-tip';
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    document.body.append(tip);
  }
  return tip;
}

// The link the tooltip is for is kept on the tooltip element (its DOM, not this module).
const SHOWN_FOR = Symbol('rule tip for');
async function show(link) {
  tooltip()[SHOWN_FOR] = link;
  const rule = await fetchRule(link.dataset.rule);
  const tip = tooltip();
  if (tip[SHOWN_FOR] !== link) return;
  // The HTML is the server's rendering of the rule book (CommonMark with raw HTML left out).
  tip.innerHTML = rule ? rule.html : '';
  if (!rule) tip.textContent = `${link.dataset.rule}: ?`;
  tip.hidden = false;
  const r = link.getBoundingClientRect();
  const width = Math.min(460, window.innerWidth - 16);
  tip.style.maxWidth = `${width}px`;
  const left = Math.max(8, Math.min(r.left, window.innerWidth - width - 8));
  tip.style.left = `${left + window.scrollX}px`;
  const below = r.bottom + 6;
  const height = tip.offsetHeight;
  const top = below + height > window.innerHeight && r.top - 6 - height > 0 ? r.top - 6 - height : below;
  tip.style.top = `${top + window.scrollY}px`;
}

function hide(link) {
  const tip = document.getElementById('rule-tip');
  if (!tip || (link && tip[SHOWN_FOR] !== link)) return;
  tip[SHOWN_FOR] = null;
  tip.hidden = true;
}

export function startRuleLinks() {
  linkWithin(document.body);
  new MutationObserver(records => {
    for (const r of records) {
      if (r.type === 'characterData') linkWithin(r.target);
      else r.addedNodes.forEach(n => { if (n.isConnected) linkWithin(n); });
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  const ref = e => e.target.closest?.('a.rule-ref');
  document.addEventListener('mouseover', e => { const a = ref(e); if (a) show(a); });
  document.addEventListener('mouseout', e => { const a = ref(e); if (a) hide(a); });
  document.addEventListener('focusin', e => { const a = ref(e); if (a) show(a); });
  document.addEventListener('focusout', e => { const a = ref(e); if (a) hide(a); });
  document.addEventListener('keydown', e => { if (e.key === 'Escape') hide(null); });
}

// A module script runs once the document is parsed, so the body is there.
startRuleLinks();
