// A hierarchy packed into an address: its compact JSON, deflated (the browser's CompressionStream) and written
// in base64url, so that edited JSON — stored nowhere until it is shared — can still be named by the address bar
// (derive/link.js's #json=). The fragment of an address never reaches the server.

/** Packs `input` (a hierarchy as the API takes it) → a base64url string. */
export async function packHierarchy(input) {
  const bytes = new TextEncoder().encode(JSON.stringify(input));
  const deflated = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
  return toBase64URL(new Uint8Array(deflated));
}

/** The hierarchy packed in `text` (packHierarchy's), or null when `text` is no packed JSON. */
export async function unpackHierarchy(text) {
  try {
    const bytes = fromBase64URL(text);
    const inflated = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const value = JSON.parse(inflated);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

function toBase64URL(bytes) {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64URL(text) {
  const base64 = String(text).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
