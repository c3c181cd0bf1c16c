"""Branch misses25: an object that is any of several classes' objects, each case run under JAX
first (a verdict is JAX's), beside the neighbours where the analysis must hold back.

- A loop variable over constructions (loop_objects.py): `for scheme in (Upwind(1.0),
  LaxFriedrichs(1.0)): solve(scheme, ...)` hands `solve` each object in turn, so its classes are
  the union of the constructed classes (refs.ObjectChoice). A method the traced code calls on it
  runs for each class that defines it, and a mistake in any one is reported in that method (in its
  own file). The variable's elements may be rows the loop unpacks (`for name, kernel, k in
  (("hmc", HMC(...), k1), ...)`). The object may reach the traced code as a static argument of a
  jit, or closed over by a function a transform traces (`run(kernel, x)` jitting a closure).
- Two callers passing objects of two classes for one static parameter: the same choice.
- Held back: a class defined but not among the loop's constructions, a loop variable the body
  rebinds, a loop over something other than a display of constructions.
"""

from __future__ import annotations

import textwrap

import pytest

from tests.helpers import assert_project_outcome, assert_shape_case, folder_and_alone_findings, write_files

SCHEMES = """
    import jax
    import jax.numpy as jnp
    import numpy as np
    from functools import partial
    from jax import lax


    class Upwind:
        def __init__(self, c):
            self.c = c

        def step(self, u, dt, dx):
            return u - self.c * dt / dx * (u - {roll}(u, 1))


    class LaxFriedrichs:
        def __init__(self, c):
            self.c = c

        def step(self, u, dt, dx):
            nu = self.c * dt / dx
            up, um = jnp.roll(u, -1), jnp.roll(u, 1)
            return 0.5 * (up + um) - 0.5 * nu * (up - um)


    class Central:
        def __init__(self, c):
            self.c = c

        def step(self, u, dt, dx):
            return u - self.c * dt / dx * (np.roll(u, -1) - np.roll(u, 1)) / 2


    @partial(jax.jit, static_argnums=(0, 2))
    def solve(scheme, u0, n_steps, dt, dx):
        def body(i, u):
            return scheme.step(u, dt, dx)

        return lax.fori_loop(0, n_steps, body, u0)


    u0 = jnp.exp(-100.0 * (jnp.linspace(0.0, 1.0, 32) - 0.5) ** 2)
    {driver}
    """

LOOP = """
    for scheme in (Upwind(1.0), LaxFriedrichs(1.0)):
        print(float(solve(scheme, u0, 5, 0.005, 1.0 / 32).sum()))
    """
ROWS = """
    for name, scheme, n in (("upwind", Upwind(1.0), 5), ("lf", LaxFriedrichs(1.0), 6)):
        print(name, float(solve(scheme, u0, n, 0.005, 1.0 / 32).sum()))
    """
IN_MAIN = """
    def main():
        out = []
        for scheme in [LaxFriedrichs(0.5), Upwind(0.5)]:
            out.append(solve(scheme, u0, 5, 0.005, 1.0 / 32))
        return out

    main()
    """
TWO_CALLERS = """
    a = solve(LaxFriedrichs(1.0), u0, 5, 0.005, 1.0 / 32)
    b = solve(Upwind(1.0), u0, 5, 0.005, 1.0 / 32)
    """
REBOUND = """
    for scheme in (Upwind(1.0), LaxFriedrichs(1.0)):
        scheme = LaxFriedrichs(scheme.c)
        print(float(solve(scheme, u0, 5, 0.005, 1.0 / 32).sum()))
    """
NOT_CONSTRUCTED = """
    for scheme in (LaxFriedrichs(1.0), LaxFriedrichs(0.5)):
        print(float(solve(scheme, u0, 5, 0.005, 1.0 / 32).sum()))
    """


@pytest.mark.parametrize("name, roll, driver, error, finding", [
    ("loop_over_two_classes", "np.roll", LOOP, "TracerArrayConversionError", "JAX501"),
    ("ok_loop_over_two_classes", "jnp.roll", LOOP, None, ""),
    ("rows_unpacked", "np.roll", ROWS, "TracerArrayConversionError", "JAX501"),
    ("ok_rows_unpacked", "jnp.roll", ROWS, None, ""),
    ("loop_in_a_function", "np.roll", IN_MAIN, "TracerArrayConversionError", "JAX501"),
    ("ok_loop_in_a_function", "jnp.roll", IN_MAIN, None, ""),
    ("two_callers_two_classes", "np.roll", TWO_CALLERS, "TracerArrayConversionError", "JAX501"),
    ("ok_two_callers_two_classes", "jnp.roll", TWO_CALLERS, None, ""),
    # the body rebinds the variable: only LaxFriedrichs runs, Upwind's np.roll never traced
    ("ok_loop_variable_rebound", "np.roll", REBOUND, None, ""),
    # Upwind and Central are defined, never constructed: their NumPy never runs traced
    ("ok_classes_not_constructed", "np.roll", NOT_CONSTRUCTED, None, ""),
])
def test_an_object_of_any_of_several_classes(name, roll, driver, error, finding):
    source = textwrap.dedent(SCHEMES).format(roll=roll, driver=textwrap.indent(textwrap.dedent(driver), ""))
    assert_shape_case(name, source, error, finding)


KERNELS = {
    "kernels.py": """
        import jax
        import jax.numpy as jnp


        class Base:
            def __init__(self, scale):
                self.scale = scale

            def init(self, x):
                return x * self.scale


        class Walk(Base):
            def step(self, key, x):
                return x + self.scale * jax.random.normal(key, x.shape)


        class Jumps(Base):
            def step(self, key, x):
                n = jax.random.randint(key, (), 1, 4)
                for _ in range({n}):
                    x = x + self.scale
                return x

            def only_here(self, x):
                return x
        """,
    "driver.py": """
        import jax
        from jax import lax


        def run(kernel, key, x0):
            def one(key, x):
                def body(x, k):
                    return kernel.step(k, x), None

                x, _ = lax.scan(body, kernel.init(x), jax.random.split(key, 3))
                return x

            keys = jax.random.split(key, x0.shape[0])
            return jax.jit(jax.vmap(one))(keys, x0)
        """,
    "main.py": """
        import jax
        import jax.numpy as jnp

        from driver import run
        from kernels import Jumps, Walk


        def main():
            key = jax.random.key(0)
            k1, k2 = jax.random.split(key)
            x0 = jnp.zeros((2, 3))
            for name, kernel, k in (("walk", Walk(0.1), k1), ("jumps", Jumps(0.2), k2)):
                print(name, run(kernel, k, x0).sum())


        main()
        """,
}


@pytest.mark.parametrize("n, error, rows", [
    ("n", "TracerIntegerConversionError", [("kernels.py", 21, "JAX202")]),
    ("3", None, []),
])
def test_a_closed_over_loop_variable_of_another_module(n, error, rows, tmp_path, capsys, monkeypatch):
    """The kernel reaches the traced closure as `run`'s parameter, run called from main.py with
    the loop variable: each class's `step` runs, the mistake reported in kernels.py."""
    files = dict(KERNELS, **{"kernels.py": KERNELS["kernels.py"].replace("{n}", n)})
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "kernels.py")
    assert folder == rows
    assert alone == rows


GRAPH_PACKAGE = {
    "gnn/__init__.py": """
        from .data import Graph
        from .model import Net
        from .train import make_step
        """,
    "gnn/data/__init__.py": """
        from .graphs import Graph
        """,
    "gnn/data/graphs.py": """
        from typing import NamedTuple

        import jax


        class Graph(NamedTuple):
            nodes: jax.Array
            receivers: jax.Array
        """,
    "gnn/layers/__init__.py": """
        from .conv import Conv
        """,
    "gnn/layers/conv.py": """
        from .norm import degree


        class Conv:
            def __init__(self, width):
                self.width = width

            def __call__(self, w, graph, h):
                deg = degree(graph.receivers, h.shape[0])
                return (h @ w) / deg[:, None]
        """,
    "gnn/layers/norm.py": """
        import jax.numpy as jnp
        import numpy as np


        def degree(receivers, n):
            return {count} + 1.0
        """,
    "gnn/model.py": """
        from .layers import Conv


        class Net:
            def __init__(self, width, depth):
                self.convs = [Conv(width) for _ in range(depth)]

            def __call__(self, params, graph):
                h = graph.nodes
                for conv, w in zip(self.convs, params):
                    h = conv(w, graph, h)
                return h.sum()
        """,
    "gnn/train.py": """
        import jax


        def make_step(model):
            def step(params, graph):
                return jax.value_and_grad(model)(params, graph)

            return jax.jit(step)
        """,
    "main.py": """
        import jax.numpy as jnp

        from gnn import Graph, Net, make_step

        model = Net(3, 2)
        step = make_step(model)
        graph = Graph(jnp.ones((4, 3)), jnp.array([0, 1, 1, 3]))
        print(step([jnp.eye(3), jnp.eye(3)], graph))
        """,
}


@pytest.mark.parametrize("count, error, rows", [
    ("np.bincount(receivers, minlength=n)", "TracerArrayConversionError", [("norm.py", 6, "JAX501")]),
    ("jnp.bincount(receivers, length=n)", None, []),
])
def test_a_field_of_a_record_a_package_above_exports(count, error, rows, tmp_path, capsys, monkeypatch):
    """`graph.receivers` in gnn/layers/conv.py, whose own package exports no Graph: the package
    above (`gnn/__init__`) does, so the field is a traced leaf, and np.bincount of it converts.
    Linted alone, norm.py (four imports below the jit of train.py) finds it too."""
    files = dict(GRAPH_PACKAGE, **{"gnn/layers/norm.py": GRAPH_PACKAGE["gnn/layers/norm.py"].replace("{count}", count)})
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import main", error)
    folder, alone = folder_and_alone_findings(capsys, monkeypatch, tmp_path, "gnn/layers/norm.py")
    assert folder == rows
    assert alone == rows
