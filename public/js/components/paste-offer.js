// The first screen's offer to paste what lldb prints (#paste-offer): the one-liners for Swift and Objective-C,
// each with a Copy button, and a button that opens the JSON tab ready for the paste (the editor imports a pasted
// dump).
import { h } from '../ui/dom.js';
import { t } from '../ui/i18n.js';
import { subscribe, notify, setTab, requestEditor } from '../state/store.js';

export const LLDB_LINES = [
  { lang: 'pasteSwift', code: 'po UIApplication.shared.windows.first { $0.isKeyWindow }!.value(forKey: "recursiveDescription")!' },
  { lang: 'pasteSwift', code: 'po view.value(forKey: "recursiveDescription")!' },
  { lang: 'pasteObjC', code: 'expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]' },
  { lang: 'pasteObjC', code: 'po [[[UIApplication sharedApplication] keyWindow] recursiveDescription]' },
];

export class PasteOffer {
  constructor(box) {
    this.box = box;
    subscribe(['language'], () => renderPasteOffer(box), { now: true });
  }
}

function renderPasteOffer(box) {
  box.replaceChildren(
    h('h3', { text: t('pasteTitle') }),
    h('p', { class: 'muted', text: t('pasteIntro') }),
    // The commands are code, the same in every language (translate="no"; the labels around them are ours).
    h('ul', { class: 'lldb-lines', translate: 'no' }, LLDB_LINES.map(({ lang, code }) => h('li', {},
      h('span', { class: 'lldb-lang', text: t(lang) }),
      h('code', { class: 'lldb-code', text: code }),
      h('button', {
        type: 'button', class: 'btn small ghost lldb-copy', text: t('pasteCopy'),
        on: { click: () => copy(code) },
      })))),
    h('button', { type: 'button', class: 'btn small primary', id: 'paste-open', text: t('pasteOpen'), on: { click: openForPaste } }));
}

async function copy(code) {
  try {
    await navigator.clipboard.writeText(code);
    notify({ key: 'pasteCopied' });
  } catch {
    notify({ text: code });
  }
}

/** The JSON tab, its text selected: a paste replaces it (and a dump is imported at once). */
function openForPaste() {
  setTab('json');
  requestEditor({ kind: 'paste' });
}
