#!/usr/bin/env python3
"""Rewrites Sources/HitTraceApp/Resources/openapi.json in its one layout: two-space indent, and an object or
array on one line when that line stays under 120 columns. Run it after editing the document by hand or by a
script, so diffs show what changed and nothing else:  python3 scripts/format-openapi.py"""
import json
def compact(v):
    return json.dumps(v, ensure_ascii=False, separators=(', ', ': '))
def fmt(v, indent, prefix):
    one = prefix + compact(v)
    if len(' ' * indent + one) < 120 or not isinstance(v, (dict, list)) or len(v) == 0:
        return ' ' * indent + one
    pad = ' ' * indent
    if isinstance(v, dict):
        items = [fmt(val, indent + 2, json.dumps(k, ensure_ascii=False) + ': ') for k, val in v.items()]
        return pad + prefix + '{\n' + ',\n'.join(items) + '\n' + pad + '}'
    items = [fmt(val, indent + 2, '') for val in v]
    return pad + prefix + '[\n' + ',\n'.join(items) + '\n' + pad + ']'
def dump(d):
    return fmt(d, 0, '') + '\n'

if __name__ == "__main__":
    import pathlib
    path = pathlib.Path(__file__).resolve().parents[1] / "Sources/HitTraceApp/Resources/openapi.json"
    path.write_text(dump(json.loads(path.read_text())))
