"""Multi-file round 18b (the mf18b_* projects): the capability it added, each case beside a
neighbour where it must hold back. Every case is run under JAX, so a verdict is JAX's.

- `lax.scan` and `lax.map` slice every leaf of `xs` along its leading axis and keep the
  containers: `xs = (ts, keys)` hands the body a tuple of two slices, so `t, k = inputs`
  unpacks two tracers (`if t > 0:` raises), while the tuple itself stays a Python tuple
  (`len(inputs)`, a loop over it) and a slice used with jnp runs.
- A dict display's own entry for a literal key, written after any `**spread`, is what a lookup
  of that key gives: `{**arrays, "time_dependent": flag}["time_dependent"]` is the Python bool
  `flag`, not a tracer of `arrays` (a false alarm on the neural-ODE twin at first contact); a
  traced entry stays traced. An entry a later spread or a computed key may replace, or any entry
  after a store into the dict, falls back to the join of every entry, as before.
- Linted alone (flake8, the editor), a module three imports below the jit (`rotary.py` <-
  `attention.py` <- `transformer.py` <- `main.py`) has the module applying the transform linted
  with it, as one two imports below already had; where no module of the chain applies one,
  nothing is reported.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.helpers import assert_shape_case, json_findings, run_project, write_files

_SCAN_TUPLE_XS = textwrap.dedent("""
    import jax
    import jax.numpy as jnp
    from jax import lax


    @jax.jit
    def sample(x, ts, keys):
        def body(x, inputs):
            t, k = inputs
            BODY
            return x, None

        x, _ = lax.scan(body, x, (ts, keys))
        return x


    sample(jnp.zeros(3), jnp.arange(4)[::-1], jax.random.split(jax.random.key(0), 4))
    """)

_MAP_TUPLE_XS = textwrap.dedent("""
    import jax
    import jax.numpy as jnp
    from jax import lax


    def score(args):
        logits, label = args
        BODY


    @jax.jit
    def evaluate(logits, labels):
        return lax.map(score, (logits, labels))


    evaluate(jnp.ones((4, 3)), jnp.arange(4) % 3)
    """)

CASES = [
    # (name, template, body, error, finding)
    ("scan_tuple_xs_branch", _SCAN_TUPLE_XS,
     "if t > 0:\n                x = x + jax.random.normal(k, x.shape)", "TracerBoolConversionError", "JAX101"),
    ("scan_tuple_xs_where", _SCAN_TUPLE_XS,
     "x = x + jnp.where(t > 0, 1.0, 0.0) * jax.random.normal(k, x.shape)", None, ""),
    ("scan_tuple_xs_len", _SCAN_TUPLE_XS,
     "if len(inputs) == 2:\n                x = x + t", None, ""),
    ("scan_tuple_xs_loop", _SCAN_TUPLE_XS,
     "for part in inputs[:1]:\n                x = x + part", None, ""),
    ("map_tuple_xs_float", _MAP_TUPLE_XS,
     "return float(logits[label])", "ConcretizationTypeError", "JAX105"),
    ("map_tuple_xs_take", _MAP_TUPLE_XS,
     "return jnp.take(logits, label)", None, ""),
]


@pytest.mark.parametrize("name, template, body, error, finding", CASES, ids=[c[0] for c in CASES])
def test_scan_and_map_hand_the_body_the_structure_of_xs(name, template, body, error, finding):
    assert_shape_case(name, template.replace("BODY", body), error, finding)


_CHAIN = {
    "lm/__init__.py": """
        from .transformer import forward
        """,
    "lm/rotary.py": """
        import jax.numpy as jnp
        import numpy as np


        def angles(positions, dim):
            inv_freq = 1.0 / (10000.0 ** (jnp.arange(0, dim, 2) / dim))
            return np.outer(positions, inv_freq)
        """,
    "lm/attention.py": """
        import jax.numpy as jnp

        from .rotary import angles


        def attend(x):
            return x * jnp.cos(angles(jnp.arange(x.shape[0]), x.shape[1]))[:, : x.shape[1]].sum()
        """,
    "lm/transformer.py": """
        from .attention import attend


        def forward(x):
            return attend(x) + 1.0
        """,
    "main.py": """
        import jax
        import jax.numpy as jnp

        from lm import forward


        def main():
            return APPLY(jnp.ones((4, 4)))
        """,
}


@pytest.mark.parametrize(("apply", "error", "expected"), [
    ("jax.jit(forward)", "TracerArrayConversionError", [("rotary.py", 7, "JAX501")]),
    ("forward", None, []),
], ids=["jitted_three_imports_up", "never_transformed"])
def test_a_module_three_imports_below_the_jit_linted_alone(apply, error, expected, tmp_path, capsys, monkeypatch):
    write_files(tmp_path, {n: t.replace("APPLY", apply) for n, t in _CHAIN.items()})
    ran = run_project(tmp_path, "import main; main.main()")
    assert (ran.returncode == 0) if error is None else (error in ran.stderr), ran.stderr[-2000:]
    monkeypatch.chdir(tmp_path)
    assert json_findings(capsys, ".") == expected
    assert [f for f in json_findings(capsys, "lm/rotary.py") if f[0] == "rotary.py"] == expected


_DICT_KEY = textwrap.dedent("""
    import jax
    import jax.numpy as jnp


    def field(x, params):
        if params["FLAG"]:
            return x * params["w"]
        return x


    @jax.jit
    def step(x, arrays, flag):
        params = DISPLAY
        STORE
        return field(x, params)


    step(jnp.ones(3), {"w": jnp.ones(3)}, False)
    """)

DICT_CASES = [
    # (name, key looked up, display, store, error, finding)
    ("explicit_static_entry", "flag", '{**arrays, "flag": True}', "", None, ""),
    ("explicit_traced_entry", "scale", '{**arrays, "scale": arrays["w"].sum() > 0}', "", "TracerBoolConversionError",
     "JAX101"),
]


@pytest.mark.parametrize("name, key, display, store, error, finding", DICT_CASES, ids=[c[0] for c in DICT_CASES])
def test_a_dict_display_entry_for_a_literal_key(name, key, display, store, error, finding):
    source = _DICT_KEY.replace("FLAG", key).replace("DISPLAY", display).replace("STORE", store or "pass")
    assert_shape_case(name, source, error, finding)
