# Thread: https://github.com/patrick-kidger/equinox/issues/151
# Shape: the answer's way to count how often an `eqx.filter_jit` function is traced: a Python counter bumped from inside the traced function (a host integer, not a traced value)
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp


def make_counted(fn):
    num_traces = 0

    @eqx.filter_jit
    def wrapped(model, x):
        nonlocal num_traces
        num_traces += 1
        return fn(model, x)

    return wrapped, lambda: num_traces


def forward(model, x):
    return jax.vmap(model)(x)


model = eqx.nn.Linear(3, 2, key=jax.random.key(0))
wrapped, count = make_counted(forward)
for _ in range(3):
    wrapped(model, jnp.ones((5, 3)))
print(count())
