#!/usr/bin/env python3
"""schemathesis' command line (the same arguments), with one CPython 3.11 bug kept out of its way.

While schemathesis builds its coverage cases, hypothesis describes each filter's lambda by parsing its source
with `ast.parse`. On CPython 3.11 that parse, run deep in a recursion, can raise "SystemError: AST constructor
recursion depth mismatch" (an interpreter bug, not a property of our API); the description is only a label for
the strategy, so a lambda it cannot parse is described as unknown, as hypothesis does when it is confused."""
import sys

from hypothesis.internal import lambda_sources

_describe = lambda_sources._lambda_description


def _described_or_unknown(f, *args, **kwargs):
    try:
        return _describe(f, *args, **kwargs)
    except SystemError:
        return "lambda: <unknown>"


lambda_sources._lambda_description = _described_or_unknown

from schemathesis.cli import schemathesis  # noqa: E402 (after the patch, which it must see)

if __name__ == "__main__":
    sys.exit(schemathesis())
