"""print(f"loss={float(loss):.3f}") inside a jitted step (ConcretizationTypeError from float()).

kind: print
run: main()
"""
import jax
import jax.numpy as jnp


@jax.jit
def step(w, x):
    loss = jnp.mean((x @ w) ** 2)
    print(f"loss={float(loss):.3f}")
    return w - 0.1 * jax.grad(lambda v: jnp.mean((x @ v) ** 2))(w)


def main():
    return step(jnp.ones(2), jnp.eye(2))
