# Thread: https://github.com/jax-ml/jax/issues/9823
# Shape: the maintainer's fix: the comparison moves inside the context (`positive = z > 0`), so it is computed eagerly and the `if` tests a concrete value
# expect: ok
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    with jax.ensure_compile_time_eval():
        y = jnp.sin(3.0)
        z = jnp.sin(y)
        positive = z > 0
    if positive:
        return jnp.sin(x)
    else:
        return jnp.cos(x)


print(f(0.0))
