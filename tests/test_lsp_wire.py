"""The server writes its diagnostics to JSON directly (jaxlint/lsp_wire.py) instead of through
cattrs: the JSON must be what lsprotocol's converter writes, for the diagnostics the server
publishes (traces into another file, noqa and fix edits, stale marks) and for any other shape."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pygls")
from lsprotocol import types as lsp  # noqa: E402
from pygls.protocol import default_converter  # noqa: E402

from jaxlint import lsp_wire  # noqa: E402
from jaxlint.config import Config  # noqa: E402
from jaxlint.lsp import JaxlintLanguageServer, _stale  # noqa: E402
from jaxlint.lsp_edits import split_lines  # noqa: E402
from jaxlint.lsp_worker import lint_job  # noqa: E402

PROJECT = Path(__file__).resolve().parent / "projects" / "grad_helper"
FIXABLE = '''import jax
import jax.numpy as jnp


@jax.jit
def step(x, lr):
    if x.sum() > 0:  # noqa: JAX102
        x = x * 2
    y = jnp.asarray(x).at[0].set(1.0)
    scale = float(lr)
    return y * scale, x.shape[0] == 3
'''


class _Server:
    """Just what `to_lsp` reads of the server: the position encoding."""
    class workspace:
        position_encoding = lsp.PositionEncodingKind.Utf16

    range_of = JaxlintLanguageServer.range_of
    why_traced = JaxlintLanguageServer.why_traced
    to_lsp = JaxlintLanguageServer.to_lsp


def _published(path: Path) -> list[lsp.Diagnostic]:
    source = path.read_text()
    result = lint_job(source, str(path), Config(), statement_fixes=False)
    lines = split_lines(source)
    return [_Server().to_lsp(d, lines, 7, Config(), result["noqa"].get(str(i)))
            for i, d in enumerate(result["diagnostics"])]


def _json(converter, diagnostics: list[lsp.Diagnostic]) -> str:
    notification = lsp.PublishDiagnosticsNotification(
        params=lsp.PublishDiagnosticsParams(uri="file:///doc.py", version=7, diagnostics=diagnostics))
    return json.dumps(notification, default=converter.unstructure)


def _both(diagnostics: list[lsp.Diagnostic]) -> tuple[object, object]:
    fast = default_converter()
    lsp_wire.install(fast)
    return json.loads(_json(fast, diagnostics)), json.loads(_json(default_converter(), diagnostics))


def test_the_servers_diagnostics_are_written_as_cattrs_writes_them(tmp_path, monkeypatch):
    direct = []
    written = lsp_wire.diagnostic_json
    monkeypatch.setattr(lsp_wire, "diagnostic_json", lambda d, default: direct.append(d) or written(d, default))
    for name in ("model.py", "train.py"):
        shutil.copy(PROJECT / name, tmp_path / name)
    (tmp_path / "fixable.py").write_text(FIXABLE)
    diagnostics = _published(tmp_path / "model.py") + _published(tmp_path / "fixable.py")
    assert any(d.related_information and d.related_information[0].location.uri.endswith("train.py")
               for d in diagnostics)  # a trace into the file applying the transform
    assert any(d.data["fix"] for d in diagnostics) and any(d.data["noqa"] for d in diagnostics)
    diagnostics += [_stale(d) for d in diagnostics]
    fast, slow = _both(diagnostics)
    assert fast == slow and len(fast["params"]["diagnostics"]) == len(diagnostics) == len(direct)


def test_other_shapes_are_left_to_the_converter():
    rng = lsp.Range(start=lsp.Position(line=0, character=0), end=lsp.Position(line=0, character=3))
    shapes = [
        lsp.Diagnostic(range=rng, message="bare"),
        lsp.Diagnostic(range=rng, message="int code", code=101, severity=lsp.DiagnosticSeverity.Hint),
        lsp.Diagnostic(range=rng, message="tagged", code="JAX1", tags=[lsp.DiagnosticTag.Unnecessary]),
        lsp.Diagnostic(range=rng, message="data", code="JAX1", data={"t": (1, [2, {"x": None}]), "f": 0.5}),
        lsp.Diagnostic(range=rng, message="odd data", code="JAX1", data={"r": rng}),
        lsp.Diagnostic(range=rng, message="empty related", code="JAX1", related_information=[]),
    ]
    fast, slow = _both(shapes)
    assert fast == slow
