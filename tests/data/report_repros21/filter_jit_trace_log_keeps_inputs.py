# Thread: https://github.com/patrick-kidger/equinox/issues/151
# Shape: a compile-logging wrapper records what each trace saw by appending the (traced) input to a closed-over list, not just counting; reading the log after the calls meets the leaked tracer
# expect: UnexpectedTracerError at line 28; cause line 14
import equinox as eqx
import jax
import jax.numpy as jnp


def make_logged(fn):
    seen = []

    @eqx.filter_jit
    def wrapped(model, x):
        seen.append(x)
        return fn(model, x)

    return wrapped, seen


def forward(model, x):
    return jax.vmap(model)(x)


model = eqx.nn.Linear(3, 2, key=jax.random.key(0))
wrapped, seen = make_logged(forward)
for _ in range(3):
    wrapped(model, jnp.ones((5, 3)))
print(len(seen), seen[0].sum())
