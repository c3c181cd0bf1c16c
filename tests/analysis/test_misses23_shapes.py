"""Branch misses23: the capabilities it added, each beside neighbours where it must hold back.
Every case is run under JAX first, so a verdict is JAX's.

- A module-level dict registry filled at import time (registry_fills.py): by stores in the modules
  that import it (`LOSSES["huber"] = huber` below the def, `LOSSES = {}` in another module), or by
  a registering decorator of its module (`@register("huber")`, or a bare `@register` keyed by the
  def's `__name__`). Reading a literal key (`LOSSES["huber"]`, or `get_loss("huber")` returning
  `LOSSES[name]`) names that function, so traced code calling it is followed into it. A key filled
  twice (import order decides), or a table a function changes later, is no answer.
- A module-level list registry (`CALLBACKS = []`) filled by a bare registering decorator of its
  module (`def register_callback(fn): CALLBACKS.append(fn); return fn`) or a module-level
  `CALLBACKS.append(fn)` of one other module: a traced loop over it runs each def in order, and
  linting the registering module alone runs the registry module's jitted entries. Fills from two
  other modules (import order decides the order) are no answer.
- The math functions that call float() on their argument (log1p, expm1, the inverse and hyperbolic
  trigonometric ones, degrees, copysign, ldexp, ...) are in the facts table: each raises on a
  tracer (tests/analysis/test_numpy_table.py runs them), and the jnp twin the fix writes agrees
  with it on its domain (run here).
- A class redefined later in the module (a notebook's later cell): the evaluator's class values
  (a name read by traced code, `Model(2.0)(x)`; an object untraced code builds, `scaler =
  Scaler(2.0)`) and the construction, attribute and classmethod lookups take the definition in
  force where the code is (module_index.class_in_force), not the module's last.
"""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import assert_runs_as_labelled, json_findings, lint_rows, run_project, write_files

HUBER_BRANCH = textwrap.dedent("""
    def huber(pred, target, delta=1.0):
        err = jnp.abs(pred - target).mean()
        if err < delta:
            return 0.5 * err**2
        return delta * (err - 0.5 * delta)
    """)
HUBER_WHERE = textwrap.dedent("""
    def huber(pred, target, delta=1.0):
        err = jnp.abs(pred - target).mean()
        return jnp.where(err < delta, 0.5 * err**2, delta * (err - 0.5 * delta))
    """)
TRAIN = """
    import jax
    import jax.numpy as jnp

    import losses
    {read}


    @jax.jit
    def step(w, x, y):
        g = jax.grad(lambda w: loss_fn(x @ w, y))(w)
        return w - 0.1 * g


    print(step(jnp.zeros((3, 1)), jnp.ones((8, 3)), jnp.ones((8, 1))))
    """
STORE_TABLE = {
    "losses/__init__.py": """
        from .base import LOSSES, get_loss
        from . import robust, squared
        """,
    "losses/base.py": """
        LOSSES = {}


        def get_loss(name):
            return LOSSES[name]
        """,
    "losses/squared.py": """
        import jax.numpy as jnp

        from .base import LOSSES


        def mse(pred, target):
            return jnp.mean((pred - target) ** 2)


        LOSSES["mse"] = mse
        """,
}
DECORATED_TABLE = {
    "losses/__init__.py": """
        from .base import LOSSES, get_loss
        from . import robust, squared
        """,
    "losses/base.py": """
        LOSSES = {}


        def register(name):
            def wrap(fn):
                if name in LOSSES:
                    raise ValueError(name)
                LOSSES[name] = fn
                return fn

            return wrap


        def get_loss(name):
            return LOSSES[name]
        """,
    "losses/squared.py": """
        import jax.numpy as jnp

        from .base import register


        @register("mse")
        def mse(pred, target):
            return jnp.mean((pred - target) ** 2)
        """,
}
BARE_TABLE = {
    "losses/__init__.py": """
        from .base import LOSSES
        from . import robust
        """,
    "losses/base.py": """
        LOSSES = {}


        def register(fn):
            LOSSES[fn.__name__] = fn
            return fn
        """,
}
ROBUST_STORED = "import jax.numpy as jnp\n\nfrom .base import LOSSES\n\n" + HUBER_BRANCH + '\n\nLOSSES["huber"] = huber\n'
ROBUST_STORED_OK = "import jax.numpy as jnp\n\nfrom .base import LOSSES\n\n" + HUBER_WHERE + '\n\nLOSSES["huber"] = huber\n'
ROBUST_DECORATED = "import jax.numpy as jnp\n\nfrom .base import register\n\n\n@register('huber')" + HUBER_BRANCH
ROBUST_DECORATED_OK = "import jax.numpy as jnp\n\nfrom .base import register\n\n\n@register('huber')" + HUBER_WHERE
ROBUST_BARE = "import jax.numpy as jnp\n\nfrom .base import register\n\n\n@register" + HUBER_BRANCH


def _project(tmp_path, table: dict[str, str], robust: str, read: str) -> None:
    write_files(tmp_path, {**table, "losses/robust.py": robust, "train.py": TRAIN.replace("{read}", read)})


@pytest.mark.parametrize(("table", "robust", "read", "error"), [
    (STORE_TABLE, ROBUST_STORED, 'loss_fn = losses.LOSSES["huber"]', "TracerBoolConversionError"),
    (STORE_TABLE, ROBUST_STORED, 'loss_fn = losses.get_loss("huber")', "TracerBoolConversionError"),
    (DECORATED_TABLE, ROBUST_DECORATED, 'loss_fn = losses.get_loss("huber")', "TracerBoolConversionError"),
    (DECORATED_TABLE, ROBUST_DECORATED, 'loss_fn = losses.LOSSES["huber"]', "TracerBoolConversionError"),
    (BARE_TABLE, ROBUST_BARE, 'loss_fn = losses.LOSSES["huber"]', "TracerBoolConversionError"),
    # neighbours: the key names the other entry, or the filled function branches with jnp.where
    (STORE_TABLE, ROBUST_STORED, 'loss_fn = losses.LOSSES["mse"]', None),
    (STORE_TABLE, ROBUST_STORED_OK, 'loss_fn = losses.get_loss("huber")', None),
    (DECORATED_TABLE, ROBUST_DECORATED, 'loss_fn = losses.get_loss("mse")', None),
    (DECORATED_TABLE, ROBUST_DECORATED_OK, 'loss_fn = losses.LOSSES["huber"]', None),
])
def test_a_registry_filled_at_import(table, robust, read, error, tmp_path, capsys):
    _project(tmp_path, table, robust, read)
    ran = run_project(tmp_path, "import train")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    line = next(i for i, text in enumerate(robust.splitlines(), 1) if "err < delta" in text)
    expected = [("robust.py", line, "JAX101")] if error else []
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "losses" / "robust.py")) == expected  # linted alone


def test_a_key_filled_twice_is_no_answer(tmp_path, capsys):
    """robust.py and smooth.py both file "huber"; smooth is imported last, so its jnp.where
    version wins and the step runs: which store wins is import order, not said here."""
    smooth = ROBUST_STORED_OK
    table = {**STORE_TABLE, "losses/__init__.py": "from .base import LOSSES, get_loss\nfrom . import robust, smooth\n",
             "losses/smooth.py": smooth}
    _project(tmp_path, table, ROBUST_STORED, 'loss_fn = losses.LOSSES["huber"]')
    ran = run_project(tmp_path, "import train")
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == []


def test_a_table_a_function_changes_is_no_answer(tmp_path, capsys):
    """`use_smooth()` replaces the entry before the step runs: the import-time fill is not what
    the step calls."""
    table = {**STORE_TABLE, "losses/base.py": """
        import jax.numpy as jnp

        LOSSES = {}


        def use_smooth():
            LOSSES["huber"] = lambda pred, target: jnp.mean(jnp.abs(pred - target))


        def get_loss(name):
            return LOSSES[name]
        """}
    _project(tmp_path, table, ROBUST_STORED, 'losses.base.use_smooth(); loss_fn = losses.LOSSES["huber"]')
    ran = run_project(tmp_path, "import train")
    assert ran.returncode == 0, ran.stderr[-2000:]
    assert json_findings(capsys, str(tmp_path)) == []


# A class a notebook redefines in a later cell: code placed between the two definitions builds the
# earlier one (class_in_force), whether it builds it in traced code (`Model(2.0)(x)` under jit) or
# in the untraced function whose jitted lambda closes over the object (`scaler = Scaler(2.0)`).
BRANCH_THEN_WHERE = """
import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return self.scale * x
        return -x


@jax.jit
def predict(x):
    return Model(2.0)(x)


print(predict(jnp.ones(3)))


class Model:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, self.scale * x, -x)


@jax.jit
def predict_fixed(x):
    return Model(2.0)(x)


print(predict_fixed(jnp.ones(3)))
"""

WHERE_THEN_BRANCH = """
import jax
import jax.numpy as jnp


class Model:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, self.scale * x, -x)


@jax.jit
def predict(x):
    return Model(2.0)(x)


print(predict(jnp.ones(3)))


class Model:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return self.scale * x
        return -x


def predict_eager(x):
    return Model(2.0)(x)


print(predict_eager(jnp.ones(3)))
"""

HELD_BRANCH_THEN_WHERE = """
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return self.scale * x
        return -x


def main():
    scaler = Scaler(2.0)
    forward = jax.jit(lambda x: scaler(x) + 1.0)
    return forward(jnp.ones(3))


print(main())


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, self.scale * x, -x)


def main_fixed():
    scaler = Scaler(2.0)
    forward = jax.jit(lambda x: scaler(x) + 1.0)
    return forward(jnp.ones(3))


print(main_fixed())
"""

HELD_WHERE_THEN_BRANCH = """
import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        return jnp.where(x.sum() > 0, self.scale * x, -x)


def main():
    scaler = Scaler(2.0)
    forward = jax.jit(lambda x: scaler(x) + 1.0)
    return forward(jnp.ones(3))


print(main())


class Scaler:
    def __init__(self, scale):
        self.scale = scale

    def __call__(self, x):
        if x.sum() > 0:
            return self.scale * x
        return -x


def main_eager():
    scaler = Scaler(2.0)
    return scaler(jnp.ones(3)) + 1.0


print(main_eager())
"""

# (source, the exception running it raises or None, the lines of the JAX101 findings)
REDEFINED_CLASS = {
    "built_in_traced_code_branch_then_where": (BRANCH_THEN_WHERE, "TracerBoolConversionError", [11]),
    "built_in_traced_code_where_then_branch": (WHERE_THEN_BRANCH, None, []),
    "held_by_a_closure_branch_then_where": (HELD_BRANCH_THEN_WHERE, "TracerBoolConversionError", [11]),
    "held_by_a_closure_where_then_branch": (HELD_WHERE_THEN_BRANCH, None, []),
}


@pytest.mark.parametrize("name", sorted(REDEFINED_CLASS))
def test_the_class_in_force_where_the_code_is(name):
    source, error, lines = REDEFINED_CLASS[name]
    assert_runs_as_labelled(name, source, error)
    found = lint_rows(source, f"{name}.py")
    assert found == [("JAX101", line) for line in lines], found


TRAINER = """
    import jax
    import jax.numpy as jnp

    CALLBACKS = []


    def register_callback(fn):
        CALLBACKS.append(fn)
        return fn


    @jax.jit
    def train_step(w, x):
        g = jax.grad(lambda w: jnp.sum((x @ w) ** 2))(w)
        metrics = {"loss": jnp.sum(g)}
        for cb in CALLBACKS:
            metrics = cb(metrics)
        return w - 0.1 * g, metrics
    """
PLUGIN_DECORATED = """
    import jax.numpy as jnp

    from trainer import register_callback


    @register_callback
    def clip(metrics):
        return {**metrics, "loss": jnp.minimum(metrics["loss"], 10.0)}


    @register_callback
    def history(metrics):
        return {**metrics, "value": metrics["loss"]{read}}
    """
PLUGIN_APPENDED = """
    import jax.numpy as jnp

    import trainer


    def history(metrics):
        return {**metrics, "value": metrics["loss"]{read}}


    trainer.CALLBACKS.append(history)
    """
MAIN = """
    import jax.numpy as jnp

    import plugins
    import trainer

    {before}
    print(trainer.train_step(jnp.ones((3, 1)), jnp.ones((4, 3))))
    """


@pytest.mark.parametrize(("plugin", "read", "before", "error"), [
    (PLUGIN_DECORATED, ".item()", "", "ConcretizationTypeError"),
    (PLUGIN_APPENDED, ".item()", "", "ConcretizationTypeError"),
    (PLUGIN_DECORATED, " * 1.0", "", None),
    (PLUGIN_APPENDED, " * 1.0", "", None),
])
def test_a_list_registry_filled_at_import(plugin, read, before, error, tmp_path, capsys):
    write_files(tmp_path, {"trainer.py": TRAINER, "plugins.py": plugin.replace("{read}", read),
                           "main.py": MAIN.replace("{before}", before)})
    ran = run_project(tmp_path, "import main")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    text = (tmp_path / "plugins.py").read_text().splitlines()
    expected = [("plugins.py", next(i for i, t in enumerate(text, 1) if ".item()" in t), "JAX105")] if error else []
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "plugins.py")) == expected  # linted alone: trainer's step runs


def test_a_list_filled_by_two_other_modules_is_no_answer(tmp_path, capsys):
    """Two plugin modules append: their import order decides the list's order, so no loop over
    it is unrolled (here the one with `.item()` fails under JAX, and nothing is reported: a miss
    the analysis accepts rather than guess an order)."""
    write_files(tmp_path, {"trainer.py": TRAINER, "plugins.py": PLUGIN_APPENDED.replace("{read}", ".item()"),
                           "extra.py": PLUGIN_APPENDED.replace("{read}", " * 1.0").replace("history", "extra"),
                           "main.py": MAIN.replace("{before}", "import extra")})
    ran = run_project(tmp_path, "import main")
    assert ran.returncode != 0 and "ConcretizationTypeError" in ran.stderr
    assert json_findings(capsys, str(tmp_path)) == []


def facts_math() -> dict[str, str | None]:
    from jaxlint.analysis import facts

    names = {n.removeprefix("math.") for n in facts.names_where(converts="ConcretizationTypeError")
             if n.startswith("math.")}
    return {n: facts.lookup(f"math.{n}").jax_equivalent for n in names}


# where each math function with a jnp twin is compared with it (inside its domain)
_MATH_SAMPLES = {"acosh": (1.5,), "copysign": (0.5, -2.0), "fmod": (5.5, 2.0), "ldexp": (0.75, 3),
                 "nextafter": (0.5, 1.0), "atan2": (0.5, -0.25), "hypot": (0.5, 1.5), "pow": (1.5, 2.5),
                 "isfinite": (0.5,), "isnan": (0.5,), "isinf": (0.5,), "fsum": ([0.5, 0.25],)}


@pytest.mark.parametrize("name", sorted(n for n in facts_math() if facts_math()[n] is not None))
def test_the_math_twin_the_fix_writes_computes_the_same(name):
    import math

    import jax.numpy as jnp

    args = _MATH_SAMPLES.get(name, (0.375,))
    twin = getattr(jnp, facts_math()[name].removeprefix("jax.numpy."))
    twin_args = [jnp.asarray(a) if isinstance(a, list) else a for a in args]  # fsum of a traced array: jnp.sum
    assert float(getattr(math, name)(*args)) == pytest.approx(float(twin(*twin_args)), rel=1e-5, abs=1e-6)


INHERITED_HOOK = """
import math

import jax
import jax.numpy as jnp


class Scorer:
    def __init__(self, weights):
        self.weights = weights

    def transform(self, x):
        return x

    def score(self, x):
        return jnp.dot(self.weights, self.transform(x))


class LogRanker(Scorer):
    def transform(self, x):
        return {call} * x


ranker = LogRanker(jnp.ones(3))
print(jax.vmap(ranker.score)(jnp.ones((5, 3))))
"""


@pytest.mark.parametrize(("call", "error", "lines"), [
    ("math.log1p(x[0])", "ConcretizationTypeError", [21]),
    ("math.expm1(x[0])", "ConcretizationTypeError", [21]),
    ("jnp.log1p(x[0])", None, []),
    ("math.log1p(2.0)", None, []),
])
def test_math_on_a_traced_value_in_an_inherited_hook(call, error, lines):
    source = INHERITED_HOOK.replace("{call}", call)
    assert_runs_as_labelled("hook", source, error)
    found = lint_rows(source, "hook.py")
    assert found == [("JAX501", line) for line in lines], found
