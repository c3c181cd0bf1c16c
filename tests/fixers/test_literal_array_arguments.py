"""A caller passes `jnp.asarray(4)` (an array built from an int literal) for a size a helper of
another module needs as a Python int (JAX202): marking it static passes the literal instead
(fixers/literal_arrays.py), so the project runs and gives what it gave run eagerly. A parameter
also used in array math keeps the refusal: there a literal would compute something else.
"""

from __future__ import annotations

import json

from jaxlint.cli import main
from tests.helpers import run_project, write_files

_MODEL = """
    import jax.numpy as jnp


    def pooled(x, groups):
        return jnp.reshape(x, (groups, -1)).sum(axis=1)
    """
_TRAIN = """
    import jax
    import jax.numpy as jnp

    from model import pooled


    @jax.jit
    def step(x, groups):
        return pooled(x, groups)BODY


    def run():
        return step(jnp.arange(8.0), jnp.asarray(4)).tolist()
    """


def _fixed(tmp_path, monkeypatch, capsys, body: str) -> list[dict]:
    write_files(tmp_path, {"model.py": _MODEL, "train.py": _TRAIN.replace("BODY", body)})
    monkeypatch.chdir(tmp_path)
    main(["check", "--no-cache", "--fix", "--unsafe-fixes", "--output-format", "json", "."])
    return json.loads(capsys.readouterr()[0])


def test_the_literal_is_passed_and_the_size_marked_static(tmp_path, monkeypatch, capsys):
    write_files(tmp_path, {"model.py": _MODEL, "train.py": _TRAIN.replace("BODY", "")})
    before = run_project(tmp_path, "import train; print(train.run())")
    assert before.returncode != 0 and "TypeError" in before.stderr
    eager = run_project(tmp_path, "import jax, train\nwith jax.disable_jit(): print(train.run())")
    assert eager.returncode == 0, eager.stderr
    assert _fixed(tmp_path, monkeypatch, capsys, "") == []
    text = (tmp_path / "train.py").read_text()
    assert "step(jnp.arange(8.0), 4)" in text and 'static_argnames=("groups",)' in text
    after = run_project(tmp_path, "import train; print(train.run())")
    assert after.returncode == 0 and after.stdout == eager.stdout, after.stderr


def test_a_size_also_used_in_array_math_keeps_the_array(tmp_path, monkeypatch, capsys):
    remaining = _fixed(tmp_path, monkeypatch, capsys, " * groups")
    assert [d["code"] for d in remaining] == ["JAX202"]
    assert "passes an array for 'groups'" in remaining[0]["fix"]["message"]
    assert "jnp.asarray(4)" in (tmp_path / "train.py").read_text()
