"""JAX814: lax control flow whose branches, or whose loop body and init, cannot agree in pytree
structure or dtype kind. Each case runs under JAX first (the label: TypeError at the lax call,
jitted or not), then is linted; the valid twins are the shapes that look alike and run (a weakly
typed init promoted to a float body, an argmax branch beside an int literal, unknown dtypes, a
preallocated history written with `.at[i].set`, a sliding window that drops what it appends).
"""

from __future__ import annotations

import pytest

from tests.helpers import assert_shape_case

HEADER = "import jax\nimport jax.numpy as jnp\nfrom jax import lax\n\n"

_STEP_COUNTER_STRONG = """
class Integrator:
    def __init__(self, dt):
        self.dt = dt

    def run(self, x, n):
        def body(i, state):
            t, y = state
            return t + self.dt * 1.0, y - self.dt * y
        return lax.fori_loop(0, n, body, (jnp.zeros((), dtype=jnp.int32), x))


print(jax.jit(Integrator(0.1).run, static_argnums=1)(jnp.ones(3), 4))
"""

_STEP_COUNTER_FLOAT = """
class Integrator:
    def __init__(self, dt):
        self.dt = dt

    def run(self, x, n):
        def body(i, state):
            t, y = state
            return t + self.dt * 1.0, y - self.dt * y
        return lax.fori_loop(0, n, body, (jnp.zeros(()), x))


print(jax.jit(Integrator(0.1).run, static_argnums=1)(jnp.ones(3), 4))
"""

_WEAK_INIT_PROMOTED = """
def accumulate(xs):
    def body(total, x):
        return total + jnp.exp(x), total
    return lax.scan(body, 0, xs)


print(jax.jit(accumulate)(jnp.arange(3.0)))
"""

_RELU_BRANCH_INT = """
def soft_clip(x, limit):
    return lax.cond(x > limit, lambda v: jnp.tanh(v) * limit, lambda v: 0, x)


print(jax.jit(soft_clip)(jnp.float32(2.0), 1.0))
"""

_RELU_BRANCH_FLOAT = """
def soft_clip(x, limit):
    return lax.cond(x > limit, lambda v: jnp.tanh(v) * limit, lambda v: 0.0, x)


print(jax.jit(soft_clip)(jnp.float32(2.0), 1.0))
"""

_BRANCH_ARGMAX = """
def first_peak(x):
    return lax.cond(jnp.max(x) > 0, lambda v: jnp.argmax(v), lambda v: -1, x)


print(jax.jit(first_peak)(jnp.arange(3.0)))
"""

_SWITCH_TUPLE_LENGTHS = """
def make_policy(kind):
    def greedy(q):
        return jnp.argmax(q), jnp.max(q)
    def uniform(q):
        return jnp.argmax(q), jnp.mean(q), q.shape[0]
    return lambda q: lax.switch(kind, [greedy, uniform], q)


print(jax.jit(make_policy(1))(jnp.arange(3.0)))
"""

_SWITCH_TUPLE_SAME = """
def make_policy(kind):
    def greedy(q):
        return jnp.argmax(q), jnp.max(q)
    def uniform(q):
        return jnp.argmax(q), jnp.mean(q)
    return lambda q: lax.switch(kind, [greedy, uniform], q)


print(jax.jit(make_policy(1))(jnp.arange(3.0)))
"""

_WHILE_DONE_FLAG_INT = """
def solve(x0, tol):
    def cond(state):
        x, done = state
        return jnp.logical_not(done)
    def body(state):
        x, done = state
        new = x / 2
        return new, jnp.abs(new) < tol
    return lax.while_loop(cond, body, (x0, 0))


print(solve(jnp.float32(8.0), 1.0))
"""

_WHILE_DONE_FLAG_BOOL = """
def solve(x0, tol):
    def cond(state):
        x, done = state
        return jnp.logical_not(done)
    def body(state):
        x, done = state
        new = x / 2
        return new, jnp.abs(new) < tol
    return lax.while_loop(cond, body, (x0, False))


print(solve(jnp.float32(8.0), 1.0))
"""

_SCAN_RETURNS_CARRY_ONLY = """
def ema(xs, decay=0.9):
    def update(avg, x):
        return decay * avg + (1 - decay) * x
    final, _ = lax.scan(update, 0.0, xs)
    return final


print(ema(jnp.arange(4.0)))
"""

_SCAN_RETURNS_PAIR = """
def ema(xs, decay=0.9):
    def update(avg, x):
        new = decay * avg + (1 - decay) * x
        return new, new
    final, _ = lax.scan(update, 0.0, xs)
    return final


print(ema(jnp.arange(4.0)))
"""

_SCAN_CARRY_GROWS = """
def trajectory(x0, dts):
    def step(carry, dt):
        x, v = carry
        return (x + v * dt, v, dt), x
    return lax.scan(step, (x0, jnp.ones_like(x0)), dts)


print(trajectory(jnp.zeros(2), jnp.ones(3)))
"""

_COND_DICT_KEYS = """
def metrics(loss, training):
    return lax.cond(training, lambda l: {"loss": l, "lr": l * 0.0}, lambda l: {"loss": l}, loss)


print(jax.jit(metrics)(jnp.float32(1.0), True))
"""

_COND_DICT_SAME = """
def metrics(loss, training):
    return lax.cond(training, lambda l: {"loss": l, "lr": l * 0.0}, lambda l: {"loss": l, "lr": l}, loss)


print(jax.jit(metrics)(jnp.float32(1.0), True))
"""

_COUNTER_ARRAY_WEAK = """
def halvings(x):
    return lax.while_loop(lambda c: c[1] > 1.0, lambda c: (c[0] + 1, c[1] / 2), (jnp.array(0), x))


print(jax.jit(halvings)(jnp.float32(8.0)))
"""

_UNKNOWN_DTYPES = """
def blend(a, b, w):
    return lax.cond(w > 0.5, lambda: a, lambda: b * 2)


print(jax.jit(blend)(jnp.ones(2), jnp.ones(2), 0.7))
"""

_INDEX_INIT_FLOAT = """
def running_argmax(xs):
    def body(i, best):
        return jnp.argmax(jnp.where(jnp.arange(xs.shape[0]) <= i, xs, -jnp.inf))
    return lax.fori_loop(0, xs.shape[0], body, 0.0)


print(running_argmax(jnp.array([1.0, -2.0, 3.0])))
"""

_INDEX_INIT_INT = """
def running_argmax(xs):
    def body(i, best):
        return jnp.argmax(jnp.where(jnp.arange(xs.shape[0]) <= i, xs, -jnp.inf))
    return lax.fori_loop(0, xs.shape[0], body, 0)


print(running_argmax(jnp.array([1.0, -2.0, 3.0])))
"""

_SCAN_APPENDS_TO_CARRY = """
class Recorder:
    def __init__(self, scale):
        self.scale = scale

    def record(self, xs):
        def step(history, x):
            return jnp.append(history, x * self.scale), x
        return lax.scan(step, jnp.zeros(0), xs)


print(Recorder(2.0).record(jnp.arange(3.0)))
"""

_SCAN_WRITES_PREALLOCATED = """
class Recorder:
    def __init__(self, scale):
        self.scale = scale

    def record(self, xs):
        def step(carry, x):
            i, history = carry
            return (i + 1, history.at[i].set(x * self.scale)), x
        return lax.scan(step, (0, jnp.zeros(xs.shape[0])), xs)


print(Recorder(2.0).record(jnp.arange(3.0)))
"""

_FORI_CONCATENATES_TRAJECTORY = """
def rollout(x0, n):
    def body(i, state):
        x, path = state
        x = x * 0.9
        return x, jnp.concatenate([path, x[None]])
    return lax.fori_loop(0, n, body, (x0, x0[None]))


print(jax.jit(rollout, static_argnums=1)(jnp.ones(2), 3))
"""

_FORI_SLIDING_WINDOW = """
def rollout(x0, n):
    def body(i, state):
        x, window = state
        x = x * 0.9
        return x, jnp.concatenate([window[1:], x[None]])
    return lax.fori_loop(0, n, body, (x0, jnp.stack([x0, x0])))


print(jax.jit(rollout, static_argnums=1)(jnp.ones(2), 3))
"""

_WHILE_STACKS_CARRY = """
def doubling(x):
    return lax.while_loop(lambda c: c[0] < 2, lambda c: (c[0] + 1, jnp.stack([c[1], c[1]])), (0, x))


print(doubling(jnp.ones(2)))
"""

_DICT_CARRY_FILLED_LATER = """
def filter_loglik(ys, weights):
    def step(carry, y):
        out = {"loglik": carry["loglik"] + jnp.sum(y)}
        out.update({"weights": carry["weights"] * 0.5})
        return out, None
    init = {"loglik": jnp.zeros(())}
    init["weights"] = weights
    return lax.scan(step, init, ys)[0]


print(filter_loglik(jnp.ones((3, 2)), jnp.ones(2)))
"""

_DICT_CARRY_KEY_DROPPED = """
def filter_loglik(ys, weights):
    def step(carry, y):
        return {"loglik": carry["loglik"] + jnp.sum(y)}, None
    return lax.scan(step, {"loglik": jnp.zeros(()), "weights": weights}, ys)[0]


print(filter_loglik(jnp.ones((3, 2)), jnp.ones(2)))
"""

SHAPES = {
    "step_counter_strong_int": (_STEP_COUNTER_STRONG, "TypeError", "JAX814"),
    "step_counter_float": (_STEP_COUNTER_FLOAT, None, None),
    "weak_init_promoted": (_WEAK_INIT_PROMOTED, None, None),
    "relu_branch_int": (_RELU_BRANCH_INT, "TypeError", "JAX814"),
    "relu_branch_float": (_RELU_BRANCH_FLOAT, None, None),
    "branch_argmax": (_BRANCH_ARGMAX, None, None),
    "switch_tuple_lengths": (_SWITCH_TUPLE_LENGTHS, "TypeError", "JAX814"),
    "switch_tuple_same": (_SWITCH_TUPLE_SAME, None, None),
    "while_done_flag_int": (_WHILE_DONE_FLAG_INT, "TypeError", "JAX814"),
    "while_done_flag_bool": (_WHILE_DONE_FLAG_BOOL, None, None),
    "scan_returns_carry_only": (_SCAN_RETURNS_CARRY_ONLY, "TypeError", "JAX814"),
    "scan_returns_pair": (_SCAN_RETURNS_PAIR, None, None),
    "scan_carry_grows": (_SCAN_CARRY_GROWS, "TypeError", "JAX814"),
    "cond_dict_keys": (_COND_DICT_KEYS, "TypeError", "JAX814"),
    "cond_dict_same": (_COND_DICT_SAME, None, None),
    "counter_array_weak": (_COUNTER_ARRAY_WEAK, None, None),
    "unknown_dtypes": (_UNKNOWN_DTYPES, None, None),
    "index_init_float": (_INDEX_INIT_FLOAT, "TypeError", "JAX814"),
    "index_init_int": (_INDEX_INIT_INT, None, None),
    "scan_appends_to_carry": (_SCAN_APPENDS_TO_CARRY, "TypeError", "JAX814"),
    "scan_writes_preallocated": (_SCAN_WRITES_PREALLOCATED, None, None),
    "fori_concatenates_trajectory": (_FORI_CONCATENATES_TRAJECTORY, "TypeError", "JAX814"),
    "fori_sliding_window": (_FORI_SLIDING_WINDOW, None, None),
    "while_stacks_carry": (_WHILE_STACKS_CARRY, "TypeError", "JAX814"),
    "dict_carry_filled_later": (_DICT_CARRY_FILLED_LATER, None, None),
    "dict_carry_key_dropped": (_DICT_CARRY_KEY_DROPPED, "TypeError", "JAX814"),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_lax_outputs_shape(name):
    code, error, finding = SHAPES[name]
    assert_shape_case(name, HEADER + code.lstrip("\n"), error, finding)


def test_a_body_defined_in_another_module(tmp_path, capsys):
    """The scan body lives in dynamics.py, the scan in simulate.py: the body's own text is read
    (with its module's imports) and the mismatch reported at the call, where JAX raises."""
    from tests.helpers import assert_project_outcome, json_findings, write_files

    files = {
        "dynamics.py": """
            import jax.numpy as jnp


            def step(carry, force):
                position, count = carry
                return (position + 0.1 * force, count + 0.5), position
        """,
        "simulate.py": """
            import jax.numpy as jnp
            from jax import lax

            from dynamics import step


            def run(forces):
                return lax.scan(step, (jnp.zeros(2), jnp.zeros((), dtype=jnp.int32)), forces)
        """,
    }
    write_files(tmp_path, files)
    assert_project_outcome(tmp_path, "import jax.numpy as jnp, simulate; simulate.run(jnp.ones((3, 2)))", "TypeError")
    assert json_findings(capsys, str(tmp_path)) == [("simulate.py", 8, "JAX814")]
    (tmp_path / "dynamics.py").write_text((tmp_path / "dynamics.py").read_text().replace("count + 0.5", "count + 1"))
    assert_project_outcome(tmp_path, "import jax.numpy as jnp, simulate; simulate.run(jnp.ones((3, 2)))", None)
    assert json_findings(capsys, str(tmp_path)) == []
