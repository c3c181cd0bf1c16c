"""Branch misses24: the capabilities it added, each beside neighbours where it must hold back.
Every case is run under JAX first (the key-reuse checker on), so a verdict is JAX's.

- A key kept on an ordinary object (prng_key_reuse: KeyState.settable). `sampler = Sampler(key)`,
  a class of the project with no base class and no attribute hook whose constructor stores the key
  (`self.key = key`) and one of whose methods draws from it without storing a new one: each call of
  that method draws from the same key, as does a draw from `sampler.key` in the caller. Anything that
  may store a new key stops the following: an assignment `sampler.key = ...`, any other method of
  the object, the object handed to a call or bound to another name, a subclass (its methods are not
  the class's). The class may be another module's (`from sampler import Sampler`): the finding is
  then at the call, in the module that holds the object.
- A concrete array of untraced code (`TABLE = jnp.arange(10.0)` at module level, a NumPy array)
  sliced by a traced bound in traced code (JAX202): a JAX array takes static slice entries only
  (IndexError), a NumPy array calls `__index__` on the tracer (TracerIntegerConversionError), as a
  local array or a Python list already were. A bound from a shape, a module constant, a static
  argument or lax.dynamic_slice stays silent, as does an integer (not slice) index.
- An attribute of a namespace (parsed_arguments.py): `args.widths` of an argparse option with
  `nargs` is a list given or not when its default is a list (JAX810 as a static argument), an
  option without nargs or type a string (JAX811 traced); `SimpleNamespace(widths=[...]).widths`
  the list it was built with. A tuple default, an option that may be left out without a default,
  an attribute the module sets anew, or another type is not judged.
- An element of a tuple a project function returns (`graphdef, state = split(model)`, `split` of
  this or another module returning `GraphDef(...), state` on every path): what jit cannot trace
  there (an instance of an ordinary class, a string, a function) is reported where it is passed
  (JAX811), unless the class is registered as a pytree somewhere in the project.
- A Python scalar handed to a parameter `jax.vmap` or `jax.pmap` maps (mapped_scalars.py, JAX811):
  a literal, a name bound only to one, a `for` counter over `range(...)` or `len(...)`, at a
  position a literal `in_axes` maps (a `jax.jit` around the mapping transform too). `in_axes=None`
  there, pmap's `static_broadcasted_argnums`, an array, or a name that may hold an array is silent.
- A key its constructor makes itself (`self.rng = jax.random.key(seed)`) is an ordinary object's
  key as one it is handed is.
"""

from __future__ import annotations

import textwrap

import jax
import pytest

from tests.helpers import assert_runs_as_labelled, assert_shape_case, json_findings, lint_rows, run_project, write_files

SAMPLER = textwrap.dedent("""
    import jax
    import jax.numpy as jnp

    jax.config.update("jax_debug_key_reuse", True)


    class Sampler:
        def __init__(self, key, scale=1.0):
            self.key = key
            self.scale = scale

        def draw(self, n):
            return self.scale * jax.random.normal(self.key, (n,))

        def reset(self, key):
            self.key = key

        def __call__(self, x):
            return x + jax.random.normal(self.key, x.shape)


    def renew(s, key):
        s.key = key


    class Splitting(Sampler):
        def draw(self, n):
            self.key, sub = jax.random.split(self.key)
            return jax.random.normal(sub, (n,))


    def run():
        sampler = Sampler(jax.random.key(0))
    {body}

    run()
    """)
DRAW_LINE = 14  # `return self.scale * jax.random.normal(self.key, (n,))`
CALL_LINE = 20  # `return x + jax.random.normal(self.key, x.shape)`


def _case(body: str) -> str:
    return SAMPLER.replace("{body}", textwrap.indent(textwrap.dedent(body).strip("\n"), "    "))


@pytest.fixture(autouse=True)
def _checker_off_after():
    yield
    jax.config.update("jax_debug_key_reuse", False)


@pytest.mark.parametrize(("name", "body", "error", "rows"), [
    ("drawn_twice", """
        a = sampler.draw(2)
        b = sampler.draw(2)
        """, "KeyReuseError", [DRAW_LINE]),
    ("drawn_in_a_loop", """
        out = []
        for _ in range(3):
            out.append(sampler.draw(2))
        """, "KeyReuseError", [DRAW_LINE]),
    ("called_twice", """
        x = jax.numpy.zeros(2)
        y = sampler(sampler(x))
        """, "KeyReuseError", [CALL_LINE]),
    ("read_then_drawn", """
        noise = jax.random.uniform(sampler.key, (2,))
        b = sampler.draw(2)
        """, "KeyReuseError", [DRAW_LINE]),
    ("drawn_then_read", """
        b = sampler.draw(2)
        noise = jax.random.uniform(sampler.key, (2,))
        """, "KeyReuseError", [36]),
    # neighbours: something stores a new key between the draws, or the method splits it
    ("set_between", """
        a = sampler.draw(2)
        sampler.key = jax.random.key(1)
        b = sampler.draw(2)
        """, None, []),
    ("reset_between", """
        a = sampler.draw(2)
        sampler.reset(jax.random.key(1))
        b = sampler.draw(2)
        """, None, []),
    ("handed_to_a_function", """
        a = sampler.draw(2)
        renew(sampler, jax.random.key(1))
        b = sampler.draw(2)
        """, None, []),
    ("set_through_another_name", """
        other = sampler
        a = sampler.draw(2)
        other.key = jax.random.key(1)
        b = sampler.draw(2)
        """, None, []),
    ("a_subclass_splitting", """
        s = Splitting(jax.random.key(1))
        a = s.draw(2)
        b = s.draw(2)
        """, None, []),
    ("drawn_once", """
        a = sampler.draw(2)
        """, None, []),
])
def test_a_key_kept_on_an_ordinary_object(name, body, error, rows):
    source = _case(body)
    assert_runs_as_labelled(name, source, error)
    assert lint_rows(source, f"{name}.py") == [("JAX320", row) for row in rows]


SAMPLER_MODULE = """
    import jax


    class Sampler:
        def __init__(self, key):
            self.key = key

        def draw(self, shape):
            return jax.random.normal(self.key, shape)

        def reseed(self, key):
            self.key = key
    """
TRAIN = """
    import jax

    from sampler import Sampler

    jax.config.update("jax_debug_key_reuse", True)

    sampler = Sampler(jax.random.key(0))
    a = sampler.draw((2,))
    {between}
    b = sampler.draw((2,))
    """


@pytest.mark.parametrize(("between", "error"), [
    ("print(a)", "KeyReuseError"),
    ("sampler.reseed(jax.random.key(1))", None),
    ("sampler.key = jax.random.key(1)", None),
])
def test_a_key_kept_on_an_object_of_another_module(between, error, tmp_path, capsys):
    write_files(tmp_path, {"sampler.py": SAMPLER_MODULE, "train.py": TRAIN.replace("{between}", between)})
    ran = run_project(tmp_path, "import train")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    expected = [("train.py", 10, "JAX320")] if error else []
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "train.py")) == expected  # linted alone


TABLES = textwrap.dedent("""
    from functools import partial

    import jax
    import jax.numpy as jnp
    import numpy as np

    TABLE = jnp.arange(10.0)
    WEIGHTS = np.linspace(0.0, 1.0, 10)
    N = 4


    {fn}


    print(f(jnp.int32(3), jnp.ones(5)))
    """)


@pytest.mark.parametrize(("name", "fn", "error", "finding"), [
    ("module_array_head", """
        @jax.jit
        def f(n, x):
            return TABLE[:n].sum()
        """, "IndexError", "JAX202"),
    ("module_array_window", """
        @jax.jit
        def f(n, x):
            return TABLE[n:n + 2].sum()
        """, "IndexError", "JAX202"),
    ("module_array_under_vmap", """
        def f(n, x):
            return jax.vmap(lambda i: TABLE[:i].sum())(jnp.arange(3) + n)
        """, "IndexError", "JAX202"),
    ("module_numpy_array_head", """
        @jax.jit
        def f(n, x):
            return jnp.sum(WEIGHTS[:n])
        """, "TracerIntegerConversionError", "JAX202"),
    ("module_array_in_fori_body", """
        @jax.jit
        def f(n, x):
            return jax.lax.fori_loop(0, 3, lambda i, acc: acc + TABLE[i:].sum(), 0.0)
        """, "IndexError", "JAX202"),
    # neighbours: a bound from a shape, a constant, a static argument, dynamic_slice, an integer index
    ("module_array_shape_bound", """
        @jax.jit
        def f(n, x):
            return TABLE[:x.shape[0]].sum()
        """, None, ""),
    ("module_array_constant_bound", """
        @jax.jit
        def f(n, x):
            return TABLE[:N].sum() + n
        """, None, ""),
    ("module_array_static_bound", """
        @partial(jax.jit, static_argnames=("n",))
        def f(n, x):
            return TABLE[:n].sum()
        """, None, ""),
    ("module_array_dynamic_slice", """
        @jax.jit
        def f(n, x):
            return jax.lax.dynamic_slice(TABLE, (n,), (2,)).sum()
        """, None, ""),
    ("module_array_integer_index", """
        @jax.jit
        def f(n, x):
            return TABLE[n] * x
        """, None, ""),
])
def test_a_module_level_array_sliced_by_a_traced_bound(name, fn, error, finding):
    source = TABLES.replace("{fn}", textwrap.dedent(fn).strip("\n"))
    if name == "module_array_static_bound":
        source = source.replace("jnp.int32(3)", "3")
    assert_shape_case(name, source, error, finding)


NAMESPACES = textwrap.dedent("""
    import argparse
    from functools import partial
    from types import SimpleNamespace

    import jax
    import jax.numpy as jnp


    @partial(jax.jit, static_argnames=("widths",))
    def forward(x, widths):
        for w in widths:
            x = jnp.tanh(x[:w])
        return x


    @jax.jit
    def activate(x, name):
        return x


    def parse(argv):
        parser = argparse.ArgumentParser()
        parser.add_argument("--widths", type=int, nargs="+", default={default})
        parser.add_argument("--pair", type=int, nargs=2, default=[3, 2])
        parser.add_argument("--depth", type=int, default=2)
        parser.add_argument("--activation", default="relu")
        return parser.parse_args(argv)


    {main}


    main({argv})
    """)


@pytest.mark.parametrize(("name", "main", "default", "argv", "error", "finding"), [
    ("argparse_nargs_default_list", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), args.widths)
        """, "[4, 2]", "[]", "ValueError", "JAX810"),
    ("argparse_nargs_given", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), widths=args.widths)
        """, "[4, 2]", "['--widths', '3']", "ValueError", "JAX810"),
    ("argparse_nargs_count", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), args.pair)
        """, "[4, 2]", "[]", "ValueError", "JAX810"),
    ("argparse_string_traced", """
        def main(argv):
            args = parse(argv)
            return activate(jnp.ones(5), args.activation)
        """, "[4, 2]", "[]", "TypeError", "JAX811"),
    ("simple_namespace_list", """
        def main(argv):
            cfg = SimpleNamespace(widths=[4, 2], lr=0.1)
            return forward(jnp.ones(5), cfg.widths)
        """, "[4, 2]", "[]", "ValueError", "JAX810"),
    # neighbours: a tuple default left in place, a tuple made of the list, the attribute set anew,
    # an int option, a string static argument, a namespace holding a tuple
    ("argparse_nargs_default_tuple", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), args.widths)
        """, "(4, 2)", "[]", None, ""),
    ("argparse_tuple_of_list", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), tuple(args.widths))
        """, "[4, 2]", "['--widths', '3']", None, ""),
    ("argparse_attribute_set_anew", """
        def main(argv):
            args = parse(argv)
            args.widths = tuple(args.widths)
            return forward(jnp.ones(5), args.widths)
        """, "[4, 2]", "[]", None, ""),
    ("argparse_int_option", """
        def main(argv):
            args = parse(argv)
            return forward(jnp.ones(5), (args.depth,))
        """, "[4, 2]", "[]", None, ""),
    ("argparse_string_static", """
        def main(argv):
            args = parse(argv)
            return jax.jit(lambda x, name: x, static_argnames="name")(jnp.ones(5), args.activation)
        """, "[4, 2]", "[]", None, ""),
    ("simple_namespace_tuple", """
        def main(argv):
            cfg = SimpleNamespace(widths=(4, 2), lr=0.1)
            return forward(jnp.ones(5), cfg.widths)
        """, "[4, 2]", "[]", None, ""),
])
def test_an_attribute_of_a_namespace(name, main, default, argv, error, finding):
    source = (NAMESPACES.replace("{main}", textwrap.dedent(main).strip("\n")).replace("{default}", default)
              .replace("{argv}", argv))
    assert_shape_case(name, source, error, finding)


RETURNED = textwrap.dedent("""
    import dataclasses
    from functools import partial

    import jax
    import jax.numpy as jnp


    @dataclasses.dataclass(frozen=True)
    class GraphDef:
        n: int


    def split(n, flag=True):
    {returns}


    {step}
    def step(g, s):
        return s * 2


    g, s = split(3)
    print(step(g, s))
    """)
TUPLE_RETURN = "    return GraphDef(n), jnp.ones(3)"


@pytest.mark.parametrize(("name", "returns", "step", "error", "finding"), [
    ("instance_element", TUPLE_RETURN, "@jax.jit", "TypeError", "JAX811"),
    ("string_element", "    return 'relu', jnp.ones(3)", "@jax.jit", "TypeError", "JAX811"),
    ("function_element", "    return jnp.tanh, jnp.ones(3)", "@jax.jit", "TypeError", "JAX811"),
    ("instance_on_both_paths", "    if flag:\n        return GraphDef(n), jnp.ones(3)\n    return GraphDef(0), "
                               "jnp.zeros(3)", "@jax.jit", "TypeError", "JAX811"),
    # neighbours: the parameter static, an array on one path, the array element
    ("instance_element_static", TUPLE_RETURN, "@partial(jax.jit, static_argnums=0)", None, ""),
    ("array_on_one_path", "    if flag:\n        return jnp.ones(()), jnp.ones(3)\n    return GraphDef(0), "
                          "jnp.zeros(3)", "@jax.jit", None, ""),
    ("registered_class", TUPLE_RETURN + "\n\n\njax.tree_util.register_static(GraphDef)", "@jax.jit", None, ""),
])
def test_an_element_of_a_returned_tuple(name, returns, step, error, finding):
    source = RETURNED.replace("{returns}", returns).replace("{step}", step)
    assert_shape_case(name, source, error, finding)


GRAPH = """
    import dataclasses


    @dataclasses.dataclass(frozen=True)
    class GraphDef:
        n: int


    def split(n):
        return GraphDef(n), {"w": n * 1.0}
    """
STEP = """
    import jax

    from graph import split
    {register}


    @jax.jit
    def step(g, state):
        return {"w": state["w"] * 2}


    g, state = split(3)
    print(step(g, state))
    """


@pytest.mark.parametrize(("register", "error"), [
    ("", "TypeError"),
    ("from graph import GraphDef\n    \n    jax.tree_util.register_static(GraphDef)", None),
])
def test_an_element_of_a_tuple_another_module_returns(register, error, tmp_path, capsys):
    write_files(tmp_path, {"graph.py": GRAPH, "main.py": STEP.replace("{register}", register)})
    ran = run_project(tmp_path, "import main")
    assert (ran.returncode == 0) == (error is None), ran.stderr[-2000:]
    assert (error or "") in ran.stderr
    row = next(i for i, t in enumerate((tmp_path / "main.py").read_text().splitlines(), 1) if "print(step" in t)
    expected = [("main.py", row, "JAX811")] if error else []
    assert json_findings(capsys, str(tmp_path)) == expected
    assert json_findings(capsys, str(tmp_path / "main.py")) == expected  # linted alone


SEEDED = textwrap.dedent("""
    import jax

    jax.config.update("jax_debug_key_reuse", True)


    class Noise:
        def __init__(self, seed):
            self.rng = jax.random.key(seed)

        def sample(self, shape):
    {draw}


    noise = Noise(0)
    x = noise.sample((2,))
    y = noise.sample((2,))
    """)


@pytest.mark.parametrize(("name", "draw", "error", "rows"), [
    ("seeded_field_drawn_twice", "        return jax.random.normal(self.rng, shape)", "KeyReuseError", [12]),
    ("seeded_field_split_and_stored", "        self.rng, sub = jax.random.split(self.rng)\n"
                                      "        return jax.random.normal(sub, shape)", None, []),
])
def test_a_key_the_constructor_makes_itself(name, draw, error, rows):
    source = SEEDED.replace("{draw}", draw)
    assert_runs_as_labelled(name, source, error)
    assert lint_rows(source, f"{name}.py") == [("JAX320", row) for row in rows]


MAPPED = textwrap.dedent("""
    from functools import partial

    import jax
    import jax.numpy as jnp


    def scale(x, s):
        return x * s


    xs = jnp.ones((1, 3))
    {call}
    """)


@pytest.mark.parametrize(("name", "call", "error", "finding"), [
    ("vmap_float_literal", "out = jax.vmap(scale)(xs, 2.0)", "ValueError", "JAX811"),
    ("vmap_bound_int", "g = jax.vmap(scale)\nout = g(xs, 2)", "ValueError", "JAX811"),
    ("vmap_loop_counter", "g = jax.vmap(scale)\nfor step in range(2):\n    out = g(xs, step)", "ValueError",
     "JAX811"),
    ("jit_of_vmap_bool", "out = jax.jit(jax.vmap(scale))(xs, True)", "ValueError", "JAX811"),
    ("pmap_len", "out = jax.pmap(scale)(xs, len(xs))", "ValueError", "JAX811"),
    ("pmap_decorated_counter", "@partial(jax.pmap, axis_name='i')\ndef upd(x, step):\n    return x * step\n"
                               "\n\nfor step in range(2):\n    xs = upd(xs, step)", "ValueError", "JAX811"),
    # neighbours: in_axes None there, a static position, an array, a name that may hold an array
    ("vmap_in_axes_none", "out = jax.vmap(scale, in_axes=(0, None))(xs, 2.0)", None, ""),
    ("vmap_in_axes_list", "out = jax.vmap(scale, in_axes=[0, None])(xs, 2)", None, ""),
    ("pmap_static_position", "out = jax.pmap(scale, static_broadcasted_argnums=1)(xs, 2)", None, ""),
    ("vmap_array", "out = jax.vmap(scale)(xs, jnp.arange(1.0))", None, ""),
    ("vmap_maybe_array", "s = 2.0\nif xs.shape[0] == 1:\n    s = jnp.ones(1)\nout = jax.vmap(scale)(xs, s)",
     None, ""),
])
def test_a_python_scalar_at_a_mapped_parameter(name, call, error, finding):
    assert_shape_case(name, MAPPED.replace("{call}", call), error, finding)
